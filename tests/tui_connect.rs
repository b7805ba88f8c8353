//! The setup screen's "Play someone on another computer": the connect
//! screen pushed from it, hosting (the code and the addresses shown while
//! it waits, the host's news one line each, Esc stops waiting) and joining
//! (the code and the address typed, a refusal said), and the game screen
//! it becomes when the line is up, the other side a remote seat. Over
//! loopback: `run::net::start` hosting and joining, and the joiner calling
//! again by itself when the line drops.

use crate::support;

use ratatui::crossterm::event::KeyCode;
use support::tui::{draw, drop_anywhere, press, text, tokens, type_text};
use yote::net::{self, Agreed, Code, Failure};
use yote::tui::msg::Peer;
use yote::tui::run::net::Ask;
use yote::tui::{App, Effect, Message, ScreenKind, Theme};
use yote_engine::{Color, Rules};

fn code() -> Code {
    Code::parse("7-ocean-violet").unwrap()
}

/// The app on the connect screen, opened from the setup screen's last line.
fn connect() -> App {
    let mut app = App::new(Rules::default(), Theme::mono());
    app.update(Message::Resize(80, 24));
    // Up from the top: the start button; the line under it.
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), ScreenKind::Connect);
    app
}

fn asked(app: &mut App) -> Vec<Effect> {
    app.take_effects()
        .into_iter()
        .filter(|e| matches!(e, Effect::Net(_) | Effect::HangUp))
        .collect()
}

/// What the app asked of the network since its effects were last taken:
/// one thing, or the test fails naming what it asked.
fn the_one_ask(app: &mut App) -> Box<Ask> {
    match <[Effect; 1]>::try_from(asked(app)) {
        Ok([Effect::Net(ask)]) => ask,
        other => panic!("not one ask: {other:?}"),
    }
}

fn shown(app: &App) -> String {
    text(&draw(app, 80, 24))
}

#[test]
fn the_setup_screen_offers_another_computer_after_the_start_line() {
    let app = App::new(Rules::default(), Theme::mono());
    let screen = shown(&app);
    let start = screen.find("Start the game").expect("the start line");
    let network = screen
        .find("Play someone on another computer ›")
        .expect("the line");
    assert!(network > start, "{screen}");
    // Esc on the connect screen goes back to the setup screen.
    let mut app = connect();
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), ScreenKind::Setup);
}

#[test]
fn hosting_shows_the_code_and_the_addresses_and_esc_stops_waiting() {
    let mut app = connect();
    press(&mut app, KeyCode::Enter);
    let ask = the_one_ask(&mut app);
    // The setup screen's rules and names.
    assert!(matches!(
        *ask,
        Ask::Host { ref rules, me: Color::White, ref name, port: net::DEFAULT_PORT, .. }
            if *rules == Rules::default() && name == "White"
    ));
    app.update(Message::Peer(Peer::Listening {
        code: code(),
        addresses: vec![
            "192.168.1.20:9683".parse().unwrap(),
            "127.0.0.1:9683".parse().unwrap(),
        ],
    }));
    insta::assert_snapshot!("connect_host_waiting", draw(&app, 80, 24).backend());
    // The host's news, one line each.
    app.update(Message::Peer(Peer::WrongCode { left: 2 }));
    assert!(shown(&app).contains("Someone tried a wrong code (2 tries left"));
    let new = Code::parse("12-green-ocean").unwrap();
    app.update(Message::Peer(Peer::NewCode(new)));
    let screen = shown(&app);
    assert!(
        screen.contains("the join code is now 12-green-ocean"),
        "{screen}"
    );
    assert!(
        screen.contains("yote join 12-green-ocean 192.168.1.20:9683"),
        "{screen}"
    );
    app.update(Message::Peer(Peer::Busy("10.0.0.9:5000".parse().unwrap())));
    assert!(shown(&app).contains("A second caller (10.0.0.9:5000) was turned away"));
    app.update(Message::Peer(Peer::Failed(Failure::Timeout)));
    assert!(shown(&app).contains("An attempt to join failed: the handshake took more than"));
    // Esc stops waiting: the line is let go, the setup screen is back.
    press(&mut app, KeyCode::Esc);
    assert_eq!(asked(&mut app), vec![Effect::HangUp]);
    assert_eq!(app.screen(), ScreenKind::Setup);
}

