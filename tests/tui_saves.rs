//! Saving, the autosave, resuming and replay in the terminal game: keys in,
//! state and files out, and what the screens draw (insta snapshots). Every
//! autosave lives in a temporary directory given to the app
//! (`Autosave::in_dir`), never in the real home directory.

use crate::support;

use std::fs;
use std::path::Path;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use support::tui::settled::{ctrl, press, type_text};
use support::tui::{game, rules, screen_text, status, tokens};
use yote::record::{self, Autosave, Players, SavedGame};
use yote::tui::app::{Confirm, Overlay, ScreenKind};
use yote::tui::saves::{Offer, SaveState};
use yote::tui::{App, Theme};
use yote_engine::{Color, Game, GameResult, Outcome, Reason, Rules};

/// A short game that White wins by the rules on a 2×5 board with two pieces
/// each: a1 jumps b1, and d2 goes as the second piece, so Black has none.
const WON: [&str; 5] = ["@a1", "@b1", "@e2", "@d2", "a1xc1/d2"];
const WON_RULES: [&str; 3] = ["pieces_per_player=2", "rows=2", "columns=5"];

fn saved(sets: &[&str], moves: &[&str], white: &str, black: &str) -> SavedGame {
    let mut game = Game::new(rules(sets)).expect("valid rules");
    game.play_tokens(moves).expect("legal moves");
    SavedGame::from_game(&game, &Players::new(white, black))
}

/// An app on the setup screen with its autosave in `dir`.
fn setup_with_autosave(dir: &Path) -> App {
    App::new(Rules::default(), Theme::mono()).with_autosave(Some(Autosave::in_dir(dir)))
}

fn autosaved_moves(dir: &Path) -> Vec<String> {
    record::load(&dir.join(record::AUTOSAVE_FILE))
        .expect("the autosave loads")
        .moves
}

// --- Saving with S ---------------------------------------------------------

#[test]
fn save_writes_a_new_file_that_loads_back() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("first.toml");
    let mut app = game(&[], &["@c3", "@d3", "@d4"]);
    press(&mut app, KeyCode::Char('S'));
    let prompt = app.prompt().expect("the save prompt opens");
    assert!(
        prompt.line.text().starts_with("yote-game") && prompt.line.text().ends_with(".toml"),
        "prefilled with a name in the current directory: {}",
        prompt.line.text()
    );
    ctrl(&mut app, 'u');
    assert_eq!(app.prompt().map(|p| p.line.text()), Some(""));
    type_text(&mut app, &path.display().to_string());
    press(&mut app, KeyCode::Enter);
    assert!(app.prompt().is_none(), "the prompt closes once saved");
    assert!(status(&app).contains("Saved to"), "{}", status(&app));
    assert!(status(&app).contains("first.toml"), "{}", status(&app));
    let back = record::load(&path).expect("the saved file loads");
    assert_eq!(back.moves, ["@c3", "@d3", "@d4"]);
    assert_eq!(back.players, Players::new("Ada", "Bo"));
    // Typing in the prompt played nothing.
    assert_eq!(tokens(&app), ["@c3", "@d3", "@d4"]);
}

#[test]
fn saving_over_an_existing_file_asks_and_no_leaves_it_untouched() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("taken.toml");
    fs::write(&path, "precious, not a game\n").expect("write");
    let mut app = game(&[], &["@c3", "@d3"]);
    press(&mut app, KeyCode::Char('S'));
    ctrl(&mut app, 'u');
    type_text(&mut app, &path.display().to_string());
    press(&mut app, KeyCode::Enter);
    let prompt = app.prompt().expect("still asking");
    assert!(prompt.asking(), "overwrite? is asked");
    assert_eq!(prompt.overwrite.as_deref(), Some(path.as_path()));
    // Other keys than y/n do nothing while asking.
    press(&mut app, KeyCode::Char('x'));
    assert!(
        app.prompt()
            .is_some_and(yote::tui::popups::file_prompt::FilePrompt::asking)
    );
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(
        fs::read_to_string(&path).expect("read"),
        "precious, not a game\n"
    );
    let prompt = app.prompt().expect("back to the name");
    assert!(!prompt.asking());
    assert!(
        prompt
            .error
            .as_deref()
            .is_some_and(|e| e.contains("Not overwritten"))
    );
    // Esc closes the prompt; the file is still untouched.
    press(&mut app, KeyCode::Esc);
    assert!(app.prompt().is_none());
    assert_eq!(
        fs::read_to_string(&path).expect("read"),
        "precious, not a game\n"
    );
    // Again, and this time yes.
    press(&mut app, KeyCode::Char('S'));
    ctrl(&mut app, 'u');
    type_text(&mut app, &path.display().to_string());
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('y'));
    assert!(app.prompt().is_none());
    assert_eq!(
        record::load(&path).expect("now a game").moves,
        ["@c3", "@d3"]
    );
}

