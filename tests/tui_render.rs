//! What the terminal game draws, checked in a `TestBackend`: text snapshots
//! (insta) of each screen, and buffer checks for what text cannot show.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use yote::engine::Rules;
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

fn text(terminal: &Terminal<TestBackend>) -> String {
    terminal.backend().to_string()
}

#[test]
fn setup_screen() {
    let app = App::new(rules(&["second_piece=board-or-hand"]), Theme::mono());
    let terminal = draw(&app, 100, 32);
    let shown = text(&terminal);
    assert!(shown.contains("[On]"), "the toggle starts from --set");
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn game_in_progress() {
    let app = App::from_tokens(
        Rules::default(),
        "Ada",
        "Bo",
        &["@c3", "@d3", "@d4", "@b3", "c3-c2"],
        Theme::mono(),
    )
    .expect("replay");
    let terminal = draw(&app, 100, 32);
    let shown = text(&terminal);
    assert!(shown.contains("Bo (Black)"));
    assert!(shown.contains("5. ○ c3-c2"));
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn capture_prompt_with_hand_removal() {
    let mut app = App::from_tokens(
        rules(&["second_piece=board-or-hand"]),
        "Ada",
        "Bo",
        &["@c3", "@c4", "@a1", "@f5", "@a2", "@e5"],
        Theme::mono(),
    )
    .expect("replay");
    press(&mut app, KeyCode::Enter); // select c3 (the cursor starts there)
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter); // jump to c5
    let terminal = draw(&app, 100, 32);
    let shown = text(&terminal);
    assert!(shown.contains("a second piece must be chosen"));
    assert!(shown.contains("H for Bo's hand"));
    assert!(shown.contains("H or click: take from hand"));
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn help_overlay() {
    let mut app =
        App::from_tokens(Rules::default(), "Ada", "Bo", &["@c3"], Theme::mono()).expect("replay");
    press(&mut app, KeyCode::Char('?'));
    let terminal = draw(&app, 100, 32);
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn rules_in_words() {
    let mut app = App::new(rules(&["second_piece=hand-if-board-empty"]), Theme::mono());
    press(&mut app, KeyCode::Char('i'));
    let shown = text(&draw(&app, 100, 32));
    assert!(shown.contains("Boxed edition"));
    assert!(shown.contains("from the hand when the board has none"));
}

#[test]
fn game_over() {
    let app = App::from_tokens(
        rules(&["pieces_per_player=2"]),
        "Ada",
        "Bo",
        &["@c3", "@c4", "c3xc5"],
        Theme::mono(),
    )
    .expect("replay");
    let terminal = draw(&app, 100, 32);
    let shown = text(&terminal);
    assert!(
        shown.contains("Ada wins: Bo has only 1 piece left."),
        "{shown}"
    );
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn too_small() {
    let app =
        App::from_tokens(Rules::default(), "Ada", "Bo", &["@c3"], Theme::mono()).expect("replay");
    let terminal = draw(&app, 40, 10);
    assert!(text(&terminal).contains("Please enlarge"));
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn every_board_size_fits_its_minimum() {
    for (rows, cols) in [(2, 2), (5, 6), (8, 8), (3, 8), (8, 3)] {
        let r = rules(&[
            &format!("rows={rows}"),
            &format!("columns={cols}"),
            "pieces_per_player=1",
            "win_when_opponent_has_at_most=0",
        ]);
        r.validate().expect("valid");
        let app =
            App::from_tokens(r.clone(), "Ada", "Bo", &["@a1"], Theme::mono()).expect("replay");
        let (w, h) = app.min_size();
        let shown = text(&draw(&app, w, h));
        assert!(
            !shown.contains("Please enlarge"),
            "{rows}x{cols} at {w}x{h}"
        );
        let last_file = (b'a' + cols - 1) as char;
        assert!(shown.contains(&format!("{last_file}")), "{rows}x{cols}");
        assert!(shown.contains(&format!("{rows}")));
        assert!(shown.contains("○"), "the white piece on a1 is drawn");
        let shown = text(&draw(&app, w - 1, h));
        assert!(
            shown.contains("Please enlarge"),
            "{rows}x{cols} below its minimum"
        );
    }
}

#[test]
fn colour_and_monochrome_themes() {
    let tokens = ["@c3", "@d3"];
    let colour =
        App::from_tokens(Rules::default(), "Ada", "Bo", &tokens, Theme::colour()).expect("replay");
    let mono =
        App::from_tokens(Rules::default(), "Ada", "Bo", &tokens, Theme::mono()).expect("replay");
    let colour = draw(&colour, 100, 32);
    let mono = draw(&mono, 100, 32);
    // The same text: the pieces differ by glyph in both themes.
    assert_eq!(text(&colour), text(&mono));
    let cells = |t: &Terminal<TestBackend>| {
        t.backend()
            .buffer()
            .content()
            .iter()
            .filter(|c| {
                c.bg != ratatui::style::Color::Reset || c.fg != ratatui::style::Color::Reset
            })
            .count()
    };
    assert!(cells(&colour) > 30, "the colour theme paints the squares");
    assert_eq!(
        cells(&mono),
        0,
        "the monochrome theme uses no colour at all"
    );
}

#[test]
fn bonus_move_is_shown_in_the_prompt() {
    let app = App::from_tokens(
        rules(&["bonus_move_after_capture=true"]),
        "Ada",
        "Bo",
        &["@c3", "@c4", "@a1", "@f5", "c3xc5/f5"],
        Theme::mono(),
    )
    .expect("replay");
    let shown = text(&draw(&app, 100, 32));
    assert!(shown.contains("○ Ada (White), bonus move:"), "{shown}");
    // Without the option the same capture passes the turn.
    let app = App::from_tokens(
        Rules::default(),
        "Ada",
        "Bo",
        &["@c3", "@c4", "@a1", "@f5", "c3xc5/f5"],
        Theme::mono(),
    )
    .expect("replay");
    let shown = text(&draw(&app, 100, 32));
    assert!(shown.contains("● Bo (Black): drop"), "{shown}");
    assert!(!shown.contains("bonus move"), "{shown}");
}

#[test]
fn setup_on_a_narrow_terminal_keeps_every_explanation_whole() {
    let app = App::new(Rules::default(), Theme::mono());
    // 80 columns: explanations go under their option; tall enough to see all.
    let shown = text(&draw(&app, 80, 48));
    for explanation in [
        "The capturing piece may jump again, same move.",
        "If any capture is possible, you must capture.",
        "You win when the opponent has this many or fewer.",
        "Loses, or the game ends and more pieces wins.",
        "Who moves first.",
    ] {
        assert!(shown.contains(explanation), "{explanation}\n{shown}");
    }
    // A short terminal scrolls to keep the focused line (the start button) in view.
    let mut app = app;
    press(&mut app, KeyCode::Up);
    let shown = text(&draw(&app, 80, 16));
    assert!(shown.contains("▶ [ Start the game ]"), "{shown}");
}
