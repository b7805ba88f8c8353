//! Two sides of a game across two computers, on loopback, in one process:
//! a whole game, wrong codes, frames tampered with, replayed, too large or
//! too many, an illegal move, a second caller, rules that differ, a line
//! cut and the game resumed, and what a recording of the wire shows.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use yote::net::{
    self, Code, Event, Failure, Happened, Hello, Host, Link, Lost, Message, Refusal, Refused, Table,
};
use yote::record::Players;
use yote_engine::{Color, Rules, SecondPiece};

/// How long a test waits for an event before it fails (a bound against
/// hanging, not a measure).
const PATIENCE: Duration = Duration::from_secs(30);

fn rules() -> Rules {
    Rules {
        second_piece: SecondPiece::BoardOrHand,
        ..Rules::default()
    }
}

fn hello(rules: &Rules, name: &str, host: bool, table: Option<(&str, &Table)>) -> Hello {
    Hello {
        version: net::VERSION,
        name: name.into(),
        rules: net::message::rules_table(rules),
        host_plays: host.then(|| "white".into()),
        game: table.map(|(id, _)| id.to_string()),
        moves: table.map(|(_, t)| t.tokens()).unwrap_or_default(),
        ended: table.and_then(|(_, t)| t.ended()),
        clock: None,
    }
}

fn localhost() -> SocketAddr {
    "127.0.0.1:0".parse().unwrap()
}

/// Waits for the first event `pick` takes, passing over keep-alive noise.
fn wait<T>(events: &Receiver<Event>, mut pick: impl FnMut(Event) -> Option<T>) -> T {
    loop {
        let event = events.recv_timeout(PATIENCE).expect("an event in time");
        if let Some(found) = pick(event) {
            return found;
        }
    }
}

fn message(events: &Receiver<Event>) -> Message {
    wait(events, |e| match e {
        Event::Message(m) => Some(m),
        Event::Lost(why) => panic!("line lost: {why:?}"),
        _ => None,
    })
}

struct Side {
    table: Table,
    link: Link,
    events: Receiver<Event>,
}

/// A host and a joiner, connected, with the host's game `id`.
fn connect(rules: &Rules, id: &str) -> (Host, Side, Side) {
    let (host_tx, host_rx) = channel();
    let code = Code::random();
    let players = Players::new("Ama", "Kofi");
    let host_table = Table::new(rules.clone(), Color::White, players.clone()).unwrap();
    let host = Host::start(
        localhost(),
        code,
        hello(rules, "Ama", true, Some((id, &host_table))),
        host_tx,
    )
    .unwrap();
    let (join_tx, join_rx) = channel();
    let (link, peer) = net::join(
        host.local_addr(),
        code,
        &hello(rules, "Kofi", false, None),
        join_tx,
    )
    .expect("joined");
    assert_eq!(peer.name, "Ama");
    let host_link = wait(&host_rx, |e| match e {
        Event::Connected { link, peer, .. } => {
            assert_eq!(peer.name, "Kofi");
            Some(link)
        }
        _ => None,
    });
    let join_table = Table::new(rules.clone(), Color::Black, players).unwrap();
    (
        host,
        Side {
            table: host_table,
            link: host_link,
            events: host_rx,
        },
        Side {
            table: join_table,
            link,
            events: join_rx,
        },
    )
}

/// The mover's choice: a capture if there is one (one taking the second
/// piece from the hand first), else the `n`th move.
fn choose(table: &Table, n: usize) -> yote_engine::Move {
    let moves = table.game().legal_moves();
    let captures = || moves.iter().copied().filter(yote_engine::Move::is_capture);
    captures()
        .find(|m| m.removed_from_hand() > 0)
        .or_else(|| captures().next())
        .unwrap_or(moves[n % moves.len()])
}

/// One move of whoever is to move, sent, taken and checked on the other side.
fn one_move(a: &mut Side, b: &mut Side, n: usize) -> yote_engine::Move {
    let (mover, other) = if a.table.game().to_move() == a.table.me() {
        (a, b)
    } else {
        (b, a)
    };
    let mv = choose(&mover.table, n);
    let sent = mover.table.play(mv).expect("a legal move");
    mover.link.send(&sent).unwrap();
    match other.table.take(message(&other.events)) {
        Ok(Happened::Moved(m)) => assert_eq!(m, mv),
        other => panic!("{other:?}"),
    }
    mv
}

