//! The lessons screen: drawn (snapshots), a wrong try's reason and a right
//! try's why and stars, the progress asked to be kept; and the real binary
//! in a pseudo-terminal: `yote learn` through a task, failed once, solved,
//! the star still there after a restart, and Learn opened from the setup
//! screen.

use ratatui::crossterm::event::KeyCode;

use crate::support::pty::Session;
use crate::support::tui::{draw, lessons_open, press};
use yote::tui::{App, Effect, ScreenKind};

/// Types a move and Enter; the engine's checks asked for are done as
/// their thread would, their answers sent as messages; the other effects
/// asked for are returned.
fn typed(app: &mut App, text: &str) -> Vec<Effect> {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
    press(app, KeyCode::Enter);
    checks_done(app)
}

/// The checks asked for done, their answers sent; the other effects.
fn checks_done(app: &mut App) -> Vec<Effect> {
    let mut others = Vec::new();
    loop {
        let effects = app.take_effects();
        if effects.is_empty() {
            return others;
        }
        for effect in effects {
            match effect {
                Effect::Check(job) => app.update(yote::tui::run::check::run(*job)),
                other => others.push(other),
            }
        }
    }
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
    let effects = typed(&mut app, "@b2");
    let text = screen_text(&app);
    assert!(text.contains("Right!"), "{text}");
    assert!(text.contains("centre reaches more squares"), "{text}");
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
    // The list is read off the screen's thread: Enter once it is there.
    s.wait_for("Enter opens the lesson");
    s.send("\r");
    s.wait_for("task 1 of 2");
    s.send("@a1\r");
    s.wait_for("Not that one");
    s.send("@b2\r");
    s.wait_for("Right!");
    s.send("\x1b");
    s.wait_for("Enter opens the lesson");
    s.send("\x1b");
    back_at_setup(&mut s);
    s.send("q");
    assert!(s.wait_exit().success());
    let kept = std::fs::read_to_string(data.path().join("learn.toml")).expect("kept");
    assert!(kept.contains("drop-centre = 2"), "{kept}");
    let mut s = Session::start_in(&[], data.path());
    s.wait_for("Start the game");
    s.send("t");
    s.wait_for("Learn to play");
    s.wait_for("**....");
    s.wait_for("Enter opens the lesson");
    s.send("\x1b");
    back_at_setup(&mut s);
    s.send("q");
    assert!(s.wait_exit().success());
}

/// The puzzles screen: the next puzzle near the rating; its solution
/// solves it and is kept, a wrong move shows the solution.
#[test]
fn a_puzzle_is_solved_by_its_solution_and_missed_by_another_move() {
    use yote::tui::msg::{Done, Message, PuzzlesRead};
    let open = || {
        let mut app = App::new(yote_engine::Rules::default(), yote::tui::Theme::colour());
        press(&mut app, KeyCode::Char('z'));
        app.update(Message::Done(Done::PuzzlesRead(Box::new(PuzzlesRead {
            puzzles: yote::puzzles::shipped().map_err(|e| format!("{e:?}")),
            record: yote::puzzles::rating::Record::default(),
            set_aside: None,
        }))));
        app
    };
    let mut app = open();
    assert_eq!(app.screen(), ScreenKind::Puzzles);
    let text = screen_text(&app);
    assert!(text.contains("find the move that wins"), "{text}");
    let first = yote::puzzles::shipped()
        .unwrap()
        .into_iter()
        .min_by_key(|p| (f64::from(p.rating) - 1200.0).abs() as u64)
        .unwrap();
    assert!(text.contains(&first.id), "{text}");
    let _ = app.take_effects();
    let mut effects = typed(&mut app, &first.solution[0].to_string());
    let mut at = 1;
    while !screen_text(&app).contains("Solved!") && at + 1 < first.solution.len() {
        at += 1;
        effects = typed(&mut app, &first.solution[at].to_string());
        at += 1;
    }
    assert!(
        screen_text(&app).contains("Solved!"),
        "{}",
        screen_text(&app)
    );
    let saved = effects.into_iter().any(|e| match e {
        Effect::SavePuzzles(record) => record.streak == 1 && record.rating > 1200.0,
        _ => false,
    });
    assert!(saved, "the record is kept");
    insta::assert_snapshot!("puzzle_solved", draw(&app, 100, 30).backend());
    let mut app = open();
    let other = first
        .game()
        .legal_moves()
        .into_iter()
        .find(|m| !yote::puzzles::counts(&first, 0, m))
        .expect("a worse move");
    // Another move is checked by the engine off the screen's thread.
    for c in other.to_string().chars() {
        press(&mut app, KeyCode::Char(c));
    }
    press(&mut app, KeyCode::Enter);
    assert!(screen_text(&app).contains("engine is checking"));
    checks_done(&mut app);
    assert!(screen_text(&app).contains("was the move"));
}

/// Waits for the setup screen alone (the lessons gone), so that the next
/// key is not read with the Esc before it as one Alt key.
fn back_at_setup(s: &mut Session) {
    s.wait_until("the setup screen", |screen| {
        let text = screen.contents();
        text.contains("Yoté: a new game") && !text.contains("Enter opens the lesson")
    });
}

/// The coach, switched on in a game between two people: a drop that
/// leaves a piece to be jumped gets its line, the jump named.
#[test]
fn the_coach_says_when_a_move_leaves_a_piece_to_be_jumped() {
    let mut s = Session::start(&[]);
    s.wait_for("Start the game");
    s.send("s");
    s.wait_for("White: drop a piece");
    s.send("c");
    s.wait_for("The coach is on");
    s.send("\r");
    s.wait_for("Black: drop a piece");
    s.send("l\r");
    s.wait_for("Coach: now c3xe3 jumps your piece on d3.");
}

/// A broken progress file is set aside, not deleted, and the screen says so.
#[test]
fn a_broken_progress_file_is_set_aside_and_said() {
    let data = tempfile::tempdir().expect("a folder");
    std::fs::write(data.path().join("learn.toml"), "stars = [\n").expect("written");
    let mut s = Session::start_in(&["learn"], data.path());
    s.wait_for("progress file was broken");
    assert!(data.path().join("learn.toml.broken").exists());
    s.send("\x1b");
    back_at_setup(&mut s);
    s.send("q");
    assert!(s.wait_exit().success());
}

/// The standard board's task at the screen's smallest size.
#[test]
fn the_first_game_task_fits_the_smallest_screen() {
    let mut app = lessons_open();
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    let (w, h) = yote::tui::screens::learn::MIN_SIZE;
    insta::assert_snapshot!("learn_first_game_min", draw(&app, w, h).backend());
}

/// The lesson list ends with a first game, coached: the player against
/// the computer at the easy level, the coach on.
#[test]
fn the_lessons_end_with_a_coached_first_game() {
    let mut app = lessons_open();
    // Up from the first lesson wraps to the last line.
    press(&mut app, KeyCode::Up);
    let shown = screen_text(&app);
    assert!(
        shown.contains("> ") && shown.contains("Play a first game, coached"),
        "{shown}"
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), ScreenKind::Game);
    let play = app.play().expect("a game");
    assert!(play.coach, "the coach is on");
    assert_eq!(
        play.table.seat(yote_engine::Color::Black),
        yote::tui::seats::Seat::Computer(yote_ai::Level::Easy)
    );
    assert_eq!(
        play.table.seat(yote_engine::Color::White),
        yote::tui::seats::Seat::Person
    );
}
