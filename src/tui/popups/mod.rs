//! What opens over a screen: the help and the rules, the yes/no questions,
//! and the file prompt (saving a game, opening one from the list).

pub mod dialogs;
pub mod file_prompt;
pub mod game_list;
pub mod help;

use crate::tui::msg::{KeyPlace, Overlay};
use dialogs::Dialog;
use file_prompt::FilePrompt;

/// One pop-up over the top screen, with its state.
#[derive(Clone, Debug)]
pub enum Popup {
    /// The help, the rules, or a yes/no question.
    Dialog(Dialog),
    /// The file prompt: a name to save to, or a game to open.
    File(Box<FilePrompt>),
}

impl Popup {
    /// Where the player is in this pop-up, for the key map.
    pub fn place(&self) -> KeyPlace {
        match self {
            Popup::File(prompt) if prompt.asking() => KeyPlace::Dialog,
            Popup::File(prompt) => KeyPlace::Prompt {
                listing: !prompt.games.is_empty(),
            },
            Popup::Dialog(Dialog {
                overlay: Overlay::Help | Overlay::Rules,
                ..
            }) => KeyPlace::Popup,
            Popup::Dialog(_) => KeyPlace::Dialog,
        }
    }
}
