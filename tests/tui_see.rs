//! What a newcomer sees: the minimum-size
//! screen's way out, the theme `auto` chose on the settings screen.

use crate::support;

use ratatui::crossterm::event::KeyCode;
use support::tui::{game, screen, settled::press};
use yote::i18n::{Lang, set_language};
use yote::tui::{App, Message, Theme, words};
use yote_engine::Rules;

#[test]
fn the_minimum_size_screen_names_its_way_out_and_q_takes_it() {
    set_language(Lang::En);
    let mut app = game(&[], &["@c3"]);
    app.update(Message::Resize(40, 10));
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
    app.update(Message::Resize(30, 8));
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
    use yote::prefs::{Loaded, Machine, remember_game};
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
        [None, Some(Machine::Level(Level::Hard))],
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
    assert_eq!(
        app.setup().computer,
        [None, Some(Machine::Level(Level::Hard))]
    );
    // Starting a game asks to remember who played it.
    let mut app = app;
    press(&mut app, KeyCode::Char('s'));
    assert_eq!(
        app.current_match().map(yote::tui::Match::levels),
        Some([None, Some(Level::Hard)])
    );
    // "engine" with no engine command set: named, and a person plays.
    std::fs::write(&file, "white_player = \"engine\"\n").expect("write");
    let loaded = Loaded::from_file(&file);
    let said: Vec<String> = loaded.problems.iter().map(ToString::to_string).collect();
    assert!(
        said.iter()
            .any(|p| p.contains("white_player") && p.contains("no engine command")),
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
        app.update(Message::Resize(w, h));
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
        app.update(Message::Resize(80, 24));
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
        assert_eq!(app.screen(), yote::tui::ScreenKind::Game, "{lang:?}");
    }
    set_language(Lang::En);
}

/// The game screen as a player sees it in every theme, threats shown both
/// ways (White to move can take, and can lose), at 100×32 and 80×24: each
/// cell's foreground and background recorded (`board_look`'s helper).
#[test]
fn game_screen_snapshots_in_every_theme_with_threats() {
    use crate::board_look::{styled_snapshot, theme_of, threat_game};
    set_language(Lang::En);
    let tokens: Vec<String> = threat_game().moves().map(ToString::to_string).collect();
    for name in yote::prefs::ThemeName::drawn() {
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
            app.update(Message::Resize(w, h));
            let terminal = support::tui::draw(&app, w, h);
            let text = support::tui::text(&terminal);
            assert!(text.contains("× Ada can take"), "{name:?} {w}x{h}\n{text}");
            assert!(text.contains("! Ada can lose"), "{name:?} {w}x{h}\n{text}");
            let snap = styled_snapshot(terminal.backend().buffer());
            insta::assert_snapshot!(format!("game_{}_{w}x{h}", name.key()), snap);
        }
    }
}

// --- No message cut without "…" at 80×24 -------------------------------------

/// The messages of `lang`'s terminal catalogue whose ids start with one
/// of `prefixes`, each said with every variable it names filled in (a
/// count or number as 12, anything else as a long word), longest first.
fn said_messages(lang: Lang, prefixes: &[&str]) -> Vec<String> {
    let path = format!(
        "{}/locales/{}/tui.ftl",
        env!("CARGO_MANIFEST_DIR"),
        lang.code()
    );
    let text = std::fs::read_to_string(path).expect("the catalogue");
    let mut out = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let Some((id, first)) = line.split_once(" = ") else {
            continue;
        };
        if id.contains(' ') || !prefixes.iter().any(|p| id.starts_with(p)) {
            continue;
        }
        // The message's text with its continuation lines, for its variables.
        let mut body = first.to_string();
        while lines
            .peek()
            .is_some_and(|l| l.starts_with(' ') || l.starts_with('}'))
        {
            body.push_str(lines.next().unwrap_or_default());
        }
        let mut vars: Vec<String> = Vec::new();
        for part in body.split('$').skip(1) {
            let name: String = part
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
                .collect();
            if !name.is_empty() && !vars.contains(&name) {
                vars.push(name);
            }
        }
        let args: Vec<(&str, yote::i18n::Value<'_>)> = vars
            .iter()
            .map(|v| {
                let numeric = ["count", "number", "total", "n", "depth", "second", "times"]
                    .contains(&v.as_str())
                    || v.contains("width")
                    || v.contains("height");
                let value: yote::i18n::Value<'_> = if numeric {
                    12.into()
                } else {
                    "Kwabena Mensah".into()
                };
                (v.as_str(), value)
            })
            .collect();
        out.push(yote::i18n::tr_in(lang, id, &args));
    }
    out.sort_by_key(|m| std::cmp::Reverse(m.chars().count()));
    out
}

