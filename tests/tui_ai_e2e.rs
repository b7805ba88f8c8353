//! End to end against the computer: the real `yote` binary in a
//! pseudo-terminal, a game set up as Human against Computer (Easy) on the
//! setup screen, one move played and the computer's reply seen on screen.

use crate::support;

use support::pty::{ENTER, RIGHT, Session, UP};

#[test]
fn human_against_the_easy_computer_sees_its_reply() {
    let mut s = Session::start(&[]);
    s.wait_for("[Off]");
    // Up from the first line wraps to Start, the coach, the clock, then
    // Black's player line.
    s.send(&UP.repeat(4));
    s.wait_for("▶ ● Black · Human");
    s.send(RIGHT);
    s.wait_for("● Black · Computer: Easy");
    s.send("s");
    s.wait_for("White: drop a piece");
    s.wait_for("Easy computer");
    s.send(ENTER); // White @c3
    // The computer (Black) replies on its own: on the status line, in the
    // history beside White's move, and it is White's turn again.
    s.wait_for("Easy computer dropped a piece on");
    s.wait_until("Black's drop in the history", |screen| {
        screen
            .contents()
            .lines()
            .any(|l| l.contains("1. @c3") && l.matches('@').count() == 2)
    });
    s.wait_for("White: drop a piece");
    s.quit_game();
    s.assert_restored();
}
