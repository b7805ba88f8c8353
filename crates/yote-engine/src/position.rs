//! A position: both players' pieces on the board, both hands, whose turn,
//! and its Zobrist key. Four words, `Copy`: searches copy it to make a move
//! ([`crate::MoveGen::play`]) instead of undoing.

use super::square::{Bitboard, Color, Square, squares};
use super::zobrist::ZOBRIST;

/// Everything that identifies a position for repetition (docs/rules.md §4): the
/// board, both hands and the player to move (who, after a capture with
/// `bonus_move_after_capture`, is the capturer again, so a pending bonus
/// move is part of it), plus the Zobrist key of all that.
///
/// ```
/// use yote_engine::{Color, Game, Position, Square};
///
/// let mut game = Game::default();
/// let start = *game.position();
/// assert_eq!(start, Position::start(12, Color::White));
/// assert_eq!((start.hand(Color::White), start.to_move()), (12, Color::White));
///
/// game.play_token("@b2")?;
/// let after = game.position();
/// assert_eq!(after.pieces(Color::White), Square::new(1, 1).bit());
/// assert_eq!(after.total(Color::White), 12); // 11 in hand, 1 on the board
/// assert_ne!(after.key(), start.key());
/// # Ok::<(), yote_engine::MoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) pieces: [Bitboard; 2],
    pub(crate) key: u64,
    pub(crate) hand: [u8; 2],
    pub(crate) to_move: Color,
}

impl Position {
    /// The empty board with full hands.
    pub fn start(pieces_per_player: u8, first: Color) -> Position {
        Position::from_parts([0, 0], [pieces_per_player; 2], first)
    }

    /// A position with the given pieces (`pieces[0]` White's, `pieces[1]`
    /// Black's; the sets must not overlap), hands (at most 32 each) and player
    /// to move. Whether it can arise in a game is not checked.
    pub fn from_parts(pieces: [Bitboard; 2], hand: [u8; 2], to_move: Color) -> Position {
        assert!(pieces[0] & pieces[1] == 0, "a square holds two pieces");
        assert!(hand.iter().all(|&h| h <= 32), "a hand holds at most 32");
        let mut pos = Position {
            pieces,
            key: 0,
            hand,
            to_move,
        };
        pos.key = pos.computed_key();
        pos
    }

    /// The Zobrist key, kept up to date move by move: equal positions have
    /// equal keys, and different ones almost surely differ.
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The key computed from the pieces, hands and player to move; always
    /// equal to [`Position::key`] (a check for the incremental updates).
    #[cfg(any(test, feature = "test-support"))]
    pub fn key_from_scratch(&self) -> u64 {
        self.computed_key()
    }

    /// The key computed from the pieces, hands and player to move.
    pub(crate) fn computed_key(&self) -> u64 {
        let z = &ZOBRIST;
        let mut key = z.to_move(self.to_move);
        for color in Color::ALL {
            let c = color.index();
            key ^= z.hand(c, self.hand[c]);
            for sq in squares(self.pieces[c]) {
                key ^= z.square(c, u32::from(sq.index()));
            }
        }
        key
    }

    /// The squares holding `color`'s pieces.
    #[inline]
    pub fn pieces(&self, color: Color) -> Bitboard {
        // Chosen, not indexed by colour: a position indexed only by
        // constants can live in registers (see [`Position::from_sides`]).
        match color {
            Color::White => self.pieces[0],
            Color::Black => self.pieces[1],
        }
    }

    /// Both players' pieces.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.pieces[0] | self.pieces[1]
    }

    /// How many pieces `color` holds in hand.
    #[inline]
    pub fn hand(&self, color: Color) -> u8 {
        match color {
            Color::White => self.hand[0],
            Color::Black => self.hand[1],
        }
    }

    /// The position where `mover` holds `own` and `own_hand` and the other
    /// player `enemy` and `enemy_hand`, with `to_move` to move and `key`
    /// (which must be its key). The copy-make [`crate::MoveGen::play`]
    /// works on the mover's and the opponent's sets and puts them back here
    /// with selects rather than stores indexed by colour, so that a search or
    /// a playout can keep its position in registers from move to move.
    #[inline(always)]
    pub(crate) fn from_sides(
        mover: Color,
        [own, enemy]: [Bitboard; 2],
        [own_hand, enemy_hand]: [u8; 2],
        to_move: Color,
        key: u64,
    ) -> Position {
        let white = mover == Color::White;
        Position {
            pieces: if white { [own, enemy] } else { [enemy, own] },
            key,
            hand: if white {
                [own_hand, enemy_hand]
            } else {
                [enemy_hand, own_hand]
            },
            to_move,
        }
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
}
