//! Positions that the tests of the search to a fixed depth share: the
//! review's unit tests, and `tests/known_move.rs`, which takes this file
//! in by its path (one list for both; test code only).

use yote_engine::{Rules, SecondPiece};

/// The middle-game positions of docs/benchmarks.md, the same under a
/// bonus move after a capture (the side to move does not change) and
/// under board-or-hand, and a win in one.
pub fn middle_games() -> Vec<(Rules, &'static str)> {
    let standard = Rules::default();
    let bonus = Rules {
        bonus_move_after_capture: true,
        ..Rules::default()
    };
    let hand = Rules {
        second_piece: SecondPiece::BoardOrHand,
        ..bonus.clone()
    };
    let three = Rules {
        pieces_per_player: 3,
        ..Rules::default()
    };
    vec![
        (
            standard.clone(),
            "@a1 @f1 @a5 @f5 @b2 @c1 b2-b1 @d1 b1-b2 @a3",
        ),
        (standard.clone(), "@c3 @d3 @c2 @d2 @b4 @e4 @b2 @e2"),
        (standard.clone(), "@c3 @c4 @d2 @d5 @b3 @b4 @e3 @e4 @a1 @f5"),
        (
            standard.clone(),
            "@b2 @e4 @c2 @d4 @b3 @e3 @c4 @d2 @a5 @f1 @b5 @e1",
        ),
        (standard, "@c3 @d4 @b2 @e5 @d2 @c5 @e2 @b5 c3-c4 @a3"),
        (bonus, "@c3 @d3 @c2 @d2 @b4 @e4 @b2 @e2"),
        (hand, "@c3 @c4 @d2 @d5 @b3 @b4 @e3 @e4 @a1 @f5"),
        (three, "@a1 @a2 @f1 @f5"),
    ]
}
