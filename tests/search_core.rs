//! The engine's face for searching (proptest over random options and random
//! games): `MoveGen::play` on copies agrees with `Game`, Zobrist keys kept
//! move by move equal keys computed from scratch (also after undo), staged
//! generation gives the legal moves with captures first and can stop early,
//! chains and removals add up to the captures, `status` agrees with the
//! game's outcome, and packed moves come back as the moves packed.

use crate::reference;
use yote::rules_file::RulesToml;

use std::collections::HashSet;
use std::ops::ControlFlow;

use proptest::prelude::*;
use rand::{Rng, SeedableRng, rngs::SmallRng};
use yote_engine::{Color, Game, Move, MoveGen, Position, Reason, Rules, Square};

/// Positions with more legal moves than this get the cheap checks only.
const MANY: u64 = 3000;

/// A game under random options, and the generator that picks its moves.
fn setup(seed: u64) -> (Game, SmallRng) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let pairs = reference::random_pairs(&mut rng);
    let rules =
        Rules::from_overrides(pairs.iter().map(|(k, v)| format!("{k}={v}"))).expect("valid rules");
    (Game::new(rules).expect("valid rules"), rng)
}

/// A random legal move, a capture half the time when there is one.
fn pick(game: &Game, rng: &mut SmallRng) -> Move {
    let n = game.count_legal_moves();
    let mg = game.movegen();
    let mut captures = Vec::new();
    let _ = mg.for_each_capture(game.position(), |m| {
        captures.push(m);
        if captures.len() < 64 {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    });
    if !captures.is_empty() && rng.random_bool(0.5) {
        return captures[rng.random_range(0..captures.len())];
    }
    game.nth_legal_move(rng.random_range(0..n))
        .expect("index below the count")
}

fn staged(mg: &MoveGen, pos: &Position) -> Vec<Move> {
    let mut all = Vec::new();
    let _ = mg.for_each_move(pos, |m| {
        all.push(m);
        ControlFlow::<()>::Continue(())
    });
    all
}

/// Staged generation, captures-only and quiet-only generation against the
/// game's list; chains and removals against the captures; early stops.
fn check_generation(game: &Game) -> Result<(), TestCaseError> {
    let mg = game.movegen();
    let pos = game.position();
    let legal = game.legal_moves();
    let all = staged(mg, pos);
    prop_assert_eq!(all.len() as u64, mg.count(pos));
    let set: HashSet<Move> = all.iter().copied().collect();
    prop_assert_eq!(&set, &legal.iter().copied().collect::<HashSet<_>>());
    let first_quiet = all
        .iter()
        .position(|m| !m.is_capture())
        .unwrap_or(all.len());
    prop_assert!(
        all[first_quiet..].iter().all(|m| !m.is_capture()),
        "a capture after a quiet move"
    );
    let mut captures = Vec::new();
    let _ = mg.for_each_capture(pos, |m| {
        captures.push(m);
        ControlFlow::<()>::Continue(())
    });
    prop_assert_eq!(&captures[..], &all[..first_quiet]);
    prop_assert_eq!(captures.len() as u64, mg.count_captures(pos));
    let mut quiet = Vec::new();
    let _ = mg.for_each_quiet(pos, |m| {
        quiet.push(m);
        ControlFlow::<()>::Continue(())
    });
    prop_assert_eq!(&quiet[..], &all[first_quiet..]);
    let mut buf = vec![Move::drop(Square::new(0, 0))];
    mg.moves_into(pos, &mut buf);
    prop_assert_eq!(&buf, &all);

    // Chains, then their removals, give the captures in the same order.
    let mut by_chains = Vec::new();
    let _ = mg.for_each_chain(pos, |chain| {
        let n = mg.removal_count(&chain);
        let mut k = 0;
        let _ = mg.for_each_removal(&chain, |m| {
            assert_eq!(mg.nth_removal(&chain, k), Some(m));
            k += 1;
            by_chains.push(m);
            ControlFlow::<()>::Continue(())
        });
        assert_eq!(k, n);
        assert_eq!(mg.nth_removal(&chain, n), None);
        assert_eq!(chain.capture().second_removals(), 0);
        ControlFlow::<()>::Continue(())
    });
    prop_assert_eq!(&by_chains, &captures);

    // Stopping after the k-th move calls back exactly k times.
    let stop_at = all.len().div_ceil(2);
    if stop_at > 0 {
        let mut calls = 0;
        let stopped = mg.for_each_move(pos, |m| {
            calls += 1;
            if calls == stop_at {
                ControlFlow::Break(m)
            } else {
                ControlFlow::Continue(())
            }
        });
        prop_assert_eq!(stopped, ControlFlow::Break(all[stop_at - 1]));
        prop_assert_eq!(calls, stop_at);
    }
    Ok(())
}

/// Every legal move played on a copy: the same position as the game's,
/// the key kept equal to the key from scratch, and undo restores the key.
fn check_play(game: &mut Game) -> Result<(), TestCaseError> {
    let mg = *game.movegen();
    let pos = *game.position();
    let key = game.key();
    for mv in game.legal_moves() {
        prop_assert!(mg.is_legal(&pos, &mv));
        let packed = mv.pack();
        prop_assert_eq!(
            yote_engine::PackedMove::from_u32(packed.to_u32()),
            Some(packed)
        );
        let unpacked = mg.unpack(&pos, packed);
        prop_assert!(unpacked.is_some(), "{} does not unpack", mv);
        let unpacked = unpacked.expect("checked");
        prop_assert!(mg.is_legal(&pos, &unpacked));
        prop_assert_eq!(unpacked.pack(), packed);
        if mv.jump_count() <= 1 && mv.second_removals() <= 1 {
            prop_assert_eq!(unpacked, mv, "an exact packing changed the move");
        }
        let child = mg.play(&pos, &mv);
        prop_assert_eq!(child.key(), child.key_from_scratch(), "key after {}", mv);
        game.play_unchecked(mv);
        prop_assert_eq!(game.position(), &child);
        let expected = match game.outcome() {
            Some(o) if matches!(o.reason, Reason::Repetition { .. }) => None,
            other => other,
        };
        if expected.is_some() || game.repetitions() < usize::from(game.rules().repetition_draw) {
            prop_assert_eq!(mg.status(&child), expected, "status after {}", mv);
        }
        game.undo();
        prop_assert_eq!(game.key(), key);
        prop_assert_eq!(game.position(), &pos);
    }
    Ok(())
}

/// Moves of other positions are refused exactly when they are not legal.
fn check_is_legal(game: &Game, others: &[Move]) -> Result<(), TestCaseError> {
    let mg = game.movegen();
    let pos = game.position();
    for mv in others {
        let legal = game.legal_moves().contains(mv);
        prop_assert_eq!(mg.is_legal(pos, mv), legal, "{}", mv);
        let exact = mv.jump_count() <= 1 && mv.second_removals() <= 1;
        let unpacked = mg.unpack(pos, mv.pack());
        if legal {
            prop_assert!(unpacked.is_some(), "{} does not unpack", mv);
        } else if exact {
            prop_assert_eq!(unpacked, None, "{} is not legal here", mv);
        }
    }
    Ok(())
}

fn random_game(seed: u64) -> Result<(), TestCaseError> {
    let (mut game, mut rng) = setup(seed);
    let mut previous: Vec<Move> = Vec::new();
    while !game.is_over() && game.ply() < 200 {
        prop_assert_eq!(game.key(), game.position().key_from_scratch());
        let repeat = game
            .repetition_keys()
            .iter()
            .filter(|&&k| k == game.key())
            .count();
        prop_assert_eq!(game.repetitions(), repeat + 1);
        if game.count_legal_moves() <= MANY {
            check_generation(&game)?;
            check_play(&mut game)?;
            check_is_legal(&game, &previous)?;
            previous = game.legal_moves();
        }
        let mv = pick(&game, &mut rng);
        game.play_unchecked(mv);
    }
    // Undo all the way back: every key on the way is the key from scratch.
    while game.undo().is_some() {
        prop_assert_eq!(game.key(), game.position().key_from_scratch());
    }
    prop_assert_eq!(game.position(), &game.movegen().start());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn random_games_keep_keys_and_generation_right(seed in any::<u64>()) {
        random_game(seed)?;
    }
}

#[test]
fn keys_tell_the_side_to_move_and_the_hands_apart() {
    let white = Position::from_parts([1, 2], [3, 4], Color::White);
    let black = Position::from_parts([1, 2], [3, 4], Color::Black);
    let hands = Position::from_parts([1, 2], [4, 3], Color::White);
    let swapped = Position::from_parts([2, 1], [3, 4], Color::White);
    let keys: HashSet<u64> = [white, black, hands, swapped]
        .iter()
        .map(yote_engine::Position::key)
        .collect();
    assert_eq!(keys.len(), 4);
    assert_eq!(white.key(), white.key_from_scratch());
}

/// A bonus move keeps the mover to move, and the key says so: the same
/// board and hands with the other player to move is another position.
#[test]
fn a_pending_bonus_move_is_part_of_the_key() {
    let rules = Rules {
        bonus_move_after_capture: true,
        ..Rules::default()
    };
    let mut game = Game::new(rules).expect("valid rules");
    game.play_tokens(&["@c3", "@c4", "@a1", "@f5"])
        .expect("legal");
    game.play_tokens(&["c3xc5/f5"]).expect("legal");
    assert_eq!(game.to_move(), Color::White);
    let pos = *game.position();
    let other = Position::from_parts(
        [pos.pieces(Color::White), pos.pieces(Color::Black)],
        [pos.hand(Color::White), pos.hand(Color::Black)],
        Color::Black,
    );
    assert_ne!(pos.key(), other.key());
    assert_eq!(pos.key(), pos.key_from_scratch());
}

/// The third occurrence of a position draws, found by key; the keys a
/// search must continue are those since the last drop.
#[test]
fn repetition_is_found_by_key() {
    let mut game = Game::default();
    game.play_tokens(&["@a1", "@f5"]).expect("legal");
    assert!(game.repetition_keys().is_empty());
    let there_and_back = ["a1-a2", "f5-f4", "a2-a1", "f4-f5"];
    game.play_tokens(&there_and_back).expect("legal");
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.repetition_keys().len(), 4);
    assert_eq!(game.repetition_keys()[0], game.key());
    game.play_tokens(&there_and_back[..3]).expect("legal");
    assert!(!game.is_over());
    game.play_tokens(&there_and_back[3..]).expect("legal");
    let outcome = game.outcome().expect("drawn");
    assert_eq!(outcome.reason, Reason::Repetition { times: 3 });
    game.undo();
    assert!(!game.is_over());
    assert_eq!(game.repetition_keys().len(), 7);
}

/// `status` after a winning capture, and the start position's own key.
#[test]
fn status_after_a_winning_capture() {
    let rules = Rules {
        pieces_per_player: 2,
        ..Rules::default()
    };
    let mg = MoveGen::new(&rules);
    let mut pos = mg.start();
    assert_eq!(pos, Position::start(2, Color::White));
    for token in ["@a1", "@a2"] {
        let sq = Square::parse(&token[1..]).expect("square");
        pos = mg.play(&pos, &Move::drop(sq));
        assert_eq!(mg.status(&pos), None);
    }
    let mut capture = None;
    let _ = mg.for_each_capture(&pos, |m| {
        capture = Some(m);
        ControlFlow::Break(())
    });
    let capture = capture.expect("a1xa3");
    assert_eq!(capture.to_string(), "a1xa3");
    let after = mg.play(&pos, &capture);
    let outcome = mg.status(&after).expect("over");
    assert_eq!(outcome.result, yote_engine::GameResult::Win(Color::White));
}
