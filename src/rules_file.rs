//! The rules as TOML, outside the engine: `rules.toml` files, `--set
//! KEY=VALUE` and a saved game's `[rules]` table, read with serde into
//! typed [`RulesError`]s that name the option, the value and the line; and
//! the rules written back as TOML.

use std::ops::Range as Span;

use crate::toml_doc::echoed;

use toml::de::{DeTable, DeValue};

use crate::toml_doc::{self, Doc};
use yote_engine::rules::{Place, RuleKey, RuleValue, RulesErrorKind};
use yote_engine::{Rules, RulesError};

/// A table of options as a rules file writes it: every key optional, no
/// other key. Read by walking the document: each option with its value as
/// data and where it is, in the order of the text.
#[derive(Debug, Default)]
struct RulesTable {
    written: Vec<(RuleKey, RuleValue, Span<usize>)>,
}

impl RulesTable {
    /// The options of `table`; the first unknown key in the text refused
    /// by its name, on its line.
    fn read(doc: &Doc, table: &DeTable) -> Result<RulesTable, RulesError> {
        let mut written = Vec::new();
        for (key, value) in toml_doc::in_text_order(table) {
            let Some(rule) = RuleKey::from_name(key.get_ref()) else {
                let found = key.get_ref().to_string();
                return Err(RulesError::new(RulesErrorKind::UnknownKey { found })
                    .at(Place::Line(doc.line_of(&key.span()))));
            };
            written.push((rule, toml_doc::data(value.get_ref()), value.span()));
        }
        Ok(RulesTable { written })
    }

    /// The value written for `key`, with where it is.
    fn get(&self, key: RuleKey) -> Option<(&RuleValue, &Span<usize>)> {
        self.written
            .iter()
            .find(|(k, _, _)| *k == key)
            .map(|(_, value, span)| (value, span))
    }

    /// Sets every option written over `rules`, the first refusal in the
    /// text placed on its line; with `required`, every option must be there
    /// (a refusal of a missing one placed at `whole`).
    fn apply(
        &self,
        doc: &Doc,
        rules: &mut Rules,
        required: Option<&Span<usize>>,
    ) -> Result<(), RulesError> {
        for (key, value, span) in &self.written {
            rules
                .set(*key, value)
                .map_err(|e| e.at(Place::Line(doc.line_of(span))))?;
        }
        if let Some(whole) = required
            && let Some(missing) = RuleKey::ALL.into_iter().find(|k| self.get(*k).is_none())
        {
            return Err(RulesError::of(missing, RulesErrorKind::Missing)
                .at(Place::Line(doc.line_of(whole))));
        }
        Ok(())
    }

    /// [`Rules::validate`], the refusal placed on the line of the option it
    /// blames, else at `whole`.
    fn validate(
        &self,
        doc: &Doc,
        rules: &Rules,
        whole: Option<Span<usize>>,
    ) -> Result<(), RulesError> {
        rules.validate().map_err(|e| {
            let span = e
                .key
                .and_then(|k| self.get(k))
                .map(|(_, span)| span.clone())
                .or(whole);
            match span {
                Some(span) => e.at(Place::Line(doc.line_of(&span))),
                None => e,
            }
        })
    }
}

/// The parser's refusal as data, on its line.
fn not_toml(e: toml_doc::NotToml) -> RulesError {
    let error = RulesError::new(RulesErrorKind::NotToml { message: e.message });
    match e.line {
        Some(line) => error.at(Place::Line(line)),
        None => error,
    }
}

/// Reads a rules file's table.
#[cfg(test)]
fn read_table(text: &str) -> Result<RulesTable, RulesError> {
    let doc = Doc::parse(text).map_err(not_toml)?;
    RulesTable::read(&doc, doc.root())
}

/// Turns a place in the text into one in the file named `name`.
fn in_file(e: RulesError, name: &str) -> RulesError {
    let line = match e.place {
        Some(Place::Line(line)) => Some(line),
        Some(_) => return e,
        None => None,
    };
    RulesError {
        place: Some(Place::File {
            name: name.to_string(),
            line,
        }),
        ..e
    }
}

