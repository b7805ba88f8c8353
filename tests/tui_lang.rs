//! The terminal game in Spanish and Czech: the setup screen, a capture
//! prompt, a refusal, game over, the help and the rules drawn in a `TestBackend` at the smallest
//! size accepted, with nothing cut at a panel's edge (insta snapshots), and
//! the language switched on the setup screen at once.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use yote::engine::{Rules, Square};
use yote::i18n::{Lang, set_language, tr_in};
use yote::tui::{App, Theme};

fn rules(sets: &[&str]) -> Rules {
    Rules::from_overrides(sets).expect("valid rules")
}

fn draw(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test terminal");
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .expect("draw");
    terminal
}

fn press(app: &mut App, code: KeyCode) {
    app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
}

fn game(sets: &[&str], tokens: &[&str]) -> App {
    App::from_tokens(rules(sets), "Ada", "Bo", tokens, Theme::mono()).expect("tokens replay")
}

/// Cursor to `name` with the arrow keys, then Enter.
fn choose(app: &mut App, name: &str) {
    let target = Square::parse(name).expect("square name");
    loop {
        let at = app.play.as_ref().expect("a game").cursor;
        let code = if at.row() < target.row() {
            KeyCode::Up
        } else if at.row() > target.row() {
            KeyCode::Down
        } else if at.col() < target.col() {
            KeyCode::Right
        } else if at.col() > target.col() {
            KeyCode::Left
        } else {
            break;
        };
        press(app, code);
    }
    press(app, KeyCode::Enter);
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
    all
}

/// Where text was cut: a cell with text right at a panel's right edge or
/// at the screen's edge (every text keeps one cell free there).
fn cuts(terminal: &Terminal<TestBackend>) -> Vec<String> {
    let buf = terminal.backend().buffer();
    let area = buf.area;
    let frame = ["│", "┐", "┘", "┤", "─", "┌", "└", "├", "┬", "┴", "┼"];
    let mut found = Vec::new();
    for y in 0..area.height {
        for x in 0..area.width {
            let here = buf[(x, y)].symbol();
            let edge =
                x + 1 == area.width || ["│", "┐", "┘", "┤"].contains(&buf[(x + 1, y)].symbol());
            if edge && here.trim() != "" && here != "…" && !frame.contains(&here) {
                let row: String = (0..area.width)
                    .map(|x| buf[(x, y)].symbol().to_string())
                    .collect();
                found.push(format!("({x}, {y}): {row}"));
            }
        }
    }
    found
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
