//! `yote engine`: the engine protocol, a line protocol on standard input
//! and output for other programs (a match runner, an old version of this
//! one, a framework): `yote 1`, `rules`, `position`, `go`, `stop`, `quit`.
//! docs/scripting.md describes it. The search runs on a thread of its own
//! so that `stop` is read while it thinks; every reply is one whole line.

use std::io::{BufRead, Read, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

use yote::rules_file::RulesToml;
use yote::tr;
use yote::words::Say;
use yote_ai::{Limits, MAX_DEPTH, SearchResult, Searcher, Techniques};
use yote_engine::{Game, IllegalMove, Rules};

use super::{Cli, CliError, STANDARD_RULES};

/// The protocol's version, the one `yote 1` asks for.
pub(crate) const PROTOCOL: u32 = 1;

/// A line longer than this is refused unread (a `position` of a whole
/// 1000-ply game is about 10 KB).
const MAX_LINE: u64 = 1 << 20;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Search threads for go (default: 1 for go depth alone, every core otherwise).
    #[arg(long, value_name = "N", value_parser = super::whole::<u32>(1, Some(256)))]
    pub threads: Option<u32>,
    /// Search without these parts of the selective search, to measure each
    /// in games: null-move, reductions, futility, reverse-futility,
    /// conversion, contempt, endgames.
    #[arg(long, value_name = "PARTS", value_delimiter = ',', value_enum)]
    pub without: Vec<Technique>,
}

/// A part of the search `--without` can switch off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Technique {
    NullMove,
    Reductions,
    Futility,
    ReverseFutility,
    Conversion,
    Contempt,
    Endgames,
}

/// The techniques left on by `without`.
fn techniques(without: &[Technique]) -> Techniques {
    let on = |t| !without.contains(&t);
    Techniques {
        null_move: on(Technique::NullMove),
        reductions: on(Technique::Reductions),
        futility: on(Technique::Futility),
        reverse_futility: on(Technique::ReverseFutility),
        conversion: on(Technique::Conversion),
        contempt: on(Technique::Contempt),
        endgames: on(Technique::Endgames),
    }
}

pub(crate) fn run(cli: &Cli, args: &Args) -> Result<String, CliError> {
    let mut session = Session::new(cli.load_rules()?, args.threads);
    session.techniques = techniques(&args.without);
    let mut input = std::io::stdin().lock();
    loop {
        let line = match read_line(&mut input) {
            Line::End => break,
            Line::Text(text) => text,
            Line::TooLong => {
                session.reply(&error(&tr!("engine-error-too-long", max = MAX_LINE)));
                continue;
            }
            Line::NotText => {
                session.reply(&error(&tr!("engine-error-not-utf8")));
                continue;
            }
        };
        if session.handle(&line) == Flow::Quit || session.gone() {
            session.finish();
            return Ok(String::new());
        }
    }
    // The end of the input: a search still running has its answer to
    // give (`printf 'go depth 8\n' | yote engine` prints its move).
    session.wait();
    Ok(String::new())
}

/// One line of input.
enum Line {
    Text(String),
    TooLong,
    NotText,
    End,
}

/// Reads one line, at most [`MAX_LINE`] bytes of it (the rest of a longer
/// one is skipped); a read error counts as the end of the input.
fn read_line<R: BufRead>(input: &mut R) -> Line {
    let mut bytes = Vec::new();
    match <&mut R as Read>::take(&mut *input, MAX_LINE + 1).read_until(b'\n', &mut bytes) {
        Ok(0) | Err(_) => return Line::End,
        Ok(_) => {}
    }
    if bytes.last() != Some(&b'\n') && bytes.len() as u64 > MAX_LINE {
        // Skip to the end of the line.
        loop {
            let mut rest = Vec::new();
            match <&mut R as Read>::take(&mut *input, MAX_LINE).read_until(b'\n', &mut rest) {
                Ok(0) | Err(_) => break,
                Ok(_) if rest.last() == Some(&b'\n') => break,
                Ok(_) => {}
            }
        }
        return Line::TooLong;
    }
    match String::from_utf8(bytes) {
        Ok(text) => Line::Text(text),
        Err(_) => Line::NotText,
    }
}

/// `error WHY`, on one line whatever WHY holds.
fn error(why: &str) -> String {
    let why: String = why
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    format!("error {why}")
}

/// Whether to go on reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    Go,
    Quit,
}

/// A search running on its thread.
struct Running {
    stop: Arc<AtomicBool>,
    /// Cleared by the search thread before it writes its `best` line: a
    /// `go` read after that line is never refused as "searching".
    busy: Arc<AtomicBool>,
    handle: JoinHandle<Searcher>,
}

