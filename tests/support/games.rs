#![allow(dead_code)]
//! Random games for the search's tests: positions reached by random legal
//! moves under any rules, reproducible from a seed.

use rand::{Rng, SeedableRng, rngs::SmallRng};
use yote_engine::{Game, Rules};

/// A game after up to `plies` random moves (fewer if it ends first).
pub fn random_game(rules: &Rules, plies: usize, rng: &mut impl Rng) -> Game {
    let mut game = Game::new(rules.clone()).expect("valid rules");
    while game.ply() < plies && !game.is_over() {
        let n = game.count_legal_moves();
        let mv = game
            .nth_legal_move(rng.random_range(0..n))
            .expect("index below the count");
        game.play_unchecked(mv);
    }
    game
}

/// [`random_game`] with the moves drawn from `seed`.
pub fn seeded_game(rules: &Rules, plies: usize, seed: u64) -> Game {
    random_game(rules, plies, &mut SmallRng::seed_from_u64(seed))
}
