//! The lessons' board: a move made on it as in a game ([`Pointer`]: the
//! arrows, Enter or Space, clicks, `H` for the second piece from the hand
//! and `s` to stop a chain while a move is built, Backspace or Esc to take
//! a choice back), then tried like a move typed.

use ratatui::layout::Rect;
use yote_engine::Game;

use crate::tui::msg::{Edit, Message};
use crate::tui::screens::game::input::Outcome;
use crate::tui::screens::game::pointer::Pointer;

use super::{Asked, LearnScreen};

/// What a board message does to `pointer` on `game`: the move made, or
/// why a choice was refused (`None`: nothing to say).
pub fn on_board(
    pointer: &mut Pointer,
    game: &Game,
    msg: &Message,
    clicked: Option<yote_engine::Square>,
) -> Result<Option<yote_engine::Move>, Option<String>> {
    let outcome = match msg {
        Message::Up => {
            pointer.step(game, 1, 0);
            return Ok(None);
        }
        Message::Down => {
            pointer.step(game, -1, 0);
            return Ok(None);
        }
        Message::Left => {
            pointer.step(game, 0, -1);
            return Ok(None);
        }
        Message::Right => {
            pointer.step(game, 0, 1);
            return Ok(None);
        }
        Message::Activate | Message::Edit(Edit::Insert(' ')) => pointer.choose(game, pointer.cursor),
        Message::Click(..) => match clicked {
            Some(sq) => pointer.choose(game, sq),
            None => return Ok(None),
        },
        Message::TakeFromHand | Message::Edit(Edit::Insert('H')) => pointer.take_from_hand(game),
        Message::StopChain | Message::Edit(Edit::Insert('s')) => pointer.stop(game),
        Message::Cancel | Message::Backspace | Message::Edit(Edit::Backspace) => {
            pointer.stage.back();
            return Ok(None);
        }
        _ => return Ok(None),
    };
    match outcome {
        Outcome::Play(mv) => {
            pointer.refresh(game);
            Ok(Some(mv))
        }
        Outcome::Progress => Ok(None),
        Outcome::Refused(why) => Err(Some(why.say(&crate::words::colors()))),
    }
}

/// Whether an edit key acts on the board rather than the line: Space with
/// nothing typed, and `H`, `s` and Backspace while a move is built.
pub fn edit_on_board(pointer: &Pointer, typed: bool, edit: Edit) -> bool {
    match edit {
        _ if typed => false,
        Edit::Insert(' ') => true,
        Edit::Insert('H' | 's') | Edit::Backspace => pointer.busy(),
        _ => false,
    }
}

impl LearnScreen {
    pub(super) fn on_board(&self, edit: Edit) -> bool {
        self.open
            .as_ref()
            .is_some_and(|o| edit_on_board(&o.pointer, false, edit))
    }

    /// Esc: the choice made on the board taken back, or the wrong try
    /// shown undone; whether there was one.
    pub(super) fn board_back(&mut self) -> bool {
        let Some(open) = self.open.as_mut() else {
            return false;
        };
        if open.pointer.busy() {
            open.pointer.stage.back();
            return true;
        }
        false
    }

    /// A message for the board of the task open.
    pub(super) fn board(&mut self, msg: &Message, area: Rect) -> Option<Asked> {
        let clicked = match *msg {
            Message::Click(x, y) => self.square_at(area, x, y),
            _ => None,
        };
        let open = self.open.as_mut()?;
        if open.pending.is_some() || matches!(open.tried, Some((_, crate::learn::Verdict::Right))) {
            return None;
        }
        let moving = !matches!(
            msg,
            Message::Up | Message::Down | Message::Left | Message::Right
        );
        // A choice on the board undoes the wrong try shown.
        if moving && open.tried.take().is_some() {
            open.pointer.refresh(&open.game);
        }
        let game = open.game.clone();
        match on_board(&mut open.pointer, &game, msg, clicked) {
            Ok(Some(mv)) => self.try_this(mv),
            Ok(None) => {
                open.refused = None;
                None
            }
            Err(why) => {
                open.refused = why;
                None
            }
        }
    }
}
