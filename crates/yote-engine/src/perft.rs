//! Whole-tree counts and random games: the engine's own measures of
//! correctness (perft) and speed (playouts).

use rand::Rng;

use super::game::Game;
use super::movegen::{MoveGen, fast_pdep};
use super::moves::MoveKind;
use super::outcome::{GameResult, MAX_PLIES, Outcome, Reason};
use super::position::Position;
use super::rules::Rules;
use super::square::Bitboard;

/// Counts the move sequences of exactly `depth` moves (docs/scripting.md), the
/// last ply counted without playing it ("bulk counting"). The game is
/// searched on copies of its position ([`MoveGen::play`]), with repetition
/// found by key, and left as it was.
///
/// ```
/// use yote_engine::Game;
/// use yote_engine::perft::perft;
///
/// let mut game = Game::default();
/// assert_eq!(perft(&mut game, 1), 30);
/// assert_eq!(perft(&mut game, 2), 30 * 29);
/// assert_eq!(game.ply(), 0);
/// ```
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
    };
    walk.count(game.position(), 0, depth)
}

/// The state of a perft walk: the keys of the positions on the way (for
/// repetition). Moves are handed over by the generator, never listed.
struct Walk {
    movegen: MoveGen,
    repetition_draw: usize,
    keys: Vec<u64>,
}

impl Walk {
    /// The sequences of `depth` moves from `pos`, a position where the game
    /// goes on; `self.keys[repeatable..]` are the earlier positions it could
    /// repeat.
    fn count(&mut self, pos: &Position, repeatable: usize, depth: u32) -> u64 {
        let movegen = self.movegen;
        if depth == 1 {
            // No legal move ends the game, and counts 0 here too.
            return movegen.count(pos);
        }
        self.keys.push(pos.key());
        let after_drops = if depth == 2 {
            movegen.count_after_drops(pos)
        } else {
            None
        };
        let mut total = after_drops.unwrap_or(0);
        let each = |mv| {
            let child = movegen.play(pos, &mv);
            if movegen.material_outcome_after(&mv, &child).is_some() {
                return;
            }
            let child_repeatable = if matches!(mv.kind(), MoveKind::Drop | MoveKind::Capture) {
                self.keys.len()
            } else {
                if self.repeats(&child, repeatable) {
                    return;
                }
                repeatable
            };
            total += if depth == 2 {
                // The last ply is counted where it is, not by a call.
                movegen.count(&child)
            } else {
                self.count(&child, child_repeatable, depth - 1)
            };
        };
        match after_drops {
            Some(_) => movegen.generate_but_drops(pos, each),
            None => movegen.generate(pos, each),
        }
        self.keys.pop();
        total
    }

    /// Whether `pos` has now occurred `repetition_draw` times (docs/rules.md §4
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
        let pick = |n| rng.random_range(0..n);
        let Some(mv) = game.movegen().random_move(game.position(), pick) else {
            break;
        };
        game.play_unchecked(mv);
    }
    game.ply() - start
}

/// How many buckets [`Playouts`] sorts the boards since the last drop or
/// capture into: a bucket holding fewer boards than a repetition needs
/// rules it out without scanning the list (1 KiB, so it stays in the L1
/// cache).
const REPETITION_BUCKETS: usize = 1024;

