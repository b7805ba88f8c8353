//! The app's vocabulary: everything it reacts to (one [`Message`] type:
//! what the player does, what a worker found, the terminal's events,
//! signals, and the results
//! of the file work done for it ([`Done`])) and the screens and pop-ups it
//! shows. A leaf module (it uses nothing else of the terminal game), so
//! that the screens, the key map and the help can speak it without
//! depending on the app.

use std::path::PathBuf;
use std::sync::{Arc, Weak};

use ratatui::crossterm::event::Event;

use crate::prefs::Loaded;
use crate::record::{Listed, LoadError, SavedGame};

use yote_engine::{Color, SecondPiece};

impl From<Done> for Message {
    fn from(done: Done) -> Message {
        Message::Done(done)
    }
}

impl From<Event> for Message {
    fn from(event: Event) -> Message {
        Message::Term(event)
    }
}

/// The signals the game reacts to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Signal {
    /// SIGTERM, SIGHUP, SIGINT or SIGQUIT (its number): restore the terminal
    /// and end (SIGQUIT too: its default action would dump core and leave
    /// the terminal raw).
    End(i32),
    /// SIGTSTP: suspend like any terminal program.
    Stop,
    /// SIGCONT: back from a stop (ours or anyone's): take the terminal again.
    Continue,
}

/// How the game ended, for the program's exit status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// The player quit.
    Quit,
    /// Ctrl-C: quit at once, as an interrupted program.
    Interrupted,
    /// A signal (its number: SIGTERM, SIGHUP, SIGINT) ended the game.
    Signal(i32),
}

impl Ended {
    /// The exit status: 0, or 128 plus the signal's number as shells report
    /// an interrupted program (130 for Ctrl-C).
    pub fn exit_code(self) -> u8 {
        match self {
            Ended::Quit => 0,
            Ended::Interrupted => 130,
            Ended::Signal(n) => u8::try_from(128 + n).unwrap_or(255),
        }
    }
}

/// What came of the file work the app asked for (see
/// [`crate::tui::run::effect::Effect`]), as a message like any other.
#[derive(Clone, Debug, PartialEq)]
pub enum Done {
    /// The autosave was written (or not, or had nothing to write): a note
    /// for the status line and whether it warns, and where saving now
    /// stands (`None`: unchanged; `Some(Err(why))`: failing).
    Autosaved {
        note: Option<(String, bool)>,
        state: Option<Result<(), String>>,
    },
    /// The game was saved to `path`, or not.
    Saved { path: PathBuf, saved: Saved },
    /// A free file name for the save dialog to suggest.
    Suggested(String),
    /// A file was read for opening.
    Opened {
        path: PathBuf,
        loaded: Result<Box<SavedGame>, LoadError>,
    },
    /// Rows of the open dialog's list, as they are read, for the listing
    /// `watch`: `total` games are in the data folder; `last`: the page asked
    /// for is complete.
    Listed {
        watch: Watched,
        total: usize,
        games: Vec<Listed>,
        last: bool,
    },
    /// A game's file was deleted from the open dialog, or not (why).
    Deleted {
        path: PathBuf,
        deleted: Result<(), String>,
    },
    /// The autosave offered was removed, or not (why).
    Discarded(Result<(), String>),
    /// The preferences file, read for the settings screen.
    PrefsRead(Box<Loaded>),
    /// The lessons and their progress, read for the lessons screen.
    LearnRead(Box<LearnRead>),
    /// The puzzles and the record, read for the puzzles screen.
    PuzzlesRead(Box<PuzzlesRead>),
    /// The puzzles' record was kept, or not (why).
    PuzzlesSaved(Result<(), String>),
    /// The lessons' progress was kept, or not (why).
    LearnSaved(Result<(), String>),
    /// The preferences were written and read back, or not (why).
    PrefsSaved(Result<Box<Loaded>, String>),
    /// The names and rules of a new game were remembered, or not (why).
    Remembered(Result<(), String>),
    /// From the review's thread: review `id` is complete.
    Reviewed {
        id: u64,
        review: Box<yote_ai::review::Review>,
    },
    /// From the external engine's thread, about its request `id` (its
    /// move comes as [`Message::Thought`], like the computer's).
    Engine { id: u64, news: EngineNews },
    /// From a check's thread: what check `id` found.
    Checked { id: u64, answer: Checked },
}

