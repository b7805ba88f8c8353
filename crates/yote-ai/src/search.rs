//! The search: iterative deepening over a negamax alpha-beta with
//! principal-variation search and aspiration windows, a transposition table,
//! ordered moves, and a capture search at the leaves. A bonus move keeps the
//! same side to move, so a child's score is negated only when the side changes.
//!
//! The exact search to a fixed depth and the selective one are one generic
//! [`Search`], compiled once for each [`Mode`] (see [`mode`]).

use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use yote_engine::square::squares;
use yote_engine::{Game, GameResult, Move, Outcome};

use super::endgame;
use super::eval::Evaluator;
use super::node::Node;
use super::ordering::{self, History, Killers, Orderer, PositionThreats, Scored};
use super::progress;
use super::score::{self, INFINITY, MAX_PLY, Score};
use super::tt::{Bound, Table};

mod mode;

use mode::{Exact, Mode, Prune, Selective};

/// How long to search: the deepest iteration, a time budget, or both (the
/// first reached stops it). Neither means depth [`MAX_DEPTH`]. With a
/// depth the search is the exact one, full-width and deterministic; without,
/// the selective one (docs/ai.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Search exactly this many plies (deterministic), at most [`MAX_DEPTH`].
    pub depth: Option<u32>,
    /// Stop after about this long and play the best move found so far.
    pub time: Option<Duration>,
    /// Stop after about this many positions.
    pub nodes: Option<u64>,
}

impl Limits {
    /// A search of exactly `depth` plies.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// A search within `time`.
    pub fn time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }

    /// Whether a search within these limits is the exact one: a depth is
    /// given (a time or a node count beside it can only cut it short).
    pub fn is_exact(&self) -> bool {
        self.depth.is_some()
    }
}

/// The deepest iteration the search runs.
pub const MAX_DEPTH: u32 = 64;

/// A node with more moves than this looks only at the best this many by
/// static order (8×8 multi-jump positions can have hundreds of thousands).
const MAX_MOVES: usize = 400;

/// The capture search looks at this many captures per node, best first.
const MAX_CAPTURES: usize = 8;

/// Positions between two looks at the clock and the stop flag.
const CHECK_EVERY: u64 = 128;

/// Moves generated between two looks at the clock and the stop flag while
/// one crowded node's moves are generated (a few microseconds' worth: a
/// generation of millions stops within that of being told to).
const GENERATED_CHECK_EVERY: u32 = 4096;

/// What the table keys of a search with contempt from Black's side are
/// mixed with (by XOR): its draws score the other way.
const BLACK_ROOT: u64 = 0x5bd1_e995_2f3c_7a11;

/// The first aspiration window, in hundredths of a piece on each side.
const WINDOW: Score = 40;

/// What the search found: the move to play and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play (legal in the position searched).
    pub best: Move,
    /// From the mover's side, in hundredths of a piece.
    pub score: Score,
    /// Plies to a forced result (docs/scripting.md): positive when the mover wins.
    pub win_in: Option<i32>,
    /// The deepest iteration completed.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The line expected, `best` first.
    pub pv: Vec<Move>,
    /// How long the search took.
    pub elapsed: Duration,
}

/// A root move whose score is known already at every depth: the move
/// played, in a review that searched the position after it first. At a
/// fixed depth the score of a root move searched `d` plies deep is that of
/// the search of the position after it `d - 1` plies deep, turned to the
/// root's side (docs/ai.md, "A root move known already").
#[derive(Clone, Copy, Debug)]
pub struct KnownMove<'a> {
    pub mv: Move,
    /// The iterations of the search of the position after `mv` to a fixed
    /// depth, from the first.
    pub after: &'a [SearchResult],
    /// Whether that position's search counted the conversion term
    /// ([`Searcher::scores_by_path`]).
    pub after_by_path: bool,
}

/// The parts of the selective search, and the conversion term, each on
/// unless switched off: to measure what each is worth, one at a time, in
/// games (`yote engine --without`, docs/benchmarks.md). A search to a fixed
/// depth uses only the conversion term: the others are parts of the
/// selective search alone, which the exact one has no way to reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Techniques {
    pub null_move: bool,
    pub reductions: bool,
    pub futility: bool,
    pub reverse_futility: bool,
    /// The conversion term of a stalled game (see [`progress`]).
    pub conversion: bool,
    /// A draw counts [`CONTEMPT`](mode::CONTEMPT) against the side to move at the root:
    /// it plays on rather than repeat against a weaker opponent. Off for
    /// `analyze`, whose score says what the position is worth.
    pub contempt: bool,
    /// The endgame tables ([`endgame`]): a few pieces against a few, none
    /// in hand, known exactly once built.
    pub endgames: bool,
}

impl Techniques {
    /// Those of an analysis (`analyze`, the review): every part of the
    /// search, and no contempt, so that a draw scores 0 for both sides.
    pub fn analysis() -> Techniques {
        Techniques {
            contempt: false,
            ..Techniques::default()
        }
    }
}

impl Default for Techniques {
    fn default() -> Self {
        Techniques {
            null_move: true,
            reductions: true,
            futility: true,
            reverse_futility: true,
            conversion: true,
            contempt: true,
            endgames: true,
        }
    }
}

/// Sent after every completed iteration, for a display of the thinking.
pub type Progress = SearchResult;

/// A search engine with its tables, kept between moves of a game (the
/// table and history help the next search; results at a fixed depth do not
/// depend on them). With more than one thread the search is Lazy SMP:
/// every thread searches the same root on the one shared table, the
/// helpers a ply deeper every other one, and the main thread's result is
/// the answer (the helpers' work reaches it through the table).
#[derive(Debug)]
pub struct Searcher {
    table: Arc<Table>,
    /// The largest table this searcher takes, in MiB: a short search uses
    /// a smaller one ([`table_mb_for`]).
    table_mb: usize,
    use_table: bool,
    history: History,
    killers: Killers,
    threads: usize,
    techniques: Techniques,
    /// Whether the large endgame tables may be built on a thread of their
    /// own ([`endgame::for_game`]).
    tables_in_background: bool,
    /// What the next search knows of a root move (see [`Searcher::think_knowing`]).
    known: Option<RootKnown>,
    /// For tests: the stop flag counts as set once this many moves have
    /// been generated at crowded nodes, and how many the last search
    /// generated there.
    #[cfg(test)]
    hook: GenerationHook,
}

/// See [`Searcher::hook`].
#[cfg(test)]
#[derive(Clone, Copy, Debug, Default)]
struct GenerationHook {
    stop_after: Option<u64>,
    generated: u64,
    /// Every node generates all its moves at once (no [`Staged`] nodes).
    unstaged: bool,
    /// The root tries no challenger ([`Mode::challenges_at_root`]).
    unchallenged: bool,
}

/// The table size of [`Searcher::default`], in MiB.
pub const DEFAULT_TABLE_MB: usize = 16;

/// Positions a thread searches in a millisecond (about 4 to 5 thousand on
/// the development machine), and positions per MiB of table that a short
/// search needs (see [`table_mb_for`]).
const POSITIONS_PER_MS: u64 = 5_000;
const POSITIONS_PER_MB: u64 = 125_000;

/// The table a search within `limits` on `threads` threads wants, in MiB:
/// for a short search on a clock or a node count, a power of two near one
/// MiB for every 125 000 positions it will visit (2 MiB at 50 ms a move),
/// else as large as its searcher allows (`usize::MAX`). A smaller table
/// misses the processor's caches and its page tables less: 20% more
/// positions a second at 1 MiB than at 16 (docs/benchmarks.md), where a
/// short search would not fill the larger one anyway.
fn table_mb_for(limits: &Limits, threads: usize) -> usize {
    if limits.is_exact() {
        return usize::MAX;
    }
    let by_time = limits.time.map(|t| {
        let ms = u64::try_from(t.as_millis()).unwrap_or(u64::MAX);
        ms.saturating_mul(POSITIONS_PER_MS)
            .saturating_mul(threads as u64)
    });
    let positions = match (by_time, limits.nodes) {
        (Some(t), Some(n)) => t.min(n),
        (Some(p), None) | (None, Some(p)) => p,
        (None, None) => return usize::MAX,
    };
    let mb = positions
        .div_ceil(POSITIONS_PER_MB)
        .max(1)
        .next_power_of_two();
    usize::try_from(mb).unwrap_or(usize::MAX)
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(DEFAULT_TABLE_MB)
    }
}

impl Searcher {
    /// A searcher with a transposition table of about `table_mb` MiB.
    pub fn new(table_mb: usize) -> Searcher {
        Searcher {
            table: Arc::new(Table::new(table_mb)),
            table_mb,
            use_table: true,
            history: History::default(),
            killers: Killers::default(),
            threads: 1,
            techniques: Techniques::default(),
            tables_in_background: true,
            known: None,
            #[cfg(test)]
            hook: GenerationHook::default(),
        }
    }

    /// A searcher without a transposition table (for comparisons).
    pub fn without_table() -> Searcher {
        Searcher {
            use_table: false,
            ..Searcher::new(0)
        }
    }

    /// Searches on `threads` threads from now on (at least one). One
    /// thread is the deterministic search; more share the table, so the
    /// result of a fixed depth may then depend on their timing.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }

    /// Whether the large endgame tables may be built on a thread of their
    /// own, for later searches (on by default; a process that searches once
    /// for a second would only slow itself down).
    pub fn set_tables_in_background(&mut self, on: bool) {
        self.tables_in_background = on;
    }

    /// Searches with only these techniques from now on.
    pub fn set_techniques(&mut self, techniques: Techniques) {
        self.techniques = techniques;
    }

