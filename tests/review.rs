//! `yote review` through the real binary: saved games built from known
//! positions, each move judged against the best (a missed win, a forced
//! loss handed over, one piece lost), the marks by the thresholds that
//! docs/scripting.md states, the JSON of the docs and its example, moves
//! numbered in pairs as the game's move list numbers them (never plies in
//! the text), a game the search itself played losing nothing, the same
//! answer on one thread and two, refusals.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use serde_json::Value;
use yote::record::{Players, SavedGame};
use yote_ai::{Limits, think};
use yote_engine::{Game, Rules};

use crate::support::cli::{ok, refused};

/// A saved game of `tokens` under `rules`, written into `dir`.
fn saved(dir: &Path, rules: Rules, tokens: &[&str]) -> PathBuf {
    let mut game = Game::new(rules).expect("valid rules");
    game.play_tokens(tokens).expect("legal moves");
    saved_game(dir, &game)
}

fn saved_game(dir: &Path, game: &Game) -> PathBuf {
    let path = dir.join(format!("game-{}.toml", game.ply()));
    SavedGame::from_game(game, &Players::new("Ama", "Kofi"))
        .save_overwrite(&path)
        .expect("written");
    path
}

/// `yote review FILE --json` with `extra`, parsed, after checking it is one
/// line holding one object with the keys of the docs in their order.
fn review(path: &Path, extra: &[&str]) -> Value {
    let mut args = vec!["review", path.to_str().expect("a UTF-8 path"), "--json"];
    args.extend_from_slice(extra);
    let text = ok(&args);
    assert_eq!(text.lines().count(), 1, "{text}");
    let value: Value = serde_json::from_str(&text).expect("one JSON value");
    assert_eq!(value.as_object().expect("an object").len(), 3, "{text}");
    in_order(&text, &["plies", "moves", "summary"]);
    // Each move's keys, in the order of the docs.
    for object in text.split("{\"ply\":").skip(1) {
        in_order(&format!("{{\"ply\":{object}"), &MOVE_KEYS);
    }
    value
}

/// `keys` appear in `text` as `"key":`, in this order.
fn in_order(text: &str, keys: &[&str]) {
    let at: Vec<usize> = keys
        .iter()
        .map(|k| text.find(&format!("\"{k}\":")).expect("key present"))
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "key order in {text}");
}

/// The keys of every move, in the order of the docs.
const MOVE_KEYS: [&str; 13] = [
    "ply",
    "number",
    "color",
    "move",
    "best",
    "score",
    "best_score",
    "loss",
    "mark",
    "win_in",
    "best_win_in",
    "win_missed",
    "best_line",
];

/// The marks and their least losses, as docs/scripting.md's table states
/// them (`| `?!` | inaccuracy | 50 |`), worst first.
fn documented_marks() -> Vec<(String, i64)> {
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/scripting.md"))
        .expect("the docs");
    let start = docs
        .find("<!-- review marks -->")
        .expect("the marks' table");
    let mut marks: Vec<(String, i64)> = docs[start..]
        .lines()
        .skip(3)
        .take_while(|l| l.starts_with('|'))
        .map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            let glyph = cells[1].trim_matches('`').to_string();
            let least = cells[3].split_whitespace().next().expect("a number");
            (glyph, least.parse().expect("a whole number"))
        })
        .collect();
    marks.sort_by_key(|(_, least)| -least);
    assert_eq!(marks.len(), 3, "{marks:?}");
    marks
}

/// The mark the documented thresholds give a loss.
fn mark_for(loss: i64) -> Value {
    documented_marks()
        .into_iter()
        .find(|(_, least)| loss >= *least)
        .map_or(Value::Null, |(glyph, _)| Value::String(glyph))
}

