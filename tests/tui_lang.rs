//! The terminal game in Spanish and Czech: the setup screen, a capture
//! prompt, a refusal, game over, the help and the rules, the save and open
//! dialogs, the settings screen and the notes about opening and saving,
//! drawn in a `TestBackend` at the smallest size accepted, with nothing cut
//! at a panel's edge (insta snapshots) and no English left on the screens
//! translated last; keys named in a sentence keep their colour; the
//! language switched on the setup screen at once.

use std::path::{Path, PathBuf};

use crate::support;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use support::tui::{choose, cuts, draw, game, press, rules};
use yote::i18n::{Lang, set_language, tr_in};
use yote::record::{Kind, Listed, Players, SavedGame, Summary};
use yote::tui::app::{Done, Saved};
use yote::tui::popups::file_prompt::{FilePrompt, Purpose};
use yote::tui::saves;
use yote::tui::{App, Theme};
use yote::words::rules_summary;
use yote_engine::{Game, Rules};

/// A saved game of `moves` between `white` and `black`.
fn saved(moves: &[&str], white: &str, black: &str) -> SavedGame {
    let mut game = Game::default();
    game.play_tokens(moves).expect("legal moves");
    SavedGame::from_game(&game, &Players::new(white, black))
}

/// The save dialog (`S`) with a fixed folder (the real one is the current
/// directory), the name typed.
fn save_prompt(name: &str) -> App {
    let mut app = game(&[], &["@c3", "@d3", "@d4"]);
    press(&mut app, KeyCode::Char('S'));
    // The suggested name comes (from the reader thread, here at once),
    // then the name typed over it.
    yote::tui::event_loop::settle(&mut app);
    let prompt = app.prompt_mut().expect("the save dialog");
    prompt.line.set(name);
    prompt.suggested = false;
    prompt.folder = "/home/ama/games".into();
    app
}

/// The screens checked in every language, built in the language already
/// set on this thread.
fn screens() -> Vec<(&'static str, App)> {
    let mut all = vec![("setup", App::new(Rules::default(), Theme::mono()))];
    let mut app = game(&[], &["@c3", "@c4", "@a1", "@f5"]);
    choose(&mut app, "c3");
    all.push(("capture_prompt", app));
    let mut app = game(
        &["multi_jump=true"],
        &[
            "@a1", "@a2", "@f1", "@a4", "@f2", "@e5", "@f3", "@d5", "@e1", "@c5",
        ],
    );
    choose(&mut app, "a1");
    choose(&mut app, "a3");
    choose(&mut app, "a5");
    all.push(("second_piece", app));
    let mut app = game(&["mandatory_capture=true"], &["@c3", "@a5", "@a1", "@c4"]);
    choose(&mut app, "a1");
    all.push(("refusal", app));
    all.push((
        "game_over",
        game(&["pieces_per_player=2"], &["@c3", "@c4", "c3xc5"]),
    ));
    for (name, key) in [("help", '?'), ("rules", 'i')] {
        let mut app = game(&["draw_when_both_have_at_most=3"], &["@c3"]);
        press(&mut app, KeyCode::Char(key));
        all.push((name, app));
    }
    all.extend(translated_last());
    all
}