#[test]
fn a_whole_game_with_a_capture_and_a_second_piece_from_the_hand() {
    let (_host, mut white, mut black) = connect(&rules(), &net::game_id());
    let mut captures = 0;
    let mut from_hand = 0;
    let mut n = 0;
    while !white.table.game().is_over() && n < 400 {
        let mv = one_move(&mut white, &mut black, n * 7 + 3);
        if mv.is_capture() {
            captures += 1;
            from_hand += mv.removed_from_hand();
        }
        n += 1;
    }
    if !white.table.game().is_over() {
        let resign = black.table.resign().unwrap();
        black.link.send(&resign).unwrap();
        assert_eq!(
            white.table.take(message(&white.events)),
            Ok(Happened::Resigned)
        );
    }
    assert!(captures > 0, "no capture in {n} moves");
    assert!(from_hand > 0, "no second piece from the hand");
    assert_eq!(white.table.tokens(), black.table.tokens());
    assert_eq!(white.table.game().outcome(), black.table.game().outcome());
    assert_eq!(white.table.saved(), black.table.saved());
}

#[test]
fn a_wrong_code_is_refused_on_both_sides_and_three_make_a_new_code() {
    let rules = Rules::default();
    let (tx, events) = channel();
    let code = Code::random();
    let host = Host::start(localhost(), code, hello(&rules, "Ama", true, None), tx).unwrap();
    let wrong = loop {
        let c = Code::random();
        if c != code {
            break c;
        }
    };
    for left in [2, 1, 0] {
        let (jtx, _jrx) = channel();
        let tried = net::join(
            host.local_addr(),
            wrong,
            &hello(&rules, "Eve", false, None),
            jtx,
        );
        assert_eq!(tried.unwrap_err(), Failure::WrongCode);
        let told = wait(&events, |e| match e {
            Event::WrongCode { left } => Some(left),
            _ => None,
        });
        assert_eq!(told, left);
    }
    let new = wait(&events, |e| match e {
        Event::NewCode(c) => Some(c),
        _ => None,
    });
    assert_ne!(new, code);
    assert_eq!(host.code(), new);
    // The old code no longer opens; the new one does.
    let (jtx, _jrx) = channel();
    let old = net::join(
        host.local_addr(),
        code,
        &hello(&rules, "Kofi", false, None),
        jtx,
    );
    assert_eq!(old.unwrap_err(), Failure::WrongCode);
    let (jtx, _jrx) = channel();
    let joined = net::join(
        host.local_addr(),
        new,
        &hello(&rules, "Kofi", false, None),
        jtx,
    );
    assert!(joined.is_ok(), "{:?}", joined.err());
}

#[test]
fn rules_that_differ_are_refused_naming_the_rule() {
    let (tx, events) = channel();
    let code = Code::random();
    let host = Host::start(
        localhost(),
        code,
        hello(&Rules::default(), "Ama", true, None),
        tx,
    )
    .unwrap();
    let other = Rules {
        multi_jump: true,
        ..Rules::default()
    };
    let (jtx, _jrx) = channel();
    let tried = net::join(
        host.local_addr(),
        code,
        &hello(&other, "Kofi", false, None),
        jtx,
    );
    let Err(Failure::Rules(diffs)) = tried else {
        panic!("{tried:?}")
    };
    assert_eq!(diffs.len(), 1);
    assert_eq!(diffs[0].key, "multi_jump");
    assert_eq!(diffs[0].mine.as_deref(), Some("true"));
    let host_saw = wait(&events, |e| match e {
        Event::Failed(Failure::Rules(d)) => Some(d),
        _ => None,
    });
    assert_eq!(host_saw[0].mine.as_deref(), Some("false"));
}

#[test]
fn a_second_caller_during_a_game_is_turned_away_and_the_game_goes_on() {
    let rules = rules();
    let (host, mut white, mut black) = connect(&rules, &net::game_id());
    let (jtx, _jrx) = channel();
    let second = net::join(
        host.local_addr(),
        host.code(),
        &hello(&rules, "Eve", false, None),
        jtx,
    );
    assert_eq!(second.unwrap_err(), Failure::Busy);
    wait(&white.events, |e| matches!(e, Event::Busy(_)).then_some(()));
    one_move(&mut white, &mut black, 0);
    one_move(&mut white, &mut black, 1);
}

