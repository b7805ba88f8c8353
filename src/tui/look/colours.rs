//! The colours as a terminal shows them ([`rgb`], xterm's defaults), so
//! that contrasts can be computed ([`contrast`], WCAG's ratio): the themes
//! pick their marks' ink by it, and the tests check every drawn cell.

use ratatui::style::Color;

/// xterm's default 16 colours, as (r, g, b).
const XTERM16: [(u8, u8, u8); 16] = [
    (0x00, 0x00, 0x00),
    (0xcd, 0x00, 0x00),
    (0x00, 0xcd, 0x00),
    (0xcd, 0xcd, 0x00),
    (0x00, 0x00, 0xee),
    (0xcd, 0x00, 0xcd),
    (0x00, 0xcd, 0xcd),
    (0xe5, 0xe5, 0xe5),
    (0x7f, 0x7f, 0x7f),
    (0xff, 0x00, 0x00),
    (0x00, 0xff, 0x00),
    (0xff, 0xff, 0x00),
    (0x5c, 0x5c, 0xff),
    (0xff, 0x00, 0xff),
    (0x00, 0xff, 0xff),
    (0xff, 0xff, 0xff),
];

/// A colour as xterm shows it by default: the 16 colours, the 256-colour
/// cube and greys, true colour as it is. `Reset` is the terminal's own
/// colour, taken as xterm's: e5e5e5 for text (`fg`), 000000 behind it.
pub fn rgb(colour: Color, fg: bool) -> (u8, u8, u8) {
    let named = |i: usize| XTERM16[i];
    match colour {
        Color::Reset if fg => named(7),
        Color::Reset => named(0),
        Color::Black => named(0),
        Color::Red => named(1),
        Color::Green => named(2),
        Color::Yellow => named(3),
        Color::Blue => named(4),
        Color::Magenta => named(5),
        Color::Cyan => named(6),
        Color::Gray => named(7),
        Color::DarkGray => named(8),
        Color::LightRed => named(9),
        Color::LightGreen => named(10),
        Color::LightYellow => named(11),
        Color::LightBlue => named(12),
        Color::LightMagenta => named(13),
        Color::LightCyan => named(14),
        Color::White => named(15),
        Color::Rgb(r, g, b) => (r, g, b),
        Color::Indexed(i) => indexed(i),
    }
}

/// xterm's 256 colours: the 16, a 6×6×6 cube, 24 greys.
fn indexed(i: u8) -> (u8, u8, u8) {
    match i {
        0..=15 => XTERM16[usize::from(i)],
        16..=231 => {
            let level = |v: u8| if v == 0 { 0 } else { 55 + 40 * v };
            let n = i - 16;
            (level(n / 36), level(n / 6 % 6), level(n % 6))
        }
        _ => {
            let v = 8 + 10 * (i - 232);
            (v, v, v)
        }
    }
}

/// The colour of xterm's 256 (the cube and the greys, not the 16, which
/// each terminal sets its own way) nearest to `colour` when it is a true
/// colour; any other colour as it is.
pub fn nearest_256(colour: Color) -> Color {
    let Color::Rgb(red, green, blue) = colour else {
        return colour;
    };
    let distance = |index: &u8| {
        let shown = indexed(*index);
        let apart = |a: u8, b: u8| (i32::from(a) - i32::from(b)).pow(2);
        apart(shown.0, red) + apart(shown.1, green) + apart(shown.2, blue)
    };
    (16..=255)
        .min_by_key(distance)
        .map_or(colour, Color::Indexed)
}

/// WCAG's relative luminance of an sRGB colour.
fn luminance((r, g, b): (u8, u8, u8)) -> f64 {
    let channel = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/// WCAG's contrast ratio between two sRGB colours, from 1 to 21.
pub fn contrast_rgb(a: (u8, u8, u8), b: (u8, u8, u8)) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The contrast between text in `fg` on `bg`, as xterm shows them; `dim`
/// text is drawn halfway between its colour and the background.
pub fn contrast(fg: Color, bg: Color, dim: bool) -> f64 {
    let (f, b) = (rgb(fg, true), rgb(bg, false));
    let f = if dim { halfway(f, b) } else { f };
    contrast_rgb(f, b)
}

fn halfway(a: (u8, u8, u8), b: (u8, u8, u8)) -> (u8, u8, u8) {
    let mid = |x: u8, y: u8| u16::midpoint(u16::from(x), u16::from(y)) as u8;
    (mid(a.0, b.0), mid(a.1, b.1), mid(a.2, b.2))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contrast_is_wcag_s() {
        assert!((contrast_rgb((0, 0, 0), (255, 255, 255)) - 21.0).abs() < 1e-9);
        assert!((contrast(Color::Gray, Color::Gray, false) - 1.0).abs() < 1e-9);
        // The old basic board: bright white on yellow, 1.7:1.
        let old = contrast(Color::White, Color::Yellow, false);
        assert!(old > 1.6 && old < 1.8, "{old}");
        // Dim text loses contrast.
        assert!(
            contrast(Color::White, Color::Black, true)
                < contrast(Color::White, Color::Black, false)
        );
    }

    #[test]
    fn the_256_colours_are_xterm_s() {
        assert_eq!(indexed(16), (0, 0, 0));
        assert_eq!(indexed(196), (255, 0, 0));
        assert_eq!(indexed(231), (255, 255, 255));
        assert_eq!(indexed(232), (8, 8, 8));
        assert_eq!(indexed(255), (238, 238, 238));
        assert_eq!(rgb(Color::Reset, true), (0xe5, 0xe5, 0xe5));
        assert_eq!(rgb(Color::Reset, false), (0, 0, 0));
    }
}
