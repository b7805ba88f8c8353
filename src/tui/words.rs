//! The terminal game's words for engine data: refusals and results said with
//! the players' names and the game's words, never a rules-file key or value
//! (those belong to the command line and rules files: `yote::words`).

use crate::engine::{Color, GameResult, IllegalMove, MoveError, Outcome, Reason, Square};

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
