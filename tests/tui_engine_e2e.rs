//! End to end, an external engine at the table: the real `yote` binary in
//! a pseudo-terminal, its preferences giving White to `yote engine` (the
//! same binary, on one thread, 100 ms a move). The engine plays White's
//! first move by itself when the game starts, the header names it while it
//! thinks, and then the person moves. Every wait is on the screen, bounded.

use crate::support;

use support::pty::{ENTER, RIGHT, Session};

#[test]
fn the_engine_plays_white_by_itself_and_the_person_then_moves() {
    let data = tempfile::tempdir().expect("tempdir");
    let config = data.path().join("config");
    std::fs::create_dir_all(&config).expect("config folder");
    let prefs = format!(
        "white_player = \"engine\"\nengine = \"{} engine --threads 1\"\nengine_time = 100\n",
        env!("CARGO_BIN_EXE_yote")
    );
    std::fs::write(config.join("preferences.toml"), prefs).expect("preferences");
    let mut s = Session::start_in(&[], data.path());
    // The setup screen offers, and has kept, the engine for White.
    s.wait_for("○ White · Engine");
    s.send("s");
    // Its move comes on its own; the engine's name came with it.
    s.wait_until("the engine's first move in the move list", |screen| {
        screen.contents().contains("1. @")
    });
    s.wait_for("Engine: yote");
    s.wait_for("Black: drop a piece");
    // Black, the person, drops where the cursor starts (c3), or beside it
    // if the engine took c3.
    let contents = s.contents();
    let row = contents
        .lines()
        .find(|l| l.contains("1. @"))
        .expect("the first move's row")
        .to_string();
    if row.contains("1. @c3") {
        s.send(RIGHT);
    }
    s.send(ENTER);
    s.wait_until("Black's drop beside White's", |screen| {
        let text = screen.contents();
        let row = text
            .lines()
            .find(|l| l.contains("1. @"))
            .unwrap_or_default();
        row.matches('@').count() == 2
    });
    s.quit_game();
    s.assert_restored();
}
