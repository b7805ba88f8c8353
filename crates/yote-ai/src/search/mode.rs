//! The two searches, told apart at compile time (docs/ai.md, "Two
//! searches"). [`Search`] is generic over its [`Mode`], and each kind is
//! compiled on its own:
//!
//! - [`Exact`], the full-width search to a fixed depth: every move at every
//!   depth, table results of exactly the depth asked for, no score shared
//!   where a repetition could change it, no contempt, no endgame tables. Its
//!   score does not depend on the table, the move order or the tables'
//!   build (the order decides only which of equal moves is named).
//! - [`Selective`], the search on a clock or a node count: reverse futility
//!   pruning, null moves, futility pruning, late-move reductions, deeper
//!   table results, contempt and the endgame tables.
//!
//! Every place where the two differ is a function of [`Mode`], and the
//! selective search's parts are methods of `Search<Selective>` only: the
//! search that both share cannot call them, so a pruning added to them
//! cannot reach the exact search.

use std::sync::OnceLock;

use super::super::endgame::{Known, Tables};
use super::super::score::{self, MAX_PLY, Score};
use super::{Search, Techniques};

/// What the search of a node asks its mode, where the exact search and the
/// selective one differ. The exact search's answers keep its promise: the
/// same score with or without the table, whatever the order of the moves.
pub(super) trait Mode: Copy + Send {
    /// What a draw costs the side to move at the root.
    fn contempt(self) -> Score;