#[test]
fn an_illegal_move_from_the_other_side_is_refused_and_the_game_goes_on() {
    let (_host, mut white, mut black) = connect(&rules(), &net::game_id());
    one_move(&mut white, &mut black, 0);
    for bad in [
        Message::Move {
            token: "z9-z8".into(),
            ply: 1,
            hash: String::new(),
            spent_ms: None,
        },
        Message::Move {
            token: "@a1".into(),
            ply: 7,
            hash: String::new(),
            spent_ms: None,
        },
        Message::UndoAnswer { accept: true },
    ] {
        black.link.send(&bad).unwrap();
        let refused = white.table.take(message(&white.events));
        assert!(
            matches!(
                refused,
                Err(Refusal::Move { .. } | Refusal::WrongPly { .. } | Refusal::NoSuchOffer)
            ),
            "{refused:?}"
        );
    }
    // White moving out of turn is refused by Black too.
    let mv = white.table.game().legal_moves()[0];
    white
        .link
        .send(&Message::Move {
            token: mv.to_string(),
            ply: 1,
            hash: String::new(),
            spent_ms: None,
        })
        .unwrap();
    assert_eq!(
        black.table.take(message(&black.events)),
        Err(Refusal::NotTheirTurn)
    );
    one_move(&mut white, &mut black, 1);
    one_move(&mut white, &mut black, 2);
    assert_eq!(white.table.tokens(), black.table.tokens());
}

#[test]
fn a_replayed_frame_is_refused_and_the_line_goes_on() {
    let (_host, mut white, mut black) = connect(&rules(), &net::game_id());
    one_move(&mut white, &mut black, 0);
    let mv = choose(&black.table, 0);
    let sent = black.table.play(mv).unwrap();
    let frame = black.link.seal_only(&net::message::encode(&sent));
    black.link.send_raw(&frame).unwrap();
    assert!(matches!(
        white.table.take(message(&white.events)),
        Ok(Happened::Moved(_))
    ));
    black.link.send_raw(&frame).unwrap();
    wait(&white.events, |e| {
        matches!(e, Event::Refused(Refused::Replayed)).then_some(())
    });
    one_move(&mut white, &mut black, 3);
    assert_eq!(white.table.tokens(), black.table.tokens());
}

#[test]
fn a_frame_changed_on_the_way_is_refused() {
    let (_host, white, black) = connect(&rules(), &net::game_id());
    let mut frame = black
        .link
        .seal_only(&net::message::encode(&Message::DrawOffer));
    let last = frame.len() - 1;
    frame[last] ^= 1;
    black.link.send_raw(&frame).unwrap();
    let why = wait(&white.events, |e| match e {
        Event::Lost(why) => Some(why),
        Event::Message(m) => panic!("a changed frame opened: {m:?}"),
        _ => None,
    });
    assert_eq!(why, Lost::Tampered);
}

#[test]
fn a_frame_over_the_bound_is_refused_unread() {
    for length in [u32::MAX, (net::MAX_FRAME + 1) as u32] {
        let (_host, white, black) = connect(&rules(), &net::game_id());
        black.link.send_raw(&length.to_be_bytes()).unwrap();
        let why = wait(&white.events, |e| match e {
            Event::Lost(why) => Some(why),
            _ => None,
        });
        assert_eq!(why, Lost::TooLarge(length));
    }
}

#[test]
fn a_flood_is_slowed_to_the_rate_and_the_game_goes_on() {
    let (_host, mut white, mut black) = connect(&rules(), &net::game_id());
    let mut flood = Vec::new();
    for _ in 0..160 {
        flood.extend(
            black
                .link
                .seal_only(&net::message::encode(&Message::DrawOffer)),
        );
    }
    black.link.send_raw(&flood).unwrap();
    wait(&white.events, |e| {
        matches!(e, Event::Refused(Refused::TooFrequent)).then_some(())
    });
    // Every offer is a message the table takes; none changes the game.
    while let Ok(event) = white.events.recv_timeout(Duration::from_millis(300)) {
        if let Event::Message(m) = event {
            let _ = white.table.take(m);
        }
    }
    let _ = white.table.answer(false);
    assert_eq!(white.table.game().ply(), 0);
    one_move(&mut white, &mut black, 0);
}

