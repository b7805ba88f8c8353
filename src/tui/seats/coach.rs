//! The coach, beside a person's seat: after each move of a person it says
//! in one line when the move left a piece of theirs that can now be
//! jumped, missed a capture, or missed a win at once, with the better move
//! to mark on the board; it says nothing of a good move. Its checks are the
//! engine's move generator on the position before and after (a one-ply
//! look, no search); the win the engine sees further is searched off the
//! screen's thread (`tui::run::check::missed_win`). It costs nothing when
//! off and never holds up a key.

use crate::learn::goal::jump_of;
use crate::tr;
use yote_engine::{Game, GameResult, Move, Square};

/// What the coach says of a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// A win at once was there: `win`.
    MissedWin { win: Move },
    /// A capture was there (`there`) and the move made none.
    MissedCapture { there: Move },
    /// After the move, the opponent's jump `by` takes the piece on `piece`,
    /// which it could not take before.
    LeftJumpable { piece: Square, by: Move },
}

impl Note {
    /// The better move, to mark on the board (none for a piece left).
    pub fn better(&self) -> Option<Move> {
        match self {
            Note::MissedWin { win } => Some(*win),
            Note::MissedCapture { there } => Some(*there),
            Note::LeftJumpable { .. } => None,
        }
    }
}

/// The status line's `text` with the coach's line after it, if any.
pub fn with_note(text: String, note: Option<&Note>) -> String {
    let Some(note) = note else {
        return text;
    };
    let line = match note {
        Note::MissedWin { win } => tr!("coach-missed-win", win = win.to_string()),
        Note::MissedCapture { there } => tr!("coach-missed-capture", there = there.to_string()),
        Note::LeftJumpable { piece, by } => tr!(
            "coach-left-jumpable",
            piece = piece.to_string(),
            by = format!("{}x{}", by.from(), by.to())
        ),
    };
    format!("{text} {line}")
}

/// What the coach says of `mv`, played in `before` (a legal move).
pub fn judge(before: &Game, mv: &Move) -> Option<Note> {
    let mover = before.to_move();
    let mut after = before.clone();
    after.play_unchecked(*mv);
    let won = |game: &Game| game.outcome().map(|o| o.result) == Some(GameResult::Win(mover));
    if won(&after) {
        return None;
    }
    let legal = before.legal_moves();
    let win = legal.iter().find(|m| {
        let mut g = before.clone();
        g.play_unchecked(**m);
        won(&g)
    });
    if let Some(win) = win {
        return Some(Note::MissedWin { win: *win });
    }
    if !mv.is_capture()
        && let Some(there) = legal.iter().find(|m| m.is_capture())
    {
        return Some(Note::MissedCapture { there: *there });
    }
    if after.is_over() {
        return None;
    }
    let (piece, by) = jump_of(&after, mover.other())?;
    // Only what the move itself left: a piece already there to be jumped
    // (and not moved) is no news.
    let already = jump_of(before, mover.other())
        .is_some_and(|(p, _)| p == piece && mv.from() != piece && mv.to() != piece);
    (!already).then_some(Note::LeftJumpable { piece, by })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(moves: &[&str]) -> Game {
        let mut game = Game::default();
        game.play_tokens(moves).expect("legal");
        game
    }

    #[test]
    fn a_piece_left_to_be_jumped_is_said() {
        let before = game(&["@c3"]);
        let mv = before.parse_move("@d3").unwrap();
        let Some(Note::LeftJumpable { piece, by }) = judge(&before, &mv) else {
            panic!("d3 can be jumped from c3")
        };
        assert_eq!(piece.to_string(), "d3");
        assert_eq!(by.from().to_string(), "c3");
        let safe = before.parse_move("@f1").unwrap();
        assert_eq!(judge(&before, &safe), None, "a good move: nothing said");
    }

    #[test]
    fn a_missed_capture_is_said_with_the_capture() {
        let before = game(&["@c3", "@d3"]);
        let mv = before.parse_move("@a1").unwrap();
        let Some(Note::MissedCapture { there }) = judge(&before, &mv) else {
            panic!("c3 could capture d3")
        };
        assert!(there.is_capture());
    }
}
