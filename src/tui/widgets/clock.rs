//! A player's clock, as its panel shows it: the time left (tenths under ten
//! seconds), the running one marked by a glyph and by its side's colour
//! reversed, a paused one by the pause sign, a fallen flag by a flag.

use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

use yote_engine::Color;

use crate::tui::look::theme::Theme;

/// What one clock shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockFace {
    pub side: Color,
    pub left: std::time::Duration,
    pub state: ClockState,
}

/// Whether the clock runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockState {
    Stopped,
    Running,
    Paused,
    Flagged,
}

impl ClockFace {
    /// The clock as a panel's title: ` ▶ 4:59 `.
    pub fn line(self, theme: &Theme) -> Line<'static> {
        let glyph = match (self.state, theme.ascii) {
            (ClockState::Running, false) => "▶ ",
            (ClockState::Running, true) => "> ",
            (ClockState::Paused, false) => "⏸ ",
            (ClockState::Paused, true) => "|| ",
            (ClockState::Flagged, false) => "⚑ ",
            (ClockState::Flagged, true) => "# ",
            (ClockState::Stopped, _) => "",
        };
        let text = format!(" {glyph}{} ", crate::clock::show(self.left));
        let style = match self.state {
            ClockState::Running => theme
                .side_text(self.side)
                .add_modifier(Modifier::REVERSED | Modifier::BOLD),
            ClockState::Flagged => theme.error(),
            _ => theme.dim(),
        };
        Line::from(Span::styled(text, style)).right_aligned()
    }
}
