//! The key map in the terminal: a key press becomes a message through the
//! binding table ([`crate::prefs::keys`]) of the place the player is in, and
//! the key bars and the help are drawn from the same table, with the keys
//! actually bound.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::i18n::tr;
use crate::prefs::keys::{Action, Bindings, Code, Context, Key, MORE};
use yote_engine::SecondPiece;

use crate::tui::msg::{Edit, KeyPlace, Message, Phase};

/// Every game is also written after each change to the autosave.
pub const AUTOSAVE_NOTE: &str = "help-autosave";

/// The context whose bindings hold in `place`.
pub fn context(place: KeyPlace) -> Context {
    match place {
        KeyPlace::Popup => Context::Popup,
        KeyPlace::Dialog => Context::Dialog,
        KeyPlace::Prompt { .. } => Context::Prompt,
        KeyPlace::Editing => Context::Name,
        KeyPlace::Setup { .. } => Context::Setup,
        KeyPlace::Looking => Context::Looking,
        KeyPlace::Over => Context::Over,
        KeyPlace::Replay => Context::Replay,
        KeyPlace::Game(_) => Context::Game,
        KeyPlace::Settings => Context::Settings,
        KeyPlace::Learn => Context::Learn,
        KeyPlace::Connect => Context::Connect,
    }
}

/// The key pressed, as the binding table names keys (`None`: a key it has
/// no name for, such as a media key).
pub fn key_of(event: KeyEvent) -> Option<Key> {
    let code = match event.code {
        KeyCode::Char(c) => Code::Char(c),
        KeyCode::Enter => Code::Enter,
        KeyCode::Esc => Code::Esc,
        KeyCode::Backspace => Code::Backspace,
        KeyCode::Tab => Code::Tab,
        KeyCode::BackTab => Code::BackTab,
        KeyCode::Up => Code::Up,
        KeyCode::Down => Code::Down,
        KeyCode::Left => Code::Left,
        KeyCode::Right => Code::Right,
        KeyCode::Home => Code::Home,
        KeyCode::End => Code::End,
        KeyCode::PageUp => Code::PageUp,
        KeyCode::PageDown => Code::PageDown,
        KeyCode::Delete => Code::Delete,
        KeyCode::Insert => Code::Insert,
        KeyCode::F(n) => Code::F(n),
        _ => return None,
    };
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    // Terminals send Ctrl and a letter as the lower-case letter.
    let code = match code {
        Code::Char(c) if ctrl => Code::Char(c.to_ascii_lowercase()),
        code => code,
    };
    // Terminals that send Backspace as ^H (0x08): crossterm reads it as
    // Ctrl-h, but the player pressed Backspace (Ctrl-H itself cannot be
    // told apart from it, so it is never bound).
    if ctrl && code == Code::Char('h') {
        return Some(Key {
            code: Code::Backspace,
            ctrl: false,
        });
    }
    Some(Key { code, ctrl })
}

/// The message for a key press in `place`, if the key means anything there:
/// what `bindings` bind it to; in a text field a printable key types itself;
/// in a pop-up any other key closes it.
pub fn to_message(place: KeyPlace, bindings: &Bindings, event: KeyEvent) -> Option<Message> {
    let key = key_of(event)?;
    let context = context(place);
    if let Some(action) = bindings.action(context, key) {
        return Some(msg(action));
    }
    match key {
        Key {
            code: Code::Char(c),
            ctrl: false,
        } if context.types_text() => Some(Message::Edit(Edit::Insert(c))),
        Key { ctrl: false, .. } if context == Context::Popup => Some(Message::Close),
        _ => None,
    }
}

