//! The app's side of the computer players: when to search (after every
//! message, whatever is open above the game), what to do with the answer
//! (play it, mark it as a hint, or drop it when the game has moved on), and
//! the keys it changes on the game screen. A component the app routes to:
//! it is handed the game on screen and returns the searches to start, for
//! the event loop to spawn ([`crate::tui::run::think::spawn`]), or to hand to the
//! external engine's worker ([`crate::tui::run::engine_worker`]) for a side the
//! engine plays. An engine that fails gives its side to the person.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use ratatui::layout::Rect;

use crate::engine_client::Failure;
use crate::prefs::{EngineCommand, Machine};
use crate::tr;
use yote_engine::{Color, Move};

use crate::tui::msg::{Advice, EngineNews, Msg};
use crate::tui::screens::game::play::Play;
use crate::tui::screens::game::view::{self as game_screen, Hit};
use crate::tui::words;

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

/// What the computer made of a message on the game screen.
#[derive(Debug)]
pub enum Taken {
    /// Not the computer's: the game screen handles it.
    No,
    /// Taken (a key that waits for the person's turn, a pause, undo...).
    Yes,
    /// Taken, and a search to start (a hint).
    Think(Box<Request>),
}

impl Computer {
    /// Who plays `side` in `play`, if it is the computer or the engine.
    pub fn of(play: &Play, side: Color) -> Option<Machine> {
        play.table.computer[side.index()]
    }

    /// Whether the side to move in `play` is a computer (the game not over).
    pub fn to_move(play: Option<&Play>) -> bool {
        play.is_some_and(Play::computer_to_move)
    }

    /// A new match is on screen: a pause ends with the game it was made
    /// in, and the engine of the last one is not this one's.
    pub fn started(&mut self) {
        self.paused = false;
        self.table += 1;
    }

