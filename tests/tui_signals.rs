//! Signals sent to the running game, end to end in a pseudo-terminal:
//! SIGTERM, SIGHUP, SIGINT and SIGQUIT give the terminal back (cooked mode, main
//! screen, mouse reports off, cursor shown) and leave the game to resume;
//! Ctrl-Z and SIGTSTP suspend it, SIGCONT brings it back fully redrawn.

use crate::support;

use std::path::Path;

use support::pty::{ENTER, Exit, RIGHT, Session, UP};

/// Starts a game in `data` and plays two moves (White @c3, Black @d3).
fn two_moves_in(data: &Path) -> Session {
    let mut s = Session::start_in(&[], data);
    s.wait_for("[Off]");
    s.send("s");
    s.wait_for("White: drop a piece");
    s.send(ENTER);
    s.wait_for("1. @c3");
    s.send(RIGHT);
    s.send(ENTER);
    s.wait_for("1. @c3           @d3");
    assert!(!s.cooked(), "raw mode while playing");
    s
}

/// The terminal as a shell needs it.
fn assert_given_back(s: &Session) {
    s.assert_restored();
    assert!(s.cooked(), "raw mode is off");
    assert!(!s.screen().hide_cursor(), "the cursor is shown");
}

/// A signal that ends the game: the terminal is restored, the exit status
/// is 128 + the signal, and the next start resumes the game.
fn ended_by(signal: libc::c_int) {
    let data = tempfile::tempdir().expect("temporary data directory");
    let mut s = two_moves_in(data.path());
    s.signal(signal);
    assert_eq!(s.wait_exit(), Exit::Code(128 + signal));
    assert!(!s.contents().contains("Moves"), "{}", s.contents());
    assert_given_back(&s);
    drop(s);

    let mut s = Session::start_in(&[], data.path());
    s.wait_for("An unfinished game was kept");
    s.wait_for("1 move played");
    s.send("r");
    s.wait_for("Resumed the unfinished game: 1 move.");
    s.wait_for("1. @c3           @d3");
    // White plays on from c3 (taken), where a resumed game's cursor starts.
    s.send(UP);
    s.send(ENTER);
    s.wait_for("2. @c4");
    s.quit_game();
    assert_given_back(&s);
}

#[test]
fn sigterm_restores_the_terminal_and_the_game_resumes() {
    ended_by(libc::SIGTERM);
}

#[test]
fn sighup_restores_the_terminal_and_the_game_resumes() {
    ended_by(libc::SIGHUP);
}

#[test]
fn sigquit_restores_the_terminal_and_the_game_resumes() {
    // Uncaught, SIGQUIT would dump core with the terminal left raw.
    ended_by(libc::SIGQUIT);
}

#[test]
fn sigint_restores_the_terminal_and_the_game_resumes() {
    ended_by(libc::SIGINT);
}

/// Stopped: the terminal was given back first. Continued: raw mode, the
/// alternate screen and mouse reports again, every cell redrawn, keys work.
fn stops_and_comes_back(s: &mut Session) {
    let stop = s.wait_stopped();
    assert_eq!(stop, libc::SIGSTOP);
    // Everything written before the stop is on the way, maybe in several
    // pieces: read until all of it has come.
    s.wait_until(
        "the main screen, mouse reports off, the cursor shown",
        |screen| {
            !screen.alternate_screen()
                && screen.mouse_protocol_mode() == vt100::MouseProtocolMode::None
                && !screen.hide_cursor()
        },
    );
    assert_given_back(s);
    s.signal(libc::SIGCONT);
    // A full redraw: the board, both panels, the history and the key bar,
    // not only what changed.
    let parts = ["Board", "1. @c3           @d3", "In hand: 11", "q quit"];
    s.wait_until("the whole game screen again", |screen| {
        let text = screen.contents();
        screen.alternate_screen() && parts.iter().all(|p| text.contains(p))
    });
    assert_ne!(
        s.screen().mouse_protocol_mode(),
        vt100::MouseProtocolMode::None,
        "mouse capture is on again"
    );
    assert!(!s.cooked(), "raw mode again");
    s.send(UP);
    s.send(ENTER); // White @d4 (the cursor was on d3)
    s.wait_for("2. @d4");
}

#[test]
fn sigtstp_then_sigcont_suspends_and_redraws() {
    let data = tempfile::tempdir().expect("temporary data directory");
    let mut s = two_moves_in(data.path());
    s.signal(libc::SIGTSTP);
    stops_and_comes_back(&mut s);
    s.quit_game();
    assert_given_back(&s);
}

#[test]
fn ctrl_z_suspends_like_any_terminal_program() {
    let data = tempfile::tempdir().expect("temporary data directory");
    let mut s = two_moves_in(data.path());
    s.send("\x1a");
    stops_and_comes_back(&mut s);
    // Ctrl-C: as an interrupted program.
    s.send(support::pty::CTRL_C);
    assert_eq!(s.wait_exit(), Exit::Code(130));
    assert_given_back(&s);
}
