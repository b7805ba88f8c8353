//! The preferences end to end: the real `yote` in a pseudo-terminal with
//! its config folder in a temporary one. The names and rules of a game are
//! remembered for the next launch, the command line wins over them, and a
//! bad file is reported and never crashes the game.

use crate::support;

use std::path::Path;

use support::pty::{CTRL_C, Session};

fn prefs_file(data: &Path) -> std::path::PathBuf {
    data.join("config").join("preferences.toml")
}

fn write_prefs(data: &Path, text: &str) {
    std::fs::create_dir_all(data.join("config")).unwrap();
    std::fs::write(prefs_file(data), text).unwrap();
}

fn quit(mut s: Session) -> String {
    s.send(CTRL_C);
    s.wait_exit();
    s.contents()
}

#[test]
fn names_and_rules_are_remembered_and_flags_win() {
    let data = tempfile::tempdir().unwrap();
    write_prefs(
        data.path(),
        "[players]\nwhite = \"Ama\"\nblack = \"Kofi\"\n[rules]\nsecond_piece = \"board-or-hand\"\n",
    );
    // The remembered rules and names are on the setup screen...
    let mut s = Session::start_in(&[], data.path());
    s.wait_for("[On]");
    s.wait_for("Kofi");
    quit(s);
    // ...unless the command line says otherwise.
    let mut s = Session::start_in(&["--set", "second_piece=board"], data.path());
    s.wait_for("[Off]");
    s.wait_for("Ama");
    // Starting a game remembers what it was started with.
    s.send("s");
    s.wait_for("drop a piece");
    quit(s);
    let text = std::fs::read_to_string(prefs_file(data.path())).unwrap();
    assert!(text.contains("white = \"Ama\""), "{text}");
    assert!(!text.contains("board-or-hand"), "{text}");
    let mut s = Session::start_in(&[], data.path());
    s.wait_for("[Off]");
    quit(s);
}

#[test]
fn a_bad_file_is_reported_by_line_and_key_and_the_game_still_starts() {
    let data = tempfile::tempdir().unwrap();
    write_prefs(data.path(), "theme = \"dark\"\ncolour = \"red\"\n");
    let mut s = Session::start_in(&[], data.path());
    s.wait_for("Second piece from the hand:");
    s.send("s");
    s.wait_for("drop a piece");
    let screen = quit(s);
    assert!(
        screen.contains("preferences.toml, line 2: unknown key 'colour'"),
        "{screen}"
    );
    // Nothing was written over it.
    let text = std::fs::read_to_string(prefs_file(data.path())).unwrap();
    assert_eq!(text, "theme = \"dark\"\ncolour = \"red\"\n");
}

#[test]
fn the_language_of_the_preferences_is_spoken_kept_and_lang_wins() {
    let data = tempfile::tempdir().unwrap();
    write_prefs(data.path(), "lang = \"cs\"\n");
    // The harness's locale is English; the file's Czech wins over it...
    let mut s = Session::start_in(&[], data.path());
    s.wait_for("Druhý kámen z ruky");
    // ...and is kept when a game starts, since it is not the locale's.
    s.send("s");
    s.wait_for("položte kámen");
    quit(s);
    let text = std::fs::read_to_string(prefs_file(data.path())).unwrap();
    assert!(text.contains("lang = \"cs\""), "{text}");
    // `--lang` wins over the file.
    let mut s = Session::start_in(&["--lang", "en"], data.path());
    s.wait_for("Second piece from the hand");
    quit(s);
}

#[test]
fn a_bad_file_is_noted_on_the_setup_screen() {
    let data = tempfile::tempdir().unwrap();
    write_prefs(data.path(), "theme = \"dark\"\n\nlevel = \"expert\"\n");
    let mut s = Session::start_in(&[], data.path());
    // On the setup screen itself, not only on standard error (hidden under
    // it, where the file is named by its whole path after "yote: ").
    s.wait_until("the note on the setup screen", |screen| {
        let shown = screen.contents();
        // The whole note, which wraps to rows drawn one after another.
        shown.contains("Second piece from the hand:")
            && shown
                .lines()
                .any(|row| row.starts_with(" preferences.toml, line 3: level must be one of"))
            && shown.contains("the default preferences are used")
    });
    quit(s);
}
