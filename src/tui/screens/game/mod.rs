//! The game screen's messages: the board's keys and clicks, the move list,
//! undo, and what opens from there (the save dialog, the replay, the
//! confirmations). Each message is first checked against the seat of the
//! side it concerns ([`turn::check`]): a person never chooses for a side
//! the computer plays.

pub mod computer;
pub mod hint;
pub mod input;
pub mod layout;
pub mod lines;
pub mod play;
pub mod pointer;
pub mod remote;
pub mod turn;
pub mod view;

use ratatui::layout::Rect;

use crate::tr;
use crate::tui::popups::dialogs::Answer;
use yote_engine::{GameResult, Outcome, Reason};

use crate::tui::msg::{Confirm, Message, Overlay};
use crate::tui::run::effect::Effect;
use crate::tui::saves::Keeper;
use crate::tui::screens::game::computer::Computer;
use crate::tui::screens::game::play::Play;
use crate::tui::screens::game::turn::Turn;
use crate::tui::screens::game::view::{self as game_screen, Hit};
use crate::tui::wants::Want;

impl Play {
    /// `side`'s flag fell: the game ends on its time, and says whose.
    pub fn end_on_time(&mut self, side: yote_engine::Color) {
        let outcome = self.game().out_of_time(side);
        self.end(outcome);
        self.say_flag_fell(side);
    }

    /// Notes that `side`'s flag fell, naming its player.
    pub fn say_flag_fell(&mut self, side: yote_engine::Color) {
        let name = self.table.name(side).to_string();
        self.note(tr!("clock-flag-fell", name = name));
    }
}

/// What the game screen needs besides its game.
pub struct Shared<'a> {
    pub computer: &'a mut Computer,
    pub keeper: &'a Keeper,
    /// The screen's area, for mapping clicks.
    pub area: Rect,
    /// The other player's computer, in a game across two computers.
    pub remote: Option<&'a mut remote::Remote>,
}

/// Handles `msg` on the game screen showing `play`.
pub fn update(play: &mut Play, cx: &mut Shared<'_>, msg: &Message) -> Option<Want> {
    let hit = match *msg {
        Message::Click(x, y) => game_screen::hit(cx.area, play, x, y),
        _ => None,
    };
    if let Some(remote) = cx.remote.as_deref_mut()
        && let Some(want) = remote::keys(play, remote, msg)
    {
        return want;
    }
    match turn::check(play, cx.computer, msg, hit) {
        Turn::Board => {}
        Turn::Done => return None,
        Turn::Think(request) => return Some(Want::Effect(Effect::Think(request))),
    }
    let over = play.game().is_over();
    // Looking back in the move list: a choice on the board returns to the
    // game first, so that nothing is played unseen.
    if play.view.is_some()
        && matches!(
            msg,
            Message::Activate | Message::Cancel | Message::Backspace
        )
        && play.back_to_game()
    {
        return None;
    }
    match *msg {
        Message::Earlier => play.look(-1),
        Message::Later => play.look(1),
        Message::Backspace | Message::Cancel => play.cancel(),
        Message::Up => play.move_cursor(1, 0),
        Message::Down => play.move_cursor(-1, 0),
        Message::Left => play.move_cursor(0, -1),
        Message::Right => play.move_cursor(0, 1),
        Message::Activate => play.activate(),
        Message::TakeFromHand => play.take_from_hand(),
        Message::StopChain => play.stop_chain(),
        Message::ToggleThreats => play.toggle_threats(),
        Message::Coach => {
            play.coach = !play.coach;
            play.note(if play.coach {
                crate::tr!("coach-on")
            } else {
                crate::tr!("coach-off")
            });
        }
        Message::Undo => play.undo(),
        Message::Redo => play.redo(),
        Message::Save => {
            return Some(Want::SavePrompt);
        }
        Message::Replay => return Some(Want::Replay),
        Message::Click(x, y) => click(play, cx.area, x, y),
        Message::OfferDraw if !over => {
            return Some(Want::Overlay(Overlay::DrawOffer(play.game().to_move())));
        }
        Message::Resign if !over => return Some(Want::Overlay(Overlay::Confirm(Confirm::Resign))),
        Message::Restart => return Some(Want::Overlay(Overlay::Confirm(Confirm::Restart))),
        Message::Quit if over && cx.keeper.unsaved().is_none() => return Some(Want::Quit),
        Message::Quit => return Some(Want::Overlay(Overlay::Confirm(Confirm::Quit))),
        Message::Rematch if over => {
            return Some(Want::Start(
                Box::new(play.table.rematch()),
                tr!("app-rematch"),
            ));
        }
        Message::ToSetup if over => return Some(Want::ToSetup),
        _ => {}
    }
    None
}

/// A left click: a square or a hand plays, a move in the list is shown.
fn click(play: &mut Play, area: Rect, x: u16, y: u16) {
    let over = play.game().is_over();
    match game_screen::hit(area, play, x, y) {
        Some(Hit::Square(_)) if play.view.is_some() => {
            play.back_to_game();
        }
        Some(Hit::Square(sq)) if !over => play.click(sq),
        Some(Hit::Move(ply)) => play.show(ply + 1),
        Some(Hit::Hand(side)) if !over && side != play.game().to_move() => {
            play.take_from_hand();
        }
        _ => {}
    }
}

/// The coach's search `id` answered: the win it proves that the person's
/// move missed, said and marked while the game is where it was asked.
pub fn coached(play: &mut Play, id: u64, win: Option<yote_engine::Move>) {
    let Some((before, mv, asked)) = play.coach_search.take() else {
        return;
    };
    if asked != Some(id) {
        play.coach_search = Some((before, mv, asked));
        return;
    }
    let Some(win) = win else {
        return;
    };
    play.note(tr!("coach-missed-forced-win", win = win.to_string()));
    // Marked while the game stands where the move left it.
    let mut after = *before;
    after.play_unchecked(mv);
    if play.game().position() == after.position() {
        play.hint = Some(win);
    }
}

/// The player answered a question about the game `play` (a draw offered,
/// resigning, restarting): what it leads to beyond the game, if anything.
pub fn answered(play: &mut Play, answer: Answer) -> Option<Want> {
    let by = play.game().to_move();
    match answer {
        Answer::No(Overlay::DrawOffer(by)) => {
            let name = play.table.name(by.other()).to_string();
            play.note(tr!("app-draw-declined", name = name));
        }
        Answer::Yes(Overlay::DrawOffer(_)) => play.end(Outcome {
            result: GameResult::Draw,
            reason: Reason::Agreed,
        }),
        Answer::Yes(Overlay::Confirm(Confirm::Resign)) => play.end(Outcome {
            result: GameResult::Win(by.other()),
            reason: Reason::Resigned { by },
        }),
        Answer::Yes(Overlay::Confirm(Confirm::Restart)) => {
            return Some(Want::Start(
                Box::new(play.table.restart()),
                tr!("app-new-game"),
            ));
        }
        _ => {}
    }
    None
}
