//! Clocks in the terminal game, driven by a hand-turned time source (no
//! sleeping): the clock of the side to move runs, the increment is added,
//! the flag falls (on the game-over screen and in the record), pause hides
//! the board, undo asks first and restores both clocks, the computer plays within its
//! clock, and a resumed game keeps the time.

use std::sync::Arc;
use std::time::Duration;

use ratatui::crossterm::event::KeyCode;
use yote::clock::{ManualTime, TimeControl};
use yote::tui::app::{Message, ScreenKind};
use yote::tui::seats::table::{Match, record_of, timed_record_of};
use yote::tui::{App, Theme};
use yote_engine::{Color, GameResult, Reason, Rules};

use crate::support::tui::{draw, drop_anywhere, press, screen, status};

fn secs(n: f64) -> Duration {
    Duration::from_secs_f64(n)
}

/// A game between two people on `control`, its time turned by hand.
fn timed(control: &str) -> (App, ManualTime) {
    let time = ManualTime::new();
    let m = Match::new(Rules::default(), "Ama", "Kofi")
        .with_clock(Some(TimeControl::parse(control).unwrap()));
    let mut app = App::with_match(m, Theme::mono()).with_time(Arc::new(time.clone()));
    app.update(Message::Resize(100, 36));
    (app, time)
}

fn left(app: &App, side: Color) -> Duration {
    let m = app.current_match().unwrap();
    m.clocks.as_ref().unwrap().both_left(now(app))[side.index()]
}

fn now(app: &App) -> std::time::Instant {
    app.time.now()
}

#[test]
fn the_clock_of_the_side_to_move_runs_and_the_increment_is_added() {
    let (mut app, time) = timed("1+2");
    time.advance(secs(5.0));
    app.update(Message::Tick);
    assert_eq!(left(&app, Color::White), secs(55.0));
    assert_eq!(left(&app, Color::Black), secs(60.0));
    drop_anywhere(&mut app);
    assert_eq!(left(&app, Color::White), secs(57.0));
    time.advance(secs(3.0));
    assert_eq!(left(&app, Color::Black), secs(57.0));
    assert_eq!(app.tick_in().map(|d| d <= secs(1.001)), Some(true));
}

#[test]
fn the_flag_falls_with_no_key_pressed_and_is_in_the_record() {
    let (mut app, time) = timed("0.05+0");
    time.advance(secs(2.9));
    app.update(Message::Tick);
    assert!(!app.game().unwrap().is_over());
    assert_eq!(app.tick_in(), Some(Duration::from_millis(1)));
    time.advance(secs(0.2));
    app.update(Message::Tick);
    let game = app.game().unwrap();
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.result, GameResult::Win(Color::Black));
    assert_eq!(
        outcome.reason,
        Reason::OutOfTime {
            flagged: Color::White
        }
    );
    assert_eq!(app.tick_in(), None, "no timer once no clock runs");
    let shown = screen(&app, 100, 36);
    assert!(shown.contains("lost on time"), "{shown}");
    assert!(shown.contains("0.0"), "{shown}");
    let text = record_of(app.current_match().unwrap()).to_toml_string();
    assert!(text.contains("by = \"time\""), "{text}");
    // A key pressed after the flag fell plays nothing.
    drop_anywhere_if_possible(&mut app);
    assert_eq!(app.game().unwrap().ply(), 0);
}

fn drop_anywhere_if_possible(app: &mut App) {
    press(app, KeyCode::Enter);
}

#[test]
fn a_move_made_after_the_flag_fell_does_not_stand() {
    let (mut app, time) = timed("0.05+0");
    // No tick came: the key arrives after the time ran out.
    time.advance(secs(4.0));
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.game().unwrap().ply(), 0);
    assert!(app.game().unwrap().is_over());
}

#[test]
fn pause_stops_both_clocks_and_hides_the_board() {
    let (mut app, time) = timed("1+0");
    time.advance(secs(1.0));
    press(&mut app, KeyCode::Char('p'));
    assert!(status(&app).contains("paused"), "{}", status(&app));
    time.advance(secs(600.0));
    assert_eq!(left(&app, Color::White), secs(59.0));
    assert_eq!(app.tick_in(), None, "idle while paused");
    let shown = screen(&app, 100, 36);
    assert!(shown.contains("board is hidden"), "{shown}");
    // No move while paused.
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.game().unwrap().ply(), 0);
    press(&mut app, KeyCode::Char('p'));
    time.advance(secs(2.0));
    assert_eq!(left(&app, Color::White), secs(57.0));
    // Ctrl-Z pauses too.
    app.update(Message::Suspend);
    time.advance(secs(30.0));
    assert_eq!(left(&app, Color::White), secs(57.0));
}

