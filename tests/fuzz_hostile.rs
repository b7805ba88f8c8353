//! Hostile input, past `tests/fuzz.rs`'s random edits: every file a user
//! hands the game (rules files, saved games, preferences) with each value
//! replaced by something built to hurt (integers past 64 bits, 1e308, a
//! 1 MB string, 10 000 levels of nesting, NUL, escape sequences), the whole
//! text with a BOM, CRLF line ends, a NUL or a byte that is not UTF-8 at
//! every place, cut at every length; then preferences from random and
//! mutated bytes. Nothing may panic; every refusal is a message that says
//! what is wrong in a few lines, never the 1 MB it was given back.
//!
//! `cargo test` runs the tables and [`SHORT`] random cases; `cargo test
//! --release -- --ignored` runs [`LONG`].

use proptest::prelude::*;
use proptest::test_runner::Config;
use yote::prefs::Loaded;
use yote::record::{Players, SavedGame, utf8_text};
use yote::rules_file::RulesToml;
use yote::words::Say;
use yote_engine::{Game, Rules};

/// Random preferences files in the normal run.
const SHORT: u32 = 300;
/// Random preferences files in the `--ignored` run.
const LONG: u32 = 30_000;

/// The longest refusal allowed, in bytes: a message names the problem, it
/// does not repeat the file.
const MAX_MESSAGE: usize = 1000;

/// The standard rules file, commented.
const STANDARD_RULES: &str = include_str!("../rules.toml");

/// A preferences file with every kind of key (README "Preferences").
const PREFS: &str = r#"theme = "auto"       # auto, dark, light
glyphs = "auto"
rules_file = "house-rules.toml"
level = "medium"
lang = "cs"

[players]
white = "Ama"
black = "Kofi"

[rules]
second_piece = "board-or-hand"

[keys.game]
undo = "z"
redo = "y Ctrl-Y"
"#;

/// A saved game as the game writes it: captures, a bonus rule, a result.
fn saved_game() -> String {
    let mut game = Game::default();
    game.play_tokens(&["@c3", "@d3", "@c4", "d3-d4", "@a1"])
        .expect("legal moves");
    SavedGame::from_game(&game, &Players::new("Ama", "Kofi")).to_toml_string()
}

/// Values no file should hold, each in TOML (what a hand-edited file may
/// well say). The last ones are large: see [`LARGE`].
fn hostile_values() -> Vec<String> {
    let mut values: Vec<String> = [
        "18446744073709551615",
        "18446744073709551616",
        "9223372036854775807",
        "-9223372036854775808",
        "-9223372036854775809",
        "-1",
        "0",
        "1e308",
        "-1e308",
        "5e-324",
        "5.0",
        "nan",
        "-inf",
        "0x7fffffffffffffff",
        "0o777",
        "1_000_000",
        "true",
        "\"\"",
        "\" \"",
        "\"\\u0000\"",
        "\"a\\u0000b\"",
        "\"\\u001b[2J\\u001b[31m\"",
        "\"\\u202eevil\"",
        "\"\\uFEFF\"",
        "'''\nline\nline'''",
        "\"\"\"\n\"\"\"",
        "1979-05-27T07:32:00Z",
        "07:32:00",
        "[]",
        "{}",
        "[1, \"two\", [3]]",
        "{ rows = 5 }",
    ]
    .map(String::from)
    .to_vec();
    values.extend(large_values());
    values
}

/// How many of [`hostile_values`] (the last) are large.
const LARGE: usize = 5;

fn large_values() -> [String; LARGE] {
    [
        format!("\"{}\"", "A".repeat(1 << 20)),
        format!("\"{}\"", "é".repeat(1 << 18)),
        format!("{}{}", "[".repeat(10_000), "]".repeat(10_000)),
        format!("{}1{}", "{a=".repeat(10_000), "}".repeat(10_000)),
        format!("[{}]", "1,".repeat(100_000)),
    ]
}