/// The marks of the review follow the documented thresholds, except where
/// a missed win or a forced loss raises them; the summary counts them and
/// averages the losses; every move has the documented keys.
fn check_consistent(v: &Value) {
    let moves = v["moves"].as_array().expect("a list");
    assert_eq!(v["plies"].as_u64(), Some(moves.len() as u64));
    for (i, m) in moves.iter().enumerate() {
        assert_eq!(
            m.as_object().expect("an object").len(),
            MOVE_KEYS.len(),
            "{m}"
        );
        assert_eq!(m["ply"].as_u64(), Some(i as u64 + 1));
        // Numbered in pairs from 1: a move shares its number with the one
        // before or takes the next.
        let number = m["number"].as_u64().expect("a number");
        let before = i
            .checked_sub(1)
            .map_or(0, |b| moves[b]["number"].as_u64().unwrap());
        assert!(number == before || number == before + 1, "{m}");
        let (score, best) = (
            m["score"].as_i64().unwrap(),
            m["best_score"].as_i64().unwrap(),
        );
        assert_eq!(m["loss"].as_i64(), Some((best - score).max(0)), "{m}");
        assert!(score.abs() <= 1000 && best.abs() <= 1000, "{m}");
        assert_eq!(m["best_line"][0], m["best"], "{m}");
        let raised = m["win_missed"] == true || m["win_in"].as_i64().is_some_and(|n| n < 0);
        if !raised {
            assert_eq!(m["mark"], mark_for(m["loss"].as_i64().unwrap()), "{m}");
        }
    }
    for color in ["white", "black"] {
        let mine: Vec<&Value> = moves.iter().filter(|m| m["color"] == color).collect();
        let s = &v["summary"][color];
        for (key, glyph) in [
            ("inaccuracies", "?!"),
            ("mistakes", "?"),
            ("blunders", "??"),
        ] {
            let n = mine.iter().filter(|m| m["mark"] == glyph).count();
            assert_eq!(s[key].as_u64(), Some(n as u64), "{color} {key}");
        }
        let total: i64 = mine.iter().map(|m| m["loss"].as_i64().unwrap()).sum();
        let n = mine.len().max(1) as f64;
        let average = s["average_loss"].as_i64().unwrap() as f64;
        assert!((average - total as f64 / n).abs() <= 0.5, "{color}: {s}");
    }
}

fn three_pieces() -> Rules {
    Rules {
        pieces_per_player: 3,
        ..Rules::default()
    }
}

/// With three pieces each, after `@a1 @a2 @f1 @f5` White wins at once
/// (`a1xa3/f5` leaves Black one piece).
#[test]
fn a_move_that_misses_a_win_in_one_is_marked() {
    let dir = tempfile::tempdir().unwrap();
    let path = saved(
        dir.path(),
        three_pieces(),
        &["@a1", "@a2", "@f1", "@f5", "f1-e1"],
    );
    let v = review(&path, &["--depth", "3"]);
    check_consistent(&v);
    let m = &v["moves"][4];
    assert_eq!(m["move"], "f1-e1");
    assert_eq!(m["best_win_in"], 1, "{m}");
    assert_eq!(m["win_missed"], true, "{m}");
    assert!(m["mark"] == "?" || m["mark"] == "??", "{m}");
    assert_eq!(
        m["best_score"], 1000,
        "a forced win counts as 10 pieces: {m}"
    );
    // The best move played instead keeps the win and loses nothing.
    let path = saved(
        dir.path(),
        three_pieces(),
        &["@a1", "@a2", "@f1", "@f5", m["best"].as_str().unwrap()],
    );
    let v = review(&path, &["--depth", "3"]);
    let m = &v["moves"][4];
    assert_eq!(
        (&m["loss"], &m["mark"], &m["win_in"], &m["win_missed"]),
        (
            &Value::from(0),
            &Value::Null,
            &Value::from(1),
            &Value::Bool(false)
        ),
        "{m}"
    );
}