/// What an engine's check found (see `tui::run::check`).
#[derive(Clone, Debug)]
pub enum Checked {
    /// The task's judge, its search done.
    Lesson(Box<crate::learn::Judge>),
    /// Whether the puzzle's move counts.
    Puzzle(bool),
    /// The winning move the mover missed, if any.
    Coach(Option<yote_engine::Move>),
}

impl PartialEq for Checked {
    /// Told apart by kind and result (a judge by its game).
    fn eq(&self, other: &Checked) -> bool {
        match (self, other) {
            (Checked::Lesson(a), Checked::Lesson(b)) => a.game().position() == b.game().position(),
            (Checked::Puzzle(a), Checked::Puzzle(b)) => a == b,
            (Checked::Coach(a), Checked::Coach(b)) => a == b,
            _ => false,
        }
    }
}

/// What the lessons screen opens with.
#[derive(Clone, Debug)]
pub struct LearnRead {
    /// The shipped lessons, or why they were refused.
    pub lessons: Result<Vec<crate::learn::Lesson>, String>,
    pub progress: crate::learn::progress::Progress,
    /// A broken progress file was renamed to this: a fresh one starts.
    pub set_aside: Option<String>,
}

impl PartialEq for LearnRead {
    /// Told apart by their progress and notes (the lessons are the shipped
    /// ones, or a refusal).
    fn eq(&self, other: &LearnRead) -> bool {
        self.progress == other.progress
            && self.set_aside == other.set_aside
            && self.lessons.is_ok() == other.lessons.is_ok()
    }
}

/// What the puzzles screen opens with.
#[derive(Clone, Debug)]
pub struct PuzzlesRead {
    /// The shipped puzzles, or why they were refused.
    pub puzzles: Result<Vec<crate::puzzles::Puzzle>, String>,
    pub record: crate::puzzles::rating::Record,
    /// A broken record file was renamed to this: a fresh one starts.
    pub set_aside: Option<String>,
}

impl PartialEq for PuzzlesRead {
    /// Told apart by their record and notes.
    fn eq(&self, other: &PuzzlesRead) -> bool {
        self.record == other.record
            && self.set_aside == other.set_aside
            && self.puzzles.is_ok() == other.puzzles.is_ok()
    }
}

/// The open dialog's hold on its listing: the reading worker lists while
/// the dialog holds it, and stops at the next file once the dialog is
/// closed (every copy of it dropped) or lets go of it (a game is opened).
#[derive(Clone, Debug, Default)]
pub struct Watch(Arc<()>);

/// What a listing is given of its dialog's [`Watch`]: whether it still
/// holds it, and which listing a result belongs to.
#[derive(Clone, Debug, Default)]
pub struct Watched(Weak<()>);

impl Watch {
    /// What the listing is given.
    pub fn watched(&self) -> Watched {
        Watched(Arc::downgrade(&self.0))
    }
}

impl Watched {
    /// Whether the dialog still wants the listing.
    pub fn wanted(&self) -> bool {
        self.0.strong_count() > 0
    }

    /// Whether this is the listing of `watch`.
    pub fn is_of(&self, watch: &Watch) -> bool {
        std::ptr::eq(self.0.as_ptr(), Arc::as_ptr(&watch.0))
    }
}

impl PartialEq for Watch {
    fn eq(&self, other: &Watch) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Watch {}

impl PartialEq for Watched {
    fn eq(&self, other: &Watched) -> bool {
        self.0.ptr_eq(&other.0)
    }
}

/// How saving a game to a file went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saved {
    Done,
    /// A file is there: ask before overwriting it.
    Exists(PathBuf),
    /// Not saved: why, in plain words.
    Failed(String),
}