/// The screens of the file dialogs, the saves' and the settings' words
/// and the notes about opening and saving, in the thread's language.
fn translated_last() -> Vec<(&'static str, App)> {
    let mut all = Vec::new();
    // The save dialog: no name typed, Enter says so.
    let mut app = save_prompt("");
    press(&mut app, KeyCode::Enter);
    all.push(("file_prompt_error", app));
    // A save that failed, as the event loop reports it.
    let mut app = save_prompt("x.toml");
    let path = Path::new("/nowhere/at/all/x.toml");
    let why = saves::plain_io(path, &std::io::ErrorKind::NotFound.into());
    app.update(Done::Saved {
        path: path.into(),
        saved: Saved::Failed(why),
    });
    all.push(("file_prompt_not_saved", app));
    // The overwrite question.
    let mut app = save_prompt("yote-game.toml");
    app.update(Done::Saved {
        path: "/home/ama/games/yote-game.toml".into(),
        saved: Saved::Exists("/home/ama/games/yote-game.toml".into()),
    });
    all.push(("file_prompt_overwrite", app));
    // The open dialog's list of games, the last one chosen.
    let listed = |path: &str, kind, saved| Listed {
        path: PathBuf::from(path),
        kind,
        read: Ok(Summary::of(&saved)),
        modified: std::time::SystemTime::UNIX_EPOCH,
    };
    let mut won = game(&["pieces_per_player=2"], &["@c3", "@c4", "c3xc5"]);
    let won = yote::tui::seats::table::record_of(won.play_mut().map(|p| &p.table).expect("a game"));
    let mut app = App::new(Rules::default(), Theme::mono());
    app.open_prompt(
        FilePrompt::new(Purpose::Open, "", "/home/ama/games").with_games(vec![
            listed(
                "/home/ama/autosave.toml",
                Kind::Autosave,
                saved(&["@c3"], "Ama", "Kofi"),
            ),
            listed(
                "/home/ama/games/a.toml",
                Kind::Saved,
                saved(&["@c3", "@d3", "@d4"], "Ada", "Bo"),
            ),
            listed("/home/ama/games/b.toml", Kind::Saved, won),
        ]),
    );
    for _ in 0..3 {
        press(&mut app, KeyCode::Down);
    }
    all.push(("saves_list", app));
    // The settings screen (no config folder): Enter says why it cannot save.
    let mut app = App::new(Rules::default(), Theme::mono());
    press(&mut app, KeyCode::Char('p'));
    press(&mut app, KeyCode::Enter);
    all.push(("settings", app));
    // The notes after saving and after opening a game.
    let mut app = save_prompt("partida.toml");
    app.update(Done::Saved {
        path: "/home/ama/games/partida.toml".into(),
        saved: Saved::Done,
    });
    all.push(("note_saved", app));
    let mut app = game(&[], &["@c3"]);
    // As the open dialog gets it back.
    app.open_prompt(FilePrompt::new(
        Purpose::Open,
        "partida.toml",
        "/home/ama/games",
    ));
    app.update(Done::Opened {
        path: "partida.toml".into(),
        loaded: Ok(Box::new(saved(&["@c3", "@d3", "@d4"], "Ada", "Bo"))),
    });
    all.push(("note_opened", app));
    // Game over with the longest names: the panel's title shortens them.
    all.push((
        "game_over_long_names",
        App::from_tokens(
            rules(&["pieces_per_player=2"]),
            "Bartolomé Hernández",
            "Alžběta Nováčková",
            &["@c3", "@c4", "c3xc5"],
            Theme::mono(),
        )
        .expect("tokens replay"),
    ));
    all
}

/// Words of the English screens translated last: none may show on them
/// in another language.
const ENGLISH: [&str; 28] = [
    "Save the game",
    "Open a saved game",
    "File name",
    "without a folder",
    "Type a file name",
    "Not saved",
    "Saved to",
    "does not exist",
    "already exists",
    "Overwrite",
    "keep it",
    "cancel",
    "Saved and archived",
    "to choose",
    "vs",
    "moves",
    "unfinished",
    "won",
    "Settings",
    "Theme",
    "Characters",
    "Computer level",
    "rules file",
    "not set",
    "config folder",
    "Opened",
    "replays them",
    "Game over",
];

