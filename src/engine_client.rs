//! The other side of the engine protocol: an external program playing
//! one game, of `yote match` (`engine:CMD`) or of the terminal game (the
//! preferences' `engine`). It is started for the game, told the rules, and
//! for each move sent the whole game and `go time MS`; on a clock, `MS` is
//! its share of the time it has left ([`crate::clock::think_time`], as the
//! built-in computer's), and it is waited for as long as it has left (its
//! flag falls first). One that cannot
//! start, dies, hangs past its budget plus [`GRACE`], refuses a line,
//! answers what it was not asked, floods its output or answers what is not
//! a legal move fails, and the [`Failure`] says which (`match` scores it a
//! loss; the terminal game gives its side to the person).
//!
//! Each engine runs in a process group of its own, and the end of its game
//! ends the whole group: nothing it started outlives it. [`end_all`] ends
//! every engine still running (the program calls it on its way out, and a
//! panic does), and [`end_engines_on_exit`] has it done on Ctrl-C, SIGTERM
//! and SIGHUP.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::tr;
use crate::words::value_as_written;
use yote_engine::rules::{RuleKey, RuleValue};
use yote_engine::{Game, Move, Rules};

/// How long past its budget an engine may take to answer.
pub const GRACE: Duration = Duration::from_secs(5);

/// An engine's answer line longer than this is cut there.
const MAX_LINE: u64 = 1 << 16;

/// How long an engine told to `stop` may take to give its move.
pub const STOPPED_WAIT: Duration = Duration::from_millis(500);

/// How often a wait for the engine's move looks at the stop flag.
const STOP_POLL: Duration = Duration::from_millis(10);

/// The most characters of an engine's name kept (it is shown on a line).
const MAX_NAME: usize = 40;

/// The most bytes of an engine's output held unread (written while nobody
/// waits for an answer: while its opponent thinks): past them the engine
/// has flooded its output and fails ([`Failure::Flooded`]).
pub const MAX_UNREAD: usize = 1 << 20;

/// An engine's clock, for one move: the share of its time its search is
/// given, and the time it has left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OnClock {
    pub share: Duration,
    pub left: Duration,
}

/// The `go` line for an engine whose budget a move is `budget` (or that
/// searches `nodes` positions), and how long to wait for its answer: on a
/// clock the search is given at most its share, `go time` with the nodes,
/// and waited for as long as the clock has left; the grace always added.
pub fn go_line(budget: Duration, nodes: Option<u64>, clock: Option<OnClock>) -> (String, Duration) {
    let time = clock.map_or(budget, |c| c.share.min(budget));
    // At least a millisecond: `go time 0` is refused.
    let ms = time.as_millis().max(1);
    let go = match (nodes, clock) {
        (Some(n), None) => format!("go nodes {n}"),
        (Some(n), Some(_)) => format!("go time {ms} nodes {n}"),
        (None, _) => format!("go time {ms}"),
    };
    let wait = clock.map_or(budget, |c| c.left.max(time));
    (go, wait + GRACE)
}

/// The process ids of the engines running, each its process group's.
static RUNNING: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// A running engine.
pub struct Client {
    child: Child,
    input: ChildStdin,
    lines: Receiver<(String, usize)>,
    /// The bytes of `lines` not yet read (each line and its end).
    unread: Arc<AtomicUsize>,
    /// The reader gave up: more than [`MAX_UNREAD`] bytes were unread.
    flooded: Arc<AtomicBool>,
    budget: Duration,
    /// Search this many positions a move (`go nodes N`) instead of for the
    /// budget; the budget still bounds the wait.
    nodes: Option<u64>,
    /// The name it gave in its `ready` line (`yote 0.1.0`), or the
    /// program's when it gave none.
    name: String,
}

