//! Key bindings: one table of what each key does in each context (the
//! defaults), the names keys have in the preferences file, and rebindings
//! read from it with every conflict reported instead of applied.

use std::collections::BTreeMap;
use std::fmt;

use toml::Spanned;

/// A key as the preferences file names it: `u`, `H`, `?`, `Enter`, `Space`,
/// `Up`, `PgDn`, `F1`, `Ctrl-X`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Key {
    pub code: Code,
    pub ctrl: bool,
}

/// A key without modifiers (a letter's case is part of it: `h` and `H`
/// differ).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Code {
    Char(char),
    Enter,
    Esc,
    Backspace,
    Tab,
    BackTab,
    Up,
    Down,
    Left,
    Right,
    Home,
    End,
    PageUp,
    PageDown,
    Delete,
    Insert,
    F(u8),
}

/// The named keys, as written in the file (matched without case).
const NAMES: [(&str, Code); 17] = [
    ("Enter", Code::Enter),
    ("Esc", Code::Esc),
    ("Backspace", Code::Backspace),
    ("Tab", Code::Tab),
    ("BackTab", Code::BackTab),
    ("Up", Code::Up),
    ("Down", Code::Down),
    ("Left", Code::Left),
    ("Right", Code::Right),
    ("Home", Code::Home),
    ("End", Code::End),
    ("PgUp", Code::PageUp),
    ("PgDn", Code::PageDown),
    ("Delete", Code::Delete),
    ("Insert", Code::Insert),
    ("Space", Code::Char(' ')),
    ("Escape", Code::Esc),
];

impl Key {
    /// A key without modifiers.
    pub const fn plain(code: Code) -> Key {
        Key { code, ctrl: false }
    }

    /// Reads a key's name (see [`Key`]); `None` if it names no key.
    pub fn parse(name: &str) -> Option<Key> {
        let (ctrl, rest) = match name.get(..5) {
            Some(prefix) if prefix.eq_ignore_ascii_case("ctrl-") && name.len() > 5 => {
                (true, &name[5..])
            }
            _ => (false, name),
        };
        let mut chars = rest.chars();
        let code = match (chars.next(), chars.next()) {
            (Some(c), None) if !c.is_control() && c != ' ' => Code::Char(c),
            _ => NAMES
                .iter()
                .find(|(n, _)| n.eq_ignore_ascii_case(rest))
                .map(|(_, code)| *code)
                .or_else(|| {
                    let n = rest.strip_prefix(['F', 'f'])?.parse::<u8>().ok()?;
                    (1..=12).contains(&n).then_some(Code::F(n))
                })?,
        };
        // Terminals send Ctrl and a letter as the lower-case letter.
        let code = match code {
            Code::Char(c) if ctrl => Code::Char(c.to_ascii_lowercase()),
            code => code,
        };
        Some(Key { code, ctrl })
    }

    /// The key as shown on screen: arrows as `↑↓←→` unless `ascii`.
    pub fn label(self, ascii: bool) -> String {
        let arrow = |glyph: &str, word: &str| if ascii { word } else { glyph }.to_string();
        let base = match self.code {
            Code::Up => arrow("↑", "Up"),
            Code::Down => arrow("↓", "Down"),
            Code::Left => arrow("←", "Left"),
            Code::Right => arrow("→", "Right"),
            _ => self.code_name(),
        };
        if self.ctrl {
            format!("Ctrl-{}", ctrl_name(base))
        } else {
            base
        }
    }

    fn code_name(self) -> String {
        match self.code {
            Code::Char(' ') => "Space".to_string(),
            Code::Char(c) => c.to_string(),
            Code::F(n) => format!("F{n}"),
            code => NAMES
                .iter()
                .find(|(_, c)| *c == code)
                .map(|(n, _)| n.to_string())
                .unwrap_or_default(),
        }
    }
}

/// A letter after `Ctrl-` is written in capitals, as keyboards show it.
fn ctrl_name(name: String) -> String {
    if name.chars().count() == 1 {
        name.to_uppercase()
    } else {
        name
    }
}

impl fmt::Display for Key {
    /// The name the file uses, which [`Key::parse`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ctrl {
            return write!(f, "Ctrl-{}", ctrl_name(self.code_name()));
        }
        f.write_str(&self.code_name())
    }
}

