//! `yote puzzles`: the puzzles. Without flags, the terminal game opens at
//! the next puzzle; `generate` makes a puzzle file with the engine,
//! `--json` prints a file as data, `--check` re-verifies one.

use std::path::{Path, PathBuf};
use std::time::Instant;

use serde::Serialize;

use yote::i18n::decimal;
use yote::puzzles::{self, Failure, Puzzle, generate};
use yote::record::{Replace, write_atomic};
use yote::rules_file::RulesToml;
use yote::tr;
use yote::words::learn::lessons_error;
use yote_engine::Game;

use super::position::GivenPosition;
use super::{Cli, CliError};

#[derive(Debug, clap::Args)]
#[command(args_conflicts_with_subcommands = true)]
pub(crate) struct Args {
    #[command(subcommand)]
    pub action: Option<Action>,
    /// Print the puzzles (the shipped ones, or FILE's) as JSON.
    #[arg(long, conflicts_with = "check")]
    pub json: bool,
    /// Re-verify every puzzle of FILE with the engine; exit 1 naming the
    /// first that fails.
    #[arg(long, value_name = "FILE")]
    pub check: Option<PathBuf>,
    /// The puzzle file for --json.
    pub file: Option<PathBuf>,
}

#[derive(Debug, clap::Subcommand)]
pub(crate) enum Action {
    /// Make a puzzle file from games the engine plays against itself.
    Generate(GenerateArgs),
}

#[derive(Debug, clap::Args)]
pub(crate) struct GenerateArgs {
    /// How many puzzles.
    #[arg(long, value_name = "N", value_parser = super::whole::<u32>(1, Some(100_000)))]
    pub count: u32,
    /// The seed: the same seed makes the same puzzles.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// The file to write (atomically).
    #[arg(long, value_name = "FILE")]
    pub output: PathBuf,
}

#[derive(Serialize)]
struct PuzzleJson {
    id: String,
    #[serde(flatten)]
    position: GivenPosition,
    solution: Vec<String>,
    margin: i32,
    depth: u32,
    rating: u32,
}

/// What `yote puzzles` is asked for.
pub(crate) enum Puzzles {
    /// The puzzles screen of the terminal game.
    Screen,
    /// Text to print and the exit status.
    Done(String, u8),
}

pub(crate) fn run(cli: &Cli, args: &Args) -> Result<Puzzles, CliError> {
    if let Some(Action::Generate(g)) = &args.action {
        return run_generate(cli, g).map(|text| Puzzles::Done(text, 0));
    }
    if let Some(path) = &args.check {
        let puzzles = read(Some(path))?;
        for puzzle in &puzzles {
            if let Err(why) = puzzles::verify(puzzle) {
                let text = match why {
                    Failure::NotBest { best } => {
                        tr!(
                            "puzzles-check-not-best",
                            id = puzzle.id.as_str(),
                            best = best.to_string()
                        )
                    }
                    Failure::Margin { found, said } => tr!(
                        "puzzles-check-margin",
                        id = puzzle.id.as_str(),
                        found = found,
                        said = said
                    ),
                };
                return Ok(Puzzles::Done(text + "\n", 1));
            }
        }
        return Ok(Puzzles::Done(
            tr!("puzzles-check-ok", count = puzzles.len()) + "\n",
            0,
        ));
    }
    if args.json {
        let puzzles = read(args.file.as_deref())?;
        let json: Vec<PuzzleJson> = puzzles.iter().map(to_json).collect();
        let mut text = serde_json::to_string(&json).expect("plain data always serialises");
        text.push('\n');
        return Ok(Puzzles::Done(text, 0));
    }
    Ok(Puzzles::Screen)
}

/// The puzzles of `path`, or the shipped ones.
fn read(path: Option<&Path>) -> Result<Vec<Puzzle>, CliError> {
    let Some(path) = path else {
        return puzzles::shipped().map_err(|e| CliError::Usage(lessons_error("puzzles.toml", &e)));
    };
    let (name, text) = super::learn::read_text(path, 16 << 20)?;
    puzzles::read(&text).map_err(|e| CliError::Usage(lessons_error(&name, &e)))
}

fn to_json(puzzle: &Puzzle) -> PuzzleJson {
    let game: Game = puzzle.game();
    PuzzleJson {
        id: puzzle.id.clone(),
        position: GivenPosition::of(puzzle.rules.to_table(), puzzle.pos(), &game),
        solution: puzzle.solution.iter().map(ToString::to_string).collect(),
        margin: puzzle.margin,
        depth: puzzle.depth,
        rating: puzzle.rating,
    }
}

fn run_generate(cli: &Cli, args: &GenerateArgs) -> Result<String, CliError> {
    let rules = cli.load_rules()?;
    let started = Instant::now();
    let made = generate::generate(&rules, args.count as usize, args.seed, |_| {});
    let header = format!(
        "# Puzzles made by `yote puzzles generate --count {} --seed {}` under the rules\n\
         # below (set '{}'); `yote puzzles --check FILE` verifies them.\n\n",
        args.count,
        args.seed,
        generate::set_name(&rules)
    );
    let text = puzzles::write(&made, &header);
    write_atomic(&args.output, text.as_bytes(), Replace::Yes)
        .map_err(|e| CliError::Usage(e.to_string()))?;
    let seconds = started.elapsed().as_secs_f64();
    let per_minute = made.len() as f64 * 60.0 / seconds.max(0.001);
    Ok(tr!(
        "puzzles-generated",
        count = made.len(),
        file = args.output.display().to_string(),
        seconds = decimal(seconds, 1),
        per_minute = decimal(per_minute, 1)
    ) + "\n")
}