    /// The threads [`Searcher::think`] uses.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Forgets everything learnt (for a new game).
    pub fn clear(&mut self) {
        self.table.clear();
        self.history.clear();
        self.killers.clear();
    }

    /// Whether a search of `game` scores by the path from its root: a game
    /// stalled before it counts the conversion term ([`progress`]) by the
    /// plies since the root, so that the position after a move scores
    /// otherwise searched from itself than below the move.
    pub fn scores_by_path(&self, game: &Game) -> bool {
        self.techniques.conversion && Node::stalled(game)
    }

    /// Searches the position of `game` for the player to move within
    /// `limits`, or until `stop` is set; calls `on_progress` after every
    /// completed iteration. `None` when the game is over.
    pub fn think(
        &mut self,
        game: &Game,
        limits: Limits,
        stop: &AtomicBool,
        on_progress: impl FnMut(&Progress),
    ) -> Option<SearchResult> {
        self.think_knowing(game, limits, None, stop, on_progress)
    }

    /// [`Searcher::think`], where the search to a fixed depth takes the
    /// score of `known`'s move from the searches of the position after it
    /// instead of searching it again: the same scores, fewer positions
    /// visited. Among moves of equal score it may then report another
    /// (the known move is the first it tries). Ignored by a search on a
    /// clock or a node count, and where the score depends on the path
    /// ([`Searcher::scores_by_path`]) or the root keeps only some moves.
    pub fn think_knowing(
        &mut self,
        game: &Game,
        limits: Limits,
        known: Option<KnownMove<'_>>,
        stop: &AtomicBool,
        mut on_progress: impl FnMut(&Progress),
    ) -> Option<SearchResult> {
        if game.is_over() {
            return None;
        }
        // Where either position scores by the path, the move's score below
        // this root is not that of the search after it.
        self.known = known
            .filter(|k| limits.is_exact() && !k.after_by_path && !self.scores_by_path(game))
            .and_then(|k| RootKnown::of(game, k));
        let start = Instant::now();
        self.fit_table(&limits);
        self.table.new_search();
        self.killers.clear();
        let result = if limits.is_exact() {
            self.run(Exact, game, limits, stop, start, &mut on_progress)
        } else {
            let tables = if self.techniques.endgames {
                let pos = game.position();
                endgame::for_game(
                    game.rules(),
                    pos.total(yote_engine::Color::White),
                    pos.total(yote_engine::Color::Black),
                    self.tables_in_background,
                )
            } else {
                None
            };
            let mode = Selective::new(self.techniques, tables.as_deref());
            self.run(mode, game, limits, stop, start, &mut on_progress)
        };
        Some(result)
    }

    /// The search of [`Searcher::think`] in `mode`, on every thread.
    fn run<M: Mode>(
        &mut self,
        mode: M,
        game: &Game,
        limits: Limits,
        stop: &AtomicBool,
        start: Instant,
        on_progress: impl FnMut(&Progress),
    ) -> SearchResult {
        let table = Arc::clone(&self.table);
        let helpers_stop = AtomicBool::new(false);
        let helpers = self.threads.saturating_sub(1);
        let use_table = self.use_table;
        let conversion = self.techniques.conversion;
        let (mut result, helper_nodes) = std::thread::scope(|scope| {
            // Helpers run until the main thread is done (or the time is up),
            // in its mode: an exact search's table must hold only exact
            // results.
            let helper_limits = Limits {
                depth: None,
                nodes: None,
                ..limits
            };
            let handles: Vec<_> = (1..=helpers)
                .map(|id| {
                    let (table, helpers_stop) = (&*table, &helpers_stop);
                    scope.spawn(move || {
                        let (mut history, mut killers) = (History::default(), Killers::default());
                        let parts = Parts {
                            table,
                            use_table,
                            history: &mut history,
                            killers: &mut killers,
                            conversion,
                            stop_after: None,
                            staged: true,
                            challenges: true,
                        };
                        let mut search =
                            Search::new(parts, mode, game, helper_limits, helpers_stop, start);
                        // Half the helpers a ply ahead: they fill the table
                        // for the main thread's next iteration.
                        search.depth_offset = u32::from(id % 2 == 1);
                        search.iterate(helper_limits, |_| {});
                        search.nodes
                    })
                })
                .collect();
            let parts = Parts {
                table: &table,
                use_table,
                history: &mut self.history,
                killers: &mut self.killers,
                conversion,
                #[cfg(test)]
                stop_after: self.hook.stop_after,
                #[cfg(not(test))]
                stop_after: None,
                #[cfg(test)]
                staged: !self.hook.unstaged,
                #[cfg(not(test))]
                staged: true,
                #[cfg(test)]
                challenges: !self.hook.unchallenged,
                #[cfg(not(test))]
                challenges: true,
            };
            let mut search = Search::new(parts, mode, game, limits, stop, start);
            search.root_known = self.known.take();
            let result = search.finish(limits, on_progress);
            #[cfg(test)]
            {
                self.hook.generated = search.generated;
            }
            helpers_stop.store(true, Ordering::Relaxed);
            let helper_nodes: u64 = handles.into_iter().map(|h| h.join().unwrap_or(0)).sum();
            (result, helper_nodes)
        });
        result.nodes += helper_nodes;
        result.elapsed = start.elapsed();
        result
    }

    /// Replaces the table with one of the size a search within `limits`
    /// wants, if its size differs (what it held is then lost: a game keeps
    /// one kind of search, so this happens at its first).
    fn fit_table(&mut self, limits: &Limits) {
        if !self.use_table || self.table_mb == 0 {
            return;
        }
        let wanted = table_mb_for(limits, self.threads).min(self.table_mb);
        if Table::megabytes_of(wanted) != self.table.megabytes() {
            self.table = Arc::new(Table::new(wanted));
        }
    }

    /// The score of `mv` as a root move of the search of `game` `depth`
    /// plies deep (full-width) scores it, from the mover's side, with the
    /// line it starts: the position after it searched one ply less deep
    /// below this root, where the conversion term counts the plies from
    /// it ([`Searcher::scores_by_path`]). `None` if stopped.
    pub fn score_move(
        &mut self,
        game: &Game,
        mv: Move,
        depth: u32,
        stop: &AtomicBool,
    ) -> Option<SearchResult> {
        let start = Instant::now();
        let depth = depth.clamp(1, MAX_DEPTH);
        let mut search = self.root_search(game, depth, stop, start);
        let score = search.root_move(mv, depth);
        if search.stopped {
            return None;
        }
        let mut pv = vec![mv];
        pv.extend_from_slice(&search.pv[1]);
        Some(SearchResult {
            best: mv,
            score,
            win_in: score::win_in_within(score, depth),
            depth,
            nodes: search.nodes,
            pv,
            elapsed: start.elapsed(),
        })
    }

    /// Every legal move with its score after a search `depth` plies deep,
    /// from the mover's side (for levels that choose among good moves).
    pub fn score_moves(
        &mut self,
        game: &Game,
        depth: u32,
        stop: &AtomicBool,
    ) -> Vec<(Move, Score)> {
        let mut search = self.root_search(game, depth, stop, Instant::now());
        let moves = game.legal_moves();
        moves
            .into_iter()
            .map(|mv| (mv, search.root_move(mv, depth)))
            .collect()
    }

    /// The full-width search of `game` `depth` plies deep on this
    /// searcher's table, history and killers, for valuing root moves one
    /// at a time ([`Search::root_move`]).
    fn root_search<'s>(
        &'s mut self,
        game: &Game,
        depth: u32,
        stop: &'s AtomicBool,
        start: Instant,
    ) -> Search<'s, Exact> {
        let parts = Parts {
            table: &self.table,
            use_table: self.use_table,
            history: &mut self.history,
            killers: &mut self.killers,
            conversion: self.techniques.conversion,
            stop_after: None,
            staged: true,
            challenges: true,
        };
        Search::new(parts, Exact, game, Limits::depth(depth), stop, start)
    }
}

/// A [`KnownMove`] as the root's search takes it.
#[derive(Debug)]
struct RootKnown {
    mv: Move,
    /// Its index among the root's moves.
    index: u32,
    /// The side to move after it is the root's (a bonus move).
    same_side: bool,
    /// By depth below the move (0 unknown): the score from the side to
    /// move after it, and the line.
    scores: Vec<Score>,
    lines: Vec<Vec<Move>>,
}

impl RootKnown {
    /// `known` as the search of `game` takes it: `None` at a crowded root,
    /// which keeps only some of its moves.
    fn of(game: &Game, known: KnownMove<'_>) -> Option<RootKnown> {
        let movegen = game.movegen();
        let pos = game.position();
        let count = movegen.count(pos);
        if count > MAX_MOVES as u64 {
            return None;
        }
        let index = (0..count).find(|&i| movegen.nth(pos, i) == Some(known.mv))?;
        let mut scores = vec![0];
        let mut lines = vec![Vec::new()];
        for (d, r) in known.after.iter().enumerate() {
            if r.depth as usize != d + 1 {
                break;
            }
            scores.push(r.score);
            lines.push(r.pv.clone());
        }
        Some(RootKnown {
            mv: known.mv,
            index: u32::try_from(index).ok()?,
            same_side: movegen.play(pos, &known.mv).to_move() == pos.to_move(),
            scores,
            lines,
        })
    }
}

/// What one thread's search borrows from its [`Searcher`].
struct Parts<'a> {
    table: &'a Table,
    use_table: bool,
    history: &'a mut History,
    killers: &'a mut Killers,
    /// The conversion term of a stalled game is on.
    conversion: bool,
    /// For tests: see [`Searcher::hook`].
    stop_after: Option<u64>,
    /// Nodes may try their moves in stages ([`Staged`]; off only in tests,
    /// to compare).
    staged: bool,
    /// The root tries a challenger second where its mode does
    /// ([`Mode::challenges_at_root`]; off only in tests, to compare).
    challenges: bool,
}

