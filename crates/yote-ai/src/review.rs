//! The review of a finished (or unfinished) game: every position before a
//! move searched for the player to move, and every move judged by what it
//! lost against the best move there. Data only: the marks are symbols, the
//! words are the caller's.
//!
//! Built on the crate's public search alone ([`Searcher`], [`Limits`],
//! [`SearchResult`], [`win_in`]), so that it does not depend on how the
//! search works inside. The move played is valued as a root move of the
//! same depth would be: the position after it is searched one ply less
//! deep, as if on a fresh table, and its score turned to the mover's side.
//! At a fixed depth the search scores each position exactly (the table only
//! gives results of the very depth asked), so the best move valued this
//! way scores what the search of the position before it gave. Where the
//! search of either position counts the conversion term (a game stalled
//! before it: `Searcher::scores_by_path`), the position after the move
//! scores otherwise searched from itself than below the move, so a move
//! played there that the search did not choose is valued as a root move
//! of the position before it (`Searcher::score_move`).
//!
//! At a fixed depth that search of the position after a move is the
//! second-last iteration of the search of that position, which the review
//! makes anyway: each position is searched once. The positions are taken
//! in blocks of [`BLOCK`], each block from its last position to its first,
//! so that the search of a position already knows the score of the move
//! played there at every depth (the iterations of the search of the
//! position after it, [`KnownMove`]) and does not search that move again:
//! about a tenth fewer positions visited, the same scores. Among moves of
//! equal score it may report another best move than a search of the
//! position alone (docs/decisions.md, "The review's best move among
//! equals"). Each worker thread keeps one searcher, cleared between
//! positions (in time proportional to what the last search stored:
//! `Searcher::clear`), and one replay of the game that it moves to the
//! positions it takes, so that memory grows with the length of the game,
//! not with its square.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use yote_engine::{Color, Game, GameResult, Move, Outcome};

use crate::{KnownMove, Limits, SearchResult, Searcher, Techniques};

/// What every position is searched with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Exactly this many plies (deterministic), at least [`MIN_DEPTH`].
    Depth(u32),
    /// About this long per position.
    Time(Duration),
}

/// The budget of a review when none is asked for: a 60-ply game of the
/// standard rules takes about four seconds on two cores there
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

/// What a review within a budget may take on, in plies: at the default
/// depth, this many (about 1 000 s of one core's searching at about 0.2 s
/// a position: docs/benchmarks.md).
pub const MOST_PLIES: usize = 5_000;

/// How much more a search one ply deeper costs, about (docs/benchmarks.md:
/// 27 µs a position at depth 2, 57 ms at 7, 0.2 s at 8).
const DEEPER: f64 = 3.5;

/// The most plies a review within `budget` takes of a game: [`MOST_PLIES`]
/// at the default depth, [`DEEPER`] times fewer a ply deeper and as many
/// more a ply shallower; within a time, as many as make a thousand seconds
/// of searching (5 000 plies at 200 ms a position). 0 when not one
/// position fits. A longer game is reviewed in part ([`review_part`]).
pub fn plies_within(budget: Budget) -> usize {
    match budget {
        Budget::Depth(depth) => {
            let shallower = f64::from(DEFAULT_DEPTH) - f64::from(depth.max(MIN_DEPTH));
            let plies = MOST_PLIES as f64 * DEEPER.powf(shallower);
            // Rounded down; far more than any game beyond usize.
            if plies >= usize::MAX as f64 {
                usize::MAX
            } else {
                plies as usize
            }
        }
        Budget::Time(time) => {
            let most = MOST_PLIES as u128 * 200;
            usize::try_from(most / time.as_millis().max(1)).unwrap_or(usize::MAX)
        }
    }
}

/// Reviews every move of `game` on `jobs` threads (at least one), each
/// position searched within `budget` as if on a fresh table (at a fixed
/// depth, told the score of the move played there), so that at a fixed
/// depth the review does not depend on `jobs`. Calls `on_progress`
/// (from any of the threads) after each position. `None` if `stop` was set
/// before the end.
pub fn review(
    game: &Game,
    budget: Budget,
    jobs: usize,
    stop: &AtomicBool,
    on_progress: impl Fn(ReviewProgress) + Sync,
) -> Option<Review> {
    review_part(game, game.ply(), budget, jobs, stop, on_progress, |_| {})
}

