//! The setup screen's offer to resume the autosaved game (or the one line
//! saying that the autosave could not be read).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use crate::tr;

use super::saves::Offer;
use super::theme::Theme;

/// Rows the offer takes at the top of the setup screen.
pub fn height(offer: &Offer) -> u16 {
    match offer {
        Offer::Nothing => 0,
        Offer::Game(_) => 5,
        // One message; a second row for long file names and reasons.
        Offer::Unreadable(_) => 2,
    }
}

/// Draws the offer into `area` (of [`height`] rows).
pub fn render(offer: &Offer, theme: &Theme, area: Rect, buf: &mut Buffer) {
    match offer {
        Offer::Nothing => {}
        Offer::Unreadable(message) => Paragraph::new(Line::styled(
            format!(" {}", tr!("resume-unreadable", message = message.as_str())),
            theme.error(),
        ))
        .wrap(Wrap { trim: false })
        .render(area, buf),
        Offer::Game(resume) => {
            let moves = tr!("resume-moves", count = resume.moves);
            let p = &resume.players;
            let lines = vec![
                theme
                    .players(&p.white, &p.black)
                    .into_iter()
                    .chain([Span::raw(format!("  ·  {moves}"))])
                    .collect::<Line>(),
                Line::styled(
                    format!(
                        "{} {}",
                        tr!("rules-heading"),
                        crate::words::rules_summary(&resume.rules)
                    ),
                    theme.dim(),
                ),
                Line::from(vec![
                    Span::styled("r", theme.key()),
                    Span::raw(format!(" {}   ", tr!("resume-resume"))),
                    Span::styled("x", theme.key()),
                    Span::raw(format!(" {}   ", tr!("resume-discard"))),
                    Span::raw(tr!("resume-or-new")),
                ]),
            ];
            Paragraph::new(lines)
                .wrap(Wrap { trim: true })
                .block(
                    Block::bordered()
                        .title(Line::styled(
                            format!(" {} ", tr!("resume-title")),
                            theme.prompt(),
                        ))
                        .border_style(theme.prompt()),
                )
                .render(area, buf);
        }
    }
}
