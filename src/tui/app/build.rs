//! Building the app: on the setup screen, at a match, at a saved game,
//! with the preferences read at start and the autosave claimed.

use std::path::PathBuf;

use crate::prefs::{Bindings, Loaded, Machine};
use crate::record::{Autosave, LoadError, SavedGame};
use yote_engine::{ReplayError, Rules};

use super::super::computer::Computer;
use super::super::dialogs::Dialog;
use super::super::effects::Files;
use super::super::play::Match;
use super::super::saves::{Keeper, Offer};
use super::super::setup::Setup;
use super::super::theme::Theme;
use super::super::{autosave, keys};
use super::{App, Ended, Screen};

impl App {
    /// The app on the setup screen, starting from `rules`.
    pub fn new(rules: Rules, theme: Theme) -> App {
        App {
            screen: Screen::Setup,
            setup: Setup::new(rules),
            play: None,
            dialog: Dialog::default(),
            theme,
            size: (80, 24),
            running: true,
            ended: Ended::Quit,
            effects: Vec::new(),
            keeper: Keeper::off(),
            files: Files::default(),
            offer: Offer::Nothing,
            prompt: None,
            replay: None,
            ignored: 0,
            computer: Computer::default(),
            keys: Bindings::default(),
            prefs_file: None,
            settings: None,
            review: None,
            show_threats: true,
        }
    }

    /// The same app with what the preferences read at start hold (names,
    /// the computer's level, the keys), editing the file at `path`.
    /// What was wrong with the file is noted on the setup screen (and
    /// the game's, when one is open), since stderr is hidden under it.
    pub fn with_prefs(mut self, loaded: &Loaded, path: Option<PathBuf>) -> App {
        self.use_prefs(loaded, path);
        // At 80 columns: the setup screen's three rows of 78, the game
        // screen's two, less what wrapping at words loses.
        let note = |max| crate::words::prefs_note(&loaded.problems, max);
        if let (Some(setup), Some(game)) = (note(200), note(140)) {
            self.setup.message = Some((setup, true));
            self.note(&game);
        }
        self
    }

    /// Takes up what the preferences hold (see [`App::with_prefs`]).
    pub(super) fn use_prefs(&mut self, loaded: &Loaded, path: Option<PathBuf>) {
        self.set_keys(loaded.bindings.clone());
        if let Some(players) = loaded.prefs.players() {
            self.setup.names = [players.white, players.black];
        }
        self.setup.level = loaded.prefs.level();
        // The engine, offered on the setup screen only when one is set.
        self.computer.engine = loaded.prefs.engine();
        self.setup.engine = self.computer.engine.is_some();
        self.show_threats = loaded.prefs.show_threats.unwrap_or(true);
        if let Some(play) = self.play.as_mut() {
            play.show_threats = self.show_threats;
        }
        // Who played each side last (a person or the computer's level).
        for side in yote_engine::Color::ALL {
            if let Some(player) = loaded.prefs.player(side) {
                self.setup.computer[side.index()] = player;
            }
            // No engine to offer: its side is a person's on the setup screen.
            let seat = &mut self.setup.computer[side.index()];
            if *seat == Some(Machine::Engine) && !self.setup.engine {
                *seat = None;
            }
        }
        self.prefs_file = path;
    }

    /// The same app with the autosave at `autosave` (`None`: there is no
    /// place for one, which the player is told): reads the game to offer.
    pub fn with_autosave(mut self, autosave: Option<Autosave>) -> App {
        let (keeper, writer) = autosave::claim(autosave);
        (self.keeper, self.files.autosaver) = (keeper, writer);
        self.set_keys(self.keys.clone());
        self.offer = self.files.autosaver.offer();
        if let Some(play) = &self.play {
            self.keeper.started(&play.m);
        }
        if let Some(notice) = self.keeper.notice.clone() {
            // After the preferences' note, if there is one.
            self.setup.message = Some(match self.setup.message.take() {
                Some((note, error)) => (format!("{note} · {notice}"), error),
                None => (notice.clone(), false),
            });
            self.note(&notice);
        }
        self
    }

    /// The app opened at a saved game: where it stopped, or in replay at
    /// its end when it is finished.
    pub fn with_saved(saved: SavedGame, theme: Theme) -> Result<App, LoadError> {
        let mut app = App::new(saved.rules.clone(), theme);
        app.setup.names = [saved.players.white.clone(), saved.players.black.clone()];
        app.setup.computer = saved.players.computer;
        app.open(saved, None)?;
        Ok(app)
    }

    /// The app on the game screen with a match (new, loaded or resumed).
    pub fn with_match(m: Match, theme: Theme) -> App {
        let mut app = App::new(m.rules().clone(), theme);
        app.setup.names.clone_from(&m.names);
        app.setup.computer = m.computer;
        app.start(m);
        app
    }

    /// The app on the game screen after `tokens` under `rules`.
    pub fn from_tokens<S: AsRef<str>>(
        rules: Rules,
        white: &str,
        black: &str,
        tokens: &[S],
        theme: Theme,
    ) -> Result<App, ReplayError> {
        let m = Match::from_tokens(rules, white, black, tokens)?;
        Ok(App::with_match(m, theme))
    }

    /// Binds the keys `keys` (the preferences' rebindings over the
    /// defaults): the key map, the key bars, the help and the game's hints.
    pub fn set_keys(&mut self, keys: Bindings) {
        if let Some(play) = self.play.as_mut() {
            play.hints = keys::Hints::of(&keys);
            play.hint_key = super::super::hint::play_key(&keys);
        }
        let save = keys::save_key(&keys);
        self.keeper.save_key.clone_from(&save);
        self.files.autosaver.save_key = save;
        self.keys = keys;
    }
}
