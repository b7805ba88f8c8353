//! `yote host` and `yote join` as two programs in two terminals: moves
//! each way, the joiner killed and back with the same code, the game
//! ending the same on both screens and archived on both computers.

use crate::support::pty::Session;

/// `yote host` as Ama, on a free port of loopback.
const HOST: [&str; 7] = [
    "host",
    "--port",
    "0",
    "--bind",
    "127.0.0.1",
    "--name",
    "Ama",
];

/// `args` with `--lines` after the command: the game in plain lines.
fn lines<'a>(args: &[&'a str]) -> Vec<&'a str> {
    let mut with = args.to_vec();
    with.insert(1, "--lines");
    with
}

/// The code and the port the host's screen shows.
fn code_and_port(host: &Session) -> (String, String) {
    let screen = host.contents();
    let line = screen
        .lines()
        .find(|l| l.contains("The other player types: yote join"))
        .expect("the join line");
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|w| *w == "join").expect("join");
    let code = words[at + 1].to_string();
    let port = words[at + 2].rsplit(':').next().unwrap().to_string();
    (code, port)
}

#[test]
fn two_terminals_play_and_come_back_after_a_kill() {
    let mut host = Session::start(&lines(&HOST));
    host.wait_for("Waiting for the other player");
    let (code, port) = code_and_port(&host);
    let address = format!("127.0.0.1:{port}");
    let join_data = tempfile::tempdir().unwrap();
    let join_args = [
        "join",
        "--lines",
        code.as_str(),
        address.as_str(),
        "--name",
        "Kofi",
    ];
    let mut join = Session::start_in(&join_args, join_data.path());
    host.wait_for("Kofi is here. You play White.");
    join.wait_for("Ama is here. You play Black.");

    host.send("@c3\r");
    join.wait_for("Ama played @c3.");
    join.send("@d3\r");
    host.wait_for("Kofi played @d3.");
    // A move out of turn is refused at home, never sent.
    join.send("@e3\r");
    join.wait_for("It is Ama's move.");

    join.signal(libc::SIGKILL);
    join.wait_exit();
    host.wait_for("Waiting for Kofi to come back");

    let mut join = Session::start_in(&join_args, join_data.path());
    host.wait_for("The game goes on (1 move).");
    join.wait_for("Ama is here. You play Black.");
    join.wait_for("The game goes on (1 move).");
    // The host's own screen has the joiner back before it moves.
    host.wait_for("Kofi is here.");
    host.send("@e3\r");
    join.wait_for("Ama played @e3.");
    join.send("resign\r");
    host.wait_for("Game over: Ama wins (Kofi resigned).");
    join.wait_for("Game over: Ama wins (Kofi resigned).");
    host.wait_exit();
    join.wait_exit();
    let archived = std::fs::read_dir(join_data.path().join("archive"))
        .unwrap()
        .count();
    assert_eq!(archived, 1);
}

#[test]
fn a_code_or_address_that_is_not_one_is_refused_before_calling() {
    use crate::support::cli::refused;
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_str().unwrap();
    let with_data = |args: &[&str]| {
        let out = crate::support::cli::command()
            .env("YOTE_DATA_DIR", dir)
            .env("YOTE_CONFIG_DIR", dir)
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        String::from_utf8(out.stderr).unwrap()
    };
    assert!(refused(&["join", "ocean-violet", "127.0.0.1"]).contains("not a join code"));
    assert!(refused(&["join", "7-ocean-zzzq", "127.0.0.1"]).contains("'zzzq' is not a word"));
    assert!(refused(&["join", "99999-ocean-violet", "127.0.0.1"]).contains("from 1 to 16384"));
    assert!(refused(&["join", "7-ocean-violet", "no such host:x:y"]).contains("is not an address"));
    assert!(with_data(&["host", "--resume"]).contains("no game of yote host kept"));
    // --clock takes what the game's --clock takes; not in lines.
    assert!(with_data(&["host", "--clock", "0+0"]).contains("--clock"));
    assert!(with_data(&["host", "--clock", "5+3", "--lines"]).contains("full screen only"));
}

