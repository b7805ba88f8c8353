//! Drawing the lessons screen: the list of lessons and their stars on the
//! left; on the right the lesson chosen, or the task open with its board,
//! the move being typed, and what the last try came to.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::i18n::tr;
use crate::learn::Verdict;
use crate::tui::keys::KeyBar;
use crate::tui::look::theme::Theme;
use crate::tui::widgets::board::{BoardGeom, Highlights};
use crate::words::Say;

use super::LearnScreen;

/// The list's width.
const LIST: u16 = 34;

/// `***·` for 3 stars of 4 (ASCII: the same on every terminal).
fn stars(got: u32, most: u32) -> String {
    (0..most.min(12))
        .map(|i| if i < got { '*' } else { '.' })
        .collect()
}

impl LearnScreen {
    /// Draws the screen into `area`, its key bar at the bottom.
    /// The screen's parts: title, list, right side, note, key bar.
    fn areas(&self, area: Rect) -> [Rect; 5] {
        let [title, body, note, bar_area] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Min(0),
            Constraint::Length(u16::from(self.message.is_some())),
            Constraint::Length(1),
        ])
        .areas(area);
        let [list, _, right] = Layout::horizontal([
            Constraint::Length(LIST),
            Constraint::Length(2),
            Constraint::Min(0),
        ])
        .areas(body);
        [title, list, right, note, bar_area]
    }

    /// The task's board in the screen's `area`, for clicks.
    pub fn square_at(&self, area: Rect, x: u16, y: u16) -> Option<yote_engine::Square> {
        let right = self.areas(area)[2];
        let (_, board, _) = self.task_areas(&Theme::mono(), right)?;
        let rules = self.open.as_ref()?.game.rules().clone();
        BoardGeom::fit(board, rules.rows, rules.columns).square_at(x, y)
    }

    pub fn render(&self, theme: &Theme, bar: &KeyBar, area: Rect, buf: &mut Buffer) {
        let [title, list, right, note, bar_area] = self.areas(area);
        Line::styled(format!(" {}", tr("learn-title")), theme.title()).render(title, buf);
        self.render_list(theme, list, buf);
        match &self.open {
            Some(_) => self.render_task(theme, right, buf),
            None => self.render_lesson(theme, right, buf),
        }
        if let Some((text, error)) = &self.message {
            let style = theme.message(*error);
            Line::styled(format!(" {text}"), style).render(note, buf);
        }
        crate::tui::widgets::key_bar_line(bar, theme, bar_area.width).render(bar_area, buf);
    }

    fn render_list(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let mut lines: Vec<Line> = self
            .lessons
            .iter()
            .enumerate()
            .map(|(i, lesson)| {
                let (got, most) = self.stars(lesson);
                let mark = if i == self.lesson { ">" } else { " " };
                let style = if i == self.lesson {
                    theme.focus()
                } else {
                    Style::default()
                };
                Line::from(vec![
                    Span::styled(format!("{mark}{:>2} ", i + 1), style),
                    Span::styled(format!("{:<7}", stars(got, most)), theme.prompt()),
                    Span::styled(tr(&lesson.title_id()), style),
                ])
            })
            .collect();
        // The last line: a first game, coached.
        let chosen = self.current().is_none();
        let style = if chosen {
            theme.focus()
        } else {
            Style::default()
        };
        let mark = if chosen { ">" } else { " " };
        lines.push(Line::raw(""));
        lines.push(Line::styled(
            format!("{mark}    {}", crate::tr!("learn-coached-game")),
            style,
        ));
        Paragraph::new(lines).render(area, buf);
    }

    fn render_lesson(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let Some(lesson) = self.current() else {
            let lines = vec![
                Line::styled(crate::tr!("learn-coached-game"), theme.title()),
                Line::raw(""),
                Line::raw(crate::tr!("learn-coached-game-about")),
            ];
            return Paragraph::new(lines)
                .wrap(Wrap { trim: false })
                .render(area, buf);
        };
        let (got, most) = self.stars(lesson);
        let lines = vec![
            Line::styled(tr(&lesson.title_id()), theme.title()),
            Line::raw(""),
            Line::styled(tr(&lesson.intro_id()), Style::default()),
            Line::raw(""),
            Line::styled(
                crate::tr!(
                    "learn-lesson-tasks",
                    count = lesson.tasks.len(),
                    stars = stars(got, most)
                ),
                theme.prompt(),
            ),
        ];
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .render(area, buf);
    }

    /// The task's head, board and foot in `area`, and the foot's lines.
    fn task_areas(&self, theme: &Theme, area: Rect) -> Option<(Rect, Rect, Vec<Line<'static>>)> {
        let result = self.task_lines(theme)?;
        let rules = self.open.as_ref()?.game.rules().clone();
        let (bw, bh) = BoardGeom::min_needed(rules.rows, rules.columns);
        // The foot's rows, its lines wrapped.
        let width = usize::from(area.width.max(1));
        let rows: u16 = result
            .iter()
            .map(|l| l.width().div_ceil(width).max(1) as u16)
            .sum();
        let [head, board, foot] = Layout::vertical([
            Constraint::Length(3),
            Constraint::Min(bh),
            Constraint::Length(rows + 1),
        ])
        .areas(area);
        let board_area = Rect {
            width: board.width.max(bw),
            ..board
        }
        .intersection(area);
        let _ = foot;
        Some((head, board_area, result))
    }

    fn render_task(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let (Some(open), Some(lesson), Some(game)) =
            (&self.open, self.current(), self.board_game())
        else {
            return;
        };
        let Some(task) = lesson.tasks.get(open.task) else {
            return;
        };
        let Some((head, board_area, result)) = self.task_areas(theme, area) else {
            return;
        };
        let foot = Rect {
            y: board_area.bottom(),
            height: area.bottom().saturating_sub(board_area.bottom()),
            ..area
        };
        let text = vec![
            Line::styled(
                crate::tr!(
                    "learn-task-of",
                    lesson = tr(&lesson.title_id()),
                    number = open.task + 1,
                    count = lesson.tasks.len()
                ),
                theme.title(),
            ),
            Line::styled(tr(&task.goal_id()), Style::default()),
        ];
        Paragraph::new(text)
            .wrap(Wrap { trim: false })
            .render(head, buf);
        let rules = game.rules();
        let geom = BoardGeom::fit(board_area, rules.rows, rules.columns);
        // The move is made in the task's position; a try shows its result.
        let live = open.tried.is_none() && open.pending.is_none();
        let highlights = if live {
            open.pointer.highlights(&open.game)
        } else {
            Highlights::default()
        };
        open.pointer
            .board(&game, geom, theme, &highlights, live)
            .render(board_area, buf);
        Paragraph::new(result)
            .wrap(Wrap { trim: false })
            .render(foot, buf);
    }

    /// The lines under the task's board: the prompt, a refusal, what the
    /// last try came to, the hint.
    fn task_lines(&self, theme: &Theme) -> Option<Vec<Line<'static>>> {
        let (open, lesson) = (self.open.as_ref()?, self.current()?);
        let task = lesson.tasks.get(open.task)?;
        let mut result = Vec::new();
        let mut prompt = vec![Span::styled(
            format!("{} ", tr("learn-your-move")),
            theme.prompt(),
        )];
        prompt.extend(open.line.spans(20, Style::default(), false));
        result.push(Line::from(prompt));
        if let Some(why) = &open.refused {
            result.push(Line::styled(why.clone(), theme.error()));
        }
        match &open.tried {
            Some((_, Verdict::Right)) => {
                let got = self.progress.stars(&task.id);
                result.push(Line::styled(
                    crate::tr!("learn-right", stars = stars(u32::from(got), 3)),
                    theme.prompt(),
                ));
                result.push(Line::styled(tr(&task.why_id()), Style::default()));
            }
            Some((_, Verdict::Wrong(miss))) => {
                result.push(Line::styled(miss.say(), theme.error()));
            }
            None if open.hinted => {
                let hint = task.hint;
                let first = if hint.kind() == yote_engine::MoveKind::Drop {
                    hint.to()
                } else {
                    hint.from()
                };
                result.push(Line::styled(
                    crate::tr!("learn-hint", square = first.to_string()),
                    theme.prompt(),
                ));
            }
            None => {}
        }
        if open.checking.is_some() {
            result.push(Line::styled(tr("learn-checking"), theme.dim()));
        }
        if open.tried.is_none() {
            result.push(Line::styled(tr("learn-on-board"), theme.dim()));
        }
        Some(result)
    }
}

