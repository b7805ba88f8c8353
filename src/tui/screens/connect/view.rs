//! Drawing the connect screen: host or join; the code and addresses while
//! the host waits; the code and address lines while joining; the last
//! news in one line; the keys.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::prefs::keys::Action;
use crate::tr;
use crate::tui::keys::KeyBar;
use crate::tui::look::theme::Theme;
use crate::tui::screens::connect::{Connect, Stage};
use crate::tui::widgets::wrap;

impl Connect {
    /// Draws the screen.
    pub fn render(&self, theme: &Theme, keys: &KeyBar, area: Rect, buf: &mut Buffer) {
        let width = usize::from(area.width.saturating_sub(2));
        let status = self
            .status
            .as_ref()
            .map_or(vec![], |(text, _)| wrap(text, width, 3));
        let [title, body, message, bar] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Min(1),
            Constraint::Length(status.len().max(1) as u16),
            Constraint::Length(1),
        ])
        .areas(area);
        Line::styled(format!(" {}", tr!("connect-title")), theme.title()).render(title, buf);
        Paragraph::new(self.lines(theme, width)).render(body, buf);
        if let Some((_, error)) = &self.status {
            let style = if *error {
                theme.error()
            } else {
                theme.prompt()
            };
            let rows: Vec<Line> = status
                .iter()
                .map(|row| Line::styled(format!(" {row}"), style))
                .collect();
            Paragraph::new(rows).render(message, buf);
        }
        let key = |action| keys.first_of(action).unwrap_or_default().to_string();
        let hint = match &self.stage {
            Stage::Choose { .. } => tr!(
                "connect-keys-choose",
                choose = key(Action::Up),
                go = key(Action::Activate),
                back = key(Action::Cancel)
            ),
            Stage::Hosting { .. } => tr!("connect-keys-hosting", back = key(Action::Cancel)),
            // Typing: every key of the screen's table applies.
            Stage::Joining { .. } => {
                crate::tui::widgets::key_bar_line(keys, theme, bar.width).render(bar, buf);
                return;
            }
        };
        Line::styled(format!(" {hint}"), theme.dim()).render(bar, buf);
    }

    fn lines(&self, theme: &Theme, width: usize) -> Vec<Line<'static>> {
        let pointer = |on: bool| if on { " ▶ " } else { "   " };
        let style = |on: bool| if on { theme.focus() } else { Style::new() };
        let rules = crate::words::rules_summary(&self.rules);
        let mut lines = vec![Line::styled(
            format!("   {}", tr!("connect-rules", rules = rules)),
            theme.dim(),
        )];
        lines.push(Line::raw(""));
        match &self.stage {
            Stage::Choose { on } => {
                let mut choices = vec![
                    tr!("connect-host", name = self.names[0].clone()),
                    tr!("connect-join", name = self.names[1].clone()),
                ];
                if let Some(kept) = &self.kept {
                    let moves = tr!("moves-played", count = kept.moves);
                    choices.push(tr!(
                        "connect-resume",
                        name = kept.name.clone(),
                        moves = moves
                    ));
                }
                for (i, text) in choices.into_iter().enumerate() {
                    let here = i == *on;
                    for (j, row) in wrap(&text, width.saturating_sub(3), 2)
                        .into_iter()
                        .enumerate()
                    {
                        let lead = if j == 0 { pointer(here) } else { "   " };
                        lines.push(Line::styled(format!("{lead}{row}"), style(here)));
                    }
                }
                lines.push(Line::raw(""));
                let clock = match (&self.clock, *on) {
                    (Some(c), super::JOIN) => {
                        tr!("connect-clock-host-decides", clock = c.to_string())
                    }
                    (_, super::RESUME) => String::new(),
                    (Some(c), _) => tr!("connect-clock", clock = c.to_string()),
                    (None, super::HOST) if self.clock_unset => tr!("connect-clock-unset"),
                    (None, super::HOST) => tr!("connect-clock-none"),
                    (None, _) => String::new(),
                };
                for row in wrap(&clock, width.saturating_sub(3), 3) {
                    lines.push(Line::styled(format!("   {row}"), theme.dim()));
                }
            }
            Stage::Hosting { code, addresses } => {
                if let Some(c) = &self.clock {
                    lines.push(Line::styled(
                        format!("   {}", tr!("connect-clock", clock = c.to_string())),
                        theme.dim(),
                    ));
                    lines.push(Line::raw(""));
                }
                let Some(code) = code else {
                    lines.push(Line::raw(format!("   {}", tr!("connect-starting"))));
                    return lines;
                };
                lines.push(Line::from(vec![
                    Span::raw(format!("   {}  ", tr!("connect-code"))),
                    Span::styled(code.to_string(), theme.title().add_modifier(Modifier::BOLD)),
                ]));
                lines.push(Line::raw(""));
                lines.push(Line::raw(format!("   {}", tr!("connect-addresses"))));
                for addr in addresses {
                    lines.push(Line::styled(format!("     {addr}"), theme.prompt()));
                }
                lines.push(Line::raw(""));
                let first = addresses.first().map(ToString::to_string);
                let tell = tr!(
                    "connect-tell",
                    code = code.to_string(),
                    address = first.unwrap_or_default()
                );
                for row in wrap(&tell, width.saturating_sub(3), 3) {
                    lines.push(Line::styled(format!("   {row}"), theme.dim()));
                }
            }
            Stage::Joining {
                code,
                address,
                on_address,
                calling,
            } => {
                for (on, label, line) in [
                    (!on_address, tr!("connect-code"), code),
                    (*on_address, tr!("connect-address"), address),
                ] {
                    let focused = on && !calling;
                    let mut spans = vec![Span::styled(
                        format!("{}{label:<12}", pointer(focused)),
                        style(focused),
                    )];
                    if focused {
                        spans.extend(line.spans(40, style(true), !theme.colour));
                    } else {
                        spans.push(Span::raw(line.text().to_string()));
                    }
                    lines.push(Line::from(spans));
                }
                lines.push(Line::raw(""));
                for row in wrap(&tr!("connect-join-example"), width.saturating_sub(3), 3) {
                    lines.push(Line::styled(format!("   {row}"), theme.dim()));
                }
            }
        }
        lines
    }
}