#[test]
fn joining_takes_a_code_and_an_address_and_says_a_refusal() {
    let mut app = connect();
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "7-ocean-viole");
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "127.0.0.1:9683");
    press(&mut app, KeyCode::Enter);
    // A code that is not one is refused before calling.
    assert!(asked(&mut app).is_empty());
    insta::assert_snapshot!("connect_join_refused", draw(&app, 80, 24).backend());
    // Back on the code, put right, and the call is asked for.
    type_text(&mut app, "t");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    let ask = the_one_ask(&mut app);
    assert!(matches!(
        *ask,
        Ask::Join { code: c, ref address, ref name, .. }
            if c == code() && address == "127.0.0.1:9683" && name == "Black"
    ));
    assert!(shown(&app).contains("Calling 127.0.0.1:9683…"));
    // The host refuses: said in one line, and the lines can be typed again.
    app.update(Message::Peer(Peer::Failed(Failure::WrongCode)));
    let screen = shown(&app);
    assert!(
        screen.contains("could not join the game: the code is not this game's"),
        "{screen}"
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(asked(&mut app).len(), 1, "called again");
}

#[test]
fn the_line_up_makes_the_game_screen_with_the_other_side_remote() {
    let mut app = connect();
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "7-ocean-violet");
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "127.0.0.1");
    press(&mut app, KeyCode::Enter);
    asked(&mut app);
    app.update(Message::Peer(Peer::Seated(Color::Black)));
    let agreed = Agreed {
        moves: vec!["@c3".into()],
        ended: None,
        clock: None,
    };
    app.update(Message::Peer(Peer::Back(Box::new(agreed), "Ama".into())));
    assert_eq!(app.screen(), ScreenKind::Game);
    assert_eq!(tokens(&app), ["@c3"]);
    let remote = app.remote.as_ref().expect("a remote seat");
    assert_eq!(remote.them(), Color::White);
    assert!(shown(&app).contains("Ama"));
    // Black's move here goes to the other computer.
    drop_anywhere(&mut app);
    let sent = app
        .take_effects()
        .into_iter()
        .filter(|e| matches!(e, Effect::Send(_)))
        .count();
    assert_eq!(sent, 1);
    // The host's news during the game: one line on the game screen.
    app.update(Message::Peer(Peer::Busy("10.0.0.9:5000".parse().unwrap())));
    assert!(shown(&app).contains("A second caller (10.0.0.9:5000)"));
}

#[test]
fn the_joiner_waiting_says_who_and_when_it_calls_again() {
    let mut app = connect();
    let agreed = Agreed {
        moves: Vec::new(),
        ended: None,
        clock: None,
    };
    // A line that comes up after Esc (nothing hosted or called) is no game.
    app.update(Message::Peer(Peer::Back(
        Box::new(agreed.clone()),
        "Kofi".into(),
    )));
    assert_eq!(app.screen(), ScreenKind::Connect);
    press(&mut app, KeyCode::Enter);
    app.update(Message::Peer(Peer::Seated(Color::White)));
    app.update(Message::Peer(Peer::Back(Box::new(agreed), "Kofi".into())));
    assert_eq!(app.screen(), ScreenKind::Game);
    app.update(Message::Peer(Peer::Lost(net::Lost::Silent)));
    app.update(Message::Peer(Peer::Calling {
        attempt: 3,
        seconds: 4,
    }));
    let screen = shown(&app);
    assert!(
        screen.contains("Waiting for Kofi to come back: calling again in 4 s"),
        "{screen}"
    );
    // Quitting still works while it waits.
    press(&mut app, KeyCode::Char('q'));
    assert!(!app.running || app.screen() == ScreenKind::Game);
}

