//! What a newcomer sees (issue 19's screen parts): the minimum-size
//! screen's way out, the theme `auto` chose on the settings screen.

use crate::support;

use ratatui::crossterm::event::KeyCode;
use support::tui::{game, screen, settled::press};
use yote::i18n::{Lang, set_language};
use yote::tui::{App, Msg, Theme, words};
use yote_engine::Rules;

#[test]
fn the_minimum_size_screen_names_its_way_out_and_q_takes_it() {
    set_language(Lang::En);
    let mut app = game(&[], &["@c3"]);
    app.update(Msg::Resize(40, 10));
    assert!(app.too_small());
    let shown = screen(&app, 40, 10);
    assert!(shown.contains("Ctrl-C"), "{shown}");
    assert!(shown.contains(&words::too_small_quit()), "{shown}");
    // Another key is counted, not acted on; q quits.
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.ignored, 1);
    assert!(app.running);
    press(&mut app, KeyCode::Char('q'));
    assert!(!app.running, "q quits below the minimum size");
    // On the setup screen too.
    let mut app = App::new(Rules::default(), Theme::mono());
    app.update(Msg::Resize(30, 8));
    press(&mut app, KeyCode::Char('q'));
    assert!(!app.running);
}

#[test]
fn the_settings_screen_says_which_theme_auto_chose() {
    set_language(Lang::En);
    let mut app = App::new(Rules::default(), Theme::mono());
    press(&mut app, KeyCode::Char('p'));
    let shown = screen(&app, 80, 24);
    let (chosen, _) = Theme::auto_choice();
    assert!(shown.contains("< auto ("), "{shown}");
    assert!(shown.contains(chosen.key()), "{chosen:?}: {shown}");
}

/// The setup screen remembers who plays each side: one key per side,
/// written through the preferences writer (comments kept), read at start.
#[test]
fn who_plays_each_side_is_remembered_in_the_preferences() {
    use yote::prefs::{Loaded, remember_game};
    use yote::record::Players;
    use yote_ai::Level;

    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("preferences.toml");
    std::fs::write(&file, "# mine\ntheme = \"dark\" # the dark one\n").expect("write");
    remember_game(
        &file,
        &Players::new("Ama", "Kofi"),
        &Rules::default(),
        None,
        [None, Some(Level::Hard)],
    )
    .expect("written");
    let text = std::fs::read_to_string(&file).expect("read");
    assert!(
        text.starts_with("# mine\ntheme = \"dark\" # the dark one\n"),
        "{text}"
    );
    assert!(text.contains("white_player = \"human\""), "{text}");
    assert!(text.contains("black_player = \"hard\""), "{text}");
    let loaded = Loaded::from_file(&file);
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let app = App::new(Rules::default(), Theme::mono()).with_prefs(&loaded, Some(file.clone()));
    assert_eq!(app.setup.computer, [None, Some(Level::Hard)]);
    // Starting a game asks to remember who played it.
    let mut app = app;
    press(&mut app, KeyCode::Char('s'));
    assert_eq!(
        app.current_match().map(|m| m.computer),
        Some([None, Some(Level::Hard)])
    );
    // "engine" is kept for an external engine: refused, with the words taken.
    std::fs::write(&file, "white_player = \"engine\"\n").expect("write");
    let loaded = Loaded::from_file(&file);
    let said: Vec<String> = loaded.problems.iter().map(ToString::to_string).collect();
    assert!(
        said.iter()
            .any(|p| p.contains("white_player") && p.contains("human")),
        "{said:?}"
    );
    assert_eq!(loaded.prefs.player(yote_engine::Color::White), None);
}

/// The computer's side and level are on its panel all game long, not only
/// while it thinks.
#[test]
fn the_computer_and_its_level_are_always_on_the_game_screen() {
    use yote::tui::Match;
    use yote_ai::Level;
    set_language(Lang::En);
    let m = Match::from_tokens(Rules::default(), "Ada", "Black", &["@c3", "@d3"])
        .expect("legal")
        .with_computer([None, Some(Level::Hard)]);
    let mut app = App::with_match(m, Theme::mono());
    app.computer.paused = true;
    for (w, h) in [(100, 32), (80, 24)] {
        app.update(Msg::Resize(w, h));
        let shown = screen(&app, w, h);
        assert_eq!(shown.matches("Computer: Hard").count(), 1, "{shown}");
    }
}

/// The setup screen at 80×24: what is out of view is said above and
/// below, the start button is one key (`s`) from any line, and on it (one
/// `↑` from the top) it is in view in every language.
#[test]
fn the_setup_screen_at_80x24_says_what_is_out_of_view_and_starts_from_anywhere() {
    for lang in Lang::ALL {
        set_language(lang);
        let mut app = App::new(Rules::default(), Theme::mono());
        app.update(Msg::Resize(80, 24));
        let shown = screen(&app, 80, 24);
        let below = yote::i18n::tr_in(lang, "setup-start", &[]);
        assert!(!shown.contains(&below), "{lang:?}: below the fold at first");
        assert!(
            shown.contains(" ↓ "),
            "{lang:?}: a sign of more below\n{shown}"
        );
        // Up from the first line wraps to the start button: in view.
        press(&mut app, KeyCode::Up);
        let terminal = support::tui::draw(&app, 80, 24);
        let shown = support::tui::text(&terminal);
        assert!(shown.contains(&below), "{lang:?}\n{shown}");
        assert!(
            shown.contains(" ↑ "),
            "{lang:?}: a sign of more above\n{shown}"
        );
        match lang {
            Lang::Es => insta::assert_snapshot!("setup_80x24_es_start", terminal.backend()),
            Lang::Cs => insta::assert_snapshot!("setup_80x24_cs_start", terminal.backend()),
            Lang::En => {}
        }
        // From a line in the middle, `s` starts at once.
        for _ in 0..7 {
            press(&mut app, KeyCode::Down);
        }
        press(&mut app, KeyCode::Char('s'));
        assert_eq!(app.screen, yote::tui::Screen::Game, "{lang:?}");
    }
    set_language(Lang::En);
}

/// The game screen as a player sees it in every theme, threats shown both
/// ways (White to move can take, and can lose), at 100×32 and 80×24: each
/// cell's foreground and background recorded (board_look's helper).
#[test]
fn game_screen_snapshots_in_every_theme_with_threats() {
    use crate::board_look::{THEMES, styled_snapshot, theme_of, threat_game};
    set_language(Lang::En);
    let tokens: Vec<String> = threat_game().moves().map(ToString::to_string).collect();
    for name in THEMES {
        let app = App::from_tokens(
            Rules::default(),
            "Ada",
            "Bo",
            &tokens,
            theme_of(name, false),
        )
        .expect("legal");
        for (w, h) in [(100, 32), (80, 24)] {
            let mut app = app.clone();
            app.update(Msg::Resize(w, h));
            let terminal = support::tui::draw(&app, w, h);
            let text = support::tui::text(&terminal);
            assert!(text.contains("× Ada can take"), "{name:?} {w}x{h}\n{text}");
            assert!(text.contains("! Ada can lose"), "{name:?} {w}x{h}\n{text}");
            let snap = styled_snapshot(terminal.backend().buffer());
            insta::assert_snapshot!(format!("game_{}_{w}x{h}", name.key()), snap);
        }
    }
}
