//! One side of a game across two computers, from its start to its end,
//! whoever drives it (`yote host` and `yote join` in lines, their full
//! screen, the setup screen's "Play someone on another computer"): the
//! game made or taken up from the record kept, this side's hello, the
//! host's listening, the joiner's call, and the record kept after every
//! change.

use std::net::{IpAddr, Ipv4Addr, SocketAddr, ToSocketAddrs, UdpSocket};
use std::path::PathBuf;
use std::sync::mpsc::Sender;
use std::time::Duration;

use yote_engine::{Color, Rules};

use super::code::Code;
use super::host::Host;
use super::link::{self, Link};
use super::message::{self, Hello, VERSION};
use super::seal::Role;
use super::table::{Agreed, Table};
use super::{DEFAULT_PORT, Event, Failure, store};
use crate::clock::TimeControl;
use crate::record::{ClockRecord, Players, SaveError};

/// One side of the game: who it is, the game's id and folder, the code,
/// the host's listening or the joiner's address, and the hello it gives.
pub struct Session {
    pub role: Role,
    pub rules: Rules,
    /// The game's id ("" for a joiner that has not heard it yet).
    pub id: String,
    /// The data folder the record is kept in (none: not kept).
    pub dir: Option<PathBuf>,
    pub code: Code,
    /// The joiner's: the host's address, to call again.
    pub address: Option<SocketAddr>,
    /// The host's: listening, while it does.
    pub host: Option<Host>,
    /// What this side says of itself, as of the last [`Session::keep`].
    hello: Hello,
    /// The game ended and was archived.
    archived: bool,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("role", &self.role)
            .field("id", &self.id)
            .field("address", &self.address)
            .finish_non_exhaustive()
    }
}

/// A name as it travels: printable, trimmed, bounded; `None` when empty.
pub fn clean_name(name: &str) -> Option<String> {
    let name: String = crate::text::printable(name.trim())
        .chars()
        .take(message::MAX_NAME)
        .collect();
    (!name.is_empty()).then_some(name)
}

/// Why a kept game cannot be taken up again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unusable {
    /// Its rules do not hold together.
    Rules(yote_engine::RulesError),
    /// A move of its record is refused.
    Record(super::Refusal),
}

impl Session {
    fn new(role: Role, rules: Rules, dir: Option<PathBuf>, code: Code) -> Session {
        let hello = Hello {
            version: VERSION,
            name: String::new(),
            rules: message::rules_table(&rules),
            host_plays: None,
            game: None,
            moves: Vec::new(),
            ended: None,
            clock: None,
        };
        Session {
            role,
            rules,
            id: String::new(),
            dir,
            code,
            address: None,
            host: None,
            hello,
            archived: false,
        }
    }

    /// A new game to host under `rules` between `players`, this side
    /// playing `me`, on `clock` if given, kept in `dir`, with a new code.
    pub fn host(
        rules: Rules,
        me: Color,
        players: Players,
        clock: Option<TimeControl>,
        dir: Option<PathBuf>,
    ) -> Result<(Session, Table), yote_engine::RulesError> {
        let mut table = Table::new(rules.clone(), me, players)?;
        table.clock = clock.map(|control| ClockRecord {
            control,
            left: control.bases(),
            spent: Vec::new(),
        });
        let mut session = Session::new(Role::Host, rules, dir, Code::random());
        session.id = super::game_id();
        session.hello = session.hello(&table);
        Ok((session, table))
    }

    /// The game `kept` taken up to host again, with a new code; `name`, if
    /// given, renames this side.
    pub fn host_again(
        kept: store::Record,
        name: Option<&str>,
        dir: Option<PathBuf>,
    ) -> Result<(Session, Table), Unusable> {
        let me = kept.plays;
        let mut players = kept.saved.players.clone();
        if let Some(name) = name.and_then(clean_name) {
            match me {
                Color::White => players.white = name,
                Color::Black => players.black = name,
            }
        }
        let rules = kept.saved.rules.clone();
        let mut table = Table::new(rules.clone(), me, players).map_err(Unusable::Rules)?;
        table
            .adopt(&Agreed {
                moves: kept.saved.moves,
                ended: None,
                clock: None,
            })
            .map_err(Unusable::Record)?;
        table.clock = kept.saved.clock;
        let mut session = Session::new(Role::Host, rules, dir, Code::random());
        session.id = kept.game;
        session.hello = session.hello(&table);
        Ok((session, table))
    }

