//! One TOML document layer for every file the game reads (rules files,
//! `--set`, saved games, the preferences): the text parsed once into
//! toml's [`DeTable`], which keeps the span of every key and value, lines
//! found in that text by one index built in linear time, and values read
//! as data ([`RuleValue`]) from the same parse. Readers walk the document
//! themselves, so an unknown, missing or mistyped key is found as data,
//! never by reading another crate's English.

use std::ops::Range;

use toml::Spanned;
use toml::de::{DeArray, DeTable, DeValue};

use yote_engine::rules::RuleValue;

/// A key as the document holds it (unquoted, with its span).
pub type Key<'a> = Spanned<std::borrow::Cow<'a, str>>;

/// A parsed TOML document and the text it came from.
pub struct Doc<'a> {
    pub text: &'a str,
    root: Spanned<DeTable<'a>>,
    lines: LineIndex,
}

/// Why a text is not TOML: the parser's own message, on its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotToml {
    pub message: String,
    pub line: Option<usize>,
}

impl<'a> Doc<'a> {
    /// Parses `text`, once.
    pub fn parse(text: &'a str) -> Result<Doc<'a>, NotToml> {
        let lines = LineIndex::new(text);
        match DeTable::parse(text) {
            Ok(root) => Ok(Doc { text, root, lines }),
            // The parser refuses every control character but tab and the
            // line breaks, saying only what it expected there: such a
            // character is named instead, where it stands.
            Err(_) if let Some((at, c)) = first_control(text) => {
                let column = text[lines.start_of(at)..at].chars().count() + 1;
                Err(NotToml {
                    message: crate::tr!(
                        "toml-control-character",
                        code = format!("U+{:04X}", u32::from(c)),
                        kind = if c == '\0' { "nul" } else { "other" },
                        column = column
                    ),
                    line: Some(lines.line(at)),
                })
            }
            Err(e) => Err(NotToml {
                message: e.message().trim().to_string(),
                // The parser names no place when it gives up on nesting
                // (keys of 80 dotted parts, values nested 80 deep): the
                // line nested deepest is the one to look at.
                line: e
                    .span()
                    .map(|s| lines.line(s.start))
                    .or_else(|| deepest_line(text)),
            }),
        }
    }

    /// The top-level table.
    pub fn root(&self) -> &DeTable<'a> {
        self.root.get_ref()
    }

    /// The line (from 1) of a byte offset in the text.
    pub fn line(&self, offset: usize) -> usize {
        self.lines.line(offset)
    }

    /// The line a span starts on.
    pub fn line_of(&self, span: &Range<usize>) -> usize {
        self.line(span.start)
    }

    /// The whole document read by serde, from this parse (no second one);
    /// a refusal is serde's message, on its line.
    pub fn deserialize<T: serde::de::DeserializeOwned>(
        &self,
    ) -> Result<T, (Option<usize>, String)> {
        let root = Spanned::new(
            self.root.span(),
            DeValue::Table(self.root.get_ref().clone()),
        );
        T::deserialize(toml::de::ValueDeserializer::from(root)).map_err(|e| {
            let line = e.span().map(|s| self.line(s.start));
            (line, e.message().trim().replace('`', "'"))
        })
    }

    /// The key and value at `path` (`["rules", "rows"]`), through tables.
    pub fn entry(&self, path: &[&str]) -> Option<(&Key<'a>, &Spanned<DeValue<'a>>)> {
        let (last, parents) = path.split_last()?;
        let mut table = self.root();
        for name in parents {
            table = get(table, name)?.1.get_ref().as_table()?;
        }
        get(table, last)
    }

    /// The line of the key at `path`.
    pub fn key_line(&self, path: &[&str]) -> Option<usize> {
        self.entry(path).map(|(key, _)| self.line_of(&key.span()))
    }

    /// The line of item `index` of the list at `path`.
    pub fn item_line(&self, path: &[&str], index: usize) -> Option<usize> {
        let (_, value) = self.entry(path)?;
        let item = value.get_ref().as_array()?.get(index)?;
        Some(self.line_of(&item.span()))
    }
}

/// The key and value of `name` in `table`.
pub fn get<'t, 'a>(
    table: &'t DeTable<'a>,
    name: &str,
) -> Option<(&'t Key<'a>, &'t Spanned<DeValue<'a>>)> {
    table.get_key_value(name)
}

/// The entries of a table in the order of the text.
pub fn in_text_order<'t, 'a>(
    table: &'t DeTable<'a>,
) -> Vec<(&'t Key<'a>, &'t Spanned<DeValue<'a>>)> {
    let mut entries: Vec<_> = table.iter().collect();
    entries.sort_by_key(|(key, _)| key.span().start);
    entries
}

