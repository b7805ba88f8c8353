//! `yote analyze` and `yote match` through the real binary (docs/scripting.md):
//! the JSON, determinism at a fixed depth, refusals, match summaries.

use crate::support;

use serde_json::Value;
use support::cli::{ok, refused};

/// `analyze --json` parsed, after checking it is one object with the keys
/// of docs/scripting.md in their order.
fn analyze(args: &[&str]) -> Value {
    let mut full = vec!["analyze", "--json"];
    full.extend_from_slice(args);
    let text = ok(&full);
    assert_eq!(text.lines().count(), 1, "{text}");
    let value: Value = serde_json::from_str(&text).expect("one JSON value");
    let keys = ["best", "score", "win_in", "depth", "nodes", "time_ms", "pv"];
    let object = value.as_object().expect("an object");
    assert_eq!(object.len(), keys.len(), "{text}");
    let at: Vec<usize> = keys
        .iter()
        .map(|k| text.find(&format!("\"{k}\"")).expect("key present"))
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "key order in {text}");
    assert!(value["best"].is_string());
    assert!(value["score"].is_i64());
    assert!(value["win_in"].is_null() || value["win_in"].is_i64());
    assert!(value["depth"].is_u64() && value["nodes"].is_u64() && value["time_ms"].is_u64());
    let pv = value["pv"].as_array().expect("pv is a list");
    assert_eq!(
        pv.first(),
        Some(&value["best"]),
        "pv starts with best: {text}"
    );
    value
}

/// The legal moves `position --json` lists after `moves`.
fn legal_moves(moves: &[&str], extra: &[&str]) -> Vec<String> {
    let mut args = vec!["position", "--json"];
    args.extend_from_slice(extra);
    args.extend_from_slice(moves);
    let v: Value = serde_json::from_str(&ok(&args)).expect("JSON");
    v["legal_moves"]
        .as_array()
        .expect("list")
        .iter()
        .map(|m| m.as_str().expect("string").to_string())
        .collect()
}

#[test]
fn analyze_prints_a_legal_move_and_its_line() {
    let moves = ["@c3", "@d3", "@c2", "@d2"];
    let mut args = vec!["--depth", "3"];
    args.extend_from_slice(&moves);
    let v = analyze(&args);
    assert_eq!(v["depth"], 3);
    let best = v["best"].as_str().expect("string").to_string();
    assert!(legal_moves(&moves, &[]).contains(&best), "{best}");
    assert!(v["nodes"].as_u64().expect("count") > 0);
}

#[test]
fn analyze_at_a_fixed_depth_is_deterministic() {
    for extra in [
        &[][..],
        &[
            "--set",
            "second_piece=board-or-hand",
            "--set",
            "bonus_move_after_capture=true",
        ][..],
    ] {
        let mut args = vec!["--depth", "4", "@c3", "@d3", "@b4", "@e2"];
        args.extend_from_slice(extra);
        let mut a = analyze(&args);
        let mut b = analyze(&args);
        a["time_ms"] = Value::Null;
        b["time_ms"] = Value::Null;
        assert_eq!(a, b, "{extra:?}");
    }
}

#[test]
fn analyze_with_a_time_budget_still_moves() {
    let v = analyze(&["--time", "50", "@c3"]);
    assert!(v["depth"].as_u64().expect("depth") >= 1);
    let best = v["best"].as_str().expect("string").to_string();
    assert!(legal_moves(&["@c3"], &[]).contains(&best));
}

#[test]
fn analyze_without_json_speaks_to_people() {
    let text = ok(&["analyze", "--depth", "2", "@c3"]);
    assert!(text.starts_with("best move "), "{text}");
    assert!(text.contains("depth 2"), "{text}");
}

