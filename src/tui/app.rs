//! The app's state and its one update function: events become messages
//! ([`Msg`]), [`App::update`] applies them, [`App::render`] draws the state.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyEvent, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use std::path::{Path, PathBuf};

use crate::prefs::{Bindings, Loaded};
use crate::record::{Autosave, Listed, LoadError, Players, SavedGame};
use crate::tr;
use yote_engine::{Game, GameResult, Outcome, Reason, ReplayError, Rules};

use super::computer::{Computer, Request};
use super::file_prompt::{Action, FilePrompt, Purpose};
use super::game_screen::{self, Hit};
use super::play::{Match, Play};
use super::replay::Replay;
use super::saves::{self, Keeper, Offer};
use super::settings::{Asked, Settings};
use super::setup::Setup;
use super::theme::Theme;
use super::{help, keys, resume};

pub use super::msg::{Confirm, Edit, Msg, Overlay, Phase, Place, Screen};

/// What the app asks of the event loop, which owns the terminal and does
/// every file's reading and writing ([`super::effects`]); each result comes
/// back through one of the app's `…_done` methods.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Give the terminal back and stop until continued, then redraw.
    Suspend,
    /// A new game starts from the setup screen: remember its names and
    /// rules in the preferences for the next launch.
    Remember { players: Players, rules: Rules },
    /// Search on a thread of its own; send its answer back as a message.
    Think(Box<Request>),
    /// Write the game to the autosave (and to the archive once finished).
    Autosave(Box<SavedGame>),
    /// Save the game on screen to a file (`overwrite`: the player said yes).
    Save { path: PathBuf, overwrite: bool },
    /// Open the saved game in a file.
    Open(PathBuf),
    /// Read the list of saved and archived games for the open dialog.
    ListGames,
    /// Remove the autosave offered (the player confirmed).
    Discard,
    /// Read the preferences file for the settings screen.
    ReadPrefs(PathBuf),
    /// Write the preferences file (atomically), then read it back.
    SavePrefs {
        path: PathBuf,
        edits: Box<crate::prefs::Edits>,
    },
}

/// How saving a game to a file went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saved {
    Done,
    /// A file is there: ask before overwriting it.
    Exists(PathBuf),
    /// Not saved: why, in plain words.
    Failed(String),
}

/// The whole app.
#[derive(Clone, Debug)]
pub struct App {
    pub screen: Screen,
    pub setup: Setup,
    /// The game on the game screen (rules, names and moves live in its match).
    pub play: Option<Play>,
    pub overlay: Option<Overlay>,
    pub theme: Theme,
    /// The terminal's size, for mapping clicks.
    pub size: (u16, u16),
    pub running: bool,
    /// Ended by Ctrl-C (the exit status says so).
    pub interrupted: bool,
    /// Effects for the event loop to perform, in order.
    pub effects: Vec<Effect>,
    /// The autosave (off unless [`App::with_autosave`] gives one).
    pub keeper: Keeper,
    /// What the setup screen offers from the autosave.
    pub offer: Offer,
    /// The file-name prompt, while it is open.
    pub prompt: Option<FilePrompt>,
    /// The replay screen's state.
    pub replay: Option<Replay>,
    /// How far the help or rules pop-up is scrolled (on small terminals).
    pub scroll: u16,
    /// Keys ignored while the terminal is too small (said on that screen).
    pub ignored: u32,
    /// The computer players and their thinking.
    pub computer: Computer,
    /// The keys: the defaults with the preferences' rebindings.
    pub keys: Bindings,
    /// The preferences file the settings screen edits (none: no config folder).
    pub prefs_file: Option<PathBuf>,
    /// The settings screen's state, while it is open.
    pub settings: Option<Settings>,
}

