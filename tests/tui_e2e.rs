//! End to end: the real `yote` binary in a pseudo-terminal, its screen read
//! through a terminal emulator (vt100). Every wait ends on an event and is
//! bounded; the harness is `support::pty`.

use crate::support;
use yote::rules_file::RulesToml;

use support::pty::{CTRL_C, DOWN, ENTER, Exit, LEFT, RIGHT, Session, State, UP};

/// From `1. @c3 @d3` with the cursor on d3: White drops on d4, then Black's
/// d3 jumps it to d5 (the capture's second piece still to come).
fn white_d4_then_black_jumps_it(s: &mut Session) {
    s.send(UP);
    s.send(ENTER); // White @d4
    s.wait_for("2. @d4");
    s.send(DOWN);
    s.send(ENTER); // Black selects d3
    s.wait_for("move the piece on d3");
    s.send(UP);
    s.send(UP);
    s.send(ENTER); // d3 jumps d4 to d5
}

#[test]
fn hand_option_from_setup_to_a_capture_from_the_hand() {
    let mut s = Session::start(&[]);
    s.wait_for("Second piece from the hand:");
    s.wait_for("[Off]");
    assert!(s.screen().alternate_screen());
    assert_ne!(
        s.screen().mouse_protocol_mode(),
        vt100::MouseProtocolMode::None,
        "mouse capture is on"
    );
    // The headline toggle has the focus: → turns it on.
    s.send(RIGHT);
    s.wait_for("[On]");
    s.wait_for("may come from the board or from the opponent's hand");
    s.send("s");
    s.wait_for("White: drop a piece");
    // The cursor starts on c3.
    s.send(ENTER); // White @c3
    s.wait_for("Black: drop a piece");
    s.click("d3"); // Black @d3, with the mouse
    s.wait_for("1. @c3           @d3");
    white_d4_then_black_jumps_it(&mut s); // d3xd5, the second piece to come
    s.wait_for("choose the second piece");
    s.wait_for("H for White's hand");
    s.send("H");
    s.wait_for("removed 1 piece from White's hand");
    let screen = s.contents();
    assert!(screen.contains("2. @d4           d3xd5/h"), "{screen}");
    // White dropped two pieces and lost one from the hand: 9 left there;
    // lost: the jumped d4 and the piece from the hand.
    assert!(screen.contains("In hand:  9"), "{screen}");
    assert!(screen.contains("Lost:     2"), "{screen}");
    s.quit_game();
    // The alternate screen is gone: the game is no longer on the terminal.
    assert!(!s.contents().contains("Moves"), "{}", s.contents());
    s.assert_restored();
}

#[test]
fn ctrl_c_restores_the_terminal() {
    let mut s = Session::start(&["--set", "second_piece=board-or-hand"]);
    s.wait_for("[On]");
    s.send(CTRL_C);
    let status = s.wait_exit();
    assert_eq!(status, Exit::Code(130), "as an interrupted program");
    assert!(!s.contents().contains("Optional rules"), "{}", s.contents());
    s.assert_restored();
}

/// The title and the board with both panels and the history: everything
/// but the prompt, status and key lines at the bottom.
fn board_and_panels(screen: &str) -> Vec<String> {
    let lines: Vec<String> = screen.lines().map(str::to_string).collect();
    lines[..lines.len().saturating_sub(3)].to_vec()
}

#[test]
fn killed_mid_game_then_resumed_shows_the_same_position() {
    let data = tempfile::tempdir().expect("temporary data directory");
    let mut s = Session::start_in(&[], data.path());
    s.wait_for("[Off]");
    s.send("s");
    s.wait_for("White: drop a piece");
    s.send(ENTER); // White @c3 (the cursor starts there)
    s.wait_for("1. @c3");
    s.send(RIGHT);
    s.send(ENTER); // Black @d3
    s.wait_for("1. @c3           @d3");
    white_d4_then_black_jumps_it(&mut s); // c3 is the only second piece
    s.wait_for("2. @d4           d3xd5/c3");
    // The cursor back where a new screen puts it (c3), so both screens match.
    s.send(DOWN);
    s.send(DOWN);
    s.send(LEFT);
    s.wait_for("3    ·      ·     [×]    (·)");
    let before = s.contents();
    assert!(before.contains("Lost:     2"), "{before}");
    // SIGKILL: no chance to clean up or write anything more.
    s.signal(libc::SIGKILL);
    let status = s.wait_exit();
    assert_eq!(status, Exit::Signal(libc::SIGKILL), "killed, not exited");
    let autosave = data.path().join(yote::record::AUTOSAVE_FILE);
    let kept = yote::record::load(&autosave).expect("the autosave is whole and loads");
    assert_eq!(kept.moves, ["@c3", "@d3", "@d4", "d3xd5/c3"]);
    drop(s);

    let mut s = Session::start_in(&[], data.path());
    s.wait_for("An unfinished game was kept");
    s.wait_for("White vs ● Black  ·  2 moves played");
    s.send("r");
    s.wait_for("Resumed the unfinished game: 2 moves.");
    let after = s.contents();
    assert_eq!(
        board_and_panels(&after),
        board_and_panels(&before),
        "before:\n{before}\nafter:\n{after}"
    );
    s.quit_game();
    s.assert_restored();
}

