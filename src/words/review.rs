//! The words of a review (`yote_ai::review`), one wording for `yote review`
//! and the terminal game's review screen: the budget, losses in pieces,
//! the judgement of a move, each player's counts, average loss and wins
//! missed. Moves are counted as the game counts them, in pairs
//! ([`super::move_number`]), and a forced result in the player's own
//! moves, as the hints count a win.

use yote_ai::review::{Budget, Mark, MoveReview, Review, Summary};
use yote_engine::{Color, Game, Move, Rules};

use crate::tr;

/// The moves of the expected line that a judgement shows.
const LINE: usize = 5;

/// "depth 8", "200 ms a position": what every position was searched with.
pub fn budget(budget: Budget) -> String {
    match budget {
        Budget::Depth(depth) => tr!("review-budget-depth", depth = depth),
        Budget::Time(time) => tr!("review-budget-time", ms = time.as_millis() as u64),
    }
}

/// That a review at `budget` judged only the first `plies` of the game's
/// `total` (the most that budget takes; `review::plies_within`).
pub fn part(plies: usize, total: usize, budget: Budget) -> String {
    tr!(
        "review-part",
        plies = plies,
        total = total,
        budget = self::budget(budget)
    )
}

/// Hundredths of a piece as pieces, with the language's decimal mark:
/// `0.62` (`0,62` in Spanish and Czech).
pub fn pieces(hundredths: i32) -> String {
    crate::i18n::decimal(f64::from(hundredths) / 100.0, 2)
}

/// A line of moves in notation, cut after a few: `c3-c4 d4xd2/e1 …`.
fn line(moves: &[Move]) -> String {
    let mut text: Vec<String> = moves.iter().take(LINE).map(ToString::to_string).collect();
    if moves.len() > LINE {
        text.push("…".to_string());
    }
    text.join(" ")
}

/// The mark's key, for the catalogues' selectors.
fn mark_key(mark: Option<Mark>) -> &'static str {
    match mark {
        Some(Mark::Inaccuracy) => "inaccuracy",
        Some(Mark::Mistake) => "mistake",
        Some(Mark::Blunder) => "blunder",
        None => "none",
    }
}

/// The moves one side makes in the first `plies` plies from a position,
/// `mine` saying whether that side moves first there; the plies `known`
/// (as many as are) tell captures, which earn a bonus move under `rules`,
/// and the others are taken to alternate. At least 1.
fn own_moves(plies: i32, known: &[Move], mine: bool, rules: &Rules) -> usize {
    let mut mover_is_mine = true;
    let mut count = 0;
    for i in 0..plies.unsigned_abs() as usize {
        if mover_is_mine == mine {
            count += 1;
        }
        let capture = known.get(i).is_some_and(Move::is_capture);
        if !(capture && rules.bonus_move_after_capture) {
            mover_is_mine = !mover_is_mine;
        }
    }
    count.max(1)
}

/// The moves the mover needed to the win the best move forced.
fn missed_in(m: &MoveReview, rules: &Rules) -> usize {
    own_moves(m.best_win_in.unwrap_or(1), &m.best_line, true, rules)
}

/// The judgement of a move: that it was the best, or what it lost and
/// what was better (the mark's name first, the line the engine expected
/// after it), then a win it missed and a forced loss it leaves:
/// "mistake: 1.88 pieces lost, better @f1 (expected: @f1 @a5);
/// missed a win in 2 moves". Where the move turns a forced result, the
/// result is what it lost, not a count of pieces: "blunder: then the
/// opponent wins by force in 2 moves, better @f1 (expected: …)".
pub fn judgement(m: &MoveReview, rules: &Rules) -> String {
    // The opponent's moves to the win, after the move played.
    let theirs = m
        .win_in
        .filter(|n| *n < 0)
        .map(|n| own_moves(n, std::slice::from_ref(&m.played), false, rules));
    let best_loses = m.best_win_in.is_some_and(|n| n < 0);
    let mut said_loss = false;
    let mut said_win = false;
    let mut text = if m.best == m.played {
        tr!("review-best")
    } else if m.loss == 0 && m.mark.is_none() {
        tr!("review-as-good", best = m.best.to_string())
    } else {
        let lost = if let Some(moves) = theirs.filter(|_| !best_loses) {
            said_loss = true;
            tr!("review-lost-forced", moves = moves)
        } else if m.win_missed {
            said_win = true;
            tr!("review-lost-win", moves = missed_in(m, rules))
        } else {
            tr!("review-lost-pieces", loss = pieces(m.loss))
        };
        tr!(
            "review-lost",
            mark = mark_key(m.mark),
            lost = lost,
            best = m.best.to_string(),
            line = line(&m.best_line)
        )
    };
    if m.win_missed && !said_win {
        text.push_str(&tr!("review-missed-win", moves = missed_in(m, rules)));
    }
    if let Some(moves) = theirs.filter(|_| !said_loss) {
        text.push_str(&tr!("review-forced-loss", moves = moves));
    }
    text
}

