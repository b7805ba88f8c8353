//! The lessons screen: drawn (snapshots), a wrong try's reason and a right
//! try's why and stars, the progress asked to be kept; and the real binary
//! in a pseudo-terminal: `yote learn` through a task, failed once, solved,
//! the star still there after a restart, and Learn opened from the setup
//! screen.

use ratatui::crossterm::event::KeyCode;

use crate::support::pty::Session;
use crate::support::tui::{draw, lessons_open, press};
use yote::tui::{App, Effect, ScreenKind};

fn typed(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
    press(app, KeyCode::Enter);
}

fn screen_text(app: &App) -> String {
    let terminal = draw(app, 100, 30);
    let buf = terminal.backend().buffer();
    (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_lesson_list_and_a_task_are_drawn() {
    let mut app = lessons_open();
    assert_eq!(app.screen(), ScreenKind::Learn);
    insta::assert_snapshot!("learn_list", draw(&app, 100, 30).backend());
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    typed(&mut app, "@a1");
    insta::assert_snapshot!("learn_task_missed", draw(&app, 100, 30).backend());
}

#[test]
fn a_wrong_try_says_why_and_a_right_one_is_kept() {
    let mut app = lessons_open();
    press(&mut app, KeyCode::Enter);
    typed(&mut app, "@a1");
    assert!(screen_text(&app).contains("Not that one"));
    let _ = app.take_effects();
    typed(&mut app, "@b2");
    let text = screen_text(&app);
    assert!(text.contains("Right!"), "{text}");
    assert!(text.contains("centre reaches more squares"), "{text}");
    let effects = app.take_effects();
    let kept = effects.iter().find_map(|e| match e {
        Effect::SaveLearn(progress) => Some(progress.stars("drop-centre")),
        _ => None,
    });
    assert_eq!(kept, Some(2), "one wrong try: two stars");
    // Enter goes on to the next task; Esc back to the list, then setup.
    press(&mut app, KeyCode::Enter);
    assert!(screen_text(&app).contains("task 2 of 2"));
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), ScreenKind::Setup);
}

#[test]
fn the_hint_shows_the_first_step_and_a_move_not_written_right_is_refused() {
    let mut app = lessons_open();
    for _ in 0..2 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    app.update(yote::tui::Message::Hint);
    assert!(screen_text(&app).contains("start from a1"));
    typed(&mut app, "zz");
    assert!(screen_text(&app).contains("'zz' is not a square"));
}

#[test]
fn yote_learn_keeps_the_star_after_a_restart() {
    let data = tempfile::tempdir().expect("a folder");
    let mut s = Session::start_in(&["learn"], data.path());
    s.wait_for("Learn to play");
    s.send("\r");
    s.wait_for("task 1 of 2");
    s.send("@a1\r");
    s.wait_for("Not that one");
    s.send("@b2\r");
    s.wait_for("Right!");
    s.send("\x1b");
    s.wait_for("Enter opens the lesson");
    s.send("\x1b");
    s.wait_for("Start");
    s.send("q");
    assert!(s.wait_exit().success());
    let kept = std::fs::read_to_string(data.path().join("learn.toml")).expect("kept");
    assert!(kept.contains("drop-centre = 2"), "{kept}");
    let mut s = Session::start_in(&[], data.path());
    s.wait_for("Start");
    s.send("t");
    s.wait_for("Learn to play");
    s.wait_for("**....");
    s.send("\x1b");
    s.wait_for("Start");
    s.send("q");
    assert!(s.wait_exit().success());
}