    /// A side joining the game at `address` with `code`, under `rules`;
    /// `players(me)` names the players where this side plays `me`; the record kept of the last game joined, if under these
    /// rules and unfinished, is offered (the host tells whether it is its
    /// game).
    pub fn join(
        rules: Rules,
        players: impl Fn(Color) -> Players,
        code: Code,
        address: SocketAddr,
        dir: Option<PathBuf>,
    ) -> Result<(Session, Table), yote_engine::RulesError> {
        let kept = dir
            .as_deref()
            .and_then(|d| store::load(d, Role::Join))
            .filter(|k| k.saved.rules == rules && !k.saved.is_finished());
        let (me, id, moves, clock) = match kept {
            Some(k) => (k.plays, k.game, k.saved.moves, k.saved.clock),
            None => (Color::Black, String::new(), Vec::new(), None),
        };
        let mut table = Table::new(rules.clone(), me, players(me))?;
        let agreed = Agreed {
            moves,
            ended: None,
            clock: None,
        };
        if table.adopt(&agreed).is_err() {
            table = Table::new(rules.clone(), me, table.players().clone())?;
        } else {
            table.clock = clock;
        }
        let mut session = Session::new(Role::Join, rules, dir, code);
        session.id = id;
        session.address = Some(address);
        session.hello = session.hello(&table);
        Ok((session, table))
    }

    /// What this side says of itself with `table` as its game.
    pub fn hello(&self, table: &Table) -> Hello {
        Hello {
            version: VERSION,
            name: table.players().name(table.me()).to_string(),
            rules: message::rules_table(&self.rules),
            host_plays: (self.role == Role::Host).then(|| table.me().name().to_string()),
            game: (!self.id.is_empty()).then(|| self.id.clone()),
            moves: table.tokens(),
            ended: table.ended(),
            clock: table.clock_hello(),
        }
    }

    /// The hello as of the last [`Session::keep`].
    pub fn last_hello(&self) -> &Hello {
        &self.hello
    }

    /// The host's: listens on `bind` (on `bind`'s address at any free port
    /// when that port is taken and `any_port`), the line's events to
    /// `events`; the address listened on.
    pub fn listen(
        &mut self,
        bind: SocketAddr,
        any_port: bool,
        events: Sender<Event>,
    ) -> std::io::Result<SocketAddr> {
        let host = match Host::start(bind, self.code, self.hello.clone(), events.clone()) {
            Err(e) if any_port && e.kind() == std::io::ErrorKind::AddrInUse => Host::start(
                SocketAddr::new(bind.ip(), 0),
                self.code,
                self.hello.clone(),
                events,
            )?,
            started => started?,
        };
        let addr = host.local_addr();
        self.host = Some(host);
        Ok(addr)
    }

    /// The joiner's: calls the host with the hello last kept.
    pub fn call(&self, events: Sender<Event>) -> Result<(Link, Hello), Failure> {
        let Some(addr) = self.address else {
            return Err(Failure::Closed);
        };
        link::join(addr, self.code, &self.hello, events)
    }

    /// The line came up with `peer`'s hello: the record both go on from,
    /// and the colour this side plays (the joiner learns the game's id and
    /// its colour from the host).
    pub fn met(&mut self, mine: &Hello, peer: &Hello) -> (Agreed, Color) {
        match self.role {
            Role::Host => {
                let me = if mine.host_plays.as_deref() == Some("black") {
                    Color::Black
                } else {
                    Color::White
                };
                (super::agree(mine, peer), me)
            }
            Role::Join => {
                let me = match peer.host_plays.as_deref() {
                    Some("black") => Color::White,
                    _ => Color::Black,
                };
                let agreed = super::agree(peer, mine);
                self.id = peer.game.clone().unwrap_or_default();
                (agreed, me)
            }
        }
    }

