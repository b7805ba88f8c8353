//! The engine protocol (`yote engine`, docs/scripting.md) through the real
//! binary's standard input and output, and `yote match` against external
//! engines: our own, and small scripts that answer garbage, die or hang.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use crate::support;

use support::cli::{command, ok, stderr, stdout};

/// A running `yote engine`, its replies read on a thread of their own.
struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start(args: &[&str]) -> Engine {
        Engine::spawn(args, &[])
    }

    /// With `engine_args` after `engine`.
    fn start_with(engine_args: &[&str]) -> Engine {
        Engine::spawn(&[], engine_args)
    }

    fn spawn(args: &[&str], engine_args: &[&str]) -> Engine {
        let mut child = command()
            .args(args)
            .arg("engine")
            .args(engine_args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary runs");
        let input = child.stdin.take().expect("piped");
        let output = BufReader::new(child.stdout.take().expect("piped"));
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in output.lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            input,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("the engine reads");
        self.input.flush().expect("the engine reads");
    }

    /// The next line, within a generous time (a failure, not a hang, if
    /// the engine says nothing).
    fn next(&self) -> String {
        self.lines
            .recv_timeout(Duration::from_secs(30))
            .expect("the engine answers")
    }

    /// Sends `line` and returns the one reply.
    fn ask(&mut self, line: &str) -> String {
        self.send(line);
        self.next()
    }

    /// Sends `line` and returns the first reply that is not an `info`
    /// line of a search running meanwhile.
    fn ask_past_info(&mut self, line: &str) -> String {
        self.send(line);
        loop {
            let reply = self.next();
            if !reply.starts_with("info ") {
                return reply;
            }
        }
    }

    /// The lines up to and including `best …`.
    fn until_best(&self) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self.next();
            let done = line.starts_with("best ");
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    fn quit(mut self) {
        self.send("quit");
        let status = self.child.wait().expect("it ends");
        assert!(status.success(), "{status}");
    }
}

/// The value after `key` in a line of `key value` fields.
fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let words: Vec<&str> = line.split_whitespace().collect();
    words.windows(2).find(|w| w[0] == key).map(|w| w[1])
}

#[test]
fn the_engine_greets_and_keeps_serving_after_bad_lines() {
    let mut e = Engine::start(&[]);
    let ready = e.ask("yote 1");
    assert!(ready.starts_with("ready yote 1 name "), "{ready}");
    for bad in [
        "yote 2",
        "fly away",
        "rules rows=9",
        "rules nonsense",
        "position @c3 @c3",
        "position c3-c4",
        "go",
        "go depth 0",
        "go depth",
        "go time soon",
        "go depth 99",
    ] {
        let reply = e.ask(bad);
        assert!(reply.starts_with("error "), "{bad}: {reply}");
        assert!(!reply.contains('\n'));
    }
    // A refused position leaves the one before it.
    assert_eq!(e.ask("position @c3"), "ok");
    assert!(e.ask("position @c3 @c3").starts_with("error"));
    let lines = {
        e.send("go depth 2");
        e.until_best()
    };
    let best = lines.last().expect("a best line");
    let mv = field(best, "best").expect("a move");
    assert_ne!(mv, "@c3", "Black moves after @c3: {best}");
    // Empty lines are ignored; the engine still answers.
    e.send("");
    assert_eq!(e.ask("rules rows=4 columns=4 pieces_per_player=4"), "ok");
    e.quit();
}

