//! The longest game the engine allows, for the tests of what a saved game
//! may hold and for `examples/archive_games.rs` (which includes this file
//! by its path), which fills an archive with it to measure the open dialog.

use yote_engine::{Game, MAX_PLIES, Rules};

/// A game of `MAX_PLIES` plies with the longest tokens: two pieces dropped
/// on an 8×8 board, then stepping to and fro (every step 5 characters)
/// with repetition draws off, so that every move is legal until the move
/// limit draws the game.
pub fn longest_game() -> Game {
    let rules = Rules {
        rows: 8,
        columns: 8,
        pieces_per_player: 1,
        win_when_opponent_has_at_most: 0,
        repetition_draw: 0,
        ..Rules::default()
    };
    let mut tokens = vec!["@a1".to_string(), "@h8".to_string()];
    let cycle = ["a1-a2", "h8-h7", "a2-a1", "h7-h8"];
    tokens.extend(
        cycle
            .iter()
            .cycle()
            .take(MAX_PLIES - 2)
            .map(|t| (*t).to_string()),
    );
    let mut game = Game::new(rules).expect("valid rules");
    game.play_tokens(&tokens).expect("every move is legal");
    game
}
