//! Legal move generation for every option, without allocating: moves are
//! handed to a callback (which may stop early), and counts are taken with
//! popcounts where the moves themselves are not needed. [`MoveGen`] also
//! plays a move on a copied [`Position`] and tells whether the game ended,
//! which is all a search needs.

use std::convert::Infallible;
use std::ops::ControlFlow;

#[cfg(any(test, feature = "test-support"))]
use super::moves::PackedMove;
use super::moves::{Move, MoveKind};
use super::outcome::{GameResult, Outcome, Reason};
use super::position::Position;
use super::rules::{NoLegalMove, Rules, SecondPiece};
use super::square::{
    Bitboard, Color, Dir, Square, shift, shift_all, shift_each, shift_grid, squares,
};
use super::zobrist::ZOBRIST;

/// The rules, flattened for the hot path: generates moves, plays them on a
/// copy of the position, and judges the result (docs/rules.md §4 except the
/// repetition, which needs the game's history: a search tracks it by
/// [`Position::key`]).
///
/// ```
/// use yote_engine::{Color, Game, MoveGen};
///
/// let game = Game::default();
/// let movegen: &MoveGen = game.movegen();
/// let start = movegen.start();
/// let mut moves = Vec::new();
/// movegen.moves_into(&start, &mut moves);
/// assert_eq!(moves.len(), 30);
/// let after = movegen.play(&start, &moves[0]);
/// assert_eq!((after.hand(Color::White), after.to_move()), (11, Color::Black));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveGen {
    board: Bitboard,
    second_piece: SecondPiece,
    mandatory_capture: bool,
    multi_jump: bool,
    jump_own_pieces: bool,
    bonus_move_after_capture: bool,
    win_at_most: u8,
    few_at_most: u8,
    no_legal_move: NoLegalMove,
    start: Position,
}

/// A capture's chain of jumps before its second removals are chosen.
///
/// With `multi_jump` on a large board one chain may have hundreds of
/// thousands of ways to make its removals: a search can walk the chains
/// ([`MoveGen::for_each_chain`]), count each one's removals
/// ([`MoveGen::removal_count`]) and pick among them
/// ([`MoveGen::for_each_removal`], [`MoveGen::nth_removal`]) without holding
/// them all.
#[cfg(any(test, feature = "test-support"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chain {
    capture: Move,
    enemy_left: Bitboard,
    enemy_hand: u8,
}

#[cfg(any(test, feature = "test-support"))]
impl Chain {
    /// The capture with its jumps and no second removals yet.
    pub fn capture(&self) -> Move {
        self.capture
    }

    /// The enemy's pieces left on the board after the jumps: the board
    /// squares a second removal may take.
    pub fn enemy_left(&self) -> Bitboard {
        self.enemy_left
    }

    /// The pieces in the enemy's hand.
    pub fn enemy_hand(&self) -> u8 {
        self.enemy_hand
    }
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
/// For `BoardOrHand` the first number is the total, board and hand together.
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

/// Runs a callback that never stops.
#[inline]
fn never_stops<T>(mut f: impl FnMut(T)) -> impl FnMut(T) -> ControlFlow<Infallible> {
    move |x| {
        f(x);
        ControlFlow::Continue(())
    }
}

impl MoveGen {
    /// The generator for `rules` (which must have passed [`Rules::validate`]).
    pub fn new(rules: &Rules) -> MoveGen {
        MoveGen {
            board: rules.board_mask(),
            second_piece: rules.second_piece,
            mandatory_capture: rules.mandatory_capture,
            multi_jump: rules.multi_jump,
            jump_own_pieces: rules.jump_own_pieces,
            bonus_move_after_capture: rules.bonus_move_after_capture,
            win_at_most: rules.win_when_opponent_has_at_most,
            few_at_most: rules.draw_when_both_have_at_most,
            no_legal_move: rules.no_legal_move,
            start: Position::start(rules.pieces_per_player, rules.first_player),
        }
    }

    /// Whether own pieces may be jumped and captures may go on
    /// (`jump_own_pieces`, `multi_jump`): see [`MoveGen::random_move_in`].
    #[inline(always)]
    pub(crate) fn jumps(&self) -> (bool, bool) {
        (self.jump_own_pieces, self.multi_jump)
    }

    /// The start position of these rules.
    pub fn start(&self) -> Position {
        self.start
    }

    /// The squares of the board.
    pub fn board(&self) -> Bitboard {
        self.board
    }

    /// The empty squares of `pos`.
    #[inline]
    fn empty(&self, pos: &Position) -> Bitboard {
        self.board & !pos.occupied()
    }

    /// Landing squares of single captures in `dir` by the player to move,
    /// starting from the squares of `from`.
    #[inline]
    fn capture_landings(&self, pos: &Position, from: Bitboard, dir: Dir) -> Bitboard {
        let me = pos.to_move();
        let over = shift(pos.pieces(me) & from, dir, self.board) & pos.pieces(me.other());
        shift(over, dir, self.board) & self.empty(pos)
    }

    /// Whether the player to move can capture.
    #[inline]
    pub fn can_capture(&self, pos: &Position) -> bool {
        Dir::ALL
            .iter()
            .any(|d| self.capture_landings(pos, !0, *d) != 0)
    }

    /// Whether drops, steps and own jumps are forbidden because a capture
    /// is possible and capturing is mandatory.
    #[inline]
    fn must_capture(&self, pos: &Position) -> bool {
        self.mandatory_capture && self.can_capture(pos)
    }

    /// Whether the player to move has any legal move.
    #[inline]
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

    /// Calls `f` with every legal move of the player to move, captures
    /// first, until `f` breaks; returns the break, if any.
    #[cfg(any(test, feature = "test-support"))]
    #[inline]
    pub fn for_each_move<B>(
        &self,
        pos: &Position,
        mut f: impl FnMut(Move) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        self.captures(pos, !0, &mut f)?;
        self.quiet_moves(pos, &mut f)
    }

