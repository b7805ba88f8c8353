//! Where the time comes from: one source, injected, so that the game reads
//! the system's monotonic clock and the tests a hand-turned one they move
//! forward without sleeping.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A source of instants, never going back.
pub trait TimeSource: Send + Sync {
    /// The instant now.
    fn now(&self) -> Instant;
}

/// The system's monotonic clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemTime;

impl TimeSource for SystemTime {
    fn now(&self) -> Instant {
        Instant::now()
    }
}

/// A clock that moves only when told to (tests). Clones share the time.
#[derive(Clone, Debug)]
pub struct ManualTime {
    start: Instant,
    past: Arc<Mutex<Duration>>,
}

impl Default for ManualTime {
    fn default() -> Self {
        ManualTime::new()
    }
}

impl ManualTime {
    /// A clock standing at an instant of its own.
    pub fn new() -> ManualTime {
        ManualTime {
            start: Instant::now(),
            past: Arc::new(Mutex::new(Duration::ZERO)),
        }
    }

    /// Moves the clock forward by `by`.
    pub fn advance(&self, by: Duration) {
        let mut past = self
            .past
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        *past += by;
    }
}

impl TimeSource for ManualTime {
    fn now(&self) -> Instant {
        let past = *self
            .past
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        self.start + past
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manual_clock_moves_only_when_told_and_clones_share_it() {
        let time = ManualTime::new();
        let other = time.clone();
        let t0 = time.now();
        assert_eq!(time.now(), t0);
        other.advance(Duration::from_millis(1500));
        assert_eq!(time.now() - t0, Duration::from_millis(1500));
    }
}
