//! Clocks for a game between people (or against the computer): time
//! controls and their text (`control`), the two clocks computed from
//! instants (`state`), the one injected source of instants (`source`), and
//! the computer's share of its time (`share`). No words: refusals are
//! [`ClockFault`]s, worded by `words::clock`.

mod control;
mod share;
mod source;
mod state;

use std::time::Duration;

pub use control::{Allowance, Bonus, ClockFault, MAX_TIME, TimeControl};
pub use share::{MARGIN, SHORTEST, think_time};
pub use source::{ManualTime, SystemTime, TimeSource};
pub use state::{Clocks, Flagged, LOW_TIME, charge};

/// Under this much time left a clock shows tenths of a second.
pub const TENTHS_UNDER: Duration = Duration::from_secs(10);

/// A clock's face: `1:02:03` from an hour, `4:05` from ten seconds, `9.8`
/// under ten seconds; rounded down, so that `0.0` is shown only when the
/// flag falls.
pub fn show(left: Duration) -> String {
    let ms = left.as_millis();
    if left < TENTHS_UNDER {
        return format!("{}.{}", ms / 1000, ms / 100 % 10);
    }
    let secs = left.as_secs();
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_shows_tenths_under_ten_seconds() {
        let ms = Duration::from_millis;
        assert_eq!(show(ms(9_999)), "9.9");
        assert_eq!(show(ms(10_000)), "0:10");
        assert_eq!(show(ms(50)), "0.0");
        assert_eq!(show(ms(305_500)), "5:05");
        assert_eq!(show(ms(3_723_000)), "1:02:03");
        assert_eq!(show(Duration::ZERO), "0.0");
    }
}