/// The bucket of a board (White's pieces, Black's): the top bits of a
/// multiplicative hash of both sets.
#[inline(always)]
fn bucket([white, black]: [Bitboard; 2]) -> usize {
    let mixed = (white ^ black.rotate_left(32)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    (mixed >> (64 - REPETITION_BUCKETS.trailing_zeros())) as usize
}

/// Random games from the start to their end, played on copies of the
/// position with only the boards since the last drop or capture kept (for
/// repetition): the moves, and so the games, of [`random_playout`] on a
/// new [`Game`] with the same random numbers, without the game's record.
///
/// No key is kept (`MoveGen::play_keyed`): since the last drop or capture
/// both hands stay as they are and the sides alternate, so a position
/// there comes back exactly when its board does, with the same player to
/// move, and boards are compared whole.
#[derive(Clone, Debug)]
pub struct Playouts {
    movegen: MoveGen,
    repetition_draw: usize,
    repetition_times: u8,
    /// Whether the CPU finds squares quicker with `pdep` ([`fast_pdep`]).
    pdep: bool,
    /// The boards (White's pieces, Black's) since the last drop or capture.
    boards: Vec<[Bitboard; 2]>,
    /// How many of `boards` fall in each [`bucket`], saturating at 255 (so
    /// never fewer than there are): scanning `boards` for a repetition is
    /// needed only where a bucket holds `repetition_draw - 1` of them or
    /// more.
    in_bucket: [u8; REPETITION_BUCKETS],
}

impl Playouts {
    /// Playouts under `rules` (which must have passed [`Rules::validate`]).
    pub fn new(rules: &Rules) -> Playouts {
        Playouts {
            movegen: MoveGen::new(rules),
            repetition_draw: usize::from(rules.repetition_draw),
            repetition_times: rules.repetition_draw,
            pdep: fast_pdep(),
            boards: Vec::with_capacity(256),
            in_bucket: [0; REPETITION_BUCKETS],
        }
    }

    /// Forgets the boards: nothing before a drop or a capture can come back.
    #[inline]
    fn forget_boards(&mut self) {
        for &board in &self.boards {
            self.in_bucket[bucket(board)] = 0;
        }
        self.boards.clear();
    }

    /// Remembers the board of `pos`, a position that may come back.
    #[inline]
    fn remember(&mut self, pos: &Position) {
        let board = pos.pieces;
        self.boards.push(board);
        let n = &mut self.in_bucket[bucket(board)];
        *n = n.saturating_add(1);
    }

    /// Whether `pos`, just reached, has now occurred `repetition_draw` times
    /// (docs/rules.md §4 step 5); `repetition_draw` is not 0.
    #[inline]
    fn repeats(&self, pos: &Position) -> bool {
        let board = pos.pieces;
        if usize::from(self.in_bucket[bucket(board)]) + 1 < self.repetition_draw {
            return false;
        }
        // Since the last drop or capture the sides alternate: only every
        // other earlier position has the same player to move.
        let mut earlier = 0;
        let mut i = self.boards.len();
        while i >= 2 {
            i -= 2;
            earlier += usize::from(self.boards[i] == board);
        }
        earlier + 1 >= self.repetition_draw
    }

    /// Plays one random game to its end: how many moves it took and how it
    /// ended (every end of docs/rules.md §4 and the move limit, as [`Game`]).
    /// Out of line: one call a game, and a profile that names it.
    #[inline(never)]
    pub fn play(&mut self, rng: &mut impl Rng) -> (usize, Outcome) {
        match self.movegen.jumps() {
            // The standard rules' loop, with the options as constants.
            #[cfg(target_arch = "x86_64")]
            (false, false) if self.pdep => {
                // SAFETY: `pdep` is set only where the CPU has BMI2.
                unsafe { self.play_bmi2(rng) }
            }
            (false, false) => self.play_as(rng, false, false, false),
            (own_jumps, multi_jump) => self.play_as(rng, own_jumps, multi_jump, false),
        }
    }

    /// The standard rules' loop compiled for BMI2, finding squares with
    /// `pdep` (see [`MoveGen::random_move_in`]).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "bmi2")]
    fn play_bmi2(&mut self, rng: &mut impl Rng) -> (usize, Outcome) {
        self.play_as(rng, false, false, true)
    }

    /// [`Playouts::play`] under this generator's `jump_own_pieces` and
    /// `multi_jump`, with `pdep` or not (see [`MoveGen::random_move_in`]).
    #[inline(always)]
    fn play_as(
        &mut self,
        rng: &mut impl Rng,
        own_jumps: bool,
        multi_jump: bool,
        pdep: bool,
    ) -> (usize, Outcome) {
        let movegen = self.movegen;
        let mut pos = movegen.start();
        self.forget_boards();
        let mut plies = 0;
        loop {
            let mv = if plies < MAX_PLIES {
                movegen.random_move_in(own_jumps, multi_jump, pdep, &pos, |n| {
                    rng.random_range(0..n)
                })
            } else {
                None
            };
            let Some(mv) = mv else {
                let outcome = movegen.stuck_outcome(&pos).unwrap_or(Outcome {
                    result: GameResult::Draw,
                    reason: Reason::MoveLimit,
                });
                return (plies, outcome);
            };
            let next = movegen.play_keyed(&pos, &mv, false);
            plies += 1;
            if let Some(outcome) = movegen.material_outcome_after(&mv, &next) {
                return (plies, outcome);
            }
            if self.repetition_draw > 0 {
                if matches!(mv.kind(), MoveKind::Drop | MoveKind::Capture) {
                    self.forget_boards();
                } else {
                    self.remember(&pos);
                    if self.repeats(&next) {
                        let reason = Reason::Repetition {
                            times: self.repetition_times,
                        };
                        return (
                            plies,
                            Outcome {
                                result: GameResult::Draw,
                                reason,
                            },
                        );
                    }
                }
            }
            pos = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::{SeedableRng, rngs::SmallRng};

    use super::*;
    use crate::{NoLegalMove, Rules, SecondPiece};

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
                let mut game = Game::new(rules.clone()).expect("valid rules");
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

    /// The copy-make playouts play the games of `random_playout` on a game
    /// with the same random numbers, to the same end, under the standard
    /// rules (the loop with the options as constants), every second-piece
    /// rule with and without multiple jumps, and small boards where games
    /// often end by repetition (found by whole boards, not by keys); the
    /// standard loop both with `pdep` (where the CPU runs it quickly) and
    /// without.
    #[test]
    fn playouts_play_the_games_of_the_game() {
        let mut rule_sets = vec![Rules::default()];
        for (i, second_piece) in SecondPiece::ALL.into_iter().enumerate() {
            for multi_jump in [false, true] {
                let rules = Rules {
                    second_piece,
                    multi_jump,
                    mandatory_capture: multi_jump,
                    bonus_move_after_capture: i == 1,
                    jump_own_pieces: i == 2,
                    draw_when_both_have_at_most: if i == 0 { 2 } else { 0 },
                    repetition_draw: if multi_jump { 2 } else { 3 },
                    ..Rules::default()
                };
                rule_sets.push(Rules {
                    rows: 4,
                    columns: 4,
                    pieces_per_player: 3,
                    win_when_opponent_has_at_most: 0,
                    ..rules.clone()
                });
                rule_sets.push(rules);
            }
        }
        let mut repetitions = [0; 2];
        // With `pdep` where this CPU has a quick one, and the portable way.
        let pdeps = if fast_pdep() {
            [true, false]
        } else {
            [false; 2]
        };
        for (rules, pdep) in rule_sets
            .into_iter()
            .flat_map(|r| pdeps.map(|p| (r.clone(), p)))
        {
            let standard_loop = !rules.jump_own_pieces && !rules.multi_jump;
            let mut playouts = Playouts::new(&rules);
            playouts.pdep = pdep;
            let (mut fast_rng, mut slow_rng) =
                (SmallRng::seed_from_u64(5), SmallRng::seed_from_u64(5));
            for _ in 0..30 {
                let (plies, outcome) = playouts.play(&mut fast_rng);
                let mut game = Game::new(rules.clone()).expect("valid rules");
                let played = random_playout(&mut game, &mut slow_rng, usize::MAX);
                assert_eq!(
                    (plies, Some(outcome)),
                    (played, game.outcome()),
                    "{rules:?}"
                );
                if matches!(outcome.reason, Reason::Repetition { .. }) {
                    repetitions[usize::from(standard_loop)] += 1;
                }
            }
        }
        // Both loops met repetitions (the fast one without keys).
        assert!(repetitions.iter().all(|&n| n >= 20), "{repetitions:?}");
    }

    /// `random_move` gives the move `nth_legal_move` gives for the same index.
    #[test]
    fn random_move_is_the_nth_move() {
        let mut rng = SmallRng::seed_from_u64(11);
        for second_piece in SecondPiece::ALL {
            for multi_jump in [false, true] {
                let rules = Rules {
                    second_piece,
                    multi_jump,
                    jump_own_pieces: !multi_jump,
                    mandatory_capture: second_piece == SecondPiece::Board,
                    ..Rules::default()
                };
                let mut game = Game::new(rules).expect("valid rules");
                while !game.is_over() {
                    let n = game.count_legal_moves();
                    for index in [0, n / 2, n - 1] {
                        let mv = game.movegen().random_move(game.position(), |count| {
                            assert_eq!(count, n);
                            index
                        });
                        assert_eq!(mv, game.nth_legal_move(index));
                    }
                    random_playout(&mut game, &mut rng, 1);
                }
            }
        }
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
                    let mut game = Game::new(rules.clone()).expect("valid rules");
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