/// The line where `key` is set in a rules file's text, if it is.
pub fn key_line(text: &str, key: RuleKey) -> Option<usize> {
    let doc = Doc::parse(text).ok()?;
    let table = RulesTable::read(&doc, doc.root()).ok()?;
    table.get(key).map(|(_, span)| doc.line_of(span))
}

/// Reads the `[rules]` table of a saved game's document: every option must
/// be there (a saved game must not change meaning when the standard rules
/// change). Refusals are placed on a line of the text ([`Place::Line`]).
pub fn saved_rules(doc: &Doc) -> Result<Rules, RulesError> {
    let Some((_, value)) = toml_doc::get(doc.root(), "rules") else {
        return Err(RulesError::new(RulesErrorKind::Missing));
    };
    let whole = value.span();
    let DeValue::Table(table) = value.get_ref() else {
        return Err(RulesError::new(RulesErrorKind::NotAValue).at(Place::Line(doc.line_of(&whole))));
    };
    let table = RulesTable::read(doc, table)?;
    let mut rules = Rules::default();
    table.apply(doc, &mut rules, Some(&whole))?;
    table.validate(doc, &rules, Some(whole))?;
    Ok(rules)
}

/// The rules read from and written as TOML. A trait of this crate's over
/// the engine's [`Rules`], which knows nothing of files: with it in scope,
/// `Rules::from_toml_str(text, name)` reads as it always did.
pub trait RulesToml: Sized {
    /// Reads a rules file's text over the standard rules. `name` is how the
    /// file is named in messages.
    fn from_toml_str(text: &str, name: &str) -> Result<Self, RulesError>;

    /// Applies the options of a rules file's text to these rules, without
    /// the checks between options (so `--set` can still change them). Every
    /// refusal names the file and the line.
    fn apply_toml_str(&mut self, text: &str, name: &str) -> Result<(), RulesError>;

    /// The standard rules with `KEY=VALUE` overrides applied in order, then
    /// checked as a whole: what `--set` does without a rules file.
    fn from_overrides<S: AsRef<str>>(
        assignments: impl IntoIterator<Item = S>,
    ) -> Result<Self, RulesError>;

    /// Applies one `KEY=VALUE` override from the command line. VALUE is read
    /// as a TOML value; a bare word that is not one is taken as a string.
    fn apply_override(&mut self, assignment: &str) -> Result<(), RulesError>;

    /// Sets one option from a key and a TOML value (the preferences' table).
    fn set_toml(&mut self, name: &str, value: &toml::Value) -> Result<(), RulesError> {
        self.set_data(name, &toml_doc::value_data(value))
    }

    /// Sets one option from a key and a value read as data.
    fn set_data(&mut self, name: &str, value: &RuleValue) -> Result<(), RulesError>;

    /// The rules as a TOML table with every key.
    fn to_table(&self) -> toml::Table;

    /// The rules as TOML, every key present, in the order of `rules.toml`.
    fn to_toml(&self) -> String;
}

impl RulesToml for Rules {
    fn from_toml_str(text: &str, name: &str) -> Result<Rules, RulesError> {
        let mut rules = Rules::default();
        let doc = Doc::parse(text).map_err(|e| in_file(not_toml(e), name))?;
        RulesTable::read(&doc, doc.root())
            .and_then(|table| {
                table.apply(&doc, &mut rules, None)?;
                table.validate(&doc, &rules, None)
            })
            .map_err(|e| in_file(e, name))?;
        Ok(rules)
    }

    fn to_toml(&self) -> String {
        RuleKey::ALL
            .into_iter()
            .map(|key| format!("{} = {}\n", key.name(), toml_value(&self.get(key))))
            .collect()
    }

