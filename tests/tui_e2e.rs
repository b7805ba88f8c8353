//! End to end: the real `yote` binary in a pseudo-terminal, its screen read
//! through a terminal emulator (vt100). Every wait is bounded.

use std::io::{Read, Write};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};

const ROWS: u16 = 32;
const COLS: u16 = 100;
/// The longest any single wait may take before the test fails.
const WAIT: Duration = Duration::from_secs(20);

/// The game running in a pseudo-terminal.
struct Session {
    child: Box<dyn Child + Send + Sync>,
    writer: Box<dyn Write + Send>,
    output: Receiver<Vec<u8>>,
    screen: vt100::Parser,
    _master: Box<dyn MasterPty + Send>,
    /// The data directory (autosave) of a session that made its own.
    _data: Option<tempfile::TempDir>,
}

impl Session {
    /// Starts `yote` with its autosave in a fresh temporary directory, never
    /// in the real home directory.
    fn start(args: &[&str]) -> Session {
        let data = tempfile::tempdir().expect("temporary data directory");
        let mut session = Session::start_in(args, data.path());
        session._data = Some(data);
        session
    }

    /// Starts `yote` with its autosave in `data`.
    fn start_in(args: &[&str], data: &std::path::Path) -> Session {
        let pty = native_pty_system()
            .openpty(PtySize {
                rows: ROWS,
                cols: COLS,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("open a pseudo-terminal");
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_yote"));
        cmd.args(args);
        cmd.env("TERM", "xterm-256color");
        cmd.env_remove("NO_COLOR");
        cmd.env("YOTE_DATA_DIR", data);
        let child = pty.slave.spawn_command(cmd).expect("start yote");
        drop(pty.slave);
        let mut reader = pty.master.try_clone_reader().expect("pty reader");
        let writer = pty.master.take_writer().expect("pty writer");
        let (tx, output) = channel();
        // The reader blocks; it runs on its own thread and ends with the pty.
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                    break;
                }
            }
        });
        Session {
            child,
            writer,
            output,
            screen: vt100::Parser::new(ROWS, COLS, 0),
            _master: pty.master,
            _data: None,
        }
    }

    fn contents(&self) -> String {
        self.screen.screen().contents()
    }

    /// Reads output until the screen shows `text`, failing after [`WAIT`].
    fn wait_for(&mut self, text: &str) {
        let deadline = Instant::now() + WAIT;
        while !self.contents().contains(text) {
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero(),
                "timed out waiting for {text:?}; the screen shows:\n{}",
                self.contents()
            );
            if let Ok(bytes) = self
                .output
                .recv_timeout(left.min(Duration::from_millis(200)))
            {
                self.screen.process(&bytes);
            }
        }
    }

    fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).expect("write keys");
        self.writer.flush().expect("flush keys");
    }

    /// A left click (SGR mouse report) on the centre of square `name` of the
    /// standard board, placed where the game screen's layout puts it.
    fn click(&mut self, name: &str) {
        let area = ratatui::layout::Rect::new(0, 0, COLS, ROWS);
        let geom =
            yote::tui::game_screen::layout(area, &yote::engine::Rules::default(), false).geom;
        let cell = geom.cell(yote::engine::Square::parse(name).expect("square"));
        let (x, y) = (cell.x + cell.width / 2 + 1, cell.y + cell.height / 2 + 1);
        self.send(&format!("\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m"));
    }

    /// Raw-mode side effects undone: main screen back, mouse reports off.
    fn assert_restored(&self) {
        let screen = self.screen.screen();
        assert!(!screen.alternate_screen(), "still on the alternate screen");
        assert_eq!(screen.mouse_protocol_mode(), vt100::MouseProtocolMode::None);
    }

    /// Waits for the program to exit, failing after [`WAIT`].
    fn wait_exit(&mut self) -> portable_pty::ExitStatus {
        let deadline = Instant::now() + WAIT;
        loop {
            while let Ok(bytes) = self.output.try_recv() {
                self.screen.process(&bytes);
            }
            if let Some(status) = self.child.try_wait().expect("child status") {
                return status;
            }
            assert!(Instant::now() < deadline, "yote did not exit");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        // Never leave a stray process behind a failed test.
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
    }
}

const RIGHT: &str = "\x1b[C";
const UP: &str = "\x1b[A";
const DOWN: &str = "\x1b[B";
const LEFT: &str = "\x1b[D";
const ENTER: &str = "\r";