/// One search in progress, in its [`Mode`].
struct Search<'a, M: Mode> {
    /// What sets the exact search and the selective one apart.
    mode: M,
    node: Node,
    eval: Evaluator,
    table: &'a Table,
    use_table: bool,
    history: &'a mut History,
    killers: &'a mut Killers,
    stop: &'a AtomicBool,
    start: Instant,
    /// When time is up. Deepening goes on until then: a budget is a
    /// move's own (no clock to save for), and an iteration cut short
    /// still plays a root move that beat the last best (an SPRT at 50 ms
    /// accepted this over stopping at half the budget; docs/benchmarks.md).
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    depth_limited: bool,
    /// The conversion term of a stalled game is on.
    conversion: bool,
    /// What a draw costs the side to move at the root: [`CONTEMPT`](mode::CONTEMPT) in
    /// the selective search with the technique on, else 0.
    contempt: Score,
    /// The side to move at the root.
    root: yote_engine::Color,
    /// What every table key is mixed with (by XOR): with contempt, scores
    /// depend on which side the root has to move, so a search from
    /// Black's side mixes in [`BLACK_ROOT`]; else 0. (A draw by the draw
    /// threshold, and every score above it, can be kept in the table; one
    /// by repetition only by the selective search.)
    root_mix: u64,
    nodes: u64,
    stopped: bool,
    pv: Vec<Vec<Move>>,
    lists: Vec<Vec<Scored>>,
    /// The quiet moves tried at each ply before the current one.
    tried: Vec<Vec<Move>>,
    /// The root move to try first: the best of the last iteration.
    root_best: Option<u32>,
    /// The index of the first move of the root's line, as the search finds it.
    root_pv_index: Option<u32>,
    /// The moves a crowded root keeps (by static order), generated once for
    /// every iteration.
    root_kept: Vec<Scored>,
    /// The best move by static order of a crowded root whose generation was
    /// cut short by the stop: played if no root move was searched.
    root_fallback: Option<Move>,
    /// A root move whose score is known at each depth: not searched.
    root_known: Option<RootKnown>,
    /// The positions each root move took in the last iteration, and in
    /// this one so far, by generation index (where the mode
    /// [challenges at the root](Mode::challenges_at_root)).
    root_effort: Vec<u64>,
    root_effort_now: Vec<u64>,
    /// Moves generated at crowded nodes and in their capture searches.
    generated: u64,
    /// A helper thread's iterations are this much deeper than their number.
    depth_offset: u32,
    /// See [`Parts::staged`].
    staged: bool,
    /// See [`Parts::challenges`].
    challenges: bool,
    #[cfg(test)]
    stop_after_generated: Option<u64>,
}

