//! The event loop: sets up the terminal, sleeps until an event, a signal or
//! a worker's answer comes, hands it to [`App::update`], performs the
//! effects asked for, draws; restores the terminal on every way out (quit,
//! Ctrl-C, a signal, a panic) and around a suspension (Ctrl-Z).

use std::io;
use std::sync::mpsc::{self, Receiver, Sender};

use ratatui::DefaultTerminal;

use crate::prefs::Loaded;
use crate::record::{Autosave, LoadError, SavedGame};
use yote_engine::Rules;

use crate::tui::app::App;
use crate::tui::look::theme::Theme;
use crate::tui::msg::{Ended, Message};
use crate::tui::screens::game::computer;

use crate::tui::run::analysis;
use crate::tui::run::effect::{Effect, Lane};
use crate::tui::run::effects::Files;
use crate::tui::run::engine_worker::EngineWorker;
use crate::tui::run::net;
use crate::tui::run::terminal::{self, Input};

/// Plays in the terminal, starting on the setup screen with `rules` (which
/// offers to resume an unfinished autosaved game).
/// The preferences read at start (`prefs`) give the players' names, the
/// computer's level, the keys bound; the settings screen edits their file.
/// `clock` (`--clock`) is the time control the setup screen offers first,
/// over the preferences'.
pub fn run(
    rules: Rules,
    prefs: &Loaded,
    theme: Theme,
    clock: Option<crate::clock::TimeControl>,
) -> io::Result<Ended> {
    let mut app = App::new(rules, theme).with_prefs(prefs, crate::prefs::prefs_path());
    if clock.is_some() {
        app.setup_mut().set_clock(clock);
    }
    run_app(app.with_autosave(Autosave::locate()))
}

/// [`run`], opening at the lessons (`yote learn`), or at the puzzles
/// (`yote puzzles`): Back leads to the setup screen.
pub fn run_learn(rules: Rules, prefs: &Loaded, theme: Theme, puzzles: bool) -> io::Result<Ended> {
    let mut app = App::new(rules, theme).with_prefs(prefs, crate::prefs::prefs_path());
    if puzzles {
        app.open_puzzles_at_start();
    } else {
        app.open_learn_at_start();
    }
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
    let names = app.setup().names.clone();
    let mut app = app
        .with_prefs(prefs, crate::prefs::prefs_path())
        .with_autosave(Autosave::locate());
    app.setup_mut().names = names;
    Ok(run_app(app))
}

/// Runs `app` in the terminal until it quits or a signal ends it; the
/// terminal is given back on every way out, and the file work asked last
/// (the autosave of a move made just before quitting, a save in flight) is
/// done first; a listing or reading in flight is not waited for.
pub fn run_app(app: App) -> io::Result<Ended> {
    run_app_with(app, |_, _| {})
}

/// [`run_app`] playing against another computer: the line's `events` (for
/// this side, `side`; the line already up on `link` if given; `again`
/// feeding `events`) come into the loop as the app's messages, and its
/// moves go out on the line; the game is kept after every change.
pub fn run_remote(
    app: App,
    side: crate::net::Session,
    link: Option<crate::net::Link>,
    events: Receiver<crate::net::Event>,
    again: Sender<crate::net::Event>,
) -> io::Result<Ended> {
    run_app_with(app, move |app, tx| {
        let tx = tx.clone();
        app.line = Some(net::spawn(side, link, events, again, move |m| {
            tx.send(Input::Message(m)).is_ok()
        }));
    })
}

/// [`run_app`], `start` given the app and the loop's inputs before the
/// screen opens.
fn run_app_with(mut app: App, start: impl FnOnce(&mut App, &Sender<Input>)) -> io::Result<Ended> {
    let (tx, rx) = mpsc::channel();
    start(&mut app, &tx);
    // Listen before the screen opens, so that no signal finds it unguarded.
    let _signals = terminal::forward_signals(tx.clone())?;
    let mut term = terminal::init()?;
    terminal::forward_events(tx.clone());
    let mut files = std::mem::take(&mut app.files);
    let results = tx.clone();
    files.start(move |done| {
        let _ = results.send(Input::Message(Message::Done(done)));
    });
    let engine_tx = tx.clone();
    // Its messages wake the loop like a key press does.
    let mut engine = EngineWorker::new(move |message| {
        let _ = engine_tx.send(Input::Message(message));
    });
    let mut run = Run {
        files: &mut files,
        engine: &mut engine,
    };
    let result = event_loop(&mut term, &mut app, &mut run, &rx, &tx);
    if let Some(line) = app.line.take() {
        line.leave();
    }
    app.computer.stop();
    // The engine quits (or is ended) before the program does.
    engine.finish();
    finish(&mut app, &mut files);
    terminal::restore();
    result
}

/// On the way out: the writes asked for and not yet done are done (the
/// reads dropped), and the writer is waited for.
fn finish(app: &mut App, files: &mut Files) {
    let writes = app
        .take_effects()
        .into_iter()
        .filter(|e| matches!(e.lane(), Lane::Now | Lane::Write))
        .collect();
    let _ = files.perform_all(writes);
    files.finish();
}

/// What the loop works with beside the app.
struct Run<'a> {
    files: &'a mut Files,
    engine: &'a mut EngineWorker,
}