    /// After every change of `table`: the hello brought up to date (the
    /// host's for the next caller), the record kept in the data folder;
    /// once the game is over, archived there (the path, that once) and the
    /// record kept forgotten.
    pub fn keep(&mut self, table: &Table) -> Result<Option<PathBuf>, SaveError> {
        self.hello = self.hello(table);
        if let Some(host) = &self.host {
            host.set_hello(self.hello.clone());
        }
        let Some(dir) = self.dir.as_deref().filter(|_| !self.id.is_empty()) else {
            return Ok(None);
        };
        let saved = table.saved();
        if !saved.is_finished() {
            store::save(dir, self.role, &self.id, table.me(), &saved)?;
            return Ok(None);
        }
        if self.archived {
            return Ok(None);
        }
        let archive = dir.join(crate::record::ARCHIVE_DIR);
        let path = crate::record::archive(&saved, &archive, std::time::SystemTime::now())?;
        self.archived = true;
        store::clear(dir, self.role);
        Ok(Some(path))
    }

    /// The code the other player needs now (the host's may have changed).
    pub fn current_code(&self) -> Code {
        self.host.as_ref().map_or(self.code, Host::code)
    }

    /// Stops listening (the host) and lets the line go.
    pub fn stop(&mut self) {
        if let Some(host) = self.host.take() {
            host.stop();
        }
    }
}

/// The first wait before calling the host again, and the longest.
pub const FIRST_WAIT: Duration = Duration::from_secs(1);
pub const LONGEST_WAIT: Duration = Duration::from_secs(16);

/// The joiner's line dropped: calls the host at `addr` again with `code`
/// and `hello`, waiting longer each time (from [`FIRST_WAIT`], doubling,
/// up to [`LONGEST_WAIT`]); `before(attempt, wait)` is told of each
/// attempt before its wait and says whether to go on. The line, once up
/// (its events to `events`); a refusal that calling again cannot mend (a
/// wrong code, other rules, another version); `None` when `before` stopped.
pub fn call_again(
    addr: SocketAddr,
    code: Code,
    hello: &Hello,
    events: &Sender<Event>,
    mut before: impl FnMut(u32, Duration) -> bool,
) -> Option<Result<(Link, Hello), Failure>> {
    let mut wait = FIRST_WAIT;
    for attempt in 1.. {
        if !before(attempt, wait) {
            return None;
        }
        std::thread::sleep(wait);
        match link::join(addr, code, hello, events.clone()) {
            Ok(joined) => return Some(Ok(joined)),
            Err(why @ (Failure::WrongCode | Failure::Rules(_) | Failure::Version(_))) => {
                return Some(Err(why));
            }
            Err(_) => wait = (wait * 2).min(LONGEST_WAIT),
        }
    }
    None
}

/// Why a text is not an address to join.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddressError {
    /// The system could not resolve it: its error.
    Unresolved(String),
    /// It resolves to no address.
    NoAddress,
}

/// `HOST` or `HOST:PORT` (an IPv6 address in brackets with a port), the
/// port [`DEFAULT_PORT`] when none is given. A name is looked up, which
/// may take a while: call it off the screen's thread.
pub fn address(text: &str) -> Result<SocketAddr, AddressError> {
    let text = text.trim();
    if let Ok(ip) = text.parse::<IpAddr>() {
        return Ok(SocketAddr::new(ip, DEFAULT_PORT));
    }
    let with_port = if text
        .rsplit_once(':')
        .is_some_and(|(_, p)| p.parse::<u16>().is_ok())
    {
        text.to_string()
    } else {
        format!("{text}:{DEFAULT_PORT}")
    };
    with_port
        .to_socket_addrs()
        .map_err(|e| AddressError::Unresolved(e.to_string()))?
        .next()
        .ok_or(AddressError::NoAddress)
}

/// Where the other player can reach a host listening on `listening`: that
/// address itself when it is one, else this computer's address on its
/// network (found without sending anything) and loopback, at its port.
pub fn addresses(listening: SocketAddr) -> Vec<SocketAddr> {
    if !listening.ip().is_unspecified() {
        return vec![listening];
    }
    let port = listening.port();
    let mut all = Vec::new();
    // Connecting a UDP socket only chooses the route: no packet leaves.
    let routed = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))
        .and_then(|s| s.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).map(|()| s))
        .and_then(|s| s.local_addr());
    if let Ok(local) = routed
        && !local.ip().is_unspecified()
        && !local.ip().is_loopback()
    {
        all.push(SocketAddr::new(local.ip(), port));
    }
    all.push(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port));
    all
}
