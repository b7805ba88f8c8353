//! The settings screen: reached from the setup screen, it shows the
//! preferences file, edits it, saves it atomically and reads it back (the
//! game uses it at once); a bad file is shown by key and line and is never
//! written over from here.

use crate::support;

use std::fs;
use std::path::Path;

use ratatui::crossterm::event::KeyCode;
use support::tui::screen;
use support::tui::settled::{ctrl, press, type_text};
use yote::prefs::{Glyphs, Loaded, ThemeName};
use yote::tui::app::ScreenKind;
use yote::tui::{App, Theme};
use yote_ai::Level;
use yote_engine::Rules;

/// The app on the setup screen with the preferences in `file`.
fn app_with(file: &Path) -> App {
    App::new(Rules::default(), Theme::mono())
        .with_prefs(&Loaded::from_file(file), Some(file.into()))
}

#[test]
fn the_settings_screen_saves_and_reloads_the_preferences() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("config").join("preferences.toml");
    fs::create_dir_all(file.parent().unwrap()).expect("config folder");
    fs::write(&file, "theme = \"light\"\n\n[keys.game]\nundo = \"z\"\n").expect("write");
    let mut app = app_with(&file);
    press(&mut app, KeyCode::Char('p'));
    assert_eq!(app.screen(), ScreenKind::Settings);
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Settings"), "{shown}");
    assert!(shown.contains("< light >"), "{shown}");

    press(&mut app, KeyCode::Right); // theme: light → high-contrast
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right); // characters: auto → unicode
    press(&mut app, KeyCode::Right); // → ascii
    press(&mut app, KeyCode::Down); // White's name
    ctrl(&mut app, 'u');
    type_text(&mut app, "Ama");
    press(&mut app, KeyCode::Down); // Black's name
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Delete);
    type_text(&mut app, "Kofi b");
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right); // level: not set → Easy
    press(&mut app, KeyCode::Right); // → Medium
    press(&mut app, KeyCode::Down);
    type_text(&mut app, "~/house.toml");
    press(&mut app, KeyCode::Enter);

    // The file, read afresh, holds what was chosen; its other keys are kept.
    let loaded = Loaded::from_file(&file);
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let prefs = &loaded.prefs;
    assert_eq!(prefs.theme, ThemeName::HighContrast);
    assert_eq!(prefs.glyphs, Glyphs::Ascii);
    let players = prefs.players().expect("names");
    assert_eq!(
        (players.white.as_str(), players.black.as_str()),
        ("Ama", "Kofi black")
    );
    assert_eq!(prefs.level(), Some(Level::Medium));
    assert_eq!(
        prefs
            .rules_file
            .as_ref()
            .map(|p| p.get_ref().display().to_string()),
        Some("~/house.toml".to_string())
    );
    assert_eq!(prefs.keys["game"]["undo"].get_ref(), "z");
    // No temporary file is left next to it.
    assert_eq!(fs::read_dir(file.parent().unwrap()).unwrap().count(), 1);

    // The game uses them at once: names, level, characters.
    assert_eq!(
        app.setup().names,
        ["Ama".to_string(), "Kofi black".to_string()]
    );
    assert_eq!(app.setup().level, Some(Level::Medium));
    assert!(app.theme.ascii);
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Saved to"), "{shown}");
    assert!(shown.is_ascii(), "drawn in ASCII now:\n{shown}");

    // The focus stays on the line it was on (the rules file).
    type_text(&mut app, "x");
    let edited = app.settings().expect("still open").prefs();
    assert_eq!(
        edited.rules_file.map(toml::Spanned::into_inner),
        Some("~/house.tomlx".into())
    );

    // Back on the setup screen, a player turned into the computer plays at
    // the preferred level.
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), ScreenKind::Setup);
    for _ in 0..2 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Right);
    assert_eq!(
        app.setup().computer[0],
        Some(yote::prefs::Machine::Level(Level::Medium))
    );

    // A new app reads the same file back the same way.
    let again = app_with(&file);
    assert_eq!(again.setup().names, app.setup().names);
}