/// A rebinding of the preferences holds in a game across two computers.
#[test]
fn rebound_keys_hold_in_a_game_across_two_computers() {
    let loaded = yote::prefs::Loaded::from_text("[keys.game]\nresign = \"z\"\n", "p.toml");
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let mut app = App::new(Rules::default(), Theme::mono()).with_prefs(&loaded, None);
    app.update(Message::Resize(80, 24));
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    app.update(Message::Peer(Peer::Seated(Color::White)));
    let agreed = Agreed {
        moves: Vec::new(),
        ended: None,
        clock: None,
    };
    app.update(Message::Peer(Peer::Back(Box::new(agreed), "Kofi".into())));
    assert_eq!(app.screen(), ScreenKind::Game);
    press(&mut app, KeyCode::Char('x'));
    assert!(
        !shown(&app).contains("resigns the game?"),
        "x no longer resigns"
    );
    press(&mut app, KeyCode::Char('z'));
    let screen = shown(&app);
    assert!(
        screen.contains("resigns the game?"),
        "z asks to resign: {screen}"
    );
}

mod over_loopback {
    use std::io::{Read, Write};
    use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
    use std::sync::mpsc::{Receiver, channel};
    use std::sync::{Arc, Mutex};
    use std::time::Duration;

    use yote::net::{self, Code, Session, Table};
    use yote::record::Players;
    use yote::tui::Message;
    use yote::tui::msg::Peer;
    use yote::tui::run::net::{self as line, Ask, Line};
    use yote_engine::{Color, Rules};

    /// The next news that `pick` takes, the rest (keep-alives) passed by.
    fn next<T>(rx: &Receiver<Message>, mut pick: impl FnMut(Peer) -> Option<T>) -> T {
        loop {
            match rx.recv_timeout(Duration::from_secs(30)) {
                Ok(Message::Peer(peer)) => {
                    if let Some(t) = pick(peer) {
                        return t;
                    }
                }
                Ok(other) => panic!("{other:?}"),
                Err(e) => panic!("nothing came: {e}"),
            }
        }
    }

    /// Hosts on any free port of loopback: the line, its news, the code
    /// and the port.
    fn host(dir: &std::path::Path) -> (Line, Receiver<Message>, Code, u16) {
        let (tx, rx) = channel();
        let ask = Ask::Host {
            rules: Rules::default(),
            me: Color::White,
            name: "Ama".into(),
            clock: None,
            port: 0,
            dir: Some(dir.to_path_buf()),
        };
        let host = line::start(ask, move |m| tx.send(m).is_ok());
        let (code, port) = next(&rx, |p| match p {
            Peer::Listening { code, addresses } => {
                let port = addresses.last().expect("loopback").port();
                Some((code, port))
            }
            other => panic!("{other:?}"),
        });
        (host, rx, code, port)
    }

    fn join(code: Code, address: String, dir: &std::path::Path) -> (Line, Receiver<Message>) {
        let (tx, rx) = channel();
        let ask = Ask::Join {
            rules: Rules::default(),
            name: "Kofi".into(),
            code,
            address,
            dir: Some(dir.to_path_buf()),
        };
        (line::start(ask, move |m| tx.send(m).is_ok()), rx)
    }

    /// The line is up: this side's colour and the record both go on from.
    fn up(rx: &Receiver<Message>) -> (Color, Vec<String>, String) {
        let me = next(rx, |p| match p {
            Peer::Seated(me) => Some(me),
            _ => None,
        });
        let (agreed, name) = next(rx, |p| match p {
            Peer::Back(agreed, name) => Some((agreed, name)),
            _ => None,
        });
        (me, agreed.moves, name)
    }

