//! A task's goal, checked by the engine: what the move must do, never a
//! list of the one right move alone (the explicit list is one kind among
//! them), and the reason a wrong try gets, made from the position.

use std::ops::ControlFlow;
use std::sync::atomic::AtomicBool;

use yote_ai::{Score, Searcher, Techniques, win_in};
use yote_engine::square::squares;
use yote_engine::{Color, Game, GameResult, Move, MoveKind, Position, Square};

/// What the move of a task must do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Drop a piece from the hand.
    Drop,
    /// Step a piece one square.
    Step,
    /// Jump at least this many of the opponent's pieces.
    Capture(u32),
    /// Take at least this many of the opponent's pieces, jumped and second
    /// removals together.
    Take(u32),
    /// Leave no piece of yours that the opponent could jump.
    Safe,
    /// Win in at most this many of your own moves, proven by the search.
    Win(u32),
    /// A move the search scores within `margin` (hundredths of a piece) of
    /// the best, at `depth` plies.
    Best { margin: Score, depth: u32 },
    /// End the game in a draw at once.
    Draw,
    /// One of these moves.
    List(Vec<Move>),
}

impl Goal {
    /// The goal's kind as the lessons file and `learn --json` write it.
    pub fn kind(&self) -> &'static str {
        match self {
            Goal::Drop => "drop",
            Goal::Step => "step",
            Goal::Capture(_) => "capture",
            Goal::Take(_) => "take",
            Goal::Safe => "safe",
            Goal::Win(_) => "win",
            Goal::Best { .. } => "best",
            Goal::Draw => "draw",
            Goal::List(_) => "list",
        }
    }

    /// The goal's number: the pieces, the moves, the margin; none for the rest.
    pub fn number(&self) -> Option<i64> {
        match self {
            Goal::Capture(n) | Goal::Take(n) | Goal::Win(n) => Some(i64::from(*n)),
            Goal::Best { margin, .. } => Some(i64::from(*margin)),
            _ => None,
        }
    }

    /// Whether judging it needs a search (the screens run it off their
    /// thread).
    pub fn searches(&self) -> bool {
        self.depth().is_some()
    }

    /// The depth of the search it needs, in plies; none without one.
    fn depth(&self) -> Option<u32> {
        match self {
            Goal::Win(n) => Some(2 * n - 1),
            Goal::Best { depth, .. } => Some(*depth),
            _ => None,
        }
    }
}

/// What a try came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move meets the goal.
    Right,
    /// It does not, and why.
    Wrong(Miss),
}

/// Why a move misses its goal, as data made from the position (the
/// words are `words::learn`'s).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Miss {
    /// Not a drop.
    NotADrop,
    /// Not a step.
    NotAStep,
    /// No capture, and `there` was one that meets the goal.
    NoCapture { there: Move },
    /// It takes `taken` pieces; the goal asks `needed`, as `there` does.
    TooFew {
        taken: u32,
        needed: u32,
        there: Move,
    },
    /// After it, the opponent's jump `by` takes the piece on `piece`.
    Jumpable { piece: Square, by: Move },
    /// No win the search can prove within the moves asked; `win` is one.
    NoWin { win: Move },
    /// The search finds `best` better by `by` hundredths of a piece.
    Worse { best: Move, by: Score },
    /// The game goes on (or is won): no draw.
    NoDraw,
    /// Not one of the moves the task asks for; `there` is.
    NotListed { there: Move },
}

/// A task's game and what the engine found in it, to judge tries by.
#[derive(Clone, Debug)]
pub struct Judge {
    game: Game,
    goal: Goal,
    /// Every legal move and its score, for the goals that search.
    scores: Vec<(Move, Score)>,
}

