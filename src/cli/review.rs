//! `yote review FILE`: every move of a saved game judged against the best
//! move the search finds there (`yote_ai::review`), for people or as JSON.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use yote::record::SavedGame;
use yote::tr;
use yote::words::{self, review as judged};
use yote_ai::review::{self, Budget, Mark, Review, Summary};
use yote_engine::{Color, Game, Move};

use super::{Cli, CliError, refuse_rules_with_game};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The saved game to review.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Search every position exactly to depth N (the default is a fixed depth).
    #[arg(long, value_name = "N", conflicts_with = "time",
          value_parser = super::whole::<u32>(u64::from(review::MIN_DEPTH), Some(u64::from(yote_ai::MAX_DEPTH))))]
    pub depth: Option<u32>,
    /// Search every position for MS milliseconds.
    #[arg(long, value_name = "MS", value_parser = super::whole::<u64>(1, None))]
    pub time: Option<u64>,
    /// Positions searched at once (default: the cores).
    #[arg(long, value_name = "N", value_parser = super::whole::<u32>(1, Some(64)))]
    pub jobs: Option<u32>,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
    /// Keep the review in the file (its `[review]` table), for the game to
    /// open with it ready.
    #[arg(long)]
    pub write: bool,
}

/// One move, as `--json` prints it (fields in the order of the docs).
#[derive(Serialize)]
struct MoveJson {
    ply: usize,
    /// The number the move list gives it, shared by the pair's moves.
    number: usize,
    color: &'static str,
    #[serde(rename = "move")]
    played: String,
    best: String,
    score: i32,
    best_score: i32,
    loss: i32,
    mark: Option<&'static str>,
    win_in: Option<i32>,
    best_win_in: Option<i32>,
    win_missed: bool,
    best_line: Vec<String>,
}

#[derive(Serialize)]
struct SummaryJson {
    inaccuracies: usize,
    mistakes: usize,
    blunders: usize,
    average_loss: i32,
}

#[derive(Serialize)]
struct Summaries {
    white: SummaryJson,
    black: SummaryJson,
}

#[derive(Serialize)]
struct ReviewJson {
    plies: usize,
    moves: Vec<MoveJson>,
    summary: Summaries,
}

pub(crate) fn run(cli: &Cli, args: &Args) -> Result<String, CliError> {
    refuse_rules_with_game(cli, "review")?;
    let mut saved = yote::record::load(&args.file)?;
    let game = saved.to_game()?;
    let budget = match (args.depth, args.time) {
        (Some(depth), _) => Budget::Depth(depth),
        (None, Some(ms)) => Budget::Time(Duration::from_millis(ms)),
        (None, None) => review::DEFAULT_BUDGET,
    };
    let jobs = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, std::num::NonZero::get),
        |n| n as usize,
    );
    // A review the file keeps, made with this budget, is the one to show.
    let kept = saved.review.clone().filter(|r| r.budget == budget);
    let reviewed = match kept {
        Some(r) => r,
        None => search(&game, budget, jobs),
    };
    if args.write && saved.review.as_ref() != Some(&reviewed) {
        saved.review = Some(reviewed.clone());
        if !saved.keeps_review() {
            return Err(CliError::Usage(tr!(
                "review-too-large",
                file = args.file.display().to_string()
            )));
        }
        saved
            .save_overwrite(&args.file)
            .map_err(|e| CliError::Usage(e.to_string()))?;
    }
    Ok(if args.json {
        to_json(&game, &reviewed)
    } else {
        to_text(&saved, &game, &reviewed)
    })
}

/// Reviews `game` with a progress bar on standard error.
fn search(game: &Game, budget: Budget, jobs: usize) -> Review {
    let bar = ProgressBar::new(game.ply() as u64);
    bar.set_style(
        ProgressStyle::with_template(&format!(
            "{{bar:40}} {{pos}}/{{len}} {} [{{elapsed_precise}}]",
            tr!("review-progress")
        ))
        .expect("a valid template"),
    );
    let never = AtomicBool::new(false);
    let reviewed = review::review(game, budget, jobs, &never, |p| {
        bar.set_position(p.done as u64);
    })
    .expect("never stopped");
    bar.finish_and_clear();
    reviewed
}

