//! The one key map, checked on screen (`TestBackend`): in every context,
//! every key bound appears in the key bar and in the help, both drawn from
//! the binding table; a key rebound in the preferences works, is shown
//! instead of the old one, and the old one no longer does it; a clash is
//! reported by key and line and not applied; docs/playing.md lists every
//! default binding.

use crate::support;

use std::collections::BTreeSet;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::style::Modifier;
use support::tui::{draw, game_in, press, row_text};
use yote::prefs::Loaded;
use yote::prefs::keys::{Action, Bindings, Context, Key};
use yote::tui::keys;
use yote::tui::msg::Message;
use yote::tui::{App, Theme};
use yote_engine::Rules;

/// The keys drawn in the key style on row `y`, one by one: `↑↓←→ / kjhl`
/// gives ↑ ↓ ← → k j h l, `PgUp PgDn` gives both.
fn keys_on_row(buf: &Buffer, y: u16) -> BTreeSet<String> {
    let style = Theme::colour().key();
    let mut runs = vec![String::new()];
    for x in 0..buf.area.width {
        let cell = &buf[(x, y)];
        if Some(cell.fg) == style.fg && cell.modifier.contains(Modifier::BOLD) {
            runs.last_mut().expect("a run").push_str(cell.symbol());
        } else if !runs.last().expect("a run").is_empty() {
            runs.push(String::new());
        }
    }
    runs.iter()
        .flat_map(|run| run.split([' ', '/']))
        .filter(|word| !word.is_empty())
        .flat_map(|word| {
            // A key's name (Enter, PgUp, Ctrl-U) or characters run together.
            if word.chars().count() > 1 && Key::parse(word).is_none() {
                word.chars().map(String::from).collect()
            } else {
                vec![word.to_string()]
            }
        })
        .collect()
}

/// Every key of `context` as the screens label it.
fn labels(bindings: &Bindings, context: Context) -> Vec<(Action, String)> {
    bindings
        .of(context)
        .flat_map(|(b, keys)| keys.iter().map(move |k| (b.action, k.label(false))))
        .collect()
}

/// Every place a player reaches, with the context its keys come from.
fn places() -> Vec<(&'static str, App, Context)> {
    let mut all = Vec::new();
    all.push((
        "setup",
        App::new(Rules::default(), Theme::colour()),
        Context::Setup,
    ));
    let mut app = App::new(Rules::default(), Theme::colour());
    for _ in 0..2 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    all.push(("typing a name", app, Context::Name));
    let mut app = App::new(Rules::default(), Theme::colour());
    press(&mut app, KeyCode::Char('p'));
    all.push(("settings", app, Context::Settings));
    all.push((
        "lessons",
        crate::support::tui::lessons_open(),
        Context::Learn,
    ));
    // The setup screen's last line opens the connect screen; joining, the
    // code and the address are typed.
    let mut app = App::new(Rules::default(), Theme::colour());
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    all.push(("joining", app, Context::Connect));
    let playing = || game_in(Theme::colour(), &[], &["@c3", "@d3"]);
    all.push(("game", playing(), Context::Game));
    all.push((
        "game over",
        game_in(
            Theme::colour(),
            &["pieces_per_player=2"],
            &["@c3", "@c4", "c3xc5"],
        ),
        Context::Over,
    ));
    for (name, key, context) in [
        ("looking back", KeyCode::Char('['), Context::Looking),
        ("replay", KeyCode::Char('v'), Context::Replay),
        ("file prompt", KeyCode::Char('S'), Context::Prompt),
        ("question", KeyCode::Char('x'), Context::Dialog),
        ("help", KeyCode::Char('?'), Context::Popup),
    ] {
        let mut app = playing();
        press(&mut app, key);
        all.push((name, app, context));
    }
    all
}

#[test]
fn every_place_is_reached_and_its_bar_shows_every_key_bound() {
    let mut seen = BTreeSet::new();
    for (name, app, context) in places() {
        assert_eq!(keys::context(app.place()), context, "{name}");
        seen.insert(context);
        // Wide enough for every key of the bar.
        let terminal = draw(&app, 400, 60);
        let buf = terminal.backend().buffer();
        let shown = keys_on_row(buf, 59);
        let mut expected = labels(&app.keys, context);
        if context.inherits() {
            expected.extend(labels(&app.keys, Context::Anywhere));
        }
        for (action, label) in expected {
            assert!(
                shown.contains(&label),
                "{name}: {label} ({action:?}) not in the key bar: {}",
                row_text(buf, 59)
            );
        }
    }
    // The fixed keys and the anywhere keys are checked in the help below.
    assert_eq!(seen.len(), Context::ALL.len() - 2);
}

