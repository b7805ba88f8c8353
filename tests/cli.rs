//! The scripting interface of docs/scripting.md, through the real binary: the
//! JSON of `position`, `perft` lines, `--rules` and `--set`, and refusals
//! (status 2, a message on standard error, nothing on standard output).

use crate::reference;
use crate::support;

use rand::{Rng, SeedableRng, rngs::SmallRng};
use reference::{Opts, RefGame};
use serde_json::Value;
use support::cli::{command, json, ok, refused, stderr, stdout, yote};

/// `position --json` parsed, after checking it is exactly one object with
/// the keys of docs/scripting.md in their order.
fn position_json(args: &[&str]) -> Value {
    let mut full = vec!["position", "--json"];
    full.extend_from_slice(args);
    let text = ok(&full);
    let value: Value = serde_json::from_str(&text).expect("exactly one JSON value");
    let object = value.as_object().expect("an object");
    assert_eq!(object.len(), 6, "{text}");
    let keys = ["ply", "to_move", "board", "hand", "legal_moves", "outcome"];
    let at: Vec<usize> = keys
        .iter()
        .map(|k| text.find(&format!("\"{k}\"")).expect("key present"))
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "key order in {text}");
    let hand = text.find("\"hand\"").unwrap();
    let white = text[hand..].find("\"white\"").unwrap();
    let black = text[hand..].find("\"black\"").unwrap();
    assert!(white < black, "hand order in {text}");
    value
}

fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .expect("a list")
        .iter()
        .map(|v| v.as_str().expect("a string").to_string())
        .collect()
}

#[test]
fn position_json_at_the_start() {
    let v = position_json(&[]);
    assert_eq!(v["ply"], 0);
    assert_eq!(v["to_move"], "white");
    assert_eq!(strings(&v["board"]), vec!["......"; 5]);
    assert_eq!(v["hand"]["white"], 12);
    assert_eq!(v["hand"]["black"], 12);
    assert_eq!(strings(&v["legal_moves"]).len(), 30);
    assert!(v["outcome"].is_null());
}

#[test]
fn position_json_board_top_row_first_and_moves_sorted() {
    // White a5 (top left), black f1 (bottom right).
    let v = position_json(&["@a5", "@f1"]);
    assert_eq!(
        strings(&v["board"]),
        ["W.....", "......", "......", "......", ".....B"]
    );
    assert_eq!(v["ply"], 2);
    assert_eq!(v["hand"]["white"], 11);
    assert_eq!(v["hand"]["black"], 11);
    let moves = strings(&v["legal_moves"]);
    let mut sorted = moves.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(moves, sorted, "sorted by byte order, each once");
    assert!(moves.contains(&"a5-a4".to_string()));
    assert!(moves.contains(&"a5-b5".to_string()));
    assert_eq!(moves.len(), 28 + 2);
}

#[test]
fn position_json_of_a_finished_game() {
    let v = position_json(&["--set", "pieces_per_player=2", "@a1", "@a2", "a1xa3"]);
    assert_eq!(v["ply"], 3);
    assert_eq!(v["to_move"], "black");
    assert_eq!(strings(&v["legal_moves"]), Vec::<String>::new());
    let outcome = v["outcome"].as_object().expect("an outcome object");
    assert_eq!(outcome.len(), 2);
    assert_eq!(outcome["result"], "white");
    assert!(outcome["reason"].as_str().is_some_and(|r| !r.is_empty()));
    let text = ok(&[
        "position",
        "--json",
        "--set",
        "pieces_per_player=2",
        "@a1",
        "@a2",
        "a1xa3",
    ]);
    assert!(text.find("\"result\"").unwrap() < text.find("\"reason\"").unwrap());
    // A draw by repetition says "draw"; to_move is the player from §4 step 2.
    let v = position_json(&[
        "--set",
        "repetition_draw=2",
        "@a1",
        "@f5",
        "a1-a2",
        "f5-f4",
        "a2-a1",
        "f4-f5",
    ]);
    assert_eq!(v["outcome"]["result"], "draw");
    assert_eq!(v["to_move"], "white");
}

