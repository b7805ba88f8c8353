//! Whose turn it is, on the game screen: the one place where a message is
//! checked against the seat it concerns before the board sees it. A
//! choice on the board, a draw offer or a resignation speaks for the side
//! to move, so it waits while that side's seat does not take keys; the
//! keys that reach the computer players (Esc while one thinks, the pause,
//! the hint, undo and redo against the computer) go to them from here,
//! and what they did is said on the status line.

use crate::tr;
use crate::tui::msg::Message;
use crate::tui::run::think::Request;
use crate::tui::screens::game::computer::{Computer, NoHint, Pause};
use crate::tui::screens::game::layout::Hit;
use crate::tui::screens::game::play::Play;

/// What the turn made of a message.
#[derive(Debug)]
pub enum Turn {
    /// Not the turn's: the board handles it.
    Board,
    /// Handled here.
    Done,
    /// Handled, and a search to start (a hint).
    Think(Box<Request>),
}

/// Checks `msg` against the seats of the game `play` (`hit`: what a click
/// landed on, if it is one), and hands the computer players the keys that
/// are theirs.
pub fn check(play: &mut Play, computer: &mut Computer, msg: &Message, hit: Option<Hit>) -> Turn {
    let seat = play.table.seat_to_move();
    let searching = !play.game().is_over() && seat.searches();
    // Looking back in the move list: Esc and Enter return to the game.
    let looking = play.view.is_some();
    match msg {
        Message::Cancel if looking => return Turn::Board,
        Message::Cancel if searching && !computer.paused => {
            computer.pause_now();
            let pause = play.key_names.pause.clone();
            play.note(tr!("computer-paused-stopped", key = pause));
        }
        Message::Cancel if computer.hinting() => {
            computer.stop();
            play.note(tr!("computer-hint-stopped"));
        }
        _ if searching && speaks_for_side_to_move(play, msg, hit) => {
            wait(play, computer.paused);
        }
        Message::OfferDraw
            if !play.game().is_over()
                && play
                    .table
                    .seat(play.game().to_move().other())
                    .declines_draws() =>
        {
            let name = play.table.name(play.game().to_move().other()).to_string();
            play.note(tr!("computer-declines-draw", name = name));
        }
        Message::Pause => match computer.toggle_pause(play) {
            Pause::NoComputer => play.note(tr!("computer-none")),
            Pause::Paused => {
                let pause = play.key_names.pause.clone();
                play.note(tr!("computer-paused-waits", key = pause));
            }
            Pause::Resumed => play.note(tr!("computer-plays-on")),
        },
        Message::Hint => return hint(play, computer),
        Message::Undo => computer.step(play, Play::undo, Play::undo_to_person),
        Message::Redo => computer.step(play, Play::redo, Play::redo_to_person),
        _ => return Turn::Board,
    }
    Turn::Done
}

/// Whether `msg` chooses for the side to move: a choice on the board (not
/// while looking back), a draw offer, a resignation.
fn speaks_for_side_to_move(play: &Play, msg: &Message, hit: Option<Hit>) -> bool {
    let looking = play.view.is_some();
    match msg {
        Message::Activate | Message::TakeFromHand | Message::StopChain => !looking,
        Message::Click(..) => !looking && matches!(hit, Some(Hit::Square(_) | Hit::Hand(_))),
        Message::OfferDraw | Message::Resign => true,
        _ => false,
    }
}

/// Says that the side to move is not the keyboard's: wait, or undo.
fn wait(play: &mut Play, paused: bool) {
    let name = play.table.name(play.game().to_move()).to_string();
    let keys = &play.key_names;
    let what = if paused {
        tr!(
            "computer-is-paused-undo",
            name = name,
            pause = keys.pause.as_str(),
            undo = keys.undo.as_str()
        )
    } else {
        tr!(
            "computer-wait",
            name = name,
            undo = keys.undo.as_str(),
            cancel = keys.cancel.as_str()
        )
    };
    play.note(what);
}

/// The hint key: a second press on a hint that stands plays it, else its
/// search starts.
fn hint(play: &mut Play, computer: &mut Computer) -> Turn {
    if play.hint_ready() && computer.thinking.is_none() && play.table.seat_to_move().takes_keys() {
        play.play_hint();
        return Turn::Done;
    }
    match computer.hint(play) {
        Ok(request) => {
            let text = tr!(
                "computer-hint-looking",
                key = play.key_names.cancel.as_str()
            );
            play.note(text);
            Turn::Think(Box::new(request))
        }
        Err(NoHint::Over) => {
            play.note(tr!("computer-hint-over"));
            Turn::Done
        }
        Err(NoHint::NotPerson) => {
            play.note(tr!("computer-hint-person"));
            Turn::Done
        }
        Err(NoHint::Busy) => Turn::Done,
    }
}