/// Why a marked move was worse than the best, in one sentence from the
/// engine's data: the capture the move played lets the opponent make at
/// once where the best move lets it make none ("after it, d4 could jump d3
/// to d2"), or else the first capture of the mover's in the line the engine
/// expected after the best move ("c3 could jump c4 to c5"), but the jump the
/// move played made too (with other second removals). `before` is the
/// game before the move (as it was on return); `None` for a move not marked,
/// the best, or when neither is there.
pub fn threat(m: &MoveReview, before: &mut Game) -> Option<String> {
    if m.mark.is_none() || m.best == m.played {
        return None;
    }
    let opponent_capture = |game: &mut Game, mv: Move| {
        game.play_unchecked(mv);
        let found = if game.to_move() == m.color {
            None
        } else {
            game.legal_moves().into_iter().find(Move::is_capture)
        };
        game.undo();
        found
    };
    if let Some(jump) = opponent_capture(before, m.played)
        && opponent_capture(before, m.best).is_none()
    {
        return Some(tr!(
            "review-threat-allowed",
            from = jump.from().to_string(),
            over = jumped(&jump),
            to = jump.to().to_string()
        ));
    }
    // The mover's first capture in the engine's line.
    let mut played = 0;
    let mut found = None;
    for &mv in &m.best_line {
        if before.is_over() || !before.is_legal(&mv) {
            break;
        }
        let as_played = |c: &Move| (c.from(), c.to(), c.jumped());
        if before.to_move() == m.color && mv.is_capture() && as_played(&mv) != as_played(&m.played)
        {
            found = Some(mv);
            break;
        }
        before.play_unchecked(mv);
        played += 1;
    }
    for _ in 0..played {
        before.undo();
    }
    found.map(|jump| {
        tr!(
            "review-threat-missed",
            from = jump.from().to_string(),
            over = jumped(&jump),
            to = jump.to().to_string()
        )
    })
}

/// The squares a capture jumps, in order of the board: `c4` or `c4, e4`.
fn jumped(mv: &Move) -> String {
    yote_engine::square::squares(mv.jumped())
        .map(|sq| sq.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A player's marks counted: `1 ?!  0 ?  2 ??`.
pub fn counts(s: Summary) -> String {
    tr!(
        "review-counts",
        inaccuracies = s.inaccuracies,
        mistakes = s.mistakes,
        blunders = s.blunders
    )
}

/// A player's average loss: "average loss 0.45 pieces".
pub fn average_loss(s: Summary) -> String {
    tr!("review-average-loss", loss = pieces(s.average_loss))
}

/// Every win `color` missed in `game` (the game reviewed), where the game's
/// move list has it: "missed a win in 2 moves at move 12, White".
pub fn missed_wins(r: &Review, game: &Game, color: Color) -> Vec<String> {
    let numbers = game.move_numbers();
    r.moves
        .iter()
        .filter(|m| m.color == color && m.win_missed)
        .map(|m| {
            let at = numbers
                .get(m.ply - 1)
                .map(|n| super::move_number(*n, &super::color(n.side)))
                .unwrap_or_default();
            tr!(
                "review-missed",
                moves = missed_in(m, game.rules()),
                number = at
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, set_language};

    /// A capture (`c3xc5`) and a drop (`@a1`), as the engine reads them.
    fn capture_and_drop() -> (Move, Move) {
        let mut game = Game::default();
        let drop = game.parse_move("@a1").expect("legal");
        game.play_tokens(&["@c3", "@c4"]).expect("legal");
        (game.parse_move("c3xc5").expect("legal"), drop)
    }

    #[test]
    fn a_result_is_counted_in_the_side_s_own_moves() {
        let rules = Rules::default();
        // A win in 1 and in 3 plies: one move, two of the mover's own.
        assert_eq!(own_moves(1, &[], true, &rules), 1);
        assert_eq!(own_moves(3, &[], true, &rules), 2);
        // The opponent wins 4 plies on: its second move.
        assert_eq!(own_moves(-4, &[], false, &rules), 2);
        // A capture's bonus move is the mover's again.
        let bonus = Rules {
            bonus_move_after_capture: true,
            ..Rules::default()
        };
        let (capture, drop) = capture_and_drop();
        let line = [capture, drop, drop];
        assert_eq!(own_moves(3, &line, true, &bonus), 2);
        assert_eq!(own_moves(3, &line, true, &rules), 2);
        assert_eq!(own_moves(2, &line, true, &bonus), 2);
        assert_eq!(own_moves(2, &line, true, &rules), 1);
    }

    #[test]
    fn pieces_take_the_language_s_decimal_mark() {
        set_language(Lang::Es);
        assert_eq!(pieces(62), "0,62");
        set_language(Lang::En);
        assert_eq!(pieces(-150), "-1.50");
        assert_eq!(budget(Budget::Depth(8)), "depth 8");
    }
}
