//! Zobrist keys: one fixed random number per (colour, square), per (colour,
//! pieces in hand) and one for Black to move; a position's key is the xor of
//! the numbers of what it holds, so a move updates it with a few xors.

use super::square::Color;

/// Hand counts get a number each up to this (a hand holds at most 32, half
/// of an 8×8 board); 64 lets an index be masked instead of bounds-checked.
const HAND_SLOTS: usize = 64;

/// The random numbers, fixed at compile time so keys are the same on every
/// run and every machine.
pub(crate) struct Zobrist {
    squares: [[u64; 64]; 2],
    hand: [[u64; HAND_SLOTS]; 2],
    black_to_move: u64,
}

pub(crate) static ZOBRIST: Zobrist = Zobrist::new();

/// `SplitMix64`: a well-mixed sequence from a counter, usable in `const fn`.
const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl Zobrist {
    const fn new() -> Zobrist {
        let mut state = 0x796f_7465_u64; // "yote"
        let mut squares = [[0u64; 64]; 2];
        let mut hand = [[0u64; HAND_SLOTS]; 2];
        let mut c = 0;
        while c < 2 {
            let mut i = 0;
            while i < 64 {
                squares[c][i] = splitmix(&mut state);
                i += 1;
            }
            let mut n = 0;
            while n < HAND_SLOTS {
                hand[c][n] = splitmix(&mut state);
                n += 1;
            }
            c += 1;
        }
        Zobrist {
            squares,
            hand,
            black_to_move: splitmix(&mut state),
        }
    }

    /// The number of `color`'s piece on the square of bit `index`.
    #[inline]
    pub(crate) fn square(&self, color: usize, index: u32) -> u64 {
        self.squares[color & 1][index as usize & 63]
    }

    /// The number of `color` holding `count` pieces in hand.
    #[inline]
    pub(crate) fn hand(&self, color: usize, count: u8) -> u64 {
        self.hand[color & 1][usize::from(count) & (HAND_SLOTS - 1)]
    }

    /// The number xored in when the side to move changes.
    #[inline]
    pub(crate) fn side(&self) -> u64 {
        self.black_to_move
    }

    /// The side-to-move part of a key.
    #[inline]
    pub(crate) fn to_move(&self, color: Color) -> u64 {
        match color {
            Color::White => 0,
            Color::Black => self.black_to_move,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_distinct() {
        let mut all: Vec<u64> = ZOBRIST.squares.iter().flatten().copied().collect();
        all.extend(ZOBRIST.hand.iter().flatten());
        all.push(ZOBRIST.black_to_move);
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
        assert!(all.iter().all(|z| z.count_ones() > 8));
    }
}
