//! The review screen's sentences: what a move lost and what was better,
//! each player's summary, the budget.

use yote_ai::review::{Budget, Mark, MoveReview, Review, Summary};
use yote_engine::{Color, Game, Move};

use crate::tr;

/// The moves of the line the engine expected that the status line shows.
const LINE: usize = 5;

/// Hundredths of a piece as pieces: `0.62`.
pub fn pieces(hundredths: i32) -> String {
    format!("{:.2}", f64::from(hundredths) / 100.0)
}

/// A line of moves in notation: `c3-c4 d4xd2/e1 …`.
pub fn line(moves: &[Move]) -> String {
    let mut text: Vec<String> = moves.iter().take(LINE).map(ToString::to_string).collect();
    if moves.len() > LINE {
        text.push("…".to_string());
    }
    text.join(" ")
}

/// "move 12": how the game counts the move at ply `index` (0-based), in
/// pairs, as every screen counts moves.
pub fn move_at(full: &Game, index: usize, side: &str) -> String {
    match full.move_number(index) {
        Some(n) => crate::words::move_number(n, side),
        None => String::new(),
    }
}

/// The status line for a move judged: what was better and the line the
/// engine expected, beside the move played; or that it was the best.
pub fn judgement(m: &MoveReview, name: &str) -> String {
    let played = m.played.to_string();
    if m.best == m.played {
        return tr!("review-tui-best", name = name, played = played);
    }
    let mut text = tr!(
        "review-tui-better",
        best = m.best.to_string(),
        loss = pieces(m.loss),
        line = line(&m.best_line),
        name = name,
        played = played,
        mark = m.mark.map_or("", Mark::glyph)
    );
    if m.win_missed {
        text.push_str(&tr!(
            "review-tui-missed-here",
            plies = m.best_win_in.unwrap_or_default()
        ));
    }
    if let Some(n) = m.win_in.filter(|n| *n < 0) {
        text.push_str(&tr!("review-tui-loses-here", plies = -n));
    }
    text
}

/// A player's marks counted: `1 ?!  0 ?  2 ??`.
pub fn counts(s: Summary) -> String {
    tr!(
        "review-tui-counts",
        inaccuracies = s.inaccuracies,
        mistakes = s.mistakes,
        blunders = s.blunders
    )
}

/// A player's average loss: `average loss 0.45`.
pub fn loss(s: Summary) -> String {
    tr!("review-tui-loss", loss = pieces(s.average_loss))
}

/// Every win `color` missed: "missed a win in 3 at move 12".
pub fn missed(r: &Review, full: &Game, color: Color, side: &str) -> Vec<String> {
    r.moves
        .iter()
        .filter(|m| m.color == color && m.win_missed)
        .map(|m| {
            tr!(
                "review-tui-missed",
                plies = m.best_win_in.unwrap_or_default(),
                number = move_at(full, m.ply - 1, side)
            )
        })
        .collect()
}

/// "depth 8".
pub fn budget(budget: Budget) -> String {
    match budget {
        Budget::Depth(depth) => tr!("review-tui-budget-depth", depth = depth),
        Budget::Time(time) => tr!("review-tui-budget-time", ms = time.as_millis() as u64),
    }
}
