//! Putting a game on the game screen: a new match, the autosave's game
//! resumed, a saved game opened (in replay when it is finished), the
//! replay of the game on screen, and the notes on its status line.

use crate::record::{LoadError, SavedGame};
use crate::tr;

use crate::tui::app::App;
use crate::tui::keys;
use crate::tui::run::effect::Effect;
use crate::tui::saves::Offer;
use crate::tui::screens::Screen;
use crate::tui::screens::game::play::{Match, Play};
use crate::tui::screens::replay::Replay;

impl App {
    /// Takes up the game the autosave offers.
    pub(super) fn resume(&mut self) {
        let Offer::Game(resume) = &self.setup().offer else {
            return;
        };
        let dropped = resume.saved.clock_dropped.clone();
        match crate::tui::seats::table::match_of(&resume.saved) {
            Ok(m) => {
                // Counted as the move list counts them (pairs).
                let moves = m.game.moves_played();
                self.effects.push(Effect::Resumed);
                self.setup_mut().offer = Offer::Nothing;
                self.start(m);
                self.note(&tr!("app-resumed", count = moves));
                if let Some(dropped) = dropped {
                    self.note(&dropped.to_string());
                }
            }
            Err(e) => {
                self.setup_mut().message =
                    Some((tr!("app-cannot-resume", why = e.to_string()), true));
            }
        }
    }

    /// Puts a match on the game screen (new, resumed, opened, played on),
    /// over the setup screen: whatever was open above it is closed.
    pub(super) fn start(&mut self, m: Match) {
        self.computer.started();
        self.keeper
            .started(&m.game, &crate::tui::seats::table::players_in(&m));
        let mut play = Play::new(m);
        play.key_names = keys::KeyNames::of(&self.keys);
        // As the game before it showed them (the key), else the preferences.
        play.show_threats = self.play().map_or(self.show_threats, |p| p.show_threats);
        // A rematch keeps the coach as the game had it; a new game takes
        // the setup screen's.
        play.coach = self.play().map_or(self.screens.setup.coach, |p| p.coach);
        play.hint_key = crate::tui::screens::game::hint::play_key(&self.keys);
        for screen in self.screens.clear() {
            self.left(screen);
        }
        self.screens.push(Screen::Game(Box::new(play)));
    }

    /// The first game the lessons end with: the player (as named on the
    /// setup screen) against the computer at the easy level, the coach on.
    pub(super) fn start_coached(&mut self) {
        let level = yote_ai::Level::Easy;
        let white = self.screens.setup.names[0].clone();
        let black = tr!(
            "setup-computer-name",
            level = crate::tui::words::level(level)
        );
        let m = Match::new(yote_engine::Rules::default(), &white, &black)
            .with_machines([None, Some(crate::prefs::Machine::Level(level))]);
        self.start(m);
        if let Some(play) = self.screens.play_mut() {
            play.coach = true;
            play.note(tr!("coach-on"));
        }
    }

    /// Opens a saved game: where it stopped, or in replay when finished.
    pub(super) fn open(&mut self, saved: SavedGame, file: Option<&str>) -> Result<(), LoadError> {
        // "Opened FILE: " before what it holds, when a file was opened.
        let from = |text: String| match file {
            Some(f) => tr!("app-opened", file = f, what = text),
            None => text,
        };
        let h = keys::KeyNames::of(&self.keys);
        let moves = saved.moves.len();
        let m = crate::tui::seats::table::match_of(&saved)?;
        let played = m.game.moves_played();
        let dropped = saved.clock_dropped.clone();
        // A review the file keeps: ready when the review key is pressed.
        let kept = saved.review.is_some().then(|| saved.clone());
        if saved.is_finished() {
            // Esc from the replay shows the game's end, as after playing it.
            let mut replay = Replay::new(saved, moves)?;
            self.start(m);
            let (step, play_on) = (h.step.as_str(), h.play_on.as_str());
            replay.status.text = from(tr!("app-opened-finished", step = step, play_on = play_on));
            self.screens.push(Screen::Replay(Box::new(replay)));
        } else {
            self.start(m);
            let replay = h.replay.as_str();
            self.note(&from(tr!(
                "app-opened-unfinished",
                count = played,
                key = replay
            )));
        }
        if let Some(saved) = kept {
            self.keep_review(saved);
        }
        // Said once: the game goes on untimed.
        if let Some(dropped) = dropped {
            self.note(&dropped.to_string());
        }
        Ok(())
    }

    /// Opens the replay of the game on the game screen.
    pub(super) fn replay_game(&mut self) {
        let now = self.time.now();
        let Some(play) = self.screens.play_mut() else {
            return;
        };
        // With the clocks, for the time each move took.
        let record = crate::tui::seats::table::timed_record_of(&play.table, now);
        let ply = record.moves.len();
        match Replay::new(record, ply) {
            Ok(mut replay) => {
                let h = keys::KeyNames::of(&self.keys);
                replay.status.text = tr!(
                    "app-replay",
                    step = h.step.as_str(),
                    jump = h.first_last.as_str(),
                    play_on = h.play_on.as_str(),
                    close = h.close.as_str()
                );
                self.screens.push(Screen::Replay(Box::new(replay)));
            }
            Err(e) => play.status.text = tr!("app-cannot-replay", why = e.to_string()),
        }
    }

    /// A note on the game screen's status line, when there is a game.
    pub(crate) fn note(&mut self, text: &str) {
        if let Some(play) = self.screens.play_mut() {
            play.note(text);
        }
    }
}
