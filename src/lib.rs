//! Yoté, the West African capture game.
//!
//! The rules engine ([`yote_engine`]) and the computer opponent
//! ([`yote_ai`]) are crates of their own; this package holds everything
//! that reads, writes or speaks: [`rules_file`] reads rules files and
//! `--set`, [`record`] saves and loads games, [`prefs`] the preferences,
//! [`words`] and [`i18n`] say engine data in the player's language, [`text`]
//! makes user text safe to print, [`tui`] is the terminal game.

#![warn(unreachable_pub)]

pub mod clock;
pub mod diagram;
pub mod engine_client;
pub mod i18n;
pub mod learn;
pub(crate) mod names;
pub mod net;
pub mod prefs;
pub mod puzzles;
pub mod record;
pub mod rules_file;
pub mod text;
pub mod toml_doc;
pub mod tui;
pub mod words;
