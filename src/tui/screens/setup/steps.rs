//! The setup screen's choices stepped with ←→: a player through Human,
//! the computer's levels and the external engine, a rule option to its
//! next value the engine allows.

use crate::prefs::Machine;
use yote_engine::rules::{RuleKey, RuleKind, RuleValue};
use yote_engine::{Rules, RulesError};

/// The next player choice in the cycle Human, Easy, Medium, Hard, and
/// Engine when `engine` (one is configured) (`delta` = ±1).
pub(super) fn step_player(player: Option<Machine>, delta: i8, engine: bool) -> Option<Machine> {
    let all = &Machine::SEATS;
    let all = if engine { &all[..] } else { &all[..4] };
    let i = all.iter().position(|p| *p == player).unwrap_or(0);
    all[(i as i8 + delta).rem_euclid(all.len() as i8) as usize]
}

/// Moves one option a step up or down (`delta` = ±1): a flag flips, a
/// choice goes to the next, a number to the next one the engine allows.
pub(super) fn step_option(rules: &mut Rules, key: RuleKey, delta: i8) -> Result<(), RulesError> {
    let value = match (key.kind(), rules.get(key)) {
        (RuleKind::Whole(_), RuleValue::Whole(current)) => {
            return step_number(rules, key, current, delta);
        }
        (RuleKind::Choice(choices), RuleValue::Word(now)) => {
            let i = choices.iter().position(|c| *c == now).unwrap_or(0);
            let next = (i as isize + isize::from(delta)).rem_euclid(choices.len() as isize);
            RuleValue::Word(choices[next as usize].to_string())
        }
        (_, RuleValue::Flag(on)) => RuleValue::Flag(!on),
        (_, other) => other,
    };
    rules.set(key, &value)
}

/// Steps a whole-number option, skipping values the engine refuses (such as
/// `repetition_draw = 1`) up to the end of the range.
fn step_number(rules: &mut Rules, key: RuleKey, current: i64, delta: i8) -> Result<(), RulesError> {
    let mut refused = rules.set(key, &RuleValue::Whole(current + i64::from(delta)));
    if refused.is_err() {
        refused = rules.set(key, &RuleValue::Whole(current + 2 * i64::from(delta)));
    }
    refused
}