#[test]
fn a_save_that_fails_keeps_the_name_and_says_why_in_one_line() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("no-such-folder").join("g.toml");
    let typed = path.display().to_string();
    let mut app = game(&[], &["@c3"]);
    press(&mut app, KeyCode::Char('S'));
    ctrl(&mut app, 'u');
    type_text(&mut app, &typed);
    press(&mut app, KeyCode::Enter);
    let prompt = app.prompt().expect("the dialog stays open");
    assert_eq!(prompt.line.text(), typed, "the name as typed is kept");
    let error = prompt.error.clone().expect("the reason is shown");
    assert!(error.starts_with("Not saved"), "{error}");
    assert!(error.contains("no-such-folder"), "{error}");
    assert!(error.contains("does not exist"), "{error}");
    assert!(!error.contains("os error"), "plain words: {error}");
    // One line that fits the dialog at 80 columns.
    let (_, text) = screen_text(&app, 80, 24);
    let line = text
        .lines()
        .find(|l| l.contains("Not saved"))
        .expect("shown");
    assert!(line.contains("does not exist"), "not cut: {text}");
    // The game goes on.
    assert!(app.running);
    press(&mut app, KeyCode::Esc);
    assert_eq!(tokens(&app), ["@c3"]);
    // An empty name is refused in the prompt itself.
    press(&mut app, KeyCode::Char('S'));
    ctrl(&mut app, 'u');
    press(&mut app, KeyCode::Enter);
    let prompt = app.prompt().expect("still open");
    assert!(
        prompt
            .error
            .as_deref()
            .is_some_and(|e| e.contains("file name"))
    );
}

#[test]
fn save_goes_only_over_regular_files() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().expect("tempdir");
    let folder = dir.path().join("a-folder");
    fs::create_dir(&folder).expect("mkdir");
    let fifo = dir.path().join("a-pipe");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo");
    assert!(made.success());
    let mut app = game(&[], &["@c3", "@d3"]);
    for (target, what) in [
        (Path::new("/dev/full"), "a character device"),
        (Path::new("/dev/null"), "a character device"),
        (folder.as_path(), "a folder"),
        (fifo.as_path(), "a named pipe"),
    ] {
        press(&mut app, KeyCode::Char('S'));
        ctrl(&mut app, 'u');
        type_text(&mut app, &target.display().to_string());
        press(&mut app, KeyCode::Enter);
        let prompt = app.prompt().expect("the dialog stays open");
        assert!(!prompt.asking(), "no overwrite question for {what}");
        let error = prompt.error.clone().expect("refused");
        assert!(error.contains(&format!("is {what}")), "{error}");
        press(&mut app, KeyCode::Esc);
    }
    let full = fs::metadata("/dev/full").expect("/dev/full");
    assert!(full.file_type().is_char_device(), "still a device");
    assert!(fs::metadata(&folder).expect("folder").is_dir());
    assert!(fs::metadata(&fifo).expect("fifo").file_type().is_fifo());
    assert_eq!(fs::read_dir(&folder).expect("dir").count(), 0);
}

#[test]
fn the_save_dialog_starts_in_the_games_folder_of_the_data_folder() {
    let dir = tempfile::tempdir().expect("tempdir");
    let games = dir.path().join(record::GAMES_DIR);
    let mut app = game(&[], &["@c3", "@d3"]).with_autosave(Some(Autosave::in_dir(dir.path())));
    press(&mut app, KeyCode::Char('S'));
    let prompt = app.prompt().expect("open");
    assert_eq!(prompt.folder, games);
    assert_eq!(prompt.line.text(), "yote-game.toml");
    press(&mut app, KeyCode::Enter);
    assert!(app.prompt().is_none(), "saved: {:?}", app.prompt());
    let file = games.join("yote-game.toml");
    assert_eq!(record::load(&file).expect("loads").moves, ["@c3", "@d3"]);
    // The next suggestion names no existing file; a bare name typed goes
    // to the games folder too.
    press(&mut app, KeyCode::Char('S'));
    assert_eq!(
        app.prompt().map(|p| p.line.text()),
        Some("yote-game-2.toml")
    );
    ctrl(&mut app, 'u');
    type_text(&mut app, "mine.toml");
    press(&mut app, KeyCode::Enter);
    assert!(games.join("mine.toml").exists());
}

#[test]
fn long_paths_in_messages_keep_their_file_name() {
    use yote::tui::saves::short;
    let long = Path::new("/very/long/folder/names/that/go/on/and/on/yote-game-12.toml");
    let shown = short(long);
    assert!(shown.chars().count() <= 40, "{shown}");
    assert!(shown.starts_with("/very/long/"), "{shown}");
    assert!(shown.ends_with("…/yote-game-12.toml"), "{shown}");
    assert_eq!(short(Path::new("/tmp/g.toml")), "/tmp/g.toml");
    assert_eq!(
        short(Path::new("/tmp/a\u{1b}]2;x\u{7}")),
        "/tmp/a\\x1b]2;x\\x07"
    );
}

#[test]
fn typed_names_expand_the_home_folder() {
    let games = Path::new("/data/games");
    let home = std::path::PathBuf::from(std::env::var_os("HOME").expect("HOME is set"));
    assert_eq!(
        yote::tui::saves::resolve("~/g.toml", games),
        home.join("g.toml")
    );
    assert_eq!(
        yote::tui::saves::resolve("g.toml", games),
        games.join("g.toml")
    );
    assert_eq!(
        yote::tui::saves::resolve("sub/g.toml", games),
        Path::new("sub/g.toml")
    );
    assert_eq!(
        yote::tui::saves::resolve("/tmp/g.toml", games),
        Path::new("/tmp/g.toml")
    );
}

// --- Autosave ----------------------------------------------------------------

