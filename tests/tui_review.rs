//! The review screen in the terminal game, in-process: the review key on
//! the game-over screen and in replay asks the event loop for the analysis
//! (an effect, run here on the test's thread at a small depth), its
//! progress and result come back as messages through `App::update`; the
//! cancel key stops it and does nothing else; then the marks in the move
//! list, the graph, the better move on the board and in words, the
//! summary, the jumps between marked moves, playing on, a kept review
//! opened ready and saved with the game. Snapshots at 100×32 and 80×24, in
//! English and Spanish.

use std::sync::Mutex;

use ratatui::crossterm::event::KeyCode;
use yote::i18n::{Lang, set_language};
use yote::record::{Players, SavedGame};
use yote::tui::msg::KeyPlace;
use yote::tui::run::analysis::{self, Job};
use yote::tui::screens::review::Analysis;
use yote::tui::{App, Effect, Message, ScreenKind, Theme};
use yote_ai::review::{Budget, Mark};
use yote_engine::Rules;

use crate::support::games::seeded_game;
use crate::support::tui::{choose, cuts, draw, game, press, screen_text};

/// The depth the tests review at: quick, and enough to see blunders.
const DEPTH: Budget = Budget::Depth(3);

/// A random game of 18 plies under the standard rules (it blunders).
fn random_saved() -> SavedGame {
    let game = seeded_game(&Rules::default(), 18, 7);
    assert_eq!(game.ply(), 18, "the game goes on for 18 plies");
    SavedGame::from_game(&game, &Players::new("Ada", "Bo"))
}

/// The review's job the app asked the event loop for, taken.
fn take_job(app: &mut App) -> Job {
    let effects = app.take_effects();
    let jobs: Vec<Job> = effects
        .into_iter()
        .filter_map(|e| match e {
            Effect::Review(job) => Some(*job),
            _ => None,
        })
        .collect();
    assert_eq!(jobs.len(), 1, "one review asked for");
    jobs.into_iter().next().expect("one job")
}

/// Runs `job` as the event loop's thread would, and hands every message
/// it sends to the app, in order; the messages, for the test to look at.
fn run(app: &mut App, job: &Job) -> Vec<Message> {
    let sent = Mutex::new(Vec::new());
    analysis::run(job, DEPTH, |m| sent.lock().expect("not poisoned").push(m));
    let sent = sent.into_inner().expect("not poisoned");
    for m in sent.clone() {
        app.update(m);
    }
    sent
}

/// The review key pressed, and the analysis it asks for run to its end.
fn review_now(app: &mut App) {
    press(app, KeyCode::Char('a'));
    assert_eq!(app.screen(), ScreenKind::Review);
    let job = take_job(app);
    run(app, &job);
}

/// A game over in three moves, two pieces each: Black's `@c4` beside
/// White's piece hands it the capture that wins.
fn short_game_over() -> App {
    game(&["pieces_per_player=2"], &["@c3", "@c4", "c3xc5"])
}

/// [`short_game_over`] with its review asked for and not run yet: the
/// app, on the review screen, and the review's job.
fn reviewing() -> (App, Job) {
    let mut app = short_game_over();
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(app.screen(), ScreenKind::Review);
    let job = take_job(&mut app);
    (app, job)
}

/// The random game opened, in replay at its end, reviewed.
fn reviewed(size: (u16, u16)) -> App {
    reviewed_in(Theme::mono(), size)
}

/// [`reviewed`], drawn in `theme`.
fn reviewed_in(theme: Theme, size: (u16, u16)) -> App {
    let mut app = App::with_saved(random_saved(), theme).expect("opens");
    app.update(yote::tui::Message::Resize(size.0, size.1));
    press(&mut app, KeyCode::Char('v'));
    assert_eq!(app.screen(), ScreenKind::Replay);
    review_now(&mut app);
    app
}

fn review_of(app: &App) -> &yote::tui::screens::review::ReviewScreen {
    app.review().expect("a review screen")
}

