//! The search's guarantees: legal moves only, the same result at a fixed
//! depth with or without the transposition table, a prompt stop, and
//! levels that repeat themselves for a seed.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use proptest::prelude::*;
use rand::{Rng, SeedableRng, rngs::SmallRng};
use yote_ai::{self, Level, Limits, Player, Searcher};
use yote_engine::{Game, NoLegalMove, Rules, SecondPiece};

use crate::support;
use support::games::seeded_game;

/// Rules with options drawn from `bits`, on a board of `rows` × `columns`.
fn rules_from(bits: u32, rows: u8, columns: u8) -> Rules {
    let mut rules = Rules {
        rows,
        columns,
        second_piece: SecondPiece::ALL[(bits % 3) as usize],
        mandatory_capture: bits & 4 != 0,
        multi_jump: bits & 8 != 0,
        bonus_move_after_capture: bits & 16 != 0,
        jump_own_pieces: bits & 32 != 0,
        no_legal_move: if bits & 64 != 0 {
            NoLegalMove::MostPiecesWins
        } else {
            NoLegalMove::Loses
        },
        draw_when_both_have_at_most: if bits & 128 != 0 { 3 } else { 0 },
        repetition_draw: if bits & 256 != 0 { 2 } else { 3 },
        ..Rules::default()
    };
    let squares = u32::from(rows) * u32::from(columns);
    rules.pieces_per_player = (squares / 2).clamp(2, 12) as u8;
    rules.draw_when_both_have_at_most = rules
        .draw_when_both_have_at_most
        .min(rules.pieces_per_player);
    if bits & 512 != 0 {
        rules.win_when_opponent_has_at_most = 0;
    }
    rules.validate().expect("valid rules");
    rules
}

/// Checks that a result's move and line are legal, move after move.
fn assert_legal(game: &Game, result: &yote_ai::SearchResult, what: &str) {
    assert!(
        game.is_legal(&result.best),
        "{what}: best {} illegal",
        result.best
    );
    assert_eq!(
        result.pv.first(),
        Some(&result.best),
        "{what}: pv starts with best"
    );
    let mut g = game.clone();
    for mv in &result.pv {
        assert!(
            g.is_legal(mv),
            "{what}: pv move {mv} illegal in {:?}",
            result.pv
        );
        g.play_unchecked(*mv);
    }
}

fn never() -> AtomicBool {
    AtomicBool::new(false)
}

/// The fixed-depth search of `game` by a searcher with a table, then by one
/// without.
fn with_and_without_table(
    game: &Game,
    depth: u32,
) -> (yote_ai::SearchResult, yote_ai::SearchResult) {
    let search = |mut searcher: Searcher| {
        searcher
            .think(game, Limits::depth(depth), &never(), |_| {})
            .expect("game on")
    };
    (search(Searcher::new(1)), search(Searcher::without_table()))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Whatever the options and the position, the move is legal.
    #[test]
    fn the_search_plays_legal_moves(
        bits in 0u32..1024,
        rows in 3u8..=6,
        columns in 3u8..=6,
        plies in 0usize..30,
        seed in any::<u64>(),
        depth in 1u32..=2,
    ) {
        let rules = rules_from(bits, rows, columns);
        let game = seeded_game(&rules, plies, seed);
        let result = yote_ai::think(&game, Limits::depth(depth), &never(), |_| {});
        match result {
            None => prop_assert!(game.is_over()),
            Some(r) => {
                prop_assert!(!game.is_over());
                assert_legal(&game, &r, &format!("{rules:?} after {plies} plies, seed {seed}"));
                prop_assert_eq!(r.depth, depth);
            }
        }
    }
}

/// The same, deeper and longer (run with `cargo test --release -- --ignored`).
#[test]
#[ignore = "slow: run by .ci/run with --ignored"]
fn the_search_plays_legal_moves_long() {
    let mut rng = SmallRng::seed_from_u64(99);
    for case in 0..150 {
        let rules = rules_from(
            rng.random_range(0..1024),
            rng.random_range(2..=8),
            rng.random_range(2..=8),
        );
        let game = seeded_game(&rules, rng.random_range(0..60), rng.random());
        if let Some(r) = yote_ai::think(&game, Limits::depth(3), &never(), |_| {}) {
            assert_legal(&game, &r, &format!("case {case}: {rules:?}"));
        }
    }
}

/// At a fixed depth the table only saves work: the score and the forced
/// result are the same without it.
#[test]
fn the_table_never_changes_a_fixed_depth_result() {
    let option_sets = [0u32, 1, 2, 16, 17, 8 | 4, 32, 128 | 1];
    for (i, bits) in option_sets.into_iter().enumerate() {
        let rules = rules_from(bits, 5, 6);
        for seed in 0..3u64 {
            let game = seeded_game(&rules, 6 + 2 * seed as usize, seed * 31 + i as u64);
            if game.is_over() {
                continue;
            }
            let depth = 3;
            let (with, without) = with_and_without_table(&game, depth);
            let what = format!(
                "options {bits}, seed {seed}, {:?}",
                game.moves()
                    .map(std::string::ToString::to_string)
                    .collect::<Vec<_>>()
            );
            assert_eq!(with.score, without.score, "{what}");
            assert_eq!(with.win_in, without.win_in, "{what}");
        }
    }
}

