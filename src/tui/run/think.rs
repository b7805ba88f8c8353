//! The computer's search on a thread of its own: what it is asked
//! ([`Request`]), the search, the wait before its move, and the answer sent
//! back as a message the event loop wakes up for. It knows nothing of the
//! app; [`crate::tui::screens::game::computer`] is the app's side of the computer players.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use yote_ai::{self, Level, Player};
use yote_engine::{Game, Move};

use crate::prefs::EngineCommand;
use crate::tui::msg::{Advice, Message};

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
    /// The external engine's move (asked of its process by
    /// [`crate::tui::run::engine_worker`], not searched here).
    Engine,
}

/// The level names are searched at.
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
    /// For [`Job::Engine`]: the engine to ask.
    pub engine: Option<EngineCall>,
    /// In a timed game, the most the search may take: its share of the
    /// clock (`clock::think_time`), never more than the clock has.
    pub budget: Option<Duration>,
    /// In a timed game, the time the side to move has left: an engine is
    /// waited for that long (its flag falls first).
    pub left: Option<Duration>,
}

/// The external engine a [`Job::Engine`] asks: its command, and the table
/// (the match on screen, see `Computer::started`) it plays at, so that one
/// process plays a whole game and a new game starts a new one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineCall {
    pub command: EngineCommand,
    pub table: u64,
}

impl PartialEq for Request {
    fn eq(&self, other: &Request) -> bool {
        self.id == other.id && self.job == other.job
    }
}

impl Eq for Request {}

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
        Job::Engine => None,
    }
}

fn full_search(request: &Request, level: Level, progress: &mut impl FnMut(u32)) -> Option<Move> {
    Player::Level(level)
        .searcher()
        .think(
            &request.game,
            within(level.limits(), request.budget),
            &request.stop,
            |p| {
                progress(p.depth);
            },
        )
        .map(|r| r.best)
}

/// `limits` cut to `budget`, when the clock gives one.
fn within(mut limits: yote_ai::Limits, budget: Option<Duration>) -> yote_ai::Limits {
    if let Some(budget) = budget {
        limits.time = Some(limits.time.map_or(budget, |t| t.min(budget)));
    }
    limits
}

/// The hint for the player to move in `request`'s game, with what the
/// search knows of it (`None` if stopped before one was found).
pub fn advise(request: &Request, mut progress: impl FnMut(u32)) -> Option<Advice> {
    let r = Player::Level(HINT_LEVEL).searcher().think(
        &request.game,
        HINT_LEVEL.limits(),
        &request.stop,
        |p| progress(p.depth),
    )?;
    let own_moves = r.win_in.filter(|&n| n > 0).map(|_| {
        // Along the expected line: the hinted player's moves to the end.
        let mut game = request.game.clone();
        let side = game.to_move();
        let mut own = 0;
        for mv in &r.pv {
            if game.is_over() {
                break;
            }
            own += u32::from(game.to_move() == side);
            if game.try_play(*mv).is_err() {
                break;
            }
        }
        own.max(1)
    });
    Some(Advice {
        mv: r.best,
        score: r.score,
        win_in: r.win_in,
        own_moves,
    })
}

/// Searches on a thread of its own; `send` gets the depths as they are
/// completed ([`Message::Depth`]) and the answer ([`Message::Thought`]) no sooner
/// than the request's delay after the start. A stopped search sends nothing.
pub fn spawn(request: Request, send: impl Fn(Message) + Send + 'static) -> thread::JoinHandle<()> {
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
pub fn answer(request: &Request, clock: &mut impl Clock, send: impl Fn(Message)) {
    let id = request.id;
    let progress = |depth| send(Message::Depth { id, depth });
    let msg = match request.job {
        Job::Hint => Message::Advised {
            id,
            advice: advise(request, progress),
        },
        Job::Move(_) | Job::Engine => Message::Thought {
            id,
            mv: search(request, progress),
        },
    };
    let stopped = || request.stop.load(Ordering::Relaxed);
    loop {
        let left = request.delay.saturating_sub(clock.elapsed());
        if left.is_zero() || stopped() {
            break;
        }
        clock.sleep(left.min(STOP_POLL));
    }
    if !stopped() {
        send(msg);
    }
}
