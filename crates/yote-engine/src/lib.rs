//! The pure rules engine: options, board, moves, legal move generation,
//! playing and undoing moves, the attacked pieces, the end of the game, notation, Zobrist keys
//! for searching. No I/O here.

mod attacks;
mod game;
mod movegen;
mod moves;
mod notation;
mod outcome;
mod perft;
mod position;
mod rules;
mod setup;
mod square;
mod zobrist;

pub use attacks::{Attacks, jumpable};
pub use game::{Game, MoveNumber, moves_in, number_moves};
pub use movegen::{Chain, MoveGen};
pub use moves::{Move, MoveKind, PackedMove};
pub use notation::{IllegalMove, Malformed, MoveError, ReplayError};
pub use outcome::{GameResult, MAX_PLIES, Outcome, Reason};
pub use perft::{Playouts, perft, random_playout};
pub use position::Position;
pub use rules::{
    Inconsistency, KEYS, NoLegalMove, Place, Range, RuleKey, RuleKind, RuleValue, Rules,
    RulesError, RulesErrorKind, SecondPiece,
};
pub use setup::{Setup, SetupError, SetupField};
pub use square::{Bitboard, Color, Dir, Square, board_mask, shift, squares};
