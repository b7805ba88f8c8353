//! Helpers shared by the integration tests: `pty` drives the real `yote`
//! binary, `tui` the terminal game in-process; each test file that needs
//! them says `mod support;`.

pub mod pty;
pub mod tui;
