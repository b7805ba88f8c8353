//! The open dialog's list: what each file says
//! without replaying it, newest first, a page at a time, every file of
//! `games/`, rows read off the screen's thread and stopped when the dialog
//! closes, the date on every row, and deleting a game (asking first, twice
//! for an archived one).

use crate::support;

use std::fs;
use std::path::Path;
use std::time::{Duration, SystemTime};

use ratatui::crossterm::event::KeyCode;
use support::tui::screen_text;
use support::tui::settled::{ctrl, press};
use yote::i18n::{Lang, set_language};
use yote::record::{self, Autosave, Kind, Players, SavedGame};
use yote::tui::msg::{Done, Watch};
use yote::tui::run::effects::{self, Effect, LISTED_GAMES};
use yote::tui::{App, Theme};
use yote_engine::{Game, Rules};

fn saved(moves: &[&str], white: &str, black: &str) -> SavedGame {
    let mut game = Game::default();
    game.play_tokens(moves).expect("legal moves");
    SavedGame::from_game(&game, &Players::new(white, black))
}

/// Writes a game to `path` and dates it `age` seconds ago.
fn write_aged(path: &Path, game: &SavedGame, age: u64) {
    fs::write(path, game.to_toml_string()).expect("write");
    let when = SystemTime::now() - Duration::from_secs(age);
    fs::File::options()
        .write(true)
        .open(path)
        .and_then(|f| f.set_modified(when))
        .expect("date it");
}

fn open_dialog(dir: &Path) -> App {
    set_language(Lang::En);
    let mut app =
        App::new(Rules::default(), Theme::mono()).with_autosave(Some(Autosave::in_dir(dir)));
    press(&mut app, KeyCode::Char('o'));
    assert!(app.prompt().is_some(), "the dialog opens");
    app
}

fn listed_names(app: &App) -> Vec<String> {
    let prompt = app.prompt().expect("the dialog");
    prompt
        .games
        .iter()
        .map(|g| g.path.file_name().unwrap().to_string_lossy().into_owned())
        .collect()
}

#[test]
fn the_list_says_what_each_file_says_without_replaying_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let games = dir.path().join(record::GAMES_DIR);
    fs::create_dir_all(&games).expect("mkdir");
    // A file whose second move is not legal (c3 is taken): the list says
    // what the file says, 2 moves; only opening it replays it and refuses.
    let mut bad = saved(&["@c3", "@d3", "@c4"], "Ada", "Bo");
    bad.moves[2] = "@c3".into();
    write_aged(&games.join("bad.toml"), &bad, 10);
    let app = open_dialog(dir.path());
    let (_, text) = screen_text(&app, 100, 32);
    assert!(text.contains("Ada vs Bo · 2 moves · unfinished"), "{text}");
    let mut app = app;
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    let error = app.prompt().and_then(|p| p.error.clone());
    assert!(
        error.as_deref().is_some_and(|e| e.contains("move 3")),
        "opening replays it and says why: {error:?}"
    );
}

#[test]
fn every_file_of_the_games_folder_is_listed_newest_first_with_its_date() {
    let dir = tempfile::tempdir().expect("tempdir");
    let games = dir.path().join(record::GAMES_DIR);
    fs::create_dir_all(&games).expect("mkdir");
    write_aged(&games.join("rematch1"), &saved(&["@c3"], "A", "B"), 30);
    write_aged(&games.join("notes.txt"), &saved(&[], "C", "D"), 20);
    write_aged(&games.join("newest.toml"), &saved(&[], "E", "F"), 10);
    fs::write(games.join(".x.toml.tmp"), "a write in progress").expect("write");
    let app = open_dialog(dir.path());
    assert_eq!(listed_names(&app), ["newest.toml", "notes.txt", "rematch1"]);
    let (_, text) = screen_text(&app, 100, 32);
    let prompt = app.prompt().expect("the dialog");
    for game in &prompt.games {
        let date = yote::tui::popups::game_list::when(game.modified);
        let row = text
            .lines()
            .find(|l| l.contains(&format!("{date} · ")))
            .unwrap_or_else(|| panic!("a row dated {date}: {text}"));
        assert!(row.contains(" vs "), "{row}");
    }
}

