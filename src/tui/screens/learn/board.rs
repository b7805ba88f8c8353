//! The lessons' board: a move made on it as in a game ([`Pointer`]: the
//! arrows, Enter or Space, clicks, `H` for the second piece from the hand
//! and `s` to stop a chain while a move is built, Backspace or Esc to take
//! a choice back), then tried like a move typed.

use ratatui::layout::Rect;

use crate::tui::msg::{Edit, Message};
use crate::tui::screens::game::pointer::{edit_on_board, on_board};

use super::{Asked, LearnScreen};

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
