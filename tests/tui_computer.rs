//! The computer at the table in the terminal game, checked without waiting
//! on any clock: the app asks for a search as an effect
//! ([`Effect::Think`]) and the test is the thinker, answering (or not) with
//! the messages the search thread would send; the delay before the
//! computer's move is checked on a test clock ([`computer::Clock`]). A few
//! tests run the real search on its thread with a tiny limit and wait on
//! its answer (bounded, no sleeps). Saved games and the autosave keep the
//! computer players and their levels.

use crate::support;

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use support::tui::settled::{press, save_with_keys};
use support::tui::{draw, rules, status, tokens};
use yote::prefs::Machine;
use yote::record::{self, Autosave};
use yote::tui::App;
use yote::tui::Effect;
use yote::tui::Match;
use yote::tui::Message;
use yote::tui::ScreenKind;
use yote::tui::Theme;
use yote::tui::app::{Confirm, Overlay};
use yote::tui::saves::Offer;
use yote::tui::screens::game::computer::{self, Clock, Job, MIN_DELAY, Request, STOP_POLL};
use yote::tui::screens::game::view as game_screen;
use yote_ai::Level;
use yote_engine::{Color, Game, Move, Rules, Square};

/// The terminal the tests draw into.
const SIZE: (u16, u16) = (100, 32);

/// The longest a real search may take to answer before the test fails.
const WAIT: Duration = Duration::from_secs(30);

const HUMAN: Option<Level> = None;

// --- Helpers -----------------------------------------------------------------

/// Ada plays White, Bo Black, `computer` says which of them the computer
/// plays; `tokens` already played. The terminal's size is its first
/// message, as in the event loop, so the computer to move starts thinking.
fn table(sets: &[&str], computer: [Option<Level>; 2], tokens: &[&str]) -> App {
    let m = Match::from_tokens(rules(sets), "Ada", "Bo", tokens)
        .expect("tokens replay")
        .with_computer(computer);
    let mut app = App::with_match(m, Theme::mono());
    app.update(Message::Resize(SIZE.0, SIZE.1));
    app
}

fn key(app: &mut App, c: char) {
    press(app, KeyCode::Char(c));
}

fn game(app: &App) -> &Game {
    app.game().expect("a game")
}

/// The searches the app asked for since the last look.
fn requests(app: &mut App) -> Vec<Request> {
    app.take_effects()
        .into_iter()
        .filter_map(|e| match e {
            Effect::Think(r) => Some(*r),
            _ => None,
        })
        .collect()
}

/// The one search the app asked for.
fn request(app: &mut App) -> Request {
    let mut all = requests(app);
    let asked: Vec<_> = all.iter().map(|r| (r.id, r.job, stopped(r))).collect();
    assert_eq!(all.len(), 1, "one search asked for: {asked:?}");
    all.remove(0)
}

fn stopped(r: &Request) -> bool {
    r.stop.load(Ordering::Relaxed)
}

/// The legal move `token` names in `app`'s game.
fn mv(app: &App, token: &str) -> Move {
    game(app).parse_move(token).expect("a legal move")
}

/// The thread's answer to `r`: `token` (which is legal in the game it
/// was asked about).
fn answer(app: &mut App, r: &Request, token: &str) {
    let mv = r.game.parse_move(token).expect("a legal move there");
    app.update(Message::Thought {
        id: r.id,
        mv: Some(mv),
    });
}

fn layout(app: &App) -> game_screen::GameLayout {
    let play = app.play().expect("a game");
    game_screen::play_layout(Rect::new(0, 0, SIZE.0, SIZE.1), play)
}