/// `go depth N` reports every iteration and then the move, score and
/// depth that `analyze --depth N` finds (the same deterministic search).
#[test]
fn go_depth_agrees_with_analyze() {
    let moves = ["@c3", "@c4", "@d2", "@d5", "@b3", "@b4"];
    let json = support::cli::json(&[&["analyze", "--json", "--depth", "4"][..], &moves].concat());
    let mut e = Engine::start(&[]);
    assert!(e.ask("yote 1").starts_with("ready"));
    assert_eq!(e.ask(&format!("position {}", moves.join(" "))), "ok");
    e.send("go depth 4");
    let lines = e.until_best();
    let infos: Vec<&String> = lines.iter().filter(|l| l.starts_with("info ")).collect();
    let depths: Vec<&str> = infos.iter().filter_map(|l| field(l, "depth")).collect();
    assert_eq!(depths, ["1", "2", "3", "4"], "{lines:?}");
    for info in &infos {
        assert!(field(info, "score").is_some() && field(info, "nodes").is_some());
        assert!(field(info, "pv").is_some(), "{info}");
    }
    let best = lines.last().expect("best");
    assert_eq!(field(best, "best"), json["best"].as_str(), "{best}");
    assert_eq!(
        field(best, "score").and_then(|s| s.parse::<i64>().ok()),
        json["score"].as_i64()
    );
    assert_eq!(field(best, "depth"), Some("4"));
    // After a selective search its table does not change a `go depth`.
    e.send("go nodes 20000");
    e.until_best();
    e.send("go depth 4");
    let again = e.until_best();
    let again = again.last().expect("best");
    assert_eq!(field(again, "score"), field(best, "score"), "{again}");
    assert_eq!(field(again, "best"), field(best, "best"), "{again}");
    e.quit();
}

/// A `go` during a search is refused; `stop` ends the search at once
/// with its `best` line; the engine then searches again.
#[test]
fn stop_ends_a_search_at_once() {
    let mut e = Engine::start(&[]);
    assert!(e.ask("yote 1").starts_with("ready"));
    e.send("go time 600000");
    let refused = e.ask_past_info("go depth 1");
    assert!(
        refused.starts_with("error") && refused.contains("stop"),
        "{refused}"
    );
    let refused = e.ask_past_info("position @a1");
    assert!(
        refused.starts_with("error"),
        "no new position while searching: {refused}"
    );
    let asked = Instant::now();
    e.send("stop");
    let lines = e.until_best();
    assert!(
        asked.elapsed() < Duration::from_secs(20),
        "stop took {:?}",
        asked.elapsed()
    );
    let best = lines.last().expect("best");
    assert!(
        field(best, "best").is_some_and(|m| m.starts_with('@')),
        "{best}"
    );
    // Serving again: a new position and a short search.
    assert_eq!(e.ask("position @c3"), "ok");
    e.send("go depth 1");
    assert!(e.until_best().last().expect("best").starts_with("best "));
    // A `stop` with nothing running says nothing: the next reply is the next line's.
    e.send("stop");
    assert_eq!(e.ask("position"), "ok");
    e.quit();
}

/// A finished game has no move to search.
#[test]
fn go_on_a_finished_game_is_an_error() {
    let mut e = Engine::start(&[]);
    assert!(e.ask("yote 1").starts_with("ready"));
    // Two pieces each; White's capture leaves Black none.
    assert_eq!(e.ask("rules pieces_per_player=2"), "ok");
    assert_eq!(e.ask("position @c3 @c4 @a1 @e1 c3xc5/e1"), "ok");
    let reply = e.ask("go depth 3");
    assert!(reply.starts_with("error "), "{reply}");
    // The rules line reset the position: the standard game starts again.
    assert_eq!(e.ask("rules"), "ok");
    e.send("go depth 1");
    assert!(field(e.until_best().last().expect("best"), "best").is_some());
    e.quit();
}

/// At the end of the input the engine ends, status 0: a search still
/// running is stopped, as `quit` stops it, and still gives its answer.
#[test]
fn end_of_input_stops_the_search_and_ends_the_engine() {
    let out = command()
        .arg("engine")
        .stdin(Stdio::null())
        .output()
        .expect("runs");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "");
    let mut child = command()
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut input = child.stdin.take().expect("piped");
    // A search that would run for ages, its input closed once it has started.
    input
        .write_all(b"position @c3 @c4\ngo depth 64\n")
        .expect("written");
    std::thread::sleep(Duration::from_millis(100));
    let closed = Instant::now();
    drop(input);
    let out = child.wait_with_output().expect("ends");
    assert!(out.status.success());
    let text = stdout(&out);
    let best = text.lines().last().expect("lines");
    assert!(best.starts_with("best "), "{text}");
    // Not a measure of speed: the depth-64 search would not end for hours.
    assert!(closed.elapsed() < Duration::from_secs(30), "{text}");
}

