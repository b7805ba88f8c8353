//! The lessons of "Learn to play" and `yote learn`: each a few tasks, each
//! task a position under its own rules with a goal the engine checks
//! ([`goal`]). The lessons are data, `lessons.toml` shipped with the
//! program ([`file`]); their texts are the catalogues' (`locales/*/learn.ftl`,
//! ids from [`Lesson::title_id`] and [`Task::goal_id`]); the progress is kept
//! in the data folder ([`progress`]).

pub mod file;
pub mod goal;
pub mod progress;

pub use file::{LessonsError, LessonsProblem, shipped};
pub use goal::{Goal, Judge, Miss, Verdict};

use yote_engine::{Game, Move, Rules, Setup};

/// One lesson: its tasks, in order.
#[derive(Clone, Debug)]
pub struct Lesson {
    pub id: String,
    pub tasks: Vec<Task>,
}

/// One task: a position, the rules, a goal, the first step the hint shows.
#[derive(Clone, Debug)]
pub struct Task {
    pub id: String,
    pub rules: Rules,
    pub setup: Setup,
    pub goal: Goal,
    /// A move that meets the goal: the hint shows its first step.
    pub hint: Move,
}

impl Lesson {
    /// The catalogue id of the lesson's title.
    pub fn title_id(&self) -> String {
        format!("lesson-{}-title", self.id)
    }

    /// The catalogue id of what the lesson teaches, in a sentence or two.
    pub fn intro_id(&self) -> String {
        format!("lesson-{}-intro", self.id)
    }
}

impl Task {
    /// The game the task is played in.
    pub fn game(&self) -> Game {
        Game::from_setup(self.rules.clone(), &self.setup)
            .expect("a task's rules are checked when read")
    }

    /// The position in notation (docs/rules.md §5.1).
    pub fn pos(&self) -> String {
        self.setup.to_notation(&self.rules)
    }

    /// The catalogue id of what the task asks.
    pub fn goal_id(&self) -> String {
        format!("task-{}-goal", self.id)
    }

    /// The catalogue id of why the right move is right.
    pub fn why_id(&self) -> String {
        format!("task-{}-why", self.id)
    }
}

/// Every catalogue id the lessons name, for the test that keeps every
/// language's texts.
pub fn text_ids(lessons: &[Lesson]) -> Vec<String> {
    let mut ids = Vec::new();
    for lesson in lessons {
        ids.push(lesson.title_id());
        ids.push(lesson.intro_id());
        for task in &lesson.tasks {
            ids.push(task.goal_id());
            ids.push(task.why_id());
        }
    }
    ids
}