    /// Calls `f` with every legal capture (each chain with each allowed set
    /// of second removals) until `f` breaks: the moves of a capture search.
    #[inline]
    pub fn for_each_capture<B>(
        &self,
        pos: &Position,
        mut f: impl FnMut(Move) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        self.captures(pos, !0, &mut f)
    }

    /// Calls `f` with every legal move that is not a capture (drops, steps,
    /// own jumps; none when a capture is mandatory) until `f` breaks.
    #[inline]
    pub fn for_each_quiet<B>(
        &self,
        pos: &Position,
        mut f: impl FnMut(Move) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        self.quiet_moves(pos, &mut f)
    }

    /// Fills `buf` with the legal moves, captures first (cleared first;
    /// reuse it to avoid allocating).
    pub fn moves_into(&self, pos: &Position, buf: &mut Vec<Move>) {
        buf.clear();
        let mut push = never_stops(|m| buf.push(m));
        let _ = self.captures(pos, !0, &mut push);
        let _ = self.quiet_moves(pos, &mut push);
    }

    /// Calls `f` with every legal move, drops and steps first, then
    /// captures: the order of [`crate::Game::legal_moves`]
    /// and of [`MoveGen::nth`].
    #[inline]
    pub fn generate(&self, pos: &Position, f: impl FnMut(Move)) {
        let mut f = never_stops(f);
        let _ = self.quiet_moves(pos, &mut f);
        let _ = self.captures(pos, !0, &mut f);
    }

    /// The squares the player to move may drop a piece on: the drops come
    /// first in the order of [`MoveGen::generate`], square by square as
    /// [`squares`] gives them, so that a caller can make them itself (a
    /// search writes each straight into its list) and take the others from
    /// [`MoveGen::generate_but_drops`].
    #[inline]
    pub fn drop_squares(&self, pos: &Position) -> Bitboard {
        if pos.hand(pos.to_move()) == 0 || self.must_capture(pos) {
            0
        } else {
            self.empty(pos)
        }
    }

    /// Calls `f` with every legal move but the drops, in the order of
    /// [`MoveGen::generate`]; see `MoveGen::count_after_drops`.
    #[inline]
    pub fn generate_but_drops(&self, pos: &Position, f: impl FnMut(Move)) {
        let mut f = never_stops(f);
        let _ = self.quiet_moves_but_drops(pos, false, &mut f);
        let _ = self.captures(pos, !0, &mut f);
    }

    /// The legal moves after each legal drop, added up (perft's last two
    /// plies from drops, without making a [`Move`] or a key for each):
    /// `None` when a drop may end the game (the few-pieces draw), so that
    /// each drop must be judged on its own.
    #[inline]
    pub(crate) fn count_after_drops(&self, pos: &Position) -> Option<u64> {
        if self.few_at_most > 0 {
            return None;
        }
        let mover = pos.to_move();
        if pos.hand(mover) == 0 || self.must_capture(pos) {
            return Some(0);
        }
        let own = pos.pieces(mover);
        let sides = [own, pos.pieces(mover.other())];
        let hands = [pos.hand(mover) - 1, pos.hand(mover.other())];
        let mut total = 0;
        let mut rest = self.empty(pos);
        while rest != 0 {
            let sq = rest & rest.wrapping_neg();
            rest ^= sq;
            // Built by value, so it stays in registers; its key is left
            // stale: `count` does not read it.
            let child =
                Position::from_sides(mover, [own | sq, sides[1]], hands, mover.other(), pos.key());
            total += self.count_inline(&child);
        }
        Some(total)
    }

    /// How many legal moves the player to move has.
    #[inline]
    pub fn count(&self, pos: &Position) -> u64 {
        self.count_inline(pos)
    }

    /// [`MoveGen::count`], inlined in the hot loops.
    #[inline(always)]
    fn count_inline(&self, pos: &Position) -> u64 {
        let (quiet, captures) = self.count_quiet_and_captures(pos);
        quiet + captures
    }

    /// How many quiet moves and how many captures `pos` has (counted, not
    /// generated). In the order of [`MoveGen::generate`] the captures come
    /// after the quiet moves, so the first capture's index is the count of
    /// quiet moves.
    #[inline(always)]
    pub fn count_quiet_and_captures(&self, pos: &Position) -> (u64, u64) {
        let me = pos.to_move();
        let own = pos.pieces(me);
        let enemy = pos.pieces(me.other());
        let empty = self.empty(pos);
        // Every mask below is part of the board, so the shifts need no
        // board mask of their own.
        let next = shift_all(own);
        let landings = shift_each(next.map(|n| n & enemy));
        let mut quiet = 0;
        let mut jumps = 0;
        for i in 0..4 {
            quiet += (next[i] & empty).count_ones();
            jumps += (landings[i] & empty).count_ones();
        }
        if self.jump_own_pieces {
            let own_jumps = shift_each(next.map(|n| n & own));
            quiet += own_jumps
                .iter()
                .map(|j| (j & empty).count_ones())
                .sum::<u32>();
        }
        let captures = if self.multi_jump {
            self.count_chains(*pos)
        } else if jumps == 0 {
            0
        } else {
            // Every single capture leaves the same number of enemy pieces.
            let hand = u32::from(pos.hand(me.other()));
            u64::from(jumps) * self.removal_options(1, enemy.count_ones() - 1, hand)
        };
        if self.mandatory_capture && captures > 0 {
            return (0, captures);
        }
        if pos.hand(me) > 0 {
            quiet += empty.count_ones();
        }
        (u64::from(quiet), captures)
    }

    /// Plays `mv` (a legal move of `pos`) on a copy of `pos`: the move with
    /// all its jumps and second removals, then the player to move next
    /// (docs/rules.md §4 steps 1 and 2: the mover again after a capture with
    /// `bonus_move_after_capture`), with the key updated to match.
    #[inline]
    pub fn play(&self, pos: &Position, mv: &Move) -> Position {
        self.play_keyed(pos, mv, true)
    }

