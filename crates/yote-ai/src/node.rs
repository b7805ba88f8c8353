//! The game as the search walks it, on the engine's copy-make positions: a
//! move plays on a copy of the position ([`MoveGen::play`]) and undo drops
//! the copy, repetition is found by [`Position::key`], and every end of
//! docs/rules.md §4 is judged in the engine's order.

use std::ops::ControlFlow;

use super::progress::{STALL_AFTER, State};
use yote_engine::square::{Dir, shift};
use yote_engine::{
    Bitboard, Color, Game, GameResult, MAX_PLIES, Move, MoveGen, MoveKind, Outcome, Position,
    Reason, Rules,
};

/// One position on the searched line, with what ended the game there.
#[derive(Clone, Copy, Debug)]
struct Frame {
    pos: Position,
    outcome: Option<Outcome>,
    /// `keys[repeatable..]` are the earlier positions this one could repeat
    /// (those since the last drop or capture).
    repeatable: usize,
    /// The ply of the first drop or capture since the root, if any.
    progress: Option<u32>,
}

/// A game being searched: the positions from the root to the current one
/// and the keys of the positions before them (the game's history before
/// the root counts for repetitions, docs/rules.md §4 step 5).
#[derive(Clone, Debug)]
pub struct Node {
    movegen: MoveGen,
    rules: Rules,
    repetition_draw: usize,
    /// Plies played in the game before the root (for the move limit).
    root_ply: usize,
    frames: Vec<Frame>,
    /// The key of the position before each move, from the game's last
    /// drop or capture to the current position.
    keys: Vec<u64>,
    /// The game's positions before the root whose keys open `keys`.
    before_root: Vec<Position>,
    /// Whether a piece may jump its own (a move that keeps its square's colour).
    own_jumps: bool,
    /// The game went [`STALL_AFTER`] plies or more without progress before
    /// the root: the conversion term applies (see [`crate::progress`]).
    stalled: bool,
}

/// The squares whose row and column add up to an even number: a step
/// always changes the colour of its piece's square.
const EVEN_SQUARES: u64 = 0xAA55_AA55_AA55_AA55;

impl Node {
    /// Whether `game` went [`STALL_AFTER`] plies without a drop or a
    /// capture: a search from it counts the conversion term.
    pub fn stalled(game: &Game) -> bool {
        game.repetition_keys().len() >= STALL_AFTER
    }

    /// The search starts at the current position of `game`.
    pub fn new(game: &Game) -> Node {
        let mut frames = Vec::with_capacity(256);
        frames.push(Frame {
            pos: *game.position(),
            outcome: game.outcome(),
            repeatable: 0,
            progress: None,
        });
        let mut keys = Vec::with_capacity(512);
        keys.extend_from_slice(game.repetition_keys());
        // The positions behind those keys, for `history_matters` (which
        // looks at none without a repetition draw: a long game without one
        // is not walked back for every search).
        let mut before_root = Vec::new();
        if game.rules().repetition_draw != 0 {
            let mut earlier = game.clone();
            before_root.reserve(keys.len());
            for _ in 0..keys.len() {
                earlier.undo();
                before_root.push(*earlier.position());
            }
            before_root.reverse();
        }
        let stalled = Node::stalled(game);
        Node {
            stalled,
            movegen: *game.movegen(),
            rules: game.rules().clone(),
            repetition_draw: usize::from(game.rules().repetition_draw),
            root_ply: game.ply(),
            frames,
            keys,
            before_root,
            own_jumps: game.rules().jump_own_pieces,
        }
    }

    /// The position whose key is `keys[index]`.
    #[inline]
    fn position_at(&self, index: usize) -> &Position {
        match index.checked_sub(self.before_root.len()) {
            None => &self.before_root[index],
            Some(ply) => &self.frames[ply].pos,
        }
    }

