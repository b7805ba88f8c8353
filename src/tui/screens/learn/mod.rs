//! The lessons screen ("Learn to play" on the setup screen, `yote learn`):
//! the list of lessons with their stars, and a lesson's tasks one by one,
//! each on a board of its own. A move is made on the board as in a game
//! (the cursor, Enter or Space, clicks, the same highlights:
//! [`Pointer`]), or typed in notation; the engine judges it by the task's
//! goal ([`crate::learn::Judge`]), its search on a thread of its own
//! ([`crate::tui::run::check`]): a wrong try gets its reason, made from the
//! position, and is undone by the next choice; a right one gets its "why"
//! and a star or more, kept in the data folder.

pub mod board;
pub mod puzzles;
pub mod view;

use crate::learn::{Judge, Lesson, Verdict, progress::Progress, progress::stars_for};
use crate::tr;
use crate::tui::msg::{Edit, Message};
use crate::tui::run::check::{Ask, Job};
use crate::tui::screens::game::pointer::Pointer;
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
    /// Check with the engine, off the screen's thread.
    Check(Box<Job>),
    /// A first game against the computer at the easy level, the coach on:
    /// the last line of the list.
    CoachedGame,
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
    /// The task's game.
    pub game: Game,
    /// What the engine found in it (`None`: its search is under way).
    pub judge: Option<Judge>,
    /// The search asked for, told apart by its id.
    pub checking: Option<u64>,
    /// A move made before the search answered, judged when it does.
    pub pending: Option<Move>,
    /// The move being made on the board.
    pub pointer: Pointer,
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
        let mut game = open.game.clone();
        if let Some(mv) = open
            .tried
            .as_ref()
            .map(|(mv, _)| mv)
            .or(open.pending.as_ref())
        {
            game.play_unchecked(*mv);
        }
        Some(game)
    }

    /// Applies a message; returns what the app must do, if anything.
    pub fn update(&mut self, msg: &Message, area: ratatui::layout::Rect) -> Option<Asked> {
        if self.open.is_none() {
            // The lessons, then the coached first game.
            let count = self.lessons.len() + 1;
            match msg {
                Message::Up | Message::Earlier => self.lesson = (self.lesson + count - 1) % count,
                Message::Down | Message::Later => self.lesson = (self.lesson + 1) % count,
                Message::Activate if self.current().is_none() => return Some(Asked::CoachedGame),
                Message::Activate => return self.open_task(self.first_undone()),
                Message::Cancel => return Some(Asked::Back),
                _ => {}
            }
            return None;
        }
        match msg {
            Message::Earlier => return self.step_task(-1),
            Message::Later => return self.step_task(1),
            Message::Hint => {
                let open = self.open.as_mut()?;
                open.hinted = true;
            }
            Message::Activate if self.typed() || self.solved() => return self.try_move(),
            Message::Edit(edit) if self.typed() || !self.on_board(*edit) => self.edit(*edit),
            Message::Cancel if !self.board_back() => self.open = None,
            _ => return self.board(msg, area),
        }
        None
    }

    /// Whether a move is typed (Enter tries it).
    fn typed(&self) -> bool {
        self.open
            .as_ref()
            .is_some_and(|o| !o.line.text().trim().is_empty())
    }

    /// Whether the task open was done (Enter goes on).
    fn solved(&self) -> bool {
        self.open
            .as_ref()
            .is_some_and(|o| matches!(o.tried, Some((_, Verdict::Right))))
    }

    /// The first task of the chosen lesson not done yet (the first if all are).
    fn first_undone(&self) -> usize {
        self.current()
            .and_then(|l| l.tasks.iter().position(|t| self.progress.stars(&t.id) == 0))
            .unwrap_or(0)
    }

    /// Opens task `task` of the chosen lesson.
    pub fn open_task(&mut self, task: usize) -> Option<Asked> {
        let t = self.current().and_then(|l| l.tasks.get(task))?;
        let game = t.game();
        let searches = t.goal.searches() && !game.is_over();
        let checking = searches.then(crate::tui::run::check::next_id);
        let judge = (!searches).then(|| Judge::new(game.clone(), t.goal.clone()));
        let job = checking.map(|id| Job {
            id,
            ask: Ask::Lesson {
                game: Box::new(game.clone()),
                goal: t.goal.clone(),
            },
        });
        self.open = Some(Open {
            task,
            pointer: Pointer::new(&game),
            game,
            judge,
            checking,
            pending: None,
            line: LineEdit::new("", MAX_MOVE),
            tried: None,
            refused: None,
            wrong: 0,
            hinted: false,
        });
        job.map(|job| Asked::Check(Box::new(job)))
    }

    fn step_task(&mut self, delta: isize) -> Option<Asked> {
        let (open, lesson) = (self.open.as_ref()?, self.current()?);
        let next = open.task as isize + delta;
        if next >= 0 && (next as usize) < lesson.tasks.len() {
            return self.open_task(next as usize);
        }
        None
    }

    /// A key typed: a wrong try is undone, then the line edited.
    fn edit(&mut self, edit: Edit) {
        let Some(open) = self.open.as_mut() else {
            return;
        };
        if matches!(open.tried, Some((_, Verdict::Right))) {
            return;
        }
        if matches!(edit, Edit::Insert(_)) && open.tried.take().is_some() {
            open.line.set("");
            open.pointer.refresh(&open.game);
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
                return self.open_task(next);
            }
            self.open = None;
            self.lesson = (self.lesson + 1).min(self.lessons.len().saturating_sub(1));
            return None;
        }
        let text = open.line.text().trim().to_string();
        if text.is_empty() {
            return None;
        }
        let mv = match open.game.parse_move(&text) {
            Ok(mv) => mv,
            Err(e) => {
                open.refused = Some(e.say());
                return None;
            }
        };
        self.try_this(mv)
    }

    /// Judges `mv`, or keeps it until the search answers.
    fn try_this(&mut self, mv: Move) -> Option<Asked> {
        let open = self.open.as_mut()?;
        open.refused = None;
        let Some(judge) = &open.judge else {
            open.pending = Some(mv);
            return None;
        };
        let verdict = judge.judge(&mv);
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

    /// The search of check `id` answered: the task's judge, and the move
    /// made meanwhile judged.
    pub fn checked(&mut self, id: u64, judge: Judge) -> Option<Asked> {
        let open = self.open.as_mut().filter(|o| o.checking == Some(id))?;
        open.checking = None;
        open.judge = Some(judge);
        let mv = open.pending.take()?;
        self.try_this(mv)
    }

    /// The result of keeping the progress.
    pub fn saved(&mut self, result: Result<(), String>) {
        if let Err(why) = result {
            self.message = Some((tr!("learn-not-kept", why = why), true));
        }
    }
}