    /// After every message: plays an answer that waited (when nothing is
    /// open above the game: `covered` says whether something is), stops a
    /// search the game has left behind, starts the computer's when it is to
    /// move (returned, for the event loop to spawn), and says so on screen.
    /// It thinks whatever is open above the game (a help, a dialog, another
    /// screen): only a finished game, the pause and quitting stop it.
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
        if !covered && let Some(t) = self.thinking.take_if(|t| t.answer.is_some()) {
            Computer::play_answer(play, &t, t.answer.flatten());
        }
        let game = play.game();
        let live = running && !game.is_over();
        let side = game.to_move();
        let machine = Computer::of(play, side);
        if let Some(t) = &self.thinking {
            let wanted = match t.job {
                Job::Move(l) => machine == Some(Machine::Level(l)) && !self.paused,
                Job::Engine => machine == Some(Machine::Engine) && !self.paused,
                Job::Hint => machine.is_none(),
            };
            if !(wanted && live && t.version == play.version && t.side == side) {
                self.stop();
            }
        }
        if self.engine.is_none() && live && play.table.computer.contains(&Some(Machine::Engine)) {
            // No engine command (a saved game opened without one): each of
            // the engine's sides is the person's from now on, said at once.
            for side in Color::ALL {
                if Computer::of(play, side) == Some(Machine::Engine) {
                    Computer::hand_over(play, side, &tr!("engine-not-set"));
                }
            }
            if machine == Some(Machine::Engine) {
                play.thinking = self.thinking_text(play);
                return None;
            }
        }
        let asked = match machine {
            Some(machine) if self.thinking.is_none() && !self.paused && live => {
                let job = match machine {
                    Machine::Level(level) => Job::Move(level),
                    Machine::Engine => Job::Engine,
                };
                Some(self.think(play, job))
            }
            _ => None,
        };
        play.thinking = self.thinking_text(play);
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
                    let name = Computer::engine_label(play);
                    Computer::hand_over(play, t.side, &Computer::failed(&name, &why));
                    play.thinking = self.thinking_text(play);
                }
            }
        }
    }

    /// `why` the engine stopped playing `side`: a person plays it now.
    /// Said so that the autosave's note (the first write of an opened
    /// game may keep an earlier one aside) comes after it, not over it.
    fn hand_over(play: &mut Play, side: Color, why: &str) {
        play.table.computer[side.index()] = None;
        let text = tr!(
            "engine-handed-over",
            why = why,
            side = play.table.label(side)
        );
        play.lasting_note(text);
    }

    /// The engine's failure in words, naming it.
    fn failed(name: &str, why: &Failure) -> String {
        tr!("engine-failed", name = name, why = why.say())
    }

    /// The engine by the name it gave, or "Engine" before it gave one.
    fn engine_label(play: &Play) -> String {
        play.engine_name
            .clone()
            .unwrap_or_else(|| words::machine(Machine::Engine))
    }

    /// Stops the search going on, if any.
    pub fn stop(&mut self) {
        if let Some(t) = self.thinking.take() {
            t.stop();
        }
    }

    /// A message from the thread: a depth reached or the answer. Answers of
    /// searches since stopped, or about a game since changed, are dropped;
    /// an answer that comes while something is open above the game
    /// (`covered`) waits for it to close (see [`Computer::sync`]).
    pub fn answered(&mut self, play: Option<&mut Play>, msg: Msg, covered: bool) {
        match msg {
            Msg::Depth { id, depth } => {
                if let Some(t) = self.thinking.as_mut().filter(|t| t.id == id) {
                    t.depth = t.depth.max(depth);
                }
            }
            Msg::Advised { id, advice } => {
                if let Some(t) = self.thinking.as_mut().filter(|t| t.id == id) {
                    t.advice = advice;
                }
                let mv = advice.map(|a| a.mv);
                self.answered(play, Msg::Thought { id, mv }, covered);
            }
            Msg::Thought { id, mv } => {
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
            _ => play.note(tr!("computer-no-move")),
        }
    }

    /// The messages the computer changes on the game screen (`area`, for
    /// mapping clicks): the board's keys wait while it is to move, Esc
    /// stops it (and pauses), a draw offered to it is declined.
    pub fn intercepts(&mut self, play: &mut Play, msg: Msg, area: Rect) -> Taken {
        let to_move = Computer::to_move(Some(play));
        let thinking_hint = matches!(self.thinking, Some(Thinking { job: Job::Hint, .. }));
        // Looking back in the move list: Esc and Enter return to the game.
        let looking = play.view.is_some();
        let on_board = |x, y, play: &Play| {
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
            Msg::Cancel if looking => return Taken::No,
            Msg::Cancel if to_move && !self.paused => {
                self.paused = true;
                let pause = play.hints.pause.clone();
                self.stop();
                play.note(tr!("computer-paused-stopped", key = pause));
            }
            Msg::Cancel if thinking_hint => {
                self.stop();
                play.note(tr!("computer-hint-stopped"));
            }
            // Any other move on the board's state waits too: a person
            // never chooses for the computer's side.
            _ if waits && to_move => {
                let name = play.table.name(side).to_string();
                let keys = &play.hints;
                let what = if self.paused {
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
            Msg::OfferDraw if !game.is_over() && Computer::of(play, side.other()).is_some() => {
                let name = play.table.name(side.other()).to_string();
                play.note(tr!("computer-declines-draw", name = name));
            }
            Msg::Pause => self.pause_or_resume(play),
            Msg::Hint => return self.hint(play),
            Msg::Undo => self.step(play, Play::undo, Play::undo_to_person),
            Msg::Redo => self.step(play, Play::redo, Play::redo_to_person),
            _ => return Taken::No,
        }
        Taken::Yes
    }

    fn pause_or_resume(&mut self, play: &mut Play) {
        if play.table.computer.iter().all(Option::is_none) {
            return play.note(tr!("computer-none"));
        }
        self.paused = !self.paused;
        // The computer's own search stops in `sync`, right after this
        // message; a hint being searched for the person goes on.
        if self.paused {
            let pause = play.hints.pause.clone();
            play.note(tr!("computer-paused-waits", key = pause));
        } else {
            play.note(tr!("computer-plays-on"));
        }
    }

    /// Starts the search of a hint for the person to move.
    fn hint(&mut self, play: &mut Play) -> Taken {
        if play.game().is_over() {
            play.note(tr!("computer-hint-over"));
            return Taken::Yes;
        }
        if Computer::of(play, play.game().to_move()).is_some() {
            play.note(tr!("computer-hint-person"));
            return Taken::Yes;
        }
        if self.thinking.is_some() {
            return Taken::Yes;
        }
        // A second `t` on a hint that stands plays it.
        if play.hint_ready() {
            play.play_hint();
            return Taken::Yes;
        }
        let text = tr!("computer-hint-looking", key = play.hints.cancel.as_str());
        play.note(text);
        Taken::Think(Box::new(self.think(play, Job::Hint)))
    }

    /// Undo or redo: `one` move between people, or when the computer plays
    /// both sides (it pauses, so that the move stays to be seen); against
    /// the computer, as far as the person's turn (`to_person`).
    fn step(&mut self, play: &mut Play, one: fn(&mut Play), to_person: fn(&mut Play)) {
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

    /// The line that says the computer is thinking (or paused), if it is to
    /// move or a hint is being searched.
    pub fn thinking_text(&self, play: &Play) -> Option<String> {
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
        let who = |machine| match machine {
            Machine::Level(level) => words::level(level),
            Machine::Engine => Computer::engine_label(play),
        };
        match (&self.thinking, Computer::of(play, side)) {
            (_, Some(machine)) if self.paused => Some(tr!(
                "computer-status-paused",
                name = play.table.label(side),
                level = who(machine),
                key = play.hints.pause.as_str()
            )),
            (Some(t), Some(machine)) => Some(tr!(
                "computer-status-thinking",
                name = play.table.label(side),
                level = who(machine),
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
