//! The position notation (docs/rules.md §5.1): every position of random games
//! under random options written and read back exactly, and a game from the
//! line read going on as the game it was taken from.

use crate::reference;
use yote::rules_file::RulesToml;

use proptest::prelude::*;
use rand::{Rng, SeedableRng, rngs::SmallRng};
use yote_engine::setup::SetupError;
use yote_engine::{Game, Rules, Setup};

fn random_game(seed: u64) -> (Game, SmallRng) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let pairs = reference::random_pairs(&mut rng);
    let rules =
        Rules::from_overrides(pairs.iter().map(|(k, v)| format!("{k}={v}"))).expect("valid rules");
    (Game::new(rules).expect("valid rules"), rng)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Written, read, written again: the same line and the same position;
    /// and the game from it has the same moves and end as the original.
    #[test]
    fn every_position_round_trips(seed in any::<u64>(), plies in 0usize..60) {
        let (mut game, mut rng) = random_game(seed);
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play_unchecked(moves[rng.random_range(0..moves.len())]);
            let rules = game.rules().clone();
            let setup = game.to_setup();
            let line = setup.to_notation(&rules);
            let read = Setup::parse(&line, &rules);
            prop_assert_eq!(read, Ok(setup), "{}", line);
            prop_assert_eq!(Setup::parse(&line.to_uppercase(), &rules), Ok(setup));
            let from = Game::from_setup(rules.clone(), &setup).expect("valid rules");
            prop_assert_eq!(from.to_setup().to_notation(&rules), line);
            prop_assert_eq!(from.position().key(), game.position().key());
            // A repetition draw needs earlier positions the line does not
            // hold; every other end is the position's own.
            if !matches!(game.outcome().map(|o| o.reason), Some(yote_engine::Reason::Repetition { .. })) {
                prop_assert_eq!(from.outcome(), game.outcome());
                prop_assert_eq!(from.legal_moves(), game.legal_moves());
            }
        }
    }

    /// No line, however broken, panics: it is read or refused.
    #[test]
    fn any_line_is_read_or_refused(line in "[wbWB0-9/ x-]{0,40}") {
        let rules = Rules::default();
        if let Ok(setup) = Setup::parse(&line, &rules) {
            let again = setup.to_notation(&rules);
            prop_assert_eq!(Setup::parse(&again, &rules), Ok(setup));
        }
    }
}

/// More pieces than the rules give, or a row running off the board.
#[test]
fn impossible_positions_are_refused() {
    let rules = Rules::default();
    assert!(matches!(
        Setup::parse("wwwwww/wwwwww/6/6/6 w 1 12 0", &rules),
        Err(SetupError::TooManyPieces { found: 13, .. })
    ));
    assert!(matches!(
        Setup::parse("6/6/6/6/6w w 12 12 0", &rules),
        Err(SetupError::RowLength {
            row: 1,
            found: 7,
            ..
        })
    ));
}

/// A position already won starts the game ended.
#[test]
fn a_won_position_starts_over() {
    let rules = Rules::default();
    let setup = Setup::parse("6/6/2w3/6/3b2 w 10 0 30", &rules).expect("reads");
    let game = Game::from_setup(rules, &setup).expect("valid rules");
    assert!(game.is_over());
}

mod cli {
    use crate::support::cli::{json, ok, refused};

    const POS: &str = "6/6/2w3/1b4/6 w 11 11 2";

    /// `position --json` prints the line, and `--from` reads it back.
    #[test]
    fn position_prints_and_reads_the_line() {
        let start = json(&["position", "--json"]);
        assert_eq!(start["pos"], "6/6/6/6/6 w 12 12 0");
        let after = json(&["position", "--json", "@c3", "@b2"]);
        assert_eq!(after["pos"], POS);
        let from = json(&["position", "--json", "--from", POS]);
        assert_eq!(from, after);
        let on = json(&["position", "--json", "--from", POS, "c3-c4"]);
        let played = json(&["position", "--json", "@c3", "@b2", "c3-c4"]);
        assert_eq!(on["pos"], played["pos"]);
        assert_eq!(on["legal_moves"], played["legal_moves"]);
    }

    /// A broken line is refused naming what is wrong, in the language.
    #[test]
    fn a_broken_line_is_refused_saying_why() {
        let why = refused(&["position", "--from", "6/6/6/6/6w w 12 12 0"]);
        assert!(why.contains("row 1 runs off the board"), "{why}");
        let why = refused(&["position", "--from", "wwwwww/wwwwww/w5/6/6 w 0 12 0"]);
        assert!(why.contains("White has 13 pieces"), "{why}");
        let why = refused(&["--lang", "es", "analyze", "--from", "6/6 w 1 1 0"]);
        assert!(why.contains("el tablero tiene 5 filas"), "{why}");
    }

    /// `analyze --from` searches the position given.
    #[test]
    fn analyze_searches_from_the_line() {
        let from = ok(&["analyze", "--from", POS, "--depth", "2", "--json"]);
        let moves = ok(&["analyze", "@c3", "@b2", "--depth", "2", "--json"]);
        let best = |t: &str| serde_json::from_str::<serde_json::Value>(t).unwrap()["best"].clone();
        assert_eq!(best(&from), best(&moves));
    }
}

/// The engine protocol's `position from POS [MOVES…]`.
#[test]
fn the_engine_protocol_takes_a_position() {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = crate::support::cli::command()
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("runs");
    let input = "yote 1\nposition from 6/6/2w3/1b4/6 w 11 11 2 c3-c4\n\
                 position from 6/6/2w3/1b4/6 b 11 11 2 @c3\nposition from 6/6\nquit\n";
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(input.as_bytes())
        .expect("writes");
    let out = child.wait_with_output().expect("ends");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[1], "ok", "{text}");
    assert!(
        lines[2].starts_with("error ") && lines[2].contains("c3"),
        "{text}"
    );
    assert!(
        lines[3].starts_with("error ") && lines[3].contains("five fields"),
        "{text}"
    );
}