#[test]
fn the_host_killed_comes_back_with_resume_and_a_new_code() {
    let host_data = tempfile::tempdir().unwrap();
    let join_data = tempfile::tempdir().unwrap();
    let host_args = lines(&HOST);
    let mut host = Session::start_in(&host_args, host_data.path());
    host.wait_for("Waiting for the other player");
    let (code, port) = code_and_port(&host);
    let address = format!("127.0.0.1:{port}");
    let mut join = Session::start_in(
        &[
            "join",
            "--lines",
            code.as_str(),
            address.as_str(),
            "--name",
            "Kofi",
        ],
        join_data.path(),
    );
    host.wait_for("Kofi is here.");
    host.send("@c3\r");
    join.wait_for("Ama played @c3.");
    join.send("@d3\r");
    host.wait_for("Kofi played @d3.");

    host.signal(libc::SIGKILL);
    host.wait_exit();
    join.wait_for("Calling Ama again");
    join.signal(libc::SIGTERM);
    join.wait_exit();

    let mut resumed = host_args.clone();
    resumed.push("--resume");
    let mut host = Session::start_in(&resumed, host_data.path());
    host.wait_for("The game goes on (1 move).");
    let (new_code, port) = code_and_port(&host);
    assert_ne!(new_code, code);
    let address = format!("127.0.0.1:{port}");
    let mut join = Session::start_in(
        &[
            "join",
            "--lines",
            new_code.as_str(),
            address.as_str(),
            "--name",
            "Kofi",
        ],
        join_data.path(),
    );
    join.wait_for("Ama is here. You play Black.");
    join.wait_for("The game goes on (1 move).");
    // The host's own screen has the joiner back before it moves.
    host.wait_for("Kofi is here.");
    host.send("@e3\r");
    join.wait_for("Ama played @e3.");
    // Leaving on purpose is not a dropped line: the joiner stops calling.
    host.send("quit\r");
    host.wait_exit();
    join.wait_for("The game is kept");
    join.wait_exit();
}

