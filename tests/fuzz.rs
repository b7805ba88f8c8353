//! Bounded fuzzing with proptest (cargo-fuzz needs a nightly compiler): move
//! tokens, rules files, `--set` values and saved games, from random bytes and
//! from valid input mutated. Nothing may panic, and every refusal is an error
//! that says what and where; what is accepted must make sense.
//!
//! `cargo test` runs [`SHORT`] cases per target; `cargo test --release --
//! --ignored` runs [`LONG`] (CI's budget: well under a minute).

use proptest::prelude::*;
use proptest::test_runner::Config;
use rand::{Rng, SeedableRng, rngs::SmallRng};
use yote::record::{Players, SavedGame, utf8_text};
use yote::rules_file::RulesToml;
use yote::words::Say;
use yote::words::rules_problem;
use yote_engine::rules::Place;
use yote_engine::{Color, Game, GameResult, NoLegalMove, Outcome, Reason, Rules, SecondPiece};

/// Cases per target in the normal run.
const SHORT: u32 = 300;
/// Cases per target in the `--ignored` run.
const LONG: u32 = 40_000;

/// The standard rules file, commented: the seed for mutated rules files.
const STANDARD_RULES: &str = include_str!("../rules.toml");

fn config(cases: u32) -> Config {
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

// ---------------------------------------------------------------- inputs

/// Rules from a seed: every option varies, always valid.
fn rules_of(seed: u64) -> Rules {
    let mut rng = SmallRng::seed_from_u64(seed);
    let rows = rng.random_range(2..=8u8);
    let columns = rng.random_range(2..=8u8);
    let max = rows * columns / 2;
    let pieces = rng.random_range(1..=max.min(32));
    Rules {
        rows,
        columns,
        pieces_per_player: pieces,
        first_player: if rng.random() {
            Color::White
        } else {
            Color::Black
        },
        second_piece: SecondPiece::ALL[rng.random_range(0..3)],
        mandatory_capture: rng.random(),
        multi_jump: rng.random(),
        bonus_move_after_capture: rng.random(),
        jump_own_pieces: rng.random(),
        win_when_opponent_has_at_most: rng.random_range(0..pieces).min(1),
        draw_when_both_have_at_most: if rng.random_bool(0.2) {
            rng.random_range(0..=pieces)
        } else {
            0
        },
        no_legal_move: if rng.random() {
            NoLegalMove::Loses
        } else {
            NoLegalMove::MostPiecesWins
        },
        repetition_draw: [0, 2, 3, 10][rng.random_range(0..4)],
    }
}

/// A game of random legal moves, up to `stop` of them, sometimes ended by
/// agreement or resignation.
fn game_of(seed: u64, stop: usize) -> Game {
    let mut rng = SmallRng::seed_from_u64(seed ^ 0x5eed);
    let mut game = Game::new(rules_of(seed)).expect("valid rules");
    let mut moves = Vec::new();
    while !game.is_over() && game.ply() < stop {
        game.legal_moves_into(&mut moves);
        game.play_unchecked(moves[rng.random_range(0..moves.len())]);
    }
    match rng.random_range(0..6) {
        0 => game.end_by_agreement(Outcome {
            result: GameResult::Draw,
            reason: Reason::Agreed,
        }),
        1 => game.end_by_agreement(Outcome {
            result: GameResult::Win(Color::Black),
            reason: Reason::Resigned { by: Color::White },
        }),
        _ => {}
    }
    game
}

/// Pieces of text that TOML, the notation or the checks care about.
const SNIPPETS: &[&str] = &[
    "[",
    "]",
    "[[",
    "=",
    "\"",
    "'''",
    "\n",
    "#",
    ",",
    ".",
    "{",
    "}",
    "\\u0000",
    "\u{1b}",
    "\r",
    "[rules]",
    "[players]",
    "[result]",
    "[foo]",
    "a.b = 1",
    "moves = [",
    "format = 2",
    "format = 0",
    "rows = 9",
    "rows = 2",
    "pieces_per_player = 99",
    "true",
    "-1",
    "99999999999999999999",
    "1e9",
    "nan",
    "\"@c3\"",
    "\"c3xc5/h\"",
    "\"a1xa3xc3/e2/h\"",
    "winner = \"draw\"",
    "by = \"rules\"",
    "by = \"agreement\"",
    "\u{202e}",
    "é",
    "\u{0}",
];

/// One edit of a text: what, where (a fraction of the length), with what.
#[derive(Clone, Debug)]
enum Edit {
    Flip(usize, u8),
    Delete(usize, usize),
    Insert(usize, usize),
    InsertBytes(usize, Vec<u8>),
    DuplicateLine(usize),
    DeleteLine(usize),
    Truncate(usize),
    /// Replaces the n-th quoted string's content (a move, a name, a word).
    Quoted(usize, String),
    /// Replaces the value of the n-th `key = value` line.
    Value(usize, usize),
}

/// Values that keep a file TOML but test its meaning.
const VALUES: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "5",
    "8",
    "9",
    "12",
    "-3",
    "true",
    "false",
    "[]",
    "\"x\"",
    "1.5",
    "\"board-or-hand\"",
    "\"hand-if-board-empty\"",
    "\"most-pieces-wins\"",
    "\"white\"",
    "\"black\"",
    "\"draw\"",
    "\"rules\"",
    "\"agreement\"",
    "\"resignation\"",
    "[\"@c3\"]",
    "{ a = 1 }",
    "1979-05-27",
];

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        1 => (any::<usize>(), any::<u8>()).prop_map(|(at, b)| Edit::Flip(at, b)),
        1 => (any::<usize>(), 1..40usize).prop_map(|(at, n)| Edit::Delete(at, n)),
        1 => (any::<usize>(), 0..SNIPPETS.len()).prop_map(|(at, s)| Edit::Insert(at, s)),
        1 => (any::<usize>(), prop::collection::vec(any::<u8>(), 1..8))
            .prop_map(|(at, b)| Edit::InsertBytes(at, b)),
        1 => any::<usize>().prop_map(Edit::DuplicateLine),
        1 => any::<usize>().prop_map(Edit::DeleteLine),
        1 => any::<usize>().prop_map(Edit::Truncate),
        8 => (any::<usize>(), token()).prop_map(|(n, t)| Edit::Quoted(n, t)),
        8 => (any::<usize>(), 0..VALUES.len()).prop_map(|(n, v)| Edit::Value(n, v)),
    ]
}

