//! Drawing the review screen: the board with the better move's squares
//! marked, each player's summary, the move list with its marks, the
//! evaluation graph with the position shown marked on it, the progress
//! while the analysis runs, and what the move shown lost, in words.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{
    Axis, Block, Chart, Dataset, GraphType, LineGauge, Paragraph, Widget, Wrap,
};

use yote_ai::review::Review;
use yote_engine::Color;

use super::{GRAPH, SIDE};
use crate::prefs::keys::Action;
use crate::tr;
use crate::words::review as judged;
use crate::words::rules_summary;

use crate::tui::keys::KeyBar;
use crate::tui::look::theme::Theme;
use crate::tui::screens::review::{Analysis, ReviewScreen, badness};
use crate::tui::widgets::board::{BoardGeom, Threats};

/// Where everything goes on the review screen.
struct ReviewLayout {
    title: Rect,
    board: Rect,
    summary: Rect,
    moves: Rect,
    graph: Rect,
    progress: Rect,
    status: Rect,
    keys: Rect,
}

fn layout(area: Rect, summary_rows: u16) -> ReviewLayout {
    // The graph takes more rows when the terminal has them.
    let graph = if area.height >= 30 { GRAPH + 3 } else { GRAPH };
    let [title, body, graph, progress, status, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(0),
        Constraint::Length(graph),
        Constraint::Length(1),
        Constraint::Length(2),
        Constraint::Length(1),
    ])
    .areas(area);
    let [board, side] =
        Layout::horizontal([Constraint::Min(0), Constraint::Length(SIDE)]).areas(body);
    let [summary, moves] =
        Layout::vertical([Constraint::Length(summary_rows + 2), Constraint::Min(0)]).areas(side);
    ReviewLayout {
        title,
        board,
        summary,
        moves,
        graph,
        progress,
        status,
        keys,
    }
}

impl ReviewScreen {
    /// Draws the review screen (`keys`: the key bar, which names the keys).
    pub fn render(&self, theme: &Theme, keys: &KeyBar, area: Rect, buf: &mut Buffer) {
        let summary = self.summary_lines(theme);
        let l = layout(area, summary.len() as u16);
        self.title(theme, l.title.width).render(l.title, buf);
        self.board(theme, l.board, buf);
        Paragraph::new(summary)
            .block(Block::bordered().title(format!(" {} ", tr!("review-tui-summary"))))
            .render(l.summary, buf);
        let marks: Vec<_> = self
            .review()
            .map(|r| r.moves.iter().map(|m| m.mark).collect())
            .unwrap_or_default();
        self.replay.move_list(theme, &marks).render(l.moves, buf);
        self.graph(theme, l.graph, buf);
        self.progress_row(theme, keys, l.progress, buf);
        let (text, style) = self.status_line(theme, keys);
        // One column kept free at the right, as on every line: a wrapped
        // word never runs into the edge, where it would look cut.
        let status = Rect {
            width: l.status.width.saturating_sub(1),
            ..l.status
        };
        Paragraph::new(format!(" {text}"))
            .style(style)
            .wrap(Wrap { trim: false })
            .render(status, buf);
        crate::tui::widgets::key_bar_line(keys, theme, l.keys.width).render(l.keys, buf);
    }