/// Draws, then sleeps until an event, a signal or a result comes: no busy
/// loop. The inputs already waiting are taken together, then the effects
/// they asked for are performed (the autosave written once for the batch,
/// its result handed back to the app), then the screen is drawn: what the
/// screen shows is on disk.
fn event_loop(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    run: &mut Run<'_>,
    rx: &Receiver<Input>,
    tx: &Sender<Input>,
) -> io::Result<Ended> {
    resized(terminal, app)?;
    while app.running {
        perform(terminal, app, run.files, run.engine, tx)?;
        // A game across two computers is kept by its line.
        let kept = app.line.as_ref().zip(app.remote.as_ref());
        if let Some(problem) = kept.and_then(|(line, remote)| line.keep(&remote.table)) {
            app.note(&problem);
        }
        if !app.running {
            break;
        }
        terminal.draw(|frame| frame.render_widget(&*app, frame.area()))?;
        let first = next_input(app, rx)?;
        for input in std::iter::once(first).chain(rx.try_iter()) {
            match input {
                Input::Term(Ok(event)) => app.update(event),
                Input::Message(message) => app.update(message),
                Input::Signal(signal) => app.update(Message::Signal(signal)),
                // A hang-up may break the terminal just before its signal comes.
                Input::Term(Err(e)) => return pending_signal(rx).ok_or(e),
            }
            if !app.running {
                break;
            }
        }
    }
    Ok(app.ended)
}

/// The next input: waited for, or, while a clock runs, a tick when the
/// clock shows another figure (no timer while no clock runs).
fn next_input(app: &App, rx: &Receiver<Input>) -> io::Result<Input> {
    let gone = || io::Error::other("no more input");
    match app.tick_in() {
        None => rx.recv().map_err(|_| gone()),
        Some(wait) => match rx.recv_timeout(wait) {
            Ok(input) => Ok(input),
            Err(mpsc::RecvTimeoutError::Timeout) => Ok(Input::Message(Message::Tick)),
            Err(mpsc::RecvTimeoutError::Disconnected) => Err(gone()),
        },
    }
}

/// Tells the app the terminal's size (it may have changed while stopped).
fn resized(terminal: &DefaultTerminal, app: &mut App) -> io::Result<()> {
    let size = terminal.size()?;
    app.update(Message::Resize(size.width, size.height));
    Ok(())
}

/// A signal that ends the game, already waiting, if any.
fn pending_signal(rx: &Receiver<Input>) -> Option<Ended> {
    rx.try_iter().find_map(|input| match input {
        Input::Signal(terminal::Signal::End(n)) => Some(Ended::Signal(n)),
        _ => None,
    })
}

/// Does what the app asked, and hands back what came of it, until it asks
/// nothing more. The terminal's effects and the computer's thinking (the
/// external engine's too) are the loop's own; the file work is
/// [`Files::perform_all`]'s.
fn perform(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    files: &mut Files,
    engine: &mut EngineWorker,
    tx: &Sender<Input>,
) -> io::Result<()> {
    loop {
        let asked = app.take_effects();
        if asked.is_empty() {
            return Ok(());
        }
        let (done, own) = files.perform_all(asked);
        for effect in own {
            match effect {
                Effect::Suspend => {
                    terminal::suspend(terminal)?;
                    resized(terminal, app)?;
                }
                Effect::Retake => {
                    terminal::retake(terminal)?;
                    resized(terminal, app)?;
                }
                Effect::Send(message) => {
                    if let Some(line) = &app.line {
                        line.send(&message);
                    }
                }
                Effect::Net(ask) => {
                    if let Some(line) = app.line.take() {
                        line.leave();
                    }
                    let tx = tx.clone();
                    app.line = Some(net::start(*ask, move |m| {
                        tx.send(Input::Message(m)).is_ok()
                    }));
                }
                Effect::HangUp => {
                    if let Some(line) = app.line.take() {
                        line.leave();
                    }
                }
                Effect::Bell => {
                    use std::io::Write;
                    let mut out = io::stdout();
                    let _ = out.write_all(b"\x07").and_then(|()| out.flush());
                }
                Effect::Think(request) if request.engine.is_some() => engine.ask(*request),
                Effect::Think(request) => {
                    // The answer wakes the loop like a key press does.
                    let tx = tx.clone();
                    computer::spawn(*request, move |msg| {
                        let _ = tx.send(Input::Message(msg));
                    });
                }
                Effect::Check(job) => {
                    let tx = tx.clone();
                    crate::tui::run::check::spawn(*job, move |message| {
                        let _ = tx.send(Input::Message(message));
                    });
                }
                Effect::Review(job) => {
                    // Its progress and result wake the loop like a key press does.
                    let tx = tx.clone();
                    analysis::spawn(*job, move |message| {
                        let _ = tx.send(Input::Message(message));
                    });
                }
                _ => {}
            }
        }
        for done in done {
            app.update(done);
        }
    }
}

/// Does every effect on the game's files the app asked for (and any that
/// they lead to) at once, handing each result to the app, as the event loop
/// would without its workers. Effects on the terminal, the computer's
/// thinking and the player's preferences stay asked for, for the test: a
/// test settling its app never writes outside its data folder.
pub fn settle(app: &mut App) {
    let mut kept = Vec::new();
    let mut files = std::mem::take(&mut app.files);
    loop {
        let effects = app.take_effects();
        if effects.is_empty() {
            break;
        }
        let (stay, work): (Vec<Effect>, Vec<Effect>) = effects
            .into_iter()
            .partition(|e| e.lane() == Lane::Loop || matches!(e, Effect::Remember { .. }));
        kept.extend(stay);
        let (done, _) = files.perform_all(work);
        for done in done {
            app.update(done);
        }
    }
    app.files = files;
    app.effects = kept;
}