#[test]
fn a_bad_file_is_shown_by_key_and_line_and_not_written_over() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("preferences.toml");
    let text = "theme = \"dark\"\ncolour = \"blue\"\n";
    fs::write(&file, text).expect("write");
    let mut app = app_with(&file);
    press(&mut app, KeyCode::Char('p'));
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("line 2"), "{shown}");
    assert!(shown.contains("colour"), "{shown}");
    press(&mut app, KeyCode::Enter);
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Not saved"), "{shown}");
    assert_eq!(fs::read_to_string(&file).unwrap(), text, "left as it was");
}

#[test]
fn without_a_config_folder_nothing_is_saved_and_it_says_so() {
    let mut app = App::new(Rules::default(), Theme::mono());
    press(&mut app, KeyCode::Char('p'));
    assert_eq!(app.screen(), ScreenKind::Settings);
    press(&mut app, KeyCode::Enter);
    assert!(screen(&app, 80, 24).contains("no config folder"));
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), ScreenKind::Setup);
}

/// The rows of the setup screen of `app` at 80×24 that hold its note: the
/// rows between the screen's last option and the key bar.
fn note_rows(app: &App) -> Vec<String> {
    let shown = screen(app, 80, 24);
    let rows: Vec<&str> = shown.lines().collect();
    // The key bar is the last row; the note, up to three rows, is above it.
    rows[rows.len() - 4..rows.len() - 1]
        .iter()
        .map(|r| r.trim().to_string())
        .collect()
}

#[test]
fn a_bad_file_is_noted_on_the_setup_screen_in_the_language() {
    use yote::i18n::{Lang, set_language};
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("preferences.toml");
    fs::write(&file, "theme = \"dark\"\ncolour = \"red\"\n").expect("write");
    // The list of keys is cut short to fit three rows ("…"); where the
    // problem is and what is used instead are whole.
    for (lang, start, end) in [
        (
            Lang::En,
            "preferences.toml, line 2: unknown key 'colour' (the keys are: theme, glyphs, \
             rules_file, players, rules, level, white_player,",
            "; the default preferences are used",
        ),
        (
            Lang::Cs,
            "preferences.toml, řádek 2: neznámý klíč 'colour' (klíče jsou: theme, glyphs, \
             rules_file, players, rules, level, white_player,",
            "; použijí se výchozí předvolby",
        ),
    ] {
        set_language(lang);
        let app = app_with(&file);
        let rows = note_rows(&app);
        set_language(Lang::En);
        // Wrapped at words within 80 columns.
        let note = rows.join(" ");
        assert!(
            note.trim().starts_with(start) && note.trim().ends_with(end),
            "{lang:?}:\n{}",
            rows.join("\n")
        );
    }
    // Two problems: the first, its defaults, and how many more.
    fs::write(
        &file,
        "[keys.game]\nundo = \"r\"\n[keys.prompt]\ncancel = \"q\"\n",
    )
    .expect("write");
    set_language(Lang::Cs);
    let rows = note_rows(&app_with(&file));
    set_language(Lang::En);
    let note = rows.join(" ");
    assert!(
        note.contains(
            "preferences.toml, řádek 2: keys.game: klávesa r by byla zároveň 'undo' i 'redo'; \
             použijí se výchozí klávesy keys.game (+1 další na obrazovce nastavení)"
        ),
        "{note}"
    );
    // A good file: no note.
    fs::write(&file, "theme = \"dark\"\n").expect("write");
    let rows = note_rows(&app_with(&file));
    assert!(
        !rows.iter().any(|r| r.contains("preferences.toml")),
        "{rows:?}"
    );
}

#[test]
fn a_game_opened_at_start_notes_a_bad_file_in_its_status_line() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("preferences.toml");
    fs::write(&file, "theme = \"pink\"\n").expect("write");
    // As `--load` opens a game: the game screen first.
    let app = support::tui::game(&[], &["@c3"]).with_prefs(&Loaded::from_file(&file), None);
    let status = support::tui::status(&app);
    assert!(
        status.starts_with("preferences.toml, line 1: theme must be one of \"auto\",")
            && status.ends_with("…; the default preferences are used"),
        "{status}"
    );
    assert!(status.chars().count() <= 140, "{status}");
}

