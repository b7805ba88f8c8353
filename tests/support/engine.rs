//! The test's own event loop for the external engine in the terminal game:
//! the app's engine requests handed to the real worker, its messages back
//! to `App::update`, every wait bounded and ended by a message; and the
//! preferences that name an engine.

use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use yote::prefs::Loaded;
use yote::tui::msg::EngineNews;
use yote::tui::run::engine_worker::EngineWorker;
use yote::tui::{App, Done, Effect, Message};

use super::tui::status;

/// The longest an engine may take before the test fails.
pub const WAIT: Duration = Duration::from_secs(30);

/// `yote engine` itself, on one thread.
pub fn our_engine() -> String {
    format!("{} engine --threads 1", env!("CARGO_BIN_EXE_yote"))
}

/// The preferences naming `command` as the engine, `ms` a move.
pub fn prefs(command: &str, ms: u64) -> Loaded {
    let text = format!("engine = \"{command}\"\nengine_time = {ms}\n");
    let loaded = Loaded::from_text(&text, "preferences.toml");
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    loaded
}

/// The test's event loop: the engine's worker and the channel its
/// messages come back on.
pub struct Loop {
    pub worker: EngineWorker,
    pub rx: Receiver<Message>,
    /// The engines that started (each says its name once).
    pub started: usize,
}

impl Loop {
    pub fn new() -> Loop {
        let (tx, rx) = mpsc::channel();
        Loop {
            worker: EngineWorker::new(move |m| {
                let _ = tx.send(m);
            }),
            rx,
            started: 0,
        }
    }

    /// Does the file work the app asked for (the autosave), then hands
    /// the engine's requests to the worker; the number handed.
    pub fn perform(&mut self, app: &mut App) -> usize {
        yote::tui::event_loop::settle(app);
        let mut asked = 0;
        for effect in app.take_effects() {
            if let Effect::Think(request) = effect {
                assert!(request.engine.is_some(), "only the engine plays here");
                self.worker.ask(*request);
                asked += 1;
            }
        }
        asked
    }

    /// Runs the loop until `done` holds for the app, failing after
    /// [`WAIT`]; the thinking lines shown on the way.
    pub fn until(&mut self, app: &mut App, done: impl Fn(&App) -> bool) -> Vec<String> {
        let deadline = Instant::now() + WAIT;
        let mut seen = Vec::new();
        loop {
            self.perform(app);
            if let Some(play) = app.play().filter(|p| p.thinking.is_some()) {
                let line = yote::tui::screens::game::lines::prompt_text(play);
                seen.push(line.trim().to_string());
            }
            if done(app) {
                return seen;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            let message = self
                .rx
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("no answer in {WAIT:?}: {:?} / {}", seen, status(app)));
            if let Message::Done(Done::Engine {
                news: EngineNews::Named(_),
                ..
            }) = &message
            {
                self.started += 1;
            }
            app.update(message);
        }
    }
}