#[test]
fn undo_asks_first_then_restores_both_clocks() {
    let (mut app, time) = timed("1+2");
    time.advance(secs(5.0));
    drop_anywhere(&mut app);
    time.advance(secs(7.0));
    drop_anywhere(&mut app);
    assert_eq!(left(&app, Color::Black), secs(55.0));
    time.advance(secs(10.0));
    // With a clock running, undo asks first; no leaves the game as it is.
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.game().unwrap().ply(), 2);
    let shown = screen(&app, 100, 36);
    assert!(shown.contains("clocks run"), "{shown}");
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.game().unwrap().ply(), 2);
    press(&mut app, KeyCode::Char('u'));
    press(&mut app, KeyCode::Char('y'));
    assert_eq!(app.game().unwrap().ply(), 1);
    // Black's clock as it was before its move, and running again.
    assert_eq!(left(&app, Color::Black), secs(60.0));
    assert_eq!(left(&app, Color::White), secs(57.0));
    time.advance(secs(1.0));
    assert_eq!(left(&app, Color::Black), secs(59.0));
}

#[test]
fn a_saved_timed_game_resumes_paused_with_its_time() {
    let (mut app, time) = timed("5+0");
    time.advance(secs(12.5));
    drop_anywhere(&mut app);
    time.advance(secs(3.0));
    let record = timed_record_of(app.current_match().unwrap(), now(&app));
    let text = record.to_toml_string();
    let back = yote::record::SavedGame::parse(&text).unwrap();
    let time = ManualTime::new();
    let mut app = App::with_saved(back, Theme::mono())
        .unwrap()
        .with_time(Arc::new(time.clone()));
    app.update(Message::Resize(100, 36));
    assert_eq!(app.screen(), ScreenKind::Game);
    time.advance(secs(100.0));
    app.update(Message::Tick);
    assert_eq!(left(&app, Color::White), secs(287.5));
    assert_eq!(left(&app, Color::Black), secs(297.0));
    press(&mut app, KeyCode::Char('p'));
    time.advance(secs(1.0));
    assert_eq!(left(&app, Color::Black), secs(296.0));
}

#[test]
fn the_computer_is_given_a_share_of_its_clock() {
    let time = ManualTime::new();
    let m = Match::new(Rules::default(), "Ama", "Hard")
        .with_computer([None, Some(yote_ai::Level::Hard)])
        .with_clock(Some(TimeControl::parse("0.1+0").unwrap()));
    let mut app = App::with_match(m, Theme::mono()).with_time(Arc::new(time.clone()));
    app.update(Message::Resize(100, 36));
    drop_anywhere(&mut app);
    let budget = app
        .take_effects()
        .into_iter()
        .find_map(|e| match e {
            yote::tui::run::effect::Effect::Think(r) => Some(r.budget),
            _ => None,
        })
        .expect("the computer thinks");
    let budget = budget.expect("a budget");
    assert!(budget <= secs(3.0), "{budget:?}");
    assert!(budget > Duration::ZERO);
}

#[test]
fn setup_offers_the_time_controls_off_by_default() {
    let mut app = App::new(Rules::default(), Theme::mono());
    assert_eq!(app.setup().clock, None);
    // Up from the top: the start button, the coach, then the clock.
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.setup().clock, Some(TimeControl::fischer(1, 0)));
    for _ in 0..4 {
        press(&mut app, KeyCode::Right);
    }
    assert_eq!(app.setup().clock, Some(TimeControl::fischer(15, 10)));
    press(&mut app, KeyCode::Right);
    assert_eq!(app.setup().clock, None);
    app.setup_mut().set_clock(TimeControl::parse("0.1+0").ok());
    let shown = screen(&app, 100, 40);
    assert!(shown.contains("[0.1+0]"), "{shown}");
    press(&mut app, KeyCode::Char('s'));
    let m = app.current_match().expect("started");
    assert_eq!(m.control(), TimeControl::parse("0.1+0").ok());
}

#[test]
fn the_game_screen_with_two_clocks_one_running_in_monochrome() {
    let (mut app, time) = timed("5+3");
    time.advance(secs(12.0));
    drop_anywhere(&mut app);
    time.advance(secs(42.5));
    app.update(Message::Tick);
    insta::assert_snapshot!(draw(&app, 100, 36).backend());
}

