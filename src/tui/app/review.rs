//! The review screen as the app routes to it: opened by the review key on
//! the game-over screen or in replay (the analysis asked of the event loop
//! as an effect), its progress and result from the thread, and the review
//! kept with the game when it is saved.

use crate::record::SavedGame;
use crate::tr;

use crate::tui::app::{App, Message};
use crate::tui::run::effect::Effect;
use crate::tui::screens::review::ReviewScreen;
use crate::tui::screens::{Screen, ScreenKind};
use crate::tui::wants::Want;

impl App {
    /// The review key: the review of the game on screen (the game over, or
    /// the replay's game at the move shown), shown again if it was made
    /// already, else started on a thread of its own.
    pub(super) fn review_game(&mut self) {
        let now = self.time.now();
        let (saved, ply) = match self.screens.top() {
            Some(Screen::Replay(r)) => (r.saved.clone(), r.ply),
            Some(Screen::Game(p)) if p.game().is_over() => {
                // With the clocks, for the time each move took.
                let record = crate::tui::seats::table::timed_record_of(&p.table, now);
                let ply = record.moves.len();
                (record, ply)
            }
            _ => return,
        };
        if let Some(mut review) = self.review_kept.take_if(|r| r.is_of(&saved.moves)) {
            review.replay.go(ply);
            if let Some(job) = review.restart() {
                self.effects.push(Effect::Review(Box::new(job)));
            }
            self.screens.push(Screen::Review(Box::new(review)));
            return;
        }
        self.show_review(saved, ply);
    }

    /// The review key in replay, or a key to a marked move (which opens
    /// the review there, and jumps once it is ready).
    pub(super) fn review_from_replay(&mut self, msg: &Message) -> Option<Want> {
        self.review_game();
        match (msg, self.screens.top_mut()) {
            (Message::NextMark | Message::PrevMark, Some(Screen::Review(review))) => {
                let names = crate::tui::keys::KeyNames::of(&self.keys);
                review.update(msg, &names, false)
            }
            _ => None,
        }
    }

    /// Opens the review of `saved` at its `ply`th move: ready if the file
    /// kept one, else with its analysis started.
    pub(super) fn show_review(&mut self, saved: SavedGame, ply: usize) {
        match ReviewScreen::new(saved, ply) {
            Ok((review, job)) => {
                self.review_kept = None;
                if let Some(job) = job {
                    self.effects.push(Effect::Review(Box::new(job)));
                }
                self.screens.push(Screen::Review(Box::new(review)));
            }
            Err(e) => self.note(&tr!("app-cannot-replay", why = e.to_string())),
        }
    }

    /// A game opened with a review its file keeps: a finished one opens on
    /// the review screen (Esc shows its replay); an unfinished one keeps
    /// it for the review key.
    pub(super) fn keep_review(&mut self, saved: SavedGame) {
        let moves = saved.moves.len();
        if self.screen() == ScreenKind::Replay {
            let note = self.replay().map(|r| r.status.text.clone());
            self.show_review(saved, moves);
            if let (Some(review), Some(note)) = (self.screens.review_mut(), note) {
                review.replay.status.text = note;
            }
        } else if let Ok((review, _)) = ReviewScreen::new(saved, moves) {
            self.review_kept = Some(review);
        }
    }

    /// From the review's thread: how far review `id` has gone.
    pub(super) fn review_progress(&mut self, id: u64, done: usize, total: usize) {
        if let Some(review) = self.screens.review_mut() {
            review.progress(id, done, total);
        }
    }

    /// From the review's thread: review `id` is complete.
    /// The game on the game screen, finished and now reviewed, is written
    /// again with its review (the autosave, and the archive it is kept in).
    pub(super) fn reviewed(&mut self, id: u64, done: yote_ai::review::Review) {
        let Some(review) = self.screens.review_mut() else {
            return;
        };
        review.reviewed(id, done);
        let Some(play) = self.play().filter(|p| p.game().is_over()) else {
            return;
        };
        // With the clocks, as the game's archive keeps them.
        let record = crate::tui::seats::table::timed_record_of(&play.table, self.time.now());
        let ready = self
            .screens
            .review()
            .is_some_and(|r| r.whole().is_some() && r.is_of(&record.moves));
        if self.keeper.on && ready {
            let record = self.with_review(record);
            self.effects.push(Effect::Autosave(Box::new(record)));
        }
    }

    /// `record` with the review made of its game, if there is one: what a
    /// reviewed game is saved and archived with.
    pub(super) fn with_review(&self, mut record: SavedGame) -> SavedGame {
        let mut reviews = self.screens.review().into_iter().chain(&self.review_kept);
        if record.review.is_none()
            && let Some(review) = reviews.find(|r| r.is_of(&record.moves))
        {
            record.review = review.whole().cloned();
        }
        record
    }
}
