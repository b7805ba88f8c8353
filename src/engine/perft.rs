//! Whole-tree counts and random games: the engine's own measures of
//! correctness (perft) and speed (playouts).

use rand::Rng;

use super::game::Game;
use super::movegen::MoveGen;
use super::moves::{Move, MoveKind};
use super::position::Position;

/// Counts the move sequences of exactly `depth` moves (RULES.md §6), the
/// last ply counted without playing it ("bulk counting"). The game is
/// searched on copies of its position ([`MoveGen::play`]), with repetition
/// found by key, and left as it was.
pub fn perft(game: &mut Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if game.is_over() {
        return 0;
    }
    let mut walk = Walk {
        movegen: *game.movegen(),
        repetition_draw: usize::from(game.rules().repetition_draw),
        keys: game.repetition_keys().to_vec(),
        moves: Vec::with_capacity(1024),
    };
    walk.count(game.position(), 0, depth)
}

/// The state of a perft walk: the keys of the positions on the way (for
/// repetition) and one move list shared by every level.
struct Walk {
    movegen: MoveGen,
    repetition_draw: usize,
    keys: Vec<u64>,
    moves: Vec<Move>,
}

impl Walk {
    /// The sequences of `depth` moves from `pos`, a position where the game
    /// goes on; `self.keys[repeatable..]` are the earlier positions it could
    /// repeat.
    fn count(&mut self, pos: &Position, repeatable: usize, depth: u32) -> u64 {
        if depth == 1 {
            // No legal move ends the game, and counts 0 here too.
            return self.movegen.count(pos);
        }
        let start = self.moves.len();
        let moves = &mut self.moves;
        self.movegen.generate(pos, |m| moves.push(m));
        let end = self.moves.len();
        self.keys.push(pos.key());
        let mut total = 0;
        for i in start..end {
            let mv = self.moves[i];
            let child = self.movegen.play(pos, &mv);
            if self.movegen.material_outcome_after(&mv, &child).is_some() {
                continue;
            }
            let child_repeatable = if matches!(mv.kind(), MoveKind::Drop | MoveKind::Capture) {
                self.keys.len()
            } else {
                if self.repeats(&child, repeatable) {
                    continue;
                }
                repeatable
            };
            total += self.count(&child, child_repeatable, depth - 1);
        }
        self.keys.pop();
        self.moves.truncate(start);
        total
    }

    /// Whether `pos` has now occurred `repetition_draw` times (RULES.md §4
    /// step 5).
    #[inline]
    fn repeats(&self, pos: &Position, repeatable: usize) -> bool {
        if self.repetition_draw == 0 {
            return false;
        }
        let key = pos.key();
        let earlier = self.keys[repeatable..]
            .iter()
            .filter(|&&k| k == key)
            .count();
        earlier + 1 >= self.repetition_draw
    }
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
    use crate::engine::{NoLegalMove, Rules, SecondPiece};

    /// Perft by playing and undoing on the game, the plain way.
    fn perft_by_undo(game: &mut Game, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut total = 0;
        for mv in game.legal_moves() {
            game.play_unchecked(mv);
            total += perft_by_undo(game, depth - 1);
            game.undo();
        }
        total
    }

    /// The copy-make perft agrees with playing on the game, from positions
    /// with a history to repeat (steps back and forth) under rules where
    /// repetition, few pieces, bonus moves and no legal move end games early.
    #[test]
    fn copy_make_perft_agrees_with_the_game() {
        let two = Rules {
            pieces_per_player: 2,
            win_when_opponent_has_at_most: 0,
            ..Rules::default()
        };
        let rule_sets = [
            Rules {
                repetition_draw: 2,
                ..two.clone()
            },
            two.clone(),
            Rules {
                bonus_move_after_capture: true,
                jump_own_pieces: true,
                draw_when_both_have_at_most: 1,
                ..two.clone()
            },
            Rules {
                rows: 2,
                columns: 3,
                no_legal_move: NoLegalMove::MostPiecesWins,
                repetition_draw: 4,
                ..two
            },
        ];
        let openings: [&[&str]; 3] = [
            &["@a1", "@b2"],
            &["@a1", "@b2", "@c1", "@c2"],
            &[
                "@a1", "@b2", "@c1", "@c2", "a1-a2", "b2-b1", "a2-a1", "b1-b2",
            ],
        ];
        let mut compared = 0;
        for rules in rule_sets {
            for opening in openings {
                let mut game = Game::new(rules.clone());
                if game.play_tokens(opening).is_err() {
                    continue;
                }
                for depth in 0..=5 {
                    let fast = perft(&mut game, depth);
                    assert_eq!(game.ply(), opening.len());
                    let slow = perft_by_undo(&mut game, depth);
                    assert_eq!(fast, slow, "{rules:?} {opening:?} depth {depth}");
                    compared += 1;
                }
            }
        }
        assert!(compared >= 50);
    }

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
