//! Two clocks and whose runs. The time left is computed from instants (what
//! was left when the clock last started, less the time since), never by
//! counting ticks, so the clocks are exact whatever the screen's redraw
//! rate. Every method takes the instant `now` from the caller, who reads it
//! from the one injected source (`source`).

use std::time::{Duration, Instant};

use yote_engine::Color;

use super::control::TimeControl;

/// Under this much time left a player is warned once (or under a quarter
/// of its starting time, when that is less).
pub const LOW_TIME: Duration = Duration::from_secs(10);

/// Both players' clocks, the time each move took, and what undo restores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    control: TimeControl,
    /// Each side's time left, as of `since` for the side whose clock runs.
    left: [Duration; 2],
    /// The side whose turn the clock is timing (also while paused).
    turn: Option<Color>,
    /// When the turn's clock last started; `None` while stopped or paused.
    since: Option<Instant>,
    /// The time the move in progress took before `since` (a pause splits it).
    this_move: Duration,
    /// Both clocks when the turn being timed began.
    turn_began: [Duration; 2],
    /// Each move's time, in order.
    spent: Vec<Duration>,
    /// Both clocks before each move, for undo.
    before: Vec<[Duration; 2]>,
    flagged: Option<Color>,
    warned: [bool; 2],
    /// Time past zero before a side's flag falls: the lag allowed a player
    /// timed across a line ([`Clocks::allow_lag`]); nothing otherwise.
    grace: [Duration; 2],
}

/// A move completed after its player's time ran out: the flag fell first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flagged(pub Color);

impl Clocks {
    /// Both clocks at their starting time, stopped.
    pub fn new(control: TimeControl) -> Clocks {
        Clocks::resumed(control, control.bases(), Vec::new())
    }

    /// Clocks as a saved game left them: `left` for each side (White's
    /// first), `spent` for each move so far; stopped.
    pub fn resumed(control: TimeControl, left: [Duration; 2], spent: Vec<Duration>) -> Clocks {
        let warned =
            [Color::White, Color::Black].map(|side| left[side.index()] < low_time(&control, side));
        Clocks {
            control,
            left,
            turn: None,
            since: None,
            this_move: Duration::ZERO,
            turn_began: left,
            spent,
            before: Vec::new(),
            flagged: None,
            warned,
            grace: [Duration::ZERO; 2],
        }
    }

    /// `side` is timed across a line: its flag falls only when its time
    /// is gone by `lag` more, and [`Clocks::moved_claimed`] charges its
    /// moves by [`charge`] with `lag` as the allowance.
    pub fn allow_lag(&mut self, side: Color, lag: Duration) {
        self.grace[side.index()] = lag;
    }

    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// The time `side` has left at `now`.
    pub fn left(&self, side: Color, now: Instant) -> Duration {
        let left = self.left[side.index()];
        match self.since {
            Some(since) if self.turn == Some(side) => {
                left.saturating_sub(now.saturating_duration_since(since))
            }
            _ => left,
        }
    }

    /// Both sides' time left at `now`, White's first.
    pub fn both_left(&self, now: Instant) -> [Duration; 2] {
        [self.left(Color::White, now), self.left(Color::Black, now)]
    }

    /// The side whose clock is running (none while paused or stopped).
    pub fn running(&self) -> Option<Color> {
        self.since.and(self.turn)
    }

    /// The side whose turn is being timed, running or paused.
    pub fn turn(&self) -> Option<Color> {
        self.turn
    }

    /// Whether a turn's clock is paused.
    pub fn is_paused(&self) -> bool {
        self.turn.is_some() && self.since.is_none()
    }

    /// Whose flag fell, if one did.
    pub fn flagged(&self) -> Option<Color> {
        self.flagged
    }

    /// Each move's time, in order.
    pub fn spent(&self) -> &[Duration] {
        &self.spent
    }

    /// `side`'s turn begins at `now`: its clock runs. Nothing after a flag.
    pub fn start(&mut self, side: Color, now: Instant) {
        if self.flagged.is_some() {
            return;
        }
        self.stop(now);
        self.turn = Some(side);
        self.since = Some(now);
        self.this_move = Duration::ZERO;
        self.turn_began = self.left;
    }