/// The longest messages that go on the game screen's status line and
/// prompt, in every language, fit two rows at 80×24 or end in "…".
#[test]
fn the_status_line_and_prompt_never_cut_a_message_without_an_ellipsis() {
    for lang in Lang::ALL {
        set_language(lang);
        let notes = said_messages(lang, &["play-", "computer-", "hint-", "saves-", "app-"]);
        let prompts = said_messages(lang, &["prompt-", "computer-status-"]);
        // The prompt and the status line wrap alike: each message is put
        // on the status line, under the longest prompt the game can show.
        for message in notes.iter().take(5).chain(prompts.iter().take(5)) {
            let mut app = game(&[], &["@c3", "@d3"]);
            app.update(Message::Resize(80, 24));
            let play = app.play_mut().expect("a game");
            play.note(message.clone());
            let terminal = support::tui::draw(&app, 80, 24);
            let cut = support::tui::cuts(&terminal);
            assert!(cut.is_empty(), "{lang:?}: {message}: {cut:?}");
            let shown = support::tui::text(&terminal);
            let start: String = message.chars().take(20).collect();
            assert!(shown.contains(start.trim()), "{lang:?}: {message}\n{shown}");
        }
    }
    set_language(Lang::En);
}

/// The key bar of every screen fits 80 columns in every language.
#[test]
fn the_key_bars_never_cut_a_word() {
    for lang in Lang::ALL {
        set_language(lang);
        let mut apps = vec![
            App::new(Rules::default(), Theme::mono()),
            game(&[], &["@c3"]),
        ];
        let mut over = game(&["rows=2", "columns=2", "pieces_per_player=2"], &[]);
        over.update(Message::Resize(80, 24));
        apps.push(over);
        let mut replay = game(&[], &["@c3", "@d3"]);
        press(&mut replay, KeyCode::Char('v'));
        apps.push(replay);
        let mut save = game(&[], &["@c3"]);
        press(&mut save, KeyCode::Char('S'));
        apps.push(save);
        for mut app in apps {
            app.update(Message::Resize(80, 24));
            let terminal = support::tui::draw(&app, 80, 24);
            let last = support::tui::row_text(terminal.backend().buffer(), 23);
            assert!(
                last.chars().last().is_some_and(char::is_whitespace) || last.ends_with('…'),
                "{lang:?}: {last:?}"
            );
            assert!(
                support::tui::cuts(&terminal).is_empty(),
                "{lang:?}: {:?}",
                support::tui::cuts(&terminal)
            );
        }
    }
    set_language(Lang::En);
}