#[test]
fn replay_shows_the_time_each_move_took() {
    let (mut app, time) = timed("1+2");
    time.advance(secs(5.0));
    drop_anywhere(&mut app);
    time.advance(secs(12.0));
    drop_anywhere(&mut app);
    // The game screen's list stays as it was.
    assert!(!screen(&app, 100, 36).contains("5.0"));
    app.update(Message::Replay);
    assert_eq!(app.screen(), ScreenKind::Replay);
    let shown = screen(&app, 100, 36);
    assert!(shown.contains(" 5.0 "), "{shown}");
    assert!(shown.contains(" 0:12"), "{shown}");
}

#[test]
fn review_shows_the_time_each_move_took() {
    let (mut app, time) = timed("0.5+0");
    time.advance(secs(4.0));
    drop_anywhere(&mut app);
    time.advance(secs(31.0));
    app.update(Message::Tick);
    assert!(app.game().unwrap().is_over(), "Black's flag fell");
    app.update(Message::Review);
    assert_eq!(app.screen(), ScreenKind::Review);
    let shown = screen(&app, 100, 36);
    assert!(shown.contains("@a1 4.0"), "{shown}");
}

#[test]
fn a_list_without_times_is_as_before() {
    let game = app_game_of_two_moves();
    let plain = yote::tui::widgets::moves::rows(&game, 30);
    let timed = yote::tui::widgets::moves::rows_marked(&game, 30, &[], &[secs(3.25), secs(75.0)]);
    let text = |rows: &[yote::tui::widgets::moves::Row]| {
        rows.iter()
            .map(|r| r.parts.iter().map(|(t, _)| t.as_str()).collect::<String>())
            .collect::<Vec<_>>()
    };
    assert_eq!(text(&plain), [format!("  1. @a1{}@b1", " ".repeat(11))]);
    assert_eq!(
        text(&timed),
        [format!("  1. @a1 3.2{}@b1 1:15", " ".repeat(7))]
    );
}

fn app_game_of_two_moves() -> yote_engine::Game {
    let (mut app, _time) = timed("1+0");
    drop_anywhere(&mut app);
    drop_anywhere(&mut app);
    app.game().unwrap().clone()
}

#[test]
fn the_flag_falls_while_the_undo_question_is_open_and_nothing_is_undone() {
    let (mut app, time) = timed("0.1+0");
    time.advance(secs(1.0));
    drop_anywhere(&mut app);
    time.advance(secs(1.0));
    drop_anywhere(&mut app);
    press(&mut app, KeyCode::Char('u'));
    assert!(screen(&app, 100, 36).contains("clocks run"));
    // White thinks it over past its time: its flag falls with the
    // question open.
    time.advance(secs(10.0));
    app.update(Message::Tick);
    let over = |app: &App| app.game().unwrap().outcome().map(|o| o.reason);
    let flagged = Some(Reason::OutOfTime {
        flagged: Color::White,
    });
    assert_eq!(over(&app), flagged);
    // The question is closed: the flag answered it.
    let shown = screen(&app, 100, 36);
    assert!(shown.contains("lost on time"), "{shown}");
    assert!(!shown.contains("clocks run"), "{shown}");
    // A yes now takes nothing back.
    press(&mut app, KeyCode::Char('y'));
    assert_eq!(app.game().unwrap().ply(), 2);
    assert_eq!(over(&app), flagged);
    time.advance(secs(10.0));
    app.update(Message::Tick);
    assert_eq!(over(&app), flagged);
    assert_eq!(left(&app, Color::White), Duration::ZERO);
    // Nor does the undo key after the flag.
    press(&mut app, KeyCode::Char('u'));
    assert!(
        status(&app).contains("nothing is taken back"),
        "{}",
        status(&app)
    );
    press(&mut app, KeyCode::Char('y'));
    assert_eq!(app.game().unwrap().ply(), 2);
    assert_eq!(over(&app), flagged);
    assert_eq!(left(&app, Color::White), Duration::ZERO);
}

#[test]
fn the_flag_falls_under_any_pop_up() {
    let (mut app, time) = timed("0.05+0");
    press(&mut app, KeyCode::Char('?'));
    assert!(screen(&app, 100, 36).contains("Marks:"));
    time.advance(secs(4.0));
    app.update(Message::Tick);
    assert!(app.game().unwrap().is_over());
    assert_eq!(app.tick_in(), None);
    // The help stays open, over a game that is over; closed, the game-over
    // screen is there.
    assert!(screen(&app, 100, 36).contains("Marks:"));
    press(&mut app, KeyCode::Esc);
    let shown = screen(&app, 100, 36);
    assert!(shown.contains("lost on time"), "{shown}");
}

/// How many times the bell was asked for since the last look.
fn bells(app: &mut App) -> usize {
    app.take_effects()
        .into_iter()
        .filter(|e| matches!(e, yote::tui::run::effect::Effect::Bell))
        .count()
}

