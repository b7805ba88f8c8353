//! The terminal game as a state machine, checked against a model: random
//! sequences of keys, clicks, resizes, pastes and the results of the
//! effects the app asked for (the computer's replies and progress, saving,
//! opening, listing, the autosave), arriving in random order and late.
//! After every message:
//! - whenever the live game goes on, its side to move is a computer and
//!   `p` has not paused it, a search for that side is running or its
//!   answer waits, whatever is open above the game;
//! - a person's key never makes a move for the computer's side;
//! - with the autosaves performed in the order asked (as the event loop
//!   does, before the next frame), the newest one written holds the game
//!   on screen, or the game is as it was started, or the screen says that
//!   it is not saved;
//! - no message panics.

use crate::support;

use std::collections::VecDeque;

use proptest::prelude::*;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use support::tui::{draw, rules};
use yote::record::{self, Autosave, SavedGame};
use yote::tui::run::effects::{self, Lane};
use yote::tui::{App, Done, Effect, Match, Message, ScreenKind, Theme, keys};
use yote_ai::Level;

/// One step of a run.
#[derive(Clone, Debug)]
enum Step {
    Key(KeyCode, bool),
    Click(u16, u16),
    Resize(u16, u16),
    Paste(String),
    /// Answer the `n`-th pending search (modulo), with a move or none.
    Reply(usize, bool),
    /// Tell the `n`-th pending search it finished a depth.
    Progress(usize),
    /// Do the `n`-th pending file work and keep its result for later.
    Work(usize),
    /// Hand the `n`-th result kept to the app.
    Deliver(usize),
}

fn key_code() -> impl Strategy<Value = KeyCode> {
    prop_oneof![
        6 => proptest::sample::select(
            "sSoqynprudhx?ezwa cm1234 \t".chars().collect::<Vec<_>>()
        )
        .prop_map(KeyCode::Char),
        4 => proptest::sample::select(vec![
            KeyCode::Enter,
            KeyCode::Esc,
            KeyCode::Up,
            KeyCode::Down,
            KeyCode::Left,
            KeyCode::Right,
            KeyCode::Backspace,
            KeyCode::Delete,
            KeyCode::Home,
            KeyCode::End,
            KeyCode::Tab,
            KeyCode::F(1),
        ]),
    ]
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        12 => (key_code(), proptest::bool::weighted(0.03)).prop_map(|(k, c)| Step::Key(k, c)),
        2 => (0u16..110, 0u16..40).prop_map(|(x, y)| Step::Click(x, y)),
        1 => (30u16..130, 8u16..45).prop_map(|(w, h)| Step::Resize(w, h)),
        1 => "[a-z .]{0,6}".prop_map(Step::Paste),
        3 => (any::<usize>(), proptest::bool::weighted(0.9)).prop_map(|(n, m)| Step::Reply(n, m)),
        1 => any::<usize>().prop_map(Step::Progress),
        3 => any::<usize>().prop_map(Step::Work),
        3 => any::<usize>().prop_map(Step::Deliver),
    ]
}

/// The seatings a run starts from: who the computer plays, and whether on
/// the game screen or on the setup screen.
fn start() -> impl Strategy<Value = ([Option<Level>; 2], bool)> {
    let seat = proptest::option::weighted(0.6, Just(Level::Easy));
    ([seat.clone(), seat], any::<bool>())
}

/// A data folder for one run: in memory (`/dev/shm`, a tmpfs) where there
/// is one. The autosave is written and read back as in any folder (every
/// write, rename and check is real); only the disk's flush, which a run of
/// 10 000 cases otherwise waits on for most of its time, is instant there.
fn data_dir() -> tempfile::TempDir {
    let shm = std::path::Path::new("/dev/shm");
    if shm.is_dir()
        && let Ok(dir) = tempfile::tempdir_in(shm)
    {
        return dir;
    }
    tempfile::tempdir().expect("tempdir")
}

/// The run's world: the app, what it asked for and was not yet done, and
/// what came of file work and is not yet handed back.
struct World {
    app: App,
    searches: Vec<yote::tui::screens::game::computer::Request>,
    work: Vec<Effect>,
    results: VecDeque<Done>,
    /// The record of the last autosave asked for (and so written, in order).
    asked: Option<SavedGame>,
    autosave: std::path::PathBuf,
    _dir: tempfile::TempDir,
}

impl World {
    fn new(computer: [Option<Level>; 2], on_game: bool) -> World {
        yote::i18n::set_language(yote::i18n::Lang::En);
        let dir = data_dir();
        let app = if on_game {
            let m = Match::from_tokens(rules(&[]), "Ada", "Bo", &[] as &[&str])
                .expect("a new game")
                .with_computer(computer);
            App::with_match(m, Theme::mono())
        } else {
            App::new(rules(&[]), Theme::mono())
        };
        let mut app = app.with_autosave(Some(Autosave::in_dir(dir.path())));
        app.computer.delay = std::time::Duration::ZERO;
        let autosave = app
            .files
            .autosaver
            .autosave()
            .expect("an autosave")
            .path()
            .to_path_buf();
        let mut world = World {
            app,
            searches: Vec::new(),
            work: Vec::new(),
            results: VecDeque::new(),
            asked: None,
            autosave,
            _dir: dir,
        };
        world.send(Message::Resize(100, 32));
        world
    }