#[test]
fn sixty_at_a_time_and_down_past_the_last_reads_the_next() {
    let dir = tempfile::tempdir().expect("tempdir");
    let archive = dir.path().join(record::ARCHIVE_DIR);
    fs::create_dir_all(&archive).expect("mkdir");
    let total = LISTED_GAMES + 5;
    for n in 0..total {
        let game = saved(&["@c3"], &format!("P{n}"), "Q");
        write_aged(&archive.join(format!("g{n:03}.toml")), &game, n as u64 * 60);
    }
    let mut app = open_dialog(dir.path());
    assert_eq!(listed_names(&app).len(), LISTED_GAMES);
    assert_eq!(listed_names(&app)[0], "g000.toml", "newest first");
    let (_, text) = screen_text(&app, 100, 32);
    assert!(
        text.contains(&format!("({LISTED_GAMES} of {total}, go past the last")),
        "{text}"
    );
    for _ in 0..LISTED_GAMES {
        press(&mut app, KeyCode::Down);
    }
    assert_eq!(listed_names(&app).len(), LISTED_GAMES, "at the last row");
    press(&mut app, KeyCode::Down);
    assert_eq!(listed_names(&app).len(), total, "the next page was read");
    assert_eq!(
        listed_names(&app)[total - 1],
        format!("g{:03}.toml", total - 1)
    );
    let (_, text) = screen_text(&app, 100, 32);
    assert!(text.contains(&format!("games ({total})")), "{text}");
}

#[test]
fn a_listing_stops_once_its_dialog_lets_go() {
    let dir = tempfile::tempdir().expect("tempdir");
    let games = dir.path().join(record::GAMES_DIR);
    fs::create_dir_all(&games).expect("mkdir");
    for n in 0..3 {
        write_aged(&games.join(format!("{n}.toml")), &saved(&[], "A", "B"), n);
    }
    let list = |watch: &Watch| Effect::ListGames {
        dir: Some(dir.path().to_path_buf()),
        from: 0,
        watch: watch.watched(),
    };
    let held = Watch::default();
    let rows = |done: &[Done]| -> usize {
        done.iter()
            .map(|d| match d {
                Done::Listed { games, .. } => games.len(),
                _ => 0,
            })
            .sum()
    };
    let done = effects::work(list(&held));
    assert_eq!(rows(&done), 3, "a row at a time");
    assert_eq!(done.len(), 3);
    assert!(matches!(done.last(), Some(Done::Listed { last: true, .. })));
    let dropped = Watch::default();
    let effect = list(&dropped);
    drop(dropped);
    assert_eq!(rows(&effects::work(effect)), 0, "no file read for nobody");
    // In the app: a result of a listing the dialog no longer holds is dropped.
    let mut app = open_dialog(dir.path());
    press(&mut app, KeyCode::Esc);
    assert!(app.prompt().is_none());
    let mut again = open_dialog(dir.path());
    let stale = effects::work(list(&held));
    let before = listed_names(&again);
    for done in stale {
        again.update(done);
    }
    assert_eq!(
        listed_names(&again),
        before,
        "rows of another listing ignored"
    );
}