/// Where a key is pressed: each has its own bindings, and `Anywhere`'s hold
/// in all the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Context {
    Anywhere,
    Setup,
    Game,
    Over,
    Replay,
}

impl Context {
    pub const ALL: [Context; 5] = [
        Context::Anywhere,
        Context::Setup,
        Context::Game,
        Context::Over,
        Context::Replay,
    ];

    /// The table's name in the file: `[keys.game]`.
    pub fn key(self) -> &'static str {
        match self {
            Context::Anywhere => "anywhere",
            Context::Setup => "setup",
            Context::Game => "game",
            Context::Over => "over",
            Context::Replay => "replay",
        }
    }
}

macro_rules! actions {
    ($($variant:ident $name:literal $what:literal,)*) => {
        /// Something a key does.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Action { $($variant,)* }

        impl Action {
            /// Every action.
            pub const ALL: &[Action] = &[$(Action::$variant,)*];

            /// The action's name in the file: `undo = "u"`.
            pub fn key(self) -> &'static str {
                match self { $(Action::$variant => $name,)* }
            }

            /// What it does, for the help.
            pub fn what(self) -> &'static str {
                match self { $(Action::$variant => $what,)* }
            }
        }
    };
}

actions! {
    Help "help" "help",
    Rules "rules" "the rules in words",
    Quit "quit" "quit",
    Up "up" "cursor or line up",
    Down "down" "cursor or line down",
    Left "left" "cursor left / change the value",
    Right "right" "cursor right / change the value",
    Activate "choose" "choose: edit, change, start; drop, select, move, take",
    Cancel "cancel" "cancel the move being built",
    TakeBack "take-back" "take back the last choice",
    PresetStandard "preset-standard" "preset: Standard",
    PresetHand "preset-hand" "preset: Second piece from the hand",
    PresetBoxed "preset-boxed" "preset: Boxed edition",
    Start "start" "start the game",
    Open "open" "open a saved game",
    Resume "resume" "resume the unfinished game offered",
    Discard "discard" "discard the unfinished game offered",
    FromHand "from-hand" "take the second piece from the hand",
    StopChain "stop-chain" "stop a chain of jumps",
    Undo "undo" "undo a whole move",
    Redo "redo" "redo a whole move",
    Earlier "earlier" "look back at an earlier move",
    Later "later" "look at a later move",
    OfferDraw "draw" "offer a draw",
    Resign "resign" "resign",
    Restart "restart" "a new game, same rules and players",
    Save "save" "save to a file",
    Replay "replay" "replay the game move by move",
    Rematch "rematch" "rematch: colours swapped",
    ToSetup "setup" "back to the setup screen",
    Back "back" "one move back",
    Forward "forward" "one move forward",
    First "first" "to the start",
    Last "last" "to the last move",
    PlayOn "play-on" "play on from here as a new game",
    Close "close" "back to where the replay was opened",
}

