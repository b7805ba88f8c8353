//! The terminal game in Spanish and Czech: the setup screen, a capture
//! prompt, a refusal, game over, the help and the rules drawn in a `TestBackend` at the smallest
//! size accepted, with nothing cut at a panel's edge (insta snapshots), and
//! the language switched on the setup screen at once.

mod support;

use ratatui::crossterm::event::KeyCode;
use support::tui::{choose, cuts, draw, game, press};
use yote::engine::Rules;
use yote::i18n::{Lang, set_language, tr_in};
use yote::tui::{App, Theme};

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
    all
}

fn check_language(lang: Lang) {
    set_language(lang);
    for (name, mut app) in screens() {
        let (w, h) = app.min_size();
        app.update(yote::tui::Msg::Resize(w, h));
        let terminal = draw(&app, w, h);
        let shown = terminal.backend().to_string();
        let cut = cuts(&terminal);
        assert!(
            cut.is_empty(),
            "{lang:?} {name}: text cut at\n{}\n{shown}",
            cut.join("\n")
        );
        insta::assert_snapshot!(format!("{}_{name}_min", lang.code()), terminal.backend());
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
    let shown = draw(&app, 80, 40).backend().to_string();
    assert!(shown.contains("[Español]"), "{shown}");
    assert!(shown.contains("Segunda pieza de la mano"), "{shown}");
    assert!(shown.contains("[ Empezar la partida ]"), "{shown}");
    // The default names follow the language; a typed one would not.
    assert_eq!(app.setup.names, ["Blancas", "Negras"]);
    press(&mut app, KeyCode::Right);
    let shown = draw(&app, 80, 40).backend().to_string();
    assert!(shown.contains("Druhý kámen z ruky"), "{shown}");
    assert_eq!(app.setup.names, ["Bílý", "Černý"]);
    // And the game started from here speaks it too.
    press(&mut app, KeyCode::Enter);
    let shown = draw(&app, 80, 24).backend().to_string();
    let prompt = tr_in(Lang::Cs, "prompt-drop-or-select", &[("who", "Bílý".into())]);
    assert!(shown.contains(&prompt[..20]), "{shown}");
    press(&mut app, KeyCode::Left);
    set_language(Lang::En);
}