/// Checks that the help opened in `app` lists every key of its contexts,
/// each on the line of its description; returns the contexts listed.
fn check_help(name: &str, mut app: App) -> Vec<Context> {
    let under = app.place();
    app.update(Message::Help);
    let terminal = draw(&app, 100, 150);
    let buf = terminal.backend().buffer();
    let rows: Vec<String> = (0..buf.area.height).map(|y| row_text(buf, y)).collect();
    let top = rows
        .iter()
        .position(|r| r.contains("Help: every key"))
        .unwrap_or_else(|| panic!("{name}: no help"));
    let contexts = keys::help_contexts(under);
    for &context in contexts {
        let title = top
            + rows[top..]
                .iter()
                .position(|r| r.contains(&context.title()))
                .unwrap_or_else(|| panic!("{name}: no section {context:?}"));
        let mut at = title;
        for group in keys::groups(&app.keys, context) {
            at += rows[at + 1..]
                .iter()
                .position(|r| r.contains(&group.what))
                .unwrap_or_else(|| panic!("{name}: {:?} not in the help", group.what))
                + 1;
            let shown = keys_on_row(buf, at as u16);
            for action in &group.actions {
                for key in app.keys.keys(context, *action) {
                    assert!(
                        shown.contains(&key.label(false)),
                        "{name}: {} ({action:?}) not in the help: {}",
                        key.label(false),
                        rows[at]
                    );
                }
            }
        }
    }
    contexts.to_vec()
}

#[test]
fn every_key_bound_is_in_the_help() {
    let mut listed = BTreeSet::new();
    for (name, app, context) in places() {
        if context.inherits() {
            listed.extend(check_help(name, app));
        }
    }
    assert_eq!(listed.len(), Context::ALL.len(), "{listed:?}");
}

/// The bindings read from a preferences file's text.
fn rebound(text: &str) -> Loaded {
    Loaded::from_text(text, "preferences.toml")
}

/// The problems of `loaded`, as said in the current language.
fn said(loaded: &Loaded) -> Vec<String> {
    loaded.problems.iter().map(ToString::to_string).collect()
}

fn moves(app: &App) -> usize {
    app.game().expect("a game").moves().count()
}

#[test]
fn a_rebound_key_works_and_is_shown_and_the_old_one_is_free() {
    let loaded = rebound("[keys.game]\nundo = \"z\"\n");
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let mut app = game_in(Theme::colour(), &[], &["@c3", "@d3"]);
    app.set_keys(loaded.bindings);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(moves(&app), 2, "u no longer undoes");
    press(&mut app, KeyCode::Char('z'));
    assert_eq!(moves(&app), 1, "z undoes");

    let terminal = draw(&app, 80, 24);
    let bar = row_text(terminal.backend().buffer(), 23);
    assert!(bar.contains(" z undo "), "{bar}");
    assert!(!bar.contains(" u undo "), "{bar}");

    app.update(Message::Help);
    let terminal = draw(&app, 100, 150);
    let buf = terminal.backend().buffer();
    let row = (0..150)
        .find(|&y| row_text(buf, y).contains("undo a whole move"))
        .expect("the undo line");
    assert_eq!(keys_on_row(buf, row), BTreeSet::from(["z".to_string()]));
    // The game-over screen keeps its own undo key.
    let over = game_in(
        Theme::colour(),
        &["pieces_per_player=2"],
        &["@c3", "@c4", "c3xc5"],
    );
    assert_eq!(
        app.keys.action(Context::Over, Key::parse("u").expect("u")),
        Some(Action::Undo),
        "{:?}",
        over.place()
    );
}

#[test]
fn a_rebound_cursor_key_moves_the_cursor_and_text_fields_keep_their_letters() {
    let loaded = rebound("[keys.game]\nup = \"w Up\"\n[keys.anywhere]\nhelp = \"F1\"\n");
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let mut app = game_in(Theme::colour(), &[], &["@c3", "@d3"]);
    app.set_keys(loaded.bindings);
    let row = |app: &App| app.play().expect("a game").cursor.row();
    let before = row(&app);
    press(&mut app, KeyCode::Char('w'));
    assert_eq!(row(&app), before + 1);
    press(&mut app, KeyCode::Char('?'));
    assert_eq!(app.overlay(), None, "? no longer opens the help");
    press(&mut app, KeyCode::F(1));
    assert!(app.overlay().is_some(), "F1 opens it");
    press(&mut app, KeyCode::Esc);
    // The bar says "F1 more" when it is cut.
    let terminal = draw(&app, 80, 24);
    let bar = row_text(terminal.backend().buffer(), 23);
    assert!(bar.contains("F1 more"), "{bar}");
    // In the file prompt, w and ? are typed.
    press(&mut app, KeyCode::Char('S'));
    let before = app.prompt().expect("the prompt").line.text().to_string();
    press(&mut app, KeyCode::Char('w'));
    press(&mut app, KeyCode::Char('?'));
    assert_eq!(
        app.prompt().expect("the prompt").line.text(),
        format!("{before}w?")
    );
}

