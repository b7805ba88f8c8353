//! The key map: a key press becomes a message, depending on what is on
//! screen; and the (key, what it does) pairs shown in the key bar and help.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::engine::SecondPiece;

use super::msg::{Msg, Phase, Place};

/// Keys of the setup screen.
pub const SETUP_KEYS: &[(&str, &str)] = &[
    ("↑↓ / jk", "choose a line"),
    ("←→ / hl / Space", "change the value"),
    ("Enter", "edit a name (typing replaces it) / change / start"),
    ("Ctrl-U", "while editing a name: clear it"),
    ("←→ on a player", "Human, or the computer's level"),
    (
        "1 2 3",
        "presets: Standard, Second piece from the hand, Boxed edition",
    ),
    ("s", "start the game"),
    ("o", "open a saved game (asks for the file name)"),
    ("r", "resume the unfinished game, when one is offered"),
    ("x", "discard the unfinished game offered (asks first)"),
    ("i", "the rules in words"),
    ("?", "help"),
    ("q / Esc", "quit"),
];

/// Keys of the game screen while the game goes on (each fits one line of
/// the help at the smallest size).
pub const GAME_KEYS: &[(&str, &str)] = &[
    ("arrows / hjkl", "move the cursor"),
    ("Enter Space click", "drop, select, move, choose"),
    ("Esc / Backspace", "take back the last choice"),
    ("H / click hand", "second piece from the hand"),
    ("s", "stop a chain of jumps"),
    ("u / r", "undo / redo a whole move"),
    ("t", "hint: the move suggested"),
    ("p", "pause / resume the computer"),
    ("[ ] PgUp PgDn", "look back at earlier moves"),
    ("click a move", "look at the position after it"),
    ("d / x / n", "offer a draw / resign / restart"),
    ("S / v", "save to a file / replay the game"),
    ("i / ?", "the rules in words / this help"),
    ("q / Ctrl-C", "quit / quit at once"),
    ("Ctrl-Z", "suspend (fg resumes)"),
];

/// Keys once the game is over.
pub const OVER_KEYS: &[(&str, &str)] = &[
    ("m", "rematch: same rules, colours swapped"),
    ("s", "back to the setup screen"),
    ("u", "take back the last move"),
    ("v", "replay the game; play on from any move"),
    ("S", "save the game to a file"),
    ("n", "a new game, same rules and players"),
    ("[ ] PgUp PgDn", "look back at earlier moves"),
    ("i / ?", "the rules in words / this help"),
    ("q / Esc", "quit"),
    ("Ctrl-C", "quit at once"),
];

/// Keys of the replay screen.
pub const REPLAY_KEYS: &[(&str, &str)] = &[
    ("← → / h l", "one move back / forward"),
    ("Home/End, g/G", "to the start / to the last move"),
    ("c", "play on from the position shown, as a new game"),
    ("Esc", "back to where the replay was opened"),
    ("i", "the rules in words"),
    ("q", "quit"),
];

/// Keys of the file-name prompt.
pub const PROMPT_KEYS: &[(&str, &str)] = &[
    ("type", "the file name"),
    ("Enter", "save or open"),
    ("Esc", "cancel"),
    ("Ctrl-U", "clear the name"),
    ("↑↓", "choose a saved or archived game (open)"),
    ("y / n", "overwrite an existing file or not, when asked"),
];

/// Every game is also written after each change to the autosave.
pub const AUTOSAVE_NOTE: &str =
    "Every change is autosaved; the next start offers to resume an unfinished game.";