#[test]
fn bonus_moves_count_as_plies_and_keep_the_turn() {
    let v = position_json(&[
        "--set",
        "bonus_move_after_capture=true",
        "@c3",
        "@c4",
        "c3xc5",
    ]);
    assert_eq!(v["ply"], 3);
    assert_eq!(v["to_move"], "white");
    assert_eq!(v["board"][0], "..W...");
    assert_eq!(v["hand"]["black"], 11);
}

#[test]
fn set_before_and_after_the_subcommand_is_the_same() {
    let moves = ["@a1", "@a2", "@f5", "@b3", "@f1", "@d1"];
    let mut before = vec![
        "--set",
        "multi_jump=true",
        "--set",
        "second_piece=board-or-hand",
        "position",
        "--json",
    ];
    before.extend(moves);
    let mut after = vec!["position", "--json"];
    after.extend(moves);
    after.extend([
        "--set",
        "multi_jump=true",
        "--set",
        "second_piece=board-or-hand",
    ]);
    let mut quoted = vec![
        "position",
        "--json",
        "--set",
        "multi_jump=true",
        "--set",
        "second_piece=\"board-or-hand\"",
    ];
    quoted.extend(moves);
    let a = ok(&before);
    assert_eq!(a, ok(&after));
    assert_eq!(a, ok(&quoted));
    assert!(a.contains("\"a1xa3xc3/h/h\""), "{a}");
    assert_ne!(
        a,
        ok(&{
            let mut plain = vec!["position", "--json"];
            plain.extend(moves);
            plain
        })
    );
}

#[test]
fn rules_file_and_set_on_top_of_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("small.toml");
    std::fs::write(&path, "rows = 3\ncolumns = 4\npieces_per_player = 2\n").unwrap();
    let file = path.to_str().unwrap();
    let v = position_json(&["--rules", file]);
    assert_eq!(strings(&v["board"]), vec!["...."; 3]);
    assert_eq!(v["hand"]["white"], 2);
    // --set wins over the file.
    let v = position_json(&["--rules", file, "--set", "columns=2"]);
    assert_eq!(strings(&v["board"]), vec![".."; 3]);
    let v = position_json(&["--rules", file, "--set", "first_player=black"]);
    assert_eq!(v["to_move"], "black");
}

#[test]
fn rules_file_errors_name_the_key_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    let bad_type = write("type.toml", "rows = 5\n\nmulti_jump = \"yes\"\n");
    let err = refused(&["--rules", &bad_type, "position"]);
    assert!(err.contains("multi_jump"), "{err}");
    assert!(err.contains("line 3"), "{err}");
    let unknown = write("unknown.toml", "# a comment\nmultijump = true\n");
    let err = refused(&["--rules", &unknown, "position", "--json"]);
    assert!(err.contains("multijump"), "{err}");
    assert!(err.contains("line 2"), "{err}");
    let range = write("range.toml", "rows = 9\n");
    let err = refused(&["--rules", &range, "perft", "1"]);
    assert!(err.contains("rows") && err.contains("line 1"), "{err}");
    let too_many = write(
        "many.toml",
        "rows = 2\ncolumns = 3\npieces_per_player = 4\n",
    );
    let err = refused(&["--rules", &too_many, "position"]);
    assert!(err.contains("pieces_per_player"), "{err}");
    let not_toml = write("broken.toml", "rows = 5\ncolumns = = 6\n");
    let err = refused(&["--rules", &not_toml, "position"]);
    assert!(err.contains("line 2"), "{err}");
    let err = refused(&["--rules", "/no/such/rules.toml", "position"]);
    assert!(err.contains("/no/such/rules.toml"), "{err}");
}

#[test]
fn bad_options_on_the_command_line() {
    for (set, key) in [
        ("frobnicate=1", "frobnicate"),
        ("rows=9", "rows"),
        ("rows=1", "rows"),
        ("columns=abc", "columns"),
        ("multi_jump=maybe", "multi_jump"),
        ("second_piece=sky", "second_piece"),
        ("no_legal_move=pass", "no_legal_move"),
        ("first_player=red", "first_player"),
        ("repetition_draw=1", "repetition_draw"),
        ("repetition_draw=11", "repetition_draw"),
        ("pieces_per_player=16", "pieces_per_player"),
        ("pieces_per_player=0", "pieces_per_player"),
        (
            "win_when_opponent_has_at_most=12",
            "win_when_opponent_has_at_most",
        ),
        (
            "draw_when_both_have_at_most=13",
            "draw_when_both_have_at_most",
        ),
    ] {
        for args in [
            vec!["--set", set, "position", "--json"],
            vec!["position", "--set", set],
            vec!["perft", "1", "--set", set],
        ] {
            let err = refused(&args);
            assert!(err.contains(key), "{args:?}: {err}");
        }
    }
    // Too many pieces for the board names pieces_per_player, whichever key
    // made it so.
    let err = refused(&["--set", "rows=2", "--set", "columns=2", "position"]);
    assert!(err.contains("pieces_per_player"), "{err}");
}

