//! `yote`: parse the command line and hand over to a command or the game.

mod cli;

use std::process::ExitCode;

use clap::Parser;

use cli::{Cli, Command};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Some(_) if cli.load.is_some() => Err(cli::CliError::load_with_command()),
        Some(Command::Position(args)) => cli::position::run(&cli, args),
        Some(Command::Perft(args)) => cli::perft::run(&cli, args),
        Some(Command::Bench(args)) => cli::bench::run(&cli, args),
        None => play(&cli),
    };
    match result {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("yote: {e}");
            ExitCode::from(2)
        }
    }
}

/// The terminal game, opened at the game of `--load` when one is given
/// (read and checked before the screen starts, so a bad file exits with 2).
fn play(cli: &Cli) -> Result<String, cli::CliError> {
    if let Some(saved) = cli.load_for_tui()? {
        // The game screen does not take a saved game yet: say so rather than
        // start a different game.
        return Ok(format!(
            "The game screen cannot open a saved game yet ({} moves): \
             try `yote position --game FILE`.\n",
            saved.moves.len()
        ));
    }
    let rules = cli.load_rules()?;
    yote::tui::run(rules).map_err(|e| cli::CliError::Usage(format!("terminal: {e}")))?;
    Ok(String::new())
}
