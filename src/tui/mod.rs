//! The terminal game: set up the terminal, run the event loop, restore the
//! terminal on every way out (quit, Ctrl-C, a signal, a panic) and around a
//! suspension (Ctrl-Z).

pub mod app;
pub mod ascii;
pub mod computer;
pub mod effects;
pub mod file_prompt;
pub mod game_screen;
pub mod help;
pub mod input;
pub mod keys;
pub mod msg;
pub mod play;
pub mod replay;
pub mod resume;
pub mod saves;
pub mod settings;
pub mod setup;
pub mod terminal;
pub mod theme;
pub mod widgets;
pub mod words;

use std::io;
use std::sync::mpsc::{self, Receiver, Sender};

use ratatui::DefaultTerminal;

use crate::prefs::Loaded;
use crate::record::{Autosave, LoadError, SavedGame};
use yote_engine::Rules;

pub use app::{App, Effect, Msg, Screen};
pub use play::{Match, Play};
pub use theme::Theme;

use terminal::{Input, Signal};

/// How the game ended, for the program's exit status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// The player quit.
    Quit,
    /// Ctrl-C: quit at once, as an interrupted program.
    Interrupted,
    /// A signal (its number: SIGTERM, SIGHUP, SIGINT) ended the game.
    Signal(i32),
}

impl Ended {
    /// The exit status: 0, or 128 plus the signal's number as shells report
    /// an interrupted program (130 for Ctrl-C).
    pub fn exit_code(self) -> u8 {
        match self {
            Ended::Quit => 0,
            Ended::Interrupted => 130,
            Ended::Signal(n) => u8::try_from(128 + n).unwrap_or(255),
        }
    }
}

/// Plays in the terminal, starting on the setup screen with `rules` (which
/// offers to resume an unfinished autosaved game).
/// The preferences read at start (`prefs`) give the players' names, the
/// computer's level, the keys bound; the settings screen edits their file.
pub fn run(rules: Rules, prefs: &Loaded, theme: Theme) -> io::Result<Ended> {
    let app = App::new(rules, theme).with_prefs(prefs, crate::prefs::prefs_path());
    run_app(app.with_autosave(Autosave::locate()))
}

/// Plays in the terminal, starting at a saved game (in replay if it is
/// finished). Fails before the screen opens if the game does not replay.
/// The preferences read at start (`prefs`) give the keys and the
/// computer's level; the names stay the saved game's.
pub fn run_saved(
    saved: SavedGame,
    theme: Theme,
    prefs: &Loaded,
) -> Result<io::Result<Ended>, LoadError> {
    let app = App::with_saved(saved, theme)?;
    let names = app.setup.names.clone();
    let mut app = app
        .with_prefs(prefs, crate::prefs::prefs_path())
        .with_autosave(Autosave::locate());
    app.setup.names = names;
    Ok(run_app(app))
}

/// Runs `app` in the terminal until it quits or a signal ends it; the
/// terminal is given back on every way out, and the file work asked last
/// (the autosave of a move made just before quitting) is done first.
pub fn run_app(mut app: App) -> io::Result<Ended> {
    let (tx, rx) = mpsc::channel();
    // Listen before the screen opens, so that no signal finds it unguarded.
    let _signals = terminal::forward_signals(tx.clone())?;
    let mut term = terminal::init()?;
    terminal::forward_events(tx.clone());
    let result = event_loop(&mut term, &mut app, &rx, &tx);
    effects::settle(&mut app);
    terminal::restore();
    result
}

/// What one input did to the loop.
enum Step {
    /// Go on; whether to redraw.
    Go(bool),
    End(Ended),
}

/// Draws, then sleeps until an event or a signal comes: no busy loop.
/// The inputs already waiting are taken together, then the effects they
/// asked for are performed (the autosave written once for the batch), then
/// the screen is drawn: what the screen shows is on disk.
fn event_loop(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    rx: &Receiver<Input>,
    tx: &Sender<Input>,
) -> io::Result<Ended> {
    resized(terminal, app)?;
    let mut redraw = true;
    while app.running {
        redraw |= perform(terminal, app, tx)?;
        if redraw {
            terminal.draw(|frame| frame.render_widget(&*app, frame.area()))?;
        }
        let first = rx.recv().map_err(|_| io::Error::other("no more input"))?;
        redraw = false;
        for input in std::iter::once(first).chain(rx.try_iter()) {
            match handle(terminal, app, input, rx)? {
                Step::Go(again) => redraw |= again,
                Step::End(ended) => return Ok(ended),
            }
            if !app.running {
                break;
            }
        }
    }
    Ok(if app.interrupted {
        Ended::Interrupted
    } else {
        Ended::Quit
    })
}

/// Hands one input to the app, or to the terminal.
fn handle(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    input: Input,
    rx: &Receiver<Input>,
) -> io::Result<Step> {
    Ok(Step::Go(match input {
        Input::Term(Ok(event)) => app.handle_event(event),
        Input::Msg(msg) => {
            app.update(msg);
            true
        }
        // A hang-up may break the terminal just before its signal comes.
        Input::Term(Err(e)) => return pending_signal(rx).map(Step::End).ok_or(e),
        Input::Signal(Signal::End(n)) => return Ok(Step::End(Ended::Signal(n))),
        Input::Signal(Signal::Stop) => {
            terminal::suspend(terminal)?;
            resized(terminal, app)?
        }
        Input::Signal(Signal::Continue) => {
            terminal::retake(terminal)?;
            resized(terminal, app)?
        }
    }))
}

/// Tells the app the terminal's size (it may have changed while stopped).
fn resized(terminal: &DefaultTerminal, app: &mut App) -> io::Result<bool> {
    let size = terminal.size()?;
    app.update(Msg::Resize(size.width, size.height));
    Ok(true)
}

/// A signal that ends the game, already waiting, if any.
fn pending_signal(rx: &Receiver<Input>) -> Option<Ended> {
    rx.try_iter().find_map(|input| match input {
        Input::Signal(Signal::End(n)) => Some(Ended::Signal(n)),
        _ => None,
    })
}

/// Does what the app asked, until it asks nothing more; returns whether
/// to redraw. The terminal's effects and the computer's thinking are the
/// loop's own; the file work is [`effects::perform_all`]'s.
fn perform(terminal: &mut DefaultTerminal, app: &mut App, tx: &Sender<Input>) -> io::Result<bool> {
    let mut redraw = false;
    loop {
        let asked = app.take_effects();
        if asked.is_empty() {
            return Ok(redraw);
        }
        redraw = true;
        let mut files = Vec::new();
        for effect in asked {
            match effect {
                Effect::Suspend => {
                    terminal::suspend(terminal)?;
                    resized(terminal, app)?;
                }
                Effect::Think(request) => {
                    // The answer wakes the loop like a key press does.
                    let tx = tx.clone();
                    computer::spawn(*request, move |msg| {
                        let _ = tx.send(Input::Msg(msg));
                    });
                }
                effect => files.push(effect),
            }
        }
        effects::perform_all(app, files);
    }
}