/// The message an action sends.
pub fn msg(action: Action) -> Message {
    match action {
        Action::ForceQuit => Message::ForceQuit,
        Action::Suspend => Message::Suspend,
        Action::Help => Message::Help,
        Action::Rules => Message::ShowRules,
        Action::Quit => Message::Quit,
        Action::Up => Message::Up,
        Action::Down => Message::Down,
        Action::Left | Action::Back => Message::Left,
        Action::Right | Action::Forward => Message::Right,
        Action::Activate => Message::Activate,
        Action::Cancel | Action::Close | Action::Done | Action::BackToGame => Message::Cancel,
        Action::TakeBack => Message::Backspace,
        // Editing a line of text (a name, a file name).
        Action::Delete => Message::Edit(Edit::Backspace),
        Action::DeleteForward => Message::Edit(Edit::Delete),
        Action::CursorLeft => Message::Edit(Edit::Left),
        Action::CursorRight => Message::Edit(Edit::Right),
        Action::LineStart => Message::Edit(Edit::Home),
        Action::LineEnd => Message::Edit(Edit::End),
        Action::PresetStandard => Message::Preset(SecondPiece::Board),
        Action::PresetHand => Message::Preset(SecondPiece::BoardOrHand),
        Action::PresetBoxed => Message::Preset(SecondPiece::HandIfBoardEmpty),
        Action::Start => Message::Start,
        Action::Open => Message::Open,
        Action::Resume => Message::Resume,
        Action::Discard => Message::Discard,
        Action::FromHand => Message::TakeFromHand,
        Action::StopChain => Message::StopChain,
        Action::Undo => Message::Undo,
        Action::Redo => Message::Redo,
        Action::Earlier => Message::Earlier,
        Action::Later => Message::Later,
        Action::Hint => Message::Hint,
        Action::Threats => Message::ToggleThreats,
        Action::Pause => Message::Pause,
        Action::OfferDraw => Message::OfferDraw,
        Action::Resign => Message::Resign,
        Action::Restart => Message::Restart,
        Action::Save => Message::Save,
        Action::Replay => Message::Replay,
        Action::Rematch => Message::Rematch,
        Action::ToSetup => Message::ToSetup,
        Action::First => Message::Home,
        Action::Last => Message::End,
        Action::PlayOn => Message::ContinueHere,
        Action::Clear => Message::Edit(Edit::Clear),
        Action::Yes => Message::Yes,
        Action::No => Message::No,
        Action::Settings => Message::Settings,
        Action::Learn => Message::Learn,
        Action::Puzzles => Message::Puzzles,
        Action::Coach => Message::Coach,
        Action::Review => Message::Review,
        Action::NextMark => Message::NextMark,
        Action::PrevMark => Message::PrevMark,
    }
}

/// One line of the help and one item of the key bar: bindings next to each
/// other in the table with the same words, shown together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub actions: Vec<Action>,
    /// Every key bound: `↑↓←→ / kjhl`, `q / Esc`.
    pub keys: String,
    /// The first key of each action: `↑↓←→`, `q`.
    pub first: String,
    /// A word or two, for the key bar, in the current language.
    pub short: String,
    /// What the keys do, for the help, in the current language.
    pub what: String,
    /// The message id of `what`, which groups the bindings.
    what_id: &'static str,
}

/// The groups of `context`'s bindings, in the table's order.
pub fn groups(bindings: &Bindings, context: Context) -> Vec<Group> {
    let mut groups: Vec<(Group, Vec<&[Key]>)> = Vec::new();
    for (binding, keys) in bindings.of(context) {
        match groups.last_mut() {
            Some((group, all)) if group.what_id == binding.what => {
                group.actions.push(binding.action);
                all.push(keys);
            }
            _ => groups.push((
                Group {
                    actions: vec![binding.action],
                    keys: String::new(),
                    first: String::new(),
                    short: tr(binding.short),
                    what: tr(binding.what),
                    what_id: binding.what,
                },
                vec![keys],
            )),
        }
    }
    groups
        .into_iter()
        .map(|(mut group, all)| {
            group.keys = label(&all, usize::MAX);
            group.first = label(&all, 1);
            group
        })
        .collect()
}

/// The keys of a group: column by column (the first key of each action,
/// then the second...), single characters run together (`↑↓←→`), the
/// columns apart (`↑↓←→ / kjhl`). At most `columns` columns.
fn label(all: &[&[Key]], columns: usize) -> String {
    let depth = all.iter().map(|keys| keys.len()).max().unwrap_or(0);
    (0..depth.min(columns))
        .map(|i| {
            let names: Vec<String> = all
                .iter()
                .filter_map(|keys| keys.get(i))
                .map(|k| k.label(false))
                .collect();
            // Arrows, letters and digits run together; `[ ]` stay apart.
            let glyph = |n: &String| {
                let mut chars = n.chars();
                matches!((chars.next(), chars.next()), (Some(c), None)
                    if c.is_alphanumeric() || "↑↓←→".contains(c))
            };
            let sep = if names.iter().all(glyph) { "" } else { " " };
            names.join(sep)
        })
        .collect::<Vec<_>>()
        .join(" / ")
}