impl<'a, M: Mode> Search<'a, M> {
    fn new(
        Parts {
            table,
            use_table,
            history,
            killers,
            conversion,
            #[cfg_attr(not(test), allow(unused_variables))]
            stop_after,
            staged,
            challenges,
        }: Parts<'a>,
        mode: M,
        game: &Game,
        limits: Limits,
        stop: &'a AtomicBool,
        start: Instant,
    ) -> Search<'a, M> {
        let root = game.position().to_move();
        let contempt = mode.contempt();
        Search {
            mode,
            node: Node::new(game),
            eval: Evaluator::new(game.rules()),
            table,
            use_table,
            history,
            killers,
            stop,
            start,
            deadline: limits.time.map(|t| start + t),
            node_limit: limits.nodes,
            depth_limited: limits.depth.is_some(),
            conversion,
            contempt,
            root,
            root_mix: if contempt != 0 && root == yote_engine::Color::Black {
                BLACK_ROOT
            } else {
                0
            },
            nodes: 0,
            stopped: false,
            pv: vec![Vec::new(); MAX_PLY + 2],
            lists: vec![Vec::new(); MAX_PLY + 2],
            tried: vec![Vec::new(); MAX_PLY + 2],
            root_best: None,
            root_pv_index: None,
            root_kept: Vec::new(),
            root_fallback: None,
            root_known: None,
            root_effort: Vec::new(),
            root_effort_now: Vec::new(),
            generated: 0,
            depth_offset: 0,
            staged,
            challenges: challenges && M::challenges_at_root(),
            #[cfg(test)]
            stop_after_generated: stop_after,
        }
    }

    /// Iterative deepening within `limits`: the last iteration completed,
    /// `None` if none was.
    fn iterate(
        &mut self,
        limits: Limits,
        mut on_progress: impl FnMut(&Progress),
    ) -> Option<SearchResult> {
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut result: Option<SearchResult> = None;
        for depth in 1..=max_depth {
            let depth = (depth + self.depth_offset).min(MAX_DEPTH);
            let previous = result.as_ref().map(|r| r.score);
            self.root_effort_now.clear();
            let Some(score) = self.aspiration(depth, previous) else {
                // Stopped in the middle of an iteration: a root move that
                // beat the last best move there is better still.
                if let (Some(r), Some(&mv)) = (result.as_mut(), self.pv[0].first())
                    && mv != r.best
                {
                    r.best = mv;
                    r.pv.clone_from(&self.pv[0]);
                }
                break;
            };
            let pv = self.pv[0].clone();
            let Some(&best) = pv.first() else {
                break;
            };
            self.root_best = self.root_pv_index;
            std::mem::swap(&mut self.root_effort, &mut self.root_effort_now);
            let done = SearchResult {
                best,
                score,
                win_in: score::win_in_within(score, depth),
                depth,
                nodes: self.nodes,
                pv,
                elapsed: self.start.elapsed(),
            };
            on_progress(&done);
            result = Some(done);
            if self.should_not_deepen(score, depth) {
                break;
            }
        }
        result
    }

    /// The main thread's search: [`Search::iterate`], and when stopped
    /// before the first iteration ended, the best root move searched so
    /// far, or else the best by static order of a crowded root's moves
    /// generated so far, or else the first in generation order.
    fn finish(&mut self, limits: Limits, on_progress: impl FnMut(&Progress)) -> SearchResult {
        let result = self.iterate(limits, on_progress);
        let nodes = self.nodes;
        let mut result = result.unwrap_or_else(|| {
            let best = self.pv[0]
                .first()
                .copied()
                .or(self.root_fallback)
                .or_else(|| self.node.nth_move(0))
                .expect("a game in progress has a legal move");
            SearchResult {
                best,
                score: 0,
                win_in: None,
                depth: 0,
                nodes,
                pv: vec![best],
                elapsed: self.start.elapsed(),
            }
        });
        result.nodes = nodes;
        result
    }

    /// Whether iterative deepening should stop after `depth`.
    fn should_not_deepen(&self, score: Score, depth: u32) -> bool {
        if self.stopped {
            return true;
        }
        if self.depth_limited {
            return false;
        }
        // A forced result within the horizon will not change.
        score::win_in(score).is_some_and(|n| n.unsigned_abs() <= depth)
    }

    /// One iteration, in a window around the last score that widens until
    /// the score falls inside it. `None` if stopped.
    fn aspiration(&mut self, depth: u32, previous: Option<Score>) -> Option<Score> {
        let (mut alpha, mut beta) = match previous {
            Some(p) if depth >= 4 && !score::is_decisive(p) => (p - WINDOW, p + WINDOW),
            _ => (-INFINITY, INFINITY),
        };
        let mut widen = WINDOW;
        loop {
            let s = self.search(alpha, beta, depth as i32, 0, true);
            if self.stopped {
                return None;
            }
            if s <= alpha && alpha > -INFINITY {
                alpha = (alpha - widen).max(-INFINITY);
            } else if s >= beta && beta < INFINITY {
                beta = (beta + widen).min(INFINITY);
            } else {
                return Some(s);
            }
            widen *= 4;
            if widen > 1000 {
                (alpha, beta) = (-INFINITY, INFINITY);
            }
        }
    }

    /// The score of the root move `mv` for the root's side, the position
    /// after it searched `depth - 1` plies deep in a full window; its line
    /// is left in the principal variation of ply 1.
    fn root_move(&mut self, mv: Move, depth: u32) -> Score {
        let me = self.node.to_move();
        self.node.play(mv);
        let same = self.node.to_move() == me;
        let d = Some(depth as i32 - 1);
        let score = self.child(same, -INFINITY, INFINITY, d, 1, true);
        self.node.undo();
        score
    }

    /// The root move known already, its index among the root's moves and
    /// its score for the root's side in an iteration `depth` plies deep.
    fn known_at(&self, depth: i32) -> Option<(Move, u32, Score)> {
        let known = self.root_known.as_ref()?;
        let below = usize::try_from(depth - 1).ok().filter(|&d| d >= 1)?;
        let score = score::from_table(*known.scores.get(below)?, 1);
        let score = if known.same_side { score } else { -score };
        Some((known.mv, known.index, score))
    }

    /// Looks at the clock and the flag now and then.
    #[inline]
    fn visit(&mut self) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHECK_EVERY) {
            self.check_stop();
        }
    }

    fn check_stop(&mut self) {
        if self.watch().expired(self.generated) || self.node_limit.is_some_and(|n| self.nodes >= n)
        {
            self.stopped = true;
        }
    }

    /// What a generation in progress looks at to stop.
    fn watch(&self) -> Watch<'a> {
        Watch {
            stop: self.stop,
            deadline: self.deadline,
            #[cfg(test)]
            stop_after_generated: self.stop_after_generated,
        }
    }

    /// The static evaluation of the current node, with the conversion
    /// term of a stalled game (see [`progress`]).
    #[inline]
    fn evaluate(&self) -> Score {
        let eval = self.eval.evaluate(self.node.position());
        match self.progress_state() {
            Some(state) => progress::adjust(eval, state.delay()),
            None => eval,
        }
    }

    /// The current node's key in the table: its position's, mixed with its
    /// conversion state when the term is on (see [`progress`]).
    #[inline]
    fn table_key(&self) -> u64 {
        let key = self.node.key() ^ self.root_mix;
        match self.progress_state() {
            Some(state) => key ^ progress::key_mix(state),
            None => key,
        }
    }

    /// The node's conversion state, when the term is on.
    #[inline]
    fn progress_state(&self) -> Option<progress::State> {
        self.node.progress_state().filter(|_| self.conversion)
    }

    /// A draw for the side to move: the contempt against the root's side.
    fn draw(&self) -> Score {
        if self.node.to_move() == self.root {
            -self.contempt
        } else {
            self.contempt
        }
    }

    /// The score of a finished game for the side to move at `ply`.
    fn terminal(&self, outcome: Outcome, ply: usize) -> Score {
        match outcome.result {
            GameResult::Draw => self.draw(),
            GameResult::Win(c) if c == self.node.to_move() => score::win_at(ply),
            GameResult::Win(_) => -score::win_at(ply),
        }
    }

    /// The score of the child just played, from the parent's side: a full
    /// search `depth` plies deep, or the capture search when `depth` is
    /// `None`. The sign changes only when the side to move does.
    #[inline]
    fn child(
        &mut self,
        same_side: bool,
        alpha: Score,
        beta: Score,
        depth: Option<i32>,
        ply: usize,
        pv_node: bool,
    ) -> Score {
        let (a, b) = if same_side {
            (alpha, beta)
        } else {
            (-beta, -alpha)
        };
        let s = match depth {
            Some(depth) => self.search(a, b, depth, ply, pv_node),
            None => self.quiesce(a, b, ply),
        };
        if same_side { s } else { -s }
    }

    /// Takes the score of `mv` at `ply` into the node's best and alpha, and
    /// its line into the principal variation when alpha rises; true when it
    /// reaches `beta` (a cut-off).
    #[inline]
    fn take(
        &mut self,
        ply: usize,
        mv: Move,
        score: Score,
        best: &mut Score,
        alpha: &mut Score,
        beta: Score,
    ) -> bool {
        if score <= *best {
            return false;
        }
        *best = score;
        if score <= *alpha {
            return false;
        }
        *alpha = score;
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        head[ply].clear();
        head[ply].push(mv);
        head[ply].extend_from_slice(&tail[0]);
        score >= beta
    }

    /// The alpha-beta search of the current node, `depth` plies deep.
    fn search(
        &mut self,
        mut alpha: Score,
        beta: Score,
        depth: i32,
        ply: usize,
        pv_node: bool,
    ) -> Score {
        self.pv[ply].clear();
        if let Some(outcome) = self.node.outcome() {
            return self.terminal(outcome, ply);
        }
        if let Some(s) = M::known(self, ply) {
            return s;
        }
        if depth <= 0 {
            return self.quiesce(alpha, beta, ply);
        }
        self.visit();
        if self.stopped {
            return 0;
        }
        if ply >= MAX_PLY {
            return self.evaluate();
        }
        let key = self.table_key();
        let mut table_move = None;
        // Which scores the table keeps and gives, and which of its results
        // cut off a search here, are the mode's to say.
        let scores_shared = self.use_table && M::shares_scores(self, depth);
        if self.use_table
            && let Some(hit) = self.table.probe(key)
        {
            table_move = hit.best;
            let s = score::from_table(hit.score, ply);
            if scores_shared && !pv_node && M::takes(self, i32::from(hit.depth), depth, s) {
                let cut = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        if ply == 0 && self.root_best.is_some() {
            table_move = self.root_best;
        }
        let futility_floor = match M::prune(self, alpha, beta, depth, ply, pv_node) {
            Prune::Search => None,
            Prune::Floor(floor) => Some(floor),
            Prune::Cut(s) => return s,
        };

        let me = self.node.to_move();
        // The table's move is tried before the others are generated: when
        // it cuts off, they never are. (A crowded node keeps only some
        // moves; its table move is then taken from those, like the rest.)
        let mut first = table_move.and_then(|index| {
            if self.node.count_moves() > MAX_MOVES as u64 {
                return None;
            }
            self.node.nth_move(index).map(|mv| Scored {
                mv,
                index,
                order: 0,
            })
        });
        let first_index = first.map(|s| s.index);
        let mut moves = std::mem::take(&mut self.lists[ply]);
        moves.clear();
        let mut generated = false;
        let mut staged: Option<Staged> = None;
        let mut quiet_left_out = false;
        let mut truncated = false;
        let mut next = 0;
        let mut tried = std::mem::take(&mut self.tried[ply]);
        tried.clear();
        let alpha_before = alpha;
        // A child searched to a depth probes the table: its slot is
        // fetched while the move is made (the key is the position's
        // alone where no conversion state is mixed in).
        let prefetch = self.use_table && depth >= 2 && self.progress_state().is_none();
        let mut best = -INFINITY;
        let mut best_index = None;
        let mut i = 0;
        // A root move known already counts as searched first.
        let known = if ply == 0 { self.known_at(depth) } else { None };
        let mut known_cut = false;
        if let Some((mv, index, score)) = known {
            if first.is_some_and(|f| f.mv == mv) {
                first = None;
            }
            if let Some(k) = &self.root_known {
                self.pv[1].clone_from(&k.lines[depth as usize - 1]);
            }
            if score > alpha {
                self.root_pv_index = Some(index);
            }
            best_index = Some(index);
            known_cut = self.take(ply, mv, score, &mut best, &mut alpha, beta);
            i = 1;
        }
        loop {
            if known_cut {
                // The move known already reached beta.
                break;
            }
            let s = if let Some(s) = first.take() {
                s
            } else {
                if !generated {
                    // A root ordered by the last iteration's effort has
                    // all its moves generated at once.
                    if self.staged
                        && futility_floor.is_none()
                        && depth <= STAGED_DEPTH
                        && (ply > 0 || self.root_effort.is_empty())
                    {
                        staged = self.start_staged(&mut moves, ply, first_index);
                    }
                    if staged.is_none() {
                        (truncated, quiet_left_out) = self.generate_for_search(
                            &mut moves,
                            ply,
                            table_move,
                            futility_floor.is_some(),
                            first_index,
                        );
                    }
                    generated = true;
                }
                let picked = match staged.as_mut() {
                    Some(staged) => {
                        self.next_staged(staged, &mut moves, next, ply, table_move, first_index)
                    }
                    None => ordering::pick(&mut moves, next),
                };
                let Some(s) = picked else {
                    // The quiet moves left out come after every capture:
                    // here they would have been skipped, each counting as
                    // the floor.
                    if let Some(floor) = futility_floor
                        && quiet_left_out
                    {
                        best = best.max(floor);
                    }
                    break;
                };
                next += 1;
                s
            };
            if known.is_some_and(|(mv, ..)| mv == s.mv) {
                continue;
            }
            let quiet = !s.mv.is_capture();
            if let Some(floor) = futility_floor
                && quiet
                && i > 0
            {
                // A quiet move this far below alpha near the leaves is not
                // searched: it counts as the floor (a fail-low that proves
                // nothing, so never a forced loss).
                best = best.max(floor);
                continue;
            }
            if prefetch {
                // Where the move after this one is known already (once
                // the rest are sorted, where a node mostly tries them all,
                // and the killers after the captures), its slot is fetched
                // while this one is searched.
                let upcoming = match staged.as_ref() {
                    None if generated => ordering::sorted_next(&moves, next),
                    None => None,
                    Some(st) => match st.stage {
                        Stage::Captures if next >= moves.len() => {
                            st.killers.iter().flatten().next()
                        }
                        Stage::Captures => ordering::sorted_next(&moves, next),
                        Stage::Killer(1) => st.killers[1].as_ref(),
                        Stage::Quiet(start) => ordering::sorted_next(&moves, next - start),
                        _ => None,
                    },
                };
                if let Some(u) = upcoming
                    && (futility_floor.is_none() || u.mv.is_capture())
                {
                    self.table
                        .prefetch(self.node.key_after(&u.mv) ^ self.root_mix);
                }
                let (table, mix) = (self.table, self.root_mix);
                self.node.play_seen(s.mv, |key| table.prefetch(key ^ mix));
            } else {
                self.node.play(s.mv);
            }
            let same = self.node.to_move() == me;
            let d = Some(depth - 1);
            let nodes_before = self.nodes;
            let score = if i == 0 {
                self.child(same, alpha, beta, d, ply + 1, pv_node)
            } else {
                // A reduced move is searched less deep first, and again in
                // full only if it beats alpha.
                let reduction = M::reduction(self, depth, i, quiet);
                let mut v = -INFINITY;
                if reduction > 0 {
                    let reduced = Some(depth - 1 - reduction);
                    v = self.child(same, alpha, alpha + 1, reduced, ply + 1, false);
                }
                if reduction == 0 || (v > alpha && !self.stopped) {
                    v = self.child(same, alpha, alpha + 1, d, ply + 1, false);
                }
                if pv_node && v > alpha && v < beta && !self.stopped {
                    v = self.child(same, alpha, beta, d, ply + 1, true);
                }
                v
            };
            self.node.undo();
            if ply == 0 && self.challenges {
                self.note_effort(s.index, self.nodes - nodes_before);
            }
            i += 1;
            if self.stopped {
                break;
            }
            if score > best {
                best_index = Some(s.index);
            }
            if ply == 0 && score > best.max(alpha) {
                self.root_pv_index = Some(s.index);
            }
            if self.take(ply, s.mv, score, &mut best, &mut alpha, beta) {
                if !s.mv.is_capture() {
                    self.killers.add(ply, s.mv);
                    self.history.reward(me, &s.mv, tried.iter(), depth as u32);
                }
                break;
            }
            if !s.mv.is_capture() {
                tried.push(s.mv);
            }
        }
        if staged.is_some_and(|s| s.mark.is_some()) {
            self.history.release();
        }
        self.lists[ply] = moves;
        self.tried[ply] = tried;
        if self.stopped {
            return 0;
        }
        if truncated && best < beta {
            best = score::unproven(best);
        }
        if scores_shared && M::keeps(self, best, depth) {
            let bound = if best >= beta {
                Bound::Lower
            } else if best > alpha_before {
                Bound::Exact
            } else {
                Bound::Upper
            };
            let stored = score::to_table(best, ply);
            self.table
                .store(key, depth as u8, stored, bound, best_index);
        }
        best
    }

    /// The capture search: the side to move may stand on the evaluation
    /// (a quiet move) or capture, so no line ends in the middle of an exchange.
    fn quiesce(&mut self, mut alpha: Score, beta: Score, ply: usize) -> Score {
        self.pv[ply].clear();
        if let Some(outcome) = self.node.outcome() {
            return self.terminal(outcome, ply);
        }
        if let Some(s) = M::known(self, ply) {
            return s;
        }
        self.visit();
        if self.stopped {
            return 0;
        }
        let stand = self.evaluate();
        // Under mandatory capture a capture is the only legal move here.
        let may_stand = !self.node.rules().mandatory_capture;
        // Standing at beta or above ends the node whatever the captures
        // (checked first: it is cheaper than looking for one).
        if ply >= MAX_PLY || (may_stand && stand >= beta) || !self.node.can_capture() {
            return stand;
        }
        let mut best = -INFINITY;
        if may_stand {
            alpha = alpha.max(stand);
            best = stand;
        }
        let me = self.node.to_move();
        let mut moves = std::mem::take(&mut self.lists[ply]);
        let truncated = self.generate(&mut moves, ply, None, None, true);
        let mut next = 0;
        while let Some(s) = ordering::pick(&mut moves, next) {
            next += 1;
            self.node.play(s.mv);
            let same = self.node.to_move() == me;
            let score = self.child(same, alpha, beta, None, ply + 1, false);
            self.node.undo();
            if self.stopped || self.take(ply, s.mv, score, &mut best, &mut alpha, beta) {
                break;
            }
        }
        self.lists[ply] = moves;
        if truncated && best < beta {
            best = score::unproven(best);
        }
        best
    }

    /// The moves of the current node with their order (see [`ordering::pick`]). A crowded node keeps the
    /// best by static order only; the capture search keeps a few captures.
    /// The move of index `tried` (the table's, searched before any was
    /// generated) is left out of a node that is not crowded (a crowded one
    /// never tries its table's move first). True when some moves were left
    /// out for the node's crowd.
    fn generate(
        &mut self,
        list: &mut Vec<Scored>,
        ply: usize,
        table_move: Option<u32>,
        tried: Option<u32>,
        captures_only: bool,
    ) -> bool {
        list.clear();
        let mut index: u32 = 0;
        if captures_only {
            let threats = PositionThreats::for_captures(self.node.position(), self.node.rules());
            let crowded = self.node.count_captures() > MAX_MOVES as u64;
            if crowded {
                self.check_stop();
            }
            let (watch, generated) = (self.watch(), self.generated);
            let cut = self.stopped
                || self
                    .node
                    .try_for_each_capture(|mv| {
                        if crowded && watch.due(index, generated) {
                            return ControlFlow::Break(());
                        }
                        let order = threats.capture_order(&mv);
                        list.push(Scored { mv, index, order });
                        if list.len() >= 2 * MAX_CAPTURES {
                            ordering::keep_best(list, MAX_CAPTURES);
                        }
                        index = index.saturating_add(1);
                        ControlFlow::Continue(())
                    })
                    .is_break();
            if crowded {
                self.generated += u64::from(index);
            }
            self.stopped |= cut;
            let all = u64::from(index);
            ordering::keep_best(list, MAX_CAPTURES);
            return all > list.len() as u64;
        }
        let threats = PositionThreats::new(self.node.position(), self.node.rules());
        let crowded = self.node.count_moves() > MAX_MOVES as u64;
        if crowded {
            self.check_stop();
            // A crowded node keeps the best by static order, then orders
            // those (the root's once for every iteration: they are the same).
            if ply == 0 && !self.root_kept.is_empty() {
                list.extend_from_slice(&self.root_kept);
            } else {
                self.crowded_moves(list, &threats);
                if ply == 0 {
                    if self.stopped {
                        self.root_fallback = ordering::best(list).map(|s| s.mv);
                    } else {
                        self.root_kept.clone_from(list);
                    }
                }
            }
        }
        let orderer = self.orderer(&threats, ply, table_move);
        if crowded {
            for s in list.iter_mut() {
                s.order = orderer.order(&s.mv, s.index);
            }
        } else {
            // Every move is kept: ordered once, fully. A move built on the
            // stack by the generator and copied into the list stalls on the
            // copy (its small fields written a byte at a time, read sixteen
            // at once): the drops, most of the moves, are made here, ordered
            // from their square and written once; the others are pushed
            // first and ordered in the list.
            index = push_drops(list, &self.node, &orderer, |i| Some(i) == tried);
            self.node.for_each_move_but_drops(|mv| {
                if Some(index) != tried {
                    list.push(Scored {
                        mv,
                        index,
                        order: 0,
                    });
                    let pushed = list.last_mut().expect("just pushed");
                    pushed.order = orderer.order(&pushed.mv, index);
                }
                index += 1;
            });
        }
        if ply == 0 {
            self.order_root(list, table_move);
        }
        crowded
    }

    /// Adds `nodes` to what the root move of `index` took in this iteration.
    fn note_effort(&mut self, index: u32, nodes: u64) {
        let at = index as usize;
        if self.root_effort_now.len() <= at {
            self.root_effort_now.resize(at + 1, 0);
        }
        self.root_effort_now[at] += nodes;
    }

    /// Of the root's moves but the table's, the one that took the most
    /// positions in the last iteration comes first
    /// ([`ordering::challenger`]), where the mode [challenges at the
    /// root](Mode::challenges_at_root): the move hardest to refute is the
    /// likeliest to beat the last best.
    fn order_root(&self, list: &mut [Scored], table_move: Option<u32>) {
        if let Some(at) = ordering::challenger(list, &self.root_effort, table_move) {
            list[at].order = ordering::CHALLENGER;
        }
    }

    /// Starts the moves of the current node in stages ([`Staged`]): its
    /// captures into `list`, with the indices and order the full
    /// generation gives them (but the move of index `tried`, searched
    /// already), and its killers that are legal here. `None`, and nothing
    /// generated, at a crowded node.
    fn start_staged(
        &mut self,
        list: &mut Vec<Scored>,
        ply: usize,
        tried: Option<u32>,
    ) -> Option<Staged> {
        let (quiet, captures) = self.node.count_quiet_and_captures();
        if quiet + captures > MAX_MOVES as u64 {
            return None;
        }
        list.clear();
        let threats = PositionThreats::new(self.node.position(), self.node.rules());
        if captures > 0 {
            // Captures follow the quiet moves in generation order.
            let mut index = quiet as u32;
            let _ = self.node.try_for_each_capture(|mv| {
                if Some(index) != tried {
                    let order = threats.capture_order(&mv);
                    list.push(Scored { mv, index, order });
                }
                index += 1;
                ControlFlow::Continue(())
            });
        }
        let mut killers: [Option<Scored>; 2] = [None; 2];
        for (rank, killer) in self.killers.of(ply).into_iter().enumerate() {
            let Some(mv) = killer else { continue };
            let Some(index) = self.node.quiet_index(&mv) else {
                continue;
            };
            if Some(index) == tried || killers[0].is_some_and(|k| k.index == index) {
                continue;
            }
            debug_assert_eq!(self.node.nth_move(index), Some(mv));
            let order = ordering::KILLER[rank];
            killers[rank] = Some(Scored { mv, index, order });
        }
        Some(Staged {
            stage: Stage::Captures,
            killers,
            threats,
            mark: Some(self.history.mark()),
        })
    }

    /// The next move of a node whose moves come in stages, `next` moves
    /// having been taken from `list` in its current stage.
    fn next_staged(
        &mut self,
        staged: &mut Staged,
        list: &mut Vec<Scored>,
        next: usize,
        ply: usize,
        table_move: Option<u32>,
        tried: Option<u32>,
    ) -> Option<Scored> {
        loop {
            match staged.stage {
                Stage::Captures => {
                    if let Some(s) = ordering::pick(list, next) {
                        return Some(s);
                    }
                    staged.stage = Stage::Killer(0);
                }
                Stage::Killer(rank) => {
                    staged.stage = if rank == 0 {
                        Stage::Killer(1)
                    } else {
                        Stage::Generate
                    };
                    if let Some(s) = staged.killers[rank] {
                        return Some(s);
                    }
                }
                Stage::Generate => {
                    self.staged_quiet(staged, list, ply, table_move, tried);
                    staged.stage = Stage::Quiet(next);
                }
                Stage::Quiet(start) => return ordering::pick(list, next - start),
            }
        }
    }

    /// The quiet moves of a staged node but its killers and the move of
    /// index `tried` into `list`, ordered by the history as it stood when
    /// the node's stages began (its mark, then let go).
    fn staged_quiet(
        &mut self,
        staged: &mut Staged,
        list: &mut Vec<Scored>,
        ply: usize,
        table_move: Option<u32>,
        tried: Option<u32>,
    ) {
        list.clear();
        let mark = staged.mark.take().expect("held until the quiet moves");
        let skip = |index: u32| {
            Some(index) == tried || staged.killers.iter().flatten().any(|k| k.index == index)
        };
        let (node, killers, threats) = (&self.node, &*self.killers, &staged.threats);
        self.history.as_at(mark, |history| {
            let orderer = Orderer {
                table_move,
                threats,
                killers,
                history,
                ply,
                color: node.to_move(),
            };
            let drops = push_drops(list, node, &orderer, skip);
            let mut index = drops;
            let mut seen = 0;
            node.for_each_quiet(|mv| {
                // The drops come first, made above.
                if seen < drops {
                    seen += 1;
                    return;
                }
                if !skip(index) {
                    let order = orderer.order(&mv, index);
                    list.push(Scored { mv, index, order });
                }
                index += 1;
            });
        });
        self.history.release();
    }

    /// What orders the current node's moves, `ply` plies from the root.
    fn orderer<'s>(
        &'s self,
        threats: &'s PositionThreats,
        ply: usize,
        table_move: Option<u32>,
    ) -> Orderer<'s> {
        Orderer {
            table_move,
            threats,
            killers: self.killers,
            history: self.history,
            ply,
            color: self.node.to_move(),
        }
    }

    /// The moves of a node of the main search, as [`Search::generate`]
    /// gives them, or only its captures where the futility pruning would
    /// skip every quiet move (`futile`: every move after the first) and
    /// they are enough to go on as with them all; then the second value
    /// says whether quiet moves other than a first move were left out. The
    /// first value: whether a crowded node's moves were cut to the best.
    fn generate_for_search(
        &mut self,
        list: &mut Vec<Scored>,
        ply: usize,
        table_move: Option<u32>,
        futile: bool,
        first_index: Option<u32>,
    ) -> (bool, bool) {
        let quiet = if futile {
            self.futile_captures(list, ply, table_move, first_index)
        } else {
            None
        };
        match quiet {
            Some(quiet) => {
                let first_quiet = first_index.is_some_and(|f| u64::from(f) < quiet);
                (false, quiet > u64::from(first_quiet))
            }
            None => (
                self.generate(list, ply, table_move, first_index, false),
                false,
            ),
        }
    }

    /// The captures of a node whose quiet moves the futility pruning skips
    /// (every move after the first), with the indices and order the full
    /// generation gives them, so that the search goes as it would with all
    /// the moves (but the move of index `tried`, searched already); returns
    /// how many quiet moves there are. `None`, and nothing generated, where
    /// the full list is needed: at a crowded node (what it keeps depends on
    /// every move), and when no move has been `tried` and there is no
    /// capture (the first move is then a quiet one).
    fn futile_captures(
        &mut self,
        list: &mut Vec<Scored>,
        ply: usize,
        table_move: Option<u32>,
        tried: Option<u32>,
    ) -> Option<u64> {
        let (quiet, captures) = self.node.count_quiet_and_captures();
        if quiet + captures > MAX_MOVES as u64 || (captures == 0 && tried.is_none()) {
            return None;
        }
        list.clear();
        if captures == 0 {
            return Some(quiet);
        }
        let threats = PositionThreats::new(self.node.position(), self.node.rules());
        let orderer = self.orderer(&threats, ply, table_move);
        // Captures follow the quiet moves in generation order.
        let mut index = quiet as u32;
        let _ = self.node.try_for_each_capture(|mv| {
            if Some(index) != tried {
                let order = orderer.order(&mv, index);
                list.push(Scored { mv, index, order });
            }
            index += 1;
            ControlFlow::Continue(())
        });
        Some(quiet)
    }

    /// The best [`MAX_MOVES`] moves of a crowded node by static order. The
    /// clock and the flag are read now and then meanwhile (there may be
    /// millions); once the time is up the generation stops where it is and
    /// the search with it.
    fn crowded_moves(&mut self, list: &mut Vec<Scored>, threats: &PositionThreats) {
        let mut index: u32 = 0;
        let (watch, generated) = (self.watch(), self.generated);
        let cut = self.stopped
            || self
                .node
                .try_for_each_move(|mv| {
                    if watch.due(index, generated) {
                        return ControlFlow::Break(());
                    }
                    let order = ordering::static_order(threats, &mv);
                    list.push(Scored { mv, index, order });
                    if list.len() >= 2 * MAX_MOVES {
                        ordering::keep_best(list, MAX_MOVES);
                    }
                    index = index.saturating_add(1);
                    ControlFlow::Continue(())
                })
                .is_break();
        self.generated += u64::from(index);
        ordering::keep_best(list, MAX_MOVES);
        self.stopped |= cut;
    }
}

