//! The screens, each in its own module and owning its state, and the stack
//! the app keeps them on: the setup screen at the bottom, always there, and
//! above it the screens opened from there (the game, its replay, a review,
//! the settings). Opening a screen pushes it; Back pops it. What the top
//! screen is decides the rules and names shown, the keys and the size the
//! terminal needs.

pub mod connect;
pub mod game;
pub mod learn;
pub mod replay;
pub mod review;
pub mod settings;
pub mod setup;

use yote_engine::Rules;

use crate::tui::msg::KeyPlace;
use connect::Connect;
use game::play::Play;
use learn::LearnScreen;
use learn::puzzles::PuzzleScreen;
use replay::Replay;
use review::ReviewScreen;
use settings::Settings;
use setup::Setup;

/// A screen above the setup screen, with its state.
#[derive(Clone, Debug)]
pub enum Screen {
    Game(Box<Play>),
    /// A saved or finished game stepped through move by move.
    Replay(Box<Replay>),
    /// A game reviewed by the engine, stepped through move by move.
    Review(Box<ReviewScreen>),
    /// The preferences, edited and saved.
    Settings(Box<Settings>),
    /// The lessons: a list, and a task on a board of its own.
    Learn(Box<LearnScreen>),
    /// The puzzles: one position at a time, near the player's rating.
    Puzzles(Box<PuzzleScreen>),
    /// Hosting or joining a game with someone on another computer.
    Connect(Box<Connect>),
}

/// Which screen is on show, without its state (for tests and the help).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScreenKind {
    Setup,
    Game,
    Replay,
    Review,
    Settings,
    Learn,
    Puzzles,
    Connect,
}

impl Screen {
    /// Which screen this is.
    pub fn kind(&self) -> ScreenKind {
        match self {
            Screen::Game(_) => ScreenKind::Game,
            Screen::Replay(_) => ScreenKind::Replay,
            Screen::Review(_) => ScreenKind::Review,
            Screen::Settings(_) => ScreenKind::Settings,
            Screen::Learn(_) => ScreenKind::Learn,
            Screen::Puzzles(_) => ScreenKind::Puzzles,
            Screen::Connect(_) => ScreenKind::Connect,
        }
    }

    /// The rules of the game shown, if the screen shows one.
    pub fn rules(&self) -> Option<&Rules> {
        match self {
            Screen::Game(play) => Some(play.table.rules()),
            Screen::Replay(replay) => Some(&replay.saved.rules),
            Screen::Review(review) => Some(&review.replay.saved.rules),
            Screen::Settings(_) => None,
            Screen::Learn(learn) => learn.open.as_ref().map(|o| o.game.rules()),
            Screen::Puzzles(p) => p.game.as_ref().map(yote_engine::Game::rules),
            Screen::Connect(c) => Some(&c.rules),
        }
    }

    /// The players' names of the game shown, White's first, if any.
    pub fn names(&self) -> Option<&[String; 2]> {
        match self {
            Screen::Game(play) => Some(&play.table.names),
            Screen::Replay(replay) => Some(&replay.names),
            Screen::Review(review) => Some(&review.replay.names),
            Screen::Settings(_) | Screen::Learn(_) | Screen::Puzzles(_) | Screen::Connect(_) => {
                None
            }
        }
    }

    /// The smallest terminal the screen fits: (width, height).
    pub fn min_size(&self) -> (u16, u16) {
        match self {
            Screen::Game(play) => game::layout::min_size(play.table.rules()),
            Screen::Replay(replay) => game::layout::min_size(&replay.saved.rules),
            Screen::Review(review) => review::min_size(&review.replay.saved.rules),
            Screen::Settings(_) => settings::MIN_SIZE,
            Screen::Learn(_) | Screen::Puzzles(_) => learn::MIN_SIZE,
            Screen::Connect(_) => connect::MIN_SIZE,
        }
    }

