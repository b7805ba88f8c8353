//! The app: the screens it routes to, and its one way in, [`App::update`].
//! Every message (a key, a click, a paste, a resize, a signal, the
//! computer's thread, the result of file work) goes through `update`, which
//! hands it to the screen it is for, does what the screen wants, and then,
//! after every message, asks for the autosave when the game changed and
//! starts or stops the computer. It never touches the disk or the clock:
//! what it wants done is left as [`Effect`]s for the event loop.

use std::path::PathBuf;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyEvent, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Widget;

use crate::prefs::{Bindings, Loaded};
use crate::record::{Autosave, LoadError, Players, SavedGame};
use crate::tr;
use yote_engine::{Game, ReplayError, Rules};

use super::computer::Computer;
use super::dialogs::Dialog;
use super::effects::{Effect, Files};
use super::file_prompt::{Action, FilePrompt, Purpose};
use super::play::{Match, Play};
use super::replay::Replay;
use super::saves::{self, Keeper, Offer};
use super::settings::{Asked, Settings};
use super::setup::Setup;
use super::theme::Theme;
use super::wants::Want;
use super::{autosave, game, game_screen, help, keys, resume, widgets};

pub use super::msg::{
    Confirm, Done, Edit, Ended, Message, Msg, Overlay, Phase, Place, Saved, Screen, Signal,
};