/// Nodes this many plies deep or shallower, away from a crowd and from
/// the futility pruning, try their moves in stages, and generate their
/// quiet moves only when their captures and killers did not cut off (most
/// cut-offs come from one of those). The stages give the moves in the
/// order of the full generation, so that the search visits the same tree,
/// only faster; deeper nodes are few, and their [`History`] marks would
/// be held over large trees.
const STAGED_DEPTH: i32 = 6;

/// Where a node whose moves come in stages stands.
#[derive(Clone, Copy)]
struct Staged {
    stage: Stage,
    /// Its killers legal here, best first, with their indices.
    killers: [Option<Scored>; 2],
    threats: PositionThreats,
    /// The history's mark, held until the quiet moves are ordered.
    mark: Option<usize>,
}

/// The stages, in order: every capture before any quiet move, the killers
/// before the other quiet moves (as [`ordering`] orders them).
#[derive(Clone, Copy)]
enum Stage {
    /// The captures, in the node's list.
    Captures,
    /// The killer of this rank (0 or 1).
    Killer(usize),
    /// The quiet moves are to be generated next.
    Generate,
    /// The quiet moves, in the node's list: the first was the node's
    /// move of this number in its list's stages.
    Quiet(usize),
}

/// The stop flag and the deadline, as a generation in progress reads them.
#[derive(Clone, Copy)]
struct Watch<'a> {
    stop: &'a AtomicBool,
    deadline: Option<Instant>,
    #[cfg(test)]
    stop_after_generated: Option<u64>,
}

