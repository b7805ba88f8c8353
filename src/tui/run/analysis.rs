//! The review's analysis on a thread of its own, as the computer's search
//! is in [`crate::tui::run::think`]: what it is asked ([`Job`]), the budget (the
//! review's default depth, or `YOTE_REVIEW_DEPTH`), and its progress and
//! result sent back as messages the event loop wakes up for. It knows
//! nothing of the app or the review screen.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::thread;

use yote_ai::review::{self, Budget};
use yote_engine::Game;

use crate::tui::msg::{Done, Message};

/// The environment variable that sets the depth every position of a review
/// started in the terminal game is searched to (2 to 64; the default is
/// [`review::DEFAULT_DEPTH`]): tests and slow machines set a small one.
pub const DEPTH_VAR: &str = "YOTE_REVIEW_DEPTH";

/// One review for the thread: the game, and the flag that stops it.
#[derive(Clone, Debug)]
pub struct Job {
    /// Tells its messages apart from those of reviews since stopped.
    pub id: u64,
    pub game: Game,
    pub stop: Arc<AtomicBool>,
}

impl PartialEq for Job {
    fn eq(&self, other: &Job) -> bool {
        self.id == other.id
    }
}

/// The budget of a review: `YOTE_REVIEW_DEPTH` when it holds a depth the
/// review accepts, else the review's default.
pub fn budget_from_env() -> Budget {
    budget_of(std::env::var(DEPTH_VAR).ok().as_deref())
}

/// The budget a value of `YOTE_REVIEW_DEPTH` asks for (anything else than a
/// depth from [`review::MIN_DEPTH`] to the deepest search: the default).
pub fn budget_of(value: Option<&str>) -> Budget {
    value
        .and_then(|v| v.trim().parse::<u32>().ok())
        .filter(|d| (review::MIN_DEPTH..=yote_ai::MAX_DEPTH).contains(d))
        .map_or(review::DEFAULT_BUDGET, Budget::Depth)
}

/// Reviews `job`'s game on this thread within `budget`, on every core (its
/// first [`review::plies_within`] moves when it has more):
/// sends [`Message::ReviewProgress`] after each position and, unless stopped,
/// [`Done::Reviewed`] at the end.
pub fn run(job: &Job, budget: Budget, send: impl Fn(Message) + Sync) {
    let jobs = thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let id = job.id;
    // A game longer than the budget takes is reviewed in part, as by
    // `yote review`: the screen says so, and keeps no such part.
    let plies = review::plies_within(budget);
    let progress = |p: review::ReviewProgress| {
        send(Message::ReviewProgress {
            id,
            done: p.done,
            total: p.total,
        });
    };
    let reviewed = review::review_part(&job.game, plies, budget, jobs, &job.stop, progress, |_| {});
    if let Some(reviewed) = reviewed {
        send(Message::Done(Done::Reviewed {
            id,
            review: Box::new(reviewed),
        }));
    }
}

/// Reviews on a thread of its own (see [`run`]), within the budget
/// [`budget_from_env`] gives.
pub fn spawn(job: Job, send: impl Fn(Message) + Send + Sync + 'static) -> thread::JoinHandle<()> {
    let budget = budget_from_env();
    thread::spawn(move || run(&job, budget, send))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_depth_variable_is_read_within_bounds() {
        assert_eq!(budget_of(Some("3")), Budget::Depth(3));
        assert_eq!(budget_of(Some(" 2 ")), Budget::Depth(2));
        assert_eq!(budget_of(Some("1")), review::DEFAULT_BUDGET);
        assert_eq!(budget_of(Some("deep")), review::DEFAULT_BUDGET);
        assert_eq!(budget_of(None), review::DEFAULT_BUDGET);
    }
}