/// `@f5` lets White win at once; Black had moves that lose nothing by force.
#[test]
fn a_move_that_hands_the_opponent_a_forced_win_is_a_blunder() {
    let dir = tempfile::tempdir().unwrap();
    let path = saved(dir.path(), three_pieces(), &["@a1", "@a2", "@f1", "@f5"]);
    let v = review(&path, &["--depth", "4"]);
    check_consistent(&v);
    let m = &v["moves"][3];
    assert_eq!(m["color"], "black");
    assert_eq!(m["win_in"], -2, "White wins on the next ply: {m}");
    assert!(
        m["best_win_in"].is_null() || m["best_win_in"].as_i64() > Some(0),
        "{m}"
    );
    assert_eq!(m["mark"], "??", "{m}");
    assert_eq!(m["score"], -1000, "{m}");
}

/// After `@c3 @d3` White takes Black's only piece on the board with
/// `c3xe3` (no second piece to take: one piece); `c3-b3` passes it up.
#[test]
fn a_move_that_loses_one_piece_is_marked_by_the_thresholds() {
    let dir = tempfile::tempdir().unwrap();
    let path = saved(dir.path(), Rules::default(), &["@c3", "@d3", "c3-b3"]);
    let v = review(&path, &["--depth", "4"]);
    check_consistent(&v);
    let m = &v["moves"][2];
    assert_eq!(m["best"], "c3xe3", "{m}");
    let loss = m["loss"].as_i64().unwrap();
    assert!((60..=160).contains(&loss), "about one piece: {m}");
    assert_eq!(m["mark"], mark_for(loss), "{m}");
    assert!(m["win_in"].is_null() && !m["win_missed"].as_bool().unwrap());
}

/// A 4×4 game of four pieces each, every move the one `analyze --depth 4`
/// plays (the same search, in process), to its end or 40 plies.
fn played_by_the_search() -> Game {
    let rules = Rules {
        rows: 4,
        columns: 4,
        pieces_per_player: 4,
        ..Rules::default()
    };
    let mut game = Game::new(rules).expect("valid rules");
    let never = AtomicBool::new(false);
    while game.ply() < 40
        && let Some(r) = think(&game, Limits::depth(4), &never, |_| {})
    {
        game.play_unchecked(r.best);
    }
    game
}

#[test]
fn a_game_the_search_played_loses_nothing_at_its_depth() {
    let dir = tempfile::tempdir().unwrap();
    let game = played_by_the_search();
    assert!(game.ply() >= 10, "a real game: {}", game.ply());
    let path = saved_game(dir.path(), &game);
    let v = review(&path, &["--depth", "4"]);
    check_consistent(&v);
    for m in v["moves"].as_array().unwrap() {
        assert_eq!(m["move"], m["best"], "{m}");
        assert_eq!(
            (&m["loss"], &m["mark"]),
            (&Value::from(0), &Value::Null),
            "{m}"
        );
    }
    for color in ["white", "black"] {
        assert_eq!(v["summary"][color]["average_loss"], 0);
    }
}

/// A game with mistakes in it, reviewed on one thread and on two: the
/// same JSON, byte for byte.
#[test]
fn the_review_does_not_depend_on_the_threads() {
    let dir = tempfile::tempdir().unwrap();
    let path = saved(
        dir.path(),
        Rules::default(),
        &[
            "@a1", "@f1", "@a5", "@f5", "@b2", "@c1", "b2-b1", "@d1", "@b2", "@a3", "b2-a2", "@a4",
            "@b2", "@e5", "@c3", "e5-d5", "@b5", "@c5",
        ],
    );
    let file = path.to_str().unwrap();
    let one = ok(&["review", file, "--json", "--depth", "3", "--jobs", "1"]);
    let two = ok(&["review", file, "--json", "--depth", "3", "--jobs", "2"]);
    assert_eq!(one, two);
    let v: Value = serde_json::from_str(&one).unwrap();
    check_consistent(&v);
    assert_eq!(v["plies"], 18);
}

