//! `yote learn`: the lessons. Without flags, the terminal game opens at
//! the lesson list; `--json` prints every task as data, `--check` verifies
//! every task with the engine.

use std::path::PathBuf;

use serde::Serialize;

use yote::learn::{self, Judge, Lesson, Task};
use yote::rules_file::RulesToml;
use yote::tr;
use yote::words::learn::lessons_error;

use super::position::GivenPosition;
use super::{Cli, CliError};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Print every lesson and its tasks as JSON.
    #[arg(long, conflicts_with = "check")]
    pub json: bool,
    /// Verify every task with the engine; exit 1 naming the first that fails.
    #[arg(long)]
    pub check: bool,
    /// Read the lessons from FILE instead of the shipped ones.
    #[arg(long, value_name = "FILE")]
    pub file: Option<PathBuf>,
}

#[derive(Serialize)]
struct LessonJson {
    id: String,
    tasks: Vec<TaskJson>,
}

#[derive(Serialize)]
struct GoalJson {
    kind: &'static str,
    n: Option<i64>,
}

#[derive(Serialize)]
struct TaskJson {
    id: String,
    #[serde(flatten)]
    position: GivenPosition,
    goal: GoalJson,
    hint: String,
    accepted: Vec<String>,
}

/// What `yote learn` is asked for, once the lessons are read.
pub(crate) enum Learn {
    /// The lessons screen of the terminal game.
    Screen,
    /// Text to print and the exit status.
    Done(String, u8),
}

pub(crate) fn run(_cli: &Cli, args: &Args) -> Result<Learn, CliError> {
    let lessons = read(args)?;
    if args.json {
        return Ok(Learn::Done(to_json(&lessons), 0));
    }
    if args.check {
        return Ok(match check(&lessons) {
            Ok(count) => Learn::Done(tr!("learn-check-ok", count = count) + "\n", 0),
            Err(why) => Learn::Done(why + "\n", 1),
        });
    }
    Ok(Learn::Screen)
}

fn read(args: &Args) -> Result<Vec<Lesson>, CliError> {
    match &args.file {
        None => learn::shipped().map_err(|e| CliError::Usage(lessons_error("lessons.toml", &e))),
        Some(path) => {
            let (name, text) = read_text(path, 1 << 20)?;
            learn::file::read(&text).map_err(|e| CliError::Usage(lessons_error(&name, &e)))
        }
    }
}

/// A lessons or puzzles file's name as shown and its text, read up to
/// `limit` bytes; refused saying why when it cannot be read or is not text.
pub(super) fn read_text(path: &std::path::Path, limit: u64) -> Result<(String, String), CliError> {
    let name = path.display().to_string();
    let bytes = yote::record::read_bounded(path, limit).map_err(|e| {
        CliError::Usage(tr!(
            "learn-file-unread",
            file = name.clone(),
            error = e.to_string()
        ))
    })?;
    let text = String::from_utf8(bytes)
        .map_err(|_| CliError::Usage(tr!("learn-file-not-text", file = name.clone())))?;
    Ok((name, text))
}

fn task_json(task: &Task) -> TaskJson {
    let judge = Judge::new(task.game(), task.goal.clone());
    let game = judge.game();
    let mut accepted: Vec<String> = judge.accepted().iter().map(ToString::to_string).collect();
    accepted.sort();
    TaskJson {
        id: task.id.clone(),
        position: GivenPosition::of(task.rules.to_table(), task.pos(), game),
        goal: GoalJson {
            kind: task.goal.kind(),
            n: task.goal.number(),
        },
        hint: task.hint.to_string(),
        accepted,
    }
}

fn to_json(lessons: &[Lesson]) -> String {
    let json: Vec<LessonJson> = lessons
        .iter()
        .map(|lesson| LessonJson {
            id: lesson.id.clone(),
            tasks: lesson.tasks.iter().map(task_json).collect(),
        })
        .collect();
    let mut text = serde_json::to_string(&json).expect("plain data always serialises");
    text.push('\n');
    text
}

/// Every task: at least one move meets its goal, its hint among them, and
/// at least one legal move does not (unless it has a single legal move).
/// The number of tasks, or the first that fails, said.
pub(crate) fn check(lessons: &[Lesson]) -> Result<usize, String> {
    let mut count = 0;
    for task in lessons.iter().flat_map(|l| &l.tasks) {
        let judge = Judge::new(task.game(), task.goal.clone());
        let game = judge.game();
        let legal = game.legal_moves();
        let accepted = judge.accepted();
        let id = task.id.as_str();
        if game.is_over() {
            return Err(tr!("learn-check-over", task = id));
        }
        if accepted.is_empty() {
            return Err(tr!("learn-check-unsolvable", task = id));
        }
        if !accepted.contains(&task.hint) {
            return Err(tr!(
                "learn-check-hint",
                task = id,
                hint = task.hint.to_string()
            ));
        }
        if legal.len() > 1 && accepted.len() == legal.len() {
            return Err(tr!("learn-check-no-wrong", task = id));
        }
        count += 1;
    }
    Ok(count)
}
