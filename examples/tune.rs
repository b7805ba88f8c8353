//! Fits the evaluation's weights to the results of saved games (Texel's
//! method, `yote_ai::tune`) and writes them into
//! `crates/yote-ai/src/tuned.rs`. The games come from self-play:
//!
//! ```text
//! yote match --white depth:4 --black depth:4 --games 6000 --openings 8 \
//!     --seed 2026 --jobs 2 --record games
//! cargo run --release --example tune -- games --games 6000 --seed 1 \
//!     --write crates/yote-ai/src/tuned.rs
//! ```
//!
//! Both steps are reproducible: a `depth:N` player plays the same games
//! for the same seed, and the tuner's seed only picks the games held out to
//! check the fit on (one in ten).

use std::collections::HashSet;
use std::path::PathBuf;

use clap::Parser;
use yote_ai::tune::{self, HAND_SET, Measure, Sample, Schedule, TUNED};
use yote_engine::Game;

#[derive(Parser)]
struct Args {
    /// The folder of saved games (`game-0001.toml`, … as `match --record`
    /// writes them).
    folder: PathBuf,
    /// Use the first N games.
    #[arg(long, default_value_t = u32::MAX)]
    games: u32,
    /// Plies at the start of each game not sampled (the random opening).
    #[arg(long, default_value_t = 8)]
    skip: usize,
    /// Picks the games held out.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Steps of gradient descent.
    #[arg(long, default_value_t = 2000)]
    steps: u32,
    /// Step size, in hundredths of a piece.
    #[arg(long, default_value_t = 0.5)]
    rate: f64,
    /// Penalty per squared hundredth of a piece a weight moves.
    #[arg(long, default_value_t = 1e-8)]
    pull: f64,
    /// Write the weights' source file here.
    #[arg(long)]
    write: Option<PathBuf>,
    /// The command that played the games, for the written file's header.
    #[arg(
        long,
        default_value = "yote match --white depth:4 --black depth:4 --openings 8 --seed 2026 --record DIR"
    )]
    made_by: String,
}

fn main() {
    let args = Args::parse();
    let (train, held, repeats) = samples(&args);
    println!(
        "{} training samples, {} held out ({repeats} games left out as repeats)",
        train.len(),
        held.len()
    );
    let k = tune::best_k(&train, HAND_SET);
    let before = (
        tune::error(&train, HAND_SET, k),
        tune::error(&held, HAND_SET, k),
    );
    let schedule = Schedule {
        steps: args.steps,
        rate: args.rate,
        pull: args.pull,
    };
    // The weights in use until now, on the same games: what a new fit
    // has to beat.
    let in_use = (tune::error(&train, TUNED, k), tune::error(&held, TUNED, k));
    let fitted = tune::fit(&train, HAND_SET, k, schedule);
    let after = (
        tune::error(&train, fitted, k),
        tune::error(&held, fitted, k),
    );
    let header = vec![
        format!(
            "Fitted on {} quiet positions of the first {} games of `{}`,",
            train.len(),
            args.games,
            args.made_by
        ),
        format!(
            "by `cargo run --release --example tune -- DIR --games {} --seed {} --steps {} --rate {} --pull {:e}`.",
            args.games, args.seed, args.steps, args.rate, args.pull
        ),
        format!(
            "K = {k:.4}. Mean squared error, hand-set weights: {:.5} (training), {:.5} (held out);",
            before.0, before.1
        ),
        format!(
            "the weights in use before: {:.5} (training), {:.5} (held out);",
            in_use.0, in_use.1
        ),
        format!(
            "these weights: {:.5} (training), {:.5} (held out).",
            after.0, after.1
        ),
    ];
    for line in &header {
        println!("{line}");
    }
    println!("{:>8} {:>8} {:>8}", "hand-set", "in use", "fitted");
    for f in tune::Feature::ALL {
        println!(
            "{:>8} {:>8} {:>8}  {}",
            HAND_SET.get(f),
            TUNED.get(f),
            fitted.get(f),
            f.name()
        );
    }
    if let Some(path) = &args.write {
        std::fs::write(path, tune::tuned_source(fitted, &header))
            .expect("the weights' file is written");
        println!("wrote {}", path.display());
    }
}

/// The samples of the games, split into those fitted on and those held out,
/// and how many games were left out as repeats of an earlier one.
fn samples(args: &Args) -> (Vec<Sample>, Vec<Sample>, usize) {
    let (mut train, mut held) = (Vec::new(), Vec::new());
    // `match` plays each opening twice, colours swapped: between two copies
    // of one deterministic player (`engine … --engine-nodes N`) the second
    // game repeats the first move for move, and would count its positions
    // twice.
    let mut seen = HashSet::new();
    let mut repeats = 0;
    for n in 1..=args.games {
        let path = args.folder.join(format!("game-{n:04}.toml"));
        if !path.exists() {
            break;
        }
        let saved = yote::record::load(&path).unwrap_or_else(|e| panic!("{e}"));
        let ended = saved.to_game().unwrap_or_else(|e| panic!("{e}"));
        // A game cut short at the ply limit has no result to learn from.
        let Some(result) = ended.outcome().map(|o| o.result) else {
            continue;
        };
        if !seen.insert(ended.moves().copied().collect::<Vec<_>>()) {
            repeats += 1;
            continue;
        }
        let measure = Measure::new(ended.rules());
        let out = if held_out(args.seed, n) {
            &mut held
        } else {
            &mut train
        };
        let mut game = Game::new(ended.rules().clone()).expect("a game's rules hold together");
        for (ply, mv) in ended.moves().enumerate() {
            if ply >= args.skip && !game.is_over() {
                out.extend(measure.sample(game.position(), Some(result)));
            }
            game.play_unchecked(*mv);
        }
    }
    (train, held, repeats)
}

/// One game in ten, picked by `seed`.
fn held_out(seed: u64, n: u32) -> bool {
    let mut z = (seed ^ u64::from(n)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    (z ^ (z >> 31)).is_multiple_of(10)
}
