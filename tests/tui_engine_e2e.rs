//! End to end, an external engine at the table: the real `yote` binary in
//! a pseudo-terminal, its preferences giving White to `yote engine` (the
//! same binary, on one thread, 100 ms a move). The engine plays White's
//! first move by itself when the game starts, the header names it while it
//! thinks, and then the person moves. Every wait is on the screen, bounded.

use crate::support;

use support::pty::{ENTER, RIGHT, Session};

/// The preferences' engine: this binary's `yote engine`, 100 ms a move.
fn engine_prefs() -> String {
    format!(
        "engine = \"{} engine --threads 1\"\nengine_time = 100\n",
        env!("CARGO_BIN_EXE_yote")
    )
}

/// Whether the move-list row that contains `row` holds both sides' drops.
fn both_drops_in_row(screen: &vt100::Screen, row: &str) -> bool {
    let text = screen.contents();
    let line = text.lines().find(|l| l.contains(row)).unwrap_or_default();
    line.matches('@').count() == 2
}

#[test]
fn the_engine_plays_white_by_itself_and_the_person_then_moves() {
    let data = tempfile::tempdir().expect("tempdir");
    let config = data.path().join("config");
    std::fs::create_dir_all(&config).expect("config folder");
    let prefs = format!("white_player = \"engine\"\n{}", engine_prefs());
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
        both_drops_in_row(screen, "1. @")
    });
    s.quit_game();
    s.assert_restored();
}

/// A saved game against the engine (Black) opened with `yote --load`: with
/// an engine in the preferences it plays Black's reply by itself; with
/// none, the person has Black and the status line says so.
#[test]
fn a_game_loaded_with_the_engine_to_move_is_played_by_it() {
    let data = tempfile::tempdir().expect("tempdir");
    let config = data.path().join("config");
    std::fs::create_dir_all(&config).expect("config folder");
    let mut game = yote_engine::Game::default();
    game.play_tokens(&["@c3"]).expect("legal");
    let mut players = yote::record::Players::new("Ama", "Engine");
    players.computer = [None, Some(yote::prefs::Machine::Engine)];
    let file = data.path().join("against.toml");
    yote::record::SavedGame::from_game(&game, &players)
        .save_new(&file)
        .expect("saved");
    let file = file.display().to_string();
    let prefs = engine_prefs();
    std::fs::write(config.join("preferences.toml"), prefs).expect("preferences");
    let mut s = Session::start_in(&["--load", &file], data.path());
    s.wait_until("the engine's reply in the move list", |screen| {
        both_drops_in_row(screen, "1. @c3")
    });
    s.wait_for("Engine: yote");
    s.quit_game();
    s.assert_restored();

    // No engine set: Black is the person's, said at once.
    std::fs::write(config.join("preferences.toml"), "").expect("preferences");
    let mut s = Session::start_in(&["--load", &file], data.path());
    s.wait_for("No engine is set");
    s.wait_for("Engine: drop a piece");
    s.quit_game();
    s.assert_restored();
}
