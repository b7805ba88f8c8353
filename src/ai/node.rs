//! The game as the search walks it: play, undo, the key of the position and
//! the moves. Everything the search asks of the engine goes through here, so
//! moving to the engine's copy-make position changes this file alone.

use crate::engine::{Color, Game, Move, Outcome, Position, Rules};

use super::zobrist;

/// A game being searched: the game itself (its history before the root
/// counts for repetitions, RULES.md §4 step 5) and the key of each position.
#[derive(Clone, Debug)]
pub struct Node {
    game: Game,
    keys: Vec<u64>,
    key: u64,
}

impl Node {
    /// The search starts at the current position of `game`.
    pub fn new(game: &Game) -> Node {
        Node {
            key: zobrist::key(game.position()),
            game: game.clone(),
            keys: Vec::with_capacity(256),
        }
    }

    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    #[inline]
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    #[inline]
    pub fn rules(&self) -> &Rules {
        self.game.rules()
    }

    #[inline]
    pub fn to_move(&self) -> Color {
        self.game.to_move()
    }

    /// The result, once the game is over (every check of RULES.md §4).
    #[inline]
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// Plays a legal move from [`Node::for_each_move`].
    #[inline]
    pub fn play(&mut self, mv: Move) {
        let before = *self.game.position();
        self.game.play_unchecked(mv);
        self.keys.push(self.key);
        self.key = zobrist::update(self.key, &before, self.game.position());
    }

    /// Takes back the last move played with [`Node::play`].
    #[inline]
    pub fn undo(&mut self) {
        self.game.undo();
        self.key = self.keys.pop().expect("undo after play");
    }

    /// Calls `f` with every legal move.
    #[inline]
    pub fn for_each_move(&self, f: impl FnMut(Move)) {
        self.game.for_each_legal_move(f);
    }

    /// How many legal moves there are (counted, not generated).
    #[inline]
    pub fn count_moves(&self) -> u64 {
        self.game.count_legal_moves()
    }

    /// The legal move at `index` in generation order, without generating the others.
    #[inline]
    pub fn nth_move(&self, index: u32) -> Option<Move> {
        self.game.nth_legal_move(u64::from(index))
    }

    /// Whether the side to move has a capture.
    #[inline]
    pub fn can_capture(&self) -> bool {
        self.game.outcome().is_none() && self.game.can_capture()
    }
}
