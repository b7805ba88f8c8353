//! Key bindings: one table of what each key does in each context (the
//! defaults), the names keys have in the preferences file, and rebindings
//! read from it with every conflict reported instead of applied.

use std::collections::BTreeMap;
use std::fmt;

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

/// Where a key is pressed: each has its own bindings. `Anywhere`'s hold in
/// the screens' contexts too, and `Always`'s (fixed) in every one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Context {
    /// Fixed keys: quit at once, suspend. They cannot be rebound.
    Always,
    /// The help and the rules, on every screen.
    Anywhere,
    /// The setup screen.
    Setup,
    /// A text typed on the setup screen: a player's name, a time control.
    Name,
    /// The game screen while the game goes on (choosing a move, a chain of
    /// jumps, the second piece).
    Game,
    /// The game screen once the game is over.
    Over,
    /// The game screen, looking back at an earlier position.
    Looking,
    /// A game stepped through move by move.
    Replay,
    /// The file-name prompt (a text field).
    Prompt,
    /// A yes/no question: a confirmation, a draw offer, overwriting a file.
    Dialog,
    /// The help and rules pop-ups.
    Popup,
    /// The settings screen (its names and rules file are text fields).
    Settings,
    /// The lessons and the puzzles (a move is typed in a text field).
    Learn,
    /// The connect screen: host, join or resume a game across two
    /// computers (the code and the address are text fields).
    Connect,
}

impl Context {
    pub const ALL: [Context; 14] = [
        Context::Always,
        Context::Anywhere,
        Context::Setup,
        Context::Name,
        Context::Game,
        Context::Over,
        Context::Looking,
        Context::Replay,
        Context::Prompt,
        Context::Dialog,
        Context::Popup,
        Context::Settings,
        Context::Learn,
        Context::Connect,
    ];

    /// The table's name in the file: `[keys.game]`.
    pub fn key(self) -> &'static str {
        match self {
            Context::Always => "always",
            Context::Anywhere => "anywhere",
            Context::Setup => "setup",
            Context::Name => "name",
            Context::Game => "game",
            Context::Over => "over",
            Context::Looking => "looking",
            Context::Replay => "replay",
            Context::Prompt => "prompt",
            Context::Dialog => "dialog",
            Context::Popup => "popup",
            Context::Settings => "settings",
            Context::Learn => "learn",
            Context::Connect => "connect",
        }
    }

    /// The section's title in the help, in the current language.
    pub fn title(self) -> String {
        crate::i18n::tr(self.title_id())
    }

    /// The message id of the section's title.
    fn title_id(self) -> &'static str {
        match self {
            Context::Always => "key-context-always",
            Context::Anywhere => "key-context-anywhere",
            Context::Setup => "key-context-setup",
            Context::Name => "key-context-name",
            Context::Game => "key-context-game",
            Context::Over => "key-context-over",
            Context::Looking => "key-context-looking",
            Context::Replay => "key-context-replay",
            Context::Prompt => "key-context-prompt",
            Context::Dialog => "key-context-dialog",
            Context::Popup => "key-context-popup",
            Context::Settings => "key-context-settings",
            Context::Learn => "key-context-learn",
            Context::Connect => "key-context-connect",
        }
    }

    /// Whether `Anywhere`'s keys work here too (on the screens, not in
    /// text fields, questions or pop-ups).
    pub fn inherits(self) -> bool {
        matches!(
            self,
            Context::Setup | Context::Game | Context::Over | Context::Looking | Context::Replay
        )
    }

    /// Whether text is typed here: printable keys type themselves and
    /// cannot be bound.
    pub fn types_text(self) -> bool {
        matches!(
            self,
            Context::Name | Context::Prompt | Context::Settings | Context::Learn | Context::Connect
        )
    }
}

macro_rules! actions {
    ($($variant:ident $name:literal,)*) => {
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
        }
    };
}

