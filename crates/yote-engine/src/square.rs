//! Colours, squares and the bitboard layout shared by every board size.
//!
//! Every board, whatever its size, lives in the same 8×8 grid of a `u64`:
//! bit `row * 8 + col`, with row 0 at the bottom (rank 1) and column 0 on the
//! left (file `a`). Squares outside the rules' `rows × columns` are simply never
//! set, so shifts need only the board mask and two column masks.

use std::fmt;

/// A set of squares, one bit per square (bit `row * 8 + col`).
///
/// ```
/// use yote_engine::square::squares;
/// use yote_engine::{Bitboard, Rules, Square};
///
/// let a1 = Square::new(0, 0);
/// let c2 = Square::new(1, 2);
/// let set: Bitboard = a1.bit() | c2.bit();
/// assert_eq!(set, 0b0000_0100_0000_0001);
/// assert_eq!(squares(set).collect::<Vec<_>>(), [a1, c2]);
/// assert_eq!(Rules::default().board_mask().count_ones(), 30);
/// ```
pub type Bitboard = u64;

/// The two players.
///
/// ```
/// use yote_engine::Color;
///
/// assert_eq!(Color::White.other(), Color::Black);
/// assert_eq!(Color::Black.to_string(), "black");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    White,
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The opponent.
    #[inline]
    pub fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black: the index into per-player arrays.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The lower-case name used in notation, JSON and rules files.
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// The colour whose [`Color::name`] is `name`.
    pub fn from_name(name: &str) -> Option<Color> {
        Color::ALL.into_iter().find(|c| c.name() == name)
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One square of the board. Always on the 8×8 grid; whether it is on the
/// rules' board is for [`crate::Rules::contains`] to say.
///
/// ```
/// use yote_engine::{Rules, Square};
///
/// let c3 = Square::parse("C3").expect("a square");
/// assert_eq!((c3.row(), c3.col()), (2, 2));
/// assert_eq!(c3, Square::new(2, 2));
/// assert_eq!(c3.to_string(), "c3");
/// assert_eq!(Square::parse("c0"), None);
///
/// let h8 = Square::new(7, 7);
/// assert!(!Rules::default().contains(h8)); // the standard board: 5 rows of 6
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square at `row` (0 = bottom) and `col` (0 = file `a`); both below 8.
    pub fn new(row: u8, col: u8) -> Square {
        assert!(row < 8 && col < 8, "square outside the 8×8 grid");
        Square(row * 8 + col)
    }

    /// The square of bit `index` (0..64).
    #[inline]
    pub(crate) fn from_index(index: u32) -> Square {
        debug_assert!(index < 64);
        Square(index as u8)
    }

    /// 0-based row, counted from the bottom.
    #[inline]
    pub fn row(self) -> u8 {
        self.0 >> 3
    }

    /// 0-based column, counted from the left.
    #[inline]
    pub fn col(self) -> u8 {
        self.0 & 7
    }

    /// The bit index of this square.
    #[inline]
    pub fn index(self) -> u8 {
        self.0
    }

    /// The one-square bitboard.
    #[inline]
    pub fn bit(self) -> Bitboard {
        1u64 << self.0
    }

    /// Reads a square name such as `c3` (lower or upper case, no leading zero).
    pub fn parse(text: &str) -> Option<Square> {
        let bytes = text.as_bytes();
        if bytes.len() != 2 {
            return None;
        }
        let col = bytes[0].to_ascii_lowercase().wrapping_sub(b'a');
        let row = bytes[1].wrapping_sub(b'1');
        (col < 8 && row < 8).then(|| Square::new(row, col))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col()) as char, self.row() + 1)
    }
}

/// The squares of a bitboard, lowest bit first.
#[inline]
pub fn squares(mut bb: Bitboard) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if bb == 0 {
            None
        } else {
            let index = bb.trailing_zeros();
            bb &= bb - 1;
            Some(Square::from_index(index))
        }
    })
}

