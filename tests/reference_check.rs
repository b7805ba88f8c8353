//! The engine against the simple reference implementation of docs/rules.md in
//! `tests/reference/`: random games under random options, and at every
//! position the legal moves (canonical tokens), the board, the hands, the
//! player to move and the outcome must agree.

use crate::reference;
use yote::rules_file::RulesToml;

use rand::{Rng, SeedableRng, rngs::SmallRng};
use reference::{RefGame, random_pairs};
use yote_engine::{Color, Game, GameResult, Rules, Square};

/// The engine's rules from `--set` style pairs.
fn engine_rules(pairs: &[(String, String)]) -> Rules {
    Rules::from_overrides(pairs.iter().map(|(k, v)| format!("{k}={v}")))
        .unwrap_or_else(|e| panic!("random options {pairs:?} refused: {e:?}"))
}

/// The engine's board as `position --json` prints it (docs/scripting.md).
fn engine_rows(game: &Game) -> Vec<String> {
    let r = game.rules();
    (0..r.rows)
        .rev()
        .map(|row| {
            (0..r.columns)
                .map(
                    |col| match game.position().piece_at(Square::new(row, col)) {
                        Some(Color::White) => 'W',
                        Some(Color::Black) => 'B',
                        None => '.',
                    },
                )
                .collect()
        })
        .collect()
}

fn color_index(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// Everything that must agree at one position; `Err` says what differs.
fn compare(game: &Game, reference: &RefGame, expected: &[String]) -> Result<(), String> {
    let mut engine: Vec<String> = game
        .legal_moves()
        .iter()
        .map(std::string::ToString::to_string)
        .collect();
    engine.sort();
    if engine != expected {
        let only_engine: Vec<_> = engine.iter().filter(|m| !expected.contains(m)).collect();
        let only_ref: Vec<_> = expected.iter().filter(|m| !engine.contains(m)).collect();
        return Err(format!(
            "legal moves differ: only engine {only_engine:?}, only reference {only_ref:?}"
        ));
    }
    if game.count_legal_moves() != expected.len() as u64 {
        return Err(format!(
            "count_legal_moves {} but {} moves",
            game.count_legal_moves(),
            expected.len()
        ));
    }
    if color_index(game.to_move()) != reference.pos.to_move {
        return Err(format!("to_move {:?}", game.to_move()));
    }
    let hands = [
        u32::from(game.position().hand(Color::White)),
        u32::from(game.position().hand(Color::Black)),
    ];
    if hands != reference.pos.hand {
        return Err(format!("hands {hands:?} vs {:?}", reference.pos.hand));
    }
    if engine_rows(game) != reference.pos.rows_text() {
        return Err(format!(
            "board {:?} vs {:?}",
            engine_rows(game),
            reference.pos.rows_text()
        ));
    }
    let result = game.outcome().map(|o| match o.result {
        GameResult::Win(c) => Some(color_index(c)),
        GameResult::Draw => None,
    });
    let expected_result = reference.end.map(|e| e.winner);
    if result != expected_result {
        return Err(format!(
            "outcome {:?} vs reference {expected_result:?}",
            game.outcome()
        ));
    }
    Ok(())
}

/// Picks the next move. In a "hungry" game a capture half the time when
/// there is one, so the games reach the end-of-game rules; in a "shuffling"
/// game mostly steps, so positions repeat.
fn pick(rng: &mut SmallRng, moves: &[String], shuffling: bool) -> String {
    let captures: Vec<&String> = moves.iter().filter(|m| m.contains('x')).collect();
    let steps: Vec<&String> = moves.iter().filter(|m| m.contains('-')).collect();
    if shuffling && !steps.is_empty() && rng.random_bool(0.9) {
        return steps[rng.random_range(0..steps.len())].clone();
    }
    if !shuffling && !captures.is_empty() && rng.random_bool(0.5) {
        return captures[rng.random_range(0..captures.len())].clone();
    }
    moves[rng.random_range(0..moves.len())].clone()
}

/// Plays one random game under random options from `seed`, comparing at
/// every position. Returns the plies played.
fn check_game(seed: u64, max_plies: usize) -> usize {
    let mut rng = SmallRng::seed_from_u64(seed);
    let pairs = random_pairs(&mut rng);
    let shuffling = rng.random_bool(0.25);
    let mut game = Game::new(engine_rules(&pairs)).expect("valid rules");
    let mut reference = RefGame::new(reference::Opts::from_pairs(&pairs));
    let mut tokens: Vec<String> = Vec::new();
    let fail = |why: String, tokens: &[String]| -> ! {
        let sets: Vec<String> = pairs
            .iter()
            .map(|(k, v)| format!("--set {k}={v}"))
            .collect();
        panic!(
            "seed {seed}: {why}\n  options: {}\n  moves: {}",
            sets.join(" "),
            tokens.join(" ")
        )
    };
    loop {
        let moves = reference.legal();
        if let Err(why) = compare(&game, &reference, &moves) {
            fail(why, &tokens);
        }
        if moves.is_empty() || tokens.len() >= max_plies {
            return tokens.len();
        }
        let token = pick(&mut rng, &moves, shuffling);
        tokens.push(token.clone());
        if let Err(e) = game.play_token(&token) {
            fail(format!("engine refused {token}: {e:?}"), &tokens);
        }
        reference.play(&token);
    }
}

#[test]
fn engine_agrees_with_reference_on_random_games() {
    let mut plies = 0;
    for seed in 0..1000 {
        plies += check_game(seed, 150);
    }
    assert!(
        plies > 10_000,
        "the games were too short to test much: {plies}"
    );
}

#[test]
#[ignore = "long: run with --release -- --ignored"]
fn engine_agrees_with_reference_on_many_random_games() {
    // 25 000 games, about a minute of CI on two cores; REF_GAMES asks for
    // more (or fewer) when the rules or the reference change.
    let games = std::env::var("REF_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(25_000u64);
    // The games are independent: one share of the seeds per core, so the
    // longest test of the slow run does not hold CI on one core.
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get() as u64);
    std::thread::scope(|scope| {
        for first in 0..threads {
            scope.spawn(move || {
                for seed in (1_000_000 + first..1_000_000 + games).step_by(threads as usize) {
                    check_game(seed, 400);
                }
            });
        }
    });
}
