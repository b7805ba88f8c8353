//! What the terminal game draws, checked in a `TestBackend`: text snapshots
//! (insta) of every screen at 80×24 and at the smallest size accepted, a
//! check that no text is cut at a panel's edge, the guidance marks, and
//! buffer checks for what text cannot show.

use crate::support;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use support::tui::{choose, cuts, draw, game, game_in, press, rules, screen_text, text};
use yote::tui::{App, Theme};
use yote_engine::{Rules, Square};

/// The text of the square `name` on screen: its glyph with the marks
/// either side (the board's cells are 3 wide at the least).
fn cell(app: &App, terminal: &Terminal<TestBackend>, name: &str) -> String {
    let area = ratatui::layout::Rect::new(0, 0, app.size.0, app.size.1);
    let play = app.play().expect("a game");
    let l = yote::tui::screens::game::view::play_layout(area, play);
    let r = l.geom.cell(Square::parse(name).expect("square"));
    let (cx, cy) = (r.x + r.width / 2, r.y + r.height / 2);
    let buf = terminal.backend().buffer();
    (cx - 1..=cx + 1)
        .map(|x| buf[(x, cy)].symbol().to_string())
        .collect()
}

/// `game(sets, tokens)` in an 80×24 terminal, where `cell` finds the board.
fn game_80x24(sets: &[&str], tokens: &[&str]) -> App {
    let mut app = game(sets, tokens);
    app.update(yote::tui::Message::Resize(80, 24));
    app
}

/// Every screen the game has, by name, as a player reaches it.
fn screens() -> Vec<(&'static str, App)> {
    let mut all = Vec::new();
    all.push(("setup", App::new(Rules::default(), Theme::mono())));

    let mut app = App::new(Rules::default(), Theme::mono());
    for _ in 0..13 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    all.push(("setup_name_selected", app));

    let mut app = App::new(
        rules(&["rows=3", "columns=3", "pieces_per_player=4"]),
        Theme::mono(),
    );
    for _ in 0..11 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Right);
    all.push(("setup_refused", app));

    all.push(("game", game(&[], &["@c3", "@d3", "@d4", "@b3", "c3-c2"])));
    all.push((
        "compulsory_capture",
        game(&["mandatory_capture=true"], &["@c3", "@a5", "@a1", "@c4"]),
    ));
    let mut app = game(&[], &["@c3", "@c4", "@a1", "@f5"]);
    choose(&mut app, "c3");
    all.push(("capture_and_steps", app));

    let mut app = game(&["multi_jump=true"], &["@a1", "@a2", "@f1", "@a4"]);
    choose(&mut app, "a1");
    choose(&mut app, "a3");
    all.push(("chain", app));

    let mut app = game(&["multi_jump=true"], &TWO_REMOVALS);
    choose(&mut app, "a1");
    choose(&mut app, "a3");
    choose(&mut app, "a5");
    all.push(("second_piece_1_of_2", app));

    let mut app = game(&[], &REPEATS);
    choose(&mut app, "f4");
    all.push(("repetition_warning", app));

    let mut app = game(&[], &["@c3", "@d3", "@d4", "@b3", "c3-c2"]);
    press(&mut app, KeyCode::Char('['));
    press(&mut app, KeyCode::Char('['));
    all.push(("looking_back", app));

    all.push((
        "game_over",
        game(&["pieces_per_player=2"], &["@c3", "@c4", "c3xc5"]),
    ));
    for (name, key) in [
        ("help", '?'),
        ("rules", 'i'),
        ("confirm_resign", 'x'),
        ("draw_offer", 'd'),
    ] {
        let mut app = game(&[], &["@c3"]);
        press(&mut app, KeyCode::Char(key));
        all.push((name, app));
    }
    let mut app = game(&["pieces_per_player=2"], &["@c3", "@c4", "c3xc5"]);
    press(&mut app, KeyCode::Char('?'));
    all.push(("help_game_over", app));
    all
}

/// White's a1 jumps a2 and a4 (multi-jump) and then takes two of Black's
/// three other pieces: a choice, one at a time.
const TWO_REMOVALS: [&str; 10] = [
    "@a1", "@a2", "@f1", "@a4", "@f2", "@e5", "@f3", "@d5", "@e1", "@c5",
];

/// The start position (a1, f5, White to move) occurs twice; Black's f4-f5
/// would make it the third time: a draw.
const REPEATS: [&str; 9] = [
    "@a1", "@f5", "a1-a2", "f5-f4", "a2-a1", "f4-f5", "a1-a2", "f5-f4", "a2-a1",
];