/// Why an engine failed, as data (the words are [`Failure::say`]'s, said
/// in the language of whoever shows it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// It could not be started: the system's reason.
    Start(String),
    /// It ended, or closed its input or output.
    Died,
    /// No answer within this many milliseconds.
    Hung { ms: u64 },
    /// It answered `error …` to a line (its line, made printable).
    Refused(String),
    /// Its `best` named no legal move (the answer, made printable).
    Illegal(String),
    /// It answered `answer` (made printable), neither the answer `asked`
    /// wants nor `info` nor `error`.
    Unexpected { answer: String, asked: Asked },
    /// It wrote more than [`MAX_UNREAD`] bytes that nobody had asked for.
    Flooded,
}

/// What the client had sent when an answer came.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// `yote 1`, answered by `ready …`.
    Greeting,
    /// `rules …`, answered by `ok`.
    Rules,
    /// `position …`, answered by `ok`.
    Position,
    /// `go …`, answered by `best …`.
    Go,
    /// `stop`, answered by `best …`.
    Stop,
}

impl Asked {
    /// The key of the catalogues' selector.
    fn key(self) -> &'static str {
        match self {
            Asked::Greeting => "greeting",
            Asked::Rules => "rules",
            Asked::Position => "position",
            Asked::Go => "go",
            Asked::Stop => "stop",
        }
    }
}

impl Failure {
    /// The reason in words: `it answered 'z9', which is not a legal move here`.
    pub fn say(&self) -> String {
        match self {
            Failure::Start(error) => tr!("match-engine-start", error = error.as_str()),
            Failure::Died => tr!("match-engine-died"),
            Failure::Hung { ms } => tr!("match-engine-hung", ms = *ms),
            Failure::Refused(line) => tr!("match-engine-refused", answer = line.as_str()),
            Failure::Illegal(answer) => tr!("match-engine-illegal", answer = answer.as_str()),
            Failure::Unexpected { answer, asked } => tr!(
                "match-engine-unexpected",
                answer = answer.as_str(),
                asked = asked.key()
            ),
            Failure::Flooded => tr!("match-engine-flooded", mib = MAX_UNREAD >> 20),
        }
    }
}

impl Client {
    /// Starts `command` (its words: the program, then its arguments),
    /// greets it and tells it the rules; a failure in words (see
    /// [`Client::launch`]).
    pub fn start(command: &[String], rules: &Rules, budget: Duration) -> Result<Client, String> {
        Client::launch(command, rules, budget).map_err(|f| f.say())
    }

    /// The engine's move in `game` (in progress); a failure in words (see
    /// [`Client::best`]).
    pub fn choose(&mut self, game: &Game) -> Result<Move, String> {
        self.best(game).map_err(|f| f.say())
    }

    /// Starts `command` (its words: the program, then its arguments),
    /// greets it and tells it the rules.
    pub fn launch(command: &[String], rules: &Rules, budget: Duration) -> Result<Client, Failure> {
        let never = AtomicBool::new(false);
        Client::launch_unless(command, rules, budget, &never)
            .map(|client| client.expect("never stopped"))
    }