/// The port in "Listening on 127.0.0.1:PORT" anywhere on the host's screen.
fn listening_port(host: &Session) -> String {
    let screen = host.contents().replace('\n', " ");
    let at = screen.find("127.0.0.1:").expect("the address") + "127.0.0.1:".len();
    screen[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect()
}

/// `yote host` on the full screen, as Ama, on a free port of loopback,
/// with `more` arguments, once it waits for the other player.
fn full_screen_host(data: &std::path::Path, more: &[&str]) -> Session {
    let mut args = HOST.to_vec();
    args.extend_from_slice(more);
    let mut host = Session::start_in(&args, data);
    host.wait_for("Waiting for the other player");
    host
}

/// The code and the address a full-screen host shows, as `yote join`
/// takes them.
fn code_and_address(host: &Session) -> (String, String) {
    let screen = host.contents().replace('\n', " ");
    let at = screen.find("yote join ").expect("the join line") + "yote join ".len();
    let code = screen[at..].split_whitespace().next().unwrap().to_string();
    (code, format!("127.0.0.1:{}", listening_port(host)))
}

/// `yote join` on the full screen, as Kofi, with what the host shows.
fn full_screen_join(host: &Session, data: &std::path::Path) -> Session {
    let (code, address) = code_and_address(host);
    Session::start_in(
        &["join", code.as_str(), address.as_str(), "--name", "Kofi"],
        data,
    )
}

/// White (the host) plays @c3 with Enter, Black clicks d3, and both
/// move lists show the two.
fn a_move_each_way(host: &mut Session, join: &mut Session) {
    host.send("\r"); // White @c3
    join.wait_for("1. @c3");
    join.click("d3");
    host.wait_for("1. @c3           @d3");
    join.wait_for("1. @c3           @d3");
}

/// `text` as the preferences of the program whose data folder is `data`.
fn write_preferences(data: &std::path::Path, text: &str) {
    std::fs::create_dir_all(data.join("config")).unwrap();
    std::fs::write(data.join("config").join("preferences.toml"), text).unwrap();
}

/// From the setup screen to the connect screen: up from the top is the
/// start button, and the line under it opens the connect screen.
fn open_the_connect_screen(session: &mut Session) {
    session.wait_for("Play someone on another computer ›");
    session.send("\x1b[A");
    session.wait_for("▶ [ Start the game ]");
    session.send("\x1b[B");
    session.wait_for("▶ Play someone on another computer ›");
    session.send("\r");
    session.wait_for("▶ Host a game");
}

#[test]
fn two_full_screens_play_a_move_each_way() {
    let host_data = tempfile::tempdir().unwrap();
    let join_data = tempfile::tempdir().unwrap();
    let mut host = full_screen_host(host_data.path(), &["--clock", "30+0"]);
    // On the clock: shown, held, until the other player comes.
    host.wait_for("30:00");
    let mut join = full_screen_join(&host, join_data.path());
    join.wait_for("Ama is here. You play Black.");
    // The host's clock is the joiner's: Black's stands at 30:00.
    join.wait_for("30:00");
    host.wait_for("Kofi");
    a_move_each_way(&mut host, &mut join);
    host.quit_game();
    join.quit_game();
    // Kept after every move: the host goes on with --resume.
    let mut host = Session::start_in(
        &["host", "--resume", "--port", "0", "--bind", "127.0.0.1"],
        host_data.path(),
    );
    host.wait_for("Waiting for the other player");
    host.wait_for("1. @c3           @d3");
    // The clocks kept with the record: time was spent, on a clock of 30 minutes.
    host.wait_for("29:");
    host.quit_game();
}

/// `yote host --clock 0.05+0` (three seconds): nobody moves, the host's
/// flag falls on its own screen, the flag travels, and both computers
/// archive the game lost on time.
#[test]
fn a_flag_falls_on_one_screen_and_the_game_ends_on_time_on_both() {
    let host_data = tempfile::tempdir().unwrap();
    let join_data = tempfile::tempdir().unwrap();
    let mut host = full_screen_host(host_data.path(), &["--clock", "0.05+0"]);
    let mut join = full_screen_join(&host, join_data.path());
    join.wait_for("On the clock: 0.05+0");
    host.wait_for("Ama's flag fell");
    join.wait_for("Ama's flag fell");
    let archived: Vec<String> = [&host_data, &join_data]
        .iter()
        .map(|data| {
            let archive = data.path().join("archive");
            let file = std::fs::read_dir(&archive)
                .expect("archived")
                .next()
                .expect("one game")
                .unwrap()
                .path();
            std::fs::read_to_string(file).unwrap()
        })
        .collect();
    assert!(archived[0].contains("out_of_time"), "{}", archived[0]);
    assert_eq!(
        archived[0], archived[1],
        "the same record on both computers"
    );
    // Over: q leaves at once.
    for side in [&mut host, &mut join] {
        side.send("q");
        side.wait_exit();
    }
}

/// The setup screen's "Play someone on another computer" hosts (its
/// rules and names, the code and the addresses shown); `yote join` in a
/// second terminal joins with them, a rebinding of its preferences held;
/// a move each way.
#[test]
fn the_setup_screens_host_and_yote_join_play_a_move_each_way() {
    let host_data = tempfile::tempdir().unwrap();
    let join_data = tempfile::tempdir().unwrap();
    write_preferences(join_data.path(), "[keys.game]\nresign = \"z\"\n");
    // The host's preferences put the setup screen's clock on 5+0.
    write_preferences(host_data.path(), "clock = \"5+0\"\n");
    let mut host = Session::start_in(&[], host_data.path());
    open_the_connect_screen(&mut host);
    host.wait_for("On the clock: 5+0");
    host.send("\r");
    host.wait_for("Tell the other player: yote join");
    let mut join = full_screen_join(&host, join_data.path());
    join.wait_for("White is here. You play Black.");
    join.wait_for("On the clock: 5+0.");
    join.wait_for("5:00");
    join.wait_for("z resign");
    host.wait_for("Kofi");
    a_move_each_way(&mut host, &mut join);
    host.quit_game();
    // The host said goodbye: the joiner's game is kept, not called again.
    join.wait_for("the other player left");
    join.quit_game();
    assert!(host_data.path().join("net").join("host.json").exists());
}

/// `yote host` in one terminal; the setup screen's join in the other, the
/// code and the address typed; a move each way.
#[test]
fn yote_host_and_the_setup_screens_join_play_a_move_each_way() {
    let host_data = tempfile::tempdir().unwrap();
    let join_data = tempfile::tempdir().unwrap();
    let mut host = full_screen_host(host_data.path(), &["--clock", "30+0"]);
    // On the clock: shown, held, until the other player comes.
    host.wait_for("30:00");
    let (code, address) = code_and_address(&host);
    let mut join = Session::start_in(&[], join_data.path());
    open_the_connect_screen(&mut join);
    join.send("\x1b[B");
    join.wait_for("▶ Join a game");
    join.send("\r");
    join.wait_for("▶ Join code");
    join.send(&code);
    join.wait_for(&code);
    join.send("\r");
    join.wait_for("▶ Address");
    join.send(&address);
    join.wait_for(&address);
    join.send("\r");
    join.wait_for("Ama is here. You play Black.");
    host.wait_for("Black is here. You play White.");
    a_move_each_way(&mut host, &mut join);
    join.quit_game();
    host.wait_for("the other player left");
    host.quit_game();
    // The joiner's side kept the game in its data folder.
    assert!(join_data.path().join("net").join("join.json").exists());
}