#[test]
fn autosave_follows_every_move_undo_redo_and_the_end() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join(record::AUTOSAVE_FILE);
    let mut app = setup_with_autosave(dir.path());
    assert_eq!(app.setup().offer, Offer::Nothing);
    press(&mut app, KeyCode::Char('s'));
    assert_eq!(app.screen(), ScreenKind::Game);
    assert!(
        !file.exists(),
        "a new game with no move has nothing to keep"
    );
    press(&mut app, KeyCode::Enter); // White drops on c3 (the cursor's square)
    assert_eq!(autosaved_moves(dir.path()), ["@c3"]);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter); // Black drops on d3
    assert_eq!(autosaved_moves(dir.path()), ["@c3", "@d3"]);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(autosaved_moves(dir.path()), ["@c3"]);
    press(&mut app, KeyCode::Char('r'));
    assert_eq!(autosaved_moves(dir.path()), ["@c3", "@d3"]);
    // Moving the cursor changes nothing on disk.
    let before = fs::read(&file).expect("read");
    press(&mut app, KeyCode::Left);
    assert_eq!(fs::read(&file).expect("read"), before);
    // Resigning ends the game: written with its result, no longer offered.
    press(&mut app, KeyCode::Char('x'));
    press(&mut app, KeyCode::Char('y'));
    assert!(app.game_over());
    let kept = record::load(&file).expect("loads");
    assert_eq!(
        kept.outcome,
        Some(Outcome {
            result: GameResult::Win(Color::Black),
            reason: Reason::Resigned { by: Color::White },
        })
    );
    assert_eq!(Autosave::in_dir(dir.path()).offer(), Ok(None));
    // Taking the resignation back is written too.
    press(&mut app, KeyCode::Char('u'));
    assert!(!record::load(&file).expect("loads").is_finished());
}

#[test]
fn a_game_won_by_the_rules_is_autosaved_finished_and_not_offered() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = App::from_tokens(rules(&WON_RULES), "Ada", "Bo", &WON[..4], Theme::mono())
        .expect("replay")
        .with_autosave(Some(Autosave::in_dir(dir.path())));
    // The last move by keys: a1 jumps b1 to c1; d2 is the only second piece.
    app.play_mut().expect("game").cursor = yote_engine::Square::parse("a1").expect("sq");
    press(&mut app, KeyCode::Enter);
    app.play_mut().expect("game").cursor = yote_engine::Square::parse("c1").expect("sq");
    press(&mut app, KeyCode::Enter);
    if !app.game_over() {
        // Asked for the second piece after all: d2.
        app.play_mut().expect("game").cursor = yote_engine::Square::parse("d2").expect("sq");
        press(&mut app, KeyCode::Enter);
    }
    assert!(app.game_over(), "{}", status(&app));
    let kept = record::load(&dir.path().join(record::AUTOSAVE_FILE)).expect("loads");
    assert!(kept.is_finished());
    assert_eq!(kept.moves.len(), 5);
    let next = setup_with_autosave(dir.path());
    assert_eq!(
        next.setup().offer,
        Offer::Nothing,
        "a finished game is not offered"
    );
    let (_, text) = screen_text(&next, 100, 32);
    assert!(!text.contains("unfinished"), "{text}");
}

#[test]
fn without_a_data_directory_the_player_is_told_and_it_stays_shown() {
    let mut app = game(&[], &[]).with_autosave(None);
    press(&mut app, KeyCode::Enter);
    let shown = status(&app);
    assert!(shown.contains("Autosave is off"), "{shown}");
    assert!(shown.contains("S saves"), "{shown}");
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    assert_eq!(tokens(&app).len(), 2, "the game goes on");
    // The indicator stays while nothing is saved, and quitting warns.
    let (_, text) = screen_text(&app, 100, 32);
    assert!(
        text.lines()
            .nth(2)
            .is_some_and(|l| l.contains("┌ Board") && l.contains("⚠ autosave off")),
        "{text}"
    );
    press(&mut app, KeyCode::Char('q'));
    let (_, text) = screen_text(&app, 100, 32);
    assert!(text.contains("Quit the game?"), "{text}");
    assert!(text.contains("not autosaved"), "{text}");
}