/// What the engine knows between lines.
struct Session {
    rules: Rules,
    game: Game,
    /// Kept between searches (its table helps the next one); lent to the
    /// search thread while one runs.
    searcher: Option<Searcher>,
    running: Option<Running>,
    threads: Option<u32>,
    /// What the search may use (`--without`).
    techniques: Techniques,
    /// The last search was selective: its table entries are not those of
    /// a full-width search, which a `go depth` must not read.
    selective_entries: bool,
    /// Standard output was closed: nobody reads the replies any more.
    closed: Arc<AtomicBool>,
}

impl Session {
    fn new(rules: Rules, threads: Option<u32>) -> Session {
        Session {
            game: Game::new(rules.clone()).expect("rules are validated when read"),
            rules,
            searcher: Some(Searcher::default()),
            running: None,
            threads,
            techniques: Techniques::default(),
            selective_entries: false,
            closed: Arc::new(AtomicBool::new(false)),
        }
    }

    fn reply(&self, line: &str) {
        say(&self.closed, line);
    }

    fn gone(&self) -> bool {
        self.closed.load(Ordering::Relaxed)
    }

    /// Answers one line.
    fn handle(&mut self, line: &str) -> Flow {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, rest)) = words.split_first() else {
            return Flow::Go;
        };
        let searching = self.settle();
        let answer = match command {
            "quit" => return Flow::Quit,
            "stop" => {
                // The search thread writes the `best` line; waiting for it
                // puts it before the reply to whatever line comes next.
                self.finish();
                None
            }
            "yote" => Some(handshake(rest)),
            "rules" | "position" | "go" if searching => Some(Err(tr!("engine-error-searching"))),
            "rules" => Some(self.set_rules(rest)),
            "position" => Some(self.set_position(rest)),
            "go" => self.go(rest).err().map(Err),
            _ => Some(Err(tr!(
                "engine-error-unknown",
                command = yote::text::printable(command).into_owned()
            ))),
        };
        match answer {
            Some(Ok(text)) => self.reply(&text),
            Some(Err(why)) => self.reply(&error(&why)),
            None => {}
        }
        Flow::Go
    }

    /// Takes the searcher back from a search that has finished; true while
    /// one is still running.
    fn settle(&mut self) -> bool {
        let Some(r) = &self.running else {
            return false;
        };
        if r.busy.load(Ordering::Acquire) {
            return true;
        }
        let r = self.running.take().expect("just seen");
        // The thread has only its `best` line left to write.
        self.searcher = Some(r.handle.join().unwrap_or_default());
        false
    }

    /// `rules KEY=VALUE …`: the standard rules with these applied.
    fn set_rules(&mut self, assignments: &[&str]) -> Result<String, String> {
        let mut rules = Rules::from_toml_str(STANDARD_RULES, "rules.toml").map_err(|e| e.say())?;
        for assignment in assignments {
            rules.apply_override(assignment).map_err(|e| e.say())?;
        }
        self.game = Game::new(rules.clone()).map_err(|e| e.say())?;
        self.rules = rules;
        if let Some(s) = &mut self.searcher {
            s.clear();
        }
        Ok("ok".to_string())
    }

    /// `position [MOVES…]`: the moves played from the start; on a refusal
    /// the position stays as it was.
    fn set_position(&mut self, moves: &[&str]) -> Result<String, String> {
        let mut game = Game::new(self.rules.clone()).expect("rules are validated when read");
        let tokens: Vec<_> = moves
            .iter()
            .map(|t| yote::record::bounded_token(t))
            .collect();
        game.play_tokens(&tokens).map_err(|e| e.say())?;
        self.game = game;
        Ok("ok".to_string())
    }

    /// `go depth N` | `go time MS` | `go nodes N` (several together: the
    /// first reached ends the search): starts the search and returns at once.
    fn go(&mut self, words: &[&str]) -> Result<(), String> {
        let limits = parse_limits(words)?;
        if let Some(outcome) = self.game.outcome() {
            return Err(IllegalMove::GameOver(outcome).say());
        }
        let mut searcher = self.searcher.take().unwrap_or_default();
        // The deterministic search on one thread unless told otherwise,
        // on a table that holds only full-width results.
        let depth_only = limits.depth.is_some() && limits.time.is_none() && limits.nodes.is_none();
        if depth_only && std::mem::replace(&mut self.selective_entries, false) {
            searcher.clear();
        }
        self.selective_entries |= limits.depth.is_none();
        let threads = match self.threads {
            Some(n) => n as usize,
            None if depth_only => 1,
            None => yote_ai::all_cores(),
        };
        searcher.set_threads(threads);
        searcher.set_techniques(self.techniques);
        let stop = Arc::new(AtomicBool::new(false));
        let busy = Arc::new(AtomicBool::new(true));
        let game = self.game.clone();
        let (thread_stop, thread_busy, closed) = (stop.clone(), busy.clone(), self.closed.clone());
        let handle = std::thread::spawn(move || {
            let result = searcher.think(&game, limits, &thread_stop, |p| {
                say(&closed, &info_line(p));
            });
            thread_busy.store(false, Ordering::Release);
            if let Some(r) = result {
                say(&closed, &best_line(&r));
            }
            searcher
        });
        self.running = Some(Running { stop, busy, handle });
        Ok(())
    }

    /// Waits for a search still running to end by itself.
    fn wait(&mut self) {
        if let Some(r) = self.running.take() {
            self.searcher = Some(r.handle.join().unwrap_or_default());
        }
    }

    /// Stops a search still running and waits for its `best` line.
    fn finish(&mut self) {
        if let Some(r) = self.running.take() {
            r.stop.store(true, Ordering::Relaxed);
            self.searcher = Some(r.handle.join().unwrap_or_default());
        }
    }
}