    fn apply_toml_str(&mut self, text: &str, name: &str) -> Result<(), RulesError> {
        let doc = Doc::parse(text).map_err(|e| in_file(not_toml(e), name))?;
        RulesTable::read(&doc, doc.root())
            .and_then(|table| table.apply(&doc, self, None))
            .map_err(|e| in_file(e, name))
    }

    fn from_overrides<S: AsRef<str>>(
        assignments: impl IntoIterator<Item = S>,
    ) -> Result<Rules, RulesError> {
        let mut rules = Rules::default();
        for assignment in assignments {
            rules.apply_override(assignment.as_ref())?;
        }
        rules.validate()?;
        Ok(rules)
    }

    fn apply_override(&mut self, assignment: &str) -> Result<(), RulesError> {
        // Named in every refusal: a 100 KB argument is named by its start.
        let place = Place::Set(if assignment.chars().nth(MAX_ECHOED_SET).is_some() {
            echoed(assignment)
        } else {
            assignment.to_string()
        });
        let refuse = |kind| Err(RulesError::new(kind).at(place.clone()));
        if assignment.chars().any(char::is_control) {
            // A line break would start a second TOML line that is silently
            // read as something else, or dropped.
            return refuse(RulesErrorKind::ControlCharacter);
        }
        let Some((name, raw)) = assignment.split_once('=') else {
            return refuse(RulesErrorKind::NotAssignment);
        };
        let Some(key) = RuleKey::from_name(name.trim()) else {
            return refuse(RulesErrorKind::UnknownKey {
                found: name.trim().to_string(),
            });
        };
        self.set(key, &override_value(raw.trim()))
            .map_err(|e| e.at(place.clone()))
    }

    fn set_data(&mut self, name: &str, value: &RuleValue) -> Result<(), RulesError> {
        let Some(key) = RuleKey::from_name(name) else {
            return Err(RulesError::new(RulesErrorKind::UnknownKey {
                found: name.to_string(),
            }));
        };
        self.set(key, value)
    }

    fn to_table(&self) -> toml::Table {
        RuleKey::ALL
            .into_iter()
            .map(|key| (key.name().to_string(), toml_value(&self.get(key))))
            .collect()
    }
}

/// A `--set` value: TOML if it reads as one, else the bare word as text.
fn override_value(raw: &str) -> RuleValue {
    let text = format!("v = {raw}");
    Doc::parse(&text)
        .ok()
        .and_then(|doc| toml_doc::get(doc.root(), "v").map(|(_, v)| toml_doc::data(v.get_ref())))
        .unwrap_or_else(|| RuleValue::Word(echoed(raw)))
}

/// A value as TOML.
fn toml_value(value: &RuleValue) -> toml::Value {
    match value {
        RuleValue::Whole(n) => toml::Value::Integer(*n),
        RuleValue::Flag(b) => toml::Value::Boolean(*b),
        other => toml::Value::String(match other {
            RuleValue::Word(s) | RuleValue::Number(s) | RuleValue::Date(s) => s.clone(),
            _ => String::new(),
        }),
    }
}

