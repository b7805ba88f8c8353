//! The numbered list of moves played, in the project's notation.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::engine::Game;

use super::super::theme::Theme;

/// The move history; the newest moves stay in view.
pub struct HistoryView<'a> {
    pub game: &'a Game,
    pub theme: &'a Theme,
}

impl Widget for HistoryView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let block = Block::bordered().title(" Moves ");
        let visible = area.height.saturating_sub(2) as usize;
        let total = self.game.ply();
        let skip = total.saturating_sub(visible);
        let lines: Vec<Line> = self
            .game
            .moves()
            .enumerate()
            .skip(skip)
            .map(|(i, mv)| {
                let side = self.game.mover_of(i).unwrap_or(crate::engine::Color::White);
                Line::from(vec![
                    Span::styled(format!("{:>3}. ", i + 1), t.dim()),
                    Span::styled(t.glyph(side), t.piece_text(side)),
                    Span::raw(format!(" {mv}")),
                ])
            })
            .collect();
        Paragraph::new(lines).block(block).render(area, buf);
    }
}