    /// Stops the clock at `now` (the game ended some other way, or a
    /// question stopped it); `start` runs it again for a new turn.
    pub fn stop(&mut self, now: Instant) {
        self.fold(now);
        self.turn = None;
    }

    /// `side`'s turn, paused from the start (a game opened again waits for
    /// its players): [`Clocks::resume`] runs it.
    pub fn hold(&mut self, side: Color) {
        if self.flagged.is_none() {
            self.turn = Some(side);
            self.since = None;
            self.this_move = Duration::ZERO;
            self.turn_began = self.left;
        }
    }

    /// Stops the running clock until [`Clocks::resume`]; the move keeps
    /// the time it had taken.
    pub fn pause(&mut self, now: Instant) {
        self.fold(now);
    }

    /// Runs the paused clock again from `now`.
    pub fn resume(&mut self, now: Instant) {
        if self.turn.is_some() && self.since.is_none() && self.flagged.is_none() {
            self.since = Some(now);
        }
    }

    /// What the running clock has used since it started, added to the
    /// move's time and taken from its side's time left.
    fn fold(&mut self, now: Instant) {
        if let (Some(side), Some(since)) = (self.turn, self.since.take()) {
            let used = now.saturating_duration_since(since);
            self.this_move += used;
            let left = &mut self.left[side.index()];
            *left = left.saturating_sub(used);
        }
    }

    /// The move of the side whose clock is timing was completed at `now`
    /// (a capture's removal included): its time is kept, the increment
    /// added, and no clock runs until the next [`Clocks::start`]. Returns
    /// the time the move took, or the flag that fell before it.
    pub fn moved(&mut self, now: Instant) -> Result<Duration, Flagged> {
        if let Some(side) = self.flag(now) {
            return Err(Flagged(side));
        }
        self.fold(now);
        let Some(side) = self.turn.take() else {
            // No turn was being timed (a move before the clocks began).
            self.before.push(self.left);
            self.spent.push(Duration::ZERO);
            return Ok(Duration::ZERO);
        };
        let spent = std::mem::take(&mut self.this_move);
        self.left[side.index()] += self.control.side(side).after_move(spent);
        self.before.push(self.turn_began);
        self.spent.push(spent);
        Ok(spent)
    }

    /// The move of a side timed across a line was heard at `now`, its
    /// player saying it took `claimed` (`None`: said nothing): the move is
    /// charged [`charge`] of what this side measured (the turn's time, a
    /// pause left out) and the claim, with the side's lag allowance; the
    /// increment added as for any move. The flag falls when the charge is
    /// more than the time the side had. Returns the time charged.
    pub fn moved_claimed(
        &mut self,
        now: Instant,
        claimed: Option<Duration>,
    ) -> Result<Duration, Flagged> {
        if let Some(side) = self.flag(now) {
            return Err(Flagged(side));
        }
        let Some(side) = self.turn else {
            return self.moved(now);
        };
        let had = self.turn_began[side.index()];
        let charged = charge(
            self.thinking(now),
            claimed.unwrap_or(Duration::ZERO),
            self.grace[side.index()],
        );
        if charged > had {
            self.fold(now);
            self.left[side.index()] = Duration::ZERO;
            self.flagged = Some(side);
            return Err(Flagged(side));
        }
        self.since = None;
        self.turn = None;
        self.this_move = Duration::ZERO;
        self.left[side.index()] =
            had.saturating_sub(charged) + self.control.side(side).after_move(charged);
        self.before.push(self.turn_began);
        self.spent.push(charged);
        Ok(charged)
    }

    /// `side`'s turn, paused, `thought` of it already used (a line that
    /// dropped mid-move): taken from its time now, counted in the move.
    pub fn hold_after(&mut self, side: Color, thought: Duration) {
        self.hold(side);
        if self.flagged.is_none() {
            let left = &mut self.left[side.index()];
            *left = left.saturating_sub(thought);
            self.this_move = thought;
        }
    }

    /// The time the turn being timed has taken so far, at `now`.
    pub fn thinking(&self, now: Instant) -> Duration {
        self.this_move
            + match (self.turn, self.since) {
                (Some(_), Some(since)) => now.saturating_duration_since(since),
                _ => Duration::ZERO,
            }
    }

