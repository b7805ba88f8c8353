//! One line of text being typed (a player's name, a file name): the edits
//! (a cursor, Home/End, Backspace/Delete, clear, pasted text; the keys for
//! them are in the key map) and how it is drawn, scrolled so that the
//! cursor always shows. The setup screen and the file dialog share it.

use ratatui::style::{Modifier, Style};
use ratatui::text::Span;

pub use crate::tui::msg::Edit;

/// What an edit did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edited {
    /// The text changed.
    Changed,
    /// Only the cursor moved (or nothing happened).
    Moved,
    /// A character was refused: the line holds `max` characters already.
    Full,
}

/// A line of at most `max` characters with a cursor (a character index,
/// `0..=len`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineEdit {
    text: String,
    cursor: usize,
    max: usize,
}

impl LineEdit {
    /// `text` with the cursor at its end; at most `max` characters.
    pub fn new(text: impl Into<String>, max: usize) -> LineEdit {
        let mut line = LineEdit {
            text: String::new(),
            cursor: 0,
            max,
        };
        line.set(text);
        line
    }

    /// The text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The cursor, in characters from the start.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Replaces the text (cut to `max` characters), the cursor at its end.
    pub fn set(&mut self, text: impl Into<String>) {
        self.text = text.into().chars().take(self.max).collect();
        self.cursor = self.len();
    }

    fn len(&self) -> usize {
        self.text.chars().count()
    }

    /// The byte offset of character `n`.
    fn byte(&self, n: usize) -> usize {
        self.text
            .char_indices()
            .nth(n)
            .map_or(self.text.len(), |(i, _)| i)
    }

    /// Applies one edit. Control characters are never inserted.
    pub fn apply(&mut self, edit: Edit) -> Edited {
        let len = self.len();
        match edit {
            Edit::Insert(c) if c.is_control() => return Edited::Moved,
            Edit::Insert(_) if len >= self.max => return Edited::Full,
            Edit::Insert(c) => {
                let at = self.byte(self.cursor);
                self.text.insert(at, c);
                self.cursor += 1;
            }
            Edit::Backspace if self.cursor > 0 => {
                self.cursor -= 1;
                let at = self.byte(self.cursor);
                self.text.remove(at);
            }
            Edit::Delete if self.cursor < len => {
                let at = self.byte(self.cursor);
                self.text.remove(at);
            }
            Edit::Clear if len > 0 => self.set(""),
            Edit::Left => self.cursor = self.cursor.saturating_sub(1),
            Edit::Right => self.cursor = (self.cursor + 1).min(len),
            Edit::Home => self.cursor = 0,
            Edit::End => self.cursor = len,
            Edit::Backspace | Edit::Delete | Edit::Clear => return Edited::Moved,
        }
        match edit {
            Edit::Insert(_) | Edit::Backspace | Edit::Delete | Edit::Clear => Edited::Changed,
            _ => Edited::Moved,
        }
    }

    /// The line drawn in at most `width` columns (one of them for the
    /// cursor): the part around the cursor, `…` where text is cut off. The
    /// cursor is `_` at the end, and inside the line its character in
    /// reverse video, or with `plain` (no styles show, as under `NO_COLOR`)
    /// a `|` before it.
    pub fn spans(&self, width: usize, style: Style, plain: bool) -> Vec<Span<'static>> {
        let chars: Vec<char> = self.text.chars().collect();
        let width = width.max(3);
        // The window [start, end) of characters shown, the cursor inside.
        let mut start = 0;
        if self.cursor + 1 > width {
            start = self.cursor + 1 - width;
        }
        let end = (start + width).min(chars.len());
        let cut_left = start > 0;
        let cut_right = end < chars.len();
        let shown = |from: usize, to: usize| chars[from..to].iter().collect::<String>();
        let first = if cut_left { start + 1 } else { start };
        let last = if cut_right { end - 1 } else { end };
        let mut spans = Vec::new();
        if cut_left {
            spans.push(Span::styled("…", style));
        }
        let cursor = self.cursor.clamp(first, last.max(first));
        spans.push(Span::styled(shown(first, cursor.min(last)), style));
        match chars.get(cursor).filter(|_| cursor < last) {
            None => spans.push(Span::styled("_", style)),
            Some(&c) if plain => spans.push(Span::styled(format!("|{c}"), style)),
            Some(&c) => spans.push(Span::styled(
                c.to_string(),
                style.add_modifier(Modifier::REVERSED),
            )),
        }
        if cursor < last {
            spans.push(Span::styled(shown(cursor + 1, last), style));
        }
        if cut_right {
            spans.push(Span::styled("…", style));
        }
        spans
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(line: &mut LineEdit, edits: &[Edit]) {
        for &e in edits {
            line.apply(e);
        }
    }

    fn drawn(line: &LineEdit, width: usize) -> String {
        line.spans(width, Style::new(), false)
            .iter()
            .map(|s| s.content.as_ref())
            .collect()
    }

    #[test]
    fn the_cursor_moves_and_edits_where_it_is() {
        let mut line = LineEdit::new("Ama", 20);
        assert_eq!(line.cursor(), 3);
        typed(&mut line, &[Edit::Home, Edit::Insert('K'), Edit::Delete]);
        assert_eq!(line.text(), "Kma");
        typed(&mut line, &[Edit::End, Edit::Left, Edit::Backspace]);
        assert_eq!(line.text(), "Ka");
        assert_eq!(line.cursor(), 1);
        typed(&mut line, &[Edit::Insert('é'), Edit::Right, Edit::Right]);
        assert_eq!((line.text(), line.cursor()), ("Kéa", 3));
        // Nothing to remove at the ends.
        assert_eq!(line.apply(Edit::Delete), Edited::Moved);
        typed(&mut line, &[Edit::Home]);
        assert_eq!(line.apply(Edit::Backspace), Edited::Moved);
        assert_eq!(line.apply(Edit::Insert('\n')), Edited::Moved);
        assert_eq!(line.apply(Edit::Clear), Edited::Changed);
        assert_eq!((line.text(), line.cursor()), ("", 0));
    }

    #[test]
    fn a_full_line_refuses_more() {
        let mut line = LineEdit::new("abcdefgh", 3);
        assert_eq!(line.text(), "abc");
        assert_eq!(line.apply(Edit::Insert('x')), Edited::Full);
        assert_eq!(line.text(), "abc");
    }

    #[test]
    fn a_long_line_shows_the_cursor() {
        let mut line = LineEdit::new("abcdefghij", 100);
        assert_eq!(drawn(&line, 20), "abcdefghij_");
        assert_eq!(drawn(&line, 6), "…ghij_");
        line.apply(Edit::Home);
        assert_eq!(drawn(&line, 6), "abcde…");
        typed(&mut line, &[Edit::Right, Edit::Right, Edit::Right]);
        assert_eq!(drawn(&line, 6), "abcde…");
        let reversed: Vec<String> = line
            .spans(6, Style::new(), false)
            .into_iter()
            .filter(|s| s.style.add_modifier.contains(Modifier::REVERSED))
            .map(|s| s.content.into_owned())
            .collect();
        assert_eq!(reversed, ["d"]);
        let plain: String = line
            .spans(6, Style::new(), true)
            .iter()
            .map(|s| s.content.as_ref())
            .collect();
        assert_eq!(plain, "abc|de…");
    }
}
