//! The command line: global options, and one file per subcommand.

pub mod bench;
pub mod perft;
pub mod position;

use std::path::{Path, PathBuf};

use clap::{Parser, Subcommand};

use yote::engine::{Game, Rules, RulesError};

/// The standard rules, commented; the default for every command.
pub const STANDARD_RULES: &str = include_str!("../../rules.toml");

/// Rules files larger than this are refused unread.
const MAX_RULES_FILE: u64 = 1 << 20;

#[derive(Debug, Parser)]
#[command(
    name = "yote",
    version,
    about = "Yoté, the West African capture game, in the terminal"
)]
pub struct Cli {
    /// Rules file to play under (default: the built-in standard rules).
    #[arg(long, global = true, value_name = "FILE")]
    pub rules: Option<PathBuf>,

    /// Override one rule, e.g. --set second_piece=board-or-hand (repeatable).
    #[arg(long = "set", global = true, value_name = "KEY=VALUE")]
    pub set: Vec<String>,

    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Replay moves from the start and print the position.
    Position(position::Args),
    /// Count move sequences of each depth up to DEPTH.
    Perft(perft::Args),
    /// Measure the engine: perft speed and random playouts per second.
    Bench(bench::Args),
}

/// A failure that the command line reports with status 2.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    #[error("{0}")]
    Rules(#[from] RulesError),
    #[error("{0}")]
    Usage(String),
}

impl Cli {
    /// The rules from `--rules` (or the built-in file) and every `--set`.
    pub fn load_rules(&self) -> Result<Rules, CliError> {
        let mut rules = Rules::default();
        match &self.rules {
            Some(path) => {
                let text = read_small_file(path)?;
                rules.apply_toml_str(&text, &path.display().to_string())?
            }
            None => rules.apply_toml_str(STANDARD_RULES, "rules.toml")?,
        }
        for assignment in &self.set {
            rules.apply_override(assignment)?;
        }
        rules.validate()?;
        Ok(rules)
    }
}

/// Reads a text file of at most 1 MiB, naming the file in any error.
pub fn read_small_file(path: &Path) -> Result<String, CliError> {
    let name = path.display();
    let meta = std::fs::metadata(path).map_err(|e| CliError::Usage(format!("{name}: {e}")))?;
    if meta.len() > MAX_RULES_FILE {
        return Err(CliError::Usage(format!(
            "{name}: the file is larger than 1 MiB"
        )));
    }
    std::fs::read_to_string(path).map_err(|e| CliError::Usage(format!("{name}: {e}")))
}

/// A game with `tokens` played, or the message for the first refused one.
pub fn replay(rules: Rules, tokens: &[String]) -> Result<Game, CliError> {
    let mut game = Game::new(rules);
    game.play_tokens(tokens)
        .map_err(|e| CliError::Usage(e.to_string()))?;
    Ok(game)
}
