//! Output to a reader that has gone (`yote perft 5 | head -1`): the real
//! binary, its standard output a pipe whose reading end is already closed.
//! It must end quietly with its usual status, never panic with "failed
//! printing to stdout"; a write that fails otherwise (a full disk) is said.

use crate::support;

use std::process::{Output, Stdio};

use support::cli::command;

/// Runs `yote args` writing into a pipe nobody reads; its standard error
/// is kept.
fn into_closed_pipe(args: &[&str]) -> Output {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    command()
        .args(args)
        .stdout(Stdio::from(writer))
        .output()
        .expect("the binary runs")
}

/// The commands that print, each with enough output to fill a write.
const PRINTING: &[&[&str]] = &[
    &["perft", "5"],
    &["position"],
    &["position", "--json", "@c3", "@d3"],
    &["analyze", "--depth", "2"],
    &["analyze", "--depth", "2", "--json"],
    &[
        "match", "--white", "random", "--black", "random", "--games", "2",
    ],
    &["man"],
    &["completions", "bash"],
    &["--help"],
    &["perft", "--help"],
    &["--version"],
];

#[test]
fn a_closed_pipe_ends_every_command_quietly() {
    for args in PRINTING {
        let out = into_closed_pipe(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(!stderr.contains("Broken pipe"), "{args:?}: {stderr}");
        assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
    }
}

#[test]
fn a_refusal_keeps_its_status_when_its_message_cannot_be_read() {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let out = command()
        .args(["position", "zz"])
        .stderr(Stdio::from(writer))
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_said_with_status_2() {
    let full = std::fs::File::create("/dev/full").expect("/dev/full on Linux");
    let out = command()
        .args(["position"])
        .stdout(Stdio::from(full))
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with("yote: cannot write the output: No space left on device"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[cfg(unix)]
#[test]
fn the_preferences_problems_said_into_a_closed_pipe_do_not_panic() {
    use std::os::unix::process::CommandExt;
    let config = tempfile::tempdir().expect("a config folder");
    std::fs::write(config.path().join("preferences.toml"), "theme = 5\n").expect("written");
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let mut cmd = command();
    cmd.env("YOTE_CONFIG_DIR", config.path())
        .env("YOTE_DATA_DIR", config.path().join("data"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::from(writer));
    // SAFETY: setsid(2) only, between fork and exec: the game has no
    // controlling terminal to take, so it stops at "no terminal" (status 2)
    // right after saying the preferences' problem.
    unsafe {
        cmd.pre_exec(|| {
            libc::setsid();
            Ok(())
        });
    }
    let status = cmd.status().expect("the binary runs");
    assert_eq!(status.code(), Some(2));
}