/// Clearing a name writes no `white = ""` (which the reader refuses), an
/// edit made to the file while the screen is open is kept, and so are the
/// comments: only what the screen changed is written, into the file as it
/// is when it is written.
#[test]
fn a_cleared_name_is_the_colours_and_the_rest_of_the_file_stays() {
    yote::i18n::set_language(yote::i18n::Lang::En);
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("preferences.toml");
    fs::write(
        &file,
        "# mine\n[players]\nwhite = \"Ama\" # me\nblack = \"Kofi\"\n",
    )
    .expect("write");
    let mut app = app_with(&file);
    press(&mut app, KeyCode::Char('p'));
    // Meanwhile, in an editor:
    let edited = "# mine\nlevel = \"hard\"\n[players]\nwhite = \"Ama\" # me\nblack = \"Kofi\"\n\
                  [keys.game]\nundo = \"z\"\n";
    fs::write(&file, edited).expect("write");
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down); // White's name
    ctrl(&mut app, 'u');
    press(&mut app, KeyCode::Enter);
    let written = fs::read_to_string(&file).expect("read");
    assert_eq!(
        written,
        "# mine\nlevel = \"hard\"\n[players]\nblack = \"Kofi\"\n[keys.game]\nundo = \"z\"\n"
    );
    let loaded = Loaded::from_file(&file);
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    assert_eq!(loaded.prefs.level(), Some(Level::Hard));
    assert_eq!(
        loaded.prefs.players(),
        Some(yote::record::Players::new("White", "Kofi"))
    );
    // A file that no longer reads is not written over, and the screen says so.
    fs::write(&file, "colour = 1\n").expect("write");
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Up); // another change: a name typed
    type_text(&mut app, "x");
    press(&mut app, KeyCode::Enter);
    assert_eq!(fs::read_to_string(&file).expect("read"), "colour = 1\n");
    let shown = screen(&app, 100, 24);
    assert!(shown.contains("left as it is"), "{shown}");
}

#[test]
fn typing_on_a_colour_name_replaces_it_and_paste_works_on_every_text_line() {
    use ratatui::crossterm::event::Event;
    yote::i18n::set_language(yote::i18n::Lang::En);
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("preferences.toml");
    fs::write(&file, "[players]\nblack = \"Kofi\"\n").expect("write");
    let mut app = app_with(&file);
    press(&mut app, KeyCode::Char('p'));
    press(&mut app, KeyCode::Down);
    // A paste on a choice line (the characters) changes nothing.
    app.update(Event::Paste("  x".into()));
    yote::tui::event_loop::settle(&mut app);
    press(&mut app, KeyCode::Down); // White's name, shown as "White"
    assert!(screen(&app, 100, 24).contains("White"));
    type_text(&mut app, "Ama");
    press(&mut app, KeyCode::Down); // Black's name, "Kofi": pasted after it
    app.update(Event::Paste("ba\nX".into()));
    yote::tui::event_loop::settle(&mut app);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down); // the rules file
    app.update(Event::Paste("my-rules.toml".into()));
    yote::tui::event_loop::settle(&mut app);
    press(&mut app, KeyCode::Enter);
    let loaded = Loaded::from_file(&file);
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    assert_eq!(
        loaded.prefs.players(),
        Some(yote::record::Players::new("Ama", "KofibaX")),
        "typing replaced the colour's name; the paste went in at the cursor"
    );
    assert_eq!(
        loaded.prefs.glyphs,
        Glyphs::Auto,
        "the paste changed no choice"
    );
    assert_eq!(
        loaded.prefs.rules_file.map(toml::Spanned::into_inner),
        Some(std::path::PathBuf::from("my-rules.toml"))
    );
}

