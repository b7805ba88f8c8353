//! The pop-ups over a screen: the help and the rules (scrolled, closed by
//! any other key), and the yes/no questions (resign, restart, quit, discard
//! the autosave, a draw offered). Each answer is handled here; what it
//! leads to beyond the game on screen is returned as a [`Want`].

use crate::tr;
use yote_engine::{GameResult, Outcome, Reason};

use super::effects::Effect;
use super::msg::{Confirm, Msg, Overlay};
use super::play::Play;
use super::wants::Want;

/// The pop-up open, and how far the help or rules are scrolled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Dialog {
    pub overlay: Option<Overlay>,
    pub scroll: u16,
}

impl Dialog {
    /// Opens `overlay` (from the top).
    pub fn open(&mut self, overlay: Overlay) {
        self.overlay = Some(overlay);
        self.scroll = 0;
    }

    /// Handles `msg` while `overlay` is open over the game `play`, if any.
    pub fn answer(&mut self, overlay: Overlay, msg: Msg, play: Option<&mut Play>) -> Option<Want> {
        match (overlay, msg) {
            (Overlay::Help | Overlay::Rules, Msg::Down) => self.scroll = (self.scroll + 1).min(60),
            (Overlay::Help | Overlay::Rules, Msg::Up) => {
                self.scroll = self.scroll.saturating_sub(1);
            }
            (Overlay::Help | Overlay::Rules, _) => *self = Dialog::default(),
            (_, Msg::No | Msg::Cancel | Msg::Close) => {
                self.overlay = None;
                if let (Overlay::DrawOffer(by), Some(play)) = (overlay, play) {
                    play.status.text = tr!("app-draw-declined", name = play.m.name(by.other()));
                    play.status.error = false;
                }
            }
            (_, Msg::Yes) => {
                self.overlay = None;
                return confirmed(overlay, play);
            }
            _ => {}
        }
        None
    }
}

/// The player said yes to `overlay`.
fn confirmed(overlay: Overlay, play: Option<&mut Play>) -> Option<Want> {
    match overlay {
        Overlay::Confirm(Confirm::Discard) => return Some(Want::Effect(Effect::Discard)),
        Overlay::Confirm(Confirm::Quit) => return Some(Want::Quit),
        _ => {}
    }
    let play = play?;
    let by = play.game().to_move();
    match overlay {
        Overlay::DrawOffer(_) => play.end(Outcome {
            result: GameResult::Draw,
            reason: Reason::Agreed,
        }),
        Overlay::Confirm(Confirm::Resign) => play.end(Outcome {
            result: GameResult::Win(by.other()),
            reason: Reason::Resigned { by },
        }),
        Overlay::Confirm(Confirm::Restart) => {
            return Some(Want::Start(play.m.restart(), tr!("app-new-game")));
        }
        Overlay::Confirm(Confirm::Quit | Confirm::Discard) | Overlay::Help | Overlay::Rules => {}
    }
    None
}
