//! The app: the screens it routes to, and its one way in, [`App::update`].
//! Every message (a key, a click, a paste, a resize, a signal, the
//! computer's thread, the result of file work) goes through `update`, which
//! hands it to the screen it is for, does what the screen wants, and then,
//! after every message, asks for the autosave when the game changed and
//! starts or stops the computer. It never touches the disk or the clock:
//! what it wants done is left as [`Effect`]s for the event loop.

use std::path::PathBuf;

use ratatui::crossterm::event::{Event, KeyEvent, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use crate::prefs::Bindings;
use crate::record::Players;
use yote_engine::{Game, Rules};

use super::computer::Computer;
use super::dialogs::Dialog;
use super::effects::{Effect, Files};
use super::file_prompt::FilePrompt;
use super::play::{Match, Play};
use super::replay::Replay;
use super::review::ReviewScreen;
use super::saves::{Keeper, Offer};
use super::settings::{Asked, Settings};
use super::setup::Setup;
use super::theme::Theme;
use super::wants::Want;
use super::{game, keys};

mod build;
mod results;
mod review;
mod table;
mod view;

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
    /// The review of the game last reviewed (kept after leaving its screen,
    /// for saving with the game and showing again).
    pub review: Option<ReviewScreen>,
    /// Whether a new game's board marks the threats (the preferences'
    /// `show_threats`; the game's own key changes it for that match on).
    pub show_threats: bool,
}

impl App {
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
        if let (Screen::Review, Some(r)) = (self.screen, &self.review) {
            return &r.replay.saved.rules;
        }
        match (&self.screen, &self.play, &self.replay) {
            (Screen::Game, Some(p), _) => p.m.rules(),
            (Screen::Replay, _, Some(r)) => &r.saved.rules,
            _ => &self.setup.rules,
        }
    }

    /// The players' names, White's first.
    pub fn names(&self) -> &[String; 2] {
        if let (Screen::Review, Some(r)) = (self.screen, &self.review) {
            return &r.replay.names;
        }
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
            (Screen::Replay | Screen::Review, _) => Place::Replay,
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
            // `q` quits from the "please enlarge" screen, whatever the key
            // means where the player is (it says so; the autosave keeps
            // the game).
            Event::Key(key) if small && key.is_press() && is_plain_q(key) => {
                self.quit(Ended::Quit);
            }
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
                let settings_line = self.place() == Place::Settings
                    && self.settings.as_ref().is_some_and(Settings::typing);
                if settings_line || matches!(self.place(), Place::Editing | Place::Prompt { .. }) {
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
            Msg::ReviewProgress { id, done, total } => {
                return self.review_progress(id, done, total);
            }
            Msg::Depth { .. } | Msg::Thought { .. } | Msg::Advised { .. } => {
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
        if msg == Msg::Review && self.screen == Screen::Game {
            self.review_game();
            return None;
        }
        if matches!(msg, Msg::Review | Msg::NextMark | Msg::PrevMark)
            && self.screen == Screen::Replay
        {
            return self.review_from_replay(msg);
        }
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
            (Screen::Review, _, _) => self.update_review(msg),
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
        if let Some(review) = self.review.as_mut() {
            review.stop();
        }
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
            self.effects
                .push(Effect::Autosave(Box::new(self.with_review(record))));
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

    fn update_setup(&mut self, msg: Msg) -> Option<Want> {
        let editing = self.setup.editing();
        match msg {
            Msg::Quit if !editing => return Some(Want::Quit),
            Msg::Open if !editing => {
                let (prompt, list) =
                    FilePrompt::open(self.keeper.games_dir(), self.keeper.data_dir());
                return Some(Want::Prompt(prompt, list));
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
                    computer: m.computer,
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
            (Asked::Save(edits), Some(path)) => {
                Some(Want::Effect(Effect::SavePrefs { path, edits }))
            }
            (Asked::Save(_), None) => None,
        }
    }
}

/// `q` alone: the key the minimum-size screen names.
fn is_plain_q(key: KeyEvent) -> bool {
    use ratatui::crossterm::event::{KeyCode, KeyModifiers};
    key.code == KeyCode::Char('q') && key.modifiers == KeyModifiers::NONE
}