/// [`review`] of the first `plies` moves of `game` (all of them, if it has
/// fewer), calling `on_move` with each move's review as soon as it and every
/// move before it are known, in the order of the game (from any of the
/// threads, one call at a time): a caller can show the review as it comes.
pub fn review_part(
    game: &Game,
    plies: usize,
    budget: Budget,
    jobs: usize,
    stop: &AtomicBool,
    on_progress: impl Fn(ReviewProgress) + Sync,
    mut on_move: impl FnMut(&MoveReview) + Send,
) -> Option<Review> {
    let moves: Vec<Move> = game.moves().take(plies).copied().collect();
    let total = moves.len();
    let done = AtomicUsize::new(0);
    let progress = || {
        let done = done.fetch_add(1, Ordering::Relaxed) + 1;
        on_progress(ReviewProgress { done, total });
    };
    let mut reviewed = Vec::with_capacity(total);
    match budget {
        Budget::Depth(depth) => {
            let depth = depth.max(MIN_DEPTH);
            // The move before a position is judged once both it and the
            // position after the move are searched, in order.
            let judge = |searched: &[Option<Searched>]| {
                while let Some(i) = Some(reviewed.len()).filter(|&i| i < total)
                    && let (Some(before), Some(after)) = (&searched[i], &searched[i + 1])
                {
                    let judged = judge_at_depth(before, after, moves[i], depth);
                    on_move(&judged);
                    reviewed.push(judged);
                }
            };
            // The position after the last move too: its search values that
            // move.
            each_position(
                game,
                &moves,
                total + 1,
                BLOCK,
                jobs,
                stop,
                judge,
                |s, replay, after| {
                    let played = moves.get(replay.ply());
                    let searched = search_at_depth(s, replay, played, depth, after, stop)?;
                    if replay.ply() < total {
                        progress();
                    }
                    Some(searched)
                },
            )?;
        }
        Budget::Time(time) => {
            let judge = |judged: &[Option<MoveReview>]| {
                while let Some(Some(next)) = judged.get(reviewed.len()) {
                    on_move(next);
                    reviewed.push(next.clone());
                }
            };
            each_position(game, &moves, total, 1, jobs, stop, judge, |s, replay, _| {
                let judged = judge_in_time(s, replay, moves[replay.ply()], time, stop)?;
                progress();
                Some((judged, ()))
            })?;
        }
    }
    Some(Review {
        budget,
        moves: reviewed,
    })
}

/// `work` on each of the first `count` positions of the game of `moves`
/// (the one of `game`'s rules with none played, then after each move), on
/// `jobs` threads; `None` if stopped (`stop`, or `work` said so). After
/// each position, `on_result` is called with the results so far (by position;
/// `None` where not yet known), one call at a time. Each thread keeps a
/// searcher of its own (cleared before each position) and a replay of the
/// game, which it moves to each position it takes.
///
/// The positions are handed out in blocks of `block`, in order, and each
/// block's searched from its last position to its first: besides its
/// result, `work` gives what it learnt for the position before, and is
/// given what the position after taught, when it is in the same block.
/// Which positions are searched together depends on `block` alone, so a
/// fixed depth's results do not depend on `jobs`.
#[allow(clippy::too_many_arguments)]
fn each_position<T: Send, K>(
    game: &Game,
    moves: &[Move],
    count: usize,
    block: usize,
    jobs: usize,
    stop: &AtomicBool,
    on_result: impl FnMut(&[Option<T>]) + Send,
    work: impl Fn(&mut Searcher, &mut Game, Option<&K>) -> Option<(T, K)> + Sync,
) -> Option<Vec<T>> {
    let results = Mutex::new(((0..count).map(|_| None).collect::<Vec<_>>(), on_result));
    let block = block.max(1);
    let blocks = count.div_ceil(block);
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, blocks.max(1)) {
            scope.spawn(|| {
                let mut searcher = Searcher::default();
                searcher.set_techniques(Techniques::analysis());
                let mut replay =
                    Game::new(game.rules().clone()).expect("a game's rules hold together");
                'blocks: loop {
                    let b = next.fetch_add(1, Ordering::Relaxed);
                    if b >= blocks || stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let mut learnt = None;
                    for i in (b * block..count.min((b + 1) * block)).rev() {
                        move_to(&mut replay, moves, i);
                        searcher.clear();
                        let Some((done, taught)) =
                            work(&mut searcher, &mut replay, learnt.as_ref())
                        else {
                            break 'blocks;
                        };
                        learnt = Some(taught);
                        let mut held = results.lock().expect("no panics while held");
                        let (results, on_result) = &mut *held;
                        results[i] = Some(done);
                        on_result(results);
                    }
                }
            });
        }
    });
    results
        .into_inner()
        .expect("no panics while held")
        .0
        .into_iter()
        .collect()
}

