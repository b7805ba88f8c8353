//! The real `yote` binary in a pseudo-terminal, its screen read through a
//! terminal emulator (vt100), its process watched with `waitpid`. Every
//! wait ends on an event (text on the screen, a change of the process's
//! state, the end of the terminal's output) and is bounded: a wait that
//! runs out fails with the screen as it stands.

// Each test file compiles its own copy of this module and uses only part of it.
#![allow(dead_code)]

use std::collections::VecDeque;
use std::io::{Read, Write};
use std::path::Path;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::{Duration, Instant};

use portable_pty::{CommandBuilder, MasterPty, PtySize, native_pty_system};

/// The size of the terminal the game runs in.
pub const ROWS: u16 = 32;
/// The size of the terminal the game runs in.
pub const COLS: u16 = 100;
/// The longest any single wait may take before the test fails.
pub const WAIT: Duration = Duration::from_secs(20);

/// Keys as a terminal sends them.
pub const RIGHT: &str = "\x1b[C";
/// Keys as a terminal sends them.
pub const UP: &str = "\x1b[A";
/// Keys as a terminal sends them.
pub const DOWN: &str = "\x1b[B";
/// Keys as a terminal sends them.
pub const LEFT: &str = "\x1b[D";
/// Keys as a terminal sends them.
pub const ENTER: &str = "\r";
/// Keys as a terminal sends them.
pub const CTRL_C: &str = "\x03";

/// How the process ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// It exited with this status.
    Code(i32),
    /// A signal ended it.
    Signal(i32),
}

impl Exit {
    /// Exited with status 0.
    pub fn success(self) -> bool {
        self == Exit::Code(0)
    }
}

/// A change of the process's state, as `waitpid` reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// Stopped by this signal (SIGTSTP, SIGSTOP, …).
    Stopped(i32),
    /// Continued after a stop (SIGCONT).
    Continued,
    /// Gone, for good.
    Ended(Exit),
}

/// The game running in a pseudo-terminal.
pub struct Session {
    pid: libc::pid_t,
    writer: Box<dyn Write + Send>,
    /// Output as the reader thread reads it; disconnected at the end of
    /// the terminal's output (every copy of its other side closed).
    output: Receiver<Vec<u8>>,
    /// The end of the output has been read.
    eof: bool,
    /// The process's changes of state, from the watcher thread.
    states: Receiver<State>,
    /// Changes received but not yet waited for.
    pending: VecDeque<State>,
    /// How it ended, once the watcher has reported it (and reaped it).
    exit: Option<Exit>,
    screen: vt100::Parser,
    master: Box<dyn MasterPty + Send>,
    /// The data directory (autosave) of a session that made its own.
    data_dir: Option<tempfile::TempDir>,
}

impl Session {
    /// Starts `yote` with its autosave in a fresh temporary directory, never
    /// in the real home directory.
    pub fn start(args: &[&str]) -> Session {
        let data = tempfile::tempdir().expect("temporary data directory");
        let mut session = Session::start_in(args, data.path());
        session.data_dir = Some(data);
        session
    }

    /// Starts `yote` with its autosave in `data`.
    pub fn start_in(args: &[&str], data: &Path) -> Session {
        Session::start_with(args, data, &[])
    }

    /// [`Session::start`], with these environment variables set (over the
    /// fixed English locale: `("LC_ALL", "")` unsets it, as POSIX reads an
    /// empty one).
    pub fn start_with_env(args: &[&str], env: &[(&str, &str)]) -> Session {
        let data = tempfile::tempdir().expect("temporary data directory");
        let mut session = Session::start_with(args, data.path(), env);
        session.data_dir = Some(data);
        session
    }

    /// [`Session::start_in`] with these environment variables, as
    /// [`Session::start_with_env`] sets them.
    pub fn start_in_with_env(args: &[&str], data: &Path, env: &[(&str, &str)]) -> Session {
        Session::start_with(args, data, env)
    }

    fn start_with(args: &[&str], data: &Path, env: &[(&str, &str)]) -> Session {
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
        // A fixed UTF-8 locale whatever the caller's: the screens matched are
        // English and Unicode (under `LANG=C` the game would draw in ASCII).
        // A test of another language sets its own with `start_with_env`.
        cmd.env("LC_ALL", "C.UTF-8");
        for (name, value) in env {
            cmd.env(name, value);
        }
        cmd.env("YOTE_DATA_DIR", data);
        // The preferences too stay out of the real home folder.
        cmd.env("YOTE_CONFIG_DIR", data.join("config"));
        let child = pty.slave.spawn_command(cmd).expect("start yote");
        // The child holds the only other copies of the terminal's other side:
        // when it is gone, reading reaches the end.
        drop(pty.slave);
        let pid = child.process_id().expect("a process id") as libc::pid_t;
        // The watcher reaps the process; portable-pty's handle is not needed.
        drop(child);
        let (state_tx, states) = channel();
        std::thread::spawn(move || watch(pid, &state_tx));
        let reader = pty.master.try_clone_reader().expect("pty reader");
        let writer = pty.master.take_writer().expect("pty writer");
        let (output_tx, output) = channel();
        std::thread::spawn(move || read_to_end(reader, &output_tx));
        Session {
            pid,
            writer,
            output,
            eof: false,
            states,
            pending: VecDeque::new(),
            exit: None,
            screen: vt100::Parser::new(ROWS, COLS, 0),
            master: pty.master,
            data_dir: None,
        }
    }

