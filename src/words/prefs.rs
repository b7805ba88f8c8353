//! The words for the preferences file's problems ([`Problem`]): where (the
//! file, the line), what (the key, the value, the values allowed) and what
//! the game uses instead, in the current language (`locales/*/words.ftl`).
//! Keys and values stay as the file writes them.

use std::fmt;
use std::path::Path;

use crate::prefs::keys::{Action, Key};
use crate::prefs::{BindingFault, Fallback, Problem, RulesFileFault, What, WriteError};
use crate::tr;

use super::{Say, describe_value, rules_problem};

/// `preferences.toml, line 2: unknown key 'colour' (the keys are: …); the
/// default preferences are used`.
impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&said(self, &self.file))
    }
}

/// Why the preferences were not written: `the preferences file is left as
/// it is (…)`, or the system's refusal.
impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteError::Unreadable(problem) | WriteError::WouldNotRead(problem) => {
                f.write_str(&tr!("prefs-left-as-it-is", problem = problem.to_string()))
            }
            WriteError::Save(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for WriteError {}

/// What is wrong, without where (the settings screen refusing a value
/// typed: `engine_time must be a whole number from 1 to 600000 (found the
/// number 0)`).
impl fmt::Display for What {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&what(self))
    }
}

/// The note the setup screen shows for `problems`: the first one, its file
/// named by its file name only (the settings screen shows the whole path),
/// and how many more there are, in at most `max` characters: what is wrong
/// is cut short (`…`) before where it is and what is used instead are.
/// `None` when there are none.
pub fn prefs_note(problems: &[Problem], max: usize) -> Option<String> {
    let first = problems.first()?;
    let file = Path::new(&first.file)
        .file_name()
        .map_or_else(|| first.file.clone(), |n| n.to_string_lossy().into_owned());
    let note = |what: &str| {
        let note = said_as(first, &file, what);
        // The last may stand for many ("+N more").
        let more = match problems.last() {
            Some(Problem {
                what: What::More { count },
                ..
            }) => problems.len() - 2 + count,
            _ => problems.len() - 1,
        };
        match more {
            0 => note,
            more => tr!("prefs-note-more", note = note, count = more),
        }
    };
    let full = what(&first.what);
    let text = note(&full);
    let excess = text.chars().count().saturating_sub(max);
    if excess == 0 {
        return Some(text);
    }
    let keep = full.chars().count().saturating_sub(excess + 1);
    let cut: String = full.chars().take(keep).collect();
    Some(note(&format!("{}…", cut.trim_end())))
}

/// The sentence for `problem`, its file named `file`.
fn said(problem: &Problem, file: &str) -> String {
    said_as(problem, file, &what(&problem.what))
}

/// The sentence for `problem`, its file named `file`, what is wrong said
/// by `what`.
fn said_as(problem: &Problem, file: &str, what: &str) -> String {
    let place = match problem.line {
        Some(line) => tr!("place-file-line", file = file, line = line),
        None => file.to_string(),
    };
    let body = || format!("{place}: {what}");
    match problem.what.fallback() {
        Fallback::Preferences => tr!("prefs-defaults-used", problem = body()),
        Fallback::Keys(table) => tr!("prefs-keys-defaults-used", problem = body(), table = table),
        Fallback::KeysAnywhereAnd(table) => tr!(
            "prefs-keys-defaults-used-both",
            problem = body(),
            table = table
        ),
        // The sentence says that the table is ignored.
        Fallback::Ignored => body(),
        // The rules file's own message says where in it.
        Fallback::StandardRules => tr!("prefs-rules-file-refused", problem = what),
        Fallback::Person => tr!("prefs-person-plays", problem = body()),
    }
}