    /// Whether a repetition draw within `depth` plies of the current
    /// position could count a position before it. A result searched here
    /// then depends on the way here (docs/rules.md §4 step 5 counts the whole
    /// game), so the transposition table must neither keep it nor stand
    /// in for it. Only drops and captures are not steps or own jumps, and
    /// they make every earlier position unreachable; an earlier position is
    /// reached again only after as many moves of each side as its pieces
    /// are away, and a position comes back at the soonest 4 plies later.
    pub fn history_matters(&self, depth: u32) -> bool {
        let needed = u32::from(self.rules.repetition_draw);
        if needed == 0 {
            return false;
        }
        let top = self.top();
        let now = &top.pos;
        (top.repeatable..self.keys.len()).any(|i| {
            let Some(reach) = self.plies_to(now, self.position_at(i), depth) else {
                return false;
            };
            if needed == 2 {
                return true;
            }
            // The times it occurred before now (at most needed - 1, or the
            // game would be over), then the returns still wanting.
            let key = self.keys[i];
            let seen = self.keys[top.repeatable..]
                .iter()
                .filter(|&&k| k == key)
                .count() as u32;
            reach + 4 * needed.saturating_sub(seen + 1) <= depth
        })
    }

    /// How many earlier positions the current one could repeat (those
    /// since the last drop or capture, before the root too): what a call
    /// of [`Node::history_matters`] looks through.
    #[inline]
    pub fn repeatable_len(&self) -> usize {
        self.keys.len() - self.top().repeatable
    }

    /// A lower bound on the plies of steps and own jumps from `from` to
    /// `to` (positions with the same pieces in hand), if it is `limit` or
    /// fewer.
    fn plies_to(&self, from: &Position, to: &Position, limit: u32) -> Option<u32> {
        let mover = from.to_move();
        // Per side: the moves needed to put its pieces where `to` has them
        // (a move changes two squares), and the parity of that count when
        // every move changes its square's colour.
        let need = |c: Color| {
            let diff = from.pieces(c) ^ to.pieces(c);
            let flips = (from.pieces(c) & EVEN_SQUARES).count_ones()
                + (to.pieces(c) & EVEN_SQUARES).count_ones();
            (diff.count_ones().div_ceil(2), diff == 0, flips % 2)
        };
        let sides = [need(mover), need(mover.other())];
        let parity = u32::from(to.to_move() != mover);
        (parity..=limit).step_by(2).find(|&n| {
            let moves = [n.div_ceil(2), n / 2];
            sides.iter().zip(moves).all(|(&(least, same, odd), m)| {
                m >= least && !(same && m == 1) && (self.own_jumps || m % 2 == odd)
            })
        })
    }

    #[inline]
    fn top(&self) -> &Frame {
        self.frames.last().expect("the root is never undone")
    }

    #[inline]
    pub fn key(&self) -> u64 {
        self.top().pos.key()
    }

    #[inline]
    pub fn position(&self) -> &Position {
        &self.top().pos
    }

    #[inline]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    #[inline]
    pub fn to_move(&self) -> Color {
        self.top().pos.to_move()
    }

    /// The result, once the game is over (every check of docs/rules.md §4).
    #[inline]
    pub fn outcome(&self) -> Option<Outcome> {
        self.top().outcome
    }

    /// The key of the position that the legal move `mv` leads to, without
    /// playing it.
    #[inline]
    pub fn key_after(&self, mv: &Move) -> u64 {
        self.movegen.play(&self.top().pos, mv).key()
    }

    /// Plays a legal move of the current position on a copy of it.
    #[inline]
    pub fn play(&mut self, mv: Move) {
        self.play_seen(mv, |_| {});
    }

    /// [`Node::play`], calling `seen` with the key of the new position as
    /// soon as it is known, before the game's ends are looked for there.
    #[inline]
    pub fn play_seen(&mut self, mv: Move, seen: impl FnOnce(u64)) {
        let parent = *self.top();
        self.keys.push(parent.pos.key());
        let pos = self.movegen.play(&parent.pos, &mv);
        seen(pos.key());
        let repeatable = if matches!(mv.kind(), MoveKind::Drop | MoveKind::Capture) {
            // Drops and captures lose pieces for good: nothing before repeats.
            self.keys.len()
        } else {
            parent.repeatable
        };
        let outcome = self.judge(&mv, &pos, repeatable);
        let progress = parent
            .progress
            .or_else(|| (repeatable == self.keys.len()).then_some(self.frames.len() as u32));
        // Written without the game's end, then given it if there is one:
        // most positions have none, and copying the judged value whole
        // into the frame stalls the processor on every move.
        self.frames.push(Frame {
            pos,
            outcome: None,
            repeatable,
            progress,
        });
        if outcome.is_some() {
            self.frames.last_mut().expect("just pushed").outcome = outcome;
        }
    }