/// `base` with `edits` applied, in order.
fn mutate(base: &[u8], edits: &[Edit]) -> Vec<u8> {
    let mut bytes = base.to_vec();
    for e in edits {
        let at = |i: usize, len: usize| if len == 0 { 0 } else { i % (len + 1) };
        match e {
            Edit::Flip(i, b) if !bytes.is_empty() => {
                let i = i % bytes.len();
                bytes[i] = *b;
            }
            Edit::Flip(..) => {}
            Edit::Delete(i, n) => {
                let i = at(*i, bytes.len());
                let end = (i + n).min(bytes.len());
                bytes.drain(i..end);
            }
            Edit::Insert(i, s) => {
                let i = at(*i, bytes.len());
                bytes.splice(i..i, SNIPPETS[*s].bytes());
            }
            Edit::InsertBytes(i, b) => {
                let i = at(*i, bytes.len());
                bytes.splice(i..i, b.iter().copied());
            }
            Edit::DuplicateLine(i) => {
                let lines: Vec<&[u8]> = bytes.split_inclusive(|b| *b == b'\n').collect();
                if !lines.is_empty() {
                    let n = i % lines.len();
                    let mut out = Vec::with_capacity(bytes.len() * 2);
                    for (k, line) in lines.iter().enumerate() {
                        out.extend_from_slice(line);
                        if k == n {
                            out.extend_from_slice(line);
                        }
                    }
                    bytes = out;
                }
            }
            Edit::Truncate(i) => {
                let i = at(*i, bytes.len());
                bytes.truncate(i);
            }
            Edit::DeleteLine(i) => {
                let mut lines: Vec<Vec<u8>> = bytes
                    .split_inclusive(|b| *b == b'\n')
                    .map(<[u8]>::to_vec)
                    .collect();
                if !lines.is_empty() {
                    let n = i % lines.len();
                    lines.remove(n);
                }
                bytes = lines.concat();
            }
            Edit::Quoted(n, token) => {
                let quotes: Vec<usize> = (0..bytes.len()).filter(|&k| bytes[k] == b'"').collect();
                let pairs = quotes.len() / 2;
                if pairs > 0 {
                    let p = n % pairs;
                    let (open, close) = (quotes[2 * p], quotes[2 * p + 1]);
                    let escaped = token.replace('\\', "\\\\").replace('"', "\\\"");
                    bytes.splice(open + 1..close, escaped.bytes());
                }
            }
            Edit::Value(n, v) => {
                let mut lines: Vec<Vec<u8>> = bytes
                    .split_inclusive(|b| *b == b'\n')
                    .map(<[u8]>::to_vec)
                    .collect();
                let assigned: Vec<usize> = (0..lines.len())
                    .filter(|&k| lines[k].windows(3).any(|w| w == b" = "))
                    .collect();
                if !assigned.is_empty() {
                    let k = assigned[n % assigned.len()];
                    let line = &lines[k];
                    let eq = line.windows(3).position(|w| w == b" = ").unwrap_or(0);
                    let mut new = line[..eq + 3].to_vec();
                    new.extend_from_slice(VALUES[*v].as_bytes());
                    new.push(b'\n');
                    lines[k] = new;
                }
                bytes = lines.concat();
            }
        }
    }
    bytes
}