/// The text inside `area` of the drawn screen, a line per row.
fn text_in(terminal: &Terminal<TestBackend>, area: Rect) -> String {
    let buf = terminal.backend().buffer();
    let mut out = String::new();
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

/// The square `name` as drawn: its glyph with the marks either side.
fn cell(app: &App, terminal: &Terminal<TestBackend>, name: &str) -> String {
    let r = layout(app)
        .geom
        .cell(Square::parse(name).expect("square name"));
    let (cx, cy) = (r.x + r.width / 2, r.y + r.height / 2);
    text_in(terminal, Rect::new(cx - 1, cy, 3, 1))
        .trim()
        .to_string()
}

/// What the prompt and the status line say on the drawn screen, on one line.
fn bottom(app: &App, terminal: &Terminal<TestBackend>) -> String {
    let l = layout(app);
    let text = text_in(terminal, l.prompt) + &text_in(terminal, l.status);
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A clock that moves only when slept on, and remembers the sleeps.
#[derive(Default)]
struct TestClock {
    now: Rc<RefCell<Duration>>,
    sleeps: Vec<Duration>,
    /// Set after this many sleeps: the stop flag of a search stopped
    /// while its answer waits.
    stop_after: Option<(usize, Arc<AtomicBool>)>,
}

impl Clock for TestClock {
    fn elapsed(&self) -> Duration {
        *self.now.borrow()
    }

    fn sleep(&mut self, time: Duration) {
        *self.now.borrow_mut() += time;
        self.sleeps.push(time);
        if let Some((n, stop)) = &self.stop_after
            && self.sleeps.len() >= *n
        {
            stop.store(true, Ordering::Relaxed);
        }
    }
}

/// A request for the computer's move in the standard game after `tokens`.
fn move_request(level: Level, tokens: &[&str], delay: Duration) -> Request {
    let mut game = Game::default();
    game.play_tokens(tokens).expect("legal moves");
    Request {
        id: 7,
        job: Job::Move(level),
        game,
        seed: 1,
        delay,
        stop: Arc::new(AtomicBool::new(false)),
        engine: None,
        budget: None,
        left: None,
    }
}

/// Runs `r` on this thread with `clock`: what it sent, each with the
/// time on the clock when it was sent.
fn run_on(r: &Request, clock: &mut TestClock) -> Vec<(Message, Duration)> {
    let sent = RefCell::new(Vec::new());
    let now = clock.now.clone();
    computer::answer(r, clock, |msg| sent.borrow_mut().push((msg, *now.borrow())));
    sent.into_inner()
}

/// Performs the app's searches on real threads and hands their messages
/// back, until no search is left going (each wait bounded).
fn think_for_real(app: &mut App) {
    let (tx, rx) = mpsc::channel();
    loop {
        for r in requests(app) {
            let tx = tx.clone();
            computer::spawn(r, move |msg| {
                let _ = tx.send(msg);
            });
        }
        if app.computer.thinking.is_none() {
            return;
        }
        let msg = rx.recv_timeout(WAIT).expect("the search answers in time");
        app.update(msg);
    }
}

// --- While the computer thinks ----------------------------------------------

#[test]
fn the_computer_to_move_asks_for_a_search_of_the_game_on_screen() {
    let mut app = table(&[], [HUMAN, Some(Level::Medium)], &["@c3"]);
    let r = request(&mut app);
    assert_eq!(r.job, Job::Move(Level::Medium));
    assert_eq!(r.game.ply(), 1);
    assert_eq!(r.game.to_move(), Color::Black);
    assert!(!stopped(&r));
    // A person to move: no search.
    let mut app = table(&[], [HUMAN, Some(Level::Medium)], &[]);
    assert!(requests(&mut app).is_empty());
    assert!(app.computer.thinking.is_none());
}

#[test]
fn the_screen_answers_keys_while_the_computer_thinks() {
    let mut app = table(&[], [HUMAN, Some(Level::Medium)], &["@c3"]);
    let r = request(&mut app);
    let before = app.play().expect("a game").cursor;
    // The cursor moves, the move list can be looked back at and returned
    // from, the help opens and closes: all while it thinks.
    press(&mut app, KeyCode::Right);
    let after = app.play().expect("a game").cursor;
    assert_eq!(after.col(), before.col() + 1, "the cursor moved");
    key(&mut app, '[');
    assert_eq!(app.play().and_then(|p| p.view), Some(0));
    key(&mut app, ']');
    assert_eq!(app.play().and_then(|p| p.view), None);
    assert!(!stopped(&r), "looking around does not stop the search");
    assert!(requests(&mut app).is_empty(), "nor start another");
    // A choice on the board is not played for the person: it says why.
    press(&mut app, KeyCode::Enter);
    assert_eq!(tokens(&app), ["@c3"]);
    assert_eq!(
        status(&app),
        "Wait: Bo is thinking (u takes moves back, Esc pauses)."
    );
    // The depth reached is shown as it comes.
    app.update(Message::Depth { id: r.id, depth: 2 });
    let shown = bottom(&app, &draw(&app, SIZE.0, SIZE.1));
    assert!(
        shown.contains("Bo (Black) is thinking (Medium, depth 2)…"),
        "{shown}"
    );
    assert!(!stopped(&r));
    // The answer is played.
    answer(&mut app, &r, "@d3");
    assert_eq!(tokens(&app), ["@c3", "@d3"]);
    assert!(app.computer.thinking.is_none());
}

#[test]
fn a_click_on_the_board_while_it_thinks_waits_too() {
    let mut app = table(&[], [HUMAN, Some(Level::Easy)], &["@c3"]);
    let r = request(&mut app);
    let square = layout(&app).geom.cell(Square::parse("e4").expect("square"));
    app.update(Message::Click(square.x + square.width / 2, square.y));
    assert_eq!(tokens(&app), ["@c3"], "nothing played for the person");
    assert_eq!(
        status(&app),
        "Wait: Bo is thinking (u takes moves back, Esc pauses)."
    );
    assert!(!stopped(&r));
    answer(&mut app, &r, "@e4");
    assert_eq!(tokens(&app), ["@c3", "@e4"]);
}

#[test]
fn the_computers_move_is_shown_as_a_persons() {
    let mut app = table(&[], [HUMAN, Some(Level::Easy)], &["@c3"]);
    let r = request(&mut app);
    answer(&mut app, &r, "@e4");
    let t = draw(&app, SIZE.0, SIZE.1);
    // On the status line, in the move list, highlighted on the board.
    assert_eq!(status(&app), "Bo dropped a piece on e4.");
    let shown = bottom(&app, &t);
    assert!(shown.contains("Bo dropped a piece on e4."), "{shown}");
    let history = text_in(&t, layout(&app).history);
    assert!(
        history
            .lines()
            .any(|l| l.contains("@c3") && l.contains("@e4")),
        "{history}"
    );
    assert_eq!(cell(&app, &t, "e4"), "(●)", "the last move is marked");
    // And it is the person's turn, with nothing being searched.
    assert_eq!(game(&app).to_move(), Color::White);
    assert!(app.computer.thinking.is_none());
    assert!(!shown.contains("thinking"), "{shown}");
}

#[test]
fn undo_while_it_thinks_interrupts_it_and_drops_its_answer() {
    let mut app = table(&[], [HUMAN, Some(Level::Hard)], &["@c3", "@d3", "@b2"]);
    let r = request(&mut app);
    key(&mut app, 'u');
    // Stopped at once, back to the person's turn on the earlier board.
    assert!(stopped(&r), "the search was told to stop");
    assert!(app.computer.thinking.is_none());
    assert_eq!(tokens(&app), ["@c3", "@d3"]);
    assert_eq!(game(&app).to_move(), Color::White);
    assert_eq!(status(&app), "Took back @b2.");
    let t = draw(&app, SIZE.0, SIZE.1);
    assert_eq!(cell(&app, &t, "b2"), "·", "the earlier board is drawn");
    let shown = bottom(&app, &t);
    assert!(!shown.contains("thinking"), "{shown}");
    assert!(requests(&mut app).is_empty(), "nothing to search now");
    // Its answer, coming late, plays nothing.
    answer(&mut app, &r, "@e4");
    assert_eq!(tokens(&app), ["@c3", "@d3"]);
    // Even when the person plays the same move again, so that the very
    // position it was asked about is back: a new search answers for it.
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Enter);
    assert_eq!(tokens(&app), ["@c3", "@d3", "@b2"]);
    let again = request(&mut app);
    assert_ne!(again.id, r.id);
    answer(&mut app, &r, "@e4");
    assert_eq!(tokens(&app), ["@c3", "@d3", "@b2"], "the stale answer");
    answer(&mut app, &again, "@e5");
    assert_eq!(tokens(&app), ["@c3", "@d3", "@b2", "@e5"]);
}

#[test]
fn undo_and_redo_against_the_computer_go_to_the_persons_turn() {
    let mut app = table(
        &[],
        [HUMAN, Some(Level::Easy)],
        &["@c3", "@d3", "@b2", "@e4"],
    );
    assert!(requests(&mut app).is_empty(), "White, a person, to move");
    key(&mut app, 'u');
    assert_eq!(tokens(&app), ["@c3", "@d3"]);
    assert_eq!(status(&app), "Took back @b2, @e4.");
    key(&mut app, 'u');
    assert_eq!(tokens(&app), Vec::<String>::new());
    key(&mut app, 'u');
    assert_eq!(tokens(&app), Vec::<String>::new());
    assert!(status(&app).contains("Refused"), "{}", status(&app));
    key(&mut app, 'r');
    assert_eq!(tokens(&app), ["@c3", "@d3"]);
    assert_eq!(status(&app), "Played @c3, @d3 again.");
    assert!(requests(&mut app).is_empty(), "the person is to move");
    // The computer playing White: undo goes back before its move too.
    let mut app = table(&[], [Some(Level::Easy), HUMAN], &["@c3", "@d3"]);
    let r = request(&mut app);
    key(&mut app, 'u');
    assert!(stopped(&r));
    assert_eq!(tokens(&app), ["@c3"], "Black's turn again");
    assert!(requests(&mut app).is_empty());
}

#[test]
fn esc_while_it_thinks_pauses_it_and_p_lets_it_play_on() {
    let mut app = table(&[], [HUMAN, Some(Level::Easy)], &["@c3"]);
    let r = request(&mut app);
    press(&mut app, KeyCode::Esc);
    assert!(stopped(&r));
    assert!(app.computer.paused);
    assert_eq!(
        status(&app),
        "Paused: the computer stopped thinking. p lets it play on."
    );
    let shown = bottom(&app, &draw(&app, SIZE.0, SIZE.1));
    assert!(
        shown.contains("Bo (Black) (Easy) is paused: p lets it play on."),
        "{shown}"
    );
    answer(&mut app, &r, "@d3");
    assert_eq!(tokens(&app), ["@c3"], "a stopped search plays nothing");
    press(&mut app, KeyCode::Enter);
    assert_eq!(tokens(&app), ["@c3"]);
    assert!(status(&app).contains("Bo is paused"), "{}", status(&app));
    assert!(requests(&mut app).is_empty(), "paused: no search");
    key(&mut app, 'p');
    assert!(!app.computer.paused);
    let again = request(&mut app);
    answer(&mut app, &again, "@d3");
    assert_eq!(tokens(&app), ["@c3", "@d3"]);
}

#[test]
fn quitting_while_it_thinks_stops_it() {
    let mut app = table(&[], [HUMAN, Some(Level::Hard)], &["@c3"]);
    let r = request(&mut app);
    key(&mut app, 'q');
    assert_eq!(app.overlay(), Some(Overlay::Confirm(Confirm::Quit)));
    assert!(!stopped(&r), "asking to quit leaves it thinking");
    // Nothing is played under the question: its move waits for the answer.
    answer(&mut app, &r, "@d3");
    assert_eq!(tokens(&app), ["@c3"]);
    // No: the move it found is played.
    key(&mut app, 'n');
    assert_eq!(tokens(&app), ["@c3", "@d3"]);
    // Yes: it ends, stopped.
    let mut app = table(&[], [HUMAN, Some(Level::Hard)], &["@c3"]);
    let again = request(&mut app);
    key(&mut app, 'q');
    key(&mut app, 'y');
    assert!(!app.running);
    assert!(stopped(&again));
    assert!(requests(&mut app).is_empty());
    // Ctrl-C stops it too.
    let mut app = table(&[], [HUMAN, Some(Level::Hard)], &["@c3"]);
    let r = request(&mut app);
    app.handle_key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
    assert!(!app.running && (app.ended == yote::tui::Ended::Interrupted));
    assert!(stopped(&r));
}

#[test]
fn a_draw_offered_to_the_computer_is_declined() {
    let mut app = table(&[], [HUMAN, Some(Level::Easy)], &["@c3", "@d3"]);
    key(&mut app, 'd');
    assert_eq!(app.overlay(), None, "no one is asked");
    assert_eq!(status(&app), "Bo declines the draw: the computer plays on.");
    assert!(!game(&app).is_over());
}

#[test]
fn while_the_computer_thinks_the_person_cannot_end_the_game_in_its_name() {
    // d and x speak for the side to move: on the computer's turn, that
    // would be the computer offering a draw or resigning.
    for k in ['d', 'x'] {
        let mut app = table(&[], [HUMAN, Some(Level::Easy)], &["@c3"]);
        let r = request(&mut app);
        key(&mut app, k);
        assert_eq!(app.overlay(), None, "{k}: nothing to answer");
        assert!(!stopped(&r), "{k}: it goes on thinking");
        assert!(
            status(&app).contains("Bo is thinking"),
            "{k}: {}",
            status(&app)
        );
        key(&mut app, 'y');
        assert!(!game(&app).is_over(), "{k}");
        answer(&mut app, &r, "@d3");
        assert_eq!(tokens(&app), ["@c3", "@d3"]);
    }
}

// --- The delay before its move ---------------------------------------------

#[test]
fn every_move_of_the_computer_waits_the_delay_and_hints_do_not() {
    assert!(
        MIN_DELAY >= Duration::from_millis(300),
        "a move must stay long enough to be seen: {MIN_DELAY:?}"
    );
    let mut app = table(&[], [HUMAN, Some(Level::Easy)], &["@c3"]);
    assert_eq!(app.computer.delay, MIN_DELAY, "the app's default");
    assert_eq!(request(&mut app).delay, MIN_DELAY);
    let mut app = table(&[], [HUMAN, Some(Level::Easy)], &[]);
    key(&mut app, 't');
    assert_eq!(
        request(&mut app).delay,
        Duration::ZERO,
        "a hint comes at once"
    );
}

#[test]
fn the_answer_is_sent_no_sooner_than_the_delay() {
    let r = move_request(Level::Easy, &["@c3"], MIN_DELAY);
    let mut clock = TestClock::default();
    let sent = run_on(&r, &mut clock);
    let (last, at) = sent.last().cloned().expect("an answer");
    let Message::Thought { id, mv: Some(mv) } = last else {
        panic!("the last message is the answer: {last:?}");
    };
    assert_eq!(id, r.id);
    assert!(r.game.is_legal(&mv), "{mv}");
    // Sent once the delay is over, not before, and not much later.
    assert!(at >= MIN_DELAY, "sent at {at:?}");
    assert!(at < MIN_DELAY + STOP_POLL, "sent at {at:?}");
    // Waited in short sleeps, so that a stop is seen soon.
    assert!(clock.sleeps.iter().all(|s| *s <= STOP_POLL && !s.is_zero()));
    // Only one answer, after the depths.
    let thoughts = sent
        .iter()
        .filter(|(m, _)| matches!(m, Message::Thought { .. }))
        .count();
    assert_eq!(thoughts, 1);
}

#[test]
fn a_search_slower_than_the_delay_answers_at_once() {
    let r = move_request(Level::Easy, &["@c3"], MIN_DELAY);
    let mut clock = TestClock::default();
    *clock.now.borrow_mut() = MIN_DELAY + Duration::from_millis(1);
    let sent = run_on(&r, &mut clock);
    assert!(clock.sleeps.is_empty(), "{:?}", clock.sleeps);
    assert!(matches!(
        sent.last(),
        Some((Message::Thought { mv: Some(_), .. }, _))
    ));
    // With no delay asked for (a hint, the tests), no wait either.
    let r = move_request(Level::Easy, &["@c3"], Duration::ZERO);
    let mut clock = TestClock::default();
    run_on(&r, &mut clock);
    assert!(clock.sleeps.is_empty());
}

#[test]
fn a_search_stopped_while_its_answer_waits_sends_nothing() {
    let r = move_request(Level::Easy, &["@c3"], MIN_DELAY);
    let mut clock = TestClock {
        stop_after: Some((3, r.stop.clone())),
        ..TestClock::default()
    };
    let sent = run_on(&r, &mut clock);
    assert!(
        !sent
            .iter()
            .any(|(m, _)| matches!(m, Message::Thought { .. })),
        "{sent:?}"
    );
    assert_eq!(clock.sleeps.len(), 3, "it stopped waiting at once");
    // Stopped before it began: no answer either.
    let r = move_request(Level::Medium, &["@c3"], Duration::ZERO);
    r.stop.store(true, Ordering::Relaxed);
    let sent = run_on(&r, &mut TestClock::default());
    assert!(
        !sent
            .iter()
            .any(|(m, _)| matches!(m, Message::Thought { .. })),
        "{sent:?}"
    );
}

// --- Hints ----------------------------------------------------------------------

#[test]
fn a_hint_is_marked_on_the_board_and_named_on_the_status_line() {
    let mut app = table(&[], [HUMAN, Some(Level::Hard)], &["@c3", "@d3"]);
    key(&mut app, 't');
    let r = request(&mut app);
    assert_eq!(r.job, Job::Hint);
    assert_eq!(status(&app), "Looking for a hint… (Esc stops)");
    app.update(Message::Depth { id: r.id, depth: 4 });
    let shown = bottom(&app, &draw(&app, SIZE.0, SIZE.1));
    assert!(
        shown.contains("Looking for a hint (Hard, depth 4)… Esc stops."),
        "{shown}"
    );
    let t = draw(&app, SIZE.0, SIZE.1);
    assert_eq!(cell(&app, &t, "f5"), "·", "not marked before the answer");
    answer(&mut app, &r, "@f5");
    let t = draw(&app, SIZE.0, SIZE.1);
    // The cursor goes to it (its brackets over the hint's marks).
    assert_eq!(cell(&app, &t, "f5"), "[·]");
    let shown = bottom(&app, &t);
    assert!(
        shown.contains("Hint: @f5, marked ~ ~: a quiet move. Enter plays it."),
        "{shown}"
    );
    assert_eq!(
        tokens(&app),
        ["@c3", "@d3"],
        "a hint plays nothing by itself"
    );
    // Moving the cursor drops it; a move played then is the player's own.
    press(&mut app, KeyCode::Left);
    assert_eq!(cell(&app, &draw(&app, SIZE.0, SIZE.1), "f5"), "·");
    press(&mut app, KeyCode::Enter);
    assert_eq!(tokens(&app), ["@c3", "@d3", "@e5"]);
}

/// White at c3 can jump Black's d3 and take d4 as its second piece.
const CAPTURE: [&str; 4] = ["@c3", "@d3", "@a1", "@d4"];

/// The hint found for `app`'s person: the capture with a second removal.
fn hint_capture(app: &mut App) -> Move {
    key(app, 't');
    let r = request(app);
    assert_eq!(r.job, Job::Hint);
    let mv = r
        .game
        .legal_moves()
        .into_iter()
        .find(|m| m.is_capture() && m.second_removals() == 1)
        .expect("a capture with a second piece");
    answer(app, &r, &mv.to_string());
    mv
}

#[test]
fn enter_on_a_hint_plays_the_whole_move() {
    let mut app = table(&[], [HUMAN, Some(Level::Hard)], &CAPTURE);
    let mv = hint_capture(&mut app);
    assert_eq!(app.play().map(|p| p.cursor), Some(mv.from()));
    assert!(
        status(&app).contains("it wins 2 pieces"),
        "{}",
        status(&app)
    );
    press(&mut app, KeyCode::Enter);
    let played: Vec<String> = tokens(&app);
    assert_eq!(played.len(), 5);
    assert_eq!(played[4], mv.to_string(), "jump and second piece at once");
}

#[test]
fn a_second_hint_key_plays_the_hint_and_moving_away_drops_it() {
    let mut app = table(&[], [HUMAN, Some(Level::Hard)], &CAPTURE);
    let mv = hint_capture(&mut app);
    key(&mut app, 't');
    assert_eq!(tokens(&app).last(), Some(&mv.to_string()));
    // Moved away and back, Enter only selects the piece: the hint is gone.
    let mut app = table(&[], [HUMAN, Some(Level::Hard)], &CAPTURE);
    hint_capture(&mut app);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    assert_eq!(tokens(&app), CAPTURE);
    assert!(app.play().is_some_and(|p| p.hint.is_none()));
}

#[test]
fn a_hint_is_for_a_person_to_move_and_esc_stops_it() {
    let mut app = table(&[], [HUMAN, Some(Level::Easy)], &[]);
    key(&mut app, 't');
    let r = request(&mut app);
    press(&mut app, KeyCode::Esc);
    assert!(stopped(&r));
    assert_eq!(status(&app), "No hint: stopped.");
    answer(&mut app, &r, "@f5");
    assert_eq!(app.play().and_then(|p| p.hint), None);
    // A hint being searched stops when the person plays.
    key(&mut app, 't');
    let r = request(&mut app);
    press(&mut app, KeyCode::Enter);
    assert!(stopped(&r));
    answer(&mut app, &r, "@f5");
    assert_eq!(app.play().and_then(|p| p.hint), None);
    // The computer to move now: no hint for it.
    let thinking = request(&mut app);
    key(&mut app, 't');
    assert_eq!(status(&app), "Hints are for a person to move.");
    assert!(!stopped(&thinking), "its own search goes on");
    assert!(requests(&mut app).is_empty());
}

#[test]
fn pausing_the_computer_players_leaves_a_hint_being_searched() {
    let mut app = table(&[], [HUMAN, Some(Level::Easy)], &[]);
    key(&mut app, 't');
    let r = request(&mut app);
    key(&mut app, 'p');
    assert!(app.computer.paused);
    assert!(!stopped(&r), "the hint is not a computer player's move");
    answer(&mut app, &r, "@f5");
    assert_eq!(app.play().and_then(|p| p.hint), Some(mv(&app, "@f5")));
}

// --- Computer against computer -----------------------------------------------

#[test]
fn computer_against_computer_plays_on_and_pauses_with_p() {
    let mut app = table(&[], [Some(Level::Easy), Some(Level::Medium)], &[]);
    let white = request(&mut app);
    assert_eq!(white.job, Job::Move(Level::Easy));
    answer(&mut app, &white, "@c3");
    let black = request(&mut app);
    assert_eq!(black.job, Job::Move(Level::Medium));
    key(&mut app, 'p');
    assert!(app.computer.paused);
    assert!(stopped(&black));
    assert_eq!(
        status(&app),
        "Paused: the computer waits. p lets it play on."
    );
    answer(&mut app, &black, "@d3");
    assert_eq!(tokens(&app), ["@c3"], "nothing played while paused");
    assert!(requests(&mut app).is_empty());
    key(&mut app, 'p');
    assert_eq!(status(&app), "The computer plays on.");
    let black = request(&mut app);
    answer(&mut app, &black, "@d3");
    assert_eq!(tokens(&app), ["@c3", "@d3"]);
    // Undo takes back one move, and pauses, so that it can be looked at.
    let white = request(&mut app);
    key(&mut app, 'u');
    assert!(stopped(&white));
    assert_eq!(tokens(&app), ["@c3"]);
    assert!(app.computer.paused);
    assert!(requests(&mut app).is_empty());
    key(&mut app, 'r');
    assert_eq!(tokens(&app), ["@c3", "@d3"]);
    // In a game between people there is nothing to pause.
    let mut app = table(&[], [HUMAN, HUMAN], &[]);
    key(&mut app, 'p');
    assert_eq!(status(&app), "There is no computer player in this game.");
    assert!(!app.computer.paused);
}

#[test]
fn a_new_game_against_the_computer_starts_unpaused() {
    let mut app = table(&[], [HUMAN, Some(Level::Easy)], &["@c3"]);
    let r = request(&mut app);
    press(&mut app, KeyCode::Esc);
    assert!(app.computer.paused && stopped(&r));
    // A new game with the same players: the computer plays its moves.
    key(&mut app, 'n');
    key(&mut app, 'y');
    assert_eq!(tokens(&app), Vec::<String>::new());
    press(&mut app, KeyCode::Enter);
    assert_eq!(tokens(&app), ["@c3"]);
    assert!(!app.computer.paused);
    let r = request(&mut app);
    assert_eq!(r.job, Job::Move(Level::Easy));
}

/// A short game White wins by the rules on a 2×5 board with two pieces
/// each: a1 jumps b1, and d2 goes as the second piece.
const WON: [&str; 5] = ["@a1", "@b1", "@e2", "@d2", "a1xc1/d2"];
const WON_RULES: [&str; 3] = ["pieces_per_player=2", "rows=2", "columns=5"];

#[test]
fn after_the_computer_wins_undo_goes_back_to_the_persons_last_turn() {
    let mut app = table(&WON_RULES, [Some(Level::Easy), HUMAN], &WON[..4]);
    let r = request(&mut app);
    answer(&mut app, &r, WON[4]);
    assert!(game(&app).is_over(), "the computer won");
    assert!(requests(&mut app).is_empty(), "nothing to think about");
    assert!(app.computer.thinking.is_none());
    key(&mut app, 'u');
    assert_eq!(
        tokens(&app),
        WON[..3],
        "back to Black's, the person's, turn"
    );
    assert_eq!(game(&app).to_move(), Color::Black);
    assert!(requests(&mut app).is_empty());
}

#[test]
fn a_rematch_swaps_the_computer_to_the_other_colour() {
    let mut app = table(&WON_RULES, [HUMAN, Some(Level::Medium)], &WON);
    assert!(game(&app).is_over());
    key(&mut app, 'm');
    let m = app.current_match().expect("a game");
    assert_eq!(m.levels(), [Some(Level::Medium), None]);
    assert_eq!(m.names, ["Bo".to_string(), "Ada".to_string()]);
    // The computer now plays White, which moves first.
    let r = request(&mut app);
    assert_eq!(r.job, Job::Move(Level::Medium));
    assert_eq!(r.game.ply(), 0);
}

// --- The real search on its thread -------------------------------------------

#[test]
fn a_real_search_on_its_thread_plays_a_legal_move() {
    let mut app = table(&[], [HUMAN, Some(Level::Easy)], &["@c3"]);
    app.computer.delay = Duration::ZERO;
    let before = game(&app).clone();
    think_for_real(&mut app);
    assert_eq!(game(&app).ply(), 2, "{}", status(&app));
    let played = *game(&app).last_move().expect("a move");
    assert!(before.is_legal(&played), "{played}");
    assert_eq!(game(&app).mover_of(1), Some(Color::Black));
    assert_eq!(game(&app).to_move(), Color::White);
    assert!(status(&app).starts_with("Bo "), "{}", status(&app));
}

#[test]
fn computer_against_computer_on_real_threads_plays_legal_moves() {
    let sets = ["rows=4", "columns=4", "pieces_per_player=4"];
    let mut app = table(&sets, [Some(Level::Easy), Some(Level::Medium)], &[]);
    app.computer.delay = Duration::ZERO;
    // Six moves, then a pause.
    let (tx, rx) = mpsc::channel();
    while game(&app).ply() < 6 && !game(&app).is_over() {
        for r in requests(&mut app) {
            let tx = tx.clone();
            computer::spawn(r, move |msg| {
                let _ = tx.send(msg);
            });
        }
        let msg = rx.recv_timeout(WAIT).expect("an answer in time");
        app.update(msg);
    }
    key(&mut app, 'p');
    let played = tokens(&app);
    assert!(played.len() >= 6 || game(&app).is_over(), "{played:?}");
    // Every move legal where it was played.
    let mut again = Game::new(rules(&sets)).expect("valid rules");
    again.play_tokens(&played).expect("legal moves");
    assert_eq!(again.ply(), played.len());
}

#[test]
fn undo_stops_a_real_search_at_once_and_it_never_answers() {
    let mut app = table(&[], [HUMAN, Some(Level::Hard)], &["@c3"]);
    let r = request(&mut app);
    let (tx, rx) = mpsc::channel();
    let handle = computer::spawn(r, move |msg| {
        let _ = tx.send(msg);
    });
    key(&mut app, 'u');
    assert_eq!(tokens(&app), Vec::<String>::new());
    // The thread ends (its sender goes) with no answer sent.
    loop {
        match rx.recv_timeout(WAIT) {
            Ok(Message::Depth { .. }) => {}
            Ok(other) => panic!("a stopped search answered: {other:?}"),
            Err(RecvTimeoutError::Disconnected) => break,
            Err(RecvTimeoutError::Timeout) => panic!("the search did not stop"),
        }
    }
    handle.join().expect("the thread ends cleanly");
}

// --- Saved games ---------------------------------------------------------------

/// Every way to seat the computer: each level on each side, and on both.
fn seatings() -> Vec<[Option<Level>; 2]> {
    let mut all = Vec::new();
    for level in Level::ALL {
        all.push([Some(level), None]);
        all.push([None, Some(level)]);
    }
    all.push([Some(Level::Hard), Some(Level::Easy)]);
    all.push([Some(Level::Medium), Some(Level::Hard)]);
    all
}

#[test]
fn a_saved_game_keeps_the_computer_sides_and_levels() {
    let dir = tempfile::tempdir().expect("tempdir");
    for (i, seating) in seatings().into_iter().enumerate() {
        let path = dir.path().join(format!("game-{i}.toml"));
        let mut app = table(&[], seating, &["@c3", "@d3", "@b2"]);
        save_with_keys(&mut app, &path);
        let text = std::fs::read_to_string(&path).expect("written");
        for (side, key) in [(0, "white_computer"), (1, "black_computer")] {
            match seating[side] {
                Some(level) => assert!(
                    text.contains(&format!("{key} = \"{}\"", level.name())),
                    "{seating:?}: {text}"
                ),
                None => assert!(!text.contains(key), "{seating:?}: {text}"),
            }
        }
        let saved = record::load(&path).expect("loads");
        assert_eq!(
            saved.players.computer,
            seating.map(|l| l.map(Machine::Level))
        );
        // Opened, the game goes on with the same players.
        let mut opened = App::with_saved(saved, Theme::mono()).expect("opens");
        opened.update(Message::Resize(SIZE.0, SIZE.1));
        let m = opened.current_match().expect("a game");
        assert_eq!(m.levels(), seating);
        assert_eq!(m.tokens(), ["@c3", "@d3", "@b2"]);
        // Black to move: the computer thinks if it plays Black.
        let asked: Vec<Job> = requests(&mut opened).iter().map(|r| r.job).collect();
        let wanted: Vec<Job> = seating[1].map(Job::Move).into_iter().collect();
        assert_eq!(asked, wanted, "{seating:?}");
    }
}

#[test]
fn an_autosaved_game_resumes_with_the_computer() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Set up on the setup screen: Black is the Medium computer.
    let mut app =
        App::new(Rules::default(), Theme::mono()).with_autosave(Some(Autosave::in_dir(dir.path())));
    app.update(Message::Resize(SIZE.0, SIZE.1));
    for _ in 0..4 {
        press(&mut app, KeyCode::Up);
    }
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    assert_eq!(
        app.setup().computer,
        [None, Some(Machine::Level(Level::Medium))]
    );
    key(&mut app, 's');
    assert_eq!(app.screen(), ScreenKind::Game);
    press(&mut app, KeyCode::Enter);
    let r = request(&mut app);
    answer(&mut app, &r, "@d3");
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Enter);
    assert_eq!(tokens(&app), ["@c3", "@d3", "@b3"]);
    let autosaved = record::load(&dir.path().join(record::AUTOSAVE_FILE)).expect("autosaved");
    assert_eq!(autosaved.moves, ["@c3", "@d3", "@b3"]);
    assert_eq!(
        autosaved.players.computer,
        [None, Some(Machine::Level(Level::Medium))]
    );
    assert_eq!(autosaved.players.black, "Medium computer");
    drop(app);

    // The next launch offers it; resumed, the computer is to move and thinks.
    let mut app =
        App::new(Rules::default(), Theme::mono()).with_autosave(Some(Autosave::in_dir(dir.path())));
    app.update(Message::Resize(SIZE.0, SIZE.1));
    assert!(
        matches!(app.setup().offer, Offer::Game(_)),
        "{:?}",
        app.setup().offer
    );
    assert!(
        requests(&mut app).is_empty(),
        "nothing thinks on the setup screen"
    );
    key(&mut app, 'r');
    assert_eq!(app.screen(), ScreenKind::Game);
    let m = app.current_match().expect("resumed");
    assert_eq!(m.levels(), [None, Some(Level::Medium)]);
    let r = request(&mut app);
    assert_eq!(r.job, Job::Move(Level::Medium));
    assert_eq!(r.game.ply(), 3);
    let reply = mv(&app, "@e4");
    app.update(Message::Thought {
        id: r.id,
        mv: Some(reply),
    });
    assert_eq!(tokens(&app), ["@c3", "@d3", "@b3", "@e4"]);
}