/// A pop-up over the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    Help,
    Rules,
    Confirm(Confirm),
    /// `by` offered a draw; the other player answers.
    DrawOffer(Color),
}

/// An action that asks first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    Resign,
    Restart,
    Quit,
    /// Discard the autosaved game offered on the setup screen.
    Discard,
    /// Take a move back while the clocks run (both clocks get their time
    /// back).
    Undo,
    /// The other player, at another computer, asks to take the game back
    /// to move `number`.
    PeerUndo {
        by: Color,
        number: usize,
    },
}

/// What came from the other player's computer.
#[derive(Clone, Debug, PartialEq)]
pub enum Peer {
    /// Their message, to be checked by this side's engine.
    Said(crate::net::Message),
    /// A frame refused; the line and the game go on.
    Refused(crate::net::Refused),
    /// The line is gone: waiting for them to come back.
    Lost(crate::net::Lost),
    /// The line is up again: the record both go on from, and the name the
    /// other player gave (shown from then on; an empty one keeps the name).
    Back(Box<crate::net::Agreed>, String),
    /// The line is up and this side plays this colour (said just before
    /// [`Peer::Back`]).
    Seated(Color),
    /// The host's: listening with this code, reachable at these addresses.
    Listening {
        code: crate::net::Code,
        addresses: Vec<std::net::SocketAddr>,
    },
    /// The host could not listen, or the game could not be made: why.
    CannotListen(String),
    /// The host's: someone tried a wrong code; `left` tries before a new one.
    WrongCode { left: u8 },
    /// The host's: after three wrong codes, the code is now this.
    NewCode(crate::net::Code),
    /// The host's: a second caller was turned away.
    Busy(std::net::SocketAddr),
    /// An attempt to join failed (the host's: it waits on; the joiner's:
    /// the call did not get through).
    Failed(crate::net::Failure),
    /// The joiner's: the address typed is not one.
    NoAddress(crate::net::AddressError),
    /// The joiner's: calling the host again, the `attempt`th time, in
    /// `seconds`.
    Calling { attempt: u32, seconds: u64 },
    /// The joiner's: the host refused the call again for good.
    GaveUp(crate::net::Failure),
}

