//! Move ordering: the table move first, then captures by what they remove,
//! killer moves, and quiet moves by history and by what they defend.

use yote_engine::{Bitboard, Color, Move, MoveKind, Position, Rules, Square};

use super::eval::{attackers, capture_landings, targets};
use super::score::MAX_PLY;

/// A move with its place in generation order (its name in the table) and
/// its ordering score.
#[derive(Clone, Copy, Debug)]
pub struct Scored {
    pub mv: Move,
    pub index: u32,
    pub order: i64,
}

impl Scored {
    /// The move's place in the order as one number, the larger first: its
    /// ordering score, ties to the earlier generated (one comparison of
    /// two words, not of a score and then an index).
    #[inline(always)]
    fn rank(&self) -> u128 {
        let order = (self.order as u64) ^ (1 << 63);
        (u128::from(order) << 32) | u128::from(u32::MAX - self.index)
    }
}

const TABLE_MOVE: i64 = 1 << 40;
/// The root's move tried right after the table's (the last iteration's
/// best): above every capture.
pub const CHALLENGER: i64 = TABLE_MOVE - 1;
const WINNING: i64 = 1 << 36;
const CAPTURE: i64 = 1 << 32;
pub const KILLER: [i64; 2] = [1 << 31, (1 << 31) - 1];
const HISTORY_MAX: i32 = 1 << 24;

/// What ordering needs to know about the position, worked out once per node.
#[derive(Clone, Copy, Debug)]
pub struct PositionThreats {
    /// Enemy pieces that could jump one of ours next move: the best ones to remove.
    their_attackers: Bitboard,
    /// Our pieces they could jump: moving them away defends.
    our_targets: Bitboard,
    /// Where their captures would land: filling one blocks it.
    their_landings: Bitboard,
    /// Enemy pieces we could jump now.
    our_targets_now: Bitboard,
    their_total: u32,
    win_at_most: u32,
}

impl PositionThreats {
    pub fn new(pos: &Position, rules: &Rules) -> PositionThreats {
        let board = rules.board_mask();
        let them = pos.to_move().other();
        PositionThreats {
            our_targets: targets(pos, them, board),
            their_landings: capture_landings(pos, them, board),
            ..PositionThreats::for_captures(pos, rules)
        }
    }

    /// What [`PositionThreats::capture_order`] needs alone, for the
    /// capture search: the threats that order quiet moves left at none.
    pub fn for_captures(pos: &Position, rules: &Rules) -> PositionThreats {
        let board = rules.board_mask();
        let me = pos.to_move();
        let them = me.other();
        PositionThreats {
            their_attackers: attackers(pos, them, board),
            our_targets: 0,
            their_landings: 0,
            our_targets_now: targets(pos, me, board),
            their_total: pos.total(them),
            win_at_most: u32::from(rules.win_when_opponent_has_at_most),
        }
    }

    /// The ordering score of a capture: winning ones first, then by how many
    /// pieces go and which (attackers before others).
    pub fn capture_order(&self, mv: &Move) -> i64 {
        let taken = mv.jump_count() + mv.second_removals();
        let gone = mv.jumped() | mv.removed_from_board();
        let mut order = CAPTURE + i64::from(taken) * (1 << 24);
        if self.their_total.saturating_sub(taken) <= self.win_at_most {
            order += WINNING;
        }
        order += i64::from((gone & self.their_attackers).count_ones()) * (1 << 16);
        order += i64::from((gone & self.our_targets_now).count_ones()) * (1 << 8);
        order
    }

    /// A static ordering score of a quiet move: defending moves first.
    pub fn quiet_order(&self, mv: &Move) -> i64 {
        let mut order = 0;
        if self.their_landings & mv.to().bit() != 0 {
            order += 1 << 27;
        }
        if mv.kind() != MoveKind::Drop && self.our_targets & mv.from().bit() != 0 {
            order += 1 << 26;
        }
        order
    }
}

/// Quiet moves that caused a cut-off, by side and squares.
///
/// A node that tries its captures and killers before it generates its
/// quiet moves orders those as the history stood when it began (so that
/// the search visits the same tree as one that generated every move at
/// once): it holds a [`History::mark`] meanwhile, and every change made
/// while one is held is kept in a journal, to be undone for a moment by
/// [`History::as_at`].
#[derive(Clone, Debug)]
pub struct History {
    table: Vec<i32>,
    /// The changes since the oldest mark held: slot, value before, after.
    journal: Vec<(u32, i32, i32)>,
    /// The marks held.
    marks: u32,
}

