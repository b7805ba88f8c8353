//! Two terminals, one game: the host gives a join code, the other player
//! joins with it, and the game's messages travel sealed between them over
//! plain TCP (docs/network.md). Threads and `std::net`; what happens comes
//! out as [`Event`]s on a channel, for the game's one loop.

pub mod clock;
pub mod code;
pub mod frame;
pub mod host;
pub mod link;
pub mod message;
pub mod seal;
pub mod session;
pub mod store;
pub mod table;

use std::net::SocketAddr;

pub use code::{Code, CodeError};
pub use frame::{FrameError, MAX_FRAME};
pub use host::Host;
pub use link::{Link, join};
pub use message::{Hello, Message, RuleDiffers, VERSION};
pub use seal::Role;
pub use session::{AddressError, Session};
pub use table::{Agreed, Happened, Offer, Refusal, Table, agree, record_hash};

/// The port `yote host` listens on and `yote join` calls by default.
pub const DEFAULT_PORT: u16 = 9683;

/// What happens on the line, as the game's loop hears of it.
#[derive(Debug)]
pub enum Event {
    /// The line is up: this side's hello as sent and the other side's.
    Connected {
        link: Link,
        mine: Box<Hello>,
        peer: Box<Hello>,
    },
    /// A message of the other side, to play through [`Table::take`].
    Message(Message),
    /// A frame refused; the line and the game go on.
    Refused(Refused),
    /// The line is gone.
    Lost(Lost),
    /// The host's: an attempt came with a wrong code; `left` more before
    /// the code is replaced (at 0, [`Event::NewCode`] follows).
    WrongCode { left: u8 },
    /// The host's: after too many wrong codes, the code is now this.
    NewCode(Code),
    /// The host's: a second caller during a game, let go.
    Busy(SocketAddr),
    /// The host's: an attempt to join failed; still waiting.
    Failed(Failure),
}

/// Why an attempt to join failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The two codes were not the same.
    WrongCode,
    /// The other side speaks another version of the protocol.
    Version(u16),
    /// The two sides play under other rules.
    Rules(Vec<RuleDiffers>),
    /// The host is already playing with someone.
    Busy,
    /// The other side is not a yote game (or not this version's).
    NotYote,
    /// A frame refused as a frame.
    Frame(FrameError),
    /// The record is too long to send in one frame.
    TooLong,
    /// The handshake did not finish in time.
    Timeout,
    /// The line closed during the handshake.
    Closed,
    /// The system's error.
    Io(std::io::ErrorKind),
}

/// A frame refused while the line goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// A frame already taken, sent again.
    Replayed,
    /// More frames than the rate allows: the rest are read at the rate.
    TooFrequent,
    /// Sealed properly but no message.
    NotAMessage,
}

/// Why the line is gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lost {
    /// Closed by either side, or broken.
    Closed,
    /// The other side said goodbye.
    Left,
    /// No frame for [`link::DEAD_AFTER`].
    Silent,
    /// A frame changed on the way (or not sealed by the other side).
    Tampered,
    /// A frame came out of order.
    OutOfOrder,
    /// A frame's length was over [`MAX_FRAME`].
    TooLarge(u32),
    /// Bytes that are not frames.
    NotYote,
}

/// A random game id: 32 hex digits.
pub fn game_id() -> String {
    use rand::Rng;
    let bytes: [u8; 16] = rand::rng().random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
