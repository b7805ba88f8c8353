//! The rules as TOML, outside the engine: `rules.toml` files, `--set
//! KEY=VALUE` and a saved game's `[rules]` table, read with serde into
//! typed [`RulesError`]s that name the option, the value and the line; and
//! the rules written back as TOML.

use std::fmt;
use std::ops::Range as Span;

use serde::Deserialize;
use serde::de::{self, IgnoredAny, MapAccess, SeqAccess, Visitor};
use toml::Spanned;

use yote_engine::{Place, RuleKey, RuleValue, Rules, RulesError, RulesErrorKind};

/// Defines [`RulesTable`], one field per option, and its lookup by
/// [`RuleKey`], from one list of `field: Variant` pairs.
macro_rules! rules_table {
    ($($field:ident: $key:ident),* $(,)?) => {
        /// A table of options as a rules file writes it: every key
        /// optional, no other key (serde refuses it, and [`refusal`] names
        /// it). A test checks that each option's key lands in its field.
        #[derive(Debug, Default, Deserialize)]
        #[serde(deny_unknown_fields)]
        struct RulesTable {
            $($field: Option<Spanned<Written>>,)*
        }

        impl RulesTable {
            /// The value written for `key`, with where it is.
            fn get(&self, key: RuleKey) -> Option<&Spanned<Written>> {
                match key {
                    $(RuleKey::$key => self.$field.as_ref(),)*
                }
            }
        }
    };
}

rules_table! {
    rows: Rows,
    columns: Columns,
    pieces_per_player: PiecesPerPlayer,
    first_player: FirstPlayer,
    second_piece: SecondPiece,
    mandatory_capture: MandatoryCapture,
    multi_jump: MultiJump,
    bonus_move_after_capture: BonusMoveAfterCapture,
    jump_own_pieces: JumpOwnPieces,
    win_when_opponent_has_at_most: WinWhenOpponentHasAtMost,
    draw_when_both_have_at_most: DrawWhenBothHaveAtMost,
    no_legal_move: NoLegalMove,
    repetition_draw: RepetitionDraw,
}

impl RulesTable {
    /// The options written, in the order of the text.
    fn written(&self) -> Vec<(RuleKey, &Spanned<Written>)> {
        let mut written: Vec<_> = RuleKey::ALL
            .into_iter()
            .filter_map(|key| self.get(key).map(|value| (key, value)))
            .collect();
        written.sort_by_key(|(_, value)| value.span().start);
        written
    }

    /// Sets every option written over `rules`, the first refusal in the
    /// text placed on its line; with `required`, every option must be there
    /// (a refusal of a missing one placed at `whole`).
    fn apply(
        &self,
        text: &str,
        rules: &mut Rules,
        required: Option<&Span<usize>>,
    ) -> Result<(), RulesError> {
        for (key, value) in self.written() {
            rules
                .set(key, &value.get_ref().0)
                .map_err(|e| e.at(line_place(text, value.span())))?;
        }
        if let Some(whole) = required
            && let Some(missing) = RuleKey::ALL.into_iter().find(|k| self.get(*k).is_none())
        {
            return Err(RulesError::of(missing, RulesErrorKind::Missing)
                .at(line_place(text, whole.clone())));
        }
        Ok(())
    }

    /// [`Rules::validate`], the refusal placed on the line of the option it
    /// blames, else at `whole`.
    fn validate(
        &self,
        text: &str,
        rules: &Rules,
        whole: Option<Span<usize>>,
    ) -> Result<(), RulesError> {
        rules.validate().map_err(|e| {
            let span = e
                .key
                .and_then(|k| self.get(k))
                .map(toml::Spanned::span)
                .or(whole);
            match span {
                Some(span) => e.at(line_place(text, span)),
                None => e,
            }
        })
    }
}

/// A saved game as far as its rules go: the other keys are the record's.
#[derive(Deserialize)]
struct SavedRules {
    rules: Option<Spanned<RulesTable>>,
}

/// The line (from 1) of a byte offset.
fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

fn line_place(text: &str, span: Span<usize>) -> Place {
    Place::Line(line_of(text, span.start))
}