impl Default for History {
    fn default() -> Self {
        History {
            table: vec![0; 2 * 64 * 64],
            journal: Vec::new(),
            marks: 0,
        }
    }
}

impl History {
    #[inline]
    fn slot(color: Color, mv: &Move) -> usize {
        (color.index() * 64 + usize::from(mv.from().index())) * 64 + usize::from(mv.to().index())
    }

    #[inline]
    pub fn get(&self, color: Color, mv: &Move) -> i32 {
        self.table[Self::slot(color, mv)]
    }

    /// Rewards a quiet move that cut off at `depth`, and lowers those tried before it.
    pub fn reward<'m>(
        &mut self,
        color: Color,
        good: &Move,
        tried: impl Iterator<Item = &'m Move>,
        depth: u32,
    ) {
        let bonus = history_bonus(depth);
        let record = self.marks > 0;
        let (table, journal) = (&mut self.table, &mut self.journal);
        let mut add = |mv: &Move, delta: i64| {
            let slot = Self::slot(color, mv);
            let v = &mut table[slot];
            // Gravity: with |delta| <= HISTORY_MAX an entry stays within
            // ±HISTORY_MAX; the product needs 64 bits (2^24 × 2^24).
            let old = i64::from(*v);
            let new = (old + delta - old * delta.abs() / i64::from(HISTORY_MAX)) as i32;
            if record {
                journal.push((slot as u32, *v, new));
            }
            *v = new;
        };
        add(good, bonus);
        for mv in tried.filter(|m| !m.is_capture()) {
            add(mv, -bonus);
        }
    }

    pub fn clear(&mut self) {
        self.table.fill(0);
        self.journal.clear();
        self.marks = 0;
    }

    /// Holds a mark of the history as it stands, until [`History::release`].
    #[inline]
    pub fn mark(&mut self) -> usize {
        self.marks += 1;
        self.journal.len()
    }

    /// Lets go of a mark; the journal is emptied once none is held.
    #[inline]
    pub fn release(&mut self) {
        debug_assert!(self.marks > 0, "a mark is held");
        self.marks -= 1;
        if self.marks == 0 {
            self.journal.clear();
        }
    }

    /// `f` of the history as it stood at `mark` (a mark still held).
    pub fn as_at<R>(&mut self, mark: usize, f: impl FnOnce(&History) -> R) -> R {
        for &(slot, before, _) in self.journal[mark..].iter().rev() {
            self.table[slot as usize] = before;
        }
        let result = f(self);
        for &(slot, _, after) in &self.journal[mark..] {
            self.table[slot as usize] = after;
        }
        result
    }
}

/// What a cut-off at `depth` is worth: 32·depth², capped at the table's
/// bound so that very deep searches (`--depth 20` on a tiny board, or a
/// huge `--time`) neither overflow nor push an entry out of range.
fn history_bonus(depth: u32) -> i64 {
    (i64::from(depth)
        .saturating_mul(i64::from(depth))
        .saturating_mul(32))
    .min(i64::from(HISTORY_MAX))
}

/// Two quiet moves per ply that caused a cut-off there.
#[derive(Clone, Debug)]
pub struct Killers {
    slots: Vec<[Option<Move>; 2]>,
}

impl Default for Killers {
    fn default() -> Self {
        Killers {
            slots: vec![[None; 2]; MAX_PLY + 1],
        }
    }
}

impl Killers {
    pub fn add(&mut self, ply: usize, mv: Move) {
        let s = &mut self.slots[ply];
        if s[0] != Some(mv) {
            s[1] = s[0];
            s[0] = Some(mv);
        }
    }

    /// Which killer of `ply` the quiet move `mv` is, if one. Killers are
    /// quiet moves, which their kind and squares tell apart: cheaper to
    /// compare than whole moves.
    #[inline]
    pub fn rank(&self, ply: usize, mv: &Move) -> Option<usize> {
        let same = |k: &Move| k.to() == mv.to() && k.from() == mv.from() && k.kind() == mv.kind();
        self.slots[ply]
            .iter()
            .position(|k| k.as_ref().is_some_and(same))
    }

    pub fn clear(&mut self) {
        self.slots.fill([None; 2]);
    }

