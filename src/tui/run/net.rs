//! The line to the other player's computer, beside the app: a thread
//! hears the line's events ([`crate::net::Event`]) and hands them to the
//! app as [`Message::Peer`]; [`Line::send`] sends what the app asked for
//! (`Effect::Send`), for the event loop.

use std::sync::mpsc::Receiver;
use std::sync::{Arc, Mutex, PoisonError};

use crate::net::{self, Event, Link, Role};
use crate::tui::msg::{Message, Peer};

/// The sending side of the line, while it is up.
#[derive(Clone, Debug, Default)]
pub struct Line {
    link: Arc<Mutex<Option<Link>>>,
}

impl Line {
    /// Sends `message` to the other computer; `false` while the line is
    /// down (the app waits for it to come back, and the records agree then).
    pub fn send(&self, message: &net::Message) -> bool {
        let link = self.link.lock().unwrap_or_else(PoisonError::into_inner);
        link.as_ref().is_some_and(|l| l.send(message).is_ok())
    }

    /// Says goodbye to the other side and closes the line.
    pub fn leave(&self) {
        if let Some(link) = self.set(None) {
            link.leave();
        }
    }

    fn set(&self, link: Option<Link>) -> Option<Link> {
        let mut slot = self.link.lock().unwrap_or_else(PoisonError::into_inner);
        std::mem::replace(&mut slot, link)
    }
}

/// Starts the thread that hears `events` for this side (`role`), the line
/// already up on `link` if given; `deliver` hands a message to the app's
/// loop and says whether the loop still listens.
pub fn spawn(
    role: Role,
    link: Option<Link>,
    events: Receiver<Event>,
    deliver: impl Fn(Message) -> bool + Send + 'static,
) -> Line {
    let line = Line::default();
    line.set(link);
    let heard = line.clone();
    std::thread::spawn(move || {
        for event in events {
            let Some(peer) = peer_of(role, &heard, event) else {
                continue;
            };
            if !deliver(Message::Peer(peer)) {
                return;
            }
        }
    });
    line
}

/// What an event of the line is to the app; the link kept or dropped.
fn peer_of(role: Role, line: &Line, event: Event) -> Option<Peer> {
    Some(match event {
        Event::Connected { link, mine, peer } => {
            line.set(Some(link));
            let agreed = match role {
                Role::Host => net::agree(&mine, &peer),
                Role::Join => net::agree(&peer, &mine),
            };
            Peer::Back(Box::new(agreed), peer.name)
        }
        Event::Message(message) => Peer::Said(message),
        Event::Refused(why) => Peer::Refused(why),
        Event::Lost(why) => {
            line.set(None);
            Peer::Lost(why)
        }
        // The host's waiting: said by the screen that waits, not the game.
        Event::WrongCode { .. } | Event::NewCode(_) | Event::Busy(_) | Event::Failed(_) => {
            return None;
        }
    })
}
