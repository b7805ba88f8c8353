//! Random `[keys.*]` tables, loaded as the game loads the preferences,
//! then random key presses through the real key map and the real app: no
//! panic, and from every place reached, keys bound in the loaded tables
//! (never the fixed Ctrl-C or Ctrl-Q) leave every text field and reach the
//! setup screen or quit.
//!
//! A key is pressed as a terminal delivers it ([`delivered`], the bytes a
//! terminal has and what crossterm reads from them), not as the table
//! names it: `Ctrl-M` comes as Enter. A table binding a key that cannot
//! arrive must be refused, or the player would be trapped.

use proptest::prelude::*;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use yote::i18n::{Lang, set_language};
use yote::prefs::Loaded;
use yote::prefs::keys::{Action, Code, Context, Key, rows};
use yote::tui::keys::context;
use yote::tui::msg::{KeyPlace, Message};
use yote::tui::{App, Theme};
use yote_engine::Rules;

/// Key names the random tables draw from: plain, named, Ctrl- with a
/// letter (some the terminal cannot send), and other Ctrl- keys.
const NAMES: &[&str] = &[
    "a",
    "q",
    "s",
    "n",
    "y",
    "Y",
    "x",
    "p",
    "o",
    "S",
    "v",
    "m",
    "u",
    "r",
    "c",
    "1",
    "?",
    "[",
    "Enter",
    "Esc",
    "Tab",
    "BackTab",
    "Backspace",
    "Space",
    "Up",
    "Down",
    "Left",
    "Right",
    "Home",
    "End",
    "PgUp",
    "PgDn",
    "Delete",
    "Insert",
    "F1",
    "F5",
    "F12",
    "Ctrl-A",
    "Ctrl-E",
    "Ctrl-U",
    "Ctrl-K",
    "Ctrl-J",
    "Ctrl-N",
    "Ctrl-M",
    "Ctrl-I",
    "Ctrl-[",
    "Ctrl-H",
    "Ctrl-]",
    "Ctrl-\\",
    "Ctrl-1",
    "Ctrl-2",
    "Ctrl-4",
    "Ctrl-Space",
    "Ctrl-Enter",
    "Ctrl-Esc",
    "Ctrl-Tab",
    "Ctrl-Up",
    "Ctrl-F5",
    "Ctrl-C",
    "Ctrl-Z",
    "Lefty",
];

/// The contexts a `[keys.*]` table may name (not the fixed keys').
fn key_contexts() -> Vec<Context> {
    Context::ALL
        .into_iter()
        .filter(|c| *c != Context::Always)
        .collect()
}

/// The event a terminal delivers for `key`, as crossterm reads a legacy
/// terminal's bytes: Ctrl and a character become the control byte when
/// there is one (Ctrl-M is 13, Enter's), else the character alone; Ctrl
/// with Enter, Tab, Esc or Backspace has no byte of its own.
fn delivered(key: Key) -> KeyEvent {
    let plain = |code| KeyEvent::new(code, KeyModifiers::NONE);
    let ctrl = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
    let code = match key.code {
        Code::Char(c) => KeyCode::Char(c),
        Code::Enter => KeyCode::Enter,
        Code::Esc => KeyCode::Esc,
        Code::Backspace => KeyCode::Backspace,
        Code::Tab => KeyCode::Tab,
        Code::BackTab => KeyCode::BackTab,
        Code::Up => KeyCode::Up,
        Code::Down => KeyCode::Down,
        Code::Left => KeyCode::Left,
        Code::Right => KeyCode::Right,
        Code::Home => KeyCode::Home,
        Code::End => KeyCode::End,
        Code::PageUp => KeyCode::PageUp,
        Code::PageDown => KeyCode::PageDown,
        Code::Delete => KeyCode::Delete,
        Code::Insert => KeyCode::Insert,
        Code::F(n) => KeyCode::F(n),
    };
    if !key.ctrl {
        return plain(code);
    }
    let KeyCode::Char(c) = code else {
        return match code {
            KeyCode::Enter
            | KeyCode::Tab
            | KeyCode::Esc
            | KeyCode::Backspace
            | KeyCode::BackTab => plain(code),
            code => KeyEvent::new(code, KeyModifiers::CONTROL),
        };
    };
    let byte: Option<u8> = match c.to_ascii_lowercase() {
        c @ 'a'..='z' => Some(c as u8 - b'a' + 1),
        '@' | ' ' | '2' | '`' => Some(0),
        '[' | '3' => Some(0x1b),
        '\\' | '4' => Some(0x1c),
        ']' | '5' => Some(0x1d),
        '^' | '6' => Some(0x1e),
        '_' | '/' | '7' => Some(0x1f),
        '8' => Some(0x7f),
        _ => None,
    };
    // crossterm's parse_event (event/sys/unix/parse.rs), in raw mode.
    match byte {
        None => plain(KeyCode::Char(c)),
        Some(b'\r') => plain(KeyCode::Enter),
        Some(b'\t') => plain(KeyCode::Tab),
        Some(0x1b) => plain(KeyCode::Esc),
        Some(0x7f) => plain(KeyCode::Backspace),
        Some(0) => ctrl(' '),
        Some(b @ 1..=0x1a) => ctrl(char::from(b - 1 + b'a')),
        Some(b) => ctrl(char::from(b - 0x1c + b'4')),
    }
}