impl App {
    /// The app on the setup screen, starting from `rules`.
    pub fn new(rules: Rules, theme: Theme) -> App {
        App {
            screen: Screen::Setup,
            setup: Setup::new(rules),
            play: None,
            overlay: None,
            theme,
            size: (80, 24),
            running: true,
            interrupted: false,
            effects: Vec::new(),
            keeper: Keeper::off(),
            offer: Offer::Nothing,
            prompt: None,
            replay: None,
            scroll: 0,
            ignored: 0,
            computer: Computer::default(),
            keys: Bindings::default(),
            prefs_file: None,
            settings: None,
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
    fn use_prefs(&mut self, loaded: &Loaded, path: Option<PathBuf>) {
        self.set_keys(loaded.bindings.clone());
        if let Some(players) = loaded.prefs.players() {
            self.setup.names = [players.white, players.black];
        }
        self.setup.level = loaded.prefs.level();
        self.prefs_file = path;
    }

    /// The same app with the autosave at `autosave` (`None`: there is no
    /// place for one, which the player is told): reads the game to offer.
    pub fn with_autosave(mut self, autosave: Option<Autosave>) -> App {
        self.keeper = Keeper::new(autosave);
        self.keeper.save_key = save_key(&self.keys);
        self.offer = self.keeper.offer();
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
        Ok(App::with_match(
            Match::from_tokens(rules, white, black, tokens)?,
            theme,
        ))
    }

    /// Binds the keys `keys` (the preferences' rebindings over the
    /// defaults): the key map, the key bars, the help and the game's hints.
    pub fn set_keys(&mut self, keys: Bindings) {
        if let Some(play) = self.play.as_mut() {
            play.hints = keys::Hints::of(&keys);
        }
        self.keeper.save_key = save_key(&keys);
        self.keys = keys;
    }

    /// The match being played, if any (for saving).
    pub fn current_match(&self) -> Option<&Match> {
        self.play.as_ref().map(|p| &p.m)
    }

    /// The game being played, if any.
    pub fn game(&self) -> Option<&Game> {
        self.play.as_ref().map(super::play::Play::game)
    }

    /// The rules in force: the game's, or the setup screen's.
    pub fn rules(&self) -> &Rules {
        match (&self.screen, &self.play, &self.replay) {
            (Screen::Game, Some(p), _) => p.m.rules(),
            (Screen::Replay, _, Some(r)) => &r.saved.rules,
            _ => &self.setup.rules,
        }
    }

    /// The players' names, White's first.
    pub fn names(&self) -> &[String; 2] {
        match (&self.screen, &self.play, &self.replay) {
            (Screen::Game, Some(p), _) => &p.m.names,
            (Screen::Replay, _, Some(r)) => &r.names,
            _ => &self.setup.names,
        }
    }

    /// Whether the game on screen is over.
    pub fn game_over(&self) -> bool {
        self.screen == Screen::Game && self.game().is_some_and(Game::is_over)
    }

    /// Where the player is, for the key map: the file prompt or a pop-up
    /// if one is open, else the screen.
    pub fn place(&self) -> Place {
        if let Some(prompt) = &self.prompt {
            return if prompt.asking() {
                Place::Dialog
            } else {
                Place::Prompt {
                    listing: !prompt.games.is_empty(),
                }
            };
        }
        match self.overlay {
            Some(Overlay::Help | Overlay::Rules) => Place::Popup,
            Some(Overlay::Confirm(_) | Overlay::DrawOffer(_)) => Place::Dialog,
            None => self.screen_place(),
        }
    }

    /// Where the player is on the screen, under any pop-up.
    pub fn screen_place(&self) -> Place {
        match (self.screen, &self.play) {
            (Screen::Settings, _) => Place::Settings,
            (Screen::Setup, _) if self.setup.editing() => Place::Editing,
            (Screen::Setup, _) => Place::Setup {
                offer: matches!(self.offer, Offer::Game(_)),
            },
            (Screen::Replay, _) => Place::Replay,
            (Screen::Game, Some(p)) if p.view.is_some() => Place::Looking,
            (Screen::Game, Some(p)) if p.game().is_over() => Place::Over,
            (Screen::Game, Some(p)) if p.stage.is_removing() => Place::Game(Phase::Remove {
                hand: p.highlights().hand,
            }),
            (Screen::Game, Some(p)) if p.stage.is_chain() => Place::Game(Phase::Chain),
            (Screen::Game, _) if self.computer_to_move() => Place::Game(Phase::Computer),
            _ => Place::Game(Phase::Move),
        }
    }

    /// What the help pop-up shows, when one is open.
    fn help_view(&self) -> Option<help::View<'_>> {
        Some(help::View {
            overlay: self.overlay?,
            under: self.screen_place(),
            rules: self.rules(),
            names: self.names(),
            to_move: self.game().map(Game::to_move),
            unsaved: self.keeper.unsaved(),
            theme: &self.theme,
            scroll: self.scroll,
            keys: &self.keys,
        })
    }

    /// The status line's text on the game screen.
    pub fn status(&self) -> &str {
        self.play.as_ref().map_or("", |p| p.status.text.as_str())
    }

    /// The effects asked for since the last call, for the event loop.
    pub fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }

