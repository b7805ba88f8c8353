//! The review screen's own words: which move is shown. The review's
//! judgements, summaries and budget are the shared words'
//! ([`crate::words::review`]), as `yote review` says them.

use yote_engine::Game;

/// "move 12": how the game counts the move at ply `index` (0-based), in
/// pairs, as every screen counts moves.
pub fn move_at(full: &Game, index: usize, side: &str) -> String {
    match full.move_number(index) {
        Some(n) => crate::words::move_number(n, side),
        None => String::new(),
    }
}