#[test]
fn a_clash_is_reported_by_key_and_line_and_the_defaults_kept() {
    let loaded = rebound("theme = \"dark\"\n[keys.game]\nundo = \"r\"\n");
    assert_eq!(
        said(&loaded),
        [
            "preferences.toml, line 3: keys.game: r would be both 'undo' and 'redo'; \
             the default keys of keys.game are used",
        ]
    );
    assert_eq!(loaded.bindings, Bindings::default());
    let mut app = game_in(Theme::colour(), &[], &["@c3", "@d3"]);
    app.set_keys(loaded.bindings);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(moves(&app), 1, "u still undoes");
    press(&mut app, KeyCode::Char('r'));
    assert_eq!(moves(&app), 2, "r still redoes");
    // One that clashes with a key of every screen (help on s).
    let loaded = rebound("[keys.anywhere]\nhelp = \"s\"\n");
    assert!(
        said(&loaded).iter().any(|p| p
            == "preferences.toml, line 2: keys.anywhere clashes with keys.setup: s would be both \
                'help' and 'start'; the default keys of keys.anywhere and keys.setup are used"),
        "{:?}",
        said(&loaded)
    );
    assert_eq!(loaded.bindings, Bindings::default());
}

#[test]
fn the_playing_guide_lists_every_default_binding() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/playing.md"))
        .expect("docs/playing.md");
    let table = keys::markdown_table(&Bindings::default());
    assert!(
        readme.contains(&table),
        "the key table in docs/playing.md differs from the key map; it should read:\n{table}"
    );
}

#[test]
fn the_game_screens_own_texts_name_the_keys_bound() {
    let loaded = rebound(
        "[keys.over]\nrematch = \"R\"\n[keys.dialog]\nyes = \"a\"\nno = \"b Esc\"\n\
         [keys.looking]\nback-to-game = \"Delete\"\n",
    );
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let mut over = game_in(
        Theme::colour(),
        &["pieces_per_player=2"],
        &["@c3", "@c4", "c3xc5"],
    );
    over.set_keys(loaded.bindings.clone());
    let shown = draw(&over, 80, 24).backend().to_string();
    assert!(shown.contains("R rematch"), "{shown}");
    assert!(!shown.contains("m rematch"), "{shown}");
    press(&mut over, KeyCode::Char('R'));
    assert_eq!(
        over.place(),
        yote::tui::msg::KeyPlace::Game(yote::tui::msg::Phase::Move)
    );

    let mut app = game_in(Theme::colour(), &[], &["@c3", "@d3"]);
    app.set_keys(loaded.bindings);
    press(&mut app, KeyCode::Char('x'));
    let shown = draw(&app, 80, 24).backend().to_string();
    assert!(shown.contains("a yes   b no"), "{shown}");
    press(&mut app, KeyCode::Char('b'));
    assert_eq!(app.overlay(), None, "b says no");
    press(&mut app, KeyCode::Char('['));
    let shown = draw(&app, 80, 24).backend().to_string();
    assert!(shown.contains("the moves; Delete"), "{shown}");

    let loaded = rebound("[keys.replay]\nforward = \"f Right\"\nplay-on = \"C\"\n");
    let mut app = game_in(Theme::colour(), &[], &["@c3", "@d3"]);
    app.set_keys(loaded.bindings);
    press(&mut app, KeyCode::Char('v'));
    let shown = draw(&app, 80, 24).backend().to_string();
    assert!(
        shown.contains("Replay: ←f step, Home End jump, C plays on from here, Esc returns."),
        "{shown}"
    );
    press(&mut app, KeyCode::Home);
    let shown = draw(&app, 80, 24).backend().to_string();
    assert!(shown.contains("f steps forward"), "{shown}");
    press(&mut app, KeyCode::Char('f'));
    assert_eq!(app.replay().expect("the replay").ply, 1);
}

#[test]
fn a_name_keeps_every_letter_even_those_bound_elsewhere() {
    let mut app = App::new(Rules::default(), Theme::colour());
    for _ in 0..2 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    assert_eq!(keys::context(app.place()), Context::Name);
    // q quits and ? helps on the setup screen; here they are typed.
    for c in "q?is".chars() {
        press(&mut app, KeyCode::Char(c));
    }
    assert!(app.running);
    assert_eq!(app.overlay(), None);
    assert!(
        app.setup().names.iter().any(|n| n == "q?is"),
        "{:?}",
        app.setup().names
    );
}