/// A `[keys.*]` file: for each table drawn, actions of its context with
/// one to three key names each.
fn key_file() -> impl Strategy<Value = String> {
    let table = (
        0..key_contexts().len(),
        prop::collection::vec(
            (
                any::<prop::sample::Index>(),
                prop::collection::vec(0..NAMES.len(), 1..4),
            ),
            1..5,
        ),
    );
    prop::collection::vec(table, 0..5).prop_map(|tables| {
        let mut text = String::new();
        for (t, actions) in tables {
            let context = key_contexts()[t];
            let names: Vec<&str> = rows(context).map(|b| b.action.key()).collect();
            let mut lines: Vec<(String, String)> = Vec::new();
            for (action, keys) in actions {
                let action = names[action.index(names.len())].to_string();
                if lines.iter().any(|(a, _)| *a == action) {
                    continue;
                }
                let keys: Vec<&str> = keys.iter().map(|k| NAMES[*k]).collect();
                lines.push((action, keys.join(" ")));
            }
            if text.contains(&format!("[keys.{}]\n", context.key())) {
                continue;
            }
            text.push_str(&format!("[keys.{}]\n", context.key()));
            for (action, keys) in lines {
                let keys = keys.replace('\\', "\\\\");
                text.push_str(&format!("{action} = \"{keys}\"\n"));
            }
        }
        text
    })
}

/// The keys of a random walk: every name above (but the fixed quit keys,
/// which would end the walk), as the terminal delivers them.
fn presses() -> impl Strategy<Value = Vec<KeyEvent>> {
    let pool: Vec<KeyEvent> = NAMES
        .iter()
        .filter_map(|n| Key::parse(n))
        .filter(|k| !k.ctrl || !matches!(k.code, Code::Char('c' | 'q')))
        .map(delivered)
        .collect();
    prop::collection::vec(prop::sample::select(pool), 0..40)
}

/// The actions that lead out of `context`, nearest the setup screen first.
fn ways_out(context: Context) -> &'static [Action] {
    match context {
        Context::Name => &[Action::Done],
        Context::Prompt | Context::Settings | Context::Connect => &[Action::Cancel],
        Context::Popup => &[Action::Close],
        Context::Dialog => &[Action::Yes, Action::No],
        Context::Over => &[Action::ToSetup, Action::Quit],
        Context::Looking => &[Action::BackToGame, Action::Quit],
        Context::Replay => &[Action::Close, Action::Quit],
        _ => &[Action::Quit],
    }
}

/// Presses, from where `app` is, the keys bound to the ways out of each
/// place (as delivered) until the setup screen or the end; a text field
/// must be left by the first key pressed in it. The places passed through,
/// on failure.
fn escape(mut app: App) -> Result<(), String> {
    let mut path = Vec::new();
    for _ in 0..16 {
        let place = app.place();
        if !app.running || matches!(place, KeyPlace::Setup { .. }) {
            return Ok(());
        }
        let here = context(place);
        path.push(format!("{place:?}"));
        let mut moved = false;
        for action in ways_out(here) {
            for key in app.keys.keys(here, *action).to_vec() {
                let before = app.clone();
                app.handle_key(delivered(key));
                if !app.running || app.place() != place {
                    moved = true;
                    break;
                }
                app = before;
            }
            if moved {
                break;
            }
        }
        if !moved {
            return Err(format!("no bound key leaves {place:?}; path {path:?}"));
        }
        if here.types_text() && context(app.place()).types_text() && app.running {
            return Err(format!(
                "still typing after leaving {place:?}; path {path:?}"
            ));
        }
    }
    Err(format!("never reached the setup screen: {path:?}"))
}