    /// A proxy between callers and `to` whose lines the test can cut.
    fn proxy(to: SocketAddr) -> (SocketAddr, Arc<Mutex<Vec<TcpStream>>>) {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let open = Arc::new(Mutex::new(Vec::new()));
        let kept = Arc::clone(&open);
        std::thread::spawn(move || {
            for caller in listener.incoming() {
                let Ok(caller) = caller else { return };
                let Ok(callee) = TcpStream::connect(to) else {
                    continue;
                };
                let pipe = |mut from: TcpStream, mut to: TcpStream| {
                    std::thread::spawn(move || {
                        let mut buf = [0u8; 4096];
                        while let Ok(n) = from.read(&mut buf) {
                            if n == 0 || to.write_all(&buf[..n]).is_err() {
                                break;
                            }
                        }
                        let _ = to.shutdown(Shutdown::Both);
                    });
                };
                kept.lock().unwrap().push(caller.try_clone().unwrap());
                kept.lock().unwrap().push(callee.try_clone().unwrap());
                pipe(caller.try_clone().unwrap(), callee.try_clone().unwrap());
                pipe(callee, caller);
            }
        });
        (addr, open)
    }

    #[test]
    fn the_setup_screens_host_and_join_meet_and_the_joiner_comes_back_by_itself() {
        let (host_dir, join_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let (host, host_rx, code, port) = host(host_dir.path());
        let (via, open) = proxy(SocketAddr::from(([127, 0, 0, 1], port)));
        let (joiner, join_rx) = join(code, via.to_string(), join_dir.path());
        assert_eq!(up(&join_rx), (Color::Black, Vec::new(), "Ama".to_string()));
        assert_eq!(up(&host_rx), (Color::White, Vec::new(), "Kofi".to_string()));
        // The host moves; its record is kept, and its hello brought up to date.
        let mut table =
            Table::new(Rules::default(), Color::White, Players::new("Ama", "Kofi")).unwrap();
        let mv = table.game().legal_moves()[0];
        let sent = table.play(mv).unwrap();
        assert!(host.send(&sent));
        assert_eq!(host.keep(&table), None);
        let said = next(&join_rx, |p| match p {
            Peer::Said(net::Message::Ping) => None,
            Peer::Said(m) => Some(m),
            other => panic!("{other:?}"),
        });
        assert_eq!(said, sent);
        assert!(net::store::path(host_dir.path(), net::Role::Host).exists());
        // The line is cut: the joiner says so, calls again, and is back
        // with the move; the host took it back.
        for stream in open.lock().unwrap().drain(..) {
            let _ = stream.shutdown(Shutdown::Both);
        }
        next(&join_rx, |p| match p {
            Peer::Lost(_) => Some(()),
            Peer::Said(net::Message::Ping) => None,
            other => panic!("{other:?}"),
        });
        let calling = next(&join_rx, |p| match p {
            Peer::Calling { attempt, seconds } => Some((attempt, seconds)),
            other => panic!("{other:?}"),
        });
        assert_eq!(calling, (1, net::session::FIRST_WAIT.as_secs()));
        let (me, moves, _) = up(&join_rx);
        assert_eq!((me, moves), (Color::Black, vec![mv.to_string()]));
        next(&host_rx, |p| matches!(p, Peer::Lost(_)).then_some(()));
        let (_, moves, _) = up(&host_rx);
        assert_eq!(moves, vec![mv.to_string()]);
        joiner.leave();
        host.leave();
    }

    #[test]
    fn the_hosts_news_wrong_codes_a_new_code_and_a_second_caller() {
        let (host_dir, join_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let (host, host_rx, code, port) = host(host_dir.path());
        let at = SocketAddr::from(([127, 0, 0, 1], port));
        let wrong = Code::parse(if code.to_string() == "7-ocean-violet" {
            "8-ocean-violet"
        } else {
            "7-ocean-violet"
        })
        .unwrap();
        let eve = |me| yote::words::net::players(me, "Eve");
        for left in [2, 1, 0] {
            let (side, _) = Session::join(Rules::default(), eve, wrong, at, None).unwrap();
            let (tx, _rx) = channel();
            assert_eq!(side.call(tx).unwrap_err(), net::Failure::WrongCode);
            let heard = next(&host_rx, |p| match p {
                Peer::WrongCode { left } => Some(left),
                other => panic!("{other:?}"),
            });
            assert_eq!(heard, left);
        }
        let new = next(&host_rx, |p| match p {
            Peer::NewCode(new) => Some(new),
            other => panic!("{other:?}"),
        });
        assert_ne!(new, code);
        // With the new code the joiner is in; a second caller is turned away.
        let (joiner, join_rx) = join(new, at.to_string(), join_dir.path());
        up(&join_rx);
        up(&host_rx);
        let (side, _) = Session::join(Rules::default(), eve, new, at, None).unwrap();
        let (tx, _rx) = channel();
        assert_eq!(side.call(tx).unwrap_err(), net::Failure::Busy);
        next(&host_rx, |p| match p {
            Peer::Busy(_) => Some(()),
            Peer::Said(net::Message::Ping) => None,
            other => panic!("{other:?}"),
        });
        joiner.leave();
        host.leave();
    }
}

/// The connect screen opened from `app`'s setup screen.
fn open_from(mut app: App) -> App {
    app.update(Message::Resize(80, 24));
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), ScreenKind::Connect);
    app
}

