//! The search against the exhaustive solver of `tests/support/solver.rs`: plain
//! minimax over the engine's public game (legal moves, play, undo, the
//! game's own end), no table, no pruning, no ordering. On small boards under
//! random options, whenever the solver finds a forced result within N plies,
//! `analyze --depth N`'s search must report the same `win_in` (docs/scripting.md:
//! plies, a bonus move being a ply like any other) with a move that keeps
//! it; when the solver finds none, the search must not claim one within N;
//! and the table never changes the result.

use std::sync::atomic::AtomicBool;

use proptest::prelude::*;
use rand::{Rng, SeedableRng, rngs::SmallRng};
use yote_ai::{Limits, SearchResult, Searcher};
use yote_engine::{Color, Game, NoLegalMove, Rules, SecondPiece};

use crate::support;
use support::games::random_game;
use support::solver::{solve, value_of, win_in};

/// Small rules with every option drawn at random.
fn small_rules(rng: &mut SmallRng) -> Rules {
    let rows = rng.random_range(2..=4u8);
    let columns = rng.random_range(2..=4u8);
    let max = u32::from(rows) * u32::from(columns) / 2;
    let pieces = rng.random_range(1..=max.min(6)) as u8;
    let rules = Rules {
        rows,
        columns,
        pieces_per_player: pieces,
        first_player: Color::ALL[rng.random_range(0..2)],
        second_piece: SecondPiece::ALL[rng.random_range(0..3)],
        mandatory_capture: rng.random_bool(0.5),
        multi_jump: rng.random_bool(0.5),
        bonus_move_after_capture: rng.random_bool(0.5),
        jump_own_pieces: rng.random_bool(0.5),
        win_when_opponent_has_at_most: match rng.random_range(0..4) {
            0 => 0,
            1 => 1.min(pieces - 1),
            _ => rng.random_range(0..pieces),
        },
        draw_when_both_have_at_most: match rng.random_range(0..3) {
            0 => rng.random_range(0..=pieces),
            _ => 0,
        },
        no_legal_move: NoLegalMove::ALL[rng.random_range(0..2)],
        repetition_draw: match rng.random_range(0..4) {
            0 => 0,
            1 => 3,
            _ => rng.random_range(2..=4),
        },
    };
    rules.validate().expect("valid rules");
    rules
}

/// How to reproduce a case on the command line.
fn describe(game: &Game, depth: u32) -> String {
    let r = game.rules();
    let moves: Vec<String> = game.moves().map(std::string::ToString::to_string).collect();
    format!(
        "yote analyze --depth {depth} --set rows={} --set columns={} --set pieces_per_player={} \
         --set first_player={} --set second_piece={} --set mandatory_capture={} \
         --set multi_jump={} --set bonus_move_after_capture={} --set jump_own_pieces={} \
         --set win_when_opponent_has_at_most={} --set draw_when_both_have_at_most={} \
         --set no_legal_move={} --set repetition_draw={} {}",
        r.rows,
        r.columns,
        r.pieces_per_player,
        r.first_player.name(),
        r.second_piece.key(),
        r.mandatory_capture,
        r.multi_jump,
        r.bonus_move_after_capture,
        r.jump_own_pieces,
        r.win_when_opponent_has_at_most,
        r.draw_when_both_have_at_most,
        r.no_legal_move.key(),
        r.repetition_draw,
        moves.join(" ")
    )
}

fn search(searcher: &mut Searcher, game: &Game, depth: u32) -> SearchResult {
    searcher
        .think(game, Limits::depth(depth), &AtomicBool::new(false), |_| {})
        .expect("the game goes on")
}

/// What one case found.
#[derive(Default, Debug)]
struct Tally {
    /// Positions and depths compared.
    compared: u32,
    /// Of those, with a forced result within the horizon.
    forced: u32,
    /// Forced results the search found beyond its horizon (by the capture
    /// search), checked with a deeper solver.
    beyond: u32,
    /// Of those, how many the deeper solver puts nearer than the search.
    beyond_not_exact: u32,
}

