//! The terminal game against an external engine, in process: the app asks
//! for the engine's move as an effect ([`Effect::Think`] with an engine
//! call) and the test is the event loop, handing it to the real worker
//! (`EngineWorker`, through `support::engine::Loop`) and the worker's messages back to `App::update`. The
//! engines are real processes: `yote engine` itself, and small scripts of
//! `tests/data/` that answer an illegal move, die, or never answer. Every
//! wait is bounded and ends on a message, none on a clock. The preferences'
//! engine keys, and the setup screen's Engine choice, are checked here too.

use crate::support;

use std::time::{Duration, Instant};

use ratatui::crossterm::event::KeyCode;
use support::engine::{Loop, our_engine, prefs};
use support::tui::{press, screen, status};
use yote::i18n::{Lang, set_language};
use yote::prefs::{Loaded, Machine};
use yote::tui::{App, Effect, Match, Message, Theme};
use yote_engine::{Color, Rules};

/// The terminal the tests draw into.
const SIZE: (u16, u16) = (100, 32);

/// A script of `tests/data/`, run by `sh` with `args`.
fn script(name: &str, args: &str) -> String {
    format!("sh {}/tests/data/{name} {args}", env!("CARGO_MANIFEST_DIR"))
}

/// Ada (White) against Bo (Black), `seats` saying who plays which side,
/// with the preferences `loaded`; sized, so that the engine to move is
/// asked at once.
fn table(loaded: &Loaded, seats: [Option<Machine>; 2]) -> App {
    set_language(Lang::En);
    let m = Match::new(Rules::default(), "Ada", "Bo").with_machines(seats);
    let mut app = App::with_match(m, Theme::mono()).with_prefs(loaded, None);
    app.update(Message::Resize(SIZE.0, SIZE.1));
    app
}

/// The name the game's engine gave itself, once it has started.
fn engine_name(app: &App) -> Option<&str> {
    app.play().and_then(|p| p.engine_name.as_deref())
}

fn ply(app: &App) -> usize {
    app.game().expect("a game").ply()
}

/// `yote engine` plays White's first move by itself: it lands on the
/// board, the thinking line names the engine, and then the person (Black)
/// moves; the engine answers that too, in the same process.
#[test]
fn the_engine_plays_its_moves_and_the_person_theirs() {
    let loaded = prefs(&our_engine(), 50);
    let mut app = table(&loaded, [Some(Machine::Engine), None]);
    let mut looped = Loop::new();
    let seen = looped.until(&mut app, |app| ply(app) == 1);
    let first = app.game().expect("a game").moves().next().expect("a move");
    assert!(first.to_string().starts_with('@'), "a drop: {first}");
    assert_eq!(engine_name(&app).map(|n| n.starts_with("yote")), Some(true));
    // Its panel names it all game long.
    assert!(
        screen(&app, SIZE.0, SIZE.1).contains("Engine: yote"),
        "{}",
        screen(&app, SIZE.0, SIZE.1)
    );
    assert!(
        seen.iter()
            .any(|l| l.contains("Ada (White) is thinking (yote")),
        "the engine named while it thinks: {seen:?}"
    );
    // Black, a person, drops on the board's first free square.
    support::tui::drop_anywhere(&mut app);
    assert_eq!(ply(&app), 2, "{}", status(&app));
    looped.until(&mut app, |app| ply(app) == 3);
    // One process played both moves: one engine started.
    assert_eq!(looped.started, 1);
    assert_eq!(
        app.current_match().expect("a game").computer[0],
        Some(Machine::Engine)
    );
    // A new game is a new table: its own engine process.
    app.update(Message::Restart);
    app.update(Message::Yes);
    assert_eq!(ply(&app), 0, "{}", status(&app));
    looped.until(&mut app, |app| ply(app) == 1);
    assert_eq!(looped.started, 2);
}