/// `text` with the value of its `n`-th `key = value` line replaced by
/// `value` (the rest of the line, a comment too, goes).
fn with_value(text: &str, n: usize, value: &str) -> Option<String> {
    let mut seen = 0;
    let mut out = String::with_capacity(text.len() + value.len());
    let mut replaced = false;
    for line in text.split_inclusive('\n') {
        match line.find(" = ") {
            Some(eq) if !line.starts_with('#') && !replaced && seen == n => {
                out.push_str(&line[..eq + 3]);
                out.push_str(value);
                out.push('\n');
                replaced = true;
            }
            Some(_) if !line.starts_with('#') => {
                seen += 1;
                out.push_str(line);
            }
            _ => out.push_str(line),
        }
    }
    replaced.then_some(out)
}

/// The number of `key = value` lines of `text`.
fn assignments(text: &str) -> usize {
    text.lines()
        .filter(|l| !l.starts_with('#') && l.contains(" = "))
        .count()
}

/// Whole-text mutations, each deterministic: BOM, CRLF, a NUL or a byte
/// that is not UTF-8 every `step` bytes, every `step`-th prefix.
fn mutations(text: &str, step: usize) -> Vec<Vec<u8>> {
    let bytes = text.as_bytes();
    let mut out = vec![
        [b"\xef\xbb\xbf".as_slice(), bytes].concat(),
        text.replace('\n', "\r\n").into_bytes(),
        text.replace('\n', "\r").into_bytes(),
        text.replace(' ', "\t").into_bytes(),
        Vec::new(),
        b"\0".to_vec(),
        vec![0xff; 64],
    ];
    for at in (0..=bytes.len()).step_by(step) {
        for insert in [b"\0".as_slice(), b"\xff", b"\xc3", b"\x1b", b"\""] {
            out.push([&bytes[..at], insert, &bytes[at..]].concat());
        }
        out.push(bytes[..at].to_vec());
    }
    out
}

// ---------------------------------------------------------------- checks

/// A message about bad input: something, and not the input again.
fn assert_message(message: &str, input: &str) {
    assert!(
        !message.trim().is_empty(),
        "an empty message for {input:.200?}"
    );
    assert!(
        message.len() <= MAX_MESSAGE,
        "a message of {} bytes for {input:.200?}: {message:.300}",
        message.len()
    );
}

/// Checks a rules file's bytes as `--rules` reads them.
fn check_rules(bytes: &[u8]) {
    let Ok(text) = utf8_text(bytes.to_vec()) else {
        return; // placed on its line: tests/fuzz.rs checks the line
    };
    match Rules::from_toml_str(&text, "r.toml") {
        Ok(rules) => rules.validate().expect("accepted rules are valid"),
        Err(e) => {
            let message = e.say();
            assert!(message.starts_with("r.toml"), "{message:.300}");
            assert_message(&message, &text);
        }
    }
}

/// Checks a saved game's bytes as `--load` reads them.
fn check_saved(bytes: &[u8]) {
    let Ok(text) = utf8_text(bytes.to_vec()) else {
        return;
    };
    match SavedGame::parse(&text) {
        Ok(saved) => {
            let game = saved.to_game().expect("a loaded game replays");
            assert_eq!(game.ply(), saved.moves.len());
            assert!(saved.players.white.chars().count() <= 100);
        }
        Err(e) => assert_message(&e.to_string(), &text),
    }
}

/// Checks a preferences file's bytes as the game reads them at start.
fn check_prefs(bytes: &[u8]) {
    let Ok(text) = utf8_text(bytes.to_vec()) else {
        return;
    };
    let loaded = Loaded::from_text(&text, "prefs.toml");
    for problem in &loaded.problems {
        assert!(!problem.to_string().trim().is_empty(), "{text:.200?}");
    }
    if let Some(players) = loaded.prefs.players() {
        // The remembered names go into every game's autosave: it must
        // read back, or the game could not be resumed.
        let saved = SavedGame::from_game(&Game::default(), &players);
        if let Err(e) = SavedGame::parse(&saved.to_toml_string()) {
            panic!("players {players:.200?} from {text:.200?}: the autosave is refused: {e}");
        }
    }
    if loaded.problems.is_empty() {
        // Accepted: written back, it reads the same.
        let again = Loaded::from_text(&loaded.prefs.to_toml_string(), "again.toml");
        assert!(again.problems.is_empty(), "{:?}", again.problems);
    }
}