/// Compares the search with the solver on the position of `game` at every
/// depth the solver finishes within `budget` positions (up to `max_depth`).
fn check(game: &Game, max_depth: u32, budget: u64, tally: &mut Tally) -> Result<(), String> {
    let mut scratch = game.clone();
    let mut last = 1;
    for depth in 1..=max_depth {
        let mut nodes = 0;
        let value = solve(&mut scratch, depth, &mut nodes);
        let expected = win_in(value);
        let what = describe(game, depth);
        let r = search(&mut Searcher::new(1), game, depth);
        if !game.is_legal(&r.best) {
            return Err(format!("illegal best {}: {what}", r.best));
        }
        let mut line = game.clone();
        for mv in &r.pv {
            if line.is_over() || !line.is_legal(mv) {
                return Err(format!("illegal pv move {mv} in {:?}: {what}", r.pv));
            }
            line.play_unchecked(*mv);
        }
        if r.pv.first() != Some(&r.best) {
            return Err(format!("pv does not start with best: {what}"));
        }
        tally.compared += 1;
        match expected {
            Some(n) => {
                tally.forced += 1;
                if r.win_in != Some(n) {
                    return Err(format!(
                        "solver: win_in {n}, search: {:?} (score {}, best {}, pv {:?}): {what}",
                        r.win_in,
                        r.score,
                        r.best,
                        r.pv.iter()
                            .map(std::string::ToString::to_string)
                            .collect::<Vec<_>>()
                    ));
                }
                let mover = game.to_move();
                let kept = value_of(&mut scratch, r.best, mover, depth, &mut 0);
                if kept != value {
                    return Err(format!(
                        "best {} is worth {:?} to the solver, not {n}: {what}",
                        r.best,
                        win_in(kept)
                    ));
                }
            }
            None => {
                if let Some(n) = r.win_in {
                    return Err(format!(
                        "search claims win_in {n} (score {}, pv {:?}), the solver finds nothing \
                         forced: {what}",
                        r.score,
                        r.pv.iter()
                            .map(std::string::ToString::to_string)
                            .collect::<Vec<_>>()
                    ));
                }
            }
        }
        // A forced result's score beyond the horizon (found by the capture
        // search, with win_in null) must be true too, where a deeper solver
        // is affordable.
        let growth = nodes.div_ceil(last).max(1);
        if let Some(n) = yote_ai::win_in(r.score)
            && n.unsigned_abs() > depth
            && growth
                .checked_pow(n.unsigned_abs() - depth)
                .and_then(|g| g.checked_mul(nodes))
                .is_some_and(|cost| cost <= budget)
        {
            let deeper = solve(&mut scratch, n.unsigned_abs(), &mut 0);
            let ok = match win_in(deeper) {
                Some(m) => m.signum() == n.signum() && m.abs() <= n.abs(),
                None => false,
            };
            tally.beyond += 1;
            if win_in(deeper) != Some(n) {
                tally.beyond_not_exact += 1;
            }
            if !ok {
                return Err(format!(
                    "search at depth {depth} claims win_in {n}, the solver {} plies deep finds \
                     {:?}: {what}",
                    n.abs(),
                    win_in(deeper)
                ));
            }
        }
        let without = search(&mut Searcher::without_table(), game, depth);
        if (without.score, without.win_in) != (r.score, r.win_in) {
            return Err(format!(
                "with the table: score {} win_in {:?}; without: score {} win_in {:?}: {what}",
                r.score, r.win_in, without.score, without.win_in
            ));
        }
        // A searcher that searched the game a move earlier (its table,
        // killers and history filled there) finds the same.
        let mut earlier = game.clone();
        if earlier.undo().is_some() && !earlier.is_over() {
            let mut warm = Searcher::new(1);
            search(&mut warm, &earlier, depth + 1);
            let again = search(&mut warm, game, depth);
            if (again.score, again.win_in) != (r.score, r.win_in) {
                return Err(format!(
                    "a fresh searcher: score {} win_in {:?}; one used before: score {} win_in \
                     {:?}: {what}",
                    r.score, r.win_in, again.score, again.win_in
                ));
            }
        }
        // The next depth costs about `growth` times more.
        if nodes.saturating_mul(growth) > budget {
            break;
        }
        last = nodes.max(1);
    }
    Ok(())
}

/// Rules on a larger board with more pieces (every other option at
/// random): only shallow searches are compared there.
fn wide_rules(rng: &mut SmallRng) -> Rules {
    let mut rules = small_rules(rng);
    rules.rows = rng.random_range(4..=8);
    rules.columns = rng.random_range(4..=8);
    let max = u32::from(rules.rows) * u32::from(rules.columns) / 2;
    rules.pieces_per_player = rng.random_range(3..=max.min(12)) as u8;
    let pieces = rules.pieces_per_player;
    rules.win_when_opponent_has_at_most = rng.random_range(0..=pieces.min(4) - 1);
    rules.draw_when_both_have_at_most = rules.draw_when_both_have_at_most.min(pieces);
    rules.validate().expect("valid rules");
    rules
}

