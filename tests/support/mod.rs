//! Helpers shared by the integration tests: `cli` runs the real `yote`
//! binary as a command, `pty` drives it in a terminal, `tui` the terminal
//! game in-process, `games` makes random positions; each test file that needs them says `mod support;`.

pub mod cli;
pub mod games;
pub mod pty;
pub mod tui;