impl Watch<'_> {
    /// Whether the search must stop, `generated` moves having been
    /// generated at crowded nodes.
    #[inline]
    fn expired(&self, generated: u64) -> bool {
        #[cfg(test)]
        if self.stop_after_generated.is_some_and(|n| generated >= n) {
            return true;
        }
        let _ = generated;
        self.stop.load(Ordering::Relaxed) || self.deadline.is_some_and(|t| Instant::now() >= t)
    }

    /// Whether the generation now at its `index`-th move, after `before`
    /// moves generated by earlier ones, must stop: looked at every
    /// [`GENERATED_CHECK_EVERY`] moves.
    #[inline]
    fn due(&self, index: u32, before: u64) -> bool {
        index % GENERATED_CHECK_EVERY == GENERATED_CHECK_EVERY - 1
            && self.expired(before + u64::from(index))
    }
}

/// The drops of `node` into `list`, each ordered from its square as it is
/// made (a move copied into the list from the generator's stack stalls on
/// the copy), but those `skip` names (the move tried already, a killer):
/// the first moves of the generation order, from index 0. How many drops
/// there are, the index of the move after them.
#[inline]
fn push_drops(
    list: &mut Vec<Scored>,
    node: &Node,
    orderer: &Orderer,
    skip: impl Fn(u32) -> bool,
) -> u32 {
    let mut index = 0;
    for sq in squares(node.drop_squares()) {
        if !skip(index) {
            let order = orderer.drop_order(sq, index);
            list.push(Scored {
                mv: Move::drop(sq),
                index,
                order,
            });
        }
        index += 1;
    }
    index
}

#[cfg(test)]
mod tests {
    use super::mode::{CONTEMPT, HISTORY_SCAN, LIKELY_BAND};
    use super::*;
    use crate::endgame::{Known, Tables};
    use yote_engine::{Color, Rules, SecondPiece};

    /// The rule sets under which two searches are compared: the standard
    /// game, own jumps with bonus moves, and mandatory multi-jump captures
    /// with the second piece from the board or the hand.
    fn compared_rule_sets() -> [Rules; 3] {
        [
            Rules::default(),
            Rules {
                jump_own_pieces: true,
                bonus_move_after_capture: true,
                ..Rules::default()
            },
            Rules {
                mandatory_capture: true,
                multi_jump: true,
                second_piece: SecondPiece::BoardOrHand,
                ..Rules::default()
            },
        ]
    }

    /// The positions (moves from the start) where two searches are compared.
    const COMPARED_POSITIONS: [&str; 2] = [
        "@c3 @d3 @c2 @d2 @b4 @e4 @b2 @e2",
        "@c3 @d4 @b2 @e5 @d2 @c5 @e2 @b5 c3-c4 @a3",
    ];

    /// Nodes that try their captures and killers before they generate
    /// their quiet moves visit the same tree as nodes that generate every
    /// move at once: every iteration the same, positions counted and line
    /// too, in the exact search and the selective one, under rules with own
    /// jumps, bonus moves, mandatory capture and multi-jumps.
    #[test]
    fn staged_moves_visit_the_same_tree() {
        let never = AtomicBool::new(false);
        let selective = Limits {
            nodes: Some(40_000),
            ..Limits::default()
        };
        for rules in compared_rule_sets() {
            for tokens in COMPARED_POSITIONS {
                let mut game = Game::new(rules.clone()).expect("valid rules");
                let tokens: Vec<&str> = tokens.split(' ').collect();
                if game.play_tokens(&tokens).is_err() {
                    continue;
                }
                for limits in [Limits::depth(5), selective] {
                    let run = |unstaged| {
                        let mut searcher = Searcher::default();
                        searcher.set_techniques(Techniques {
                            endgames: false,
                            ..Techniques::default()
                        });
                        searcher.hook.unstaged = unstaged;
                        let mut seen = Vec::new();
                        searcher.think(&game, limits, &never, |p| {
                            seen.push((p.best, p.score, p.depth, p.nodes, p.pv.clone()));
                        });
                        seen
                    };
                    let staged = run(false);
                    assert!(!staged.is_empty());
                    assert_eq!(staged, run(true), "{tokens:?} {limits:?}");
                }
            }
        }
    }