/// The whole app: the screens, each holding its own state, and what they share.
#[derive(Clone, Debug)]
pub struct App {
    pub screen: Screen,
    pub setup: Setup,
    /// The game on the game screen (rules, names and moves live in its match).
    pub play: Option<Play>,
    /// The pop-up over the screen, if any.
    pub dialog: Dialog,
    pub theme: Theme,
    /// The terminal's size, for mapping clicks.
    pub size: (u16, u16),
    pub running: bool,
    /// How the program ends, once `running` is false.
    pub ended: Ended,
    /// Effects for the event loop to perform, in order.
    pub effects: Vec<Effect>,
    /// When to autosave, and where saving stands.
    pub keeper: Keeper,
    /// What does the file work: the event loop's, never used by `update`.
    pub files: Files,
    /// What the setup screen offers from the autosave.
    pub offer: Offer,
    /// The file-name prompt, while it is open.
    pub prompt: Option<FilePrompt>,
    /// The replay screen's state.
    pub replay: Option<Replay>,
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
        }
        let save = keys::save_key(&keys);
        self.keeper.save_key.clone_from(&save);
        self.files.autosaver.save_key = save;
        self.keys = keys;
    }

    /// The match being played, if any (for saving).
    pub fn current_match(&self) -> Option<&Match> {
        self.play.as_ref().map(|p| &p.m)
    }

    /// The game being played, if any.
    pub fn game(&self) -> Option<&Game> {
        self.play.as_ref().map(Play::game)
    }

    /// The pop-up open, if any.
    pub fn overlay(&self) -> Option<Overlay> {
        self.dialog.overlay
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
        match (&self.prompt, self.dialog.overlay) {
            (Some(prompt), _) if prompt.asking() => Place::Dialog,
            (Some(prompt), _) => Place::Prompt {
                listing: !prompt.games.is_empty(),
            },
            (None, Some(Overlay::Help | Overlay::Rules)) => Place::Popup,
            (None, Some(_)) => Place::Dialog,
            (None, None) => self.screen_place(),
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
            (Screen::Game, Some(p)) => p.place(),
            (Screen::Game, None) => Place::Game(Phase::Move),
        }
    }

    /// The status line's text on the game screen.
    pub fn status(&self) -> &str {
        self.play.as_ref().map_or("", |p| p.status.text.as_str())
    }

    /// The effects asked for since the last call, for the event loop.
    pub fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }

    /// A key press, as the terminal sends it (see [`App::update`]).
    pub fn handle_key(&mut self, key: KeyEvent) {
        self.update(Event::Key(key));
    }

    /// A mouse event, as the terminal sends it (see [`App::update`]).
    pub fn handle_mouse(&mut self, mouse: MouseEvent) {
        self.update(Event::Mouse(mouse));
    }

    /// Whether the terminal is too small for the screen ("please enlarge").
    pub fn too_small(&self) -> bool {
        let (w, h) = self.min_size();
        self.size.0 < w || self.size.1 < h
    }

    /// The one way in: applies one message to the state, then, whatever it
    /// was, starts or stops the computer and asks for the autosave if the
    /// game changed.
    pub fn update(&mut self, message: impl Into<Message>) {
        match message.into() {
            Message::Msg(msg) => self.apply(msg),
            Message::Term(event) => self.event(event),
            Message::Signal(Signal::End(n)) => self.quit(Ended::Signal(n)),
            Message::Signal(Signal::Stop) => self.effects.push(Effect::Suspend),
            Message::Signal(Signal::Continue) => self.effects.push(Effect::Retake),
            Message::Done(done) => self.done(done),
        }
        // The computer first: it may play an answer that waited.
        self.sync_computer();
        self.keep();
    }

    /// A terminal event, mapped to messages where the player is. While the
    /// screen is too small to be seen, only quitting at once works: nothing
    /// happens unseen.
    fn event(&mut self, event: Event) {
        let small = self.too_small();
        match event {
            Event::Key(key) if key.is_press() => {
                match keys::to_msg(self.place(), &self.keys, key) {
                    // Counted on the "please enlarge" screen, so that a key
                    // pressed there is seen to do nothing.
                    Some(msg) if small && !matches!(msg, Msg::ForceQuit | Msg::Suspend) => {
                        self.ignored += 1;
                    }
                    Some(msg) => self.apply(msg),
                    None => {}
                }
            }
            Event::Mouse(mouse) if !small => {
                let game = self.screen == Screen::Game;
                match mouse.kind {
                    MouseEventKind::Down(MouseButton::Left) => {
                        self.apply(Msg::Click(mouse.column, mouse.row));
                    }
                    MouseEventKind::ScrollUp if game => self.apply(Msg::Earlier),
                    MouseEventKind::ScrollDown if game => self.apply(Msg::Later),
                    _ => {}
                }
            }
            // Pasted text goes into the line being typed, if any, at its
            // cursor (line breaks and other control characters left out).
            Event::Paste(text) if !small => {
                if matches!(self.place(), Place::Editing | Place::Prompt { .. }) {
                    for c in text.chars() {
                        self.apply(Msg::Edit(Edit::Insert(c)));
                    }
                }
            }
            Event::Resize(w, h) => self.apply(Msg::Resize(w, h)),
            _ => {}
        }
    }

    /// Routes one message: to the prompt, the pop-up or the screen open.
    fn apply(&mut self, msg: Msg) {
        let want = match msg {
            Msg::ForceQuit => return self.quit(Ended::Interrupted),
            Msg::Suspend => return self.effects.push(Effect::Suspend),
            Msg::Resize(w, h) => {
                self.size = (w, h);
                self.ignored = 0;
                return;
            }
            Msg::Help => Some(Want::Overlay(Overlay::Help)),
            Msg::ShowRules => Some(Want::Overlay(Overlay::Rules)),
            Msg::Depth { .. } | Msg::Thought { .. } => {
                let covered = self.covered();
                return self.computer.answered(self.play.as_mut(), msg, covered);
            }
            _ if self.prompt.is_some() => return self.answer_prompt(msg),
            _ => match self.dialog.overlay {
                Some(overlay) => self.dialog.answer(overlay, msg, self.play.as_mut()),
                None => self.screen_update(msg),
            },
        };
        if let Some(want) = want {
            self.want(want);
        }
    }

    /// A message for the screen on show.
    fn screen_update(&mut self, msg: Msg) -> Option<Want> {
        let area = Rect::new(0, 0, self.size.0, self.size.1);
        let unfinished = self.play.as_ref().is_some_and(|p| !p.game().is_over());
        match (self.screen, self.play.as_mut(), self.replay.as_mut()) {
            (Screen::Setup, _, _) => self.update_setup(msg),
            (Screen::Game, Some(play), _) => {
                let computer = &mut self.computer;
                let mut cx = game::Context {
                    computer,
                    keeper: &self.keeper,
                    area,
                };
                game::update(play, &mut cx, msg)
            }
            (Screen::Replay, _, Some(replay)) => {
                replay.update(msg, &keys::Hints::of(&self.keys), unfinished)
            }
            (Screen::Settings, _, _) => self.update_settings(msg),
            _ => Some(Want::ToSetup),
        }
    }

    /// Does what a screen wants.
    fn want(&mut self, want: Want) {
        match want {
            Want::Overlay(overlay) => self.dialog.open(overlay),
            Want::Prompt(prompt, effect) => {
                self.prompt = Some(prompt);
                self.effects.push(effect);
            }
            Want::Replay => self.replay_game(),
            Want::Start(m, note) => {
                self.start(m);
                self.note(&note);
            }
            Want::ToSetup => self.screen = Screen::Setup,
            Want::Back => {
                let back = self.replay.take().map(|r| r.back);
                self.screen = match (back, &self.play) {
                    (Some(Screen::Game), Some(_)) => Screen::Game,
                    _ => Screen::Setup,
                };
            }
            Want::Effect(effect) => self.effects.push(effect),
            Want::Quit => self.quit(Ended::Quit),
        }
    }

    /// Stops the app: the event loop ends, the computer stops.
    fn quit(&mut self, ended: Ended) {
        self.running = false;
        self.ended = ended;
    }

    /// After every message: asks for the autosave when the game differs
    /// from what was last asked.
    fn keep(&mut self) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        if let Some(record) = self.keeper.wants(&play.m) {
            // What was offered has been replaced (or kept aside).
            self.offer = Offer::Nothing;
            self.effects.push(Effect::Autosave(Box::new(record)));
        }
    }

    /// After every message: the computer thinks when it is to move.
    fn sync_computer(&mut self) {
        let covered = self.covered();
        if let Some(request) = self
            .computer
            .sync(self.play.as_mut(), self.running, covered)
        {
            self.effects.push(Effect::Think(Box::new(request)));
        }
    }

    /// Whether something is open above the game screen (a prompt, a
    /// pop-up, another screen): the computer's move waits for it to close.
    fn covered(&self) -> bool {
        self.prompt.is_some() || self.dialog.overlay.is_some() || self.screen != Screen::Game
    }

    /// The result of file work. Results may come late, after the player
    /// moved on: each is taken where it still fits, and dropped otherwise.
    fn done(&mut self, done: Done) {
        match done {
            Done::Autosaved { note, state } => {
                self.keeper.written(state);
                // The note replaces what the move said (the history shows
                // the move, and the note must fit the line).
                if let (Some((text, error)), Some(play)) = (note, self.play.as_mut()) {
                    play.status.text = text;
                    play.status.error = error;
                }
            }
            Done::Saved { path, saved } => self.saved(&path, saved),
            Done::Suggested(name) => {
                if let Some(prompt) = self.prompt.as_mut() {
                    prompt.suggest(name);
                }
            }
            Done::Opened { path, loaded } => self.opened(&path, loaded),
            Done::Listed(games) => {
                if let Some(prompt) = self.prompt.as_mut().filter(|p| p.purpose == Purpose::Open) {
                    prompt.games = games;
                }
            }
            Done::Discarded(result) => {
                self.setup.message = Some(match result {
                    Ok(()) => {
                        self.offer = Offer::Nothing;
                        (tr!("app-discarded"), false)
                    }
                    Err(e) => (tr!("app-cannot-discard", why = e), true),
                });
            }
            Done::PrefsRead(loaded) if self.screen == Screen::Setup => {
                self.settings = Some(Settings::new(&loaded, self.prefs_file.clone()));
                self.screen = Screen::Settings;
            }
            Done::PrefsRead(_) => {}
            Done::PrefsSaved(result) => self.prefs_saved(result),
            Done::Remembered(Err(e)) => self.note(&tr!("app-not-remembered", why = e)),
            Done::Remembered(Ok(())) => {}
        }
    }

    /// The game was saved to `path`, or not: the prompt closes, asks
    /// whether to overwrite, or stays open with the name as typed and why.
    fn saved(&mut self, path: &std::path::Path, saved: Saved) {
        let prompt = self.prompt.as_mut().filter(|p| p.purpose == Purpose::Save);
        match (saved, prompt) {
            (Saved::Done, prompt) => {
                if prompt.is_some() {
                    self.prompt = None;
                }
                self.note(&tr!("app-saved-to", path = saves::short(path)));
            }
            (Saved::Exists(existing), Some(prompt)) => prompt.overwrite = Some(existing),
            (Saved::Failed(why), Some(prompt)) => {
                prompt.overwrite = None;
                prompt.error = Some(tr!("app-not-saved", why = why));
            }
            (Saved::Failed(why), None) => self.note(&tr!("app-not-saved", why = why)),
            (Saved::Exists(_), None) => {}
        }
    }

    /// A file was read for opening (if the open dialog is still open): a
    /// bad file keeps the prompt open with the reason.
    fn opened(&mut self, path: &std::path::Path, loaded: Result<Box<SavedGame>, LoadError>) {
        if !self
            .prompt
            .as_ref()
            .is_some_and(|p| p.purpose == Purpose::Open)
        {
            return;
        }
        let name = path.display().to_string();
        match loaded.and_then(|saved| self.open(*saved, Some(&name))) {
            Ok(()) => self.prompt = None,
            Err(e) => {
                if let Some(prompt) = self.prompt.as_mut() {
                    prompt.error = Some(e.to_string());
                }
            }
        }
    }

    fn update_setup(&mut self, msg: Msg) -> Option<Want> {
        let editing = self.setup.editing();
        match msg {
            Msg::Quit if !editing => return Some(Want::Quit),
            Msg::Open if !editing => {
                let prompt = FilePrompt::new(Purpose::Open, "", self.keeper.games_dir());
                return Some(Want::Prompt(
                    prompt,
                    Effect::ListGames(self.keeper.data_dir()),
                ));
            }
            Msg::Settings if !editing => match self.prefs_file.clone() {
                Some(path) => return Some(Want::Effect(Effect::ReadPrefs(path))),
                None => self.done(Done::PrefsRead(Box::default())),
            },
            Msg::Resume if !editing => self.resume(),
            Msg::Discard if !editing && matches!(self.offer, Offer::Game(_)) => {
                return Some(Want::Overlay(Overlay::Confirm(Confirm::Discard)));
            }
            _ => {
                let m = self.setup.update(msg)?;
                // The names typed (a computer's level name is not remembered).
                let [white, black] = self.setup.names.clone();
                self.effects.push(Effect::Remember {
                    players: Players::new(white, black),
                    rules: m.rules().clone(),
                });
                self.start(m);
            }
        }
        None
    }

    fn update_settings(&mut self, msg: Msg) -> Option<Want> {
        let settings = self.settings.as_mut()?;
        match (settings.update(msg)?, settings.path.clone()) {
            (Asked::Back, _) => {
                self.settings = None;
                Some(Want::ToSetup)
            }
            (Asked::Save(prefs), Some(path)) => {
                Some(Want::Effect(Effect::SavePrefs { path, prefs }))
            }
            (Asked::Save(_), None) => None,
        }
    }

    /// The preferences were written and read back (or not): the game uses
    /// them at once, and the screen shows what the file now holds.
    fn prefs_saved(&mut self, result: Result<Box<Loaded>, String>) {
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
                self.effects.push(Effect::Resumed);
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
        self.computer.started();
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
        let h = keys::Hints::of(&self.keys);
        let moves = saved.moves.len();
        let m = saves::match_of(&saved)?;
        if saved.is_finished() {
            // Esc from the replay shows the game's end, as after playing it.
            let mut replay = Replay::new(saved, moves, Screen::Game)?;
            self.start(m);
            let (step, play_on) = (h.step.as_str(), h.play_on.as_str());
            replay.status.text = from(tr!("app-opened-finished", step = step, play_on = play_on));
            self.replay = Some(replay);
            self.screen = Screen::Replay;
        } else {
            self.start(m);
            let replay = h.replay.as_str();
            self.note(&from(tr!(
                "app-opened-unfinished",
                count = moves,
                key = replay
            )));
        }
        Ok(())
    }

    fn answer_prompt(&mut self, msg: Msg) {
        let Some(prompt) = self.prompt.as_mut() else {
            return;
        };
        let purpose = prompt.purpose;
        let save = |path, overwrite, app: &mut App| match app.current_match() {
            Some(m) => app.effects.push(Effect::Save {
                path,
                overwrite,
                record: Box::new(saves::record_of(m)),
                games_dir: app.keeper.games_dir(),
            }),
            None => {
                if let Some(prompt) = app.prompt.as_mut() {
                    prompt.error = Some(tr!("app-no-game-to-save"));
                }
            }
        };
        match (prompt.update(msg), purpose) {
            (Action::Wait, _) => {}
            (Action::Close, _) => self.prompt = None,
            (Action::Submit(path), Purpose::Save) => save(path, false, self),
            (Action::Overwrite(path), Purpose::Save) => save(path, true, self),
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

    /// A note on the game screen's status line, when there is a game.
    pub(crate) fn note(&mut self, text: &str) {
        if let Some(play) = self.play.as_mut() {
            play.note(text);
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

    /// Draws the app into `area`: the screen, the prompt and the pop-up.
    pub fn render(&self, area: Rect, buf: &mut Buffer) {
        let (w, h) = self.min_size();
        if area.width < w || area.height < h {
            return widgets::too_small(area, buf, (w, h), self.ignored);
        }
        let bar = keys::bar(self.place(), &self.keys);
        match (&self.screen, &self.play, &self.replay, &self.settings) {
            (Screen::Game, Some(play), _, _) => {
                game_screen::render(play, &self.theme, &bar, area, buf);
                let board = game_screen::play_layout(area, play).board;
                saves::render_state(&self.keeper, &self.theme, board, buf);
            }
            (Screen::Replay, _, Some(replay), _) => {
                replay.render(&self.theme, &bar, &keys::Hints::of(&self.keys), area, buf);
            }
            (Screen::Settings, _, _, Some(settings)) => {
                settings.render(&self.theme, &bar, area, buf);
            }
            _ => {
                let offer = resume::height(&self.offer);
                let [top, rest] =
                    Layout::vertical([Constraint::Length(offer), Constraint::Min(0)]).areas(area);
                resume::render(&self.offer, &self.theme, top, buf);
                self.setup.render(&self.theme, &bar, rest, buf);
            }
        }
        if let Some(prompt) = &self.prompt {
            prompt.render(&self.theme, &self.keys, area, buf);
        }
        if let Some(overlay) = self.dialog.overlay {
            let view = help::View {
                overlay,
                under: self.screen_place(),
                rules: self.rules(),
                names: self.names(),
                to_move: self.game().map(Game::to_move),
                unsaved: self.keeper.unsaved(),
                theme: &self.theme,
                scroll: self.dialog.scroll,
                keys: &self.keys,
            };
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
