//! The words of the lessons: why a try missed its goal, and why a lessons
//! file was refused. The lessons' own texts are the catalogues'
//! (`locales/*/learn.ftl`), looked up by the ids the lessons give.

use crate::learn::{LessonsError, LessonsProblem, Miss};
use crate::tr;

use super::Say;

/// Why a try missed, in a short sentence made from the position.
impl Say for Miss {
    fn say(&self) -> String {
        match self {
            Miss::NotADrop => tr!("learn-miss-not-a-drop"),
            Miss::NotAStep => tr!("learn-miss-not-a-step"),
            Miss::NoCapture { there } => tr!("learn-miss-no-capture", there = there.to_string()),
            Miss::TooFew {
                taken,
                needed,
                there,
            } => tr!(
                "learn-miss-too-few",
                taken = *taken,
                needed = *needed,
                there = there.to_string()
            ),
            Miss::Jumpable { piece, by } => tr!(
                "learn-miss-jumpable",
                piece = piece.to_string(),
                by = jump(by)
            ),
            Miss::NoWin { win } => tr!("learn-miss-no-win", win = win.to_string()),
            Miss::Worse { best, by } => tr!(
                "learn-miss-worse",
                best = best.to_string(),
                by = crate::i18n::decimal(f64::from(*by) / 100.0, 2)
            ),
            Miss::NoDraw => tr!("learn-miss-no-draw"),
            Miss::NotListed { there } => tr!("learn-miss-not-listed", there = there.to_string()),
        }
    }
}

/// A capture's jumps alone (`b2xd2`): its second removals are the
/// capturer's choice, not part of the threat.
fn jump(mv: &yote_engine::Move) -> String {
    let mut text = mv.from().to_string();
    for land in mv.landings() {
        text.push('x');
        text.push_str(&land.to_string());
    }
    text
}

/// A refused lessons (or puzzles) file: `FILE, line N, KEY: what`.
pub fn lessons_error(file: &str, e: &LessonsError) -> String {
    let problem = e.problem.say();
    match (e.line, &e.key) {
        (Some(line), Some(key)) => tr!(
            "learn-file-refused-key",
            file = file.to_string(),
            line = line,
            key = key.as_str(),
            problem = problem
        ),
        (Some(line), None) => tr!(
            "learn-file-refused-line",
            file = file.to_string(),
            line = line,
            problem = problem
        ),
        _ => tr!(
            "learn-file-refused",
            file = file.to_string(),
            problem = problem
        ),
    }
}

impl Say for LessonsProblem {
    fn say(&self) -> String {
        match self {
            LessonsProblem::Shape(message) => message.clone(),
            LessonsProblem::Rules(e) => super::rules_problem(e),
            LessonsProblem::Position(e) => e.say(),
            LessonsProblem::UnknownGoal(found) => {
                tr!("learn-file-unknown-goal", found = found.as_str())
            }
            LessonsProblem::GoalNumber(goal) => tr!("learn-file-goal-number", goal = goal.as_str()),
            LessonsProblem::Move { token, error } => tr!(
                "learn-file-move",
                token = crate::text::printable(token).into_owned(),
                error = error.say()
            ),
            LessonsProblem::Duplicate(id) => tr!("learn-file-duplicate", id = id.as_str()),
        }
    }
}