/// The default keys: one row per context and action, in the order the
/// help lists them.
pub const DEFAULTS: &[(Context, Action, &[&str])] = &[
    (Context::Anywhere, Action::Help, &["?"]),
    (Context::Anywhere, Action::Rules, &["i"]),
    (Context::Setup, Action::Up, &["Up", "k", "BackTab"]),
    (Context::Setup, Action::Down, &["Down", "j", "Tab"]),
    (Context::Setup, Action::Left, &["Left", "h"]),
    (Context::Setup, Action::Right, &["Right", "l", "Space"]),
    (Context::Setup, Action::Activate, &["Enter"]),
    (Context::Setup, Action::PresetStandard, &["1"]),
    (Context::Setup, Action::PresetHand, &["2"]),
    (Context::Setup, Action::PresetBoxed, &["3"]),
    (Context::Setup, Action::Start, &["s"]),
    (Context::Setup, Action::Open, &["o"]),
    (Context::Setup, Action::Resume, &["r"]),
    (Context::Setup, Action::Discard, &["x"]),
    (Context::Setup, Action::Quit, &["q", "Esc"]),
    (Context::Game, Action::Up, &["Up", "k"]),
    (Context::Game, Action::Down, &["Down", "j"]),
    (Context::Game, Action::Left, &["Left", "h"]),
    (Context::Game, Action::Right, &["Right", "l"]),
    (Context::Game, Action::Activate, &["Enter", "Space"]),
    (Context::Game, Action::Cancel, &["Esc"]),
    (Context::Game, Action::TakeBack, &["Backspace"]),
    (Context::Game, Action::FromHand, &["H"]),
    (Context::Game, Action::StopChain, &["s"]),
    (Context::Game, Action::Undo, &["u"]),
    (Context::Game, Action::Redo, &["r"]),
    (Context::Game, Action::Earlier, &["[", "PgUp"]),
    (Context::Game, Action::Later, &["]", "PgDn"]),
    (Context::Game, Action::OfferDraw, &["d"]),
    (Context::Game, Action::Resign, &["x"]),
    (Context::Game, Action::Restart, &["n"]),
    (Context::Game, Action::Save, &["S"]),
    (Context::Game, Action::Replay, &["v"]),
    (Context::Game, Action::Quit, &["q"]),
    (Context::Over, Action::Rematch, &["m"]),
    (Context::Over, Action::ToSetup, &["s"]),
    (Context::Over, Action::Undo, &["u"]),
    (Context::Over, Action::Replay, &["v"]),
    (Context::Over, Action::Save, &["S"]),
    (Context::Over, Action::Restart, &["n"]),
    (Context::Over, Action::Earlier, &["[", "PgUp"]),
    (Context::Over, Action::Later, &["]", "PgDn"]),
    (Context::Over, Action::Quit, &["q", "Esc"]),
    (Context::Replay, Action::Back, &["Left", "h"]),
    (Context::Replay, Action::Forward, &["Right", "l"]),
    (Context::Replay, Action::First, &["Home", "g"]),
    (Context::Replay, Action::Last, &["End", "G"]),
    (Context::Replay, Action::PlayOn, &["c"]),
    (Context::Replay, Action::Close, &["Esc", "Backspace"]),
    (Context::Replay, Action::Quit, &["q"]),
];

/// Keys no binding may take: Ctrl-C quits at once and Ctrl-Z suspends,
/// wherever the player is.
const RESERVED: [Key; 2] = [
    Key {
        code: Code::Char('c'),
        ctrl: true,
    },
    Key {
        code: Code::Char('z'),
        ctrl: true,
    },
];

/// Which keys do what in each context: the defaults with the preferences'
/// rebindings applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bindings {
    table: BTreeMap<(Context, Action), Vec<Key>>,
}

impl Default for Bindings {
    fn default() -> Self {
        let table = DEFAULTS
            .iter()
            .map(|(context, action, keys)| {
                let keys = keys.iter().filter_map(|k| Key::parse(k)).collect();
                ((*context, *action), keys)
            })
            .collect();
        Bindings { table }
    }
}

impl Bindings {
    /// What `key` does in `context` (its own bindings, then `Anywhere`'s).
    pub fn action(&self, context: Context, key: Key) -> Option<Action> {
        [context, Context::Anywhere].iter().find_map(|&c| {
            self.table
                .iter()
                .find(|((ctx, _), keys)| *ctx == c && keys.contains(&key))
                .map(|((_, action), _)| *action)
        })
    }

