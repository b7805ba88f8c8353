//! Yoté, the West African capture game.
//!
//! [`engine`] is the pure rules engine every other part stands on;
//! [`record`] saves and loads games.

pub mod engine;
pub mod record;
pub mod tui;
pub mod words;
