//! The guidance end to end, in a pseudo-terminal: keys are
//! ignored while the terminal is too small (nothing is played unseen), and
//! Enter on a name selects it so that typing replaces it.

use crate::support;

use support::pty::{COLS, DOWN, ENTER, ROWS, Session};

/// The standard game on a terminal too small for it: Enter, x and ? are
/// ignored (and counted on the screen), and work once it is big enough.
#[test]
fn keys_are_ignored_while_please_enlarge_is_shown() {
    let mut s = Session::start(&[]);
    s.wait_for("[Off]");
    s.send("s");
    s.wait_for("White: drop a piece");
    s.resize(20, 50);
    s.wait_for("Please enlarge the terminal.");
    // Enter would drop on c3 and x would ask to resign: both ignored.
    s.send(ENTER);
    s.send("x");
    s.send("?");
    // The game says each key was ignored: all three were read while small.
    s.wait_for("3 keys ignored until then.");
    s.resize(ROWS, COLS);
    s.wait_for("White: drop a piece");
    let screen = s.contents();
    assert!(!screen.contains("1. @c3"), "nothing was played: {screen}");
    assert!(!screen.contains("resigns the game?"), "{screen}");
    assert!(!screen.contains("Help: every key"), "{screen}");
    // Seen now: the same key plays.
    s.send(ENTER);
    s.wait_for("1. @c3");
    s.wait_for("Black: drop a piece");
    s.quit_game();
}

#[test]
fn enter_on_a_name_selects_it_and_typing_replaces_it() {
    let mut s = Session::start(&[]);
    s.wait_for("[Off]");
    // The toggle, the folded optional rules, then White's name.
    for _ in 0..2 {
        s.send(DOWN);
    }
    s.wait_for("▶ ○ White");
    s.send(ENTER);
    s.wait_for("typing replaces it");
    s.send("Ama");
    s.send(ENTER);
    s.send(DOWN);
    s.send(ENTER);
    s.send("Kofi");
    s.send(ENTER);
    s.send("s");
    s.wait_for("○ Ama vs ● Kofi");
    s.wait_for("Ama: drop a piece");
    let screen = s.contents();
    assert!(!screen.contains("WhiteAma"), "{screen}");
    s.quit_game();
}