#[test]
fn the_computers_messages_name_the_keys_bound() {
    use yote::tui::Match;
    use yote_ai::Level;
    let loaded = rebound("[keys.game]\npause = \"P\"\nundo = \"z\"\ncancel = \"F2\"\n");
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let m = Match::from_tokens(Rules::default(), "Ada", "Bo", &["@c3"])
        .expect("tokens replay")
        .with_computer([None, Some(Level::Easy)]);
    let mut app = App::with_match(m, Theme::colour());
    app.set_keys(loaded.bindings);
    app.update(Message::Resize(100, 32));
    // Bo (the computer) is thinking: a choice on the board waits.
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.status(),
        "Wait: Bo is thinking (z takes moves back, F2 pauses)."
    );
    press(&mut app, KeyCode::Char('p'));
    assert_eq!(
        app.status(),
        "Wait: Bo is thinking (z takes moves back, F2 pauses).",
        "p no longer pauses"
    );
    press(&mut app, KeyCode::Char('P'));
    assert_eq!(
        app.status(),
        "Paused: the computer waits. P lets it play on."
    );
}

#[test]
fn the_setup_screens_hints_name_the_keys_bound() {
    let loaded = rebound("[keys.setup]\nleft = \"a\"\nright = \"d\"\nchoose = \"F3\"\n");
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let mut app = App::new(Rules::default(), Theme::colour());
    app.set_keys(loaded.bindings);
    for _ in 0..2 {
        press(&mut app, KeyCode::Down);
    }
    let shown = draw(&app, 80, 24).backend().to_string();
    assert!(shown.contains("ad who, F3 name"), "{shown}");
    press(&mut app, KeyCode::Enter);
    assert_ne!(keys::context(app.place()), Context::Name, "Enter is free");
    press(&mut app, KeyCode::F(3));
    assert_eq!(keys::context(app.place()), Context::Name, "F3 edits");
}

#[test]
fn the_file_prompt_names_the_keys_bound() {
    let loaded = rebound("[keys.prompt]\nclear = \"Ctrl-K\"\ncancel = \"F4\"\n");
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let mut app = game_in(Theme::colour(), &[], &["@c3", "@d3"]);
    app.set_keys(loaded.bindings);
    press(&mut app, KeyCode::Char('S'));
    let shown = draw(&app, 100, 32).backend().to_string();
    assert!(shown.contains("F4 cancel   Ctrl-K clear"), "{shown}");
    press(&mut app, KeyCode::Esc);
    assert!(app.prompt().is_some(), "Esc no longer cancels");
    press(&mut app, KeyCode::F(4));
    assert!(app.prompt().is_none(), "F4 cancels");
}

#[test]
fn a_terminal_that_sends_backspace_as_ctrl_h_deletes() {
    use ratatui::crossterm::event::{KeyEvent, KeyModifiers};
    // crossterm reads the byte 0x08 as Ctrl-h.
    let sent = KeyEvent::new(KeyCode::Char('h'), KeyModifiers::CONTROL);
    let key = keys::key_of(sent).expect("a key");
    assert_eq!(key, Key::parse("Backspace").expect("a key name"));
    let bindings = Bindings::default();
    let place = yote::tui::msg::KeyPlace::Prompt { listing: false };
    assert_eq!(
        keys::to_message(place, &bindings, sent),
        Some(Message::Edit(yote::tui::msg::Edit::Backspace))
    );
}

#[test]
fn the_resume_box_names_the_keys_bound() {
    use yote::record::{Autosave, Players, SavedGame};
    yote::i18n::set_language(yote::i18n::Lang::En);
    let dir = tempfile::tempdir().expect("tempdir");
    let mut game = yote_engine::Game::default();
    game.play_tokens(&["@c3", "@d3"]).expect("legal");
    let autosave = Autosave::in_dir(dir.path());
    autosave
        .write_saved(&SavedGame::from_game(&game, &Players::new("Ama", "Kofi")))
        .expect("autosave");
    let loaded = rebound("[keys.setup]\nresume = \"F5\"\ndiscard = \"F6\"\n");
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let mut app = App::new(Rules::default(), Theme::mono()).with_autosave(Some(autosave));
    app.set_keys(loaded.bindings);
    let shown = draw(&app, 80, 30).backend().to_string();
    assert!(shown.contains("F5 resume it   F6 discard it"), "{shown}");
    assert!(!shown.contains("r resume it"), "{shown}");
    press(&mut app, KeyCode::F(5));
    assert_eq!(app.screen(), yote::tui::app::ScreenKind::Game, "F5 resumes");
    assert_eq!(app.game().expect("the game").ply(), 2);
}