    /// Reacts to a terminal event; returns whether the screen must be redrawn.
    pub fn handle_event(&mut self, event: Event) -> bool {
        let msg = match event {
            Event::Key(key) if key.is_press() => return self.handle_key(key),
            Event::Mouse(mouse) => return self.handle_mouse(mouse),
            Event::Paste(text) => return self.paste(&text),
            Event::Resize(w, h) => Msg::Resize(w, h),
            _ => return false,
        };
        self.update(msg);
        true
    }

    /// Pasted text goes into the line being typed, if any, at its cursor
    /// (line breaks and other control characters left out).
    pub fn paste(&mut self, text: &str) -> bool {
        let typing = matches!(self.place(), Place::Editing | Place::Prompt { .. });
        if !typing || self.too_small() {
            return false;
        }
        for c in text.chars() {
            self.update(Msg::Edit(Edit::Insert(c)));
        }
        true
    }

    /// Whether the terminal is too small for the screen ("please enlarge").
    pub fn too_small(&self) -> bool {
        let (w, h) = self.min_size();
        self.size.0 < w || self.size.1 < h
    }

    /// Reacts to a key press. While the screen is too small to be seen,
    /// only quitting at once works: nothing happens unseen.
    pub fn handle_key(&mut self, key: KeyEvent) -> bool {
        match keys::to_msg(self.place(), &self.keys, key) {
            Some(msg) if self.too_small() && !matches!(msg, Msg::ForceQuit | Msg::Suspend) => {
                // Counted on the "please enlarge" screen, so a key pressed
                // there is seen to do nothing.
                self.ignored += 1;
                true
            }
            Some(msg) => {
                self.update(msg);
                true
            }
            None => false,
        }
    }

    /// Reacts to a mouse event: left clicks, and the wheel over the game
    /// screen steps through the move list.
    pub fn handle_mouse(&mut self, mouse: MouseEvent) -> bool {
        let msg = match mouse.kind {
            _ if self.too_small() => return false,
            MouseEventKind::Down(MouseButton::Left) => Msg::Click(mouse.column, mouse.row),
            MouseEventKind::ScrollUp if self.screen == Screen::Game => Msg::Earlier,
            MouseEventKind::ScrollDown if self.screen == Screen::Game => Msg::Later,
            _ => return false,
        };
        self.update(msg);
        true
    }

    /// Applies one message to the state, then autosaves the game if it changed.
    pub fn update(&mut self, msg: Msg) {
        self.apply(msg);
        self.keep();
        self.sync_computer();
    }

