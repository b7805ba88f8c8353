//! The external engine on a clock, in process (the real worker, through
//! `support::engine::Loop`, and real processes; the game's time turned by
//! hand): its `go` gives it its share of the time it has left, the share
//! the built-in computer gets, and an engine that overruns its clock loses
//! on time as a person does.

use crate::support;

use std::sync::Arc;

use support::engine::{Loop, prefs};
use support::tui::screen;
use yote::clock::{ManualTime, TimeControl, think_time};
use yote::i18n::{Lang, set_language};
use yote::prefs::{Loaded, Machine};
use yote::tui::{App, Match, Message, Theme};
use yote_engine::{Color, GameResult, Reason, Rules};

/// A script of `tests/data/`, run by `sh` with `args`.
fn script(name: &str, args: &str) -> String {
    format!("sh {}/tests/data/{name} {args}", env!("CARGO_MANIFEST_DIR"))
}

/// The engine (White) against Bo on `control`, its time turned by hand.
fn on_clock(loaded: &Loaded, control: &str) -> (App, ManualTime) {
    set_language(Lang::En);
    let time = ManualTime::new();
    let m = Match::new(Rules::default(), "Engine", "Bo")
        .with_machines([Some(Machine::Engine), None])
        .with_clock(Some(TimeControl::parse(control).unwrap()));
    let mut app = App::with_match(m, Theme::mono())
        .with_prefs(loaded, None)
        .with_time(Arc::new(time.clone()));
    app.update(Message::Resize(100, 32));
    (app, time)
}

#[test]
fn the_engine_is_given_its_share_of_the_time_it_has_left() {
    let dir = tempfile::tempdir().expect("tempdir");
    let told = dir.path().join("told");
    let command = script("engine-told.sh", &format!("{} @a1", told.display()));
    // Its own budget (ten minutes a move) is more than the clock gives.
    let (mut app, _time) = on_clock(&prefs(&command, 600_000), "1+0");
    let mut looped = Loop::new();
    looped.until(&mut app, |app| app.game().expect("a game").ply() == 1);
    let share = think_time(std::time::Duration::from_mins(1), std::time::Duration::ZERO);
    let lines = std::fs::read_to_string(&told).expect("what it was told");
    let go = lines.lines().find(|l| l.starts_with("go")).expect("a go");
    assert_eq!(go, format!("go time {}", share.as_millis()), "{lines}");
    // Its move is timed as anyone's.
    let m = app.current_match().expect("a game");
    assert_eq!(m.clocks.as_ref().expect("timed").spent().len(), 1);
}

#[test]
fn an_engine_that_overruns_its_clock_loses_on_time() {
    let dir = tempfile::tempdir().expect("tempdir");
    let pid_file = dir.path().join("pid");
    let command = script("engine-stubborn.sh", &pid_file.display().to_string());
    // Three seconds for the game; the engine never answers.
    let (mut app, time) = on_clock(&prefs(&command, 600_000), "0.05+0");
    let mut looped = Loop::new();
    looped.until(&mut app, |app| {
        app.play().and_then(|p| p.engine_name.as_deref()).is_some()
    });
    time.advance(std::time::Duration::from_secs(4));
    app.update(Message::Tick);
    let outcome = app.game().expect("a game").outcome().expect("over");
    assert_eq!(outcome.result, GameResult::Win(Color::Black));
    assert_eq!(
        outcome.reason,
        Reason::OutOfTime {
            flagged: Color::White
        }
    );
    assert!(screen(&app, 100, 32).contains("lost on time"));
    // Its request was stopped with the game: no move comes, and the
    // engine that would not stop is ended.
    assert!(app.computer.thinking.is_none());
    looped.perform(&mut app);
    looped.worker.finish();
    assert!(
        !looped
            .rx
            .try_iter()
            .any(|m| matches!(m, Message::Thought { .. }))
    );
    let pid = std::fs::read_to_string(&pid_file).expect("the pid written");
    let proc = format!("/proc/{}", pid.trim());
    assert!(!std::path::Path::new(&proc).exists(), "{proc} is gone");
    assert_eq!(app.game().expect("a game").ply(), 0);
}
