//! A game against the external engine, saved and opened again: the file
//! names the engine's side (`black_computer = "engine"`) and never its
//! command; opened (as `--load` opens it, or resumed from the autosave)
//! with an engine set in the preferences, the engine plays that side again
//! in a worker of its own; without one, the person plays it and the status
//! line says so, in the player's language.

use crate::support;

use ratatui::crossterm::event::KeyCode;
use support::engine::{Loop, our_engine, prefs};
use support::tui::settled::{press, save_with_keys};
use support::tui::{drop_anywhere, status};
use yote::i18n::{Lang, set_language};
use yote::prefs::{Loaded, Machine};
use yote::record::{self, Autosave, Players, SavedGame};
use yote::tui::{App, Effect, Match, Message, Theme};
use yote_engine::{Game, Rules};

/// The terminal the tests draw into.
const SIZE: (u16, u16) = (100, 32);

fn ply(app: &App) -> usize {
    app.game().expect("a game").ply()
}

fn seats(app: &App) -> [Option<Machine>; 2] {
    app.current_match().expect("a game").computer
}

/// Whether the app asked anything of an engine or the computer.
fn thinks(app: &mut App) -> bool {
    app.take_effects()
        .iter()
        .any(|e| matches!(e, Effect::Think(_)))
}

/// A person (White) against the engine (Black), saved after a move each:
/// the file names the engine's side; opened as `yote --load` opens it,
/// with the engine set, the engine answers the person's next move.
#[test]
fn a_saved_game_opened_with_an_engine_set_is_played_by_it_again() {
    set_language(Lang::En);
    let dir = tempfile::tempdir().expect("tempdir");
    let loaded = prefs(&our_engine(), 20);
    let m =
        Match::new(Rules::default(), "Ada", "Engine").with_machines([None, Some(Machine::Engine)]);
    let mut app = App::with_match(m, Theme::mono()).with_prefs(&loaded, None);
    app.update(Message::Resize(SIZE.0, SIZE.1));
    let mut looped = Loop::new();
    press(&mut app, KeyCode::Enter);
    looped.until(&mut app, |app| ply(app) == 2);
    let path = dir.path().join("against-the-engine.toml");
    save_with_keys(&mut app, &path);
    let text = std::fs::read_to_string(&path).expect("written");
    assert!(text.contains("black_computer = \"engine\""), "{text}");
    assert!(!text.contains("white_computer"), "{text}");
    assert!(
        !text.contains(" engine --threads"),
        "no command in the file: {text}"
    );
    let saved = record::load(&path).expect("loads");
    assert_eq!(saved.players.computer, [None, Some(Machine::Engine)]);
    drop(app);

    // As `run_saved` builds it: the game first, then the preferences.
    let mut app = App::with_saved(saved, Theme::mono())
        .expect("opens")
        .with_prefs(&loaded, None);
    app.update(Message::Resize(SIZE.0, SIZE.1));
    assert_eq!(seats(&app), [None, Some(Machine::Engine)]);
    assert_eq!(ply(&app), 2);
    let mut looped = Loop::new();
    assert_eq!(looped.perform(&mut app), 0, "White, the person, is to move");
    drop_anywhere(&mut app);
    assert_eq!(ply(&app), 3, "{}", status(&app));
    looped.until(&mut app, |app| ply(app) == 4);
    assert_eq!(looped.started, 1, "a worker of its own started the engine");
    assert_eq!(seats(&app), [None, Some(Machine::Engine)]);
}

