//! Who sits at the game: the match (rules, names, moves, the seat of each
//! side) and the [`Seat`]s themselves. Whose turn it is, whether a key at
//! this keyboard may choose a move, what to do with a move that arrives
//! under a pop-up, and whether a draw offer is answered at once: each is
//! asked of the seat of the side it concerns, here and nowhere else.

pub mod clock;
pub mod coach;
pub mod table;

use crate::prefs::Machine;
use yote_ai::Level;

/// The player of one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person at this keyboard.
    Person,
    /// The computer, at a level.
    Computer(Level),
    /// The external engine the preferences name.
    Engine,
    /// The other player, at another computer: their moves come over the
    /// line and are checked by this side's engine before they are played.
    Remote,
}

impl Seat {
    /// The seat the saved game's player names (`None`: a person).
    pub fn of(machine: Option<Machine>) -> Seat {
        match machine {
            None => Seat::Person,
            Some(Machine::Level(level)) => Seat::Computer(level),
            Some(Machine::Engine) => Seat::Engine,
        }
    }

    /// The player as a saved game names it (`None`: a person).
    pub fn machine(self) -> Option<Machine> {
        match self {
            Seat::Person | Seat::Remote => None,
            Seat::Computer(level) => Some(Machine::Level(level)),
            Seat::Engine => Some(Machine::Engine),
        }
    }

    /// Whether a key or click at this keyboard chooses this side's moves
    /// (a draw offer and a resignation speak for it too).
    pub fn takes_keys(self) -> bool {
        self == Seat::Person
    }

    /// Whether this side's moves are searched for (by the computer or the
    /// engine) rather than chosen at the keyboard.
    pub fn searches(self) -> bool {
        matches!(self, Seat::Computer(_) | Seat::Engine)
    }

    /// Whether this side's moves come from another computer.
    pub fn is_remote(self) -> bool {
        self == Seat::Remote
    }

    /// Whether a move this seat sends while something is open above the
    /// game waits for it to close, so that no move is made unseen.
    pub fn waits_when_covered(self) -> bool {
        self.searches()
    }

    /// Whether a draw offered to this seat is declined at once (the
    /// computer plays on).
    pub fn declines_draws(self) -> bool {
        self.searches()
    }
}