    /// Whose flag has fallen at `now`: the running side's, when its time
    /// is gone. Its clock stops at zero and stays there.
    pub fn flag(&mut self, now: Instant) -> Option<Color> {
        if self.flagged.is_some() {
            return self.flagged;
        }
        let side = self.turn?;
        if self.left(side, now).is_zero() && self.over_by(side, now) >= self.grace[side.index()] {
            self.fold(now);
            self.left[side.index()] = Duration::ZERO;
            self.flagged = Some(side);
        }
        self.flagged
    }

    /// `side`'s flag fell by another measure (a flag heard across a line):
    /// its clock stops at zero and stays there.
    pub fn flag_fell(&mut self, side: Color, now: Instant) {
        if self.flagged.is_none() {
            self.stop(now);
            self.left[side.index()] = Duration::ZERO;
            self.flagged = Some(side);
        }
    }

    /// How long from `now` until the running side's flag falls.
    pub fn until_flag(&self, now: Instant) -> Option<Duration> {
        self.running()
            .map(|side| self.left(side, now) + self.grace[side.index()])
    }

    /// How far past zero `side`'s time is at `now` (zero while some is left).
    fn over_by(&self, side: Color, now: Instant) -> Duration {
        if !self.left(side, now).is_zero() {
            return Duration::ZERO;
        }
        let used = match self.since {
            Some(since) if self.turn == Some(side) => now.saturating_duration_since(since),
            _ => Duration::ZERO,
        };
        used.saturating_sub(self.left[side.index()])
    }

    /// Whether to warn `side`'s player now: the first time its time left
    /// falls under [`LOW_TIME`] (or a quarter of its starting time).
    pub fn warn_low(&mut self, now: Instant) -> Option<Color> {
        let side = self.running()?;
        let low = self.left(side, now) < low_time(&self.control, side);
        let warned = &mut self.warned[side.index()];
        (low && !*warned).then(|| {
            *warned = true;
            side
        })
    }

    /// Takes back the last move's time, the move of `mover`: both clocks
    /// as they were before it, stopped (the caller starts the side to
    /// move). A flag that fell is lifted. Returns whether there was a move
    /// to take back.
    pub fn undo(&mut self, mover: Color, now: Instant) -> bool {
        self.stop(now);
        let Some(spent) = self.spent.pop() else {
            return false;
        };
        if let Some(before) = self.before.pop() {
            self.left = before;
        } else {
            // A move of the saved game these clocks resumed: its time given
            // back, what it added taken away.
            let allowance = *self.control.side(mover);
            let left = &mut self.left[mover.index()];
            *left = left.saturating_sub(allowance.after_move(spent)) + spent;
        }
        self.flagged = None;
        self.this_move = Duration::ZERO;
        true
    }
}

/// What a move timed across a line is charged: `measured` by the
/// receiver (from its own move sent to the reply heard, lag included),
/// `claimed` by the mover, `allowance` the lag allowed. The claim stands
/// when it is within the allowance of the measure, and never more than
/// the measure: `min(measured, max(claimed, measured - allowance))`. So a
/// player who says it took less than it did gains at most the allowance a
/// move, and one who says it took more is charged no more than was seen.
pub fn charge(measured: Duration, claimed: Duration, allowance: Duration) -> Duration {
    measured.min(claimed.max(measured.saturating_sub(allowance)))
}

