//! Drawing the setup screen: its lines, scrolled to keep the focus in
//! view on a short terminal, with a sign of what is above and below.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::prefs::Machine;
use crate::prefs::keys::Action;
use yote_engine::{Color, SecondPiece};

use crate::i18n::{self, Lang};
use crate::tr;
use crate::tui::keys::KeyBar;
use crate::tui::look::theme::Theme;
use crate::tui::screens::setup::{Field, MAX_NAME, OPTIONS, Setup};
use crate::tui::widgets::wrap;
use crate::tui::words::{self, level as level_name};
use crate::words::{color, second_piece, second_piece_explain};

impl Setup {
    /// Draws the screen.
    pub fn render(&self, theme: &Theme, keys: &KeyBar, area: Rect, buf: &mut Buffer) {
        // The message wraps to a second and third row rather than being cut.
        let said = (self.message.clone())
            .or_else(|| self.clock_typing_hint(keys).map(|hint| (hint, false)));
        let message_rows = said.as_ref().map_or(vec![], |(text, _)| {
            wrap(text, usize::from(area.width.saturating_sub(2)), 3)
        });
        let [title, body, message, keys_area] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Min(1),
            Constraint::Length(message_rows.len().max(1) as u16),
            Constraint::Length(1),
        ])
        .areas(area);
        Line::styled(format!(" {}", tr!("setup-title")), theme.title()).render(title, buf);
        let (lines, focus_line) = self.lines(theme, body.width, keys);
        // Scroll so that the focused line (and the one after it) stays in
        // view on short terminals; what is out of view is said: above, in
        // the title's empty row, below, in the body's last row.
        let total = lines.len();
        let room = if total > usize::from(body.height) {
            body.height.saturating_sub(1)
        } else {
            body.height
        };
        let scroll = (focus_line + 2)
            .saturating_sub(usize::from(room))
            .min(total.saturating_sub(usize::from(room)));
        let view = Rect {
            height: room,
            ..body
        };
        Paragraph::new(lines)
            .scroll((scroll as u16, 0))
            .render(view, buf);
        let below = total.saturating_sub(scroll + usize::from(room));
        // Below, the key that starts from anywhere, when it is one to press.
        let mut more_below = tr!("setup-more-below", count = below);
        if let Some(key) = keys.first_of(Action::Start) {
            more_below = format!("{more_below} {}", tr!("setup-more-start", key = key));
        }
        let signs = [
            (scroll, title.y + 1, tr!("setup-more-above", count = scroll)),
            (below, view.bottom(), more_below),
        ];
        for (count, y, text) in signs {
            if count > 0 && y < area.bottom() {
                let row = Rect::new(area.x, y, area.width, 1);
                let text = fit(&text, usize::from(area.width.saturating_sub(2)));
                Line::styled(format!(" {text}"), theme.dim()).render(row, buf);
            }
        }
        if let Some((_, error)) = &said {
            let style = theme.message(*error);
            let lines: Vec<Line> = message_rows
                .iter()
                .map(|row| Line::styled(format!(" {row}"), style))
                .collect();
            Paragraph::new(lines).render(message, buf);
        }
        crate::tui::widgets::key_bar_line(keys, theme, keys_area.width).render(keys_area, buf);
    }

    fn lines(&self, theme: &Theme, width: u16, keys: &KeyBar) -> (Vec<Line<'static>>, usize) {
        let mut lines = Vec::new();
        let mut focus_line = 0;
        let mut mark = |lines: &mut Vec<Line<'static>>, field: Field| {
            if field == self.focus() {
                focus_line = lines.len();
            }
        };
        let pointer = |field: Field| {
            if field == self.focus() {
                " ▶ "
            } else {
                "   "
            }
        };
        let label_style = |field: Field| {
            if field == self.focus() {
                theme.focus()
            } else {
                ratatui::style::Style::new()
            }
        };

        // The headline toggle.
        let headline = Field::SecondPiece;
        mark(&mut lines, headline);
        let mut spans = vec![Span::styled(
            format!("{}{}  ", pointer(headline), tr!("setup-second-piece")),
            label_style(headline).add_modifier(ratatui::style::Modifier::BOLD),
        )];
        for (value, name) in [
            (SecondPiece::Board, tr!("setup-off")),
            (SecondPiece::BoardOrHand, tr!("setup-on")),
            (
                SecondPiece::HandIfBoardEmpty,
                second_piece(SecondPiece::HandIfBoardEmpty),
            ),
        ] {
            spans.push(choice(&name, self.rules.second_piece == value, theme));
            spans.push(Span::raw(" "));
        }
        lines.push(Line::from(spans));
        let explain = |lines: &mut Vec<Line<'static>>, text: &str| {
            // Wrapped, one column kept free at the right edge.
            for row in wrap(text, usize::from(width).saturating_sub(6), 3) {
                lines.push(Line::styled(format!("     {row}"), theme.dim()));
            }
        };
        explain(&mut lines, &second_piece_explain(self.rules.second_piece));
        lines.push(Line::raw(""));
        mark(&mut lines, Field::OptionalRules);
        self.rules_fold(&mut lines, theme, keys);
        let options = if self.rules_shown { OPTIONS.len() } else { 0 };
        for (i, key) in OPTIONS.into_iter().enumerate().take(options) {
            let index = Field::Option(i);
            mark(&mut lines, index);
            let value = words::option_value(&self.rules, key);
            let (label, explanation) = (words::option_label(key), words::option_explain(key));
            // The line a refusal is about is marked "!" and drawn as an error.
            let (pointer, style) = if self.fault == Some(index) {
                (" ! ", theme.error())
            } else {
                (pointer(index), label_style(index))
            };
            let mut spans = vec![
                Span::styled(format!("{pointer}{label:<30}"), style),
                Span::styled(format!("{value:<17}"), style),
            ];
            // Beside the value when there is room, else on a line of its own.
            if usize::from(width) > 50 + explanation.chars().count() {
                spans.push(Span::styled(explanation, theme.dim()));
                lines.push(Line::from(spans));
            } else {
                lines.push(Line::from(spans));
                explain(&mut lines, &explanation);
            }
        }
        lines.push(Line::raw(""));
        lines.push(Line::styled(
            format!("   {}", tr!("setup-players")),
            theme.title(),
        ));
        for side in Color::ALL {
            let index = Field::Name(side);
            mark(&mut lines, index);
            let line = self.editing.as_ref().filter(|_| index == self.focus);
            let editing = line.is_some();
            let name = &self.names[side.index()];
            let name_spans = match line {
                // The cursor shows where typing goes.
                Some(line) if !self.selected => {
                    line.spans(MAX_NAME + 1, label_style(index), !theme.colour)
                }
                Some(_) => vec![Span::styled(
                    name.clone(),
                    label_style(index).add_modifier(ratatui::style::Modifier::REVERSED),
                )],
                None => vec![Span::styled(name.clone(), label_style(index))],
            };
            let shown: usize = name_spans.iter().map(Span::width).sum();
            // The keys named are those bound (the bar's: the name's keys
            // while one is typed, else the setup screen's).
            let key = |action| keys.first_of(action).unwrap_or_default();
            let hint = if editing && self.selected {
                tr!("setup-hint-selected")
            } else if editing {
                tr!("setup-hint-editing", key = key(Action::Done))
            } else if index == self.focus {
                tr!(
                    "setup-hint-name",
                    who = key(Action::Left),
                    edit = key(Action::Activate)
                )
            } else {
                String::new()
            };
            let wide = width >= 76;
            let who = match self.computer[side.index()] {
                None => tr!("setup-human"),
                Some(Machine::Level(level)) if wide => {
                    tr!("setup-computer", level = level_name(level))
                }
                Some(machine) => crate::tui::words::machine(machine),
            };
            let player = format!(
                "{}{:<pad$}",
                pointer(index),
                format!("{} {} · {who}", theme.glyph(side), color(side)),
                // Narrow: the hint needs the room more than the column.
                pad = if wide { 30 } else { 17 }
            );
            let gap = (MAX_NAME + 1).saturating_sub(shown);
            // The hint takes what room is left, one column kept free.
            let used = player.chars().count() + shown + gap;
            let hint = fit(&hint, usize::from(width).saturating_sub(used + 1));
            let mut spans = vec![Span::styled(player, label_style(index))];
            spans.extend(name_spans);
            spans.push(Span::raw(" ".repeat(gap)));
            spans.push(Span::styled(hint, theme.dim()));
            lines.push(Line::from(spans));
        }
        mark(&mut lines, Field::Clock);
        lines.push(self.clock_line(theme, width, keys));
        mark(&mut lines, Field::Coach);
        self.coach_line(&mut lines, theme, width);
        lines.push(Line::raw(""));
        let start = Field::Start;
        mark(&mut lines, start);
        lines.push(Line::styled(
            format!("{}{}", pointer(start), tr!("setup-start")),
            label_style(start).add_modifier(ratatui::style::Modifier::BOLD),
        ));
        let mut spans = vec![Span::styled(
            format!("   {}:  ", tr!("setup-language")),
            label_style(start),
        )];
        // Each language by its own name, so that a player finds theirs.
        for lang in Lang::ALL {
            spans.push(choice(lang.native_name(), lang == i18n::language(), theme));
            spans.push(Span::raw(" "));
        }
        if start == self.focus() {
            spans.push(Span::styled("←→", theme.dim()));
        }
        lines.push(Line::from(spans));
        let network = Field::Network;
        mark(&mut lines, network);
        lines.push(Line::styled(
            format!("{}{}", pointer(network), tr!("setup-network")),
            label_style(network),
        ));
        lines.push(Line::raw(""));
        let presets = [
            Span::styled("1", theme.key()),
            Span::raw(format!(" {}   ", second_piece(SecondPiece::Board))),
            Span::styled("2", theme.key()),
            Span::raw(format!(" {}   ", second_piece(SecondPiece::BoardOrHand))),
            Span::styled("3", theme.key()),
            Span::raw(format!(" {}", second_piece(SecondPiece::HandIfBoardEmpty))),
        ];
        let heading = Span::styled(format!("   {} ", tr!("setup-presets")), theme.title());
        let one_line = heading.width() + presets.iter().map(Span::width).sum::<usize>();
        if usize::from(width) > one_line {
            let mut spans = vec![heading];
            spans.extend(presets);
            lines.push(Line::from(spans));
        } else {
            // Narrow: the presets go one a line under the heading.
            lines.push(Line::from(heading));
            for pair in presets.chunks(2) {
                let mut spans = vec![Span::raw("     ")];
                spans.extend(pair.iter().cloned());
                lines.push(Line::from(spans));
            }
        }
        // New to the game: the lessons and the puzzles.
        lines.push(Line::from(vec![
            Span::styled(format!("   {} ", tr!("setup-new-to-yote")), theme.title()),
            Span::styled("t", theme.key()),
            Span::raw(format!(" {}   ", tr!("learn-title"))),
            Span::styled("z", theme.key()),
            Span::raw(format!(" {}", tr!("setup-puzzles"))),
        ]));
        (lines, focus_line)
    }
}

