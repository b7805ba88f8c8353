//! The setup screen's offer to resume the autosaved game (or the one line
//! saying that the autosave could not be read).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use crate::prefs::keys::{Action, Bindings, Context};
use crate::tr;

use crate::tui::look::theme::Theme;
use crate::tui::saves::Offer;

/// Rows the offer takes at the top of the setup screen.
pub fn height(offer: &Offer) -> u16 {
    match offer {
        Offer::Nothing => 0,
        Offer::Game(_) => 5,
        // One message; a second row for long file names and reasons.
        Offer::Unreadable(_) => 2,
    }
}

/// Draws the offer into `area` (of [`height`] rows), naming the keys that
/// resume and discard as `keys` bind them.
pub fn render(offer: &Offer, theme: &Theme, keys: &Bindings, area: Rect, buf: &mut Buffer) {
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
                Line::from(
                    [
                        (Action::Resume, tr!("resume-resume")),
                        (Action::Discard, tr!("resume-discard")),
                    ]
                    .into_iter()
                    .filter_map(|(action, what)| {
                        let key = keys.keys(Context::Setup, action).first()?.label(false);
                        Some([
                            Span::styled(key, theme.key()),
                            Span::raw(format!(" {what}   ")),
                        ])
                    })
                    .flatten()
                    .chain([Span::raw(tr!("resume-or-new"))])
                    .collect::<Vec<_>>(),
                ),
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