#[test]
fn the_low_time_bell_rings_once_a_player_unless_turned_off() {
    // Thirty seconds each: low under a quarter of them, 7.5 s.
    let (mut app, time) = timed("0.5+0");
    bells(&mut app);
    time.advance(secs(22.0));
    app.update(Message::Tick);
    assert_eq!(bells(&mut app), 0, "not low yet");
    time.advance(secs(0.6));
    app.update(Message::Tick);
    assert_eq!(bells(&mut app), 1, "White's time fell low");
    for _ in 0..5 {
        time.advance(secs(0.5));
        app.update(Message::Tick);
    }
    assert_eq!(bells(&mut app), 0, "once only");
    // Black's time falling low rings it once for Black.
    drop_anywhere(&mut app);
    time.advance(secs(23.0));
    app.update(Message::Tick);
    assert_eq!(bells(&mut app), 1, "Black's time fell low");
    drop_anywhere(&mut app);
    time.advance(secs(0.5));
    app.update(Message::Tick);
    assert_eq!(bells(&mut app), 0, "White was warned already");

    // Turned off in the preferences: never.
    let loaded = yote::prefs::Loaded::from_text("low_time_bell = false\n", "preferences.toml");
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let time = ManualTime::new();
    let m = Match::new(Rules::default(), "Ama", "Kofi")
        .with_clock(Some(TimeControl::parse("0.5+0").unwrap()));
    let mut app = App::with_match(m, Theme::mono())
        .with_prefs(&loaded, None)
        .with_time(Arc::new(time.clone()));
    app.update(Message::Resize(100, 36));
    assert!(!app.bell);
    for _ in 0..30 {
        time.advance(secs(1.0));
        app.update(Message::Tick);
    }
    assert!(app.game().unwrap().is_over(), "the flag fell");
    assert_eq!(bells(&mut app), 0);
}

/// The review key on the game-over screen, and the analysis it asks for
/// run on this thread (shallow) to its end.
fn review_to_the_end(app: &mut App) {
    use yote::tui::run::effect::Effect;
    app.update(Message::Review);
    assert_eq!(app.screen(), ScreenKind::Review);
    let job = app
        .take_effects()
        .into_iter()
        .find_map(|e| match e {
            Effect::Review(job) => Some(*job),
            _ => None,
        })
        .expect("a review asked for");
    let sent = std::sync::Mutex::new(Vec::new());
    yote::tui::run::analysis::run(&job, yote_ai::review::Budget::Depth(2), |m| {
        sent.lock().unwrap().push(m);
    });
    for m in sent.into_inner().unwrap() {
        app.update(m);
    }
}

#[test]
fn a_game_over_on_time_reviewed_and_saved_keeps_each_move_time() {
    let dir = tempfile::tempdir().expect("a folder");
    let (app, time) = timed("0.5+0");
    let mut app = app.with_autosave(Some(yote::record::Autosave::in_dir(dir.path())));
    time.advance(secs(4.0));
    drop_anywhere(&mut app);
    time.advance(secs(2.5));
    drop_anywhere(&mut app);
    time.advance(secs(40.0));
    app.update(Message::Tick);
    assert!(app.game().unwrap().is_over(), "White's flag fell");
    yote::tui::event_loop::settle(&mut app);
    // Reviewed from the game-over screen: each move's time in its list.
    review_to_the_end(&mut app);
    let shown = screen(&app, 100, 36);
    assert!(shown.contains("@a1 4.0"), "{shown}");
    assert!(shown.contains(" 2.5"), "{shown}");
    yote::tui::event_loop::settle(&mut app);
    // The archive, written again with the review, keeps the clocks.
    let archive = dir.path().join(yote::record::ARCHIVE_DIR);
    let files: Vec<_> = std::fs::read_dir(&archive)
        .expect("the archive")
        .map(|e| e.expect("an entry").path())
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    let kept = yote::record::load(&files[0]).expect("loads");
    assert!(kept.review.is_some(), "with its review");
    let clock = kept.clock.expect("with its clocks");
    assert_eq!(clock.spent, [secs(4.0), secs(2.5)]);
    // Saved from the game-over screen, the file keeps them too.
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('S'));
    let path = dir.path().join("timed.toml");
    let prompt = app.prompt_mut().expect("the save dialog");
    prompt.line.set(path.display().to_string());
    press(&mut app, KeyCode::Enter);
    yote::tui::event_loop::settle(&mut app);
    let saved = yote::record::load(&path).expect("saved and loads");
    assert_eq!(saved.clock.expect("with its clocks").spent.len(), 2);
    assert!(saved.review.is_some());
}
