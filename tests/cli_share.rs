//! The commands for sharing and installing, through the real binary:
//! `position --svg`, `completions`, `man`, `--version`.

use crate::support;

use support::cli::{stderr, stdout, yote};

#[test]
fn svg_diagram_is_written_atomically_with_every_piece() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("board.svg");
    let path = target.to_str().unwrap();
    let out = yote(&["position", "@a1", "@f5", "@c3", "--svg", path]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(out.stdout.is_empty(), "the diagram goes to the file only");
    let svg = std::fs::read_to_string(&target).unwrap();
    assert!(svg.starts_with("<svg "), "{svg}");
    assert!(svg.contains(r#"class="piece white" data-square="a1""#));
    assert!(svg.contains(r#"class="piece white" data-square="c3""#));
    assert!(svg.contains(r#"class="piece black" data-square="f5""#));
    assert!(svg.contains("Black to move"));
    // Written again over the old one; nothing else is left in the folder.
    let out = yote(&["position", "--svg", path]);
    assert!(out.status.success());
    assert!(!std::fs::read_to_string(&target).unwrap().contains("piece"));
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    // '-' is standard output.
    let out = yote(&["position", "@b2", "--svg", "-"]);
    assert!(stdout(&out).contains(r#"data-square="b2""#));
}

#[test]
fn svg_refuses_what_is_not_a_regular_file() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().to_str().unwrap();
    for (target, what) in [(folder, "a folder"), ("/dev/null", "a character device")] {
        let out = yote(&["position", "--svg", target]);
        assert_eq!(out.status.code(), Some(2));
        let err = stderr(&out);
        assert!(
            err.contains(&format!("{target}: {what}, not a regular file")),
            "{err}"
        );
    }
    let out = yote(&["position", "--svg", "x.svg", "--json"]);
    assert_eq!(
        out.status.code(),
        Some(2),
        "--svg and --json are one or the other"
    );
}

#[test]
fn completions_man_and_version() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let out = yote(&["completions", shell]);
        assert!(out.status.success(), "{shell}");
        assert!(stdout(&out).contains("position"), "{shell}");
    }
    assert_eq!(yote(&["completions", "tcsh"]).status.code(), Some(2));
    let man = yote(&["man"]);
    assert!(man.status.success());
    assert!(stdout(&man).contains(".TH yote 1"));
    let version = yote(&["--version"]);
    assert_eq!(
        stdout(&version).trim(),
        format!("yote {}", env!("CARGO_PKG_VERSION"))
    );
}
