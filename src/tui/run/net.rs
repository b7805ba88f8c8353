//! The line to the other player's computer, beside the app: the side's
//! [`Session`] (hosting or joining, the record kept), and a thread that
//! hears the line's events ([`crate::net::Event`]) and hands them to the
//! app as [`Message::Peer`]. The joiner's thread calls the host again by
//! itself when the line drops, backing off; [`Line::send`] sends what the
//! app asked for (`Effect::Send`), for the event loop.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex, PoisonError};

use yote_engine::{Color, Rules};

use crate::clock::TimeControl;
use crate::net::{self, Code, Event, Link, Lost, Role, Session, Table};
use crate::tui::msg::{Message, Peer};
use crate::words::Say;

/// What the setup screen asks to start: hosting a game or joining one.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// Host a new game under `rules`, playing `me` as `name`, on `port`
    /// (any free one if it is taken), kept in `dir`.
    Host {
        rules: Rules,
        me: Color,
        name: String,
        /// The game's time control (`None`: untimed).
        clock: Option<TimeControl>,
        port: u16,
        dir: Option<PathBuf>,
    },
    /// Host again the game kept in `dir` (as `yote host --resume`), on
    /// `port` (any free one if it is taken), with a new code.
    Resume { port: u16, dir: Option<PathBuf> },
    /// Join the game at `address` (HOST or HOST:PORT) with `code`.
    Join {
        rules: Rules,
        name: String,
        code: Code,
        address: String,
        dir: Option<PathBuf>,
    },
}

/// The moves, end and clocks last kept, to keep only what changed.
type Kept = (
    Vec<String>,
    Option<(String, String)>,
    Option<crate::record::ClockRecord>,
);

/// The side's line, while it is up, and its session.
#[derive(Clone, Default)]
pub struct Line {
    link: Arc<Mutex<Option<Link>>>,
    side: Arc<Mutex<Option<Session>>>,
    kept: Arc<Mutex<Option<Kept>>>,
    /// Left: a call still under way lets its line go when it gets through.
    left: Arc<std::sync::atomic::AtomicBool>,
}

impl std::fmt::Debug for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Line({:?})", lock(&self.link))
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Line {
    /// Sends `message` to the other computer; `false` while the line is
    /// down (the app waits for it to come back, and the records agree then).
    pub fn send(&self, message: &net::Message) -> bool {
        let link = lock(&self.link);
        link.as_ref().is_some_and(|l| l.send(message).is_ok())
    }

    /// Says goodbye to the other side, closes the line and stops listening.
    pub fn leave(&self) {
        self.left.store(true, std::sync::atomic::Ordering::SeqCst);
        if let Some(link) = self.set(None) {
            link.leave();
        }
        if let Some(side) = lock(&self.side).as_mut() {
            side.stop();
        }
    }

    /// After every batch of messages: the game `table` kept (the hello
    /// brought up to date, the record written, archived once over) when it
    /// changed; what went wrong, if anything, in words.
    pub fn keep(&self, table: &Table) -> Option<String> {
        let now = (table.tokens(), table.ended(), table.clock.clone());
        let mut kept = lock(&self.kept);
        if kept.as_ref() == Some(&now) {
            return None;
        }
        *kept = Some(now);
        let mut side = lock(&self.side);
        let result = side.as_mut()?.keep(table);
        result
            .err()
            .map(|e| crate::tr!("net-not-kept", error = e.to_string()))
    }

    fn set(&self, link: Option<Link>) -> Option<Link> {
        std::mem::replace(&mut lock(&self.link), link)
    }
}

/// Starts the thread that hears `events` for `side`, the line already up
/// on `link` if given; `again` feeds `events` (the joiner's calls again
/// put their line there); `deliver` hands a message to the app's loop and
/// says whether the loop still listens.
pub fn spawn(
    side: Session,
    link: Option<Link>,
    events: Receiver<Event>,
    again: Sender<Event>,
    deliver: impl Fn(Message) -> bool + Send + 'static,
) -> Line {
    let line = Line::default();
    line.set(link);
    *lock(&line.side) = Some(side);
    let heard = line.clone();
    std::thread::spawn(move || hear(&heard, &events, &again, &deliver));
    line
}

