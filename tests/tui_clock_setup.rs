//! The setup screen's Clock line: off, the presets, and a custom time
//! control typed there as `--clock` takes it (decimal minutes, and White's
//! then Black's for odds), refused in the same words, and started with.

use std::sync::Arc;

use ratatui::crossterm::event::KeyCode;
use yote::clock::{ManualTime, TimeControl};
use yote::i18n::{Lang, set_language};
use yote::tui::{App, Theme};
use yote_engine::{Color, Rules};

use crate::support::tui::{draw, press, screen, type_text};

/// The setup screen with the focus on its Clock line (up from the top:
/// the start button, the coach, then the clock).
fn on_the_clock_line() -> App {
    set_language(Lang::En);
    // The clocks of the game started read a hand-turned time.
    let time = Arc::new(ManualTime::new());
    let mut app = App::new(Rules::default(), Theme::mono()).with_time(time);
    for _ in 0..3 {
        press(&mut app, KeyCode::Up);
    }
    app
}

/// Steps to the custom choice (after off and the five presets) and opens
/// its line.
fn type_custom(app: &mut App, text: &str) {
    for _ in 0..7 {
        if app.setup().custom_picked() {
            break;
        }
        press(app, KeyCode::Right);
    }
    press(app, KeyCode::Enter);
    assert!(app.setup().editing(), "its line is open");
    type_text(app, text);
    press(app, KeyCode::Enter);
    assert!(!app.setup().editing());
}

#[test]
fn the_custom_choice_comes_after_the_presets() {
    let mut app = on_the_clock_line();
    for _ in 0..6 {
        press(&mut app, KeyCode::Right);
    }
    // Nothing typed for it yet: untimed until something is.
    assert_eq!(app.setup().clock, None);
    let shown = screen(&app, 100, 40);
    assert!(shown.contains("[custom…]"), "{shown}");
    assert!(shown.contains("Enter types it"), "{shown}");
    // Round: after the custom choice, off again.
    press(&mut app, KeyCode::Right);
    assert_eq!(app.setup().clock, None);
    assert!(screen(&app, 100, 40).contains("[Off]"));
    press(&mut app, KeyCode::Left);
    assert!(screen(&app, 100, 40).contains("[custom…]"));
}

#[test]
fn a_custom_time_control_is_typed_with_odds_and_started_with() {
    let mut app = on_the_clock_line();
    type_custom(&mut app, "5+3/3+2");
    let odds = TimeControl::parse("5+3/3+2").unwrap();
    assert_eq!(app.setup().clock, Some(odds));
    let shown = screen(&app, 100, 40);
    assert!(shown.contains("[5+3/3+2]"), "{shown}");
    // Stepped away and back, it is still there.
    press(&mut app, KeyCode::Right);
    assert_eq!(app.setup().clock, None);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.setup().clock, Some(odds));
    press(&mut app, KeyCode::Char('s'));
    let m = app.current_match().expect("started");
    assert_eq!(m.control(), Some(odds));
    let clocks = m.clocks.as_ref().expect("timed");
    let left = clocks.both_left(app.time.now());
    assert_eq!(left[Color::White.index()].as_secs(), 300);
    assert_eq!(left[Color::Black.index()].as_secs(), 180);
    let shown = screen(&app, 100, 36);
    assert!(shown.contains("5:00") && shown.contains("3:00"), "{shown}");
}

#[test]
fn decimal_minutes_are_typed_and_a_preset_typed_picks_the_preset() {
    let mut app = on_the_clock_line();
    type_custom(&mut app, "0.5+0");
    assert_eq!(app.setup().clock, TimeControl::parse("0.5+0").ok());
    // The custom line opens with what was typed, whole: typing replaces it.
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "10+5");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.setup().clock, Some(TimeControl::fischer(10, 5)));
    assert!(screen(&app, 100, 40).contains("[10+5]"));
}

#[test]
fn a_bad_time_control_is_refused_on_the_line_and_kept_to_mend() {
    let mut app = on_the_clock_line();
    for (typed, why) in [
        ("five+3", "not a number"),
        ("-5+3", "below zero"),
        ("0+0", "no time and no increment"),
        ("1441+0", "more than 24 hours"),
        ("5", "it needs minutes, a +, then seconds"),
    ] {
        let before = app.setup().clock;
        type_custom(&mut app, typed);
        // Not taken: the clock is as it was, the line marked, the refusal
        // the one `--clock` gives.
        assert_eq!(app.setup().clock, before, "{typed}");
        let shown = screen(&app, 100, 40);
        assert!(shown.contains(" ! Clock"), "{typed}: {shown}");
        assert!(shown.contains(why), "{typed}: {shown}");
        assert!(shown.contains(typed), "{typed}: {shown}");
        assert!(shown.contains("MINUTES+SECONDS"), "{typed}: {shown}");
        // Opened again, the text is there to mend; cleared, it is left.
        press(&mut app, KeyCode::Enter);
        assert!(screen(&app, 100, 40).contains(typed));
        press(&mut app, KeyCode::Backspace);
        press(&mut app, KeyCode::Enter);
        assert!(!app.setup().editing());
    }
    // Nothing ever typed that reads: the game does not start on it.
    press(&mut app, KeyCode::Char('s'));
    assert!(app.current_match().is_none());
    let shown = screen(&app, 100, 40);
    assert!(shown.contains("type the custom time control"), "{shown}");
    // Mended, it starts.
    type_custom(&mut app, "1+1");
    press(&mut app, KeyCode::Char('s'));
    assert_eq!(
        app.current_match().expect("started").control(),
        TimeControl::parse("1+1").ok()
    );
}

#[test]
fn the_words_are_in_every_language() {
    for (lang, custom, refused) in [
        (Lang::Es, "[propio…]", "no es un control de tiempo"),
        (Lang::Cs, "[vlastní…]", "není časová kontrola"),
    ] {
        let mut app = on_the_clock_line();
        set_language(lang);
        for _ in 0..6 {
            press(&mut app, KeyCode::Right);
        }
        assert!(screen(&app, 100, 40).contains(custom), "{lang:?}");
        type_custom(&mut app, "x+1");
        assert!(screen(&app, 100, 40).contains(refused), "{lang:?}");
    }
    set_language(Lang::En);
}

#[test]
fn the_custom_clock_being_typed() {
    let mut app = on_the_clock_line();
    for _ in 0..6 {
        press(&mut app, KeyCode::Right);
    }
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "5+3/3+2");
    insta::assert_snapshot!(draw(&app, 100, 36).backend());
}
