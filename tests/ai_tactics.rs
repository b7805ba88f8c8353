//! Positions with a known answer under several options: the search must
//! find the move and say how many plies the forced result is away (`win_in`,
//! RULES.md §6). The positions were found by brute force over random games.

use std::sync::atomic::AtomicBool;

use yote::ai::{self, Limits};
use yote::engine::{Game, Rules};

struct Case {
    what: &'static str,
    set: &'static [&'static str],
    moves: &'static str,
    /// Every right answer.
    best: &'static [&'static str],
    win_in: Option<i32>,
}

const SMALL_HAND: &[&str] = &[
    "rows=4",
    "columns=4",
    "pieces_per_player=5",
    "second_piece=board-or-hand",
];

const CASES: &[Case] = &[
    Case {
        what: "a capture that wins at once",
        set: &["pieces_per_player=3"],
        moves: "@a1 @a2 @f1 @f5",
        best: &["a1xa3/f5"],
        win_in: Some(1),
    },
    Case {
        what: "a capture that wins at once, with a bonus move",
        set: &["pieces_per_player=3", "bonus_move_after_capture=true"],
        moves: "@a1 @a2 @f1 @f5",
        best: &["a1xa3/f5"],
        win_in: Some(1),
    },
    Case {
        what: "the second piece must come from the hand to win (4×4)",
        set: SMALL_HAND,
        moves: "@c1 @b1 @c4 @b2 c1-c2 @a1 c4-d4 b2xd2/d4 @a2",
        best: &["a1xa3/h"],
        win_in: Some(1),
    },
    Case {
        what: "the second piece must come from the hand to win (5×6)",
        set: &["pieces_per_player=4", "second_piece=board-or-hand"],
        moves: "@c5 @e2 @f3 @a4 f3-e3 e2xe4/c5 @a3",
        best: &["a4xa2/h"],
        win_in: Some(1),
    },
    Case {
        what: "a threatened win that must be stopped",
        set: &["pieces_per_player=6"],
        moves: "@e3 @a5 @e1 @b1 e1-d1 @b4 d1-d2 b4-b3 @c2 b3-b2 @d3 @e2 @f3 e2xe4/d2 @c1 @f1 \
                d3-e3 @f2 c2-d2 e4xe2/c1 d2-d1 b2-a2 d1-d2 e2-e3 d2-d3 a2-b2 d3-d2 e3-e4 f3-e3 b2-c2",
        best: &["e3-e2", "e3xe5/c2"],
        win_in: None,
    },
    Case {
        what: "a threatened win that must be stopped, by a capture (4×4, hand)",
        set: SMALL_HAND,
        moves: "@b1 @c3 @a2 @a3 @c1 a3-a4 a2-a1 a4-b4 a1-a2 @a3 a2xa4/b4 @c4 @a3 @d2 @b4 d2-c2 \
                b4-b3 c2-d2 a4-b4",
        best: &["c4xa4/b3"],
        win_in: None,
    },
    Case {
        what: "a threatened win that must be stopped, with bonus moves",
        set: &["pieces_per_player=6", "bonus_move_after_capture=true"],
        moves: "@e3 @d3 @c3 @d5 @e4 d5-e5 c3-b3 e5-d5 @a1 @c4 @d4 d3xf3/a1 @f5 @c3 @c1 d4xb4/c1 \
                e4-f4 @c2 c3-c4 f3-f2 c4-c5 f2-f1 c5xe5/f1 b4-a4",
        best: &["c2-c1", "c2-d2"],
        win_in: None,
    },
    Case {
        what: "a win forced in three plies",
        set: &["pieces_per_player=6"],
        moves: "@b1 @f1 @b4 @f3 @e5 f3-f4 e5-e4 f1-e1 @a2 @d5 @d2 @a1 d2-d3 @d1 d3-d4 @c5 @b5 \
                e1-f1 b4-b3 c5xa5/d4 b3-c3",
        best: &["f4xd4/c3"],
        win_in: Some(3),
    },
    Case {
        what: "a win forced in three plies by a drop (4×4, hand)",
        set: SMALL_HAND,
        moves: "@d2 @d1 @b4 @a3 b4-b3 @a2 b3-c3 @a4 d2-c2 d1-c1 @c4 c1-b1 @b2 b1xb3/c3 @d1",
        best: &["@d4"],
        win_in: Some(3),
    },
    Case {
        what: "a win forced in three plies after a bonus move",
        set: &["pieces_per_player=6", "bonus_move_after_capture=true"],
        moves: "@b1 @d2 @b2 @c4 @a2 @f5 @b4 @a5 @f3 @a4 @e2 d2xf2/b1 f2xf4/b4",
        best: &["@a1"],
        win_in: Some(3),
    },
];

fn game_of(case: &Case) -> Game {
    let overrides: Vec<String> = case.set.iter().map(|s| s.to_string()).collect();
    let rules = Rules::from_overrides(&overrides).expect("valid rules");
    let mut game = Game::new(rules);
    let moves: Vec<&str> = case.moves.split_whitespace().collect();
    game.play_tokens(&moves).expect("legal moves");
    assert!(!game.is_over(), "{}", case.what);
    game
}

#[test]
fn known_answers_at_depth_four() {
    for case in CASES {
        let game = game_of(case);
        let r = ai::think(&game, Limits::depth(4), &AtomicBool::new(false), |_| {})
            .expect("the game goes on");
        let best = r.best.to_string();
        assert!(
            case.best.contains(&best.as_str()),
            "{}: played {best}, pv {:?}",
            case.what,
            r.pv
        );
        assert_eq!(r.win_in, case.win_in, "{}: score {}", case.what, r.score);
        if let Some(n) = case.win_in {
            assert_eq!(
                r.pv.len(),
                n as usize,
                "{}: the line ends in the win",
                case.what
            );
        }
    }
}

/// The mover's loss is counted too: after the winning side's first move of
/// a win in three, the other side loses in two.
#[test]
fn a_forced_loss_is_negative() {
    for case in CASES.iter().filter(|c| c.win_in == Some(3)) {
        let mut game = game_of(case);
        game.play_token(case.best[0]).expect("legal");
        let r = ai::think(&game, Limits::depth(3), &AtomicBool::new(false), |_| {})
            .expect("the game goes on");
        assert_eq!(r.win_in, Some(-2), "{}: score {}", case.what, r.score);
    }
}