    /// Resizes the terminal to `rows` × `cols`: the game is told (SIGWINCH)
    /// as by any terminal window, and the emulator's screen follows.
    pub fn resize(&mut self, rows: u16, cols: u16) {
        self.master
            .resize(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("resize the pseudo-terminal");
        self.screen.screen_mut().set_size(rows, cols);
    }

    /// The process id of the game.
    pub fn pid(&self) -> u32 {
        self.pid as u32
    }

    /// The screen as the emulator has it now.
    pub fn screen(&self) -> &vt100::Screen {
        self.screen.screen()
    }

    /// The text of the screen now.
    pub fn contents(&self) -> String {
        self.screen().contents()
    }

    /// Reads output until the screen shows `text`; fails after [`WAIT`],
    /// or at once if the output ends first.
    pub fn wait_for(&mut self, text: &str) {
        self.wait_until(&format!("{text:?}"), |screen| {
            screen.contents().contains(text)
        });
    }

    /// Reads output until `done` holds for the screen; fails after
    /// [`WAIT`], or at once if the output ends first. `what` names the
    /// wait in the failure message.
    pub fn wait_until(&mut self, what: &str, done: impl Fn(&vt100::Screen) -> bool) {
        let deadline = Instant::now() + WAIT;
        while !done(self.screen()) {
            assert!(
                !self.eof,
                "the output ended while waiting for {what}; the screen shows:\n{}",
                self.contents()
            );
            self.read_until(deadline, &format!("waiting for {what}"));
        }
    }

    /// Waits for the next piece of output (or its end) and puts it on the
    /// screen; fails at `deadline`.
    fn read_until(&mut self, deadline: Instant, doing: &str) {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.output.recv_timeout(left) {
            Ok(bytes) => self.screen.process(&bytes),
            Err(RecvTimeoutError::Disconnected) => self.eof = true,
            Err(RecvTimeoutError::Timeout) => panic!(
                "timed out after {WAIT:?} {doing}; the screen shows:\n{}",
                self.contents()
            ),
        }
    }

    /// Types `keys`.
    pub fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).expect("write keys");
        self.writer.flush().expect("flush keys");
    }

    /// A left click (SGR mouse report) on the centre of square `name` of the
    /// standard board, placed where the game screen's layout puts it.
    pub fn click(&mut self, name: &str) {
        let area = ratatui::layout::Rect::new(0, 0, COLS, ROWS);
        let geom =
            yote::tui::screens::game::view::layout(area, &yote_engine::Rules::default(), false)
                .geom;
        let cell = geom.cell(yote_engine::Square::parse(name).expect("square"));
        let (x, y) = (cell.x + cell.width / 2 + 1, cell.y + cell.height / 2 + 1);
        self.send(&format!("\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m"));
    }

    /// Sends `signal` (`libc::SIGTERM`, `libc::SIGTSTP`, …) to the game.
    pub fn signal(&mut self, signal: libc::c_int) {
        self.take_states();
        assert!(
            self.exit.is_none(),
            "signal {signal} for a process that has ended"
        );
        // SAFETY: kill(2) takes plain integers; the process is ours and not
        // yet reaped (the watcher reaps it only after it ends, and it has
        // not reported that), so the pid still names it.
        let sent = unsafe { libc::kill(self.pid, signal) };
        assert_eq!(
            sent,
            0,
            "kill({}, {signal}): {}",
            self.pid,
            std::io::Error::last_os_error()
        );
    }

    /// Moves the changes of state reported so far to `pending`.
    fn take_states(&mut self) {
        while let Ok(state) = self.states.try_recv() {
            self.note(state);
        }
    }

    fn note(&mut self, state: State) {
        if let State::Ended(exit) = state {
            self.exit = Some(exit);
        }
        self.pending.push_back(state);
    }

    /// Waits for the next change of the process's state; fails after
    /// [`WAIT`].
    pub fn wait_state(&mut self) -> State {
        self.next_state(Instant::now() + WAIT, "waiting for yote to change state")
    }

    /// The next change of the process's state; fails at `deadline`.
    fn next_state(&mut self, deadline: Instant, doing: &str) -> State {
        if let Some(state) = self.pending.pop_front() {
            return state;
        }
        assert!(
            self.exit.is_none(),
            "{doing}: the process has already ended"
        );
        let left = deadline.saturating_duration_since(Instant::now());
        match self.states.recv_timeout(left) {
            Ok(state) => {
                self.note(state);
                self.pending.pop_front().expect("just noted")
            }
            Err(RecvTimeoutError::Timeout) => panic!(
                "timed out after {WAIT:?} {doing}; the screen shows:\n{}",
                self.contents()
            ),
            Err(RecvTimeoutError::Disconnected) => {
                panic!("{doing}: lost track of the process (waitpid failed)")
            }
        }
    }

    /// Waits for the process to stop; returns the signal that stopped it.
    pub fn wait_stopped(&mut self) -> i32 {
        match self.wait_state() {
            State::Stopped(signal) => signal,
            other => panic!(
                "expected yote to stop, got {other:?}; the screen shows:\n{}",
                self.contents()
            ),
        }
    }

    /// Waits for the process to end, then reads the terminal to the end of
    /// its output, so the screen holds everything the program wrote before
    /// any assertion looks at it. Fails after [`WAIT`] for each.
    pub fn wait_exit(&mut self) -> Exit {
        self.take_states();
        self.pending.clear();
        let deadline = Instant::now() + WAIT;
        let exit = loop {
            if let Some(exit) = self.exit {
                break exit;
            }
            self.next_state(deadline, "waiting for yote to exit");
            self.pending.clear();
        };
        let deadline = Instant::now() + WAIT;
        while !self.eof {
            self.read_until(deadline, "reading the output to its end after yote exited");
        }
        exit
    }

    /// Quits from the game screen as a player does (q, then y to "Quit the
    /// game?") and asserts that yote exits with status 0.
    pub fn quit_game(&mut self) {
        self.send("q");
        self.wait_for("Quit the game?");
        self.send("y");
        let status = self.wait_exit();
        assert!(status.success(), "exit status {status:?}");
    }

    /// Whether the terminal reads lines and echoes them (canonical mode and
    /// echo on), as a shell needs it: raw mode is off.
    pub fn cooked(&self) -> bool {
        let fd = self
            .master
            .as_raw_fd()
            .expect("the terminal's file descriptor");
        // SAFETY: termios is plain data; tcgetattr(3) fills it from an open
        // descriptor (the master reports its other side's settings).
        let mut t: libc::termios = unsafe { std::mem::zeroed() };
        let got = unsafe { libc::tcgetattr(fd, &raw mut t) };
        assert_eq!(got, 0, "tcgetattr: {}", std::io::Error::last_os_error());
        t.c_lflag & libc::ICANON != 0 && t.c_lflag & libc::ECHO != 0
    }

    /// Raw-mode side effects undone: main screen back, mouse reports off.
    pub fn assert_restored(&self) {
        let screen = self.screen();
        assert!(
            !screen.alternate_screen(),
            "still on the alternate screen:\n{}",
            self.contents()
        );
        assert_eq!(
            screen.mouse_protocol_mode(),
            vt100::MouseProtocolMode::None,
            "mouse reports still on"
        );
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        // Never leave a stray process behind a failed test, nor a zombie:
        // kill it (SIGKILL ends a stopped process too), let the watcher reap.
        self.take_states();
        if self.exit.is_none() {
            // SAFETY: as in `signal`: not yet reaped, so the pid is ours.
            unsafe { libc::kill(self.pid, libc::SIGKILL) };
            let deadline = Instant::now() + WAIT;
            while let Ok(state) = self
                .states
                .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            {
                if let State::Ended(_) = state {
                    break;
                }
            }
        }
    }
}

