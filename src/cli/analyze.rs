//! `yote analyze`: search the position after some moves and print the move
//! the computer would play, its score, and the line it expects.

use std::sync::atomic::AtomicBool;
use std::time::Duration;
use yote::words::Say;

use serde::Serialize;

use yote::i18n::{decimal, signed_decimal};
use yote::tr;
use yote_ai::{self, Limits, SearchResult, Searcher};
use yote_engine::{Game, IllegalMove};

use super::{Cli, CliError, replay_from};

/// An analysis on a clock this long or longer builds the large endgame
/// tables it could use (seconds of work) on a thread beside the search.
const LONG_ANALYSIS_MS: u64 = 10_000;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Moves to play first, in notation.
    pub moves: Vec<String>,
    /// Start from this position (docs/rules.md §5.1) instead of the start.
    #[arg(long, value_name = "POS")]
    pub from: Option<String>,
    /// Search exactly N plies (the same answer every time).
    #[arg(long, value_name = "N", conflicts_with = "time",
          value_parser = super::whole::<u32>(1, Some(u64::from(yote_ai::MAX_DEPTH))))]
    pub depth: Option<u32>,
    /// Search for MS milliseconds (default 1000).
    #[arg(long, value_name = "MS", value_parser = super::whole::<u64>(1, None))]
    pub time: Option<u64>,
    /// Search threads (default: 1 with --depth, every core with --time).
    #[arg(long, value_name = "N", value_parser = super::whole::<u32>(1, Some(256)))]
    pub threads: Option<u32>,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// The JSON of docs/scripting.md, fields in the order given there.
#[derive(Serialize)]
struct AnalysisJson {
    best: String,
    score: i32,
    win_in: Option<i32>,
    depth: u32,
    nodes: u64,
    time_ms: u64,
    pv: Vec<String>,
}

pub(crate) fn run(cli: &Cli, args: &Args) -> Result<String, CliError> {
    let game = replay_from(cli.load_rules()?, args.from.as_deref(), &args.moves)?;
    if let Some(outcome) = game.outcome() {
        // The refusal a move would get: the same words for the same fact.
        return Err(CliError::Usage(IllegalMove::GameOver(outcome).say()));
    }
    let limits = match args.depth {
        Some(depth) => Limits::depth(depth),
        None => Limits::time(Duration::from_millis(args.time.unwrap_or(1000))),
    };
    let stop = AtomicBool::new(false);
    let mut searcher = Searcher::default();
    let threads = match (args.threads, args.depth) {
        (Some(n), _) => n as usize,
        (None, Some(_)) => 1,
        (None, None) => yote_ai::all_cores(),
    };
    searcher.set_threads(threads);
    // The score says what the position is worth: a draw is 0 for both.
    searcher.set_techniques(yote_ai::Techniques::analysis());
    // A large endgame table takes seconds to build: worth it only to a
    // long search (the small ones are built at once whatever the budget).
    searcher.set_tables_in_background(args.time.is_some_and(|ms| ms >= LONG_ANALYSIS_MS));
    let result = searcher
        .think(&game, limits, &stop, |_| {})
        .ok_or_else(|| CliError::Usage(tr!("refusal-game-over")))?;
    Ok(if args.json {
        to_json(&result)
    } else {
        to_text(&game, &result)
    })
}

fn to_json(r: &SearchResult) -> String {
    let json = AnalysisJson {
        best: r.best.to_string(),
        score: r.score,
        win_in: r.win_in,
        depth: r.depth,
        nodes: r.nodes,
        time_ms: r.elapsed.as_millis() as u64,
        pv: r.pv.iter().map(std::string::ToString::to_string).collect(),
    };
    let mut text = serde_json::to_string(&json).expect("plain data always serialises");
    text.push('\n');
    text
}

fn to_text(game: &Game, r: &SearchResult) -> String {
    let side = game.to_move().name();
    let verdict = match r.win_in {
        Some(n) if n > 0 => tr!("analyze-wins-in", side = side, plies = n),
        Some(n) => tr!("analyze-loses-in", side = side, plies = -n),
        None => tr!(
            "analyze-pieces-for",
            score = signed_decimal(f64::from(r.score) / 100.0, 2),
            side = side
        ),
    };
    let line: Vec<String> = r.pv.iter().map(std::string::ToString::to_string).collect();
    [
        tr!("analyze-best", move = r.best.to_string()),
        tr!("analyze-score", verdict = verdict),
        tr!("analyze-line", line = line.join(" ")),
        tr!(
            "analyze-depth",
            depth = r.depth,
            nodes = r.nodes,
            secs = decimal(r.elapsed.as_secs_f64(), 2)
        ),
    ]
    .map(|l| l + "\n")
    .concat()
}