/// The start of every line, so that a line is found by a binary search:
/// built once per text in linear time (a line counted from the start for
/// each of 77 777 keys was quadratic).
#[derive(Clone, Debug)]
pub struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let breaks = text.match_indices('\n').map(|(i, _)| i + 1);
        LineIndex {
            starts: std::iter::once(0).chain(breaks).collect(),
        }
    }

    /// The line (from 1) of a byte offset; past the end, the last line.
    pub fn line(&self, offset: usize) -> usize {
        self.starts.partition_point(|&start| start <= offset)
    }

    /// The offset where the line of `offset` starts.
    pub fn start_of(&self, offset: usize) -> usize {
        self.starts[self.line(offset) - 1]
    }
}

/// The first character TOML allows nowhere (a control character other
/// than tab, line feed and carriage return), with its offset.
fn first_control(text: &str) -> Option<(usize, char)> {
    text.char_indices()
        .find(|&(_, c)| c.is_ascii_control() && !matches!(c, '\t' | '\n' | '\r'))
}

/// The line (from 1) whose nesting is deepest: brackets and braces still
/// open there plus the dots of a dotted key on it, strings and comments
/// skipped. `None` for an empty text.
fn deepest_line(text: &str) -> Option<usize> {
    let mut open = 0usize;
    let mut deepest: Option<(usize, usize)> = None;
    for (number, line) in text.lines().enumerate() {
        let (mut dots, mut quote, mut peak) = (0, None::<char>, open);
        let mut chars = line.chars();
        while let Some(c) = chars.next() {
            match (quote, c) {
                (Some('"'), '\\') => {
                    chars.next();
                }
                (Some(q), c) if c == q => quote = None,
                (Some(_), _) => {}
                (None, '"' | '\'') => quote = Some(c),
                (None, '#') => break,
                (None, '[' | '{') => open += 1,
                (None, ']' | '}') => open = open.saturating_sub(1),
                (None, '.') => dots += 1,
                _ => {}
            }
            peak = peak.max(open + dots);
        }
        if deepest.is_none_or(|(_, d)| peak > d) {
            deepest = Some((number + 1, peak));
        }
    }
    deepest.map(|(line, _)| line)
}

/// The longest text a value is quoted with: no option's word is near it,
/// and a 1 MB string in a file must not come back as a 1 MB message.
pub const MAX_ECHOED_CHARS: usize = 60;

/// A word as read, cut to [`MAX_ECHOED_CHARS`] with "…" when longer.
pub fn echoed(s: &str) -> String {
    match s.char_indices().nth(MAX_ECHOED_CHARS) {
        Some((end, _)) => format!("{}…", &s[..end]),
        None => s.to_string(),
    }
}

/// A number with a fraction or an exponent as written short: `2.5`, `5.0`
/// (not `5`, which reads as whole), `1e308` (not 309 digits), `inf`.
fn float_text(x: f64) -> String {
    format!("{x:?}")
}

/// A value of the document as data: what is wrong with it is for its
/// reader to say. An integer past i64 is kept as written (saturated, it
/// would say 9223372036854775807 for 18446744073709551615).
pub fn data(value: &DeValue) -> RuleValue {
    match value {
        DeValue::String(s) => RuleValue::Word(echoed(s)),
        DeValue::Integer(n) => whole(value).map_or_else(
            || {
                let digits = i128::from_str_radix(n.as_str(), n.radix())
                    .map_or_else(|_| n.as_str().to_string(), |n| n.to_string());
                // 100 000 digits are quoted by their first 60.
                RuleValue::Number(echoed(&digits))
            },
            RuleValue::Whole,
        ),
        DeValue::Float(x) => RuleValue::Number(
            x.as_str()
                .parse::<f64>()
                .map_or_else(|_| echoed(x.as_str()), float_text),
        ),
        DeValue::Boolean(b) => RuleValue::Flag(*b),
        DeValue::Datetime(d) => RuleValue::Date(d.to_string()),
        DeValue::Array(_) => RuleValue::List,
        DeValue::Table(_) => RuleValue::Table,
    }
}

/// An integer that fits i64, else `None` (also for any other value).
pub fn whole(value: &DeValue) -> Option<i64> {
    let n = value.as_integer()?;
    i64::from_str_radix(n.as_str(), n.radix()).ok()
}

/// The items of an array value.
pub fn items<'t, 'a>(value: &'t DeValue<'a>) -> Option<&'t DeArray<'a>> {
    value.as_array()
}

