//! The terminal game's core: every message through `App::update`, and what
//! update does after each (the computer's sync, the autosave) holding after
//! the results of file work too. Regression tests for the bugs where a
//! file's result skipped it: saving while the computer thinks stopped the
//! computer for good (and let the person play its move); opening a game in
//! which the computer is to move left it idle.

use crate::support;

use std::sync::atomic::Ordering;

use ratatui::crossterm::event::KeyCode;
use support::tui::settled::{press, type_text};
use support::tui::{rules, tokens};
use yote::record::Autosave;
use yote::tui::{App, Effect, Match, Message, Theme};
use yote_ai::Level;

const SIZE: (u16, u16) = (100, 32);

/// Ada (White, a person) against the Hard computer (Black), after `moves`,
/// autosaving in `dir`; its first message is the terminal's size.
fn against_black(dir: &std::path::Path, moves: &[&str]) -> App {
    yote::i18n::set_language(yote::i18n::Lang::En);
    let m = Match::from_tokens(rules(&[]), "Ada", "Bo", moves)
        .expect("tokens replay")
        .with_computer([None, Some(Level::Hard)]);
    let mut app = App::with_match(m, Theme::mono()).with_autosave(Some(Autosave::in_dir(dir)));
    app.update(Message::Resize(SIZE.0, SIZE.1));
    app
}

/// The searches asked for and not stopped since the last look.
fn live_searches(app: &mut App) -> usize {
    app.take_effects()
        .into_iter()
        .filter(|e| matches!(e, Effect::Think(r) if !r.stop.load(Ordering::Relaxed)))
        .count()
}

/// Whether the app has a search going on for the computer (asked and not
/// stopped).
fn thinking(app: &App) -> bool {
    app.computer.thinking.is_some()
}

#[test]
fn saving_while_the_computer_thinks_leaves_it_thinking_and_the_person_waiting() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = against_black(dir.path(), &["@c3"]);
    assert!(thinking(&app), "Black, the computer, is to move");
    let before = tokens(&app);
    press(&mut app, KeyCode::Char('S'));
    press(&mut app, KeyCode::Enter);
    assert!(app.prompt().is_none(), "saved: {}", app.status());
    assert!(
        dir.path()
            .join("games")
            .read_dir()
            .expect("games folder")
            .count()
            == 1,
        "one game saved"
    );
    assert!(thinking(&app), "the computer still thinks after the save");
    let _ = live_searches(&mut app);
    // The person's keys on the board do not play Black's move.
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char(' '));
    assert_eq!(tokens(&app), before, "no move made for the computer");
    assert!(thinking(&app), "and it thinks on");
}

#[test]
fn opening_a_game_where_the_computer_is_to_move_starts_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    // A game saved with Black the computer, Black to move.
    let mut first = against_black(dir.path(), &["@c3"]);
    press(&mut first, KeyCode::Char('S'));
    press(&mut first, KeyCode::Enter);
    assert!(first.prompt().is_none(), "saved: {}", first.status());
    let saved = std::fs::read_dir(dir.path().join("games"))
        .expect("games folder")
        .next()
        .expect("a file")
        .expect("entry")
        .path();
    // A new app between two people opens it from the open dialog.
    let mut app = App::from_tokens(rules(&[]), "Ada", "Bo", &["@c3", "@d3"], Theme::mono())
        .expect("tokens replay")
        .with_autosave(Some(Autosave::in_dir(dir.path())));
    app.update(Message::Resize(SIZE.0, SIZE.1));
    let _ = live_searches(&mut app);
    press(&mut app, KeyCode::Char('q'));
    press(&mut app, KeyCode::Char('y'));
    app = App::new(rules(&[]), Theme::mono()).with_autosave(Some(Autosave::in_dir(dir.path())));
    app.update(Message::Resize(SIZE.0, SIZE.1));
    press(&mut app, KeyCode::Char('o'));
    type_text(&mut app, &saved.display().to_string());
    press(&mut app, KeyCode::Enter);
    assert!(app.prompt().is_none(), "opened: {}", app.status());
    assert_eq!(tokens(&app), ["@c3"]);
    assert!(thinking(&app), "the computer, Black, thinks at once");
    assert_eq!(live_searches(&mut app), 1, "one search asked for");
}