    /// Passes: the same position with the other side to move (the null
    /// move of the selective search; never a legal move of Yoté). Nothing
    /// before it repeats across it, as across a drop.
    pub fn play_null(&mut self) {
        let parent = *self.top();
        self.keys.push(parent.pos.key());
        let p = &parent.pos;
        let pos = Position::from_parts(
            [p.pieces(Color::White), p.pieces(Color::Black)],
            [p.hand(Color::White), p.hand(Color::Black)],
            p.to_move().other(),
        );
        let outcome = self.movegen.stuck_outcome(&pos);
        self.frames.push(Frame {
            pos,
            outcome,
            repeatable: self.keys.len(),
            progress: parent.progress,
        });
    }

    /// Where the current node stands for the conversion term; `None` when
    /// the root was not stalled (the term is off).
    #[inline]
    pub fn progress_state(&self) -> Option<State> {
        if !self.stalled {
            return None;
        }
        Some(match self.top().progress {
            Some(at) => State::Progressed { at },
            None => State::Waiting {
                ply: self.frames.len() as u32 - 1,
            },
        })
    }

    /// Whether the side to move moved last too (a bonus move after a
    /// capture); false at the root.
    pub fn is_bonus_move(&self) -> bool {
        let n = self.frames.len();
        n >= 2 && self.frames[n - 2].pos.to_move() == self.top().pos.to_move()
    }

    /// Whether the side to move could drop a piece.
    pub fn can_drop(&self) -> bool {
        let pos = self.position();
        pos.hand(pos.to_move()) > 0 && self.rules.board_mask() & !pos.occupied() != 0
    }

    /// Takes back the last move played with [`Node::play`].
    #[inline]
    pub fn undo(&mut self) {
        debug_assert!(self.frames.len() > 1, "undo after play");
        self.frames.pop();
        self.keys.pop();
    }

    /// The checks of docs/rules.md §4 at `pos`, reached by `mv`, in their order
    /// (as [`Game`] makes them).
    #[inline]
    fn judge(&self, mv: &Move, pos: &Position, repeatable: usize) -> Option<Outcome> {
        if let Some(outcome) = self.movegen.material_outcome_after(mv, pos) {
            return Some(outcome);
        }
        if self.repetition_draw > 0 {
            let key = pos.key();
            let times = 1 + self.keys[repeatable..]
                .iter()
                .filter(|&&k| k == key)
                .count();
            if times >= self.repetition_draw {
                return Some(Outcome {
                    result: GameResult::Draw,
                    reason: Reason::Repetition {
                        times: self.rules.repetition_draw,
                    },
                });
            }
        }
        self.movegen.stuck_outcome(pos).or_else(|| {
            (self.root_ply + self.frames.len() >= MAX_PLIES).then_some(Outcome {
                result: GameResult::Draw,
                reason: Reason::MoveLimit,
            })
        })
    }

    /// The squares a drop may go to now: the first moves in generation
    /// order, square by square (see [`yote_engine::square::squares`]); the others
    /// come from [`Node::for_each_move_but_drops`].
    #[inline]
    pub fn drop_squares(&self) -> Bitboard {
        if self.outcome().is_some() {
            0
        } else {
            self.movegen.drop_squares(self.position())
        }
    }

    /// Calls `f` with every legal move but the drops, in the generation
    /// order of [`Node::nth_move`].
    #[inline]
    pub fn for_each_move_but_drops(&self, f: impl FnMut(Move)) {
        if self.outcome().is_none() {
            self.movegen.generate_but_drops(self.position(), f);
        }
    }

    /// Calls `f` with every legal quiet move (drops, steps, own jumps), in
    /// the generation order of [`Node::nth_move`] (the quiet moves come
    /// first there).
    #[inline]
    pub fn for_each_quiet(&self, mut f: impl FnMut(Move)) {
        if self.outcome().is_none() {
            let _ = self.movegen.for_each_quiet(self.position(), |mv| {
                f(mv);
                ControlFlow::<()>::Continue(())
            });
        }
    }