#[test]
fn hand_option_from_setup_to_a_capture_from_the_hand() {
    let mut s = Session::start(&[]);
    s.wait_for("Second piece from the hand:");
    s.wait_for("[Off]");
    assert!(s.screen.screen().alternate_screen());
    assert_ne!(
        s.screen.screen().mouse_protocol_mode(),
        vt100::MouseProtocolMode::None,
        "mouse capture is on"
    );
    // The headline toggle has the focus: → turns it on.
    s.send(RIGHT);
    s.wait_for("[On]");
    s.wait_for("may come from the board or from the opponent's hand");
    s.send("s");
    s.wait_for("White: drop a piece");
    // The cursor starts on c3.
    s.send(ENTER); // White @c3
    s.wait_for("Black: drop a piece");
    s.click("d3"); // Black @d3, with the mouse
    s.wait_for("2. ● @d3");
    s.send(UP);
    s.send(ENTER); // White @d4
    s.wait_for("3. ○ @d4");
    s.send(DOWN);
    s.send(ENTER); // Black selects d3
    s.wait_for("move the piece on d3");
    s.send(UP);
    s.send(UP);
    s.send(ENTER); // Black jumps d4 to d5
    s.wait_for("a second piece must be chosen");
    s.wait_for("H for White's hand");
    s.send("H");
    s.wait_for("removed 1 piece from White's hand");
    let screen = s.contents();
    assert!(screen.contains("4. ● d3xd5/h"), "{screen}");
    // White dropped two pieces and lost one from the hand: 9 left there;
    // lost: the jumped d4 and the piece from the hand.
    assert!(screen.contains("In hand:  9"), "{screen}");
    assert!(screen.contains("Lost:     2"), "{screen}");
    s.send("q");
    s.wait_for("Quit the game?");
    s.send("y");
    let status = s.wait_exit();
    assert!(status.success(), "exit status {status:?}");
    // The alternate screen is gone: the game is no longer on the terminal.
    assert!(!s.contents().contains("Moves"), "{}", s.contents());
    s.assert_restored();
}

#[test]
fn ctrl_c_restores_the_terminal() {
    let mut s = Session::start(&["--set", "second_piece=board-or-hand"]);
    s.wait_for("[On]");
    s.send("\x03");
    let status = s.wait_exit();
    assert!(status.success(), "exit status {status:?}");
    assert!(!s.contents().contains("Optional rules"), "{}", s.contents());
    s.assert_restored();
}

/// The title and the board with both panels and the history: everything
/// but the prompt, status and key lines at the bottom.
fn board_and_panels(screen: &str) -> Vec<String> {
    let lines: Vec<String> = screen.lines().map(str::to_string).collect();
    lines[..lines.len().saturating_sub(3)].to_vec()
}

#[test]
fn killed_mid_game_then_resumed_shows_the_same_position() {
    let data = tempfile::tempdir().expect("temporary data directory");
    let mut s = Session::start_in(&[], data.path());
    s.wait_for("[Off]");
    s.send("s");
    s.wait_for("White: drop a piece");
    s.send(ENTER); // White @c3 (the cursor starts there)
    s.wait_for("1. ○ @c3");
    s.send(RIGHT);
    s.send(ENTER); // Black @d3
    s.wait_for("2. ● @d3");
    s.send(UP);
    s.send(ENTER); // White @d4
    s.wait_for("3. ○ @d4");
    s.send(DOWN);
    s.send(ENTER); // Black selects d3
    s.wait_for("move the piece on d3");
    s.send(UP);
    s.send(UP);
    s.send(ENTER); // d3 jumps d4 to d5; c3 is the only second piece
    s.wait_for("4. ● d3xd5/c3");
    // The cursor back where a new screen puts it (c3), so both screens match.
    s.send(DOWN);
    s.send(DOWN);
    s.send(LEFT);
    s.wait_for("3    ·      ·     [×]    (·)");
    let before = s.contents();
    assert!(before.contains("Lost:     2"), "{before}");
    // SIGKILL: no chance to clean up or write anything more.
    let pid = s.child.process_id().expect("a process id");
    let killed = std::process::Command::new("kill")
        .args(["-9", &pid.to_string()])
        .status()
        .expect("run kill");
    assert!(killed.success());
    let status = s.wait_exit();
    assert!(!status.success(), "killed, not exited: {status:?}");
    let autosave = data.path().join(yote::record::AUTOSAVE_FILE);
    let kept = yote::record::load(&autosave).expect("the autosave is whole and loads");
    assert_eq!(kept.moves, ["@c3", "@d3", "@d4", "d3xd5/c3"]);
    drop(s);

    let mut s = Session::start_in(&[], data.path());
    s.wait_for("An unfinished game was kept");
    s.wait_for("White vs ● Black  ·  4 moves played");
    s.send("r");
    s.wait_for("Resumed the unfinished game: 4 moves.");
    let after = s.contents();
    assert_eq!(
        board_and_panels(&after),
        board_and_panels(&before),
        "before:\n{before}\nafter:\n{after}"
    );
    s.send("q");
    s.wait_for("Quit the game?");
    s.send("y");
    assert!(s.wait_exit().success());
    s.assert_restored();
}

#[test]
fn load_opens_a_finished_game_in_replay_without_touching_the_autosave() {
    let data = tempfile::tempdir().expect("temporary data directory");
    let file = data.path().join("won.toml");
    let rules = yote::engine::Rules::from_overrides(["rows=2", "columns=5", "pieces_per_player=2"])
        .expect("valid rules");
    let mut game = yote::engine::Game::new(rules);
    game.play_tokens(&["@a1", "@b1", "@e2", "@d2", "a1xc1/d2"])
        .expect("legal");
    assert!(game.is_over());
    yote::record::SavedGame::from_game(&game, &yote::record::Players::new("Ama", "Kofi"))
        .save_new(&file)
        .expect("save");
    let mut s = Session::start_in(&["--load", &file.display().to_string()], data.path());
    s.wait_for("End of the game. Ama (White) wins");
    s.wait_for("▶ 5. ○ a1xc1/d2");
    s.send(LEFT);
    s.wait_for("Move 4 of 5");
    s.send("q");
    assert!(s.wait_exit().success());
    s.assert_restored();
    assert!(
        !data.path().join(yote::record::AUTOSAVE_FILE).exists(),
        "only looking writes nothing"
    );
}
