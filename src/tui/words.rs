//! The terminal game's words for engine data: refusals and results said with
//! the players' names and the game's words, never a rules-file key or value
//! (those belong to the command line and rules files: `yote::words`).

use crate::engine::{
    Color, GameResult, IllegalMove, Inconsistency, MoveError, NoLegalMove, Outcome, Reason,
    RuleKey, Rules, RulesError, RulesErrorKind, Square,
};

use super::input::Refusal;

pub use crate::words::{Explain, Title};

/// "1 piece", "3 pieces".
pub fn count(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// Why a choice on the board was refused, for the player.
pub fn refusal(why: &Refusal, names: &[String; 2]) -> String {
    match why {
        Refusal::Move(e) => move_error(e, names),
        Refusal::Unreachable(mv) => {
            format!("{mv} cannot be chosen from here: press Esc and start again")
        }
        Refusal::NoMove(sq) => format!("the piece on {sq} has no legal move"),
        Refusal::NothingToTake => "there is no second piece to take now".into(),
        Refusal::NoChain => "there is no chain of jumps to stop".into(),
        Refusal::MustJumpOn(at) => format!("the piece on {at} must jump again"),
        Refusal::GameOver => "the game is over".into(),
        Refusal::NothingToUndo => "there is no move to take back".into(),
        Refusal::NothingToRedo => "there is no move to redo".into(),
    }
}

/// The engine's refusal of a move, for the player.
pub fn move_error(e: &MoveError, names: &[String; 2]) -> String {
    let name = |side: Color| names[side.index()].as_str();
    let on = |sq: Square| format!("on {sq}");
    let why = match e {
        MoveError::Malformed(_) => return "that is not a move".into(),
        MoveError::Illegal(why) => why,
    };
    use IllegalMove as I;
    match *why {
        I::OffBoard { square, .. } => format!("{square} is off the board"),
        I::GameOver(_) => "the game is over".into(),
        I::EmptyHand(side) => format!("{} has no pieces left in hand", name(side)),
        I::Occupied(sq) => format!("{sq} is not empty"),
        I::NotOwnPiece { square, side } => {
            format!("there is no piece of {}'s {}", name(side), on(square))
        }
        I::NotStepOrJump { from, to } => format!(
            "{from} to {to}: a piece steps one square or jumps two, up, down, left or right, never diagonally"
        ),
        I::JumpOverEmpty { over, .. } => format!("there is no piece {} to jump over", on(over)),
        I::CaptureWrittenAsJump { over, .. } => {
            format!("this jump captures the piece {}", on(over))
        }
        I::OwnJumpsOff => "in this game a piece cannot jump over its own pieces".into(),
        I::SingleJumpOnly => "in this game a piece jumps only once a move".into(),
        I::NotAJump { from, to } => {
            format!("{from} to {to} is not a jump: a jump goes two squares up, down, left or right")
        }
        I::NoEnemyJumped { over } => format!("there is no enemy piece {} to jump over", on(over)),
        I::RemovedTwice(sq) => format!("the piece on {sq} is already chosen"),
        I::RemovedJumped(sq) => format!("the piece on {sq} was jumped: choose another one"),
        I::RemovedNotEnemy { square, side } => {
            format!("there is no piece of {}'s {}", name(side), on(square))
        }
        I::ChainMustGoOn { at } => {
            format!("the piece on {at} can jump again, and capturing is compulsory")
        }
        I::HandNotAllowed => {
            "in this game the second piece comes from the board, not the hand".into()
        }
        I::HandHasTooFew { side, in_hand } => format!(
            "{} has {} in hand",
            name(side),
            count(in_hand, "piece", "pieces")
        ),
        I::NoSecondPiece { side } => format!("{} has no other piece to take", name(side)),
        I::TooManySecond { takes } => format!(
            "this capture takes {}",
            count(takes, "second piece", "second pieces")
        ),
        I::BoardFirst { side } => format!(
            "the second piece comes from the board while {} has pieces there",
            name(side)
        ),
        I::HandOnly { side } => format!(
            "{} has no other piece on the board: take one from the hand (H)",
            name(side)
        ),
        I::MoreSecond {
            missing,
            side,
            or_hand,
        } => {
            let more = count(missing, "more second piece", "more second pieces");
            if or_hand {
                format!("choose {more}, from the board or {}'s hand", name(side))
            } else {
                format!("choose {more} from the board")
            }
        }
        I::CaptureMandatory => "a capture is possible, and capturing is compulsory".into(),
        I::NotLegal(mv) => format!("{mv} is not possible here"),
    }
}

/// Who won (or "Draw"), and why: ("Kofi wins", "Ama has no pieces left").
pub fn result(outcome: &Outcome, names: &[String; 2]) -> (String, String) {
    let name = |side: Color| names[side.index()].clone();
    let who = match outcome.result {
        GameResult::Win(side) => format!("{} wins", name(side)),
        GameResult::Draw => "Draw".to_string(),
    };
    let why = match outcome.reason {
        Reason::OutOfPieces { loser, left } => match left {
            0 => format!("{} has no pieces left", name(loser)),
            n => format!(
                "{} has only {} left",
                name(loser),
                count(n, "piece", "pieces")
            ),
        },
        Reason::FewPieces { at_most } => {
            format!("both players have {at_most} or fewer pieces")
        }
        Reason::Repetition { times } => {
            format!("the same position occurred {times} times")
        }
        Reason::NoMoveLoses { stuck } => format!("{} has no legal move", name(stuck)),
        Reason::NoMoveCount {
            stuck,
            white,
            black,
        } => {
            let counts = match white.cmp(&black) {
                std::cmp::Ordering::Greater => {
                    format!("{} has more pieces, {white} to {black}", name(Color::White))
                }
                std::cmp::Ordering::Less => {
                    format!("{} has more pieces, {black} to {white}", name(Color::Black))
                }
                std::cmp::Ordering::Equal => format!("both have {white} pieces"),
            };
            format!("{} has no legal move; {counts}", name(stuck))
        }
        Reason::Agreed => "the players agreed to a draw".into(),
        Reason::Resigned { by } => format!("{} resigned", name(by)),
        Reason::MoveLimit => outcome.reason.to_string(),
    };
    (who, why)
}

/// An option's name on the setup screen.
pub fn option_label(key: RuleKey) -> &'static str {
    match key {
        RuleKey::MultiJump => "Multi-jump",
        RuleKey::MandatoryCapture => "Mandatory capture",
        RuleKey::BonusMoveAfterCapture => "Bonus move after a capture",
        RuleKey::JumpOwnPieces => "Jump over own pieces",
        RuleKey::WinWhenOpponentHasAtMost => "Win when opponent has at most",
        RuleKey::DrawWhenBothHaveAtMost => "Draw when both have at most",
        RuleKey::NoLegalMove => "A player with no legal move",
        RuleKey::RepetitionDraw => "Draw on repetition",
        RuleKey::Rows => "Rows",
        RuleKey::Columns => "Columns",
        RuleKey::PiecesPerPlayer => "Pieces per player",
        RuleKey::FirstPlayer => "First player",
        RuleKey::SecondPiece => "Second piece from the hand",
    }
}