#[test]
fn the_review_key_on_the_game_over_screen_runs_the_analysis_through_messages() {
    set_language(Lang::En);
    let mut app = short_game_over();
    assert!(app.game_over());
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(app.screen(), ScreenKind::Review);
    let job = take_job(&mut app);
    assert_eq!(job.game.ply(), 3);
    // Live while it runs: the progress shows, the keys still step.
    let (_, text) = screen_text(&app, 100, 32);
    assert!(text.contains("Reviewing: 0 of 3 positions"), "{text}");
    press(&mut app, KeyCode::Left);
    assert_eq!(review_of(&app).replay.ply, 2);
    let sent = run(&mut app, &job);
    let progress = sent
        .iter()
        .filter(|m| matches!(m, yote::tui::Message::ReviewProgress { .. }))
        .count();
    assert_eq!(progress, 3, "one progress message per move");
    let review = review_of(&app).review().expect("ready");
    assert_eq!(review.moves.len(), 3);
    // Black's @c4 next to White's piece hands over the game.
    assert_eq!(review.moves[1].mark, Some(Mark::Blunder));
    let (_, text) = screen_text(&app, 100, 32);
    assert!(text.contains("??"), "{text}");
    // Esc goes back to the game's end.
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), ScreenKind::Game);
    // The review key again shows the review made, without a new analysis.
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(app.screen(), ScreenKind::Review);
    let asked = app.take_effects();
    assert!(
        !asked.iter().any(|e| matches!(e, Effect::Review(_))),
        "no second analysis"
    );
}

#[test]
fn while_it_runs_cancel_stops_it_and_does_nothing_else() {
    set_language(Lang::En);
    let (mut app, job) = reviewing();
    press(&mut app, KeyCode::Esc);
    assert_eq!(
        app.screen(),
        ScreenKind::Review,
        "still on the review screen"
    );
    assert!(job.stop.load(std::sync::atomic::Ordering::Relaxed));
    assert!(matches!(review_of(&app).analysis, Analysis::Stopped));
    // A result that comes late from the stopped thread is dropped.
    let sent = run(&mut app, &job);
    assert!(sent.is_empty(), "a stopped review sends no result");
    assert!(review_of(&app).review().is_none());
    // The review key starts it again with a new job; Esc now goes back.
    press(&mut app, KeyCode::Char('a'));
    let again = take_job(&mut app);
    assert_ne!(again.id, job.id);
    run(&mut app, &again);
    assert!(review_of(&app).review().is_some());
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), ScreenKind::Game);
}

#[test]
fn marks_jump_and_the_status_line_says_what_was_better() {
    set_language(Lang::En);
    let mut app = reviewed((100, 32));
    let review = review_of(&app).review().expect("ready").clone();
    let marked: Vec<usize> = review
        .moves
        .iter()
        .filter(|m| m.mark.is_some())
        .map(|m| m.ply)
        .collect();
    assert!(marked.len() >= 2, "the random game has marked moves");
    press(&mut app, KeyCode::Home);
    for &ply in &marked {
        press(&mut app, KeyCode::Char(']'));
        assert_eq!(review_of(&app).replay.ply, ply);
    }
    press(&mut app, KeyCode::Char(']'));
    assert_eq!(review_of(&app).replay.ply, *marked.last().expect("marks"));
    press(&mut app, KeyCode::Char('['));
    assert_eq!(review_of(&app).replay.ply, marked[marked.len() - 2]);
    // The status line judges the move shown as `yote review` does: its
    // mark's name, the better move; the row above names the move played.
    let m = &review.moves[marked[marked.len() - 2] - 1];
    let (_, text) = screen_text(&app, 100, 32);
    let better = format!("pieces lost, better {} (expected: {}", m.best, m.best);
    assert!(text.contains(&better), "{better} in {text}");
    let name = match m.mark.expect("marked") {
        Mark::Inaccuracy => "inaccuracy: ",
        Mark::Mistake => "mistake: ",
        Mark::Blunder => "blunder: ",
    };
    assert!(text.contains(name), "{name} in {text}");
    assert!(text.contains(&format!("played {}", m.played)), "{text}");
    assert!(!text.contains("ply") && !text.contains("plies"), "{text}");
    // Play on from here: the game screen, at that move, named by its
    // number in pairs as everywhere (it once said the ply).
    press(&mut app, KeyCode::Char('c'));
    assert_eq!(app.screen(), ScreenKind::Game);
    let game = app.game().expect("a game");
    assert_eq!(game.ply(), m.ply);
    let pairs = game.move_number(m.ply - 1).expect("a move").number;
    let (_, text) = screen_text(&app, 100, 32);
    assert!(
        text.contains(&format!("Playing on from move {pairs} ")),
        "move {pairs} (ply {}) in {text}",
        m.ply
    );
}

