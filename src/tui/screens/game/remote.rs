//! The game screen's side of a game against another computer: the other
//! player's messages checked by this side's engine (a [`Table`]) before
//! the board sees them, this side's moves, offers and resignation sent,
//! the offers of the other side asked of the player in a dialog, and the
//! line's state ("waiting for NAME to come back").

use crate::net::{self, Happened, Offer, Table};
use crate::record::Players;
use crate::tr;
use crate::words::Say;
use yote_engine::Color;

use crate::tui::msg::{Confirm, Message, Overlay, Peer};
use crate::tui::popups::dialogs::Answer;
use crate::tui::run::effect::Effect;
use crate::tui::screens::game::play::Play;
use crate::tui::wants::Want;

/// The game as this side holds it for the other computer, and the line.
#[derive(Clone, Debug)]
pub struct Remote {
    /// Every message of the other side is played through it first.
    pub table: Table,
    /// The line is down: waiting for the other player to come back.
    pub away: bool,
}

impl Remote {
    /// The other side of the game `play`, where this keyboard plays `me`;
    /// the game's seat of the other side becomes [`Seat::Remote`](crate::tui::seats::Seat).
    pub fn new(play: &mut Play, me: Color) -> Remote {
        play.table.remote = Some(me.other());
        let names = &play.table.names;
        let players = Players::new(names[0].clone(), names[1].clone());
        let mut table = Table::new(play.table.rules().clone(), me, players)
            .expect("the game's rules are validated");
        let tokens: Vec<String> = play.game().moves().map(ToString::to_string).collect();
        let agreed = net::Agreed {
            moves: tokens,
            ended: None,
        };
        // The game on the screen is this side's record: the table starts there.
        let _ = table.adopt(&agreed);
        Remote { table, away: false }
    }

    /// The side the other player plays.
    pub fn them(&self) -> Color {
        self.table.me().other()
    }

    fn name(&self, play: &Play) -> String {
        play.table.name(self.them()).to_string()
    }
}

fn send(message: net::Message) -> Want {
    Want::Effect(Effect::Send(Box::new(message)))
}

/// The keys that speak to the other player (undo and draw are offered,
/// redo, restart and rematch are not this side's alone); `None`: the
/// board's.
pub fn keys(play: &mut Play, remote: &mut Remote, msg: &Message) -> Option<Option<Want>> {
    let name = remote.name(play);
    let over = play.game().is_over();
    Some(match msg {
        Message::Undo if !over => {
            let Some(offer) = remote.table.offer_undo() else {
                play.note(tr!("net-cannot-undo"));
                return Some(None);
            };
            play.note(tr!("net-offered", name = name));
            Some(send(offer))
        }
        Message::OfferDraw if !over => {
            let offer = remote.table.offer_draw()?;
            play.note(tr!("net-offered", name = name));
            Some(send(offer))
        }
        Message::Resign if !over => Some(Want::Overlay(Overlay::Confirm(Confirm::Resign))),
        Message::Redo | Message::Restart | Message::Rematch | Message::Hint | Message::Pause => {
            None
        }
        _ => return None,
    })
}

/// The player answered a dialog that concerns the other player: their
/// undo or draw offer, or this side's resignation. `None`: not one.
pub fn answered(play: &mut Play, remote: &mut Remote, answer: Answer) -> Option<Option<Want>> {
    let (yes, overlay) = match answer {
        Answer::Yes(o) => (true, o),
        Answer::No(o) => (false, o),
        Answer::Open | Answer::Closed => return None,
    };
    Some(match overlay {
        Overlay::Confirm(Confirm::Resign) if yes => {
            let message = remote.table.resign()?;
            end_as_table(play, remote);
            Some(send(message))
        }
        Overlay::Confirm(Confirm::Resign) => None,
        Overlay::DrawOffer(_) | Overlay::Confirm(Confirm::PeerUndo { .. }) => {
            let message = remote.table.answer(yes)?;
            follow_table(play, remote);
            Some(send(message))
        }
        _ => return None,
    })
}

