//! `yote`: parse the command line and hand over to a command or the game.

mod cli;

use std::process::ExitCode;

use clap::Parser;

use cli::{Cli, Command};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Some(Command::Position(args)) => cli::position::run(&cli, args),
        Some(Command::Perft(args)) => cli::perft::run(&cli, args),
        Some(Command::Bench(args)) => cli::bench::run(&cli, args),
        None => cli.load_rules().and_then(|rules| {
            yote::tui::run(rules)
                .map(|()| String::new())
                .map_err(|e| cli::CliError::Usage(format!("terminal: {e}")))
        }),
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