/// At the start the review names the game's length as the replay does,
/// in moves as the move list counts them (18 plies are 9), not in plies.
#[test]
fn the_review_at_the_start_counts_the_moves_as_the_replay_does() {
    set_language(Lang::En);
    let mut app = reviewed((100, 32));
    press(&mut app, KeyCode::Home);
    assert_eq!(review_of(&app).replay.ply, 0);
    let (_, review) = screen_text(&app, 100, 32);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), ScreenKind::Replay);
    press(&mut app, KeyCode::Home);
    let (_, replay) = screen_text(&app, 100, 32);
    let count = "no moves yet (9 in the game)";
    assert!(review.contains(count), "{review}");
    assert!(replay.contains(count), "{replay}");
}

/// Playing on is the replay's (refused at a finished game's end, as
/// there), and leaving the review that way stops its analysis.
#[test]
fn playing_on_from_the_review_stops_its_analysis() {
    set_language(Lang::En);
    let (mut app, job) = reviewing();
    press(&mut app, KeyCode::Char('c'));
    assert_eq!(app.screen(), ScreenKind::Review, "refused at the end");
    let (_, text) = screen_text(&app, 100, 32);
    assert!(text.contains("the game is over here"), "{text}");
    assert!(review_of(&app).running(), "a refusal leaves it running");
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Char('c'));
    assert_eq!(app.screen(), ScreenKind::Game);
    assert_eq!(app.game().expect("a game").ply(), 2);
    assert!(job.stop.load(std::sync::atomic::Ordering::Relaxed));
    assert!(matches!(review_of(&app).analysis, Analysis::Stopped));
}

#[test]
fn a_kept_review_opens_ready_and_a_reviewed_game_is_saved_with_it() {
    set_language(Lang::En);
    let app = reviewed((100, 32));
    let review = review_of(&app).review().expect("ready").clone();
    // Saved from the game screen: the record keeps the review.
    let mut saved = random_saved();
    saved.review = Some(review.clone());
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("kept.toml");
    saved.save_overwrite(&path).expect("written");
    let loaded = yote::record::load(&path).expect("loads");
    assert_eq!(loaded.review.as_ref(), Some(&review));
    // Opened: the replay's review key shows it at once, no analysis asked.
    let mut app = App::with_saved(loaded, Theme::mono()).expect("opens");
    press(&mut app, KeyCode::Char('v'));
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(app.screen(), ScreenKind::Review);
    let asked = app.take_effects();
    assert!(
        !asked.iter().any(|e| matches!(e, Effect::Review(_))),
        "no analysis for a kept review"
    );
    assert_eq!(review_of(&app).review(), Some(&review));
}

#[test]
fn a_reviewed_game_saved_from_the_terminal_keeps_its_review() {
    set_language(Lang::En);
    let mut app = short_game_over();
    review_now(&mut app);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('S'));
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("reviewed.toml");
    let prompt = app.prompt_mut().expect("the save dialog");
    prompt.line.set(path.display().to_string());
    press(&mut app, KeyCode::Enter);
    yote::tui::event_loop::settle(&mut app);
    let loaded = yote::record::load(&path).expect("saved and loads");
    let review = loaded.review.expect("the review kept");
    assert_eq!(review.moves.len(), 3);
    assert_eq!(review.budget, DEPTH);
}

