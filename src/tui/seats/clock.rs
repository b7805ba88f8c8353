//! A seat's clock: the match's two clocks kept in step with its game, after
//! every message, at the instant the app's one time source gives. The clock
//! of the side to move runs from the moment its turn begins to the moment
//! its move is complete; a move taken back gives both clocks back; a flag
//! that falls ends the game (a loss, or a draw when the opponent could never
//! win, as the engine says).

use std::fmt;
use std::sync::Arc;
use std::time::{Duration, Instant};

use yote_engine::Color;

use crate::clock::{Clocks, Flagged, SystemTime, TENTHS_UNDER, TimeSource, think_time};
use crate::tui::seats::table::Match;
use crate::tui::widgets::clock::{ClockFace, ClockState};

/// The app's one source of instants (the system's; a test's hand-turned one).
#[derive(Clone)]
pub struct Time(pub Arc<dyn TimeSource>);

impl Default for Time {
    fn default() -> Self {
        Time(Arc::new(SystemTime))
    }
}

impl fmt::Debug for Time {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Time")
    }
}

impl Time {
    pub fn now(&self) -> Instant {
        self.0.now()
    }
}

/// What keeping the clocks in step brought, for the app to say or do.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClockNews {
    /// The flag of this side fell just now: the game is over.
    pub flagged: Option<Color>,
    /// This side's time just fell low: ring the bell once.
    pub low: Option<Color>,
    /// The last move came after the flag fell: it does not stand (the
    /// caller takes it back).
    pub late: bool,
}

/// Brings the clocks of `m` in step with its game at `now`: moves played
/// since are timed (the increment added), moves taken back give the time
/// back, the side to move's clock runs, a finished game's stop. A flag
/// that falls is news: the caller ends the game
/// ([`yote_engine::Game::out_of_time`]).
pub fn sync(m: &mut Match, now: Instant) -> ClockNews {
    let mut news = ClockNews::default();
    let Some(clocks) = m.clocks.as_mut() else {
        return news;
    };
    // A flag due before whatever this message did.
    if !m.game.is_over()
        && let Some(side) = clocks.flag(now)
    {
        news.flagged = Some(side);
        return news;
    }
    let mut late = None;
    while clocks.spent().len() > m.game.ply() {
        let mover = m.game.to_move();
        clocks.undo(mover, now);
    }
    while clocks.spent().len() < m.game.ply() {
        if let Err(Flagged(side)) = clocks.moved(now) {
            late = Some(side);
            break;
        }
    }
    if let Some(side) = late {
        news.flagged = Some(side);
        news.late = true;
        return news;
    }
    let clocks = m.clocks.as_mut().expect("timed");
    if m.game.is_over() {
        clocks.stop(now);
    } else if clocks.turn().is_none() {
        clocks.start(m.game.to_move(), now);
    }
    news.low = clocks.warn_low(now);
    news
}

/// Pauses or runs again the clocks of `m` at `now`; returns whether they
/// are paused now (`None`: no clock is timing a turn).
pub fn toggle_pause(m: &mut Match, now: Instant) -> Option<bool> {
    let clocks = m.clocks.as_mut()?;
    clocks.turn()?;
    if clocks.is_paused() {
        clocks.resume(now);
        Some(false)
    } else {
        clocks.pause(now);
        Some(true)
    }
}

/// Pauses the clocks of `m` (a suspended terminal, quitting); whether it
/// paused a running clock.
pub fn pause(m: &mut Match, now: Instant) -> bool {
    match m.clocks.as_mut() {
        Some(clocks) if clocks.running().is_some() => {
            clocks.pause(now);
            true
        }
        _ => false,
    }
}

/// Whether the clocks of `m` are paused mid-turn (the board is hidden).
pub fn paused(m: &Match) -> bool {
    m.clocks.as_ref().is_some_and(Clocks::is_paused)
}

/// Whether a clock of `m` is running now (timed, not paused, not over).
pub fn running(m: &Match) -> bool {
    m.clocks.as_ref().is_some_and(|c| c.running().is_some())
}

/// How long until a running clock of `m` shows another figure (or its
/// flag falls): the event loop's timer. `None` while no clock runs.
pub fn tick_in(m: &Match, now: Instant) -> Option<Duration> {
    let clocks = m.clocks.as_ref()?;
    let side = clocks.running()?;
    let left = clocks.left(side, now);
    let step = if left < TENTHS_UNDER {
        Duration::from_millis(100)
    } else {
        Duration::from_secs(1)
    };
    let to_next = if left.is_zero() {
        // Past zero, waiting out the lag allowed across a line.
        step
    } else {
        Duration::from_nanos((left.as_nanos() % step.as_nanos()) as u64)
    };
    let until_flag = clocks.until_flag(now).unwrap_or(left);
    Some((to_next + Duration::from_millis(1)).min(until_flag + Duration::from_millis(1)))
}

/// How long the computer playing the side to move may search: its share
/// of the time its clock has left (`None`: untimed).
pub fn think_budget(m: &Match, now: Instant) -> Option<Duration> {
    let clocks = m.clocks.as_ref()?;
    let side = m.game.to_move();
    Some(think_time(
        clocks.left(side, now),
        clocks.control().side(side).bonus,
    ))
}

/// The face of `side`'s clock in `m` at `now` (`None`: untimed).
pub fn face(m: &Match, side: Color, now: Instant) -> Option<ClockFace> {
    let clocks = m.clocks.as_ref()?;
    let state = if clocks.flagged() == Some(side) {
        ClockState::Flagged
    } else if clocks.running() == Some(side) {
        ClockState::Running
    } else if clocks.is_paused() && clocks.turn() == Some(side) {
        ClockState::Paused
    } else {
        ClockState::Stopped
    };
    Some(ClockFace {
        side,
        left: clocks.left(side, now),
        state,
    })
}