/// An option in one line of plain words, on the setup screen.
pub fn option_explain(key: RuleKey) -> &'static str {
    match key {
        RuleKey::MultiJump => "The capturing piece may jump again, same move.",
        RuleKey::MandatoryCapture => "If any capture is possible, you must capture.",
        RuleKey::BonusMoveAfterCapture => "A capturing move earns one more move.",
        RuleKey::JumpOwnPieces => "Jump over your own piece; nothing is removed.",
        RuleKey::WinWhenOpponentHasAtMost => "You win when the opponent has this many or fewer.",
        RuleKey::DrawWhenBothHaveAtMost => "Draw when both have this many pieces or fewer.",
        RuleKey::NoLegalMove => "Loses, or the game ends and more pieces wins.",
        RuleKey::RepetitionDraw => "Draw when a position occurs this many times.",
        RuleKey::Rows => "Rows of the board, 2 to 8 (1, 2, ... upwards).",
        RuleKey::Columns => "Columns, 2 to 8 (a, b, ... from the left).",
        RuleKey::PiecesPerPlayer => "Pieces each player starts with in hand.",
        RuleKey::FirstPlayer => "Who moves first.",
        RuleKey::SecondPiece => "Where the second piece of a capture comes from.",
    }
}

/// An option's value in words, on the setup screen.
pub fn option_value(rules: &Rules, key: RuleKey) -> String {
    let on = |b: bool| if b { "on" } else { "off" }.to_string();
    let pieces = |n: u8| match n {
        1 => "1 piece".to_string(),
        n => format!("{n} pieces"),
    };
    match key {
        RuleKey::MultiJump => on(rules.multi_jump),
        RuleKey::MandatoryCapture => on(rules.mandatory_capture),
        RuleKey::BonusMoveAfterCapture => on(rules.bonus_move_after_capture),
        RuleKey::JumpOwnPieces => on(rules.jump_own_pieces),
        RuleKey::WinWhenOpponentHasAtMost => pieces(rules.win_when_opponent_has_at_most),
        RuleKey::DrawWhenBothHaveAtMost => match rules.draw_when_both_have_at_most {
            0 => "off".into(),
            n => pieces(n),
        },
        RuleKey::NoLegalMove => match rules.no_legal_move {
            NoLegalMove::Loses => "loses".into(),
            NoLegalMove::MostPiecesWins => "most pieces wins".into(),
        },
        RuleKey::RepetitionDraw => match rules.repetition_draw {
            0 => "off".into(),
            n => format!("{n} times"),
        },
        RuleKey::Rows => rules.rows.to_string(),
        RuleKey::Columns => rules.columns.to_string(),
        RuleKey::PiecesPerPlayer => rules.pieces_per_player.to_string(),
        RuleKey::FirstPlayer => rules.first_player.title().into(),
        RuleKey::SecondPiece => rules.second_piece.title().into(),
    }
}

/// An option stepped past the end of its range (`delta` = ±1).
pub fn option_at_end(rules: &Rules, key: RuleKey, delta: i8) -> String {
    let end = if delta > 0 { "largest" } else { "smallest" };
    format!(
        "{}: {} is the {end} allowed.",
        option_label(key),
        option_value(rules, key)
    )
}

/// Options that do not hold together, by the setup screen's name of the
/// one at fault: "Pieces per player: at most 3 on a 2×3 board, not 12."
pub fn option_refusal(e: &RulesError) -> String {
    let Some(key) = e.key else {
        return rules_not_together();
    };
    let why = match e.kind {
        RulesErrorKind::Inconsistent(Inconsistency::TooManyPieces {
            found,
            max,
            rows,
            columns,
        }) => format!("at most {max} on a {rows}×{columns} board, not {found}"),
        RulesErrorKind::Inconsistent(Inconsistency::WinNotBelowPieces { pieces, .. }) => {
            format!("must be fewer than the pieces per player ({pieces})")
        }
        RulesErrorKind::Inconsistent(Inconsistency::DrawAbovePieces { pieces, .. }) => {
            format!("must be at most the pieces per player ({pieces})")
        }
        _ => "not allowed with the other rules".into(),
    };
    format!("{}: {why}.", option_label(key))
}

/// Rules refused with no option to blame.
pub fn rules_not_together() -> String {
    "these rules do not hold together".into()
}