    /// As [`Client::launch`], given up (the engine ended) as soon as
    /// `stop` is set: `None` then.
    pub fn launch_unless(
        command: &[String],
        rules: &Rules,
        budget: Duration,
        stop: &AtomicBool,
    ) -> Result<Option<Client>, Failure> {
        let Some((program, args)) = command.split_first() else {
            return Err(Failure::Start(String::new()));
        };
        end_engines_on_panic();
        let mut command = Command::new(program);
        command
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        // A group of its own, ended whole with the game (see `Drop`).
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let mut child = {
            // Held over the start, so that `end_all` cannot miss a group.
            let mut running = RUNNING.lock().unwrap_or_else(PoisonError::into_inner);
            let child = command.spawn().map_err(|e| Failure::Start(e.to_string()))?;
            running.push(child.id());
            child
        };
        let input = child.stdin.take().expect("piped");
        let output = child.stdout.take().expect("piped");
        let (send, lines) = channel();
        let unread = Arc::new(AtomicUsize::new(0));
        let flooded = Arc::new(AtomicBool::new(false));
        let (reader_unread, reader_flooded) = (Arc::clone(&unread), Arc::clone(&flooded));
        // A reader thread, so that a silent engine can be timed out; it
        // ends when the engine's output closes, or when more than
        // MAX_UNREAD bytes wait to be read (the engine then blocks on its
        // output until it is ended).
        std::thread::spawn(move || {
            let mut output = BufReader::new(output);
            loop {
                let mut line = Vec::new();
                match (&mut output).take(MAX_LINE).read_until(b'\n', &mut line) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {}
                }
                let held = reader_unread.fetch_add(line.len(), Ordering::Relaxed) + line.len();
                if held > MAX_UNREAD {
                    reader_flooded.store(true, Ordering::Relaxed);
                    break;
                }
                let text = String::from_utf8_lossy(&line).trim().to_string();
                // The line's length as counted above, for the reader to take off.
                if send.send((text, line.len())).is_err() {
                    break;
                }
            }
        });
        let mut client = Client {
            child,
            input,
            lines,
            unread,
            flooded,
            budget,
            nodes: None,
            name: program.clone(),
        };
        client.send("yote 1")?;
        let is_ready = |l: &str| l.starts_with("ready ");
        let Some(ready) = client.expect_unless(is_ready, Asked::Greeting, GRACE, stop)? else {
            return Ok(None);
        };
        if let Some((_, name)) = ready.split_once(" name ") {
            let name = crate::text::printable(name.trim()).into_owned();
            if !name.is_empty() {
                client.name = name.chars().take(MAX_NAME).collect();
            }
        }
        client.send(&rules_line(rules))?;
        match client.expect_unless(|l| l == "ok", Asked::Rules, GRACE, stop)? {
            Some(_) => Ok(Some(client)),
            None => Ok(None),
        }
    }

    /// The name the engine gave itself (or its program's).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The engine's move in `game` (in progress).
    pub fn best(&mut self, game: &Game) -> Result<Move, Failure> {
        let never = AtomicBool::new(false);
        self.best_unless(game, &never)
            .map(|mv| mv.expect("never stopped"))
    }

    /// From now on, asks for `go nodes N` instead of `go time MS`: a search
    /// whose result does not depend on the machine's load (what a test of
    /// the search's parts wants while other work runs).
    pub fn search_nodes(&mut self, nodes: u64) {
        self.nodes = Some(nodes);
    }

    /// The engine's move in `game` (in progress), or `None` if `stop` is
    /// set first: the engine is then told to `stop`, and its answer to
    /// that (which the protocol promises at once) is read and dropped, so
    /// that the next question gets its own answer. An engine that does not
    /// answer [`STOPPED_WAIT`] after `stop` has failed ([`Failure::Hung`]).
    pub fn best_unless(&mut self, game: &Game, stop: &AtomicBool) -> Result<Option<Move>, Failure> {
        self.best_on_clock(game, None, stop)
    }

    /// As [`Client::best_unless`], on a clock when `clock` is given: the
    /// search is given the share (never more than its own budget), and
    /// the engine is waited for as long as its clock has left and the
    /// [`GRACE`] (the game's flag falls first, and stops the wait).
    pub fn best_on_clock(
        &mut self,
        game: &Game,
        clock: Option<OnClock>,
        stop: &AtomicBool,
    ) -> Result<Option<Move>, Failure> {
        let moves: Vec<String> = game.moves().map(ToString::to_string).collect();
        self.send(format!("position {}", moves.join(" ")).trim_end())?;
        self.expect(|l| l == "ok", Asked::Position, GRACE)?;
        let (go, wait) = go_line(self.budget, self.nodes, clock);
        self.send(&go)?;
        let is_best = |l: &str| l.starts_with("best ");
        let Some(best) = self.expect_unless(is_best, Asked::Go, wait, stop)? else {
            self.send("stop")?;
            self.expect(is_best, Asked::Stop, STOPPED_WAIT)?;
            return Ok(None);
        };
        let answer = best.split_whitespace().nth(1).unwrap_or_default();
        game.parse_move(answer)
            .map(Some)
            .map_err(|_| Failure::Illegal(crate::text::printable(answer).into_owned()))
    }

    fn send(&mut self, line: &str) -> Result<(), Failure> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|_| Failure::Died)
    }

    /// Waits up to `wait` for the line that `wanted` accepts (the answer
    /// to `asked`), skipping `info` lines and empty ones; an `error` line
    /// is a refusal, and any other line fails at once, quoted.
    fn expect(
        &mut self,
        wanted: impl Fn(&str) -> bool,
        asked: Asked,
        wait: Duration,
    ) -> Result<String, Failure> {
        let never = AtomicBool::new(false);
        self.expect_unless(wanted, asked, wait, &never)
            .map(|line| line.expect("never stopped"))
    }

    /// As [`Client::expect`], looking at `stop` every [`STOP_POLL`]:
    /// `None` once it is set.
    fn expect_unless(
        &mut self,
        wanted: impl Fn(&str) -> bool,
        asked: Asked,
        wait: Duration,
        stop: &AtomicBool,
    ) -> Result<Option<String>, Failure> {
        let deadline = Instant::now() + wait;
        loop {
            if stop.load(Ordering::Relaxed) {
                return Ok(None);
            }
            if self.flooded.load(Ordering::Relaxed) {
                return Err(Failure::Flooded);
            }
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self
                .lines
                .recv_timeout(left.min(STOP_POLL))
                .map(|(line, bytes)| {
                    self.unread.fetch_sub(bytes, Ordering::Relaxed);
                    line
                });
            let first_word = |line: &str| line.split_whitespace().next() == Some("info");
            match line {
                Ok(line) if wanted(&line) => return Ok(Some(line)),
                Ok(line) if line.starts_with("error") => {
                    return Err(Failure::Refused(crate::text::printable(&line).into_owned()));
                }
                Ok(line) if line.is_empty() || first_word(&line) => {}
                Ok(line) => {
                    let answer = crate::text::printable(&line).into_owned();
                    return Err(Failure::Unexpected { answer, asked });
                }
                Err(RecvTimeoutError::Timeout) if !left.is_zero() => {}
                Err(RecvTimeoutError::Timeout) => {
                    return Err(Failure::Hung {
                        ms: wait.as_millis() as u64,
                    });
                }
                Err(RecvTimeoutError::Disconnected) if self.flooded.load(Ordering::Relaxed) => {
                    return Err(Failure::Flooded);
                }
                Err(RecvTimeoutError::Disconnected) => return Err(Failure::Died),
            }
        }
    }
}

