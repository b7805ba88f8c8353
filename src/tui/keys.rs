//! The key map: a key press becomes a message, depending on what is on
//! screen; and the (key, what it does) pairs shown in the key bar and help.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::engine::SecondPiece;

use super::app::{App, Msg, Overlay, Screen};
use super::saves::Offer;

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

/// The short key bar of each situation: the dialog's keys while one is open.
pub fn bar(app: &App) -> &'static [(&'static str, &'static str)] {
    match app.overlay {
        Some(Overlay::Help | Overlay::Rules) => {
            return &[("↑↓", "scroll"), ("any other key", "close")];
        }
        Some(Overlay::Confirm(_) | Overlay::DrawOffer(_)) => {
            return &[("y", "yes"), ("n / Esc", "no"), ("Ctrl-C", "quit at once")];
        }
        None => {}
    }
    if let Some(prompt) = &app.prompt {
        return if prompt.asking() {
            &[("y", "overwrite"), ("n / Esc", "keep the file")]
        } else if !prompt.games.is_empty() {
            &[
                ("↑↓", "choose"),
                ("Enter", "open"),
                ("Esc", "cancel"),
                ("Ctrl-U", "clear"),
            ]
        } else {
            &[("Enter", "confirm"), ("Esc", "cancel"), ("Ctrl-U", "clear")]
        };
    }
    match app.screen {
        Screen::Setup if app.setup.editing() => bar_setup(true),
        Screen::Game if app.play.as_ref().is_some_and(|p| p.view.is_some()) => &[
            ("[ ] / ← →", "earlier / later move"),
            ("Esc", "back to the game"),
            ("?", "help"),
            ("q", "quit"),
        ],
        Screen::Setup if matches!(app.offer, Offer::Game(_)) => &[
            ("r", "resume"),
            ("x", "discard"),
            ("↑↓", "line"),
            ("←→", "change"),
            ("s", "start new"),
            ("o", "open"),
            ("?", "help"),
            ("q", "quit"),
        ],
        Screen::Setup => bar_setup(false),
        Screen::Replay => &[
            ("←→", "step"),
            ("Home/End", "start/end"),
            ("c", "play on from here"),
            ("Esc", "back"),
            ("?", "help"),
            ("q", "quit"),
        ],
        Screen::Game if app.game_over() => &[
            ("m", "rematch"),
            ("s", "setup"),
            ("u", "undo"),
            ("v", "replay"),
            ("S", "save"),
            ("i", "rules"),
            ("q", "quit"),
        ],
        Screen::Game if app.play.as_ref().is_some_and(|p| p.stage.is_removing()) => {
            let hand = app.play.as_ref().is_some_and(|p| p.highlights().hand);
            if hand {
                &[
                    ("Enter", "take the marked piece"),
                    ("H", "take from the hand"),
                    ("Backspace", "take back"),
                    ("?", "help"),
                ]
            } else {
                &[
                    ("hjkl", "cursor"),
                    ("Enter", "take the marked piece"),
                    ("Backspace", "take back"),
                    ("?", "help"),
                ]
            }
        }
        Screen::Game if app.play.as_ref().is_some_and(|p| p.stage.is_chain()) => &[
            ("hjkl", "cursor"),
            ("Enter", "jump again"),
            ("s", "stop here"),
            ("Esc", "cancel"),
            ("?", "help"),
        ],
        Screen::Game if app.computer_to_move() => &[
            ("u", "undo"),
            ("Esc", "pause"),
            ("p", "pause/resume"),
            ("S", "save"),
            ("?", "help"),
            ("q", "quit"),
        ],
        Screen::Game => &[
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

/// The message for a key press, if the key means anything here.
pub fn to_msg(app: &App, key: KeyEvent) -> Option<Msg> {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match key.code {
            KeyCode::Char('c') | KeyCode::Char('q') => Some(Msg::ForceQuit),
            KeyCode::Char('z') => Some(Msg::Suspend),
            KeyCode::Char('u') if app.prompt.is_some() || app.setup.editing() => {
                Some(Msg::ClearLine)
            }
            _ => None,
        };
    }
    if let Some(prompt) = &app.prompt {
        return prompt_key(prompt.asking(), key);
    }
    if let Some(overlay) = &app.overlay {
        return Some(match overlay {
            Overlay::Help | Overlay::Rules => match key.code {
                KeyCode::Down | KeyCode::Char('j') | KeyCode::PageDown => Msg::Down,
                KeyCode::Up | KeyCode::Char('k') | KeyCode::PageUp => Msg::Up,
                _ => Msg::Close,
            },
            Overlay::Confirm(_) | Overlay::DrawOffer(_) => match key.code {
                KeyCode::Char('y') | KeyCode::Char('Y') => Msg::Yes,
                KeyCode::Char('n') | KeyCode::Char('N') | KeyCode::Esc => Msg::No,
                _ => return None,
            },
        });
    }
    match app.screen {
        Screen::Setup if app.setup.editing() => setup_editing(key),
        Screen::Setup => setup(key),
        Screen::Game if app.play.as_ref().is_some_and(|p| p.view.is_some()) => looking(key),
        Screen::Game if app.game_over() => over(key),
        Screen::Game => game(key),
        Screen::Replay => replay(key),
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
