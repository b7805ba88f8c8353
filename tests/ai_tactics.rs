//! Positions with a known answer under several options: the search must
//! find the move and say how many plies the forced result is away (`win_in`,
//! docs/scripting.md). The positions were found by brute force over random games;
//! those of [`SOLVED`] are proven by the exhaustive solver of
//! `tests/support/solver.rs` as the test runs.

use std::collections::BTreeSet;
use std::sync::atomic::AtomicBool;
use yote::rules_file::RulesToml;

use yote_ai::{self, Limits};
use yote_engine::{Game, Rules};

use crate::support;
use support::solver::{move_values, win_in};

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
    replay(case.set, case.moves, case.what)
}

/// The game after `moves` under the rules `set` gives.
fn replay(set: &[&str], moves: &str, what: &str) -> Game {
    let overrides: Vec<String> = set.iter().map(std::string::ToString::to_string).collect();
    let rules = Rules::from_overrides(&overrides).expect("valid rules");
    let mut game = Game::new(rules).expect("valid rules");
    let moves: Vec<&str> = moves.split_whitespace().collect();
    game.play_tokens(&moves).expect("legal moves");
    assert!(!game.is_over(), "{what}");
    game
}

#[test]
fn known_answers_at_depth_four() {
    for case in CASES {
        let game = game_of(case);
        let r = yote_ai::think(&game, Limits::depth(4), &AtomicBool::new(false), |_| {})
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
        let r = yote_ai::think(&game, Limits::depth(3), &AtomicBool::new(false), |_| {})
            .expect("the game goes on");
        assert_eq!(r.win_in, Some(-2), "{}: score {}", case.what, r.score);
    }
}

/// A position whose answer the exhaustive solver proves, `depth` plies deep.
struct Solved {
    what: &'static str,
    set: &'static [&'static str],
    moves: &'static str,
    depth: u32,
    /// Exactly the moves that keep the solver's best value.
    keep: &'static [&'static str],
    /// The solver's forced result with them (docs/scripting.md's `win_in`).
    win_in: Option<i32>,
    /// Tempting moves that lose, with the solver's `win_in` for each.
    traps: &'static [(&'static str, i32)],
    /// An option setting without which the best value is a loss (the rule
    /// the defence relies on).
    lost_without: Option<&'static str>,
}

const SOLVED: &[Solved] = &[
    Solved {
        what: "a win forced in five plies with multiple jumps",
        set: &[
            "rows=4",
            "columns=5",
            "pieces_per_player=4",
            "multi_jump=true",
        ],
        moves: "@c1 @e4 @c3 @c2 @a2 @a1 c3-d3 c2-c3 @a3",
        depth: 5,
        keep: &["c3xe3/c1"],
        win_in: Some(5),
        traps: &[("c3xe3/a2", 0), ("@b2", -2)],
        lost_without: None,
    },
    Solved {
        what: "every capture loses to the counter-capture; one quiet move holds (own jumps)",
        set: &[
            "rows=4",
            "columns=4",
            "pieces_per_player=4",
            "jump_own_pieces=true",
        ],
        moves: "@a3 @d2 @b2 @c1 @b1 d2-d3 @d2 @b3 b2-a2 @a4 a3xc3/c1 a4-b4 b1-c1 b4-a4 a2-a1 \
                a4-a3 d2-c2 a3-a2 c3-c4 d3-c3 c1-d1",
        depth: 4,
        keep: &["a2-a3"],
        win_in: None,
        traps: &[("c3xc1/a1", -2), ("c3xc1/d1", -2), ("c3xc1/c4", -2)],
        lost_without: None,
    },
    Solved {
        what: "the only move that does not lose is a defensive step (win at 2 pieces left)",
        set: &[
            "rows=4",
            "columns=5",
            "pieces_per_player=5",
            "win_when_opponent_has_at_most=2",
        ],
        moves: "@d1 @d4 @d2 @c1 @c3 d4-e4 c3-d3 @b4 d1-e1 b4-b3 d2-d1 e4-e3 @d2 b3-b2 e1-e2 @b1 \
                @a4 e3xc3/d1 e2-e1 @c4 a4-b4 c4-d4 d2-e2 c1-c2 e2-e3 b2-b3 e1-e2 c3-c4",
        depth: 4,
        keep: &["b4-a4"],
        win_in: None,
        traps: &[("b4xb2/b1", -2), ("b4xb2/d4", -2), ("e3-e4", -2)],
        lost_without: None,
    },
    Solved {
        what: "which second piece to remove decides: one wins with the bonus move, one loses",
        set: &[
            "rows=4",
            "columns=5",
            "pieces_per_player=5",
            "bonus_move_after_capture=true",
            "second_piece=hand-if-board-empty",
        ],
        moves: "@b1 @a2 @e1 @d4 @d3 @e4 @b3 @a3 @a1 @a4 b3-b4 d4-c4 b4-b3 a3xc3/e1 a4-a3",
        depth: 4,
        keep: &["d3xb3/a3"],
        win_in: Some(2),
        traps: &[("d3xb3/a2", 0), ("d3xb3/e4", -3)],
        lost_without: None,
    },
    Solved {
        what: "the losing side draws by repetition (3×3, a position twice)",
        set: &[
            "rows=3",
            "columns=3",
            "pieces_per_player=3",
            "repetition_draw=2",
        ],
        moves: "@c1 @a3 @c3 @c2 @a1 @a2 a1-b1 a2-a1 c3-b3 c2-b2",
        depth: 6,
        keep: &["b3-c3"],
        win_in: None,
        traps: &[("c1-c2", -2)],
        lost_without: Some("repetition_draw=0"),
    },
    Solved {
        what: "the losing side captures into the few-pieces draw",
        set: &[
            "rows=4",
            "columns=4",
            "pieces_per_player=4",
            "draw_when_both_have_at_most=2",
            "win_when_opponent_has_at_most=0",
        ],
        moves: "@a3 @c2 @d3 @b4 @b3 @a1 d3-d2 b4xb2/a3 @a2 @b3 d2-d3 b2-b1 d3-c3 b3-b4",
        depth: 4,
        keep: &["c3xc1/a1", "c3xc1/b1", "c3xc1/b4"],
        win_in: None,
        traps: &[("a2-a3", -2), ("c3-c4", -2)],
        lost_without: Some("draw_when_both_have_at_most=0"),
    },
    Solved {
        what: "a quiet drop forces a win in three when captures are mandatory",
        set: &[
            "rows=4",
            "columns=5",
            "pieces_per_player=5",
            "mandatory_capture=true",
        ],
        moves: "@a3 @d2 @d3 d2xd4/a3 @c2 @b1 c2-c1 b1xd1 @a2 @c2 @a3",
        depth: 3,
        keep: &["@a1"],
        win_in: Some(3),
        traps: &[("d4-d3", 0)],
        lost_without: None,
    },
    Solved {
        what: "a step that leaves the opponent no legal move wins at once; the captures do not",
        set: &[
            "rows=3",
            "columns=4",
            "pieces_per_player=5",
            "no_legal_move=loses",
        ],
        moves: "@c2 @c3 c2-c1 c3-c2 @d3 @a3 @b3 @a2 @b2 c2-c3 @c2 @a1 b2-b1 @b2 c2-d2 c3-c2",
        depth: 3,
        keep: &["d3-c3"],
        win_in: Some(1),
        traps: &[("c1xc3/a1", 0)],
        lost_without: None,
    },
];