/// A stop asked for from another thread ends a long search at once, with
/// a legal move.
#[test]
fn a_stop_returns_the_best_move_so_far() {
    let game = seeded_game(&Rules::default(), 8, 5);
    let stop = AtomicBool::new(false);
    let (tx, rx) = std::sync::mpsc::channel();
    let result = std::thread::scope(|s| {
        let worker = s.spawn(|| {
            yote_ai::think(&game, Limits::time(Duration::from_mins(10)), &stop, |p| {
                let _ = tx.send(p.depth);
            })
        });
        // Wait for the first iteration, then stop.
        let depth = rx.recv().expect("an iteration completes");
        assert!(depth >= 1);
        stop.store(true, Ordering::Relaxed);
        worker.join().expect("no panic")
    });
    let r = result.expect("game on");
    assert_legal(&game, &r, "stopped");
    assert!(r.depth >= 1);
}

/// A stop set before the search starts still gives a legal move.
#[test]
fn a_search_stopped_before_it_starts_still_moves() {
    let game = seeded_game(&Rules::default(), 4, 9);
    let stop = AtomicBool::new(true);
    let r = yote_ai::think(&game, Limits::time(Duration::from_mins(10)), &stop, |_| {})
        .expect("game on");
    assert!(game.is_legal(&r.best));
}

/// Easy's mistakes come from the seed: the same seed, the same moves.
#[test]
fn levels_repeat_for_a_seed() {
    for seed in 0..4u64 {
        let game = seeded_game(&Rules::default(), 10, seed);
        for level in [Level::Easy, Level::Medium] {
            let a = yote_ai::choose(&game, level, seed, &never()).expect("game on");
            let b = yote_ai::choose(&game, level, seed, &never()).expect("game on");
            assert_eq!(a, b, "{level} with seed {seed}");
            assert!(game.is_legal(&a));
        }
    }
}

#[test]
fn player_specs_read_and_print() {
    for text in ["easy", "medium", "hard", "random", "depth:5", "time:250"] {
        let p: Player = text.parse().expect("a player");
        assert_eq!(p.to_string(), text);
    }
    assert_eq!("HARD".parse::<Player>(), Ok(Player::Level(Level::Hard)));
    for bad in [
        "", "expert", "depth:", "depth:0", "depth:x", "time:0", "time:-5",
    ] {
        assert!(bad.parse::<Player>().is_err(), "{bad}");
    }
}

/// A result that a repetition of a position before the node decides holds
/// only on the way there: the table must not carry it to the same position
/// reached another way. Here (2×2, one piece each, bonus moves, own jumps)
/// the pieces circle, and at depth 7 the table once gave -8 where the
/// search without it gives the true 0.
#[test]
fn the_table_keeps_no_result_a_repetition_decided() {
    let rules = Rules {
        rows: 2,
        columns: 2,
        pieces_per_player: 1,
        second_piece: SecondPiece::HandIfBoardEmpty,
        bonus_move_after_capture: true,
        jump_own_pieces: true,
        win_when_opponent_has_at_most: 0,
        no_legal_move: NoLegalMove::MostPiecesWins,
        ..Rules::default()
    };
    let mut game = Game::new(rules).expect("valid rules");
    game.play_tokens(&["@b2", "@b1", "b2-a2", "b1-b2", "a2-a1", "b2-a2", "a1-b1"])
        .expect("legal");
    for depth in 1..=8 {
        let (with, without) = with_and_without_table(&game, depth);
        assert_eq!(
            (with.score, with.win_in),
            (without.score, without.win_in),
            "depth {depth}"
        );
        if depth == 7 {
            assert_eq!(with.score, 0);
        }
    }
}

/// The parallel search (Lazy SMP, threads sharing the table) at a fixed
/// depth finds the score of the one-thread search: the table holds only
/// true bounds of a full-width search, and a hit is used only at its own
/// depth, whichever thread stored it. Its move and line are legal (the
/// move may be another of the same score).
#[test]
fn threads_sharing_the_table_find_the_same_score() {
    for seed in 0..12u64 {
        let rules = rules_from((seed * 97) as u32 % 1024, 5, 6);
        let game = seeded_game(&rules, 6 + seed as usize, seed);
        if game.is_over() {
            continue;
        }
        let depth = 4;
        let one = yote_ai::think(&game, Limits::depth(depth), &never(), |_| {}).expect("game on");
        let mut parallel = Searcher::new(4);
        parallel.set_threads(3);
        let many = parallel
            .think(&game, Limits::depth(depth), &never(), |_| {})
            .expect("game on");
        let what = format!("seed {seed}");
        assert_legal(&game, &many, &what);
        assert_eq!((many.score, many.depth), (one.score, one.depth), "{what}");
        assert!(
            many.nodes >= one.nodes / 2,
            "{what}: every thread's positions count"
        );
    }
}

/// A parallel search on a clock stops on time and on the flag.
#[test]
fn a_parallel_search_stops_when_told() {
    let game = seeded_game(&Rules::default(), 10, 3);
    let stop = AtomicBool::new(false);
    let mut searcher = Searcher::new(4);
    searcher.set_threads(3);
    let started = std::time::Instant::now();
    let r = std::thread::scope(|scope| {
        let handle = scope
            .spawn(|| searcher.think(&game, Limits::time(Duration::from_mins(10)), &stop, |_| {}));
        std::thread::sleep(Duration::from_millis(200));
        stop.store(true, Ordering::Relaxed);
        handle.join().expect("no panic")
    })
    .expect("game on");
    assert!(started.elapsed() < Duration::from_mins(1));
    assert_legal(&game, &r, "stopped");
}
