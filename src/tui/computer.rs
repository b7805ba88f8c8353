//! The computer at the table: its move (or a hint for a person) searched on
//! a thread of its own, stopped at once through a shared flag, its answer
//! sent back as a message the event loop wakes up for; and what the app does
//! with it: play it, mark it, or drop it when the game has moved on.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use crate::tr;
use yote_ai::{self, Level, Player};
use yote_engine::{Color, Game, Move};

use ratatui::layout::Rect;

use super::app::{App, Effect, Msg, Screen};
use super::game_screen::{self, Hit};
use super::play::Play;
use super::words;

/// The shortest time from the start of the computer's thinking to its move,
/// so that a player sees whose turn it was (tests set it to zero).
pub const MIN_DELAY: Duration = Duration::from_millis(400);

/// How often a delay that is waited out looks at the stop flag.
pub const STOP_POLL: Duration = Duration::from_millis(10);

/// What the computer is asked to think about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Job {
    /// Its own move, at its level.
    Move(Level),
    /// The move it suggests to the person to move (the full search).
    Hint,
}

/// The level hints are searched at.
pub const HINT_LEVEL: Level = Level::Hard;

/// One search for the thread: the game as it stands, what to find, and the
/// flag that stops it.
#[derive(Clone, Debug)]
pub struct Request {
    /// Tells the answer apart from the answers of searches since stopped.
    pub id: u64,
    pub job: Job,
    pub game: Game,
    /// Makes Easy's mistakes reproducible.
    pub seed: u64,
    /// The move is sent no sooner than this after the start.
    pub delay: Duration,
    pub stop: Arc<AtomicBool>,
}

impl PartialEq for Request {
    fn eq(&self, other: &Request) -> bool {
        self.id == other.id && self.job == other.job
    }
}

impl Eq for Request {}

/// A search going on, as the app sees it.
#[derive(Clone, Debug)]
pub struct Thinking {
    pub id: u64,
    pub job: Job,
    /// The side it thinks for.
    pub side: Color,
    /// The game's version (see `Play::version`) it thinks about.
    pub version: u64,
    /// The deepest iteration completed so far (0 before the first).
    pub depth: u32,
    stop: Arc<AtomicBool>,
}

impl Thinking {
    /// Stops the search at once; its answer will be ignored.
    fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The app's side of the computer players.
#[derive(Clone, Debug)]
pub struct Computer {
    /// The search going on, if any.
    pub thinking: Option<Thinking>,
    /// Computer players wait (the pause key, Esc while one thinks).
    pub paused: bool,
    /// The shortest time from the start of thinking to the move.
    pub delay: Duration,
    /// Makes Easy's mistakes reproducible (from the clock by default).
    pub seed: u64,
    next_id: u64,
}

impl Default for Computer {
    fn default() -> Self {
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        Computer {
            thinking: None,
            paused: false,
            delay: MIN_DELAY,
            seed,
            next_id: 1,
        }
    }
}

/// A number that differs for every game position put on screen.
pub fn next_version() -> u64 {
    static VERSION: AtomicU64 = AtomicU64::new(1);
    VERSION.fetch_add(1, Ordering::Relaxed)
}

/// Runs a request on this thread: the move found (`None` if stopped before
/// one was found or the game is over); `progress` hears each depth
/// completed.
pub fn search(request: &Request, mut progress: impl FnMut(u32)) -> Option<Move> {
    let stop = &request.stop;
    match request.job {
        // Easy's mistakes come from its own chooser; its search is one ply.
        Job::Move(Level::Easy) => yote_ai::choose(&request.game, Level::Easy, request.seed, stop),
        Job::Move(level) => full_search(request, level, &mut progress),
        Job::Hint => full_search(request, HINT_LEVEL, &mut progress),
    }
}

fn full_search(request: &Request, level: Level, progress: &mut impl FnMut(u32)) -> Option<Move> {
    Player::Level(level)
        .searcher()
        .think(&request.game, level.limits(), &request.stop, |p| {
            progress(p.depth);
        })
        .map(|r| r.best)
}

/// Searches on a thread of its own; `send` gets the depths as they are
/// completed ([`Msg::Depth`]) and the answer ([`Msg::Thought`]) no sooner
/// than the request's delay after the start. A stopped search sends nothing.
pub fn spawn(request: Request, send: impl Fn(Msg) + Send + 'static) -> thread::JoinHandle<()> {
    thread::spawn(move || answer(&request, &mut RealClock(Instant::now()), send))
}

/// The time as the computer's thread sees it: the real clock, or a test's
/// that moves only when slept on, so that the delay is checked without
/// waiting for it.
#[doc(hidden)]
pub trait Clock {
    /// The time since the thinking began.
    fn elapsed(&self) -> Duration;
    /// Waits `time`.
    fn sleep(&mut self, time: Duration);
}

/// The clock on the wall, from the start of the thinking.
struct RealClock(Instant);

impl Clock for RealClock {
    fn elapsed(&self) -> Duration {
        self.0.elapsed()
    }