/// An engine that answers an illegal move, or dies, does not end the game:
/// the status line says what happened in words and the side goes to the
/// person, who plays it with the keys.
#[test]
fn a_failing_engine_gives_its_side_to_the_person() {
    for (command, why) in [
        (
            script("engine-illegal.sh", ""),
            "Liar 1.0 failed (it answered 'z9', which is not a legal move here): you play Ada (White) now.",
        ),
        (
            script("engine-dies.sh", ""),
            "Quitter failed (it ended or closed its output): you play Ada (White) now.",
        ),
        (
            "/nonexistent/engine".to_string(),
            "Engine failed (it could not be started (No such file or directory",
        ),
    ] {
        let loaded = prefs(&command, 20);
        let mut app = table(&loaded, [Some(Machine::Engine), None]);
        let mut looped = Loop::new();
        looped.until(&mut app, |app| {
            app.current_match().expect("a game").computer[0].is_none()
        });
        assert!(status(&app).starts_with(why), "{command}: {}", status(&app));
        assert_eq!(ply(&app), 0);
        assert!(app.play().expect("a game").thinking.is_none());
        // White is the person's now: Enter drops a piece where the cursor is.
        press(&mut app, KeyCode::Enter);
        assert_eq!(ply(&app), 1, "{command}: {}", status(&app));
        assert_eq!(looped.perform(&mut app), 0, "the engine is not asked again");
        // And the failure is said in the player's language.
        set_language(Lang::Es);
        let loaded = prefs(&command, 20);
        let mut app = table(&loaded, [Some(Machine::Engine), None]);
        set_language(Lang::Es);
        Loop::new().until(&mut app, |app| {
            app.current_match().expect("a game").computer[0].is_none()
        });
        set_language(Lang::En);
        assert!(
            status(&app).contains("ahora usted juega por"),
            "{}",
            status(&app)
        );
    }
}