#[test]
fn garbage_before_the_handshake_leaves_the_host_waiting() {
    let rules = Rules::default();
    let (tx, events) = channel();
    let code = Code::random();
    let host = Host::start(localhost(), code, hello(&rules, "Ama", true, None), tx).unwrap();
    for garbage in [
        b"GET / HTTP/1.1\r\n\r\n".to_vec(),
        // A key exchange frame of this version that holds no key.
        [&[0, 0, 0, 5, 1][..], &net::VERSION.to_be_bytes(), &[2, 3]].concat(),
        vec![0xff; 64],
    ] {
        let mut s = TcpStream::connect(host.local_addr()).unwrap();
        s.write_all(&garbage).unwrap();
        let failure = wait(&events, |e| match e {
            Event::Failed(f) => Some(f),
            _ => None,
        });
        assert!(
            matches!(failure, Failure::NotYote | Failure::Frame(_)),
            "{failure:?}"
        );
    }
    let (jtx, _jrx) = channel();
    assert!(
        net::join(
            host.local_addr(),
            code,
            &hello(&rules, "Kofi", false, None),
            jtx
        )
        .is_ok()
    );
}

#[test]
fn a_line_cut_mid_game_is_resumed_with_no_move_lost_or_doubled() {
    let rules = rules();
    let id = net::game_id();
    let (host, mut white, mut black) = connect(&rules, &id);
    for n in 0..6 {
        one_move(&mut white, &mut black, n);
    }
    // The joiner's record as last kept: two moves behind the host's.
    let dir = tempfile::tempdir().unwrap();
    let behind = {
        let mut t = black.table.clone();
        let mut g = t.game().clone();
        g.undo();
        g.undo();
        let saved = yote::record::SavedGame::from_game(&g, t.players());
        net::store::save(dir.path(), net::Role::Join, &id, Color::Black, &saved).unwrap();
        t.adopt(&net::Agreed {
            moves: saved.moves.clone(),
            ended: None,
            clock: None,
        })
        .unwrap();
        t
    };
    black.link.close();
    wait(&white.events, |e| matches!(e, Event::Lost(_)).then_some(()));
    host.set_hello(hello(&rules, "Ama", true, Some((&id, &white.table))));
    // The joiner comes back with its kept record and the same code.
    let net::store::Record {
        game: kept_id,
        plays,
        saved: kept,
    } = net::store::load(dir.path(), net::Role::Join).unwrap();
    assert_eq!(kept_id, id);
    assert_eq!(plays, Color::Black);
    assert_eq!(kept.moves.len(), 4);
    let mine = Hello {
        game: Some(kept_id),
        moves: kept.moves.clone(),
        ..hello(&rules, "Kofi", false, None)
    };
    let (jtx, jrx) = channel();
    let (link, peer) = net::join(host.local_addr(), host.code(), &mine, jtx).unwrap();
    let (host_mine, host_peer) = wait(&white.events, |e| match e {
        Event::Connected { mine, peer, link } => {
            white.link = link;
            Some((mine, peer))
        }
        _ => None,
    });
    let agreed = net::agree(&peer, &mine);
    assert_eq!(agreed, net::agree(&host_mine, &host_peer));
    assert_eq!(agreed.moves.len(), 6);
    let mut table = behind;
    table.adopt(&agreed).unwrap();
    white.table.adopt(&agreed).unwrap();
    black = Side {
        table,
        link,
        events: jrx,
    };
    assert_eq!(white.table.tokens(), black.table.tokens());
    one_move(&mut white, &mut black, 9);
    one_move(&mut white, &mut black, 10);
    assert_eq!(white.table.game().ply(), 8);
    assert_eq!(white.table.tokens(), black.table.tokens());
}

/// Forwards bytes both ways between a caller and `to`, keeping a copy of
/// all of them; flips byte `flip` of the caller's stream, if given.
fn proxy(to: SocketAddr, flip: Option<usize>) -> (SocketAddr, Arc<Mutex<Vec<u8>>>) {
    let listener = TcpListener::bind(localhost()).unwrap();
    let addr = listener.local_addr().unwrap();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let kept = Arc::clone(&seen);
    std::thread::spawn(move || {
        let (client, _) = listener.accept().unwrap();
        let server = TcpStream::connect(to).unwrap();
        let pipe = |mut from: TcpStream,
                    mut into: TcpStream,
                    flip: Option<usize>,
                    seen: Arc<Mutex<Vec<u8>>>| {
            std::thread::spawn(move || {
                let mut at = 0;
                let mut buf = [0u8; 4096];
                while let Ok(n) = from.read(&mut buf) {
                    if n == 0 {
                        break;
                    }
                    if let Some(f) = flip
                        && (at..at + n).contains(&f)
                    {
                        buf[f - at] ^= 0x01;
                    }
                    at += n;
                    seen.lock().unwrap().extend_from_slice(&buf[..n]);
                    if into.write_all(&buf[..n]).is_err() {
                        break;
                    }
                }
                let _ = into.shutdown(std::net::Shutdown::Both);
            });
        };
        pipe(
            client.try_clone().unwrap(),
            server.try_clone().unwrap(),
            flip,
            Arc::clone(&kept),
        );
        pipe(server, client, None, kept);
    });
    (addr, seen)
}

