//! A line to the other side: the handshake (SPAKE2 on the code, then each
//! side's hello, sealed), then a thread reading frames into events, and
//! keep-alives. Every wait is bounded.

use std::io::{self, Read};
use std::net::{Shutdown, SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use spake2::{Ed25519Group, Identity, Password, Spake2};

use super::code::Code;
use super::frame::{FrameError, Frames, MAX_FRAME, kind, write_frame};
use super::message::{self, Hello, Message, RuleDiffers, VERSION};
use super::seal::{self, Opener, Role, SealError, Sealer};
use super::{Event, Failure, Lost, Refused};

/// A line with no frame for this long is dead.
pub const DEAD_AFTER: Duration = Duration::from_secs(10);

/// A keep-alive goes out when nothing else has for this long.
pub const KEEP_ALIVE: Duration = Duration::from_secs(2);

/// The whole handshake must be done within this.
pub const HANDSHAKE_TIME: Duration = Duration::from_secs(10);

/// Frames the other side may send in a burst, and per second after it.
const BURST: f64 = 100.0;
const PER_SECOND: f64 = 50.0;

/// How long one read waits before the loop looks at the clock again.
const READ_STEP: Duration = Duration::from_millis(200);

const ID_HOST: &[u8] = b"yote host";
const ID_JOIN: &[u8] = b"yote join";

/// The sending half of a line, shared by the game and the keep-alives.
#[derive(Clone)]
pub struct Link {
    inner: Arc<Inner>,
}

struct Inner {
    out: Mutex<Out>,
    closed: AtomicBool,
    peer: SocketAddr,
}

struct Out {
    stream: TcpStream,
    sealer: Sealer,
    last_sent: Instant,
}

impl std::fmt::Debug for Link {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Link({})", self.inner.peer)
    }
}

impl Link {
    /// Seals and sends a message.
    pub fn send(&self, message: &Message) -> io::Result<()> {
        if self.is_closed() {
            return Err(io::ErrorKind::NotConnected.into());
        }
        let plain = message::encode(message);
        let mut out = self
            .inner
            .out
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let body = out.sealer.seal(&plain);
        let result = write_frame(&mut out.stream, &body);
        out.last_sent = Instant::now();
        if result.is_err() {
            drop(out);
            self.close();
        }
        result
    }

    /// Says goodbye and closes the line.
    pub fn leave(&self) {
        let _ = self.send(&Message::Bye);
        self.close();
    }

    /// Closes the line; the reading thread ends.
    pub fn close(&self) {
        self.inner.closed.store(true, Ordering::SeqCst);
        let out = self
            .inner
            .out
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let _ = out.stream.shutdown(Shutdown::Both);
    }

    pub fn is_closed(&self) -> bool {
        self.inner.closed.load(Ordering::SeqCst)
    }

    /// The other side's address.
    pub fn peer(&self) -> SocketAddr {
        self.inner.peer
    }

    /// Sends a test's own bytes as a frame, unsealed (tests of the other
    /// side's refusals).
    #[doc(hidden)]
    pub fn send_raw(&self, bytes: &[u8]) -> io::Result<()> {
        use std::io::Write;
        let mut out = self
            .inner
            .out
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        out.stream.write_all(bytes)
    }

    /// Seals `plain` as a frame without sending it, for a test to replay
    /// or tamper with; the counter moves on as for a frame sent.
    #[doc(hidden)]
    pub fn seal_only(&self, plain: &[u8]) -> Vec<u8> {
        let mut out = self
            .inner
            .out
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let body = out.sealer.seal(plain);
        let mut frame = (body.len() as u32).to_be_bytes().to_vec();
        frame.extend_from_slice(&body);
        frame
    }
}

/// Reads one frame, waiting until `deadline` at most.
fn read_frame(stream: &mut TcpStream, deadline: Instant) -> Result<Vec<u8>, Failure> {
    let mut frames = Frames::default();
    let mut buf = vec![0u8; 4096];
    loop {
        if let Some(frame) = frames.next_frame().map_err(Failure::Frame)? {
            return Ok(frame);
        }
        if Instant::now() >= deadline {
            return Err(Failure::Timeout);
        }
        let want = frames.wanted().min(buf.len());
        match stream.read(&mut buf[..want]) {
            Ok(0) => return Err(Failure::Closed),
            Ok(n) => frames.push(&buf[..n]),
            Err(e) if would_wait(&e) => {}
            Err(e) => return Err(Failure::Io(e.kind())),
        }
    }
}

fn would_wait(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut | io::ErrorKind::Interrupted
    )
}

fn pake_frame(message: &[u8]) -> Vec<u8> {
    let mut body = vec![kind::PAKE];
    body.extend_from_slice(&VERSION.to_be_bytes());
    body.extend_from_slice(message);
    body
}