#[test]
fn the_setup_screens_clock_is_said_and_hosted_on_and_not_used_joining() {
    let mut app = App::new(Rules::default(), Theme::mono());
    let clock = yote::clock::TimeControl::parse("5+3").unwrap();
    app.setup_mut().set_clock(Some(clock));
    let mut app = open_from(app);
    let screen = shown(&app);
    assert!(screen.contains("On the clock: 5+3"), "{screen}");
    press(&mut app, KeyCode::Down);
    let screen = shown(&app);
    assert!(
        screen.contains("The host's clock is the game's: this screen's 5+3 is not used"),
        "{screen}"
    );
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    let ask = the_one_ask(&mut app);
    assert!(
        matches!(*ask, Ask::Host { clock: Some(c), .. } if c == clock),
        "{ask:?}"
    );
    assert!(shown(&app).contains("On the clock: 5+3"));
    // No clock: said so.
    let app = open_from(App::new(Rules::default(), Theme::mono()));
    assert!(shown(&app).contains("No clock"), "{}", shown(&app));
}

#[test]
fn a_kept_host_game_is_offered_to_resume() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = yote_engine::Game::new(Rules::default()).unwrap();
    for _ in 0..2 {
        let mv = game.legal_moves()[0];
        game.try_play(mv).unwrap();
    }
    let saved =
        yote::record::SavedGame::from_game(&game, &yote::record::Players::new("Ama", "Kofi"));
    let id = "0123456789abcdef0123456789abcdef";
    net::store::save(dir.path(), net::Role::Host, id, Color::White, &saved).unwrap();
    let mut app = App::new(Rules::default(), Theme::mono());
    app.keeper.data_dir = Some(dir.path().to_path_buf());
    let mut app = open_from(app);
    let screen = shown(&app);
    assert!(
        screen.contains("Resume the game with Kofi (1 move)"),
        "{screen}"
    );
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    let ask = the_one_ask(&mut app);
    assert!(matches!(*ask, Ask::Resume { .. }), "{ask:?}");
    // Asked of the line: the kept game is hosted again, with a new code.
    let (tx, rx) = std::sync::mpsc::channel();
    let ask = Ask::Resume {
        port: 0,
        dir: Some(dir.path().to_path_buf()),
    };
    let line = yote::tui::run::net::start(ask, move |m| tx.send(m).is_ok());
    let heard = rx.recv_timeout(std::time::Duration::from_secs(30)).unwrap();
    assert!(
        matches!(heard, Message::Peer(Peer::Listening { .. })),
        "{heard:?}"
    );
    line.leave();
}