    fn sleep(&mut self, time: Duration) {
        thread::sleep(time);
    }
}

/// What [`spawn`]'s thread does, on this thread: searches, waits out the
/// rest of the request's delay on `clock` (looking at the stop flag every
/// [`STOP_POLL`]), and sends the answer unless stopped meanwhile.
#[doc(hidden)]
pub fn answer(request: &Request, clock: &mut impl Clock, send: impl Fn(Msg)) {
    let id = request.id;
    let mv = search(request, |depth| send(Msg::Depth { id, depth }));
    let stopped = || request.stop.load(Ordering::Relaxed);
    loop {
        let left = request.delay.saturating_sub(clock.elapsed());
        if left.is_zero() || stopped() {
            break;
        }
        clock.sleep(left.min(STOP_POLL));
    }
    if !stopped() {
        send(Msg::Thought { id, mv });
    }
}

impl App {
    /// The level of the computer playing `side` in the game on screen.
    pub fn computer_of(&self, side: Color) -> Option<Level> {
        self.play.as_ref().and_then(|p| p.m.computer[side.index()])
    }

    /// Whether the side to move in the game on screen is a computer.
    pub fn computer_to_move(&self) -> bool {
        self.game()
            .is_some_and(|g| !g.is_over() && self.computer_of(g.to_move()).is_some())
    }

    /// Whether the computer may think now: the game on screen, nothing
    /// over it, the app running.
    fn may_think(&self) -> bool {
        self.running
            && self.screen == Screen::Game
            && self.overlay.is_none()
            && self.prompt.is_none()
            && self.game().is_some_and(|g| !g.is_over())
    }

    /// After every message: stops a search the game has left behind,
    /// starts the computer's when it is to move, and says so on screen.
    pub(super) fn sync_computer(&mut self) {
        self.sync_thinking();
        let text = self.thinking_text();
        if let Some(play) = self.play.as_mut() {
            play.thinking = text;
        }
    }

    fn sync_thinking(&mut self) {
        let Some(play) = self.play.as_ref() else {
            return self.stop_thinking();
        };
        let side = play.game().to_move();
        let version = play.version;
        let level = play.m.computer[side.index()];
        if let Some(t) = &self.computer.thinking {
            let wanted = match t.job {
                Job::Move(l) => level == Some(l) && !self.computer.paused,
                Job::Hint => level.is_none(),
            };
            if !(wanted && self.may_think() && t.version == version && t.side == side) {
                self.stop_thinking();
            }
        }
        if self.computer.thinking.is_none()
            && !self.computer.paused
            && self.may_think()
            && let Some(level) = level
        {
            self.think(Job::Move(level));
        }
    }