#[test]
fn every_screen_at_80x24_and_at_its_smallest() {
    for (name, mut app) in screens() {
        for (w, h, size) in [
            (80, 24, "80x24"),
            (app.min_size().0, app.min_size().1, "min"),
        ] {
            app.update(yote::tui::Message::Resize(w, h));
            let (terminal, shown) = screen_text(&app, w, h);
            assert!(
                !shown.contains("Please enlarge"),
                "{name} at {size}\n{shown}"
            );
            let cut = cuts(&terminal);
            assert!(
                cut.is_empty(),
                "{name} at {size}: text cut at\n{}\n{shown}",
                cut.join("\n")
            );
            insta::assert_snapshot!(format!("{name}_{size}"), terminal.backend());
        }
    }
}

#[test]
fn compulsory_capture_is_said_marked_and_the_cursor_is_on_it() {
    let mut app = game_80x24(&["mandatory_capture=true"], &["@c3", "@a5", "@a1", "@c4"]);
    let play = app.play().expect("game");
    assert_eq!(
        play.cursor,
        Square::parse("c3").unwrap(),
        "the cursor goes to the capturer"
    );
    let (terminal, shown) = screen_text(&app, 80, 24);
    assert!(shown.contains("a capture is compulsory"), "{shown}");
    assert!(
        shown.contains("Mandatory capture"),
        "the rules line says so: {shown}"
    );
    // The cursor's brackets are on c3; a1 cannot capture: no marks, its ring whole.
    assert_eq!(cell(&app, &terminal, "c3"), "[○]");
    assert_eq!(cell(&app, &terminal, "a1"), "│○│");
    // With the cursor elsewhere, the capturer shows its own marks.
    press(&mut app, KeyCode::Left);
    let terminal = draw(&app, 80, 24);
    assert_eq!(cell(&app, &terminal, "c3"), "«○»");
    // A drop is refused in the game's words, without a rules key.
    choose(&mut app, "e1");
    let status = app.status().to_string();
    assert!(status.contains("capturing is compulsory"), "{status}");
    assert!(!status.contains("mandatory_capture"), "{status}");
}

#[test]
fn capture_landings_and_jumped_pieces_differ_from_steps() {
    let mut app = game_80x24(&[], &["@c3", "@c4", "@a1", "@f5"]);
    choose(&mut app, "c3");
    let (terminal, shown) = screen_text(&app, 80, 24);
    assert_eq!(cell(&app, &terminal, "c5"), " * ", "a capture landing");
    assert_eq!(
        cell(&app, &terminal, "c4"),
        "!●!",
        "the piece it would take"
    );
    assert_eq!(cell(&app, &terminal, "b3"), " + ", "a step");
    assert_eq!(cell(&app, &terminal, "d3"), " + ", "a step");
    assert!(
        shown.contains("* captures (1 possible, taking !c4!)"),
        "{shown}"
    );
}

#[test]
fn second_pieces_are_counted_marked_and_taken_back() {
    let mut app = game_80x24(&["multi_jump=true"], &TWO_REMOVALS);
    choose(&mut app, "a1");
    choose(&mut app, "a3");
    choose(&mut app, "a5");
    let shown = text(&draw(&app, 80, 24));
    assert!(shown.contains("second piece 1 of 2"), "{shown}");
    choose(&mut app, "e5");
    press(&mut app, KeyCode::Left);
    let (terminal, shown) = screen_text(&app, 80, 24);
    assert!(shown.contains("second piece 2 of 2"), "{shown}");
    assert_eq!(
        cell(&app, &terminal, "e5"),
        ">×<",
        "the chosen piece, at once"
    );
    // Backspace takes back the last choice only.
    press(&mut app, KeyCode::Backspace);
    let terminal = draw(&app, 80, 24);
    assert!(text(&terminal).contains("second piece 1 of 2"));
    assert_eq!(cell(&app, &terminal, "e5"), ">●<");
    assert_eq!(
        app.current_match().unwrap().tokens().len(),
        10,
        "nothing played"
    );
}

#[test]
fn the_hand_count_falls_as_pieces_are_chosen_from_it() {
    // Black has one piece on the board besides the jumped ones, and 9 in
    // hand: with the hand option, both second pieces may come from the hand.
    let mut app = game_80x24(
        &["multi_jump=true", "second_piece=board-or-hand"],
        &["@a1", "@a2", "@f1", "@a4", "@f2", "@e5"],
    );
    choose(&mut app, "a1");
    choose(&mut app, "a3");
    choose(&mut app, "a5");
    let shown = text(&draw(&app, 80, 24));
    assert!(shown.contains("In hand:  9  "), "{shown}");
    press(&mut app, KeyCode::Char('H'));
    let shown = text(&draw(&app, 80, 24));
    assert!(shown.contains("In hand:  8 (−1)"), "{shown}");
    assert!(shown.contains("second piece 2 of 2"), "{shown}");
}

