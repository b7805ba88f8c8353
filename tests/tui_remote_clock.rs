//! Clocks in a game across two computers, in the terminal game: two apps,
//! each with its own hand-turned time source, their messages carried by
//! the test. Each side times its own moves and says so; the other charges
//! them within the lag allowed; a flag travels; a dropped line pauses both.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::support;

use support::tui::{draw, drop_anywhere, sent, status, text, tokens};
use yote::clock::{ManualTime, TimeSource};
use yote::net::{self, Agreed, clock::ClockHello};
use yote::tui::msg::Peer;
use yote::tui::{App, Match, Message, Theme};
use yote_engine::{Color, Reason, Rules};

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// This side's app, playing `me` on `control`, its time from `time`, the
/// line up (the host's clock agreed).
fn side(me: Color, control: &str, time: &ManualTime) -> App {
    let m = Match::new(Rules::default(), "Ada", "Bo");
    let mut app = App::with_match(m, Theme::mono())
        .with_remote(me)
        .with_time(Arc::new(time.clone()));
    app.update(Message::Resize(100, 32));
    let agreed = Agreed {
        moves: Vec::new(),
        ended: None,
        clock: Some(ClockHello {
            control: control.into(),
            spent_ms: Vec::new(),
            thinking_ms: 0,
        }),
    };
    let them = if me == Color::White { "Bo" } else { "Ada" };
    app.update(Message::Peer(Peer::Back(Box::new(agreed), them.into())));
    app.take_effects();
    app
}

fn carry(to: &mut App, messages: Vec<net::Message>) {
    for m in messages {
        to.update(Message::Peer(Peer::Said(m)));
    }
}

/// The player of `mover` thinks `thought` by its clock and drops a piece
/// anywhere; the move reaches `other` when `heard` has passed on its clock.
fn move_across(
    (mover, mover_time): (&mut App, &ManualTime),
    thought: Duration,
    (other, other_time): (&mut App, &ManualTime),
    heard: Duration,
) {
    mover_time.advance(thought);
    drop_anywhere(mover);
    let out = sent(mover);
    other_time.advance(heard);
    carry(other, out);
}

/// Both clocks of `app`, White's first, at `now`.
fn left(app: &App, now: Instant) -> [Duration; 2] {
    let clocks = app.play().unwrap().table.clocks.as_ref().expect("timed");
    clocks.both_left(now)
}

fn outcome(app: &App) -> Option<yote_engine::Outcome> {
    app.play().unwrap().game().outcome()
}

#[test]
fn each_side_times_its_own_moves_and_a_lying_peer_gains_only_the_allowance() {
    let (ta, tb) = (ManualTime::new(), ManualTime::new());
    let mut ada = side(Color::White, "1+2", &ta);
    let mut bo = side(Color::Black, "1+2", &tb);
    // The joiner is told the host's clock.
    assert!(status(&bo).contains("On the clock: 1+2"), "{}", status(&bo));
    // Ada thinks 5 s and moves; the move takes 0.3 s on the line.
    ta.advance(ms(5000));
    drop_anywhere(&mut ada);
    let out = sent(&mut ada);
    assert!(
        matches!(
            out[..],
            [net::Message::Move {
                spent_ms: Some(5000),
                ..
            }]
        ),
        "{out:?}"
    );
    tb.advance(ms(5300));
    carry(&mut bo, out);
    // Within the allowance the claim stands: both records say 5 s.
    assert_eq!(left(&ada, ta.now()), [ms(57_000), ms(60_000)]);
    assert_eq!(left(&bo, tb.now()), [ms(57_000), ms(60_000)]);
    // Bo thinks 3 s but says 1 ms; Ada sees the reply 3.2 s after her move.
    tb.advance(ms(3000));
    drop_anywhere(&mut bo);
    let mut out = sent(&mut bo);
    if let net::Message::Move { spent_ms, .. } = &mut out[0] {
        *spent_ms = Some(1);
    }
    ta.advance(ms(3200));
    carry(&mut ada, out);
    // Charged 3.2 s less the 1 s allowed: 2.2 s, so 60 - 2.2 + 2.
    assert_eq!(left(&ada, ta.now())[1], ms(59_800));
    assert_eq!(tokens(&ada), tokens(&bo));
    // The increment is added as at one board; Ada's clock runs now.
    assert_eq!(
        ada.play().unwrap().table.clocks.as_ref().unwrap().running(),
        Some(Color::White)
    );
    insta::assert_snapshot!(draw(&ada, 100, 32).backend());
}

#[test]
fn a_flag_that_falls_travels_and_ends_the_game_the_same_on_both_screens() {
    let (ta, tb) = (ManualTime::new(), ManualTime::new());
    let mut ada = side(Color::White, "0.1+0", &ta);
    let mut bo = side(Color::Black, "0.1+0", &tb);
    // Ada's six seconds run out on her screen: she loses and says so.
    ta.advance(ms(6000));
    ada.update(Message::Tick);
    let flagged = Reason::OutOfTime {
        flagged: Color::White,
    };
    assert_eq!(outcome(&ada).map(|o| o.reason), Some(flagged));
    let out = sent(&mut ada);
    assert!(
        matches!(&out[..], [net::Message::Flag { side, ply: 0 }] if side == "white"),
        "{out:?}"
    );
    tb.advance(ms(6200));
    carry(&mut bo, out);
    assert_eq!(outcome(&bo), outcome(&ada));
    assert!(status(&bo).contains("flag"), "{}", status(&bo));
    // The same record on both, the clocks included.
    let saved = |app: &App| app.remote.as_ref().unwrap().table.saved();
    assert_eq!(saved(&ada), saved(&bo));
    assert_eq!(saved(&bo).clock.unwrap().left, [Duration::ZERO, ms(6000)]);
}

