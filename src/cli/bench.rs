//! `yote bench`: how fast the engine is, measured on this machine, one thread.

use std::time::Instant;

use rand::{SeedableRng, rngs::SmallRng};

use yote::i18n::decimal;
use yote::tr;
use yote_engine::perft::{Playouts, perft};
use yote_engine::{Game, Rules};

use super::{Cli, CliError};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Perft depth to time from the start position, 1 to 7.
    #[arg(long, default_value_t = 6, value_parser = super::whole::<u32>(1, Some(7)))]
    pub depth: u32,
    /// Random games to play to the end, 1 to 100 000 000.
    #[arg(long, default_value_t = 200_000, value_parser = super::whole::<u32>(1, Some(100_000_000)))]
    pub games: u32,
}

pub(crate) fn run(cli: &Cli, args: &Args) -> Result<String, CliError> {
    let rules = cli.load_rules()?;
    let mut out = String::new();
    let mut game = Game::new(rules.clone()).expect("rules are validated when read");
    let start = Instant::now();
    let nodes = perft(&mut game, args.depth);
    let secs = start.elapsed().as_secs_f64();
    out.push_str(&tr!(
        "bench-perft",
        depth = args.depth,
        nodes = nodes,
        secs = decimal(secs, 3),
        rate = decimal(nodes as f64 / secs / 1e6, 1)
    ));
    out.push('\n');
    let start = Instant::now();
    let plies = playouts(&rules, args.games, 1);
    let secs = start.elapsed().as_secs_f64();
    out.push_str(&tr!(
        "bench-playouts",
        games = args.games,
        moves = plies,
        secs = decimal(secs, 3),
        rate = decimal(f64::from(args.games) / secs, 0),
        move_rate = decimal(plies as f64 / secs / 1e6, 1)
    ));
    out.push('\n');
    Ok(out)
}

/// Plays `games` random games to the end on copies of the position
/// ([`Playouts`]); returns the moves played.
pub(crate) fn playouts(rules: &Rules, games: u32, seed: u64) -> u64 {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut playouts = Playouts::new(rules);
    (0..games).map(|_| playouts.play(&mut rng).0 as u64).sum()
}