#[test]
fn a_failing_autosave_is_said_every_time_and_when_it_works_again() {
    let dir = tempfile::tempdir().expect("tempdir");
    // The data directory is a file: nothing can be written inside it.
    let blocked = dir.path().join("blocked");
    fs::write(&blocked, "a file, not a directory").expect("write");
    let mut app = game(&[], &[]).with_autosave(Some(Autosave::in_dir(&blocked)));
    press(&mut app, KeyCode::Enter);
    let shown = status(&app);
    assert!(
        shown.contains(&format!(
            "Cannot autosave: {} is a file, not a folder.",
            blocked.display()
        )),
        "plain words and the place: {shown}"
    );
    assert!(!shown.contains("os error"), "{shown}");
    assert!(app.play().is_some_and(|p| p.status.error));
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    assert!(
        status(&app).contains("is a file, not a folder"),
        "said again while it goes on failing: {}",
        status(&app)
    );
    assert!(matches!(app.keeper.state, SaveState::Failing(_)));
    let (_, text) = screen_text(&app, 110, 32);
    assert!(
        text.lines()
            .nth(2)
            .is_some_and(|l| l.contains("┌ Board") && l.contains("⚠ not saved")),
        "{text}"
    );
    // The whole message fits an 80-column screen.
    let (_, text) = screen_text(&app, 80, 24);
    assert!(text.contains(&status(&app)), "not cut: {text}");
    // Quitting warns that the game is not saved.
    press(&mut app, KeyCode::Char('q'));
    let (_, text) = screen_text(&app, 110, 32);
    assert!(text.contains("Quit the game?"), "{text}");
    assert!(text.contains("This game is not saved"), "{text}");
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(tokens(&app), ["@c3", "@d3"]);
    assert_eq!(
        fs::read_to_string(&blocked).expect("read"),
        "a file, not a directory"
    );
    // The folder becomes possible: the next change is saved, and said so.
    fs::remove_file(&blocked).expect("remove");
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    assert!(
        status(&app).contains("Autosave works again"),
        "{}",
        status(&app)
    );
    assert_eq!(app.keeper.state, SaveState::Saved);
    assert_eq!(autosaved_moves(&blocked).len(), 3);
    let (_, text) = screen_text(&app, 110, 32);
    assert!(!text.contains("not saved"), "{text}");
}

// --- Two games on one data folder ---------------------------------------------

#[test]
fn a_second_game_on_the_same_data_folder_autosaves_to_its_own_slot() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut first = setup_with_autosave(dir.path());
    let mut second = setup_with_autosave(dir.path());
    assert_eq!(first.keeper.notice, None);
    let notice = second.keeper.notice.clone().expect("told");
    assert!(notice.contains("Another game is running"), "{notice}");
    assert!(notice.contains("autosave-2.toml"), "{notice}");
    let (_, text) = screen_text(&second, 100, 32);
    assert!(text.contains("Another game is running"), "{text}");
    for app in [&mut first, &mut second] {
        press(app, KeyCode::Char('s'));
        press(app, KeyCode::Enter);
    }
    press(&mut second, KeyCode::Right);
    press(&mut second, KeyCode::Enter);
    assert_eq!(autosaved_moves(dir.path()), ["@c3"]);
    let other = record::load(&dir.path().join("autosave-2.toml")).expect("kept apart");
    assert_eq!(other.moves, ["@c3", "@d3"]);
    // Once the first game is gone, its slot is free: the next game takes it
    // and offers the first game to resume.
    drop(first);
    let third = setup_with_autosave(dir.path());
    assert_eq!(third.keeper.notice, None);
    let Offer::Game(resume) = &third.setup().offer else {
        panic!("the first game is offered: {:?}", third.setup().offer);
    };
    assert_eq!(resume.moves, 1);
    drop(second);
}

#[test]
fn a_lock_left_by_a_dead_game_is_taken_over() {
    let dir = tempfile::tempdir().expect("tempdir");
    // A lock file naming a process that is gone, and held by nobody.
    fs::write(dir.path().join("autosave.lock"), "4000000000\n").expect("write");
    let app = setup_with_autosave(dir.path());
    assert_eq!(app.keeper.notice, None, "slot 1 is ours");
    let pid = fs::read_to_string(dir.path().join("autosave.lock")).expect("read");
    assert_eq!(pid.trim(), std::process::id().to_string());
}

#[test]
fn keys_only_ask_for_file_work_and_the_event_loop_does_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join(record::AUTOSAVE_FILE);
    let mut app = setup_with_autosave(dir.path());
    let key = |app: &mut App, code| app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
    key(&mut app, KeyCode::Char('s'));
    key(&mut app, KeyCode::Enter); // White @c3
    assert!(!file.exists(), "the update wrote nothing");
    let autosaves = |app: &App| -> Vec<Vec<String>> {
        app.effects
            .iter()
            .filter_map(|e| match e {
                yote::tui::Effect::Autosave(r) => Some(r.moves.clone()),
                _ => None,
            })
            .collect()
    };
    assert_eq!(autosaves(&app), [["@c3"]]);
    yote::tui::event_loop::settle(&mut app);
    assert!(autosaves(&app).is_empty());
    assert_eq!(autosaved_moves(dir.path()), ["@c3"]);
}

/// How many autosaves a stretch of keys asks for, and what they hold.
fn autosaves_asked(app: &mut App, keys: &[KeyCode]) -> Vec<Vec<String>> {
    let mut asked = Vec::new();
    for &code in keys {
        app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
        asked.extend(app.take_effects().into_iter().filter_map(|e| match e {
            yote::tui::Effect::Autosave(r) => Some(r.moves.clone()),
            _ => None,
        }));
    }
    asked
}

#[test]
fn only_a_change_of_the_game_asks_for_an_autosave() {
    use KeyCode::{Down, Enter, Left, Right, Up};
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = setup_with_autosave(dir.path());
    assert!(autosaves_asked(&mut app, &[KeyCode::Char('s')]).is_empty());
    // Cursor keys, a selection taken back, the help opened and closed: no
    // change of what a saved game holds.
    let looking = [
        Up,
        Right,
        Down,
        Left,
        Left,
        Right,
        KeyCode::Char('?'),
        KeyCode::Esc,
    ];
    assert!(autosaves_asked(&mut app, &looking).is_empty());
    // Each move once; an undo and a redo each once.
    let asked = autosaves_asked(&mut app, &[Enter, Right, Right, Enter, Up, Up, Up]);
    assert_eq!(asked, [vec!["@c3"], vec!["@c3", "@e3"]]);
    let asked = autosaves_asked(&mut app, &[KeyCode::Char('u'), Left, KeyCode::Char('r')]);
    assert_eq!(asked, [vec!["@c3"], vec!["@c3", "@e3"]]);
}