    /// [`MoveGen::play`], with the key updated only if `keyed`; without,
    /// the child keeps `pos`'s key, which is then wrong. Always inlined, so
    /// that a caller that never reads keys (see [`crate::Playouts`])
    /// passes `false` as a constant and makes no table lookups.
    #[inline(always)]
    pub(crate) fn play_keyed(&self, pos: &Position, mv: &Move, keyed: bool) -> Position {
        let mover = pos.to_move;
        let from = mv.from();
        let to = mv.to();
        let kind = mv.kind();
        // The mover's and the opponent's sets, by value (see
        // `Position::from_sides`), changed the same way for every kind of
        // move, without a branch (the kind is as random as the move): a
        // drop starts where it lands, a chain may end on its own start
        // square, and only a capture jumps or removes pieces.
        let own = (pos.pieces(mover) & !from.bit()) | to.bit();
        let gone = mv.jumped() | mv.removed_from_board();
        let enemy = pos.pieces(mover.other()) & !gone;
        let own_hand = pos.hand(mover) - u8::from(kind == MoveKind::Drop);
        let enemy_hand = pos.hand(mover.other()) - mv.removed_from_hand();
        let to_move = if kind == MoveKind::Capture && self.bonus_move_after_capture {
            mover
        } else {
            mover.other()
        };
        let mut key = pos.key;
        if keyed {
            let z = &ZOBRIST;
            let me = mover.index();
            let them = 1 - me;
            key ^= z.square(me, u32::from(to.index()));
            match kind {
                MoveKind::Drop => key ^= z.hand(me, own_hand + 1) ^ z.hand(me, own_hand),
                MoveKind::Step | MoveKind::OwnJump | MoveKind::Capture => {
                    key ^= z.square(me, u32::from(from.index()));
                }
            }
            let mut rest = gone;
            while rest != 0 {
                key ^= z.square(them, rest.trailing_zeros());
                rest &= rest - 1;
            }
            let k = mv.removed_from_hand();
            if k > 0 {
                key ^= z.hand(them, enemy_hand + k) ^ z.hand(them, enemy_hand);
            }
            if to_move != mover {
                key ^= z.side();
            }
        }
        Position::from_sides(mover, [own, enemy], [own_hand, enemy_hand], to_move, key)
    }

    /// Whether the game is over at `pos`, reached by a move: docs/rules.md §4
    /// steps 3 (a player down to `win_when_opponent_has_at_most` pieces
    /// loses), 4 (the few-pieces draw) and 6 (no legal move). Step 5, the
    /// repetition draw, needs the game's history: check it between
    /// [`MoveGen::material_outcome`] and [`MoveGen::stuck_outcome`].
    /// Nothing is checked before the first move, so do not ask about the
    /// start position.
    #[cfg(any(test, feature = "test-support"))]
    #[inline]
    pub fn status(&self, pos: &Position) -> Option<Outcome> {
        self.material_outcome(pos)
            .or_else(|| self.stuck_outcome(pos))
    }

    /// docs/rules.md §4 steps 3 and 4 at `pos`, reached by a move. Only the
    /// mover's opponent loses pieces in a move, so the player down to the
    /// threshold is the one who lost.
    #[inline]
    pub fn material_outcome(&self, pos: &Position) -> Option<Outcome> {
        let white = pos.total(Color::White);
        let black = pos.total(Color::Black);
        let win = u32::from(self.win_at_most);
        if white.min(black) <= win {
            let (loser, left) = if white <= win {
                (Color::White, white)
            } else {
                (Color::Black, black)
            };
            return Some(Outcome {
                result: GameResult::Win(loser.other()),
                reason: Reason::OutOfPieces { loser, left },
            });
        }
        let few = u32::from(self.few_at_most);
        if white.max(black) <= few {
            return Some(Outcome {
                result: GameResult::Draw,
                reason: Reason::FewPieces {
                    at_most: self.few_at_most,
                },
            });
        }
        None
    }

    /// [`MoveGen::material_outcome`] at `pos`, reached by `mv`, without
    /// counting pieces when `mv` cannot have ended the game that way (a move
    /// that captures nothing leaves both totals as they were).
    #[inline]
    pub fn material_outcome_after(&self, mv: &Move, pos: &Position) -> Option<Outcome> {
        if mv.is_capture() || self.few_at_most > 0 {
            self.material_outcome(pos)
        } else {
            None
        }
    }

    /// docs/rules.md §4 step 6 at `pos`: the player to move has no legal move.
    #[inline]
    pub fn stuck_outcome(&self, pos: &Position) -> Option<Outcome> {
        if self.has_move(pos) {
            return None;
        }
        let stuck = pos.to_move();
        Some(match self.no_legal_move {
            NoLegalMove::Loses => Outcome {
                result: GameResult::Win(stuck.other()),
                reason: Reason::NoMoveLoses { stuck },
            },
            NoLegalMove::MostPiecesWins => {
                let white = pos.total(Color::White);
                let black = pos.total(Color::Black);
                Outcome {
                    result: match white.cmp(&black) {
                        std::cmp::Ordering::Greater => GameResult::Win(Color::White),
                        std::cmp::Ordering::Less => GameResult::Win(Color::Black),
                        std::cmp::Ordering::Equal => GameResult::Draw,
                    },
                    reason: Reason::NoMoveCount {
                        stuck,
                        white,
                        black,
                    },
                }
            }
        })
    }

    /// Whether `color` could still win from `pos` if its opponent moved no
    /// more (the opponent's time ran out): not with no piece on the board
    /// and none in hand, nor when, with `color` to move, it has no legal
    /// move and the no-legal-move rule does not give it the game.
    pub fn could_win(&self, pos: &Position, color: Color) -> bool {
        if pos.total(color) == 0 {
            return false;
        }
        let turn = Position::from_parts(
            [pos.pieces(Color::White), pos.pieces(Color::Black)],
            [pos.hand(Color::White), pos.hand(Color::Black)],
            color,
        );
        match self.stuck_outcome(&turn) {
            None => true,
            Some(ended) => ended.result == GameResult::Win(color),
        }
    }

