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
        None => cli
            .load_rules()
            .map(|_| "The terminal game is not built yet: try `yote position`.\n".to_string()),
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
