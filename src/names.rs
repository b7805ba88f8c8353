//! The players' names and the colours' names, below both the preferences
//! and the words: a colour's name in every language (so that a name a
//! player was given by default is told from one typed), and the fixed
//! English [`Title`] the command line and the files use. The preferences
//! and the saved games need these facts; `words` re-exports them.

use crate::i18n::{Lang, tr_in};
use crate::tr;
use yote_engine::Color;

/// A player's colour for people: "White", "Blancas", "Bílý".
pub fn color(side: Color) -> String {
    match side {
        Color::White => tr!("color-white"),
        Color::Black => tr!("color-black"),
    }
}

/// The name people read for an engine value: "White", "Boxed edition".
pub trait Title {
    fn title(self) -> &'static str;
}

impl Title for Color {
    fn title(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
}

/// The message id of a colour's name.
fn color_id(side: Color) -> &'static str {
    match side {
        Color::White => "color-white",
        Color::Black => "color-black",
    }
}

/// Whether `name` is `side`'s own name in any language ("Black",
/// "Negras", "Černý"): the name a player gets by default, not one typed.
pub fn is_color_name(side: Color, name: &str) -> bool {
    Lang::ALL
        .into_iter()
        .any(|lang| tr_in(lang, color_id(side), &[]) == name)
}

/// A player's name as the current language shows it: a colour's name in
/// any language ("Bílý" remembered under a Czech locale) is the colour's
/// name in this one ("White"); any other name is the player's own.
pub fn player_name(side: Color, name: &str) -> String {
    if is_color_name(side, name) {
        color(side)
    } else {
        name.to_string()
    }
}