/// A game saved in the current format before computer players were
/// written: no `white_computer` or `black_computer`.
const WITHOUT_COMPUTER: &str = r#"# A game of Yoté, saved by yote 0.1.0. Open it with: yote --load FILE
format = 1
moves = [
    "@c3", "@d3", "@b2", # 1-3
]

[players]
white = "Ama"
black = "Kofi"

[rules]
rows = 5
columns = 6
pieces_per_player = 12
first_player = "white"
second_piece = "board"
mandatory_capture = false
multi_jump = false
bonus_move_after_capture = false
jump_own_pieces = false
win_when_opponent_has_at_most = 1
draw_when_both_have_at_most = 0
no_legal_move = "loses"
repetition_draw = 3
"#;

#[test]
fn a_saved_game_without_computer_keys_loads_as_two_people() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("old.toml");
    std::fs::write(&path, WITHOUT_COMPUTER).expect("write");
    let saved = record::load(&path).expect("loads");
    assert_eq!(saved.players.computer, [None, None]);
    assert_eq!(saved.moves, ["@c3", "@d3", "@b2"]);
    let mut app = App::with_saved(saved, Theme::mono()).expect("opens");
    app.update(Message::Resize(SIZE.0, SIZE.1));
    assert_eq!(app.current_match().expect("a game").computer, [None, None]);
    assert!(requests(&mut app).is_empty(), "no computer thinks");
    // Black, a person, plays with the keys.
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    assert_eq!(tokens(&app), ["@c3", "@d3", "@b2", "@e3"]);
    assert!(requests(&mut app).is_empty());
    // Saved again, it stays a game between people, in the same format.
    let again = dir.path().join("again.toml");
    save_with_keys(&mut app, &again);
    let text = std::fs::read_to_string(&again).expect("written");
    assert!(!text.contains("_computer"), "{text}");
    assert_eq!(
        record::load(&again).expect("loads").players.computer,
        [None, None]
    );
}
