//! Perft: the number of move sequences of exactly N moves, from the figures
//! in `tests/data/perft.txt` (shakmaty style: options, moves, depth and
//! count per line). The small figures are re-checked against the simple
//! reference generator of `tests/reference/` on every run.

use crate::reference;
use yote::rules_file::RulesToml;

use reference::{Opts, RefGame};
use yote_engine::perft::perft;
use yote_engine::{Game, Rules};

/// One line of the data file.
struct Case {
    sets: Vec<(String, String)>,
    moves: Vec<String>,
    counts: Vec<(u32, u64)>,
    line: usize,
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/perft.txt");
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let parts: Vec<&str> = line.split('|').collect();
        assert_eq!(parts.len(), 3, "perft.txt line {line_no}: three fields");
        let sets = parts[0]
            .split_whitespace()
            .map(|s| {
                let (k, v) = s.split_once('=').expect("KEY=VALUE");
                (k.to_string(), v.to_string())
            })
            .collect();
        let moves = parts[1].split_whitespace().map(String::from).collect();
        let counts = parts[2]
            .split_whitespace()
            .map(|dc| {
                let (d, c) = dc.split_once(':').expect("DEPTH:COUNT");
                (d.parse().expect("depth"), c.parse().expect("count"))
            })
            .collect();
        cases.push(Case {
            sets,
            moves,
            counts,
            line: line_no,
        });
    }
    assert!(cases.len() >= 10, "the data file lost lines");
    cases
}

fn engine_game(case: &Case) -> Game {
    let sets = case.sets.iter().map(|(k, v)| format!("{k}={v}"));
    let mut game =
        Game::new(Rules::from_overrides(sets).expect("valid rules")).expect("valid rules");
    game.play_tokens(&case.moves).expect("legal moves");
    game
}

fn reference_game(case: &Case) -> RefGame {
    let mut game = RefGame::new(Opts::from_pairs(&case.sets));
    for token in &case.moves {
        game.play(token);
    }
    game
}

/// Perft that plays every move down to the leaves, the last ply too, so
/// that bulk counting, play and undo are all checked against each other.
fn perft_by_playing(game: &mut Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for mv in game.legal_moves() {
        let before = game.position().to_owned();
        game.play_unchecked(mv);
        total += perft_by_playing(game, depth - 1);
        game.undo();
        assert_eq!(*game.position(), before);
    }
    total
}

#[test]
fn engine_matches_the_data_file() {
    for case in cases() {
        let mut game = engine_game(&case);
        for &(depth, count) in &case.counts {
            assert_eq!(
                perft(&mut game, depth),
                count,
                "perft.txt line {} depth {depth}",
                case.line
            );
        }
    }
}

#[test]
fn reference_matches_the_small_figures() {
    let mut checked = 0;
    for case in cases() {
        let game = reference_game(&case);
        for &(depth, count) in case.counts.iter().filter(|(_, c)| *c <= 30_000) {
            assert_eq!(
                game.perft(depth),
                count,
                "reference, perft.txt line {} depth {depth}",
                case.line
            );
            checked += 1;
        }
    }
    assert!(checked >= 25, "only {checked} figures checked");
}

#[test]
fn bulk_counting_matches_playing_every_move() {
    for case in cases() {
        let mut game = engine_game(&case);
        for &(depth, count) in case.counts.iter().filter(|(_, c)| *c <= 50_000) {
            assert_eq!(
                perft_by_playing(&mut game, depth),
                count,
                "perft.txt line {} depth {depth}",
                case.line
            );
        }
    }
}

#[test]
fn standard_start_to_depth_five() {
    let mut game = Game::default();
    let counts: Vec<u64> = (1..=5).map(|d| perft(&mut game, d)).collect();
    assert_eq!(counts, [30, 870, 27_180, 823_848, 26_429_448]);
    assert_eq!(game.ply(), 0, "perft leaves the game as it found it");
}

#[test]
#[ignore = "slow in debug builds: run with --release -- --ignored"]
fn standard_start_depth_six() {
    let mut game = Game::default();
    assert_eq!(perft(&mut game, 6), 832_521_806);
}

#[test]
#[ignore = "slow: the reference at bigger depths"]
fn reference_matches_the_bigger_figures() {
    for case in cases() {
        let game = reference_game(&case);
        for &(depth, count) in case.counts.iter().filter(|(_, c)| *c <= 2_000_000) {
            assert_eq!(game.perft(depth), count, "line {} depth {depth}", case.line);
        }
    }
}