/// The reader thread: sends the terminal's output as it comes, and ends
/// (disconnecting the channel) at the end of it. On Linux a read on the
/// master side fails with EIO once no process holds the other side: that
/// is the end, after everything written before it has been read.
fn read_to_end(mut reader: Box<dyn Read + Send>, tx: &Sender<Vec<u8>>) {
    let mut buf = [0u8; 8192];
    loop {
        match reader.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => {
                if tx.send(buf[..n].to_vec()).is_err() {
                    break;
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
}

/// The watcher thread: reports each change of the process's state until it
/// ends, reaping it then. Disconnects without a report if `waitpid` fails.
fn watch(pid: libc::pid_t, tx: &Sender<State>) {
    loop {
        let mut raw = 0;
        // SAFETY: waitpid(2) writes only to `raw`, which outlives the call.
        let got = unsafe { libc::waitpid(pid, &raw mut raw, libc::WUNTRACED | libc::WCONTINUED) };
        if got == -1 {
            if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return;
        }
        let state = if libc::WIFEXITED(raw) {
            State::Ended(Exit::Code(libc::WEXITSTATUS(raw)))
        } else if libc::WIFSIGNALED(raw) {
            State::Ended(Exit::Signal(libc::WTERMSIG(raw)))
        } else if libc::WIFSTOPPED(raw) {
            State::Stopped(libc::WSTOPSIG(raw))
        } else if libc::WIFCONTINUED(raw) {
            State::Continued
        } else {
            continue;
        };
        let ended = matches!(state, State::Ended(_));
        // Reap it even if nobody listens any more: no zombie left behind.
        let _ = tx.send(state);
        if ended {
            return;
        }
    }
}
