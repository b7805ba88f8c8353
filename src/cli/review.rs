//! `yote review FILE`: every move of a saved game judged against the best
//! move the search finds there (`yote_ai::review`), for people or as JSON.

use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use yote::record::SavedGame;
use yote::tr;
use yote::words::{self, review as judged};
use yote_ai::review::{self, Budget, Mark, MoveReview, Review, Summary};
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
    /// The game's plies, when only the first `plies` were reviewed.
    #[serde(skip_serializing_if = "Option::is_none")]
    game_plies: Option<usize>,
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
    if let Some(kept) = saved.review.clone().filter(|r| r.budget == budget) {
        return Ok(if args.json {
            to_json(&game, &kept)
        } else {
            let mut text = heading(&saved, &game, &kept);
            let mut lines = Lines::new(&game);
            for m in &kept.moves {
                text.push_str(&lines.line(m));
            }
            text.push_str(&summaries(&game, &kept));
            text
        });
    }
    let plies = within_budget(&game, budget)?;
    if args.write && plies < game.ply() {
        return Err(CliError::Usage(tr!(
            "review-part-not-written",
            file = args.file.display().to_string(),
            plies = plies,
            total = game.ply()
        )));
    }
    let reviewed = if args.json {
        search(&game, plies, budget, jobs, |_, _| Ok(()))
    } else {
        // The heading, then each move's line as soon as it is judged: a
        // long review shows how far it is, and one cut short leaves what
        // it had.
        let part = Review {
            budget,
            moves: Vec::new(),
        };
        let mut head = heading(&saved, &game, &part);
        if plies < game.ply() {
            head = head.trim_end().to_string();
            head.push('\n');
            head.push_str(&judged::part(plies, game.ply(), budget));
            head.push_str("\n\n");
        }
        write_out(&head).and_then(|()| {
            let mut lines = Lines::new(&game);
            search(&game, plies, budget, jobs, |bar, m| {
                let line = lines.line(m);
                bar.suspend(|| write_out(&line))
            })
        })
    };
    let reviewed = match reviewed {
        Ok(r) => r,
        // The reader had enough: nothing more is said.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => return Ok(String::new()),
        Err(e) => {
            return Err(CliError::Usage(tr!(
                "cli-error-stdout",
                error = e.to_string()
            )));
        }
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
        summaries(&game, &reviewed)
    })
}

/// The plies of `game` a review within `budget` takes: all of them, or
/// the first [`review::plies_within`] of a longer game; refused when not
/// one move fits (a depth too deep), naming the deepest that does.
fn within_budget(game: &Game, budget: Budget) -> Result<usize, CliError> {
    let most = review::plies_within(budget);
    if most == 0 && game.ply() > 0 {
        let budget_words = judged::budget(budget);
        return Err(CliError::Usage(match budget {
            Budget::Depth(_) => {
                let deepest = (review::MIN_DEPTH..=yote_ai::MAX_DEPTH)
                    .take_while(|&d| review::plies_within(Budget::Depth(d)) > 0)
                    .last()
                    .unwrap_or(review::MIN_DEPTH);
                tr!("review-too-deep", budget = budget_words, deepest = deepest)
            }
            Budget::Time(_) => tr!(
                "review-too-long",
                budget = budget_words,
                most = review::MOST_PLIES as u64 * 200
            ),
        }));
    }
    Ok(game.ply().min(most))
}

/// Writes `text` to standard output at once.
fn write_out(text: &str) -> io::Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()
}

