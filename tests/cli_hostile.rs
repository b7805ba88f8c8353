//! What the third hostile pass found on the command line, each kept fixed:
//! `--lang` in any case, long values cut, range messages that give the
//! real range, help into a full disk, diagrams that follow the umask, a
//! file that cannot be written said as it is, the game without a terminal,
//! one style of escape.

use crate::support;

use std::process::Stdio;

use support::cli::{command, refused, stderr, stdout, yote};

#[test]
fn lang_takes_any_case_as_the_preferences_do() {
    for code in ["CS", "Cs", "cS"] {
        let out = yote(&["--lang", code, "position", "@z9"]);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{err}");
        // Refused for the move, not for the language, and said in Czech.
        assert!(!err.contains("--lang"), "{code}: {err}");
        assert!(err.contains("tah 1"), "{code}: {err}");
    }
    let out = yote(&["--lang=ES", "position"]);
    assert!(out.status.success(), "{}", stderr(&out));
}

#[test]
fn a_long_lang_value_is_not_echoed_whole() {
    let long = "x".repeat(5000);
    let err = refused(&["--lang", &long, "position"]);
    assert!(err.len() < 1000, "{} bytes: {err}", err.len());
    assert!(err.contains(&format!("{}…", "x".repeat(60))), "{err}");
    // A long value of a number, a player, a command or a flag is cut the
    // same way, wherever it is said.
    for args in [
        vec!["perft".to_string(), "9".repeat(5000)],
        vec![
            "match".to_string(),
            "--white".to_string(),
            format!("time:{}", "9".repeat(5000)),
            "--black".to_string(),
            "easy".to_string(),
        ],
        vec!["x".repeat(5000)],
        vec![format!("--{}", "x".repeat(5000))],
    ] {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let err = refused(&args);
        assert!(err.len() < 1000, "{} bytes: {err}", err.len());
    }
}

#[test]
fn a_whole_number_too_large_is_refused_with_its_real_range() {
    let err = refused(&[
        "match",
        "--white",
        "easy",
        "--black",
        "easy",
        "--openings",
        "4294967296",
    ]);
    assert!(
        err.contains("4294967296 is not a whole number from 0 to 4294967295"),
        "{err}"
    );
    let err = refused(&["analyze", "--time", "0"]);
    assert!(
        err.contains("0 is not a whole number from 1 to 18446744073709551615"),
        "{err}"
    );
    let err = refused(&["match", "--white", "easy", "--black", "easy", "--seed=-1"]);
    assert!(err.contains("from 0 to 18446744073709551615"), "{err}");
    let err = refused(&["perft", " "]);
    assert!(
        err.contains("no number given: a whole number from 1 to 20 is needed"),
        "{err}"
    );
    // A value quoted with a space around it is the number inside.
    assert_eq!(
        support::cli::ok(&["perft", " 2 "]),
        support::cli::ok(&["perft", "2"])
    );
}

#[test]
fn a_time_player_too_large_is_refused_with_its_real_range() {
    for spec in ["time:99999999999999999999", "time:0", "time:x"] {
        let err = refused(&["match", "--white", spec, "--black", "easy"]);
        assert!(
            err.contains(
                "the time must be a whole number of milliseconds from 1 to 18446744073709551615"
            ),
            "{spec}: {err}"
        );
        assert!(!err.contains("at least"), "{spec}: {err}");
    }
}

#[cfg(target_os = "linux")]
#[test]
fn help_and_version_into_a_full_disk_say_so_with_status_2() {
    for args in [
        &["--help"][..],
        &["-h"],
        &["analyze", "--help"],
        &["help", "match"],
        &["--version"],
    ] {
        let full = std::fs::File::create("/dev/full").expect("/dev/full on Linux");
        let out = command()
            .args(args)
            .stdout(Stdio::from(full))
            .output()
            .expect("the binary runs");
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.starts_with("yote: cannot write the output: No space left on device"),
            "{args:?}: {err}"
        );
    }
    // Into a pipe, help still prints and succeeds.
    let out = yote(&["analyze", "--help"]);
    assert!(out.status.success());
    assert!(stdout(&out).contains("--time"));
}