actions! {
    ForceQuit "force-quit",
    Suspend "suspend",
    Help "help",
    Rules "rules",
    Quit "quit",
    Up "up",
    Down "down",
    Left "left",
    Right "right",
    Activate "choose",
    Cancel "cancel",
    TakeBack "take-back",
    PresetStandard "preset-standard",
    PresetHand "preset-hand",
    PresetBoxed "preset-boxed",
    Start "start",
    Open "open",
    Resume "resume",
    Discard "discard",
    FromHand "from-hand",
    StopChain "stop-chain",
    Undo "undo",
    Redo "redo",
    Earlier "earlier",
    Later "later",
    Hint "hint",
    Threats "threats",
    Pause "pause",
    OfferDraw "draw",
    Resign "resign",
    Restart "restart",
    Save "save",
    Replay "replay",
    Rematch "rematch",
    ToSetup "setup",
    BackToGame "back-to-game",
    Back "back",
    Forward "forward",
    First "first",
    Last "last",
    PlayOn "play-on",
    Close "close",
    Done "done",
    Delete "delete",
    DeleteForward "delete-forward",
    CursorLeft "cursor-left",
    CursorRight "cursor-right",
    LineStart "line-start",
    LineEnd "line-end",
    Clear "clear",
    Yes "yes",
    No "no",
    Settings "settings",
    Review "review",
    NextMark "next-mark",
    PrevMark "previous-mark",
    Learn "learn",
    Puzzles "puzzles",
    Coach "coach",
}

/// One binding of the table: in `context`, `keys` (the defaults) do
/// `action`. The help says `what`; the key bar says `short`. Bindings next
/// to each other in a context with the same `what` share one line of the
/// help and one item of the key bar (`↑↓←→ / kjhl  move the cursor`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Binding {
    pub context: Context,
    pub action: Action,
    pub keys: &'static [&'static str],
    /// A word or two, for the key bar.
    pub short: &'static str,
    /// What the key does, for the help.
    pub what: &'static str,
}

const fn bind(
    context: Context,
    action: Action,
    keys: &'static [&'static str],
    short: &'static str,
    what: &'static str,
) -> Binding {
    Binding {
        context,
        action,
        keys,
        short,
        what,
    }
}

use Action as A;
use Context as C;

/// The words of the setup screen's presets, shared by its three keys.
const PRESETS: &str = "key-help-presets-standard-hand-boxed-edition";
/// Shared by the cursor keys of the game.
const CURSOR: &str = "key-help-move-the-cursor";
/// Shared by the keys that delete in a line being typed (pasted text is
/// typed in at the cursor).
const DELETE: &str = "key-help-delete-before-under-the-cursor";
/// Shared by the keys that move in a line being typed.
const MOVE_IN_LINE: &str = "key-help-move-in-the-line";
/// Shared by the keys that look back at earlier moves.
const LOOK_BACK: &str = "key-help-look-at-earlier-moves-or-click-one";

