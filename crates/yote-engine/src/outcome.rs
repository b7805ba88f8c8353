//! How a game ends: who won and why, as data. Its own file so that move
//! generation (which finds the end) and the game (which keeps it) both
//! stand on it without importing each other.

use super::square::Color;

/// Who won, or a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    Win(Color),
    Draw,
}

impl GameResult {
    /// `"white"`, `"black"` or `"draw"`, as in the JSON output.
    pub fn key(self) -> &'static str {
        match self {
            GameResult::Win(c) => c.name(),
            GameResult::Draw => "draw",
        }
    }
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The loser is down to `left` pieces (board + hand).
    OutOfPieces { loser: Color, left: u32 },
    /// Both players are down to `at_most` pieces or fewer.
    FewPieces { at_most: u8 },
    /// The same position occurred `times` times.
    Repetition { times: u8 },
    /// `stuck` had no legal move and loses.
    NoMoveLoses { stuck: Color },
    /// `stuck` had no legal move; the pieces were counted.
    NoMoveCount {
        stuck: Color,
        white: u32,
        black: u32,
    },
    /// The players agreed to a draw (an interface action, not a rule).
    Agreed,
    /// A player resigned (an interface action, not a rule).
    Resigned { by: Color },
    /// The game reached [`MAX_PLIES`] moves without another end.
    MoveLimit,
    /// `flagged`'s time ran out (an interface action, not a rule) and it
    /// loses ([`crate::Game::out_of_time`]).
    OutOfTime { flagged: Color },
    /// `flagged`'s time ran out, but its opponent could never have won by
    /// the rules: a draw.
    OutOfTimeNoWin { flagged: Color },
}

/// The longest game: one still going after this many moves (plies, bonus
/// moves included) is drawn. Without it, two players stepping about with the
/// repetition draw off would never finish, and a saved game of any length
/// could be written that is too large to load again (`record::MAX_FILE_SIZE`
/// is chosen so that this many moves always fit).
pub const MAX_PLIES: usize = 90_000;

impl Reason {
    /// Every reason's key, as a saved game's `reason` stores it.
    pub const KEYS: [&'static str; 10] = [
        "out_of_pieces",
        "few_pieces",
        "repetition",
        "no_moves",
        "no_moves_most_pieces",
        "agreed",
        "resigned",
        "move_limit",
        "out_of_time",
        "out_of_time_no_win",
    ];

    /// The reason's key (one of [`Reason::KEYS`]): data, in no language.
    pub fn key(self) -> &'static str {
        let index = match self {
            Reason::OutOfPieces { .. } => 0,
            Reason::FewPieces { .. } => 1,
            Reason::Repetition { .. } => 2,
            Reason::NoMoveLoses { .. } => 3,
            Reason::NoMoveCount { .. } => 4,
            Reason::Agreed => 5,
            Reason::Resigned { .. } => 6,
            Reason::MoveLimit => 7,
            Reason::OutOfTime { .. } => 8,
            Reason::OutOfTimeNoWin { .. } => 9,
        };
        Reason::KEYS[index]
    }
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub result: GameResult,
    pub reason: Reason,
}