#[test]
fn a_silent_peer_is_flagged_by_the_receiver_after_the_allowance() {
    let (ta, tb) = (ManualTime::new(), ManualTime::new());
    let mut ada = side(Color::White, "0.1+0", &ta);
    let mut bo = side(Color::Black, "0.1+0", &tb);
    // Ada says nothing. On Bo's screen her time is gone at 6 s, but the
    // flag waits for the lag allowed.
    tb.advance(ms(6500));
    bo.update(Message::Tick);
    assert_eq!(outcome(&bo), None);
    tb.advance(ms(600));
    bo.update(Message::Tick);
    let over = outcome(&bo).expect("Bo claims the flag");
    assert_eq!(
        over.reason,
        Reason::OutOfTime {
            flagged: Color::White
        }
    );
    let claim = sent(&mut bo);
    // A move Ada made in the meantime came too late: the claim stands.
    ta.advance(ms(5900));
    drop_anywhere(&mut ada);
    let late = sent(&mut ada);
    carry(&mut ada, claim);
    assert_eq!(outcome(&ada), Some(over));
    assert!(tokens(&ada).is_empty(), "the late move does not stand");
    carry(&mut bo, late);
    assert_eq!(outcome(&bo), Some(over));
    assert!(tokens(&bo).is_empty());
    let saved = |app: &App| app.remote.as_ref().unwrap().table.saved();
    assert_eq!(saved(&ada), saved(&bo));
}

#[test]
fn a_dropped_line_pauses_both_clocks_and_the_records_agree_on_return() {
    let (ta, tb) = (ManualTime::new(), ManualTime::new());
    let mut ada = side(Color::White, "1+0", &ta);
    let mut bo = side(Color::Black, "1+0", &tb);
    move_across((&mut ada, &ta), ms(4000), (&mut bo, &tb), ms(4100));
    // Bo thinks 2 s; then the line drops on both sides.
    ta.advance(ms(2100));
    tb.advance(ms(2000));
    ada.update(Message::Peer(Peer::Lost(net::Lost::Silent)));
    bo.update(Message::Peer(Peer::Lost(net::Lost::Silent)));
    assert!(status(&ada).contains("paused"), "{}", status(&ada));
    // The board hidden says what brings it back: the line, not a key.
    let board = text(&draw(&ada, 100, 32));
    assert!(board.contains("computers are connected."), "{board}");
    assert!(!board.contains("plays on"), "{board}");
    ta.advance(ms(100_000));
    tb.advance(ms(100_000));
    assert_eq!(left(&ada, ta.now()), [ms(56_000), ms(57_900)]);
    assert_eq!(left(&bo, tb.now()), [ms(56_000), ms(58_000)]);
    // The line comes back: both go on from what both records agree on.
    let hello = |app: &App| app.remote.as_ref().unwrap().table.clock_hello();
    let (ha, hb) = (hello(&ada).unwrap(), hello(&bo).unwrap());
    let agreed = net::clock::agree(&ha, Some(&hb), 1);
    assert_eq!(agreed.spent_ms, vec![4000]);
    assert_eq!(agreed.thinking_ms, 2100);
    for (app, name) in [(&mut ada, "Bo"), (&mut bo, "Ada")] {
        let back = Agreed {
            moves: tokens(app),
            ended: None,
            clock: Some(agreed.clone()),
        };
        app.update(Message::Peer(Peer::Back(Box::new(back), name.into())));
    }
    assert_eq!(left(&ada, ta.now()), [ms(56_000), ms(57_900)]);
    assert_eq!(left(&bo, tb.now()), [ms(56_000), ms(57_900)]);
    // Bo's clock runs again on both screens.
    tb.advance(ms(900));
    assert_eq!(left(&bo, tb.now())[1], ms(57_000));
}

#[test]
fn one_side_alone_cannot_pause_a_game_across_two_computers() {
    let ta = ManualTime::new();
    let mut ada = side(Color::White, "1+0", &ta);
    ada.update(Message::Pause);
    ta.advance(ms(1000));
    assert_eq!(left(&ada, ta.now())[0], ms(59_000));
    assert!(status(&ada).contains("line is down"), "{}", status(&ada));
}

#[test]
fn an_agreed_undo_gives_both_clocks_back_on_both_screens() {
    let (ta, tb) = (ManualTime::new(), ManualTime::new());
    let mut ada = side(Color::White, "1+0", &ta);
    let mut bo = side(Color::Black, "1+0", &tb);
    move_across((&mut ada, &ta), ms(3000), (&mut bo, &tb), ms(3000));
    move_across((&mut bo, &tb), ms(4000), (&mut ada, &ta), ms(4000));
    // Ada asks to take her move back; Bo agrees.
    ada.update(Message::Undo);
    let offer = sent(&mut ada);
    carry(&mut bo, offer);
    bo.update(Message::Yes);
    let yes = sent(&mut bo);
    carry(&mut ada, yes);
    assert!(tokens(&ada).is_empty() && tokens(&bo).is_empty());
    assert_eq!(left(&ada, ta.now()), [ms(60_000); 2]);
    assert_eq!(left(&bo, tb.now()), [ms(60_000); 2]);
    // What each side would say on the line's return is the same.
    let hello = |app: &App| app.remote.as_ref().unwrap().table.clock_hello();
    assert_eq!(hello(&ada).unwrap().spent_ms, Vec::<u64>::new());
    assert_eq!(hello(&ada), hello(&bo));
}
