//! The app's vocabulary: the messages it reacts to ([`Msg`]) and the
//! screens and pop-ups it shows. A leaf module (it uses nothing else of the
//! terminal game), so that the screens, the key map and the help can speak
//! it without depending on the app.

use yote_engine::{Color, SecondPiece};

/// The screen on show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Setup,
    Game,
    /// A saved or finished game stepped through move by move.
    Replay,
    /// The preferences, edited and saved.
    Settings,
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
}

/// What the app reacts to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
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
    /// Pause or resume the computer players.
    Pause,
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
    /// The terminal's new size.
    Resize(u16, u16),
}

/// Where the player is, as far as the keys go: each place has its own keys,
/// key bar and help. The app says which place it is in; the key map and the
/// help need nothing else of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
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
/// name in the file dialog (see [`super::widgets::line_edit`]).
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