/// Every binding: the one key map. The dispatch, the key bars, the help
/// and the README's key table all come from it. Within a context the order
/// is the key bar's (what matters most first: a narrow bar keeps the first
/// ones) and the help's.
#[rustfmt::skip]
pub const TABLE: &[Binding] = &[
    bind(C::Always, A::ForceQuit, &["Ctrl-C", "Ctrl-Q"], "key-bar-quit-at-once", "key-help-quit-at-once"),
    bind(C::Always, A::Suspend, &["Ctrl-Z"], "key-bar-suspend", "key-help-suspend-fg-resumes"),
    bind(C::Anywhere, A::Help, &["?"], "key-bar-help", "key-help-this-help"),
    bind(C::Anywhere, A::Rules, &["i"], "key-bar-rules", "key-help-the-rules-in-words"),
    // The setup screen.
    bind(C::Setup, A::Up, &["Up", "k", "BackTab"], "key-bar-line", "key-help-choose-a-line"),
    bind(C::Setup, A::Down, &["Down", "j", "Tab"], "key-bar-line", "key-help-choose-a-line"),
    bind(C::Setup, A::Left, &["Left", "h"], "key-bar-change", "key-help-change-the-value-human-or-a-level"),
    bind(C::Setup, A::Right, &["Right", "l", "Space"], "key-bar-change", "key-help-change-the-value-human-or-a-level"),
    bind(C::Setup, A::Activate, &["Enter"], "key-bar-edit", "key-help-edit-a-name-change-a-value"),
    bind(C::Setup, A::PresetStandard, &["1"], "key-bar-presets", PRESETS),
    bind(C::Setup, A::PresetHand, &["2"], "key-bar-presets", PRESETS),
    bind(C::Setup, A::PresetBoxed, &["3"], "key-bar-presets", PRESETS),
    bind(C::Setup, A::Start, &["s"], "key-bar-start", "key-help-start-the-game"),
    bind(C::Setup, A::Open, &["o"], "key-bar-open", "key-help-open-a-saved-game-asks-which"),
    bind(C::Setup, A::Quit, &["q", "Esc"], "key-bar-quit", "key-help-quit"),
    bind(C::Setup, A::Resume, &["r"], "key-bar-resume", "key-help-resume-the-unfinished-game-offered"),
    bind(C::Setup, A::Discard, &["x"], "key-bar-discard", "key-help-discard-it-asks-first"),
    bind(C::Setup, A::Settings, &["p"], "key-bar-settings", "key-help-settings-theme-characters-names-level"),
    bind(C::Setup, A::Learn, &["t"], "key-bar-learn", "key-help-learn-to-play-the-lessons"),
    bind(C::Setup, A::Puzzles, &["z"], "key-bar-puzzles", "key-help-puzzles-made-by-the-engine"),
    // Typing a name on the setup screen.
    bind(C::Name, A::Done, &["Enter", "Esc", "Tab"], "key-bar-done", "key-help-done-keep-what-is-typed"),
    bind(C::Name, A::Delete, &["Backspace"], "key-bar-delete", DELETE),
    bind(C::Name, A::DeleteForward, &["Delete"], "key-bar-delete", DELETE),
    bind(C::Name, A::CursorLeft, &["Left"], "key-bar-move", MOVE_IN_LINE),
    bind(C::Name, A::CursorRight, &["Right"], "key-bar-move", MOVE_IN_LINE),
    bind(C::Name, A::LineStart, &["Home", "Ctrl-A"], "key-bar-move", MOVE_IN_LINE),
    bind(C::Name, A::LineEnd, &["End", "Ctrl-E"], "key-bar-move", MOVE_IN_LINE),
    bind(C::Name, A::Clear, &["Ctrl-U"], "key-bar-clear", "key-help-clear-a-line"),
    // The game goes on.
    bind(C::Game, A::Activate, &["Enter", "Space"], "key-bar-choose", "key-help-drop-select-move-choose-or-click"),
    bind(C::Game, A::Undo, &["u"], "key-bar-undo", "key-help-undo-a-whole-move"),
    bind(C::Game, A::Redo, &["r"], "key-bar-redo", "key-help-redo-a-whole-move"),
    bind(C::Game, A::Hint, &["t"], "key-bar-hint", "key-help-hint-the-move-suggested"),
    bind(C::Game, A::OfferDraw, &["d"], "key-bar-draw", "key-help-offer-a-draw"),
    bind(C::Game, A::Resign, &["x"], "key-bar-resign", "key-help-resign"),
    bind(C::Game, A::Save, &["S"], "key-bar-save", "key-help-save-to-a-file"),
    bind(C::Game, A::Quit, &["q"], "key-bar-quit", "key-help-quit"),
    bind(C::Game, A::Threats, &["a"], "key-bar-threats", "key-help-show-or-hide-the-threat-marks"),
    bind(C::Game, A::Coach, &["c"], "key-bar-coach", "key-help-the-coach-on-or-off"),
    bind(C::Game, A::Earlier, &["[", "PgUp"], "key-bar-look-back", LOOK_BACK),
    bind(C::Game, A::Later, &["]", "PgDn"], "key-bar-look-back", LOOK_BACK),
    bind(C::Game, A::Up, &["Up", "k"], "key-bar-cursor", CURSOR),
    bind(C::Game, A::Down, &["Down", "j"], "key-bar-cursor", CURSOR),
    bind(C::Game, A::Left, &["Left", "h"], "key-bar-cursor", CURSOR),
    bind(C::Game, A::Right, &["Right", "l"], "key-bar-cursor", CURSOR),
    bind(C::Game, A::Cancel, &["Esc"], "key-bar-cancel", "key-help-cancel-the-move-pause-the-computer"),
    bind(C::Game, A::TakeBack, &["Backspace"], "key-bar-take-back", "key-help-take-back-the-last-choice"),
    bind(C::Game, A::FromHand, &["H"], "key-bar-from-hand", "key-help-second-piece-from-the-hand-or-click"),
    bind(C::Game, A::StopChain, &["s"], "key-bar-stop", "key-help-stop-a-chain-of-jumps"),
    bind(C::Game, A::Pause, &["p"], "key-bar-pause", "key-help-pause-resume-the-computer"),
    bind(C::Game, A::Restart, &["n"], "key-bar-restart", "key-help-a-new-game-same-rules-and-players"),
    bind(C::Game, A::Replay, &["v"], "key-bar-replay", "key-help-replay-the-game-move-by-move"),
    // The game is over.
    bind(C::Over, A::Rematch, &["m"], "key-bar-rematch", "key-help-rematch-same-rules-colours-swapped"),
    bind(C::Over, A::ToSetup, &["s"], "key-bar-setup", "key-help-back-to-the-setup-screen"),
    bind(C::Over, A::Undo, &["u"], "key-bar-undo", "key-help-take-back-the-last-move"),
    bind(C::Over, A::Replay, &["v"], "key-bar-replay", "key-help-replay-the-game-play-on-from-any-move"),
    bind(C::Over, A::Review, &["a"], "key-bar-review", "key-help-review-every-move-with-the-engine"),
    bind(C::Over, A::Save, &["S"], "key-bar-save", "key-help-save-the-game-to-a-file"),
    bind(C::Over, A::Restart, &["n"], "key-bar-new", "key-help-a-new-game-same-rules-and-players"),
    bind(C::Over, A::Quit, &["q", "Esc"], "key-bar-quit", "key-help-quit"),
    bind(C::Over, A::Earlier, &["[", "PgUp"], "key-bar-look-back", LOOK_BACK),
    bind(C::Over, A::Later, &["]", "PgDn"], "key-bar-look-back", LOOK_BACK),
    // Looking back at an earlier position.
    bind(C::Looking, A::Earlier, &["[", "PgUp", "Left", "h"], "key-bar-earlier-later", "key-help-an-earlier-a-later-position"),
    bind(C::Looking, A::Later, &["]", "PgDn", "Right", "l"], "key-bar-earlier-later", "key-help-an-earlier-a-later-position"),
    bind(C::Looking, A::BackToGame, &["Esc", "Backspace", "Enter", "Space"], "key-bar-back-to-the-game", "key-help-back-to-the-game"),
    bind(C::Looking, A::Quit, &["q"], "key-bar-quit", "key-help-quit"),
    // Replay.
    bind(C::Replay, A::Back, &["Left", "h"], "key-bar-step", "key-help-one-move-back-forward"),
    bind(C::Replay, A::Forward, &["Right", "l"], "key-bar-step", "key-help-one-move-back-forward"),
    bind(C::Replay, A::First, &["Home", "g"], "key-bar-start-end", "key-help-to-the-start-to-the-last-move"),
    bind(C::Replay, A::Last, &["End", "G"], "key-bar-start-end", "key-help-to-the-start-to-the-last-move"),
    bind(C::Replay, A::PlayOn, &["c"], "key-bar-play-on-from-here", "key-help-play-on-from-here-as-a-new-game"),
    bind(C::Replay, A::Close, &["Esc", "Backspace"], "key-bar-back", "key-help-back-to-where-the-replay-was-opened"),
    bind(C::Replay, A::Review, &["a"], "key-bar-review", "key-help-review-every-move-with-the-engine"),
    bind(C::Replay, A::PrevMark, &["["], "key-bar-marks", "key-help-previous-next-marked-move-review"),
    bind(C::Replay, A::NextMark, &["]"], "key-bar-marks", "key-help-previous-next-marked-move-review"),
    bind(C::Replay, A::Quit, &["q"], "key-bar-quit", "key-help-quit"),
    // The file-name prompt.
    bind(C::Prompt, A::Activate, &["Enter"], "key-bar-confirm", "key-help-save-or-open-the-file-named"),
    bind(C::Prompt, A::Cancel, &["Esc"], "key-bar-cancel", "key-help-cancel"),
    bind(C::Prompt, A::Up, &["Up"], "key-bar-choose", "key-help-choose-a-saved-or-archived-game-open"),
    bind(C::Prompt, A::Down, &["Down"], "key-bar-choose", "key-help-choose-a-saved-or-archived-game-open"),
    bind(C::Prompt, A::Delete, &["Backspace"], "key-bar-delete", DELETE),
    bind(C::Prompt, A::DeleteForward, &["Delete"], "key-bar-delete", DELETE),
    bind(C::Prompt, A::CursorLeft, &["Left"], "key-bar-move", MOVE_IN_LINE),
    bind(C::Prompt, A::CursorRight, &["Right"], "key-bar-move", MOVE_IN_LINE),
    bind(C::Prompt, A::LineStart, &["Home", "Ctrl-A"], "key-bar-move", MOVE_IN_LINE),
    bind(C::Prompt, A::LineEnd, &["End", "Ctrl-E"], "key-bar-move", MOVE_IN_LINE),
    bind(C::Prompt, A::Clear, &["Ctrl-U"], "key-bar-clear", "key-help-clear-a-line"),
    bind(C::Prompt, A::Discard, &["Ctrl-D"], "key-bar-delete-game", "key-help-delete-the-game-chosen"),
    // The settings screen: its text lines take the line-editing keys.
    bind(C::Settings, A::Up, &["Up", "BackTab"], "key-bar-line", "key-help-choose-a-line"),
    bind(C::Settings, A::Down, &["Down", "Tab"], "key-bar-line", "key-help-choose-a-line"),
    bind(C::Settings, A::Activate, &["Enter"], "key-bar-save", "key-help-save-the-settings-and-use-them"),
    bind(C::Settings, A::Cancel, &["Esc"], "key-bar-back", "key-help-back-to-the-setup-screen-unsaved"),
    bind(C::Settings, A::CursorLeft, &["Left"], "key-bar-change", "key-help-change-the-value-move-in-a-line"),
    bind(C::Settings, A::CursorRight, &["Right"], "key-bar-change", "key-help-change-the-value-move-in-a-line"),
    bind(C::Settings, A::Delete, &["Backspace"], "key-bar-delete", DELETE),
    bind(C::Settings, A::DeleteForward, &["Delete"], "key-bar-delete", DELETE),
    bind(C::Settings, A::LineStart, &["Home", "Ctrl-A"], "key-bar-start-end", "key-help-to-the-start-end-of-a-line"),
    bind(C::Settings, A::LineEnd, &["End", "Ctrl-E"], "key-bar-start-end", "key-help-to-the-start-end-of-a-line"),
    bind(C::Settings, A::Clear, &["Ctrl-U"], "key-bar-clear", "key-help-clear-a-line"),
    bind(C::Connect, A::Up, &["Up", "BackTab"], "key-bar-line", "key-help-connect-line"),
    bind(C::Connect, A::Down, &["Down", "Tab"], "key-bar-line", "key-help-connect-line"),
    bind(C::Connect, A::Activate, &["Enter"], "key-bar-confirm", "key-help-connect-go"),
    bind(C::Connect, A::Cancel, &["Esc"], "key-bar-back", "key-help-connect-back"),
    bind(C::Connect, A::CursorLeft, &["Left"], "key-bar-move", MOVE_IN_LINE),
    bind(C::Connect, A::CursorRight, &["Right"], "key-bar-move", MOVE_IN_LINE),
    bind(C::Connect, A::Delete, &["Backspace"], "key-bar-delete", DELETE),
    bind(C::Connect, A::DeleteForward, &["Delete"], "key-bar-delete", DELETE),
    bind(C::Connect, A::LineStart, &["Home", "Ctrl-A"], "key-bar-start-end", "key-help-to-the-start-end-of-a-line"),
    bind(C::Connect, A::LineEnd, &["End", "Ctrl-E"], "key-bar-start-end", "key-help-to-the-start-end-of-a-line"),
    bind(C::Connect, A::Clear, &["Ctrl-U"], "key-bar-clear", "key-help-clear-a-line"),
    // The lessons: a move is typed, in notation, and tried.
    bind(C::Learn, A::Activate, &["Enter"], "key-bar-try", "key-help-open-a-lesson-try-the-move-typed"),
    bind(C::Learn, A::Up, &["Up"], "key-bar-cursor", "key-help-move-the-cursor-choose-a-lesson"),
    bind(C::Learn, A::Down, &["Down"], "key-bar-cursor", "key-help-move-the-cursor-choose-a-lesson"),
    bind(C::Learn, A::Left, &["Left"], "key-bar-cursor", "key-help-move-the-cursor-choose-a-lesson"),
    bind(C::Learn, A::Right, &["Right"], "key-bar-cursor", "key-help-move-the-cursor-choose-a-lesson"),
    bind(C::Learn, A::Earlier, &["BackTab", "PgUp"], "key-bar-choose", "key-help-choose-a-lesson-or-a-task"),
    bind(C::Learn, A::Later, &["Tab", "PgDn"], "key-bar-choose", "key-help-choose-a-lesson-or-a-task"),
    bind(C::Learn, A::Hint, &["Ctrl-T"], "key-bar-hint", "key-help-the-first-step-of-a-right-move"),
    bind(C::Learn, A::Cancel, &["Esc"], "key-bar-back", "key-help-back-to-the-lessons-or-the-setup-screen"),
    bind(C::Learn, A::Delete, &["Backspace"], "key-bar-delete", DELETE),
    bind(C::Learn, A::DeleteForward, &["Delete"], "key-bar-delete", DELETE),
    bind(C::Learn, A::Clear, &["Ctrl-U"], "key-bar-clear", "key-help-clear-a-line"),
    // Questions.
    bind(C::Dialog, A::Yes, &["y", "Y"], "key-bar-yes", "key-help-yes-overwrite-the-file-when-asked"),
    bind(C::Dialog, A::No, &["n", "N", "Esc"], "key-bar-no", "key-help-no-keep-the-file-when-asked"),
    // The help and rules pop-ups.
    bind(C::Popup, A::Up, &["Up", "k", "PgUp"], "key-bar-scroll", "key-help-scroll"),
    bind(C::Popup, A::Down, &["Down", "j", "PgDn"], "key-bar-scroll", "key-help-scroll"),
    bind(C::Popup, A::Close, &["Esc"], "key-bar-close-or-any-key", "key-help-close-any-other-key-too"),
];