    fn apply(&mut self, msg: Msg) {
        match msg {
            Msg::ForceQuit => {
                self.interrupted = true;
                return self.running = false;
            }
            Msg::Suspend => return self.effects.push(Effect::Suspend),
            Msg::Resize(w, h) => {
                self.size = (w, h);
                self.ignored = 0;
                return;
            }
            Msg::Help => return self.overlay = Some(Overlay::Help),
            Msg::ShowRules => return self.overlay = Some(Overlay::Rules),
            Msg::Depth { .. } | Msg::Thought { .. } => return self.computer_answered(msg),
            _ => {}
        }
        if self.prompt.is_some() {
            return self.answer_prompt(msg);
        }
        if let Some(overlay) = self.overlay {
            return self.answer(overlay, msg);
        }
        match self.screen {
            Screen::Setup => self.update_setup(msg),
            Screen::Game => self.update_game(msg),
            Screen::Replay => self.update_replay(msg),
            Screen::Settings => self.update_settings(msg),
        }
    }

    /// Asks for the autosave when the game differs from what was last written.
    fn keep(&mut self) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        if !self.keeper.wants(&play.m) {
            return;
        }
        // What was offered has been replaced (or kept aside).
        self.offer = Offer::Nothing;
        let record = saves::record_of(&play.m);
        self.effects.push(Effect::Autosave(Box::new(record)));
    }

    /// The autosave was written, or not: its note, if any, goes on the
    /// status line, replacing what the move said (the history shows the
    /// move, and the note must fit the line).
    pub fn autosave_done(&mut self, note: Option<(String, bool)>) {
        if let (Some((text, error)), Some(play)) = (note, self.play.as_mut()) {
            play.status.text = text;
            play.status.error = error;
        }
    }

    fn update_setup(&mut self, msg: Msg) {
        let editing = self.setup.editing();
        match msg {
            Msg::Quit if !editing => self.running = false,
            Msg::Open if !editing => self.open_prompt(),
            Msg::Settings if !editing => self.open_settings(),
            Msg::Resume if !editing => self.resume(),
            Msg::Discard if !editing && matches!(self.offer, Offer::Game(_)) => {
                self.overlay = Some(Overlay::Confirm(Confirm::Discard));
            }
            _ => {
                if let Some(m) = self.setup.update(msg) {
                    // The names typed (a computer's level name is not remembered).
                    let [white, black] = self.setup.names.clone();
                    self.effects.push(Effect::Remember {
                        players: Players::new(white, black),
                        rules: m.rules().clone(),
                    });
                    self.start(m);
                }
            }
        }
    }

    /// Opens the settings screen, once its file is read.
    fn open_settings(&mut self) {
        match self.prefs_file.clone() {
            Some(path) => self.effects.push(Effect::ReadPrefs(path)),
            None => self.prefs_read(&Loaded::default()),
        }
    }

    /// The preferences file, read for the settings screen.
    pub fn prefs_read(&mut self, loaded: &Loaded) {
        self.settings = Some(Settings::new(loaded, self.prefs_file.clone()));
        self.screen = Screen::Settings;
    }

    fn update_settings(&mut self, msg: Msg) {
        let Some(settings) = self.settings.as_mut() else {
            self.screen = Screen::Setup;
            return;
        };
        match (settings.update(msg), settings.path.clone()) {
            (Some(Asked::Back), _) => {
                self.settings = None;
                self.screen = Screen::Setup;
            }
            (Some(Asked::Save(edits)), Some(path)) => {
                self.effects.push(Effect::SavePrefs { path, edits });
            }
            _ => {}
        }
    }

    /// The preferences were written and read back (or not): the game uses
    /// them at once, and the screen shows what the file now holds.
    pub fn prefs_saved(&mut self, result: Result<Loaded, String>) {
        let Some(settings) = self.settings.as_mut() else {
            return;
        };
        match result {
            Ok(loaded) => {
                self.theme = Theme::from_prefs(&loaded.prefs);
                let old = settings.clone();
                let path = settings.path.clone();
                let shown = path.as_deref().map(saves::short).unwrap_or_default();
                self.use_prefs(&loaded, path.clone());
                let mut fresh = Settings::new(&loaded, path).focused_as(&old);
                fresh.message = Some((tr!("app-prefs-saved", path = shown), false));
                self.settings = Some(fresh);
            }
            Err(e) => settings.message = Some((tr!("app-not-saved", why = e), true)),
        }
    }

    /// Takes up the game the autosave offers.
    fn resume(&mut self) {
        let Offer::Game(resume) = &self.offer else {
            return;
        };
        match saves::match_of(&resume.saved) {
            Ok(m) => {
                let moves = resume.moves;
                self.keeper.resumed();
                self.offer = Offer::Nothing;
                self.start(m);
                self.note(&tr!("app-resumed", count = moves));
            }
            Err(e) => {
                self.setup.message = Some((tr!("app-cannot-resume", why = e.to_string()), true));
            }
        }
    }

    /// Puts a match on the game screen (new, resumed, opened, played on).
    fn start(&mut self, m: Match) {
        // A pause of the computer ends with the game it was paused in.
        self.computer.paused = false;
        self.keeper.started(&m);
        let mut play = Play::new(m);
        play.hints = keys::Hints::of(&self.keys);
        self.play = Some(play);
        self.replay = None;
        self.screen = Screen::Game;
    }

    /// Opens a saved game: where it stopped, or in replay when finished.
    fn open(&mut self, saved: SavedGame, file: Option<&str>) -> Result<(), LoadError> {
        // "Opened FILE: " before what it holds, when a file was opened.
        let from = |text: String| match file {
            Some(f) => tr!("app-opened", file = f, what = text),
            None => text,
        };
        if saved.is_finished() {
            let len = saved.moves.len();
            // Esc from the replay shows the game's end, as after playing it.
            let m = saves::match_of(&saved)?;
            let mut replay = Replay::new(saved, len, Screen::Game)?;
            self.start(m);
            let h = keys::Hints::of(&self.keys);
            replay.status.text = from(tr!(
                "app-opened-finished",
                step = h.step.as_str(),
                play_on = h.play_on.as_str()
            ));
            self.replay = Some(replay);
            self.screen = Screen::Replay;
        } else {
            let moves = saved.moves.len();
            self.start(saves::match_of(&saved)?);
            let replay = keys::Hints::of(&self.keys).replay;
            self.note(&from(tr!(
                "app-opened-unfinished",
                count = moves,
                key = replay
            )));
        }
        Ok(())
    }

    /// Opens the dialog to open a game; the games of the data folder are
    /// listed once read.
    fn open_prompt(&mut self) {
        self.prompt = Some(FilePrompt::new(Purpose::Open, "", self.keeper.games_dir()));
        self.effects.push(Effect::ListGames);
    }

    /// The games of the data folder, read for the open dialog.
    pub fn list_done(&mut self, games: Vec<Listed>) {
        if let Some(prompt) = self.prompt.as_mut()
            && prompt.purpose == Purpose::Open
        {
            prompt.games = games;
        }
    }

    /// A file was read for opening: a bad file keeps the prompt open with
    /// the reason.
    pub fn open_done(&mut self, path: &Path, loaded: Result<SavedGame, LoadError>) {
        let name = path.display().to_string();
        match loaded.and_then(|saved| self.open(saved, Some(&name))) {
            Ok(()) => self.prompt = None,
            Err(e) => {
                if let Some(prompt) = self.prompt.as_mut() {
                    prompt.error = Some(e.to_string());
                }
            }
        }
    }

    /// The game on screen was saved to `path`, or not: the prompt closes,
    /// asks whether to overwrite, or stays open with the name as typed and
    /// the reason.
    pub fn save_done(&mut self, path: &Path, saved: Saved) {
        let Some(prompt) = self.prompt.as_mut() else {
            return;
        };
        match saved {
            Saved::Done => {
                self.prompt = None;
                if let Some(play) = self.play.as_mut() {
                    play.note(tr!("app-saved-to", path = saves::short(path)));
                }
            }
            Saved::Exists(existing) => prompt.overwrite = Some(existing),
            Saved::Failed(why) => {
                prompt.overwrite = None;
                prompt.error = Some(tr!("app-not-saved", why = why));
            }
        }
    }

    /// The autosave offered was removed (the player confirmed), or not.
    pub fn discard_done(&mut self, result: Result<(), String>) {
        self.setup.message = Some(match result {
            Ok(()) => {
                self.offer = Offer::Nothing;
                (tr!("app-discarded"), false)
            }
            Err(e) => (tr!("app-cannot-discard", why = e), true),
        });
    }

    /// Asks for the game on screen to be saved to `path`.
    fn save(&mut self, path: PathBuf, overwrite: bool) {
        if self.play.is_some() {
            self.effects.push(Effect::Save { path, overwrite });
        } else {
            self.prompt = None;
        }
    }

    fn answer_prompt(&mut self, msg: Msg) {
        let Some(prompt) = self.prompt.as_mut() else {
            return;
        };
        let purpose = prompt.purpose;
        match (prompt.update(msg), purpose) {
            (Action::Wait, _) => {}
            (Action::Close, _) => self.prompt = None,
            (Action::Submit(path), Purpose::Save) => self.save(path, false),
            (Action::Overwrite(path), Purpose::Save) => self.save(path, true),
            (Action::Submit(path) | Action::Overwrite(path), Purpose::Open) => {
                self.effects.push(Effect::Open(path));
            }
        }
    }

    /// Opens the replay of the game on the game screen.
    fn replay_game(&mut self) {
        let Some(play) = self.play.as_mut() else {
            return;
        };
        let record = saves::record_of(&play.m);
        let ply = record.moves.len();
        match Replay::new(record, ply, Screen::Game) {
            Ok(mut replay) => {
                let h = keys::Hints::of(&self.keys);
                replay.status.text = tr!(
                    "app-replay",
                    step = h.step.as_str(),
                    jump = h.first_last.as_str(),
                    play_on = h.play_on.as_str(),
                    close = h.close.as_str()
                );
                self.replay = Some(replay);
                self.screen = Screen::Replay;
            }
            Err(e) => play.status.text = tr!("app-cannot-replay", why = e.to_string()),
        }
    }

    fn update_replay(&mut self, msg: Msg) {
        let Some(replay) = self.replay.as_mut() else {
            self.screen = Screen::Setup;
            return;
        };
        match msg {
            Msg::Left | Msg::Up => replay.step(-1),
            Msg::Right | Msg::Down => replay.step(1),
            Msg::Home => replay.go(0),
            Msg::End => replay.go(replay.len()),
            Msg::ContinueHere => match replay.continue_here() {
                Ok(m) => {
                    let (ply, later) = (replay.ply, replay.len() - replay.ply);
                    self.start(m);
                    let redo = if later > 0 {
                        let redo = keys::Hints::of(&self.keys).redo;
                        format!(" {}", tr!("app-redo-later", key = redo, count = later))
                    } else {
                        String::new()
                    };
                    self.note(&(tr!("app-play-on", number = ply) + &redo));
                }
                Err(why) => {
                    replay.status.text = tr!("play-refused", why = why);
                    replay.status.error = true;
                }
            },
            Msg::Cancel => {
                let back = replay.back;
                self.replay = None;
                self.screen = match (back, &self.play) {
                    (Screen::Game, Some(_)) => Screen::Game,
                    _ => Screen::Setup,
                };
            }
            Msg::Quit => {
                let unfinished = self.play.as_ref().is_some_and(|p| !p.game().is_over());
                if unfinished {
                    self.overlay = Some(Overlay::Confirm(Confirm::Quit));
                } else {
                    self.running = false;
                }
            }
            _ => {}
        }
    }

    pub(crate) fn note(&mut self, text: &str) {
        if let Some(play) = self.play.as_mut() {
            play.note(text);
        }
    }

    fn update_game(&mut self, msg: Msg) {
        if self.computer_intercepts(msg) {
            return;
        }
        let size = self.size;
        let over = self.game_over();
        let Some(play) = self.play.as_mut() else {
            self.screen = Screen::Setup;
            return;
        };
        // Looking back in the move list: a choice on the board returns to
        // the game first, so that nothing is played unseen.
        if play.view.is_some()
            && matches!(msg, Msg::Activate | Msg::Cancel | Msg::Backspace)
            && play.back_to_game()
        {
            return;
        }
        match msg {
            Msg::Earlier => play.look(-1),
            Msg::Later => play.look(1),
            Msg::Backspace => play.cancel(),
            Msg::Up => play.move_cursor(1, 0),
            Msg::Down => play.move_cursor(-1, 0),
            Msg::Left => play.move_cursor(0, -1),
            Msg::Right => play.move_cursor(0, 1),
            Msg::Activate => play.activate(),
            Msg::Cancel => play.cancel(),
            Msg::TakeFromHand => play.take_from_hand(),
            Msg::StopChain => play.stop_chain(),
            Msg::Undo => play.undo(),
            Msg::Redo => play.redo(),
            Msg::Save => {
                let dir = self.keeper.games_dir();
                let name = saves::suggested_name(&dir);
                self.prompt = Some(FilePrompt::new(Purpose::Save, name, dir));
            }
            Msg::Replay => self.replay_game(),
            Msg::Click(x, y) => match game_screen::hit(Rect::new(0, 0, size.0, size.1), play, x, y)
            {
                Some(Hit::Square(_)) if play.view.is_some() => {
                    play.back_to_game();
                }
                Some(Hit::Square(sq)) if !over => play.click(sq),
                Some(Hit::Move(ply)) => play.show(ply + 1),
                Some(Hit::Hand(side)) if !over && side != play.game().to_move() => {
                    play.take_from_hand();
                }
                _ => {}
            },
            Msg::OfferDraw if !over => {
                self.overlay = Some(Overlay::DrawOffer(play.game().to_move()));
            }
            Msg::Resign if !over => self.overlay = Some(Overlay::Confirm(Confirm::Resign)),
            Msg::Restart => self.overlay = Some(Overlay::Confirm(Confirm::Restart)),
            Msg::Quit if over && self.keeper.unsaved().is_none() => self.running = false,
            Msg::Quit => self.overlay = Some(Overlay::Confirm(Confirm::Quit)),
            Msg::Rematch if over => {
                let next = play.m.rematch();
                self.start(next);
                self.note(&tr!("app-rematch"));
            }
            Msg::ToSetup if over => self.screen = Screen::Setup,
            _ => {}
        }
    }

    /// A message while a pop-up is open.
    fn answer(&mut self, overlay: Overlay, msg: Msg) {
        match (overlay, msg) {
            (Overlay::Help | Overlay::Rules, Msg::Down) => self.scroll = (self.scroll + 1).min(60),
            (Overlay::Help | Overlay::Rules, Msg::Up) => {
                self.scroll = self.scroll.saturating_sub(1);
            }
            (Overlay::Help | Overlay::Rules, _) => {
                self.overlay = None;
                self.scroll = 0;
            }
            (_, Msg::No | Msg::Cancel | Msg::Close) => {
                self.overlay = None;
                if let (Overlay::DrawOffer(by), Some(play)) = (overlay, self.play.as_mut()) {
                    play.status.text = tr!("app-draw-declined", name = play.m.name(by.other()));
                    play.status.error = false;
                }
            }
            (_, Msg::Yes) => {
                self.overlay = None;
                self.confirmed(overlay);
            }
            _ => {}
        }
    }

    fn confirmed(&mut self, overlay: Overlay) {
        if overlay == Overlay::Confirm(Confirm::Discard) {
            return self.effects.push(Effect::Discard);
        }
        if overlay == Overlay::Confirm(Confirm::Quit) {
            self.running = false;
            return;
        }
        let Some(play) = self.play.as_mut() else {
            return;
        };
        match overlay {
            Overlay::DrawOffer(_) => play.end(Outcome {
                result: GameResult::Draw,
                reason: Reason::Agreed,
            }),
            Overlay::Confirm(Confirm::Resign) => {
                let by = play.game().to_move();
                play.end(Outcome {
                    result: GameResult::Win(by.other()),
                    reason: Reason::Resigned { by },
                });
            }
            Overlay::Confirm(Confirm::Restart) => {
                let next = play.m.restart();
                self.start(next);
                self.note(&tr!("app-new-game"));
            }
            Overlay::Confirm(Confirm::Quit | Confirm::Discard) => {}
            Overlay::Help | Overlay::Rules => {}
        }
    }

    /// The smallest terminal the current screen fits.
    pub fn min_size(&self) -> (u16, u16) {
        match (&self.screen, &self.play, &self.replay) {
            (Screen::Game, Some(p), _) => game_screen::min_size(p.m.rules()),
            (Screen::Replay, _, Some(r)) => game_screen::min_size(&r.saved.rules),
            (Screen::Settings, _, _) => (60, 16),
            _ => (60, 14 + resume::height(&self.offer)),
        }
    }

    /// Draws the app into `area`.
    pub fn render(&self, area: Rect, buf: &mut Buffer) {
        let (w, h) = self.min_size();
        if area.width < w || area.height < h {
            return too_small(area, buf, (w, h), self.ignored);
        }
        match (&self.screen, &self.play, &self.replay) {
            (Screen::Game, Some(play), _) => {
                let bar = keys::bar(self.place(), &self.keys);
                game_screen::render(play, &self.theme, &bar, area, buf);
                let board = game_screen::play_layout(area, play).board;
                saves::render_state(&self.keeper, &self.theme, board, buf);
            }
            (Screen::Replay, _, Some(replay)) => replay.render(
                &self.theme,
                &keys::bar(self.place(), &self.keys),
                &keys::Hints::of(&self.keys),
                area,
                buf,
            ),
            (Screen::Settings, _, _) if self.settings.is_some() => {
                if let Some(settings) = &self.settings {
                    settings.render(&self.theme, &keys::bar(self.place(), &self.keys), area, buf);
                }
            }
            _ => {
                let offer = resume::height(&self.offer);
                let [top, rest] = ratatui::layout::Layout::vertical([
                    ratatui::layout::Constraint::Length(offer),
                    ratatui::layout::Constraint::Min(0),
                ])
                .areas(area);
                resume::render(&self.offer, &self.theme, top, buf);
                self.setup
                    .render(&self.theme, &keys::bar(self.place(), &self.keys), rest, buf);
            }
        }
        if let Some(prompt) = &self.prompt {
            prompt.render(&self.theme, &self.keys, area, buf);
        }
        if let Some(view) = self.help_view() {
            help::render(&view, area, buf);
        }
        if self.theme.ascii {
            super::ascii::render(area, buf);
        }
    }
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        App::render(self, area, buf);
    }
}

/// The key that saves the game, as bound.
fn save_key(keys: &Bindings) -> String {
    keys.keys(
        crate::prefs::keys::Context::Game,
        crate::prefs::keys::Action::Save,
    )
    .first()
    .map(|k| k.label(false))
    .unwrap_or_default()
}

/// The message shown instead of a screen that does not fit.
fn too_small(area: Rect, buf: &mut Buffer, (w, h): (u16, u16), ignored: u32) {
    let keys = match ignored {
        0 => tr!("app-keys-ignored"),
        n => tr!("app-keys-ignored-count", count = n),
    };
    let text = vec![
        Line::raw(tr!("app-enlarge")),
        Line::raw(tr!(
            "app-needed",
            width = w,
            height = h,
            now_width = area.width,
            now_height = area.height
        )),
        Line::raw(keys),
    ];
    let y = area.y + area.height.saturating_sub(3) / 2;
    let rect = Rect::new(area.x, y, area.width, 3).intersection(area);
    Paragraph::new(text)
        .centered()
        .wrap(Wrap { trim: true })
        .render(rect, buf);
}
