//! What travels sealed: JSON objects, one a frame, read strictly (an
//! unknown field or kind is refused). Moves travel as the notation's
//! tokens, which each side plays through its own engine.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use yote_engine::Rules;
use yote_engine::rules::{RuleKey, RuleValue};

/// The version of the protocol that docs/network.md describes.
pub const VERSION: u16 = 2;

/// The longest name either side takes, in characters.
pub const MAX_NAME: usize = crate::record::MAX_NAME_CHARS;

/// A sealed message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Message {
    /// The first sealed message each way.
    Hello(Box<Hello>),
    /// A move, by its token; `ply` is the number of moves before it and
    /// `hash` the [`super::table::record_hash`] of the record after it.
    Move {
        token: String,
        ply: u32,
        hash: String,
        /// In a timed game, the time the mover says the move took, in
        /// milliseconds (charged by [`crate::clock::charge`]).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        spent_ms: Option<u64>,
    },
    /// In a timed game, `side`'s flag fell (`"white"` or `"black"`: the
    /// sender's own, or the other's by the sender's measure and the lag
    /// allowance) after the first `ply` moves: the game is over on time.
    Flag {
        side: String,
        ply: u32,
    },
    /// Take the game back to its first `to_ply` moves?
    UndoOffer {
        to_ply: u32,
    },
    UndoAnswer {
        accept: bool,
    },
    DrawOffer,
    DrawAnswer {
        accept: bool,
    },
    Resign,
    /// Nothing: a keep-alive.
    Ping,
    /// The sender is leaving on purpose; it will not come back.
    Bye,
}

/// What each side says of itself at the start.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hello {
    pub version: u16,
    pub name: String,
    /// Every rule by its key, as `rules.toml` writes it.
    pub rules: BTreeMap<String, serde_json::Value>,
    /// The host's: the colour it plays, `"white"` or `"black"`.
    pub host_plays: Option<String>,
    /// The game this side's record is of (the host names it; 32 hex digits).
    pub game: Option<String>,
    /// This side's record of that game: the moves' tokens.
    pub moves: Vec<String>,
    /// Whether the game is over on this side, and how (a result key and a
    /// reason key), for a game ended by agreement or resignation.
    pub ended: Option<(String, String)>,
    /// In a timed game, this side's clocks: the host's control is the
    /// game's. Absent in an untimed game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<super::clock::ClockHello>,
}

/// The rules as [`Hello::rules`] holds them.
pub fn rules_table(rules: &Rules) -> BTreeMap<String, serde_json::Value> {
    RuleKey::ALL
        .into_iter()
        .map(|key| {
            let value = match rules.get(key) {
                RuleValue::Whole(n) => serde_json::Value::from(n),
                RuleValue::Flag(b) => serde_json::Value::from(b),
                RuleValue::Word(w) => serde_json::Value::from(w),
                other => serde_json::Value::from(format!("{other:?}")),
            };
            (key.name().to_string(), value)
        })
        .collect()
}

/// A rule the two sides do not agree on: its key, this side's value and
/// the other's (`None` where it named none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleDiffers {
    pub key: String,
    pub mine: Option<String>,
    pub theirs: Option<String>,
}

/// Every rule on which `theirs` differs from `mine`, keys in order.
pub fn rule_differences(
    mine: &BTreeMap<String, serde_json::Value>,
    theirs: &BTreeMap<String, serde_json::Value>,
) -> Vec<RuleDiffers> {
    let shown = |v: Option<&serde_json::Value>| {
        v.map(|v| match v {
            serde_json::Value::String(s) => crate::record::bounded_token(s).into_owned(),
            other => crate::record::bounded_token(&other.to_string()).into_owned(),
        })
    };
    let mut keys: Vec<&String> = mine.keys().chain(theirs.keys()).collect();
    keys.sort();
    keys.dedup();
    keys.into_iter()
        .filter(|k| mine.get(*k) != theirs.get(*k))
        .take(RuleKey::ALL.len() + 1)
        .map(|k| RuleDiffers {
            key: crate::record::bounded_token(k).into_owned(),
            mine: shown(mine.get(k)),
            theirs: shown(theirs.get(k)),
        })
        .collect()
}

/// The message of a frame's plain text, if it is one.
pub fn decode(plain: &[u8]) -> Option<Message> {
    serde_json::from_slice(plain).ok()
}

/// A message's plain text.
pub fn encode(message: &Message) -> Vec<u8> {
    serde_json::to_vec(message).expect("messages are plain data")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_back_and_strangers_are_refused() {
        for m in [
            Message::Move {
                token: "@c3".into(),
                ply: 0,
                hash: "ab".into(),
                spent_ms: None,
            },
            Message::Move {
                token: "@c3".into(),
                ply: 0,
                hash: "ab".into(),
                spent_ms: Some(1500),
            },
            Message::Flag {
                side: "white".into(),
                ply: 4,
            },
            Message::UndoOffer { to_ply: 3 },
            Message::DrawAnswer { accept: true },
            Message::Resign,
            Message::Ping,
        ] {
            assert_eq!(decode(&encode(&m)), Some(m));
        }
        assert_eq!(
            decode(b"{\"kind\":\"undo_offer\",\"to_ply\":1,\"x\":1}"),
            None
        );
        assert_eq!(decode(b"{\"kind\":\"launch\"}"), None);
        assert_eq!(decode(&[0xff, 0, 1]), None);
    }

    #[test]
    fn differences_name_the_rule_and_both_values() {
        let standard = rules_table(&Rules::default());
        let other = Rules {
            multi_jump: true,
            ..Rules::default()
        };
        let diffs = rule_differences(&standard, &rules_table(&other));
        assert_eq!(
            diffs,
            vec![RuleDiffers {
                key: "multi_jump".into(),
                mine: Some("false".into()),
                theirs: Some("true".into()),
            }]
        );
        assert!(rule_differences(&standard, &standard).is_empty());
    }
}