#[test]
fn a_blank_name_is_the_colours_and_is_not_written() {
    yote::i18n::set_language(yote::i18n::Lang::En);
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("preferences.toml");
    fs::write(&file, "[players]\nwhite = \"Ama\"\nblack = \"Kofi\"\n").expect("write");
    let mut app = app_with(&file);
    press(&mut app, KeyCode::Char('p'));
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down); // Black's name
    ctrl(&mut app, 'u');
    type_text(&mut app, "   ");
    press(&mut app, KeyCode::Enter);
    let written = fs::read_to_string(&file).expect("read");
    assert!(!written.contains("black"), "{written}");
    let loaded = Loaded::from_file(&file);
    assert!(
        loaded.problems.is_empty(),
        "the game's reader takes it: {:?}",
        loaded.problems
    );
    assert_eq!(
        loaded.prefs.players(),
        Some(yote::record::Players::new("Ama", "Black"))
    );
}

// --- The external engine: its command and its time a move ---------------

/// Down from the first line to the engine's command.
const TO_ENGINE: usize = 6;

/// The settings screen of an app with the preferences `text` in a file of
/// a fresh folder (kept while the app is), the focus `down` lines down.
fn settings_of(text: &str, down: usize) -> (tempfile::TempDir, App) {
    yote::i18n::set_language(yote::i18n::Lang::En);
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("preferences.toml");
    fs::write(&file, text).expect("write");
    let mut app = app_with(&file);
    press(&mut app, KeyCode::Char('p'));
    for _ in 0..down {
        press(&mut app, KeyCode::Down);
    }
    (dir, app)
}

/// The screen at `w`×`h`, the folder of the file named as a player's would be.
fn shown_in(dir: &tempfile::TempDir, app: &App, w: u16, h: u16) -> String {
    let file = dir.path().join("preferences.toml").display().to_string();
    let shown = screen(app, w, h);
    // Padded to the width it had, so that the rows stay as wide.
    let named = format!(
        "{:<1$}",
        "~/.config/yote/preferences.toml",
        file.chars().count()
    );
    shown.replace(&file, &named)
}

/// The row of `shown` that starts with `label` (after the focus mark).
fn row<'s>(shown: &'s str, label: &str) -> &'s str {
    shown
        .lines()
        .find(|l| l.get(2..).is_some_and(|r| r.starts_with(label)))
        .unwrap_or_else(|| panic!("no row {label}:\n{shown}"))
        .trim_end()
}

#[test]
fn the_engine_rows_are_drawn_and_fit_80_by_24() {
    let (dir, app) = settings_of(
        "theme = \"dark\"\nengine = \"yote engine --threads 1\"\nengine_time = 250\n",
        TO_ENGINE,
    );
    let shown = shown_in(&dir, &app, 80, 24);
    insta::assert_snapshot!("settings_engine_80x24", shown);
    // Its line has the cursor, after the command.
    assert!(
        row(&shown, "Engine command").ends_with("yote engine --threads 1_"),
        "{shown}"
    );
    assert!(row(&shown, "Engine time (ms)").ends_with(" 250"), "{shown}");
    assert!(shown.contains("> Engine command"), "the focus is on it");
    // On the engine's lines, the note says how they are read.
    assert!(shown.contains("a program, then its arguments"), "{shown}");
    assert!(shown.contains("1 to 600000 ms"), "{shown}");
    assert!(!shown.contains("A rules file is relative"), "{shown}");
    // None set: the empty lines say what empty means; the rules file's
    // note is back on the other lines.
    let (dir, app) = settings_of("theme = \"dark\"\n", 0);
    let shown = shown_in(&dir, &app, 80, 24);
    assert!(
        row(&shown, "Engine command").ends_with("none (no engine to play)"),
        "{shown}"
    );
    assert!(
        row(&shown, "Engine time (ms)").ends_with("not set (default: 1000)"),
        "{shown}"
    );
    assert!(shown.contains("A rules file is relative"), "{shown}");
    // At the screen's smallest size the message after Enter is whole.
    let (dir, mut app) = settings_of("theme = \"dark\"\n", TO_ENGINE + 1);
    type_text(&mut app, "0");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.min_size(), (60, 19));
    let shown = shown_in(&dir, &app, 60, 19);
    let flat = shown.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(
            "Not saved: engine_time must be a whole number from 1 to 600000 (found the number 0)."
        ),
        "{shown}"
    );
}

