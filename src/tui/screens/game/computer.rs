//! The app's side of the computer players: when to search (after every
//! message, whatever is open above the game), what to do with the answer
//! (play it, mark it as a hint, or drop it when the game has moved on). It
//! asks the seats who searches, is handed the game on screen and returns
//! the searches to start, for the event loop to spawn
//! ([`crate::tui::run::think::spawn`]) or to hand to the external engine's
//! worker ([`crate::tui::run::engine_worker`]). What happened is told to
//! the game screen as [`News`], which words it; the keys that reach the
//! computer are the game screen's to route ([`super::turn`]). An engine
//! that fails gives its side to the person.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::prefs::{EngineCommand, Machine};
use yote_engine::{Color, Move};

use crate::tui::msg::{Advice, EngineNews, Message};
use crate::tui::screens::game::play::{HandOver, News, Play, ThinkingLine};
use crate::tui::seats::Seat;

pub use crate::tui::run::think::{
    Clock, EngineCall, HINT_LEVEL, Job, MIN_DELAY, Request, STOP_POLL, answer, search, spawn,
};

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
    /// Its answer, come while something was open above the game: played
    /// once the game is on top again, so that no move is made unseen.
    pub answer: Option<Option<Move>>,
    /// What the hint's search knew of its answer, for the reason given.
    pub advice: Option<Advice>,
    stop: Arc<AtomicBool>,
}

impl Thinking {
    /// Stops the search at once; its answer will be ignored.
    pub fn stop(&self) {
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
    /// The external engine the preferences name, if any.
    pub engine: Option<EngineCommand>,
    /// The match on screen, counted: each has its own engine process.
    table: u64,
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
            engine: None,
            table: 0,
            next_id: 1,
        }
    }
}

/// What the pause key did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pause {
    /// No side is the computer's: nothing to pause.
    NoComputer,
    /// The computer players wait now.
    Paused,
    /// They play on.
    Resumed,
}

/// Why no hint is searched for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoHint {
    Over,
    /// The side to move is not the person's.
    NotPerson,
    /// A search already goes on.
    Busy,
}

impl Computer {
    /// A new match is on screen: a pause ends with the game it was made
    /// in, and the engine of the last one is not this one's.
    pub fn started(&mut self) {
        self.paused = false;
        self.table += 1;
    }

    /// After every message: plays an answer that waited (when nothing is
    /// open above the game: `covered` says whether something is), stops a
    /// search the game has left behind, starts the search of the seat to
    /// move when it searches (returned, for the event loop to spawn), and
    /// tells the game what it is doing. It thinks whatever is open above
    /// the game (a help, a dialog, another screen): only a finished game,
    /// the pause and quitting stop it.
    pub fn sync(
        &mut self,
        play: Option<&mut Play>,
        running: bool,
        covered: bool,
    ) -> Option<Request> {
        let Some(play) = play else {
            self.stop();
            return None;
        };
        if let Some(t) = self.thinking.take_if(|t| t.answer.is_some()) {
            // A hint waits too: it is said on the status line, hidden.
            let waits = t.job == Job::Hint || play.table.seat(t.side).waits_when_covered();
            if covered && waits {
                self.thinking = Some(t);
            } else {
                Computer::play_answer(play, &t, t.answer.flatten());
            }
        }
        let game = play.game();
        let live = running && !game.is_over();
        let side = game.to_move();
        let seat = play.table.seat(side);
        if let Some(t) = &self.thinking {
            let wanted = match t.job {
                Job::Move(l) => seat == Seat::Computer(l) && !self.paused,
                Job::Engine => seat == Seat::Engine && !self.paused,
                Job::Hint => seat.takes_keys(),
            };
            if !(wanted && live && t.version == play.version && t.side == side) {
                self.stop();
            }
        }
        if self.engine.is_none() && live && play.table.computer.contains(&Some(Machine::Engine)) {
            // No engine command (a saved game opened without one): each of
            // the engine's sides is the person's from now on, said at once.
            for side in Color::ALL {
                if play.table.seat(side) == Seat::Engine {
                    play.hear(News::HandedOver {
                        side,
                        why: HandOver::NotSet,
                    });
                }
            }
        }
        let seat = play.table.seat(side);
        let asked = match seat {
            Seat::Computer(_) | Seat::Engine if self.thinking.is_none() && !self.paused && live => {
                let job = match seat {
                    Seat::Computer(level) => Job::Move(level),
                    _ => Job::Engine,
                };
                Some(self.think(play, job))
            }
            _ => None,
        };
        play.thinking = self.thinking_line(play);
        asked
    }

    /// Starts a search of the position in `play`.
    fn think(&mut self, play: &Play, job: Job) -> Request {
        let id = self.next_id;
        self.next_id += 1;
        let stop = Arc::new(AtomicBool::new(false));
        self.thinking = Some(Thinking {
            id,
            job,
            side: play.game().to_move(),
            version: play.version,
            depth: 0,
            answer: None,
            advice: None,
            stop: stop.clone(),
        });
        Request {
            id,
            job,
            game: play.game().clone(),
            seed: self.seed,
            delay: match job {
                Job::Move(_) => self.delay,
                Job::Hint | Job::Engine => Duration::ZERO,
            },
            stop,
            budget: None,
            left: None,
            engine: match (job, &self.engine) {
                (Job::Engine, Some(command)) => Some(EngineCall {
                    command: command.clone(),
                    table: self.table,
                }),
                _ => None,
            },
        }
    }