/// The short key bar of each place: the dialog's keys while one is open.
pub fn bar(place: Place) -> &'static [(&'static str, &'static str)] {
    match place {
        Place::Popup => &[("↑↓", "scroll"), ("any other key", "close")],
        Place::Dialog => &[("y", "yes"), ("n / Esc", "no"), ("Ctrl-C", "quit at once")],
        Place::Prompt { listing: true } => &[
            ("↑↓", "choose"),
            ("Enter", "open"),
            ("Esc", "cancel"),
            ("Ctrl-U", "clear"),
        ],
        Place::Prompt { listing: false } => {
            &[("Enter", "confirm"), ("Esc", "cancel"), ("Ctrl-U", "clear")]
        }
        Place::Editing => bar_setup(true),
        Place::Looking => &[
            ("[ ] / ← →", "earlier / later move"),
            ("Esc", "back to the game"),
            ("?", "help"),
            ("q", "quit"),
        ],
        Place::Setup { offer: true } => &[
            ("r", "resume"),
            ("x", "discard"),
            ("↑↓", "line"),
            ("←→", "change"),
            ("s", "start new"),
            ("o", "open"),
            ("?", "help"),
            ("q", "quit"),
        ],
        Place::Setup { offer: false } => bar_setup(false),
        Place::Replay => &[
            ("←→", "step"),
            ("Home/End", "start/end"),
            ("c", "play on from here"),
            ("Esc", "back"),
            ("?", "help"),
            ("q", "quit"),
        ],
        Place::Over => &[
            ("m", "rematch"),
            ("s", "setup"),
            ("u", "undo"),
            ("v", "replay"),
            ("S", "save"),
            ("i", "rules"),
            ("q", "quit"),
        ],
        Place::Game(Phase::Remove { hand: true }) => &[
            ("Enter", "take the marked piece"),
            ("H", "take from the hand"),
            ("Backspace", "take back"),
            ("?", "help"),
        ],
        Place::Game(Phase::Remove { hand: false }) => &[
            ("hjkl", "cursor"),
            ("Enter", "take the marked piece"),
            ("Backspace", "take back"),
            ("?", "help"),
        ],
        Place::Game(Phase::Chain) => &[
            ("hjkl", "cursor"),
            ("Enter", "jump again"),
            ("s", "stop here"),
            ("Esc", "cancel"),
            ("?", "help"),
        ],
        Place::Game(Phase::Computer) => &[
            ("u", "undo"),
            ("Esc", "pause"),
            ("p", "pause/resume"),
            ("S", "save"),
            ("?", "help"),
            ("q", "quit"),
        ],
        Place::Game(Phase::Move) => &[
            ("Enter", "choose"),
            ("u/r", "undo/redo"),
            ("[", "look back"),
            ("t", "hint"),
            ("d", "draw"),
            ("x", "resign"),
            ("S", "save"),
            ("?", "help"),
            ("q", "quit"),
        ],
    }
}

/// The key bar of the setup screen (`editing`: a name is being typed).
pub fn bar_setup(editing: bool) -> &'static [(&'static str, &'static str)] {
    if editing {
        &[
            ("type", "the name"),
            ("Backspace", "delete"),
            ("Ctrl-U", "clear"),
            ("Enter", "done"),
        ]
    } else {
        &[
            ("↑↓", "line"),
            ("←→", "change"),
            ("Enter", "edit"),
            ("1-3", "presets"),
            ("s", "start"),
            ("o", "open"),
            ("?", "help"),
            ("q", "quit"),
        ]
    }
}

/// The message for a key press in `place`, if the key means anything there.
pub fn to_msg(place: Place, key: KeyEvent) -> Option<Msg> {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match key.code {
            KeyCode::Char('c') | KeyCode::Char('q') => Some(Msg::ForceQuit),
            KeyCode::Char('z') => Some(Msg::Suspend),
            KeyCode::Char('u') if matches!(place, Place::Prompt { .. } | Place::Editing) => {
                Some(Msg::ClearLine)
            }
            _ => None,
        };
    }
    match place {
        Place::Prompt { .. } => prompt_key(false, key),
        Place::Popup => Some(match key.code {
            KeyCode::Down | KeyCode::Char('j') | KeyCode::PageDown => Msg::Down,
            KeyCode::Up | KeyCode::Char('k') | KeyCode::PageUp => Msg::Up,
            _ => Msg::Close,
        }),
        Place::Dialog => prompt_key(true, key),
        Place::Editing => setup_editing(key),
        Place::Setup { .. } => setup(key),
        Place::Looking => looking(key),
        Place::Over => over(key),
        Place::Game(_) => game(key),
        Place::Replay => replay(key),
    }
}

fn prompt_key(asking: bool, key: KeyEvent) -> Option<Msg> {
    if asking {
        return match key.code {
            KeyCode::Char('y') | KeyCode::Char('Y') => Some(Msg::Yes),
            KeyCode::Char('n') | KeyCode::Char('N') | KeyCode::Esc => Some(Msg::No),
            _ => None,
        };
    }
    match key.code {
        KeyCode::Enter => Some(Msg::Activate),
        KeyCode::Esc => Some(Msg::Cancel),
        KeyCode::Backspace => Some(Msg::Backspace),
        KeyCode::Up => Some(Msg::Up),
        KeyCode::Down => Some(Msg::Down),
        KeyCode::Char(c) => Some(Msg::Type(c)),
        _ => None,
    }
}

fn replay(key: KeyEvent) -> Option<Msg> {
    Some(match key.code {
        KeyCode::Left | KeyCode::Char('h') => Msg::Left,
        KeyCode::Right | KeyCode::Char('l') => Msg::Right,
        KeyCode::Home | KeyCode::Char('g') => Msg::Home,
        KeyCode::End | KeyCode::Char('G') => Msg::End,
        KeyCode::Char('c') => Msg::ContinueHere,
        KeyCode::Esc | KeyCode::Backspace => Msg::Cancel,
        KeyCode::Char('q') => Msg::Quit,
        KeyCode::Char('?') => Msg::Help,
        KeyCode::Char('i') => Msg::ShowRules,
        _ => return None,
    })
}