#[test]
fn illegal_and_malformed_moves_are_refused() {
    for (args, number, token, why) in [
        (
            vec!["@c3", "@f5", "c3xc5"],
            3,
            "c3xc5",
            "c4 holds no enemy piece",
        ),
        (vec!["@c3", "@c3"], 2, "@c3", "c3 is not empty"),
        (vec!["@c3", "zz"], 2, "zz", ""),
        (vec!["@g9"], 1, "@g9", ""),
        (vec!["@a1", "@b1", "a1-c1"], 3, "a1-c1", ""),
        (
            vec!["@c3", "@c4", "@a1", "@f5", "c3xc5"],
            5,
            "c3xc5",
            "second piece",
        ),
    ] {
        for command in [
            vec!["position", "--json"],
            vec!["position"],
            vec!["perft", "2"],
        ] {
            let mut full = command.clone();
            full.extend(args.iter().copied());
            let err = refused(&full);
            let head = format!("move {number} '{token}': ");
            assert!(err.contains(&head), "{full:?}: {err}");
            assert!(err.contains(why), "{full:?}: {err}");
        }
    }
    // A token after the end of the game is refused too.
    let err = refused(&[
        "position",
        "--set",
        "pieces_per_player=2",
        "@a1",
        "@a2",
        "a1xa3",
        "@b1",
    ]);
    assert!(err.contains("move 4 '@b1'"), "{err}");
}

#[test]
fn perft_prints_one_line_per_depth() {
    assert_eq!(
        ok(&["perft", "4"]),
        "depth 1: 30\ndepth 2: 870\ndepth 3: 27180\ndepth 4: 823848\n"
    );
    // After @c3 @c4 @a1 @f5: 26 drops, 5 steps and c3xc5/f5.
    assert_eq!(
        ok(&["perft", "1", "@c3", "@c4", "@a1", "@f5"]),
        "depth 1: 32\n"
    );
    // A finished game adds nothing below it.
    assert_eq!(
        ok(&[
            "perft",
            "3",
            "--set",
            "pieces_per_player=2",
            "@a1",
            "@a2",
            "a1xa3"
        ]),
        "depth 1: 0\ndepth 2: 0\ndepth 3: 0\n"
    );
    // 2×2, one piece each: 4 drops, 3 replies, then White steps: once when
    // Black stands beside it (2 of 3 replies), twice when diagonal.
    assert_eq!(
        ok(&[
            "--set",
            "rows=2",
            "--set",
            "columns=2",
            "--set",
            "pieces_per_player=1",
            "--set",
            "win_when_opponent_has_at_most=0",
            "perft",
            "3",
        ]),
        "depth 1: 4\ndepth 2: 12\ndepth 3: 16\n"
    );
    refused(&["perft", "x"]);
}

#[test]
fn position_for_people_shows_the_board() {
    let text = ok(&["position", "@a5", "@f1"]);
    assert!(text.contains('W') && text.contains('B'), "{text}");
    assert!(text.contains('a') && text.contains('f'), "{text}");
}

/// The JSON against the reference implementation along a few random games
/// under random options: the whole interface, end to end.
#[test]
fn position_json_agrees_with_the_reference() {
    json_against_reference(2026, 12, 8);
}

#[test]
#[ignore = "slow: many processes"]
fn position_json_agrees_with_the_reference_at_every_position() {
    json_against_reference(7, 150, 1);
}

