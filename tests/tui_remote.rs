//! A game against another computer in the terminal game, driven by
//! messages: the other side is a `net::Table` in the test, its messages
//! come in as `Message::Peer`, and what this side sends is read from the
//! effects the app asks for.

use crate::support;

use support::tui::{draw, drop_anywhere, sent, status, tokens};
use yote::net::{self, Table};
use yote::record::Players;
use yote::tui::msg::{Confirm, Overlay, Peer};
use yote::tui::{App, Match, Message, Theme};
use yote_engine::{Color, Rules};

/// Ada plays White here; Bo plays Black from the other computer (`peer`).
fn pair() -> (App, Table) {
    let m = Match::new(Rules::default(), "Ada", "Bo");
    let mut app = App::with_match(m, Theme::mono()).with_remote(Color::White);
    app.update(Message::Resize(100, 32));
    let peer = Table::new(Rules::default(), Color::Black, Players::new("Ada", "Bo")).unwrap();
    (app, peer)
}

/// Ada moves here; the peer takes what was sent.
fn ada_moves(app: &mut App, peer: &mut Table) {
    drop_anywhere(app);
    let out = sent(app);
    assert_eq!(out.len(), 1, "one move sent: {out:?}");
    peer.take(out[0].clone())
        .expect("the peer takes Ada's move");
}

/// Bo moves on the other computer; the message arrives here.
fn bo_moves(app: &mut App, peer: &mut Table) {
    let mv = peer.game().legal_moves()[0];
    let m = peer.play(mv).unwrap();
    app.update(Message::Peer(Peer::Said(m)));
}

#[test]
fn a_move_here_is_sent_and_the_peers_move_is_played() {
    let (mut app, mut peer) = pair();
    ada_moves(&mut app, &mut peer);
    bo_moves(&mut app, &mut peer);
    assert_eq!(tokens(&app), peer.tokens());
    assert!(
        sent(&mut app).is_empty(),
        "nothing sent back for their move"
    );
}

#[test]
fn keys_do_not_move_for_the_remote_seat() {
    let (mut app, mut peer) = pair();
    ada_moves(&mut app, &mut peer);
    drop_anywhere(&mut app);
    assert_eq!(tokens(&app).len(), 1, "Bo's move is Bo's");
    assert!(sent(&mut app).is_empty());
    assert!(status(&app).contains("Bo"), "{}", status(&app));
}

#[test]
fn an_illegal_move_is_refused_and_the_game_goes_on() {
    let (mut app, mut peer) = pair();
    ada_moves(&mut app, &mut peer);
    app.update(Message::Peer(Peer::Said(net::Message::Move {
        token: "c3-c9".into(),
        ply: 1,
        hash: String::new(),
        spent_ms: None,
    })));
    assert_eq!(tokens(&app).len(), 1);
    assert!(status(&app).contains("Bo"), "{}", status(&app));
    bo_moves(&mut app, &mut peer);
    assert_eq!(tokens(&app), peer.tokens());
}

#[test]
fn the_line_drops_and_comes_back() {
    let (mut app, mut peer) = pair();
    ada_moves(&mut app, &mut peer);
    app.update(Message::Peer(Peer::Lost(net::Lost::Silent)));
    assert!(status(&app).contains("Waiting for Bo"), "{}", status(&app));
    insta::assert_snapshot!(draw(&app, 100, 32).backend());
    // Bo's side missed nothing; the game goes on where both agree.
    let agreed = net::Agreed {
        moves: peer.tokens(),
        ended: None,
        clock: None,
    };
    app.update(Message::Peer(Peer::Back(Box::new(agreed), String::new())));
    assert!(!status(&app).contains("Waiting for Bo"), "{}", status(&app));
    bo_moves(&mut app, &mut peer);
    assert_eq!(tokens(&app), peer.tokens());
}

#[test]
fn an_undo_offered_is_asked_and_refused() {
    let (mut app, mut peer) = pair();
    ada_moves(&mut app, &mut peer);
    bo_moves(&mut app, &mut peer);
    let offer = peer.offer_undo().unwrap();
    app.update(Message::Peer(Peer::Said(offer)));
    assert!(matches!(
        app.overlay(),
        Some(Overlay::Confirm(Confirm::PeerUndo {
            by: Color::Black,
            ..
        }))
    ));
    insta::assert_snapshot!(draw(&app, 100, 32).backend());
    app.update(Message::No);
    assert_eq!(
        sent(&mut app),
        vec![net::Message::UndoAnswer { accept: false }]
    );
    assert_eq!(tokens(&app).len(), 2, "nothing taken back");
}

