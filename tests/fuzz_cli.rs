//! The real binary on random command lines (docs/scripting.md): each
//! subcommand with random moves, flags, values and files (a rules file with
//! hostile values, a named pipe, a folder, a file over the size limit, a
//! saved game cut short), in a temporary folder. Every run must end, with
//! status 0 or 2 and no panic; a refusal says something on standard error
//! and prints nothing on standard output.
//!
//! `cargo test` runs [`SHORT`] command lines; `cargo test --release --
//! --ignored` runs [`LONG`].

use crate::support;

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Child, Output, Stdio};
use std::time::Duration;

use rand::{Rng, SeedableRng, rngs::SmallRng};
use support::cli::command;

/// Command lines in the normal run.
const SHORT: u64 = 40;
/// Command lines in the `--ignored` run.
const LONG: u64 = 600;

/// Longer than any command here may take (a debug build on a loaded
/// machine): past it the run is a hang, and the test says which.
const HANG: Duration = Duration::from_mins(2);

/// The files the command lines name, in a temporary folder.
struct Files {
    dir: tempfile::TempDir,
    paths: Vec<PathBuf>,
}

impl Files {
    fn new() -> Files {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let at = |name: &str| dir.path().join(name);
        let rules = include_str!("../rules.toml");
        let mut game = yote_engine::Game::default();
        game.play_tokens(&["@c3", "@d3", "@c4"]).expect("legal");
        let saved =
            yote::record::SavedGame::from_game(&game, &yote::record::Players::new("A", "B"))
                .to_toml_string();
        let write = |name: &str, bytes: &[u8]| std::fs::write(at(name), bytes).expect("written");
        write("rules.toml", rules.as_bytes());
        write(
            "small.toml",
            b"rows = 4\ncolumns = 4\npieces_per_player = 4\n",
        );
        write("huge-value.toml", b"rows = 18446744073709551616\n");
        write(
            "nested.toml",
            format!("rows = {}", "[".repeat(50_000)).as_bytes(),
        );
        write("not-utf8.toml", b"rows = \"\xff\"\n");
        write("bom.toml", format!("\u{feff}{rules}").as_bytes());
        write("big.toml", &vec![b'#'; (1 << 20) + 1]);
        write("empty.toml", b"");
        write("game.toml", saved.as_bytes());
        write("cut-game.toml", &saved.as_bytes()[..saved.len() / 2]);
        std::fs::create_dir(at("folder")).expect("a folder");
        #[cfg(unix)]
        {
            let fifo = std::ffi::CString::new(at("fifo").to_str().unwrap()).unwrap();
            // SAFETY: a valid NUL-terminated path; mkfifo only creates a node.
            assert_eq!(unsafe { libc::mkfifo(fifo.as_ptr(), 0o600) }, 0);
        }
        let mut paths: Vec<PathBuf> = [
            "rules.toml",
            "small.toml",
            "huge-value.toml",
            "nested.toml",
            "not-utf8.toml",
            "bom.toml",
            "big.toml",
            "empty.toml",
            "game.toml",
            "cut-game.toml",
            "folder",
            "fifo",
            "missing.toml",
        ]
        .map(at)
        .to_vec();
        paths.push("/dev/zero".into());
        Files { dir, paths }
    }

    fn any(&self, rng: &mut SmallRng) -> OsString {
        self.paths[rng.random_range(0..self.paths.len())]
            .clone()
            .into_os_string()
    }
}

/// A word for a place where a move, a number or a value goes.
fn word(rng: &mut SmallRng) -> OsString {
    const WORDS: &[&str] = &[
        "@c3",
        "@d3",
        "c3-c4",
        "c3xc5/e2",
        "@a1",
        "@f5",
        "a1xa3xc3/h",
        "@C3",
        "@z9",
        "@",
        "",
        " ",
        "-",
        "--",
        "-x",
        "--json",
        "0",
        "1",
        "2",
        "-1",
        "64",
        "65",
        "21",
        "18446744073709551616",
        "1e308",
        "nan",
        "é",
        "\u{202e}",
        "\u{1b}[2J",
        "\n",
        "x=y",
        "rows=9",
        "rows=3",
        "second_piece=board-or-hand",
        "repetition_draw=2",
        "=",
        "depth:2",
        "depth:99",
        "time:0",
        "random",
        "easy",
        "bash",
        "zsh",
        "klingon",
        "en",
        "cs",
        "es",
        "xx",
    ];
    match rng.random_range(0..10) {
        0 => {
            // Bytes that are no UTF-8, as a Unix argument may hold.
            #[cfg(unix)]
            {
                use std::os::unix::ffi::OsStringExt;
                let n = rng.random_range(1..6);
                let bytes = (0..n).map(|_| rng.random_range(1..=255u8)).collect();
                OsString::from_vec(bytes)
            }
            #[cfg(not(unix))]
            OsString::from("\u{fffd}")
        }
        1 => "@c3".repeat(rng.random_range(1..20_000)).into(),
        2 => (0..rng.random_range(0..12))
            .map(|_| rng.random_range(' '..='~'))
            .collect::<String>()
            .into(),
        _ => WORDS[rng.random_range(0..WORDS.len())].into(),
    }
}

