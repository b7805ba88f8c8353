//! The preferences' problems, the players' default names and the rules
//! summary in the language, seen on the real binary's screen.

use crate::support;

use std::path::Path;

use support::pty::{CTRL_C, Session};
use yote::record::{Players, SavedGame};
use yote_engine::{Game, Rules};

const CZECH: &[(&str, &str)] = &[("LC_ALL", ""), ("LANG", "cs_CZ.UTF-8")];

fn prefs_file(data: &Path) -> std::path::PathBuf {
    data.join("config").join("preferences.toml")
}

fn quit(mut s: Session) -> String {
    s.send(CTRL_C);
    s.wait_exit();
    s.contents()
}

#[test]
fn a_bad_preferences_file_is_reported_in_the_language() {
    let data = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(data.path().join("config")).unwrap();
    std::fs::write(
        prefs_file(data.path()),
        "theme = \"dark\"\n[keys.game]\nundo = \"r\"\n",
    )
    .unwrap();
    let mut s = Session::start_in_with_env(&[], data.path(), CZECH);
    s.wait_for("Druhý kámen z ruky");
    // Said before the screen opened, so still there once it closes.
    let screen = quit(s);
    assert!(
        screen.contains(
            "preferences.toml, řádek 3: keys.game: klávesa r by byla zároveň 'undo' i 'redo'"
        ),
        "{screen}"
    );
    assert!(
        screen.contains("použijí se výchozí klávesy keys.game"),
        "{screen}"
    );
}

#[test]
fn czech_default_names_are_not_remembered_for_an_english_launch() {
    let data = tempfile::tempdir().unwrap();
    let mut s = Session::start_in_with_env(&[], data.path(), CZECH);
    s.wait_for("Druhý kámen z ruky");
    s.send("s");
    s.wait_for("Bílý: položte kámen");
    quit(s);
    let text = std::fs::read_to_string(prefs_file(data.path())).unwrap_or_default();
    assert!(!text.contains("Bílý") && !text.contains("Černý"), "{text}");
    // The next launch, in English, names the players in English.
    let mut s = Session::start_in(&[], data.path());
    s.wait_for("Second piece from the hand");
    s.send("s");
    s.wait_for("White: drop a piece");
    let screen = quit(s);
    assert!(!screen.contains("Bílý"), "{screen}");
}

#[test]
fn the_replay_title_summarises_the_rules_in_the_language() {
    let data = tempfile::tempdir().unwrap();
    // A 2×2 board, 2 pieces each: after four drops White has no legal move.
    let rules = Rules {
        rows: 2,
        columns: 2,
        pieces_per_player: 2,
        ..Rules::default()
    };
    let mut game = Game::new(rules).expect("valid rules");
    game.play_tokens(&["@a1", "@b1", "@a2", "@b2"])
        .expect("legal");
    assert!(game.is_over());
    let file = data.path().join("over.toml");
    std::fs::write(
        &file,
        SavedGame::from_game(&game, &Players::new("Ama", "Kofi")).to_toml_string(),
    )
    .unwrap();
    let mut s = Session::start_in_with_env(&["--load", file.to_str().unwrap()], data.path(), CZECH);
    s.wait_for("tah 2, Černý (z 2)  ·  2×2, 2 kameny na hráče, Standardní");
    quit(s);
}

#[test]
fn the_preferences_language_speaks_their_own_problems() {
    let data = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(data.path().join("config")).unwrap();
    // The harness's locale is English; the file asks for Spanish and has
    // a clash, which is said in Spanish.
    std::fs::write(
        prefs_file(data.path()),
        "lang = \"es\"\n[keys.game]\nundo = \"r\"\n",
    )
    .unwrap();
    let mut s = Session::start_in(&[], data.path());
    s.wait_for("Segunda pieza de la mano");
    let screen = quit(s);
    assert!(
        screen.contains(
            "preferences.toml, línea 3: keys.game: la tecla r sería a la vez 'undo' y 'redo'"
        ),
        "{screen}"
    );
}
