//! The game's clocks, the app's side: kept in step after every message at
//! the instant of the one injected time source, paused by the pause key, a
//! suspended terminal or quitting (the autosave then keeps the time left),
//! the bell once when a player's time runs low, the event loop's timer.

use std::sync::Arc;
use std::time::Duration;

use crate::clock::{Clocks, TimeSource};
use crate::tr;
use crate::tui::app::App;
use crate::tui::msg::{Confirm, Message, Overlay};
use crate::tui::popups::Popup;
use crate::tui::run::effect::Effect;
use crate::tui::seats::clock::{self, Time};
use crate::tui::seats::table::timed_record_of;

impl App {
    /// The same app reading its instants from `source` (tests turn it by hand).
    pub fn with_time(mut self, source: Arc<dyn TimeSource>) -> App {
        self.time = Time(source);
        self
    }

    /// Keeps the clocks of the game on screen in step with its game: a
    /// flag that falls ends it, a time that runs low rings the bell once.
    pub(super) fn sync_clock(&mut self) {
        let now = self.time.now();
        let bell = self.bell;
        let Some(play) = self.screens.play_mut() else {
            return;
        };
        let news = clock::sync(&mut play.table, now);
        play.now = Some(now);
        if let Some(side) = news.flagged {
            if news.late {
                play.undo();
            }
            play.end_on_time(side);
            // A question the flag has answered is closed: a yes to it
            // would change a game that is over.
            self.popups.retain(|p| !moot(p));
        }
        if news.low.is_some() && bell {
            self.effects.push(Effect::Bell);
        }
    }

    /// A message the clocks take before the screens: the pause key in a
    /// timed game, a move while paused (the board is hidden). Returns
    /// whether the message went no further.
    pub(super) fn clock_message(&mut self, msg: &Message) -> bool {
        let now = self.time.now();
        let covered = self.covered();
        let Some(play) = self.screens.play_mut() else {
            return false;
        };
        let flagged = play.table.clocks.as_ref().and_then(Clocks::flagged);
        if matches!(msg, Message::Undo) && flagged.is_some() && !covered {
            // Once a flag has fallen, the game stands as it ended.
            play.note(tr!("clock-no-take-back"));
            return true;
        }
        if play.table.clocks.is_none() || play.game().is_over() || covered {
            return false;
        }
        if self.remote.is_some() && matches!(msg, Message::Pause | Message::Suspend) {
            // Across two computers the clocks stop only while the line is
            // down: one side alone may not stop them.
            if matches!(msg, Message::Pause) {
                play.note(tr!("net-clock-no-pause"));
                return true;
            }
            return false;
        }
        match msg {
            Message::Pause => {
                let machines = play.table.computer.iter().any(Option::is_some);
                let key = play.key_names.pause.clone();
                match clock::toggle_pause(&mut play.table, now) {
                    Some(true) => play.note(tr!("clock-paused-note", key = key)),
                    Some(false) => play.note(tr!("clock-running")),
                    None => return false,
                }
                let record = timed_record_of(&play.table, now);
                self.effects.push(Effect::Autosave(Box::new(record)));
                // The computer players pause with the clocks.
                !machines
            }
            Message::Suspend => {
                self.pause_clocks();
                false
            }
            Message::Activate
            | Message::TakeFromHand
            | Message::StopChain
            | Message::Click(..)
            | Message::Up
            | Message::Down
            | Message::Left
            | Message::Right
                if clock::paused(&play.table) =>
            {
                let key = play.key_names.pause.clone();
                play.note(tr!("clock-paused-note", key = key));
                true
            }
            _ => false,
        }
    }

    /// Pauses a running clock (Ctrl-Z, quitting), and autosaves the time
    /// left, so that the game resumes with it.
    pub(super) fn pause_clocks(&mut self) {
        let now = self.time.now();
        let Some(play) = self.screens.play_mut() else {
            return;
        };
        if clock::pause(&mut play.table, now) {
            let key = play.key_names.pause.clone();
            play.note(tr!("clock-paused-note", key = key));
            let record = timed_record_of(&play.table, now);
            if self.keeper.on {
                self.effects.push(Effect::Autosave(Box::new(record)));
            }
        }
    }

    /// The clocks as the record of the game on screen keeps them now.
    pub(super) fn clock_record(&self) -> Option<crate::record::ClockRecord> {
        let play = self.screens.play()?;
        timed_record_of(&play.table, self.time.now()).clock
    }

    /// How long the event loop may sleep before a running clock shows
    /// another figure or its flag falls; `None` while no clock runs (the
    /// loop then waits for an input only).
    pub fn tick_in(&self) -> Option<Duration> {
        let play = self.screens.play()?;
        clock::tick_in(&play.table, self.time.now())
    }

    /// How long the computer to move may search, within its clock.
    pub(super) fn think_budget(&self) -> Option<Duration> {
        let play = self.screens.play()?;
        clock::think_budget(&play.table, self.time.now())
    }

    /// The time the side to move has left on its clock (`None`: untimed).
    pub(super) fn time_to_move(&self) -> Option<Duration> {
        let play = self.screens.play()?;
        let clocks = play.table.clocks.as_ref()?;
        Some(clocks.left(play.game().to_move(), self.time.now()))
    }
}

/// Whether `popup` asks a question a fallen flag answers: taking a move
/// back, resigning, a draw offered.
fn moot(popup: &Popup) -> bool {
    let Popup::Dialog(dialog) = popup else {
        return false;
    };
    matches!(
        dialog.overlay,
        Overlay::Confirm(Confirm::Undo | Confirm::Resign) | Overlay::DrawOffer(_)
    )
}