/// The key bar's word after the help's key when the bar is cut: `? more`.
pub const MORE: &str = "key-bar-more";

/// The table's rows of `context`, in order.
pub fn rows(context: Context) -> impl Iterator<Item = &'static Binding> {
    TABLE.iter().filter(move |b| b.context == context)
}

/// Keys a terminal sends as another key, with the key they arrive as: a
/// terminal has one byte for Ctrl-M and Enter (a carriage return), Ctrl-I
/// and Tab, Ctrl-[ and Esc, Ctrl-H and the Backspace many terminals send,
/// and no byte at all for Ctrl with Enter, Tab, Esc or Backspace (they
/// arrive without it). Bound, such a key would show in the key bar and
/// never work: it is refused, naming the key it arrives as. (Ctrl with a
/// character that has no control byte, such as Ctrl-1, arrives as the
/// character itself: see [`arrives_as`].)
#[rustfmt::skip]
const SENT_AS: &[(&str, &str)] = &[
    ("Ctrl-M", "Enter"), ("Ctrl-I", "Tab"), ("Ctrl-[", "Esc"), ("Ctrl-H", "Backspace"),
    ("Ctrl-3", "Esc"), ("Ctrl-8", "Backspace"),
    ("Ctrl-2", "Ctrl-Space"), ("Ctrl-@", "Ctrl-Space"), ("Ctrl-`", "Ctrl-Space"),
    ("Ctrl-\\", "Ctrl-4"), ("Ctrl-]", "Ctrl-5"), ("Ctrl-^", "Ctrl-6"), ("Ctrl-_", "Ctrl-7"),
    ("Ctrl-/", "Ctrl-7"),
    ("Ctrl-Enter", "Enter"), ("Ctrl-Tab", "Tab"), ("Ctrl-BackTab", "BackTab"),
    ("Ctrl-Esc", "Esc"), ("Ctrl-Backspace", "Backspace"),
];

