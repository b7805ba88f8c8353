//! The lessons and the puzzles played on the board as in a game: a drop
//! with the cursor and Enter, a capture and its second piece chosen on the
//! board with the game's highlights, a click; and the engine's check of a
//! searched goal done off the screen's thread, its answer a message.

use ratatui::crossterm::event::KeyCode;

use crate::support::tui::{lessons_open, press, sq};
use yote::tui::screens::learn::LearnScreen;
use yote::tui::{App, Effect, Screen};

fn learn(app: &App) -> &LearnScreen {
    match app.screens().top() {
        Some(Screen::Learn(learn)) => learn,
        _ => panic!("the lessons screen"),
    }
}

fn text(app: &App) -> String {
    crate::support::tui::screen_text(app, 100, 30).1
}

/// Opens the `n`th lesson (from 0) at its first task.
fn lesson(n: usize) -> App {
    let mut app = lessons_open();
    for _ in 0..n {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    app
}

#[test]
fn a_drop_is_made_with_the_cursor_and_enter_and_a_wrong_one_undone() {
    let mut app = lesson(0);
    let open = learn(&app).open.as_ref().expect("a task open");
    assert_eq!(
        open.pointer.cursor,
        sq("b2"),
        "the cursor starts in the middle"
    );
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    assert!(text(&app).contains("Not that one"), "{}", text(&app));
    // The next choice on the board undoes the wrong try.
    press(&mut app, KeyCode::Left);
    let _ = app.take_effects();
    press(&mut app, KeyCode::Char(' '));
    assert!(text(&app).contains("Right!"), "{}", text(&app));
    let kept = app.take_effects().iter().any(|e| match e {
        Effect::SaveLearn(p) => p.stars("drop-centre") == 2,
        _ => false,
    });
    assert!(kept, "one wrong try: two stars, kept");
}

#[test]
fn a_capture_and_its_second_piece_are_chosen_on_the_board() {
    // "second", task 2: b1 jumps b2 to b3, then a3 or c4 is taken.
    let mut app = lesson(3);
    press(&mut app, KeyCode::Tab);
    for effect in app.take_effects() {
        if let Effect::Check(job) = effect {
            app.update(yote::tui::run::check::run(*job));
        }
    }
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    let open = learn(&app).open.as_ref().expect("a task open");
    let h = open.pointer.highlights(&open.game);
    assert_ne!(h.captures & sq("b3").bit(), 0, "the landing is marked");
    assert_ne!(h.jumped & sq("b2").bit(), 0, "the piece jumped is marked");
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    let open = learn(&app).open.as_ref().expect("a task open");
    assert!(
        open.pointer.stage.is_removing(),
        "the second piece is asked for"
    );
    let h = open.pointer.highlights(&open.game);
    assert_eq!(h.removable, sq("a3").bit() | sq("c4").bit(), "a3 or c4");
    // The second piece by a click on a3.
    app.update(yote::tui::Message::Resize(100, 30));
    let area = ratatui::layout::Rect::new(0, 0, 100, 30);
    let (x, y) = (0..100)
        .flat_map(|x| (0..30).map(move |y| (x, y)))
        .find(|&(x, y)| learn(&app).square_at(area, x, y) == Some(sq("a3")))
        .expect("a3 on the screen");
    app.update(yote::tui::Message::Click(x, y));
    assert!(text(&app).contains("Right!"), "{}", text(&app));
}

#[test]
fn a_searched_goal_is_checked_off_the_screens_thread() {
    // "second", task 2: "as good as the best", searched.
    let mut app = lesson(3);
    let _ = app.take_effects();
    press(&mut app, KeyCode::Tab);
    let effects = app.take_effects();
    let job = effects
        .into_iter()
        .find_map(|e| match e {
            Effect::Check(job) => Some(job),
            _ => None,
        })
        .expect("the search asked of a worker");
    assert!(text(&app).contains("engine is checking"), "{}", text(&app));
    // Keys work meanwhile; the move made waits for the answer.
    for c in "b1xb3/a3".chars() {
        press(&mut app, KeyCode::Char(c));
    }
    press(&mut app, KeyCode::Enter);
    assert!(!text(&app).contains("Right!"));
    let open = learn(&app).open.as_ref().expect("a task open");
    assert!(open.pending.is_some() && open.judge.is_none());
    // An answer to another check is not this one's.
    let mut stale = (*job).clone();
    stale.id += 1_000_000;
    app.update(yote::tui::run::check::run(stale));
    assert!(!text(&app).contains("Right!"));
    app.update(yote::tui::run::check::run(*job));
    assert!(text(&app).contains("Right!"), "{}", text(&app));
}

/// The coach's look for a win missed: asked of a worker after a person's
/// move only while the coach is on, its answer a message that names and
/// marks the win.
#[test]
fn the_coachs_search_runs_off_the_screens_thread_and_answers_by_message() {
    use yote::tui::msg::{Checked, Done, Message};
    let checks = |app: &mut App| {
        app.take_effects()
            .into_iter()
            .filter_map(|e| match e {
                Effect::Check(job) => Some(job),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    let mut app = crate::support::tui::game(&[], &[]);
    press(&mut app, KeyCode::Enter);
    assert!(checks(&mut app).is_empty(), "the coach off costs nothing");
    press(&mut app, KeyCode::Char('c'));
    // A drop far from White's piece: nothing for the one-move look.
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    let asked = checks(&mut app);
    assert_eq!(asked.len(), 1, "one search asked");
    let win = app.game().expect("a game").legal_moves()[0];
    // An answer to another search is not this one's.
    app.update(Message::Done(Done::Checked {
        id: asked[0].id + 1_000_000,
        answer: Checked::Coach(Some(win)),
    }));
    assert!(!app.status().contains("by force"));
    app.update(Message::Done(Done::Checked {
        id: asked[0].id,
        answer: Checked::Coach(Some(win)),
    }));
    assert!(app.status().contains("won by force"), "{}", app.status());
    assert_eq!(app.play().expect("a game").hint, Some(win));
}

/// The search itself: a win the engine proves, missed, is found; the
/// winning move itself is no miss.
#[test]
fn the_coachs_search_finds_a_forced_win_missed() {
    use yote::learn::{Goal, Judge};
    use yote::tui::run::check::missed_win;
    let lessons = yote::learn::shipped().expect("the lessons");
    let task = lessons
        .iter()
        .flat_map(|l| &l.tasks)
        .find(|t| matches!(t.goal, Goal::Win(n) if n <= 3))
        .expect("a task to win");
    let game = task.game();
    let judge = Judge::new(game.clone(), task.goal.clone());
    let wrong = game
        .legal_moves()
        .into_iter()
        .find(|m| !judge.meets(m))
        .expect("a move that does not win");
    let win = missed_win(&game, &wrong).expect("the win missed is found");
    assert!(judge.meets(&win), "{win} wins");
    assert_eq!(missed_win(&game, &win), None, "the win itself is no miss");
}
