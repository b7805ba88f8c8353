//! The engine's checks of a move on a thread of their own, as the
//! computer's search is in [`crate::tui::run::think`]: a lesson's goal
//! searched ("win in N", "as good as the best"), a puzzle's move compared
//! with the solution, the coach's look for a win missed. What is asked is
//! a [`Job`]; the answer comes back as [`Done::Checked`], a message like
//! any other, so that no key waits for a search.

use std::thread;

use yote_engine::{Game, Move};

use crate::learn::{Goal, Judge};
use crate::puzzles::Puzzle;
use crate::tui::msg::{Checked as Answer, Done, Message};

/// What is to be checked.
#[derive(Clone, Debug)]
pub enum Ask {
    /// A lesson's task: its game searched for its goal.
    Lesson { game: Box<Game>, goal: Goal },
    /// A puzzle's move at ply `at` of its solution.
    Puzzle {
        puzzle: Box<Puzzle>,
        at: usize,
        mv: Move,
    },
    /// The coach: the win the mover had before `mv`, if the search proves
    /// one that `mv` is not.
    Coach { before: Box<Game>, mv: Move },
}

/// One check for the thread; `id` tells its answer apart from those of
/// checks since forgotten.
#[derive(Clone, Debug)]
pub struct Job {
    pub id: u64,
    pub ask: Ask,
}

impl PartialEq for Job {
    fn eq(&self, other: &Job) -> bool {
        self.id == other.id
    }
}

/// The coach's search: plies deep enough for a win of a few moves on a
/// standard board, shallow enough to answer in a moment.
const COACH_DEPTH: u32 = 5;

/// A new check's id (they differ for the program's life).
pub fn next_id() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// Does the check on this thread.
pub fn run(job: Job) -> Done {
    let answer = match job.ask {
        Ask::Lesson { game, goal } => Answer::Lesson(Box::new(Judge::new(*game, goal))),
        Ask::Puzzle { puzzle, at, mv } => Answer::Puzzle(crate::puzzles::counts(&puzzle, at, &mv)),
        Ask::Coach { before, mv } => Answer::Coach(missed_win(&before, &mv)),
    };
    Done::Checked { id: job.id, answer }
}

/// The move that wins by force in `before` (the search proves it), when
/// `mv` does not.
pub fn missed_win(before: &Game, mv: &Move) -> Option<Move> {
    if before.is_over() {
        return None;
    }
    let goal = Goal::Win(COACH_DEPTH.div_ceil(2));
    let judge = Judge::new(before.clone(), goal);
    let wins = judge.accepted();
    (!wins.is_empty() && !wins.contains(mv)).then(|| wins[0])
}

/// Checks on a thread of its own; the answer is sent as a message.
pub fn spawn(job: Job, send: impl Fn(Message) + Send + 'static) -> thread::JoinHandle<()> {
    thread::spawn(move || send(Message::Done(run(job))))
}