    /// Whether `mv` is a legal move of `pos`, found without generating the
    /// other moves (a capture's chains are walked from its start square only).
    pub fn is_legal(&self, pos: &Position, mv: &Move) -> bool {
        let me = pos.to_move();
        let own = pos.pieces(me);
        let empty = self.empty(pos);
        let (from, to) = (mv.from().bit(), mv.to().bit());
        let quiet_ok = || !self.must_capture(pos);
        match mv.kind() {
            MoveKind::Drop => {
                *mv == Move::drop(mv.to()) && pos.hand(me) > 0 && to & empty != 0 && quiet_ok()
            }
            MoveKind::Step => {
                *mv == Move::step(mv.from(), mv.to())
                    && from & own != 0
                    && to & empty != 0
                    && Dir::ALL.iter().any(|&d| shift(from, d, self.board) == to)
                    && quiet_ok()
            }
            MoveKind::OwnJump => {
                self.jump_own_pieces
                    && *mv == Move::own_jump(mv.from(), mv.to())
                    && from & own != 0
                    && to & empty != 0
                    && Dir::ALL
                        .iter()
                        .any(|&d| shift(shift(from, d, self.board) & own, d, self.board) == to)
                    && quiet_ok()
            }
            MoveKind::Capture => {
                let hand = pos.hand(me.other());
                self.chains(pos, from, &mut |chain: Move, enemy_left| {
                    let same = chain.remove(mv.removed_from_board(), mv.removed_from_hand()) == *mv;
                    if same && self.removals_allowed(&chain, enemy_left, hand, mv) {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                })
                .is_break()
            }
        }
    }

    /// Whether `mv`'s second removals are one of the choices after `chain`.
    fn removals_allowed(&self, chain: &Move, enemy_left: Bitboard, hand: u8, mv: &Move) -> bool {
        let board = mv.removed_from_board();
        let from_hand = u32::from(mv.removed_from_hand());
        if board & !enemy_left != 0 {
            return false;
        }
        let (total, low, high) = removal_split(
            self.second_piece,
            chain.jump_count(),
            enemy_left.count_ones(),
            u32::from(hand),
        );
        match self.second_piece {
            SecondPiece::BoardOrHand => {
                (low..=high).contains(&from_hand) && board.count_ones() + from_hand == total
            }
            _ => board.count_ones() == total && from_hand == low,
        }
    }

    /// The legal move of `pos` that packs to `packed`, if any (for a
    /// transposition table's move). See [`PackedMove`] for when two legal
    /// moves can share a packed value; then the first generated is returned.
    #[cfg(any(test, feature = "test-support"))]
    pub fn unpack(&self, pos: &Position, packed: PackedMove) -> Option<Move> {
        let (kind, from, to) = packed.parts();
        let mv = match kind {
            MoveKind::Drop => Move::drop(to),
            MoveKind::Step => Move::step(from, to),
            MoveKind::OwnJump => Move::own_jump(from, to),
            MoveKind::Capture => {
                let hand = pos.hand(pos.to_move().other());
                let mut found = None;
                let _ = self.chains(pos, from.bit(), &mut |chain: Move, enemy_left| {
                    if chain.to() != to {
                        return ControlFlow::Continue(());
                    }
                    self.removals(chain, enemy_left, u32::from(hand), &mut |mv: Move| {
                        if mv.pack() == packed {
                            found = Some(mv);
                            ControlFlow::Break(())
                        } else {
                            ControlFlow::Continue(())
                        }
                    })
                });
                return found;
            }
        };
        self.is_legal(pos, &mv).then_some(mv)
    }

    /// Drops, steps and own-piece jumps (none when a capture is mandatory).
    #[inline]
    fn quiet_moves<B>(
        &self,
        pos: &Position,
        f: &mut impl FnMut(Move) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        self.quiet_moves_but_drops(pos, true, f)
    }

    /// [`MoveGen::quiet_moves`], with the drops or without them.
    #[inline]
    fn quiet_moves_but_drops<B>(
        &self,
        pos: &Position,
        drops: bool,
        f: &mut impl FnMut(Move) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        if self.must_capture(pos) {
            return ControlFlow::Continue(());
        }
        let me = pos.to_move();
        let own = pos.pieces(me);
        let empty = self.empty(pos);
        if drops && pos.hand(me) > 0 {
            for sq in squares(empty) {
                f(Move::drop(sq))?;
            }
        }
        for d in Dir::ALL {
            let back = -d.delta();
            for to in squares(shift(own, d, self.board) & empty) {
                f(Move::step(offset(to, back), to))?;
            }
            if self.jump_own_pieces {
                for to in squares(shift(shift(own, d, self.board) & own, d, self.board) & empty) {
                    f(Move::own_jump(offset(to, 2 * back), to))?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Every capture from the squares of `from`, each chain with each
    /// allowed set of second removals.
    #[inline]
    fn captures<B>(
        &self,
        pos: &Position,
        from: Bitboard,
        f: &mut impl FnMut(Move) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let hand = u32::from(pos.hand(pos.to_move().other()));
        self.chains(pos, from, &mut |mv: Move, enemy_left: Bitboard| {
            self.removals(mv, enemy_left, hand, f)
        })
    }

    /// Every allowed set of second removals after the chain `mv`.
    #[inline]
    fn removals<B>(
        &self,
        mv: Move,
        enemy_left: Bitboard,
        hand: u32,
        f: &mut impl FnMut(Move) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
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
                    })?;
                }
                ControlFlow::Continue(())
            }
            _ => for_each_subset(
                enemy_left,
                board,
                0,
                &mut |set| f(mv.remove(set, low as u8)),
            ),
        }
    }

    /// Calls `f` with every capture chain (the captures without their second
    /// removals) until it breaks.
    #[cfg(any(test, feature = "test-support"))]
    pub fn for_each_chain<B>(
        &self,
        pos: &Position,
        mut f: impl FnMut(Chain) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let enemy_hand = pos.hand(pos.to_move().other());
        self.chains(pos, !0, &mut |capture, enemy_left| {
            f(Chain {
                capture,
                enemy_left,
                enemy_hand,
            })
        })
    }