#[test]
fn analyze_refuses_an_illegal_move_by_number_and_token() {
    let err = refused(&["analyze", "--depth", "2", "@c3", "@c3"]);
    assert!(
        err.contains("move 1, Black") && err.contains("'@c3'"),
        "{err}"
    );
    let err = refused(&["analyze", "--json", "@c3", "c3-q9"]);
    assert!(
        err.contains("move 1, Black") && err.contains("c3-q9"),
        "{err}"
    );
}

#[test]
fn analyze_refuses_a_finished_game() {
    // a1 jumps a2: Black is down to the one piece in hand.
    let finished = ["--set", "pieces_per_player=2", "@a1", "@a2", "a1xa3"];
    for options in [&[][..], &["--json", "--depth", "3"]] {
        let args = [&["analyze"], options, &finished].concat();
        let err = refused(&args);
        assert!(err.contains("the game is over"), "{args:?}: {err}");
    }
}

#[test]
fn analyze_refuses_bad_limits() {
    refused(&["analyze", "--depth", "0"]);
    refused(&["analyze", "--depth", "3", "--time", "100"]);
    refused(&["analyze", "--time", "0"]);
    refused(&["analyze", "--set", "rows=9"]);
}

fn match_json(args: &[&str]) -> Value {
    let mut full = vec!["match", "--json"];
    full.extend_from_slice(args);
    let text = ok(&full);
    assert_eq!(text.lines().count(), 1, "{text}");
    serde_json::from_str(&text).expect("one JSON object")
}

#[test]
fn match_counts_every_game_and_repeats_itself() {
    let args = [
        "--white",
        "depth:1",
        "--black",
        "random",
        "--games",
        "6",
        "--openings",
        "2",
        "--seed",
        "11",
    ];
    let a = match_json(&args);
    assert_eq!(a["games"], 6);
    let sum = ["wins", "draws", "losses"]
        .iter()
        .map(|k| a[k].as_u64().expect("count"))
        .sum::<u64>();
    assert_eq!(sum, 6);
    let score = a["score"].as_f64().expect("score");
    let lo = a["interval"][0].as_f64().expect("low");
    let hi = a["interval"][1].as_f64().expect("high");
    assert!(lo <= score && score <= hi, "{a}");
    assert_eq!(a["white"], "depth:1");
    assert_eq!(a["black"], "random");
    let mut jobs = args.to_vec();
    jobs.extend_from_slice(&["--jobs", "2"]);
    assert_eq!(match_json(&jobs), a, "two threads give the same games");
}