/// Writes one line; notes when nobody reads any more.
fn say(closed: &AtomicBool, line: &str) {
    let mut out = std::io::stdout().lock();
    if writeln!(out, "{line}").and_then(|()| out.flush()).is_err() {
        closed.store(true, Ordering::Relaxed);
    }
}

/// `yote 1` → `ready yote 1 name NAME`.
fn handshake(words: &[&str]) -> Result<String, String> {
    match words {
        [v] if v.parse::<u32>() == Ok(PROTOCOL) => Ok(format!(
            "ready yote {PROTOCOL} name yote {}",
            env!("CARGO_PKG_VERSION")
        )),
        _ => Err(tr!("engine-error-version", version = PROTOCOL)),
    }
}

/// The limits of `go`: pairs of `depth N`, `time MS`, `nodes N`.
fn parse_limits(words: &[&str]) -> Result<Limits, String> {
    if words.is_empty() || !words.len().is_multiple_of(2) {
        return Err(tr!("engine-error-go"));
    }
    let mut limits = Limits::default();
    for pair in words.chunks(2) {
        let n: u64 = pair[1].parse().map_err(|_| tr!("engine-error-go"))?;
        match pair[0] {
            "depth" if (1..=u64::from(MAX_DEPTH)).contains(&n) => limits.depth = Some(n as u32),
            "depth" => return Err(tr!("engine-error-depth", max = MAX_DEPTH)),
            "time" if n >= 1 => limits.time = Some(Duration::from_millis(n)),
            "nodes" if n >= 1 => limits.nodes = Some(n),
            _ => return Err(tr!("engine-error-go")),
        }
    }
    Ok(limits)
}

/// `info depth D score S nodes N time MS [win_in W] pv MOVES…`.
fn info_line(r: &SearchResult) -> String {
    let mut line = format!(
        "info depth {} score {} nodes {} time {}",
        r.depth,
        r.score,
        r.nodes,
        r.elapsed.as_millis()
    );
    if let Some(n) = r.win_in {
        line.push_str(&format!(" win_in {n}"));
    }
    line.push_str(" pv");
    for mv in &r.pv {
        line.push_str(&format!(" {mv}"));
    }
    line
}

/// `best MOVE score S depth D [win_in W]`.
fn best_line(r: &SearchResult) -> String {
    let mut line = format!("best {} score {} depth {}", r.best, r.score, r.depth);
    if let Some(n) = r.win_in {
        line.push_str(&format!(" win_in {n}"));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_reads_its_limits() {
        let l = parse_limits(&["depth", "5"]).expect("valid");
        assert_eq!(l, Limits::depth(5));
        let l = parse_limits(&["time", "20", "nodes", "1000"]).expect("valid");
        assert_eq!(l.time, Some(Duration::from_millis(20)));
        assert_eq!(l.nodes, Some(1000));
        for bad in [
            &[][..],
            &["depth"],
            &["depth", "0"],
            &["depth", "65"],
            &["time", "0"],
            &["time", "x"],
            &["moves", "3"],
        ] {
            assert!(parse_limits(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn an_error_is_one_line() {
        assert_eq!(error("a\nb\r\tc"), "error a b c");
    }
}