    /// Starts a search of the position on screen (the event loop spawns it).
    fn think(&mut self, job: Job) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        let id = self.computer.next_id;
        self.computer.next_id += 1;
        let stop = Arc::new(AtomicBool::new(false));
        self.computer.thinking = Some(Thinking {
            id,
            job,
            side: play.game().to_move(),
            version: play.version,
            depth: 0,
            stop: stop.clone(),
        });
        self.effects.push(Effect::Think(Box::new(Request {
            id,
            job,
            game: play.game().clone(),
            seed: self.computer.seed,
            delay: match job {
                Job::Move(_) => self.computer.delay,
                Job::Hint => Duration::ZERO,
            },
            stop,
        })));
    }

    /// Stops the search going on, if any.
    pub(super) fn stop_thinking(&mut self) {
        if let Some(t) = self.computer.thinking.take() {
            t.stop();
        }
    }

    /// A message from the thread: a depth reached or the answer. Answers of
    /// searches since stopped are ignored.
    pub(super) fn computer_answered(&mut self, msg: Msg) {
        match msg {
            Msg::Depth { id, depth } => {
                if let Some(t) = self.computer.thinking.as_mut().filter(|t| t.id == id) {
                    t.depth = t.depth.max(depth);
                }
            }
            Msg::Thought { id, mv } => {
                let Some(t) = self.computer.thinking.take_if(|t| t.id == id) else {
                    return;
                };
                let Some(play) = self.play.as_mut().filter(|p| p.version == t.version) else {
                    return;
                };
                match (t.job, mv) {
                    (Job::Move(_), Some(mv)) if play.game().is_legal(&mv) => play.play(mv),
                    (Job::Hint, Some(mv)) if play.game().is_legal(&mv) => {
                        play.hint = Some(mv);
                        play.note(tr!("computer-hint", move = mv.to_string()));
                    }
                    _ => play.note(tr!("computer-no-move")),
                }
            }
            _ => {}
        }
    }

    /// The messages the computer changes on the game screen: the board's
    /// keys wait while it is to move, Esc stops it (and pauses), a draw
    /// offered to it is declined. Returns whether `msg` was taken.
    pub(super) fn computer_intercepts(&mut self, msg: Msg) -> bool {
        let to_move = self.computer_to_move();
        let thinking_hint = matches!(
            self.computer.thinking,
            Some(Thinking { job: Job::Hint, .. })
        );
        let size = self.size;
        let Some(play) = self.play.as_mut() else {
            return false;
        };
        // Looking back in the move list: Esc and Enter return to the game.
        let looking = play.view.is_some();
        let on_board = |x, y, play: &Play| {
            let area = Rect::new(0, 0, size.0, size.1);
            matches!(
                game_screen::hit(area, play, x, y),
                Some(Hit::Square(_) | Hit::Hand(_))
            )
        };
        // What waits for the person's turn: a choice on the board, and a
        // draw offer or resignation, which speak for the side to move.
        let waits = match msg {
            Msg::Activate | Msg::TakeFromHand | Msg::StopChain => !looking,
            Msg::Click(x, y) => !looking && on_board(x, y, play),
            Msg::OfferDraw | Msg::Resign => true,
            _ => false,
        };
        let game = play.game();
        let side = game.to_move();
        match msg {
            Msg::Cancel if looking => return false,
            Msg::Cancel if to_move && !self.computer.paused => {
                self.computer.paused = true;
                let pause = play.hints.pause.clone();
                self.stop_thinking();
                self.say(&tr!("computer-paused-stopped", key = pause));
            }
            Msg::Cancel if thinking_hint => {
                self.stop_thinking();
                self.say(&tr!("computer-hint-stopped"));
            }
            _ if waits && to_move => {
                let name = play.m.name(side).to_string();
                let keys = &play.hints;
                let what = if self.computer.paused {
                    tr!(
                        "computer-is-paused-undo",
                        name = name,
                        pause = keys.pause.as_str(),
                        undo = keys.undo.as_str()
                    )
                } else {
                    tr!(
                        "computer-wait",
                        name = name,
                        undo = keys.undo.as_str(),
                        cancel = keys.cancel.as_str()
                    )
                };
                play.note(what);
            }
            Msg::OfferDraw
                if !game.is_over() && play.m.computer[side.other().index()].is_some() =>
            {
                let name = play.m.name(side.other()).to_string();
                play.note(tr!("computer-declines-draw", name = name));
            }
            Msg::Pause => self.pause_or_resume(),
            Msg::Hint => self.hint(),
            Msg::Undo => self.undo_against_computer(),
            Msg::Redo => self.redo_against_computer(),
            _ => return false,
        }
        true
    }

