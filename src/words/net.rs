//! The words for a game across two computers: why an attempt to join
//! failed, why the line was lost, what was refused from the other side.

use super::Say;
use crate::net::{
    CodeError, Failure, FrameError, Lost, MAX_FRAME, Refusal, Refused, RuleDiffers, VERSION, code,
    link,
};
use crate::tr;

impl Say for CodeError {
    fn say(&self) -> String {
        match self {
            CodeError::Empty => tr!("net-code-empty"),
            CodeError::Shape => tr!("net-code-shape"),
            CodeError::Number => tr!("net-code-number", max = code::NUMBERS),
            CodeError::Word(word) => tr!("net-code-word", word = crate::text::printable(word)),
        }
    }
}

/// One rule the two sides differ on: `multi_jump is true here and false there`.
fn differs(d: &RuleDiffers) -> String {
    let none = || tr!("net-rule-unset");
    tr!(
        "net-why-rule",
        key = crate::text::printable(&d.key),
        mine = d.mine.clone().unwrap_or_else(none),
        theirs = d.theirs.clone().unwrap_or_else(none)
    )
}

impl Say for FrameError {
    fn say(&self) -> String {
        match self {
            FrameError::TooLarge(n) => tr!(
                "net-why-frame-large",
                bytes = n.to_string(),
                max = MAX_FRAME.to_string()
            ),
            FrameError::Empty => tr!("net-why-frame-empty"),
        }
    }
}

impl Say for Failure {
    fn say(&self) -> String {
        match self {
            Failure::WrongCode => tr!("net-why-wrong-code"),
            Failure::Version(theirs) => tr!("net-why-version", theirs = *theirs, ours = VERSION),
            Failure::Rules(diffs) => {
                let list: Vec<String> = diffs.iter().map(differs).collect();
                tr!("net-why-rules", list = list.join("; "))
            }
            Failure::Busy => tr!("net-why-busy"),
            Failure::NotYote => tr!("net-why-not-yote"),
            Failure::Frame(e) => e.say(),
            Failure::TooLong => tr!("net-why-too-long"),
            Failure::Timeout => tr!("net-why-timeout", seconds = link::HANDSHAKE_TIME.as_secs()),
            Failure::Closed => tr!("net-why-closed"),
            Failure::Io(kind) => std::io::Error::from(*kind).to_string(),
        }
    }
}

impl Say for Lost {
    fn say(&self) -> String {
        match self {
            Lost::Closed => tr!("net-why-closed"),
            Lost::Left => tr!("net-lost-left"),
            Lost::Silent => tr!("net-lost-silent", seconds = link::DEAD_AFTER.as_secs()),
            Lost::Tampered => tr!("net-lost-tampered"),
            Lost::OutOfOrder => tr!("net-lost-out-of-order"),
            Lost::TooLarge(n) => FrameError::TooLarge(*n).say(),
            Lost::NotYote => tr!("net-why-not-yote"),
        }
    }
}

impl Say for Refused {
    fn say(&self) -> String {
        match self {
            Refused::Replayed => tr!("net-refused-replayed"),
            Refused::TooFrequent => tr!("net-refused-too-frequent"),
            Refused::NotAMessage => tr!("net-refused-not-a-message"),
        }
    }
}

impl Say for Refusal {
    fn say(&self) -> String {
        match self {
            Refusal::GameOver => tr!("net-refusal-game-over"),
            Refusal::NotTheirTurn => tr!("net-refusal-not-their-turn"),
            Refusal::WrongPly { ply, expected } => {
                tr!("net-refusal-wrong-ply", ply = *ply, expected = *expected)
            }
            Refusal::Move { token, error } => tr!(
                "net-refusal-move",
                token = crate::text::printable(token),
                why = error.say()
            ),
            Refusal::NoSuchOffer => tr!("net-refusal-no-offer"),
            Refusal::Unexpected => tr!("net-refusal-unexpected"),
            Refusal::RecordsDiffer => tr!("net-refusal-records"),
            Refusal::NoClock => tr!("net-refusal-no-clock"),
        }
    }
}

impl Say for crate::net::AddressError {
    fn say(&self) -> String {
        match self {
            crate::net::AddressError::Unresolved(error) => error.clone(),
            crate::net::AddressError::NoAddress => tr!("net-no-address"),
        }
    }
}

impl Say for crate::net::session::Unusable {
    fn say(&self) -> String {
        match self {
            crate::net::session::Unusable::Rules(e) => e.say(),
            crate::net::session::Unusable::Record(e) => e.say(),
        }
    }
}

/// The players of a game across two computers where this side plays `me`
/// as `name` (its colour's name when empty), the other called by their
/// colour until their hello comes.
pub fn players(me: yote_engine::Color, name: &str) -> crate::record::Players {
    use yote_engine::Color;
    let mut players =
        crate::record::Players::new(super::color(Color::White), super::color(Color::Black));
    let name = crate::net::session::clean_name(name).unwrap_or_else(|| super::color(me));
    match me {
        Color::White => players.white = name,
        Color::Black => players.black = name,
    }
    players
}