/// A TOML value as data (the preferences keep remembered rules as values).
pub fn value_data(value: &toml::Value) -> RuleValue {
    match value {
        toml::Value::String(s) => RuleValue::Word(echoed(s)),
        toml::Value::Integer(n) => RuleValue::Whole(*n),
        toml::Value::Float(x) => RuleValue::Number(float_text(*x)),
        toml::Value::Boolean(b) => RuleValue::Flag(*b),
        toml::Value::Datetime(d) => RuleValue::Date(d.to_string()),
        toml::Value::Array(_) => RuleValue::List,
        toml::Value::Table(_) => RuleValue::Table,
    }
}

/// A value of the document as a `toml::Value`, for what keeps values
/// (the preferences' remembered rules); `None` for an integer past i64,
/// which no key that keeps values takes.
pub fn to_value(value: &DeValue) -> Option<toml::Value> {
    Some(match value {
        DeValue::String(s) => toml::Value::String(s.to_string()),
        DeValue::Integer(_) => toml::Value::Integer(whole(value)?),
        DeValue::Float(x) => toml::Value::Float(x.as_str().parse().ok()?),
        DeValue::Boolean(b) => toml::Value::Boolean(*b),
        DeValue::Datetime(d) => toml::Value::Datetime(*d),
        DeValue::Array(items) => toml::Value::Array(
            items
                .iter()
                .map(|v| to_value(v.get_ref()))
                .collect::<Option<_>>()?,
        ),
        DeValue::Table(t) => toml::Value::Table(
            t.iter()
                .map(|(k, v)| Some((k.get_ref().to_string(), to_value(v.get_ref())?)))
                .collect::<Option<_>>()?,
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_found_by_offset() {
        let text = "a = 1\n\nb = 2\nc";
        let index = LineIndex::new(text);
        assert_eq!(index.line(0), 1);
        assert_eq!(index.line(5), 1, "the line break is its line's");
        assert_eq!(index.line(6), 2);
        assert_eq!(index.line(7), 3);
        assert_eq!(index.line(text.len() + 10), 4);
        let doc = Doc::parse(text.trim_end_matches('c')).expect("TOML");
        assert_eq!(doc.key_line(&["b"]), Some(3));
        assert_eq!(doc.key_line(&["z"]), None);
    }

    #[test]
    fn a_control_character_is_named_on_its_line_and_column() {
        let e = Doc::parse("format = 1\0\n").err().expect("refused");
        assert_eq!(e.line, Some(1));
        assert!(
            e.message.contains("NUL") && e.message.contains("11"),
            "{e:?}"
        );
        let e = Doc::parse("a = 1\n# x\n b = \"\u{1b}[2J\"\n")
            .err()
            .expect("refused");
        assert_eq!(e.line, Some(3));
        assert!(
            e.message.contains("U+001B") && e.message.contains(" 7 "),
            "{e:?}"
        );
        assert!(
            Doc::parse("a = \"\t\"\r\n").is_ok(),
            "tab and CRLF are TOML"
        );
    }

    #[test]
    fn nesting_too_deep_is_found_on_its_line() {
        let dotted = format!(
            "format = 1\n# a \"quoted.dot\"\n{}b = 1\nc = 2\n",
            "a.".repeat(200)
        );
        let e = Doc::parse(&dotted).err().expect("refused");
        assert_eq!(e.line, Some(3), "{e:?}");
        let header = format!("x = 1.5\n\n[{}b]\n", "a.".repeat(100));
        assert_eq!(Doc::parse(&header).err().expect("refused").line, Some(3));
        let arrays = format!("x = 1\ny = {}\n", "[".repeat(200));
        assert_eq!(Doc::parse(&arrays).err().expect("refused").line, Some(2));
    }

    #[test]
    fn values_are_data() {
        let doc = Doc::parse(
            "a = 18446744073709551615\nb = 0x10\nc = 1e308\nd = 5.0\ne = -inf\nf = [1]\n\
             g = 1979-05-27\n",
        )
        .expect("TOML");
        let at = |k| data(get(doc.root(), k).expect("there").1.get_ref());
        assert_eq!(at("a"), RuleValue::Number("18446744073709551615".into()));
        assert_eq!(at("b"), RuleValue::Whole(16));
        assert_eq!(at("c"), RuleValue::Number("1e308".into()));
        assert_eq!(at("d"), RuleValue::Number("5.0".into()));
        assert_eq!(at("e"), RuleValue::Number("-inf".into()));
        assert_eq!(at("f"), RuleValue::List);
        assert_eq!(at("g"), RuleValue::Date("1979-05-27".into()));
        let e = Doc::parse("\na = = 1").err().expect("not TOML");
        assert_eq!(e.line, Some(2));
    }
}
