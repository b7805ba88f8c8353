//! The puzzles (src/puzzles): the shipped set read and spread over both
//! rule sets and the difficulties, `puzzles --json` and `--check`, the
//! generator the same for a seed, the moves that count, the rating and
//! streak kept, a broken file refused with its line and key.

use yote::learn::{LessonsProblem, progress};
use yote::puzzles::{self, rating::Record};

use crate::support::cli::{json, ok, yote};

#[test]
fn the_shipped_set_spreads_over_rules_and_depths() {
    let all = puzzles::shipped().expect("the shipped puzzles read");
    assert!(all.len() >= 300, "{}", all.len());
    let hand = all
        .iter()
        .filter(|p| p.rules.second_piece == yote_engine::SecondPiece::BoardOrHand)
        .count();
    assert!(
        hand >= 100 && all.len() - hand >= 100,
        "{hand} of {}",
        all.len()
    );
    for depth in 1..=puzzles::VERIFY_DEPTH {
        assert!(
            all.iter().filter(|p| p.depth == depth).count() >= 10,
            "depth {depth}"
        );
    }
}

/// The first few shipped puzzles re-verified (all of them: the ignored
/// test below, and `yote puzzles --check` in CI).
#[test]
fn shipped_puzzles_hold() {
    for puzzle in puzzles::shipped().expect("read").iter().take(4) {
        assert_eq!(puzzles::verify(puzzle), Ok(()), "{}", puzzle.id);
    }
}

#[test]
#[ignore = "slow in a debug build: every shipped puzzle searched"]
fn every_shipped_puzzle_holds() {
    let text = ok(&["puzzles", "--check", "src/puzzles/puzzles.toml"]);
    assert!(text.contains("320 puzzles verified"), "{text}");
}

#[test]
fn json_prints_every_puzzle_as_data() {
    let all = json(&["puzzles", "--json"]);
    let first = &all.as_array().expect("a list")[0];
    for key in [
        "id", "rules", "pos", "board", "hand", "to_move", "solution", "margin", "depth", "rating",
    ] {
        assert!(first.get(key).is_some(), "{key}");
    }
    let position = json(&[
        "position",
        "--json",
        "--from",
        first["pos"].as_str().unwrap(),
    ]);
    for key in ["board", "hand", "to_move"] {
        assert_eq!(first[key], position[key]);
    }
}

#[test]
fn check_names_the_first_puzzle_that_fails() {
    let all = puzzles::shipped().expect("read");
    let mut tampered = all[0].clone();
    tampered.margin += 1;
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("p.toml");
    std::fs::write(&file, puzzles::write(&[tampered.clone()], "")).expect("written");
    let out = yote(&["puzzles", "--check", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains(&tampered.id));
}

#[test]
fn the_generator_is_the_same_for_a_seed() {
    let rules = yote_engine::Rules::default();
    let a = puzzles::generate::generate(&rules, 2, 7, |_| {});
    let b = puzzles::generate::generate(&rules, 2, 7, |_| {});
    assert_eq!(a, b);
    for puzzle in &a {
        assert_eq!(puzzles::verify(puzzle), Ok(()));
        assert!(puzzles::counts(puzzle, 0, &puzzle.solution[0]));
    }
    let read = puzzles::read(&puzzles::write(&a, "# two\n")).expect("reads back");
    assert_eq!(read, a);
}

#[test]
fn a_worse_move_does_not_count() {
    let puzzle = &puzzles::shipped().expect("read")[0];
    let game = puzzle.game();
    let other = game
        .legal_moves()
        .into_iter()
        .find(|m| *m != puzzle.solution[0])
        .expect("another move");
    assert!(!puzzles::counts(puzzle, 0, &other));
}

#[test]
fn the_rating_and_streak_are_kept() {
    let all = puzzles::shipped().expect("read");
    let mut record = Record::default();
    let first = record.next(&all).expect("a puzzle").clone();
    record.result(&first, true);
    assert!(record.rating > 1200.0);
    assert_eq!((record.streak, record.best_streak), (1, 1));
    assert_ne!(record.next(&all).map(|p| &p.id), Some(&first.id));
    record.result(&first, false);
    assert_eq!((record.streak, record.best_streak), (0, 1));
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join(puzzles::rating::FILE);
    progress::store(&file, &record).expect("written");
    let back: progress::Loaded<Record> = progress::load(&file);
    assert_eq!(back.value, record);
}

#[test]
fn a_broken_puzzle_file_is_refused_with_its_line_and_key() {
    let text = "[[puzzle]]\nid = \"p\"\npos = \"6/6/6/6/6 w 12 12 0\"\nsolution = [\"c3\"]\n\
                margin = 0\ndepth = 1\nrating = 1000\n";
    let e = puzzles::read(text).expect_err("margin 0");
    assert_eq!((e.line, e.key.as_deref()), (Some(5), Some("puzzle.margin")));
    let e = puzzles::read(&text.replace("\"c3\"", "\"c9\"")).expect_err("off the board");
    assert_eq!(e.line, Some(4));
    assert!(matches!(e.problem, LessonsProblem::Move { .. }));
}