    /// How many ways there are to make `chain`'s second removals (1 when
    /// there is nothing to remove).
    #[cfg(any(test, feature = "test-support"))]
    pub fn removal_count(&self, chain: &Chain) -> u64 {
        self.removal_options(
            chain.capture.jump_count(),
            chain.enemy_left.count_ones(),
            u32::from(chain.enemy_hand),
        )
    }

    /// Calls `f` with each complete capture of `chain` (one per allowed set
    /// of second removals) until it breaks.
    #[cfg(any(test, feature = "test-support"))]
    pub fn for_each_removal<B>(
        &self,
        chain: &Chain,
        mut f: impl FnMut(Move) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        self.removals(
            chain.capture,
            chain.enemy_left,
            u32::from(chain.enemy_hand),
            &mut f,
        )
    }

    /// The complete capture of `chain` with its `index`-th set of second
    /// removals, in the order of [`MoveGen::for_each_removal`].
    #[cfg(any(test, feature = "test-support"))]
    pub fn nth_removal(&self, chain: &Chain, index: u64) -> Option<Move> {
        (index < self.removal_count(chain)).then(|| {
            self.nth_removal_of(
                chain.capture,
                chain.enemy_left,
                u32::from(chain.enemy_hand),
                index,
            )
        })
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

    /// How many legal captures (chains × second removals) there are.
    #[inline]
    pub fn count_captures(&self, pos: &Position) -> u64 {
        if self.multi_jump {
            return self.count_chains(*pos);
        }
        let me = pos.to_move();
        let own = pos.pieces(me);
        let enemy = pos.pieces(me.other());
        let empty = self.empty(pos);
        let jumps: u32 = Dir::ALL
            .into_iter()
            .map(|d| (shift_grid(shift_grid(own, d) & enemy, d) & empty).count_ones())
            .sum();
        if jumps == 0 {
            return 0;
        }
        let hand = u32::from(pos.hand(me.other()));
        u64::from(jumps) * self.removal_options(1, enemy.count_ones() - 1, hand)
    }

    /// How many captures there are, chain by chain (`multi_jump`). The
    /// position is taken by value and the call kept out of line, so that a
    /// caller's own position never needs an address (and stays in registers).
    #[inline(never)]
    fn count_chains(&self, pos: Position) -> u64 {
        let hand = u32::from(pos.hand(pos.to_move().other()));
        let mut n = 0;
        let _ = self.chains(&pos, !0, &mut |mv: Move, enemy_left: Bitboard| {
            n += self.removal_options(mv.jump_count(), enemy_left.count_ones(), hand);
            ControlFlow::<Infallible>::Continue(())
        });
        n
    }

    /// The legal move at `index` in the order of [`MoveGen::generate`],
    /// found without generating the others: random playouts pick moves this
    /// way, since a capture may have a great many second-removal choices.
    pub fn nth(&self, pos: &Position, mut index: u64) -> Option<Move> {
        if !self.must_capture(pos) {
            let me = pos.to_move();
            let own = pos.pieces(me);
            let empty = self.empty(pos);
            if pos.hand(me) > 0 {
                let n = u64::from(empty.count_ones());
                if index < n {
                    return Some(Move::drop(nth_square(empty, index)));
                }
                index -= n;
            }
            for d in Dir::ALL {
                let back = -d.delta();
                let next = shift_grid(own, d);
                let steps = next & empty;
                let n = u64::from(steps.count_ones());
                if index < n {
                    let to = nth_square(steps, index);
                    return Some(Move::step(offset(to, back), to));
                }
                index -= n;
                if self.jump_own_pieces {
                    let jumps = shift_grid(next & own, d) & empty;
                    let n = u64::from(jumps.count_ones());
                    if index < n {
                        let to = nth_square(jumps, index);
                        return Some(Move::own_jump(offset(to, 2 * back), to));
                    }
                    index -= n;
                }
            }
        }
        self.nth_capture(*pos, index)
    }

    /// A legal move chosen by `pick` from how many there are (it must return
    /// an index below that number), in one pass over the board: the move
    /// [`MoveGen::nth`] gives for that index, without the second pass of
    /// counting first. `None`, and `pick` is not called, when there is no
    /// legal move. Random playouts choose their moves this way.
    #[inline]
    pub fn random_move(&self, pos: &Position, pick: impl FnOnce(u64) -> u64) -> Option<Move> {
        self.random_move_in(self.jump_own_pieces, self.multi_jump, false, pos, pick)
    }

    /// [`MoveGen::random_move`] with `jump_own_pieces` and `multi_jump`
    /// given (they must be this generator's): always inlined, so that a
    /// caller that passes them as constants (see
    /// [`crate::Playouts`]) gets a copy without the sets, counts and
    /// branches the standard rules never use. With `pdep`, which only code
    /// compiled for BMI2 may pass (see [`fast_pdep`]), the move's square is
    /// found with [`nth_square_pdep`].
    #[inline(always)]
    pub(crate) fn random_move_in(
        &self,
        own_jumps_on: bool,
        multi_jump: bool,
        pdep: bool,
        pos: &Position,
        pick: impl FnOnce(u64) -> u64,
    ) -> Option<Move> {
        let me = pos.to_move();
        let own = pos.pieces(me);
        let enemy = pos.pieces(me.other());
        let empty = self.empty(pos);
        let next = shift_all(own);
        let steps = next.map(|n| n & empty);
        let landings = shift_each(next.map(|n| n & enemy)).map(|l| l & empty);
        let own_jumps = if own_jumps_on {
            shift_each(next.map(|n| n & own)).map(|j| j & empty)
        } else {
            [0; 4]
        };
        let hand = u32::from(pos.hand(me.other()));
        let jump_counts = landings.map(u64::count_ones);
        let jumps: u32 = jump_counts.iter().sum();
        // Each single capture leaves the same enemy pieces to choose from.
        let per_jump = if jumps == 0 || multi_jump {
            1
        } else {
            self.removal_options(1, enemy.count_ones() - 1, hand)
        };
        let captures = if jumps == 0 {
            0
        } else if multi_jump {
            self.count_chains(*pos)
        } else {
            u64::from(jumps) * per_jump
        };
        let quiet_sets = if self.mandatory_capture && captures > 0 {
            [0; 9]
        } else {
            let drops = if pos.hand(me) > 0 { empty } else { 0 };
            [
                drops,
                steps[0],
                own_jumps[0],
                steps[1],
                own_jumps[1],
                steps[2],
                own_jumps[2],
                steps[3],
                own_jumps[3],
            ]
        };
        let quiet_counts = quiet_sets.map(u64::count_ones);
        let quiet = u64::from(quiet_counts.iter().sum::<u32>());
        if quiet + captures == 0 {
            return None;
        }
        let index = pick(quiet + captures);
        if index < quiet {
            let (seg, rest) = segment(&quiet_counts, index as u32);
            let to = nth_square_with(pdep, quiet_sets[seg], u64::from(rest));
            // By table, not by branch: which kind of move it is is as
            // random as the index.
            let from = offset(to, QUIET_BACK[seg]);
            return Some(Move::quiet(QUIET_KIND[seg], from, to));
        }
        let index = index - quiet;
        if multi_jump {
            return self.nth_capture(*pos, index);
        }
        // Fewer than 4 × 64 landings, each with at most 65 choices: 32 bits
        // hold the index, and a 32-bit division is the quicker.
        let (chain, removal) = (
            index as u32 / per_jump as u32,
            index as u32 % per_jump as u32,
        );
        let (i, chain) = segment(&jump_counts, chain);
        let d = Dir::ALL[i];
        let land = nth_square_with(pdep, landings[i], u64::from(chain));
        let over = offset(land, -d.delta());
        let start = offset(over, -d.delta());
        let mv = Move::capture_start(start).jump(d, over, land);
        Some(self.nth_removal_of(mv, enemy & !over.bit(), hand, u64::from(removal)))
    }

    /// The capture at `index` in the order of [`MoveGen::for_each_capture`]'s chains.
    /// Taken by value and out of line, as [`MoveGen::count_chains`].
    #[inline(never)]
    fn nth_capture(&self, pos: Position, mut index: u64) -> Option<Move> {
        let hand = u32::from(pos.hand(pos.to_move().other()));
        self.chains(&pos, !0, &mut |mv: Move, enemy_left: Bitboard| {
            let n = self.removal_options(mv.jump_count(), enemy_left.count_ones(), hand);
            if index < n {
                ControlFlow::Break(self.nth_removal_of(mv, enemy_left, hand, index))
            } else {
                index -= n;
                ControlFlow::Continue(())
            }
        })
        .break_value()
    }

    /// The `index`-th choice of second removals for `mv`, in generation order.
    fn nth_removal_of(&self, mv: Move, enemy_left: Bitboard, in_hand: u32, mut index: u64) -> Move {
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

    /// Calls `f` with every capture chain from the squares of `from` that
    /// may end where it is (without second removals yet) and the enemy's
    /// board after it.
    #[inline]
    fn chains<B>(
        &self,
        pos: &Position,
        from: Bitboard,
        f: &mut impl FnMut(Move, Bitboard) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let me = pos.to_move();
        let enemy = pos.pieces(me.other());
        let empty = self.empty(pos);
        for d in Dir::ALL {
            let back = -2 * d.delta();
            for land in squares(self.capture_landings(pos, from, d)) {
                let start = offset(land, back);
                let over = offset(land, -d.delta());
                let mv = Move::capture_start(start).jump(d, over, land);
                let enemy_left = enemy & !over.bit();
                if !self.multi_jump {
                    f(mv, enemy_left)?;
                    continue;
                }
                let empty_now = (empty | start.bit() | over.bit()) & !land.bit();
                self.extend(mv, enemy_left, empty_now, f)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// Offers `mv` (which has just landed) and every longer chain through it
    /// (`multi_jump`).
    fn extend<B>(
        &self,
        mv: Move,
        enemy: Bitboard,
        empty: Bitboard,
        f: &mut impl FnMut(Move, Bitboard) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let at = mv.to();
        let mut can_go_on = false;
        for d in Dir::ALL {
            let over = shift(at.bit(), d, self.board) & enemy;
            let land = shift(over, d, self.board) & empty;
            if land != 0 {
                can_go_on = true;
                let over_sq = offset(at, d.delta());
                let land_sq = offset(at, 2 * d.delta());
                let next = mv.jump(d, over_sq, land_sq);
                let empty_next = (empty | at.bit() | over) & !land;
                self.extend(next, enemy & !over, empty_next, f)?;
            }
        }
        if !(can_go_on && self.mandatory_capture) {
            f(mv, enemy)?;
        }
        ControlFlow::Continue(())
    }
}

#[inline]
fn offset(sq: Square, delta: i8) -> Square {
    Square::from_index((sq.index() as i8 + delta) as u32)
}

/// From a quiet move's target square back to its start, for each set of
/// [`MoveGen::random_move`]'s quiet moves: the drops (no move), then for
/// each direction of [`Dir::ALL`] its steps (one step back) and own jumps
/// (two).
const QUIET_BACK: [i8; 9] = [0, -8, -16, 8, 16, -1, -2, 1, 2];

/// The kind of move of each of those sets.
const QUIET_KIND: [MoveKind; 9] = {
    let mut kinds = [MoveKind::Step; 9];
    kinds[0] = MoveKind::Drop;
    let mut i = 2;
    while i < 9 {
        kinds[i] = MoveKind::OwnJump;
        i += 2;
    }
    kinds
};

/// Which of consecutive runs of `counts` items holds the item at `index`
/// (below their sum), and its index within that run. Without a branch: the
/// run is how many of the runs' ends the index is at or past, and the
/// index is random (a search by branches mispredicted about once a move).
/// The ends are sums of the counts alone, ready before the index is.
#[inline(always)]
fn segment<const N: usize>(counts: &[u32; N], index: u32) -> (usize, u32) {
    let mut run = 0;
    let mut start = 0;
    let mut end = 0;
    for &n in &counts[..N - 1] {
        end += n;
        let past = index >= end;
        run += usize::from(past);
        start = if past { end } else { start };
    }
    (run, index - start)
}

/// `SELECT_IN_BYTE[b][i]`: the position of the `i`-th lowest set bit of the
/// byte `b` (0 where `b` has no such bit).
static SELECT_IN_BYTE: [[u8; 8]; 256] = select_in_byte();

const fn select_in_byte() -> [[u8; 8]; 256] {
    let mut t = [[0u8; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let (mut bit, mut i) = (0, 0);
        while bit < 8 {
            if b & (1 << bit) != 0 {
                t[b][i] = bit as u8;
                i += 1;
            }
            bit += 1;
        }
        b += 1;
    }
    t
}

/// The square of the `index`-th lowest bit of `set` (`index` below its
/// popcount): halves are skipped by their popcounts down to a byte, and the
/// bit is looked up there (a random index made the bit-by-bit loop this
/// replaces mispredict its exit).
#[inline]
fn nth_square(mut set: Bitboard, index: u64) -> Square {
    let mut index = index as u32;
    let mut base = 0;
    for width in [32u32, 16, 8] {
        let low = (set & ((1u64 << width) - 1)).count_ones();
        let skip = index >= low;
        index -= if skip { low } else { 0 };
        set >>= if skip { width } else { 0 };
        base += if skip { width } else { 0 };
    }
    Square::from_index(base + u32::from(SELECT_IN_BYTE[(set & 0xff) as usize][index as usize & 7]))
}

/// [`nth_square`], or [`nth_square_pdep`] if `pdep` (always inlined, so
/// that a constant `pdep` leaves one of them).
#[inline(always)]
fn nth_square_with(pdep: bool, set: Bitboard, index: u64) -> Square {
    #[cfg(target_arch = "x86_64")]
    if pdep {
        // SAFETY: `pdep` is passed only by code that runs where the CPU has
        // BMI2 (`fast_pdep`).
        return unsafe { nth_square_pdep(set, index) };
    }
    let _ = pdep;
    nth_square(set, index)
}

/// [`nth_square`] in three instructions with BMI2: `pdep` deposits the
/// `index`-th bit of a one-bit mask on the `index`-th set bit of `set`.
/// The portable version is a chain of three popcounts and a table lookup
/// that every random move waits on.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "bmi2")]
#[inline]
fn nth_square_pdep(set: Bitboard, index: u64) -> Square {
    let bit = std::arch::x86_64::_pdep_u64(1 << (index & 63), set);
    Square::from_index(bit.trailing_zeros())
}

/// Whether this CPU has BMI2 and a quick `pdep`: AMD's (and Hygon's) before
/// Zen 3, CPU family 0x19, run it in microcode, dozens to hundreds of
/// cycles, far slower than [`nth_square`].
pub(crate) fn fast_pdep() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::__cpuid;
        if !std::arch::is_x86_feature_detected!("bmi2") {
            return false;
        }
        let id = __cpuid(0);
        let mut vendor = [0u8; 12];
        for (part, word) in vendor.chunks_mut(4).zip([id.ebx, id.edx, id.ecx]) {
            part.copy_from_slice(&word.to_le_bytes());
        }
        let eax = __cpuid(1).eax;
        let family = ((eax >> 8) & 0xf) + ((eax >> 20) & 0xff);
        !matches!(&vendor, b"AuthenticAMD" | b"HygonGenuine") || family >= 0x19
    }
    #[cfg(not(target_arch = "x86_64"))]
    false
}

/// The `index`-th `k`-square subset of `set` in the order of [`for_each_subset`].
fn nth_subset(set: Bitboard, mut k: u32, mut index: u64) -> Bitboard {
    if k == 1 {
        // The common case: one second removal.
        return nth_square(set, index).bit();
    }
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

/// Calls `f` with every `k`-square subset of `set` (each joined to `chosen`)
/// until it breaks.
#[inline]
fn for_each_subset<B>(
    set: Bitboard,
    k: u32,
    chosen: Bitboard,
    f: &mut impl FnMut(Bitboard) -> ControlFlow<B>,
) -> ControlFlow<B> {
    match k {
        0 => f(chosen),
        1 => {
            // The common case (one second removal), without recursion.
            let mut rest = set;
            while rest != 0 {
                let low = rest & rest.wrapping_neg();
                rest &= rest - 1;
                f(chosen | low)?;
            }
            ControlFlow::Continue(())
        }
        _ => {
            let mut rest = set;
            while rest.count_ones() >= k {
                let low = rest & rest.wrapping_neg();
                rest &= rest - 1;
                subsets_rec(rest, k - 1, chosen | low, f)?;
            }
            ControlFlow::Continue(())
        }
    }
}

/// [`for_each_subset`] for two or more squares, recursively.
fn subsets_rec<B>(
    set: Bitboard,
    k: u32,
    chosen: Bitboard,
    f: &mut impl FnMut(Bitboard) -> ControlFlow<B>,
) -> ControlFlow<B> {
    if k == 0 {
        return f(chosen);
    }
    let mut rest = set;
    while rest.count_ones() >= k {
        let low = rest & rest.wrapping_neg();
        rest &= rest - 1;
        subsets_rec(rest, k - 1, chosen | low, f)?;
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn subsets(set: Bitboard, k: u32) -> Vec<Bitboard> {
        let mut all = Vec::new();
        let _ = for_each_subset(set, k, 0, &mut never_stops(|s| all.push(s)));
        all
    }

    /// White's one piece boxed into a1, no piece in hand: stuck.
    fn white_boxed() -> Position {
        let black = (1 << 1) | (1 << 2) | (1 << 8) | (1 << 16);
        Position::from_parts([1, black], [0, 3], Color::White)
    }

    #[test]
    fn a_player_stuck_who_would_lose_could_never_win() {
        let loses = MoveGen::new(&Rules::default());
        assert!(!loses.could_win(&white_boxed(), Color::White));
        assert!(loses.could_win(&white_boxed(), Color::Black));
        let counted = MoveGen::new(&Rules {
            no_legal_move: NoLegalMove::MostPiecesWins,
            ..Rules::default()
        });
        assert!(!counted.could_win(&white_boxed(), Color::White));
        // A full board, White with more pieces: stuck, but counted the winner.
        let board = counted.board();
        let mut white = 0;
        for _ in 0..16 {
            white |= 1 << (board & !white).trailing_zeros();
        }
        let full = Position::from_parts([white, board & !white], [0, 0], Color::Black);
        assert!(counted.could_win(&full, Color::White));
        assert!(!loses.could_win(&full, Color::White));
    }

    #[test]
    fn a_player_with_nothing_left_could_never_win() {
        let rules = MoveGen::new(&Rules::default());
        let empty = Position::from_parts([0, 1 << 3], [0, 2], Color::Black);
        assert!(!rules.could_win(&empty, Color::White));
        assert!(rules.could_win(&empty, Color::Black));
    }

    #[test]
    fn nth_square_counts_set_bits() {
        for set in [
            1u64,
            0b1011_0000_0110,
            u64::MAX,
            0x8000_0001_0100_0010,
            1 << 63,
        ] {
            let all: Vec<Square> = squares(set).collect();
            for (i, sq) in all.iter().enumerate() {
                assert_eq!(nth_square(set, i as u64), *sq, "{set:#x} {i}");
            }
        }
    }

    #[test]
    fn quiet_back_follows_the_directions() {
        for (i, d) in Dir::ALL.into_iter().enumerate() {
            assert_eq!(QUIET_BACK[1 + 2 * i], -d.delta());
            assert_eq!(QUIET_BACK[2 + 2 * i], -2 * d.delta());
        }
        assert_eq!(QUIET_BACK[0], 0);
        assert_eq!(QUIET_KIND[0], MoveKind::Drop);
        for i in 0..4 {
            assert_eq!(QUIET_KIND[1 + 2 * i], MoveKind::Step);
            assert_eq!(QUIET_KIND[2 + 2 * i], MoveKind::OwnJump);
        }
    }

    #[test]
    fn segments_skip_empty_runs() {
        let counts = [2, 0, 3, 0, 1];
        let found: Vec<(usize, u32)> = (0..6).map(|i| segment(&counts, i)).collect();
        assert_eq!(found, [(0, 0), (0, 1), (2, 0), (2, 1), (2, 2), (4, 0)]);
        let ends_empty = [1, 2, 0, 0];
        let found: Vec<(usize, u32)> = (0..3).map(|i| segment(&ends_empty, i)).collect();
        assert_eq!(found, [(0, 0), (1, 0), (1, 1)]);
    }

    #[test]
    fn nth_square_finds_every_bit_of_every_byte() {
        for byte in 0..256u64 {
            for shift in [0, 8, 27, 56] {
                let set = byte << shift;
                for (i, sq) in squares(set).enumerate() {
                    assert_eq!(nth_square(set, i as u64), sq, "{set:#x} {i}");
                }
            }
        }
    }

    /// Where the CPU has BMI2 (whether or not its `pdep` is quick), the
    /// `pdep` square is the portable one, for every bit of sets that fill
    /// each byte every way and of sets spread over the whole board.
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn nth_square_pdep_is_nth_square() {
        if !std::arch::is_x86_feature_detected!("bmi2") {
            return;
        }
        let mut sets: Vec<Bitboard> = (0..256u64)
            .flat_map(|byte| [0, 8, 27, 56].map(|shift| byte << shift))
            .collect();
        sets.extend([u64::MAX, 0x8000_0001_0100_0010, 0x0000_3f3f_3f3f_3f3f]);
        for set in sets {
            for i in 0..u64::from(set.count_ones()) {
                // SAFETY: BMI2 was detected above.
                let fast = unsafe { nth_square_pdep(set, i) };
                assert_eq!(fast, nth_square(set, i), "{set:#x} {i}");
            }
        }
    }

    /// This machine's answer, checked against what `/proc/cpuinfo` says
    /// where it says it (Linux): quick `pdep` on Intel with BMI2 and on AMD
    /// from family 25 (0x19).
    #[test]
    fn fast_pdep_follows_the_cpu() {
        let Ok(info) = std::fs::read_to_string("/proc/cpuinfo") else {
            return;
        };
        let field = |name: &str| {
            info.lines()
                .find(|l| l.split(':').next().map(str::trim) == Some(name))
                .and_then(|l| l.split(':').nth(1))
                .map(|v| v.trim().to_string())
        };
        let (Some(vendor), Some(family), Some(flags)) =
            (field("vendor_id"), field("cpu family"), field("flags"))
        else {
            return;
        };
        let bmi2 = flags.split_whitespace().any(|f| f == "bmi2");
        let slow = matches!(vendor.as_str(), "AuthenticAMD" | "HygonGenuine")
            && family.parse::<u32>().is_ok_and(|f| f < 25);
        assert_eq!(fast_pdep(), bmi2 && !slow, "{vendor} family {family}");
    }

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
            let all = subsets(set, k);
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
        let mut seen = subsets(0b10110, 2);
        seen.sort_unstable();
        assert_eq!(seen, vec![0b00110, 0b10010, 0b10100]);
    }

    #[test]
    fn subsets_stop_when_asked() {
        let mut seen = 0;
        let stopped = for_each_subset(0b1111_0000, 2, 0, &mut |_| {
            seen += 1;
            if seen == 3 {
                ControlFlow::Break(seen)
            } else {
                ControlFlow::Continue(())
            }
        });
        assert_eq!(stopped, ControlFlow::Break(3));
        assert_eq!(seen, 3);
    }
}
