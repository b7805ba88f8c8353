//! A move: one complete turn, captures with every jump and second removal.

#[cfg(any(test, feature = "test-support"))]
use std::num::NonZeroU32;

use super::square::{Bitboard, Dir, Square, squares};

/// The kinds of move (docs/rules.md §1 and §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// A piece from the hand onto an empty square.
    Drop,
    /// One square orthogonally onto an empty square.
    Step,
    /// Over an own piece into the empty square beyond (`jump_own_pieces`).
    OwnJump,
    /// One or more jumps over enemy pieces, then the second removals.
    Capture,
}

/// One whole turn. Small and `Copy`: generated moves never allocate.
///
/// A capture keeps its path as 2-bit directions (at most 32 jumps, since each
/// jump removes one of at most 32 enemy pieces), the set of jumped squares,
/// the set of board squares taken as second pieces, and how many second
/// pieces come from the enemy's hand.
///
/// ```
/// use yote_engine::{Game, Move, MoveKind, Rules, Square};
///
/// let b2 = Square::parse("b2").expect("a square");
/// let b3 = Square::parse("b3").expect("a square");
/// let step = Move::step(b2, b3);
/// assert_eq!((step.kind(), step.from(), step.to()), (MoveKind::Step, b2, b3));
/// assert_eq!(step.to_string(), "b2-b3");
///
/// // A capture, read from its notation: the jump and the second piece.
/// let mut game = Game::default();
/// game.play_tokens(&["@b2", "@b3", "@a1", "@e5"])?;
/// let capture = game.parse_move("b2xb4/e5")?;
/// assert!(capture.is_capture());
/// assert_eq!((capture.jump_count(), capture.second_removals()), (1, 1));
/// assert_eq!(capture.jumped(), b3.bit());
/// assert_eq!(capture.to_string(), "b2xb4/e5");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    kind: MoveKind,
    from: Square,
    to: Square,
    jumps: u8,
    from_hand: u8,
    path: u64,
    jumped: Bitboard,
    removed: Bitboard,
}

impl Move {
    /// A drop on `sq`.
    pub fn drop(sq: Square) -> Move {
        Move {
            kind: MoveKind::Drop,
            from: sq,
            to: sq,
            jumps: 0,
            from_hand: 0,
            path: 0,
            jumped: 0,
            removed: 0,
        }
    }

    /// A step from `from` to the neighbouring `to`.
    pub fn step(from: Square, to: Square) -> Move {
        Move {
            kind: MoveKind::Step,
            ..Move::drop(from)
        }
        .with_to(to)
    }

    /// A jump over an own piece from `from` to `to`, two squares apart.
    pub(crate) fn own_jump(from: Square, to: Square) -> Move {
        Move {
            kind: MoveKind::OwnJump,
            ..Move::drop(from)
        }
        .with_to(to)
    }

    /// A drop, step or own jump (`kind`, not a capture) from `from` to `to`
    /// (the same square for a drop).
    #[inline]
    pub(crate) fn quiet(kind: MoveKind, from: Square, to: Square) -> Move {
        Move {
            kind,
            from,
            ..Move::drop(to)
        }
    }

    /// A capture that starts at `from` and has not jumped yet; extend it
    /// with [`Move::jump`] and [`Move::remove`].
    pub(crate) fn capture_start(from: Square) -> Move {
        Move {
            kind: MoveKind::Capture,
            ..Move::drop(from)
        }
    }

    fn with_to(mut self, to: Square) -> Move {
        self.to = to;
        self
    }

    /// This capture extended by one jump in `dir`, over `over` onto `land`.
    #[inline]
    pub(crate) fn jump(mut self, dir: Dir, over: Square, land: Square) -> Move {
        self.path |= dir.code() << (2 * self.jumps);
        self.jumps += 1;
        self.jumped |= over.bit();
        self.to = land;
        self
    }

    /// This capture with the given second removals.
    #[inline]
    pub(crate) fn remove(mut self, board: Bitboard, from_hand: u8) -> Move {
        self.removed = board;
        self.from_hand = from_hand;
        self
    }

    pub fn kind(&self) -> MoveKind {
        self.kind
    }

    /// Where the piece starts (for a drop, where it lands).
    pub fn from(&self) -> Square {
        self.from
    }

    /// Where the piece ends.
    pub fn to(&self) -> Square {
        self.to
    }

    pub fn is_capture(&self) -> bool {
        self.kind == MoveKind::Capture
    }

    /// How many enemy pieces a capture jumps (0 for other moves).
    pub fn jump_count(&self) -> u32 {
        u32::from(self.jumps)
    }

    /// The squares of the enemy pieces jumped.
    pub fn jumped(&self) -> Bitboard {
        self.jumped
    }

    /// The board squares taken as second pieces.
    pub fn removed_from_board(&self) -> Bitboard {
        self.removed
    }

    /// How many second pieces come from the enemy's hand.
    pub fn removed_from_hand(&self) -> u8 {
        self.from_hand
    }

