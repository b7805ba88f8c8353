//! What a screen asks the app for after a message ([`Want`]): the screens
//! hold their own state and handle their own messages; what reaches beyond
//! them (another screen, a pop-up, a new match, file work, quitting) they
//! return as data, and the app, which routes, does it.

use crate::tui::msg::Overlay;
use crate::tui::run::effect::Effect;
use crate::tui::seats::table::Match;

/// One thing a screen wants done.
#[derive(Debug)]
pub enum Want {
    /// Open a pop-up over the screen.
    Overlay(Overlay),
    /// Ask for a file to save the game to.
    SavePrompt,
    /// Step through the game on screen move by move.
    Replay,
    /// Put a match on the game screen, with a note on its status line.
    Start(Box<Match>, String),
    /// Back to the setup screen.
    ToSetup,
    /// Close the screen on top: back to the one under it.
    Back,
    /// Effects for the event loop.
    Effect(Effect),
    /// End the program.
    Quit,
}
