//! The pure rules engine: options, board, moves, legal move generation,
//! playing and undoing moves, the attacked pieces, the end of the game,
//! notation, Zobrist keys for searching. No I/O and no words: a refusal is
//! a typed value whose `Display` is data (keys, squares, moves in
//! notation); the sentences for people are made where they are shown.
//!
//! A [`Game`] is made only from [`Rules`] that hold together
//! ([`Game::new`] returns the [`RulesError`] otherwise); [`Game::default`]
//! is the standard game.
//!
//! ```
//! use yote_engine::{Color, Game, IllegalMove, Move, Rules, Square};
//!
//! let mut game = Game::default();
//! assert_eq!(game.legal_moves().len(), 30); // a drop on any square
//!
//! // Moves from their notation (docs/rules.md §5), or built and checked.
//! game.play_tokens(&["@c3", "@c4"])?;
//! let step = Move::step(Square::new(2, 2), Square::new(1, 2));
//! game.try_play(step)?;
//! assert_eq!(game.to_move(), Color::Black);
//! assert_eq!(game.try_play(step), Err(IllegalMove::NotLegal(step)));
//!
//! // Other rules: checked when the game is made.
//! let game = Game::new(Rules { multi_jump: true, ..Rules::default() })?;
//! assert!(game.rules().multi_jump);
//! let crowded = Rules { pieces_per_player: 16, ..Rules::default() };
//! assert!(Game::new(crowded).is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The everyday types are here at the root; the rest is grouped by topic:
//! [`rules`] (the options one by one, and their refusals), [`notation`]
//! (reading tokens, and why one is refused), [`game`] (move numbers),
//! [`square`] (directions and bitboard helpers) and [`perft`] (whole-tree
//! counts and random games, the engine's own measures).
//!
//! The `test-support` feature makes public a few parts that only the
//! workspace's tests use (packed moves, capture chains taken apart, the key
//! computed from scratch).

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
