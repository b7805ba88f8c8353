//! `yote perft`: count move sequences, one line per depth.

use yote::tr;
use yote_engine::perft::perft;

use super::{Cli, CliError, replay};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// How many moves deep to count, 1 to 20.
    #[arg(value_parser = super::whole::<u32>(1, Some(20)))]
    pub depth: u32,
    /// Moves to play first, in notation.
    pub moves: Vec<String>,
}

pub(crate) fn run(cli: &Cli, args: &Args) -> Result<String, CliError> {
    let mut game = replay(cli.load_rules()?, &args.moves)?;
    let mut out = String::new();
    for depth in 1..=args.depth {
        let nodes = perft(&mut game, depth);
        out.push_str(&tr!("perft-line", depth = depth, nodes = nodes));
        out.push('\n');
    }
    Ok(out)
}