    /// The killers of `ply`, the first ranked first.
    #[inline]
    pub fn of(&self, ply: usize) -> [Option<Move>; 2] {
        self.slots[ply]
    }
}

/// What the full ordering of one node needs besides the moves.
pub struct Orderer<'a> {
    pub table_move: Option<u32>,
    pub threats: &'a PositionThreats,
    pub killers: &'a Killers,
    pub history: &'a History,
    pub ply: usize,
    pub color: Color,
}

impl Orderer<'_> {
    /// The full ordering score of `mv`, the `index`-th move generated.
    #[inline]
    pub fn order(&self, mv: &Move, index: u32) -> i64 {
        if self.table_move == Some(index) {
            return TABLE_MOVE;
        }
        if mv.is_capture() {
            return self.threats.capture_order(mv);
        }
        if let Some(rank) = self.killers.rank(self.ply, mv) {
            return KILLER[rank];
        }
        self.threats.quiet_order(mv) + i64::from(self.history.get(self.color, mv))
    }

    /// [`Orderer::order`] of the drop on `sq`, the `index`-th move
    /// generated, without the move: the drops are most of a node's moves.
    #[inline(always)]
    pub fn drop_order(&self, sq: Square, index: u32) -> i64 {
        if self.table_move == Some(index) {
            return TABLE_MOVE;
        }
        let drop = Move::drop(sq);
        if let Some(rank) = self.killers.rank(self.ply, &drop) {
            return KILLER[rank];
        }
        let blocks = if self.threats.their_landings & sq.bit() != 0 {
            1 << 27
        } else {
            0
        };
        blocks + i64::from(self.history.get(self.color, &drop))
    }
}

/// The ordering of `mv` from the position alone (no table, killers or
/// history): what decides which moves a crowded node keeps, so that the
/// choice does not depend on what was searched before.
#[inline]
pub fn static_order(threats: &PositionThreats, mv: &Move) -> i64 {
    if mv.is_capture() {
        threats.capture_order(mv)
    } else {
        threats.quiet_order(mv)
    }
}

/// Picks made one at a time before the rest of a node's moves are sorted
/// at once: most nodes cut off on their first move, where finding the best
/// is cheaper than sorting, and a node that gets past it mostly tries every
/// move, where picking one at a time costs a scan a move. One pick was the
/// fastest of 0, 1, 2, 3 and 5 (the review, docs/benchmarks.md); once the
/// rest are sorted, the move after the one searched is known, and its
/// table slot is fetched meanwhile.
const PICK_BEFORE_SORT: usize = 1;

/// Brings the best of `moves[from..]` to `from` and returns it, for
/// `from` = 0, 1, 2… in turn on a list that does not change in between;
/// ties go to the earlier generated, so the order (and so the search) is the
/// same on every run, whether a move was picked or sorted into place.
#[inline]
pub fn pick(moves: &mut [Scored], from: usize) -> Option<Scored> {
    let rest = moves.get_mut(from..)?;
    match from.cmp(&PICK_BEFORE_SORT) {
        std::cmp::Ordering::Less => {
            let (best, _) = rest.iter().enumerate().max_by_key(|(_, s)| s.rank())?;
            rest.swap(0, best);
        }
        // The generation index breaks every tie, so the sort's order is
        // the picks' order: no two moves share one.
        std::cmp::Ordering::Equal => {
            rest.sort_unstable_by_key(|s| std::cmp::Reverse(s.rank()));
        }
        std::cmp::Ordering::Greater => {}
    }
    rest.first().copied()
}

/// What [`pick`] will return for `from`, where that is known without a
/// scan: once the rest of the list has been sorted (a pick beyond the
/// first few, after the one of `from - 1`).
#[inline]
pub fn sorted_next(moves: &[Scored], from: usize) -> Option<&Scored> {
    if from > PICK_BEFORE_SORT {
        moves.get(from)
    } else {
        None
    }
}

/// The best of `moves`, as [`pick`] would take it first.
pub fn best(moves: &[Scored]) -> Option<&Scored> {
    moves.iter().max_by_key(|s| s.rank())
}

/// Where in `moves` (the root's) the one to try after `table_move` is:
/// the one whose search took the most positions in the last iteration,
/// as `effort` has them by generation index (the earlier generated among
/// equals; none where no move took any).
pub fn challenger(moves: &[Scored], effort: &[u64], table_move: Option<u32>) -> Option<usize> {
    let of = |s: &Scored| effort.get(s.index as usize).copied().unwrap_or(0);
    moves
        .iter()
        .enumerate()
        .filter(|(_, s)| Some(s.index) != table_move && of(s) > 0)
        .max_by_key(|(_, s)| (of(s), std::cmp::Reverse(s.index)))
        .map(|(at, _)| at)
}