/// A refusal by the TOML parser or by serde, as data: an unknown key by its
/// name, anything else in the parser's words; placed on its line.
fn refusal(text: &str, e: &toml::de::Error) -> RulesError {
    let unknown = e
        .span()
        .filter(|_| e.message().starts_with("unknown field"))
        .map(|span| unquote_key(&text[span]));
    let error = match unknown {
        Some(found) => RulesError::new(RulesErrorKind::UnknownKey { found }),
        None => RulesError::new(RulesErrorKind::NotToml {
            message: e.message().trim().to_string(),
        }),
    };
    match e.span() {
        Some(span) => error.at(line_place(text, span)),
        None => error,
    }
}

/// A key as written (`lanes`, `"la nes"`) as its name.
fn unquote_key(written: &str) -> String {
    #[derive(Deserialize)]
    struct One {
        v: String,
    }
    if written.starts_with(['"', '\''])
        && let Ok(one) = toml::from_str::<One>(&format!("v = {written}"))
    {
        return one.v;
    }
    written.to_string()
}

/// Reads a rules file's table.
fn read_table(text: &str) -> Result<RulesTable, RulesError> {
    toml::from_str(text).map_err(|e| refusal(text, &e))
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
    let table = read_table(text).ok()?;
    table
        .get(key)
        .map(|value| line_of(text, value.span().start))
}

/// Reads the `[rules]` table of a saved game's text: every option must be
/// there (a saved game must not change meaning when the standard rules
/// change). Refusals are placed on a line of the text ([`Place::Line`]).
pub fn saved_rules(text: &str) -> Result<Rules, RulesError> {
    let saved: SavedRules = toml::from_str(text).map_err(|e| refusal(text, &e))?;
    let Some(table) = saved.rules else {
        return Err(RulesError::new(RulesErrorKind::Missing));
    };
    let whole = table.span();
    let table = table.get_ref();
    let mut rules = Rules::default();
    table.apply(text, &mut rules, Some(&whole))?;
    table.validate(text, &rules, Some(whole))?;
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
    fn set_toml(&mut self, name: &str, value: &toml::Value) -> Result<(), RulesError>;

    /// The rules as a TOML table with every key.
    fn to_table(&self) -> toml::Table;

    /// Reads a saved game's `[rules]` table: every key is required.
    fn from_saved_table(table: toml::Table) -> Result<Self, RulesError>;

    /// The rules as TOML, every key present, in the order of `rules.toml`.
    fn to_toml(&self) -> String;
}

impl RulesToml for Rules {
    fn from_toml_str(text: &str, name: &str) -> Result<Rules, RulesError> {
        let mut rules = Rules::default();
        let table = read_table(text).map_err(|e| in_file(e, name))?;
        table
            .apply(text, &mut rules, None)
            .and_then(|()| table.validate(text, &rules, None))
            .map_err(|e| in_file(e, name))?;
        Ok(rules)
    }

    fn from_saved_table(table: toml::Table) -> Result<Rules, RulesError> {
        let mut doc = toml::Table::new();
        doc.insert("rules".into(), toml::Value::Table(table));
        let text = toml::to_string(&doc).map_err(|e| {
            RulesError::new(RulesErrorKind::NotToml {
                message: e.to_string(),
            })
        })?;
        saved_rules(&text).map_err(|e| RulesError { place: None, ..e })
    }

    fn to_toml(&self) -> String {
        RuleKey::ALL
            .into_iter()
            .map(|key| format!("{} = {}\n", key.name(), toml_value(&self.get(key))))
            .collect()
    }