// --- Resume ------------------------------------------------------------------

fn autosave_unfinished(dir: &Path) -> SavedGame {
    let game = saved(
        &["second_piece=board-or-hand"],
        &["@c3", "@d3", "@d4"],
        "Ama",
        "Kofi",
    );
    Autosave::in_dir(dir).write_saved(&game).expect("write");
    game
}

#[test]
fn resume_is_offered_and_taken() {
    let dir = tempfile::tempdir().expect("tempdir");
    autosave_unfinished(dir.path());
    let mut app = setup_with_autosave(dir.path());
    let Offer::Game(resume) = &app.setup().offer else {
        panic!("an unfinished game is offered: {:?}", app.setup().offer);
    };
    // Three plies: White's second move is move 2.
    assert_eq!(resume.moves, 2);
    assert_eq!(resume.players, Players::new("Ama", "Kofi"));
    let (_, text) = screen_text(&app, 100, 32);
    assert!(text.contains("Ama vs ● Kofi  ·  2 moves played"), "{text}");
    assert!(text.contains("Second piece from the hand"), "{text}");
    assert!(text.contains("r resume it"), "{text}");
    press(&mut app, KeyCode::Char('r'));
    assert_eq!(app.screen(), ScreenKind::Game);
    assert_eq!(tokens(&app), ["@c3", "@d3", "@d4"]);
    assert_eq!(app.names(), &["Ama".to_string(), "Kofi".to_string()]);
    assert!(app.rules().second_piece == yote_engine::SecondPiece::BoardOrHand);
    assert!(status(&app).contains("Resumed"), "{}", status(&app));
    // Playing on continues the same autosave, with nothing set aside.
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter); // Black drops on c2
    assert_eq!(autosaved_moves(dir.path()), ["@c3", "@d3", "@d4", "@c2"]);
    assert!(!dir.path().join("autosave-previous.toml").exists());
}

#[test]
fn a_new_game_instead_keeps_the_unfinished_one_aside() {
    let dir = tempfile::tempdir().expect("tempdir");
    let old = autosave_unfinished(dir.path());
    let mut app = setup_with_autosave(dir.path());
    press(&mut app, KeyCode::Char('s'));
    // Until a move is made the offered game is where it was.
    assert_eq!(autosaved_moves(dir.path()), old.moves);
    press(&mut app, KeyCode::Enter);
    assert_eq!(autosaved_moves(dir.path()), ["@c3"]);
    let aside = record::load(&dir.path().join("autosave-previous.toml")).expect("kept");
    assert_eq!(aside, old);
    assert!(
        status(&app).contains("autosave-previous.toml"),
        "{}",
        status(&app)
    );
}

#[test]
fn discarding_the_offer_asks_first() {
    let dir = tempfile::tempdir().expect("tempdir");
    autosave_unfinished(dir.path());
    let file = dir.path().join(record::AUTOSAVE_FILE);
    let mut app = setup_with_autosave(dir.path());
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(app.overlay(), Some(Overlay::Confirm(Confirm::Discard)));
    press(&mut app, KeyCode::Char('n'));
    assert!(file.exists());
    assert!(matches!(app.setup().offer, Offer::Game(_)));
    press(&mut app, KeyCode::Char('x'));
    press(&mut app, KeyCode::Char('y'));
    assert!(!file.exists());
    assert_eq!(app.setup().offer, Offer::Nothing);
    // Nothing left to resume.
    press(&mut app, KeyCode::Char('r'));
    assert_eq!(app.screen(), ScreenKind::Setup);
}

#[test]
fn a_corrupt_autosave_is_reported_kept_and_never_blocks_a_new_game() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join(record::AUTOSAVE_FILE);
    let bad = "format = 1\nmoves = [\"@c3\", \"@c3\"]\n[players]\nwhite = \"A\"\nblack = \"B\"\n";
    fs::write(&file, bad).expect("write");
    let mut app = setup_with_autosave(dir.path());
    let Offer::Unreadable(message) = &app.setup().offer else {
        panic!("reported: {:?}", app.setup().offer);
    };
    // The loader's own words: the missing [rules] table.
    assert!(message.contains("autosave.toml"), "{message}");
    assert!(message.contains("rules"), "{message}");
    let (_, text) = screen_text(&app, 100, 32);
    assert!(
        text.contains("The autosave could not be read (it is kept)"),
        "{text}"
    );
    assert_eq!(fs::read_to_string(&file).expect("read"), bad, "not touched");
    // r does nothing; a new game starts.
    press(&mut app, KeyCode::Char('r'));
    assert_eq!(app.screen(), ScreenKind::Setup);
    press(&mut app, KeyCode::Char('s'));
    assert_eq!(app.screen(), ScreenKind::Game);
    assert_eq!(fs::read_to_string(&file).expect("read"), bad, "not yet");
    press(&mut app, KeyCode::Enter);
    // The new game is autosaved; the bad file was moved aside, not deleted.
    assert_eq!(autosaved_moves(dir.path()), ["@c3"]);
    let kept = dir.path().join("autosave-unreadable.toml");
    assert_eq!(fs::read_to_string(&kept).expect("kept"), bad);
    assert!(
        status(&app).contains("autosave-unreadable.toml"),
        "{}",
        status(&app)
    );
}