/// The time left under which `side` is warned.
fn low_time(control: &TimeControl, side: Color) -> Duration {
    LOW_TIME.min(control.side(side).base / 4)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    fn clocks(text: &str) -> (Clocks, Instant) {
        (
            Clocks::new(TimeControl::parse(text).unwrap()),
            Instant::now(),
        )
    }

    #[test]
    fn the_running_clock_counts_down_from_instants() {
        let (mut c, t0) = clocks("1+0");
        c.start(Color::White, t0);
        assert_eq!(c.running(), Some(Color::White));
        assert_eq!(c.left(Color::White, t0 + ms(1500)), ms(58_500));
        assert_eq!(c.left(Color::Black, t0 + ms(1500)), ms(60_000));
        // Asked any number of times in between, the answer is the same.
        for i in 0..100 {
            let _ = c.left(Color::White, t0 + ms(i));
        }
        assert_eq!(c.left(Color::White, t0 + ms(1500)), ms(58_500));
    }

    #[test]
    fn the_increment_is_added_after_the_move() {
        let (mut c, t0) = clocks("1+2");
        c.start(Color::White, t0);
        assert_eq!(c.moved(t0 + ms(5000)), Ok(ms(5000)));
        assert_eq!(c.left(Color::White, t0 + ms(9000)), ms(57_000));
        c.start(Color::Black, t0 + ms(5000));
        assert_eq!(c.moved(t0 + ms(6000)), Ok(ms(1000)));
        assert_eq!(c.both_left(t0 + ms(6000)), [ms(57_000), ms(61_000)]);
        assert_eq!(c.spent(), &[ms(5000), ms(1000)]);
    }

    #[test]
    fn a_delay_gives_back_the_time_taken_up_to_its_seconds() {
        let (mut c, t0) = clocks("1+3d");
        c.start(Color::White, t0);
        c.moved(t0 + ms(2000)).unwrap();
        assert_eq!(c.left(Color::White, t0), ms(60_000));
        c.start(Color::White, t0 + ms(2000));
        c.moved(t0 + ms(12_000)).unwrap();
        assert_eq!(c.left(Color::White, t0), ms(53_000));
    }

    #[test]
    fn the_flag_falls_when_the_time_is_gone() {
        let (mut c, t0) = clocks("0.1+0");
        c.start(Color::White, t0);
        assert_eq!(c.until_flag(t0 + ms(2000)), Some(ms(4000)));
        assert_eq!(c.flag(t0 + ms(5999)), None);
        assert_eq!(c.flag(t0 + ms(6000)), Some(Color::White));
        assert_eq!(c.left(Color::White, t0 + ms(9000)), Duration::ZERO);
        assert_eq!(c.running(), None);
        // A move that arrives after the flag fell is too late.
        let (mut c, t0) = clocks("0.1+5");
        c.start(Color::White, t0);
        assert_eq!(c.moved(t0 + ms(7000)), Err(Flagged(Color::White)));
        // And a new turn does not start the clocks again.
        c.start(Color::Black, t0 + ms(7000));
        assert_eq!(c.running(), None);
    }

    #[test]
    fn a_pause_stops_the_clock_and_keeps_the_move_whole() {
        let (mut c, t0) = clocks("1+3d");
        c.start(Color::White, t0);
        c.pause(t0 + ms(1000));
        assert!(c.is_paused());
        assert_eq!(c.running(), None);
        assert_eq!(c.left(Color::White, t0 + ms(600_000)), ms(59_000));
        assert_eq!(c.flag(t0 + ms(600_000)), None);
        c.resume(t0 + ms(600_000));
        assert_eq!(c.left(Color::White, t0 + ms(601_000)), ms(58_000));
        // The move took 2 s in all, so the delay gives back 2 s.
        assert_eq!(c.moved(t0 + ms(601_000)), Ok(ms(2000)));
        assert_eq!(c.left(Color::White, t0), ms(60_000));
    }

    #[test]
    fn undo_restores_both_clocks() {
        let (mut c, t0) = clocks("1+2");
        c.start(Color::White, t0);
        c.moved(t0 + ms(5000)).unwrap();
        c.start(Color::Black, t0 + ms(5000));
        c.moved(t0 + ms(8000)).unwrap();
        c.start(Color::White, t0 + ms(8000));
        let before_black = [ms(57_000), ms(60_000)];
        assert!(c.undo(Color::Black, t0 + ms(20_000)));
        assert_eq!(c.both_left(t0 + ms(30_000)), before_black);
        assert_eq!(c.spent(), &[ms(5000)]);
        assert_eq!(c.running(), None);
        assert!(c.undo(Color::White, t0 + ms(30_000)));
        assert_eq!(c.both_left(t0), [ms(60_000); 2]);
        assert!(!c.undo(Color::Black, t0));
    }

    #[test]
    fn the_low_time_warning_comes_once() {
        let (mut c, t0) = clocks("0.5+0");
        c.start(Color::White, t0);
        // Thirty seconds in all: warned under a quarter of them.
        assert_eq!(c.warn_low(t0 + ms(22_000)), None);
        assert_eq!(c.warn_low(t0 + ms(22_600)), Some(Color::White));
        assert_eq!(c.warn_low(t0 + ms(23_000)), None);
        let (mut c, t0) = clocks("5+0");
        c.start(Color::White, t0);
        assert_eq!(c.warn_low(t0 + ms(289_000)), None);
        assert_eq!(c.warn_low(t0 + ms(290_500)), Some(Color::White));
        let (mut c, t0) = clocks("0.1+0");
        c.start(Color::White, t0);
        assert_eq!(c.warn_low(t0 + ms(4000)), None);
        assert_eq!(c.warn_low(t0 + ms(4600)), Some(Color::White));
    }

    #[test]
    fn the_charge_believes_a_claim_within_the_allowance_only() {
        let lag = ms(1000);
        // An honest claim, the line's lag under the allowance: as claimed.
        assert_eq!(charge(ms(5300), ms(5000), lag), ms(5000));
        // A lying claim: at most the allowance is gained.
        assert_eq!(charge(ms(5300), ms(10), lag), ms(4300));
        assert_eq!(charge(ms(500), ms(0), lag), ms(0));
        // A claim of more than was seen: no more than was seen.
        assert_eq!(charge(ms(5300), ms(9000), lag), ms(5300));
        // Nothing allowed: the measure.
        assert_eq!(charge(ms(5300), ms(10), Duration::ZERO), ms(5300));
    }

    #[test]
    fn a_move_heard_across_a_line_is_charged_and_its_flag_waits_for_the_lag() {
        let (mut c, t0) = clocks("1+2");
        c.allow_lag(Color::Black, ms(1000));
        c.start(Color::Black, t0);
        // Measured 5.3 s, claimed 5 s: charged 5 s, the increment added.
        assert_eq!(c.moved_claimed(t0 + ms(5300), Some(ms(5000))), Ok(ms(5000)));
        assert_eq!(c.left(Color::Black, t0), ms(57_000));
        // A liar claiming nothing is charged the measure less the allowance.
        c.start(Color::Black, t0);
        assert_eq!(c.moved_claimed(t0 + ms(3000), Some(ms(1))), Ok(ms(2000)));
        assert_eq!(c.left(Color::Black, t0), ms(57_000));
        assert_eq!(c.spent(), &[ms(5000), ms(2000)]);
        // Out of time by this side's measure: the flag waits for the lag.
        c.start(Color::Black, t0);
        assert_eq!(c.until_flag(t0), Some(ms(58_000)));
        assert_eq!(c.flag(t0 + ms(57_500)), None);
        assert_eq!(c.flag(t0 + ms(58_000)), Some(Color::Black));
        // A move within the lag still stands, charged within the time it had.
        let (mut c, t0) = clocks("0.1+0");
        c.allow_lag(Color::White, ms(1000));
        c.start(Color::White, t0);
        assert_eq!(c.moved_claimed(t0 + ms(6500), Some(ms(5900))), Ok(ms(5900)));
        // A claim of more than the time it had is a flag that fell.
        let (mut c, t0) = clocks("0.1+0");
        c.allow_lag(Color::White, ms(1000));
        c.start(Color::White, t0);
        assert_eq!(
            c.moved_claimed(t0 + ms(6500), Some(ms(6400))),
            Err(Flagged(Color::White))
        );
    }

    #[test]
    fn a_turn_held_after_some_thought_counts_it() {
        let (mut c, t0) = clocks("1+0");
        c.hold_after(Color::White, ms(4000));
        assert!(c.is_paused());
        assert_eq!(c.left(Color::White, t0), ms(56_000));
        c.resume(t0);
        assert_eq!(c.thinking(t0 + ms(1000)), ms(5000));
        assert_eq!(c.moved(t0 + ms(1000)), Ok(ms(5000)));
        assert_eq!(c.left(Color::White, t0), ms(55_000));
    }

    #[test]
    fn resumed_clocks_keep_the_saved_times() {
        let control = TimeControl::parse("5+0").unwrap();
        let c = Clocks::resumed(control, [ms(1000), ms(200_000)], vec![ms(1); 4]);
        let t0 = Instant::now();
        assert_eq!(c.both_left(t0), [ms(1000), ms(200_000)]);
        assert_eq!(c.spent().len(), 4);
        // Undo past the point resumed: the move's time given back.
        let mut c = Clocks::resumed(
            TimeControl::parse("5+2").unwrap(),
            [ms(100_000), ms(200_000)],
            vec![ms(7000)],
        );
        assert!(c.undo(Color::White, t0));
        assert_eq!(c.both_left(t0), [ms(105_000), ms(200_000)]);
    }
}