/// The text counts moves as the game's move list does, in pairs: `2` for
/// White's second move, `2…` for Black's reply; never in plies.
#[test]
fn the_text_shows_the_marks_and_each_players_summary() {
    let dir = tempfile::tempdir().unwrap();
    let path = saved(
        dir.path(),
        three_pieces(),
        &["@a1", "@a2", "@f1", "@f5", "f1-e1"],
    );
    let text = ok(&["review", path.to_str().unwrap(), "--depth", "3"]);
    assert!(
        text.starts_with("Ama (White) against Kofi (Black): 3 moves, reviewed at depth 3\n"),
        "{text}"
    );
    let line = |played: &str| {
        text.lines()
            .find(|l| l.split_whitespace().nth(2) == Some(played))
            .expect("the move")
    };
    assert!(line("@f1").starts_with("2   White  @f1 "), "{text}");
    // Black's second move, which hands White a win on its next move.
    let black = line("@f5");
    // The forced result is what it lost, not a count of pieces; then the
    // capture it allowed.
    assert!(
        black.starts_with(
            "2…  Black  @f5    ??  blunder: then the opponent wins by force in 1 move, better "
        ),
        "{text}"
    );
    assert!(
        black.ends_with("; after it, a1 could jump a2 to a3"),
        "{black}"
    );
    let white = line("f1-e1");
    assert!(
        white.starts_with("3   White  f1-e1  ??  blunder: missed a win in 1 move, better a1xa3/f5"),
        "{white}"
    );
    // The capture the engine's line makes.
    assert!(white.ends_with("; a1 could jump a2 to a3"), "{white}");
    assert!(!text.contains("0.00 pieces lost"), "{text}");
    assert!(
        text.contains("\nWhite: 0 ?!  1 ?  1 ??\n  average loss "),
        "{text}"
    );
    assert!(text.contains("\nBlack: "), "{text}");
    assert!(
        text.contains("  missed a win in 1 move at move 3, White\n"),
        "{text}"
    );
    assert!(!text.contains("ply") && !text.contains("plies"), "{text}");
}

/// A bonus move shares its number with the capture that earned it, in
/// the JSON's `number` and in the text, as in the game's move list.
#[test]
fn a_bonus_move_is_numbered_with_the_capture_before_it() {
    let dir = tempfile::tempdir().unwrap();
    let rules = Rules {
        bonus_move_after_capture: true,
        ..three_pieces()
    };
    let tokens = ["@c3", "@c4", "c3xc5", "@a1", "@f1"];
    let path = saved(dir.path(), rules.clone(), &tokens);
    let v = review(&path, &["--depth", "2"]);
    check_consistent(&v);
    let numbers: Vec<u64> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["number"].as_u64().unwrap())
        .collect();
    assert_eq!(numbers, [1, 1, 2, 2, 2]);
    let mut game = Game::new(rules).expect("valid rules");
    game.play_tokens(&tokens).unwrap();
    let game_says: Vec<u64> = game
        .move_numbers()
        .iter()
        .map(|n| n.number as u64)
        .collect();
    assert_eq!(numbers, game_says);
    let text = ok(&["review", path.to_str().unwrap(), "--depth", "2"]);
    let labels: Vec<&str> = text
        .lines()
        .skip(2)
        .take(5)
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(labels, ["1", "1…", "2", "2", "2…"], "{text}");
}

#[test]
fn a_bad_game_file_is_refused_as_position_refuses_it() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.toml");
    std::fs::write(&bad, "format = 1\nmoves = [\"@a1\", \"@a1\"]\n").unwrap();
    let missing = dir.path().join("missing.toml");
    for file in [&bad, &missing] {
        let file = file.to_str().unwrap();
        let review = refused(&["review", file]);
        let position = refused(&["position", "--game", file]);
        assert_eq!(review, position);
    }
    let path = saved(dir.path(), Rules::default(), &["@c3"]);
    let err = refused(&["review", path.to_str().unwrap(), "--set", "rows=4"]);
    assert!(err.contains("its own rules"), "{err}");
    let err = refused(&["review", path.to_str().unwrap(), "--depth", "1"]);
    assert!(err.contains("'1'"), "{err}");
}