/// Plays `games` random games under random options, and every `every`
/// plies (and at the end) compares `yote position --json` with the
/// reference. Half the games give the options in a rules file.
fn json_against_reference(seed: u64, games: usize, every: usize) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let dir = tempfile::tempdir().unwrap();
    for number in 0..games {
        let pairs = reference::random_pairs(&mut rng);
        let mut game = RefGame::new(Opts::from_pairs(&pairs));
        let mut tokens: Vec<String> = Vec::new();
        let file = dir.path().join(format!("rules{number}.toml"));
        let text: String = pairs
            .iter()
            .map(|(k, v)| match v.parse::<i64>() {
                Ok(_) => format!("{k} = {v}\n"),
                Err(_) if v == "true" || v == "false" => format!("{k} = {v}\n"),
                Err(_) => format!("{k} = \"{v}\"\n"),
            })
            .collect();
        std::fs::write(&file, text).unwrap();
        let use_file = number % 2 == 1;
        for step in 0..60 {
            if step % every == 0 || game.end.is_some() {
                let mut args: Vec<String> = Vec::new();
                if use_file {
                    args.push("--rules".into());
                    args.push(file.to_str().unwrap().to_string());
                } else {
                    for (k, v) in &pairs {
                        args.push("--set".into());
                        args.push(format!("{k}={v}"));
                    }
                }
                args.extend(tokens.iter().cloned());
                let args: Vec<&str> = args.iter().map(String::as_str).collect();
                let v = position_json(&args);
                assert_eq!(v["ply"], tokens.len() as u64);
                let to_move = ["white", "black"][game.pos.to_move];
                assert_eq!(v["to_move"], to_move, "{args:?}");
                assert_eq!(strings(&v["board"]), game.pos.rows_text(), "{args:?}");
                assert_eq!(v["hand"]["white"], game.pos.hand[0]);
                assert_eq!(v["hand"]["black"], game.pos.hand[1]);
                assert_eq!(strings(&v["legal_moves"]), game.legal(), "{args:?}");
                match game.end {
                    None => assert!(v["outcome"].is_null()),
                    Some(end) => {
                        let result = match end.winner {
                            Some(0) => "white",
                            Some(_) => "black",
                            None => "draw",
                        };
                        assert_eq!(v["outcome"]["result"], result, "{args:?}");
                    }
                }
            }
            let moves = game.legal();
            if moves.is_empty() {
                break;
            }
            let token = moves[rng.random_range(0..moves.len())].clone();
            game.play(&token);
            tokens.push(token);
        }
    }
}

/// Whether `text` holds a character a terminal would act on (other than the
/// line break that ends a message).
fn has_control(text: &str) -> bool {
    text.chars().any(|c| c != '\n' && c.is_control())
}

#[test]
fn control_characters_in_what_is_echoed_are_escaped() {
    let title = "\u{1b}]2;owned\u{7}";
    let err = refused(&["position", "@a1", title]);
    assert!(!has_control(&err), "{err:?}");
    assert!(err.contains("move 2 '\\x1b]2;owned\\x07'"), "{err}");
    // clap's own messages echo the argument too.
    let err = refused(&["positio", "\u{1b}[2J"]);
    assert!(!has_control(&err), "{err:?}");
    let err = refused(&["position", "--frob\u{1b}[2J"]);
    assert!(!has_control(&err), "{err:?}");
    // A file name, and a rules file's content.
    let dir = tempfile::tempdir().unwrap();
    let name = dir.path().join("bad\u{1b}[31m.toml");
    std::fs::write(&name, "second_piece = \"\u{1b}]2;x\u{7}\"\n").unwrap();
    let err = refused(&["--rules", name.to_str().unwrap(), "position"]);
    assert!(!has_control(&err), "{err:?}");
    assert!(err.contains("bad\\x1b[31m.toml, line 1"), "{err}");
    let err = refused(&["--set", "second_piece=\u{1b}[2J", "position"]);
    assert!(!has_control(&err), "{err:?}");
}

#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8_are_named() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let run = |args: &[&OsStr]| {
        let out = command().args(args).output().expect("the binary runs");
        assert_eq!(out.status.code(), Some(2));
        assert!(out.stdout.is_empty());
        stderr(&out)
    };
    let bad = OsStr::from_bytes(b"@a\xff1");
    let err = run(&[OsStr::new("position"), OsStr::new("@c3"), bad]);
    assert_eq!(
        err,
        "error: argument 3 '@a\\xff1' is not valid UTF-8 text\n"
    );
    let err = run(&[
        OsStr::new("--set"),
        OsStr::from_bytes(b"rows=\xc3"),
        OsStr::new("position"),
    ]);
    assert_eq!(
        err,
        "error: argument 2 'rows=\\xc3' (the value of --set) is not valid UTF-8 text\n"
    );
}