// --- Opening a file from the setup screen -------------------------------------

#[test]
fn open_from_setup_refuses_a_bad_file_and_opens_a_good_one() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bad = dir.path().join("bad.toml");
    // A good file with its second move changed into an illegal one.
    let text = saved(&[], &["@c3", "@d3"], "A", "B")
        .to_toml_string()
        .replace("\"@d3\"", "\"@c3\"");
    fs::write(&bad, &text).expect("write");
    let mut app = App::new(Rules::default(), Theme::mono());
    press(&mut app, KeyCode::Char('o'));
    type_text(&mut app, &bad.display().to_string());
    press(&mut app, KeyCode::Enter);
    let prompt = app.prompt().expect("stays open");
    let error = prompt.error.clone().expect("the reason is shown");
    assert!(error.contains("bad.toml"), "{error}");
    assert!(error.contains("move 2 '@c3'"), "the move is named: {error}");
    assert_eq!(fs::read_to_string(&bad).expect("read"), text, "unchanged");
    assert_eq!(app.screen(), ScreenKind::Setup);
    // A good, unfinished game opens where it stopped.
    let good = dir.path().join("good.toml");
    saved(&[], &["@c3", "@d3"], "Ama", "Kofi")
        .save_new(&good)
        .expect("save");
    ctrl(&mut app, 'u');
    type_text(&mut app, &good.display().to_string());
    press(&mut app, KeyCode::Enter);
    assert!(app.prompt().is_none());
    assert_eq!(app.screen(), ScreenKind::Game);
    assert_eq!(tokens(&app), ["@c3", "@d3"]);
    assert!(status(&app).contains("good.toml"), "{}", status(&app));
}

// --- Replay --------------------------------------------------------------------

fn finished_game() -> SavedGame {
    saved(&WON_RULES, &WON, "Ama", "Kofi")
}

#[test]
fn a_finished_game_opens_in_replay_and_steps_both_ways() {
    let game = finished_game();
    assert!(game.is_finished());
    let mut app = App::with_saved(game.clone(), Theme::mono()).expect("opens");
    assert_eq!(app.screen(), ScreenKind::Replay);
    let ply = |app: &App| app.replay().expect("replay").ply;
    let position = |app: &App| *app.replay().expect("replay").game.position();
    assert_eq!(ply(&app), 5);
    press(&mut app, KeyCode::Left);
    assert_eq!(ply(&app), 4);
    assert_eq!(position(&app), *game.game_at(4).expect("ok").position());
    press(&mut app, KeyCode::Char('h'));
    press(&mut app, KeyCode::Char('l'));
    assert_eq!(ply(&app), 4);
    press(&mut app, KeyCode::Home);
    assert_eq!(ply(&app), 0);
    assert_eq!(
        position(&app),
        *Game::new(game.rules.clone())
            .expect("valid rules")
            .position()
    );
    press(&mut app, KeyCode::Left);
    assert_eq!(ply(&app), 0, "no step before the start");
    press(&mut app, KeyCode::End);
    assert_eq!(ply(&app), 5);
    assert!(app.replay().expect("replay").game.is_over());
    // Playing on from the end of a finished game is refused.
    press(&mut app, KeyCode::Char('c'));
    assert_eq!(app.screen(), ScreenKind::Replay);
    let refused = &app.replay().expect("replay").status;
    assert!(
        refused.error && refused.text.contains("step back"),
        "{refused:?}"
    );
}

#[test]
fn playing_on_from_a_replayed_move_is_a_new_game_with_redo() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = App::with_saved(finished_game(), Theme::mono())
        .expect("opens")
        .with_autosave(Some(Autosave::in_dir(dir.path())));
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Char('c'));
    assert_eq!(app.screen(), ScreenKind::Game);
    assert_eq!(tokens(&app), ["@a1", "@b1"]);
    assert_eq!(app.names(), &["Ama".to_string(), "Kofi".to_string()]);
    assert_eq!(app.rules(), &rules(&WON_RULES));
    assert!(!app.game_over());
    assert!(status(&app).contains("from move 1 "), "{}", status(&app));
    // Nothing written yet; the first change is.
    assert!(!dir.path().join(record::AUTOSAVE_FILE).exists());
    // The moves that followed can be redone.
    press(&mut app, KeyCode::Char('r'));
    assert_eq!(tokens(&app), ["@a1", "@b1", "@e2"]);
    assert_eq!(autosaved_moves(dir.path()), ["@a1", "@b1", "@e2"]);
}

#[test]
fn replay_from_the_game_and_back() {
    let mut app = game(&[], &["@c3", "@d3", "@d4"]);
    press(&mut app, KeyCode::Char('v'));
    assert_eq!(app.screen(), ScreenKind::Replay);
    assert_eq!(app.replay().expect("replay").ply, 3);
    press(&mut app, KeyCode::Left);
    // Esc goes back to the game, unchanged.
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), ScreenKind::Game);
    assert_eq!(tokens(&app), ["@c3", "@d3", "@d4"]);
    // From the game-over screen too.
    let mut app =
        App::from_tokens(rules(&WON_RULES), "Ada", "Bo", &WON, Theme::mono()).expect("replay");
    assert!(app.game_over());
    press(&mut app, KeyCode::Char('v'));
    assert_eq!(app.screen(), ScreenKind::Replay);
    press(&mut app, KeyCode::Char('g'));
    assert_eq!(app.replay().expect("replay").ply, 0);
    press(&mut app, KeyCode::Esc);
    assert!(app.game_over());
}