/// The key `key` arrives as when the terminal cannot send it as itself
/// (see [`SENT_AS`]); `None` when it arrives as itself: a key without
/// Ctrl, Ctrl with a letter from A to Z (but M, I and H), Space, 4 to 7
/// (crossterm's names for the bytes 28 to 31), an arrow, a function key
/// or a key of the editing block.
pub fn arrives_as(key: Key) -> Option<Key> {
    if !key.ctrl {
        return None;
    }
    if let Some((_, sent)) = SENT_AS.iter().find(|(k, _)| Key::parse(k) == Some(key)) {
        return Key::parse(sent);
    }
    match key.code {
        Code::Char(c) if c.is_ascii_lowercase() || matches!(c, ' ' | '4'..='7') => None,
        // No control byte: the character comes alone.
        Code::Char(c) => Some(Key::plain(Code::Char(c))),
        _ => None,
    }
}

/// Whether `key` is fixed (`Always`'s): no binding may take it.
fn reserved(key: Key) -> bool {
    rows(Context::Always).any(|b| b.keys.iter().any(|k| Key::parse(k) == Some(key)))
}

/// The contexts whose bindings hold in `context`, the first found winning:
/// the fixed keys, the context's own, then `Anywhere`'s where they hold.
fn layers(context: Context) -> Vec<Context> {
    let mut layers = vec![Context::Always, context];
    if context.inherits() {
        layers.push(Context::Anywhere);
    }
    layers
}