/// Moves `replay`, a game of `moves`, to the position after the first `ply`
/// of them: back, then forward.
fn move_to(replay: &mut Game, moves: &[Move], ply: usize) {
    while replay.ply() > ply {
        replay.undo();
    }
    for &mv in &moves[replay.ply()..ply] {
        replay.play_unchecked(mv);
    }
}

/// Positions of a review at a fixed depth searched together, from the last
/// to the first: each but the last takes the score of the move played from
/// the search of the position after it (see [`KnownMove`]). More would
/// leave a thread idle longer at the end of a short game.
const BLOCK: usize = 8;

/// What the search of a position tells the search of the one before it
/// (in its block, searched just before it): every iteration, to value the
/// move played into it.
struct Learnt {
    iterations: Vec<SearchResult>,
    by_path: bool,
}

/// A position searched to a fixed depth: the result, and the iteration one
/// ply less deep (what valuing the move into this position searches).
struct Searched {
    /// Plies played before the position.
    ply: usize,
    /// The full depth's result; `None` for the position after the last move.
    full: Option<SearchResult>,
    /// The iteration a ply less deep; `None` when the game is over there.
    one_less: Option<SearchResult>,
    /// The game's end there, if it is over.
    outcome: Option<Outcome>,
    to_move: Color,
    /// The move played there and its value, when the full search stopped
    /// short of `depth` and the move had to be valued by a search of its own.
    played_value: Option<(Value, Vec<Move>)>,
}

/// The search of the position of `replay` to `depth` (or, after the last
/// move, `None` played there, to a ply less), taking the score of the move
/// played from what the position after it taught (`after`, when known);
/// `None` if stopped.
fn search_at_depth(
    searcher: &mut Searcher,
    replay: &mut Game,
    played: Option<&Move>,
    depth: u32,
    after: Option<&Learnt>,
    stop: &AtomicBool,
) -> Option<(Searched, Learnt)> {
    let mut searched = Searched {
        ply: replay.ply(),
        full: None,
        one_less: None,
        outcome: replay.outcome(),
        to_move: replay.to_move(),
        played_value: None,
    };
    let mut learnt = Learnt {
        iterations: Vec::new(),
        by_path: searcher.scores_by_path(replay),
    };
    if replay.is_over() {
        // A move played over a finished game is no move to judge.
        return played.is_none().then_some((searched, learnt));
    }
    let keep = |iteration: &SearchResult| learnt.iterations.push(iteration.clone());
    let Some(&played) = played else {
        searched.one_less = searcher.think(replay, Limits::depth(depth - 1), stop, keep);
        return searched.one_less.is_some().then_some((searched, learnt));
    };
    let known = after.map(|a| KnownMove {
        mv: played,
        after: &a.iterations,
        after_by_path: a.by_path,
    });
    let full = searcher.think_knowing(replay, Limits::depth(depth), known, stop, keep)?;
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    if full.depth != depth && played != full.best {
        // Not expected of a search to a fixed depth; valued as before.
        searcher.clear();
        let limits = Limits::depth(full.depth.max(MIN_DEPTH) - 1);
        searched.played_value = Some(value_after(searcher, replay, played, limits, stop)?);
    } else if played != full.best && scored_by_path(searcher, replay, played, &learnt) {
        // The search of the position after the move would count the
        // conversion term from another root: valued below this one.
        searcher.clear();
        let valued = searcher.score_move(replay, played, depth, stop)?;
        searched.played_value = Some((Value::of(&valued), valued.pv));
    }
    searched.one_less = learnt
        .iterations
        .iter()
        .find(|i| i.depth == depth - 1)
        .cloned();
    searched.full = Some(full);
    Some((searched, learnt))
}

