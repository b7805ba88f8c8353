//! The pop-ups that are not the file prompt: the help and the rules
//! (scrolled, closed by any other key), and the yes/no questions (resign,
//! restart, quit, discard the autosave, a draw offered). What an answer
//! leads to is the app's and the screen's to do: the dialog only says
//! which answer was given.

use crate::tui::msg::{Message, Overlay};

/// A pop-up open, and how far the help or rules are scrolled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dialog {
    pub overlay: Overlay,
    pub scroll: u16,
}

/// What a message did to the dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Still open (scrolled, or a key that means nothing here).
    Open,
    /// Closed with nothing decided (the help, the rules).
    Closed,
    /// The question was answered yes.
    Yes(Overlay),
    /// The question was answered no.
    No(Overlay),
}

impl Dialog {
    /// `overlay`, from the top.
    pub fn new(overlay: Overlay) -> Dialog {
        Dialog { overlay, scroll: 0 }
    }

    /// Handles `msg`: scrolls, or says how the dialog was answered.
    pub fn answer(&mut self, msg: &Message) -> Answer {
        match (self.overlay, msg) {
            (Overlay::Help | Overlay::Rules, Message::Down) => {
                self.scroll = (self.scroll + 1).min(60);
            }
            (Overlay::Help | Overlay::Rules, Message::Up) => {
                self.scroll = self.scroll.saturating_sub(1);
            }
            (Overlay::Help | Overlay::Rules, _) => return Answer::Closed,
            (overlay, Message::No | Message::Cancel | Message::Close) => {
                return Answer::No(overlay);
            }
            (overlay, Message::Yes) => return Answer::Yes(overlay),
            _ => {}
        }
        Answer::Open
    }
}
