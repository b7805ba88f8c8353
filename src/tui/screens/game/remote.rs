//! The game screen's side of a game against another computer: the other
//! player's messages checked by this side's engine (a [`Table`]) before
//! the board sees them, this side's moves, offers and resignation sent,
//! the offers of the other side asked of the player in a dialog, and the
//! line's state ("waiting for NAME to come back"). In a timed game each
//! side times its own moves and says so with each; the other's are
//! charged by [`crate::clock::charge`] (`Clocks::moved_claimed`), a flag
//! travels, and a dropped line pauses both clocks until the records agree.

use std::time::Instant;

use crate::clock::Clocks;
use crate::net::{self, Happened, Offer, Table};
use crate::record::ClockRecord;
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
            clock: None,
        };
        // The game on the screen is this side's record: the table starts there.
        let _ = table.adopt(&agreed);
        if let Some(clocks) = play.table.clocks.as_mut() {
            clocks.allow_lag(me.other(), net::clock::LAG_ALLOWANCE);
            // Stopped or held: the time left does not depend on the instant.
            let now = play.now.unwrap_or_else(Instant::now);
            table.clock = Some(ClockRecord::at(clocks, now));
        }
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
pub fn hear(play: &mut Play, remote: &mut Remote, peer: &Peer, now: Instant) -> Option<Want> {
    let name = remote.name(play);
    if let Some(flag) = end_table_on_time(play, remote) {
        // A flag fell at this message's instant, before what it says.
        let _ = hear(play, remote, peer, now);
        return Some(flag);
    }
    match peer {
        Peer::Said(message) => return said(play, remote, message.clone(), now),
        Peer::Refused(why) => play.note(tr!("net-refused", name = name, why = why.say())),
        // Left on purpose: not coming back by itself; the game is kept.
        Peer::Lost(why @ net::Lost::Left) => {
            away(play, remote, now);
            let lost = tr!("net-lost", name = name, why = why.say());
            play.lasting_note(format!("{lost} {}", tr!("net-kept")));
        }
        Peer::Lost(_) => {
            away(play, remote, now);
            play.lasting_note(waiting_back(play, &name));
        }
        Peer::Back(agreed, name) => {
            remote.away = false;
            let them = remote.them();
            remote.table.set_name(them, name);
            let shown = remote.table.players().name(them).to_string();
            play.table.names[them.index()] = shown;
            let name = remote.name(play);
            match remote.table.adopt(agreed) {
                Ok(()) => {
                    follow_table(play, remote);
                    set_clocks(play, remote, agreed.clock.as_ref(), now);
                }
                Err(why) => play.note(tr!("net-refused", name = name.clone(), why = why.say())),
            }
            let here = tr!("net-connected", name = name, color = color_name(remote));
            match &remote.table.clock {
                Some(c) => play.note(format!(
                    "{here} {}",
                    tr!("net-on-clock", clock = c.control.to_string())
                )),
                None => play.note(here),
            }
        }
        Peer::Calling { attempt, seconds } => {
            away(play, remote, now);
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

fn said(play: &mut Play, remote: &mut Remote, message: net::Message, now: Instant) -> Option<Want> {
    let name = remote.name(play);
    // A move of a timed game is charged before the table takes it: one
    // that comes after its flag fell (by this side's measure and the lag
    // allowed) does not stand, and the flag is claimed.
    let mut charged = None;
    if let (net::Message::Move { spent_ms, .. }, Some(clocks)) = (&message, &play.table.clocks)
        && !remote.table.game().is_over()
        && remote.table.game().to_move() == remote.them()
    {
        let mut clocks = clocks.clone();
        let claimed = spent_ms.map(std::time::Duration::from_millis);
        match clocks.moved_claimed(now, claimed) {
            Ok(_) => charged = Some(clocks),
            Err(crate::clock::Flagged(side)) => {
                play.table.clocks = Some(clocks);
                play.end_on_time(side);
                return end_table_on_time(play, remote);
            }
        }
    }
    match remote.table.take(message) {
        Ok(Happened::Moved(mv)) => {
            if let Some(clocks) = charged {
                play.table.clocks = Some(clocks);
            }
            if play.game().is_legal(&mv) {
                play.play(mv);
            } else {
                follow_table(play, remote);
            }
            keep_clock(play, remote, now);
        }
        Ok(Happened::Flagged(side)) => {
            follow_table(play, remote);
            // The clocks follow the board (a move taken back gives its
            // time back), then the flag.
            crate::tui::seats::clock::sync(&mut play.table, now);
            if let Some(clocks) = play.table.clocks.as_mut() {
                clocks.flag_fell(side, now);
            }
            play.say_flag_fell(side);
            keep_clock(play, remote, now);
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
            away(play, remote, now);
            play.lasting_note(waiting_back(play, &name));
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
/// played on the table and sent with the time it took; a flag that fell
/// on this side's clocks, sent.
pub fn sync(play: &Play, remote: &mut Remote, now: Instant) -> Vec<Effect> {
    let mut sent = Vec::new();
    let ply = remote.table.game().ply();
    let spent = play.table.clocks.as_ref().map(Clocks::spent);
    for (i, mv) in play.game().moves().enumerate().skip(ply) {
        let took = spent.and_then(|s| s.get(i).copied());
        match remote.table.play_timed(*mv, took) {
            Some(message) => sent.push(Effect::Send(Box::new(message))),
            None => break,
        }
    }
    if let Some(Want::Effect(flag)) = end_table_on_time(play, remote) {
        sent.push(flag);
    }
    // Moves sent, or taken back by agreement: the table's clocks follow.
    let timed = |r: &Remote| r.table.clock.as_ref().map(|c| c.spent.len());
    let shown = play.table.clocks.as_ref().map(|c| c.spent().len());
    if !sent.is_empty() || timed(remote) != shown {
        keep_clock(play, remote, now);
    }
    sent
}

/// The game on the board ended on time (a flag that fell on this side's
/// clocks) and the table's has not: the table ends it so; the flag to send.
fn end_table_on_time(play: &Play, remote: &mut Remote) -> Option<Want> {
    let reason = play.game().outcome()?.reason;
    let (yote_engine::Reason::OutOfTime { flagged }
    | yote_engine::Reason::OutOfTimeNoWin { flagged }) = reason
    else {
        return None;
    };
    if remote.table.game().is_over() {
        return None;
    }
    remote.table.flag(flagged).map(send)
}

/// The table keeps the clocks of the board as they are at `now` (its
/// record, and the hello for when the line comes back).
fn keep_clock(play: &Play, remote: &mut Remote, now: Instant) {
    if let Some(clocks) = &play.table.clocks {
        remote.table.clock = Some(ClockRecord::at(clocks, now));
    }
}

/// The line is down: both clocks stop (the other side's stop too, as far
/// as it knows) until it comes back, and the table keeps where they stood.
fn away(play: &mut Play, remote: &mut Remote, now: Instant) {
    remote.away = true;
    crate::tui::seats::clock::pause(&mut play.table, now);
    keep_clock(play, remote, now);
}

/// "Waiting for NAME to come back", and that the clocks are paused.
fn waiting_back(play: &Play, name: &str) -> String {
    let waiting = tr!("net-waiting-back", name = name);
    if play.table.clocks.is_some() {
        format!("{waiting} {}", tr!("net-clock-paused"))
    } else {
        waiting
    }
}

/// The line came back, the records agreed: the clocks of the board as
/// both records have them (`agreed`), the turn's run again.
fn set_clocks(
    play: &mut Play,
    remote: &Remote,
    agreed: Option<&net::clock::ClockHello>,
    now: Instant,
) {
    let Some(record) = remote.table.clock.clone() else {
        play.table.clocks = None;
        return;
    };
    let game = play.game();
    let (over, side) = (game.is_over(), game.to_move());
    let thinking = agreed.map_or(std::time::Duration::ZERO, |c| {
        std::time::Duration::from_millis(c.thinking_ms)
    });
    let mut left = record.left;
    if !over {
        left[side.index()] += thinking;
    }
    let mut clocks = Clocks::resumed(record.control, left, record.spent);
    clocks.allow_lag(remote.them(), net::clock::LAG_ALLOWANCE);
    if !over {
        clocks.hold_after(side, thinking);
        clocks.resume(now);
    }
    play.table.clocks = Some(clocks);
}