#[test]
fn a_recording_of_the_wire_shows_neither_names_nor_moves() {
    let rules = rules();
    let (tx, host_rx) = channel();
    let code = Code::random();
    let players = Players::new("Amadou Zanele", "Kofi Quarshie");
    let host = Host::start(
        localhost(),
        code,
        hello(&rules, "Amadou Zanele", true, None),
        tx,
    )
    .unwrap();
    let (via, seen) = proxy(host.local_addr(), None);
    let (jtx, jrx) = channel();
    let (link, _) =
        net::join(via, code, &hello(&rules, "Kofi Quarshie", false, None), jtx).unwrap();
    let host_link = wait(&host_rx, |e| match e {
        Event::Connected { link, .. } => Some(link),
        _ => None,
    });
    let mut white = Side {
        table: Table::new(rules.clone(), Color::White, players.clone()).unwrap(),
        link: host_link,
        events: host_rx,
    };
    let mut black = Side {
        table: Table::new(rules, Color::Black, players).unwrap(),
        link,
        events: jrx,
    };
    for n in 0..12 {
        one_move(&mut white, &mut black, n);
    }
    let bytes = seen.lock().unwrap().clone();
    let per_move = bytes.len() / 12;
    assert!(per_move < 400, "{per_move} bytes a move");
    let contains = |needle: &[u8]| bytes.windows(needle.len()).any(|w| w == needle);
    for name in ["Amadou", "Zanele", "Kofi", "Quarshie"] {
        assert!(!contains(name.as_bytes()), "{name} in clear");
    }
    for token in white.table.tokens() {
        let quoted = format!("\"{token}\"");
        assert!(!contains(quoted.as_bytes()), "{token} in clear");
    }
    assert!(!contains(b"token") && !contains(b"multi_jump"));
}

#[test]
fn a_byte_flipped_by_the_proxy_is_caught() {
    let rules = rules();
    let (tx, host_rx) = channel();
    let code = Code::random();
    let host = Host::start(localhost(), code, hello(&rules, "Ama", true, None), tx).unwrap();
    // A byte inside the joiner's sealed hello: the first frame (4 + 3 +
    // 33 bytes of SPAKE2) is in clear, the hello comes next.
    let (via, _) = proxy(host.local_addr(), Some(4 + 36 + 4 + 20));
    let (jtx, _jrx) = channel();
    let tried = net::join(via, code, &hello(&rules, "Kofi", false, None), jtx);
    assert!(tried.is_err());
    let failure = wait(&host_rx, |e| match e {
        Event::WrongCode { .. } => Some(Failure::WrongCode),
        Event::Failed(f) => Some(f),
        _ => None,
    });
    assert_eq!(failure, Failure::WrongCode);
}

mod fuzzed {
    use super::*;
    use proptest::prelude::*;
    use yote::net::frame::Frames;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        /// Any bytes, in any pieces: frames out whole or a refusal, and
        /// never more held than one frame.
        #[test]
        fn the_frame_decoder_takes_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..2000),
                                             step in 1usize..600) {
            let mut frames = Frames::default();
            let mut at = 0;
            'feed: while at < bytes.len() {
                let n = frames.wanted().min(step).min(bytes.len() - at);
                frames.push(&bytes[at..at + n]);
                at += n;
                loop {
                    match frames.next_frame() {
                        Ok(Some(f)) => prop_assert!(!f.is_empty() && f.len() <= net::MAX_FRAME),
                        Ok(None) => break,
                        Err(_) => break 'feed,
                    }
                }
            }
        }

        /// Any bytes as a message: a message or nothing, never a panic.
        #[test]
        fn the_message_reader_takes_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
            let _ = net::message::decode(&bytes);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        /// Any bytes to the host before the handshake: an attempt refused,
        /// and the host still waiting for the real player.
        #[test]
        fn the_handshake_takes_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 1..200)) {
            let rules = Rules::default();
            let (tx, events) = channel();
            let code = Code::random();
            let host = Host::start(localhost(), code, hello(&rules, "Ama", true, None), tx).unwrap();
            {
                let mut s = TcpStream::connect(host.local_addr()).unwrap();
                let _ = s.write_all(&bytes);
            }
            wait(&events, |e| matches!(e, Event::Failed(_) | Event::WrongCode { .. }).then_some(()));
            let (jtx, _jrx) = channel();
            let joined = net::join(host.local_addr(), code, &hello(&rules, "Kofi", false, None), jtx);
            prop_assert!(joined.is_ok());
        }
    }
}