    /// The index in generation order ([`Node::nth_move`]) of the quiet move
    /// `mv` (a drop, a step or an own jump), if it is legal here: worked
    /// out from the position's bitboards, without generating the moves
    /// before it. (A killer move is tried before the quiet moves are
    /// generated, and goes by this index in the table.)
    pub fn quiet_index(&self, mv: &Move) -> Option<u32> {
        if self.outcome().is_some() || (self.rules.mandatory_capture && self.can_capture()) {
            return None;
        }
        let pos = self.position();
        let me = pos.to_move();
        let board = self.rules.board_mask();
        let own = pos.pieces(me);
        let empty = board & !pos.occupied();
        let to = mv.to().bit();
        if to & empty == 0 {
            return None;
        }
        let before = |set: Bitboard| (set & (to - 1)).count_ones();
        let drops = if pos.hand(me) > 0 { empty } else { 0 };
        if mv.kind() == MoveKind::Drop {
            return (drops & to != 0).then(|| before(drops));
        }
        let from = mv.from().bit();
        if from & own == 0 {
            return None;
        }
        let mut index = drops.count_ones();
        for d in Dir::ALL {
            let next = shift(own, d, board);
            let steps = next & empty;
            if mv.kind() == MoveKind::Step && shift(from, d, board) == to {
                return Some(index + before(steps));
            }
            index += steps.count_ones();
            if self.own_jumps {
                let jumps = shift(next & own, d, board) & empty;
                if mv.kind() == MoveKind::OwnJump
                    && shift(from, d, board) & own != 0
                    && shift(shift(from, d, board), d, board) == to
                {
                    return Some(index + before(jumps));
                }
                index += jumps.count_ones();
            }
        }
        None
    }

    /// Calls `f` with every legal move, in the generation order of
    /// [`Node::nth_move`], until `f` breaks (a crowded node may have
    /// millions, and a search out of time stops in the middle).
    #[inline]
    pub fn try_for_each_move(&self, mut f: impl FnMut(Move) -> ControlFlow<()>) -> ControlFlow<()> {
        if self.outcome().is_some() {
            return ControlFlow::Continue(());
        }
        // The engine's generation order: drops and steps, then captures.
        self.movegen.for_each_quiet(self.position(), &mut f)?;
        self.movegen.for_each_capture(self.position(), f)
    }

    /// Calls `f` with every legal capture (the moves of the capture
    /// search) until `f` breaks.
    #[inline]
    pub fn try_for_each_capture(&self, f: impl FnMut(Move) -> ControlFlow<()>) -> ControlFlow<()> {
        if self.outcome().is_some() {
            return ControlFlow::Continue(());
        }
        self.movegen.for_each_capture(self.position(), f)
    }

    /// How many legal captures there are (counted, not generated).
    #[inline]
    pub fn count_captures(&self) -> u64 {
        if self.outcome().is_some() {
            0
        } else {
            self.movegen.count_captures(self.position())
        }
    }

    /// How many legal moves there are (counted, not generated).
    #[inline]
    pub fn count_moves(&self) -> u64 {
        if self.outcome().is_some() {
            0
        } else {
            self.movegen.count(self.position())
        }
    }

    /// How many legal quiet moves and captures there are (counted, not
    /// generated): the captures' indices in generation order start at the
    /// first number.
    #[inline]
    pub fn count_quiet_and_captures(&self) -> (u64, u64) {
        if self.outcome().is_some() {
            (0, 0)
        } else {
            self.movegen.count_quiet_and_captures(self.position())
        }
    }

    /// The legal move at `index` in generation order, without generating the others.
    #[inline]
    pub fn nth_move(&self, index: u32) -> Option<Move> {
        if self.outcome().is_some() {
            None
        } else {
            self.movegen.nth(self.position(), u64::from(index))
        }
    }

