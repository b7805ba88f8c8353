//! Legal move generation for every option, without allocating: moves are
//! handed to a callback, and counts are taken with popcounts where the
//! moves themselves are not needed.

use super::moves::Move;
use super::position::Position;
use super::rules::{Rules, SecondPiece};
use super::square::{Bitboard, Dir, Square, shift, squares};

/// The rules, flattened for the hot path.
#[derive(Clone, Copy, Debug)]
pub(crate) struct MoveGen {
    board: Bitboard,
    second_piece: SecondPiece,
    mandatory_capture: bool,
    multi_jump: bool,
    jump_own_pieces: bool,
}

/// `BINOMIAL[n][k]` = n choose k, for n, k ≤ 64.
static BINOMIAL: [[u64; 65]; 65] = binomials();

const fn binomials() -> [[u64; 65]; 65] {
    let mut t = [[0u64; 65]; 65];
    let mut n = 0;
    while n <= 64 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= n {
            // C(64, 32) < 2^63, so no row overflows.
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    t
}

/// How the second removals of a capture that jumped `k` pieces split between
/// board and hand: (board pieces, lowest hand count, highest hand count).
/// `on_board` is the enemy's board after the chain, `in_hand` their hand.
#[inline]
fn removal_split(rule: SecondPiece, k: u32, on_board: u32, in_hand: u32) -> (u32, u32, u32) {
    match rule {
        SecondPiece::Board => (k.min(on_board), 0, 0),
        SecondPiece::HandIfBoardEmpty => {
            let b = k.min(on_board);
            let h = (k - b).min(in_hand);
            (b, h, h)
        }
        SecondPiece::BoardOrHand => {
            let total = k.min(on_board + in_hand);
            let low = total.saturating_sub(on_board);
            let high = total.min(in_hand);
            (total, low, high)
        }
    }
}

impl MoveGen {
    pub(crate) fn new(rules: &Rules) -> MoveGen {
        MoveGen {
            board: rules.board_mask(),
            second_piece: rules.second_piece,
            mandatory_capture: rules.mandatory_capture,
            multi_jump: rules.multi_jump,
            jump_own_pieces: rules.jump_own_pieces,
        }
    }

    /// The empty squares of `pos`.
    #[inline]
    fn empty(&self, pos: &Position) -> Bitboard {
        self.board & !pos.occupied()
    }

    /// Landing squares of single captures in `dir` by the player to move.
    #[inline]
    fn capture_landings(&self, pos: &Position, dir: Dir) -> Bitboard {
        let me = pos.to_move();
        let over = shift(pos.pieces(me), dir, self.board) & pos.pieces(me.other());
        shift(over, dir, self.board) & self.empty(pos)
    }

    /// Whether the player to move can capture.
    #[inline]
    pub(crate) fn can_capture(&self, pos: &Position) -> bool {
        Dir::ALL.iter().any(|d| self.capture_landings(pos, *d) != 0)
    }

    /// Whether the player to move has any legal move.
    pub(crate) fn has_move(&self, pos: &Position) -> bool {
        let me = pos.to_move();
        let empty = self.empty(pos);
        if pos.hand(me) > 0 && empty != 0 {
            return true;
        }
        let own = pos.pieces(me);
        Dir::ALL.iter().any(|&d| {
            shift(own, d, self.board) & empty != 0
                || (self.jump_own_pieces
                    && shift(shift(own, d, self.board) & own, d, self.board) & empty != 0)
        }) || self.can_capture(pos)
    }

    /// Calls `f` with every legal move of the player to move.
    pub(crate) fn generate(&self, pos: &Position, f: &mut impl FnMut(Move)) {
        if !(self.mandatory_capture && self.can_capture(pos)) {
            self.quiet_moves(pos, f);
        }
        self.captures(pos, f);
    }

    /// How many legal moves the player to move has.
    pub(crate) fn count(&self, pos: &Position) -> u64 {
        let captures = self.count_captures(pos);
        if self.mandatory_capture && captures > 0 {
            return captures;
        }
        let me = pos.to_move();
        let own = pos.pieces(me);
        let empty = self.empty(pos);
        let mut n = if pos.hand(me) > 0 {
            u64::from(empty.count_ones())
        } else {
            0
        };
        for d in Dir::ALL {
            n += u64::from((shift(own, d, self.board) & empty).count_ones());
            if self.jump_own_pieces {
                let land = shift(shift(own, d, self.board) & own, d, self.board) & empty;
                n += u64::from(land.count_ones());
            }
        }
        n + captures
    }

    /// Drops, steps and own-piece jumps.
    fn quiet_moves(&self, pos: &Position, f: &mut impl FnMut(Move)) {
        let me = pos.to_move();
        let own = pos.pieces(me);
        let empty = self.empty(pos);
        if pos.hand(me) > 0 {
            for sq in squares(empty) {
                f(Move::drop(sq));
            }
        }
        for d in Dir::ALL {
            let back = -d.delta();
            for to in squares(shift(own, d, self.board) & empty) {
                f(Move::step(offset(to, back), to));
            }
            if self.jump_own_pieces {
                for to in squares(shift(shift(own, d, self.board) & own, d, self.board) & empty) {
                    f(Move::own_jump(offset(to, 2 * back), to));
                }
            }
        }
    }

    /// Every capture, each chain with each allowed set of second removals.
    fn captures(&self, pos: &Position, f: &mut impl FnMut(Move)) {
        let hand = u32::from(pos.hand(pos.to_move().other()));
        self.chains(pos, &mut |mv: Move, enemy_left: Bitboard| {
            let (board, low, high) = removal_split(
                self.second_piece,
                mv.jump_count(),
                enemy_left.count_ones(),
                hand,
            );
            match self.second_piece {
                SecondPiece::BoardOrHand => {
                    for h in low..=high {
                        for_each_subset(enemy_left, board - h, 0, &mut |set| {
                            f(mv.remove(set, h as u8))
                        });
                    }
                }
                _ => for_each_subset(
                    enemy_left,
                    board,
                    0,
                    &mut |set| f(mv.remove(set, low as u8)),
                ),
            }
        });
    }

    /// How many ways there are to make the second removals of a capture that
    /// jumped `k` pieces and left `on_board` enemy pieces on the board.
    #[inline]
    fn removal_options(&self, k: u32, on_board: u32, in_hand: u32) -> u64 {
        let (board, low, high) = removal_split(self.second_piece, k, on_board, in_hand);
        match self.second_piece {
            SecondPiece::BoardOrHand => (low..=high)
                .map(|h| BINOMIAL[on_board as usize][(board - h) as usize])
                .sum(),
            _ => BINOMIAL[on_board as usize][board as usize],
        }
    }

    /// How many captures (chains × second removals) there are.
    fn count_captures(&self, pos: &Position) -> u64 {
        let hand = u32::from(pos.hand(pos.to_move().other()));
        if !self.multi_jump {
            // Every single capture leaves the same number of enemy pieces.
            let jumps: u32 = Dir::ALL
                .iter()
                .map(|d| self.capture_landings(pos, *d).count_ones())
                .sum();
            if jumps == 0 {
                return 0;
            }
            let left = pos.pieces(pos.to_move().other()).count_ones() - 1;
            return u64::from(jumps) * self.removal_options(1, left, hand);
        }
        let mut n = 0;
        self.chains(pos, &mut |mv: Move, enemy_left: Bitboard| {
            n += self.removal_options(mv.jump_count(), enemy_left.count_ones(), hand);
        });
        n
    }

    /// The legal move at `index` in the order of [`MoveGen::generate`],
    /// found without generating the others: random playouts pick moves this
    /// way, since a capture may have a great many second-removal choices.
    pub(crate) fn nth(&self, pos: &Position, mut index: u64) -> Option<Move> {
        if !(self.mandatory_capture && self.can_capture(pos)) {
            let me = pos.to_move();
            let own = pos.pieces(me);
            let empty = self.empty(pos);
            let mut take = |set: Bitboard, make: &dyn Fn(Square) -> Move| {
                let n = u64::from(set.count_ones());
                if index < n {
                    return Some(make(nth_square(set, index)));
                }
                index -= n;
                None
            };
            if pos.hand(me) > 0
                && let Some(mv) = take(empty, &Move::drop)
            {
                return Some(mv);
            }
            for d in Dir::ALL {
                let back = -d.delta();
                let steps = shift(own, d, self.board) & empty;
                if let Some(mv) = take(steps, &|to| Move::step(offset(to, back), to)) {
                    return Some(mv);
                }
                if self.jump_own_pieces {
                    let jumps = shift(shift(own, d, self.board) & own, d, self.board) & empty;
                    if let Some(mv) = take(jumps, &|to| Move::own_jump(offset(to, 2 * back), to)) {
                        return Some(mv);
                    }
                }
            }
        }
        let hand = u32::from(pos.hand(pos.to_move().other()));
        let mut found = None;
        self.chains(pos, &mut |mv: Move, enemy_left: Bitboard| {
            if found.is_some() {
                return;
            }
            let n = self.removal_options(mv.jump_count(), enemy_left.count_ones(), hand);
            if index < n {
                found = Some(self.nth_removal(mv, enemy_left, hand, index));
            } else {
                index -= n;
            }
        });
        found
    }

    /// The `index`-th choice of second removals for `mv`, in generation order.
    fn nth_removal(&self, mv: Move, enemy_left: Bitboard, in_hand: u32, mut index: u64) -> Move {
        let on_board = enemy_left.count_ones();
        let (board, low, high) =
            removal_split(self.second_piece, mv.jump_count(), on_board, in_hand);
        if self.second_piece != SecondPiece::BoardOrHand {
            return mv.remove(nth_subset(enemy_left, board, index), low as u8);
        }
        for h in low..=high {
            let n = BINOMIAL[on_board as usize][(board - h) as usize];
            if index < n {
                return mv.remove(nth_subset(enemy_left, board - h, index), h as u8);
            }
            index -= n;
        }
        unreachable!("index checked against removal_options")
    }

    /// Calls `f` with every capture chain that may end where it is (without
    /// second removals yet) and the enemy's board after it.
    fn chains(&self, pos: &Position, f: &mut impl FnMut(Move, Bitboard)) {
        let me = pos.to_move();
        let enemy = pos.pieces(me.other());
        let empty = self.empty(pos);
        for d in Dir::ALL {
            let back = -2 * d.delta();
            for land in squares(self.capture_landings(pos, d)) {
                let from = offset(land, back);
                let over = offset(land, -d.delta());
                let mv = Move::capture_start(from).jump(d, over, land);
                let enemy_left = enemy & !over.bit();
                let empty_now = (empty | from.bit() | over.bit()) & !land.bit();
                self.extend(mv, enemy_left, empty_now, f);
            }
        }
    }

    /// Offers `mv` (which has just landed) and, with `multi_jump`, every
    /// longer chain through it.
    fn extend(
        &self,
        mv: Move,
        enemy: Bitboard,
        empty: Bitboard,
        f: &mut impl FnMut(Move, Bitboard),
    ) {
        let at = mv.to();
        let mut can_go_on = false;
        if self.multi_jump {
            for d in Dir::ALL {
                let over = shift(at.bit(), d, self.board) & enemy;
                let land = shift(over, d, self.board) & empty;
                if land != 0 {
                    can_go_on = true;
                    let over_sq = offset(at, d.delta());
                    let land_sq = offset(at, 2 * d.delta());
                    let next = mv.jump(d, over_sq, land_sq);
                    let empty_next = (empty | at.bit() | over) & !land;
                    self.extend(next, enemy & !over, empty_next, f);
                }
            }
        }
        if !(can_go_on && self.mandatory_capture) {
            f(mv, enemy);
        }
    }
}

#[inline]
fn offset(sq: Square, delta: i8) -> Square {
    Square::from_index((sq.index() as i8 + delta) as u32)
}

/// The square of the `index`-th lowest bit of `set`.
#[inline]
fn nth_square(mut set: Bitboard, index: u64) -> Square {
    for _ in 0..index {
        set &= set - 1;
    }
    Square::from_index(set.trailing_zeros())
}

/// The `index`-th `k`-square subset of `set` in the order of [`for_each_subset`].
fn nth_subset(set: Bitboard, mut k: u32, mut index: u64) -> Bitboard {
    let mut chosen = 0;
    let mut rest = set;
    while k > 0 {
        let low = rest & rest.wrapping_neg();
        rest &= rest - 1;
        // Subsets that take `low` come first: C(rest, k - 1) of them.
        let with_low = BINOMIAL[rest.count_ones() as usize][(k - 1) as usize];
        if index < with_low {
            chosen |= low;
            k -= 1;
        } else {
            index -= with_low;
        }
    }
    chosen
}

/// Calls `f` with every `k`-square subset of `set` (each joined to `chosen`).
fn for_each_subset(set: Bitboard, k: u32, chosen: Bitboard, f: &mut impl FnMut(Bitboard)) {
    if k == 0 {
        f(chosen);
        return;
    }
    let mut rest = set;
    while rest.count_ones() >= k {
        let low = rest & rest.wrapping_neg();
        rest &= rest - 1;
        for_each_subset(rest, k - 1, chosen | low, f);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binomials_are_right() {
        assert_eq!(BINOMIAL[5][2], 10);
        assert_eq!(BINOMIAL[30][15], 155_117_520);
        assert_eq!(BINOMIAL[64][32], 1_832_624_140_942_590_534);
    }

    #[test]
    fn nth_subset_follows_generation_order() {
        let set = 0b1011_0110_1001u64;
        for k in 0..=set.count_ones() {
            let mut all = Vec::new();
            for_each_subset(set, k, 0, &mut |s| all.push(s));
            assert_eq!(
                all.len() as u64,
                BINOMIAL[set.count_ones() as usize][k as usize]
            );
            for (i, s) in all.iter().enumerate() {
                assert_eq!(nth_subset(set, k, i as u64), *s);
            }
        }
    }

    #[test]
    fn subsets_are_all_there_once() {
        let mut seen = Vec::new();
        for_each_subset(0b10110, 2, 0, &mut |s| seen.push(s));
        seen.sort();
        assert_eq!(seen, vec![0b00110, 0b10010, 0b10100]);
    }
}
