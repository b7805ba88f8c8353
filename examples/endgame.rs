//! Builds the endgame tables (`yote_ai::endgame`) of a few pieces against
//! a few, says how many positions are won, lost and drawn, and looks up
//! positions: the measure behind issue 23's conversion figures.
//!
//! ```text
//! cargo run --release --example endgame -- 4 2 --set win_when_opponent_has_at_most=0 \
//!     --probe "a3 c5 d3 f2 / e4 f4 white"
//! ```

use std::time::Instant;

use clap::Parser;
use yote::rules_file::RulesToml;
use yote_ai::endgame::{Known, Tables};
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
    let tables = Tables::wanted(&rules, args.white, args.black);
    let started = Instant::now();
    tables.build();
    println!("built in {:.1?}", started.elapsed());
    for (class, counts) in tables.census() {
        println!("{}v{} {class:?}: {counts:?}", class.0, class.1);
    }
    for probe in &args.probe {
        match parse(probe).map(|p| (p, tables.probe(&p))) {
            Some((_, Some(k))) => println!("{probe}: {}", say(k)),
            Some((_, None)) => println!("{probe}: not in the tables"),
            None => println!("{probe}: cannot read it"),
        }
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
