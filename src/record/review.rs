//! A saved game's optional `[review]` table: the review `yote review FILE
//! --write` made, kept so that the game opens with it ready. It holds the
//! budget every position was searched with and, for every move, the best
//! move, the values of both moves and the line expected; the losses, marks
//! and missed wins follow from those (`MoveReview::judged`), so they are
//! never written twice.
//!
//! ```toml
//! [review]
//! depth = 8 # or time_ms = 1000: what every position was searched with
//! moves = [
//!     { best = "@c3", score = 12, best_score = 12, line = ["@c3", "@d3"] }, # 1
//!     { best = "c3xe3", score = -2, best_score = 110, best_win_in = 3, line = ["c3xe3"] }, # 2
//! ]
//! ```
//!
//! A review is derived data: one that does not fit the game (another number
//! of moves, a move that is not legal there, a key it does not know) is
//! dropped on loading and the game loads as it would without it.

use std::time::Duration;

use yote_ai::review::{Budget, FORCED, MIN_DEPTH, MoveReview, Review, Value};
use yote_engine::{Game, Move, Rules};

/// The keys of one move's entry.
const MOVE_KEYS: [&str; 6] = [
    "best",
    "score",
    "best_score",
    "win_in",
    "best_win_in",
    "line",
];

/// `s` as a TOML string, quoted and escaped.
fn toml_string(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

/// The `[review]` table of `review`, a move a line.
pub(super) fn write_review(out: &mut String, review: &Review) {
    out.push_str("\n[review]\n");
    match review.budget {
        Budget::Depth(depth) => out.push_str(&format!(
            "depth = {depth} # every position searched this many plies\n"
        )),
        Budget::Time(time) => out.push_str(&format!(
            "time_ms = {} # every position searched this long\n",
            time.as_millis()
        )),
    }
    out.push_str("moves = [\n");
    for m in &review.moves {
        let mut entry = format!(
            "best = {}, score = {}, best_score = {}",
            toml_string(&m.best.to_string()),
            m.score,
            m.best_score
        );
        for (key, plies) in [("win_in", m.win_in), ("best_win_in", m.best_win_in)] {
            if let Some(n) = plies {
                entry.push_str(&format!(", {key} = {n}"));
            }
        }
        let line: Vec<String> = m
            .best_line
            .iter()
            .map(|mv| toml_string(&mv.to_string()))
            .collect();
        entry.push_str(&format!(", line = [{}]", line.join(", ")));
        out.push_str(&format!("    {{ {entry} }}, # {}\n", m.ply));
    }
    out.push_str("]\n");
}

/// The review of a `[review]` table for the game of `moves` under `rules`,
/// or `None` if it does not fit that game.
pub(super) fn read_review(value: &toml::Value, rules: &Rules, moves: &[String]) -> Option<Review> {
    let table = value.as_table()?;
    if table
        .keys()
        .any(|k| !["depth", "time_ms", "moves"].contains(&k.as_str()))
    {
        return None;
    }
    let budget = match (table.get("depth"), table.get("time_ms")) {
        (Some(depth), None) => {
            let depth = u32::try_from(depth.as_integer()?).ok()?;
            (MIN_DEPTH..=yote_ai::MAX_DEPTH)
                .contains(&depth)
                .then_some(Budget::Depth(depth))?
        }
        (None, Some(ms)) => Budget::Time(Duration::from_millis(
            u64::try_from(ms.as_integer()?).ok().filter(|ms| *ms > 0)?,
        )),
        _ => return None,
    };
    let entries = table.get("moves")?.as_array()?;
    if entries.len() != moves.len() {
        return None;
    }
    let mut game = Game::new(rules.clone()).expect("rules are validated when read");
    let mut judged = Vec::with_capacity(moves.len());
    for (token, entry) in moves.iter().zip(entries) {
        let played = game.parse_move(token).ok()?;
        judged.push(read_move(&game, played, entry)?);
        game.play_unchecked(played);
    }
    Some(Review {
        budget,
        moves: judged,
    })
}

/// One move's entry, `played` in the position `before`.
fn read_move(before: &Game, played: Move, entry: &toml::Value) -> Option<MoveReview> {
    let entry = entry.as_table()?;
    if entry.keys().any(|k| !MOVE_KEYS.contains(&k.as_str())) {
        return None;
    }
    let best = before.parse_move(entry.get("best")?.as_str()?).ok()?;
    let score = |key: &str| {
        i32::try_from(entry.get(key)?.as_integer()?)
            .ok()
            .filter(|s| s.abs() <= FORCED)
    };
    // Absent: no forced result; present: a number of plies, never 0.
    let plies = |key: &str| match entry.get(key) {
        None => Some(None),
        Some(v) => i32::try_from(v.as_integer()?)
            .ok()
            .filter(|n| *n != 0)
            .map(Some),
    };
    let value = Value {
        score: score("score")?,
        win_in: plies("win_in")?,
    };
    let best_value = Value {
        score: score("best_score")?,
        win_in: plies("best_win_in")?,
    };
    // The line: legal move after legal move from the position, `best` first.
    let mut line = Vec::new();
    let mut on = before.clone();
    for token in entry.get("line")?.as_array()? {
        if on.is_over() {
            return None;
        }
        line.push(on.play_token(token.as_str()?).ok()?);
    }
    if line.first() != Some(&best) {
        return None;
    }
    Some(MoveReview::judged(
        before, played, value, best, best_value, line,
    ))
}
