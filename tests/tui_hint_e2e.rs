//! End to end, a hint played: the real `yote` binary in a pseudo-terminal,
//! a saved game where White can capture; `t` asks for the hint (its reason
//! on the status line), Enter plays it whole. Every wait is on the screen.

use crate::support;

use support::pty::{ENTER, Session};
use yote::record::{Players, SavedGame};
use yote_engine::Game;

#[test]
fn t_then_enter_plays_the_hinted_move() {
    let data = tempfile::tempdir().expect("tempdir");
    let file = data.path().join("capture.toml");
    let mut game = Game::default();
    // White's c3 can jump Black's d3 and take d4 as its second piece.
    game.play_tokens(&["@c3", "@d3", "@a1", "@d4"])
        .expect("legal");
    SavedGame::from_game(&game, &Players::new("Ama", "Kofi"))
        .save_new(&file)
        .expect("save");
    let mut s = Session::start_in(&["--load", &file.display().to_string()], data.path());
    s.wait_for("2. @a1");
    s.send("t");
    // The reason, and the key that plays it.
    s.wait_for("Enter plays it.");
    s.wait_for("it wins 2 pieces");
    s.send(ENTER);
    // Played whole: the jump and the second piece, as White's move 3.
    s.wait_for("3. c3xe3/d4");
    s.wait_for("Ama played c3xe3/d4");
    s.quit_game();
    s.assert_restored();
}