/// Everything that goes through [`App::update`](crate::tui::app::App::update),
/// the one way into the app's state: what the player asked (a key or a
/// click, already mapped where the player is), what a worker thread
/// found, the terminal's raw events, signals, and the results of the file
/// work done for the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    Up,
    Down,
    Left,
    Right,
    Activate,
    Cancel,
    TakeFromHand,
    StopChain,
    Undo,
    Redo,
    OfferDraw,
    Resign,
    Restart,
    Help,
    ShowRules,
    Quit,
    /// Ctrl-C: quit at once, as an interrupted program.
    ForceQuit,
    /// Ctrl-Z: stop like any terminal program until continued.
    Suspend,
    Yes,
    No,
    Close,
    Rematch,
    ToSetup,
    Start,
    Preset(SecondPiece),
    /// A change to the line being typed (a name, a file name).
    Edit(Edit),
    Backspace,
    /// Save the game to a file (asks for its name).
    Save,
    /// Open a saved game (asks for its name).
    Open,
    /// Resume the autosaved game offered on the setup screen.
    Resume,
    /// Discard the autosaved game offered (asks first).
    Discard,
    /// Step through the game move by move.
    Replay,
    /// Open the settings screen.
    Settings,
    /// Open the lessons.
    Learn,
    /// Open the puzzles.
    Puzzles,
    /// The coach on or off.
    Coach,
    /// Replay: to the start, to the end.
    Home,
    End,
    /// Replay: play on from the position shown.
    ContinueHere,
    /// Game: look at the position one move earlier / later in the move list.
    Earlier,
    Later,
    /// A left click at a screen position.
    Click(u16, u16),
    /// Ask the computer for a hint (the person to move).
    Hint,
    /// Pause or resume the computer players (and the clocks).
    Pause,
    /// A running clock shows another figure (or its flag falls): the
    /// event loop's timer, only while a clock runs.
    Tick,
    /// Show or hide the threat marks on the board.
    ToggleThreats,
    /// From the computer's thread: search `id` completed this depth.
    Depth {
        id: u64,
        depth: u32,
    },
    /// From the computer's thread: search `id` found this move.
    Thought {
        id: u64,
        mv: Option<yote_engine::Move>,
    },
    /// From the computer's thread: the hint searched by `id`, with what
    /// the search knows about it (`None`: none found).
    Advised {
        id: u64,
        advice: Option<Advice>,
    },
    /// The terminal's new size.
    Resize(u16, u16),
    /// From the other player's computer (a game across two computers).
    Peer(Peer),
    /// Review the game (the game-over screen, the replay).
    Review,
    /// Review: to the next / the previous move marked `?!`, `?` or `??`.
    NextMark,
    PrevMark,
    /// From the review's thread: review `id` has judged `done` moves of `total`.
    ReviewProgress {
        id: u64,
        done: usize,
        total: usize,
    },
    /// A terminal event: keys, the mouse, a paste, a resize (mapped to
    /// the messages above by the app, which knows where the player is).
    Term(Event),
    /// A signal the process received.
    Signal(Signal),
    /// The result of file work the app asked for.
    Done(Done),
}

/// What the external engine's thread tells of the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineNews {
    /// It started and answered the greeting with this name.
    Named(String),
    /// It failed (it did not start, died, hung, refused a line or
    /// answered an illegal move): its side goes to the person.
    Failed(crate::engine_client::Failure),
}

/// A hinted move and what its search found, for the reason given with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Advice {
    pub mv: yote_engine::Move,
    /// From the hinted player's side, in hundredths of a piece.
    pub score: i32,
    /// Plies to a forced result: positive when the hinted player wins.
    pub win_in: Option<i32>,
    /// The hinted player's own moves to the win the search expects
    /// (counted along its line, bonus moves included), when it expects one.
    pub own_moves: Option<u32>,
}

/// Where the player is, as far as the keys go: each place has its own keys,
/// key bar and help. The app says which place it is in; the key map and the
/// help need nothing else of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyPlace {
    /// The help or the rules pop-up.
    Popup,
    /// A yes/no question: a confirmation, a draw offer, overwriting a file.
    Dialog,
    /// The file-name prompt (`listing`: saved games are listed to choose from).
    Prompt { listing: bool },
    /// A player's name being typed on the setup screen.
    Editing,
    /// The setup screen (`offer`: an unfinished game is offered to resume).
    Setup { offer: bool },
    /// The game screen, looking back at an earlier position.
    Looking,
    /// The game screen once the game is over.
    Over,
    /// A game stepped through move by move.
    Replay,
    /// The settings screen.
    Settings,
    /// The lessons screen.
    Learn,
    /// The connect screen (a game across two computers).
    Connect,
    /// The game screen while the game goes on.
    Game(Phase),
}

/// Where a game that goes on stands, for the key bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// A move is being chosen.
    Move,
    /// A chain of jumps goes on.
    Chain,
    /// The second piece is being chosen (`hand`: the hand may be taken from).
    Remove { hand: bool },
    /// The computer is to move.
    Computer,
}

/// One change to a line being typed: a name on the setup screen, a file
/// name in the file dialog (see [`crate::tui::widgets::line_edit`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// A character at the cursor (typed or pasted).
    Insert(char),
    /// Remove the character before the cursor.
    Backspace,
    /// Remove the character under the cursor.
    Delete,
    Left,
    Right,
    Home,
    End,
    /// Empty the line (Ctrl-U).
    Clear,
}
