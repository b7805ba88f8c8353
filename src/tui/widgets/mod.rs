//! The pieces the screens are drawn with: board, hands, history, key bar.

pub mod board;
pub mod clock;
pub mod hands;
pub mod line_edit;
pub mod moves;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use crate::prefs::Action;
use crate::tui::keys::KeyBar;
use crate::tui::look::theme::Theme;

/// Draws a bordered pop-up of at most `width` columns centred in `area`, as
/// tall as its `lines` need once wrapped.
pub fn popup(
    theme: &Theme,
    title: &str,
    lines: Vec<Line<'static>>,
    width: u16,
    area: Rect,
    buf: &mut Buffer,
) {
    popup_scrolled(theme, title, lines, width, 0, area, buf);
}

/// The rows `lines` take once wrapped at `width` columns.
pub fn rows_needed(lines: &[Line<'_>], width: u16) -> u16 {
    let inner = usize::from(width).max(1);
    lines
        .iter()
        .map(|l| l.width().div_ceil(inner).max(1))
        .sum::<usize>() as u16
}

/// A pop-up scrolled down by `scroll` rows when its lines do not fit
/// `area`; its bottom border then says that there is more (↑↓).
pub fn popup_scrolled(
    theme: &Theme,
    title: &str,
    lines: Vec<Line<'static>>,
    width: u16,
    scroll: u16,
    area: Rect,
    buf: &mut Buffer,
) {
    let width = width.min(area.width);
    // One column kept free inside the right border, so wrapped text never
    // touches it.
    let text_w = width.saturating_sub(3).max(1);
    let rows = rows_needed(&lines, text_w);
    let height = (rows + 2).min(area.height);
    let visible = height.saturating_sub(2);
    let scroll = scroll.min(rows.saturating_sub(visible));
    let popup = area.centered(Constraint::Length(width), Constraint::Length(height));
    Clear.render(popup, buf);
    let mut block = Block::bordered()
        .title(Line::styled(title, theme.title()))
        .border_style(theme.prompt());
    if rows > visible {
        let up = if scroll > 0 { "↑" } else { " " };
        let down = if scroll + visible < rows { "↓" } else { " " };
        block = block.title_bottom(Line::styled(format!(" {up}{down} more "), theme.key()));
    }
    let inner = block.inner(popup);
    block.render(popup, buf);
    let text = Rect {
        width: text_w.min(inner.width),
        ..inner
    };
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .scroll((scroll, 0))
        .render(text, buf);
}

/// A one-line key bar from (key, what it does) pairs.
pub fn key_bar(theme: &Theme, pairs: &[(&str, &str)]) -> Line<'static> {
    let mut spans = vec![Span::raw(" ")];
    for (i, (key, what)) in pairs.iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw("  "));
        }
        spans.push(Span::styled(key.to_string(), theme.key()));
        spans.push(Span::raw(format!(" {what}")));
    }
    Line::from(spans)
}

/// Word-wraps `text` into at most `max_rows` rows of `width` columns. Text
/// that still does not fit ends in "…" on the last row: shortened visibly,
/// never cut mid-word without a sign.
pub fn wrap(text: &str, width: usize, max_rows: usize) -> Vec<String> {
    let width = width.max(2);
    let mut rows: Vec<String> = Vec::new();
    let mut row = String::new();
    for word in text.split(' ') {
        let mut word = word.to_string();
        loop {
            let used = row.chars().count();
            let need = word.chars().count() + usize::from(used > 0);
            if used + need <= width {
                if used > 0 {
                    row.push(' ');
                }
                row.push_str(&word);
                break;
            }
            if used > 0 {
                rows.push(std::mem::take(&mut row));
                continue;
            }
            // A word longer than a whole row is split.
            let head: String = word.chars().take(width).collect();
            word = word.chars().skip(width).collect();
            rows.push(head);
        }
    }
    if !row.is_empty() || rows.is_empty() {
        rows.push(row);
    }
    if rows.len() > max_rows {
        rows.truncate(max_rows);
        if let Some(last) = rows.last_mut() {
            let keep = width.saturating_sub(1);
            let mut cut: String = last.chars().take(keep).collect();
            while cut.chars().count() >= keep && !cut.is_empty() {
                cut.pop();
            }
            *last = format!("{}…", cut.trim_end());
        }
    }
    rows
}

