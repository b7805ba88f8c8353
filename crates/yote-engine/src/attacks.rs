//! What is in the air: which pieces each player could jump with one move,
//! as bitboards, for the screens' threat marks and the hint's reasons.
//!
//! One move is one whole capture chain (`multi_jump`); a bonus move after
//! it (`bonus_move_after_capture`) is a second move and does not count.
//! Second removals are not here: they take any piece the capturer chooses,
//! not an attacked one. `mandatory_capture` changes nothing: it forbids
//! quiet moves, not captures, and with `multi_jump` a chain forced to go on
//! still jumps every piece its shorter form did. Own pieces are never
//! captured, so `jump_own_pieces` adds nothing either.

use super::position::Position;
use super::rules::Rules;
use super::square::{Bitboard, Color, Dir, shift};

/// The pieces each player could jump, seen from the player to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Attacks {
    /// The opponent's pieces the player to move can jump now.
    pub capturable: Bitboard,
    /// The pieces of the player to move that the opponent could jump if it
    /// were the opponent's turn in this position.
    pub threatened: Bitboard,
    /// The most pieces one capture of the player to move can jump now: the
    /// number of second removals it brings (0 when it cannot capture).
    pub capturable_most: u32,
    /// The most pieces one capture of the opponent could jump.
    pub threatened_most: u32,
}

impl Attacks {
    /// The attacks in `pos` under `rules` (which must have passed
    /// [`Rules::validate`]). Whether the game is over is not asked: a
    /// screen that shows a finished game should not ask.
    pub fn of(pos: &Position, rules: &Rules) -> Attacks {
        let me = pos.to_move();
        let board = rules.board_mask();
        let (capturable, capturable_most) = jumpable(pos, me, board, rules.multi_jump);
        let (threatened, threatened_most) = jumpable(pos, me.other(), board, rules.multi_jump);
        Attacks {
            capturable,
            threatened,
            capturable_most,
            threatened_most,
        }
    }
}

/// The pieces of `attacker`'s opponent that `attacker` could jump in one
/// move if it were `attacker`'s turn in `pos`, and the most one move jumps.
pub(crate) fn jumpable(
    pos: &Position,
    attacker: Color,
    board: Bitboard,
    multi_jump: bool,
) -> (Bitboard, u32) {
    let own = pos.pieces(attacker);
    let enemy = pos.pieces(attacker.other());
    let empty = board & !pos.occupied();
    // The first jumps, for all pieces at once: a piece next to an enemy
    // piece with an empty square beyond it.
    let mut first = 0;
    for d in Dir::ALL {
        let over = shift(own, d, board) & enemy;
        let back = opposite(d);
        first |= over & shift(empty, back, board);
    }
    if first == 0 || !multi_jump {
        return (first, u32::from(first != 0));
    }
    // Chains: walk them from each piece that can start one. The first jumps
    // are all in already; longer chains may add pieces only they reach.
    let mut seen = first;
    let mut most = 1;
    let mut starts = 0;
    for d in Dir::ALL {
        let over = shift(own, d, board) & enemy;
        starts |= shift(over & shift(empty, opposite(d), board), opposite(d), board) & own;
    }
    let mut rest = starts;
    while rest != 0 {
        let from = rest & rest.wrapping_neg();
        rest ^= from;
        // The start square empties as the piece leaves it.
        walk(from, enemy, empty | from, board, 0, &mut seen, &mut most);
    }
    (seen, most)
}

/// Every chain on from `at` (a piece that has jumped `depth` pieces so far)
/// over `enemy` into `empty`: adds each jumped piece to `seen` and the
/// longest chain's length to `most`.
fn walk(
    at: Bitboard,
    enemy: Bitboard,
    empty: Bitboard,
    board: Bitboard,
    depth: u32,
    seen: &mut Bitboard,
    most: &mut u32,
) {
    *most = (*most).max(depth);
    for d in Dir::ALL {
        let over = shift(at, d, board) & enemy;
        let land = shift(over, d, board) & empty;
        if land != 0 {
            *seen |= over;
            // The landing square fills; the square left and the piece
            // jumped empty (a chain may come back over them).
            let empty_next = (empty | at | over) & !land;
            walk(
                land,
                enemy & !over,
                empty_next,
                board,
                depth + 1,
                seen,
                most,
            );
        }
    }
}

fn opposite(d: Dir) -> Dir {
    match d {
        Dir::North => Dir::South,
        Dir::South => Dir::North,
        Dir::East => Dir::West,
        Dir::West => Dir::East,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Square;

    fn sq(name: &str) -> Bitboard {
        Square::parse(name).expect("a square").bit()
    }

    /// White on a1 next to Black on b1 with c1 empty: Black is capturable,
    /// and Black on b1 threatens a1 only if a0 existed (it does not), so
    /// nothing of White's is threatened.
    #[test]
    fn a_single_jump_is_seen_by_both_sides() {
        let rules = Rules::default();
        let pos = Position::from_parts([sq("a1"), sq("b1")], [11, 11], Color::White);
        let a = Attacks::of(&pos, &rules);
        assert_eq!(a.capturable, sq("b1"));
        assert_eq!(a.threatened, 0);
        assert_eq!(a.capturable_most, 1);
        let pos = Position::from_parts([sq("b1"), sq("a1")], [11, 11], Color::White);
        let a = Attacks::of(&pos, &rules);
        assert_eq!(a.threatened, sq("b1"));
        assert_eq!(a.threatened_most, 1);
    }

    /// A chain of two: the second piece is attacked only with `multi_jump`.
    #[test]
    fn a_chain_reaches_the_second_piece() {
        let white = sq("a1");
        let black = sq("b1") | sq("c2");
        let pos = Position::from_parts([white, black], [10, 10], Color::White);
        let single = Attacks::of(&pos, &Rules::default());
        assert_eq!(single.capturable, sq("b1"));
        let multi = Rules {
            multi_jump: true,
            ..Rules::default()
        };
        // a1 x b1 lands on c1, then c1 x c2 lands on c3.
        let chained = Attacks::of(&pos, &multi);
        assert_eq!(chained.capturable, black);
        assert_eq!(chained.capturable_most, 2);
    }

    fn bench_board() -> Bitboard {
        Rules::default().board_mask()
    }

    #[test]
    fn nothing_is_attacked_on_an_empty_board() {
        let pos = Position::start(12, Color::White);
        assert_eq!(jumpable(&pos, Color::White, bench_board(), true), (0, 0));
    }
}