    fn apply_toml_str(&mut self, text: &str, name: &str) -> Result<(), RulesError> {
        read_table(text)
            .and_then(|table| table.apply(text, self, None))
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

    fn set_toml(&mut self, name: &str, value: &toml::Value) -> Result<(), RulesError> {
        let Some(key) = RuleKey::from_name(name) else {
            return Err(RulesError::new(RulesErrorKind::UnknownKey {
                found: name.to_string(),
            }));
        };
        self.set(key, &rule_value(value))
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
    #[derive(Deserialize)]
    struct One {
        v: Written,
    }
    toml::from_str::<One>(&format!("v = {raw}"))
        .map_or_else(|_| RuleValue::Word(echoed(raw)), |one| one.v.0)
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

/// The longest text a refused value is quoted with: no option's word is
/// near it, and a 1 MB string in a rules file must not come back as a
/// 1 MB message.
const MAX_ECHOED_CHARS: usize = 60;

/// The longest `--set KEY=VALUE` named whole in a refusal; a longer one is
/// named by its first [`MAX_ECHOED_CHARS`] characters.
const MAX_ECHOED_SET: usize = 256;

/// A word as read, cut to [`MAX_ECHOED_CHARS`] with "…" when longer (no
/// option takes a word that long, so the cut one is refused all the same).
fn echoed(s: &str) -> String {
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

/// A TOML value as a rules value.
pub fn rule_value(value: &toml::Value) -> RuleValue {
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

/// A TOML value in words, for messages about rules and saved games.
pub fn describe_value(value: &toml::Value) -> String {
    crate::words::describe_value(&rule_value(value))
}

/// The key toml gives a date's map (toml's serde encoding of a datetime).
const DATETIME_KEY: &str = "$__toml_private_datetime";

/// A value as written in a rules file: any TOML value, read as the
/// engine's [`RuleValue`] (what is wrong with it is for [`Rules::set`] to
/// say). A type of this crate's, since the engine knows nothing of serde.
#[derive(Debug, PartialEq)]
struct Written(RuleValue);

impl<'de> Deserialize<'de> for Written {
    fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(ValueVisitor).map(Written)
    }
}

struct ValueVisitor;

impl<'de> Visitor<'de> for ValueVisitor {
    type Value = RuleValue;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a TOML value")
    }

    fn visit_bool<E>(self, b: bool) -> Result<RuleValue, E> {
        Ok(RuleValue::Flag(b))
    }

    fn visit_i64<E>(self, n: i64) -> Result<RuleValue, E> {
        Ok(RuleValue::Whole(n))
    }

    fn visit_u64<E>(self, n: u64) -> Result<RuleValue, E> {
        // Past i64 it is no option's value: kept as written for the message
        // (saturated, it would say 9223372036854775807 for 18446744073709551615).
        Ok(i64::try_from(n).map_or_else(|_| RuleValue::Number(n.to_string()), RuleValue::Whole))
    }

    fn visit_i128<E>(self, n: i128) -> Result<RuleValue, E> {
        // toml hands an integer past i64 over as 128 bits: without this, a
        // refusal in serde's words ("invalid type: integer ... as i128").
        Ok(i64::try_from(n).map_or_else(|_| RuleValue::Number(n.to_string()), RuleValue::Whole))
    }

    fn visit_u128<E>(self, n: u128) -> Result<RuleValue, E> {
        Ok(i64::try_from(n).map_or_else(|_| RuleValue::Number(n.to_string()), RuleValue::Whole))
    }

    fn visit_f64<E>(self, x: f64) -> Result<RuleValue, E> {
        Ok(RuleValue::Number(float_text(x)))
    }

    fn visit_str<E>(self, s: &str) -> Result<RuleValue, E> {
        Ok(RuleValue::Word(echoed(s)))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<RuleValue, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(RuleValue::List)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<RuleValue, A::Error> {
        let Some(first) = map.next_key::<String>()? else {
            return Ok(RuleValue::Table);
        };
        if first == DATETIME_KEY {
            return Ok(RuleValue::Date(map.next_value::<String>()?));
        }
        map.next_value::<IgnoredAny>()?;
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(RuleValue::Table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::Say;
    use yote_engine::{Inconsistency, SecondPiece};

    #[test]
    fn every_option_lands_in_its_own_field() {
        for key in RuleKey::ALL {
            let text = format!("\n{} = 7\n", key.name());
            let table = read_table(&text).expect("a known key");
            assert_eq!(table.written().len(), 1, "{key:?}");
            let value = table.get(key).expect("in its field");
            assert_eq!(value.get_ref().0, RuleValue::Whole(7));
            assert_eq!(line_of(&text, value.span().start), 2);
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
            assert_eq!(
                table.get(RuleKey::Rows).map(|v| &v.get_ref().0),
                Some(&value)
            );
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
        assert_eq!(saved_rules(&full), Ok(Rules::default()));
        let short = full.replace("repetition_draw = 3\n", "");
        let e = saved_rules(&short).unwrap_err();
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
        assert_eq!(Rules::from_saved_table(r.to_table()).unwrap(), r);
        assert_eq!(Rules::from_toml_str(&r.to_toml(), "r").unwrap(), r);
    }
}