/// The solver proves each position's answer (the moves that keep the best
/// value, the traps, the rule the defence needs), and the search at the
/// same depth plays one of those moves and reports the same `win_in`.
#[test]
fn solved_positions_are_answered_as_the_solver_does() {
    for case in SOLVED {
        let what = case.what;
        let game = replay(case.set, case.moves, what);
        let values = move_values(&game, case.depth);
        let best = values.iter().map(|&(_, v)| v).max().expect("a legal move");
        let keep: BTreeSet<String> = values
            .iter()
            .filter(|&&(_, v)| v == best)
            .map(|(mv, _)| mv.to_string())
            .collect();
        let expected: BTreeSet<String> = case
            .keep
            .iter()
            .map(std::string::ToString::to_string)
            .collect();
        assert_eq!(keep, expected, "{what}: the solver's best moves");
        assert_eq!(win_in(best), case.win_in, "{what}: the solver's result");
        for &(trap, n) in case.traps {
            let value = values
                .iter()
                .find(|(mv, _)| mv.to_string() == trap)
                .map_or_else(|| panic!("{what}: {trap} is not legal"), |&(_, v)| v);
            assert_eq!(win_in(value), (n != 0).then_some(n), "{what}: {trap}");
        }
        if let Some(option) = case.lost_without {
            let set: Vec<&str> = case.set.iter().copied().chain([option]).collect();
            let without = replay(&set, case.moves, what);
            let best_without = move_values(&without, case.depth)
                .into_iter()
                .map(|(_, v)| v)
                .max();
            assert!(
                best_without.and_then(win_in).is_some_and(|n| n < 0),
                "{what}: lost without {option}"
            );
        }

        let r = yote_ai::think(
            &game,
            Limits::depth(case.depth),
            &AtomicBool::new(false),
            |_| {},
        )
        .expect("the game goes on");
        let played = r.best.to_string();
        assert!(
            expected.contains(&played),
            "{what}: played {played}, pv {:?}",
            r.pv.iter()
                .map(std::string::ToString::to_string)
                .collect::<Vec<_>>()
        );
        assert_eq!(r.win_in, case.win_in, "{what}: score {}", r.score);
        let mut line = game.clone();
        for mv in &r.pv {
            assert!(line.is_legal(mv), "{what}: pv move {mv}");
            line.play_unchecked(*mv);
        }
    }
}
