//! What the app asks of the event loop ([`Effect`]), as data: the
//! terminal's stop, the computer's searches, the review's analysis, and
//! the file work, each in its lane ([`Lane`]). The doing of it is
//! [`crate::tui::run::effects`]'s.

use std::path::PathBuf;

use crate::record::{self, Players, SavedGame};
use yote_engine::Rules;

use crate::tui::msg::Watched;
use crate::tui::run::analysis::Job;
use crate::tui::run::think::Request;

/// What the app asks of the event loop, which owns the terminal, the
/// computer's threads and every file's reading and writing.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Give the terminal back and stop until continued, then redraw.
    Suspend,
    /// Take the terminal again after a stop (ours or anyone's).
    Retake,
    /// Ring the terminal's bell (a player's time runs low).
    Bell,
    /// A new game starts from the setup screen: remember its names and
    /// rules in the preferences for the next launch.
    Remember {
        players: Players,
        rules: Rules,
        /// Who plays each side: a person (`None`), the computer or the engine.
        computer: [Option<crate::prefs::Machine>; 2],
    },
    /// Send this to the other player's computer.
    Send(Box<crate::net::Message>),
    /// Host a game for another computer, or join one (the line's news
    /// comes back as `Message::Peer`).
    Net(Box<crate::tui::run::net::Ask>),
    /// Leave the game across two computers: goodbye, stop listening.
    HangUp,
    /// Search on a thread of its own; send its answer back as a message.
    Think(Box<Request>),
    /// Review a game on a thread of its own; send its progress and result
    /// back as messages.
    Review(Box<Job>),
    /// Check a move with the engine on a thread of its own (a lesson's
    /// goal, a puzzle's move, the coach); send its answer back as a message.
    Check(Box<crate::tui::run::check::Job>),
    /// Write the game to the autosave (and to the archive once finished).
    Autosave(Box<SavedGame>),
    /// Save `record` (the game on screen when it was asked) to a file
    /// (`overwrite`: the player said yes); the games folder is made if
    /// `path` is in it. A new file named without an extension gets `.toml`
    /// (the open dialog lists games by it).
    Save {
        path: PathBuf,
        overwrite: bool,
        record: Box<SavedGame>,
        games_dir: PathBuf,
    },
    /// A free file name in this folder, suggested by the save dialog.
    Suggest(PathBuf),
    /// Open the saved game in a file.
    Open(PathBuf),
    /// Read the list of saved and archived games of this data folder
    /// (none: no list), `LISTED_GAMES` of them from the `from`th
    /// newest, sending each row as it is read while `watch` is wanted.
    ListGames {
        dir: Option<PathBuf>,
        from: usize,
        watch: Watched,
    },
    /// Delete a game of the open dialog's list, as listed (the player said
    /// yes; for an archived game, twice).
    DeleteGame(Box<record::Listed>),
    /// Remove the autosave offered (the player confirmed).
    Discard,
    /// The autosave offered was resumed: it is the one written from now on.
    Resumed,
    /// Read the preferences file for the settings screen.
    ReadPrefs(PathBuf),
    /// Read the puzzles and the player's record for the puzzles screen.
    ReadPuzzles,
    /// Keep the puzzles' record (atomically).
    SavePuzzles(Box<crate::puzzles::rating::Record>),
    /// Read the lessons' progress for the lessons screen.
    ReadLearn,
    /// Keep the lessons' progress (atomically).
    SaveLearn(Box<crate::learn::progress::Progress>),
    /// Write the preferences file (atomically), then read it back.
    SavePrefs {
        path: PathBuf,
        edits: Box<crate::prefs::Edits>,
    },
}

/// Which thread does an effect's file work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lane {
    /// The event loop itself, before the next frame.
    Now,
    /// The reading worker (not waited for on quitting).
    Read,
    /// The writing worker (waited for on quitting).
    Write,
    /// Not file work: the event loop's own (the terminal, the computer).
    Loop,
}

impl Effect {
    /// Where the effect is done.
    pub fn lane(&self) -> Lane {
        match self {
            Effect::Suspend
            | Effect::Retake
            | Effect::Send(_)
            | Effect::Net(_)
            | Effect::HangUp
            | Effect::Bell
            | Effect::Think(_)
            | Effect::Review(_)
            | Effect::Check(_) => Lane::Loop,
            Effect::Autosave(_) | Effect::Discard | Effect::Resumed => Lane::Now,
            Effect::Suggest(_)
            | Effect::Open(_)
            | Effect::ListGames { .. }
            | Effect::ReadPrefs(_)
            | Effect::ReadLearn
            | Effect::ReadPuzzles => Lane::Read,
            Effect::Save { .. }
            | Effect::SavePrefs { .. }
            | Effect::SaveLearn(_)
            | Effect::SavePuzzles(_)
            | Effect::Remember { .. }
            | Effect::DeleteGame(_) => Lane::Write,
        }
    }
}