/// The open list and the file prompt's error line, with long names and
/// the longest file messages, fit at 80×24 or end in "…".
#[test]
fn the_open_list_and_the_file_prompt_never_cut_without_an_ellipsis() {
    use yote::tui::popups::file_prompt::{FilePrompt, Purpose};
    for lang in Lang::ALL {
        set_language(lang);
        let mut game = yote_engine::Game::default();
        game.play_tokens(&["@c3", "@d3"]).expect("legal");
        let long = "Kwabena Mensah-Owusu";
        let saved =
            yote::record::SavedGame::from_game(&game, &yote::record::Players::new(long, long));
        let listed = yote::record::Listed {
            path: "games/2026-12-01-Kwabena-Mensah-Owusu-vs-Kwabena-Mensah-Owusu.toml".into(),
            kind: yote::record::Kind::Saved,
            read: Ok(yote::record::Summary::of(&saved)),
            modified: std::time::SystemTime::now(),
        };
        for error in said_messages(lang, &["file-", "saves-"])
            .into_iter()
            .take(3)
        {
            let mut app = App::new(Rules::default(), Theme::mono());
            app.update(Message::Resize(80, 24));
            let mut prompt = FilePrompt::new(Purpose::Open, "", "games");
            prompt.games = vec![listed.clone(), listed.clone()];
            prompt.error = Some(error.clone());
            app.open_prompt(prompt);
            let terminal = support::tui::draw(&app, 80, 24);
            let cut = support::tui::cuts(&terminal);
            assert!(cut.is_empty(), "{lang:?}: {error}: {cut:?}");
        }
    }
    set_language(Lang::En);
}

/// The resume box, for a game between long names under many options, fits
/// at 80×24 in every language or ends in "…".
#[test]
fn the_resume_box_never_cuts_without_an_ellipsis() {
    use yote::record::Autosave;
    let dir = tempfile::tempdir().expect("tempdir");
    let rules = support::tui::rules(&[
        "second_piece=board-or-hand",
        "multi_jump=true",
        "mandatory_capture=true",
        "bonus_move_after_capture=true",
        "jump_own_pieces=true",
        "draw_when_both_have_at_most=2",
    ]);
    let mut game = yote_engine::Game::new(rules).expect("valid rules");
    game.play_tokens(&["@a1", "@f5", "@a3"]).expect("legal");
    let long = "Kwabena Mensah-Owusu";
    let saved = yote::record::SavedGame::from_game(&game, &yote::record::Players::new(long, long));
    Autosave::in_dir(dir.path())
        .write_saved(&saved)
        .expect("write");
    for lang in Lang::ALL {
        set_language(lang);
        let mut app = App::new(Rules::default(), Theme::mono())
            .with_autosave(Some(Autosave::in_dir(dir.path())));
        app.update(Message::Resize(80, 24));
        assert!(matches!(
            app.setup().offer,
            yote::tui::saves::Offer::Game(_)
        ));
        let terminal = support::tui::draw(&app, 80, 24);
        let cut = support::tui::cuts(&terminal);
        assert!(cut.is_empty(), "{lang:?}: {cut:?}");
    }
    set_language(Lang::En);
}

/// `a` hides the threat marks and their words, and shows them again.
#[test]
fn a_key_hides_and_shows_the_threats() {
    set_language(Lang::En);
    let mut app = game(&[], &["@c3", "@d3"]);
    app.update(Message::Resize(100, 32));
    let marks = |app: &App| {
        let shown = screen(app, 100, 32);
        (shown.contains("×"), shown.contains("can take"))
    };
    assert_eq!(marks(&app), (true, true));
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(marks(&app), (false, false));
    assert_eq!(support::tui::status(&app), "Threat marks hidden.");
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(marks(&app), (true, true));
}

/// `show_threats = false` in the preferences hides the marks; a value
/// that is not true or false is refused by key and line.
#[test]
fn show_threats_in_the_preferences() {
    use yote::prefs::Loaded;
    set_language(Lang::En);
    let loaded = Loaded::from_text("show_threats = false\n", "p.toml");
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let mut app = game(&[], &["@c3", "@d3"]).with_prefs(&loaded, None);
    app.update(Message::Resize(100, 32));
    assert!(!screen(&app, 100, 32).contains("can take"));
    // A rematch or new game keeps what the game showed.
    press(&mut app, KeyCode::Char('a'));
    assert!(screen(&app, 100, 32).contains("can take"));
    let loaded = Loaded::from_text("show_threats = \"no\"\n", "p.toml");
    let said: Vec<String> = loaded.problems.iter().map(ToString::to_string).collect();
    assert!(
        said.iter()
            .any(|p| p.contains("line 1") && p.contains("show_threats")),
        "{said:?}"
    );
}