/// The actions whose keys the key bar shows first in `place`: those of the
/// moment (stopping a chain, taking from the hand, resuming a game).
fn first_in_bar(place: KeyPlace) -> &'static [Action] {
    match place {
        KeyPlace::Setup { offer: true } => &[Action::Resume, Action::Discard],
        KeyPlace::Game(Phase::Chain) => &[
            Action::Activate,
            Action::StopChain,
            Action::Cancel,
            Action::Up,
        ],
        KeyPlace::Game(Phase::Remove { hand: true }) => {
            &[Action::Activate, Action::FromHand, Action::TakeBack]
        }
        KeyPlace::Game(Phase::Remove { hand: false }) => {
            &[Action::Activate, Action::TakeBack, Action::Up]
        }
        KeyPlace::Game(Phase::Computer) => {
            &[Action::Undo, Action::Cancel, Action::Pause, Action::Save]
        }
        _ => &[],
    }
}

/// The key bar of a place, ready to draw at any width.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyBar {
    pub groups: Vec<Group>,
    /// The help's key, said when the bar is cut ("? more"); `None` where
    /// the help cannot be opened.
    pub more: Option<String>,
}

/// The key bar of `place`: its context's keys (and `Anywhere`'s where they
/// hold), those of the moment first.
pub fn bar(place: KeyPlace, bindings: &Bindings) -> KeyBar {
    let context = context(place);
    let mut all = groups(bindings, context);
    if context.inherits() {
        all.extend(groups(bindings, Context::Anywhere));
    }
    let first = first_in_bar(place);
    // A stable sort: the others keep the table's order.
    all.sort_by_key(|g| {
        first
            .iter()
            .position(|a| g.actions.contains(a))
            .unwrap_or(first.len())
    });
    let more = context
        .inherits()
        .then(|| bindings.keys(Context::Anywhere, Action::Help).first())
        .flatten()
        .map(|k| k.label(false));
    KeyBar { groups: all, more }
}

impl KeyBar {
    /// The first keys of the item `action` is shown in (`←→`), if the bar
    /// has it.
    pub fn first_of(&self, action: Action) -> Option<&str> {
        self.groups
            .iter()
            .find(|g| g.actions.contains(&action))
            .map(|g| g.first.as_str())
    }
}

/// The word the key bar ends with when it is cut ("? more").
pub fn more_word() -> String {
    tr(MORE)
}

/// The contexts the help lists in `place` (the place under the help): its
/// own first, then those met from there.
pub fn help_contexts(place: KeyPlace) -> &'static [Context] {
    use Context as C;
    match context(place) {
        C::Setup | C::Name | C::Prompt => &[
            C::Setup,
            C::Name,
            C::Prompt,
            C::Settings,
            C::Learn,
            C::Connect,
            C::Dialog,
            C::Anywhere,
            C::Popup,
            C::Always,
        ],
        C::Replay => &[C::Replay, C::Anywhere, C::Popup, C::Always],
        C::Settings => &[C::Settings, C::Popup, C::Always],
        C::Learn => &[C::Learn, C::Popup, C::Always],
        C::Connect => &[C::Connect, C::Popup, C::Always],
        C::Over => {
            const OVER: [Context; 7] = from_the_board(Context::Over);
            &OVER
        }
        _ => {
            const GAME: [Context; 7] = from_the_board(Context::Game);
            &GAME
        }
    }
}

/// The contexts the help lists on the board (`own`: a game going on or
/// over): its own first, then those met from there, the same in both.
const fn from_the_board(own: Context) -> [Context; 7] {
    use Context as C;
    [
        own,
        C::Looking,
        C::Prompt,
        C::Dialog,
        C::Anywhere,
        C::Popup,
        C::Always,
    ]
}

