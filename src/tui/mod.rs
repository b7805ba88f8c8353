//! The terminal game: the app and its messages, the screens on its stack,
//! what opens over them, the seats at the game, the drawing pieces, the
//! looks, and what runs beside the app (the event loop, the terminal, the
//! workers).

pub mod app;
pub mod event_loop;
pub mod keys;
pub mod look;
pub mod msg;
pub mod popups;
pub mod run;
pub mod saves;
pub mod screens;
pub mod seats;
pub mod wants;
pub mod widgets;
pub mod words;

pub use app::App;

pub use look::theme::Theme;
pub use msg::{Done, Ended, Message};
pub use run::effect::Effect;
pub use screens::game::play::Play;
pub use screens::{Screen, ScreenKind};
pub use seats::table::Match;
