//! Clocks: a timed game's record (time control, time left, each move's
//! time) written and read back, a flag fall in the record, older and broken
//! files loading untimed, and `--clock` refused with the accepted form.

use std::time::{Duration, Instant};

use yote::clock::{Clocks, ManualTime, TimeControl, TimeSource, think_time};
use yote::record::{ClockRecord, EndedBy, Players, SavedGame};
use yote_engine::{Color, Game, GameResult, Outcome, Reason, Rules};

use crate::support::cli::{refused, yote};

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// A game of four moves, timed 5+3 by hand-turned time.
fn timed_game() -> (Game, Clocks) {
    let time = ManualTime::new();
    let mut game = Game::new(Rules::default()).expect("valid rules");
    let mut clocks = Clocks::new(TimeControl::parse("5+3").unwrap());
    for (token, took) in [("@c3", 1200), ("@d3", 4500), ("@c4", 800), ("@d4", 65_000)] {
        clocks.start(game.to_move(), time.now());
        time.advance(ms(took));
        game.play_token(token).unwrap();
        clocks.moved(time.now()).unwrap();
    }
    (game, clocks)
}

fn record(game: &Game, clocks: &Clocks) -> SavedGame {
    SavedGame {
        clock: Some(ClockRecord {
            control: *clocks.control(),
            left: clocks.both_left(Instant::now()),
            spent: clocks.spent().to_vec(),
        }),
        ..SavedGame::from_game(game, &Players::new("Ama", "Kofi"))
    }
}

#[test]
fn a_timed_game_keeps_its_clocks_through_the_file() {
    let (game, clocks) = timed_game();
    let saved = record(&game, &clocks);
    let text = saved.to_toml_string();
    assert!(text.contains("\n[clock]\ncontrol = \"5+3\""), "{text}");
    assert!(text.contains("white_left_ms = 304000"), "{text}");
    assert!(text.contains("black_left_ms = 236500"), "{text}");
    assert!(
        text.contains("    1200, 4500, 800, 65000, # 1-4\n"),
        "{text}"
    );
    assert!(text.contains("format = 1\n"), "the format number stays 1");
    let back = SavedGame::parse(&text).expect("loads");
    assert_eq!(back, saved);
    assert_eq!(back.clock_dropped, None);
    // Resumed, the clocks stand where they were.
    let c = back.clock.unwrap();
    let resumed = Clocks::resumed(c.control, c.left, c.spent);
    assert_eq!(
        resumed.both_left(Instant::now()),
        [ms(304_000), ms(236_500)]
    );
    assert_eq!(resumed.spent(), clocks.spent());
}

#[test]
fn an_older_file_loads_untimed() {
    let saved = SavedGame::from_game(&timed_game().0, &Players::default());
    let text = saved.to_toml_string();
    assert!(!text.contains("[clock]"));
    let back = SavedGame::parse(&text).unwrap();
    assert_eq!((back.clock, back.clock_dropped), (None, None));
}

#[test]
fn broken_clock_fields_load_untimed_and_say_which() {
    yote::i18n::set_language(yote::i18n::Lang::En);
    let (game, clocks) = timed_game();
    let good = record(&game, &clocks).to_toml_string();
    for (from, to, key) in [
        ("control = \"5+3\"", "control = \"five\"", "clock.control"),
        ("control = \"5+3\"", "control = 5", "clock.control"),
        (
            "white_left_ms = 304000",
            "white_left_ms = -1",
            "clock.white_left_ms",
        ),
        (
            "black_left_ms = 236500",
            "black_left_ms = \"a\"",
            "clock.black_left_ms",
        ),
        ("black_left_ms = 236500\n", "", "clock.black_left_ms"),
        (
            "1200, 4500, 800, 65000,",
            "1200, 4500, 800,",
            "clock.spent_ms",
        ),
        ("1200, 4500,", "1200, -4500,", "clock.spent_ms"),
        (
            "black_left_ms = 236500\n",
            "black_left_ms = 236500\nflag = 1\n",
            "clock.flag",
        ),
    ] {
        let text = good.replacen(from, to, 1);
        assert_ne!(text, good);
        let back = SavedGame::parse(&text).unwrap_or_else(|e| panic!("{to}: {e}"));
        assert_eq!(back.clock, None, "{to}");
        assert_eq!(back.moves.len(), 4);
        let dropped = back.clock_dropped.expect("said");
        assert_eq!(dropped.key, key, "{to}");
        let said = dropped.to_string();
        assert!(said.starts_with("line "), "{said}");
        assert!(said.contains("without clocks"), "{said}");
    }
    let text = good.replacen("[clock]", "clock = 3\n[clocks]", 1);
    let back = SavedGame::parse(&text);
    assert!(back.is_err(), "another table is an unknown key as before");
    let text = good.replace("\n[clock]\n", "\nclock = \"5+3\"\n[x]\n");
    assert!(SavedGame::parse(&text).is_err());
}

