//! The review screen: a game the engine reviews (on a thread the event
//! loop starts, see [`super::analysis`]) stepped through move by move like
//! the replay, with every move's mark, the better move and the line the
//! engine expected, an evaluation graph and a summary per player
//! ([`view`] draws it). Progress and the result come back as messages.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use yote_ai::review::{Mark, MoveReview, Review};
use yote_engine::Game;

use crate::record::{LoadError, SavedGame};
use crate::tr;

use super::analysis::Job;
use super::effects::Effect;
use super::keys::Hints;
use super::msg::{Confirm, Msg, Overlay, Screen};
use super::play::Status;
use super::saves;
use super::wants::Want;

mod view;
pub mod words;

pub use view::min_size;

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

/// The review screen's state.
#[derive(Clone, Debug)]
pub struct ReviewScreen {
    /// The game reviewed.
    pub saved: SavedGame,
    /// Moves shown as played: 0 is the start, `saved.moves.len()` the end.
    pub ply: usize,
    /// The game after `ply` moves.
    pub game: Game,
    /// The whole game.
    full: Game,
    /// The players' names, White's first.
    pub names: [String; 2],
    /// Where Esc goes back to.
    pub back: Screen,
    pub status: Status,
    pub analysis: Analysis,
}

impl ReviewScreen {
    /// The review of `saved` at its `ply`th move: ready if the file kept
    /// one, else with the job that starts its analysis.
    pub fn new(
        saved: SavedGame,
        ply: usize,
        back: Screen,
    ) -> Result<(ReviewScreen, Option<Job>), LoadError> {
        let full = saved.to_game()?;
        let ply = ply.min(saved.moves.len());
        let game = saved.game_at(ply)?;
        let names = [saved.players.white.clone(), saved.players.black.clone()];
        let analysis = match &saved.review {
            Some(kept) => Analysis::Ready(kept.clone()),
            None => Analysis::Stopped,
        };
        let mut screen = ReviewScreen {
            saved,
            ply,
            game,
            full,
            names,
            back,
            status: Status::default(),
            analysis,
        };
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
            total: self.len(),
            stop: stop.clone(),
        };
        self.status = Status::default();
        Job {
            id,
            game: self.full.clone(),
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

    /// Whether this is the review of the game `moves` hold.
    pub fn is_of(&self, moves: &[String]) -> bool {
        self.saved.moves == moves
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
            self.saved.review = Some(review.clone());
            self.analysis = Analysis::Ready(review);
            self.status = Status::default();
        }
    }

    /// Moves in the game.
    pub fn len(&self) -> usize {
        self.saved.moves.len()
    }

    /// Whether the game has no moves.
    pub fn is_empty(&self) -> bool {
        self.saved.moves.is_empty()
    }

    /// The judgement of the move that led to the position shown, once ready.
    pub fn judged_here(&self) -> Option<&MoveReview> {
        let i = self.ply.checked_sub(1)?;
        self.review()?.moves.get(i)
    }

    /// Handles `msg` (`hints`: the keys as bound; `unfinished`: the game
    /// under the review goes on, so quitting asks first).
    pub fn update(&mut self, msg: Msg, hints: &Hints, unfinished: bool) -> Option<Want> {
        match msg {
            // While the analysis runs, the cancel key stops it and does
            // nothing else.
            Msg::Cancel if self.running() => {
                self.stop();
                self.status = Status {
                    text: tr!("review-tui-stopped"),
                    error: false,
                };
            }
            Msg::Cancel => return Some(Want::Back),
            Msg::Review if matches!(self.analysis, Analysis::Stopped) => {
                let job = self.start();
                return Some(Want::Effect(Effect::Review(Box::new(job))));
            }
            Msg::Left | Msg::Up => self.go_by(-1),
            Msg::Right | Msg::Down => self.go_by(1),
            Msg::Home => self.go(0),
            Msg::End => self.go(self.len()),
            Msg::NextMark => self.jump_to_mark(true),
            Msg::PrevMark => self.jump_to_mark(false),
            Msg::ContinueHere => return self.play_on(hints),
            Msg::Quit if unfinished => return Some(Want::Overlay(Overlay::Confirm(Confirm::Quit))),
            Msg::Quit => return Some(Want::Quit),
            _ => {}
        }
        None
    }

    /// Shows the position after `ply` moves (clamped to the game).
    pub fn go(&mut self, ply: usize) {
        let ply = ply.min(self.len());
        match self.saved.game_at(ply) {
            Ok(game) => {
                self.ply = ply;
                self.game = game;
                self.status = Status::default();
            }
            // The game was checked when opened; say so rather than panic.
            Err(e) => {
                self.status = Status {
                    text: tr!("replay-cannot-show", number = ply, error = e.to_string()),
                    error: true,
                }
            }
        }
    }

    fn go_by(&mut self, delta: isize) {
        let next = self.ply.saturating_add_signed(delta).min(self.len());
        if next == self.ply {
            let text = if delta < 0 {
                tr!("replay-at-start")
            } else {
                tr!("replay-at-end")
            };
            self.status = Status { text, error: false };
        } else {
            self.go(next);
        }
    }

    /// To the next (or previous) move marked `?!`, `?` or `??`, of either
    /// player: the position after it, which the status line explains.
    fn jump_to_mark(&mut self, forward: bool) {
        let Some(review) = self.review() else {
            self.status = Status {
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
                .find(|m| m.ply > self.ply)
        } else {
            review
                .moves
                .iter()
                .filter(marked)
                .rfind(|m| m.ply < self.ply)
        };
        match found.map(|m| m.ply) {
            Some(ply) => self.go(ply),
            None => {
                self.status = Status {
                    text: tr!("review-tui-no-more-marks"),
                    error: false,
                }
            }
        }
    }

    /// Plays on from the position shown, as the replay's `c` does.
    fn play_on(&mut self, hints: &Hints) -> Option<Want> {
        if self.game.is_over() {
            self.status = Status {
                text: tr!("play-refused", why = tr!("replay-over-here")),
                error: true,
            };
            return None;
        }
        match saves::match_at(&self.saved, self.ply) {
            Ok(m) => {
                self.stop();
                let note = super::replay::play_on_note(&self.full, self.ply, hints);
                Some(Want::Start(m, note))
            }
            Err(e) => {
                self.status = Status {
                    text: tr!("play-refused", why = e.to_string()),
                    error: true,
                };
                None
            }
        }
    }
}

/// How bad a mark is, for the theme's colours: 0 to 2.
pub fn badness(mark: Mark) -> u8 {
    match mark {
        Mark::Inaccuracy => 0,
        Mark::Mistake => 1,
        Mark::Blunder => 2,
    }
}
