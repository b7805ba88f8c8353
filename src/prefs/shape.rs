//! The preferences file's shape, checked before serde reads it: every key
//! known, every value of the kind its key takes, so that a mistake is said
//! in the current language with its key and line (serde's own messages
//! are English). The values themselves (a level, the rules) are checked by
//! `Prefs::check` after reading.

use toml::de::DeTable;

use crate::record::Lines;
use crate::rules_file::describe_value;
use crate::tr;

use super::{Glyphs, ThemeName};

/// The file's top-level keys, as [`super::Prefs`]'s fields name them (a
/// test checks that they agree).
pub(super) const KEYS: [&str; 8] = [
    "theme",
    "glyphs",
    "rules_file",
    "players",
    "rules",
    "level",
    "lang",
    "keys",
];

/// The keys of `[players]`.
const PLAYER_KEYS: [&str; 2] = ["white", "black"];

/// A problem and its line, as [`super::Prefs::parse`] returns it.
type Refusal = (Option<usize>, String);

/// The first key of `text` that is unknown or holds the wrong kind of value.
pub(super) fn check(text: &str) -> Result<(), Refusal> {
    let doc = DeTable::parse(text).map_err(|e| {
        let line = e.span().map(|s| super::line_of(text, s.start));
        (line, tr!("rules-not-toml", message = e.message().trim()))
    })?;
    let table: toml::Table = text.parse().map_err(|e: toml::de::Error| {
        (None, tr!("rules-not-toml", message = e.message().trim()))
    })?;
    let lines = Lines { text, doc: &doc };
    let line = |path: &[&str]| lines.key(path);
    for (key, value) in &table {
        let path = [key.as_str()];
        match key.as_str() {
            "theme" => choice(key, value, &ThemeName::ALL.map(ThemeName::key))
                .map_err(|m| (line(&path), m))?,
            "glyphs" => {
                choice(key, value, &Glyphs::ALL.map(Glyphs::key)).map_err(|m| (line(&path), m))?
            }
            "rules_file" | "level" | "lang" => {
                words(key, value).map_err(|m| (line(&path), m))?;
            }
            "rules" => {
                sub_table(key, value).map_err(|m| (line(&path), m))?;
            }
            "players" => {
                let players = sub_table(key, value).map_err(|m| (line(&path), m))?;
                for (name, value) in players {
                    let at = [key.as_str(), name.as_str()];
                    let full = format!("players.{name}");
                    if !PLAYER_KEYS.contains(&name.as_str()) {
                        return Err((line(&at), unknown(&full, Some("players"), &PLAYER_KEYS)));
                    }
                    words(&full, value).map_err(|m| (line(&at), m))?;
                }
            }
            "keys" => {
                let contexts = sub_table(key, value).map_err(|m| (line(&path), m))?;
                for (context, actions) in contexts {
                    let at = [key.as_str(), context.as_str()];
                    let full = format!("keys.{context}");
                    let actions = sub_table(&full, actions).map_err(|m| (line(&at), m))?;
                    for (action, keys) in actions {
                        let at = [key.as_str(), context.as_str(), action.as_str()];
                        words(&format!("{full}.{action}"), keys).map_err(|m| (line(&at), m))?;
                    }
                }
            }
            _ => return Err((line(&path), unknown(key, None, &KEYS))),
        }
    }
    Ok(())
}

/// `unknown key 'colour' (the keys are: theme, …)`.
fn unknown(key: &str, table: Option<&str>, known: &[&str]) -> String {
    match table {
        Some(table) => tr!(
            "file-unknown-key-in",
            key = key,
            table = table,
            keys = known.join(", ")
        ),
        None => tr!("file-unknown-key", key = key, keys = known.join(", ")),
    }
}

/// One of `choices`, as text.
fn choice(key: &str, value: &toml::Value, choices: &[&str]) -> Result<(), String> {
    match value {
        toml::Value::String(s) if choices.contains(&s.as_str()) => Ok(()),
        other => {
            let quoted: Vec<String> = choices.iter().map(|c| format!("\"{c}\"")).collect();
            Err(tr!(
                "rules-must-be",
                key = key,
                what = tr!("takes-choice", choices = quoted.join(", ")),
                found = describe_value(other)
            ))
        }
    }
}

/// Text in quotes (a name, a path, a level, keys).
fn words(key: &str, value: &toml::Value) -> Result<(), String> {
    match value {
        toml::Value::String(_) => Ok(()),
        other => Err(tr!(
            "prefs-not-text",
            key = key,
            found = describe_value(other)
        )),
    }
}

/// A table (`[players]`, `[rules]`, `[keys.game]`).
fn sub_table<'t>(key: &str, value: &'t toml::Value) -> Result<&'t toml::Table, String> {
    match value {
        toml::Value::Table(table) => Ok(table),
        other => Err(tr!(
            "file-not-a-table",
            key = key,
            found = describe_value(other)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::super::*;
    use super::KEYS;

    #[test]
    fn the_keys_are_the_fields_of_the_preferences() {
        let mut prefs = Prefs {
            lang: Some(Spanned::new(0..0, "cs".into())),
            level: Some(Spanned::new(0..0, "easy".into())),
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
        let mut known = KEYS.to_vec();
        known.sort_unstable();
        assert_eq!(written, known);
    }
}