/// Where a walk starts, reached with the default keys before the loaded
/// ones are bound: the setup screen, a name being typed, the settings, a
/// game, the save prompt, the help. (A random walk from the setup screen
/// alone seldom types a name: most keys lead elsewhere first.)
const STARTS: [&[KeyCode]; 6] = [
    &[],
    &[
        KeyCode::Up,
        KeyCode::Up,
        KeyCode::Up,
        KeyCode::Up,
        KeyCode::Enter,
    ],
    &[KeyCode::Char('p')],
    &[KeyCode::Char('s')],
    &[KeyCode::Char('s'), KeyCode::Char('S')],
    &[KeyCode::Char('?')],
];

/// The app at start `start` with the keys of `file` bound.
fn app_at(file: &str, start: usize) -> App {
    let loaded = Loaded::from_text(file, "preferences.toml");
    let mut app = App::new(Rules::default(), Theme::mono()).with_prefs(&loaded, None);
    app.update(Message::Resize(120, 40));
    let keys = app.keys.clone();
    app.set_keys(yote::prefs::keys::Bindings::default());
    for code in STARTS[start] {
        app.handle_key(KeyEvent::new(*code, KeyModifiers::NONE));
    }
    app.set_keys(keys);
    app
}

/// One case: the file loaded, the keys pressed from a start; from every
/// place passed through, a way out.
fn check(file: &str, start: usize, keys: &[KeyEvent]) -> Result<(), TestCaseError> {
    let mut app = app_at(file, start);
    for key in keys {
        if let Err(why) = escape(app.clone()) {
            return Err(TestCaseError::fail(format!("{file}\n{why}")));
        }
        app.handle_key(*key);
        if !app.running {
            return Ok(());
        }
    }
    escape(app).map_err(|why| TestCaseError::fail(format!("{file}\n{why}")))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn every_loaded_key_table_keeps_a_way_out(
        file in key_file(),
        start in 0..STARTS.len(),
        keys in presses(),
    ) {
        set_language(Lang::En);
        check(&file, start, &keys)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4096, ..ProptestConfig::default() })]

    #[test]
    #[ignore = "deep: 4096 random key tables and walks (about half a minute)"]
    fn every_loaded_key_table_keeps_a_way_out_deep(
        file in key_file(),
        start in 0..STARTS.len(),
        keys in presses(),
    ) {
        set_language(Lang::En);
        check(&file, start, &keys)?;
    }
}

#[test]
fn the_issue_s_trap_is_not_a_trap() {
    set_language(Lang::En);
    let file = "[keys.name]\ndone = \"Ctrl-M Ctrl-[\"\n[keys.game]\nchoose = \"Ctrl-M\"\n";
    // In a name field, then in a game.
    check(file, 1, &[]).expect("a way out of the name");
    check(file, 3, &[]).expect("a way out of the game");
    let app = app_at(file, 1);
    assert_eq!(
        app.place(),
        KeyPlace::Editing,
        "the walk starts typing a name"
    );
}

/// The random tables and walks reach what they must to mean anything:
/// many tables rebind keys (and many are refused), and the walks pass
/// through every kind of place, the text fields among them.
#[test]
fn the_random_tables_and_walks_reach_every_place() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
    use std::collections::BTreeSet;
    set_language(Lang::En);
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[7; 32]);
    let mut runner = TestRunner::new_with_rng(Config::default(), rng);
    let (mut rebound, mut refused) = (0, 0);
    let mut seen = BTreeSet::new();
    for case in 0..200 {
        let file = key_file().new_tree(&mut runner).expect("a file").current();
        let keys = presses().new_tree(&mut runner).expect("keys").current();
        let loaded = Loaded::from_text(&file, "preferences.toml");
        rebound += usize::from(loaded.bindings != yote::prefs::keys::Bindings::default());
        refused += usize::from(!loaded.problems.is_empty());
        let mut app = app_at(&file, case % STARTS.len());
        for key in keys {
            seen.insert(context(app.place()).key());
            app.handle_key(key);
            if !app.running {
                break;
            }
        }
    }
    assert!(
        rebound > 40 && refused > 40,
        "{rebound} rebound, {refused} refused"
    );
    for place in [
        "setup", "name", "game", "over", "looking", "replay", "prompt", "settings", "dialog",
        "popup",
    ] {
        assert!(seen.contains(place), "{place} never reached: {seen:?}");
    }
}