#[test]
fn a_long_engine_command_is_cut_to_its_row_at_the_smallest_size() {
    let command = "/opt/engines/a-rather-long-engine-name --threads 1 --hash 256 --book none";
    let (dir, app) = settings_of(&format!("engine = \"{command}\"\n"), 0);
    let shown = shown_in(&dir, &app, 60, 19);
    let line = row(&shown, "Engine command");
    assert!(line.ends_with('…'), "{shown}");
    assert!(line.contains("/opt/engines/a-rather"), "{shown}");
    // Nothing of it runs on under the labels, and no row is wider than the screen.
    assert!(!shown.contains("--book"), "{shown}");
    assert!(shown.lines().all(|l| l.chars().count() <= 60), "{shown}");
    let next = shown
        .lines()
        .skip_while(|l| !l.contains("Engine command"))
        .nth(1);
    assert!(
        next.is_some_and(|l| l.get(2..).is_some_and(|r| r.starts_with("Engine time"))),
        "{shown}"
    );
}

#[test]
fn the_engine_is_set_changed_and_removed_and_the_comments_stay() {
    yote::i18n::set_language(yote::i18n::Lang::En);
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("preferences.toml");
    let mine = "# mine\ntheme = \"dark\" # the dark one\n\n# my keys\n[keys.game]\nundo = \"z\"\n";
    fs::write(&file, mine).expect("write");
    let mut app = app_with(&file);
    assert!(!app.setup().engine, "no engine yet");
    press(&mut app, KeyCode::Char('p'));
    for _ in 0..TO_ENGINE {
        press(&mut app, KeyCode::Down);
    }
    type_text(&mut app, "yote engine --threads 1");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        fs::read_to_string(&file).expect("read"),
        "# mine\ntheme = \"dark\" # the dark one\nengine = \"yote engine --threads 1\"\n\n\
         # my keys\n[keys.game]\nundo = \"z\"\n"
    );
    // Read back and used at once: the setup screen offers the engine now,
    // after the levels (left from Human).
    assert!(app.setup().engine);
    assert_eq!(
        app.computer.engine.as_ref().map(|e| e.words.clone()),
        Some(vec![
            "yote".into(),
            "engine".into(),
            "--threads".into(),
            "1".into()
        ])
    );
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), ScreenKind::Setup);
    for _ in 0..5 {
        press(&mut app, KeyCode::Up);
    }
    press(&mut app, KeyCode::Left);
    assert_eq!(app.setup().computer[0], Some(yote::prefs::Machine::Engine));
    assert!(screen(&app, 100, 32).contains("○ White · Engine"));

    // Changed, with a time a move.
    press(&mut app, KeyCode::Char('p'));
    assert_eq!(app.screen(), ScreenKind::Settings);
    for _ in 0..TO_ENGINE {
        press(&mut app, KeyCode::Down);
    }
    ctrl(&mut app, 'u');
    type_text(&mut app, "other-engine --fast");
    press(&mut app, KeyCode::Down);
    type_text(&mut app, "1500");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        fs::read_to_string(&file).expect("read"),
        "# mine\ntheme = \"dark\" # the dark one\nengine = \"other-engine --fast\"\n\
         engine_time = 1500\n\n# my keys\n[keys.game]\nundo = \"z\"\n"
    );
    let engine = app.computer.engine.clone().expect("an engine");
    assert_eq!(engine.words, ["other-engine", "--fast"]);
    assert_eq!(engine.time, std::time::Duration::from_millis(1500));

    // Emptied: both keys go, the rest stays; the engine is offered no more,
    // and the side it had is a person's again.
    ctrl(&mut app, 'u');
    press(&mut app, KeyCode::Up);
    ctrl(&mut app, 'u');
    type_text(&mut app, "   ");
    press(&mut app, KeyCode::Enter);
    assert_eq!(fs::read_to_string(&file).expect("read"), mine);
    assert!(!app.setup().engine);
    assert!(app.computer.engine.is_none());
    assert_eq!(app.setup().computer[0], None);
    let loaded = Loaded::from_file(&file);
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
}

