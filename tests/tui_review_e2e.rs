//! The review through the real binary in a pseudo-terminal: a 60-ply game
//! loaded, resigned (the game over), the review key pressed with a small
//! budget (`YOTE_REVIEW_DEPTH`): the progress shows while the analysis
//! runs on its thread, then the graph, the marks and the summary; the
//! screen stays live meanwhile; Esc goes back, `q` quits and the terminal is
//! given back.

use crate::support::pty::{LEFT, Session};

/// The benchmark's 60-ply game (tests/data): Black, searching deeper,
/// takes White's pieces, so White's moves are marked.
const GAME: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/review-60.toml");

/// Whether the screen holds a point of the graph (Braille dots).
fn has_graph(screen: &vt100::Screen) -> bool {
    screen
        .contents()
        .chars()
        .any(|c| ('\u{2801}'..='\u{28ff}').contains(&c))
}

#[test]
fn a_finished_game_is_reviewed_in_the_background_with_its_progress_graph_and_marks() {
    let mut s = Session::start_with_env(&["--load", GAME], &[("YOTE_REVIEW_DEPTH", "3")]);
    s.wait_for("x resign");
    // Finish it: White resigns (asks first).
    s.send("x");
    s.wait_for("resigns the game?");
    s.send("y");
    s.wait_for("a review");
    s.send("a");
    s.wait_for("Reviewing:");
    // Live while it runs: a step back is shown at once.
    s.send(LEFT);
    s.wait_for("30.▶a2-a1");
    // The whole screen of the review ready: the summary, the gauge gone.
    s.wait_until("the review ready", |screen| {
        let text = screen.contents();
        text.contains("average loss") && !text.contains("Reviewing:")
    });
    assert!(has_graph(s.screen()), "{}", s.contents());
    let text = s.contents();
    assert!(text.contains("Evaluation"), "{text}");
    assert!(text.contains("depth 3"), "{text}");
    // Every mark in the list follows a move; at least one move is marked.
    assert!(
        text.lines()
            .any(|l| l.contains("??") || l.contains(" ?!") || l.contains(" ? ")),
        "{text}"
    );
    s.send("\x1b");
    s.wait_for("m rematch");
    s.send("q");
    assert!(s.wait_exit().success());
    s.assert_restored();
}
