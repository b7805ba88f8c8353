//! A game under one set of rules: the position, the moves played, undo, the
//! repetition count, and the result after each move (RULES.md §4).

use std::fmt;

use super::movegen::MoveGen;
use super::moves::{Move, MoveKind};
use super::position::Position;
use super::rules::{NoLegalMove, Rules};
use super::square::Color;

/// Who won, or a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    Win(Color),
    Draw,
}

impl GameResult {
    /// `"white"`, `"black"` or `"draw"`, as in the JSON output.
    pub fn key(self) -> &'static str {
        match self {
            GameResult::Win(c) => c.name(),
            GameResult::Draw => "draw",
        }
    }
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The loser is down to `left` pieces (board + hand).
    OutOfPieces { loser: Color, left: u32 },
    /// Both players are down to `at_most` pieces or fewer.
    FewPieces { at_most: u8 },
    /// The same position occurred `times` times.
    Repetition { times: u8 },
    /// `stuck` had no legal move and loses.
    NoMoveLoses { stuck: Color },
    /// `stuck` had no legal move; the pieces were counted.
    NoMoveCount {
        stuck: Color,
        white: u32,
        black: u32,
    },
    /// The players agreed to a draw (an interface action, not a rule).
    Agreed,
    /// A player resigned (an interface action, not a rule).
    Resigned { by: Color },
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Reason::OutOfPieces { loser, left } => match left {
                0 => write!(f, "{loser} has no pieces left"),
                1 => write!(f, "{loser} has only 1 piece left"),
                n => write!(f, "{loser} has only {n} pieces left"),
            },
            Reason::FewPieces { at_most } => {
                write!(f, "both players have {at_most} or fewer pieces")
            }
            Reason::Repetition { times } => {
                write!(f, "the same position occurred {times} times")
            }
            Reason::NoMoveLoses { stuck } => write!(f, "{stuck} has no legal move"),
            Reason::NoMoveCount {
                stuck,
                white,
                black,
            } => {
                let counts = match white.cmp(&black) {
                    std::cmp::Ordering::Greater => {
                        format!("white has more pieces ({white} to {black})")
                    }
                    std::cmp::Ordering::Less => {
                        format!("black has more pieces ({black} to {white})")
                    }
                    std::cmp::Ordering::Equal => format!("both have {white} pieces"),
                };
                write!(f, "{stuck} has no legal move and {counts}")
            }
            Reason::Agreed => write!(f, "the players agreed to a draw"),
            Reason::Resigned { by } => write!(f, "{by} resigned"),
        }
    }
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub result: GameResult,
    pub reason: Reason,
}

/// What is kept of each move for undo.
#[derive(Clone, Copy, Debug)]
struct Played {
    mv: Move,
    before: Position,
    outcome_before: Option<Outcome>,
    reversible_from_before: usize,
}

/// A game in progress or finished.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    movegen: MoveGen,
    pos: Position,
    outcome: Option<Outcome>,
    played: Vec<Played>,
    /// The ply since which every move was a step or an own jump: positions
    /// before it cannot come back, since drops and captures lose pieces.
    reversible_from: usize,
}