#[test]
fn esc_from_the_replay_of_an_opened_finished_game_shows_its_end() {
    let mut app = App::with_saved(finished_game(), Theme::mono()).expect("opens");
    assert_eq!(app.screen(), ScreenKind::Replay);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), ScreenKind::Game, "not the setup screen");
    assert!(app.game_over());
    assert_eq!(tokens(&app), WON);
    assert_eq!(app.names(), &["Ama".to_string(), "Kofi".to_string()]);
}

// --- The archive and the open dialog's list ----------------------------------

#[test]
fn a_finished_game_is_archived_and_the_next_autosave_leaves_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let archive = dir.path().join(record::ARCHIVE_DIR);
    let mut app = App::from_tokens(rules(&WON_RULES), "Ama", "Kofi", &WON[..4], Theme::mono())
        .expect("replay")
        .with_autosave(Some(Autosave::in_dir(dir.path())));
    press(&mut app, KeyCode::Char('x'));
    press(&mut app, KeyCode::Char('y'));
    assert!(app.game_over());
    let files: Vec<_> = fs::read_dir(&archive)
        .expect("the archive exists")
        .map(|e| e.expect("entry").path())
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    let name = files[0]
        .file_name()
        .expect("name")
        .to_string_lossy()
        .into_owned();
    assert!(name.ends_with("-Ama-vs-Kofi.toml"), "{name}");
    assert!(name.starts_with("20"), "dated: {name}");
    let kept = record::load(&files[0]).expect("loads");
    assert!(kept.is_finished());
    assert_eq!(kept.moves, WON[..4]);
    assert!(status(&app).contains("archive/"), "{}", status(&app));
    let before = fs::read(&files[0]).expect("read");
    // A rematch plays on: its autosave never touches the archived game.
    press(&mut app, KeyCode::Char('m'));
    press(&mut app, KeyCode::Enter);
    assert_eq!(autosaved_moves(dir.path()).len(), 1);
    assert_eq!(fs::read(&files[0]).expect("read"), before);
    assert_eq!(fs::read_dir(&archive).expect("dir").count(), 1);
}

#[test]
fn the_open_dialog_lists_saved_autosaved_and_archived_games() {
    let dir = tempfile::tempdir().expect("tempdir");
    autosave_unfinished(dir.path());
    let games = dir.path().join(record::GAMES_DIR);
    fs::create_dir_all(&games).expect("mkdir");
    saved(&[], &["@c3", "@d3"], "Ada", "Bo")
        .save_new(&games.join("kept.toml"))
        .expect("save");
    let won = finished_game();
    record::archive(
        &won,
        &dir.path().join(record::ARCHIVE_DIR),
        std::time::SystemTime::now(),
    )
    .expect("archive");
    fs::write(games.join("broken.toml"), "not a game").expect("write");
    let mut app = setup_with_autosave(dir.path());
    press(&mut app, KeyCode::Char('o'));
    let prompt = app.prompt().expect("the dialog opens");
    assert_eq!(prompt.games.len(), 4, "the broken file is listed too");
    let (_, text) = screen_text(&app, 100, 32);
    assert!(text.contains("Saved and archived games (4)"), "{text}");
    assert!(text.contains("games/broken.toml does not read"), "{text}");
    assert!(
        text.contains("not TOML") || text.contains("line 1"),
        "{text}"
    );
    assert!(
        text.contains("Ama vs Kofi · 2 moves · unfinished"),
        "{text}"
    );
    // Moves counted in pairs, as the move list counts them (plies before).
    assert!(text.contains("Ada vs Bo · 1 move · unfinished"), "{text}");
    assert!(text.contains("Ama vs Kofi · 3 moves · Ama won"), "{text}");
    assert!(
        text.contains("games/kept.toml · 5×6, 12 pieces each, Standard"),
        "{text}"
    );
    assert!(text.contains("archive/"), "{text}");
    // Choose the saved game with ↓ and open it with Enter.
    let at = prompt
        .games
        .iter()
        .position(|g| g.path.ends_with("kept.toml"))
        .expect("listed");
    for _ in 0..=at {
        press(&mut app, KeyCode::Down);
    }
    assert!(
        app.prompt()
            .is_some_and(|p| p.line.text().ends_with("kept.toml"))
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), ScreenKind::Game);
    assert_eq!(tokens(&app), ["@c3", "@d3"]);
    assert_eq!(app.names(), &["Ada".to_string(), "Bo".to_string()]);
}

// --- Leaving and pausing --------------------------------------------------------