    /// A message in, then what the event loop does at once: the autosave
    /// (and discarding and resuming it) in the order asked; the rest waits.
    fn send(&mut self, message: yote::tui::Message) {
        self.app.update(message);
        loop {
            let effects = self.app.take_effects();
            if effects.is_empty() {
                break;
            }
            for effect in effects {
                match effect {
                    Effect::Think(r) => self.searches.push(*r),
                    Effect::Autosave(ref record) => {
                        self.asked = Some((**record).clone());
                        self.now(effect);
                    }
                    effect if effect.lane() == Lane::Now => self.now(effect),
                    // Not in a test: the terminal, the player's own preferences.
                    Effect::Suspend | Effect::Retake | Effect::Remember { .. } => {}
                    effect => self.work.push(effect),
                }
            }
        }
    }

    fn now(&mut self, effect: Effect) {
        let (done, _) = self.app.files.perform_all(vec![effect]);
        for done in done {
            self.app.update(done);
        }
    }

    fn take<T>(list: &mut Vec<T>, n: usize) -> Option<T> {
        (!list.is_empty()).then(|| list.remove(n % list.len()))
    }

    fn run(&mut self, step: Step) {
        match step {
            Step::Key(code, ctrl) => {
                let mods = if ctrl {
                    KeyModifiers::CONTROL
                } else {
                    KeyModifiers::NONE
                };
                let key = KeyEvent::new(code, mods);
                let msg = keys::to_message(self.app.place(), &self.app.keys, key);
                self.human(Event::Key(key), msg == Some(Message::Redo));
            }
            Step::Click(x, y) => self.human(Event::Mouse(click(x, y)), false),
            Step::Resize(w, h) => self.send(Event::Resize(w, h).into()),
            Step::Paste(text) => self.human(Event::Paste(text), false),
            Step::Reply(n, with_move) => {
                if let Some(r) = World::take(&mut self.searches, n) {
                    let mv = with_move
                        .then(|| r.game.legal_moves().first().copied())
                        .flatten();
                    self.send(Message::Thought { id: r.id, mv });
                }
            }
            Step::Progress(n) => {
                if let Some(r) = self.searches.get(n % self.searches.len().max(1)) {
                    let id = r.id;
                    self.send(Message::Depth { id, depth: 3 });
                }
            }
            Step::Work(n) => {
                if let Some(effect) = World::take(&mut self.work, n) {
                    self.results.extend(effects::work(effect));
                }
            }
            Step::Deliver(n) => {
                if !self.results.is_empty() {
                    let i = n % self.results.len();
                    let done = self.results.remove(i).expect("a result");
                    self.send(done.into());
                }
            }
        }
    }

    /// A person's key, click or paste: it never plays for the computer's
    /// side (redo replays moves already made, the computer's too).
    fn human(&mut self, event: Event, redo: bool) {
        let before = self
            .app
            .play()
            .map(|p| (p.computer_to_move(), p.table.tokens()));
        // The computer's own answer, waiting for a pop-up to close, is
        // played once it does: that move is the computer's.
        let waiting = self
            .app
            .computer
            .thinking
            .as_ref()
            .and_then(|t| t.answer.flatten());
        self.send(event.into());
        let after = self.app.play().map(|p| p.table.tokens());
        if let (Some((true, before)), Some(after)) = (before, after)
            && !redo
        {
            let played_on = after.len() > before.len() && after.starts_with(&before);
            let its_own = waiting.is_some_and(|mv| {
                after.len() == before.len() + 1 && after[before.len()] == mv.to_string()
            });
            assert!(
                !played_on || its_own,
                "a person moved for the computer: {before:?} -> {after:?}"
            );
        }
    }

    /// The model's rules, after every step.
    fn check(&self) {
        let app = &self.app;
        let Some(play) = app.play() else {
            return;
        };
        if app.running && play.computer_to_move() && !app.computer.paused {
            let t = app.computer.thinking.as_ref();
            assert!(
                t.is_some_and(|t| t.side == play.game().to_move() && t.version == play.version),
                "the computer is to move and nothing thinks for it: {:?} on {:?}",
                app.computer.thinking,
                app.place()
            );
        }
        let current = yote::tui::seats::table::record_of(&play.table);
        assert_eq!(
            app.keeper.last.as_ref(),
            Some(&current),
            "every change is asked for"
        );
        if self.asked.is_some() && app.keeper.last == self.asked && app.keeper.unsaved().is_none() {
            let disk = record::load(&self.autosave).expect("the autosave reads");
            assert_eq!(disk, current, "the autosave holds the game on screen");
        }
    }
}

fn click(x: u16, y: u16) -> ratatui::crossterm::event::MouseEvent {
    use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
    MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: x,
        row: y,
        modifiers: KeyModifiers::NONE,
    }
}

fn run_case(start: ([Option<Level>; 2], bool), steps: &[Step]) {
    let mut world = World::new(start.0, start.1);
    world.check();
    for step in steps {
        world.run(step.clone());
        world.check();
    }
    // Drawn at the end, at the size it has: nothing panics there either.
    let (w, h) = world.app.size;
    let _ = draw(&world.app, w, h);
    let _ = world.app.screen() == ScreenKind::Game;
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn the_app_keeps_its_promises_whatever_comes(
        start in start(),
        steps in proptest::collection::vec(step(), 1..60),
    ) {
        run_case(start, &steps);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 10_000, ..ProptestConfig::default() })]

    #[test]
    #[ignore = "10 000 runs: the slow tests"]
    fn the_app_keeps_its_promises_over_ten_thousand_runs(
        start in start(),
        steps in proptest::collection::vec(step(), 1..80),
    ) {
        run_case(start, &steps);
    }
}
