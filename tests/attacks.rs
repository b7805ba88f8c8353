//! The engine's attack sets (`yote_engine::Attacks`) against brute force:
//! the union of the pieces every generated capture jumps, for the player to
//! move and for the opponent (the same position with the turn passed),
//! under random rules options and random games (proptest).

use crate::reference;

use proptest::prelude::*;
use rand::{Rng, SeedableRng, rngs::SmallRng};
use yote::rules_file::RulesToml;
use yote_engine::{Attacks, Bitboard, Game, Position, Rules};

/// What the captures of the player to move in `pos` jump, by generating
/// them: every piece some capture jumps, and the most one capture jumps.
fn brute_force(game_rules: &Rules, pos: &Position) -> (Bitboard, u32) {
    let movegen = yote_engine::MoveGen::new(game_rules);
    let mut seen = 0;
    let mut most = 0;
    let _ = movegen.for_each_capture(pos, |mv| {
        seen |= mv.jumped();
        most = most.max(mv.jump_count());
        std::ops::ControlFlow::<()>::Continue(())
    });
    (seen, most)
}

/// `pos` with the other player to move.
fn passed(pos: &Position) -> Position {
    let pieces = yote_engine::Color::ALL.map(|c| pos.pieces(c));
    let hands = yote_engine::Color::ALL.map(|c| pos.hand(c));
    Position::from_parts(pieces, hands, pos.to_move().other())
}

fn check_game(seed: u64) -> Result<usize, TestCaseError> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let pairs = reference::random_pairs(&mut rng);
    let rules =
        Rules::from_overrides(pairs.iter().map(|(k, v)| format!("{k}={v}"))).expect("valid rules");
    let mut game = Game::new(rules.clone()).expect("valid rules");
    let mut checked = 0;
    while !game.is_over() && game.ply() < 200 {
        let pos = *game.position();
        let attacks = Attacks::of(&pos, &rules);
        let (capturable, most) = brute_force(&rules, &pos);
        prop_assert_eq!(attacks.capturable, capturable, "{:?} {:?}", rules, pos);
        prop_assert_eq!(attacks.capturable_most, most, "{:?} {:?}", rules, pos);
        let (threatened, most) = brute_force(&rules, &passed(&pos));
        prop_assert_eq!(attacks.threatened, threatened, "{:?} {:?}", rules, pos);
        prop_assert_eq!(attacks.threatened_most, most, "{:?} {:?}", rules, pos);
        prop_assert_eq!(attacks.capturable & pos.pieces(pos.to_move()), 0);
        prop_assert_eq!(attacks.threatened & pos.pieces(pos.to_move().other()), 0);
        checked += 1;
        // Captures half the time when there are some, so that chains and
        // bonus moves come up, else any move.
        let moves = game.legal_moves();
        let captures: Vec<_> = moves.iter().filter(|m| m.is_capture()).collect();
        let mv = if !captures.is_empty() && rng.random_bool(0.5) {
            *captures[rng.random_range(0..captures.len())]
        } else {
            moves[rng.random_range(0..moves.len())]
        };
        game.play_unchecked(mv);
    }
    Ok(checked)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Every position of a random game under random options.
    #[test]
    fn attacks_are_what_the_captures_jump(seed in any::<u64>()) {
        prop_assert!(check_game(seed)? > 0);
    }
}

/// Under `multi_jump`, some seeds reach chains of two or more: the test
/// above is not only about single jumps.
#[test]
fn chains_come_up() {
    let rules = Rules {
        multi_jump: true,
        ..Rules::default()
    };
    let mut longest = 0;
    for seed in 0..200 {
        let game = crate::support::games::seeded_game(&rules, 60, seed);
        let a = Attacks::of(game.position(), &rules);
        longest = longest.max(a.capturable_most.max(a.threatened_most));
    }
    assert!(longest >= 2, "no chain in 200 games");
}