/// The default depth is the code's, and `--help` and docs/scripting.md
/// state that one.
#[test]
fn the_default_depth_is_the_one_the_help_and_the_docs_state() {
    let depth = yote_ai::review::DEFAULT_DEPTH;
    assert_eq!(
        yote_ai::review::DEFAULT_BUDGET,
        yote_ai::review::Budget::Depth(depth)
    );
    let help = ok(&["review", "--help"]);
    assert!(help.contains(&format!("(default {depth};")), "{help}");
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/scripting.md"))
        .expect("the docs");
    assert!(
        docs.contains(&format!("| `--depth N` | {depth} |")),
        "docs/scripting.md's flag table"
    );
    // And a review without a budget says it used it.
    let dir = tempfile::tempdir().unwrap();
    let small = Rules {
        rows: 3,
        columns: 3,
        pieces_per_player: 3,
        ..Rules::default()
    };
    let path = saved(dir.path(), small, &["@b2"]);
    let text = ok(&["review", path.to_str().unwrap()]);
    assert!(
        text.contains(&format!("reviewed at depth {depth}\n")),
        "{text}"
    );
}

/// The benchmark's 60-ply games, on one thread and on two, deeper than the
/// quick test: the same JSON.
#[test]
#[ignore = "reviews two 60-ply games twice at depth 6: seconds in the slow-tests build"]
fn long_games_reviewed_on_one_thread_and_two_agree() {
    for file in ["review-60.toml", "review-60-quiet.toml"] {
        let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
        let one = ok(&["review", &path, "--json", "--depth", "6", "--jobs", "1"]);
        let two = ok(&["review", &path, "--json", "--depth", "6", "--jobs", "2"]);
        assert_eq!(one, two, "{file}");
        let v: Value = serde_json::from_str(&one).unwrap();
        check_consistent(&v);
        assert_eq!(v["plies"], 60);
    }
}

/// `--write` keeps the review in the file as a `[review]` table: the game
/// loads as before, with the review ready, and the review read back is
/// the one written; asked again with the same budget, the file's is shown.
#[test]
fn a_written_review_is_kept_in_the_file_and_read_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = saved(
        dir.path(),
        three_pieces(),
        &["@a1", "@a2", "@f1", "@f5", "f1-e1"],
    );
    let file = path.to_str().unwrap();
    let before = std::fs::read_to_string(&path).unwrap();
    let position = ok(&["position", "--game", file]);
    let fresh = ok(&["review", file, "--depth", "3", "--json"]);
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        before,
        "no --write"
    );
    let written = ok(&["review", file, "--depth", "3", "--json", "--write"]);
    assert_eq!(written, fresh);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("\n[review]\ndepth = 3"), "{text}");
    assert!(text.starts_with(&before[..before.find("[rules]").unwrap()]));
    assert_eq!(ok(&["position", "--game", file]), position);
    let loaded = yote::record::load(&path).expect("loads");
    let review = loaded.review.expect("the review");
    assert_eq!(review.budget, yote_ai::review::Budget::Depth(3));
    assert_eq!(review.moves.len(), 5);
    assert!(review.moves[4].win_missed);
    // The kept review is the answer at its budget; another budget searches.
    assert_eq!(ok(&["review", file, "--depth", "3", "--json"]), fresh);
    let deeper = ok(&["review", file, "--depth", "2", "--json"]);
    assert_ne!(deeper, fresh);
    assert!(
        std::fs::read_to_string(&path)
            .unwrap()
            .contains("depth = 3")
    );
}

