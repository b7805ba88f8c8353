//! What the app does after every message, whatever it was: the autosave
//! asked for when the game changed, the moves played here sent to the
//! other computer, the coach's search and the computer's asked of their
//! workers.

use crate::tui::app::{App, ScreenKind};
use crate::tui::run::effect::Effect;
use crate::tui::saves::Offer;
use crate::tui::screens::game::remote;

impl App {
    /// After every message: asks for the autosave when the game differs
    /// from what was last asked.
    pub(super) fn keep(&mut self) {
        // A game across two computers is kept by its line (`net::store`).
        let (Some(play), None) = (self.screens.play(), &self.remote) else {
            return;
        };
        let players = crate::tui::seats::table::players_in(&play.table);
        if let Some(mut record) = self.keeper.wants(&play.table.game, &players) {
            record.clock = self.clock_record();
            // What was offered has been replaced (or kept aside).
            self.screens.setup.offer = Offer::Nothing;
            self.effects
                .push(Effect::Autosave(Box::new(self.with_review(record))));
        }
    }

    /// After every message: the moves played here go to the other computer.
    pub(super) fn sync_remote(&mut self) {
        let now = self.time.now();
        if let (Some(play), Some(remote)) = (self.screens.play(), self.remote.as_mut()) {
            let sent = remote::sync(play, remote, now);
            self.effects.extend(sent);
        }
    }

    /// After every message: the coach's search for a win missed, asked of
    /// a worker once (nothing when the coach is off).
    pub(super) fn sync_coach(&mut self) {
        let Some(play) = self.screens.play_mut() else {
            return;
        };
        if let Some((before, mv, id @ None)) = &mut play.coach_search {
            let job = crate::tui::run::check::Job {
                id: *id.insert(crate::tui::run::check::next_id()),
                ask: crate::tui::run::check::Ask::Coach {
                    before: before.clone(),
                    mv: *mv,
                },
            };
            self.effects.push(Effect::Check(Box::new(job)));
        }
    }

    /// After every message: the computer thinks when it is to move.
    pub(super) fn sync_computer(&mut self) {
        let covered = self.covered();
        if let Some(request) = self
            .computer
            .sync(self.screens.play_mut(), self.running, covered)
        {
            let mut request = request;
            request.budget = self.think_budget();
            request.left = self.time_to_move();
            if let Some(budget) = request.budget {
                request.delay = request.delay.min(budget / 2);
            }
            self.effects.push(Effect::Think(Box::new(request)));
        }
    }

    /// Whether something is open above the game screen (a pop-up, another
    /// screen): the computer's move waits for it to close.
    pub(super) fn covered(&self) -> bool {
        !self.popups.is_empty() || self.screen() != ScreenKind::Game
    }
}