impl Setup {
    /// The coach's line: off or on, and what it does.
    fn coach_line(&self, lines: &mut Vec<Line<'static>>, theme: &Theme, width: u16) {
        let focused = self.focus() == Field::Coach;
        let pointer = if focused { " ▶ " } else { "   " };
        let style = if focused {
            theme.focus()
        } else {
            ratatui::style::Style::new()
        };
        let mut spans = vec![Span::styled(
            format!("{pointer}{:<30}", tr!("setup-coach")),
            style,
        )];
        for (on, name) in [(false, tr!("setup-off")), (true, tr!("setup-on"))] {
            spans.push(choice(&name, self.coach == on, theme));
            spans.push(Span::raw(" "));
        }
        let explain = tr!("setup-coach-explain");
        let used: usize = spans.iter().map(Span::width).sum();
        if usize::from(width) > used + 2 + explain.chars().count() {
            spans.push(Span::styled(format!(" {explain}"), theme.dim()));
        }
        lines.push(Line::from(spans));
    }

    /// The line the optional rules fold under: what differs from the
    /// standard game, and the key that shows or folds them.
    fn rules_fold(&self, lines: &mut Vec<Line<'static>>, theme: &Theme, keys: &KeyBar) {
        let field = Field::OptionalRules;
        let focused = field == self.focus();
        let style = if focused {
            theme.focus()
        } else {
            theme.title()
        };
        let sign = if self.rules_shown { "▾" } else { "▸" };
        let changed = self.changed_rules();
        let summary = if changed.is_empty() {
            tr!("setup-rules-standard")
        } else {
            let names: Vec<String> = changed.iter().map(|k| words::option_label(*k)).collect();
            tr!(
                "setup-rules-changed",
                count = changed.len(),
                names = names.join(", ")
            )
        };
        let key = keys.first_of(Action::Activate).unwrap_or_default();
        let toggle = if self.rules_shown {
            tr!("setup-rules-hide", key = key)
        } else {
            tr!("setup-rules-show", key = key)
        };
        let pointer = if focused { " ▶ " } else { "   " };
        let mut spans = vec![
            Span::styled(
                format!("{pointer}{sign} {}  ", tr!("setup-optional-rules")),
                style,
            ),
            Span::styled(summary, theme.dim()),
        ];
        if focused {
            spans.push(Span::styled(format!("  {toggle}"), theme.dim()));
        }
        lines.push(Line::from(spans));
    }
}

/// One of a line's choices: in brackets and the chosen style when it is
/// the one chosen, else between spaces, so that the line keeps its width.
pub(super) fn choice(name: &str, chosen: bool, theme: &Theme) -> Span<'static> {
    if chosen {
        Span::styled(format!("[{name}]"), theme.chosen())
    } else {
        Span::raw(format!(" {name} "))
    }
}

/// `text` cut to `room` columns, "…" marking the cut.
fn fit(text: &str, room: usize) -> String {
    if text.chars().count() <= room {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(room.saturating_sub(1)).collect();
    if room > 0 {
        cut.push('…');
    }
    cut
}