    /// The title: the players, the budget, then the rules while they fit
    /// (one column stays free at the right).
    fn title(&self, theme: &Theme, width: u16) -> Line<'static> {
        let mut title = vec![Span::styled(
            format!(" {}  ", tr!("review-tui-title")),
            theme.title(),
        )];
        let names = &self.replay.names;
        title.extend(theme.players(&names[0], &names[1]));
        if let Some(r) = self.review() {
            title.push(Span::styled(
                format!("  ·  {}", judged::budget(r.budget)),
                theme.dim(),
            ));
        }
        let rules = Span::styled(
            format!("  ·  {}", rules_summary(&self.replay.saved.rules)),
            theme.dim(),
        );
        let mut line = Line::from(title);
        if line.width() + rules.width() < usize::from(width) {
            line.spans.push(rules);
        }
        line
    }

    /// The position shown; the better move's squares marked when the move
    /// that led to it was not the best.
    fn board(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let title = format!(" {} ", tr!("review-tui-board"));
        // The hands, which the board does not show: "In hand: ○ 7  ● 6".
        let pos = self.replay.game.position();
        let count = |side: Color, after: &str| {
            [
                Span::styled(theme.glyph(side), theme.piece_text(side)),
                Span::raw(format!(" {}{after}", pos.hand(side))),
            ]
        };
        let mut hands = vec![Span::raw(format!(" {} ", tr!("hand-in")))];
        hands.extend(count(Color::White, "  "));
        hands.extend(count(Color::Black, " "));
        Block::bordered()
            .title(Line::styled(title, theme.title()))
            .title_bottom(Line::from(hands))
            .render(area, buf);
        let inner = Block::bordered().inner(area);
        let rules = &self.replay.saved.rules;
        let geom = BoardGeom::fit(inner, rules.rows, rules.columns);
        let better = self
            .judged_here()
            .filter(|m| m.best != m.played)
            .map(|m| m.best);
        // No threats marked: the marks here are the better move's.
        let threats = Threats::default();
        self.replay
            .draw_board(theme, geom, better, threats, inner, buf);
    }

    /// Per player: the counts and average loss, then every win missed.
    fn summary_lines(&self, theme: &Theme) -> Vec<Line<'static>> {
        let Some(review) = self.review() else {
            let text = match self.analysis {
                Analysis::Running { .. } => tr!("review-tui-summary-waits"),
                _ => tr!("review-tui-summary-none"),
            };
            return vec![Line::styled(format!(" {text}"), theme.dim())];
        };
        let mut lines = Vec::new();
        for side in Color::ALL {
            let summary = review.summary(side);
            let marks = judged::counts(summary);
            // The name takes what the marks leave of the panel's row (the
            // glyph says the colour when the whole label does not fit).
            let room = usize::from(SIDE - 2).saturating_sub(marks.chars().count() + 5);
            let name = &self.replay.names[side.index()];
            let full = crate::tui::words::label(name, side, usize::MAX);
            let name = if full.chars().count() <= room {
                full
            } else {
                crate::tui::words::shorten(name, room)
            };
            lines.push(Line::from(vec![
                Span::styled(format!(" {} ", theme.glyph(side)), theme.piece_text(side)),
                Span::styled(format!("{name}: "), theme.side_text(side)),
                Span::raw(marks),
            ]));
            lines.push(Line::raw(format!("   {}", judged::average_loss(summary))));
            for missed in judged::missed_wins(review, self.replay.full(), side) {
                lines.push(Line::styled(format!("   {missed}"), theme.dim()));
            }
        }
        lines
    }

    /// The value of every position for White, in pieces, White ahead above
    /// the middle, with the position shown marked by a bar.
    fn graph(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let block = Block::bordered().title(format!(" {} ", tr!("review-tui-graph")));
        let Some(review) = self.review() else {
            block.render(area, buf);
            return;
        };
        let points = Self::points(review);
        let top = points
            .iter()
            .map(|(_, v)| v.abs())
            .fold(1.0_f64, f64::max)
            .ceil();
        let end = self.replay.len().max(1) as f64;
        let zero = [(0.0, 0.0), (end, 0.0)];
        let here = self.replay.ply as f64;
        let marker = [(here, -top), (here, top)];
        let datasets = vec![
            Dataset::default()
                .marker(Marker::Braille)
                .graph_type(GraphType::Line)
                .style(theme.dim())
                .data(&zero),
            Dataset::default()
                .marker(Marker::Braille)
                .graph_type(GraphType::Line)
                .style(theme.focus())
                .data(&marker),
            Dataset::default()
                .marker(Marker::Braille)
                .graph_type(GraphType::Line)
                .style(theme.title())
                .data(&points),
        ];
        // Apart from the frame and the axis line: text never touches them.
        let labels = [format!(" -{top} "), " 0 ".to_string(), format!(" +{top} ")];
        let inner = block.inner(area);
        block.render(area, buf);
        let inner = Rect {
            width: inner.width.saturating_sub(1),
            ..inner
        };
        Chart::new(datasets)
            .x_axis(Axis::default().bounds([0.0, end]))
            .y_axis(Axis::default().bounds([-top, top]).labels(labels))
            .render(inner, buf);
    }

    /// The graph's points: the value of the position before each move.
    fn points(review: &Review) -> Vec<(f64, f64)> {
        review
            .graph()
            .into_iter()
            .enumerate()
            .map(|(i, v)| (i as f64, f64::from(v) / 100.0))
            .collect()
    }

    /// The row above the status line: the progress while the analysis
    /// runs, else which move is shown and its mark.
    fn progress_row(&self, theme: &Theme, keys: &KeyBar, area: Rect, buf: &mut Buffer) {
        if let Analysis::Running { done, total, .. } = self.analysis {
            let key = keys.first_of(Action::Close).unwrap_or_default();
            let label = tr!("review-tui-running", done = done, total = total, key = key);
            let ratio = if total == 0 {
                0.0
            } else {
                done as f64 / total as f64
            };
            LineGauge::default()
                .label(format!(" {label} "))
                .ratio(ratio.clamp(0.0, 1.0))
                .filled_style(theme.focus())
                .unfilled_style(theme.dim())
                .render(area, buf);
            return;
        }
        let replay = &self.replay;
        let Some(line) = replay.shown_move_line(theme) else {
            let text = tr!(
                "replay-start",
                count = replay.moves_played(),
                key = keys.first_of(Action::Forward).unwrap_or_default()
            );
            return Line::raw(format!(" {text}")).render(area, buf);
        };
        let mut spans = line.spans;
        if let Some(mark) = self.judged_here().and_then(|m| m.mark) {
            spans.push(Span::styled(
                format!(" {}", mark.glyph()),
                theme.judged(badness(mark)),
            ));
        }
        Line::from(spans).render(area, buf);
    }

    /// The status line: a note if any, else what the move shown lost and
    /// what was better, or how to go on.
    fn status_line(&self, theme: &Theme, keys: &KeyBar) -> (String, Style) {
        let status = &self.replay.status;
        if !status.text.is_empty() {
            let style = if status.error {
                theme.error()
            } else {
                Style::new()
            };
            return (status.text.clone(), style);
        }
        let key = |a| keys.first_of(a).unwrap_or_default().to_string();
        let text = match (&self.analysis, self.judged_here()) {
            (Analysis::Ready(_), Some(m)) => {
                let judgement = judged::judgement(m, &self.replay.saved.rules);
                // The capture behind the mark, in one sentence, as `yote review` says it.
                let threat = self
                    .replay
                    .before_shown()
                    .and_then(|mut before| judged::threat(m, &mut before));
                match threat {
                    Some(threat) => format!("{judgement}; {threat}"),
                    None => judgement,
                }
            }
            (Analysis::Ready(review), None) => {
                let ready = tr!(
                    "review-tui-ready",
                    marks = key(Action::NextMark),
                    play_on = key(Action::PlayOn)
                );
                match self.part_of() {
                    Some(total) => {
                        let part = judged::part(review.moves.len(), total, review.budget);
                        format!("{part} {ready}")
                    }
                    None => ready,
                }
            }
            (Analysis::Stopped, _) => tr!("review-tui-stopped-again", key = key(Action::Review)),
            (Analysis::Running { .. }, _) => String::new(),
        };
        (text, Style::new())
    }
}
