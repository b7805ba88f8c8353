//! The review of a finished (or unfinished) game: every position before a
//! move searched for the player to move, and every move judged by what it
//! lost against the best move there. Data only: the marks are symbols, the
//! words are the caller's.
//!
//! Built on the crate's public search alone ([`think`], [`Limits`],
//! [`SearchResult`], [`win_in`]), so that it does not depend on how the
//! search works inside. The move played is valued as a root move of the
//! same depth would be: the position after it is searched one ply less
//! deep, with a fresh table, and its score turned to the mover's side. At a
//! fixed depth the search scores each position exactly (the table only
//! gives results of the very depth asked), so the best move valued this
//! way scores what the search of the position before it gave.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use yote_engine::{Color, Game, GameResult, Move};

use crate::{Limits, SearchResult, think};

/// What every position is searched with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Exactly this many plies (deterministic), at least [`MIN_DEPTH`].
    Depth(u32),
    /// About this long per position.
    Time(Duration),
}

/// The budget of a review when none is asked for: chosen so that a 60-ply
/// game of the standard rules takes about ten seconds on two cores
/// (docs/benchmarks.md).
pub const DEFAULT_BUDGET: Budget = Budget::Depth(DEFAULT_DEPTH);

/// The depth of [`DEFAULT_BUDGET`].
pub const DEFAULT_DEPTH: u32 = 8;

/// The shallowest review: the move played is searched one ply less deep
/// than the position, and a search has at least one ply.
pub const MIN_DEPTH: u32 = 2;

/// What a forced result counts as, in hundredths of a piece (10 pieces):
/// every score is held within ±this, so that one lost or missed win does
/// not swamp the losses of the rest of the game.
pub const FORCED: i32 = 1000;

/// The marks, worst first, with the least loss that earns each, in
/// hundredths of a piece. A capture takes two pieces, so handing one over
/// is a blunder.
pub const MARKS: [(Mark, i32); 3] = [
    (Mark::Blunder, 200),
    (Mark::Mistake, 100),
    (Mark::Inaccuracy, 50),
];

/// How bad a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    /// `?!`
    Inaccuracy,
    /// `?`
    Mistake,
    /// `??`
    Blunder,
}

impl Mark {
    pub const ALL: [Mark; 3] = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// The symbol of annotated games (`?!`, `?`, `??`), in no language.
    pub fn glyph(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The least loss that earns this mark, from [`MARKS`].
    pub fn threshold(self) -> i32 {
        MARKS
            .iter()
            .find(|(mark, _)| *mark == self)
            .map_or(i32::MAX, |(_, loss)| *loss)
    }

    /// The mark a loss earns by itself, if any.
    pub fn for_loss(loss: i32) -> Option<Mark> {
        MARKS
            .iter()
            .find(|(_, least)| loss >= *least)
            .map(|(mark, _)| *mark)
    }
}

/// One move of the game, judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReview {
    /// Counted from 1.
    pub ply: usize,
    /// Who played it.
    pub color: Color,
    pub played: Move,
    /// The best move found: the search's choice, or the move played when
    /// that scored higher.
    pub best: Move,
    /// The value of the move played, from the mover's side, in hundredths
    /// of a piece, held within ±[`FORCED`].
    pub score: i32,
    /// The value of the best move, the same way.
    pub best_score: i32,
    /// `max(0, best_score - score)`.
    pub loss: i32,
    pub mark: Option<Mark>,
    /// Plies to a forced result after the move played, as `analyze` gives
    /// them (positive: the mover wins).
    pub win_in: Option<i32>,
    /// The same for the best move.
    pub best_win_in: Option<i32>,
    /// The best move forced a win and the move played forces none.
    pub win_missed: bool,
    /// The line expected after the best move, that move first.
    pub best_line: Vec<Move>,
}

/// How one player did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// The player's moves reviewed.
    pub moves: usize,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
    /// The mean loss of those moves, rounded, in hundredths of a piece.
    pub average_loss: i32,
}

/// A game reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// What each position was searched with.
    pub budget: Budget,
    /// One per move of the game, in order.
    pub moves: Vec<MoveReview>,
}