/// Whether `text` holds `words` as whole words (not inside a longer word:
/// "cancel" is not in "cancelar").
fn has_words(text: &str, words: &str) -> bool {
    text.match_indices(words).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + words.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// The screen as text, the rules summaries of the saved games (words of
/// the saved-game layer, translated apart) left out with the spaces after
/// them, so that a change of their words leaves these snapshots alone.
fn without_summaries(text: &str) -> String {
    let summaries = [
        rules_summary(&Rules::default()),
        rules_summary(&rules(&["pieces_per_player=2"])),
    ];
    // The date is shown in local time, which depends on the machine.
    let date = yote::tui::popups::game_list::when(std::time::SystemTime::UNIX_EPOCH);
    text.lines()
        .map(|line| line.replace(&date, "{date}"))
        .map(|line| {
            let Some((before, after)) = summaries.iter().find_map(|s| line.split_once(s.as_str()))
            else {
                return line.clone();
            };
            format!("{before}{{summary}} {}", after.trim_start())
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `app` drawn at its minimum size, checked to cut no text (`what` names
/// it in a failure).
fn fitted_at_minimum(what: &str, mut app: App) -> String {
    let (w, h) = app.min_size();
    app.update(yote::tui::Message::Resize(w, h));
    let terminal = draw(&app, w, h);
    let shown = terminal.backend().to_string();
    let cut = cuts(&terminal);
    assert!(
        cut.is_empty(),
        "{what}: text cut at\n{}\n{shown}",
        cut.join("\n")
    );
    shown
}

fn check_language(lang: Lang) {
    set_language(lang);
    for (name, app) in screens() {
        let shown = fitted_at_minimum(&format!("{lang:?} {name}"), app);
        insta::assert_snapshot!(
            format!("{}_{name}_min", lang.code()),
            without_summaries(&shown)
        );
    }
    for (name, mut app) in translated_last() {
        let (w, h) = app.min_size();
        app.update(yote::tui::Message::Resize(w, h));
        let shown = without_summaries(&draw(&app, w, h).backend().to_string());
        for english in ENGLISH {
            assert!(
                !has_words(&shown, english),
                "{lang:?} {name}: {english:?} is English\n{shown}"
            );
        }
    }
}

#[test]
fn the_new_screens_read_english_in_english_and_fit() {
    set_language(Lang::En);
    let shown: String = translated_last()
        .into_iter()
        .map(|(name, app)| fitted_at_minimum(name, app))
        .collect();
    // The list above is English indeed: each of its words shows in English.
    for english in ENGLISH {
        assert!(has_words(&shown, english), "{english:?} not shown\n{shown}");
    }
}

#[test]
fn spanish_screens_at_the_smallest_size() {
    check_language(Lang::Es);
}

#[test]
fn czech_screens_at_the_smallest_size() {
    check_language(Lang::Cs);
}

#[test]
fn the_setup_screen_switches_language_at_once() {
    set_language(Lang::En);
    let mut app = App::new(Rules::default(), Theme::mono());
    // Up from the first line wraps to the start button, where ←→ choose
    // the language.
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Right);
    let shown = draw(&app, 80, 42).backend().to_string();
    assert!(shown.contains("[Español]"), "{shown}");
    assert!(shown.contains("Segunda pieza de la mano"), "{shown}");
    assert!(shown.contains("[ Empezar la partida ]"), "{shown}");
    // The default names follow the language; a typed one would not.
    assert_eq!(app.setup().names, ["Blancas", "Negras"]);
    press(&mut app, KeyCode::Right);
    let shown = draw(&app, 80, 40).backend().to_string();
    assert!(shown.contains("Druhý kámen z ruky"), "{shown}");
    assert_eq!(app.setup().names, ["Bílý", "Černý"]);
    // And the game started from here speaks it too.
    press(&mut app, KeyCode::Enter);
    let shown = draw(&app, 80, 24).backend().to_string();
    let prompt = tr_in(Lang::Cs, "prompt-drop-or-select", &[("who", "Bílý".into())]);
    assert!(shown.contains(&prompt[..20]), "{shown}");
    press(&mut app, KeyCode::Left);
    set_language(Lang::En);
}

/// The cells of the row holding `text`, with their styles.
fn row_with(terminal: &Terminal<TestBackend>, text: &str) -> Vec<(String, ratatui::style::Style)> {
    let buf = terminal.backend().buffer();
    (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| (buf[(x, y)].symbol().to_string(), buf[(x, y)].style()))
                .collect::<Vec<_>>()
        })
        .find(|row| {
            row.iter()
                .map(|(s, _)| s.as_str())
                .collect::<String>()
                .contains(text)
        })
        .unwrap_or_else(|| panic!("no row shows {text:?}"))
}

#[test]
fn keys_named_in_the_draw_offer_and_the_quit_warning_keep_the_key_colour() {
    let key = Theme::colour().key();
    for lang in Lang::ALL {
        set_language(lang);
        // The draw offer: "Bo: accept (y) or decline (n)?" in each language.
        let mut app = App::from_tokens(Rules::default(), "Ada", "Bo", &["@c3"], Theme::colour())
            .expect("tokens replay");
        press(&mut app, KeyCode::Char('d'));
        let terminal = draw(&app, 80, 24);
        let answer = tr_in(
            lang,
            "draw-answer",
            &[
                ("name", "Ada".into()),
                ("yes", "y".into()),
                ("no", "n".into()),
            ],
        );
        let row = row_with(
            &terminal,
            &answer[..answer.find('(').expect("a key in brackets")],
        );
        let styled: String = row
            .iter()
            .filter(|(_, style)| style.fg == key.fg)
            .map(|(s, _)| s.as_str())
            .collect();
        assert_eq!(styled, "yn", "{lang:?}: only the keys in the key colour");
        // Quitting a game that is not autosaved: "n, then S, saves it elsewhere."
        let mut app = App::from_tokens(Rules::default(), "Ada", "Bo", &["@c3"], Theme::colour())
            .expect("tokens replay")
            .with_autosave(None);
        press(&mut app, KeyCode::Char('q'));
        let terminal = draw(&app, 80, 24);
        let elsewhere = tr_in(
            lang,
            "confirm-save-elsewhere",
            &[("no", "n".into()), ("save", "S".into())],
        );
        let row = row_with(&terminal, &elsewhere[3..12]);
        let styled: String = row
            .iter()
            .filter(|(_, style)| style.fg == key.fg)
            .map(|(s, _)| s.as_str())
            .collect();
        assert_eq!(styled, "nS", "{lang:?}: only the keys in the key colour");
    }
    set_language(Lang::En);
}

#[test]
fn settings_saved_in_czech_leave_the_colour_names_out() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("preferences.toml");
    set_language(Lang::Cs);
    let mut app = App::new(Rules::default(), Theme::mono())
        .with_prefs(&yote::prefs::Loaded::default(), Some(file.clone()));
    press(&mut app, KeyCode::Char('p'));
    yote::tui::event_loop::settle(&mut app);
    press(&mut app, KeyCode::Enter);
    yote::tui::event_loop::settle(&mut app);
    let (w, h) = app.min_size();
    let shown = draw(&app, w, h).backend().to_string();
    assert!(shown.contains("Uloženo do"), "{shown}");
    // Nothing changed (the colours' names are no one's typed names):
    // nothing is written.
    assert!(!file.exists(), "{:?}", std::fs::read_to_string(&file));
    // A name typed is kept, the other colour's word still left out.
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    // The colour's name is selected whole: a cursor key keeps it to edit
    // (a printable key would replace it).
    press(&mut app, KeyCode::End);
    press(&mut app, KeyCode::Char('!'));
    press(&mut app, KeyCode::Enter);
    yote::tui::event_loop::settle(&mut app);
    let written = std::fs::read_to_string(&file).expect("the file is written");
    assert!(written.contains("white = \"Bílý!\""), "{written}");
    assert!(!written.contains("Černý"), "{written}");
    set_language(Lang::En);
}

#[test]
fn autosave_off_is_said_in_czech_with_the_save_key_as_bound() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("preferences.toml");
    std::fs::write(&file, "[keys.game]\nsave = \"w\"\n").expect("write");
    let loaded = yote::prefs::Loaded::from_file(&file);
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    set_language(Lang::Cs);
    let mut app = game(&[], &["@c3"])
        .with_prefs(&loaded, None)
        .with_autosave(None);
    choose(&mut app, "d3");
    yote::tui::event_loop::settle(&mut app);
    let note = app.status().to_string();
    set_language(Lang::En);
    assert!(
        note.starts_with("Automatické ukládání je vypnuté: nenašla se"),
        "{note}"
    );
    assert!(note.ends_with("; w partii uloží."), "{note}");
}
