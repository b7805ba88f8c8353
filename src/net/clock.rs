//! The clocks of a game across two computers, as the protocol carries them
//! (docs/network.md): the host's time control in its hello, each side's
//! record of the time every move took, and the record both go on from
//! when the line comes back. The clocks themselves are `crate::clock`'s;
//! each side times its own moves and charges the other's by
//! [`crate::clock::charge`] with [`LAG_ALLOWANCE`].

use std::time::Duration;

use serde::{Deserialize, Serialize};
use yote_engine::Game;

use crate::clock::{MAX_TIME, TimeControl};
use crate::record::ClockRecord;

/// The lag a move of the other side may take on the line: what is
/// believed of its claimed time beyond what this side measured, and how
/// long past zero its flag waits.
pub const LAG_ALLOWANCE: Duration = Duration::from_secs(1);

/// A side's clocks, as a hello says them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockHello {
    /// The time control, as `--clock` takes it (the host's is the game's).
    pub control: String,
    /// The time each move of the record took, in milliseconds.
    pub spent_ms: Vec<u64>,
    /// The time the move in progress had taken when the line dropped.
    pub thinking_ms: u64,
}

/// `d` in whole milliseconds, as the protocol carries times.
pub fn ms(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

fn from_ms(n: u64) -> Duration {
    Duration::from_millis(n).min(MAX_TIME)
}

/// Each side's time left after the first `spent.len()` moves of `game`,
/// each taking its time and given what the control adds.
pub fn left_after(control: &TimeControl, game: &Game, spent: &[Duration]) -> [Duration; 2] {
    let mut left = control.bases();
    for (i, &took) in spent.iter().enumerate() {
        let Some(mover) = game.mover_of(i) else { break };
        let side = control.side(mover);
        let l = &mut left[mover.index()];
        *l = l.saturating_sub(took) + side.after_move(took);
    }
    left
}

/// What a hello says of `clock`, the clocks of `game`.
pub fn hello_of(clock: &ClockRecord, game: &Game) -> ClockHello {
    let spent = &clock.spent[..clock.spent.len().min(game.ply())];
    let replayed = left_after(&clock.control, game, spent);
    let side = game.to_move().index();
    ClockHello {
        control: clock.control.to_string(),
        spent_ms: spent.iter().map(|&d| ms(d)).collect(),
        thinking_ms: ms(replayed[side].saturating_sub(clock.left[side])),
    }
}

/// The clocks a hello says, for `game` (its moves the record's); `None`
/// when its control does not read or it times more moves than there are.
pub fn record_of(hello: &ClockHello, game: &Game) -> Option<ClockRecord> {
    let control = TimeControl::parse(&hello.control).ok()?;
    if hello.spent_ms.len() > game.ply() {
        return None;
    }
    let spent: Vec<Duration> = hello.spent_ms.iter().map(|&n| from_ms(n)).collect();
    let mut left = left_after(&control, game, &spent);
    if spent.len() == game.ply() && !game.is_over() {
        let side = &mut left[game.to_move().index()];
        *side = side.saturating_sub(from_ms(hello.thinking_ms));
    }
    Some(ClockRecord {
        control,
        left,
        spent,
    })
}

/// The clocks both go on from, the host's control the game's: each move's
/// time the larger of the two records' (so neither side is believed for
/// less than the other saw), then the rest of the longer record, for the
/// first `moves` moves; the move in progress, the larger time too. The
/// joiner's record counts only under the same control.
pub fn agree(host: &ClockHello, join: Option<&ClockHello>, moves: usize) -> ClockHello {
    let join = join.filter(|j| j.control == host.control);
    let theirs = join.map_or(&[][..], |j| &j.spent_ms[..]);
    let (long, short) = if host.spent_ms.len() >= theirs.len() {
        (&host.spent_ms, theirs)
    } else {
        (&join.expect("longer").spent_ms, &host.spent_ms[..])
    };
    let mut spent: Vec<u64> = long
        .iter()
        .enumerate()
        .map(|(i, &a)| short.get(i).map_or(a, |&b| a.max(b)))
        .collect();
    spent.truncate(moves);
    let at_end = |c: &ClockHello| c.spent_ms.len() == moves;
    let thinking = [Some(host), join]
        .into_iter()
        .flatten()
        .filter(|c| at_end(c))
        .map(|c| c.thinking_ms)
        .max()
        .unwrap_or(0);
    ClockHello {
        control: host.control.clone(),
        spent_ms: spent,
        thinking_ms: thinking,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yote_engine::Rules;

    fn hello(spent: &[u64], thinking: u64) -> ClockHello {
        ClockHello {
            control: "5+2".into(),
            spent_ms: spent.to_vec(),
            thinking_ms: thinking,
        }
    }

    #[test]
    fn the_records_agree_on_the_larger_time_of_each_move() {
        let host = hello(&[1000, 2000, 3000], 400);
        let join = hello(&[1500, 1800], 900);
        let agreed = agree(&host, Some(&join), 3);
        assert_eq!(agreed.spent_ms, vec![1500, 2000, 3000]);
        // Only the record that has every move knows the move in progress.
        assert_eq!(agreed.thinking_ms, 400);
        let other = ClockHello {
            control: "1+0".into(),
            ..join.clone()
        };
        assert_eq!(agree(&host, Some(&other), 3).spent_ms, host.spent_ms);
        assert_eq!(agree(&host, Some(&join), 1).spent_ms, vec![1500]);
    }

    #[test]
    fn a_hello_reads_back_as_the_record_it_says() {
        let mut game = Game::new(Rules::default()).unwrap();
        for _ in 0..3 {
            let mv = game.legal_moves()[0];
            game.try_play(mv).unwrap();
        }
        let control = TimeControl::parse("5+2").unwrap();
        let spent = vec![Duration::from_secs(3); 3];
        let mut left = left_after(&control, &game, &spent);
        assert_eq!(left, [Duration::from_secs(298), Duration::from_secs(299)]);
        left[1] -= Duration::from_secs(7);
        let record = ClockRecord {
            control,
            left,
            spent,
        };
        let said = hello_of(&record, &game);
        assert_eq!(said.thinking_ms, 7000);
        assert_eq!(record_of(&said, &game), Some(record));
        let broken = ClockHello {
            control: "soon".into(),
            ..said
        };
        assert_eq!(record_of(&broken, &game), None);
    }
}