/// Flags any command takes, with a value for those that take one.
fn global(rng: &mut SmallRng, files: &Files) -> Vec<OsString> {
    match rng.random_range(0..4) {
        0 => vec!["--rules".into(), files.any(rng)],
        1 => vec!["--set".into(), word(rng)],
        2 => vec!["--lang".into(), word(rng)],
        _ => vec!["--load".into(), files.any(rng)],
    }
}

/// One command line: a subcommand with random arguments, and what keeps
/// it short (a small depth, two games of random players).
fn command_line(rng: &mut SmallRng, files: &Files) -> Vec<OsString> {
    let mut args: Vec<OsString> = Vec::new();
    let extra = |rng: &mut SmallRng, args: &mut Vec<OsString>| {
        for _ in 0..rng.random_range(0..5) {
            match rng.random_range(0..4) {
                0 => args.extend(global(rng, files)),
                _ => args.push(word(rng)),
            }
        }
    };
    match rng.random_range(0..6) {
        0 | 1 => {
            args.push("position".into());
            extra(rng, &mut args);
            match rng.random_range(0..4) {
                0 => args.push("--json".into()),
                1 => args.extend(["--game".into(), files.any(rng)]),
                2 => args.extend(["--svg".into(), "-".into()]),
                _ => {}
            }
        }
        2 => {
            args.push("perft".into());
            args.push(
                ["0", "1", "2", "3", "-1", "x", "99999999999999999999"][rng.random_range(0..7)]
                    .into(),
            );
            extra(rng, &mut args);
        }
        3 => {
            args.push("analyze".into());
            extra(rng, &mut args);
            args.extend(["--depth".into(), "2".into()]);
        }
        4 => {
            args.push("match".into());
            extra(rng, &mut args);
            args.extend(
                [
                    "--games",
                    "2",
                    "--white",
                    "random",
                    "--black",
                    "random",
                    "--openings",
                    "2",
                ]
                .map(OsString::from),
            );
        }
        _ => {
            args.push("completions".into());
            extra(rng, &mut args);
        }
    }
    args
}

/// Waits for `child` and reads all it writes (on a thread, so that a full
/// pipe never stops it), killing it (and failing) past [`HANG`].
fn finish(child: Child, args: &[OsString]) -> Output {
    let pid = child.id();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || tx.send(child.wait_with_output()));
    if let Ok(out) = rx.recv_timeout(HANG) {
        out.expect("its output")
    } else {
        // SAFETY: kill(2) on our own child, not yet reaped (the thread
        // still waits for it).
        unsafe { libc::kill(pid as libc::pid_t, libc::SIGKILL) };
        panic!("hangs: yote {}", shown(args));
    }
}

/// A command line for a failure message, each argument cut to 80 characters.
fn shown(args: &[OsString]) -> String {
    let args: Vec<String> = args
        .iter()
        .map(|a| {
            let a = a.to_string_lossy();
            match a.char_indices().nth(80) {
                Some((end, _)) => format!("{:?}…", &a[..end]),
                None => format!("{a:?}"),
            }
        })
        .collect();
    args.join(" ")
}

