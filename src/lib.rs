//! Yoté, the West African capture game.
//!
//! [`engine`] is the pure rules engine every other part stands on;
//! [`record`] saves and loads games; [`text`] makes user text safe to print;
//! [`ai`] is the computer opponent.

pub mod ai;
pub mod diagram;
pub mod engine;
pub mod i18n;
pub mod prefs;
pub mod record;
pub mod rules_file;
pub mod text;
pub mod tui;
pub mod words;