/// What is wrong, without where or what is used instead.
fn what(what: &What) -> String {
    match what {
        What::Read(e) => e.to_string(),
        What::NotUtf8 => tr!("file-not-utf8"),
        What::NotToml(message) => tr!("rules-not-toml", message = message.as_str()),
        What::UnknownKey { key, table, known } => {
            super::files::unknown_key(key, table.as_deref(), known)
        }
        What::NotATable { key, found } => tr!(
            "file-not-a-table",
            key = key.as_str(),
            found = describe_value(found)
        ),
        What::NotText { key, found } => tr!(
            "prefs-not-text",
            key = key.as_str(),
            found = describe_value(found)
        ),
        What::NotOneOf {
            key,
            choices,
            found,
        } => {
            let quoted: Vec<String> = choices.iter().map(|c| format!("\"{c}\"")).collect();
            tr!(
                "rules-must-be",
                key = key.as_str(),
                what = tr!("takes-choice", choices = quoted.join(", ")),
                found = describe_value(found)
            )
        }
        What::NotInRange {
            key,
            min,
            max,
            found,
        } => tr!(
            "rules-must-be",
            key = key.as_str(),
            what = tr!("takes-whole", min = *min, max = *max),
            found = describe_value(found)
        ),
        What::NotACommand { key } => tr!("prefs-not-a-command", key = key.as_str()),
        What::NotAClock { key, found, fault } => {
            format!("{key}: {}", crate::words::clock_refusal(found, *fault))
        }
        What::NoEngine { key } => tr!("prefs-no-engine", key = key.as_str()),
        What::NotAName { key } => tr!("prefs-bad-name", key = key.as_str()),
        What::NameTooLong { key, max } => {
            tr!("saved-name-too-long", key = key.as_str(), max = *max)
        }
        What::Rule { key, error } => tr!(
            "prefs-key-problem",
            key = key.as_str(),
            problem = rules_problem(error)
        ),
        What::Refused(message) => message.clone(),
        What::UnknownKeyTable { table, tables } => tr!(
            "prefs-keys-unknown-table",
            table = table.as_str(),
            tables = format!("keys.{}", tables.join(", keys."))
        ),
        What::Binding { table, action, why } => {
            let key = match action {
                Some(action) => format!("{table}.{action}"),
                None => table.clone(),
            };
            tr!("prefs-key-problem", key = key, problem = binding(why))
        }
        What::AnywhereClash { table, clash } => tr!(
            "prefs-keys-anywhere-clash",
            table = table.as_str(),
            problem = both(*clash)
        ),
        What::RulesFile(fault) => rules_file(fault),
        What::More { count } => tr!("prefs-more-problems", count = *count),
    }
}

/// Why a rebinding is refused.
fn binding(why: &BindingFault) -> String {
    match why {
        BindingFault::UnknownAction { actions } => {
            tr!("prefs-keys-unknown-action", actions = actions.join(", "))
        }
        BindingFault::NotAKey { word } => {
            tr!("prefs-keys-not-a-key", word = crate::text::printable(word))
        }
        BindingFault::Reserved(key) => tr!("prefs-keys-reserved", key = key.to_string()),
        BindingFault::TypesItself(key) => tr!("prefs-keys-types-itself", key = key.to_string()),
        BindingFault::ArrivesAs { key, sent } => tr!(
            "prefs-keys-arrives-as",
            key = key.to_string(),
            sent = sent.to_string()
        ),
        BindingFault::NoneGiven => tr!("prefs-keys-none-given"),
        BindingFault::Clash(key, first, second) => both((*key, *first, *second)),
    }
}

/// `r would be both 'undo' and 'redo'`.
fn both((key, first, second): (Key, Action, Action)) -> String {
    tr!(
        "prefs-keys-clash",
        key = key.to_string(),
        first = first.key(),
        second = second.key()
    )
}

/// Why the default rules file did not load, with where.
fn rules_file(fault: &RulesFileFault) -> String {
    match fault {
        RulesFileFault::Read { file, error } => format!("{file}: {error}"),
        RulesFileFault::NotUtf8 { file, line } => format!(
            "{}: {}",
            tr!("place-file-line", file = file.as_str(), line = *line),
            tr!("file-not-utf8")
        ),
        RulesFileFault::Rules(error) => error.say(),
    }
}