#[test]
fn deleting_asks_first_and_twice_for_an_archived_game() {
    let dir = tempfile::tempdir().expect("tempdir");
    let games = dir.path().join(record::GAMES_DIR);
    let archive = dir.path().join(record::ARCHIVE_DIR);
    fs::create_dir_all(&games).expect("mkdir");
    fs::create_dir_all(&archive).expect("mkdir");
    write_aged(&games.join("mine.toml"), &saved(&[], "A", "B"), 10);
    write_aged(&archive.join("old.toml"), &saved(&[], "C", "D"), 20);
    write_aged(
        &dir.path().join("autosave-previous.toml"),
        &saved(&["@c3"], "E", "F"),
        30,
    );
    write_aged(&dir.path().join("autosave.toml"), &saved(&[], "G", "H"), 40);
    let mut app = open_dialog(dir.path());
    assert_eq!(
        listed_names(&app),
        [
            "mine.toml",
            "old.toml",
            "autosave-previous.toml",
            "autosave.toml"
        ]
    );
    let kinds: Vec<Kind> = app.prompt().unwrap().games.iter().map(|g| g.kind).collect();
    assert_eq!(
        kinds,
        [Kind::Saved, Kind::Archived, Kind::Kept, Kind::Autosave]
    );
    // Nothing chosen: nothing to delete.
    ctrl(&mut app, 'd');
    assert!(app.prompt().unwrap().deleting.is_none());
    // The saved game: asked once; `n` keeps it.
    press(&mut app, KeyCode::Down);
    ctrl(&mut app, 'd');
    let (_, text) = screen_text(&app, 100, 32);
    assert!(
        text.contains("Delete ") && text.contains("mine.toml?"),
        "{text}"
    );
    press(&mut app, KeyCode::Char('n'));
    assert!(games.join("mine.toml").exists(), "kept");
    ctrl(&mut app, 'd');
    press(&mut app, KeyCode::Char('y'));
    assert!(!games.join("mine.toml").exists(), "deleted after yes");
    assert_eq!(listed_names(&app).len(), 3, "and gone from the list");
    // The archived game: a first yes asks again; only the second deletes.
    press(&mut app, KeyCode::Down);
    ctrl(&mut app, 'd');
    press(&mut app, KeyCode::Char('y'));
    assert!(archive.join("old.toml").exists(), "not after one yes");
    let (_, text) = screen_text(&app, 100, 32);
    assert!(text.contains("Really delete the archived game"), "{text}");
    press(&mut app, KeyCode::Char('y'));
    assert!(!archive.join("old.toml").exists(), "after the second");
    // The kept game, after one question.
    press(&mut app, KeyCode::Down);
    ctrl(&mut app, 'd');
    press(&mut app, KeyCode::Char('y'));
    assert!(!dir.path().join("autosave-previous.toml").exists());
    // The autosave is never deleted from the list.
    press(&mut app, KeyCode::Down);
    ctrl(&mut app, 'd');
    assert!(app.prompt().unwrap().deleting.is_none());
    press(&mut app, KeyCode::Char('y'));
    assert!(dir.path().join("autosave.toml").exists());
    let (_, text) = screen_text(&app, 100, 32);
    assert!(
        text.contains("An autosave is not deleted from here"),
        "{text}"
    );
}

#[test]
fn a_finished_game_in_its_autosave_and_the_archive_is_listed_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut game = Game::new(Rules {
        pieces_per_player: 2,
        ..Rules::default()
    })
    .expect("valid rules");
    game.play_tokens(&["@c3", "@c4", "c3xc5"]).expect("legal");
    assert!(game.is_over());
    let won = SavedGame::from_game(&game, &Players::new("Ama", "Kofi"));
    Autosave::in_dir(dir.path())
        .write_saved(&won)
        .expect("autosave");
    record::archive(
        &won,
        &dir.path().join(record::ARCHIVE_DIR),
        SystemTime::now(),
    )
    .expect("archive");
    let found = record::find_games(dir.path());
    let kinds: Vec<Kind> = found.iter().map(|f| f.kind).collect();
    assert_eq!(kinds, [Kind::Archived], "listed once, from the archive");
    // Once the autosave holds another game, both are listed.
    Autosave::in_dir(dir.path())
        .write_saved(&saved(&["@c3"], "Ama", "Kofi"))
        .expect("autosave");
    assert_eq!(record::find_games(dir.path()).len(), 2);
}