fn notation(moves: &[Move]) -> Vec<String> {
    moves.iter().map(std::string::ToString::to_string).collect()
}

fn summary_json(s: Summary) -> SummaryJson {
    SummaryJson {
        inaccuracies: s.inaccuracies,
        mistakes: s.mistakes,
        blunders: s.blunders,
        average_loss: s.average_loss,
    }
}

/// The review of `game` as the one JSON object of docs/scripting.md.
fn to_json(game: &Game, r: &Review) -> String {
    let numbers = game.move_numbers();
    let moves = r
        .moves
        .iter()
        .zip(numbers)
        .map(|(m, n)| MoveJson {
            ply: m.ply,
            number: n.number,
            color: m.color.name(),
            played: m.played.to_string(),
            best: m.best.to_string(),
            score: m.score,
            best_score: m.best_score,
            loss: m.loss,
            mark: m.mark.map(Mark::glyph),
            win_in: m.win_in,
            best_win_in: m.best_win_in,
            win_missed: m.win_missed,
            best_line: notation(&m.best_line),
        })
        .collect();
    let json = ReviewJson {
        plies: r.moves.len(),
        moves,
        summary: Summaries {
            white: summary_json(r.summary(Color::White)),
            black: summary_json(r.summary(Color::Black)),
        },
    };
    let mut text = serde_json::to_string(&json).expect("plain data always serialises");
    text.push('\n');
    text
}

/// The game for a person: a heading, one line per move (its number as
/// the move list says it, `19` or `19…`, the side, the move, its mark and
/// the judgement of a marked move), then each player's summary.
fn to_text(saved: &SavedGame, game: &Game, r: &Review) -> String {
    // Names are the file's text: control characters shown escaped.
    let mut out = tr!(
        "review-heading",
        white = yote::text::printable(saved.players.white.as_str()).into_owned(),
        black = yote::text::printable(saved.players.black.as_str()).into_owned(),
        moves = words::moves_played(game),
        budget = judged::budget(r.budget)
    );
    out.push_str("\n\n");
    let names = words::colors();
    let first = game.rules().first_player;
    let labels: Vec<String> = game
        .move_numbers()
        .into_iter()
        .map(|n| words::move_label(n, first))
        .collect();
    let played: Vec<String> = r.moves.iter().map(|m| m.played.to_string()).collect();
    let widest = |texts: &[String]| texts.iter().map(|t| t.chars().count()).max();
    let label_width = widest(&labels).unwrap_or(0);
    let side_width = widest(&names).unwrap_or(0);
    let move_width = widest(&played).unwrap_or(0);
    // The game before each move, for the threat a marked move missed.
    let mut before = Game::new(game.rules().clone()).expect("a saved game's rules hold together");
    for ((m, label), played) in r.moves.iter().zip(&labels).zip(&played) {
        let glyph = m.mark.map_or("", Mark::glyph);
        let comment = match m.mark {
            Some(_) => {
                let mut comment = judged::judgement(m, game.rules());
                if let Some(threat) = judged::threat(m, &mut before) {
                    comment.push_str("; ");
                    comment.push_str(&threat);
                }
                comment
            }
            None => String::new(),
        };
        before.play_unchecked(m.played);
        let line = format!(
            "{label:<label_width$}  {:<side_width$}  {played:<move_width$}  {glyph:<2}  {comment}",
            names[m.color.index()],
        );
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push('\n');
    for color in Color::ALL {
        let s = r.summary(color);
        out.push_str(&format!(
            "{}: {}\n",
            names[color.index()],
            judged::counts(s)
        ));
        out.push_str(&format!("  {}\n", judged::average_loss(s)));
        for missed in judged::missed_wins(r, game, color) {
            out.push_str(&format!("  {missed}\n"));
        }
    }
    out
}