/// Where a key named inside a sentence starts and ends (private-use
/// characters no catalogue or key name holds).
const KEY_START: char = '\u{E000}';
const KEY_END: char = '\u{E001}';

/// A key's name, marked for [`keyed`]: pass it as a message's variable so
/// that the key keeps the key colour wherever the translation puts it.
pub fn key_mark(key: &str) -> String {
    format!("{KEY_START}{key}{KEY_END}")
}

/// A sentence holding keys marked by [`key_mark`], as spans: the keys in
/// the key style, the rest in `style`, the marks gone.
pub fn keyed(text: &str, theme: &Theme, style: Style) -> Line<'static> {
    let mut spans = Vec::new();
    for (i, part) in text.split(KEY_START).enumerate() {
        let (key, rest) = match part.split_once(KEY_END) {
            Some((key, rest)) if i > 0 => (key, rest),
            _ => ("", part),
        };
        if !key.is_empty() {
            spans.push(Span::styled(key.to_string(), theme.key()));
        }
        if !rest.is_empty() {
            spans.push(Span::styled(rest.replace(KEY_END, ""), style));
        }
    }
    Line::from(spans)
}

/// The key bar's text width.
pub fn key_bar_width(pairs: &[(&str, &str)]) -> usize {
    key_bar(&Theme::mono(), pairs).width()
}

/// The message shown instead of a screen that does not fit (`min`: the
/// size it needs; `ignored`: the keys pressed meanwhile, which did nothing).
pub fn too_small(area: Rect, buf: &mut Buffer, min: (u16, u16), ignored: u32) {
    let keys = match ignored {
        0 => crate::tr!("app-keys-ignored"),
        n => crate::tr!("app-keys-ignored-count", count = n),
    };
    let text = vec![
        Line::raw(crate::tr!("app-enlarge")),
        Line::raw(crate::tr!(
            "app-needed",
            width = min.0,
            height = min.1,
            now_width = area.width,
            now_height = area.height
        )),
        Line::raw(keys),
        Line::raw(crate::tui::words::too_small_quit()),
    ];
    let y = area.y + area.height.saturating_sub(4) / 2;
    let rect = Rect::new(area.x, y, area.width, 4).intersection(area);
    Paragraph::new(text)
        .centered()
        .wrap(Wrap { trim: true })
        .render(rect, buf);
}

/// The key bar `bar` in `width` columns: every key when it fits, else the first
/// key of each, else as many as fit, the rest left to the help
/// ("? more").
pub fn key_bar_line(bar: &KeyBar, theme: &Theme, width: u16) -> Line<'static> {
    // One column stays free at the right: text never touches the edge.
    let width = usize::from(width.saturating_sub(1));
    let full: Vec<(&str, &str)> = bar.groups.iter().map(|g| (&*g.keys, &*g.short)).collect();
    if key_bar_width(&full) <= width {
        return key_bar(theme, &full);
    }
    let first: Vec<(&str, &str)> = bar.groups.iter().map(|g| (&*g.first, &*g.short)).collect();
    if key_bar_width(&first) <= width {
        return key_bar(theme, &first);
    }
    let more_word = crate::tui::keys::more_word();
    let more = bar.more.as_deref().map(|k| (k, more_word.as_str()));
    for n in (0..first.len()).rev() {
        let mut shown: Vec<(&str, &str)> = first[..n]
            .iter()
            .zip(&bar.groups)
            .filter(|(_, g)| g.actions != [Action::Help])
            .map(|(pair, _)| *pair)
            .collect();
        shown.extend(more);
        if key_bar_width(&shown) <= width {
            return key_bar(theme, &shown);
        }
    }
    key_bar(theme, &[])
}
