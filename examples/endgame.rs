//! Builds the endgame tables (`yote_ai::endgame`) of a few pieces against
//! a few, says how many positions are won, lost and drawn, and looks up
//! positions: the measure behind the endgame figures of docs/benchmarks.md.
//!
//! ```text
//! cargo run --release --example endgame -- 4 2 --set win_when_opponent_has_at_most=0 \
//!     --probe "a3 c5 d3 f2 / e4 f4 white"
//! cargo run --release --example endgame -- 4 4 --pieces 8 --probes FILE
//! ```
//!
//! With `--pieces 8` it builds four against four, beyond what the search
//! builds: about 20 minutes of one core and 16 GB while building.

use std::time::Instant;

use clap::Parser;
use yote::rules_file::RulesToml;
use yote_ai::endgame::{Known, MAX_CLASS, MAX_PIECES, Tables};
use yote_engine::{Bitboard, Color, Position, Rules, Square};

#[derive(Parser)]
struct Args {
    /// White's pieces.
    white: u32,
    /// Black's pieces.
    black: u32,
    /// Rules as `yote --set` takes them, on the standard rules.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    sets: Vec<String>,
    /// Positions to look up: White's squares, `/`, Black's squares, then
    /// `white` or `black` to move (both hands empty).
    #[arg(long)]
    probe: Vec<String>,
    /// A file of positions to look up, one a line as `--probe` takes them;
    /// each is printed back with a tab and its value.
    #[arg(long, value_name = "FILE")]
    probes: Option<std::path::PathBuf>,
    /// The most pieces on the board, both sides together, of a class built
    /// (above the search's own, classes of any size are built).
    #[arg(long, default_value_t = MAX_PIECES)]
    pieces: u32,
}

fn main() {
    let args = Args::parse();
    let rules = match Rules::from_overrides(&args.sets) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("endgame: {e:?}");
            std::process::exit(2);
        }
    };
    let max_class = if args.pieces > MAX_PIECES {
        u64::MAX
    } else {
        MAX_CLASS
    };
    // Read before the build, which can take twenty minutes: a wrong path
    // is said at once.
    let listed = args
        .probes
        .as_ref()
        .map(|file| match std::fs::read_to_string(file) {
            Ok(text) => text,
            Err(e) => {
                eprintln!("endgame: {}: {e}", file.display());
                std::process::exit(2);
            }
        });
    let tables = Tables::wanted_within(&rules, args.white, args.black, args.pieces, max_class);
    let started = Instant::now();
    tables.build();
    println!("built in {:.1?}", started.elapsed());
    for (class, counts) in tables.census() {
        println!("{}v{} {class:?}: {counts:?}", class.0, class.1);
    }
    for probe in &args.probe {
        println!("{probe}: {}", look_up(&tables, probe));
    }
    for line in listed.iter().flat_map(|text| text.lines()) {
        if !line.trim().is_empty() {
            println!("{line}\t{}", look_up(&tables, line));
        }
    }
}

fn look_up(tables: &Tables, probe: &str) -> String {
    match parse(probe).map(|p| tables.probe(&p)) {
        Some(Some(k)) => say(k),
        Some(None) => "not in the tables".to_string(),
        None => "cannot read it".to_string(),
    }
}

fn say(k: Known) -> String {
    match k {
        Known::Win(d) => format!("the player to move wins in {d} plies"),
        Known::Loss(d) => format!("the player to move loses in {d} plies"),
        Known::Draw => "a draw".to_string(),
    }
}

fn parse(text: &str) -> Option<Position> {
    let (white, rest) = text.split_once('/')?;
    let mut words: Vec<&str> = rest.split_whitespace().collect();
    let side = match words.pop()? {
        "white" => Color::White,
        "black" => Color::Black,
        _ => return None,
    };
    let set = |words: Vec<&str>| -> Option<Bitboard> {
        words
            .into_iter()
            .try_fold(0, |acc, w| Square::parse(w).map(|s| acc | s.bit()))
    };
    let w = set(white.split_whitespace().collect())?;
    let b = set(words)?;
    (w & b == 0).then(|| Position::from_parts([w, b], [0, 0], side))
}
