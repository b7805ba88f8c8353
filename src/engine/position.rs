//! A position: both players' pieces on the board, both hands, whose turn.

use super::moves::{Move, MoveKind};
use super::square::{Bitboard, Color, Square};

/// Everything that identifies a position for repetition (RULES.md §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) pieces: [Bitboard; 2],
    pub(crate) hand: [u8; 2],
    pub(crate) to_move: Color,
}

impl Position {
    /// The empty board with full hands.
    pub fn start(pieces_per_player: u8, first: Color) -> Position {
        Position {
            pieces: [0, 0],
            hand: [pieces_per_player; 2],
            to_move: first,
        }
    }

    /// The squares holding `color`'s pieces.
    #[inline]
    pub fn pieces(&self, color: Color) -> Bitboard {
        self.pieces[color.index()]
    }

    /// Both players' pieces.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.pieces[0] | self.pieces[1]
    }

    /// How many pieces `color` holds in hand.
    #[inline]
    pub fn hand(&self, color: Color) -> u8 {
        self.hand[color.index()]
    }

    /// Pieces on the board plus pieces in hand.
    #[inline]
    pub fn total(&self, color: Color) -> u32 {
        self.pieces(color).count_ones() + u32::from(self.hand(color))
    }

    /// The player to move.
    #[inline]
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Whose piece stands on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|c| self.pieces(*c) & sq.bit() != 0)
    }

    /// The board after the player to move plays `mv` (the turn is not passed:
    /// who moves next is for the game to decide).
    #[inline]
    pub(crate) fn after(&self, mv: &Move) -> Position {
        let me = self.to_move.index();
        let mut next = *self;
        match mv.kind() {
            MoveKind::Drop => {
                next.pieces[me] |= mv.to().bit();
                next.hand[me] -= 1;
            }
            MoveKind::Step | MoveKind::OwnJump => {
                next.pieces[me] ^= mv.from().bit() | mv.to().bit();
            }
            MoveKind::Capture => {
                // A chain may end on its own start square, so no xor here.
                next.pieces[me] = (next.pieces[me] & !mv.from().bit()) | mv.to().bit();
                next.pieces[1 - me] &= !(mv.jumped() | mv.removed_from_board());
                next.hand[1 - me] -= mv.removed_from_hand();
            }
        }
        next
    }
}