/// Reviews the first `plies` moves of `game` with a progress bar on
/// standard error, calling `on_move` with the bar and each move's review
/// in order as it comes; the first error of `on_move` stops the review and
/// is returned.
fn search(
    game: &Game,
    plies: usize,
    budget: Budget,
    jobs: usize,
    mut on_move: impl FnMut(&ProgressBar, &MoveReview) -> io::Result<()> + Send,
) -> io::Result<Review> {
    let bar = ProgressBar::new(plies as u64);
    bar.set_style(
        ProgressStyle::with_template(&format!(
            "{{bar:40}} {{pos}}/{{len}} {} [{{elapsed_precise}}]",
            tr!("review-progress")
        ))
        .expect("a valid template"),
    );
    let stop = AtomicBool::new(false);
    let mut failed = None;
    let reviewed = review::review_part(
        game,
        plies,
        budget,
        jobs,
        &stop,
        |p| bar.set_position(p.done as u64),
        |m| {
            if failed.is_none()
                && let Err(e) = on_move(&bar, m)
            {
                failed = Some(e);
                stop.store(true, Ordering::Relaxed);
            }
        },
    );
    bar.finish_and_clear();
    match (reviewed, failed) {
        (_, Some(e)) => Err(e),
        (Some(r), None) => Ok(r),
        (None, None) => unreachable!("stopped only by a failed write"),
    }
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
        game_plies: (r.moves.len() < game.ply()).then_some(game.ply()),
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

/// The heading of the review for a person: the players, the moves, the
/// budget; a blank line after it.
fn heading(saved: &SavedGame, game: &Game, r: &Review) -> String {
    // Names are the file's text: control characters shown escaped.
    let mut out = tr!(
        "review-heading",
        white = yote::text::printable(saved.players.white.as_str()).into_owned(),
        black = yote::text::printable(saved.players.black.as_str()).into_owned(),
        moves = words::moves_played(game),
        budget = judged::budget(r.budget)
    );
    out.push_str("\n\n");
    out
}

/// The lines of the moves for a person, one a move, in the order of the
/// game: its number as the move list says it (`19` or `19…`), the side,
/// the move, its mark and the judgement of a marked move. The columns are
/// as wide as the whole game needs, so that a line can be written as soon
/// as its move is judged.
struct Lines {
    names: [String; 2],
    labels: Vec<String>,
    played: Vec<String>,
    widths: [usize; 3],
    rules: yote_engine::Rules,
    /// The game before the next move, for the threat a marked move missed.
    before: Game,
}

impl Lines {
    fn new(game: &Game) -> Lines {
        let names = words::colors();
        let first = game.rules().first_player;
        let labels: Vec<String> = game
            .move_numbers()
            .into_iter()
            .map(|n| words::move_label(n, first))
            .collect();
        let played: Vec<String> = game.moves().map(ToString::to_string).collect();
        let widest = |texts: &[String]| texts.iter().map(|t| t.chars().count()).max();
        let widths = [
            widest(&labels).unwrap_or(0),
            widest(&names).unwrap_or(0),
            widest(&played).unwrap_or(0),
        ];
        Lines {
            names,
            labels,
            played,
            widths,
            rules: game.rules().clone(),
            before: Game::new(game.rules().clone()).expect("a saved game's rules hold together"),
        }
    }

    /// The line of `m`, the game's next move, with its end of line.
    fn line(&mut self, m: &MoveReview) -> String {
        let glyph = m.mark.map_or("", Mark::glyph);
        let comment = match m.mark {
            Some(_) => {
                let mut comment = judged::judgement(m, &self.rules);
                if let Some(threat) = judged::threat(m, &mut self.before) {
                    comment.push_str("; ");
                    comment.push_str(&threat);
                }
                comment
            }
            None => String::new(),
        };
        self.before.play_unchecked(m.played);
        let [label_width, side_width, move_width] = self.widths;
        let (label, played) = (&self.labels[m.ply - 1], &self.played[m.ply - 1]);
        let line = format!(
            "{label:<label_width$}  {:<side_width$}  {played:<move_width$}  {glyph:<2}  {comment}",
            self.names[m.color.index()],
        );
        let mut line = line.trim_end().to_string();
        line.push('\n');
        line
    }
}

/// Each player's summary, after a blank line: the counts of marks, the
/// average loss, every win missed.
fn summaries(game: &Game, r: &Review) -> String {
    let names = words::colors();
    let mut out = String::from("\n");
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
