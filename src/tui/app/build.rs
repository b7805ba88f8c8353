//! Building the app: on the setup screen, at a match, at a saved game,
//! with the preferences read at start and the autosave claimed.

use std::path::PathBuf;

use crate::prefs::{Bindings, Loaded, Machine};
use crate::record::{Autosave, LoadError, SavedGame};
use yote_engine::Rules;
use yote_engine::notation::ReplayError;

use crate::tui::app::{App, Ended};
use crate::tui::keys;
use crate::tui::look::theme::Theme;
use crate::tui::run::autosave;
use crate::tui::run::effects::Files;
use crate::tui::saves::Keeper;
use crate::tui::screens::Stack;
use crate::tui::screens::game::computer::Computer;
use crate::tui::screens::game::remote::Remote;
use crate::tui::screens::setup::Setup;
use crate::tui::seats::table::Match;

impl App {
    /// The app on the setup screen, starting from `rules`.
    pub fn new(rules: Rules, theme: Theme) -> App {
        App {
            screens: Stack::new(Setup::new(rules)),
            popups: Vec::new(),
            review_kept: None,
            theme,
            size: (80, 24),
            running: true,
            ended: Ended::Quit,
            effects: Vec::new(),
            keeper: Keeper::off(),
            files: Files::default(),
            ignored: 0,
            computer: Computer::default(),
            keys: Bindings::default(),
            prefs_file: None,
            show_threats: true,
            remote: None,
            line: None,
            time: crate::tui::seats::clock::Time::default(),
            bell: true,
        }
    }

    /// The same app playing its game against another computer, this
    /// keyboard playing `me`; the line's news comes in as `Message::Peer`.
    pub fn with_remote(mut self, me: yote_engine::Color) -> App {
        if let Some(play) = self.screens.play_mut() {
            self.remote = Some(Remote::new(play, me));
        }
        self
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
            self.setup_mut().message = Some((setup, true));
            self.note(&game);
        }
        self
    }

    /// Takes up what the preferences hold (see [`App::with_prefs`]).
    pub(super) fn use_prefs(&mut self, loaded: &Loaded, path: Option<PathBuf>) {
        self.set_keys(loaded.bindings.clone());
        self.computer.engine = loaded.prefs.engine();
        self.show_threats = loaded.prefs.show_threats.unwrap_or(true);
        self.bell = loaded.prefs.low_time_bell();
        let (engine, show_threats) = (self.computer.engine.is_some(), self.show_threats);
        if let Some(play) = self.play_mut() {
            play.show_threats = show_threats;
        }
        let setup = self.setup_mut();
        if let Some(players) = loaded.prefs.players() {
            setup.names = [players.white, players.black];
        }
        setup.level = loaded.prefs.level();
        if let Some(control) = loaded.prefs.clock() {
            setup.set_clock(Some(control));
        }
        // The engine, offered on the setup screen only when one is set.
        setup.engine = engine;
        // Who played each side last (a person or the computer's level).
        for side in yote_engine::Color::ALL {
            if let Some(player) = loaded.prefs.player(side) {
                setup.computer[side.index()] = player;
            }
            // No engine to offer: its side is a person's on the setup screen.
            let seat = &mut setup.computer[side.index()];
            if *seat == Some(Machine::Engine) && !engine {
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
        self.screens.setup.offer = self.files.autosaver.offer();
        if let Some(play) = self.screens.play() {
            self.keeper.started(
                &play.table.game,
                &crate::tui::seats::table::players_in(&play.table),
            );
        }
        if let Some(notice) = self.keeper.notice.clone() {
            // After the preferences' note, if there is one.
            let setup = self.setup_mut();
            setup.message = Some(match setup.message.take() {
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
        let setup = app.setup_mut();
        setup.names = [saved.players.white.clone(), saved.players.black.clone()];
        setup.computer = saved.players.computer;
        app.open(saved, None)?;
        Ok(app)
    }

    /// The app on the game screen with a match (new, loaded or resumed).
    pub fn with_match(m: Match, theme: Theme) -> App {
        let mut app = App::new(m.rules().clone(), theme);
        app.setup_mut().names.clone_from(&m.names);
        app.setup_mut().computer = m.computer;
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
    /// defaults): the key map, the key bars, the help and the game's names.
    pub fn set_keys(&mut self, keys: Bindings) {
        if let Some(play) = self.screens.play_mut() {
            play.key_names = keys::KeyNames::of(&keys);
            play.hint_key = crate::tui::screens::game::hint::play_key(&keys);
        }
        let save = keys::save_key(&keys);
        self.keeper.save_key.clone_from(&save);
        self.files.autosaver.save_key = save;
        self.keys = keys;
    }

    /// Asks for the lessons to be read, so that the first frames open on
    /// the lessons screen (`yote learn`).
    pub fn open_learn_at_start(&mut self) {
        self.effects
            .push(crate::tui::run::effect::Effect::ReadLearn);
    }

    /// Asks for the puzzles to be read, so that the first frames open on
    /// the puzzles screen (`yote puzzles`).
    pub fn open_puzzles_at_start(&mut self) {
        self.effects
            .push(crate::tui::run::effect::Effect::ReadPuzzles);
    }
}
