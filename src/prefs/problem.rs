//! What can be wrong with the preferences file, as data: the file, the line,
//! the key and value, the values allowed. The sentences are `words`'s
//! (`words/prefs.rs`), made when a problem is shown, so that it is said in
//! the language chosen then (the file may choose it).

use crate::record::ReadError;
use yote_engine::RulesError;
use yote_engine::rules::RuleValue;

use super::keys::{Action, BindingFault, Key};

/// One thing wrong with the preferences file, and where.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    /// The file, as named in messages.
    pub file: String,
    /// The line at fault, when there is one.
    pub line: Option<usize>,
    pub what: What,
}

/// What is wrong. What the game does about it follows from the kind
/// ([`What::fallback`]).
#[derive(Clone, Debug, PartialEq)]
pub enum What {
    /// The file could not be read at all.
    Read(ReadError),
    /// The file is not UTF-8 text (the line is the first bad one).
    NotUtf8,
    /// The file is not TOML: the parser's own message.
    NotToml(String),
    /// A key the file has no use for; `table` is the table it is in
    /// (`players`), `None` at the top.
    UnknownKey {
        key: String,
        table: Option<&'static str>,
        known: Vec<&'static str>,
    },
    /// A key that must hold a table holds something else.
    NotATable { key: String, found: RuleValue },
    /// A key that must hold text holds something else.
    NotText { key: String, found: RuleValue },
    /// A key that takes one of a few words holds another value.
    NotOneOf {
        key: String,
        choices: Vec<&'static str>,
        found: RuleValue,
    },
    /// A key that takes a whole number holds another value (or one out of
    /// `min..=max`).
    NotInRange {
        key: String,
        min: u64,
        max: u64,
        found: RuleValue,
    },
    /// A time control (`clock`) that is none: what was found, and why.
    NotAClock {
        key: String,
        found: String,
        fault: crate::clock::ClockFault,
    },
    /// A command line with no program in it (`engine = ""`).
    NotACommand { key: String },
    /// A side (`white_player`) given to the engine, with no `engine`
    /// command set: a person plays it.
    NoEngine { key: String },
    /// A player's name that is empty or more than one line.
    NotAName { key: String },
    /// A player's name longer than a saved game takes (`max` characters).
    NameTooLong { key: String, max: usize },
    /// A remembered rule refused: `key` is `rules.rows`, or `[rules]` when
    /// the rules do not go together.
    Rule { key: String, error: RulesError },
    /// Refused by the file reader itself (its own English message).
    Refused(String),
    /// A `[keys.*]` table that names no context.
    UnknownKeyTable {
        table: String,
        tables: Vec<&'static str>,
    },
    /// A rebinding refused: `table` is `keys.game`, `action` the key of
    /// the binding at fault (none for a clash between two).
    Binding {
        table: String,
        action: Option<String>,
        why: BindingFault,
    },
    /// A rebinding of `keys.anywhere` clashes with a key of `table`.
    AnywhereClash {
        table: String,
        clash: (Key, Action, Action),
    },
    /// The default rules file (`rules_file`) did not load.
    RulesFile(RulesFileFault),
    /// `count` more problems, past the most reported one by one.
    More { count: usize },
}

/// Why the default rules file did not load.
#[derive(Clone, Debug, PartialEq)]
pub enum RulesFileFault {
    Read { file: String, error: ReadError },
    NotUtf8 { file: String, line: usize },
    Rules(RulesError),
}

/// What the game uses instead of what a problem is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fallback {
    /// The file is set aside whole: the default preferences.
    Preferences,
    /// The default keys of one `[keys.*]` table.
    Keys(String),
    /// The default keys of `keys.anywhere` and of one other table.
    KeysAnywhereAnd(String),
    /// The table is ignored.
    Ignored,
    /// The standard rules (the rules file did not load).
    StandardRules,
    /// A person plays the side (the engine it names is not set).
    Person,
}

impl What {
    /// What the game uses instead.
    pub fn fallback(&self) -> Fallback {
        match self {
            What::UnknownKeyTable { .. } | What::More { .. } => Fallback::Ignored,
            What::Binding { table, .. } => Fallback::Keys(table.clone()),
            What::AnywhereClash { table, .. } => Fallback::KeysAnywhereAnd(table.clone()),
            What::RulesFile(_) => Fallback::StandardRules,
            What::NoEngine { .. } => Fallback::Person,
            _ => Fallback::Preferences,
        }
    }
}

impl Problem {
    /// A problem at `line` of `file`.
    pub fn new(file: &str, line: Option<usize>, what: What) -> Problem {
        Problem {
            file: file.to_string(),
            line,
            what,
        }
    }
}