    /// The keys bound to `action` in `context` (empty if it has none there).
    pub fn keys(&self, context: Context, action: Action) -> &[Key] {
        self.table
            .get(&(context, action))
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    /// The keys of `action` as the key bar and help show them: `u`,
    /// `[ / PgUp`.
    pub fn label(&self, context: Context, action: Action, ascii: bool) -> String {
        self.keys(context, action)
            .iter()
            .map(|k| k.label(ascii))
            .collect::<Vec<_>>()
            .join(" / ")
    }

    /// The actions of `context` in the help's order, with their keys.
    pub fn of(&self, context: Context) -> impl Iterator<Item = (Action, &[Key])> {
        DEFAULTS
            .iter()
            .filter(move |(c, _, _)| *c == context)
            .map(move |(c, a, _)| (*a, self.keys(*c, *a)))
    }

    /// The defaults with the rebindings of the preferences' `[keys.*]`
    /// tables (`text` and `name` are the file's, for the lines of messages).
    /// A context whose rebindings clash (two actions on one key) keeps its
    /// defaults, and every problem is reported.
    pub fn from_prefs(
        keys: &BTreeMap<String, BTreeMap<String, Spanned<String>>>,
        text: &str,
        name: &str,
    ) -> (Bindings, Vec<String>) {
        let mut bindings = Bindings::default();
        let mut problems = Vec::new();
        let place = |span: std::ops::Range<usize>| {
            let line = text[..span.start.min(text.len())].matches('\n').count() + 1;
            format!("{name}, line {line}")
        };
        for (context_name, actions) in keys {
            let Some(context) = Context::ALL
                .iter()
                .copied()
                .find(|c| c.key() == context_name)
            else {
                let names: Vec<_> = Context::ALL.iter().map(|c| c.key()).collect();
                let line = actions.values().next().map(|v| place(v.span()));
                problems.push(format!(
                    "{}: unknown key table 'keys.{context_name}' (the tables are: keys.{}); ignored",
                    line.unwrap_or_else(|| name.to_string()),
                    names.join(", keys.")
                ));
                continue;
            };
            let mut trial = bindings.clone();
            let mut ok = true;
            for (action_name, value) in actions {
                let at = place(value.span());
                match parse_binding(context, action_name, value.get_ref()) {
                    Ok((action, keys)) => {
                        trial.table.insert((context, action), keys);
                    }
                    Err(message) => {
                        problems.push(format!(
                            "{at}: keys.{context_name}.{action_name}: {message}"
                        ));
                        ok = false;
                    }
                }
            }
            if ok {
                for clash in trial.clashes(context) {
                    let line = actions
                        .iter()
                        .find(|(a, _)| a.as_str() == clash.1.key() || a.as_str() == clash.2.key())
                        .map(|(_, v)| place(v.span()))
                        .unwrap_or_else(|| name.to_string());
                    problems.push(format!(
                        "{line}: keys.{context_name}: {} would be both '{}' and '{}'",
                        clash.0,
                        clash.1.key(),
                        clash.2.key()
                    ));
                    ok = false;
                }
            }
            if ok {
                bindings = trial;
            } else {
                problems.push(format!(
                    "{name}: the default keys of keys.{context_name} are used"
                ));
            }
        }
        // A rebinding of `anywhere` may clash with any context's keys.
        for context in Context::ALL {
            if !bindings.clashes(context).is_empty() {
                problems.push(format!(
                    "{name}: keys.anywhere clashes with keys.{}: the default keys of both are used",
                    context.key()
                ));
                let defaults = Bindings::default();
                for ((c, a), keys) in &defaults.table {
                    if *c == context || *c == Context::Anywhere {
                        bindings.table.insert((*c, *a), keys.clone());
                    }
                }
            }
        }
        (bindings, problems)
    }

    /// Every key bound to two actions in `context` (with `Anywhere`'s).
    fn clashes(&self, context: Context) -> Vec<(Key, Action, Action)> {
        let contexts = [Context::Anywhere, context];
        let mut seen: BTreeMap<Key, Action> = BTreeMap::new();
        let mut found = Vec::new();
        for ((ctx, action), keys) in &self.table {
            if !contexts.contains(ctx) {
                continue;
            }
            for key in keys {
                match seen.insert(*key, *action) {
                    Some(other) if other != *action => found.push((*key, other, *action)),
                    _ => {}
                }
            }
        }
        found
    }
}

/// Reads `action = "k1 k2"` of one context.
fn parse_binding(
    context: Context,
    action_name: &str,
    value: &str,
) -> Result<(Action, Vec<Key>), String> {
    let in_context: Vec<Action> = DEFAULTS
        .iter()
        .filter(|(c, _, _)| *c == context)
        .map(|(_, a, _)| *a)
        .collect();
    let Some(action) = in_context.iter().copied().find(|a| a.key() == action_name) else {
        let names: Vec<_> = in_context.iter().map(|a| a.key()).collect();
        return Err(format!(
            "unknown action (the actions here are: {})",
            names.join(", ")
        ));
    };
    let mut keys = Vec::new();
    for word in value.split_whitespace() {
        let Some(key) = Key::parse(word) else {
            return Err(format!(
                "'{}' is not a key (a character, or Enter, Esc, Backspace, Tab, Space, Up, Down, \
                 Left, Right, Home, End, PgUp, PgDn, Delete, Insert, F1-F12, each maybe after Ctrl-)",
                crate::text::printable(word)
            ));
        };
        if RESERVED.contains(&key) {
            return Err(format!("{key} is kept for quitting or suspending"));
        }
        if !keys.contains(&key) {
            keys.push(key);
        }
    }
    if keys.is_empty() {
        return Err("no key given (write one or more keys, separated by spaces)".to_string());
    }
    Ok((action, keys))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(name: &str) -> Key {
        Key::parse(name).expect(name)
    }

    #[test]
    fn key_names_read_back() {
        for name in [
            "u", "H", "?", "[", "Enter", "Space", "Up", "PgDn", "F5", "Ctrl-X", "Esc",
        ] {
            assert_eq!(key(name).to_string(), name);
        }
        assert_eq!(key("escape"), key("Esc"));
        assert_eq!(key("ctrl-x"), key("Ctrl-X"));
        assert_ne!(key("h"), key("H"));
        for bad in ["", "uu", "F13", "Ctrl-", "\u{1b}", " "] {
            assert_eq!(Key::parse(bad), None, "{bad:?}");
        }
        assert_eq!(key("Left").label(false), "←");
        assert_eq!(key("Left").label(true), "Left");
    }

    #[test]
    fn the_defaults_have_no_clash() {
        let defaults = Bindings::default();
        for context in Context::ALL {
            let clashes = defaults.clashes(context);
            assert!(clashes.is_empty(), "{context:?}: {clashes:?}");
            for (action, keys) in defaults.of(context) {
                assert!(!keys.is_empty(), "{context:?} {action:?}");
                for k in keys {
                    assert_eq!(defaults.action(context, *k), Some(action));
                }
            }
        }
        assert_eq!(defaults.action(Context::Game, key("?")), Some(Action::Help));
        assert_eq!(
            defaults.label(Context::Game, Action::Earlier, false),
            "[ / PgUp"
        );
    }

    fn rebind(text: &str) -> (Bindings, Vec<String>) {
        #[derive(serde::Deserialize)]
        struct File {
            keys: BTreeMap<String, BTreeMap<String, Spanned<String>>>,
        }
        let file: File = toml::from_str(text).expect("TOML");
        Bindings::from_prefs(&file.keys, text, "p.toml")
    }

    #[test]
    fn a_rebound_key_replaces_the_default() {
        let (b, problems) = rebind("[keys.game]\nundo = \"z Backspace\"\ntake-back = \"Delete\"\n");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(b.action(Context::Game, key("z")), Some(Action::Undo));
        assert_eq!(b.action(Context::Game, key("u")), None);
        assert_eq!(b.label(Context::Game, Action::Undo, false), "z / Backspace");
        // Other contexts keep theirs.
        assert_eq!(b.action(Context::Over, key("u")), Some(Action::Undo));
    }

    #[test]
    fn a_clash_is_reported_and_not_applied() {
        let (b, problems) = rebind("[keys.game]\nundo = \"r\"\n");
        assert_eq!(b, Bindings::default());
        assert_eq!(
            problems[0],
            "p.toml, line 2: keys.game: r would be both 'undo' and 'redo'"
        );
        assert_eq!(
            problems[1],
            "p.toml: the default keys of keys.game are used"
        );
        let (b, problems) = rebind("[keys.anywhere]\nhelp = \"u\"\n");
        assert_eq!(b.action(Context::Game, key("u")), Some(Action::Undo));
        assert!(
            problems
                .iter()
                .any(|p| p.contains("keys.anywhere clashes with keys.game")),
            "{problems:?}"
        );
    }

    #[test]
    fn unknown_names_and_keys_are_refused_by_name() {
        let (b, problems) = rebind(
            "[keys.game]\nundoo = \"z\"\n[keys.gmae]\nundo = \"z\"\n[keys.over]\nsave = \"Ctrl-C\"\n[keys.replay]\nback = \"Lefty\"\n",
        );
        assert_eq!(b, Bindings::default());
        let all = problems.join("\n");
        assert!(
            all.contains("line 2: keys.game.undoo: unknown action (the actions here are: up,"),
            "{all}"
        );
        assert!(
            all.contains("line 4: unknown key table 'keys.gmae'"),
            "{all}"
        );
        assert!(
            all.contains("line 6: keys.over.save: Ctrl-C is kept"),
            "{all}"
        );
        assert!(
            all.contains("line 8: keys.replay.back: 'Lefty' is not a key"),
            "{all}"
        );
    }
}
