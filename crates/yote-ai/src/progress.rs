//! The conversion term: once a game has gone a while without a drop or a
//! capture (no progress: a side two and a half pieces ahead shuffling a
//! 4-ply cycle for 250 plies), a line's evaluation shrinks toward 0 by how
//! long it waits before its first drop or capture. The side ahead then
//! makes progress now rather than one cycle later (a term on the plies
//! since the last progress at the leaf would favour the line that makes it
//! latest: the horizon effect); the side behind prefers to stall.
//!
//! The term depends on the path from the root, not only on the position,
//! so a table entry must say which path it holds for: the search mixes
//! [`key_mix`] of the node's [`State`] into its table key. Below a node
//! that has not yet made progress, every leaf's delay is fixed by the
//! node's ply and the moves below it; below one that has, by the ply of
//! that progress. Either is a number up to [`DELAY_CAP`], so the states are
//! few and a position keeps its entries for every path in the same state.
//! A search whose root is not stalled uses neither the term nor the mix:
//! its entries are those of a search without it.

use super::score::Score;

/// Plies without a drop or capture, before the root, after which the
/// term applies (three 4-ply cycles).
pub const STALL_AFTER: usize = 12;

/// Delays beyond this count as this.
pub const DELAY_CAP: u32 = 8;

/// At the largest delay the evaluation keeps `(SHARE − DELAY_CAP) / SHARE`
/// of itself: three quarters.
const SHARE: Score = 32;

/// Where a node stands on its line: the ply of the first drop or capture
/// since the root, or the node's own ply if there was none yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    Waiting { ply: u32 },
    Progressed { at: u32 },
}

impl State {
    /// The delay a leaf in this state counts.
    #[inline]
    pub fn delay(self) -> u32 {
        match self {
            State::Waiting { ply } => ply.min(DELAY_CAP),
            State::Progressed { at } => at.min(DELAY_CAP),
        }
    }
}

/// The evaluation `eval` of a leaf whose line waited `delay` plies.
#[inline]
pub fn adjust(eval: Score, delay: u32) -> Score {
    eval - eval * delay.min(DELAY_CAP) as Score / SHARE
}

/// What the table key of a node in `state` is mixed with (by XOR).
#[inline]
pub fn key_mix(state: State) -> u64 {
    let index = match state {
        State::Waiting { ply } => u64::from(ply.min(DELAY_CAP)),
        State::Progressed { at } => u64::from(DELAY_CAP + 1 + at.min(DELAY_CAP)),
    };
    // SplitMix64 of the index: fixed, well spread, never 0 here.
    let mut z = (index + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waiting_costs_the_side_ahead_and_helps_the_side_behind() {
        assert_eq!(adjust(240, 0), 240);
        assert_eq!(adjust(240, 1), 233);
        assert_eq!(adjust(240, 8), 180);
        assert_eq!(adjust(240, 50), 180);
        assert_eq!(adjust(-240, 8), -180);
        // Progress now beats progress later beats none.
        let now = State::Progressed { at: 1 }.delay();
        let later = State::Progressed { at: 5 }.delay();
        let never = State::Waiting { ply: 9 }.delay();
        assert!(adjust(240, now) > adjust(240, later) && adjust(240, later) > adjust(240, never));
    }

    #[test]
    fn every_state_has_its_own_key() {
        let mut mixes: Vec<u64> = (0..=DELAY_CAP)
            .flat_map(|n| [State::Waiting { ply: n }, State::Progressed { at: n }])
            .map(key_mix)
            .collect();
        assert!(mixes.iter().all(|&m| m != 0));
        mixes.sort_unstable();
        mixes.dedup();
        assert_eq!(mixes.len(), 2 * (DELAY_CAP as usize + 1));
        assert_eq!(
            key_mix(State::Waiting { ply: 20 }),
            key_mix(State::Waiting { ply: 8 })
        );
    }
}