/// A key or a limit given twice is refused, naming it; a limit out of its
/// range names the range; a control character in a refused line is shown
/// escaped.
#[test]
fn the_engine_names_what_is_wrong_with_a_line() {
    let mut e = Engine::start(&[]);
    assert!(e.ask("yote 1").starts_with("ready "));
    assert_eq!(e.ask("rules rows=5 rows=6"), "error 'rows' is given twice");
    assert_eq!(e.ask("go depth 1 depth 2"), "error 'depth' is given twice");
    assert_eq!(
        e.ask("go nodes 0"),
        "error the positions must be from 1 to 18446744073709551615"
    );
    assert_eq!(
        e.ask("go depth 99999999999999999999"),
        "error the depth must be from 1 to 64"
    );
    let refused = e.ask("position @c3\u{0}");
    assert!(
        refused.starts_with("error ") && refused.contains("\\x00"),
        "{refused}"
    );
    e.quit();
}

/// A shell script playing through the protocol, for the match tests.
fn script(dir: &std::path::Path, name: &str, body: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}")).expect("written");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    }
    path.display().to_string()
}

/// Greets, says ok to everything, and answers every `go` with `ANSWER`.
fn answering(answer: &str) -> String {
    format!(
        "while read line; do\n  case \"$line\" in\n    yote*) echo 'ready yote 1 name fake';;\n    go*) {answer};;\n    quit) exit 0;;\n    *) echo ok;;\n  esac\ndone\n"
    )
}

fn match_json(args: &[&str]) -> (serde_json::Value, String) {
    let out = command()
        .args(["match", "--json"])
        .args(args)
        .output()
        .expect("runs");
    assert!(out.status.success(), "{}", stderr(&out));
    let json = serde_json::from_str(&stdout(&out)).expect("one JSON object");
    (json, stderr(&out))
}

/// `games` games of the engine player `spec` as White against random, at
/// `ms` milliseconds a move: the match's JSON and what it wrote on stderr.
fn against_random(spec: &str, games: &str, ms: &str) -> (serde_json::Value, String) {
    match_json(&[
        "--white",
        spec,
        "--black",
        "random",
        "--games",
        games,
        "--engine-time",
        ms,
    ])
}

/// `yote engine` itself as an engine:CMD player beats random; the match
/// counts every game.
#[test]
fn our_engine_plays_a_match_through_the_protocol() {
    let spec = format!("engine:{} engine", env!("CARGO_BIN_EXE_yote"));
    let (json, errors) = against_random(&spec, "2", "20");
    assert_eq!(json["white"], spec);
    assert_eq!(json["wins"], 2, "{json} {errors}");
    assert_eq!(errors, "");
}

/// With `--engine-nodes` an engine player is sent `go nodes N`: on one
/// thread its games do not depend on the clock, so the same match played
/// twice (two games at once the second time) gives the very same games.
/// The fake engine shows the line it is sent.
#[test]
fn engine_nodes_sends_go_nodes_and_repeats_its_games() {
    let dir = tempfile::tempdir().expect("temp dir");
    let spec = format!("engine:{} engine --threads 1", env!("CARGO_BIN_EXE_yote"));
    let play = |name: &str, jobs: &str| {
        let folder = dir.path().join(name);
        let folder_text = folder.to_str().expect("UTF-8").to_string();
        let (json, _) = match_json(&[
            "--white",
            &spec,
            "--black",
            &spec,
            "--games",
            "4",
            "--engine-nodes",
            "3000",
            "--jobs",
            jobs,
            "--max-plies",
            "60",
            "--record",
            &folder_text,
        ]);
        let games: Vec<String> = (1..=2)
            .map(|n| {
                std::fs::read_to_string(folder.join(format!("game-{n:04}.toml"))).expect("saved")
            })
            .collect();
        (json, games)
    };
    assert_eq!(play("a", "1"), play("b", "2"));
    // The line sent: a fake engine that loses at once unless asked for nodes.
    let picky = script(
        dir.path(),
        "picky",
        &answering(
            "case \"$line\" in 'go nodes 77') echo 'best @a1 score 0 depth 1';; *) echo 'best zz9';; esac",
        ),
    );
    let (json, errors) = match_json(&[
        "--white",
        &format!("engine:{picky}"),
        "--black",
        "random",
        "--games",
        "1",
        "--engine-nodes",
        "77",
        "--max-plies",
        "1",
    ]);
    assert_eq!(json["draws"], 1, "{json} {errors}");
    assert_eq!(errors, "");
}

