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

use crate::tui::keys;
use crate::tui::look::theme::Theme;
use crate::tui::popups::Popup;
use crate::tui::popups::dialogs::{Answer, Dialog};
use crate::tui::popups::file_prompt::FilePrompt;
use crate::tui::run::effect::Effect;
use crate::tui::run::effects::Files;
use crate::tui::saves::{Keeper, Offer};
use crate::tui::screens::game;

use crate::tui::screens::Stack;
use crate::tui::screens::game::computer::Computer;
use crate::tui::screens::game::remote::{self, Remote};
use crate::tui::screens::learn::Asked as LearnAsked;
use crate::tui::screens::learn::puzzles::Asked as PuzzlesAsked;
use crate::tui::screens::review::ReviewScreen;
use crate::tui::screens::settings::{Asked, Settings};
use crate::tui::screens::setup::Field;
pub use crate::tui::screens::{Screen, ScreenKind};
use crate::tui::wants::Want;

mod build;
mod clock;
mod net;
mod results;
mod review;
mod state;
mod sync;
mod table;
mod view;

pub use crate::tui::msg::{
    Confirm, Done, Edit, Ended, KeyPlace, Message, Overlay, Phase, Saved, Signal,
};

/// The whole app: the screens on their stack, the pop-ups over the top
/// one, and what they share.
#[derive(Clone, Debug)]
pub struct App {
    /// The screens on show, the setup screen at the bottom.
    screens: Stack,
    /// The pop-ups over the top screen, the top one last.
    popups: Vec<Popup>,
    /// The review last left (its screen closed): shown again by the
    /// review key, and saved with its game.
    review_kept: Option<ReviewScreen>,
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
    /// Keys ignored while the terminal is too small (said on that screen).
    pub ignored: u32,
    /// The computer players and their thinking.
    pub computer: Computer,
    /// The keys: the defaults with the preferences' rebindings.
    pub keys: Bindings,
    /// The preferences file the settings screen edits (none: no config folder).
    pub prefs_file: Option<PathBuf>,
    /// Whether a new game's board marks the threats (the preferences'
    /// `show_threats`; the game's own key changes it for that match on).
    pub show_threats: bool,
    /// The other player's computer, in a game across two computers.
    pub remote: Option<Remote>,
    /// The line to that computer: the event loop's, never used by `update`.
    pub line: Option<crate::tui::run::net::Line>,
    /// The one source of instants the clocks are read from.
    pub time: crate::tui::seats::clock::Time,
    /// Whether the bell rings once when a player's time runs low (the
    /// preferences' `low_time_bell`).
    pub bell: bool,
}