    /// Whether the side to move has a capture.
    #[inline]
    pub fn can_capture(&self) -> bool {
        self.outcome().is_none() && self.movegen.can_capture(self.position())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The conversion state: off unless the game stalled before the root;
    /// then waiting at each ply until the first drop or capture, whose ply
    /// it keeps below it.
    #[test]
    fn the_progress_state_follows_the_line() {
        let mut game = Game::new(Rules {
            repetition_draw: 0,
            ..Rules::default()
        })
        .expect("valid rules");
        game.play_tokens(&["@a1", "@f5"]).expect("legal");
        assert_eq!(Node::new(&game).progress_state(), None, "not stalled");
        for _ in 0..3 {
            game.play_tokens(&["a1-a2", "f5-f4", "a2-a1", "f4-f5"])
                .expect("legal");
        }
        let mut node = Node::new(&game);
        assert_eq!(node.progress_state(), Some(State::Waiting { ply: 0 }));
        let step = game.parse_move("a1-a2").expect("legal");
        node.play(step);
        assert_eq!(node.progress_state(), Some(State::Waiting { ply: 1 }));
        let mut after = game.clone();
        after.play_unchecked(step);
        let drop = after.parse_move("@c3").expect("legal");
        node.play(drop);
        assert_eq!(node.progress_state(), Some(State::Progressed { at: 2 }));
        after.play_unchecked(drop);
        node.play(after.parse_move("a2-a3").expect("legal"));
        assert_eq!(node.progress_state(), Some(State::Progressed { at: 2 }));
        node.undo();
        node.undo();
        assert_eq!(node.progress_state(), Some(State::Waiting { ply: 1 }));
    }

    /// The node ends games as the game does, move by move, under rules
    /// where repetition, bonus moves and no legal move end them early.
    #[test]
    fn outcomes_agree_with_the_game() {
        let rules = Rules {
            pieces_per_player: 2,
            win_when_opponent_has_at_most: 0,
            repetition_draw: 2,
            bonus_move_after_capture: true,
            ..Rules::default()
        };
        let mut game = Game::new(rules).expect("valid rules");
        game.play_tokens(&["@a1", "@b2"]).expect("legal");
        let mut node = Node::new(&game);
        for token in ["a1-a2", "b2-b1", "a2-a1", "b1-b2"] {
            let mv = game.parse_move(token).expect("legal");
            game.play_unchecked(mv);
            node.play(mv);
            assert_eq!(node.outcome(), game.outcome(), "after {token}");
            assert_eq!(node.key(), game.key());
        }
        assert!(node.outcome().is_some(), "a repetition draw");
        node.undo();
        game.undo();
        assert_eq!(node.outcome(), None);
        assert_eq!(node.count_moves(), game.count_legal_moves());
    }

    /// A quiet move's index, worked out from the bitboards, is its place
    /// in the generation order, and a quiet move not legal here has none:
    /// along random games under rules with own jumps, mandatory capture,
    /// a larger board and a bonus move, with every drop and step of the
    /// grid and the quiet moves of the position before as candidates.
    #[test]
    fn a_quiet_move_s_index_is_its_place_in_the_generation_order() {
        use rand::{Rng, SeedableRng, rngs::SmallRng};
        use yote_engine::Square;
        let rule_sets = [
            Rules::default(),
            Rules {
                jump_own_pieces: true,
                bonus_move_after_capture: true,
                ..Rules::default()
            },
            Rules {
                mandatory_capture: true,
                jump_own_pieces: true,
                ..Rules::default()
            },
            Rules {
                rows: 8,
                columns: 7,
                pieces_per_player: 20,
                jump_own_pieces: true,
                multi_jump: true,
                ..Rules::default()
            },
        ];
        let grid: Vec<Square> = (0..8)
            .flat_map(|r| (0..8).map(move |c| Square::new(r, c)))
            .collect();
        let mut checked = [0usize; 2];
        for (seed, rules) in rule_sets.into_iter().enumerate() {
            let mut rng = SmallRng::seed_from_u64(seed as u64);
            let mut game = Game::new(rules).expect("valid rules");
            let mut earlier: Vec<Move> = Vec::new();
            while !game.is_over() && game.ply() < 150 {
                let node = Node::new(&game);
                let moves = game.legal_moves();
                let mut candidates = earlier.clone();
                for &to in &grid {
                    candidates.push(Move::drop(to));
                    for &from in &grid {
                        if from.row().abs_diff(to.row()) + from.col().abs_diff(to.col()) == 1 {
                            candidates.push(Move::step(from, to));
                        }
                    }
                }
                for (i, mv) in moves.iter().enumerate() {
                    if !mv.is_capture() {
                        assert_eq!(node.quiet_index(mv), Some(i as u32), "{mv} in {game:?}");
                        checked[0] += 1;
                    }
                }
                for mv in &candidates {
                    if !moves.contains(mv) {
                        assert_eq!(node.quiet_index(mv), None, "{mv} in {game:?}");
                        checked[1] += 1;
                    }
                }
                earlier = moves.iter().filter(|m| !m.is_capture()).copied().collect();
                let mv = moves[rng.random_range(0..moves.len())];
                game.play_unchecked(mv);
            }
        }
        assert!(checked[0] > 5_000 && checked[1] > 50_000, "{checked:?}");
    }
}