/// Either valid input mutated, or bytes from nothing.
fn text_input(base: impl Strategy<Value = Vec<u8>>) -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        4 => (base, prop::collection::vec(edit(), 1..4)).prop_map(|(b, e)| mutate(&b, &e)),
        1 => prop::collection::vec(any::<u8>(), 0..300),
        1 => any::<String>().prop_map(String::into_bytes),
    ]
}

// ---------------------------------------------------------------- checks

/// A move token, in a random position: refused with a message, or a legal
/// move whose canonical form reads back as itself.
fn check_token(seed: u64, plies: usize, token: &str) {
    let game = game_of(seed, plies);
    match game.parse_move(token) {
        Ok(mv) => {
            assert!(game.is_legal(&mv), "{token:?} read as an illegal {mv}");
            let canonical = mv.to_string();
            assert_eq!(game.parse_move(&canonical).ok(), Some(mv), "{token:?}");
            let mut after = game.clone();
            after.play_token(token).expect("a move it read, it plays");
        }
        Err(e) => assert!(!e.say().trim().is_empty(), "{token:?}"),
    }
    let mut game = game;
    if let Err(e) = game.play_tokens(&[token, token, "@a1"]) {
        assert!((1..=3).contains(&e.number), "{token:?}: {e:?}");
        assert!(e.say().contains("move "), "{token:?}: {e:?}");
    }
}

/// A rules file: refused with a place and a message, or rules that pass
/// their checks and round-trip.
fn check_rules_file(bytes: &[u8]) {
    let text = match utf8_text(bytes.to_vec()) {
        Ok(text) => text,
        Err(line) => {
            assert!(line >= 1 && line <= bytes.split(|b| *b == b'\n').count());
            return;
        }
    };
    match Rules::from_toml_str(&text, "r.toml") {
        Ok(rules) => {
            rules.validate().expect("accepted rules are valid");
            // As a saved game's [rules] table, every key written.
            let saved = format!("[rules]\n{}", rules.to_toml());
            let doc = yote::toml_doc::Doc::parse(&saved).expect("TOML");
            assert_eq!(yote::rules_file::saved_rules(&doc).as_ref(), Ok(&rules));
        }
        Err(e) => {
            assert!(
                matches!(&e.place, Some(Place::File { name, .. }) if name == "r.toml"),
                "{text:?}: {e:?}"
            );
            assert!(e.say().starts_with("r.toml"), "{text:?}: {e:?}");
            assert!(!rules_problem(&e).trim().is_empty(), "{text:?}");
        }
    }
}

/// A `--set` value: refused naming it, or applied.
fn check_override(assignment: &str) {
    let mut rules = Rules::default();
    if let Err(e) = rules.apply_override(assignment) {
        assert_eq!(e.place, Some(Place::Set(assignment.to_string())));
        assert!(!rules_problem(&e).trim().is_empty());
    }
}