#[test]
fn the_review_screen_in_english_and_spanish() {
    // Czech too fits, with nothing cut at a panel's edge (no snapshot).
    for (lang, snapshot) in [
        (Lang::En, Some("en")),
        (Lang::Es, Some("es")),
        (Lang::Cs, None),
    ] {
        set_language(lang);
        for (w, h) in [(100, 32), (80, 24)] {
            let mut app = reviewed((w, h));
            // At the first marked move: its mark, the better move, the graph.
            press(&mut app, KeyCode::Home);
            press(&mut app, KeyCode::Char(']'));
            let terminal = draw(&app, w, h);
            assert!(cuts(&terminal).is_empty(), "{:?}", cuts(&terminal));
            if let Some(name) = snapshot {
                insta::assert_snapshot!(
                    format!("review_{name}_{w}x{h}"),
                    terminal.backend().to_string()
                );
            }
        }
    }
    set_language(Lang::En);
}

#[test]
fn the_review_keys_are_in_the_key_bars() {
    set_language(Lang::En);
    let keys = yote::prefs::Bindings::default();
    let over = yote::tui::keys::bar(KeyPlace::Over, &keys);
    assert!(over.groups.iter().any(|g| g.short == "review"));
    let replay = yote::tui::keys::bar(KeyPlace::Replay, &keys);
    assert!(replay.groups.iter().any(|g| g.short == "review"));
    assert!(replay.groups.iter().any(|g| g.short == "marked moves"));
}

#[test]
fn a_game_reviewed_after_it_ended_is_archived_once_with_its_review() {
    set_language(Lang::En);
    let dir = tempfile::tempdir().expect("a folder");
    let mut app = game(&["pieces_per_player=2"], &["@c3", "@c4"])
        .with_autosave(Some(yote::record::Autosave::in_dir(dir.path())));
    choose(&mut app, "c3");
    choose(&mut app, "c5");
    yote::tui::event_loop::settle(&mut app);
    assert!(app.game_over(), "{}", app.status());
    let archive = dir.path().join(yote::record::ARCHIVE_DIR);
    let files = || -> Vec<std::path::PathBuf> {
        std::fs::read_dir(&archive)
            .expect("the archive")
            .map(|e| e.expect("an entry").path())
            .collect()
    };
    assert_eq!(files().len(), 1, "archived when it ended");
    assert!(
        yote::record::load(&files()[0])
            .expect("loads")
            .review
            .is_none()
    );
    review_now(&mut app);
    yote::tui::event_loop::settle(&mut app);
    let kept = files();
    assert_eq!(kept.len(), 1, "the same archive file, written again");
    let archived = yote::record::load(&kept[0]).expect("loads");
    assert_eq!(archived.review.expect("the review kept").moves.len(), 3);
}