    /// A note on the game screen's status line.
    fn say(&mut self, text: &str) {
        if let Some(play) = self.play.as_mut() {
            play.note(text);
        }
    }

    fn pause_or_resume(&mut self) {
        let any = self
            .play
            .as_ref()
            .is_some_and(|p| p.m.computer.iter().any(Option::is_some));
        if !any {
            return self.say(&tr!("computer-none"));
        }
        self.computer.paused = !self.computer.paused;
        // The computer's own search stops in `sync_computer`, right after
        // this message; a hint being searched for the person goes on.
        if self.computer.paused {
            let pause = self
                .play
                .as_ref()
                .map(|p| p.hints.pause.clone())
                .unwrap_or_default();
            self.say(&tr!("computer-paused-waits", key = pause));
        } else {
            self.say(&tr!("computer-plays-on"));
        }
    }

    /// Starts the search of a hint for the person to move.
    fn hint(&mut self) {
        let Some(play) = self.play.as_mut() else {
            return;
        };
        if play.game().is_over() {
            return play.note(tr!("computer-hint-over"));
        }
        if play.m.computer[play.game().to_move().index()].is_some() {
            return play.note(tr!("computer-hint-person"));
        }
        if self.computer.thinking.is_some() {
            return;
        }
        let text = tr!("computer-hint-looking", key = play.hints.cancel.as_str());
        play.note(text);
        self.think(Job::Hint);
    }

    /// Undo: against the computer, back to the person's previous turn; when
    /// the computer plays both sides, one move, and it pauses.
    fn undo_against_computer(&mut self) {
        self.step_against_computer(Play::undo, Play::undo_to_person);
    }

    /// Redo: against the computer, on to the person's next turn.
    fn redo_against_computer(&mut self) {
        self.step_against_computer(Play::redo, Play::redo_to_person);
    }

    /// Undo or redo: `one` move between people, or when the computer plays
    /// both sides (it pauses, so that the move stays to be seen); against
    /// the computer, as far as the person's turn (`to_person`).
    fn step_against_computer(&mut self, one: fn(&mut Play), to_person: fn(&mut Play)) {
        self.stop_thinking();
        let Some(play) = self.play.as_mut() else {
            return;
        };
        match play.m.computer {
            [Some(_), Some(_)] => {
                self.computer.paused = true;
                one(play);
            }
            [None, None] => one(play),
            _ => to_person(play),
        }
    }

    /// The line that says the computer is thinking (or paused), if it is to
    /// move or a hint is being searched.
    pub fn thinking_text(&self) -> Option<String> {
        let play = self.play.as_ref()?;
        let game = play.game();
        if game.is_over() {
            return None;
        }
        let side = game.to_move();
        let depth = |t: &Thinking| {
            if t.depth > 0 {
                format!(", {}", tr!("computer-depth", depth = t.depth))
            } else {
                String::new()
            }
        };
        match (&self.computer.thinking, play.m.computer[side.index()]) {
            (_, Some(level)) if self.computer.paused => Some(tr!(
                "computer-status-paused",
                name = play.m.label(side),
                level = words::level(level),
                key = play.hints.pause.as_str()
            )),
            (Some(t), Some(level)) => Some(tr!(
                "computer-status-thinking",
                name = play.m.label(side),
                level = words::level(level),
                depth = depth(t)
            )),
            (Some(t @ Thinking { job: Job::Hint, .. }), None) => Some(tr!(
                "computer-status-hint",
                level = words::level(HINT_LEVEL),
                depth = depth(t),
                key = play.hints.cancel.as_str()
            )),
            _ => None,
        }
    }
}