impl Review {
    /// How the player with `color` did.
    pub fn summary(&self, color: Color) -> Summary {
        let mine: Vec<&MoveReview> = self.moves.iter().filter(|m| m.color == color).collect();
        let count = |mark| mine.iter().filter(|m| m.mark == Some(mark)).count();
        let total: i64 = mine.iter().map(|m| i64::from(m.loss)).sum();
        let n = mine.len() as i64;
        Summary {
            moves: mine.len(),
            inaccuracies: count(Mark::Inaccuracy),
            mistakes: count(Mark::Mistake),
            blunders: count(Mark::Blunder),
            // Rounded half up; losses are never negative.
            average_loss: if n == 0 {
                0
            } else {
                ((2 * total + n) / (2 * n)) as i32
            },
        }
    }

    /// The value of each position before a move, for White (White ahead
    /// above zero), held within ±[`FORCED`]: the points of a graph of the
    /// game.
    pub fn graph(&self) -> Vec<i32> {
        self.moves
            .iter()
            .map(|m| match m.color {
                Color::White => m.best_score,
                Color::Black => -m.best_score,
            })
            .collect()
    }
}

/// How far a review has gone: `done` positions of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewProgress {
    pub done: usize,
    pub total: usize,
}

/// Reviews every move of `game` on `jobs` threads (at least one), each
/// position searched within `budget` with a fresh table, so that at a fixed
/// depth the review does not depend on `jobs`. Calls `on_progress` (from
/// any of the threads) after each position. `None` if `stop` was set before
/// the end.
pub fn review(
    game: &Game,
    budget: Budget,
    jobs: usize,
    stop: &AtomicBool,
    on_progress: impl Fn(ReviewProgress) + Sync,
) -> Option<Review> {
    let positions = positions(game);
    let total = positions.len();
    let results: Mutex<Vec<Option<MoveReview>>> = Mutex::new(vec![None; total]);
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, total.max(1)) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= total || stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let (before, played) = &positions[i];
                    let Some(judged) = judge(before, *played, budget, stop) else {
                        break;
                    };
                    results.lock().expect("no panics while held")[i] = Some(judged);
                    let done = done.fetch_add(1, Ordering::Relaxed) + 1;
                    on_progress(ReviewProgress { done, total });
                }
            });
        }
    });
    let moves: Option<Vec<MoveReview>> = results
        .into_inner()
        .expect("no panics while held")
        .into_iter()
        .collect();
    moves.map(|moves| Review { budget, moves })
}

/// Each position of `game` before a move, with the move played there.
fn positions(game: &Game) -> Vec<(Game, Move)> {
    let mut replay = Game::new(game.rules().clone()).expect("a game's rules hold together");
    game.moves()
        .map(|&mv| {
            let before = replay.clone();
            replay.play_unchecked(mv);
            (before, mv)
        })
        .collect()
}

/// A move's value for its mover: a score held within ±[`FORCED`], and the
/// plies to a forced result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    pub score: i32,
    pub win_in: Option<i32>,
}

impl Value {
    fn of(result: &SearchResult) -> Value {
        Value {
            score: result.score.clamp(-FORCED, FORCED),
            win_in: result.win_in,
        }
    }
}

/// The limits of the search of a position, and of the position after the
/// move played once the first search has reached `depth`.
fn limits(budget: Budget) -> Limits {
    match budget {
        Budget::Depth(depth) => Limits::depth(depth.max(MIN_DEPTH)),
        Budget::Time(time) => Limits::time(time),
    }
}

/// The move `played` in `before` against the best move there; `None` if
/// stopped.
fn judge(before: &Game, played: Move, budget: Budget, stop: &AtomicBool) -> Option<MoveReview> {
    let searched = think(before, limits(budget), stop, |_| {})?;
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    let best = Value::of(&searched);
    let (value, line) = if played == searched.best {
        (best, searched.pv.clone())
    } else {
        // As deep as the root search went for its moves; with a time budget,
        // within the same time again.
        let depth = searched.depth.max(MIN_DEPTH) - 1;
        let limits = match budget {
            Budget::Depth(_) => Limits::depth(depth),
            Budget::Time(time) => Limits {
                depth: Some(depth),
                time: Some(time),
                nodes: None,
            },
        };
        value_after(before, played, limits, stop)?
    };
    // A move played that scores higher than the search's choice is the best.
    Some(if value.score > best.score {
        MoveReview::judged(before, played, value, played, value, line)
    } else {
        MoveReview::judged(before, played, value, searched.best, best, searched.pv)
    })
}