/// Why one rebinding is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BindingFault {
    /// No such action in this context; the ones there are.
    UnknownAction { actions: Vec<&'static str> },
    /// A word that names no key.
    NotAKey { word: String },
    /// A fixed key (quit at once, suspend).
    Reserved(Key),
    /// A printable key where text is typed.
    TypesItself(Key),
    /// A key the terminal sends as another (`sent`): Ctrl-M as Enter.
    ArrivesAs { key: Key, sent: Key },
    /// No key at all.
    NoneGiven,
    /// One key for two actions.
    Clash(Key, Action, Action),
}

/// Which keys do what in each context: the defaults with the preferences'
/// rebindings applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bindings {
    pub(super) table: BTreeMap<(Context, Action), Vec<Key>>,
}

impl Default for Bindings {
    fn default() -> Self {
        let table = TABLE
            .iter()
            .map(|b| {
                let keys = b.keys.iter().filter_map(|k| Key::parse(k)).collect();
                ((b.context, b.action), keys)
            })
            .collect();
        Bindings { table }
    }
}

impl Bindings {
    /// What `key` does in `context`: the fixed keys first, then the
    /// context's own bindings, then `Anywhere`'s where they hold.
    pub fn action(&self, context: Context, key: Key) -> Option<Action> {
        layers(context).into_iter().find_map(|c| {
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
            .map_or(&[], Vec::as_slice)
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

    /// The rows of `context` in the table's order, with the keys bound.
    pub fn of(&self, context: Context) -> impl Iterator<Item = (&'static Binding, &[Key])> {
        rows(context).map(move |b| (b, self.keys(b.context, b.action)))
    }

    /// Every key bound to two actions in `context` (with `Anywhere`'s).
    pub(super) fn clashes(&self, context: Context) -> Vec<(Key, Action, Action)> {
        let contexts = layers(context);
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
pub(super) fn parse_binding(
    context: Context,
    action_name: &str,
    value: &str,
) -> Result<(Action, Vec<Key>), BindingFault> {
    let in_context: Vec<Action> = rows(context).map(|b| b.action).collect();
    let Some(action) = in_context.iter().copied().find(|a| a.key() == action_name) else {
        let actions = in_context.iter().map(|a| a.key()).collect();
        return Err(BindingFault::UnknownAction { actions });
    };
    let mut keys = Vec::new();
    for word in value.split_whitespace() {
        let Some(key) = Key::parse(word) else {
            let word = word.to_string();
            return Err(BindingFault::NotAKey { word });
        };
        if reserved(key) {
            return Err(BindingFault::Reserved(key));
        }
        if let Some(sent) = arrives_as(key) {
            return Err(BindingFault::ArrivesAs { key, sent });
        }
        if context.types_text() && !key.ctrl && matches!(key.code, Code::Char(_)) {
            return Err(BindingFault::TypesItself(key));
        }
        if !keys.contains(&key) {
            keys.push(key);
        }
    }
    if keys.is_empty() {
        return Err(BindingFault::NoneGiven);
    }
    Ok((action, keys))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::toml_doc::Doc;
    use toml::Spanned;

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
            for (binding, keys) in defaults.of(context) {
                let action = binding.action;
                // Every default key is a key name the file could use.
                assert_eq!(keys.len(), binding.keys.len(), "{context:?} {action:?}");
                for k in keys {
                    assert_eq!(defaults.action(context, *k), Some(action));
                }
            }
        }
        // One row per context and action, and every action bound somewhere.
        for (i, a) in TABLE.iter().enumerate() {
            assert!(
                !TABLE[..i]
                    .iter()
                    .any(|b| (b.context, b.action) == (a.context, a.action)),
                "{a:?} twice"
            );
        }
        for action in Action::ALL {
            assert!(TABLE.iter().any(|b| b.action == *action), "{action:?}");
        }
        assert_eq!(defaults.action(Context::Game, key("?")), Some(Action::Help));
        assert_eq!(
            defaults.label(Context::Game, Action::Earlier, false),
            "[ / PgUp"
        );
    }

    /// The bindings of `text`, and its problems as said in English.
    fn rebind(text: &str) -> (Bindings, Vec<String>) {
        #[derive(serde::Deserialize)]
        struct File {
            keys: BTreeMap<String, BTreeMap<String, Spanned<String>>>,
        }
        let doc = Doc::parse(text).expect("TOML");
        let file: File = doc.deserialize().expect("a keys table");
        let (bindings, problems) = Bindings::from_prefs(&file.keys, &doc, "p.toml");
        (bindings, problems.iter().map(ToString::to_string).collect())
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
            problems,
            [
                "p.toml, line 2: keys.game: r would be both 'undo' and 'redo'; \
              the default keys of keys.game are used"
            ]
        );
        let (b, problems) = rebind("[keys.anywhere]\nhelp = \"u\"\n");
        assert_eq!(b.action(Context::Game, key("u")), Some(Action::Undo));
        assert!(
            problems
                .iter()
                .any(|p| p.contains("keys.anywhere clashes with keys.game")
                    && p.ends_with("the default keys of keys.anywhere and keys.game are used")),
            "{problems:?}"
        );
    }

    #[test]
    fn text_fields_keep_their_letters_and_fixed_keys_stay() {
        let (b, problems) =
            rebind("[keys.prompt]\ncancel = \"q\"\n[keys.name]\nclear = \"Ctrl-K\"\n");
        assert_eq!(b.action(Context::Prompt, key("q")), None);
        assert_eq!(b.action(Context::Name, key("Ctrl-K")), Some(Action::Clear));
        assert!(
            problems[0].starts_with("p.toml, line 2: keys.prompt.cancel: q types itself here"),
            "{problems:?}"
        );
        let (b, problems) = rebind("[keys.always]\nforce-quit = \"x\"\n");
        assert_eq!(b, Bindings::default());
        assert!(
            problems[0].starts_with("p.toml, line 2: unknown key table 'keys.always'"),
            "{problems:?}"
        );
        assert_eq!(
            b.action(Context::Prompt, key("Ctrl-C")),
            Some(Action::ForceQuit)
        );
        // The help key does not hold in a text field: it types.
        assert_eq!(b.action(Context::Prompt, key("?")), None);
    }

    #[test]
    fn a_key_the_terminal_sends_as_another_is_refused_naming_the_key_it_arrives_as() {
        for (written, sent) in [
            ("Ctrl-M", "Enter"),
            ("ctrl-m", "Enter"),
            ("Ctrl-I", "Tab"),
            ("Ctrl-[", "Esc"),
            ("Ctrl-H", "Backspace"),
            ("Ctrl-Enter", "Enter"),
            ("Ctrl-1", "1"),
        ] {
            for (table, action) in [
                ("game", "choose"),
                ("name", "done"),
                ("settings", "up"),
                ("dialog", "no"),
            ] {
                let text = format!("[keys.{table}]\n{action} = \"{written}\"\n");
                let (b, problems) = rebind(&text);
                assert_eq!(b, Bindings::default(), "{text}");
                let shown = key(written).to_string();
                assert_eq!(problems.len(), 1, "{text}: {problems:?}");
                assert!(
                    problems[0].contains(&format!(
                        "{shown} arrives as {sent}: the terminal sends the two alike"
                    )),
                    "{text}: {problems:?}"
                );
            }
        }
        // Ctrl with a letter the terminal has a byte of its own for is kept.
        for fine in [
            "Ctrl-J",
            "Ctrl-K",
            "Ctrl-Space",
            "Ctrl-4",
            "Ctrl-Up",
            "Ctrl-F5",
        ] {
            let (b, problems) = rebind(&format!("[keys.name]\ndone = \"{fine} Esc\"\n"));
            assert!(problems.is_empty(), "{fine}: {problems:?}");
            assert_eq!(b.action(Context::Name, key(fine)), Some(Action::Done));
        }
    }

    #[test]
    fn every_row_of_the_sent_as_table_names_two_keys() {
        for (written, sent) in SENT_AS {
            let (written, sent) = (key(written), key(sent));
            assert!(written.ctrl, "{written}");
            assert_eq!(arrives_as(written), Some(sent));
            assert_eq!(arrives_as(sent), None, "{sent} arrives as itself");
        }
    }

    #[test]
    fn no_table_takes_every_way_out_of_a_name_field() {
        // The issue's trap: Enter, Esc, Tab all unbound, only Ctrl-C left.
        let (b, problems) = rebind("[keys.name]\ndone = \"Ctrl-M Ctrl-[\"\n");
        assert_eq!(problems.len(), 1, "{problems:?}");
        for way_out in ["Enter", "Esc", "Tab"] {
            assert_eq!(b.action(Context::Name, key(way_out)), Some(Action::Done));
        }
        // Each text field keeps a key that arrives as itself and leaves it.
        for (table, action) in [
            ("name", "done"),
            ("prompt", "cancel"),
            ("settings", "cancel"),
            ("connect", "cancel"),
        ] {
            let text = format!("[keys.{table}]\n{action} = \"Ctrl-[ Ctrl-Esc Ctrl-Enter\"\n");
            let (b, problems) = rebind(&text);
            assert!(!problems.is_empty(), "{text}");
            let context = Context::ALL
                .into_iter()
                .find(|c| c.key() == table)
                .expect("a context");
            let leaves = b
                .of(context)
                .filter(|(row, _)| row.action.key() == action)
                .flat_map(|(_, keys)| keys.iter().copied())
                .any(|k| arrives_as(k).is_none());
            assert!(leaves, "{text}");
        }
    }

    #[test]
    fn unknown_names_and_keys_are_refused_by_name() {
        let (b, problems) = rebind(
            "[keys.game]\nundoo = \"z\"\n[keys.gmae]\nundo = \"z\"\n[keys.over]\nsave = \"Ctrl-C\"\n[keys.replay]\nback = \"Lefty\"\n",
        );
        assert_eq!(b, Bindings::default());
        let all = problems.join("\n");
        assert!(
            all.contains(
                "line 2: keys.game.undoo: unknown action (the actions here are: choose, undo,"
            ),
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