/// Runs `yote args` in `dir`, its own data and config folders there, with
/// nothing on standard input.
fn run(args: &[OsString], dir: &Path) -> Output {
    let child = command()
        .args(args)
        .current_dir(dir)
        .env("YOTE_DATA_DIR", dir.join("data"))
        .env("YOTE_CONFIG_DIR", dir.join("config"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    finish(child, args)
}

/// Status 0 with output, or status 2 with a message and no output; never
/// a panic.
fn check(args: &[OsString], out: &Output) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "yote {args:?}: {stderr}");
    match out.status.code() {
        Some(0) => assert!(!out.stdout.is_empty(), "yote {args:?}: no output"),
        Some(2) => {
            assert!(
                !stderr.trim().is_empty(),
                "yote {args:?}: refused in silence"
            );
            assert!(out.stdout.is_empty(), "yote {args:?}: output and a refusal");
        }
        _ => panic!("yote {args:?}: {:?}\n{stderr}", out.status),
    }
}

fn fuzz(seed: u64, runs: u64) {
    let files = Files::new();
    let mut statuses = [0; 3];
    for k in 0..runs {
        let mut rng = SmallRng::seed_from_u64(seed ^ k.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let args = command_line(&mut rng, &files);
        let out = run(&args, files.dir.path());
        check(&args, &out);
        statuses[out.status.code().unwrap_or(1) as usize] += 1;
    }
    // Both ways out were taken: the command lines are neither all
    // nonsense nor all tame.
    assert!(statuses[0] > 0 && statuses[2] > 0, "{statuses:?} of {runs}");
}

#[test]
fn random_command_lines_end_with_0_or_2() {
    fuzz(1, SHORT);
}

#[test]
#[ignore = "long fuzzing run: cargo test --release -- --ignored"]
fn random_command_lines_end_with_0_or_2_long() {
    fuzz(2, LONG);
}

#[test]
fn each_bad_file_is_refused_by_name() {
    let files = Files::new();
    for (name, says) in [
        (
            "huge-value.toml",
            "rows must be a whole number from 2 to 8 (found the number 18446744073709551616)",
        ),
        ("nested.toml", "line 1: not valid TOML"),
        ("not-utf8.toml", "line 1"),
        ("big.toml", "larger than 1 MiB"),
        ("folder", "a folder, not a regular file"),
        ("fifo", "a named pipe (FIFO), not a regular file"),
        ("missing.toml", "No such file"),
    ] {
        let path = files.dir.path().join(name);
        let args: Vec<OsString> = vec!["--rules".into(), path.clone().into(), "position".into()];
        let out = run(&args, files.dir.path());
        check(&args, &out);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {stderr}");
        assert!(stderr.contains(name), "{name}: {stderr}");
        assert!(stderr.contains(says), "{name}: {stderr}");
    }
    let bom = files.dir.path().join("bom.toml");
    let out = run(
        &["--rules".into(), bom.into(), "position".into()],
        files.dir.path(),
    );
    assert_eq!(out.status.code(), Some(0), "a BOM is no problem");
}

#[test]
fn a_match_too_long_to_hold_is_refused_not_aborted() {
    let args: Vec<OsString> = [
        "match",
        "--white",
        "random",
        "--black",
        "random",
        "--games",
        "4294967295",
    ]
    .map(OsString::from)
    .to_vec();
    let dir = tempfile::tempdir().unwrap();
    let out = run(&args, dir.path());
    check(&args, &out);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("4294967295 is not a whole number from 1 to 1000000"),
        "{stderr}"
    );
}

#[test]
fn a_huge_move_argument_is_refused_in_a_few_words() {
    let huge = "@c3".repeat(30_000);
    for command in ["position", "analyze", "perft"] {
        let mut args: Vec<OsString> = vec![command.into()];
        if command == "perft" {
            args.push("1".into());
        }
        args.extend(["@c3".into(), huge.clone().into()]);
        let dir = tempfile::tempdir().unwrap();
        let out = run(&args, dir.path());
        check(&args, &out);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{command}");
        assert!(
            stderr.starts_with("yote: move 2 '@c3@c3"),
            "{command}: {stderr:.300}"
        );
        assert!(stderr.len() < 300, "{command}: {} bytes", stderr.len());
    }
    let set = format!("rows={}", "9".repeat(100_000));
    let args: Vec<OsString> = vec!["--set".into(), set.into(), "position".into()];
    let dir = tempfile::tempdir().unwrap();
    let out = run(&args, dir.path());
    check(&args, &out);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.starts_with("yote: --set rows=999"), "{stderr:.300}");
    assert!(
        stderr.contains("rows must be a whole number from 2 to 8"),
        "{stderr:.300}"
    );
    assert!(stderr.len() < 400, "{} bytes", stderr.len());
}
