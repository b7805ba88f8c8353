//! The host's side: listening for the other player, one line at a time.
//! A second caller during a game is told so and let go; after three wrong
//! codes the code is replaced, so guessing gets three tries per code.

use std::io;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::code::Code;
use super::frame::{kind, write_frame};
use super::link::{self, Link};
use super::message::Hello;
use super::seal::Role;
use super::{Event, Failure};

/// Wrong codes before the code is replaced.
pub const TRIES: u8 = 3;

/// A game being hosted.
pub struct Host {
    shared: Arc<Shared>,
    addr: SocketAddr,
}

struct Shared {
    code: Mutex<Code>,
    hello: Mutex<Hello>,
    busy: AtomicBool,
    wrong: Mutex<u8>,
    stop: AtomicBool,
    link: Mutex<Option<Link>>,
}

impl Host {
    /// Listens on `bind` for the player with `code`; `hello` is what this
    /// side says of itself (kept up to date with [`Host::set_hello`]).
    pub fn start(
        bind: SocketAddr,
        code: Code,
        hello: Hello,
        events: Sender<Event>,
    ) -> io::Result<Host> {
        let listener = TcpListener::bind(bind)?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let shared = Arc::new(Shared {
            code: Mutex::new(code),
            hello: Mutex::new(hello),
            busy: AtomicBool::new(false),
            wrong: Mutex::new(0),
            stop: AtomicBool::new(false),
            link: Mutex::new(None),
        });
        let inner = Arc::clone(&shared);
        std::thread::Builder::new()
            .name("net-listen".into())
            .spawn(move || listen(&listener, &inner, &events))?;
        Ok(Host { shared, addr })
    }

    /// The address listened on.
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// The code to give the other player now.
    pub fn code(&self) -> Code {
        *lock(&self.shared.code)
    }

    /// What this side says of itself to the next caller (its record).
    pub fn set_hello(&self, hello: Hello) {
        *lock(&self.shared.hello) = hello;
    }

    /// The line to the other player, while there is one.
    pub fn link(&self) -> Option<Link> {
        lock(&self.shared.link).clone().filter(|l| !l.is_closed())
    }

    /// Stops listening and closes the line.
    pub fn stop(&self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        if let Some(link) = lock(&self.shared.link).take() {
            link.leave();
        }
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        self.stop();
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn listen(listener: &TcpListener, shared: &Arc<Shared>, events: &Sender<Event>) {
    while !shared.stop.load(Ordering::SeqCst) {
        match listener.accept() {
            Ok((stream, from)) => {
                if shared.busy.swap(true, Ordering::SeqCst) {
                    refuse_busy(stream);
                    if events.send(Event::Busy(from)).is_err() {
                        return;
                    }
                    continue;
                }
                let shared = Arc::clone(shared);
                let events = events.clone();
                let spawned = std::thread::Builder::new()
                    .name("net-handshake".into())
                    .spawn(move || serve(stream, &shared, &events));
                if spawned.is_err() {
                    // No thread for it: the caller is let go.
                }
            }
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                std::thread::sleep(Duration::from_millis(50));
            }
            Err(_) => std::thread::sleep(Duration::from_millis(200)),
        }
    }
}

/// Tells a second caller that a game is on, without waiting on it.
fn refuse_busy(mut stream: TcpStream) {
    let _ = stream.set_nonblocking(false);
    let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
    let _ = write_frame(&mut stream, &[kind::BUSY]);
}

fn serve(mut stream: TcpStream, shared: &Arc<Shared>, events: &Sender<Event>) {
    let _ = stream.set_nonblocking(false);
    let code = *lock(&shared.code);
    let hello = lock(&shared.hello).clone();
    let result = link::handshake(&mut stream, Role::Host, code, &hello);
    match result {
        Ok(shaken) => {
            let owner = Arc::clone(shared);
            let started = link::start(
                stream,
                shaken,
                events.clone(),
                Box::new(move || owner.busy.store(false, Ordering::SeqCst)),
            );
            match started {
                Ok((link, peer)) => {
                    *lock(&shared.wrong) = 0;
                    *lock(&shared.link) = Some(link.clone());
                    let _ = events.send(Event::Connected {
                        link,
                        mine: Box::new(hello),
                        peer: Box::new(peer),
                    });
                }
                Err(e) => {
                    shared.busy.store(false, Ordering::SeqCst);
                    let _ = events.send(Event::Failed(Failure::Io(e.kind())));
                }
            }
        }
        Err(failure) => {
            if failure == Failure::WrongCode {
                let mut wrong = lock(&shared.wrong);
                *wrong += 1;
                let left = TRIES.saturating_sub(*wrong);
                let _ = events.send(Event::WrongCode { left });
                if left == 0 {
                    *wrong = 0;
                    let new = Code::random();
                    *lock(&shared.code) = new;
                    let _ = events.send(Event::NewCode(new));
                }
                drop(wrong);
                // Free before the caller hears it: its next attempt is served.
                shared.busy.store(false, Ordering::SeqCst);
                link::tell_wrong_code(&mut stream);
            } else {
                let _ = events.send(Event::Failed(failure));
                shared.busy.store(false, Ordering::SeqCst);
            }
        }
    }
}
