//! The pure rules engine: options, board, moves, legal move generation,
//! playing and undoing moves, the attacked pieces, the end of the game, notation, Zobrist keys
//! for searching. No I/O here.

mod attacks;
pub mod game;
mod movegen;
mod moves;
pub mod notation;
mod outcome;
pub mod perft;
mod position;
pub mod rules;
pub mod square;
mod zobrist;

pub use attacks::Attacks;
pub use game::Game;
pub use movegen::MoveGen;
pub use moves::{Move, MoveKind};
pub use notation::{IllegalMove, MoveError};
pub use outcome::{GameResult, MAX_PLIES, Outcome, Reason};
pub use position::Position;
pub use rules::{NoLegalMove, Rules, RulesError, SecondPiece};
pub use square::{Bitboard, Color, Square};

#[cfg(feature = "test-support")]
pub use movegen::Chain;
#[cfg(feature = "test-support")]
pub use moves::PackedMove;