#[test]
fn a_flag_fall_is_in_the_record_and_loads_back() {
    let (mut game, _) = timed_game();
    let flagged = game.to_move();
    let ended = game.out_of_time(flagged);
    assert_eq!(ended.result, GameResult::Win(flagged.other()));
    game.end_by_agreement(ended);
    let saved = SavedGame::from_game(&game, &Players::default());
    let text = saved.to_toml_string();
    assert!(text.contains("by = \"time\""), "{text}");
    assert!(text.contains("reason = \"out_of_time\""), "{text}");
    let back = SavedGame::parse(&text).expect("loads");
    assert_eq!(
        back.outcome,
        Some(Outcome {
            result: GameResult::Win(Color::Black),
            reason: Reason::OutOfTime {
                flagged: Color::White
            }
        })
    );
    assert_eq!(back.to_game().unwrap().outcome(), back.outcome);
    // The flag of the side to move, who loses: a file that says otherwise
    // is refused.
    let wrong = text.replace("winner = \"black\"", "winner = \"white\"");
    let e = SavedGame::parse(&wrong).expect_err("refused");
    assert!(e.to_string().contains("on time"), "{e}");
    let _ = EndedBy::Time;
}

#[test]
fn the_computer_thinks_within_its_clock() {
    let time = ManualTime::new();
    let mut clocks = Clocks::new(TimeControl::parse("0.1+0").unwrap());
    // Fifty moves, each searched for its full share: the flag never falls.
    for _ in 0..50 {
        clocks.start(Color::White, time.now());
        let share = think_time(clocks.left(Color::White, time.now()), Duration::ZERO);
        time.advance(share);
        assert!(clocks.moved(time.now()).is_ok());
    }
    assert!(clocks.left(Color::White, time.now()) > Duration::ZERO);
}

#[test]
fn bad_clock_values_are_refused_with_the_accepted_form() {
    for (value, why) in [
        ("-5+3", "below zero"),
        ("0+0", "no time and no increment"),
        ("1441+0", "more than 24 hours"),
        ("five+3", "not a number"),
        ("5", "minutes, a +, then seconds"),
    ] {
        let out = yote(&["--lang", "en", "--clock", value]);
        assert_eq!(out.status.code(), Some(2), "{value}");
        let said = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(said.contains(why), "{value}: {said}");
        assert!(said.contains("MINUTES+SECONDS"), "{value}: {said}");
    }
    let said = refused(&["--lang", "es", "--clock", "0+0"]);
    assert!(said.contains("MINUTOS+SEGUNDOS"), "{said}");
    let said = refused(&["--lang", "cs", "--clock", "x+1"]);
    assert!(said.contains("MINUTY+SEKUNDY"), "{said}");
}

#[test]
fn clock_goes_with_a_new_game_only() {
    let said = refused(&["--lang", "en", "--clock", "5+3", "perft", "1"]);
    assert!(said.contains("--clock"), "{said}");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.toml");
    SavedGame::from_game(
        &Game::new(Rules::default()).expect("valid rules"),
        &Players::default(),
    )
    .save_new(&file)
    .unwrap();
    let said = refused(&[
        "--lang",
        "en",
        "--clock",
        "5+3",
        "--load",
        file.to_str().unwrap(),
    ]);
    assert!(said.contains("--clock"), "{said}");
}

#[test]
fn the_preferences_hold_a_default_clock_and_the_bell() {
    use yote::prefs::Loaded;
    yote::i18n::set_language(yote::i18n::Lang::En);
    let loaded = Loaded::from_text("clock = \"10+5\"\nlow_time_bell = false\n", "p.toml");
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    assert_eq!(loaded.prefs.clock(), Some(TimeControl::fischer(10, 5)));
    assert!(!loaded.prefs.low_time_bell());
    let loaded = Loaded::from_text("theme = \"dark\"\n", "p.toml");
    assert_eq!(loaded.prefs.clock(), None);
    assert!(loaded.prefs.low_time_bell());
    let loaded = Loaded::from_text("theme = \"dark\"\nclock = \"0+0\"\n", "p.toml");
    let said = loaded.problems[0].to_string();
    assert!(said.starts_with("p.toml, line 2: clock: "), "{said}");
    assert!(said.contains("no time and no increment"), "{said}");
    assert!(said.contains("MINUTES+SECONDS"), "{said}");
    let loaded = Loaded::from_text("clock = 5\n", "p.toml");
    assert!(!loaded.problems.is_empty());
    // Written back as it was read.
    let loaded = Loaded::from_text("clock = \"5+3/3+2\"\n", "p.toml");
    let text = loaded.prefs.to_toml_string();
    assert!(text.contains("clock = \"5+3/3+2\""), "{text}");
}