#[test]
fn a_bad_engine_time_is_refused_with_its_message_and_never_saved() {
    yote::i18n::set_language(yote::i18n::Lang::En);
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("preferences.toml");
    let mine = "engine = \"e\" # mine\nengine_time = 200\n";
    fs::write(&file, mine).expect("write");
    for (typed, found) in [
        ("0", "the number 0"),
        ("600001", "the number 600001"),
        ("1.5", "the number 1.5"),
        ("fast", "the string \"fast\""),
        ("-3", "the number -3"),
    ] {
        let mut app = app_with(&file);
        press(&mut app, KeyCode::Char('p'));
        for _ in 0..TO_ENGINE {
            press(&mut app, KeyCode::Down);
        }
        // A change to the command too: nothing of it is saved either.
        type_text(&mut app, "x");
        press(&mut app, KeyCode::Down);
        ctrl(&mut app, 'u');
        type_text(&mut app, typed);
        press(&mut app, KeyCode::Up); // the focus goes back to the time
        press(&mut app, KeyCode::Enter);
        assert_eq!(fs::read_to_string(&file).expect("read"), mine, "{typed}");
        let shown = screen(&app, 100, 24);
        assert!(
            shown.contains(&format!(
                "Not saved: engine_time must be a whole number from 1 to 600000 (found {found})."
            )),
            "{typed}:\n{shown}"
        );
        assert!(shown.contains("> Engine time (ms)"), "{typed}:\n{shown}");
        // Mended, it saves.
        ctrl(&mut app, 'u');
        type_text(&mut app, "600000");
        press(&mut app, KeyCode::Enter);
        assert_eq!(
            fs::read_to_string(&file).expect("read"),
            "engine = \"ex\" # mine\nengine_time = 600000\n"
        );
        fs::write(&file, mine).expect("write");
    }
    // In the player's language.
    yote::i18n::set_language(yote::i18n::Lang::Es);
    let mut app = app_with(&file);
    press(&mut app, KeyCode::Char('p'));
    for _ in 0..=TO_ENGINE {
        press(&mut app, KeyCode::Down);
    }
    type_text(&mut app, " ms");
    press(&mut app, KeyCode::Enter);
    let shown = screen(&app, 100, 24);
    yote::i18n::set_language(yote::i18n::Lang::En);
    assert!(shown.contains("No se ha guardado: engine_time"), "{shown}");
    assert_eq!(fs::read_to_string(&file).expect("read"), mine);
}

/// At the smallest size `auto` names its theme on the Theme row, which never
/// runs on under the labels, and the note under the rows says why it chose
/// it while the row has the focus; the other rows have their own notes.
#[test]
fn why_auto_chose_its_theme_is_the_theme_rows_note_at_the_smallest_size() {
    use yote::tui::look::theme::Theme;
    let (dir, mut app) = settings_of("theme = \"auto\"\n", 0);
    let shown = shown_in(&dir, &app, 60, 19);
    let (chosen, _) = Theme::auto_choice();
    let line = row(&shown, "Theme");
    assert!(line.contains("< auto (") && line.ends_with(" >"), "{shown}");
    assert!(line.contains(chosen.key()), "{chosen:?}: {shown}");
    let next = shown.lines().skip_while(|l| !l.contains("Theme")).nth(1);
    assert!(
        next.is_some_and(|l| l.get(2..).is_some_and(|r| r.starts_with("Characters"))),
        "{shown}"
    );
    assert!(shown.contains("Auto chose "), "{shown}");
    assert!(!shown.contains("A rules file is relative"), "{shown}");
    press(&mut app, KeyCode::Down);
    let shown = shown_in(&dir, &app, 60, 19);
    assert!(!shown.contains("Auto chose "), "{shown}");
    assert!(shown.contains("A rules file is relative"), "{shown}");
}