/// Engines that answer garbage, die after the greeting, or never answer
/// lose their games with a message naming why; the match goes on.
#[test]
fn a_failing_engine_loses_its_games_and_the_match_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let garbage = script(
        dir.path(),
        "garbage",
        &answering("echo 'best zz9 score 0 depth 1'"),
    );
    let dies = script(dir.path(), "dies", &answering("exit 3"));
    let refuses = script(dir.path(), "refuses", &answering("echo 'error no'"));
    for (engine, why) in [
        (garbage.as_str(), "'zz9', which is not a legal move"),
        (dies.as_str(), "ended or closed its output"),
        (refuses.as_str(), "refused a line"),
    ] {
        let spec = format!("engine:{engine}");
        let (json, errors) = against_random(&spec, "2", "10");
        assert_eq!(json["losses"], 2, "{engine}: {json}");
        assert_eq!(errors.matches(why).count(), 2, "{engine}: {errors}");
        assert!(
            errors.contains("game 1:") && errors.contains("game 2:"),
            "{errors}"
        );
    }
}

/// An engine that cannot be started ends the match at once, naming why,
/// rather than losing every game.
#[test]
fn an_engine_that_cannot_start_ends_the_match() {
    let out = command()
        .args([
            "match",
            "--white",
            "engine:/nonexistent/engine",
            "--black",
            "random",
        ])
        .args(["--games", "6", "--jobs", "2"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let errors = stderr(&out);
    assert_eq!(
        errors.matches("could not be started").count(),
        1,
        "{errors}"
    );
    assert!(errors.contains("engine:/nonexistent/engine"), "{errors}");
    assert_eq!(stdout(&out), "");
}

/// An engine that answers every line with garbage loses at its first
/// answer, its line quoted, without waiting for its budget.
#[test]
fn a_talking_but_wrong_engine_loses_at_once_with_its_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let wrong = script(
        dir.path(),
        "wrong",
        "while read line; do echo 'best zz99 garbage'; done\n",
    );
    let started = Instant::now();
    let (json, errors) = against_random(&format!("engine:{wrong}"), "1", "5000");
    assert_eq!(json["losses"], 1, "{json}");
    assert!(
        errors.contains("it answered 'best zz99 garbage' to the greeting"),
        "{errors}"
    );
    // Not a measure of speed: waiting for the greeting's grace takes 5 s.
    assert!(started.elapsed() < Duration::from_secs(5), "{errors}");
}

/// An engine that floods its output while its opponent thinks loses its
/// game, the reason said, and the match's memory stays bounded.
#[cfg(unix)]
#[test]
fn an_engine_that_floods_its_output_loses_and_memory_stays_bounded() {
    let dir = tempfile::tempdir().expect("temp dir");
    // Its first move, then a flood of lines in the background.
    let flood = script(
        dir.path(),
        "flood",
        &answering("echo 'best @a1 score 0 depth 1'; yes 'info flood flood flood' &"),
    );
    let (out, peak_kib) = support_run_with_peak(&[
        "match",
        "--json",
        "--white",
        &format!("engine:{flood}"),
        "--black",
        "time:300",
        "--games",
        "1",
        "--openings",
        "0",
        "--engine-time",
        "100",
    ]);
    let errors = String::from_utf8_lossy(&out.1).to_string();
    assert!(errors.contains("wrote more than 1 MiB"), "{errors}");
    let json: serde_json::Value = serde_json::from_slice(&out.0).expect("JSON");
    assert_eq!(json["losses"], 1, "{json}");
    assert!(peak_kib < 100 * 1024, "peak {peak_kib} KiB");
}

/// Runs the binary with `args`, its output into files; its standard output
/// and error, and its peak resident memory in KiB (`wait4`'s).
#[cfg(unix)]
fn support_run_with_peak(args: &[&str]) -> ((Vec<u8>, Vec<u8>), i64) {
    let dir = tempfile::tempdir().expect("temp dir");
    let (out_path, err_path) = (dir.path().join("out"), dir.path().join("err"));
    // Reaped by wait4 below, which also gives its peak memory.
    #[allow(clippy::zombie_processes)]
    let child = command()
        .args(args)
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&out_path).expect("file"))
        .stderr(std::fs::File::create(&err_path).expect("file"))
        .spawn()
        .expect("runs");
    let peak = wait_with_peak(child.id());
    let read = |p: &std::path::Path| std::fs::read(p).expect("read");
    ((read(&out_path), read(&err_path)), peak)
}

