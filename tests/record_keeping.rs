//! Nothing lost, nothing piling up: a finished game the archive refuses is
//! kept before the next game replaces it, a game kept already is not kept
//! twice, a file where a folder should be is named as such, atomic writes
//! go through symlinks, and a listed game is deleted only as asked.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use yote::i18n::{Lang, set_language};
use yote::record::{
    self, Autosave, DeleteError, FinishedKept, Kind, Players, Replace, SaveError, SavedGame, Stamp,
};
use yote::tui::msg::Done;
use yote::tui::run::autosave::{Autosaver, claim};
use yote::tui::saves::Offer;

/// The autosave's writer of a game on the data folder `data`.
fn writer(data: &Path) -> Autosaver {
    claim(Some(Autosave::in_dir(data))).1
}

/// The note the writer gives for writing `record`.
fn note_of(writer: &mut Autosaver, record: SavedGame) -> Option<(String, bool)> {
    match writer.write(record) {
        Done::Autosaved { note, .. } => note,
        other => panic!("{other:?}"),
    }
}
use yote_engine::{Color, GameResult, Outcome, Reason, Rules};

use crate::support::games::seeded_game;

/// A game White resigned after `plies` moves.
fn finished(plies: usize, seed: u64) -> SavedGame {
    let mut game = seeded_game(&Rules::default(), plies, seed);
    game.end_by_agreement(Outcome {
        result: GameResult::Win(Color::Black),
        reason: Reason::Resigned { by: Color::White },
    });
    SavedGame::from_game(&game, &Players::new("Ama", "Kofi"))
}

fn unfinished(plies: usize, seed: u64) -> SavedGame {
    SavedGame::from_game(
        &seeded_game(&Rules::default(), plies, seed),
        &Players::new("Ama", "Kofi"),
    )
}

/// Every `.toml` file under `dir` (one level of folders) holding `game`.
fn holding(dir: &Path, game: &SavedGame) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut scan = |d: &Path| {
        for entry in fs::read_dir(d).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_file() && record::load(&path).is_ok_and(|g| g == *game) {
                found.push(path);
            }
        }
    };
    scan(dir);
    for sub in [record::GAMES_DIR, record::ARCHIVE_DIR] {
        scan(&dir.join(sub));
    }
    found.sort();
    found
}

fn toml_files(dir: &Path) -> usize {
    fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".toml"))
        .count()
}

#[test]
fn a_finished_game_the_archive_refuses_is_kept_before_the_next_game() {
    set_language(Lang::En);
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    // The archive cannot be made: a file holds its name.
    fs::write(data.join(record::ARCHIVE_DIR), "in the way").unwrap();
    let autosave = Autosave::in_dir(data);
    let ended = finished(6, 1);
    autosave
        .write_saved(&ended)
        .expect("the finished game is autosaved");
    let refused = record::archive(&ended, &data.join(record::ARCHIVE_DIR), SystemTime::now());
    assert!(refused.is_err(), "{refused:?}");
    // The next game is written over the autosave.
    let next = unfinished(2, 2);
    let kept = autosave
        .write_saved(&next)
        .expect("the next game is autosaved");
    assert_eq!(record::load(autosave.path()).unwrap(), next);
    let places = holding(data, &ended);
    assert_eq!(
        places.len(),
        1,
        "the finished game is kept once: {places:?}"
    );
    assert_eq!(kept, Some(FinishedKept::Aside(places[0].clone())));
    assert_eq!(
        places[0].file_name().unwrap(),
        "autosave-previous.toml",
        "beside the autosave, as an unfinished game would be"
    );
    // Later writes of the same game say nothing more.
    assert_eq!(autosave.write_saved(&unfinished(3, 2)).unwrap(), None);
}

#[test]
fn a_finished_game_not_archived_yet_is_archived_before_the_next_game() {
    let dir = tempfile::tempdir().unwrap();
    let autosave = Autosave::in_dir(dir.path());
    let ended = finished(4, 3);
    autosave.write_saved(&ended).unwrap();
    let kept = autosave.write_saved(&unfinished(2, 4)).unwrap();
    let places = holding(dir.path(), &ended);
    assert_eq!(places.len(), 1, "{places:?}");
    assert_eq!(kept, Some(FinishedKept::Archived(places[0].clone())));
    assert!(places[0].starts_with(dir.path().join(record::ARCHIVE_DIR)));
    // One archived already is not archived again.
    autosave.write_saved(&ended).unwrap();
    assert_eq!(autosave.write_saved(&unfinished(2, 4)).unwrap(), None);
    assert_eq!(holding(dir.path(), &ended), places);
}

