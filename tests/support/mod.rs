//! Helpers shared by the integration tests: `cli` runs the real `yote`
//! binary as a command, `pty` drives it in a terminal, `tui` the terminal
//! game in-process (`engine` with an external engine), `games` makes
//! random positions, `longest` the longest game there may be, `solver`
//! solves small ones exhaustively, `source` reads Rust sources (code,
//! literals, imports, module trees) for the architecture tests; each test
//! file that needs them says `use crate::support;`.

pub mod cli;
pub mod engine;
pub mod games;
pub mod longest;
pub mod pty;
pub mod solver;
pub mod source;
pub mod tui;