/// Every hostile value on every `key = value` line of `base`, checked by
/// `check` (the large ones on the lines `large_lines` only, to keep the
/// debug run short).
fn every_value(base: &str, large_lines: &[usize], check: fn(&[u8])) {
    let values = hostile_values();
    let small = values.len() - LARGE;
    for n in 0..assignments(base) {
        for (k, value) in values.iter().enumerate() {
            if k >= small && !large_lines.contains(&n) {
                continue;
            }
            let text = with_value(base, n, value).expect("a line to replace");
            check(text.as_bytes());
        }
    }
}

#[test]
fn rules_files_with_hostile_values() {
    every_value(STANDARD_RULES, &[0, 4], check_rules);
}

#[test]
fn saved_games_with_hostile_values() {
    // Large values on the format line and the white player's name.
    every_value(&saved_game(), &[0, 2], check_saved);
}

#[test]
fn preferences_with_hostile_values() {
    every_value(PREFS, &[0, 5], check_prefs);
}

#[test]
fn whole_files_mangled() {
    for bytes in mutations(STANDARD_RULES, 97) {
        check_rules(&bytes);
    }
    for bytes in mutations(&saved_game(), 23) {
        check_saved(&bytes);
    }
    for bytes in mutations(PREFS, 13) {
        check_prefs(&bytes);
    }
}

#[test]
fn a_bom_or_crlf_changes_nothing() {
    for text in [
        format!("\u{feff}{STANDARD_RULES}"),
        STANDARD_RULES.replace('\n', "\r\n"),
    ] {
        assert_eq!(
            Rules::from_toml_str(&text, "r.toml"),
            Ok(Rules::default()),
            "{text:.40?}"
        );
    }
    let saved = SavedGame::parse(&saved_game()).expect("as written");
    for text in [
        format!("\u{feff}{}", saved_game()),
        saved_game().replace('\n', "\r\n"),
    ] {
        assert_eq!(SavedGame::parse(&text).as_ref(), Ok(&saved));
    }
}

#[test]
fn integers_past_64_bits_are_placed_on_their_line() {
    // The parser with places reads them; `toml::Value` cannot hold them.
    for value in ["18446744073709551615", "-9223372036854775809"] {
        let text = saved_game().replace("format = 1", &format!("format = {value}"));
        let e = SavedGame::parse(&text).expect_err(value).to_string();
        assert!(e.starts_with("line 2: "), "{value}: {e}");
        let text = saved_game().replace("rows = 5", &format!("rows = {value}"));
        let line = 1 + text.lines().position(|l| l.starts_with("rows")).unwrap();
        let e = SavedGame::parse(&text).expect_err(value).to_string();
        assert!(e.starts_with(&format!("line {line}: ")), "{value}: {e}");
    }
}

#[test]
fn the_longest_move_list_a_file_may_hold_is_refused_at_its_second_move() {
    // 1 MiB holds about 170 000 moves: each is read once, the replay stops
    // at the first that is illegal.
    let moves = vec!["\"@a1\""; 170_000].join(",");
    let text = saved_game().replacen(
        &saved_game()[saved_game().find("moves = [").unwrap()..=saved_game().find(']').unwrap()],
        &format!("moves = [{moves}]"),
        1,
    );
    assert!(text.len() < 1 << 20);
    let e = SavedGame::parse(&text).expect_err("@a1 twice").to_string();
    assert!(e.contains("move 2 '@a1'"), "{e}");
}

