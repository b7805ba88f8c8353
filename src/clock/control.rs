//! Time controls: each player's time and what is added after each move
//! (Fischer's increment or Bronstein's delay), read from and written as the
//! text `--clock`, the preferences and saved games all take: `5+3` (five
//! minutes, three seconds added a move), `0.1+0` (six seconds), `5+3d` (a
//! Bronstein delay of three seconds), `5+3/3+3` (White's, then Black's).

use std::fmt;
use std::time::Duration;

use yote_engine::Color;

/// The longest time a player may be given, and the largest increment.
pub const MAX_TIME: Duration = Duration::from_hours(24);

/// What is added to a player's clock after each of its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bonus {
    /// Fischer: the seconds are added after every move.
    Increment,
    /// Bronstein: the time the move took is given back, up to the seconds.
    Delay,
}

/// One player's time: what the clock starts at, and what each move adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Allowance {
    pub base: Duration,
    pub bonus: Duration,
    pub kind: Bonus,
}

impl Allowance {
    /// What the clock gets back after a move that took `spent`.
    pub fn after_move(&self, spent: Duration) -> Duration {
        match self.kind {
            Bonus::Increment => self.bonus,
            Bonus::Delay => self.bonus.min(spent),
        }
    }
}

/// Both players' time, White's first; equal unless a player is given odds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    pub sides: [Allowance; 2],
}

/// Why a time control's text was refused: data, worded by `words::clock`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockFault {
    /// Not `MINUTES+SECONDS` (no `+`, or more than one `/`).
    Form,
    /// A part that is not a number.
    NotANumber,
    /// A part below zero.
    Negative,
    /// No time and no increment: the flag would fall at once.
    NoTime,
    /// More than [`MAX_TIME`] of time or increment.
    TooLong,
}

impl TimeControl {
    /// The same allowance for both players.
    pub fn even(base: Duration, bonus: Duration, kind: Bonus) -> TimeControl {
        let side = Allowance { base, bonus, kind };
        TimeControl {
            sides: [side, side],
        }
    }

    /// `minutes` + `seconds` of Fischer increment for both.
    pub fn fischer(minutes: u64, seconds: u64) -> TimeControl {
        TimeControl::even(
            Duration::from_secs(minutes * 60),
            Duration::from_secs(seconds),
            Bonus::Increment,
        )
    }

    /// The allowance of `side`.
    pub fn side(&self, side: Color) -> &Allowance {
        &self.sides[side.index()]
    }

    /// Each side's time before its first move, White's first.
    pub fn bases(&self) -> [Duration; 2] {
        self.sides.map(|s| s.base)
    }

    /// Reads `5+3`, `0.1+0`, `5+3d`, `5+3/3+3` (any spaces around the
    /// parts). The first fault found is the answer.
    pub fn parse(text: &str) -> Result<TimeControl, ClockFault> {
        let parts: Vec<&str> = text.split('/').collect();
        match parts.as_slice() {
            [both] => {
                let side = allowance(both)?;
                Ok(TimeControl {
                    sides: [side, side],
                })
            }
            [white, black] => Ok(TimeControl {
                sides: [allowance(white)?, allowance(black)?],
            }),
            _ => Err(ClockFault::Form),
        }
    }
}

/// One player's `MINUTES+SECONDS`, with `d` after the seconds for a delay.
fn allowance(text: &str) -> Result<Allowance, ClockFault> {
    let (minutes, seconds) = text.split_once('+').ok_or(ClockFault::Form)?;
    let seconds = seconds.trim();
    let (seconds, kind) = match seconds.strip_suffix(['d', 'D']) {
        Some(s) => (s, Bonus::Delay),
        None => (seconds, Bonus::Increment),
    };
    let minutes = number(minutes)?;
    let seconds = number(seconds)?;
    let base = to_duration(minutes * 60.0)?;
    let bonus = to_duration(seconds)?;
    if base.is_zero() && (bonus.is_zero() || kind == Bonus::Delay) {
        return Err(ClockFault::NoTime);
    }
    Ok(Allowance { base, bonus, kind })
}