    /// The root's challenger changes no score: every iteration of the
    /// exact search scores the same with it and without, forced results
    /// too, under [`compared_rule_sets`]; it changes
    /// which positions are visited (so the test compares two searches).
    #[test]
    fn the_root_challenger_changes_no_score() {
        let never = AtomicBool::new(false);
        let mut visits_differ = false;
        for rules in compared_rule_sets() {
            for tokens in std::iter::once("").chain(COMPARED_POSITIONS) {
                let mut game = Game::new(rules.clone()).expect("valid rules");
                let tokens: Vec<&str> = tokens.split_whitespace().collect();
                if game.play_tokens(&tokens).is_err() {
                    continue;
                }
                let run = |unchallenged| {
                    let mut searcher = Searcher::default();
                    searcher.hook.unchallenged = unchallenged;
                    let mut seen = Vec::new();
                    searcher.think(&game, Limits::depth(6), &never, |p| {
                        seen.push((p.depth, p.score, p.win_in, p.nodes));
                    });
                    seen
                };
                let (with, without) = (run(false), run(true));
                let scores = |s: &[(u32, Score, Option<i32>, u64)]| -> Vec<_> {
                    s.iter()
                        .map(|&(d, score, win, _)| (d, score, win))
                        .collect()
                };
                assert_eq!(with.len(), 6, "{tokens:?}");
                assert_eq!(scores(&with), scores(&without), "{tokens:?}");
                visits_differ |= with != without;
            }
        }
        assert!(visits_differ, "the challenger changed no search at all");
    }

    /// An 8×8 multi-jump position where White has 2 133 092 legal moves (a
    /// chain through a lattice of Black pieces, each with its second
    /// removals from the board or the hand); the drops come first in
    /// generation order, the long chains last.
    fn crowded_game() -> Game {
        let game = lattice(Color::White);
        assert_eq!(game.count_legal_moves(), 2_133_092);
        game
    }

    /// Black's lattice of 20 pieces on rows 1 to 5 of an 8×8 multi-jump
    /// board, White's pieces on a1 and a8, and `first` to move.
    fn lattice(first: Color) -> Game {
        let rules = Rules {
            rows: 8,
            columns: 8,
            pieces_per_player: 32,
            multi_jump: true,
            second_piece: SecondPiece::BoardOrHand,
            first_player: first,
            ..Rules::default()
        };
        let mut game = Game::new(rules).expect("valid rules");
        let black = "a2 c2 e2 g2 a4 c4 e4 g4 b1 d1 f1 h1 b3 d3 f3 h3 b5 d5 f5 h5";
        let white = ["@a1", "@a8"]
            .into_iter()
            .chain(["a8-b8", "b8-a8"].into_iter().cycle().take(18));
        for (w, b) in white.zip(black.split(' ')) {
            let b = format!("@{b}");
            let pair = match first {
                Color::White => [w.to_string(), b],
                Color::Black => [b, w.to_string()],
            };
            game.play_tokens(&pair).expect("legal");
        }
        assert_eq!(game.to_move(), first);
        game
    }

    /// A move's budget is its own: with no forced result in sight the
    /// search deepens until the time is spent, not only until half of it.
    #[test]
    fn a_search_on_the_clock_uses_its_whole_budget() {
        let game = Game::default();
        let mut searcher = Searcher::new(1);
        let never = AtomicBool::new(false);
        let budget = Duration::from_millis(200);
        let r = searcher
            .think(&game, Limits::time(budget), &never, |_| {})
            .expect("game on");
        assert!(r.elapsed >= budget, "{:?} of {budget:?}", r.elapsed);
        assert!(r.depth >= 1 && score::win_in(r.score).is_none(), "{r:?}");
    }

    /// A short search takes a table of its size (about a MiB per 125 000
    /// positions, a power of two), a long one or one to a fixed depth the
    /// largest its searcher allows.
    #[test]
    fn a_short_search_takes_a_small_table() {
        let ms = |n| Limits::time(Duration::from_millis(n));
        assert_eq!(table_mb_for(&ms(50), 1), 2);
        assert_eq!(table_mb_for(&ms(200), 1), 8);
        assert_eq!(
            table_mb_for(&ms(50), 2),
            4,
            "two threads visit twice as many"
        );
        assert_eq!(table_mb_for(&ms(1000), 2), 128);
        let nodes = |n| Limits {
            nodes: Some(n),
            ..Limits::default()
        };
        assert_eq!(table_mb_for(&nodes(60_000), 1), 1);
        assert_eq!(table_mb_for(&nodes(1_000_000), 1), 8);
        let both = Limits {
            nodes: Some(60_000),
            ..ms(1000)
        };
        assert_eq!(table_mb_for(&both, 1), 1, "the nearer limit");
        assert_eq!(table_mb_for(&Limits::depth(6), 1), usize::MAX);
        assert_eq!(table_mb_for(&Limits::default(), 1), usize::MAX);

        let game = Game::default();
        let never = AtomicBool::new(false);
        let mut searcher = Searcher::new(16);
        assert_eq!(searcher.table.megabytes(), 16);
        searcher.think(&game, ms(50), &never, |_| {}).expect("on");
        assert_eq!(searcher.table.megabytes(), 2);
        searcher
            .think(&game, Limits::depth(2), &never, |_| {})
            .expect("on");
        assert_eq!(searcher.table.megabytes(), 16, "at most the searcher's own");
        let mut small = Searcher::new(3);
        small.think(&game, ms(1000), &never, |_| {}).expect("on");
        assert_eq!(
            small.table.megabytes(),
            2,
            "3 MiB asked: a power of two below"
        );
    }

    /// The search keeps only the best few hundred moves of a crowded node
    /// (generated once at the root for every iteration, never all in
    /// memory) and plays a long chain, not the first move generated.
    #[test]
    fn a_crowded_root_is_searched_without_holding_every_move() {
        let game = crowded_game();
        let mut searcher = Searcher::new(1);
        let never = AtomicBool::new(false);
        let r = searcher
            .think(&game, Limits::depth(2), &never, |_| {})
            .expect("game on");
        assert!(game.is_legal(&r.best), "{}", r.best);
        assert!(r.best.jump_count() >= 10, "{}", r.best);
        assert_eq!(r.depth, 2);
        // Once for both iterations: the root's moves, then fewer at the
        // nodes below it.
        assert!(searcher.hook.generated < 2 * 2_133_092);
    }

    /// A stop that comes in the middle of the root's generation ends it
    /// there (it does not run to the two millionth move) and the search
    /// still plays a legal move: the best generated so far, a capture
    /// rather than the first drop.
    #[test]
    fn a_stop_during_a_crowded_generation_cuts_it_short() {
        let game = crowded_game();
        let never = AtomicBool::new(false);
        for stop_after in [1, 5_000, 300_000, 1_500_000] {
            let mut searcher = Searcher::new(1);
            searcher.hook.stop_after = Some(stop_after);
            let r = searcher
                .think(&game, Limits::depth(3), &never, |_| {})
                .expect("game on");
            let generated = searcher.hook.generated;
            assert!(
                generated >= stop_after && generated < stop_after + 2 * 4096,
                "stop after {stop_after}: {generated} generated"
            );
            assert!(game.is_legal(&r.best), "{}", r.best);
            assert_eq!(r.depth, 0, "no iteration finished");
            assert_eq!(r.pv, [r.best]);
            if stop_after > 100_000 {
                // Past the drops and steps: a capture was seen and is kept.
                assert!(r.best.is_capture(), "{}", r.best);
            }
        }
    }

    /// The same in the capture search: Black to move has a hundred quiet
    /// moves, and after each of them White has about two million captures,
    /// which the capture search at depth 1 generates. A stop in the middle
    /// of that generation ends it there too.
    #[test]
    fn a_stop_during_a_crowded_capture_search_cuts_it_short() {
        let game = lattice(Color::Black);
        assert!(game.count_legal_moves() <= MAX_MOVES as u64);
        let never = AtomicBool::new(false);
        let stop_after = 50_000;
        let mut searcher = Searcher::new(1);
        searcher.hook.stop_after = Some(stop_after);
        let r = searcher
            .think(&game, Limits::depth(1), &never, |_| {})
            .expect("game on");
        let generated = searcher.hook.generated;
        assert!(
            generated >= stop_after && generated < stop_after + 4096,
            "{generated} generated"
        );
        assert!(game.is_legal(&r.best), "{}", r.best);
        assert_eq!(r.depth, 0, "no iteration finished");
    }

