//! The pieces the screens are drawn with: board, hands, history, key bar.

pub mod board;
pub mod hands;
pub mod history;

use ratatui::text::{Line, Span};

use super::theme::Theme;

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