#[test]
fn ctrl_c_ends_as_interrupted_and_ctrl_z_asks_to_suspend() {
    let mut app = game(&[], &["@c3"]);
    ctrl(&mut app, 'z');
    assert_eq!(app.take_effects(), [yote::tui::Effect::Suspend]);
    assert!(app.running);
    assert!(app.take_effects().is_empty(), "asked once");
    ctrl(&mut app, 'c');
    assert!(!app.running);
    assert!((app.ended == yote::tui::Ended::Interrupted));
    assert_eq!(yote::tui::Ended::Interrupted.exit_code(), 130);
    assert_eq!(yote::tui::Ended::Signal(15).exit_code(), 143);
}

// --- What the screens show -----------------------------------------------------

#[test]
fn resume_offer_on_the_setup_screen() {
    let dir = tempfile::tempdir().expect("tempdir");
    autosave_unfinished(dir.path());
    let app = setup_with_autosave(dir.path());
    let (terminal, text) = screen_text(&app, 100, 32);
    assert!(text.contains("An unfinished game was kept"), "{text}");
    assert!(text.contains("r resume  x discard"), "the key bar: {text}");
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn save_prompt() {
    let mut app = game(&[], &["@c3", "@d3", "@d4"]);
    press(&mut app, KeyCode::Char('S'));
    let prompt = app.prompt_mut().expect("prompt");
    // Fixed text for the snapshot: the real one is the current directory.
    prompt.line.set("yote-game.toml");
    prompt.folder = "/home/ama/games".into();
    let (terminal, text) = screen_text(&app, 100, 32);
    // The name suggested is selected whole: typing replaces it.
    assert!(prompt_suggested(&app), "a name is suggested");
    assert!(
        text.contains("File name: yote-game.toml  typing replaces it"),
        "{text}"
    );
    insta::assert_snapshot!(terminal.backend());
    // The overwrite question.
    let prompt = app.prompt_mut().expect("prompt");
    prompt.overwrite = Some("yote-game.toml".into());
    let (_, text) = screen_text(&app, 100, 32);
    assert!(
        text.contains("yote-game.toml already exists. Overwrite it?"),
        "{text}"
    );
    assert!(text.contains("y overwrite"), "{text}");
}

#[test]
fn replay_screen() {
    let mut app = App::with_saved(finished_game(), Theme::mono()).expect("opens");
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    let (terminal, text) = screen_text(&app, 100, 32);
    assert!(text.contains("move 2, White (of 3)"), "{text}");
    assert!(
        text.contains("2.▶@e2"),
        "the current move is marked: {text}"
    );
    assert!(
        text.contains("3. a1xc1/d2"),
        "later moves are listed, in pairs: {text}"
    );
    insta::assert_snapshot!(terminal.backend());
    // At the end, the result.
    press(&mut app, KeyCode::End);
    let (_, text) = screen_text(&app, 100, 32);
    assert!(
        text.contains("End of the game. Ama wins: Kofi has no pieces left."),
        "{text}"
    );
}

#[test]
fn an_unfinished_saved_game_opens_where_it_stopped() {
    let game = saved(&["multi_jump=true"], &["@c3", "@d3", "@d4"], "Ama", "Kofi");
    let app = App::with_saved(game, Theme::mono()).expect("opens");
    assert_eq!(app.screen(), ScreenKind::Game);
    assert_eq!(tokens(&app), ["@c3", "@d3", "@d4"]);
    assert_eq!(app.names(), &["Ama".to_string(), "Kofi".to_string()]);
    assert!(app.rules().multi_jump);
    assert_eq!(
        app.game().map(yote_engine::Game::to_move),
        Some(Color::Black),
        "Black moves next, as in the file"
    );
}

// --- End to end, in a pseudo-terminal ---------------------------------------------

#[test]
fn pty_a_game_over_then_setup_is_archived_and_listed_by_the_open_dialog() {
    use support::pty::{DOWN, ENTER, Session};
    let data = tempfile::tempdir().expect("temporary data directory");
    let mut s = Session::start_in(&[], data.path());
    s.wait_for("[Off]");
    s.send("s");
    s.wait_for("White: drop a piece");
    s.send(ENTER); // White @c3
    s.wait_for("1. @c3");
    s.send("x");
    s.wait_for("resigns the game?");
    s.send("y"); // Black resigns
    s.wait_for("Game over");
    s.send("s"); // to the setup screen, one Shift away from S
    s.wait_for("[Off]");
    let archive = data.path().join(record::ARCHIVE_DIR);
    let files: Vec<_> = fs::read_dir(&archive)
        .expect("the archive exists")
        .map(|e| e.expect("entry").path())
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    assert!(
        files[0].to_string_lossy().ends_with("-White-vs-Black.toml"),
        "{files:?}"
    );
    let kept = record::load(&files[0]).expect("the archived game loads");
    assert_eq!(kept.moves, ["@c3"]);
    assert!(kept.is_finished());
    // The open dialog lists it, once (the autosave holds it too).
    s.send("o");
    s.wait_for("Saved and archived games (1)");
    s.wait_for("↑↓ choose");
    s.wait_for("White vs Black · 1 move · White won");
    s.wait_for("archive/");
    s.send(DOWN);
    s.send(ENTER);
    s.wait_for("End of the game");
    // Esc from its replay: the game's end, not the setup screen.
    s.send("\x1b");
    s.wait_for("Game over");
    s.wait_for("rematch");
    s.send("q");
    assert!(s.wait_exit().success());
    s.assert_restored();
}

fn prompt_suggested(app: &App) -> bool {
    app.prompt().is_some_and(|p| p.suggested)
}