#[test]
fn a_step_that_would_draw_by_repetition_is_announced() {
    let mut app = game_80x24(&[], &REPEATS);
    choose(&mut app, "f4");
    let (terminal, shown) = screen_text(&app, 80, 24);
    assert_eq!(cell(&app, &terminal, "f5"), " = ", "{shown}");
    assert_eq!(cell(&app, &terminal, "e4"), " + ", "{shown}");
    assert!(
        shown.contains("repeats a position for the 3rd time"),
        "{shown}"
    );
}

#[test]
fn keys_follow_the_dialog_that_is_open() {
    let mut app = game(&[], &["@c3"]);
    press(&mut app, KeyCode::Char('x'));
    let shown = text(&draw(&app, 80, 24));
    let footer = shown.lines().nth(23).unwrap_or_default().to_string();
    assert!(
        footer.contains("y / Y yes") && footer.contains("n / N / Esc no"),
        "{footer}"
    );
    press(&mut app, KeyCode::Char('n'));
    press(&mut app, KeyCode::Char('?'));
    let shown = text(&draw(&app, 80, 24));
    let footer = shown.lines().nth(23).unwrap_or_default().to_string();
    assert!(footer.contains("Esc close (or any key)"), "{footer}");
}

#[test]
fn setup_screen() {
    let app = App::new(rules(&["second_piece=board-or-hand"]), Theme::mono());
    let (terminal, shown) = screen_text(&app, 100, 32);
    assert!(shown.contains("[On]"), "the toggle starts from --set");
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn game_in_progress() {
    let app = game(&[], &["@c3", "@d3", "@d4", "@b3", "c3-c2"]);
    let (terminal, shown) = screen_text(&app, 100, 32);
    assert!(shown.contains("Bo (Black)"));
    assert!(shown.contains("3. c3-c2"), "moves in pairs: {shown}");
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn capture_prompt_with_hand_removal() {
    let mut app = game(
        &["second_piece=board-or-hand"],
        &["@c3", "@c4", "@a1", "@f5", "@a2", "@e5"],
    );
    press(&mut app, KeyCode::Enter); // select c3 (the cursor starts there)
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter); // jump to c5
    let (terminal, shown) = screen_text(&app, 100, 32);
    assert!(shown.contains("choose the second piece"), "{shown}");
    assert!(shown.contains("H for Bo's hand"));
    assert!(shown.contains("H or click: take from hand"));
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn help_overlay() {
    let mut app = game(&[], &["@c3"]);
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
    let app = game(&["pieces_per_player=2"], &["@c3", "@c4", "c3xc5"]);
    let (terminal, shown) = screen_text(&app, 100, 32);
    assert!(shown.contains("Game over: Ada wins"), "{shown}");
    assert!(shown.contains("Bo has only 1 piece left."), "{shown}");
    assert!(shown.contains("Ada 1 – 0 ● Bo"), "the score: {shown}");
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn too_small() {
    let app = game(&[], &["@c3"]);
    let terminal = draw(&app, 40, 10);
    assert!(text(&terminal).contains("Please enlarge"));
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn every_board_size_fits_its_minimum() {
    for (rows, cols) in [(2, 2), (5, 6), (8, 8), (3, 8), (8, 3)] {
        let (r, c) = (format!("rows={rows}"), format!("columns={cols}"));
        let sets = [
            r.as_str(),
            c.as_str(),
            "pieces_per_player=1",
            "win_when_opponent_has_at_most=0",
        ];
        // `game` takes only valid rules.
        let app = game(&sets, &["@a1"]);
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
    let colour = game_in(Theme::colour(), &[], &tokens);
    let mono = game(&[], &tokens);
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
    let app = game(
        &["bonus_move_after_capture=true"],
        &["@c3", "@c4", "@a1", "@f5", "c3xc5/f5"],
    );
    let shown = text(&draw(&app, 100, 32));
    assert!(shown.contains(" Ada, bonus move:"), "{shown}");
    // Without the option the same capture passes the turn.
    let app = game(&[], &["@c3", "@c4", "@a1", "@f5", "c3xc5/f5"]);
    let shown = text(&draw(&app, 100, 32));
    assert!(shown.contains(" Bo: drop"), "{shown}");
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
