//! The terminal game in-process, as the tests drive it: an `App` built from
//! rules and moves, keys in (alone, or settled as the event loop does it),
//! the screen drawn in a `TestBackend` and read back as text.

// Each test file compiles its own copy of this module and uses only part of it.
#![allow(dead_code)]

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use yote::rules_file::RulesToml;
use yote::tui::{App, Theme};
use yote_engine::{Rules, Square};

/// The standard rules with these `key=value` overrides.
pub fn rules(sets: &[&str]) -> Rules {
    Rules::from_overrides(sets).expect("valid rules")
}

/// Ada (White) against Bo (Black) under `rules(sets)`, after `tokens`,
/// drawn in monochrome.
pub fn game(sets: &[&str], tokens: &[&str]) -> App {
    game_in(Theme::mono(), sets, tokens)
}

/// Ada (White) against Bo (Black) under `rules(sets)`, after `tokens`,
/// drawn in `theme`.
pub fn game_in(theme: Theme, sets: &[&str], tokens: &[&str]) -> App {
    App::from_tokens(rules(sets), "Ada", "Bo", tokens, theme).expect("tokens replay")
}

/// The square called `name`.
pub fn sq(name: &str) -> Square {
    Square::parse(name).expect("square name")
}

/// The moves of the game on screen, as tokens.
pub fn tokens(app: &App) -> Vec<String> {
    app.current_match().expect("a game").tokens()
}

/// The status line.
pub fn status(app: &App) -> String {
    app.status().to_string()
}

/// A key without modifiers; the effects it asks for stay asked for.
pub fn press(app: &mut App, code: KeyCode) {
    app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
}

/// On the setup screen at its first line: shows the optional rules (folded
/// under one line at first) and leaves the focus on that line, so that `n`
/// presses of Down reach the `n`th rule, `n + 12` White's name.
pub fn show_optional_rules(app: &mut App) {
    press(app, KeyCode::Down);
    press(app, KeyCode::Enter);
    assert!(app.setup().rules_shown, "the optional rules are shown");
}

/// Ctrl and the letter `c`; the effects it asks for stay asked for.
pub fn ctrl(app: &mut App, c: char) {
    app.handle_key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL));
}

/// Each character of `text` as a key, pressed with `press`.
pub fn type_with(app: &mut App, text: &str, press: fn(&mut App, KeyCode)) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

/// Each character of `text` as a key; the effects stay asked for.
pub fn type_text(app: &mut App, text: &str) {
    type_with(app, text, press);
}

/// Keys as the event loop handles them: each key, then the file work it
/// asked for (`effects::settle`; a search, a suspend and what to remember
/// stay asked for, for the test to look at).
pub mod settled {
    use ratatui::crossterm::event::KeyCode;
    use yote::tui::App;

    /// A key without modifiers, then the file work it asked for.
    pub fn press(app: &mut App, code: KeyCode) {
        super::press(app, code);
        yote::tui::event_loop::settle(app);
    }

    /// Ctrl and the letter `c`, then the file work it asked for.
    pub fn ctrl(app: &mut App, c: char) {
        super::ctrl(app, c);
        yote::tui::event_loop::settle(app);
    }

    /// Each character of `text` as a key, each followed by its file work.
    pub fn type_text(app: &mut App, text: &str) {
        super::type_with(app, text, press);
    }

    /// Saves the game on screen to `path` with the save key: the prompt
    /// cleared (Ctrl-U), the path typed, Enter.
    pub fn save_with_keys(app: &mut App, path: &std::path::Path) {
        press(app, KeyCode::Char('S'));
        super::ctrl(app, 'u');
        type_text(app, &path.display().to_string());
        press(app, KeyCode::Enter);
        assert!(app.prompt().is_none(), "saved: {}", super::status(app));
    }
}