/// The game as played: the keeper autosaves the end, the archive refuses
/// it, a new game starts; the player is told where the finished one went.
#[test]
fn the_keeper_says_where_the_finished_game_went() {
    set_language(Lang::En);
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    fs::write(data.join(record::ARCHIVE_DIR), "").unwrap();
    let mut keeper = writer(data);
    let ended = finished(6, 5);
    let (note, _) = note_of(&mut keeper, ended.clone()).expect("a note");
    assert!(note.contains("could not be archived"), "{note}");
    assert!(note.contains("is a file, not a folder"), "{note}");
    let (note, warning) = note_of(&mut keeper, unfinished(1, 6)).expect("a note");
    let kept = data.join("autosave-previous.toml");
    assert_eq!(holding(data, &ended), std::slice::from_ref(&kept));
    assert!(!warning);
    assert_eq!(
        note,
        "The last finished game could not be archived: it is kept in the data folder as \
         autosave-previous.toml."
    );
}

#[test]
fn a_game_kept_already_is_not_kept_twice() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let earlier = unfinished(5, 7);
    for round in 0..3 {
        // The earlier game is in the autosave (again), and not resumed.
        Autosave::in_dir(data).write_saved(&earlier).unwrap();
        let mut keeper = writer(data);
        assert!(matches!(keeper.offer(), Offer::Game(_)), "round {round}");
        let (note, _) = note_of(&mut keeper, unfinished(1, 100 + round)).expect("a note");
        assert!(note.contains("autosave-previous.toml"), "{note}");
        drop(keeper);
        assert_eq!(
            holding(data, &earlier),
            [data.join("autosave-previous.toml")],
            "round {round}"
        );
    }
    // A different game is kept under the next name.
    let other = unfinished(6, 8);
    Autosave::in_dir(data).write_saved(&other).unwrap();
    let mut keeper = writer(data);
    keeper.offer();
    note_of(&mut keeper, unfinished(1, 9));
    assert_eq!(
        holding(data, &other),
        [data.join("autosave-previous-2.toml")]
    );
    // One kept in the games folder counts as kept too.
    let saved = unfinished(7, 10);
    fs::create_dir(data.join(record::GAMES_DIR)).unwrap();
    let in_games = data.join(record::GAMES_DIR).join("mine.toml");
    saved.save_new(&in_games).unwrap();
    Autosave::in_dir(data).write_saved(&saved).unwrap();
    assert_eq!(
        record::keep_aside(&data.join("autosave.toml"), record::KEPT_STEM).unwrap(),
        Some(in_games.clone())
    );
    assert_eq!(
        holding(data, &saved),
        [data.join("autosave.toml"), in_games]
    );
}

#[test]
fn unreadable_autosaves_are_kept_once_by_their_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("autosave.toml");
    for _ in 0..2 {
        fs::write(&path, "format = 9\n").unwrap();
        let kept = record::keep_aside(&path, record::UNREADABLE_STEM).unwrap();
        assert_eq!(kept, Some(dir.path().join("autosave-unreadable.toml")));
    }
    fs::write(&path, "format = 8\n").unwrap();
    let kept = record::keep_aside(&path, record::UNREADABLE_STEM).unwrap();
    assert_eq!(kept, Some(dir.path().join("autosave-unreadable-2.toml")));
}

#[test]
fn a_file_where_a_folder_should_be_is_said_to_be_a_file() {
    set_language(Lang::En);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("plain");
    fs::write(&file, "").unwrap();
    let said = format!("{} is a file, not a folder", file.display());
    let check = |e: SaveError, what: &str| {
        assert!(matches!(e, SaveError::NotAFolder(_)), "{what}: {e:?}");
        assert_eq!(e.to_string(), said, "{what}");
    };
    // The archive.
    check(
        record::archive(&finished(2, 1), &file, SystemTime::now()).unwrap_err(),
        "archive",
    );
    // The data folder.
    check(
        Autosave::in_dir(&file)
            .write_saved(&unfinished(1, 1))
            .unwrap_err(),
        "data folder",
    );
    // The games folder (a save into it).
    check(
        unfinished(1, 1).save_new(&file.join("g.toml")).unwrap_err(),
        "games folder",
    );
    check(
        record::write_atomic(&file.join("deeper/x.svg"), b"x", Replace::Yes).unwrap_err(),
        "a folder below",
    );
    // The preferences' folder.
    let e = yote::prefs::write_edits(
        &file.join("preferences.toml"),
        &yote::prefs::Edits {
            theme: Some(yote::prefs::ThemeName::Light),
            ..yote::prefs::Edits::default()
        },
    )
    .unwrap_err();
    assert_eq!(e.to_string(), said, "preferences");
    let e = yote::prefs::save(
        &yote::prefs::Prefs::default(),
        &file.join("preferences.toml"),
    )
    .unwrap_err();
    check(e, "preferences, whole");
}