/// A `[review]` table that does not fit the game is dropped on loading:
/// the game loads as it would without one.
#[test]
fn a_review_that_does_not_fit_the_game_is_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let path = saved(dir.path(), Rules::default(), &["@c3", "@d3", "c3-b3"]);
    let file = path.to_str().unwrap();
    ok(&["review", file, "--depth", "2", "--write"]);
    let good = std::fs::read_to_string(&path).unwrap();
    assert!(
        yote::record::SavedGame::parse(&good)
            .unwrap()
            .review
            .is_some()
    );
    let without = yote::record::SavedGame {
        review: None,
        ..yote::record::SavedGame::parse(&good).unwrap()
    };
    let first = good
        .lines()
        .find(|l| l.trim_start().starts_with("{ best"))
        .expect("an entry");
    let spoilt = [
        good.replace(first, ""),
        good.replace("best = \"c3xe3\"", "best = \"c3xe5\""),
        good.replace("depth = 2", "depth = 1"),
        good.replace("depth = 2", "depth = 2\ntime_ms = 5"),
        good.replacen(", score = ", ", score = 1001, s = ", 1),
        good.replacen(", score = ", ", clock = 5, score = ", 1),
        good.replace("line = [\"c3xe3\"", "line = [\"@a1\""),
        good.replace("\n[review]\n", "\n[review]\nextra = 1\n"),
    ];
    for text in spoilt {
        assert_ne!(text, good);
        let loaded = yote::record::SavedGame::parse(&text).expect("the game loads");
        assert_eq!(loaded, without, "{text}");
    }
}

/// A review that would make the file larger than a saved game may be is
/// left out of its text, so that the file always loads again (and
/// `--write` refuses to write it).
#[test]
fn a_review_too_large_for_the_file_is_left_out() {
    use yote::record::MAX_FILE_SIZE;
    use yote_ai::review::{Budget, MoveReview, Review};
    let rules = Rules {
        repetition_draw: 0,
        ..Rules::default()
    };
    let mut game = Game::new(rules).expect("valid rules");
    game.play_tokens(&["@a1", "@f5"]).unwrap();
    let shuffle = ["a1-a2", "f5-f4", "a2-a1", "f4-f5"];
    while game.ply() < 16_000 {
        game.play_tokens(&shuffle).unwrap();
    }
    let moves: Vec<MoveReview> = game
        .moves()
        .enumerate()
        .map(|(i, &mv)| MoveReview {
            ply: i + 1,
            color: game.mover_of(i).unwrap(),
            played: mv,
            best: mv,
            score: -1000,
            best_score: -1000,
            loss: 0,
            mark: None,
            win_in: None,
            best_win_in: None,
            win_missed: false,
            best_line: vec![mv],
        })
        .collect();
    let mut saved = SavedGame::from_game(&game, &Players::default());
    let bare = saved.to_toml_string();
    saved.review = Some(Review {
        budget: Budget::Depth(2),
        moves,
    });
    assert!(!saved.keeps_review());
    let text = saved.to_toml_string();
    assert_eq!(text, bare);
    assert!((text.len() as u64) < MAX_FILE_SIZE);
    assert_eq!(SavedGame::parse(&text).unwrap().review, None);
    // The first thousand moves' review fits.
    let review = saved.review.as_mut().unwrap();
    review.moves.truncate(1000);
    let short = SavedGame {
        moves: saved.moves[..1000].to_vec(),
        ..saved.clone()
    };
    assert!(short.keeps_review());
    assert!(short.to_toml_string().contains("\n[review]\n"));
}

/// docs/scripting.md's example, `yote review game.toml --depth 3` and its
/// `--json` (cut to the first and last moves), is what the command prints.
#[test]
fn the_documented_example_is_what_the_command_prints() {
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/scripting.md"))
        .expect("the docs");
    let example = |command: &str| -> String {
        let start = docs.find(&format!("$ {command}\n")).expect("the example") + command.len() + 3;
        let end = start + docs[start..].find("\n```").expect("its end");
        docs[start..end].to_string()
    };
    let dir = tempfile::tempdir().unwrap();
    let path = saved(
        dir.path(),
        three_pieces(),
        &["@a1", "@a2", "@f1", "@f5", "f1-e1"],
    );
    let file = path.to_str().unwrap();
    let text = ok(&["review", file, "--depth", "3"]);
    assert_eq!(
        text.trim_end(),
        example("yote review game.toml --depth 3"),
        "{text}"
    );
    let json = ok(&["review", file, "--depth", "3", "--json"]);
    let (head, tail) = example("yote review game.toml --depth 3 --json")
        .split_once(",…,")
        .map(|(h, t)| (h.to_string(), t.to_string()))
        .expect("cut in the middle");
    assert!(json.starts_with(&head), "{json}");
    assert!(json.trim_end().ends_with(&tail), "{json}");
}