/// Waits for the child `pid` and returns its peak resident memory in KiB.
#[cfg(unix)]
fn wait_with_peak(pid: u32) -> i64 {
    let mut status = 0;
    // SAFETY: wait4 writes only into `status` and `usage`, both ours.
    unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        let waited = libc::wait4(pid as libc::pid_t, &raw mut status, 0, &raw mut usage);
        assert_eq!(waited, pid as libc::pid_t, "waited for the child");
        usage.ru_maxrss
    }
}

/// Whether the process `pid` is still there (and not a zombie).
#[cfg(unix)]
fn alive(pid: &str) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        stat.rsplit(')')
            .next()
            .is_some_and(|rest| !rest.trim_start().starts_with('Z'))
    })
}

/// Waits up to 10 s for the process `pid` to be gone.
#[cfg(unix)]
fn gone(pid: &str) -> bool {
    let until = Instant::now() + Duration::from_secs(10);
    while alive(pid) && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(20));
    }
    !alive(pid)
}

/// An engine that starts a process in the background: that process ends
/// with the engine's game (the engine runs in a process group of its own,
/// ended whole), and with a match interrupted by Ctrl-C.
#[cfg(unix)]
#[test]
fn what_an_engine_started_ends_with_its_game_and_with_an_interrupted_match() {
    let dir = tempfile::tempdir().expect("temp dir");
    let pid_file = dir.path().join("child.pid");
    let body = format!(
        "sleep 300 >/dev/null 2>&1 &\necho $! > '{}'\nexec {} engine --threads 1\n",
        pid_file.display(),
        env!("CARGO_BIN_EXE_yote")
    );
    let engine = script(dir.path(), "starts-a-child", &body);
    let spec = format!("engine:{engine}");
    let (json, errors) = against_random(&spec, "1", "10");
    assert_eq!(json["games"], 1, "{json} {errors}");
    let child = std::fs::read_to_string(&pid_file).expect("the child's pid");
    assert!(
        gone(child.trim()),
        "the engine's child {child} outlived its game"
    );

    // Interrupted in the middle of a long match.
    std::fs::remove_file(&pid_file).expect("removed");
    let mut running = command()
        .args([
            "match", "--white", &spec, "--black", "random", "--games", "50",
        ])
        .args(["--engine-time", "500"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("runs");
    let until = Instant::now() + Duration::from_secs(20);
    while !pid_file.exists() && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(200));
    let child = std::fs::read_to_string(&pid_file).expect("the child's pid");
    // SAFETY: kill(2) on the match we started.
    unsafe {
        libc::kill(running.id() as libc::pid_t, libc::SIGINT);
    }
    let status = running.wait().expect("ends");
    assert!(!status.success());
    assert!(
        gone(child.trim()),
        "the engine's child {child} outlived the match"
    );
}

/// An engine that says nothing after `go` loses once its budget and the
/// grace of 5 s have passed (one game: the test waits that long once).
#[test]
fn a_silent_engine_loses_after_its_grace() {
    let dir = tempfile::tempdir().expect("temp dir");
    let silent = script(dir.path(), "silent", &answering(":"));
    let started = Instant::now();
    let (json, errors) = against_random(&format!("engine:{silent}"), "1", "10");
    assert!(started.elapsed() >= Duration::from_secs(5));
    assert_eq!(json["losses"], 1, "{json}");
    assert!(errors.contains("no answer within 5010 ms"), "{errors}");
}

/// `engine:` with no command is not a player.
#[test]
fn an_engine_spec_needs_a_command() {
    let err = support::cli::refused(&["match", "--white", "engine:", "--black", "random"]);
    assert!(err.contains("engine:CMD"), "{err}");
    // And the help names the option.
    assert!(ok(&["match", "--help"]).contains("--engine-time"));
}

/// The `best` line of one `go nodes N` by `yote engine --threads 1
/// [--without PARTS]` after the `setup` lines (each answered `ok`): one
/// thread on a node budget, the same search every time.
fn best_on_one_thread(without: &[&str], setup: &[String], nodes: u64) -> String {
    let mut args = vec!["--threads", "1"];
    if !without.is_empty() {
        args.push("--without");
        args.extend_from_slice(without);
    }
    // `--threads` and `--without` are `engine`'s: after the command.
    let mut e = Engine::start_with(&args);
    assert!(e.ask("yote 1").starts_with("ready"));
    for line in setup {
        assert_eq!(e.ask(line), "ok", "{line}");
    }
    e.send(&format!("go nodes {nodes}"));
    let best = e.until_best().last().expect("best").clone();
    e.quit();
    best
}

/// The engine plays on rather than draw: on a 2×2 board with a piece each
/// (a jump needs three squares in a line) every line ends in the
/// repetition draw, which `go` counts 25 against the engine's side; with
/// `--without contempt`, and for `analyze`, a draw is 0.
#[test]
fn the_engine_counts_a_draw_against_itself_and_analyze_does_not() {
    let rules = "rows=2 columns=2 pieces_per_player=1 win_when_opponent_has_at_most=0";
    let setup = [format!("rules {rules}"), "position @a1 @b2".to_string()];
    let score = |without: &[&str]| {
        let best = best_on_one_thread(without, &setup, 20_000);
        field(&best, "score").expect("score").to_string()
    };
    assert_eq!(score(&[]), "-25");
    assert_eq!(score(&["contempt"]), "0");
    let mut args = vec!["analyze", "--time", "100", "--json"];
    for set in rules.split(' ') {
        args.extend(["--set", set]);
    }
    args.extend(["@a1", "@b2"]);
    assert_eq!(support::cli::json(&args)["score"], 0);
}

/// `--without` switches parts of the selective search off: on the same
/// node budget (one thread, so the same search every time) the full-width
/// search reaches fewer plies than the selective one, and each switch
/// changes the search; a part that is not one is refused by name.
#[test]
fn without_switches_parts_of_the_selective_search_off() {
    let moves = "@c3 @d3 @c2 @d2 @b4 @e4 @b2 @e2";
    let setup = [format!("position {moves}")];
    let search = |without: &[&str]| {
        let best = best_on_one_thread(without, &setup, 200_000);
        let depth: u32 = field(&best, "depth")
            .and_then(|d| d.parse().ok())
            .expect("depth");
        (depth, best)
    };
    let (all, best) = search(&[]);
    assert_eq!(
        search(&[]).1,
        best,
        "one thread on a node budget repeats itself"
    );
    let (none, _) = search(&["null-move,reductions,futility,reverse-futility"]);
    assert!(none < all, "without pruning {none} plies, with it {all}");
    for part in ["null-move", "reductions", "futility", "reverse-futility"] {
        let (_, other) = search(&[part]);
        assert_ne!(other, best, "--without {part} changes nothing");
    }
    let err = support::cli::refused(&["engine", "--without", "everything"]);
    assert!(
        err.contains("everything") && err.contains("null-move"),
        "{err}"
    );
}

/// The endgame tables: on a 3×4 board, three pieces each and none in hand,
/// White to move loses by force. With the tables the selective search says
/// so, and in how many plies; `--without endgames` it sees no forced
/// result on the same budget.
#[test]
fn the_endgame_tables_prove_a_loss_the_search_alone_does_not_see() {
    let setup = [
        "rules rows=3 columns=4 pieces_per_player=3 win_when_opponent_has_at_most=0".to_string(),
        "position @b2 @a1 @c2 @d3 @b1 @a3".to_string(),
    ];
    let with = best_on_one_thread(&[], &setup, 20_000);
    let plies: i32 = field(&with, "win_in")
        .and_then(|w| w.parse().ok())
        .unwrap_or_else(|| panic!("a forced result: {with}"));
    assert!(plies < 0, "White loses: {with}");
    let without = best_on_one_thread(&["endgames"], &setup, 20_000);
    assert_eq!(field(&without, "win_in"), None, "{without}");
}
