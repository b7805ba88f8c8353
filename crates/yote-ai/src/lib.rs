//! The computer opponent: a search on the engine, an evaluation that knows
//! Yoté, and levels from a beginner's opponent to the full search.

pub mod endgame;
mod eval;
mod levels;
mod node;
mod ordering;
mod progress;
pub mod review;
mod score;
mod search;
#[cfg(test)]
mod test_positions;
mod tt;
pub mod tune;
mod tuned;
mod weights;

pub use levels::{HARD_TIME, Level, Player, all_cores, choose};
pub use score::{Score, win_in};
pub use search::{
    DEFAULT_TABLE_MB, KnownMove, Limits, MAX_DEPTH, Progress, SearchResult, Searcher, Techniques,
};

use std::sync::atomic::AtomicBool;

use yote_engine::Game;

/// Searches the position of `game` for the player to move, with a fresh
/// table and the techniques of an analysis (a draw scores 0, see
/// [`Techniques::analysis`]): see [`Searcher::think`]. `None` when the
/// game is over. Meant to
/// run on a thread of its own: set `stop` to have it return at once with
/// the best move found so far.
pub fn think(
    game: &Game,
    limits: Limits,
    stop: &AtomicBool,
    on_progress: impl FnMut(&Progress),
) -> Option<SearchResult> {
    let mut searcher = Searcher::default();
    searcher.set_techniques(Techniques::analysis());
    searcher.think(game, limits, stop, on_progress)
}