    /// Whether a score searched `depth` plies deep at the current node may
    /// be kept in the table and taken from it. Where a repetition of an
    /// earlier position could change it, such a score holds only on the way
    /// here.
    fn shares_scores(search: &Search<'_, Self>, depth: i32) -> bool;

    /// Whether a table entry `entry_depth` plies deep, of `score`, may cut
    /// off a search `depth` plies deep at the current node.
    fn takes(search: &Search<'_, Self>, entry_depth: i32, depth: i32, score: Score) -> bool;

    /// Whether `best`, searched `depth` plies deep at the current node, may
    /// be kept in the table (where scores are shared at all).
    fn keeps(search: &Search<'_, Self>, best: Score, depth: i32) -> bool;

    /// The score of the current node, `ply` plies from the root, from the
    /// endgame tables, if they know it.
    fn known(search: &Search<'_, Self>, ply: usize) -> Option<Score>;

    /// What the current node, `depth` plies deep, does before its moves.
    fn prune(
        search: &mut Search<'_, Self>,
        alpha: Score,
        beta: Score,
        depth: i32,
        ply: usize,
        pv_node: bool,
    ) -> Prune;

    /// How much less deep the `index`-th move (from 0) of a node `depth`
    /// plies deep is searched first, before a search at full depth if it
    /// beats alpha.
    fn reduction(search: &Search<'_, Self>, depth: i32, index: u32, quiet: bool) -> i32;

    /// Whether the root tries second the move that took the most positions
    /// in the last iteration, after that iteration's best
    /// ([`Search::order_root`]).
    fn challenges_at_root() -> bool;
}

/// What a node does before its moves ([`Mode::prune`]).
pub(super) enum Prune {
    /// Searches its moves.
    Search,
    /// Searches its moves, but a quiet move after the first is not
    /// searched and counts as this score (futility pruning).
    Floor(Score),
    /// Returns this score without a search of its moves.
    Cut(Score),
}

/// The full-width search to a fixed depth: exact and deterministic.
#[derive(Clone, Copy, Debug)]
pub(super) struct Exact;

impl Mode for Exact {
    #[inline]
    fn contempt(self) -> Score {
        0
    }

    /// Only where no repetition could change the score: it must not
    /// depend on the way here, and so on the table.
    #[inline]
    fn shares_scores(search: &Search<'_, Self>, depth: i32) -> bool {
        !search.node.history_matters(depth as u32)
    }

    /// Only a result of this very depth, so that the search finds the same
    /// score with or without the table.
    #[inline]
    fn takes(_: &Search<'_, Self>, entry_depth: i32, depth: i32, _: Score) -> bool {
        entry_depth == depth
    }

    #[inline]
    fn keeps(_: &Search<'_, Self>, _: Score, _: i32) -> bool {
        true
    }

    /// Never: the result must not depend on whether a build has finished.
    #[inline]
    fn known(_: &Search<'_, Self>, _: usize) -> Option<Score> {
        None
    }

    #[inline]
    fn prune(_: &mut Search<'_, Self>, _: Score, _: Score, _: i32, _: usize, _: bool) -> Prune {
        Prune::Search
    }

    #[inline]
    fn reduction(_: &Search<'_, Self>, _: i32, _: u32, _: bool) -> i32 {
        0
    }

    /// Yes: a move that was hard to refute is often the next best, and the
    /// sooner the best is found, the cheaper the proofs against the rest.
    /// The order changes no score (only, among moves of equal score, which
    /// one is reported).
    #[inline]
    fn challenges_at_root() -> bool {
        true
    }
}

/// The selective search, with the parts of it switched on and the endgame
/// tables of the game.
#[derive(Clone, Copy)]
pub(super) struct Selective<'a> {
    techniques: Techniques,
    endgames: Option<&'a Tables>,
}

impl<'a> Selective<'a> {
    pub(super) fn new(techniques: Techniques, endgames: Option<&'a Tables>) -> Selective<'a> {
        Selective {
            techniques,
            endgames,
        }
    }
}

/// What a draw costs the side to move at the root in the selective search
/// (with [`Techniques::contempt`]), in hundredths of a piece.
pub(super) const CONTEMPT: Score = 25;

/// Null moves are tried this deep or deeper, searched this much shallower
/// than a real move (one more from depth 7).
const NULL_MIN_DEPTH: i32 = 3;
const NULL_REDUCTION: i32 = 2;

/// Quiet moves from this one on (in search order) are searched less deep.
const LMR_AFTER: u32 = 3;

/// How far below alpha a node's evaluation must be for its quiet moves
/// not to be searched, at depth 1 and 2.
const FUTILITY_MARGIN: [Score; 3] = [0, 150, 300];

/// Reverse futility pruning: a node this deep or shallower whose
/// evaluation is [`REVERSE_FUTILITY_MARGIN`] a ply above beta, with none of
/// the mover's pieces en prise, returns the evaluation less the margin
/// without a search. Kept by an SPRT at 60 000 positions a move
/// (docs/benchmarks.md), in hundredths of a piece.
const REVERSE_FUTILITY_DEPTH: i32 = 3;
const REVERSE_FUTILITY_MARGIN: Score = 100;

/// How far below [`score::WIN_BOUND`] a table's likely win may score: a
/// win a thousand plies away, still far above any evaluation.
pub(super) const LIKELY_BAND: Score = 1000;

/// The most earlier positions the selective search looks through to know
/// whether a forced result found at a node holds whatever the way there
/// ([`Node::history_matters`](super::Node::history_matters), a scan of
/// them all): with more, as in a long shuffle, the result is taken as one
/// that only holds on the way there.
pub(super) const HISTORY_SCAN: usize = 48;

impl Mode for Selective<'_> {
    #[inline]
    fn contempt(self) -> Score {
        if self.techniques.contempt {
            CONTEMPT
        } else {
            0
        }
    }

    /// Every score, as chess engines do: in a long shuffle nearly every
    /// node has an earlier position within reach, and without its table
    /// the search there ran ten times slower and without a move to try
    /// first. A forced result is kept and taken only where it holds any
    /// way ([`Mode::takes`], [`Mode::keeps`]).
    #[inline]
    fn shares_scores(_: &Search<'_, Self>, _: i32) -> bool {
        true
    }

    /// A result of this depth or deeper; a table win (forced or only
    /// likely) kept where it held only on the way there is searched again
    /// where it may hold any way.
    #[inline]
    fn takes(search: &Search<'_, Self>, entry_depth: i32, depth: i32, score: Score) -> bool {
        entry_depth >= depth && (!near_decisive(score) || search.holds_any_way(depth as u32))
    }

    /// All but a forced result that holds only on the way here.
    #[inline]
    fn keeps(search: &Search<'_, Self>, best: Score, depth: i32) -> bool {
        !score::is_decisive(best) || search.holds_any_way(depth as u32)
    }

    /// Below the root: a win or loss only where no earlier position of the
    /// game could come back on its way (the tables know no repetition).
    #[inline]
    fn known(search: &Search<'_, Self>, ply: usize) -> Option<Score> {
        let tables = search.mode.endgames?;
        if ply == 0 {
            return None;
        }
        let known = tables.probe(search.node.position())?;
        Some(match known {
            Known::Draw => search.draw(),
            Known::Win(d) | Known::Loss(d) => {
                let win = matches!(known, Known::Win(_));
                let score = if search.holds_any_way(d) {
                    known_win(ply + d as usize)
                } else if search.node.repeatable_len() > HISTORY_SCAN {
                    // A long shuffle: too many earlier positions to look
                    // through at every node, and the result could seldom be
                    // proven anyway. The search still follows the table's
                    // shortest way and stops at a repetition on it.
                    likely_win(ply + d as usize)
                } else {
                    // Searched on: closer to the end, the result holds.
                    return None;
                };
                if win { score } else { -score }
            }
        })
    }

    /// Away from the principal line (and not at the root, nor where beta
    /// is a forced result): reverse futility pruning, then a null move,
    /// then futility pruning at depth 1 and 2.
    #[inline]
    fn prune(
        search: &mut Search<'_, Self>,
        alpha: Score,
        beta: Score,
        depth: i32,
        ply: usize,
        pv_node: bool,
    ) -> Prune {
        if pv_node || ply == 0 || score::is_decisive(beta) {
            return Prune::Search;
        }
        let eval = search.evaluate();
        if let Some(s) = search.reverse_futility(eval, alpha, beta, depth) {
            return Prune::Cut(s);
        }
        if let Some(s) = search.null_move(eval, beta, depth, ply) {
            return Prune::Cut(s);
        }
        if search.stopped {
            // Out of time during the null move: the score is not used.
            return Prune::Cut(0);
        }
        if search.mode.techniques.futility && depth <= 2 && !score::is_decisive(alpha) {
            let floor = eval + FUTILITY_MARGIN[depth as usize];
            if floor <= alpha {
                return Prune::Floor(floor);
            }
        }
        Prune::Search
    }

    /// Late quiet moves: from the fourth on, three plies deep or more.
    #[inline]
    fn reduction(search: &Search<'_, Self>, depth: i32, index: u32, quiet: bool) -> i32 {
        if search.mode.techniques.reductions && quiet && depth >= 3 && index >= LMR_AFTER {
            late_move_reduction(depth, index)
        } else {
            0
        }
    }

    /// No: the computer's play is held by its strength tests
    /// (docs/benchmarks.md), and the order was measured in the review only.
    #[inline]
    fn challenges_at_root() -> bool {
        false
    }
}

impl Search<'_, Selective<'_>> {
    /// Whether a forced result `depth` plies deep found at the current node
    /// holds whatever the way there: no repetition of an earlier position
    /// could change it. Where one could, the selective search takes the
    /// result as a score that proves nothing (each `win_in` it reports
    /// stays sound).
    #[inline]
    fn holds_any_way(&self, depth: u32) -> bool {
        let no_repetition = self.node.rules().repetition_draw == 0;
        no_repetition
            || (self.node.repeatable_len() <= HISTORY_SCAN && !self.node.history_matters(depth))
    }

    /// Reverse futility pruning: close to the leaves, a node whose
    /// evaluation stands a margin a ply above beta is taken to fail high
    /// without a search, unless a piece of the mover can be jumped (its
    /// evaluation is then what the opponent's capture would undo). The
    /// score returned is the evaluation less the margin, never a forced
    /// result.
    fn reverse_futility(
        &self,
        eval: Score,
        alpha: Score,
        beta: Score,
        depth: i32,
    ) -> Option<Score> {
        if !self.mode.techniques.reverse_futility
            || depth > REVERSE_FUTILITY_DEPTH
            || score::is_decisive(alpha)
        {
            return None;
        }
        let lowered = eval - REVERSE_FUTILITY_MARGIN * depth;
        (lowered >= beta && !self.eval.threatened(self.node.position())).then_some(lowered)
    }

    /// Null-move pruning: if passing still leaves the side to move at or
    /// above `beta` after a reduced search, the node is cut off. Only where
    /// a pass is close to a real move: the side could drop a piece (so it
    /// has a move, and one that changes little), no capture is forced, and
    /// it is not a bonus move. The cut-off returns a score that proves no
    /// forced result, so every `win_in` still comes from full-width nodes.
    fn null_move(&mut self, eval: Score, beta: Score, depth: i32, ply: usize) -> Option<Score> {
        if !self.mode.techniques.null_move
            || depth < NULL_MIN_DEPTH
            || eval < beta
            || self.node.rules().mandatory_capture
            || self.node.is_bonus_move()
            || !self.node.can_drop()
        {
            return None;
        }
        let reduction = NULL_REDUCTION + i32::from(depth >= 7);
        self.node.play_null();
        let s = -self.search(-beta, -beta + 1, depth - 1 - reduction, ply + 1, false);
        self.node.undo();
        (!self.stopped && s >= beta).then(|| s.min(score::WIN_BOUND))
    }
}

/// How much less deep the `index`th move (from 0) of a node `depth` plies
/// deep is searched first: more the deeper and the later, as
/// 0.75 + ln(depth) ln(index) / 2.25, at least a ply and leaving at least
/// one. Kept by an SPRT against a ply or two (docs/benchmarks.md).
fn late_move_reduction(depth: i32, index: u32) -> i32 {
    static TABLE: OnceLock<[[u8; 64]; 64]> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = [[0; 64]; 64];
        for (d, row) in t.iter_mut().enumerate().skip(1) {
            for (i, r) in row.iter_mut().enumerate().skip(1) {
                *r = (0.75 + (d as f64).ln() * (i as f64).ln() / 2.25) as u8;
            }
        }
        t
    });
    let r = i32::from(table[(depth as usize).min(63)][(index as usize).min(63)]);
    r.clamp(1, (depth - 2).max(1))
}

/// The score of a win the tables know at `ply`: a forced win when the ply
/// is within the search's reach of plies, else a score just short of one
/// (still the sooner the better, but no `win_in`).
fn known_win(ply: usize) -> Score {
    if ply <= MAX_PLY {
        score::win_at(ply)
    } else {
        likely_win(ply)
    }
}

/// The score of a win the tables know at `ply` that proves nothing: beyond
/// the search's reach of plies, or one a repetition of an earlier position
/// could spoil. Just short of a forced win, the sooner the better, so that
/// the side ahead still plays the table's shortest way (the search sees a
/// repetition on that way as the draw it is).
fn likely_win(ply: usize) -> Score {
    score::WIN_BOUND - (ply as Score).min(LIKELY_BAND)
}

/// Whether `score` is a forced result or a table's likely one
/// ([`likely_win`]): far above any evaluation.
fn near_decisive(score: Score) -> bool {
    score.abs() >= score::WIN_BOUND - LIKELY_BAND
}
