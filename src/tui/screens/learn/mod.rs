//! The lessons screen ("Learn to play" on the setup screen, `yote learn`):
//! the list of lessons with their stars, and a lesson's tasks one by one,
//! each on a board of its own. A move is typed in notation and tried; the
//! engine judges it by the task's goal ([`crate::learn::Judge`]): a wrong
//! try gets its reason, made from the position, and is undone as soon as
//! the next one is typed; a right one gets its "why" and a star or more,
//! kept in the data folder.

pub mod puzzles;
pub mod view;

use crate::learn::{Judge, Lesson, Verdict, progress::Progress, progress::stars_for};
use crate::tr;
use crate::tui::msg::{Edit, Message};
use crate::tui::widgets::line_edit::LineEdit;
use crate::words::Say;
use yote_engine::{Game, Move};

/// The longest move typed.
const MAX_MOVE: usize = 40;

/// The smallest terminal the screen fits: (width, height).
pub const MIN_SIZE: (u16, u16) = (72, 24);

/// What the screen asks of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Asked {
    /// Back to the setup screen.
    Back,
    /// Keep the progress (a task was done).
    Save(Box<Progress>),
}

/// The lessons, the progress, and the task open, if any.
#[derive(Clone, Debug)]
pub struct LearnScreen {
    pub lessons: Vec<Lesson>,
    pub progress: Progress,
    /// The lesson chosen in the list.
    pub lesson: usize,
    pub open: Option<Open>,
    /// A note: the lessons refused, the progress set aside, not kept.
    pub message: Option<(String, bool)>,
}

/// A task being tried.
#[derive(Clone, Debug)]
pub struct Open {
    pub task: usize,
    pub judge: Judge,
    pub line: LineEdit,
    /// The last try and what it came to, shown until the next is typed.
    pub tried: Option<(Move, Verdict)>,
    /// Why the text typed is not a move here.
    pub refused: Option<String>,
    pub wrong: u32,
    pub hinted: bool,
}

impl LearnScreen {
    /// The screen on the lesson list.
    pub fn new(lessons: Vec<Lesson>, progress: Progress) -> LearnScreen {
        LearnScreen {
            lessons,
            progress,
            lesson: 0,
            open: None,
            message: None,
        }
    }

    /// The lesson chosen.
    pub fn current(&self) -> Option<&Lesson> {
        self.lessons.get(self.lesson)
    }

    /// The stars of a lesson and the most it can have.
    pub fn stars(&self, lesson: &Lesson) -> (u32, u32) {
        let got = lesson
            .tasks
            .iter()
            .map(|t| u32::from(self.progress.stars(&t.id)))
            .sum();
        (got, 3 * lesson.tasks.len() as u32)
    }

    /// The game on the board: the task's, or after the last try.
    pub fn board_game(&self) -> Option<Game> {
        let open = self.open.as_ref()?;
        let mut game = open.judge.game().clone();
        if let Some((mv, _)) = &open.tried {
            game.play_unchecked(*mv);
        }
        Some(game)
    }

    /// Applies a message; returns what the app must do, if anything.
    pub fn update(&mut self, msg: &Message) -> Option<Asked> {
        if self.open.is_none() {
            let count = self.lessons.len().max(1);
            match msg {
                Message::Up => self.lesson = (self.lesson + count - 1) % count,
                Message::Down => self.lesson = (self.lesson + 1) % count,
                Message::Activate => self.open_task(self.first_undone()),
                Message::Cancel => return Some(Asked::Back),
                _ => {}
            }
            return None;
        }
        match msg {
            Message::Cancel => self.open = None,
            Message::Up => self.step_task(-1),
            Message::Down => self.step_task(1),
            Message::Hint => {
                let open = self.open.as_mut()?;
                open.hinted = true;
            }
            Message::Edit(edit) => self.edit(*edit),
            Message::Activate => return self.try_move(),
            _ => {}
        }
        None
    }

    /// The first task of the chosen lesson not done yet (the first if all are).
    fn first_undone(&self) -> usize {
        self.current()
            .and_then(|l| l.tasks.iter().position(|t| self.progress.stars(&t.id) == 0))
            .unwrap_or(0)
    }

    /// Opens task `task` of the chosen lesson.
    pub fn open_task(&mut self, task: usize) {
        let Some(t) = self.current().and_then(|l| l.tasks.get(task)) else {
            return;
        };
        self.open = Some(Open {
            task,
            judge: Judge::new(t.game(), t.goal.clone()),
            line: LineEdit::new("", MAX_MOVE),
            tried: None,
            refused: None,
            wrong: 0,
            hinted: false,
        });
    }

    fn step_task(&mut self, delta: isize) {
        let (Some(open), Some(lesson)) = (&self.open, self.current()) else {
            return;
        };
        let next = open.task as isize + delta;
        if next >= 0 && (next as usize) < lesson.tasks.len() {
            self.open_task(next as usize);
        }
    }

    /// A key typed: a wrong try is undone, then the line edited.
    fn edit(&mut self, edit: Edit) {
        let Some(open) = self.open.as_mut() else {
            return;
        };
        if matches!(open.tried, Some((_, Verdict::Right))) {
            return;
        }
        if open.tried.take().is_some() && matches!(edit, Edit::Insert(_)) {
            open.line.set("");
        }
        open.refused = None;
        open.line.apply(edit);
    }

    /// Enter: the move typed tried, or after a right one the next task.
    fn try_move(&mut self) -> Option<Asked> {
        let open = self.open.as_mut()?;
        if matches!(open.tried, Some((_, Verdict::Right))) {
            let next = open.task + 1;
            let tasks = self.current().map_or(0, |l| l.tasks.len());
            if next < tasks {
                self.open_task(next);
            } else {
                self.open = None;
                self.lesson = (self.lesson + 1).min(self.lessons.len().saturating_sub(1));
            }
            return None;
        }
        let text = open.line.text().trim().to_string();
        if text.is_empty() {
            return None;
        }
        let mv = match open.judge.game().parse_move(&text) {
            Ok(mv) => mv,
            Err(e) => {
                open.refused = Some(e.say());
                return None;
            }
        };
        let verdict = open.judge.judge(&mv);
        let right = verdict == Verdict::Right;
        if !right {
            open.wrong += 1;
        }
        open.tried = Some((mv, verdict));
        if !right {
            return None;
        }
        let (stars, task) = (stars_for(open.wrong, open.hinted), open.task);
        let id = self.current()?.tasks.get(task)?.id.clone();
        self.progress.record(&id, stars);
        Some(Asked::Save(Box::new(self.progress.clone())))
    }

    /// The result of keeping the progress.
    pub fn saved(&mut self, result: Result<(), String>) {
        if let Err(why) = result {
            self.message = Some((tr!("learn-not-kept", why = why), true));
        }
    }
}
