//! The preferences file's keys and what each takes: one table, which the
//! checks, the file's header comment and a test against [`super::Prefs`]'s
//! fields all read. Every value is checked here, before serde reads the
//! file, so that a mistake is a [`What`] with its key and line (serde's own
//! messages are English); the key bindings' own rules (which key, which
//! action, clashes) are `keys`'s, since a bad binding sets aside only its
//! table.

use crate::rules_file::RulesToml;
use toml::de::{DeTable, DeValue};

use crate::i18n::Lang;
use crate::toml_doc::{self, Doc, data as rule_value};
use yote_ai::Level;
use yote_engine::Rules;

use super::problem::What;
use super::{Glyphs, ThemeName};

/// What a key of the file holds.
#[derive(Clone, Copy)]
pub(super) enum Kind {
    /// One of a few words: `words` lists them (as the file writes them),
    /// `accepts` is the reader's own test (a level is read in any case).
    Choice {
        words: fn() -> Vec<&'static str>,
        accepts: fn(&str) -> bool,
    },
    /// `true` or `false`.
    Flag,
    /// Text in quotes (a path).
    Text,
    /// Text in quotes with a program in it: a command line.
    Command,
    /// A whole number from `min` to `max`.
    Whole { min: u64, max: u64 },
    /// `[players]`: each side's name, one line of text.
    Names,
    /// `[rules]`: keys of `rules.toml`, checked as the rules are.
    Rules,
    /// `[keys.CONTEXT]`: tables of text; each binding is `keys`'s to check.
    Bindings,
    /// A time control, as `--clock` takes it (`5+3`).
    Clock,
}

/// One key of the file and what it takes.
pub(super) struct Entry {
    pub key: &'static str,
    pub kind: Kind,
}

/// Every top-level key of the file, in the order the messages list them.
pub(super) const KEYS: [Entry; 15] = [
    Entry {
        key: "theme",
        kind: Kind::Choice {
            words: || ThemeName::ALL.map(ThemeName::key).to_vec(),
            accepts: |s| ThemeName::ALL.iter().any(|t| t.key() == s),
        },
    },
    Entry {
        key: "glyphs",
        kind: Kind::Choice {
            words: || Glyphs::ALL.map(Glyphs::key).to_vec(),
            accepts: |s| Glyphs::ALL.iter().any(|g| g.key() == s),
        },
    },
    Entry {
        key: "rules_file",
        kind: Kind::Text,
    },
    Entry {
        key: "players",
        kind: Kind::Names,
    },
    Entry {
        key: "rules",
        kind: Kind::Rules,
    },
    Entry {
        key: "level",
        kind: Kind::Choice {
            words: || Level::ALL.map(Level::name).to_vec(),
            accepts: |s| Level::parse(s).is_some(),
        },
    },
    Entry {
        key: "white_player",
        kind: PLAYER,
    },
    Entry {
        key: "black_player",
        kind: PLAYER,
    },
    Entry {
        key: "engine",
        kind: Kind::Command,
    },
    Entry {
        key: "engine_time",
        kind: Kind::Whole {
            min: super::ENGINE_TIME_RANGE.0,
            max: super::ENGINE_TIME_RANGE.1,
        },
    },
    Entry {
        key: "show_threats",
        kind: Kind::Flag,
    },
    Entry {
        key: "clock",
        kind: Kind::Clock,
    },
    Entry {
        key: "low_time_bell",
        kind: Kind::Flag,
    },
    Entry {
        key: "lang",
        kind: Kind::Choice {
            words: || Lang::ALL.map(Lang::code).to_vec(),
            accepts: |s| Lang::from_code(s).is_some(),
        },
    },
    Entry {
        key: "keys",
        kind: Kind::Bindings,
    },
];

/// What `white_player` and `black_player` take.
const PLAYER: Kind = Kind::Choice {
    words: || super::PLAYER_WORDS.to_vec(),
    accepts: |s| super::parse_player(s).is_some(),
};

/// The keys of `[players]`.
const PLAYER_KEYS: [&str; 2] = ["white", "black"];

/// A problem and its line, as [`super::Prefs::parse`] returns it.
pub(super) type Refusal = (Option<usize>, What);

/// The key names of [`KEYS`].
fn key_names() -> Vec<&'static str> {
    KEYS.iter().map(|e| e.key).collect()
}

/// The words a choice key takes, for the file's header comment: `theme`
/// and `glyphs` (`None` for a key that is not a choice).
pub(super) fn choices(key: &str) -> Option<Vec<&'static str>> {
    match KEYS.iter().find(|e| e.key == key)?.kind {
        Kind::Choice { words, .. } => Some(words()),
        _ => None,
    }
}