impl Drop for Client {
    /// Asks the engine to quit, gives it a moment, then ends its process
    /// group: the engine if it has not quit, and whatever it started.
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit").and_then(|()| self.input.flush());
        let pid = self.child.id();
        let until = Instant::now() + Duration::from_millis(200);
        while Instant::now() < until && !has_exited(pid) {
            std::thread::sleep(Duration::from_millis(5));
        }
        // Before the engine is reaped: until then its group's id cannot be
        // another's.
        end_group(pid);
        let _ = self.child.kill();
        let _ = self.child.wait();
        RUNNING
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .retain(|&p| p != pid);
    }
}

/// Ends every engine still running and all their process groups (for a
/// signal or a panic: their `Client`s may never be dropped).
pub fn end_all() {
    for &pid in RUNNING
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .iter()
    {
        end_group(pid);
    }
}

/// Has [`end_all`] run on a panic of the main thread (before the hook that
/// was there), once per process: done by the first engine started. Only
/// the main thread's: its panic ends the program, where a `Client` may
/// never be dropped; another thread's unwinds through the `Client`s it
/// holds, whose `Drop` ends their groups, and must not end the engines of
/// the rest of the process (a test's failure those of the tests beside it).
fn end_engines_on_panic() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if std::thread::current().name() == Some("main") {
                end_all();
            }
            previous(info);
        }));
    });
}