/// The JSON of `yote review --depth N` on the recorded games of
/// `tests/data/`, against the outputs kept in `tests/data/review-recorded/`:
/// a review at a fixed depth is deterministic, so a change to how the
/// review searches (its tables, its order, its threads) must not change a
/// move, a score or a mark.
fn the_recorded_reviews_at(depth: u32) {
    let data = format!("{}/tests/data", env!("CARGO_MANIFEST_DIR"));
    for game in ["review-60", "review-60-quiet", "review-40-bonus"] {
        let path = format!("{data}/{game}.toml");
        let depth = depth.to_string();
        let now = ok(&["review", &path, "--json", "--depth", &depth, "--jobs", "2"]);
        let kept =
            std::fs::read_to_string(format!("{data}/review-recorded/{game}-depth-{depth}.json"))
                .expect("a recorded review");
        assert_eq!(now, kept, "{game} at depth {depth}");
    }
}

#[test]
fn the_recorded_reviews_at_depths_2_and_4_are_unchanged() {
    the_recorded_reviews_at(2);
    the_recorded_reviews_at(4);
}

#[test]
#[ignore = "reviews three games at depth 8: half a minute in the slow-tests build"]
fn the_recorded_reviews_at_depth_8_are_unchanged() {
    the_recorded_reviews_at(8);
}

/// The players' names come from the file: control characters in them are
/// shown escaped, never sent to the terminal.
#[test]
fn names_with_escape_codes_are_shown_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let plain = saved(dir.path(), Rules::default(), &["@c3", "@d3"]);
    let text = std::fs::read_to_string(&plain).unwrap().replace(
        "white = \"Ama\"",
        "white = \"\\u001b[2J\\u001b]0;pwn\\u0007\"",
    );
    let path = dir.path().join("names.toml");
    std::fs::write(&path, text).unwrap();
    let text = ok(&["review", path.to_str().unwrap(), "--depth", "2"]);
    assert!(
        !text.contains('\u{1b}') && !text.contains('\u{7}'),
        "{text:?}"
    );
    assert!(
        text.starts_with("\\x1b[2J\\x1b]0;pwn\\x07 (White) against Kofi (Black)"),
        "{text}"
    );
}