/// A finite number, not below zero.
fn number(text: &str) -> Result<f64, ClockFault> {
    let text = text.trim();
    // Rust reads "inf" and "NaN"; a clock does not.
    if text.is_empty()
        || !text
            .chars()
            .all(|c| c.is_ascii_digit() || "+-.".contains(c))
    {
        return Err(ClockFault::NotANumber);
    }
    let n: f64 = text.parse().map_err(|_| ClockFault::NotANumber)?;
    if n < 0.0 {
        return Err(ClockFault::Negative);
    }
    Ok(n)
}

/// `seconds` to the millisecond, at most [`MAX_TIME`].
fn to_duration(seconds: f64) -> Result<Duration, ClockFault> {
    if seconds > MAX_TIME.as_secs_f64() {
        return Err(ClockFault::TooLong);
    }
    Ok(Duration::from_millis((seconds * 1000.0).round() as u64))
}

/// A duration as few digits as say it exactly: `5`, `0.1`, `2.5`.
fn decimal(value: f64) -> String {
    let text = format!("{value:.6}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    text.to_string()
}

impl fmt::Display for Allowance {
    /// `5+3`, `0.1+0`, `5+3d`: what [`TimeControl::parse`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let minutes = decimal(self.base.as_millis() as f64 / 60_000.0);
        let seconds = decimal(self.bonus.as_millis() as f64 / 1000.0);
        let delay = if self.kind == Bonus::Delay { "d" } else { "" };
        write!(f, "{minutes}+{seconds}{delay}")
    }
}

impl fmt::Display for TimeControl {
    /// One allowance when both are equal, else White's `/` Black's.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [white, black] = self.sides;
        if white == black {
            write!(f, "{white}")
        } else {
            write!(f, "{white}/{black}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn minutes_and_seconds_are_read() {
        let c = TimeControl::parse("5+3").unwrap();
        assert_eq!(c, TimeControl::fischer(5, 3));
        let c = TimeControl::parse(" 0.1 + 0 ").unwrap();
        assert_eq!(c.side(Color::White).base, secs(6));
        assert_eq!(c.side(Color::Black).bonus, Duration::ZERO);
        assert_eq!(TimeControl::parse("0.05+0").unwrap().sides[0].base, secs(3));
        let c = TimeControl::parse("5+3d").unwrap();
        assert_eq!(c.sides[1].kind, Bonus::Delay);
        let c = TimeControl::parse("5+3/3+2").unwrap();
        assert_eq!(c.side(Color::White).base, secs(300));
        assert_eq!(c.side(Color::Black).base, secs(180));
        assert_eq!(c.side(Color::Black).bonus, secs(2));
        // Zero minutes with an increment: each move brings the time.
        assert_eq!(TimeControl::parse("0+5").unwrap().sides[0].bonus, secs(5));
    }

    #[test]
    fn bad_text_is_refused_with_its_fault() {
        use ClockFault::*;
        for (text, fault) in [
            ("5", Form),
            ("", Form),
            ("5+3/3+2/1+1", Form),
            ("five+3", NotANumber),
            ("5+", NotANumber),
            ("inf+0", NotANumber),
            ("NaN+0", NotANumber),
            ("1e3+0", NotANumber),
            ("5+x", NotANumber),
            ("-5+3", Negative),
            ("5+-3", Negative),
            ("0+0", NoTime),
            ("0.0000001+0", NoTime),
            ("0+3d", NoTime),
            ("1441+0", TooLong),
            ("5+86401", TooLong),
            ("99999999999999999999+0", TooLong),
        ] {
            assert_eq!(TimeControl::parse(text), Err(fault), "{text}");
        }
        assert!(TimeControl::parse("1440+86400").is_ok());
    }

    #[test]
    fn what_is_written_reads_back() {
        for text in ["5+3", "0.1+0", "1+0", "15+10", "2.5+1.5d", "5+3/3+2", "0+5"] {
            let c = TimeControl::parse(text).unwrap();
            assert_eq!(c.to_string(), text);
            assert_eq!(TimeControl::parse(&c.to_string()), Ok(c));
        }
    }

    #[test]
    fn a_delay_gives_back_at_most_the_time_taken() {
        let c = TimeControl::parse("1+3d").unwrap();
        assert_eq!(c.sides[0].after_move(secs(1)), secs(1));
        assert_eq!(c.sides[0].after_move(secs(10)), secs(3));
        let c = TimeControl::parse("1+3").unwrap();
        assert_eq!(c.sides[0].after_move(secs(1)), secs(3));
    }
}