impl MoveReview {
    /// The move `played` in the position `before` it, judged from its value
    /// and the best move's (`best_line` starts with `best`): the loss, the
    /// mark, whether a win was missed. For a review read back from a file too.
    pub fn judged(
        before: &Game,
        played: Move,
        value: Value,
        best: Move,
        best_value: Value,
        best_line: Vec<Move>,
    ) -> MoveReview {
        let loss = (best_value.score - value.score).max(0);
        let wins = |v: Value| v.win_in.is_some_and(|n| n > 0);
        let loses = |v: Value| v.win_in.is_some_and(|n| n < 0);
        let win_missed = wins(best_value) && !wins(value);
        let handed_over = loses(value) && !loses(best_value);
        let mark = Mark::for_loss(loss)
            .max(win_missed.then_some(Mark::Mistake))
            .max(handed_over.then_some(Mark::Blunder));
        MoveReview {
            ply: before.ply() + 1,
            color: before.to_move(),
            played,
            best,
            score: value.score,
            best_score: best_value.score,
            loss,
            mark,
            win_in: value.win_in,
            best_win_in: best_value.win_in,
            win_missed,
            best_line,
        }
    }
}

/// The value of `mv` in `before` for its mover, from a search of the
/// position after it within `limits`, and the line it starts; `None` if
/// stopped.
fn value_after(
    before: &Game,
    mv: Move,
    limits: Limits,
    stop: &AtomicBool,
) -> Option<(Value, Vec<Move>)> {
    let me = before.to_move();
    let mut after = before.clone();
    after.play_unchecked(mv);
    let Some(outcome) = after.outcome() else {
        let reply = think(&after, limits, stop, |_| {})?;
        let mut line = vec![mv];
        line.extend_from_slice(&reply.pv);
        return Some((for_mover(Value::of(&reply), after.to_move() == me), line));
    };
    // The move ends the game: a result on the move just played.
    let value = match outcome.result {
        GameResult::Draw => Value {
            score: 0,
            win_in: None,
        },
        GameResult::Win(c) => {
            let sign = if c == me { 1 } else { -1 };
            Value {
                score: sign * FORCED,
                win_in: Some(sign),
            }
        }
    };
    Some((value, vec![mv]))
}

