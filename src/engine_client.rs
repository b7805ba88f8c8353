//! The other side of the engine protocol: an external program playing
//! one game, of `yote match` (`engine:CMD`) or of the terminal game (the
//! preferences' `engine`). It is started for the game, told the rules, and
//! for each move sent the whole game and `go time MS`; one that cannot
//! start, dies, hangs past its budget plus [`GRACE`], refuses a line or
//! answers what is not a legal move fails, and the [`Failure`] says which
//! (`match` scores it a loss; the terminal game gives its side to the
//! person).

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
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

/// A running engine.
pub struct Client {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
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
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| Failure::Start(e.to_string()))?;
        let input = child.stdin.take().expect("piped");
        let output = child.stdout.take().expect("piped");
        let (send, lines) = channel();
        // A reader thread, so that a silent engine can be timed out; it
        // ends when the engine's output closes.
        std::thread::spawn(move || {
            let mut output = BufReader::new(output);
            loop {
                let mut line = Vec::new();
                match (&mut output).take(MAX_LINE).read_until(b'\n', &mut line) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {}
                }
                let text = String::from_utf8_lossy(&line).trim().to_string();
                if send.send(text).is_err() {
                    break;
                }
            }
        });
        let mut client = Client {
            child,
            input,
            lines,
            budget,
            nodes: None,
            name: program.clone(),
        };
        client.send("yote 1")?;
        let Some(ready) = client.expect_unless(|l| l.starts_with("ready "), GRACE, stop)? else {
            return Ok(None);
        };
        if let Some((_, name)) = ready.split_once(" name ") {
            let name = crate::text::printable(name.trim()).into_owned();
            if !name.is_empty() {
                client.name = name.chars().take(MAX_NAME).collect();
            }
        }
        client.send(&rules_line(rules))?;
        match client.expect_unless(|l| l == "ok", GRACE, stop)? {
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
        let moves: Vec<String> = game.moves().map(ToString::to_string).collect();
        self.send(format!("position {}", moves.join(" ")).trim_end())?;
        self.expect(|l| l == "ok", GRACE)?;
        let go = match self.nodes {
            Some(n) => format!("go nodes {n}"),
            None => format!("go time {}", self.budget.as_millis()),
        };
        self.send(&go)?;
        let is_best = |l: &str| l.starts_with("best ");
        let Some(best) = self.expect_unless(is_best, self.budget + GRACE, stop)? else {
            self.send("stop")?;
            self.expect(is_best, STOPPED_WAIT)?;
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

    /// Waits up to `wait` for the line that `wanted` accepts, skipping
    /// `info` lines and others it does not know; an `error` line is a refusal.
    fn expect(&mut self, wanted: impl Fn(&str) -> bool, wait: Duration) -> Result<String, Failure> {
        let never = AtomicBool::new(false);
        self.expect_unless(wanted, wait, &never)
            .map(|line| line.expect("never stopped"))
    }

    /// As [`Client::expect`], looking at `stop` every [`STOP_POLL`]:
    /// `None` once it is set.
    fn expect_unless(
        &mut self,
        wanted: impl Fn(&str) -> bool,
        wait: Duration,
        stop: &AtomicBool,
    ) -> Result<Option<String>, Failure> {
        let deadline = Instant::now() + wait;
        loop {
            if stop.load(Ordering::Relaxed) {
                return Ok(None);
            }
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left.min(STOP_POLL)) {
                Ok(line) if wanted(&line) => return Ok(Some(line)),
                Ok(line) if line.starts_with("error") => {
                    return Err(Failure::Refused(crate::text::printable(&line).into_owned()));
                }
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) if !left.is_zero() => {}
                Err(RecvTimeoutError::Timeout) => {
                    return Err(Failure::Hung {
                        ms: wait.as_millis() as u64,
                    });
                }
                Err(RecvTimeoutError::Disconnected) => return Err(Failure::Died),
            }
        }
    }
}

impl Drop for Client {
    /// Asks the engine to quit, and ends it if it has not a moment later.
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit").and_then(|()| self.input.flush());
        let until = Instant::now() + Duration::from_millis(200);
        while Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

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