/// The first key of the document that is unknown or holds a value its
/// key does not take.
pub(super) fn check(doc: &Doc) -> Result<(), Refusal> {
    let at = |path: &[&str]| doc.key_line(path);
    for (key, value) in doc.root() {
        let key = key.get_ref().as_ref();
        let value = value.get_ref();
        let Some(entry) = KEYS.iter().find(|e| e.key == key) else {
            let what = What::UnknownKey {
                key: key.to_string(),
                table: None,
                known: key_names(),
            };
            return Err((at(&[key]), what));
        };
        match entry.kind {
            Kind::Choice { words, accepts } => match value {
                DeValue::String(s) if accepts(s) => {}
                other => {
                    let what = What::NotOneOf {
                        key: key.to_string(),
                        choices: words(),
                        found: rule_value(other),
                    };
                    return Err((at(&[key]), what));
                }
            },
            Kind::Flag => {
                if !matches!(value, DeValue::Boolean(_)) {
                    let what = What::NotOneOf {
                        key: key.to_string(),
                        choices: vec!["true", "false"],
                        found: rule_value(value),
                    };
                    return Err((at(&[key]), what));
                }
            }
            Kind::Text => {
                words(key, value).map_err(|w| (at(&[key]), w))?;
            }
            Kind::Clock => {
                let text = words(key, value).map_err(|w| (at(&[key]), w))?;
                if let Err(fault) = crate::clock::TimeControl::parse(text) {
                    let what = What::NotAClock {
                        key: key.to_string(),
                        found: text.to_string(),
                        fault,
                    };
                    return Err((at(&[key]), what));
                }
            }
            Kind::Command => {
                let line = words(key, value).map_err(|w| (at(&[key]), w))?;
                if line.split_whitespace().next().is_none() {
                    let what = What::NotACommand {
                        key: key.to_string(),
                    };
                    return Err((at(&[key]), what));
                }
            }
            Kind::Whole { min, max } => {
                let n = toml_doc::whole(value).and_then(|n| u64::try_from(n).ok());
                in_range(key, min, max, n, || rule_value(value))
                    .map_err(|what| (at(&[key]), what))?;
            }
            Kind::Names => {
                let players = sub_table(key, value).map_err(|w| (at(&[key]), w))?;
                for (side, name) in players {
                    let side = side.get_ref().as_ref();
                    let path = [key, side];
                    let full = format!("{key}.{side}");
                    if !PLAYER_KEYS.contains(&side) {
                        let what = What::UnknownKey {
                            key: full,
                            table: Some("players"),
                            known: PLAYER_KEYS.to_vec(),
                        };
                        return Err((at(&path), what));
                    }
                    let name = words(&full, name.get_ref()).map_err(|w| (at(&path), w))?;
                    if let Some(what) = name_fault(&full, name) {
                        return Err((at(&path), what));
                    }
                }
            }
            Kind::Rules => {
                let table = sub_table(key, value).map_err(|w| (at(&[key]), w))?;
                rules(key, table, &|path| at(path))?;
            }
            Kind::Bindings => {
                let contexts = sub_table(key, value).map_err(|w| (at(&[key]), w))?;
                for (context, actions) in contexts {
                    let context = context.get_ref().as_ref();
                    let path = [key, context];
                    let full = format!("{key}.{context}");
                    let actions =
                        sub_table(&full, actions.get_ref()).map_err(|w| (at(&path), w))?;
                    for (action, keys) in actions {
                        let action = action.get_ref().as_ref();
                        let path = [key, context, action];
                        words(&format!("{full}.{action}"), keys.get_ref())
                            .map_err(|w| (at(&path), w))?;
                    }
                }
            }
        }
    }
    Ok(())
}

/// A whole-number key's value as typed on the settings screen
/// (`engine_time`): blank is none (the key is removed, its default used),
/// else a whole number in the range the file's reader takes, or the
/// problem that reader would name, so that the screen never writes a
/// value the next start would refuse.
///
/// # Panics
///
/// If `key` is not a whole-number key of the file (a mistake in the code).
pub fn typed_whole(key: &str, text: &str) -> Result<Option<u64>, What> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let Some(Kind::Whole { min, max }) = KEYS.iter().find(|e| e.key == key).map(|e| e.kind) else {
        unreachable!("{key} is no whole-number key");
    };
    in_range(key, min, max, text.parse().ok(), || typed_value(text)).map(Some)
}

/// `n`, if it is a whole number within `min..=max`; else the problem the
/// file's reader and the settings screen both name, with what was `found`.
fn in_range(
    key: &str,
    min: u64,
    max: u64,
    n: Option<u64>,
    found: impl FnOnce() -> yote_engine::rules::RuleValue,
) -> Result<u64, What> {
    n.filter(|n| (min..=max).contains(n))
        .ok_or_else(|| What::NotInRange {
            key: key.to_string(),
            min,
            max,
            found: found(),
        })
}