/// Whether the search of the position of `replay` (what it `learnt`) or of
/// the one after `played`, a game still going there, scores by the path
/// from its root: the position after the move then scores otherwise
/// searched from itself than below the move.
fn scored_by_path(searcher: &Searcher, replay: &mut Game, played: Move, learnt: &Learnt) -> bool {
    replay.play_unchecked(played);
    let after = !replay.is_over() && searcher.scores_by_path(replay);
    replay.undo();
    after || learnt.by_path
}

/// The move `played` from the position of `before` into that of `after`,
/// both searched to `depth`, against the best move there.
fn judge_at_depth(before: &Searched, after: &Searched, played: Move, depth: u32) -> MoveReview {
    let searched = before.full.as_ref().expect("a position before a move");
    let best = Value::of(searched);
    let (value, line) = if played == searched.best {
        (best, searched.pv.clone())
    } else if let Some(valued) = &before.played_value {
        valued.clone()
    } else {
        debug_assert_eq!(searched.depth, depth);
        match (after.outcome, &after.one_less) {
            (Some(outcome), _) => (ended(outcome, before.to_move), vec![played]),
            (None, Some(reply)) => {
                let mut line = vec![played];
                line.extend_from_slice(&reply.pv);
                let same_side = after.to_move == before.to_move;
                (for_mover(Value::of(reply), same_side), line)
            }
            (None, None) => unreachable!("a game in progress is searched"),
        }
    };
    judged_as(
        before.ply,
        before.to_move,
        played,
        value,
        (searched.best, best, &searched.pv),
        line,
    )
}

