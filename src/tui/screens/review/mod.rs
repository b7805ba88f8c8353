//! The review screen: a game the engine reviews (on a thread the event
//! loop starts, see [`crate::tui::run::analysis`]) stepped through move by move by
//! the replay it holds ([`Replay`]), with every move's mark, the better move and the line the
//! engine expected, an evaluation graph and a summary per player
//! ([`view`] draws it). Progress and the result come back as messages.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use yote_ai::review::{MoveReview, Review};

use crate::record::{LoadError, SavedGame};
use crate::tr;
use crate::tui::widgets::board::BoardGeom;
use yote_engine::Rules;

use crate::tui::keys::KeyNames;
use crate::tui::msg::Message;
use crate::tui::run::analysis::Job;
use crate::tui::run::effect::Effect;
use crate::tui::screens::game::play::Status;
use crate::tui::screens::replay::Replay;
use crate::tui::wants::Want;

mod view;

/// Width of the side panel (summary, moves), as on the game screen.
pub(super) const SIDE: u16 = 34;

/// Rows of the graph at the least (borders and four rows of points).
pub(super) const GRAPH: u16 = 6;

/// The smallest terminal the review screen fits: (width, height): the
/// board, the summary (two players' lines) over three rows of moves, the
/// graph, the progress, two rows of status, the key bar.
pub fn min_size(rules: &Rules) -> (u16, u16) {
    let (w, h) = BoardGeom::min_needed(rules.rows, rules.columns);
    let body = (h + 2).max(4 + 3);
    (w + 2 + SIDE, 1 + body + GRAPH + 1 + 2 + 1)
}

/// Where the analysis stands.
#[derive(Clone, Debug)]
pub enum Analysis {
    /// On its thread: `done` moves judged of `total`.
    Running {
        id: u64,
        done: usize,
        total: usize,
        stop: Arc<AtomicBool>,
    },
    /// Stopped before the end (the review key starts it again).
    Stopped,
    Ready(Review),
}

/// Tells every review's messages apart from those of reviews since
/// stopped, whichever screen started them.
static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// The review screen's state: the replay of the game reviewed (the game,
/// the move shown, the names, where Esc goes back to, the status line),
/// which steps through it and plays on as in replay, and the analysis.
#[derive(Clone, Debug)]
pub struct ReviewScreen {
    pub replay: Replay,
    pub analysis: Analysis,
}

impl ReviewScreen {
    /// The review of `saved` at its `ply`th move: ready if the file kept
    /// one, else with the job that starts its analysis.
    pub fn new(saved: SavedGame, ply: usize) -> Result<(ReviewScreen, Option<Job>), LoadError> {
        let replay = Replay::new(saved, ply)?;
        let analysis = match &replay.saved.review {
            Some(kept) => Analysis::Ready(kept.clone()),
            None => Analysis::Stopped,
        };
        let mut screen = ReviewScreen { replay, analysis };
        let job = match screen.analysis {
            Analysis::Stopped => Some(screen.start()),
            _ => None,
        };
        Ok((screen, job))
    }

    /// Starts the analysis (again): the job for the event loop.
    fn start(&mut self) -> Job {
        let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
        let stop = Arc::new(AtomicBool::new(false));
        self.analysis = Analysis::Running {
            id,
            done: 0,
            total: self.replay.len(),
            stop: stop.clone(),
        };
        self.replay.status = Status::default();
        Job {
            id,
            game: self.replay.full().clone(),
            stop,
        }
    }

    /// Starts the analysis again if it was stopped: the job for the event
    /// loop.
    pub fn restart(&mut self) -> Option<Job> {
        matches!(self.analysis, Analysis::Stopped).then(|| self.start())
    }

    /// Stops the analysis if it runs (leaving the screen, quitting).
    pub fn stop(&mut self) {
        if let Analysis::Running { stop, .. } = &self.analysis {
            stop.store(true, Ordering::Relaxed);
            self.analysis = Analysis::Stopped;
        }
    }

    /// Whether the analysis runs.
    pub fn running(&self) -> bool {
        matches!(self.analysis, Analysis::Running { .. })
    }