/// Has [`end_all`] run on SIGINT, SIGTERM and SIGHUP (the program then
/// ends as the signal would have ended it): the engines run in groups of
/// their own, which a Ctrl-C at the terminal does not reach. For the
/// commands that play engines without a terminal game of their own, which
/// handles its signals itself (`yote match`); once per process.
pub fn end_engines_on_exit() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        #[cfg(unix)]
        {
            use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
            if let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP])
            {
                std::thread::spawn(move || {
                    if let Some(signal) = signals.forever().next() {
                        end_all();
                        std::process::exit(128 + signal);
                    }
                });
            }
        }
    });
}

/// Whether the process `pid` (a child not yet reaped) has ended, without
/// reaping it.
#[cfg(unix)]
fn has_exited(pid: u32) -> bool {
    // SAFETY: waitid writes only into `info`, a zeroed siginfo_t; WNOWAIT
    // leaves the child to be reaped by `Child::wait`.
    unsafe {
        let mut info: libc::siginfo_t = std::mem::zeroed();
        let flags = libc::WEXITED | libc::WNOHANG | libc::WNOWAIT;
        libc::waitid(libc::P_PID, pid as libc::id_t, &raw mut info, flags) == 0
            && info.si_pid() != 0
    }
}

#[cfg(not(unix))]
fn has_exited(_: u32) -> bool {
    false
}

/// Kills the process group `pid` leads (nothing if it is gone).
#[cfg(unix)]
fn end_group(pid: u32) {
    if let Ok(pid) = libc::pid_t::try_from(pid) {
        // SAFETY: kill(2) with a negative pid signals that process group;
        // it touches no memory of ours.
        unsafe {
            libc::kill(-pid, libc::SIGKILL);
        }
    }
}

#[cfg(not(unix))]
fn end_group(_: u32) {}

/// `rules KEY=VALUE …` with every key, so that the engine plays exactly
/// these rules whatever its own defaults.
fn rules_line(rules: &Rules) -> String {
    let pairs: Vec<String> = RuleKey::ALL
        .into_iter()
        .map(|key| {
            let value = match rules.get(key) {
                // Bare, as `--set` also takes them: no quotes to escape.
                RuleValue::Word(w) => w,
                other => value_as_written(&other),
            };
            format!("{}={value}", key.name())
        })
        .collect();
    format!("rules {}", pairs.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn on_a_clock_the_engine_is_given_its_share_and_waited_for_its_time() {
        // Untimed: its own budget, waited for with the grace.
        assert_eq!(
            go_line(ms(1000), None, None),
            ("go time 1000".into(), ms(6000))
        );
        assert_eq!(go_line(ms(1000), Some(5), None).0, "go nodes 5");
        // On a clock: the share, never more than its budget, nor than it has.
        let share = crate::clock::think_time(ms(60_000), Duration::ZERO);
        let clock = OnClock {
            share,
            left: ms(60_000),
        };
        assert_eq!(share, ms(3000));
        assert_eq!(
            go_line(ms(600_000), None, Some(clock)),
            ("go time 3000".into(), ms(65_000))
        );
        assert_eq!(go_line(ms(1000), None, Some(clock)).0, "go time 1000");
        assert_eq!(
            go_line(ms(600_000), Some(7), Some(clock)).0,
            "go time 3000 nodes 7"
        );
        let nearly_out = OnClock {
            share: crate::clock::think_time(ms(3), Duration::ZERO),
            left: ms(3),
        };
        assert_eq!(go_line(ms(600_000), None, Some(nearly_out)).0, "go time 1");
    }
}
