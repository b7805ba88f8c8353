//! The lessons file: `lessons.toml`, shipped inside the program, read
//! through the one TOML layer ([`crate::toml_doc`]). A broken lesson is
//! refused with its line and key, as a rules file is; the tests keep the
//! shipped file whole.

use serde::Deserialize;
use toml::de::DeValue;

use crate::rules_file::RulesToml;
use crate::toml_doc::{self, Doc};
use yote_engine::setup::SetupError;
use yote_engine::{Game, MoveError, Rules, RulesError, Setup};

use super::goal::Goal;
use super::{Lesson, Task};

/// The lessons shipped with the program.
pub const SHIPPED: &str = include_str!("lessons.toml");

/// The most plies a goal may ask the search to look ahead: a lesson is
/// judged at once, on any machine.
const MAX_DEPTH: u32 = 7;

/// The lessons shipped with the program, read.
pub fn shipped() -> Result<Vec<Lesson>, LessonsError> {
    read(SHIPPED)
}

/// Why a lessons file was refused: where, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonsError {
    /// The line, from 1, when known.
    pub line: Option<usize>,
    /// The key refused (`lesson.task.pos`), when one is.
    pub key: Option<String>,
    pub problem: LessonsProblem,
}

/// What is wrong in a lessons file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonsProblem {
    /// Not TOML, or not the shape of a lessons file (the reader's words).
    Shape(String),
    /// A lesson's rules are refused.
    Rules(RulesError),
    /// A task's position is refused.
    Position(SetupError),
    /// A goal of no known kind.
    UnknownGoal(String),
    /// The goal lacks the number or the moves its kind needs, or its
    /// number is out of range.
    GoalNumber(String),
    /// A move of the hint or of the list is refused in the position.
    Move { token: String, error: MoveError },
    /// An id written twice.
    Duplicate(String),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileToml {
    lesson: Vec<LessonToml>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonToml {
    id: String,
    #[serde(default)]
    rules: toml::Table,
    task: Vec<TaskToml>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TaskToml {
    id: String,
    pos: String,
    goal: String,
    n: Option<i64>,
    depth: Option<i64>,
    #[serde(default)]
    moves: Vec<String>,
    hint: String,
}

/// A lessons or puzzles file's text as `T`, through the one TOML layer
/// (with the document, for the lines of later refusals); a file that does
/// not parse or has the wrong shape refused with its line.
pub fn parse<T: serde::de::DeserializeOwned>(text: &str) -> Result<(Doc<'_>, T), LessonsError> {
    let doc = Doc::parse(text).map_err(|e| LessonsError {
        line: e.line,
        key: None,
        problem: LessonsProblem::Shape(e.message),
    })?;
    let file = doc.deserialize().map_err(|(line, message)| LessonsError {
        line,
        key: None,
        problem: LessonsProblem::Shape(message),
    })?;
    Ok((doc, file))
}

/// Reads a lessons file's text.
pub fn read(text: &str) -> Result<Vec<Lesson>, LessonsError> {
    let (doc, file): (Doc, FileToml) = parse(text)?;
    let mut ids = std::collections::HashSet::new();
    let mut lessons = Vec::new();
    for (l, lesson) in file.lesson.into_iter().enumerate() {
        let place = Place {
            doc: &doc,
            lesson: l,
        };
        if !ids.insert(lesson.id.clone()) {
            return Err(place.error(None, "id", LessonsProblem::Duplicate(lesson.id)));
        }
        let mut rules = Rules::default();
        for (name, value) in &lesson.rules {
            rules
                .set_toml(name, value)
                .map_err(|e| place.error(None, "rules", LessonsProblem::Rules(e)))?;
        }
        rules
            .validate()
            .map_err(|e| place.error(None, "rules", LessonsProblem::Rules(e)))?;
        let mut tasks = Vec::new();
        for (t, task) in lesson.task.into_iter().enumerate() {
            if !ids.insert(task.id.clone()) {
                return Err(place.error(Some(t), "id", LessonsProblem::Duplicate(task.id)));
            }
            tasks.push(read_task(&place, t, task, &rules)?);
        }
        lessons.push(Lesson {
            id: lesson.id,
            tasks,
        });
    }
    Ok(lessons)
}

/// Where in the document a lesson is, to place its refusals.
struct Place<'d, 'a> {
    doc: &'d Doc<'a>,
    lesson: usize,
}

impl Place<'_, '_> {
    /// The refusal of `key` of the lesson, or of its task `task`.
    fn error(&self, task: Option<usize>, key: &str, problem: LessonsProblem) -> LessonsError {
        let line = self.line(task, key);
        let name = match task {
            Some(_) => format!("lesson.task.{key}"),
            None => format!("lesson.{key}"),
        };
        LessonsError {
            line,
            key: Some(name),
            problem,
        }
    }

    fn line(&self, task: Option<usize>, key: &str) -> Option<usize> {
        let table = item(self.doc.root(), "lesson", self.lesson)?;
        let table = match task {
            Some(t) => item(table, "task", t)?,
            None => table,
        };
        let (k, _) = toml_doc::get(table, key)?;
        Some(self.doc.line_of(&k.span()))
    }
}

/// Table `index` of the array of tables `name` in `table`.
fn item<'t, 'a>(
    table: &'t toml::de::DeTable<'a>,
    name: &str,
    index: usize,
) -> Option<&'t toml::de::DeTable<'a>> {
    let (_, value) = toml_doc::get(table, name)?;
    match value.get_ref() {
        DeValue::Array(items) => items.get(index)?.get_ref().as_table(),
        _ => None,
    }
}

fn read_task(place: &Place, t: usize, task: TaskToml, rules: &Rules) -> Result<Task, LessonsError> {
    let setup = Setup::parse(&task.pos, rules)
        .map_err(|e| place.error(Some(t), "pos", LessonsProblem::Position(e)))?;
    let game = Game::from_setup(rules.clone(), &setup).expect("the lesson's rules are checked");
    let play = |token: &str, key: &str| {
        game.parse_move(token).map_err(|error| {
            place.error(
                Some(t),
                key,
                LessonsProblem::Move {
                    token: token.to_string(),
                    error,
                },
            )
        })
    };
    let number = |key: &str, value: Option<i64>, lo: i64, hi: i64| match value {
        Some(n) if (lo..=hi).contains(&n) => Ok(n),
        _ => Err(place.error(Some(t), key, LessonsProblem::GoalNumber(task.goal.clone()))),
    };
    let goal = match task.goal.as_str() {
        "drop" => Goal::Drop,
        "step" => Goal::Step,
        "safe" => Goal::Safe,
        "draw" => Goal::Draw,
        "capture" => Goal::Capture(number("n", task.n, 1, 8)? as u32),
        "take" => Goal::Take(number("n", task.n, 1, 16)? as u32),
        "win" => Goal::Win(number("n", task.n, 1, i64::from(MAX_DEPTH / 2 + 1))? as u32),
        "best" => Goal::Best {
            margin: number("n", task.n, 0, 1000)? as i32,
            depth: number("depth", task.depth, 1, i64::from(MAX_DEPTH))? as u32,
        },
        "list" => {
            if task.moves.is_empty() {
                return Err(place.error(
                    Some(t),
                    "moves",
                    LessonsProblem::GoalNumber(task.goal.clone()),
                ));
            }
            let moves = task
                .moves
                .iter()
                .map(|m| play(m, "moves"))
                .collect::<Result<_, _>>()?;
            Goal::List(moves)
        }
        other => {
            return Err(place.error(
                Some(t),
                "goal",
                LessonsProblem::UnknownGoal(other.to_string()),
            ));
        }
    };
    let hint = play(&task.hint, "hint")?;
    Ok(Task {
        id: task.id,
        rules: rules.clone(),
        setup,
        goal,
        hint,
    })
}