/// The engine (White) to move when the autosave is resumed on the next
/// start: it starts and plays at once.
#[test]
fn an_autosaved_game_resumes_with_the_engine_to_move() {
    set_language(Lang::En);
    let dir = tempfile::tempdir().expect("tempdir");
    let loaded = prefs(&our_engine(), 20);
    let m =
        Match::new(Rules::default(), "Engine", "Bo").with_machines([Some(Machine::Engine), None]);
    let mut app = App::with_match(m, Theme::mono()).with_prefs(&loaded, None);
    app.update(Message::Resize(SIZE.0, SIZE.1));
    let mut looped = Loop::new();
    looped.until(&mut app, |app| ply(app) == 1);
    // Bo moves; the engine is to move (and thinks) when the game is left.
    drop_anywhere(&mut app);
    assert_eq!(ply(&app), 2, "{}", status(&app));
    // The record the autosave writes, written where the next start looks.
    // (This app claims no autosave: an engine started by another test
    // while it held the lock could keep the lock a moment past it.)
    let record = yote::tui::seats::table::record_of(app.current_match().expect("a game"));
    let path = dir.path().join(record::AUTOSAVE_FILE);
    record.save_new(&path).expect("written");
    app.computer.stop();
    looped.worker.finish();
    drop(app);
    let kept = record::load(&path).expect("autosaved");
    assert_eq!(kept.moves.len(), 2);
    assert_eq!(kept.players.computer, [Some(Machine::Engine), None]);

    let mut app = App::new(Rules::default(), Theme::mono())
        .with_prefs(&loaded, None)
        .with_autosave(Some(Autosave::in_dir(dir.path())));
    app.update(Message::Resize(SIZE.0, SIZE.1));
    press(&mut app, KeyCode::Char('r'));
    assert!(
        app.play().is_some(),
        "resumed: {:?} / {:?}",
        app.setup().offer,
        app.setup().message
    );
    assert_eq!(seats(&app), [Some(Machine::Engine), None]);
    let mut looped = Loop::new();
    looped.until(&mut app, |app| ply(app) == 3);
    assert_eq!(looped.started, 1);
}

/// The same file opened where no engine is set: the person plays the
/// engine's side, told so on the status line at once, in each language;
/// nothing is asked of any engine, and the keys play that side.
#[test]
fn a_saved_game_opened_without_an_engine_gives_its_side_to_the_person() {
    let mut game = Game::default();
    game.play_tokens(&["@c3"]).expect("legal");
    let mut players = Players::new("Ada", "Engine");
    players.computer = [None, Some(Machine::Engine)];
    let saved = SavedGame::from_game(&game, &players);
    for (lang, said) in [
        (
            Lang::En,
            "No engine is set (engine = \"CMD\" in the preferences): you play Engine (Black) now.",
        ),
        (
            Lang::Es,
            "No hay ningún motor configurado (engine = \"CMD\" en las preferencias): \
             ahora usted juega por",
        ),
        (
            Lang::Cs,
            "Není nastaven žádný motor (engine = \"CMD\" v předvolbách): teď za",
        ),
    ] {
        set_language(lang);
        let none = Loaded::from_text("theme = \"dark\"\n", "preferences.toml");
        let mut app = App::with_saved(saved.clone(), Theme::mono())
            .expect("opens")
            .with_prefs(&none, None);
        app.update(Message::Resize(SIZE.0, SIZE.1));
        let shown = status(&app);
        set_language(Lang::En);
        assert!(shown.starts_with(said), "{lang:?}: {shown}");
        assert_eq!(seats(&app), [None, None]);
        assert!(!thinks(&mut app), "no engine, no computer asked");
        // Black, now the person's, plays with the keys.
        press(&mut app, KeyCode::Right);
        press(&mut app, KeyCode::Enter);
        assert_eq!(ply(&app), 2, "{}", status(&app));
        assert!(!thinks(&mut app));
    }
}

/// Opened with an earlier unfinished game in the autosave, the first write
/// keeps that one aside and says so: after the note about the engine's
/// side, not over it.
#[test]
fn the_note_about_the_engines_side_outlasts_the_autosaves() {
    set_language(Lang::En);
    let dir = tempfile::tempdir().expect("tempdir");
    let mut earlier = Game::default();
    earlier.play_tokens(&["@a1"]).expect("legal");
    SavedGame::from_game(&earlier, &Players::new("Old", "Game"))
        .save_new(&dir.path().join(record::AUTOSAVE_FILE))
        .expect("written");
    let mut game = Game::default();
    game.play_tokens(&["@c3"]).expect("legal");
    let mut players = Players::new("Ada", "Engine");
    players.computer = [None, Some(Machine::Engine)];
    let none = Loaded::from_text("", "preferences.toml");
    let mut app = App::with_saved(SavedGame::from_game(&game, &players), Theme::mono())
        .expect("opens")
        .with_prefs(&none, None)
        .with_autosave(Some(Autosave::in_dir(dir.path())));
    app.update(Message::Resize(SIZE.0, SIZE.1));
    yote::tui::event_loop::settle(&mut app);
    let shown = status(&app);
    assert!(
        shown.starts_with(
            "No engine is set (engine = \"CMD\" in the preferences): you play Engine (Black) now. \
             Kept the earlier game as "
        ),
        "{shown}"
    );
    // The next move says what it did, as ever.
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    assert_eq!(status(&app), "Engine dropped a piece on d3.");
}