/// The four orthogonal directions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    North,
    South,
    East,
    West,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::North, Dir::South, Dir::East, Dir::West];

    /// The 2-bit code stored in a capture's path.
    #[inline]
    pub(crate) fn code(self) -> u64 {
        self as u64
    }

    #[inline]
    pub(crate) fn from_code(code: u64) -> Dir {
        Dir::ALL[(code & 3) as usize]
    }

    /// The change of bit index for one step this way.
    #[inline]
    pub(crate) fn delta(self) -> i8 {
        match self {
            Dir::North => 8,
            Dir::South => -8,
            Dir::East => 1,
            Dir::West => -1,
        }
    }
}

const COL_A: Bitboard = 0x0101_0101_0101_0101;
const COL_H: Bitboard = COL_A << 7;

/// Shifts every square of `bb` one step in `dir`, dropping what leaves `board`.
#[inline]
pub fn shift(bb: Bitboard, dir: Dir, board: Bitboard) -> Bitboard {
    match dir {
        Dir::North => (bb << 8) & board,
        Dir::South => (bb >> 8) & board,
        Dir::East => ((bb & !COL_H) << 1) & board,
        Dir::West => ((bb & !COL_A) >> 1) & board,
    }
}

/// Shifts every square of `bb` one step in `dir` on the 8×8 grid, without
/// the board mask: for callers that go on to mask with part of the board.
#[inline(always)]
pub(crate) fn shift_grid(bb: Bitboard, dir: Dir) -> Bitboard {
    match dir {
        Dir::North => bb << 8,
        Dir::South => bb >> 8,
        Dir::East => (bb & !COL_H) << 1,
        Dir::West => (bb & !COL_A) >> 1,
    }
}

/// Each of `bbs` shifted one step on the 8×8 grid in the direction of the
/// same place in [`Dir::ALL`] (see [`shift_grid`]), without a branch or a
/// loop: the generator's hot paths work on all four directions at once.
#[inline(always)]
pub(crate) fn shift_each(bbs: [Bitboard; 4]) -> [Bitboard; 4] {
    [
        bbs[0] << 8,
        bbs[1] >> 8,
        (bbs[2] & !COL_H) << 1,
        (bbs[3] & !COL_A) >> 1,
    ]
}

/// `bb` shifted one step on the 8×8 grid in each direction of [`Dir::ALL`].
#[inline(always)]
pub(crate) fn shift_all(bb: Bitboard) -> [Bitboard; 4] {
    shift_each([bb; 4])
}

/// The bitboard of a `rows × columns` board.
pub fn board_mask(rows: u8, columns: u8) -> Bitboard {
    let row_bits: u64 = if columns >= 8 {
        0xff
    } else {
        (1u64 << columns) - 1
    };
    (0..rows.min(8)).fold(0, |acc, r| acc | (row_bits << (8 * r)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for row in 0..8 {
            for col in 0..8 {
                let sq = Square::new(row, col);
                assert_eq!(Square::parse(&sq.to_string()), Some(sq));
            }
        }
        assert_eq!(Square::parse("C3"), Some(Square::new(2, 2)));
        assert_eq!(Square::parse("c0"), None);
        assert_eq!(Square::parse("c03"), None);
        assert_eq!(Square::parse("i1"), None);
    }

    #[test]
    fn shifts_stay_on_the_board() {
        let board = board_mask(5, 6);
        assert_eq!(board.count_ones(), 30);
        let f1 = Square::new(0, 5).bit();
        assert_eq!(shift(f1, Dir::East, board), 0);
        assert_eq!(shift(f1, Dir::South, board), 0);
        assert_eq!(shift(f1, Dir::West, board), Square::new(0, 4).bit());
        let a5 = Square::new(4, 0).bit();
        assert_eq!(shift(a5, Dir::North, board), 0);
        assert_eq!(shift(a5, Dir::West, board), 0);
        let full = board_mask(8, 8);
        assert_eq!(full, u64::MAX);
        assert_eq!(shift(Square::new(7, 7).bit(), Dir::East, full), 0);
        assert_eq!(shift(Square::new(1, 0).bit(), Dir::West, full), 0);
    }
}