impl super::puzzles::PuzzleScreen {
    /// Draws the puzzles screen into `area`, its key bar at the bottom.
    /// The screen's parts: title, head, board, foot, key bar.
    fn areas(area: Rect) -> [Rect; 5] {
        Layout::vertical([
            Constraint::Length(2),
            Constraint::Length(2),
            Constraint::Min(0),
            Constraint::Length(5),
            Constraint::Length(1),
        ])
        .areas(area)
    }

    /// The square under a click at (`x`, `y`) in the screen's `area`.
    pub fn square_at(&self, area: Rect, x: u16, y: u16) -> Option<yote_engine::Square> {
        let rules = self.game.as_ref()?.rules();
        BoardGeom::fit(Self::areas(area)[2], rules.rows, rules.columns).square_at(x, y)
    }

    pub fn render(&self, theme: &Theme, bar: &KeyBar, area: Rect, buf: &mut Buffer) {
        use super::puzzles::Stage;
        let [title, head, board, foot, bar_area] = Self::areas(area);
        Line::styled(
            format!(
                " {}",
                crate::tr!(
                    "puzzles-title",
                    rating = self.record.rating.round() as i64,
                    streak = self.record.streak,
                    best = self.record.best_streak
                )
            ),
            theme.title(),
        )
        .render(title, buf);
        let (Some(puzzle), Some(game)) = (self.puzzle(), &self.game) else {
            Line::raw(tr("puzzles-none")).render(head, buf);
            crate::tui::widgets::key_bar_line(bar, theme, bar_area.width).render(bar_area, buf);
            return;
        };
        let side = crate::words::color(puzzle.setup.position.to_move());
        let find = crate::tr!(
            "puzzles-find",
            side = side,
            id = puzzle.id.as_str(),
            rating = puzzle.rating
        );
        Paragraph::new(vec![
            Line::styled(find, Style::default()),
            Line::styled(crate::words::rules_summary(&puzzle.rules), theme.dim()),
        ])
        .render(head, buf);
        let rules = game.rules();
        let geom = BoardGeom::fit(board, rules.rows, rules.columns);
        let live = self.stage == Stage::Playing && self.checking.is_none();
        if let Some(pointer) = &self.pointer {
            let highlights = if live {
                pointer.highlights(game)
            } else {
                Highlights::default()
            };
            pointer
                .board(game, geom, theme, &highlights, live)
                .render(board, buf);
        }
        let mut lines = Vec::new();
        match self.stage {
            Stage::Playing => {
                let mut prompt = vec![Span::styled(
                    format!("{} ", tr("learn-your-move")),
                    theme.prompt(),
                )];
                prompt.extend(self.line.spans(20, Style::default(), false));
                lines.push(Line::from(prompt));
                lines.push(Line::styled(tr("learn-on-board"), theme.dim()));
            }
            Stage::Solved => lines.push(Line::styled(tr("puzzles-solved"), theme.prompt())),
            Stage::Failed => {}
        }
        if let Some((text, error)) = &self.said {
            let style = theme.message(*error);
            lines.push(Line::styled(text.clone(), style));
        }
        if self.hinted && self.stage == Stage::Playing {
            let mv = puzzle.solution[self.at.min(puzzle.solution.len() - 1)];
            let first = if mv.kind() == yote_engine::MoveKind::Drop {
                mv.to()
            } else {
                mv.from()
            };
            lines.push(Line::styled(
                crate::tr!("learn-hint", square = first.to_string()),
                theme.prompt(),
            ));
        }
        if self.stage != Stage::Playing {
            lines.push(Line::styled(tr("puzzles-next"), theme.prompt()));
        }
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .render(foot, buf);
        crate::tui::widgets::key_bar_line(bar, theme, bar_area.width).render(bar_area, buf);
    }
}