    /// The review, once ready.
    pub fn review(&self) -> Option<&Review> {
        match &self.analysis {
            Analysis::Ready(r) => Some(r),
            _ => None,
        }
    }

    /// The review, once ready, if it judged every move of the game: what
    /// the game is kept with (a part, of a game longer than the budget
    /// takes, is shown but never kept, as `yote review --write` keeps none).
    pub fn whole(&self) -> Option<&Review> {
        self.review().filter(|_| self.part_of().is_none())
    }

    /// The game's plies, when the review ready judged only the first of them.
    pub fn part_of(&self) -> Option<usize> {
        let total = self.replay.len();
        self.review()
            .filter(|r| r.moves.len() < total)
            .map(|_| total)
    }

    /// Whether this is the review of the game `moves` hold.
    pub fn is_of(&self, moves: &[String]) -> bool {
        self.replay.saved.moves == moves
    }

    /// From the thread: review `id` judged `done` of `total` moves.
    pub fn progress(&mut self, id: u64, done: usize, total: usize) {
        if let Analysis::Running {
            id: running,
            done: d,
            total: t,
            ..
        } = &mut self.analysis
            && *running == id
        {
            // Positions finish out of order on two threads: never backwards.
            *d = (*d).max(done);
            *t = total;
        }
    }

    /// From the thread: review `id` is complete (dropped if stopped since).
    pub fn reviewed(&mut self, id: u64, review: Review) {
        if matches!(self.analysis, Analysis::Running { id: running, .. } if running == id) {
            if review.moves.len() >= self.replay.len() {
                self.replay.saved.review = Some(review.clone());
            }
            self.analysis = Analysis::Ready(review);
            self.replay.status = Status::default();
        }
    }

    /// The judgement of the move that led to the position shown, once ready.
    pub fn judged_here(&self) -> Option<&MoveReview> {
        let i = self.replay.ply.checked_sub(1)?;
        self.review()?.moves.get(i)
    }

    /// Handles `msg` (`names`: the keys as bound; `unfinished`: the game
    /// under the review goes on, so quitting asks first): the analysis's
    /// keys and the jumps between marks here, the rest as in replay.
    pub fn update(&mut self, msg: &Message, names: &KeyNames, unfinished: bool) -> Option<Want> {
        match *msg {
            // While the analysis runs, the cancel key stops it and does
            // nothing else.
            Message::Cancel if self.running() => {
                self.stop();
                self.replay.status = Status {
                    text: tr!("review-tui-stopped"),
                    error: false,
                };
                None
            }
            Message::Review if matches!(self.analysis, Analysis::Stopped) => {
                let job = self.start();
                Some(Want::Effect(Effect::Review(Box::new(job))))
            }
            Message::NextMark | Message::PrevMark => {
                self.jump_to_mark(matches!(msg, Message::NextMark));
                None
            }
            _ => {
                let want = self.replay.update(msg, names, unfinished);
                // Playing on leaves the review: its analysis stops.
                if matches!(want, Some(Want::Start(..))) {
                    self.stop();
                }
                want
            }
        }
    }

    /// To the next (or previous) move marked `?!`, `?` or `??`, of either
    /// player: the position after it, which the status line explains.
    fn jump_to_mark(&mut self, forward: bool) {
        let Some(review) = self.review() else {
            self.replay.status = Status {
                text: tr!("review-tui-not-ready"),
                error: false,
            };
            return;
        };
        let marked = |m: &&MoveReview| m.mark.is_some();
        let found = if forward {
            review
                .moves
                .iter()
                .filter(marked)
                .find(|m| m.ply > self.replay.ply)
        } else {
            review
                .moves
                .iter()
                .filter(marked)
                .rfind(|m| m.ply < self.replay.ply)
        };
        match found.map(|m| m.ply) {
            Some(ply) => self.replay.go(ply),
            None => {
                self.replay.status = Status {
                    text: tr!("review-tui-no-more-marks"),
                    error: false,
                }
            }
        }
    }
}

pub use crate::tui::widgets::moves::badness;