    /// Every second removal: board and hand.
    pub fn second_removals(&self) -> u32 {
        self.removed.count_ones() + u32::from(self.from_hand)
    }

    /// The landing squares of a capture's jumps, in order.
    pub fn landings(&self) -> impl Iterator<Item = Square> + '_ {
        let mut at = self.from.index() as i8;
        (0..self.jumps).map(move |i| {
            let dir = Dir::from_code(self.path >> (2 * i));
            at += 2 * dir.delta();
            Square::from_index(at as u32)
        })
    }

    /// The board squares taken as second pieces, in canonical order (byte
    /// order of their names: by column, then by row).
    pub fn removed_squares(&self) -> impl Iterator<Item = Square> {
        let mut by_name: Vec<Square> = squares(self.removed).collect();
        by_name.sort_by_key(|s| (s.col(), s.row()));
        by_name.into_iter()
    }

    /// The move in 32 bits (see [`PackedMove`]).
    #[cfg(any(test, feature = "test-support"))]
    #[inline]
    pub fn pack(&self) -> PackedMove {
        let kind = match self.kind {
            MoveKind::Drop => 0,
            MoveKind::Step => 1,
            MoveKind::OwnJump => 2,
            MoveKind::Capture => 3,
        };
        let mut bits = PackedMove::REAL
            | u32::from(self.from.index())
            | u32::from(self.to.index()) << 6
            | kind << 12;
        if self.kind == MoveKind::Capture {
            if self.jumps == 1 && self.second_removals() <= 1 {
                // Exact: the one board square removed, or the hand, or none.
                if self.removed != 0 {
                    bits |= (self.removed.trailing_zeros() | 1 << 6) << 15;
                } else if self.from_hand == 1 {
                    bits |= 1 << (15 + 7);
                }
            } else {
                bits |= PackedMove::HASHED | u32::from(self.capture_hash()) << 15;
            }
        }
        PackedMove(NonZeroU32::new(bits).expect("the REAL bit is set"))
    }

    /// 16 well-mixed bits of a capture's path and removals.
    #[cfg(any(test, feature = "test-support"))]
    fn capture_hash(&self) -> u16 {
        let mut h = self.path.wrapping_mul(0x9e37_79b9_7f4a_7c15)
            ^ self.removed.wrapping_mul(0xbf58_476d_1ce4_e5b9)
            ^ (u64::from(self.jumps) << 8 | u64::from(self.from_hand))
                .wrapping_mul(0x94d0_49bb_1331_11eb);
        h ^= h >> 29;
        h = h.wrapping_mul(0xbf58_476d_1ce4_e5b9);
        (h >> 48) as u16
    }
}

/// A move in 32 bits, as a transposition table could hold one; never
/// zero, so `Option<PackedMove>` is 32 bits too. With the `test-support`
/// feature only: the search's table keeps no packed moves.
///
/// Layout: bits 0–5 the start square's index, 6–11 the end square's, 12–13
/// the kind, 14 whether the rest is a hash, 15–30 the rest, 31 always set.
/// Drops, steps and own jumps are exact. A capture with one jump and at most
/// one second removal is exact too (the removed square, or "from the hand").
/// Longer captures (several jumps or removals, which do not fit) keep a
/// 16-bit hash of their path and removals: [`crate::MoveGen::unpack`]
/// regenerates the captures from that start to that end and returns the
/// first with the same packed value. Two legal captures of one position
/// share a packed value only if they share start, end and hash, which takes
/// tens of thousands of removal choices for one chain (large boards with
/// `multi_jump`); the move unpacked is then still legal, just maybe not the
/// one packed.
#[cfg(any(test, feature = "test-support"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PackedMove(NonZeroU32);

#[cfg(any(test, feature = "test-support"))]
impl PackedMove {
    const REAL: u32 = 1 << 31;
    const HASHED: u32 = 1 << 14;

    /// The 32 bits, never zero.
    #[inline]
    pub fn to_u32(self) -> u32 {
        self.0.get()
    }

    /// A packed move from its 32 bits; `None` for 0 or a value no move
    /// packs to.
    #[inline]
    pub fn from_u32(bits: u32) -> Option<PackedMove> {
        let kind = (bits >> 12) & 3;
        let plain_ok = kind == 3 || bits >> 14 == Self::REAL >> 14;
        (bits & Self::REAL != 0 && plain_ok)
            .then(|| NonZeroU32::new(bits).map(PackedMove))
            .flatten()
    }

    /// The kind, start and end square.
    #[inline]
    pub fn parts(self) -> (MoveKind, Square, Square) {
        let bits = self.0.get();
        let kind = match (bits >> 12) & 3 {
            0 => MoveKind::Drop,
            1 => MoveKind::Step,
            2 => MoveKind::OwnJump,
            _ => MoveKind::Capture,
        };
        (
            kind,
            Square::from_index(bits & 63),
            Square::from_index((bits >> 6) & 63),
        )
    }
}