fn common(code: KeyCode) -> Option<Msg> {
    Some(match code {
        KeyCode::Up | KeyCode::Char('k') => Msg::Up,
        KeyCode::Down | KeyCode::Char('j') => Msg::Down,
        KeyCode::Left | KeyCode::Char('h') => Msg::Left,
        KeyCode::Right | KeyCode::Char('l') => Msg::Right,
        KeyCode::Char('?') => Msg::Help,
        KeyCode::Char('i') => Msg::ShowRules,
        _ => return None,
    })
}

fn setup_editing(key: KeyEvent) -> Option<Msg> {
    match key.code {
        KeyCode::Enter | KeyCode::Esc | KeyCode::Tab => Some(Msg::Cancel),
        KeyCode::Backspace => Some(Msg::Backspace),
        KeyCode::Char(c) => Some(Msg::Type(c)),
        _ => None,
    }
}

fn setup(key: KeyEvent) -> Option<Msg> {
    Some(match key.code {
        KeyCode::Char(' ') => Msg::Right,
        KeyCode::Enter => Msg::Activate,
        KeyCode::Char('1') => Msg::Preset(SecondPiece::Board),
        KeyCode::Char('2') => Msg::Preset(SecondPiece::BoardOrHand),
        KeyCode::Char('3') => Msg::Preset(SecondPiece::HandIfBoardEmpty),
        KeyCode::Char('s') => Msg::Start,
        KeyCode::Char('o') => Msg::Open,
        KeyCode::Char('r') => Msg::Resume,
        KeyCode::Char('x') => Msg::Discard,
        KeyCode::Char('q') | KeyCode::Esc => Msg::Quit,
        KeyCode::Tab => Msg::Down,
        KeyCode::BackTab => Msg::Up,
        code => return common(code),
    })
}

fn game(key: KeyEvent) -> Option<Msg> {
    Some(match key.code {
        KeyCode::Enter | KeyCode::Char(' ') => Msg::Activate,
        KeyCode::Esc => Msg::Cancel,
        KeyCode::Backspace => Msg::Backspace,
        KeyCode::Char('[') | KeyCode::PageUp => Msg::Earlier,
        KeyCode::Char(']') | KeyCode::PageDown => Msg::Later,
        KeyCode::Char('H') => Msg::TakeFromHand,
        KeyCode::Char('s') => Msg::StopChain,
        KeyCode::Char('u') => Msg::Undo,
        KeyCode::Char('r') => Msg::Redo,
        KeyCode::Char('d') => Msg::OfferDraw,
        KeyCode::Char('x') => Msg::Resign,
        KeyCode::Char('n') => Msg::Restart,
        KeyCode::Char('S') => Msg::Save,
        KeyCode::Char('v') => Msg::Replay,
        KeyCode::Char('t') => Msg::Hint,
        KeyCode::Char('p') => Msg::Pause,
        KeyCode::Char('q') => Msg::Quit,
        code => return common(code),
    })
}

/// Keys while looking back at an earlier position in the move list.
fn looking(key: KeyEvent) -> Option<Msg> {
    Some(match key.code {
        KeyCode::Char('[') | KeyCode::PageUp | KeyCode::Left | KeyCode::Char('h') => Msg::Earlier,
        KeyCode::Char(']') | KeyCode::PageDown | KeyCode::Right | KeyCode::Char('l') => Msg::Later,
        KeyCode::Esc | KeyCode::Backspace | KeyCode::Enter | KeyCode::Char(' ') => Msg::Cancel,
        KeyCode::Char('q') => Msg::Quit,
        KeyCode::Char('?') => Msg::Help,
        KeyCode::Char('i') => Msg::ShowRules,
        _ => return None,
    })
}

fn over(key: KeyEvent) -> Option<Msg> {
    Some(match key.code {
        KeyCode::Char('m') => Msg::Rematch,
        KeyCode::Char('[') | KeyCode::PageUp => Msg::Earlier,
        KeyCode::Char(']') | KeyCode::PageDown => Msg::Later,
        KeyCode::Char('s') => Msg::ToSetup,
        KeyCode::Char('u') => Msg::Undo,
        KeyCode::Char('n') => Msg::Restart,
        KeyCode::Char('S') => Msg::Save,
        KeyCode::Char('v') => Msg::Replay,
        KeyCode::Char('q') | KeyCode::Esc => Msg::Quit,
        KeyCode::Char('?') => Msg::Help,
        KeyCode::Char('i') => Msg::ShowRules,
        _ => return None,
    })
}
