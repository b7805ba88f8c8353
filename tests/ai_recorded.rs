//! `yote analyze --depth N` through the real binary against answers it gave
//! before (`tests/data/analyze-depth.jsonl`): the search to a fixed depth
//! is exact and deterministic (docs/ai.md), so a change that keeps its
//! promise keeps the best move, the score and `win_in` of every position.
//! Nineteen positions from games of `yote match --record`: from the start,
//! the opening, the middle game and endings, under the standard rules and
//! under options (the second piece from the hand, mandatory captures with
//! multiple jumps, bonus moves with own jumps, a 4×4 board won at no
//! pieces, a few-pieces draw), some with a forced win within the depth and
//! some after a long shuffle.

use crate::support;

use serde_json::Value;
use support::cli::ok;

/// One recorded analysis: the command's rule overrides, moves and depth,
/// and the answer it printed.
struct Recorded {
    set: Vec<String>,
    moves: Vec<String>,
    depth: u64,
    answer: Value,
}

/// The analyses of a data file of `tests/data/` (lines starting with `#`
/// are comments).
fn recorded(text: &str) -> Vec<Recorded> {
    let strings = |v: &Value| -> Vec<String> {
        v.as_array()
            .expect("a list")
            .iter()
            .map(|s| s.as_str().expect("a string").to_string())
            .collect()
    };
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let v: Value = serde_json::from_str(line).expect("one JSON object a line");
            Recorded {
                set: strings(&v["set"]),
                moves: strings(&v["moves"]),
                depth: v["depth"].as_u64().expect("a depth"),
                answer: v["answer"].clone(),
            }
        })
        .collect()
}

/// Runs every analysis of `text` again and compares what it promises.
fn replay(text: &str) {
    let cases = recorded(text);
    assert!(!cases.is_empty());
    for case in cases {
        let depth = case.depth.to_string();
        let mut args = vec!["analyze", "--json", "--depth", depth.as_str()];
        for set in &case.set {
            args.extend(["--set", set.as_str()]);
        }
        args.extend(case.moves.iter().map(String::as_str));
        let now: Value = serde_json::from_str(&ok(&args)).expect("one JSON value");
        for key in ["best", "score", "win_in", "depth"] {
            assert_eq!(
                now[key], case.answer[key],
                "{key} of {args:?}: now {now}, recorded {}",
                case.answer
            );
        }
    }
}

#[test]
fn analyze_at_a_fixed_depth_gives_the_recorded_answers() {
    replay(include_str!("data/analyze-depth.jsonl"));
}

/// The same positions three plies deeper (a few seconds).
#[test]
#[ignore = "slow: deeper searches"]
fn analyze_at_a_fixed_depth_gives_the_recorded_answers_deeper() {
    replay(include_str!("data/analyze-depth-deep.jsonl"));
}