#[test]
fn the_hosts_clock_travels_in_the_hello_and_is_kept_for_coming_back() {
    use yote::clock::TimeControl;
    let rules = rules();
    let control = TimeControl::parse("5+3").unwrap();
    let players = yote::record::Players::new("Ama", "Kofi");
    let dir = tempfile::tempdir().unwrap();
    let (mut host, table) = net::Session::host(
        rules.clone(),
        Color::White,
        players.clone(),
        Some(control),
        Some(dir.path().to_path_buf()),
    )
    .unwrap();
    let (tx, _events) = channel();
    let addr = host.listen(localhost(), false, tx).unwrap();
    let (jtx, _jrx) = channel();
    let joiner = hello(&rules, "Kofi", false, None);
    let (link, theirs) = net::join(addr, host.code, &joiner, jtx).expect("joined");
    let said = theirs.clock.clone().expect("the host's clock");
    assert_eq!(said.control, "5+3");
    let agreed = net::agree(&theirs, &joiner);
    assert_eq!(agreed.clock, Some(said));
    // The joiner's table takes the host's clock.
    let mut black = Table::new(rules.clone(), Color::Black, players).unwrap();
    black.adopt(&agreed).unwrap();
    assert_eq!(black.clock.as_ref().map(|c| c.control), Some(control));
    // Kept with the record, the clock comes back with `yote host --resume`.
    let mut white = table;
    let mv = choose(&white, 0);
    let sent = white.play_timed(mv, Some(std::time::Duration::from_millis(2500)));
    assert!(matches!(
        sent,
        Some(Message::Move {
            spent_ms: Some(2500),
            ..
        })
    ));
    white.clock = Some(yote::record::ClockRecord {
        control,
        left: [
            std::time::Duration::from_millis(300_500),
            std::time::Duration::from_mins(5),
        ],
        spent: vec![std::time::Duration::from_millis(2500)],
    });
    host.keep(&white).unwrap();
    link.leave();
    host.stop();
    let kept = net::store::load(dir.path(), net::Role::Host).unwrap();
    let (again, _) = net::Session::host_again(kept, None, None).unwrap();
    let clock = again.last_hello().clock.clone().expect("kept");
    assert_eq!(clock.spent_ms, vec![2500]);
    assert_eq!(clock.thinking_ms, 0);
}

#[test]
fn a_flag_is_taken_only_in_a_timed_game_and_only_over_the_takers_moves() {
    let rules = rules();
    let players = yote::record::Players::new("Ama", "Kofi");
    let mut white = Table::new(rules.clone(), Color::White, players.clone()).unwrap();
    let flag = |side: &str, ply| Message::Flag {
        side: side.into(),
        ply,
    };
    assert!(matches!(
        white.take(flag("black", 0)),
        Err(net::Refusal::NoClock)
    ));
    white.clock = Some(yote::record::ClockRecord {
        control: yote::clock::TimeControl::parse("1+0").unwrap(),
        left: [std::time::Duration::from_mins(1); 2],
        spent: Vec::new(),
    });
    assert!(matches!(
        white.take(flag("purple", 0)),
        Err(net::Refusal::NoClock)
    ));
    let mv = choose(&white, 0);
    white.play(mv).unwrap();
    // A flag before a move of the other side's own is not one to take back.
    assert!(matches!(
        white.take(flag("black", 0)),
        Err(net::Refusal::WrongPly { .. })
    ));
    // White's move crossed the flag claimed: it does not stand.
    assert_eq!(
        white.take(flag("white", 0)),
        Ok(net::Happened::Flagged(Color::White))
    );
    assert_eq!(white.game().ply(), 0);
    assert_eq!(
        white.ended(),
        Some(("white".to_string(), "out_of_time".to_string()))
    );
    // The record kept says the clock stopped at zero.
    let kept = white.saved().clock.unwrap();
    assert_eq!(kept.left[0], std::time::Duration::ZERO);
    assert!(kept.spent.is_empty());
    // Said again: nothing more.
    assert_eq!(white.take(flag("white", 0)), Ok(net::Happened::Nothing));
}