/// A side given to the engine with no engine command set is the person's
/// at once (not only when it is to move), said on the status line; nothing
/// is asked of any engine.
#[test]
fn an_engine_side_without_a_command_is_the_persons() {
    let loaded = Loaded::from_text("", "preferences.toml");
    let mut app = table(&loaded, [None, Some(Machine::Engine)]);
    assert_eq!(app.current_match().expect("a game").computer[1], None);
    assert_eq!(
        status(&app),
        "No engine is set (engine = \"CMD\" in the preferences): you play Bo (Black) now."
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(ply(&app), 1);
    // Black is the person's: Enter drops a piece for Black too.
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    assert_eq!(ply(&app), 2, "{}", status(&app));
    assert!(
        app.take_effects()
            .iter()
            .all(|e| !matches!(e, Effect::Think(_)))
    );
}

/// A reply asked for before a pause, an undo or quitting is never played:
/// the engine is told to stop, and its answer dropped. An engine that does
/// not stop is ended, as it is on quitting: its process is gone.
#[test]
fn a_stopped_request_gets_no_answer_and_quitting_ends_the_engine() {
    // `yote engine` thinking for long: Esc pauses it; no move comes.
    let loaded = prefs(&our_engine(), 20_000);
    let mut app = table(&loaded, [Some(Machine::Engine), None]);
    let mut looped = Loop::new();
    looped.until(&mut app, |app| engine_name(app).is_some());
    press(&mut app, KeyCode::Esc);
    assert!(app.computer.paused);
    assert_eq!(looped.perform(&mut app), 0);
    // Stopped, not waited for: a search left to run its 20 s would end in
    // a move, which the messages after it would hold.
    looped.worker.finish();
    let after: Vec<Message> = looped.rx.try_iter().collect();
    assert!(
        !after.iter().any(|m| matches!(m, Message::Thought { .. })),
        "{after:?}"
    );
    assert_eq!(ply(&app), 0);

    // An engine that never answers and ignores `quit` and SIGTERM is killed
    // when the game quits (the app stops its request first, as the event
    // loop does), and reaped: no process is left.
    let dir = tempfile::tempdir().expect("tempdir");
    let pid_file = dir.path().join("pid");
    let loaded = prefs(
        &script("engine-stubborn.sh", &pid_file.display().to_string()),
        20_000,
    );
    let mut app = table(&loaded, [Some(Machine::Engine), None]);
    let mut looped = Loop::new();
    looped.until(&mut app, |app| engine_name(app).is_some());
    let pid = std::fs::read_to_string(&pid_file).expect("the pid written");
    let proc = format!("/proc/{}", pid.trim());
    assert!(std::path::Path::new(&proc).exists(), "it runs");
    app.computer.stop();
    looped.worker.finish();
    assert!(!std::path::Path::new(&proc).exists(), "{proc} is gone");
    assert!(
        !looped
            .rx
            .try_iter()
            .any(|m| matches!(m, Message::Thought { .. })),
    );
}

/// An engine that never answers `go` has failed once its time and the
/// grace of 5 s have passed: its side goes to the person.
#[test]
#[ignore = "waits the engine's grace of 5 s"]
fn a_silent_engine_fails_after_its_grace() {
    let dir = tempfile::tempdir().expect("tempdir");
    let pid_file = dir.path().join("pid");
    let command = script("engine-stubborn.sh", &pid_file.display().to_string());
    let mut app = table(&prefs(&command, 10), [Some(Machine::Engine), None]);
    let mut looped = Loop::new();
    let started = Instant::now();
    looped.until(&mut app, |app| {
        app.current_match().expect("a game").computer[0].is_none()
    });
    assert!(started.elapsed() >= Duration::from_secs(5));
    assert!(
        status(&app)
            .starts_with("Mule failed (no answer within 5010 ms): you play Ada (White) now."),
        "{}",
        status(&app)
    );
    // The engine that failed is ended at once, not at quitting.
    let proc = format!(
        "/proc/{}",
        std::fs::read_to_string(&pid_file).expect("pid").trim()
    );
    assert!(!std::path::Path::new(&proc).exists(), "{proc} is gone");
}

/// The engine may play both sides: one process, asked for each move.
#[test]
fn the_engine_plays_both_sides() {
    let loaded = prefs(&our_engine(), 20);
    let mut app = table(&loaded, [Some(Machine::Engine), Some(Machine::Engine)]);
    let mut looped = Loop::new();
    looped.until(&mut app, |app| ply(app) >= 4);
    assert_eq!(looped.started, 1);
    assert_eq!(
        app.current_match().expect("a game").computer,
        [Some(Machine::Engine), Some(Machine::Engine)],
        "{}",
        status(&app)
    );
}

// --- The preferences' engine keys -----------------------------------------

fn said(loaded: &Loaded) -> Vec<String> {
    loaded.problems.iter().map(ToString::to_string).collect()
}

#[test]
fn the_engine_keys_are_read_and_checked() {
    set_language(Lang::En);
    // Good: the command split on whitespace, the time in ms.
    let loaded = Loaded::from_text(
        "white_player = \"engine\"\nengine = \"  /usr/bin/my-engine  --fast \"\nengine_time = 250\n",
        "p.toml",
    );
    assert!(loaded.problems.is_empty(), "{:?}", said(&loaded));
    let engine = loaded.prefs.engine().expect("an engine");
    assert_eq!(engine.words, ["/usr/bin/my-engine", "--fast"]);
    assert_eq!(engine.time, Duration::from_millis(250));
    assert_eq!(
        loaded.prefs.player(Color::White),
        Some(Some(Machine::Engine))
    );
    // The time defaults to a second.
    let loaded = Loaded::from_text("engine = \"e\"\n", "p.toml");
    assert_eq!(
        loaded.prefs.engine().map(|e| e.time),
        Some(Duration::from_secs(1))
    );
    // "engine" with no command: named by key and line; a person plays, the
    // rest of the file is used.
    let loaded = Loaded::from_text("theme = \"light\"\nblack_player = \"Engine\"\n", "p.toml");
    assert_eq!(
        said(&loaded),
        [
            "p.toml, line 2: black_player is \"engine\", but no engine command is set \
          (engine = \"CMD\"); a person plays that side"
        ]
    );
    assert_eq!(loaded.prefs.player(Color::Black), None);
    assert_eq!(loaded.prefs.theme, yote::prefs::ThemeName::Light);
    // Bad values, each named with its key, line and what it takes.
    for (text, expected) in [
        (
            "engine_time = 0\n",
            "p.toml, line 1: engine_time must be a whole number from 1 to 600000 (found the number 0)",
        ),
        (
            "engine_time = 600001\n",
            "p.toml, line 1: engine_time must be a whole number from 1 to 600000 (found the number 600001)",
        ),
        (
            "engine_time = \"fast\"\n",
            "p.toml, line 1: engine_time must be a whole number from 1 to 600000 (found the string \"fast\")",
        ),
        (
            "\nengine_time = 1.5\n",
            "p.toml, line 2: engine_time must be a whole number from 1 to 600000 (found the number 1.5)",
        ),
        (
            "engine = \"   \"\n",
            "p.toml, line 1: engine must name a program, then its arguments (found an empty command)",
        ),
        (
            "engine = 3\n",
            "p.toml, line 1: engine must be text in quotes (found the number 3)",
        ),
    ] {
        let loaded = Loaded::from_text(text, "p.toml");
        let message = said(&loaded).join("\n");
        assert!(message.starts_with(expected), "{text:?}: {message}");
        assert!(loaded.prefs.engine().is_none(), "{text:?}");
    }
}

// --- The setup screen ----------------------------------------------------

/// White's line of the setup screen, stepped with `key` `times` times.
fn white_line_after(loaded: &Loaded, key: KeyCode, times: usize) -> (App, String) {
    set_language(Lang::En);
    let mut app = App::new(Rules::default(), Theme::mono()).with_prefs(loaded, None);
    app.update(Message::Resize(SIZE.0, SIZE.1));
    // Up from the first line wraps to Start, then the coach, the clock,
    // Black's line, White's.
    for _ in 0..5 {
        press(&mut app, KeyCode::Up);
    }
    for _ in 0..times {
        press(&mut app, key);
    }
    let shown = screen(&app, SIZE.0, SIZE.1);
    let line = shown
        .lines()
        .find(|l| l.contains("○ White ·"))
        .expect("White's line")
        .to_string();
    (app, line)
}

#[test]
fn the_setup_screen_offers_the_engine_only_when_one_is_set() {
    // Configured: Engine comes after the levels (left from Human wraps to
    // it), is drawn, starts the game with it, and is remembered.
    let loaded = prefs(&our_engine(), 100);
    let (mut app, line) = white_line_after(&loaded, KeyCode::Left, 1);
    assert!(line.contains("▶ ○ White · Engine"), "{line}");
    assert_eq!(app.setup().computer[0], Some(Machine::Engine));
    press(&mut app, KeyCode::Char('s'));
    let remembered = app.take_effects().into_iter().find_map(|e| match e {
        Effect::Remember { computer, .. } => Some(computer),
        _ => None,
    });
    assert_eq!(remembered, Some([Some(Machine::Engine), None]));
    assert_eq!(
        app.current_match().expect("a game").computer[0],
        Some(Machine::Engine)
    );
    let (_, line) = white_line_after(&loaded, KeyCode::Right, 4);
    assert!(line.contains("○ White · Engine"), "{line}");
    // Not configured: the cycle is Human, Easy, Medium, Hard; the screen
    // says where to set an engine.
    let none = Loaded::from_text("", "preferences.toml");
    let (app, line) = white_line_after(&none, KeyCode::Left, 1);
    assert!(line.contains("○ White · Computer: Hard"), "{line}");
    let (_, line) = white_line_after(&none, KeyCode::Right, 4);
    assert!(line.contains("○ White · Human"), "{line}");
    let shown = screen(&app, SIZE.0, SIZE.1);
    assert!(!shown.contains("Engine"), "{shown}");
    assert!(
        shown.contains("To play an external engine, set engine = \"CMD\" in the preferences"),
        "{shown}"
    );
}