// ---------------------------------------------------------------- random

/// Preferences from random bytes, random text, or [`PREFS`] with bytes
/// changed, put in, taken out, or cut.
fn prefs_bytes() -> impl Strategy<Value = Vec<u8>> {
    let edit = (
        any::<usize>(),
        0..4u8,
        prop::collection::vec(any::<u8>(), 1..6),
    );
    prop_oneof![
        4 => prop::collection::vec(edit, 1..5).prop_map(|edits| {
            let mut bytes = PREFS.as_bytes().to_vec();
            for (at, what, new) in edits {
                let at = at % (bytes.len() + 1);
                match what {
                    0 => { bytes.splice(at..at, new); }
                    1 => { bytes.drain(at..(at + new.len()).min(bytes.len())); }
                    2 => { bytes.truncate(at); }
                    _ => {
                        let end = (at + new.len()).min(bytes.len());
                        bytes.splice(at..end, new);
                    }
                }
            }
            bytes
        }),
        1 => prop::collection::vec(any::<u8>(), 0..300),
        1 => "[a-z_.=\\[\\]\" \n0-9]{0,200}".prop_map(String::into_bytes),
    ]
}

fn fuzz_prefs(cases: u32) {
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    proptest!(config, |(bytes in prefs_bytes())| check_prefs(&bytes));
}

#[test]
fn random_preferences_never_panic() {
    fuzz_prefs(SHORT);
}

#[test]
#[ignore = "long fuzzing run: cargo test --release -- --ignored"]
fn random_preferences_never_panic_long() {
    fuzz_prefs(LONG);
}

#[test]
fn a_remembered_name_is_never_too_long_for_a_saved_game() {
    let limit = yote::record::MAX_NAME_CHARS;
    let named = |n: usize| PREFS.replace("\"Ama\"", &format!("\"{}\"", "é".repeat(n)));
    let loaded = Loaded::from_text(&named(limit), "p.toml");
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    check_prefs(named(limit).as_bytes());
    let loaded = Loaded::from_text(&named(limit + 1), "p.toml");
    assert_eq!(loaded.problems.len(), 1, "{:?}", loaded.problems);
    let said = loaded.problems[0].to_string();
    assert!(
        said.contains("p.toml, line 8: players.white is longer than 100 characters"),
        "{said}"
    );
    check_prefs(named(1 << 16).as_bytes());
}

#[test]
fn a_huge_move_is_refused_quoting_60_characters() {
    use yote::record::{MAX_TOKEN_CHARS, bounded_token};
    let at_most = "a".repeat(MAX_TOKEN_CHARS);
    assert_eq!(bounded_token(&at_most), at_most.as_str());
    let over = format!("{at_most}é");
    assert_eq!(bounded_token(&over), format!("{}…", &at_most[..60]));
    for token in [
        "x".repeat(1 << 18),
        "@c3".repeat(1 << 14),
        "é".repeat(1 << 16),
    ] {
        let text = saved_game().replacen("\"@d3\"", &format!("\"{token}\""), 1);
        let e = SavedGame::parse(&text)
            .expect_err("no such move")
            .to_string();
        assert!(e.contains("move 2 '"), "{e:.300}");
        assert_message(&e, &text);
    }
}

#[test]
fn the_helpers_do_what_they_say() {
    let text = "# a = 1\nx = 1 # c\n\n[t]\ny = \"2\"\n";
    assert_eq!(assignments(text), 2);
    assert_eq!(
        with_value(text, 1, "3").as_deref(),
        Some("# a = 1\nx = 1 # c\n\n[t]\ny = 3\n")
    );
    assert_eq!(with_value(text, 2, "3"), None);
    let m = mutations("ab", 1);
    assert!(m.contains(&b"a\0b".to_vec()));
    assert!(m.contains(&b"a".to_vec()));
    assert!(m.contains(&b"\xef\xbb\xbfab".to_vec()));
}
