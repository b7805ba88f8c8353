//! The computer's share of its time: what one search may take, given what
//! is left and what each move adds, never more than it has.

use std::time::Duration;

/// Time kept back from every search for the answer to reach the board.
pub const MARGIN: Duration = Duration::from_millis(50);

/// The shortest search the computer is given.
pub const SHORTEST: Duration = Duration::from_millis(5);

/// How long the computer may think with `left` on its clock and `bonus`
/// added after the move: a twentieth of what is left and most of the
/// bonus, at most half of what is left less [`MARGIN`], so that it never
/// plays past its flag however many moves it makes.
pub fn think_time(left: Duration, bonus: Duration) -> Duration {
    let wanted = left / 20 + bonus * 3 / 4;
    let most = (left / 2).saturating_sub(MARGIN);
    wanted.min(most).max(SHORTEST.min(left / 4))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn the_share_is_a_part_of_the_time_left_never_all_of_it() {
        assert_eq!(think_time(ms(300_000), ms(3000)), ms(17_250));
        assert_eq!(think_time(ms(6000), Duration::ZERO), ms(300));
        for left in [0, 1, 3, 10, 40, 60, 100, 1000, 6000, 86_400_000] {
            for bonus in [0, 1000, 86_400_000] {
                let share = think_time(ms(left), ms(bonus));
                assert!(share <= ms(left) / 2, "{left} {bonus}: {share:?}");
            }
        }
        // The computer keeps playing within its time, move after move.
        let mut left = ms(6000);
        for _ in 0..500 {
            let share = think_time(left, Duration::ZERO);
            assert!(share < left || left.is_zero());
            left -= share;
        }
    }
}