#[cfg(unix)]
#[test]
fn an_atomic_write_through_a_symlink_keeps_the_link() {
    let dir = tempfile::tempdir().unwrap();
    let shared = dir.path().join("shared");
    fs::create_dir(&shared).unwrap();
    let target = shared.join("board.svg");
    fs::write(&target, "old").unwrap();
    let link = dir.path().join("board.svg");
    std::os::unix::fs::symlink("shared/board.svg", &link).unwrap();
    record::write_atomic(&link, b"new", Replace::Yes).unwrap();
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(fs::read(&target).unwrap(), b"new");
    // No temporary file left, beside the link or the target.
    assert_eq!(fs::read_dir(&shared).unwrap().count(), 1);
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 2);
    // A dangling link is written through too: its target is made.
    let dangling = dir.path().join("new.svg");
    std::os::unix::fs::symlink("shared/made.svg", &dangling).unwrap();
    record::write_atomic(&dangling, b"made", Replace::Yes).unwrap();
    assert_eq!(fs::read(shared.join("made.svg")).unwrap(), b"made");
    // A new file is never made through a link.
    let e = record::write_atomic(&link, b"x", Replace::No).unwrap_err();
    assert!(matches!(e, SaveError::Exists(_)), "{e:?}");
    assert_eq!(fs::read(&target).unwrap(), b"new");
}

#[test]
fn listed_games_carry_their_date_and_time() {
    let dir = tempfile::tempdir().unwrap();
    let game = unfinished(3, 11);
    Autosave::in_dir(dir.path()).write_saved(&game).unwrap();
    let when = SystemTime::UNIX_EPOCH + std::time::Duration::from_mins(29_934_719);
    let file = fs::File::options()
        .write(true)
        .open(dir.path().join("autosave.toml"))
        .unwrap();
    file.set_modified(when).unwrap();
    let listed = record::list_games(dir.path(), 10);
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].modified, when);
    assert_eq!(
        listed[0].stamp(),
        Stamp {
            year: 2026,
            month: 11,
            day: 30,
            hour: 23,
            minute: 59
        }
    );
}

#[test]
fn a_kept_or_saved_game_is_deleted_and_an_archived_one_only_explicitly() {
    set_language(Lang::En);
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let games = data.join(record::GAMES_DIR);
    fs::create_dir(&games).unwrap();
    unfinished(2, 1).save_new(&games.join("a.toml")).unwrap();
    unfinished(3, 2)
        .save_new(&data.join("autosave-previous.toml"))
        .unwrap();
    unfinished(4, 3)
        .save_new(&data.join("autosave.toml"))
        .unwrap();
    let archived = record::archive(
        &finished(5, 4),
        &data.join(record::ARCHIVE_DIR),
        SystemTime::now(),
    )
    .unwrap();
    let listed = record::list_games(data, 10);
    assert_eq!(listed.len(), 4);
    let of = |name: &str| {
        listed
            .iter()
            .find(|l| l.path.file_name().unwrap() == name)
            .unwrap()
    };
    let archived_name = archived.file_name().unwrap().to_str().unwrap();
    // The running autosave and the archived game are refused, untouched.
    let e = record::delete_game(of("autosave.toml")).unwrap_err();
    assert!(matches!(e, DeleteError::Autosave(_)), "{e:?}");
    let e = record::delete_game(of(archived_name)).unwrap_err();
    assert!(matches!(e, DeleteError::Archived(_)), "{e:?}");
    assert!(e.to_string().contains("is an archived game"), "{e}");
    let e = record::delete_archived(of("a.toml")).unwrap_err();
    assert!(matches!(e, DeleteError::NotArchived(_)), "{e:?}");
    assert_eq!(record::list_games(data, 10).len(), 4);
    // A file changed since it was listed is left alone.
    unfinished(9, 9)
        .save_overwrite(&games.join("a.toml"))
        .unwrap();
    let e = record::delete_game(of("a.toml")).unwrap_err();
    assert!(matches!(e, DeleteError::Changed(_)), "{e:?}");
    assert!(games.join("a.toml").exists());
    // What is asked is deleted.
    record::delete_game(of("autosave-previous.toml")).unwrap();
    record::delete_archived(of(archived_name)).unwrap();
    assert!(!data.join("autosave-previous.toml").exists());
    assert!(!archived.exists());
    let kinds: Vec<Kind> = record::list_games(data, 10)
        .iter()
        .map(|l| l.kind)
        .collect();
    assert_eq!(kinds.len(), 2, "{kinds:?}");
    assert_eq!(toml_files(data), 1);
}