/// Runs a command that must be refused, with a time limit: a command that
/// would wait or read for ever is killed and the test fails, instead of the
/// whole suite hanging.
#[cfg(unix)]
fn refused_at_once(args: &[&str]) -> String {
    use std::process::Stdio;
    let child = command()
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let pid = child.id() as libc::pid_t;
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || tx.send(child.wait_with_output()));
    let out = if let Ok(out) = rx.recv_timeout(std::time::Duration::from_secs(30)) {
        out.expect("output")
    } else {
        // SAFETY: signalling our own child, which has not been reaped.
        unsafe { libc::kill(pid, libc::SIGKILL) };
        panic!("{args:?} did not finish: it waits or reads for ever");
    };
    assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
    assert!(out.stdout.is_empty(), "{args:?}");
    stderr(&out)
}

#[cfg(unix)]
#[test]
fn only_regular_files_are_read() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe.toml");
    let c_path = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path; mkfifo only creates a node.
    assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o600) }, 0);
    let folder = dir.path().to_str().unwrap().to_string();
    for (file, what) in [
        ("/dev/zero", "a character device"),
        ("/dev/urandom", "a character device"),
        (fifo.to_str().unwrap(), "a named pipe (FIFO)"),
        (folder.as_str(), "a folder"),
    ] {
        for args in [
            vec!["--rules", file, "position"],
            vec!["position", "--rules", file],
            vec!["position", "--game", file],
            vec!["--load", file],
        ] {
            let err = refused_at_once(&args);
            assert_eq!(
                err,
                format!("yote: {file}: {what}, not a regular file\n"),
                "{args:?}"
            );
        }
    }
    // A link to a regular file is read as that file.
    let rules = dir.path().join("small.toml");
    std::fs::write(&rules, "rows = 3\ncolumns = 4\npieces_per_player = 2\n").unwrap();
    let link = dir.path().join("link.toml");
    std::os::unix::fs::symlink(&rules, &link).unwrap();
    let v = position_json(&["--rules", link.to_str().unwrap()]);
    assert_eq!(v["hand"]["white"], 2);
}

#[test]
fn rules_files_name_the_line_of_tables_and_bad_text() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &[u8]| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    for (name, text, line) in [
        ("header.toml", &b"rows = 5\n\n[foo]\nbar = 1\n"[..], 3),
        ("dotted.toml", &b"# dotted\nrows = 5\na.b = 1\n"[..], 3),
        ("latin1.toml", &b"rows = 5\n# r\xe9gles\n"[..], 2),
        (
            "big.toml",
            &[b"# padding\n".repeat(120_000), b"rows = 5\n".to_vec()].concat()[..],
            0,
        ),
    ] {
        let file = write(name, text);
        let err = refused(&["--rules", &file, "position"]);
        if line > 0 {
            assert!(
                err.starts_with(&format!("yote: {file}, line {line}: ")),
                "{err}"
            );
        } else {
            assert!(err.contains("larger than 1 MiB"), "{err}");
        }
    }
}