impl Game {
    /// A new game at the start position. The rules must have passed
    /// [`Rules::validate`].
    pub fn new(rules: Rules) -> Game {
        Game {
            movegen: MoveGen::new(&rules),
            pos: Position::start(rules.pieces_per_player, rules.first_player),
            rules,
            outcome: None,
            played: Vec::new(),
            reversible_from: 0,
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The player to move (also once the game is over).
    pub fn to_move(&self) -> Color {
        self.pos.to_move()
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The number of moves played (bonus moves count).
    pub fn ply(&self) -> usize {
        self.played.len()
    }

    /// The moves played, in order.
    pub fn moves(&self) -> impl DoubleEndedIterator<Item = &Move> + ExactSizeIterator {
        self.played.iter().map(|p| &p.mv)
    }

    /// The last move played.
    pub fn last_move(&self) -> Option<&Move> {
        self.played.last().map(|p| &p.mv)
    }

    /// Who played the move of ply `index` (0-based).
    pub fn mover_of(&self, index: usize) -> Option<Color> {
        self.played.get(index).map(|p| p.before.to_move())
    }

    /// Pieces `color` has lost so far.
    pub fn lost(&self, color: Color) -> u32 {
        u32::from(self.rules.pieces_per_player) - self.pos.total(color)
    }

    /// Calls `f` with every legal move; none once the game is over.
    #[inline]
    pub fn for_each_legal_move(&self, mut f: impl FnMut(Move)) {
        if self.outcome.is_none() {
            self.movegen.generate(&self.pos, &mut f);
        }
    }

    /// Fills `buf` with the legal moves (cleared first; reuse it to avoid
    /// allocating).
    pub fn legal_moves_into(&self, buf: &mut Vec<Move>) {
        buf.clear();
        self.for_each_legal_move(|m| buf.push(m));
    }

    /// The legal moves, in generation order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut buf = Vec::new();
        self.legal_moves_into(&mut buf);
        buf
    }

    /// How many legal moves there are, without generating them where it can.
    #[inline]
    pub fn count_legal_moves(&self) -> u64 {
        if self.outcome.is_some() {
            0
        } else {
            self.movegen.count(&self.pos)
        }
    }

    /// The legal move at `index` (below [`Game::count_legal_moves`]) in
    /// generation order, found without generating the others.
    #[inline]
    pub fn nth_legal_move(&self, index: u64) -> Option<Move> {
        if self.outcome.is_some() {
            None
        } else {
            self.movegen.nth(&self.pos, index)
        }
    }

    /// Whether `mv` is legal now.
    pub fn is_legal(&self, mv: &Move) -> bool {
        let mut found = false;
        self.for_each_legal_move(|m| found |= m == *mv);
        found
    }

    /// Whether the player to move could capture (the rules aside).
    pub fn can_capture(&self) -> bool {
        self.movegen.can_capture(&self.pos)
    }

    /// Plays `mv` if it is legal; returns whether it was.
    pub fn try_play(&mut self, mv: Move) -> bool {
        let legal = self.is_legal(&mv);
        if legal {
            self.play_unchecked(mv);
        }
        legal
    }

    /// Plays a move known to be legal (from this game's generator), then
    /// runs the checks of RULES.md §4.
    #[inline]
    pub fn play_unchecked(&mut self, mv: Move) {
        let mover = self.pos.to_move();
        self.played.push(Played {
            mv,
            before: self.pos,
            outcome_before: self.outcome,
            reversible_from_before: self.reversible_from,
        });
        let mut next = self.pos.after(&mv);
        next.to_move = if mv.is_capture() && self.rules.bonus_move_after_capture {
            mover
        } else {
            mover.other()
        };
        self.pos = next;
        if matches!(mv.kind(), MoveKind::Drop | MoveKind::Capture) {
            self.reversible_from = self.played.len();
        }
        self.outcome = self.judge(mover);
    }

    /// Ends a game still in progress without a move: an agreed draw or a
    /// resignation. A game the rules have already ended keeps its outcome.
    pub fn end_by_agreement(&mut self, outcome: Outcome) {
        if self.outcome.is_none() {
            self.outcome = Some(outcome);
        }
    }

    /// Takes back an agreed draw or a resignation, so the game goes on from
    /// the same position; returns whether there was one.
    pub fn take_back_agreement(&mut self) -> bool {
        let agreed = matches!(
            self.outcome,
            Some(Outcome {
                reason: Reason::Agreed | Reason::Resigned { .. },
                ..
            })
        );
        if agreed {
            // `end_by_agreement` only ends a game in progress, so it was on.
            self.outcome = None;
        }
        agreed
    }

    /// Takes back the last move; returns it.
    pub fn undo(&mut self) -> Option<Move> {
        let last = self.played.pop()?;
        self.pos = last.before;
        self.outcome = last.outcome_before;
        self.reversible_from = last.reversible_from_before;
        Some(last.mv)
    }

    /// How often the current position has occurred, counting the start.
    pub fn repetitions(&self) -> usize {
        1 + self.played[self.reversible_from..]
            .iter()
            .filter(|p| p.before == self.pos)
            .count()
    }

    /// The checks after a move by `mover`, in the order of RULES.md §4.
    fn judge(&self, mover: Color) -> Option<Outcome> {
        let rules = &self.rules;
        let opponent = mover.other();
        let left = self.pos.total(opponent);
        if left <= u32::from(rules.win_when_opponent_has_at_most) {
            return Some(Outcome {
                result: GameResult::Win(mover),
                reason: Reason::OutOfPieces {
                    loser: opponent,
                    left,
                },
            });
        }
        let few = u32::from(rules.draw_when_both_have_at_most);
        if few > 0 && left <= few && self.pos.total(mover) <= few {
            return Some(Outcome {
                result: GameResult::Draw,
                reason: Reason::FewPieces {
                    at_most: rules.draw_when_both_have_at_most,
                },
            });
        }
        if rules.repetition_draw > 0 && self.repetitions() >= usize::from(rules.repetition_draw) {
            return Some(Outcome {
                result: GameResult::Draw,
                reason: Reason::Repetition {
                    times: rules.repetition_draw,
                },
            });
        }
        let stuck = self.pos.to_move();
        if self.movegen.has_move(&self.pos) {
            return None;
        }
        Some(match rules.no_legal_move {
            NoLegalMove::Loses => Outcome {
                result: GameResult::Win(stuck.other()),
                reason: Reason::NoMoveLoses { stuck },
            },
            NoLegalMove::MostPiecesWins => {
                let white = self.pos.total(Color::White);
                let black = self.pos.total(Color::Black);
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
}

#[cfg(test)]
mod tests {
    use super::*;

    fn resign(game: &mut Game, by: Color) {
        game.end_by_agreement(Outcome {
            result: GameResult::Win(by.other()),
            reason: Reason::Resigned { by },
        });
    }

    #[test]
    fn a_resignation_is_taken_back_alone() {
        let mut game = Game::new(Rules::default());
        game.play_tokens(&["@c3", "@d3"]).expect("legal");
        let before = game.legal_moves();
        resign(&mut game, Color::White);
        assert!(game.is_over());
        assert!(game.legal_moves().is_empty());
        assert!(game.take_back_agreement());
        assert_eq!(game.outcome(), None);
        assert_eq!(game.ply(), 2);
        assert_eq!(game.legal_moves(), before);
        assert!(!game.take_back_agreement());
    }

    #[test]
    fn an_outcome_of_the_rules_stays() {
        let rules = Rules {
            pieces_per_player: 2,
            ..Rules::default()
        };
        let mut game = Game::new(rules);
        // a1 jumps a2: Black is down to the one piece in hand and loses.
        game.play_tokens(&["@a1", "@a2", "a1xa3"]).expect("legal");
        let won = game.outcome().expect("over");
        assert_eq!(won.result, GameResult::Win(Color::White));
        resign(&mut game, Color::White);
        assert_eq!(game.outcome(), Some(won));
        assert!(!game.take_back_agreement());
        assert_eq!(game.outcome(), Some(won));
    }
}