/// Two copies of one deterministic player on one opening, once with each
/// colour, play the same game twice: one win and one loss, or two draws,
/// an even score, whose Elo difference is `0` (not `-0.0`).
#[test]
fn match_json_gives_an_even_score_an_elo_of_0() {
    let text = ok(&[
        "match", "--json", "--white", "depth:1", "--black", "depth:1", "--games", "2", "--seed",
        "5",
    ]);
    let value: Value = serde_json::from_str(&text).expect("one JSON object");
    assert_eq!(value["score"], 0.5, "{text}");
    assert!(text.contains(r#""elo":0,"#), "{text}");
}

#[test]
fn match_text_names_the_first_player() {
    let text = ok(&[
        "match", "--white", "easy", "--black", "random", "--games", "2", "--seed", "3",
    ]);
    assert!(text.contains("easy against random"), "{text}");
    assert!(text.contains("95% interval"), "{text}");
    assert!(text.contains("Elo"), "{text}");
}

#[test]
fn match_refuses_bad_specs() {
    let err = refused(&["match", "--white", "expert", "--black", "random"]);
    assert!(err.contains("expert"), "{err}");
    refused(&["match", "--white", "depth:0", "--black", "random"]);
    refused(&[
        "match", "--white", "easy", "--black", "random", "--games", "0",
    ]);
}

/// Under bonus moves a capture and the bonus capture after it are two
/// plies (docs/scripting.md: a bonus move is a ply like any other): White wins in 2, and
/// with the bonus move pending the mover is White again, winning in 1.
#[test]
fn analyze_counts_a_bonus_move_as_a_ply() {
    let setup = [
        "--set",
        "pieces_per_player=4",
        "--set",
        "bonus_move_after_capture=true",
        "@a1",
        "@a2",
        "@c1",
        "@c2",
        "@f1",
        "@e5",
        "@d5",
        "@f5",
    ];
    let v = analyze(&[&["--depth", "3"][..], &setup].concat());
    assert_eq!(v["win_in"], 2, "{v}");
    assert!(v["score"].as_i64().expect("score") > 0);
    let pv: Vec<&str> = v["pv"]
        .as_array()
        .expect("pv")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert_eq!(
        pv.len(),
        2,
        "a capture, then the bonus capture that wins: {pv:?}"
    );
    assert!(pv.iter().all(|m| m.contains('x')), "{pv:?}");
    // One ply deep, the capture search still sees the bonus capture (the
    // score says so), but a win two plies away is beyond a search of one:
    // win_in counts only within the depth searched (docs/scripting.md:
    // `--depth N` searches exactly N plies).
    let v = analyze(&[&["--depth", "1"][..], &setup].concat());
    assert_eq!(v["win_in"], Value::Null, "{v}");
    assert!(v["score"].as_i64().expect("score") > 20_000, "{v}");
    let pending = [&["--depth", "3"][..], &setup, &["a1xa3/e5"]].concat();
    let v = analyze(&pending);
    assert_eq!(v["best"], "c1xc3/f5");
    assert_eq!(v["win_in"], 1);
    assert_eq!(v["pv"], serde_json::json!(["c1xc3/f5"]));
}

/// A single legal move (a mandatory capture) is still searched to the
/// depth asked for, and here it wins at once.
#[test]
fn analyze_plays_a_forced_single_move() {
    let args = [
        "--set",
        "pieces_per_player=2",
        "--set",
        "mandatory_capture=true",
        "@a1",
        "@a2",
    ];
    assert_eq!(legal_moves(&args[4..], &args[..4]), ["a1xa3"]);
    let v = analyze(&[&["--depth", "4"][..], &args].concat());
    assert_eq!(v["best"], "a1xa3");
    assert_eq!(v["win_in"], 1);
    assert_eq!(v["depth"], 4);
}

/// A side with no legal move has already lost (or the pieces were counted):
/// the game is over, and `analyze` says so under either rule.
#[test]
fn analyze_refuses_a_side_without_a_move() {
    let full = [
        "--set",
        "rows=2",
        "--set",
        "columns=2",
        "--set",
        "pieces_per_player=2",
    ];
    for rule in ["loses", "most-pieces-wins"] {
        let set = format!("no_legal_move={rule}");
        let args = [
            &["analyze", "--json", "--depth", "2", "--set", &set][..],
            &full,
            &["@a1", "@b2", "@a2", "@b1"],
        ]
        .concat();
        let err = refused(&args);
        assert!(
            err.contains("the game is over") && err.contains("no legal move"),
            "{rule}: {err}"
        );
    }
}

/// `--sprt`: a clearly stronger first player is accepted as H1 within the
/// cap, in whole pairs, with the ratio past the upper bound; an even
/// match (the same deterministic player) is accepted as H0; without a
/// decision `sprt` is null. The same seed gives the same stop.
#[test]
fn match_sprt_stops_when_it_decides() {
    let strong = match_json(&[
        "--white", "depth:2", "--black", "random", "--sprt", "0,20", "--games", "200",
    ]);
    assert_eq!(strong["sprt"], "H1", "{strong}");
    let games = strong["games"].as_u64().expect("count");
    assert!(games < 200 && games.is_multiple_of(2), "{strong}");
    let [low, high] = [0, 1].map(|i| strong["llr_bounds"][i].as_f64().expect("bound"));
    assert!((low + 2.944).abs() < 0.001 && (high - 2.944).abs() < 0.001);
    assert!(strong["llr"].as_f64().expect("llr") >= high);
    assert_eq!(strong["sprt_elo"], serde_json::json!([0.0, 20.0]));
    let even = match_json(&[
        "--white", "depth:1", "--black", "depth:1", "--sprt", "0,20", "--games", "400",
    ]);
    assert_eq!(even["sprt"], "H0", "{even}");
    assert!(even["llr"].as_f64().expect("llr") <= low);
    // Two at a time: the game still running at the decision is not
    // counted, so the ratio reported is the one that decided.
    let both = match_json(&[
        "--white", "depth:1", "--black", "depth:1", "--sprt", "0,20", "--games", "400", "--jobs",
        "2",
    ]);
    assert_eq!(both["sprt"], "H0", "{both}");
    assert!(both["llr"].as_f64().expect("llr") <= low, "{both}");
    let open = match_json(&[
        "--white", "depth:1", "--black", "depth:1", "--sprt", "0,20", "--games", "4",
    ]);
    assert_eq!(open["games"], 4);
    assert!(open["sprt"].is_null(), "{open}");
    // No test, no test fields.
    let plain = match_json(&["--white", "depth:1", "--black", "random", "--games", "2"]);
    assert!(plain.get("llr").is_none(), "{plain}");
    refused(&[
        "match", "--white", "easy", "--black", "random", "--sprt", "20,0",
    ]);
}

/// `--record DIR` saves every game, in game order, as a saved game that
/// loads back (named after the players' specifications) and ends as the
/// match counted it; `--max-plies` stops a game there, unfinished.
#[test]
fn match_records_each_game_and_stops_at_the_ply_limit() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let folder = dir.path().join("games");
    let folder_text = folder.to_str().expect("a UTF-8 path");
    let a = match_json(&[
        "--white",
        "depth:1",
        "--black",
        "random",
        "--games",
        "4",
        "--seed",
        "5",
        "--record",
        folder_text,
    ]);
    let mut wins = 0;
    for n in 1..=4 {
        let saved = yote::record::load(&folder.join(format!("game-{n:04}.toml")))
            .expect("each game loads back");
        // The first player (depth:1) has White in the odd games.
        let first = if n % 2 == 1 {
            &saved.players.white
        } else {
            &saved.players.black
        };
        assert_eq!(first, "depth:1");
        let game = saved.to_game().expect("its moves replay");
        if let Some(yote_engine::GameResult::Win(c)) = game.outcome().map(|o| o.result) {
            wins += u64::from(saved.players.name(c) == "depth:1");
        }
    }
    assert_eq!(a["wins"].as_u64(), Some(wins), "{a}");
    assert!(!folder.join("game-0005.toml").exists());

    let short = dir.path().join("short");
    let b = match_json(&[
        "--white",
        "random",
        "--black",
        "random",
        "--games",
        "2",
        "--max-plies",
        "7",
        "--openings",
        "0",
        "--record",
        short.to_str().expect("a UTF-8 path"),
    ]);
    assert_eq!(b["draws"], 2, "{b}");
    for n in 1..=2 {
        let saved = yote::record::load(&short.join(format!("game-{n:04}.toml"))).expect("loads");
        assert_eq!(saved.moves.len(), 7);
        assert!(!saved.is_finished(), "cut short, so without a result");
    }
    for out_of_range in ["0", "1001"] {
        let match_args = ["match", "--white", "random", "--black", "random"];
        refused(&[&match_args[..], &["--max-plies", out_of_range]].concat());
    }
}

#[test]
fn match_says_when_its_record_folder_cannot_be_made() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = dir.path().join("a-file");
    std::fs::write(&file, "x").expect("written");
    let err = refused(&[
        "match",
        "--white",
        "random",
        "--black",
        "random",
        "--games",
        "1",
        "--record",
        file.join("games").to_str().expect("a UTF-8 path"),
    ]);
    assert!(err.contains("a-file"), "{err}");
}