    /// Where the futility pruning skips the quiet moves only the captures
    /// are generated: the same moves, with the indices and order the full
    /// generation gives them (table move, killers and history included),
    /// and the count of quiet moves left out; and the table's move, tried
    /// before the generation, is left out of either.
    #[test]
    fn a_futile_node_generates_its_captures_as_the_full_generation_does() {
        let tokens = "@c3 @d3 @c2 @d2 @b4 @e4 @b2 @e2 @a1 @f5 @c4 @d4 @b3 @e3";
        let mut searcher = Searcher::new(1);
        let never = AtomicBool::new(false);
        let mut game = Game::default();
        let mut checked = 0;
        for token in tokens.split(' ') {
            game.play_tokens(&[token]).expect("legal");
            searcher
                .think(&game, Limits::depth(4), &never, |_| {})
                .expect("game on");
            let parts = Parts {
                table: &searcher.table,
                use_table: true,
                history: &mut searcher.history,
                killers: &mut searcher.killers,
                conversion: true,
                stop_after: None,
                staged: true,
                challenges: true,
            };
            let mode = Selective::new(Techniques::default(), None);
            let limits = Limits::default();
            let mut search = Search::new(parts, mode, &game, limits, &never, Instant::now());
            let (mut all, mut without, mut captures) = (Vec::new(), Vec::new(), Vec::new());
            let table_move = Some(u32::try_from(game.count_legal_moves()).expect("few") - 1);
            assert!(!search.generate(&mut all, 0, table_move, None, false));
            assert!(!search.generate(&mut without, 0, table_move, table_move, false));
            let Some(quiet) = search.futile_captures(&mut captures, 0, table_move, table_move)
            else {
                panic!("not crowded");
            };
            let key = |s: &Scored| (s.mv, s.index, s.order);
            let tried = |s: &&Scored| Some(s.index) == table_move;
            let others: Vec<_> = all.iter().filter(|s| !tried(s)).map(key).collect();
            assert_eq!(without.iter().map(key).collect::<Vec<_>>(), others);
            let expected: Vec<_> = all
                .iter()
                .filter(|s| s.mv.is_capture() && !tried(s))
                .map(key)
                .collect();
            assert_eq!(captures.iter().map(key).collect::<Vec<_>>(), expected);
            let quiet_moves = all.iter().filter(|s| !s.mv.is_capture()).count();
            assert_eq!(quiet as usize, quiet_moves, "after {token}");
            checked += usize::from(!expected.is_empty());
        }
        assert!(checked >= 4, "{checked} positions with captures");
    }

    /// A 2×2 board with a piece each can never see a capture (a jump needs
    /// three squares in a line): every line ends in the repetition draw.
    /// The selective search counts it [`CONTEMPT`] against the side to
    /// move at the root, whichever side that is; without contempt, and in
    /// a search to a fixed depth, it is what it would be without.
    #[test]
    fn contempt_counts_a_draw_against_the_side_at_the_root() {
        let rules = Rules {
            rows: 2,
            columns: 2,
            pieces_per_player: 1,
            win_when_opponent_has_at_most: 0,
            ..Rules::default()
        };
        let mut game = Game::new(rules).expect("valid rules");
        game.play_tokens(&["@a1", "@b2"]).expect("legal");
        let never = AtomicBool::new(false);
        let nodes = Limits {
            nodes: Some(20_000),
            ..Limits::default()
        };
        let mut searcher = Searcher::new(1);
        for _ in 0..2 {
            let white = searcher.think(&game, nodes, &never, |_| {}).expect("on");
            assert_eq!(white.score, -CONTEMPT, "White at the root");
            let mut black_turn = game.clone();
            black_turn.play_tokens(&["a1-a2"]).expect("legal");
            let black = searcher
                .think(&black_turn, nodes, &never, |_| {})
                .expect("on");
            assert_eq!(black.score, -CONTEMPT, "Black at the root");
        }
        let fixed = searcher.think(&game, Limits::depth(12), &never, |_| {});
        searcher.set_techniques(Techniques::analysis());
        searcher.clear();
        let neutral = searcher.think(&game, nodes, &never, |_| {}).expect("on");
        assert_eq!(neutral.score, 0);
        let fixed_neutral = searcher.think(&game, Limits::depth(12), &never, |_| {});
        assert_eq!(fixed.map(|r| r.score), fixed_neutral.map(|r| r.score));
    }

    /// Three pieces each on a 4×4 board, won at no pieces.
    fn three_against_three() -> Rules {
        Rules {
            rows: 4,
            columns: 4,
            pieces_per_player: 3,
            win_when_opponent_has_at_most: 0,
            ..Rules::default()
        }
    }

    /// `rules` (those of [`three_against_three`], or a variant) and the
    /// tables of its endings (small enough to build at once).
    fn with_tables(rules: Rules) -> (Rules, std::sync::Arc<Tables>) {
        let tables = endgame::for_game(&rules, 3, 3, false).expect("small enough to build at once");
        (rules, tables)
    }

    /// A game of `rules` (those of [`three_against_three`], with `tables`):
    /// three pieces each dropped, then steps only (a walk that repeats no
    /// position a third time), until more than [`HISTORY_SCAN`] earlier
    /// positions could repeat and the side to move wins by the tables;
    /// and in how many plies.
    fn a_long_shuffle_into_a_table_win(rules: &Rules, tables: &Tables) -> (Game, u32) {
        let mut game = Game::new(rules.clone()).expect("valid rules");
        game.play_tokens(&["@a1", "@d4", "@b2", "@c3", "@a4", "@d1"].map(String::from))
            .expect("legal drops");
        let mut seed = 7u64;
        loop {
            assert!(game.ply() < 400, "no long shuffle found");
            let steps: Vec<Move> = game
                .legal_moves()
                .into_iter()
                .filter(|mv| mv.kind() == yote_engine::MoveKind::Step)
                .filter(|mv| {
                    let mut after = game.clone();
                    after.try_play(*mv).is_ok() && !after.is_over() && !after.can_capture()
                })
                .collect();
            if game.ply() > 6 + HISTORY_SCAN
                && let Some(Known::Win(d)) = tables.probe(game.position())
            {
                return (game, d);
            }
            assert!(!steps.is_empty(), "the walk is stuck");
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            game.try_play(steps[(seed >> 33) as usize % steps.len()])
                .expect("legal");
        }
    }

    /// A one-thread search of `game` that stops after 1000 positions.
    fn a_thousand_positions(game: &Game) -> SearchResult {
        let never = AtomicBool::new(false);
        let nodes = Limits {
            nodes: Some(1_000),
            ..Limits::default()
        };
        Searcher::new(1)
            .think(game, nodes, &never, |_| {})
            .expect("on")
    }

    #[test]
    fn without_a_repetition_draw_a_table_win_after_a_long_shuffle_is_proven() {
        let (rules, tables) = with_tables(Rules {
            repetition_draw: 0,
            ..three_against_three()
        });
        let (game, won) = a_long_shuffle_into_a_table_win(&rules, &tables);
        let found = a_thousand_positions(&game);
        // No earlier position can come back to change it: the table's win
        // is a forced one, as long as the table says.
        assert!(score::is_decisive(found.score), "{found:?}");
        assert_eq!(score::win_in(found.score), Some(won as i32), "{found:?}");
    }

    #[test]
    fn a_table_win_after_a_long_shuffle_is_still_played_toward() {
        let (rules, tables) = with_tables(three_against_three());
        let (game, won) = a_long_shuffle_into_a_table_win(&rules, &tables);
        // Too few positions to find the capture: the table's likely win
        // shows the way (without it the search scores a few pieces ahead).
        let found = a_thousand_positions(&game);
        // The table's result, though it proves nothing after so long a way
        // here: the score of a likely win, and a move that keeps it.
        assert!(found.score >= score::WIN_BOUND - LIKELY_BAND, "{found:?}");
        assert!(!score::is_decisive(found.score) || found.win_in.is_some());
        let mut after = game.clone();
        after.try_play(found.best).expect("legal");
        let kept = after
            .outcome()
            .is_some_and(|o| o.result == GameResult::Win(game.to_move()))
            || matches!(tables.probe(after.position()), Some(Known::Loss(l)) if l < won);
        assert!(kept, "{found:?} after a win in {won}");
    }

    #[test]
    fn the_selective_search_plays_a_table_win_beyond_its_depth() {
        let (rules, tables) = with_tables(three_against_three());
        // The first placement of three pieces each (by drops, White to
        // move after them) that the tables say White wins, but not soon.
        let names: Vec<String> = (0..16)
            .map(|i| yote_engine::Square::new(i / 4, i % 4).to_string())
            .collect();
        let (game, plies) = (0..16 * 16 * 16)
            .find_map(|n| {
                let picks = [
                    n % 16,
                    n / 16 % 16,
                    n / 256,
                    (n + 5) % 16,
                    (n + 9) % 16,
                    (n + 14) % 16,
                ];
                let mut game = Game::new(rules.clone()).expect("valid rules");
                for sq in picks {
                    game.play_tokens(&[format!("@{}", names[sq])]).ok()?;
                }
                match tables.probe(game.position())? {
                    Known::Win(d) if d >= 9 && !game.is_over() => Some((game, d)),
                    _ => None,
                }
            })
            .expect("a long win among the placements");
        let never = AtomicBool::new(false);
        // Few positions: the tables answer at the root's children, while
        // a search without them must reach the win far beyond its depth.
        let nodes = Limits {
            nodes: Some(2_000),
            ..Limits::default()
        };
        let mut searcher = Searcher::new(1);
        let found = searcher.think(&game, nodes, &never, |_| {}).expect("on");
        assert_eq!(found.win_in, Some(plies as i32), "{found:?}");
        let mut after = game.clone();
        after.try_play(found.best).expect("legal");
        assert_eq!(tables.probe(after.position()), Some(Known::Loss(plies - 1)));
        // A search to a fixed depth does not look at the tables.
        let fixed = searcher
            .think(&game, Limits::depth(3), &never, |_| {})
            .expect("on");
        assert_eq!(fixed.win_in, None);
        // Nor does the selective one without them.
        let mut without = Searcher::new(1);
        without.set_techniques(Techniques {
            endgames: false,
            ..Techniques::default()
        });
        let blind = without.think(&game, nodes, &never, |_| {}).expect("on");
        assert_ne!(blind.win_in, Some(plies as i32));
    }
}