/// The key map as a Markdown table (`| where | keys | does |`), one row per
/// line of the help, for the README (a test keeps the README's copy true).
pub fn markdown_table(bindings: &Bindings) -> String {
    use Context as C;
    let order = [
        C::Setup,
        C::Name,
        C::Game,
        C::Looking,
        C::Over,
        C::Replay,
        C::Prompt,
        C::Settings,
        C::Learn,
        C::Connect,
        C::Dialog,
        C::Popup,
        C::Anywhere,
        C::Always,
    ];
    let mut table = String::from(
        "| where (`[keys.*]` table) | keys | does | action |\n| --- | --- | --- | --- |\n",
    );
    for context in order {
        let place = match context {
            C::Always => format!("{} (fixed)", context.title()),
            _ => format!("{} (`{}`)", context.title(), context.key()),
        };
        for group in groups(bindings, context) {
            let actions: Vec<String> = group
                .actions
                .iter()
                .map(|a| format!("`{}`", a.key()))
                .collect();
            table.push_str(&format!(
                "| {place} | `{}` | {} | {} |\n",
                group.keys,
                group.what,
                actions.join(", ")
            ));
        }
    }
    table
}

/// The keys the game screen's own texts name (the prompt under the board,
/// the game-over panel), as bound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyNames {
    /// Cancels the move being built, stops the computer: `Esc`.
    pub cancel: String,
    /// Pauses or resumes the computer: `p`.
    pub pause: String,
    /// Undoes a whole move: `u`.
    pub undo: String,
    /// Takes back the last second piece chosen: `Backspace`.
    pub take_back: String,
    /// Stops a chain of jumps: `s`.
    pub stop: String,
    /// Takes the second piece from the hand: `H`.
    pub from_hand: String,
    /// Steps through earlier moves while looking back: `[]`.
    pub look: String,
    /// Returns to the game from looking back: `Esc`.
    pub back_to_game: String,
    /// One move forward in the replay: `→`.
    pub forward: String,
    /// One move back / forward in the replay: `←→`.
    pub step: String,
    /// To the start / the end of the replay: `Home End`.
    pub first_last: String,
    /// Plays on from the replay's position: `c`.
    pub play_on: String,
    /// Leaves the replay: `Esc`.
    pub close: String,
    /// Opens the replay of the game: `v`.
    pub replay: String,
    /// Redoes a whole move: `r`.
    pub redo: String,
    /// The game-over panel's keys and words: `m rematch`.
    pub over: Vec<(String, String)>,
}

impl Default for KeyNames {
    fn default() -> Self {
        KeyNames::of(&Bindings::default())
    }
}

impl KeyNames {
    /// The names for the keys `bindings` bind.
    pub fn of(bindings: &Bindings) -> KeyNames {
        let first = |context, action| {
            bindings
                .keys(context, action)
                .first()
                .map(|k| k.label(false))
                .unwrap_or_default()
        };
        // The first keys of the group an action is shown in (`←→`).
        let group = |context, action| {
            groups(bindings, context)
                .into_iter()
                .find(|g| g.actions.contains(&action))
                .map(|g| g.first)
                .unwrap_or_default()
        };
        let look = group(Context::Looking, Action::Earlier);
        // Looking back is said under the board; the panel has two rows.
        let over = groups(bindings, Context::Over)
            .into_iter()
            .filter(|g| !g.actions.contains(&Action::Earlier))
            .map(|g| (g.first, g.short))
            .collect();
        KeyNames {
            cancel: first(Context::Game, Action::Cancel),
            pause: first(Context::Game, Action::Pause),
            undo: first(Context::Game, Action::Undo),
            take_back: first(Context::Game, Action::TakeBack),
            stop: first(Context::Game, Action::StopChain),
            from_hand: first(Context::Game, Action::FromHand),
            look,
            back_to_game: first(Context::Looking, Action::BackToGame),
            forward: first(Context::Replay, Action::Forward),
            step: group(Context::Replay, Action::Forward),
            first_last: group(Context::Replay, Action::First),
            play_on: first(Context::Replay, Action::PlayOn),
            close: first(Context::Replay, Action::Close),
            replay: first(Context::Game, Action::Replay),
            redo: first(Context::Game, Action::Redo),
            over,
        }
    }
}

/// The key that saves the game, as bound (the autosave's notes name it).
pub fn save_key(keys: &Bindings) -> String {
    keys.keys(Context::Game, Action::Save)
        .first()
        .map(|k| k.label(false))
        .unwrap_or_default()
}
