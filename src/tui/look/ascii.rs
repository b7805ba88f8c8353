//! The ASCII-only screen, for terminals without Unicode box drawing: one
//! table from every non-ASCII symbol the screens draw to its ASCII
//! stand-in, and for letters their plain letter (`Bílý` → `Bily`, from the
//! `deunicode` crate's transliteration table), applied to the finished
//! frame, so that no screen, frame or message (nor a player's name)
//! escapes it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// The stand-ins, by what they draw. The pieces (`○` `●`) are the theme's
/// own ASCII glyphs (see [`crate::tui::Theme::glyph`]); they are here too for
/// text that names them.
const TABLE: &[(char, char)] = &[
    // Pieces and board marks.
    ('○', 'O'),
    ('●', '#'),
    ('·', '.'),
    ('×', 'x'),
    ('«', '<'),
    ('»', '>'),
    ('▶', '>'),
    ('⚠', '!'),
    // Arrows in key names.
    ('↑', '^'),
    ('↓', 'v'),
    ('←', '<'),
    ('→', '>'),
    // Punctuation in messages.
    ('–', '-'),
    ('—', '-'),
    ('−', '-'),
    ('…', '.'),
    ('½', '+'),
    // Spanish questions and exclamations open with these.
    ('¿', '?'),
    ('¡', '!'),
    // Frames: lines, corners and crossings of every weight.
    ('─', '-'),
    ('━', '-'),
    ('═', '='),
    ('│', '|'),
    ('┃', '|'),
    ('║', '|'),
    ('┌', '+'),
    ('┐', '+'),
    ('└', '+'),
    ('┘', '+'),
    ('╭', '+'),
    ('╮', '+'),
    ('╰', '+'),
    ('╯', '+'),
    ('┏', '+'),
    ('┓', '+'),
    ('┗', '+'),
    ('┛', '+'),
    ('╔', '+'),
    ('╗', '+'),
    ('╚', '+'),
    ('╝', '+'),
    ('├', '+'),
    ('┤', '+'),
    ('┬', '+'),
    ('┴', '+'),
    ('┼', '+'),
    ('█', '#'),
    ('▗', '/'),
    ('▖', '\\'),
    ('▝', '\\'),
    ('▘', '/'),
    ('▄', '#'),
    ('▀', '#'),
    ('▌', '|'),
    ('▐', '|'),
];

/// The ASCII stand-in of `c`: itself when ASCII, its table entry, else its
/// transliteration when that is one character (every accented letter of
/// the catalogues: `č` → `c`, `ñ` → `n`), else `?`. One character for one,
/// so that a frame's columns stay where they are.
pub fn stand_in(c: char) -> char {
    if c.is_ascii() {
        return c;
    }
    TABLE
        .iter()
        .find_map(|&(from, to)| (from == c).then_some(to))
        .or_else(|| {
            let plain = deunicode::deunicode_char(c)?;
            let mut chars = plain.chars();
            let first = chars.next()?;
            (chars.next().is_none() && first.is_ascii_graphic()).then_some(first)
        })
        .unwrap_or('?')
}

/// `text` with every character replaced by its stand-in.
pub fn to_ascii(text: &str) -> String {
    text.chars().map(stand_in).collect()
}

/// Replaces every non-ASCII character drawn in `area` by its stand-in. A
/// wide character (two columns) becomes one stand-in and a space, so the
/// rest of its line stays where it was.
pub fn render(area: Rect, buf: &mut Buffer) {
    let area = area.intersection(buf.area);
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            let cell = &mut buf[(x, y)];
            let symbol = cell.symbol();
            if symbol.is_ascii() {
                continue;
            }
            // A letter with combining marks becomes the letter's stand-in.
            let first = symbol.chars().next().map_or(' ', stand_in);
            cell.set_char(first);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_stand_in_is_ascii_and_every_entry_is_not() {
        for &(from, to) in TABLE {
            assert!(!from.is_ascii(), "{from}");
            assert!(to.is_ascii() && !to.is_ascii_control(), "{from} -> {to:?}");
        }
        assert_eq!(to_ascii("○ Ama 1½ – 0 ● Kofi ↑↓"), "O Ama 1+ - 0 # Kofi ^v");
        assert_eq!(to_ascii("名"), "?");
        assert_eq!(to_ascii("Bílý Černý"), "Bily Cerny");
        assert_eq!(
            to_ascii("Yoté: nová partie, řádek, línea, ¿niño?"),
            "Yote: nova partie, radek, linea, ?nino?"
        );
    }

    #[test]
    fn a_frame_becomes_ascii() {
        use ratatui::widgets::{Block, Widget};
        let area = Rect::new(0, 0, 8, 3);
        let mut buf = Buffer::empty(area);
        Block::bordered().title("Yoté").render(area, &mut buf);
        render(area, &mut buf);
        let lines: Vec<String> = (0..3)
            .map(|y| (0..8).map(|x| buf[(x, y)].symbol().to_string()).collect())
            .collect();
        assert_eq!(lines, ["+Yote--+", "|      |", "+------+"]);
    }
}