impl App {
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
        // A flag due falls before anything the message would do.
        self.sync_clock();
        match message.into() {
            Message::Term(event) => self.event(event),
            Message::Signal(Signal::End(n)) => self.quit(Ended::Signal(n)),
            Message::Signal(Signal::Stop) => {
                self.pause_clocks();
                self.effects.push(Effect::Suspend);
            }
            // The clocks were brought in step above; the screen redraws.
            Message::Tick => {}
            Message::Signal(Signal::Continue) => self.effects.push(Effect::Retake),
            Message::Done(done) => self.done(done),
            asked => self.apply(&asked),
        }
        self.sync_clock();
        // The computer first: it may play an answer that waited.
        self.sync_computer();
        self.sync_remote();
        self.sync_line();
        self.sync_coach();
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
                match keys::to_message(self.place(), &self.keys, key) {
                    // Counted on the "please enlarge" screen, so that a key
                    // pressed there is seen to do nothing.
                    Some(msg) if small && !matches!(msg, Message::ForceQuit | Message::Suspend) => {
                        self.ignored += 1;
                    }
                    Some(msg) => self.apply(&msg),
                    None => {}
                }
            }
            Event::Mouse(mouse) if !small => {
                let game = self.screen() == ScreenKind::Game;
                match mouse.kind {
                    MouseEventKind::Down(MouseButton::Left) => {
                        self.apply(&Message::Click(mouse.column, mouse.row));
                    }
                    MouseEventKind::ScrollUp if game => self.apply(&Message::Earlier),
                    MouseEventKind::ScrollDown if game => self.apply(&Message::Later),
                    _ => {}
                }
            }
            // Pasted text goes into the line being typed, if any, at its
            // cursor (line breaks and other control characters left out).
            Event::Paste(text) if !small => {
                let settings_line = (self.place() == KeyPlace::Settings
                    && self.settings().is_some_and(Settings::typing))
                    || self.place() == KeyPlace::Learn
                    || self.connect_typing();
                if settings_line
                    || matches!(self.place(), KeyPlace::Editing | KeyPlace::Prompt { .. })
                {
                    for c in text.chars() {
                        self.apply(&Message::Edit(Edit::Insert(c)));
                    }
                }
            }
            Event::Resize(w, h) => self.apply(&Message::Resize(w, h)),
            _ => {}
        }
    }

    /// Routes one message: the app's own, the computer's thread's, then
    /// the pop-up on top, else the screen on top.
    fn apply(&mut self, msg: &Message) {
        if self.clock_message(msg) {
            return;
        }
        let want = match *msg {
            Message::ForceQuit => return self.quit(Ended::Interrupted),
            Message::Suspend => return self.effects.push(Effect::Suspend),
            Message::Resize(w, h) => {
                self.size = (w, h);
                self.ignored = 0;
                return;
            }
            Message::Help => Some(Want::Overlay(Overlay::Help)),
            Message::ShowRules => Some(Want::Overlay(Overlay::Rules)),
            Message::ReviewProgress { id, done, total } => {
                return self.review_progress(id, done, total);
            }
            Message::Peer(ref peer) => self.peer(peer),
            Message::Depth { .. } | Message::Thought { .. } | Message::Advised { .. } => {
                let covered = self.covered();
                return self
                    .computer
                    .answered(self.screens.play_mut(), msg, covered);
            }
            _ => match self.popups.last_mut() {
                Some(Popup::File(_)) => return self.answer_prompt(msg),
                Some(Popup::Dialog(dialog)) => {
                    let answer = dialog.answer(msg);
                    self.answer_dialog(answer)
                }
                None => self.screen_update(msg),
            },
        };
        if let Some(want) = want {
            self.want(want);
        }
    }

    /// What a dialog's answer leads to: the dialog closes, and a yes to
    /// quitting or discarding is the app's; the game's questions are the
    /// game screen's.
    fn answer_dialog(&mut self, answer: Answer) -> Option<Want> {
        if answer == Answer::Open {
            return None;
        }
        self.popups.pop();
        if let (Some(play), Some(remote)) = (self.screens.play_mut(), self.remote.as_mut())
            && let Some(want) = remote::answered(play, remote, answer)
        {
            return want;
        }
        match answer {
            Answer::Yes(Overlay::Confirm(Confirm::Quit)) => Some(Want::Quit),
            Answer::Yes(Overlay::Confirm(Confirm::Discard)) => Some(Want::Effect(Effect::Discard)),
            Answer::Yes(Overlay::Confirm(Confirm::Undo)) => self.game_update(&Message::Undo),
            Answer::Yes(_) | Answer::No(_) => game::answered(self.screens.play_mut()?, answer),
            Answer::Open | Answer::Closed => None,
        }
    }

    /// A message for the game screen, when it is on top.
    fn game_update(&mut self, msg: &Message) -> Option<Want> {
        let area = Rect::new(0, 0, self.size.0, self.size.1);
        let Some(Screen::Game(play)) = self.screens.top_mut() else {
            return None;
        };
        let mut cx = game::Shared {
            computer: &mut self.computer,
            keeper: &self.keeper,
            area,
            remote: self.remote.as_mut(),
        };
        game::update(play, &mut cx, msg)
    }

    /// A message for the screen on top.
    fn screen_update(&mut self, msg: &Message) -> Option<Want> {
        let area = Rect::new(0, 0, self.size.0, self.size.1);
        let unfinished = self.play().is_some_and(|p| !p.game().is_over());
        let names = keys::KeyNames::of(&self.keys);
        let Some(top) = self.screens.top_mut() else {
            return self.update_setup(msg);
        };
        match top {
            Screen::Game(_) if matches!(msg, Message::Review) => {
                self.review_game();
                None
            }
            Screen::Replay(_)
                if matches!(msg, Message::Review | Message::NextMark | Message::PrevMark) =>
            {
                self.review_from_replay(msg)
            }
            // Taking back while a clock runs asks first.
            Screen::Game(play)
                if matches!(msg, Message::Undo)
                    && self.remote.is_none()
                    && crate::tui::seats::clock::running(&play.table) =>
            {
                Some(Want::Overlay(Overlay::Confirm(Confirm::Undo)))
            }
            Screen::Game(_) => self.game_update(msg),
            Screen::Replay(replay) => replay.update(msg, &names, unfinished),
            Screen::Review(review) => review.update(msg, &names, unfinished),
            Screen::Settings(settings) => match (settings.update(msg)?, settings.path.clone()) {
                (Asked::Back, _) => Some(Want::Back),
                (Asked::Save(edits), Some(path)) => {
                    Some(Want::Effect(Effect::SavePrefs { path, edits }))
                }
                (Asked::Save(_), None) => None,
            },
            Screen::Learn(learn) => match learn.update(msg, area)? {
                LearnAsked::Back => Some(Want::Back),
                LearnAsked::Save(progress) => Some(Want::Effect(Effect::SaveLearn(progress))),
                LearnAsked::Check(job) => Some(Want::Effect(Effect::Check(job))),
                LearnAsked::CoachedGame => {
                    self.start_coached();
                    None
                }
            },
            Screen::Puzzles(p) => match p.update(msg, area)? {
                PuzzlesAsked::Back => Some(Want::Back),
                PuzzlesAsked::Save(record) => Some(Want::Effect(Effect::SavePuzzles(record))),
                PuzzlesAsked::Check(job) => Some(Want::Effect(Effect::Check(job))),
            },
            Screen::Connect(c) => {
                let asked = c.update(msg)?;
                self.connect_asked(asked)
            }
        }
    }

    /// Does what a screen wants.
    fn want(&mut self, want: Want) {
        match want {
            Want::Overlay(overlay) => self.popups.push(Popup::Dialog(Dialog::new(overlay))),
            Want::SavePrompt => {
                let dir = self.keeper.games_dir();
                self.open_prompt(FilePrompt::save(&dir));
                self.effects.push(Effect::Suggest(dir));
            }
            Want::Replay => self.replay_game(),
            Want::Start(m, note) => {
                self.start(*m);
                self.note(&note);
            }
            Want::ToSetup => {
                for screen in self.screens.clear() {
                    self.left(screen);
                }
            }
            Want::Back => {
                if let Some(screen) = self.screens.pop() {
                    self.left(screen);
                }
            }
            Want::Effect(effect) => self.effects.push(effect),
            Want::Quit => self.quit(Ended::Quit),
        }
    }

    /// A screen was closed: a review stops and is kept, to be shown again
    /// and saved with its game.
    fn left(&mut self, screen: Screen) {
        if let Screen::Review(mut review) = screen {
            review.stop();
            self.review_kept = Some(*review);
        }
    }

    /// Stops the app: the event loop ends, the computer stops.
    fn quit(&mut self, ended: Ended) {
        self.pause_clocks();
        if let Some(review) = self.screens.review_mut() {
            review.stop();
        }
        self.running = false;
        self.ended = ended;
    }

    fn update_setup(&mut self, msg: &Message) -> Option<Want> {
        let setup = &mut self.screens.setup;
        let editing = setup.editing();
        match msg {
            Message::Quit if !editing => return Some(Want::Quit),
            Message::Open if !editing => {
                let (prompt, list) =
                    FilePrompt::open(self.keeper.games_dir(), self.keeper.data_dir());
                self.open_prompt(prompt);
                self.effects.push(list);
                return None;
            }
            Message::Settings if !editing => match self.prefs_file.clone() {
                Some(path) => return Some(Want::Effect(Effect::ReadPrefs(path))),
                None => self.done(Done::PrefsRead(Box::default())),
            },
            Message::Learn if !editing => return Some(Want::Effect(Effect::ReadLearn)),
            Message::Puzzles if !editing => return Some(Want::Effect(Effect::ReadPuzzles)),
            Message::Resume if !editing => self.resume(),
            Message::Activate if !editing && setup.focus() == Field::Network => {
                self.open_connect();
            }
            Message::Discard if !editing && matches!(setup.offer, Offer::Game(_)) => {
                return Some(Want::Overlay(Overlay::Confirm(Confirm::Discard)));
            }
            _ => {
                let m = setup.update(msg)?;
                // The names typed (a computer's level name is not remembered).
                let [white, black] = setup.names.clone();
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
}

/// `q` alone: the key the minimum-size screen names.
fn is_plain_q(key: KeyEvent) -> bool {
    use ratatui::crossterm::event::{KeyCode, KeyModifiers};
    key.code == KeyCode::Char('q') && key.modifiers == KeyModifiers::NONE
}