/// Ada and Bo, two people, autosaving in `dir`.
fn two_people(dir: &std::path::Path) -> App {
    yote::i18n::set_language(yote::i18n::Lang::En);
    let mut app = App::from_tokens(rules(&[]), "Ada", "Bo", &["@c3"], Theme::mono())
        .expect("tokens replay")
        .with_autosave(Some(Autosave::in_dir(dir)));
    app.update(Message::Resize(SIZE.0, SIZE.1));
    app
}

#[test]
fn the_first_key_typed_replaces_the_suggested_name_and_a_bare_name_gets_toml() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = two_people(dir.path());
    press(&mut app, KeyCode::Char('S'));
    let prompt = app.prompt().expect("the save dialog");
    assert!(prompt.suggested, "a free name is suggested");
    assert_eq!(prompt.line.text(), "yote-game.toml");
    // Typing replaces it whole (it once appended: `yote-game.tomlg1`).
    type_text(&mut app, "rematch1");
    assert_eq!(app.prompt().expect("open").line.text(), "rematch1");
    press(&mut app, KeyCode::Enter);
    assert!(app.prompt().is_none(), "saved: {}", app.status());
    let file = dir.path().join("games/rematch1.toml");
    assert!(
        file.is_file(),
        "saved with .toml, which the open dialog lists"
    );
    assert!(app.status().contains("rematch1.toml"), "{}", app.status());
    let saved = yote::record::load(&file).expect("reads back");
    assert_eq!(saved.moves, ["@c3"]);
}

/// Enter pressed before the reader thread has found the name to suggest
/// (S then Enter at once, as a person who knows the dialog types them) saves
/// under that name when it comes, instead of "Type a file name first." for
/// a name never shown. The pty test of saving while the computer thinks
/// met this race.
#[test]
fn enter_before_the_suggested_name_comes_saves_under_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = two_people(dir.path());
    // Both keys before the file work runs: the suggestion is still asked for.
    support::tui::press(&mut app, KeyCode::Char('S'));
    support::tui::press(&mut app, KeyCode::Enter);
    let prompt = app.prompt().expect("the dialog waits for its name");
    assert_eq!(prompt.error, None, "no refusal of a name never shown");
    yote::tui::event_loop::settle(&mut app);
    assert!(
        app.prompt().is_none(),
        "saved once the name came: {}",
        app.status()
    );
    let file = dir.path().join("games/yote-game.toml");
    assert!(file.is_file(), "saved under the suggested name");
    assert_eq!(
        yote::record::load(&file).expect("reads back").moves,
        ["@c3"]
    );
}

#[test]
fn moving_in_the_suggested_name_keeps_it_and_backspace_clears_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = two_people(dir.path());
    press(&mut app, KeyCode::Char('S'));
    // A cursor key selects no more: typing goes where the cursor is.
    press(&mut app, KeyCode::Home);
    type_text(&mut app, "my-");
    assert_eq!(app.prompt().expect("open").line.text(), "my-yote-game.toml");
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('S'));
    press(&mut app, KeyCode::Backspace);
    assert_eq!(app.prompt().expect("open").line.text(), "");
    // A name with an extension of its own keeps it.
    type_text(&mut app, "notes.txt");
    press(&mut app, KeyCode::Enter);
    assert!(dir.path().join("games/notes.txt").is_file());
}

#[test]
fn signals_and_late_results_go_through_update() {
    use yote::tui::{Done, Ended, Message, msg::Signal};
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = two_people(dir.path());
    // A game read when no open dialog waits for it (closed meanwhile) is
    // not opened.
    assert!(app.prompt().is_none());
    let saved = yote::record::SavedGame::from_game(
        &yote_engine::Game::new(rules(&[])).expect("valid rules"),
        &yote::record::Players::new("Kofi", "Ama"),
    );
    app.update(Done::Opened {
        path: "late.toml".into(),
        loaded: Ok(Box::new(saved)),
    });
    assert_eq!(tokens(&app), ["@c3"], "the game on screen stays");
    // A signal ends the app as its message.
    app.update(Message::Signal(Signal::End(15)));
    assert!(!app.running);
    assert_eq!(app.ended, Ended::Signal(15));
    assert_eq!(app.ended.exit_code(), 143);
}