/// One random case: rules, a position, the comparison.
fn case(seed: u64, max_depth: u32, budget: u64, tally: &mut Tally) -> Result<(), String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let wide = rng.random_bool(0.25);
    let (rules, max_depth) = if wide {
        (wide_rules(&mut rng), max_depth.min(3))
    } else {
        (small_rules(&mut rng), max_depth)
    };
    let plies = if wide {
        rng.random_range(0..60)
    } else {
        // Long enough for steps back and forth (repetitions) on small boards.
        rng.random_range(0..40)
    };
    let game = random_game(&rules, plies, &mut rng);
    if game.is_over() {
        return Ok(());
    }
    check(&game, max_depth, budget, tally)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn the_search_agrees_with_the_solver(seed in any::<u64>()) {
        let mut tally = Tally::default();
        if let Err(e) = case(seed, 5, 20_000, &mut tally) {
            return Err(TestCaseError::fail(e));
        }
    }
}

/// Many more positions, deeper (`cargo test --release -- --ignored`);
/// `YOTE_SOLVER_SEEDS=FROM..TO` runs other seeds (default `0..8000`).
#[test]
#[ignore = "slow: run by .ci/run with --ignored"]
fn the_search_agrees_with_the_solver_long() {
    let seeds = std::env::var("YOTE_SOLVER_SEEDS")
        .ok()
        .and_then(|s| {
            let (from, to) = s.split_once("..")?;
            Some(from.parse::<u64>().ok()?..to.parse::<u64>().ok()?)
        })
        .unwrap_or(0..8000);
    let mut tally = Tally::default();
    let mut failures = Vec::new();
    for seed in seeds {
        if let Err(e) = case(seed, 7, 200_000, &mut tally) {
            failures.push(format!("seed {seed}: {e}"));
        }
    }
    eprintln!("{tally:?}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The selective search (on a node budget: null moves, reductions,
/// futility, deeper table hits) claims only forced results that are true:
/// the solver, as deep as the claim, finds a result of the same sign no
/// farther away (a reduction may miss a quicker one, never invent one).
/// Returns whether a claim was checked.
fn check_selective(seed: u64, nodes: u64) -> Result<bool, String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let rules = small_rules(&mut rng);
    let game = random_game(&rules, rng.random_range(0..40), &mut rng);
    if game.is_over() {
        return Ok(false);
    }
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    let r = Searcher::new(1)
        .think(&game, limits, &AtomicBool::new(false), |_| {})
        .expect("the game goes on");
    if !game.is_legal(&r.best) {
        return Err(format!(
            "illegal best {}: {}",
            r.best,
            describe(&game, r.depth)
        ));
    }
    let Some(n) = r.win_in else {
        return Ok(false);
    };
    if n.unsigned_abs() > 7 {
        return Ok(false);
    }
    let mut scratch = game.clone();
    let solved = win_in(solve(&mut scratch, n.unsigned_abs(), &mut 0));
    match solved {
        Some(m) if m.signum() == n.signum() && m.abs() <= n.abs() => Ok(true),
        _ => Err(format!(
            "the selective search claims win_in {n} (depth {}, pv {:?}), the solver {} plies \
             deep finds {solved:?}: {}",
            r.depth,
            r.pv.iter()
                .map(std::string::ToString::to_string)
                .collect::<Vec<_>>(),
            n.abs(),
            describe(&game, n.unsigned_abs())
        )),
    }
}

/// Two hundred positions in every `cargo test` (the search on a node
/// budget is deterministic), 17 of them with a claim.
#[test]
fn the_selective_search_claims_only_true_results() {
    let mut claims = 0;
    for seed in 0..200 {
        match check_selective(seed, 10_000) {
            Ok(claimed) => claims += u32::from(claimed),
            Err(e) => panic!("seed {seed}: {e}"),
        }
    }
    assert!(claims >= 15, "only {claims} claims checked");
}

/// The same on many more positions (`YOTE_SOLVER_SEEDS` as above);
/// checks that claims were made at all.
#[test]
#[ignore = "slow: run by .ci/run with --ignored"]
fn the_selective_search_claims_only_true_results_long() {
    let mut failures = Vec::new();
    let mut claims = 0;
    for seed in 0..3000 {
        match check_selective(seed, 100_000) {
            Ok(true) => claims += 1,
            Ok(false) => {}
            Err(e) => failures.push(format!("seed {seed}: {e}")),
        }
    }
    eprintln!("{claims} forced results claimed and confirmed");
    assert!(claims > 100, "only {claims} claims");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