#[test]
fn set_and_rules_on_both_sides_of_the_subcommand_all_apply_in_order() {
    // Before the fix, the --set before the subcommand was dropped: 5×2.
    let v = json(&[
        "--set",
        "rows=2",
        "position",
        "--json",
        "--set",
        "columns=2",
        "--set",
        "pieces_per_player=2",
    ]);
    assert_eq!(strings(&v["board"]), vec![".."; 2]);
    let out = ok(&[
        "--set",
        "rows=2",
        "perft",
        "1",
        "--set",
        "columns=2",
        "--set",
        "pieces_per_player=2",
    ]);
    assert_eq!(out, "depth 1: 4\n");
    // A bad value before the subcommand is not lost either.
    let err = refused(&[
        "--set",
        "columns=2.5",
        "position",
        "--set",
        "draw_when_both_have_at_most=2",
    ]);
    assert!(err.contains("--set columns=2.5: columns"), "{err}");
    // The last of one key wins, wherever it stands.
    let v = json(&["--set", "rows=3", "position", "--set", "rows=4", "--json"]);
    assert_eq!(v["board"].as_array().map(Vec::len), Some(4));
    let v = json(&["--set=rows=8", "position", "--json", "--set=rows=4"]);
    assert_eq!(v["board"].as_array().map(Vec::len), Some(4));

    // Rules files apply in the order given, each over the one before, and
    // every --set over all of them.
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    let small = write(
        "small.toml",
        "rows = 3\ncolumns = 4\npieces_per_player = 2\n",
    );
    let black = write("black.toml", "first_player = \"black\"\ncolumns = 3\n");
    let v = json(&["--rules", &small, "position", "--json", "--rules", &black]);
    assert_eq!(strings(&v["board"]), vec!["..."; 3]);
    assert_eq!(v["to_move"], "black");
    assert_eq!(v["hand"]["white"], 2);
    let v = json(&[
        "--set",
        "columns=5",
        "--rules",
        &small,
        "position",
        "--json",
        "--rules",
        &black,
    ]);
    assert_eq!(strings(&v["board"]), vec!["....."; 3]);
    // A check between keys names the last file that set the key.
    let many = write("many.toml", "\npieces_per_player = 7\n");
    let err = refused(&["--rules", &small, "position", "--rules", &many]);
    assert!(
        err.contains(&format!("{many}, line 2: pieces_per_player")),
        "{err}"
    );
    // A saved game refuses rules given on either side.
    let game = write("game.toml", "format = 1\n");
    for args in [
        vec!["--set", "rows=4", "position", "--game", &game],
        vec!["--rules", &small, "position", "--game", &game],
        vec!["position", "--game", &game, "--rules", &small],
    ] {
        let err = refused(&args);
        assert!(err.contains("carries its own rules"), "{args:?}: {err}");
    }
}

#[test]
fn a_set_value_with_a_line_break_is_refused() {
    let err = refused(&["--set", "pieces_per_player=5\nrows=99", "position"]);
    assert_eq!(
        err,
        "yote: --set pieces_per_player=5\\nrows=99: a --set value is one line of text: \
         it cannot hold a line break or other control character\n"
    );
    let err = refused(&["position", "--set", "rows=4\t"]);
    assert!(err.contains("--set rows=4\\t: "), "{err}");
}

#[test]
fn counts_outside_their_range_are_refused() {
    for (args, range) in [
        (vec!["perft", "0"], "from 1 to 20"),
        (vec!["perft", "21"], "from 1 to 20"),
        (vec!["perft", "4294967295"], "from 1 to 20"),
        (vec!["perft", "99999999999"], "from 1 to 20"),
        (vec!["bench", "--depth", "99"], "from 1 to 7"),
        (vec!["bench", "--depth", "0"], "from 1 to 7"),
        (vec!["bench", "--games", "0"], "from 1 to 100000000"),
        (
            vec![
                "match", "--white", "easy", "--black", "easy", "--jobs", "65",
            ],
            "from 1 to 64",
        ),
        (
            vec!["analyze", "--time", "0"],
            "from 1 to 18446744073709551615",
        ),
        (
            vec!["analyze", "--depth", "x"],
            "is not a whole number from 1 to",
        ),
    ] {
        let err = refused(&args);
        assert!(
            err.contains(args[args.len() - 1]) && err.contains(range),
            "{args:?}: {err}"
        );
    }
    assert_eq!(ok(&["perft", "1"]), "depth 1: 30\n");
}

#[test]
fn set_help_lists_every_rules_key_with_its_default() {
    // Generated from the one description of the options, so it never drifts.
    let help = stdout(&yote(&["--help"]));
    for key in yote_engine::rules::RuleKey::ALL {
        let default = yote::words::value_as_written(&key.default_value());
        let line = help
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{}: ", key.name())))
            .unwrap_or_else(|| panic!("{} missing from:\n{help}", key.name()));
        assert!(line.ends_with(&format!("(default {default})")), "{line}");
    }
    assert!(
        help.contains("repetition_draw: 0 (off) or a whole number from 2 to 10 (default 3)"),
        "{help}"
    );
}