    /// Where the player is on this screen, for the key map.
    pub fn place(&self) -> KeyPlace {
        match self {
            Screen::Game(play) => play.place(),
            Screen::Replay(_) | Screen::Review(_) => KeyPlace::Replay,
            // The settings' keys: lines chosen with ↑↓, text typed.
            Screen::Settings(_) => KeyPlace::Settings,
            Screen::Connect(_) => KeyPlace::Connect,
            Screen::Learn(_) | Screen::Puzzles(_) => KeyPlace::Learn,
        }
    }
}

/// The screens on show: the setup screen, always at the bottom, and those
/// opened above it, the top one last. At most one game is on it.
#[derive(Clone, Debug)]
pub struct Stack {
    pub setup: Setup,
    above: Vec<Screen>,
}

impl Stack {
    /// The setup screen alone.
    pub fn new(setup: Setup) -> Stack {
        Stack {
            setup,
            above: Vec::new(),
        }
    }

    /// The screen on top (`None`: the setup screen).
    pub fn top(&self) -> Option<&Screen> {
        self.above.last()
    }

    /// The screen on top, to change (`None`: the setup screen).
    pub fn top_mut(&mut self) -> Option<&mut Screen> {
        self.above.last_mut()
    }

    /// Which screen is on top.
    pub fn kind(&self) -> ScreenKind {
        self.top().map_or(ScreenKind::Setup, Screen::kind)
    }

    /// Opens `screen` over the others.
    pub fn push(&mut self, screen: Screen) {
        self.above.push(screen);
    }

    /// Closes the screen on top (the setup screen stays): what it was.
    pub fn pop(&mut self) -> Option<Screen> {
        self.above.pop()
    }

    /// Closes every screen above the setup screen: what they were, the
    /// lowest first.
    pub fn clear(&mut self) -> Vec<Screen> {
        std::mem::take(&mut self.above)
    }

    /// The screens above the setup screen, the lowest first.
    pub fn above(&self) -> &[Screen] {
        &self.above
    }

    /// The game on the stack, if any (under whatever is open above it).
    pub fn play(&self) -> Option<&Play> {
        self.above.iter().find_map(|s| match s {
            Screen::Game(play) => Some(&**play),
            _ => None,
        })
    }

    /// The game on the stack, to change.
    pub fn play_mut(&mut self) -> Option<&mut Play> {
        self.above.iter_mut().find_map(|s| match s {
            Screen::Game(play) => Some(&mut **play),
            _ => None,
        })
    }

    /// The replay on the stack, if any.
    pub fn replay(&self) -> Option<&Replay> {
        self.above.iter().rev().find_map(|s| match s {
            Screen::Replay(replay) => Some(&**replay),
            _ => None,
        })
    }

    /// The review on the stack, if any.
    pub fn review(&self) -> Option<&ReviewScreen> {
        self.above.iter().rev().find_map(|s| match s {
            Screen::Review(review) => Some(&**review),
            _ => None,
        })
    }

    /// The review on the stack, to change.
    pub fn review_mut(&mut self) -> Option<&mut ReviewScreen> {
        self.above.iter_mut().rev().find_map(|s| match s {
            Screen::Review(review) => Some(&mut **review),
            _ => None,
        })
    }

    /// The lessons screen on the stack, to change.
    pub fn learn_mut(&mut self) -> Option<&mut LearnScreen> {
        self.above.iter_mut().rev().find_map(|s| match s {
            Screen::Learn(learn) => Some(&mut **learn),
            _ => None,
        })
    }

    /// The puzzles screen on the stack, to change.
    pub fn puzzles_mut(&mut self) -> Option<&mut PuzzleScreen> {
        self.above.iter_mut().rev().find_map(|s| match s {
            Screen::Puzzles(p) => Some(&mut **p),
            _ => None,
        })
    }

    /// The settings screen on the stack, if any.
    pub fn settings(&self) -> Option<&Settings> {
        self.above.iter().rev().find_map(|s| match s {
            Screen::Settings(settings) => Some(&**settings),
            _ => None,
        })
    }

    /// The settings screen on the stack, to change.
    pub fn settings_mut(&mut self) -> Option<&mut Settings> {
        self.above.iter_mut().rev().find_map(|s| match s {
            Screen::Settings(settings) => Some(&mut **settings),
            _ => None,
        })
    }
}