/// Keeps only the `keep` best of `moves` (best first), for nodes with more
/// moves than the search can look at.
pub fn keep_best(moves: &mut Vec<Scored>, keep: usize) {
    if moves.len() > keep {
        moves.select_nth_unstable_by_key(keep - 1, |s| std::cmp::Reverse(s.rank()));
        moves.truncate(keep);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yote_engine::Square;

    /// Picking in turn gives the moves best first, ties to the earlier
    /// generated, whether a pick finds the best or the rest were sorted:
    /// lists of every length around the switch, with many equal orders.
    #[test]
    fn picks_in_turn_follow_the_order_then_the_generation() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for len in 0..40 {
            for _ in 0..20 {
                let mut moves: Vec<Scored> = (0..len)
                    .map(|i| Scored {
                        mv: Move::drop(Square::new(0, 0)),
                        index: 3 * i + next(3) as u32,
                        order: next(5) as i64 - 2,
                    })
                    .collect();
                let mut expected: Vec<(i64, u32)> =
                    moves.iter().map(|s| (s.order, s.index)).collect();
                expected.sort_by_key(|&(order, index)| (std::cmp::Reverse(order), index));
                let picked: Vec<(i64, u32)> = (0..)
                    .map_while(|from| pick(&mut moves, from))
                    .map(|s| (s.order, s.index))
                    .collect();
                assert_eq!(picked, expected, "{len} moves");
            }
        }
    }

    /// The order holds at the ends of the scores' and indices' ranges
    /// (negative, past 32 bits, the last index): best first, ties to the
    /// earlier generated, by pick, sort, `best` and `keep_best`.
    #[test]
    fn the_order_holds_at_the_ends_of_its_ranges() {
        let orders = [
            i64::MIN,
            -(1 << 40),
            -1,
            0,
            1,
            CHALLENGER,
            TABLE_MOVE,
            i64::MAX,
        ];
        let indices = [0, 1, 1 << 31, u32::MAX - 1, u32::MAX];
        let all: Vec<Scored> = orders
            .iter()
            .flat_map(|&order| indices.iter().map(move |&index| (order, index)))
            .map(|(order, index)| Scored {
                mv: Move::drop(Square::new(0, 0)),
                index,
                order,
            })
            .collect();
        let mut expected: Vec<(i64, u32)> = all.iter().map(|s| (s.order, s.index)).collect();
        expected.sort_by_key(|&(order, index)| (std::cmp::Reverse(order), index));
        // Shuffled by a fixed stride, so that no order is the list's.
        let mut moves: Vec<Scored> = (0..all.len()).map(|i| all[(i * 7) % all.len()]).collect();
        let first = best(&moves).map(|s| (s.order, s.index));
        assert_eq!(first, Some(expected[0]));
        let mut kept = moves.clone();
        keep_best(&mut kept, 5);
        let mut kept: Vec<(i64, u32)> = kept.iter().map(|s| (s.order, s.index)).collect();
        kept.sort_by_key(|&(order, index)| (std::cmp::Reverse(order), index));
        assert_eq!(kept, expected[..5]);
        let picked: Vec<(i64, u32)> = (0..)
            .map_while(|from| pick(&mut moves, from))
            .map(|s| (s.order, s.index))
            .collect();
        assert_eq!(picked, expected);
    }

    /// The root's challenger is the move that took the most positions,
    /// never the table's, the earlier generated among equals, and none
    /// where no move took any.
    #[test]
    fn the_challenger_took_the_most_positions() {
        let moves: Vec<Scored> = [4, 0, 2, 3]
            .into_iter()
            .map(|index| Scored {
                mv: Move::drop(Square::new(0, index as u8)),
                index,
                order: 0,
            })
            .collect();
        // By index: 0 took 50 positions, 2 and 3 took 70, 4 took 90.
        let effort = [50, 0, 70, 70, 90];
        assert_eq!(challenger(&moves, &effort, None), Some(0), "index 4");
        assert_eq!(challenger(&moves, &effort, Some(4)), Some(2), "index 2");
        assert_eq!(challenger(&moves, &effort[..3], Some(4)), Some(2), "short");
        assert_eq!(challenger(&moves, &[0; 5], None), None);
        assert_eq!(challenger(&moves, &[], None), None);
    }

    /// The drops' own ordering gives what the ordering of the move would:
    /// with a table move, killers and history set, and a square where the
    /// opponent's capture would land.
    #[test]
    fn a_drop_is_ordered_as_its_move_would_be() {
        let mut game = yote_engine::Game::default();
        game.play_tokens(&["@c3", "@d3"]).expect("legal");
        let threats = PositionThreats::new(game.position(), game.rules());
        assert_ne!(threats.their_landings, 0, "black could jump c3");
        let me = game.to_move();
        let mut killers = Killers::default();
        killers.add(2, Move::drop(Square::new(1, 1)));
        killers.add(2, Move::drop(Square::new(4, 2)));
        let mut history = History::default();
        let tried = [Move::drop(Square::new(0, 4)), Move::drop(Square::new(2, 2))];
        history.reward(me, &Move::drop(Square::new(3, 0)), tried.iter(), 6);
        let empty = game.rules().board_mask() & !game.position().occupied();
        for table_move in [None, Some(7)] {
            let orderer = Orderer {
                table_move,
                threats: &threats,
                killers: &killers,
                history: &history,
                ply: 2,
                color: me,
            };
            let orders: Vec<(i64, i64)> = yote_engine::square::squares(empty)
                .zip(0..)
                .map(|(sq, i)| (orderer.drop_order(sq, i), orderer.order(&Move::drop(sq), i)))
                .collect();
            assert!(orders.iter().all(|(a, b)| a == b), "{orders:?}");
            let distinct: std::collections::HashSet<i64> = orders.iter().map(|o| o.0).collect();
            assert!(distinct.len() >= 5, "{distinct:?}");
        }
    }

    /// Deep searches reward at depths whose 32·depth² times a full entry
    /// overflowed i32 (a debug panic, wrapped scores in release): entries
    /// must stay within the bound and keep the good move above the others.
    #[test]
    fn history_stays_bounded_at_any_depth() {
        let mut history = History::default();
        let good = Move::step(Square::new(0, 0), Square::new(0, 1));
        let bad = Move::step(Square::new(1, 0), Square::new(1, 1));
        for depth in [1, 2, 8, 20, 64, 1000, u32::MAX] {
            for _ in 0..200 {
                history.reward(Color::White, &good, [bad].iter(), depth);
                let (g, b) = (
                    history.get(Color::White, &good),
                    history.get(Color::White, &bad),
                );
                assert!((0..=HISTORY_MAX).contains(&g), "depth {depth}: good {g}");
                assert!((-HISTORY_MAX..0).contains(&b), "depth {depth}: bad {b}");
            }
        }
        assert_eq!(history_bonus(u32::MAX), i64::from(HISTORY_MAX));
    }

    /// The history as at a mark is what it was when the mark was taken,
    /// for nested marks, and as it is again afterwards; the journal is
    /// kept only while a mark is held.
    #[test]
    fn the_history_at_a_mark_is_what_it_was_then() {
        let step = |a: u8, b: u8| Move::step(Square::new(0, a), Square::new(1, b));
        let mut history = History::default();
        history.reward(Color::White, &step(0, 0), [step(1, 1)].iter(), 3);
        assert!(history.journal.is_empty(), "no mark held");
        let at_outer = history.table.clone();
        let outer = history.mark();
        history.reward(Color::Black, &step(2, 2), [step(1, 1)].iter(), 5);
        history.reward(Color::White, &step(1, 1), [step(0, 0)].iter(), 4);
        let at_inner = history.table.clone();
        let inner = history.mark();
        history.reward(
            Color::White,
            &step(0, 0),
            [step(1, 1), step(3, 3)].iter(),
            6,
        );
        let now = history.table.clone();
        assert_ne!(now, at_inner);
        assert_ne!(at_inner, at_outer);
        history.as_at(outer, |h| assert_eq!(h.table, at_outer));
        history.as_at(inner, |h| assert_eq!(h.table, at_inner));
        assert_eq!(history.table, now);
        history.release();
        assert!(!history.journal.is_empty(), "the outer mark is held");
        history.as_at(outer, |h| assert_eq!(h.table, at_outer));
        history.release();
        assert!(history.journal.is_empty());
    }
}
