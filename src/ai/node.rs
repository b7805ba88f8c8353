//! The game as the search walks it, on the engine's copy-make positions: a
//! move plays on a copy of the position ([`MoveGen::play`]) and undo drops
//! the copy, repetition is found by [`Position::key`], and every end of
//! RULES.md §4 is judged in the engine's order.

use std::ops::ControlFlow;

use crate::engine::{
    Color, Game, GameResult, MAX_PLIES, Move, MoveGen, MoveKind, Outcome, Position, Reason, Rules,
};

/// One position on the searched line, with what ended the game there.
#[derive(Clone, Copy, Debug)]
struct Frame {
    pos: Position,
    outcome: Option<Outcome>,
    /// `keys[repeatable..]` are the earlier positions this one could repeat
    /// (those since the last drop or capture).
    repeatable: usize,
}

/// A game being searched: the positions from the root to the current one
/// and the keys of the positions before them (the game's history before
/// the root counts for repetitions, RULES.md §4 step 5).
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
}

impl Node {
    /// The search starts at the current position of `game`.
    pub fn new(game: &Game) -> Node {
        let mut frames = Vec::with_capacity(256);
        frames.push(Frame {
            pos: *game.position(),
            outcome: game.outcome(),
            repeatable: 0,
        });
        let mut keys = Vec::with_capacity(512);
        keys.extend_from_slice(game.repetition_keys());
        Node {
            movegen: *game.movegen(),
            rules: game.rules().clone(),
            repetition_draw: usize::from(game.rules().repetition_draw),
            root_ply: game.ply(),
            frames,
            keys,
        }
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

    /// The result, once the game is over (every check of RULES.md §4).
    #[inline]
    pub fn outcome(&self) -> Option<Outcome> {
        self.top().outcome
    }

    /// Plays a legal move of the current position on a copy of it.
    #[inline]
    pub fn play(&mut self, mv: Move) {
        let parent = *self.top();
        self.keys.push(parent.pos.key());
        let pos = self.movegen.play(&parent.pos, &mv);
        let repeatable = if matches!(mv.kind(), MoveKind::Drop | MoveKind::Capture) {
            // Drops and captures lose pieces for good: nothing before repeats.
            self.keys.len()
        } else {
            parent.repeatable
        };
        let outcome = self.judge(&mv, &pos, repeatable);
        self.frames.push(Frame {
            pos,
            outcome,
            repeatable,
        });
    }

    /// Takes back the last move played with [`Node::play`].
    #[inline]
    pub fn undo(&mut self) {
        debug_assert!(self.frames.len() > 1, "undo after play");
        self.frames.pop();
        self.keys.pop();
    }

    /// The checks of RULES.md §4 at `pos`, reached by `mv`, in their order
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

    /// Calls `f` with every legal move, in the generation order of
    /// [`Node::nth_move`].
    #[inline]
    pub fn for_each_move(&self, f: impl FnMut(Move)) {
        if self.outcome().is_none() {
            self.movegen.generate(self.position(), f);
        }
    }

    /// Calls `f` with every legal capture (the moves of the capture search).
    #[inline]
    pub fn for_each_capture(&self, mut f: impl FnMut(Move)) {
        if self.outcome().is_none() {
            let _ = self.movegen.for_each_capture(self.position(), |mv| {
                f(mv);
                ControlFlow::<()>::Continue(())
            });
        }
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
        let mut game = Game::new(rules);
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
}