impl Judge {
    /// Searches the task's game where its goal needs it (a small board, a
    /// few plies: a fraction of a second).
    pub fn new(game: Game, goal: Goal) -> Judge {
        let scores = match goal.depth() {
            Some(depth) if !game.is_over() => {
                let mut searcher = Searcher::new(4);
                searcher.set_techniques(Techniques::analysis());
                searcher.score_moves(&game, depth, &AtomicBool::new(false))
            }
            _ => Vec::new(),
        };
        Judge { game, goal, scores }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Every legal move that meets the goal, in generation order.
    pub fn accepted(&self) -> Vec<Move> {
        self.game
            .legal_moves()
            .into_iter()
            .filter(|mv| self.meets(mv))
            .collect()
    }

    /// Whether `mv` (a legal move) meets the goal.
    pub fn meets(&self, mv: &Move) -> bool {
        match &self.goal {
            Goal::Drop => mv.kind() == MoveKind::Drop,
            Goal::Step => mv.kind() == MoveKind::Step,
            Goal::Capture(n) => mv.jump_count() >= *n,
            Goal::Take(n) => taken(mv) >= *n,
            Goal::Safe => self.jump_after(mv).is_none(),
            Goal::Win(n) => self
                .score(mv)
                .and_then(win_in)
                .is_some_and(|plies| plies > 0 && plies <= (2 * n - 1) as i32),
            Goal::Best { margin, .. } => match (self.score(mv), self.best()) {
                (Some(s), Some((_, best))) => s >= best - margin,
                _ => false,
            },
            Goal::Draw => self.after(mv).outcome().map(|o| o.result) == Some(GameResult::Draw),
            Goal::List(moves) => moves.contains(mv),
        }
    }

    /// What a try of `mv` (a legal move) came to.
    pub fn judge(&self, mv: &Move) -> Verdict {
        if self.meets(mv) {
            return Verdict::Right;
        }
        let there = self.accepted().first().copied().unwrap_or(*mv);
        Verdict::Wrong(match &self.goal {
            Goal::Drop => Miss::NotADrop,
            Goal::Step => Miss::NotAStep,
            Goal::Capture(_) | Goal::Take(_) if !mv.is_capture() => Miss::NoCapture { there },
            Goal::Capture(n) => Miss::TooFew {
                taken: mv.jump_count(),
                needed: *n,
                there,
            },
            Goal::Take(n) => Miss::TooFew {
                taken: taken(mv),
                needed: *n,
                there,
            },
            Goal::Safe => {
                let (piece, by) = self.jump_after(mv).expect("a piece left to be jumped");
                Miss::Jumpable { piece, by }
            }
            Goal::Win(_) => Miss::NoWin { win: there },
            Goal::Best { .. } => {
                let (best, score) = self.best().expect("scored");
                Miss::Worse {
                    best,
                    by: score - self.score(mv).unwrap_or(score),
                }
            }
            Goal::Draw => Miss::NoDraw,
            Goal::List(_) => Miss::NotListed { there },
        })
    }

    fn score(&self, mv: &Move) -> Option<Score> {
        self.scores.iter().find(|(m, _)| m == mv).map(|(_, s)| *s)
    }

    fn best(&self) -> Option<(Move, Score)> {
        self.scores.iter().copied().max_by_key(|(_, s)| *s)
    }

    fn after(&self, mv: &Move) -> Game {
        let mut game = self.game.clone();
        game.play_unchecked(*mv);
        game
    }

    /// A piece of the mover's the opponent could jump after `mv`, and the
    /// jump that takes it; none when the game is over.
    fn jump_after(&self, mv: &Move) -> Option<(Square, Move)> {
        let game = self.after(mv);
        if game.is_over() {
            return None;
        }
        let mover = self.game.to_move();
        jump_of(&game, mover.other())
    }
}

/// The pieces `mv` takes: jumped and second removals.
fn taken(mv: &Move) -> u32 {
    mv.jump_count() + mv.second_removals()
}

/// A jump `attacker` could make in `game`'s position if it were its turn,
/// and the first piece it jumps.
pub fn jump_of(game: &Game, attacker: Color) -> Option<(Square, Move)> {
    let pos = game.position();
    let turn = Position::from_parts(
        [pos.pieces(Color::White), pos.pieces(Color::Black)],
        [pos.hand(Color::White), pos.hand(Color::Black)],
        attacker,
    );
    let found = game.movegen().for_each_capture(&turn, |mv| {
        let piece = squares(mv.jumped()).next().expect("a capture jumps");
        ControlFlow::Break((piece, mv))
    });
    match found {
        ControlFlow::Break(found) => Some(found),
        ControlFlow::Continue(()) => None,
    }
}
