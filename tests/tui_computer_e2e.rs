//! End to end, the computer against itself: the real `yote` binary in a
//! pseudo-terminal, both sides set to the Hard computer on the setup
//! screen. One of them is always thinking (on its own thread), so every key
//! below is answered while it thinks: the event loop is never held up by
//! the search. Every wait is on the screen, bounded; none on a clock.

use crate::support;

use support::pty::{ENTER, RIGHT, Session, UP};

/// On the setup screen, Black set to the Hard computer: up from the first
/// line wraps to Start, then the coach, the clock and Black's line;
/// three steps right reach Hard.
fn black_is_hard(s: &mut Session) {
    s.wait_for("[Off]");
    s.send(&UP.repeat(4));
    s.wait_for("▶ ● Black · Human");
    s.send(&RIGHT.repeat(3));
    s.wait_for("● Black · Computer: Hard");
}

#[test]
fn computer_against_computer_answers_keys_while_thinking_and_pauses() {
    let mut s = Session::start(&[]);
    black_is_hard(&mut s);
    // Then White's line, just above.
    s.send(UP);
    s.wait_for("▶ ○ White · Human");
    s.send(&RIGHT.repeat(3));
    s.wait_for("○ White · Computer: Hard");
    s.send("s");
    s.wait_for("is thinking (Hard");
    // A choice on the board is answered at once, with why it waits.
    s.send(ENTER);
    s.wait_for("is thinking (u takes moves back, Esc pauses).");
    // Its moves come on their own.
    s.wait_until("the first move in the move list", |screen| {
        screen.contents().contains("1. @")
    });
    // p pauses it: the prompt says so, and a choice on the board is told.
    s.send("p");
    s.wait_for("Paused: the computer waits. p lets it play on.");
    s.wait_for("is paused: p lets it play on.");
    s.send(ENTER);
    s.wait_for("is paused: p lets it play on, u takes moves back.");
    // Undo takes one move back and it stays paused.
    s.send("u");
    s.wait_for("Took back");
    s.wait_for("is paused: p lets it play on.");
    s.quit_game();
    s.assert_restored();
}

/// Saving while the computer thinks leaves it thinking: it still plays.
/// (A save whose result skipped the computer's sync would leave it never
/// moving, and the person could move for it.)
#[test]
fn saving_while_the_computer_thinks_it_still_plays() {
    let data = tempfile::tempdir().expect("tempdir");
    let mut s = Session::start_in(&[], data.path());
    black_is_hard(&mut s);
    s.send("s");
    s.wait_for("White: drop a piece");
    // White drops a piece; at once, while Black thinks, save.
    s.send(ENTER);
    s.send("S");
    s.wait_for("Save the game");
    s.send(ENTER);
    // The note may give way at once to Black's move: look at the folder.
    let games = data.path().join("games");
    s.wait_until("the game saved", |_| {
        std::fs::read_dir(&games).is_ok_and(|d| d.count() == 1)
    });
    // Black's answer comes on its own: the move list's first row fills.
    s.wait_until("Black's first move in the move list", |screen| {
        screen.contents().lines().any(|line| {
            line.split_once("1. @")
                .is_some_and(|(_, rest)| rest.contains('@'))
        })
    });
    let saved = std::fs::read_dir(&games).expect("the games folder").count();
    assert_eq!(saved, 1, "one game saved");
    s.quit_game();
    s.assert_restored();
}
