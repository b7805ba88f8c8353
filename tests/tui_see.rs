//! What a newcomer sees (issue 19's screen parts): the minimum-size
//! screen's way out, the theme `auto` chose on the settings screen.

use crate::support;

use ratatui::crossterm::event::KeyCode;
use support::tui::{game, screen, settled::press};
use yote::i18n::{Lang, set_language};
use yote::tui::{App, Msg, Theme, words};
use yote_engine::Rules;

#[test]
fn the_minimum_size_screen_names_its_way_out_and_q_takes_it() {
    set_language(Lang::En);
    let mut app = game(&[], &["@c3"]);
    app.update(Msg::Resize(40, 10));
    assert!(app.too_small());
    let shown = screen(&app, 40, 10);
    assert!(shown.contains("Ctrl-C"), "{shown}");
    assert!(shown.contains(&words::too_small_quit()), "{shown}");
    // Another key is counted, not acted on; q quits.
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.ignored, 1);
    assert!(app.running);
    press(&mut app, KeyCode::Char('q'));
    assert!(!app.running, "q quits below the minimum size");
    // On the setup screen too.
    let mut app = App::new(Rules::default(), Theme::mono());
    app.update(Msg::Resize(30, 8));
    press(&mut app, KeyCode::Char('q'));
    assert!(!app.running);
}

#[test]
fn the_settings_screen_says_which_theme_auto_chose() {
    set_language(Lang::En);
    let mut app = App::new(Rules::default(), Theme::mono());
    press(&mut app, KeyCode::Char('p'));
    let shown = screen(&app, 80, 24);
    let (chosen, _) = Theme::auto_choice();
    assert!(shown.contains("< auto ("), "{shown}");
    assert!(shown.contains(chosen.key()), "{chosen:?}: {shown}");
}