#[cfg(unix)]
#[test]
fn a_new_diagram_follows_the_umask() {
    use std::os::unix::fs::PermissionsExt;
    use std::os::unix::process::CommandExt;
    let dir = tempfile::tempdir().expect("a folder");
    for (umask, mode) in [(0o022, 0o644), (0o002, 0o664), (0o077, 0o600)] {
        let file = dir.path().join(format!("d{umask:o}.svg"));
        let mut cmd = command();
        cmd.args(["position", "@c3", "--svg"]).arg(&file);
        // SAFETY: umask(2) only, between fork and exec.
        unsafe {
            cmd.pre_exec(move || {
                libc::umask(umask);
                Ok(())
            });
        }
        let out = cmd.output().expect("the binary runs");
        assert!(out.status.success(), "{}", stderr(&out));
        let got = std::fs::metadata(&file)
            .expect("written")
            .permissions()
            .mode()
            & 0o777;
        assert_eq!(got, mode, "umask {umask:o}");
    }
    // A diagram written over an existing one keeps that file's mode.
    let file = dir.path().join("kept.svg");
    std::fs::write(&file, "old").expect("written");
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o640)).expect("chmod");
    let out = command()
        .args(["position", "--svg"])
        .arg(&file)
        .output()
        .expect("runs");
    assert!(out.status.success(), "{}", stderr(&out));
    let got = std::fs::metadata(&file)
        .expect("there")
        .permissions()
        .mode()
        & 0o777;
    assert_eq!(got, 0o640);
}

#[cfg(target_os = "linux")]
#[test]
fn a_diagram_that_cannot_be_written_says_what_is_really_wrong() {
    // The file exists: "No such file or directory" would be untrue.
    let err = refused(&["position", "--svg", "/proc/self/mem"]);
    assert!(!err.contains("No such file"), "{err}");
    assert!(
        err.contains("/proc/self/mem: no file can be written in /proc/self"),
        "{err}"
    );
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("afile");
    std::fs::write(&file, "").expect("written");
    let target = file.join("x.svg");
    let err = refused(&["position", "--svg", target.to_str().expect("UTF-8")]);
    assert!(
        err.contains(&format!("{} is a file, not a folder", file.display())),
        "{err}"
    );
    let missing = dir.path().join("nowhere").join("x.svg");
    let err = refused(&["position", "--svg", missing.to_str().expect("UTF-8")]);
    assert!(
        err.contains(&format!(
            "the folder {} does not exist",
            dir.path().join("nowhere").display()
        )),
        "{err}"
    );
}

#[cfg(unix)]
#[test]
fn without_a_terminal_the_game_says_it_needs_one_and_what_to_run_instead() {
    use std::os::unix::process::CommandExt;
    let dir = tempfile::tempdir().expect("a folder");
    let mut cmd = command();
    cmd.env("YOTE_CONFIG_DIR", dir.path())
        .env("YOTE_DATA_DIR", dir.path().join("data"))
        .stdin(Stdio::null());
    // SAFETY: setsid(2) only, between fork and exec: no controlling
    // terminal for the game to open.
    unsafe {
        cmd.pre_exec(|| {
            libc::setsid();
            Ok(())
        });
    }
    let out = cmd.output().expect("the binary runs");
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(!err.contains("os error"), "{err}");
    assert!(err.contains("needs a terminal"), "{err}");
    assert!(err.contains("yote --help"), "{err}");
}

#[test]
fn an_escape_character_is_shown_one_way_everywhere() {
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("r.toml");
    std::fs::write(&file, "second_piece = \"a\\u001b\"\n").expect("written");
    let err = refused(&["--rules", file.to_str().expect("UTF-8"), "position"]);
    assert!(err.contains("\"a\\x1b\""), "{err}");
    assert!(!err.contains("\\u{1b}"), "{err}");
    std::fs::write(&file, "rows = \"\\u001b\"\n").expect("written");
    let err = refused(&["--rules", file.to_str().expect("UTF-8"), "position"]);
    assert!(err.contains("\"\\x1b\""), "{err}");
    assert!(!err.contains("\\u{1b}"), "{err}");
}