    /// News of the engine's request `id`: its name, for the thinking line;
    /// or its failure, which gives its side to the person, with a note
    /// that says why. News of a request since stopped is dropped.
    pub fn engine_news(&mut self, play: Option<&mut Play>, id: u64, news: EngineNews) {
        if self.thinking.as_ref().is_none_or(|t| t.id != id) {
            return;
        }
        let Some(play) = play else {
            return;
        };
        match news {
            EngineNews::Named(name) => play.engine_name = Some(name),
            EngineNews::Failed(why) => {
                if let Some(t) = self.thinking.take() {
                    play.hear(News::HandedOver {
                        side: t.side,
                        why: HandOver::Failed(why),
                    });
                    play.thinking = self.thinking_line(play);
                }
            }
        }
    }

    /// Stops the search going on, if any.
    pub fn stop(&mut self) {
        if let Some(t) = self.thinking.take() {
            t.stop();
        }
    }

    /// Whether the search going on is a hint's.
    pub fn hinting(&self) -> bool {
        matches!(self.thinking, Some(Thinking { job: Job::Hint, .. }))
    }

    /// A message from the thread: a depth reached or the answer. Answers of
    /// searches since stopped, or about a game since changed, are dropped;
    /// an answer that comes while something is open above the game
    /// (`covered`) waits for it to close if its seat says so (see
    /// [`Computer::sync`]).
    pub fn answered(&mut self, play: Option<&mut Play>, msg: &Message, covered: bool) {
        match *msg {
            Message::Depth { id, depth } => {
                if let Some(t) = self.thinking.as_mut().filter(|t| t.id == id) {
                    t.depth = t.depth.max(depth);
                }
            }
            Message::Advised { id, advice } => {
                if let Some(t) = self.thinking.as_mut().filter(|t| t.id == id) {
                    t.advice = advice;
                }
                let mv = advice.map(|a| a.mv);
                self.answered(play, &Message::Thought { id, mv }, covered);
            }
            Message::Thought { id, mv } => {
                if covered {
                    if let Some(t) = self.thinking.as_mut().filter(|t| t.id == id) {
                        t.answer = Some(mv);
                    }
                    return;
                }
                let Some(t) = self.thinking.take_if(|t| t.id == id) else {
                    return;
                };
                if let Some(play) = play {
                    Computer::play_answer(play, &t, mv);
                }
            }
            _ => {}
        }
    }

    /// The answer `mv` of the search `t`: the computer's move played, or
    /// the hint marked (nothing, if the game has moved on since).
    fn play_answer(play: &mut Play, t: &Thinking, mv: Option<Move>) {
        if play.version != t.version {
            return;
        }
        match (t.job, mv) {
            (Job::Move(_) | Job::Engine, Some(mv)) if play.game().is_legal(&mv) => play.play(mv),
            (Job::Hint, Some(mv)) if play.game().is_legal(&mv) => {
                let advice = t.advice.filter(|a| a.mv == mv);
                play.offer_hint(mv, advice.as_ref());
            }
            _ => play.hear(News::NoMove),
        }
    }

    /// The pause key: the computer players wait, or play on. Their own
    /// search stops in `sync`, right after this message; a hint being
    /// searched for the person goes on.
    pub fn toggle_pause(&mut self, play: &Play) -> Pause {
        if play.table.computer.iter().all(Option::is_none) {
            return Pause::NoComputer;
        }
        self.paused = !self.paused;
        if self.paused {
            Pause::Paused
        } else {
            Pause::Resumed
        }
    }

    /// Esc while the computer is to move: it stops and waits.
    pub fn pause_now(&mut self) {
        self.paused = true;
        self.stop();
    }

    /// Starts the search of a hint for the person to move.
    pub fn hint(&mut self, play: &Play) -> Result<Request, NoHint> {
        if play.game().is_over() {
            return Err(NoHint::Over);
        }
        if !play.table.seat_to_move().takes_keys() {
            return Err(NoHint::NotPerson);
        }
        if self.thinking.is_some() {
            return Err(NoHint::Busy);
        }
        Ok(self.think(play, Job::Hint))
    }

    /// Undo or redo: `one` move between people, or when the computer plays
    /// both sides (it pauses, so that the move stays to be seen); against
    /// the computer, as far as the person's turn (`to_person`).
    pub fn step(&mut self, play: &mut Play, one: fn(&mut Play), to_person: fn(&mut Play)) {
        self.stop();
        match play.table.computer {
            [Some(_), Some(_)] => {
                self.paused = true;
                one(play);
            }
            [None, None] => one(play),
            _ => to_person(play),
        }
    }

    /// What the computer is doing for the prompt line, if it is to move or
    /// a hint is being searched.
    pub fn thinking_line(&self, play: &Play) -> Option<ThinkingLine> {
        let game = play.game();
        if game.is_over() {
            return None;
        }
        let side = game.to_move();
        let depth = self.thinking.as_ref().map_or(0, |t| t.depth);
        match (&self.thinking, play.table.seat(side)) {
            (_, Seat::Person) if self.hinting() => Some(ThinkingLine::Hint { depth }),
            (_, Seat::Person) => None,
            (_, seat) if self.paused => Some(ThinkingLine::Paused { side, seat }),
            (Some(_), seat) => Some(ThinkingLine::Thinking { side, seat, depth }),
            (None, _) => None,
        }
    }
}
