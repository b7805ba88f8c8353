//! Yoté, the West African capture game.
//!
//! [`engine`] is the pure rules engine every other part stands on.

pub mod engine;
pub mod tui;
