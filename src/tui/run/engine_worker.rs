//! The external engine on a worker thread of its own: the event loop hands
//! it the engine's requests ([`Job::Engine`]); it keeps one engine process
//! per table (started at the first request of a match, kept between moves,
//! replaced when the match or the command changes), asks it for the move
//! (on a clock, for its share of the time it has left, as the built-in
//! computer is: one that overruns its clock loses on time as a person does,
//! its flag falling in the game and stopping the wait) and sends the answer
//! back as messages: the engine's name once it has started, its move
//! ([`Message::Thought`]), or why it failed. A request stopped before its
//! answer (undo, a new game, quitting) gets no answer. Finishing ends the
//! engine (`quit`, then killed if it lingers).

use std::sync::atomic::Ordering;
use std::sync::mpsc::{self, Sender};
use std::thread::{self, JoinHandle};

use crate::engine_client::{Client, OnClock};

use crate::tui::msg::{Done, EngineNews, Message};
use crate::tui::run::think::{EngineCall, Request};

/// Carries the worker's messages to the event loop.
type ToLoop = Box<dyn Fn(Message) + Send>;

/// The worker: its thread, started at the first request (a game with no
/// engine starts none).
pub struct EngineWorker {
    /// Until the thread starts: what it will send its messages with.
    send: Option<ToLoop>,
    requests: Option<Sender<Request>>,
    thread: Option<JoinHandle<()>>,
}

impl EngineWorker {
    /// The worker, sending its messages with `send`.
    pub fn new(send: impl Fn(Message) + Send + 'static) -> EngineWorker {
        EngineWorker {
            send: Some(Box::new(send)),
            requests: None,
            thread: None,
        }
    }

    /// Hands `request` (a [`Job::Engine`]) to the thread, starting it the
    /// first time.
    pub fn ask(&mut self, request: Request) {
        if self.requests.is_none()
            && let Some(send) = self.send.take()
        {
            let (tx, rx) = mpsc::channel::<Request>();
            self.thread = Some(thread::spawn(move || {
                let mut engine = None;
                for request in rx {
                    serve(&mut engine, &request, &send);
                }
                // `engine` is dropped here: the process is told to quit.
            }));
            self.requests = Some(tx);
        }
        // The thread ends only when this sender goes.
        if let Some(requests) = &self.requests {
            let _ = requests.send(request);
        }
    }

    /// Ends the thread and with it the engine. The request in hand must
    /// have been stopped first (the app stops its computer on quitting):
    /// the engine is then told to stop, and this waits at most the
    /// engine's answer to that and its quitting.
    pub fn finish(&mut self) {
        self.requests = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for EngineWorker {
    fn drop(&mut self) {
        self.finish();
    }
}

/// The engine playing now: the call it was started for, and its process.
type Running = Option<(EngineCall, Client)>;

/// One request: the engine started if the table has none yet (or another
/// command's), then asked for its move. A request stopped on the way gets
/// no answer; an engine that fails is ended, and the failure said.
fn serve(engine: &mut Running, request: &Request, send: &ToLoop) {
    let Some(call) = &request.engine else {
        return;
    };
    let stopped = || request.stop.load(Ordering::Relaxed);
    if stopped() {
        return;
    }
    let id = request.id;
    let news = |news| send(Message::Done(Done::Engine { id, news }));
    if engine.as_ref().is_none_or(|(running, _)| running != call) {
        // The last table's engine quits before the next one starts.
        *engine = None;
        let (words, time) = (&call.command.words, call.command.time);
        match Client::launch_unless(words, request.game.rules(), time, &request.stop) {
            Ok(Some(client)) => {
                news(EngineNews::Named(client.name().to_string()));
                *engine = Some((call.clone(), client));
            }
            // Stopped while it started: it is ended, and nothing said.
            Ok(None) => return,
            Err(why) if !stopped() => return news(EngineNews::Failed(why)),
            Err(_) => return,
        }
    }
    let Some((_, client)) = engine.as_mut() else {
        return;
    };
    // On a clock: its share of the time it has left, as the built-in
    // computer's (the request's budget), waited for as long as it has.
    let clock = match (request.budget, request.left) {
        (Some(share), Some(left)) => Some(OnClock { share, left }),
        _ => None,
    };
    match client.best_on_clock(&request.game, clock, &request.stop) {
        Ok(Some(mv)) if !stopped() => send(Message::Thought { id, mv: Some(mv) }),
        Ok(_) => {}
        Err(why) => {
            *engine = None;
            if !stopped() {
                news(EngineNews::Failed(why));
            }
        }
    }
}
