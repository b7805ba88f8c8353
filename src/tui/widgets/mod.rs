//! The pieces the screens are drawn with: board, hands, history, key bar.

pub mod board;
pub mod hands;
pub mod history;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use super::theme::Theme;

/// Draws a bordered pop-up of at most `width` columns centred in `area`, as
/// tall as its `lines` need once wrapped.
pub fn popup(
    theme: &Theme,
    title: &'static str,
    lines: Vec<Line<'static>>,
    width: u16,
    area: Rect,
    buf: &mut Buffer,
) {
    let width = width.min(area.width);
    // Lines longer than the pop-up wrap: count the rows they take.
    let inner = usize::from(width.saturating_sub(2)).max(1);
    let rows: usize = lines.iter().map(|l| l.width().div_ceil(inner).max(1)).sum();
    let height = (rows as u16 + 2).min(area.height);
    let popup = area.centered(Constraint::Length(width), Constraint::Length(height));
    Clear.render(popup, buf);
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(
            Block::bordered()
                .title(Line::styled(title, theme.title()))
                .border_style(theme.prompt()),
        )
        .render(popup, buf);
}

/// A one-line key bar from (key, what it does) pairs.
pub fn key_bar(theme: &Theme, pairs: &[(&'static str, &'static str)]) -> Line<'static> {
    let mut spans = vec![Span::raw(" ")];
    for (i, (key, what)) in pairs.iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw("  "));
        }
        spans.push(Span::styled(*key, theme.key()));
        spans.push(Span::raw(format!(" {what}")));
    }
    Line::from(spans)
}