/// The longest `--set KEY=VALUE` named whole in a refusal; a longer one is
/// named by its first [`toml_doc::MAX_ECHOED_CHARS`] characters.
const MAX_ECHOED_SET: usize = 256;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::Say;
    use yote_engine::SecondPiece;
    use yote_engine::rules::Inconsistency;

    #[test]
    fn every_option_lands_in_its_own_field() {
        for key in RuleKey::ALL {
            let text = format!("\n{} = 7\n", key.name());
            let table = read_table(&text).expect("a known key");
            assert_eq!(table.written.len(), 1, "{key:?}");
            let (value, _) = table.get(key).expect("in its field");
            assert_eq!(value, &RuleValue::Whole(7));
            assert_eq!(key_line(&text, key), Some(2));
        }
    }

    #[test]
    fn values_of_every_type_are_read_as_data() {
        for (written, value) in [
            ("5", RuleValue::Whole(5)),
            ("true", RuleValue::Flag(true)),
            ("\"board\"", RuleValue::Word("board".into())),
            ("2.5", RuleValue::Number("2.5".into())),
            ("1979-05-27", RuleValue::Date("1979-05-27".into())),
            ("[1, [2]]", RuleValue::List),
            ("{ a = 1 }", RuleValue::Table),
        ] {
            let table = read_table(&format!("rows = {written}")).expect("TOML");
            assert_eq!(table.get(RuleKey::Rows).map(|(v, _)| v), Some(&value));
        }
    }

    #[test]
    fn hostile_values_are_refused_as_written_and_short() {
        // (value written, what the refusal must say it found)
        for (written, found) in [
            ("18446744073709551615", "18446744073709551615"),
            ("9223372036854775808", "9223372036854775808"),
            ("-9223372036854775809", "-9223372036854775809"),
            ("1e308", "1e308"),
            ("5.0", "5.0"),
            ("-inf", "-inf"),
        ] {
            let e =
                Rules::from_toml_str(&format!("rows = {written}\n"), "r.toml").expect_err(written);
            let message = e.say();
            assert_eq!(e.key, Some(RuleKey::Rows), "{written}: {message}");
            assert!(
                message.contains(&format!("{found})")),
                "{written}: {message}"
            );
            assert!(message.len() < 200, "{written}: {message}");
        }
        // A 1 MB word is quoted cut short, in a file and in `--set`.
        let long = "A".repeat(1 << 20);
        let e = Rules::from_toml_str(&format!("second_piece = \"{long}\"\n"), "r.toml")
            .expect_err("no such choice");
        assert_eq!(e.key, Some(RuleKey::SecondPiece));
        let message = e.say();
        assert!(message.len() < 400, "{} bytes", message.len());
        assert!(message.contains(&format!("{}…", "A".repeat(60))));
        let e = Rules::default()
            .apply_override(&format!("second_piece={long}"))
            .expect_err("no such choice");
        let cut = format!("{}…", "A".repeat(60));
        assert_eq!(e.kind, RulesErrorKind::NotAChoice { found: cut });
    }

    #[test]
    fn refusals_name_the_key_and_line() {
        let e = Rules::from_toml_str("rows = 5\ncolumns = 9\n", "r.toml").unwrap_err();
        assert_eq!(e.key, Some(RuleKey::Columns));
        assert_eq!(
            e.place,
            Some(Place::File {
                name: "r.toml".into(),
                line: Some(2)
            })
        );
        let e = Rules::from_toml_str("\n\n\"fo o\" = 1\n", "r.toml").unwrap_err();
        assert_eq!(
            e.kind,
            RulesErrorKind::UnknownKey {
                found: "fo o".into()
            }
        );
        assert_eq!(e.key, None);
        assert!(matches!(e.place, Some(Place::File { line: Some(3), .. })));
        // Tables and dotted keys: unknown keys, or a table where a value belongs.
        for (text, line, kind) in [
            ("rows = 5\n\n[foo]\nx = 1\n", 3, "unknown"),
            ("columns = 5\n[rows]\n", 2, "table"),
            ("\na.b = 1\n", 2, "unknown"),
            ("rows = 5\n\"multi_jump\".x = true\n", 2, "table"),
            ("rows = 5\ncolumns = 4\n[[list]]\n", 3, "unknown"),
        ] {
            let e = Rules::from_toml_str(text, "r.toml").unwrap_err();
            assert!(
                matches!(e.place, Some(Place::File { line: Some(l), .. }) if l == line),
                "{text:?}: {e:?}"
            );
            match kind {
                "unknown" => assert!(
                    matches!(e.kind, RulesErrorKind::UnknownKey { .. }),
                    "{text:?}: {e:?}"
                ),
                _ => assert_eq!(e.kind, RulesErrorKind::NotAValue, "{text:?}"),
            }
        }
        // Checks between keys name the key they blame, on its line.
        let e = Rules::from_toml_str("rows = 2\ncolumns = 2\n\npieces_per_player = 3\n", "r")
            .unwrap_err();
        assert_eq!(e.key, Some(RuleKey::PiecesPerPlayer));
        assert!(matches!(
            e.kind,
            RulesErrorKind::Inconsistent(Inconsistency::TooManyPieces { max: 2, .. })
        ));
        assert!(matches!(e.place, Some(Place::File { line: Some(4), .. })));
        let e = Rules::from_toml_str("rows = = 2\n", "r").unwrap_err();
        assert!(matches!(e.kind, RulesErrorKind::NotToml { .. }), "{e:?}");
        assert!(matches!(e.place, Some(Place::File { line: Some(1), .. })));
    }

    #[test]
    fn key_lines_come_from_the_parser() {
        let text = "# rows = 1\n\"pieces_per_player\" = 4\nrows=3\n s = 1\n";
        assert_eq!(key_line(text, RuleKey::Rows), None, "an unknown key");
        let text = "# rows = 1\n\"pieces_per_player\" = 4\nrows=3\n";
        assert_eq!(key_line(text, RuleKey::Rows), Some(3));
        assert_eq!(key_line(text, RuleKey::PiecesPerPlayer), Some(2));
        assert_eq!(key_line(text, RuleKey::Columns), None);
    }

    #[test]
    fn overrides_read_bare_words() {
        let mut r = Rules::default();
        r.apply_override("second_piece=board-or-hand").unwrap();
        assert_eq!(r.second_piece, SecondPiece::BoardOrHand);
        r.apply_override("second_piece=\"hand-if-board-empty\"")
            .unwrap();
        assert_eq!(r.second_piece, SecondPiece::HandIfBoardEmpty);
        r.apply_override(" multi_jump = true").unwrap();
        assert!(r.multi_jump);
        let e = r.apply_override("multi_jump=maybe").unwrap_err();
        assert_eq!(e.key, Some(RuleKey::MultiJump));
        assert_eq!(
            e.kind,
            RulesErrorKind::WrongType {
                found: RuleValue::Word("maybe".into())
            }
        );
        assert_eq!(e.place, Some(Place::Set("multi_jump=maybe".into())));
        let e = r.apply_override("multijump").unwrap_err();
        assert_eq!(e.kind, RulesErrorKind::NotAssignment);
        let e = r.apply_override("a.b=1").unwrap_err();
        assert_eq!(
            e.kind,
            RulesErrorKind::UnknownKey {
                found: "a.b".into()
            }
        );
    }

    #[test]
    fn overrides_with_control_characters_are_refused() {
        for assignment in [
            "pieces_per_player=5\nrows=99",
            "rows=4\r",
            "second_piece=board\u{1b}",
        ] {
            let mut r = Rules::default();
            let e = r.apply_override(assignment).unwrap_err();
            assert_eq!(e.place, Some(Place::Set(assignment.into())));
            assert_eq!(e.kind, RulesErrorKind::ControlCharacter);
            assert_eq!(r, Rules::default());
        }
    }

    #[test]
    fn saved_rules_need_every_key() {
        let full = format!("format = 1\n[rules]\n{}", Rules::default().to_toml());
        let doc = Doc::parse(&full).expect("TOML");
        assert_eq!(saved_rules(&doc), Ok(Rules::default()));
        let short = full.replace("repetition_draw = 3\n", "");
        let doc = Doc::parse(&short).expect("TOML");
        let e = saved_rules(&doc).unwrap_err();
        assert_eq!(e.key, Some(RuleKey::RepetitionDraw));
        assert_eq!(e.kind, RulesErrorKind::Missing);
        assert_eq!(e.place, Some(Place::Line(2)), "the [rules] line");
    }

    #[test]
    fn table_round_trip() {
        let r = Rules {
            multi_jump: true,
            second_piece: SecondPiece::HandIfBoardEmpty,
            ..Rules::default()
        };
        assert_eq!(Rules::from_toml_str(&r.to_toml(), "r").unwrap(), r);
    }
}