/// What was typed, as the file's reader would have found it: a number
/// (whole or not), or else text.
fn typed_value(text: &str) -> yote_engine::rules::RuleValue {
    use yote_engine::rules::RuleValue;
    if let Ok(n) = text.parse::<i64>() {
        RuleValue::Whole(n)
    } else if text.parse::<f64>().is_ok_and(f64::is_finite) {
        RuleValue::Number(text.to_string())
    } else {
        RuleValue::Word(text.to_string())
    }
}

/// What is wrong with a player's name written in a file or a flag
/// (`key` names it): empty or blank, more than one line, or longer than a
/// saved game takes. One rule, so that every reader refuses alike.
pub(super) fn name_fault(key: &str, name: &str) -> Option<What> {
    if name.trim().is_empty() || name.chars().any(char::is_control) {
        return Some(What::NotAName {
            key: key.to_string(),
        });
    }
    // A longer name would make every game's autosave a file the
    // saved-game loader refuses: it could not be resumed.
    let max = crate::record::MAX_NAME_CHARS;
    (name.chars().count() > max).then(|| What::NameTooLong {
        key: key.to_string(),
        max,
    })
}

/// `[rules]`: each key read as `rules.toml` reads it, then the whole
/// checked (the key at fault's line, else the table's first key's).
fn rules(key: &str, table: &DeTable, at: &dyn Fn(&[&str]) -> Option<usize>) -> Result<(), Refusal> {
    let mut rules = Rules::default();
    for (name, value) in table {
        let name = name.get_ref().as_ref();
        let value = toml_doc::data(value.get_ref());
        rules.set_data(name, &value).map_err(|error| {
            let what = What::Rule {
                key: format!("{key}.{name}"),
                error,
            };
            (at(&[key, name]), what)
        })?;
    }
    rules.validate().map_err(|error| {
        let lines = table.keys().filter_map(|name| at(&[key, name.get_ref()]));
        let line = error
            .key
            .filter(|k| table.contains_key(k.name()))
            .and_then(|k| at(&[key, k.name()]))
            .or_else(|| lines.min());
        let what = What::Rule {
            key: format!("[{key}]"),
            error,
        };
        (line, what)
    })
}

/// Text in quotes (a name, a path, keys).
fn words<'v>(key: &str, value: &'v DeValue) -> Result<&'v str, What> {
    match value {
        DeValue::String(s) => Ok(s),
        other => Err(What::NotText {
            key: key.to_string(),
            found: rule_value(other),
        }),
    }
}

/// A table (`[players]`, `[rules]`, `[keys.game]`).
fn sub_table<'t, 'a>(key: &str, value: &'t DeValue<'a>) -> Result<&'t DeTable<'a>, What> {
    match value {
        DeValue::Table(table) => Ok(table),
        other => Err(What::NotATable {
            key: key.to_string(),
            found: rule_value(other),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::super::*;
    use super::key_names;

    #[test]
    fn the_keys_are_the_fields_of_the_preferences() {
        let mut prefs = Prefs {
            lang: Some(Spanned::new(0..0, "cs".into())),
            level: Some(Spanned::new(0..0, "easy".into())),
            white_player: Some(Spanned::new(0..0, "human".into())),
            black_player: Some(Spanned::new(0..0, "hard".into())),
            engine: Some(Spanned::new(0..0, "yote engine".into())),
            engine_time: Some(Spanned::new(0..0, 500)),
            show_threats: Some(false),
            clock: Some(Spanned::new(0..0, "5+3".into())),
            low_time_bell: Some(false),
            rules_file: Some(Spanned::new(0..0, PathBuf::from("r.toml"))),
            ..Prefs::default()
        };
        prefs.remember(
            &Players::new("Ama", "Kofi"),
            &Rules::default(),
            Some(Lang::Cs),
        );
        prefs
            .keys
            .entry("game".into())
            .or_default()
            .insert("undo".into(), Spanned::new(0..0, "z".into()));
        let table: toml::Table = prefs.to_toml_string().parse().expect("TOML");
        let mut written: Vec<&str> = table.keys().map(String::as_str).collect();
        written.sort_unstable();
        let mut known = key_names();
        known.sort_unstable();
        assert_eq!(written, known);
        // And `[players]`'s keys are the names' fields.
        let players = table["players"].as_table().expect("a table");
        let written: Vec<&str> = players.keys().map(String::as_str).collect();
        let mut known = super::PLAYER_KEYS.to_vec();
        known.sort_unstable();
        assert_eq!(written, known);
    }
}