/// A message from the other player's computer, checked by the table, then
/// played on the board or refused (the game goes on).
pub fn hear(play: &mut Play, remote: &mut Remote, peer: &Peer) -> Option<Want> {
    let name = remote.name(play);
    match peer {
        Peer::Said(message) => return said(play, remote, message.clone()),
        Peer::Refused(why) => play.note(tr!("net-refused", name = name, why = why.say())),
        // Left on purpose: not coming back by itself; the game is kept.
        Peer::Lost(why @ net::Lost::Left) => {
            remote.away = true;
            let lost = tr!("net-lost", name = name, why = why.say());
            play.lasting_note(format!("{lost} {}", tr!("net-kept")));
        }
        Peer::Lost(_) => {
            remote.away = true;
            play.lasting_note(tr!("net-waiting-back", name = name));
        }
        Peer::Back(agreed, name) => {
            remote.away = false;
            let them = remote.them();
            remote.table.set_name(them, name);
            let shown = remote.table.players().name(them).to_string();
            play.table.names[them.index()] = shown;
            let name = remote.name(play);
            match remote.table.adopt(agreed) {
                Ok(()) => follow_table(play, remote),
                Err(why) => play.note(tr!("net-refused", name = name.clone(), why = why.say())),
            }
            play.note(tr!(
                "net-connected",
                name = name,
                color = color_name(remote)
            ));
        }
        Peer::Calling { attempt, seconds } => {
            remote.away = true;
            play.lasting_note(tr!(
                "net-calling-in",
                name = name,
                seconds = *seconds,
                attempt = *attempt
            ));
        }
        Peer::GaveUp(why) => play.lasting_note(tr!("net-gave-up", name = name, why = why.say())),
        // The host's news while the game waits or goes on, one line each.
        Peer::WrongCode { left } => play.note(tr!("net-wrong-code", left = *left)),
        Peer::NewCode(code) => play.lasting_note(tr!("net-new-code", code = code.to_string())),
        Peer::Busy(from) => play.note(tr!("net-busy", address = from.to_string())),
        Peer::Failed(why) => play.note(tr!("net-attempt-failed", why = why.say())),
        Peer::Seated(_) | Peer::Listening { .. } | Peer::CannotListen(_) | Peer::NoAddress(_) => {}
    }
    None
}

fn color_name(remote: &Remote) -> String {
    crate::names::color(remote.table.me())
}

fn said(play: &mut Play, remote: &mut Remote, message: net::Message) -> Option<Want> {
    let name = remote.name(play);
    match remote.table.take(message) {
        Ok(Happened::Moved(mv)) => {
            if play.game().is_legal(&mv) {
                play.play(mv);
            } else {
                follow_table(play, remote);
            }
        }
        Ok(Happened::Offered(Offer::Draw)) => {
            return Some(Want::Overlay(Overlay::DrawOffer(remote.them())));
        }
        Ok(Happened::Offered(Offer::Undo { to_ply })) => {
            let number = play
                .game()
                .move_number(to_ply as usize)
                .map_or(1, |n| n.number);
            let by = remote.them();
            return Some(Want::Overlay(Overlay::Confirm(Confirm::PeerUndo {
                by,
                number,
            })));
        }
        Ok(Happened::Agreed(_)) => {
            follow_table(play, remote);
            play.note(tr!("net-agreed", name = name));
        }
        Ok(Happened::Declined(_)) => play.note(tr!("net-declined", name = name)),
        Ok(Happened::Resigned) => end_as_table(play, remote),
        Ok(Happened::Nothing) => {}
        Ok(Happened::Left) => {
            remote.away = true;
            play.lasting_note(tr!("net-waiting-back", name = name));
        }
        Err(why) => play.note(tr!("net-refused", name = name, why = why.say())),
    }
    None
}

/// Ends the game on the board as the table has it ended.
fn end_as_table(play: &mut Play, remote: &Remote) {
    if let Some(outcome) = remote.table.game().outcome() {
        play.end(outcome);
    }
}

/// Brings the board to the table's record: moves taken back by agreement,
/// moves played, the end by agreement.
fn follow_table(play: &mut Play, remote: &Remote) {
    let tokens: Vec<String> = remote.table.tokens();
    let common = play
        .game()
        .moves()
        .zip(&tokens)
        .take_while(|(a, b)| a.to_string() == **b)
        .count();
    while play.game().ply() > common {
        play.undo();
    }
    for mv in remote.table.game().moves().skip(common) {
        play.play(*mv);
    }
    if !play.game().is_over() {
        end_as_table(play, remote);
    }
}

/// The moves played at this keyboard since the table last heard, each
/// played on the table and sent.
pub fn sync(play: &Play, remote: &mut Remote) -> Vec<Effect> {
    let mut sent = Vec::new();
    let ply = remote.table.game().ply();
    for mv in play.game().moves().skip(ply) {
        match remote.table.play(*mv) {
            Some(message) => sent.push(Effect::Send(Box::new(message))),
            None => break,
        }
    }
    sent
}
