//! Helpers shared by the integration tests that drive the real `yote`
//! binary; each test file that needs them says `mod support;`.

pub mod pty;