/// Picks the better of the move played and the search's choice, then
/// judges the move.
fn judged_as(
    ply: usize,
    color: Color,
    played: Move,
    value: Value,
    (best, best_value, best_line): (Move, Value, &[Move]),
    line: Vec<Move>,
) -> MoveReview {
    // A move played that scores higher than the search's choice is the best.
    if value.score > best_value.score {
        MoveReview::from_values(ply, color, played, value, played, value, line)
    } else {
        let best_line = best_line.to_vec();
        MoveReview::from_values(ply, color, played, value, best, best_value, best_line)
    }
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

/// The move `played` in the position of `before` against the best move
/// there, each searched within `time`; `None` if stopped.
fn judge_in_time(
    searcher: &mut Searcher,
    before: &mut Game,
    played: Move,
    time: Duration,
    stop: &AtomicBool,
) -> Option<MoveReview> {
    let searched = searcher.think(before, Limits::time(time), stop, |_| {})?;
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    let best = Value::of(&searched);
    let (value, line) = if played == searched.best {
        (best, searched.pv.clone())
    } else {
        // As deep as the root search went for its moves, within the same
        // time again.
        let limits = Limits {
            depth: Some(searched.depth.max(MIN_DEPTH) - 1),
            time: Some(time),
            nodes: None,
        };
        searcher.clear();
        value_after(searcher, before, played, limits, stop)?
    };
    let best = (searched.best, best, &searched.pv[..]);
    Some(judged_as(
        before.ply(),
        before.to_move(),
        played,
        value,
        best,
        line,
    ))
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
        MoveReview::from_values(
            before.ply(),
            before.to_move(),
            played,
            value,
            best,
            best_value,
            best_line,
        )
    }

    /// [`MoveReview::judged`], of the move `color` played after `ply` plies.
    fn from_values(
        ply: usize,
        color: Color,
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
            ply: ply + 1,
            color,
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

/// The value of `mv` in the position of `before` for its mover, from a
/// search of the position after it within `limits`, and the line it
/// starts; `None` if stopped. `before` is as it was on return.
fn value_after(
    searcher: &mut Searcher,
    before: &mut Game,
    mv: Move,
    limits: Limits,
    stop: &AtomicBool,
) -> Option<(Value, Vec<Move>)> {
    let me = before.to_move();
    before.play_unchecked(mv);
    let valued = match before.outcome() {
        Some(outcome) => Some((ended(outcome, me), vec![mv])),
        None => searcher.think(before, limits, stop, |_| {}).map(|reply| {
            let mut line = vec![mv];
            line.extend_from_slice(&reply.pv);
            let same_side = before.to_move() == me;
            (for_mover(Value::of(&reply), same_side), line)
        }),
    };
    before.undo();
    valued
}

/// The value for `me` of a move that ends the game with `outcome`: a
/// result on the move just played.
fn ended(outcome: Outcome, me: Color) -> Value {
    match outcome.result {
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
    }
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
    use yote_engine::Rules;

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

    /// Searched a block at a time from the last position, each told the
    /// score of the move played there, a review of a game longer than two
    /// blocks gives every position the score a search of it alone gives,
    /// whatever the threads; the best move it names and the move played
    /// score what it says, valued as root moves there (the last plies of
    /// the 60 shuffle long enough for the conversion term).
    #[test]
    fn every_position_scores_as_a_search_of_it_alone() {
        let never = AtomicBool::new(false);
        // The 60 plies of tests/data/review-60.toml, and the 40 of
        // review-40-bonus.toml under its rules.
        let standard = "@a1 @f1 @a5 @f5 @b2 @c1 b2-b1 @d1 @b2 @a3 b2-a2 @a4 @b2 @e5 @c3 \
            e5-d5 @b5 @c5 @c4 @f3 @c2 f3-e3 @d3 e3-f3 @e3 f3-f4 c4-d4 @e5 @e4 @f3 b2-b3 @b2 \
            c2-d2 b2xb4/d3 c3-d3 b4-b3 a2-b2 c1-c2 b2xb4/c2 a4xc4/d4 b1-b2 f4xd4/d2 e3-e2 \
            d4xd2/e2 b2-a2 a3-b3 a2-a3 c4-c3 a1-b1 e5-e4 b1-a1 d1-c1 a3-a2 c5-c4 a2-a3 \
            d2-e2 a1-a2 c3-d3 a2-a1 b3-c3";
        let bonus = "@c2 @a4 @d1 @b1 @a5 @a3 @c1 @a1 @f1 @f5 @d3 @e4 @f2 @e1 @b5 @a2 @c4 \
            b1-b2 @d2 b2-b1 d3-d4 @f4 d2-d3 @f3 c2-c3 @d2 b5-b4 @c5 b4-b5 c5-d5 @e5 b1-b2 \
            @c2 b2-b1 c2xe2/b1 e5xe3/a3 a5xa3/a1 a3xa1/f4 f2xf4/f5 d1-d2";
        let bonus_rules = Rules {
            second_piece: yote_engine::SecondPiece::BoardOrHand,
            multi_jump: true,
            bonus_move_after_capture: true,
            ..Rules::default()
        };
        for (rules, tokens) in [(Rules::default(), standard), (bonus_rules, bonus)] {
            let mut game = Game::new(rules).expect("valid rules");
            game.play_tokens(&tokens.split_whitespace().collect::<Vec<_>>())
                .expect("legal");
            assert!(game.ply() > 2 * BLOCK, "{}", game.ply());
            let depth = 3;
            let reviewed = review(&game, Budget::Depth(depth), 2, &never, |_| {}).expect("on");
            let one = review(&game, Budget::Depth(depth), 1, &never, |_| {}).expect("on");
            assert_eq!(reviewed, one);
            let mut before = Game::new(game.rules().clone()).expect("valid rules");
            let mut searcher = Searcher::default();
            searcher.set_techniques(Techniques::analysis());
            for m in &reviewed.moves {
                let alone = crate::think(&before, Limits::depth(depth), &never, |_| {});
                let alone = Value::of(&alone.expect("a game in progress"));
                assert_eq!((m.best_score, m.best_win_in), (alone.score, alone.win_in));
                for (mv, score) in [(m.best, m.best_score), (m.played, m.score)] {
                    searcher.clear();
                    let valued = searcher.score_move(&before, mv, depth, &never);
                    let v = Value::of(&valued.expect("not stopped"));
                    assert_eq!(v.score, score, "ply {}: {mv}", m.ply);
                }
                before.play_unchecked(m.played);
            }
        }
    }

    /// The moves come to `on_move` in the order of the game, each once,
    /// as the review returns them, whatever the number of threads; a review
    /// of the first moves is the start of the whole game's.
    #[test]
    fn moves_come_in_order_and_a_part_is_the_start_of_the_whole() {
        let mut game = Game::default();
        let tokens = "@c3 @d3 @c2 @d2 @b4 @e4 @b2 @e2 c3-c4 d3-e3";
        game.play_tokens(&tokens.split(' ').collect::<Vec<_>>())
            .expect("legal");
        let never = AtomicBool::new(false);
        for budget in [Budget::Depth(3), Budget::Time(Duration::from_millis(2))] {
            let mut seen = Vec::new();
            let whole = review_part(
                &game,
                10,
                budget,
                3,
                &never,
                |_| {},
                |m| {
                    seen.push(m.clone());
                },
            )
            .expect("not stopped");
            assert_eq!(seen, whole.moves, "{budget:?}");
            assert_eq!(whole.moves.len(), 10);
            assert!(whole.moves.iter().enumerate().all(|(i, m)| m.ply == i + 1));
            if budget == Budget::Depth(3) {
                assert_eq!(whole, review(&game, budget, 1, &never, |_| {}).unwrap());
                for plies in [0, 1, 4, 9] {
                    let part = review_part(&game, plies, budget, 2, &never, |_| {}, |_| {})
                        .expect("not stopped");
                    assert_eq!(part.moves, whole.moves[..plies], "the first {plies}");
                }
            }
        }
    }

    /// The budget's bound: the stated number of plies at the default
    /// depth, fewer deeper, every game a game can be at depth 2, none past
    /// some depth; within a time, the same at 200 ms a position.
    #[test]
    fn deeper_reviews_take_fewer_plies() {
        assert_eq!(plies_within(DEFAULT_BUDGET), MOST_PLIES);
        let depths: Vec<usize> = (MIN_DEPTH..=crate::MAX_DEPTH)
            .map(|d| plies_within(Budget::Depth(d)))
            .collect();
        assert!(depths.windows(2).all(|w| w[0] > w[1] || w[1] == 0));
        assert!(depths[0] >= yote_engine::MAX_PLIES);
        assert_eq!(plies_within(Budget::Depth(crate::MAX_DEPTH)), 0);
        assert_eq!(plies_within(Budget::Depth(0)), depths[0]);
        let time = |ms| plies_within(Budget::Time(Duration::from_millis(ms)));
        assert_eq!(time(200), MOST_PLIES);
        assert_eq!(time(1), 200 * MOST_PLIES);
        assert!(time(2_000) < MOST_PLIES && time(2_000_000) == 0);
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
    use crate::test_positions::middle_games as positions;

    #[test]
    fn the_best_move_valued_after_it_scores_what_the_search_gave() {
        let never = AtomicBool::new(false);
        for (rules, tokens) in positions() {
            let mut game = Game::new(rules).expect("valid rules");
            let tokens: Vec<&str> = tokens.split(' ').collect();
            game.play_tokens(&tokens).expect("legal");
            for depth in 2..=5 {
                let r = crate::think(&game, Limits::depth(depth), &never, |_| {}).expect("on");
                let mut searcher = Searcher::default();
                searcher.set_techniques(Techniques::analysis());
                let limits = Limits::depth(depth - 1);
                let (v, line) =
                    value_after(&mut searcher, &mut game, r.best, limits, &never).expect("on");
                assert_eq!(v, Value::of(&r), "{tokens:?} at depth {depth}");
                assert_eq!(line[0], r.best);
            }
        }
    }
}