#[test]
fn undo_here_is_offered_and_done_only_when_agreed() {
    let (mut app, mut peer) = pair();
    ada_moves(&mut app, &mut peer);
    bo_moves(&mut app, &mut peer);
    app.update(Message::Undo);
    let offer = sent(&mut app);
    assert_eq!(offer, vec![net::Message::UndoOffer { to_ply: 0 }]);
    assert_eq!(tokens(&app).len(), 2, "not yet");
    peer.take(offer[0].clone()).unwrap();
    let yes = peer.answer(true).unwrap();
    app.update(Message::Peer(Peer::Said(yes)));
    assert!(tokens(&app).is_empty());
    assert_eq!(tokens(&app), peer.tokens());
}

#[test]
fn resigning_travels_and_ends_the_game_the_same() {
    let (mut app, mut peer) = pair();
    ada_moves(&mut app, &mut peer);
    app.update(Message::Resign);
    app.update(Message::Yes);
    let out = sent(&mut app);
    assert_eq!(out, vec![net::Message::Resign]);
    peer.take(out[0].clone()).unwrap();
    let here = app.current_match().unwrap().game.outcome();
    assert_eq!(here, peer.game().outcome());
    assert!(here.is_some());
}

/// On loopback: the host's app hears the line through `run::net`'s
/// thread, plays the joiner's move and sends its own over the line.
#[test]
fn over_loopback_the_line_thread_feeds_the_app_and_sends_its_moves() {
    use std::sync::mpsc::channel;
    use std::time::Duration;
    use yote::net::Event;
    use yote::tui::run::net as line;

    let patience = Duration::from_secs(30);
    let rules = Rules::default();
    let hello = |name: &str, host: bool| net::Hello {
        version: net::VERSION,
        name: name.into(),
        rules: net::message::rules_table(&rules),
        host_plays: host.then(|| "white".into()),
        game: host.then(|| "g".into()),
        moves: Vec::new(),
        ended: None,
        clock: None,
    };
    let (host_tx, host_rx) = channel();
    let (mut side, _) = net::Session::host(
        rules.clone(),
        Color::White,
        Players::new("Ada", "Bo"),
        None,
        None,
    )
    .unwrap();
    let addr = side
        .listen("127.0.0.1:0".parse().unwrap(), false, host_tx.clone())
        .unwrap();
    let code = side.code;
    let (to_app, from_line) = channel();
    let sender = line::spawn(side, None, host_rx, host_tx, move |m| {
        to_app.send(m).is_ok()
    });
    let (join_tx, join_rx) = channel();
    let (link, _) = net::join(addr, code, &hello("Bo", false), join_tx).unwrap();
    let (mut app, mut peer) = pair();
    // The hellos agree on an empty game: the line is up, Ada seated as White.
    let seated = from_line.recv_timeout(patience).unwrap();
    assert_eq!(seated, Message::Peer(Peer::Seated(Color::White)));
    let back = from_line.recv_timeout(patience).unwrap();
    assert!(matches!(back, Message::Peer(Peer::Back(..))), "{back:?}");
    app.update(back);
    // Ada's move goes over the line.
    drop_anywhere(&mut app);
    for m in sent(&mut app) {
        assert!(sender.send(&m), "the line is up");
    }
    let heard = loop {
        match join_rx.recv_timeout(patience).unwrap() {
            Event::Message(net::Message::Ping) => {}
            Event::Message(m) => break m,
            other => panic!("{other:?}"),
        }
    };
    peer.take(heard).expect("Ada's move, as sent");
    // Bo's answer comes back through the thread and is played.
    let mv = peer.game().legal_moves()[0];
    link.send(&peer.play(mv).unwrap()).unwrap();
    let said = loop {
        match from_line.recv_timeout(patience).unwrap() {
            Message::Peer(Peer::Said(net::Message::Ping)) => {}
            m => break m,
        }
    };
    app.update(said);
    assert_eq!(tokens(&app), peer.tokens());
    sender.leave();
}