/// A saved game: refused with a message, or a game that replays and is
/// written back to the same record.
fn check_saved_game(bytes: &[u8]) {
    let text = match utf8_text(bytes.to_vec()) {
        Ok(text) => text,
        Err(line) => {
            assert!(line >= 1 && line <= bytes.split(|b| *b == b'\n').count());
            return;
        }
    };
    match SavedGame::parse(&text) {
        Ok(saved) => {
            let game = saved.to_game().expect("a loaded game replays");
            assert_eq!(game.ply(), saved.moves.len());
            let again = SavedGame::parse(&saved.to_toml_string()).expect("written back, it loads");
            assert_eq!(again, saved);
        }
        Err(e) => assert!(!e.to_string().trim().is_empty(), "{text:?}"),
    }
}

// ---------------------------------------------------------------- strategies

fn token() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => "[@a-jA-J0-9xX/hH\\-]{0,14}",
        1 => "[a-h][1-8](x[a-h][1-8]){1,4}(/[a-h][1-8]|/h){0,4}",
        1 => any::<String>(),
    ]
}

fn rules_file() -> impl Strategy<Value = Vec<u8>> {
    text_input(Just(STANDARD_RULES.as_bytes().to_vec()))
}

fn saved_game_file() -> impl Strategy<Value = Vec<u8>> {
    let valid = (any::<u64>(), 0..80usize, "[ -~]{0,12}").prop_map(|(seed, plies, name)| {
        let game = game_of(seed, plies);
        SavedGame::from_game(&game, &Players::new(name, "Kofi"))
            .to_toml_string()
            .into_bytes()
    });
    text_input(valid)
}

fn assignment() -> impl Strategy<Value = String> {
    prop_oneof!["[a-z_]{1,30}=[ -~\n\t\u{1b}]{0,20}", any::<String>(),]
}

// ---------------------------------------------------------------- runs

fn fuzz_tokens(cases: u32) {
    proptest!(config(cases), |(seed in any::<u64>(), plies in 0..60usize, token in token())| {
        check_token(seed, plies, &token);
    });
}

fn fuzz_rules_files(cases: u32) {
    proptest!(config(cases), |(bytes in rules_file(), set in assignment())| {
        check_rules_file(&bytes);
        check_override(&set);
    });
}

fn fuzz_saved_games(cases: u32) {
    proptest!(config(cases), |(bytes in saved_game_file())| {
        check_saved_game(&bytes);
    });
}

#[test]
fn tokens_never_panic() {
    fuzz_tokens(SHORT);
}

#[test]
fn rules_files_and_set_values_never_panic() {
    fuzz_rules_files(SHORT);
}

#[test]
fn saved_games_never_panic() {
    fuzz_saved_games(SHORT);
}

#[test]
#[ignore = "long fuzzing run: cargo test --release -- --ignored"]
fn tokens_never_panic_long() {
    fuzz_tokens(LONG);
}

#[test]
#[ignore = "long fuzzing run: cargo test --release -- --ignored"]
fn rules_files_and_set_values_never_panic_long() {
    fuzz_rules_files(LONG);
}

#[test]
#[ignore = "long fuzzing run: cargo test --release -- --ignored"]
fn saved_games_never_panic_long() {
    fuzz_saved_games(LONG);
}

#[test]
fn mutations_do_what_they_say() {
    let base = b"ab\ncd\n";
    assert_eq!(mutate(base, &[Edit::Flip(7, b'X')]), b"aX\ncd\n");
    assert_eq!(mutate(base, &[Edit::Delete(1, 2)]), b"acd\n");
    assert_eq!(mutate(base, &[Edit::DuplicateLine(1)]), b"ab\ncd\ncd\n");
    assert_eq!(mutate(base, &[Edit::Truncate(2)]), b"ab");
    assert_eq!(mutate(b"", &[Edit::Flip(3, 1), Edit::Delete(0, 5)]), b"");
    assert_eq!(mutate(b"x", &[Edit::InsertBytes(1, vec![0xff])]), b"x\xff");
    assert_eq!(mutate(base, &[Edit::DeleteLine(0)]), b"cd\n");
    assert_eq!(
        mutate(
            b"m = [\"@c3\", \"@d3\"]\n",
            &[Edit::Quoted(3, "a\"b".into())]
        ),
        b"m = [\"@c3\", \"a\\\"b\"]\n"
    );
    assert_eq!(
        mutate(b"# x\nrows = 5 # c\n", &[Edit::Value(0, 0)]),
        b"# x\nrows = 0\n"
    );
}