/// Each move's line is written as soon as it is judged: a long review
/// shows how far it has got, and one killed partway leaves the lines it
/// had, the start of the review (the moves and marks of the recorded
/// review of the same game at the same depth).
#[test]
fn a_review_writes_each_move_as_it_is_judged() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    use std::sync::mpsc;
    use std::time::Duration;
    let data = format!("{}/tests/data", env!("CARGO_MANIFEST_DIR"));
    let path = format!("{data}/review-60.toml");
    // Sixty positions at depth 8 on one thread: seconds of searching.
    let mut child = crate::support::cli::command()
        .args(["review", &path, "--depth", "8", "--jobs", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let out = child.stdout.take().expect("piped");
    let (send, lines) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(out).lines() {
            let Ok(line) = line else { break };
            if send.send(line).is_err() {
                break;
            }
        }
    });
    let mut seen = Vec::new();
    while seen.len() < 4 {
        let line = lines
            .recv_timeout(Duration::from_mins(2))
            .expect("a line while the review runs");
        seen.push(line);
    }
    assert_eq!(
        child.try_wait().expect("a child"),
        None,
        "the review still runs after its first moves: {seen:?}"
    );
    child.kill().expect("killed");
    child.wait().expect("reaped");
    reader.join().expect("the reader ends with the output");
    seen.extend(lines.try_iter());
    assert!(seen[0].contains("(White) against"), "{seen:?}");
    assert_eq!(seen[1], "");
    let recorded: Value = serde_json::from_str(
        &std::fs::read_to_string(format!("{data}/review-recorded/review-60-depth-8.json"))
            .expect("a recorded review"),
    )
    .expect("JSON");
    let moves = recorded["moves"].as_array().expect("moves");
    let lines: Vec<&String> = seen[2..].iter().take_while(|l| !l.is_empty()).collect();
    assert!(lines.len() >= 2 && lines.len() < moves.len(), "{seen:?}");
    for (line, m) in lines.iter().zip(moves) {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words[2], m["move"].as_str().expect("a move"), "{line}");
        let mark = words.get(3).filter(|w| w.starts_with('?')).copied();
        assert_eq!(mark, m["mark"].as_str(), "{line}");
    }
}

/// A game longer than the budget takes is reviewed in part, and says so:
/// the text after its heading, the JSON in `game_plies`; such a part is
/// not written into the file, and a depth too deep for even one move is
/// refused, naming the deepest. (On a 3×3 board, where a search 14 plies
/// deep takes a moment: the bound counts plies, whatever the board.)
#[test]
fn a_game_too_long_for_the_budget_is_reviewed_in_part() {
    let dir = tempfile::tempdir().unwrap();
    let rules = Rules {
        rows: 3,
        columns: 3,
        pieces_per_player: 2,
        ..Rules::default()
    };
    let path = saved(
        dir.path(),
        rules,
        &["@a1", "@c3", "a1-a2", "c3-c2", "a2-a1"],
    );
    let file = path.to_str().unwrap();
    let most = yote_ai::review::plies_within(yote_ai::review::Budget::Depth(14));
    assert_eq!(most, 2, "the bound at depth 14");
    let text = ok(&["review", file, "--depth", "14", "--json"]);
    in_order(&text, &["plies", "game_plies", "moves", "summary"]);
    let v: Value = serde_json::from_str(&text).expect("one JSON value");
    assert_eq!(v["plies"], 2);
    assert_eq!(v["game_plies"], 5);
    assert_eq!(v["moves"].as_array().unwrap().len(), 2);
    // The whole game fits a shallower review: no `game_plies` then.
    let whole = ok(&["review", file, "--depth", "13", "--json"]);
    assert!(whole.starts_with("{\"plies\":5,\"moves\":"), "{whole}");
    let text = ok(&["review", file, "--depth", "14"]);
    let mut lines = text.lines();
    assert!(lines.next().unwrap().contains("reviewed at depth 14"));
    assert_eq!(
        lines.next().unwrap(),
        "Only the first 2 of the game's 5 plies are reviewed: a review at depth 14 takes no more."
    );
    assert_eq!(lines.next().unwrap(), "");
    assert!(
        lines.next().unwrap().starts_with("1   White  @a1"),
        "{text}"
    );
    assert!(
        lines.next().unwrap().starts_with("1…  Black  @c3"),
        "{text}"
    );
    assert_eq!(lines.next().unwrap(), "", "{text}");
    let before = std::fs::read_to_string(&path).unwrap();
    let err = refused(&["review", file, "--depth", "14", "--write"]);
    assert!(
        err.contains("only the first 2 of the game's 5 plies"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        before,
        "not written"
    );
    let err = refused(&["review", file, "--depth", "15"]);
    assert!(
        err.contains(
            "a review at depth 15 would take too long for even one move: the deepest is depth 14"
        ),
        "{err}"
    );
    let err = refused(&["review", file, "--time", "2000000"]);
    assert!(err.contains("at most 1000000 ms a position"), "{err}");
}
