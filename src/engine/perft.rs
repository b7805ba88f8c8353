//! Whole-tree counts and random games: the engine's own measures of
//! correctness (perft) and speed (playouts).

use rand::Rng;

use super::game::Game;

/// Counts the move sequences of exactly `depth` moves (RULES.md §6), the
/// last ply counted without playing it ("bulk counting").
pub fn perft(game: &mut Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return game.count_legal_moves();
    }
    if game.is_over() {
        return 0;
    }
    let mut moves = Vec::new();
    game.legal_moves_into(&mut moves);
    let mut total = 0;
    for mv in moves {
        game.play_unchecked(mv);
        total += perft(game, depth - 1);
        game.undo();
    }
    total
}

/// Plays uniformly random legal moves until the game ends or `max_plies`
/// moves have been played; returns how many moves were played.
pub fn random_playout(game: &mut Game, rng: &mut impl Rng, max_plies: usize) -> usize {
    let start = game.ply();
    while !game.is_over() && game.ply() - start < max_plies {
        let n = game.count_legal_moves();
        let Some(mv) = game.nth_legal_move(rng.random_range(0..n)) else {
            break;
        };
        game.play_unchecked(mv);
    }
    game.ply() - start
}

#[cfg(test)]
mod tests {
    use rand::{SeedableRng, rngs::SmallRng};

    use super::*;
    use crate::engine::{Rules, SecondPiece};

    /// `nth_legal_move` must walk the generated list exactly, under options
    /// that make many second-removal choices.
    #[test]
    fn nth_move_matches_generation_order() {
        let mut rng = SmallRng::seed_from_u64(7);
        for second_piece in SecondPiece::ALL {
            for multi_jump in [false, true] {
                let rules = Rules {
                    second_piece,
                    multi_jump,
                    jump_own_pieces: multi_jump,
                    mandatory_capture: multi_jump && second_piece == SecondPiece::Board,
                    ..Rules::default()
                };
                for _ in 0..20 {
                    let mut game = Game::new(rules.clone());
                    while !game.is_over() {
                        let all = game.legal_moves();
                        assert_eq!(all.len() as u64, game.count_legal_moves());
                        for (i, mv) in all.iter().enumerate() {
                            assert_eq!(game.nth_legal_move(i as u64).as_ref(), Some(mv));
                        }
                        assert_eq!(game.nth_legal_move(all.len() as u64), None);
                        random_playout(&mut game, &mut rng, 1);
                    }
                }
            }
        }
    }
}
