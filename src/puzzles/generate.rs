//! The puzzle generator (`yote puzzles generate`): games the engine plays
//! against itself at its Easy level (which makes mistakes, so positions
//! with one winning move come up), after a few random drops; every
//! position where a capture is in the air is searched, and kept when its
//! best move beats every other by the margin. The same seed makes the same
//! puzzles.

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

use rand::{Rng, SeedableRng, rngs::SmallRng};

use yote_ai::{Level, Player, Score};
use yote_engine::{Attacks, Color, Game, Move, Rules, SecondPiece};

use super::{Puzzle, VERIFY_DEPTH, best_by, scored};

/// The least margin, in hundredths of a piece, by which a puzzle's move
/// beats the second best: more than a piece.
pub const MIN_MARGIN: Score = 120;

/// The least the best move must be worth to the player.
const MIN_GAIN: Score = 80;

/// At most this share (in fifths) of a file's puzzles are found by the
/// shallowest search, so that the file spreads over difficulties.
const SHALLOW_FIFTHS: usize = 2;

/// Random drops that open each game.
const OPENING_PLIES: usize = 6;

/// The longest game played looking for puzzles.
const MAX_GAME_PLIES: usize = 120;

/// The name of a set of rules in puzzle ids.
pub fn set_name(rules: &Rules) -> &'static str {
    let standard = Rules::default();
    if *rules == standard {
        "standard"
    } else if *rules
        == (Rules {
            second_piece: SecondPiece::BoardOrHand,
            ..standard
        })
    {
        "hand"
    } else {
        "custom"
    }
}

/// `count` puzzles under `rules` from `seed`; `found` is told of each as
/// it comes (for progress).
pub fn generate(
    rules: &Rules,
    count: usize,
    seed: u64,
    mut found: impl FnMut(&Puzzle),
) -> Vec<Puzzle> {
    let mut puzzles = Vec::new();
    let mut seen = HashSet::new();
    let stop = AtomicBool::new(false);
    let easy = Player::Level(Level::Easy);
    let mut searcher = easy.searcher();
    let set = set_name(rules);
    let shallow_most = (count * SHALLOW_FIFTHS).div_ceil(5);
    let mut shallow = 0;
    for game_no in 0u64.. {
        if puzzles.len() >= count {
            break;
        }
        let game_seed = seed ^ game_no.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut rng = SmallRng::seed_from_u64(game_seed);
        let Ok(mut game) = Game::new(rules.clone()) else {
            break;
        };
        let mut skip_to = 0;
        while !game.is_over() && game.ply() < MAX_GAME_PLIES && puzzles.len() < count {
            if game.ply() >= OPENING_PLIES
                && game.ply() >= skip_to
                && seen.insert(game.key())
                && let Some(puzzle) =
                    puzzle_at(&game, format!("{set}-{seed}-{:04}", puzzles.len() + 1))
                && (puzzle.depth > 1 || shallow < shallow_most)
            {
                shallow += usize::from(puzzle.depth == 1);
                found(&puzzle);
                puzzles.push(puzzle);
                skip_to = game.ply() + 4;
            }
            let mv = if game.ply() < OPENING_PLIES {
                let moves = game.legal_moves();
                moves[rng.random_range(0..moves.len())]
            } else {
                match easy.choose(&game, &mut searcher, game_seed, &stop) {
                    Some(mv) => mv,
                    None => break,
                }
            };
            game.play_unchecked(mv);
        }
    }
    puzzles
}

/// The puzzle of `game`'s position, if it is one.
fn puzzle_at(played: &Game, id: String) -> Option<Puzzle> {
    // Judged as the file will give it: from the position alone, with no
    // earlier positions to repeat.
    let game = &Game::from_setup(played.rules().clone(), &played.to_setup()).ok()?;
    let attacks = Attacks::of(game.position(), game.rules());
    if attacks.capturable == 0 && attacks.threatened == 0 {
        return None;
    }
    let (best, margin) = best_by(game)?;
    if margin < MIN_MARGIN {
        return None;
    }
    let top = scored(game, VERIFY_DEPTH)[0].1;
    if top < MIN_GAIN {
        return None;
    }
    let depth = (1..=VERIFY_DEPTH)
        .find(|&d| scored(game, d).first().map(|(m, _)| *m) == Some(best))
        .unwrap_or(VERIFY_DEPTH);
    let solution = line(game, best);
    let rating = 900 + 300 * (depth - 1) as i32 - ((margin - MIN_MARGIN).clamp(0, 600) / 4);
    Some(Puzzle {
        id,
        rules: game.rules().clone(),
        setup: game.to_setup(),
        solution,
        margin,
        depth,
        rating: rating as u32,
    })
}

/// The solution line from `best`: up to three moves, the best of each side
/// at a shallower search each, ending on a move of the player.
fn line(game: &Game, best: Move) -> Vec<Move> {
    let player: Color = game.to_move();
    let mut game = game.clone();
    let mut line = vec![best];
    game.play_unchecked(best);
    for depth in [VERIFY_DEPTH - 1, VERIFY_DEPTH - 2] {
        if game.is_over() {
            break;
        }
        let Some(&(mv, _)) = scored(&game, depth).first() else {
            break;
        };
        line.push(mv);
        game.play_unchecked(mv);
    }
    // The opponent's replies are the program's: the line ends on the
    // player's own move.
    let mut movers = Vec::new();
    let mut replay = game.clone();
    for _ in 0..line.len() {
        replay.undo();
    }
    for mv in &line {
        movers.push(replay.to_move());
        replay.play_unchecked(*mv);
    }
    while movers.last().is_some_and(|&m| m != player) {
        movers.pop();
        line.pop();
    }
    line
}
