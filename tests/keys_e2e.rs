//! Rebound keys end to end: the real `yote` in a pseudo-terminal with a
//! preferences file that rebinds keys. The rebound keys work and the key
//! bar names them; a clash is reported by key and line and the default
//! keys still work.

use crate::support;

use std::path::Path;

use support::pty::{CTRL_C, ENTER, Session};

fn write_prefs(data: &Path, text: &str) {
    std::fs::create_dir_all(data.join("config")).unwrap();
    std::fs::write(data.join("config").join("preferences.toml"), text).unwrap();
}

fn quit(mut s: Session) -> String {
    s.send(CTRL_C);
    s.wait_exit();
    s.contents()
}

#[test]
fn rebound_keys_work_and_are_shown() {
    let data = tempfile::tempdir().unwrap();
    write_prefs(
        data.path(),
        "[keys.setup]\nstart = \"g\"\n[keys.game]\nundo = \"z\"\n",
    );
    let mut s = Session::start_in(&[], data.path());
    s.wait_for("g start");
    s.send("g");
    s.wait_for("drop a piece");
    s.wait_for("z undo");
    s.send(ENTER);
    s.wait_for("1. @");
    // u is free now: once the look back that follows it shows, the move
    // is still there.
    s.send("u[");
    s.wait_for("Looking back");
    assert!(s.contents().contains("1. @"), "{}", s.contents());
    s.send("\x1b");
    // Back at the game before the next key: an Esc followed at once by
    // `z` reads as Alt-z.
    s.wait_until("the look back left", |screen| {
        !screen.contents().contains("Looking back")
    });
    s.send("z");
    s.wait_until("the drop undone", |screen| {
        !screen.contents().contains("1. @")
    });
    let screen = quit(s);
    assert!(!screen.contains("u undo"), "{screen}");
}

#[test]
fn a_clash_is_reported_and_the_defaults_kept() {
    let data = tempfile::tempdir().unwrap();
    write_prefs(data.path(), "[keys.game]\nundo = \"r\"\n");
    let mut s = Session::start_in(&[], data.path());
    s.wait_for("Second piece from the hand:");
    s.send("s");
    s.wait_for("u undo");
    s.send(ENTER);
    s.wait_for("1. @");
    s.send("u");
    s.wait_until("the drop undone", |screen| {
        !screen.contents().contains("1. @")
    });
    let screen = quit(s);
    assert!(
        screen.contains("preferences.toml, line 2: keys.game: r would be both 'undo' and 'redo'"),
        "{screen}"
    );
}
