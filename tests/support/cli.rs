//! The real `yote` binary run as a command: arguments (and locale
//! variables) in, its standard output, standard error and exit status back.

// Each test file compiles its own copy of this module and uses only part of it.
#![allow(dead_code)]

use std::process::{Command, Output};

use serde_json::Value;

/// The locale variables `yote` reads, in the order POSIX weighs them.
const LOCALE_VARIABLES: [&str; 4] = ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"];

/// `yote`, ready for arguments, in a fixed English locale whatever the
/// machine's: the messages the tests match are English.
pub fn command() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_yote"));
    cmd.env("LC_ALL", "C.UTF-8");
    cmd
}

/// Runs `yote args` in English and waits for it.
pub fn yote(args: &[&str]) -> Output {
    command().args(args).output().expect("the binary runs")
}

/// Runs `yote args` with exactly these locale variables (the others removed).
pub fn yote_in_locale(env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_yote"));
    for name in LOCALE_VARIABLES {
        cmd.env_remove(name);
    }
    cmd.envs(env.iter().copied())
        .args(args)
        .output()
        .expect("the binary runs")
}

/// What the command wrote on standard output, which must be UTF-8.
pub fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("UTF-8 output")
}

/// What the command wrote on standard error, which must be UTF-8.
pub fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).expect("UTF-8 errors")
}

/// Runs a command that must succeed; returns its standard output.
pub fn ok(args: &[&str]) -> String {
    let out = yote(args);
    assert!(out.status.success(), "{args:?} failed: {}", stderr(&out));
    stdout(&out)
}

/// Runs a command that must be refused (status 2, a message on standard
/// error, nothing on standard output, no panic); returns its standard error.
pub fn refused(args: &[&str]) -> String {
    let out = yote(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
    assert!(out.stdout.is_empty(), "{args:?} printed {}", stdout(&out));
    let err = stderr(&out);
    assert!(!err.contains("panicked"), "{args:?} panicked: {err}");
    assert!(!err.trim().is_empty());
    err
}

/// The JSON a whole command line prints, which must succeed.
pub fn json(args: &[&str]) -> Value {
    serde_json::from_str(&ok(args)).expect("one JSON value")
}
