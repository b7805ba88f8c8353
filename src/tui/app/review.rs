//! The review screen as the app routes to it: opened by the review key on
//! the game-over screen or in replay (the analysis asked of the event loop
//! as an effect), its messages, its progress and result from the thread,
//! and the review kept with the game when it is saved.

use crate::record::SavedGame;
use crate::tr;

use super::super::effects::Effect;
use super::super::keys;
use super::super::review::ReviewScreen;
use super::super::saves;
use super::super::wants::Want;
use super::{App, Msg, Screen};

impl App {
    /// The review key: the review of the game on screen (the game over, or
    /// the replay's game at the move shown), shown again if it was made
    /// already, else started on a thread of its own.
    pub(super) fn review_game(&mut self) {
        let (saved, ply, back) = match (self.screen, &self.play, &self.replay) {
            (Screen::Replay, _, Some(r)) => (r.saved.clone(), r.ply, Screen::Replay),
            (Screen::Game, Some(p), _) if self.game_over() => {
                let record = saves::record_of(&p.m);
                let ply = record.moves.len();
                (record, ply, Screen::Game)
            }
            _ => return,
        };
        if let Some(review) = self.review.as_mut().filter(|r| r.is_of(&saved.moves)) {
            review.replay.back = back;
            review.replay.go(ply);
            if let Some(job) = review.restart() {
                self.effects.push(Effect::Review(Box::new(job)));
            }
            self.screen = Screen::Review;
            return;
        }
        self.show_review(saved, ply, back);
    }

    /// The review key in replay, or a key to a marked move (which opens
    /// the review there, and jumps once it is ready).
    pub(super) fn review_from_replay(&mut self, msg: Msg) -> Option<Want> {
        self.review_game();
        match msg {
            Msg::NextMark | Msg::PrevMark if self.screen == Screen::Review => {
                self.update_review(msg)
            }
            _ => None,
        }
    }

    /// Puts the review of `saved` on screen at its `ply`th move: ready if
    /// the file kept one, else with its analysis started.
    pub(super) fn show_review(&mut self, saved: SavedGame, ply: usize, back: Screen) {
        if let Some(old) = self.review.as_mut() {
            old.stop();
        }
        match ReviewScreen::new(saved, ply, back) {
            Ok((review, job)) => {
                self.review = Some(review);
                if let Some(job) = job {
                    self.effects.push(Effect::Review(Box::new(job)));
                }
                self.screen = Screen::Review;
            }
            Err(e) => self.note(&tr!("app-cannot-replay", why = e.to_string())),
        }
    }

    /// A game opened with a review its file keeps: a finished one opens on
    /// the review screen (Esc shows its replay); an unfinished one keeps
    /// it for the review key.
    pub(super) fn keep_review(&mut self, saved: SavedGame) {
        let moves = saved.moves.len();
        if self.screen == Screen::Replay {
            let note = self.replay.as_ref().map(|r| r.status.text.clone());
            self.show_review(saved, moves, Screen::Replay);
            if let (Some(review), Some(note)) = (self.review.as_mut(), note) {
                review.replay.status.text = note;
            }
        } else if let Ok((review, _)) = ReviewScreen::new(saved, moves, Screen::Game) {
            self.review = Some(review);
        }
    }

    /// A message for the review screen. Esc goes back to where it was
    /// opened (the review is kept, stopped if it ran).
    pub(super) fn update_review(&mut self, msg: Msg) -> Option<Want> {
        let unfinished = self.play.as_ref().is_some_and(|p| !p.game().is_over());
        let hints = keys::Hints::of(&self.keys);
        let review = self.review.as_mut()?;
        match review.update(msg, &hints, unfinished) {
            Some(Want::Back) => {
                review.stop();
                self.screen = match (review.replay.back, &self.replay, &self.play) {
                    (Screen::Replay, Some(_), _) => Screen::Replay,
                    (Screen::Game, _, Some(_)) => Screen::Game,
                    _ => Screen::Setup,
                };
                None
            }
            other => other,
        }
    }

    /// From the review's thread: how far review `id` has gone.
    pub(super) fn review_progress(&mut self, id: u64, done: usize, total: usize) {
        if let Some(review) = self.review.as_mut() {
            review.progress(id, done, total);
        }
    }

    /// From the review's thread: review `id` is complete.
    /// The game on the game screen, finished and now reviewed, is written
    /// again with its review (the autosave, and the archive it is kept in).
    pub(super) fn reviewed(&mut self, id: u64, done: yote_ai::review::Review) {
        let Some(review) = self.review.as_mut() else {
            return;
        };
        review.reviewed(id, done);
        let Some(play) = self.play.as_ref().filter(|p| p.game().is_over()) else {
            return;
        };
        let record = saves::record_of(&play.m);
        if self.keeper.on && review.review().is_some() && review.is_of(&record.moves) {
            let record = self.with_review(record);
            self.effects.push(Effect::Autosave(Box::new(record)));
        }
    }

    /// `record` with the review made of its game, if there is one: what a
    /// reviewed game is saved and archived with.
    pub(super) fn with_review(&self, mut record: SavedGame) -> SavedGame {
        if record.review.is_none()
            && let Some(review) = self.review.as_ref().filter(|r| r.is_of(&record.moves))
        {
            record.review = review.review().cloned();
        }
        record
    }
}