#[test]
fn marks_are_coloured_per_theme_and_plain_in_monochrome() {
    set_language(Lang::En);
    // The style of the first `??` of the move list (right of the board).
    let style_of_blunder = |theme: Theme| {
        let app = reviewed_in(theme, (100, 32));
        let terminal = draw(&app, 100, 32);
        let buf = terminal.backend().buffer().clone();
        let x0 = 100 - 34;
        for y in 0..buf.area.height {
            // A row of the move list: "  4. ○ @d5 ??".
            let row: String = (x0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect();
            if !row.contains(". ") {
                continue;
            }
            for x in x0..buf.area.width - 1 {
                if buf[(x, y)].symbol() == "?" && buf[(x + 1, y)].symbol() == "?" {
                    return buf[(x, y)].style();
                }
            }
        }
        panic!("no ?? in the move list");
    };
    let colour = style_of_blunder(Theme::colour());
    let mono = style_of_blunder(Theme::mono());
    assert!(
        colour.fg.is_some_and(|c| c != ratatui::style::Color::Reset),
        "{colour:?}"
    );
    assert!(
        mono.fg.is_none_or(|c| c == ratatui::style::Color::Reset),
        "{mono:?}"
    );
}

#[test]
fn a_finished_game_with_a_kept_review_opens_on_the_review_screen() {
    set_language(Lang::En);
    let mut app = short_game_over();
    review_now(&mut app);
    let mut saved = review_of(&app).replay.saved.clone();
    assert!(
        saved.review.is_some(),
        "the screen's record holds the review"
    );
    saved.review = review_of(&app).review().cloned();
    let mut opened = App::with_saved(saved, Theme::mono()).expect("opens");
    assert_eq!(opened.screen(), ScreenKind::Review);
    assert!(review_of(&opened).review().is_some(), "ready at once");
    assert!(
        !opened
            .take_effects()
            .iter()
            .any(|e| matches!(e, Effect::Review(_)))
    );
    // Esc shows its replay, as a finished game opens without a review.
    press(&mut opened, KeyCode::Esc);
    assert_eq!(opened.screen(), ScreenKind::Replay);
}

/// The status line names the capture behind a marked move in one sentence,
/// the same words `yote review` prints: Black's `@c4` lets White's c3 jump it.
#[test]
fn the_status_line_names_the_capture_a_marked_move_allowed() {
    set_language(Lang::En);
    let mut app = short_game_over();
    app.update(Message::Resize(100, 32));
    review_now(&mut app);
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    let (_, shown) = screen_text(&app, 100, 32);
    assert!(shown.contains("played @c4"), "{shown}");
    // The status line's two rows, as one text.
    let rows: Vec<&str> = shown.lines().collect();
    let status = rows[rows.len() - 3..rows.len() - 1]
        .iter()
        .map(|row| row.trim_matches(|c| c == '"' || c == ' '))
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        status.ends_with("e3-e4); after it, c3 could jump c4 to c5"),
        "{status}"
    );
}

/// A game longer than the budget takes (at depth 14 a review takes two
/// plies): the first moves are judged and shown, the status line says that
/// only they are, and the part is never archived with the game, as
/// `yote review --write` refuses to keep one.
#[test]
fn a_game_longer_than_the_budget_takes_is_reviewed_in_part_and_not_kept() {
    set_language(Lang::En);
    let budget = Budget::Depth(14);
    let plies = yote_ai::review::plies_within(budget);
    assert!((1..3).contains(&plies), "depth 14 takes {plies} plies");
    let dir = tempfile::tempdir().expect("a folder");
    let mut app = game(&["pieces_per_player=2"], &["@c3", "@c4"])
        .with_autosave(Some(yote::record::Autosave::in_dir(dir.path())));
    choose(&mut app, "c3");
    choose(&mut app, "c5");
    yote::tui::event_loop::settle(&mut app);
    assert!(app.game_over(), "{}", app.status());
    press(&mut app, KeyCode::Char('a'));
    let job = take_job(&mut app);
    let sent = Mutex::new(Vec::new());
    analysis::run(&job, budget, |m| sent.lock().expect("not poisoned").push(m));
    for m in sent.into_inner().expect("not poisoned") {
        app.update(m);
    }
    yote::tui::event_loop::settle(&mut app);
    let screen = review_of(&app);
    assert_eq!(screen.review().expect("ready").moves.len(), plies);
    assert_eq!(screen.part_of(), Some(3));
    assert!(screen.whole().is_none());
    // At the start, the status line says how much was judged.
    press(&mut app, KeyCode::Home);
    let (_, text) = screen_text(&app, 100, 32);
    assert!(
        text.contains(&format!("Only the first {plies} of the game's 3 plies")),
        "{text}"
    );
    let archive = dir.path().join(yote::record::ARCHIVE_DIR);
    for entry in std::fs::read_dir(&archive).expect("the archive") {
        let kept = yote::record::load(&entry.expect("an entry").path()).expect("loads");
        assert!(kept.review.is_none(), "a part is not kept");
    }
}