/// Moves the cursor to `name` with the arrow keys.
pub fn goto(app: &mut App, name: &str) {
    let target = sq(name);
    loop {
        let at = app.play().expect("a game").cursor;
        let code = if at.row() < target.row() {
            KeyCode::Up
        } else if at.row() > target.row() {
            KeyCode::Down
        } else if at.col() < target.col() {
            KeyCode::Right
        } else if at.col() > target.col() {
            KeyCode::Left
        } else {
            return;
        };
        press(app, code);
    }
}

/// Cursor to `name` with the arrow keys, then Enter.
pub fn choose(app: &mut App, name: &str) {
    goto(app, name);
    press(app, KeyCode::Enter);
}

/// The person to move drops a piece on the first free square.
pub fn drop_anywhere(app: &mut App) {
    let first = app
        .game()
        .expect("a game")
        .legal_moves()
        .into_iter()
        .next()
        .expect("a legal move")
        .to_string();
    choose(app, first.trim_start_matches('@'));
}

/// `app` drawn once in a `width` × `height` test terminal.
pub fn draw(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test terminal");
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .expect("draw");
    terminal
}

/// The drawn screen as the test backend prints it (each row quoted), the
/// form the insta snapshots keep.
pub fn text(terminal: &Terminal<TestBackend>) -> String {
    terminal.backend().to_string()
}

/// `app` drawn in a `width` × `height` terminal, and its text (`text`).
pub fn screen_text(app: &App, width: u16, height: u16) -> (Terminal<TestBackend>, String) {
    let terminal = draw(app, width, height);
    let text = text(&terminal);
    (terminal, text)
}

/// The symbols on row `y` of `buf`, left to right.
pub fn row_text(buf: &Buffer, y: u16) -> String {
    (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect()
}

/// `app` drawn in a `width` × `height` terminal, its rows' symbols joined
/// by line breaks (no quotes).
pub fn screen(app: &App, width: u16, height: u16) -> String {
    let terminal = draw(app, width, height);
    let buf = terminal.backend().buffer();
    (0..buf.area.height)
        .map(|y| row_text(buf, y))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Where text was cut: a cell with text right at a panel's right edge (a
/// vertical border) or at the screen's edge. Every text keeps one cell free
/// there, so text that reaches the edge was cut.
pub fn cuts(terminal: &Terminal<TestBackend>) -> Vec<String> {
    let buf = terminal.backend().buffer();
    let area = buf.area;
    let frame = ["│", "┐", "┘", "┤", "─", "┌", "└", "├", "┬", "┴", "┼"];
    let mut found = Vec::new();
    for y in 0..area.height {
        for x in 0..area.width {
            let here = buf[(x, y)].symbol();
            let edge =
                x + 1 == area.width || ["│", "┐", "┘", "┤"].contains(&buf[(x + 1, y)].symbol());
            // A piece's middle beside its ring (`│○│`) is not cut text.
            let piece = ["○", "●"].contains(&here);
            if edge && here.trim() != "" && here != "…" && !frame.contains(&here) && !piece {
                found.push(format!("({x}, {y}): {}", row_text(buf, y)));
            }
        }
    }
    found
}

/// The app on the lessons screen, opened from the setup screen with `t`
/// and the lessons read (no progress yet).
pub fn lessons_open() -> yote::tui::App {
    use yote::tui::msg::{Done, LearnRead, Message};
    let mut app = yote::tui::App::new(yote_engine::Rules::default(), yote::tui::Theme::colour());
    press(&mut app, ratatui::crossterm::event::KeyCode::Char('t'));
    app.update(Message::Done(Done::LearnRead(Box::new(LearnRead {
        lessons: yote::learn::shipped().map_err(|e| format!("{e:?}")),
        progress: yote::learn::progress::Progress::default(),
        set_aside: None,
    }))));
    app
}

/// The messages `app` asked to send to the other computer since its
/// effects were last taken (the others dropped).
pub fn sent(app: &mut App) -> Vec<yote::net::Message> {
    app.take_effects()
        .into_iter()
        .filter_map(|e| match e {
            yote::tui::Effect::Send(m) => Some(*m),
            _ => None,
        })
        .collect()
}