/// Keys typed faster than the screen is drawn are taken together and
/// autosaved once; still, a SIGKILL the moment a move shows finds every
/// move shown in the autosave.
#[test]
fn killed_right_after_a_batch_of_moves_keeps_every_move_shown() {
    let data = tempfile::tempdir().expect("temporary data directory");
    let mut s = Session::start_in(&[], data.path());
    s.wait_for("[Off]");
    s.send("s");
    s.wait_for("White: drop a piece");
    // Three drops in one write: White @c3, Black @d3, White @e3.
    s.send(&format!("{ENTER}{RIGHT}{ENTER}{RIGHT}{ENTER}"));
    s.wait_for("2. @e3");
    s.signal(libc::SIGKILL);
    assert_eq!(s.wait_exit(), Exit::Signal(libc::SIGKILL));
    let autosave = data.path().join(yote::record::AUTOSAVE_FILE);
    let kept = yote::record::load(&autosave).expect("the autosave is whole and loads");
    assert_eq!(kept.moves, ["@c3", "@d3", "@e3"]);
}

#[test]
fn load_opens_a_finished_game_in_replay_without_touching_the_autosave() {
    let data = tempfile::tempdir().expect("temporary data directory");
    let file = data.path().join("won.toml");
    let rules = yote_engine::Rules::from_overrides(["rows=2", "columns=5", "pieces_per_player=2"])
        .expect("valid rules");
    let mut game = yote_engine::Game::new(rules).expect("valid rules");
    game.play_tokens(&["@a1", "@b1", "@e2", "@d2", "a1xc1/d2"])
        .expect("legal");
    assert!(game.is_over());
    yote::record::SavedGame::from_game(&game, &yote::record::Players::new("Ama", "Kofi"))
        .save_new(&file)
        .expect("save");
    let mut s = Session::start_in(&["--load", &file.display().to_string()], data.path());
    s.wait_for("End of the game. Ama wins");
    s.wait_for("3.▶a1xc1/d2");
    s.send(LEFT);
    s.wait_for("Move 2 of 3");
    s.send("q");
    assert!(s.wait_exit().success());
    s.assert_restored();
    assert!(
        !data.path().join(yote::record::AUTOSAVE_FILE).exists(),
        "only looking writes nothing"
    );
}

/// The harness itself: a wait for text that never comes fails at once when
/// the program ends, naming what it waited for, instead of running out.
#[test]
#[should_panic(expected = "the output ended while waiting for \"never shown\"")]
fn waiting_for_text_fails_at_the_end_of_the_output() {
    let mut s = Session::start(&["--set", "no_such_rule=1"]);
    s.wait_for("never shown");
}

/// The harness itself: after the exit, the screen holds the program's last
/// words, its message on standard error.
#[test]
fn wait_exit_reads_the_output_to_its_end() {
    let mut s = Session::start(&["--set", "no_such_rule=1"]);
    assert_eq!(s.wait_exit(), Exit::Code(2));
    assert!(s.contents().contains("no_such_rule"), "{}", s.contents());
}

/// The harness itself: a stop and a continue are seen as they happen, and
/// the game goes on after them.
#[test]
fn the_harness_sees_a_stop_and_a_continue() {
    let mut s = Session::start(&[]);
    s.wait_for("[Off]");
    s.signal(libc::SIGSTOP);
    assert_eq!(s.wait_stopped(), libc::SIGSTOP);
    s.signal(libc::SIGCONT);
    assert_eq!(s.wait_state(), State::Continued);
    s.send(RIGHT);
    s.wait_for("[On]");
    s.send(CTRL_C);
    // Ctrl-C: as an interrupted program.
    assert_eq!(s.wait_exit(), Exit::Code(130));
    s.assert_restored();
}