/// A line that passed the handshake: the halves of the channel and the
/// other side's hello.
pub(crate) struct Shaken {
    sealer: Sealer,
    opener: Opener,
    pub(crate) hello: Hello,
}

/// The handshake, either side: the key exchange on `code`, then the
/// hellos, sealed; the other side's version and rules checked.
pub(crate) fn handshake(
    stream: &mut TcpStream,
    role: Role,
    code: Code,
    hello: &Hello,
) -> Result<Shaken, Failure> {
    let deadline = Instant::now() + HANDSHAKE_TIME;
    stream
        .set_read_timeout(Some(READ_STEP))
        .map_err(|e| Failure::Io(e.kind()))?;
    stream
        .set_write_timeout(Some(HANDSHAKE_TIME))
        .map_err(|e| Failure::Io(e.kind()))?;
    let _ = stream.set_nodelay(true);
    let io = |e: io::Error| Failure::Io(e.kind());
    let password = Password::new(code.secret());
    let (host, join) = (Identity::new(ID_HOST), Identity::new(ID_JOIN));
    let secret = match role {
        Role::Join => {
            let (state, outbound) = Spake2::<Ed25519Group>::start_b(&password, &host, &join);
            write_frame(stream, &pake_frame(&outbound)).map_err(io)?;
            let reply = read_frame(stream, deadline)?;
            match reply.first() {
                Some(&kind::BUSY) => return Err(Failure::Busy),
                Some(&kind::VERSION) if reply.len() == 3 => {
                    return Err(Failure::Version(u16::from_be_bytes([reply[1], reply[2]])));
                }
                Some(&kind::PAKE) if reply.len() > 3 => {}
                _ => return Err(Failure::NotYote),
            }
            let version = u16::from_be_bytes([reply[1], reply[2]]);
            if version != VERSION {
                return Err(Failure::Version(version));
            }
            state.finish(&reply[3..]).map_err(|_| Failure::NotYote)?
        }
        Role::Host => {
            let first = read_frame(stream, deadline)?;
            if first.first() != Some(&kind::PAKE) || first.len() <= 3 {
                return Err(Failure::NotYote);
            }
            let version = u16::from_be_bytes([first[1], first[2]]);
            if version != VERSION {
                let mut body = vec![kind::VERSION];
                body.extend_from_slice(&VERSION.to_be_bytes());
                let _ = write_frame(stream, &body);
                return Err(Failure::Version(version));
            }
            let (state, outbound) = Spake2::<Ed25519Group>::start_a(&password, &host, &join);
            write_frame(stream, &pake_frame(&outbound)).map_err(io)?;
            state.finish(&first[3..]).map_err(|_| Failure::NotYote)?
        }
    };
    let (mut sealer, mut opener) = seal::channel(&secret, role);
    let body = sealer.seal(&message::encode(&Message::Hello(Box::new(hello.clone()))));
    if body.len() > MAX_FRAME {
        return Err(Failure::TooLong);
    }
    // The joiner's hello goes first; the host answers with its own only
    // when that opened, else says in clear that it did not: so a wrong
    // code, or a byte changed on the way, fails on both sides.
    if role == Role::Join {
        write_frame(stream, &body).map_err(io)?;
    }
    let frame = read_frame(stream, deadline)?;
    if role == Role::Join && frame.first() == Some(&kind::WRONG) {
        return Err(Failure::WrongCode);
    }
    // The host says so itself ([`tell_wrong_code`]) once it is free for
    // the next attempt.
    let Ok(plain) = opener.open(&frame) else {
        return Err(Failure::WrongCode);
    };
    if role == Role::Host {
        write_frame(stream, &body).map_err(io)?;
    }
    let Some(Message::Hello(theirs)) = message::decode(&plain) else {
        return Err(Failure::NotYote);
    };
    if theirs.version != VERSION {
        return Err(Failure::Version(theirs.version));
    }
    let differ: Vec<RuleDiffers> = message::rule_differences(&hello.rules, &theirs.rules);
    if !differ.is_empty() {
        return Err(Failure::Rules(differ));
    }
    let plays_ok = match role {
        Role::Join => matches!(theirs.host_plays.as_deref(), Some("white" | "black")),
        Role::Host => theirs.host_plays.is_none(),
    };
    if !plays_ok {
        return Err(Failure::NotYote);
    }
    Ok(Shaken {
        sealer,
        opener,
        hello: *theirs,
    })
}

/// The host's answer to a hello that did not open: the codes differ.
pub(crate) fn tell_wrong_code(stream: &mut TcpStream) {
    let _ = write_frame(stream, &[kind::WRONG]);
}