/// Starts what `ask` asks, its news delivered as messages: the host
/// listens and says where; the joiner calls (off the loop's thread: a
/// name is looked up, the handshake waits) and says how that went.
pub fn start(ask: Ask, deliver: impl Fn(Message) -> bool + Send + 'static) -> Line {
    let peer = |p: Peer| Message::Peer(p);
    let (tx, rx) = channel();
    match ask {
        Ask::Host {
            rules,
            me,
            name,
            clock,
            port,
            dir,
        } => {
            let players = crate::words::net::players(me, &name);
            match Session::host(rules, me, players, clock, dir) {
                Ok((side, _)) => listen(side, port, (tx, rx), deliver),
                Err(e) => {
                    deliver(peer(Peer::CannotListen(e.say())));
                    Line::default()
                }
            }
        }
        Ask::Resume { port, dir } => {
            let kept = dir.as_deref().and_then(|d| net::store::load(d, Role::Host));
            let again = kept.map(|k| Session::host_again(k, None, dir));
            match again {
                Some(Ok((side, _))) => listen(side, port, (tx, rx), deliver),
                Some(Err(e)) => {
                    deliver(peer(Peer::CannotListen(e.say())));
                    Line::default()
                }
                None => {
                    deliver(peer(Peer::CannotListen(crate::tr!(
                        "net-nothing-to-resume"
                    ))));
                    Line::default()
                }
            }
        }
        Ask::Join {
            rules,
            name,
            code,
            address,
            dir,
        } => {
            let line = Line::default();
            let heard = line.clone();
            std::thread::spawn(move || {
                let addr = match net::session::address(&address) {
                    Ok(addr) => addr,
                    Err(e) => return void(deliver(peer(Peer::NoAddress(e)))),
                };
                let players = |me| crate::words::net::players(me, &name);
                let side = match Session::join(rules, players, code, addr, dir) {
                    Ok((side, _)) => side,
                    Err(e) => return void(deliver(peer(Peer::CannotListen(e.say())))),
                };
                match side.call(tx.clone()) {
                    Ok((link, _)) if heard.left.load(std::sync::atomic::Ordering::SeqCst) => {
                        link.leave();
                    }
                    Ok((link, theirs)) => {
                        let mine = Box::new(side.last_hello().clone());
                        *lock(&heard.side) = Some(side);
                        let _ = tx.send(Event::Connected {
                            link,
                            mine,
                            peer: Box::new(theirs),
                        });
                        hear(&heard, &rx, &tx, &deliver);
                    }
                    Err(why) => void(deliver(peer(Peer::Failed(why)))),
                }
            });
            line
        }
    }
}

fn void(_: bool) {}

/// The host's `side` listens on `port` (any free one if it is taken),
/// says where, and hears the line.
fn listen(
    mut side: Session,
    port: u16,
    (tx, rx): (Sender<Event>, Receiver<Event>),
    deliver: impl Fn(Message) -> bool + Send + 'static,
) -> Line {
    let bind = SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), port);
    match side.listen(bind, true, tx.clone()) {
        Ok(addr) => {
            deliver(Message::Peer(Peer::Listening {
                code: side.code,
                addresses: net::session::addresses(addr),
            }));
            spawn(side, None, rx, tx, deliver)
        }
        Err(e) => {
            deliver(Message::Peer(Peer::CannotListen(e.to_string())));
            Line::default()
        }
    }
}

/// Hears the line's events until the app stops listening.
fn hear(
    line: &Line,
    events: &Receiver<Event>,
    again: &Sender<Event>,
    deliver: &dyn Fn(Message) -> bool,
) {
    for event in events {
        let redial = matches!(event, Event::Lost(why) if why != Lost::Left)
            && lock(&line.side)
                .as_ref()
                .is_some_and(|s| s.role == Role::Join);
        for peer in peer_of(line, event) {
            if !deliver(Message::Peer(peer)) {
                return;
            }
        }
        if redial && !call_again(line, again, deliver) {
            return;
        }
    }
}

/// The joiner's line dropped: calls the host again
/// ([`net::session::call_again`]), each attempt said, until the line is up
/// (its events come on `again`), a call is refused for good, or the app
/// stops listening (`false`).
fn call_again(line: &Line, again: &Sender<Event>, deliver: &dyn Fn(Message) -> bool) -> bool {
    // Not under the lock: the handshake may take its time.
    let Some((addr, code, mine)) = lock(&line.side)
        .as_ref()
        .and_then(|s| Some((s.address?, s.code, s.last_hello().clone())))
    else {
        return true;
    };
    let mut listening = true;
    let called = net::session::call_again(addr, code, &mine, again, |attempt, wait| {
        let seconds = wait.as_secs();
        listening = deliver(Message::Peer(Peer::Calling { attempt, seconds }));
        listening
    });
    match called {
        None => listening,
        Some(Ok((link, peer))) => {
            let _ = again.send(Event::Connected {
                link,
                mine: Box::new(mine),
                peer: Box::new(peer),
            });
            true
        }
        Some(Err(why)) => deliver(Message::Peer(Peer::GaveUp(why))),
    }
}

/// What an event of the line is to the app; the link kept or dropped.
fn peer_of(line: &Line, event: Event) -> Vec<Peer> {
    vec![match event {
        Event::Connected { link, mine, peer } => {
            line.set(Some(link));
            let met = lock(&line.side).as_mut().map(|s| s.met(&mine, &peer));
            let Some((agreed, me)) = met else {
                return Vec::new();
            };
            return vec![Peer::Seated(me), Peer::Back(Box::new(agreed), peer.name)];
        }
        Event::Message(message) => Peer::Said(message),
        Event::Refused(why) => Peer::Refused(why),
        Event::Lost(why) => {
            line.set(None);
            Peer::Lost(why)
        }
        Event::WrongCode { left } => Peer::WrongCode { left },
        Event::NewCode(code) => {
            if let Some(side) = lock(&line.side).as_mut() {
                side.code = code;
            }
            Peer::NewCode(code)
        }
        Event::Busy(from) => Peer::Busy(from),
        Event::Failed(why) => Peer::Failed(why),
    }]
}