/// The value of a position for the player who just moved into it, from
/// `reply`'s (the value for the player to move there); `same_side` when
/// that is the same player (a bonus move). A forced result is one ply
/// further from the move before.
fn for_mover(reply: Value, same_side: bool) -> Value {
    let sign = if same_side { 1 } else { -1 };
    Value {
        score: sign * reply.score,
        win_in: reply.win_in.map(|n| {
            let n = sign * n;
            n + n.signum()
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_follow_the_thresholds_worst_first() {
        assert_eq!(Mark::for_loss(0), None);
        assert_eq!(Mark::for_loss(49), None);
        assert_eq!(Mark::for_loss(50), Some(Mark::Inaccuracy));
        assert_eq!(Mark::for_loss(100), Some(Mark::Mistake));
        assert_eq!(Mark::for_loss(199), Some(Mark::Mistake));
        assert_eq!(Mark::for_loss(200), Some(Mark::Blunder));
        assert_eq!(Mark::for_loss(2 * FORCED), Some(Mark::Blunder));
        for mark in Mark::ALL {
            assert_eq!(Mark::for_loss(mark.threshold()), Some(mark));
        }
        assert!(MARKS.windows(2).all(|w| w[0].1 > w[1].1));
    }

    /// A review told to stop returns nothing rather than a partial one;
    /// one let run reviews every move, whatever the number of threads.
    #[test]
    fn a_stopped_review_returns_nothing() {
        let mut game = Game::default();
        game.play_tokens(&["@c3", "@d3", "c3-b3"]).expect("legal");
        let stop = AtomicBool::new(true);
        assert_eq!(review(&game, Budget::Depth(3), 2, &stop, |_| {}), None);
        let stop = AtomicBool::new(false);
        let calls = AtomicUsize::new(0);
        let done = review(&game, Budget::Depth(3), 8, &stop, |p| {
            assert_eq!(p.total, 3);
            calls.fetch_add(1, Ordering::Relaxed);
        })
        .expect("not stopped");
        assert_eq!(calls.into_inner(), 3);
        assert_eq!(done.moves.len(), 3);
        assert_eq!(
            done,
            review(&game, Budget::Depth(3), 1, &stop, |_| {}).unwrap()
        );
        let white = done.summary(Color::White);
        assert_eq!(white.moves, 2);
        assert_eq!(
            white.average_loss,
            (done.moves[0].loss + done.moves[2].loss + 1) / 2
        );
        assert_eq!(done.graph()[1], -done.moves[1].best_score);
    }

    #[test]
    fn a_forced_result_is_one_ply_further_from_the_move_before() {
        let won = Value {
            score: FORCED,
            win_in: Some(3),
        };
        // The opponent wins in 3 after my move: I lose in 4.
        assert_eq!(
            for_mover(won, false),
            Value {
                score: -FORCED,
                win_in: Some(-4)
            }
        );
        // My bonus move, then I win in 3: a win in 4.
        assert_eq!(for_mover(won, true).win_in, Some(4));
        let lost = Value {
            score: -FORCED,
            win_in: Some(-2),
        };
        assert_eq!(for_mover(lost, false).win_in, Some(3));
        assert_eq!(for_mover(lost, true).win_in, Some(-3));
        let quiet = Value {
            score: 120,
            win_in: None,
        };
        assert_eq!(
            for_mover(quiet, false),
            Value {
                score: -120,
                win_in: None
            }
        );
    }
}

/// The valuation of the move played agrees with the search of the
/// position before it: the best move valued after it scores exactly what
/// the search gave, so a move as good as the best loses nothing.
#[cfg(test)]
mod agreement {
    use super::*;
    use yote_engine::{Rules, SecondPiece};

    /// The middle-game positions of docs/benchmarks.md, the same under a
    /// bonus move after a capture (the side to move does not change) and
    /// under board-or-hand, and a win in one.
    fn positions() -> Vec<(Rules, &'static str)> {
        let standard = Rules::default();
        let bonus = Rules {
            bonus_move_after_capture: true,
            ..Rules::default()
        };
        let hand = Rules {
            second_piece: SecondPiece::BoardOrHand,
            ..bonus.clone()
        };
        let three = Rules {
            pieces_per_player: 3,
            ..Rules::default()
        };
        vec![
            (
                standard.clone(),
                "@a1 @f1 @a5 @f5 @b2 @c1 b2-b1 @d1 b1-b2 @a3",
            ),
            (standard.clone(), "@c3 @d3 @c2 @d2 @b4 @e4 @b2 @e2"),
            (standard.clone(), "@c3 @c4 @d2 @d5 @b3 @b4 @e3 @e4 @a1 @f5"),
            (
                standard.clone(),
                "@b2 @e4 @c2 @d4 @b3 @e3 @c4 @d2 @a5 @f1 @b5 @e1",
            ),
            (standard, "@c3 @d4 @b2 @e5 @d2 @c5 @e2 @b5 c3-c4 @a3"),
            (bonus, "@c3 @d3 @c2 @d2 @b4 @e4 @b2 @e2"),
            (hand, "@c3 @c4 @d2 @d5 @b3 @b4 @e3 @e4 @a1 @f5"),
            (three, "@a1 @a2 @f1 @f5"),
        ]
    }

    #[test]
    fn the_best_move_valued_after_it_scores_what_the_search_gave() {
        let never = AtomicBool::new(false);
        for (rules, tokens) in positions() {
            let mut game = Game::new(rules).expect("valid rules");
            let tokens: Vec<&str> = tokens.split(' ').collect();
            game.play_tokens(&tokens).expect("legal");
            for depth in 2..=5 {
                let r = think(&game, Limits::depth(depth), &never, |_| {}).expect("on");
                let (v, line) =
                    value_after(&game, r.best, Limits::depth(depth - 1), &never).expect("on");
                assert_eq!(v, Value::of(&r), "{tokens:?} at depth {depth}");
                assert_eq!(line[0], r.best);
            }
        }
    }
}