/// Starts the line's threads: one reading frames into `events`, one
/// sending keep-alives. `on_end` runs once when the line is gone.
pub(crate) fn start(
    stream: TcpStream,
    shaken: Shaken,
    events: Sender<Event>,
    on_end: Box<dyn FnOnce() + Send>,
) -> io::Result<(Link, Hello)> {
    let peer = stream.peer_addr()?;
    stream.set_write_timeout(Some(DEAD_AFTER))?;
    let reader = stream.try_clone()?;
    let link = Link {
        inner: Arc::new(Inner {
            out: Mutex::new(Out {
                stream,
                sealer: shaken.sealer,
                last_sent: Instant::now(),
            }),
            closed: AtomicBool::new(false),
            peer,
        }),
    };
    let keeper = link.clone();
    std::thread::Builder::new()
        .name("net-keep-alive".into())
        .spawn(move || {
            while !keeper.is_closed() {
                std::thread::sleep(READ_STEP);
                let idle = {
                    let out = keeper
                        .inner
                        .out
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner);
                    out.last_sent.elapsed()
                };
                if idle >= KEEP_ALIVE && keeper.send(&Message::Ping).is_err() {
                    break;
                }
            }
        })?;
    let owner = link.clone();
    let opener = shaken.opener;
    std::thread::Builder::new()
        .name("net-read".into())
        .spawn(move || {
            let why = read_loop(reader, opener, &events, &owner);
            owner.close();
            on_end();
            let _ = events.send(Event::Lost(why));
        })?;
    Ok((link, shaken.hello))
}

/// Reads frames until the line ends; says why it ended.
fn read_loop(
    mut stream: TcpStream,
    mut opener: Opener,
    events: &Sender<Event>,
    link: &Link,
) -> Lost {
    let mut frames = Frames::default();
    let mut buf = vec![0u8; 8192];
    let mut last_frame = Instant::now();
    let mut tokens = BURST;
    let mut refilled = Instant::now();
    let mut warned: Option<Instant> = None;
    loop {
        if link.is_closed() {
            return Lost::Closed;
        }
        match frames.next_frame() {
            Err(FrameError::TooLarge(n)) => return Lost::TooLarge(n),
            Err(FrameError::Empty) => return Lost::NotYote,
            Ok(Some(frame)) => {
                last_frame = Instant::now();
                tokens = (tokens + refilled.elapsed().as_secs_f64() * PER_SECOND).min(BURST);
                refilled = Instant::now();
                if tokens < 1.0 {
                    // Too many frames: this one waits for its turn, and
                    // the other side's sending waits on ours (TCP's own
                    // flow control), so a flood only slows the flooder.
                    if warned.is_none_or(|at| at.elapsed() >= Duration::from_secs(1)) {
                        warned = Some(Instant::now());
                        let _ = events.send(Event::Refused(Refused::TooFrequent));
                    }
                    std::thread::sleep(Duration::from_secs_f64((1.0 - tokens) / PER_SECOND));
                    tokens = 1.0;
                    refilled = Instant::now();
                }
                tokens -= 1.0;
                let opened = opener.open(&frame);
                let plain = match opened {
                    Ok(plain) => plain,
                    Err(SealError::Replayed { .. }) => {
                        let _ = events.send(Event::Refused(Refused::Replayed));
                        continue;
                    }
                    Err(SealError::Ahead { .. }) => return Lost::OutOfOrder,
                    Err(SealError::Tampered | SealError::Short) => return Lost::Tampered,
                };
                match message::decode(&plain) {
                    Some(Message::Ping) => {}
                    Some(Message::Bye) => return Lost::Left,
                    Some(m) => {
                        if events.send(Event::Message(m)).is_err() {
                            return Lost::Closed;
                        }
                    }
                    None => {
                        let _ = events.send(Event::Refused(Refused::NotAMessage));
                    }
                }
                continue;
            }
            Ok(None) => {}
        }
        if last_frame.elapsed() >= DEAD_AFTER {
            return Lost::Silent;
        }
        let want = frames.wanted().min(buf.len());
        match stream.read(&mut buf[..want]) {
            Ok(0) => return Lost::Closed,
            Ok(n) => frames.push(&buf[..n]),
            Err(e) if would_wait(&e) => {}
            Err(_) => return Lost::Closed,
        }
    }
}

/// Joins the game at `addr` with `code`: the handshake, then the line.
pub fn join(
    addr: SocketAddr,
    code: Code,
    hello: &Hello,
    events: Sender<Event>,
) -> Result<(Link, Hello), Failure> {
    let mut stream =
        TcpStream::connect_timeout(&addr, HANDSHAKE_TIME).map_err(|e| Failure::Io(e.kind()))?;
    let shaken = handshake(&mut stream, Role::Join, code, hello)?;
    stream
        .set_read_timeout(Some(READ_STEP))
        .map_err(|e| Failure::Io(e.kind()))?;
    start(stream, shaken, events, Box::new(|| {})).map_err(|e| Failure::Io(e.kind()))
}
