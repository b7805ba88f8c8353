//! An SVG diagram of a position, for sharing: the board with its
//! coordinates, the pieces, both hands and whose turn it is.

use std::fmt::Write;

use crate::tr;
use crate::words::{self, Title};
use yote_engine::{Color, Game, GameResult, Square};

/// One square's side, in SVG user units.
const CELL: u32 = 60;
/// Room left of the board for the row numbers.
const LEFT: u32 = 36;
/// Room above the board.
const TOP: u32 = 16;
/// Room under the board for the column letters and the caption.
const BOTTOM: u32 = 96;
const RIGHT: u32 = 16;

/// The position of `game` as a standalone SVG document. White pieces are
/// light discs with a ring inside, Black ones dark discs, so they differ in
/// shape as well as colour (and in print). Row 1 is at the bottom, column
/// `a` on the left, as in the notation.
pub fn svg(game: &Game) -> String {
    let rules = game.rules();
    let (rows, columns) = (u32::from(rules.rows), u32::from(rules.columns));
    let width = LEFT + columns * CELL + RIGHT;
    let height = TOP + rows * CELL + BOTTOM;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif">"#
    );
    let _ = writeln!(out, "<title>{}</title>", escape(&caption(game).join("; ")));
    let _ = writeln!(
        out,
        r##"<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>"##
    );
    for row in 0..rows {
        for col in 0..columns {
            let (x, y) = corner(rows, row, col);
            let fill = if (row + col) % 2 == 0 {
                "#d9b98c"
            } else {
                "#e8d2ad"
            };
            let _ = writeln!(
                out,
                r##"<rect class="square" x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#7a5c3a"/>"##
            );
        }
    }
    for row in 0..rows {
        let (_, y) = corner(rows, row, 0);
        let _ = writeln!(
            out,
            r#"<text class="coordinate" x="{}" y="{}" text-anchor="middle" font-size="18">{}</text>"#,
            LEFT / 2,
            y + CELL / 2 + 6,
            row + 1
        );
    }
    for col in 0..columns {
        let (x, _) = corner(rows, 0, col);
        let _ = writeln!(
            out,
            r#"<text class="coordinate" x="{}" y="{}" text-anchor="middle" font-size="18">{}</text>"#,
            x + CELL / 2,
            TOP + rows * CELL + 24,
            char::from(b'a' + col as u8)
        );
    }
    for row in 0..rows {
        for col in 0..columns {
            let square = Square::new(row as u8, col as u8);
            if let Some(color) = game.position().piece_at(square) {
                piece(&mut out, rows, row, col, color, square);
            }
        }
    }
    let room = columns * CELL + RIGHT - 4;
    for (i, line) in caption(game).iter().enumerate() {
        caption_line(&mut out, TOP + rows * CELL + 52 + 22 * i as u32, line, room);
    }
    out.push_str("</svg>\n");
    out
}

/// The top-left corner of a square, row 0 at the bottom.
fn corner(rows: u32, row: u32, col: u32) -> (u32, u32) {
    (LEFT + col * CELL, TOP + (rows - 1 - row) * CELL)
}

fn piece(out: &mut String, rows: u32, row: u32, col: u32, color: Color, square: Square) {
    let (x, y) = corner(rows, row, col);
    let (cx, cy) = (x + CELL / 2, y + CELL / 2);
    let r = CELL * 2 / 5;
    let (fill, stroke) = match color {
        Color::White => ("#f7f4ec", "#222222"),
        Color::Black => ("#222222", "#000000"),
    };
    let _ = writeln!(
        out,
        r#"<g class="piece {}" data-square="{square}"><title>{} on {square}</title><circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="{stroke}" stroke-width="2"/>"#,
        color.name(),
        color.title(),
    );
    if color == Color::White {
        // A ring inside, so the two sides differ in shape too.
        let _ = writeln!(
            out,
            r##"<circle cx="{cx}" cy="{cy}" r="{}" fill="none" stroke="#222222" stroke-width="1.5"/>"##,
            r / 2
        );
    }
    out.push_str("</g>\n");
}

/// The caption under the board, two lines in the current language: the
/// turn with the move's number (counted as the move list counts), or the
/// result; then both hands.
fn caption(game: &Game) -> [String; 2] {
    let names = words::colors();
    let state = if let Some(o) = game.outcome() {
        let reason = words::reason(&o.reason, &names);
        let result = match o.result {
            GameResult::Win(c) => tr!("result-wins", name = names[c.index()].clone()),
            GameResult::Draw => tr!("result-draw"),
        };
        tr!(
            "diagram-over",
            moves = words::moves_played(game),
            result = result,
            reason = reason
        )
    } else {
        let next = game.next_move_number();
        tr!(
            "diagram-turn",
            number = next.number,
            side = names[next.side.index()].clone()
        )
    };
    let hands = tr!(
        "diagram-hands",
        white = names[0].clone(),
        white_hand = game.position().hand(Color::White),
        black = names[1].clone(),
        black_hand = game.position().hand(Color::Black)
    );
    [state, hands]
}

/// One caption line at `y`: squeezed to the image's width when it would run
/// off it (at 16 units a character is about 9 wide).
fn caption_line(out: &mut String, y: u32, text: &str, room: u32) {
    let wide = u32::try_from(text.chars().count())
        .unwrap_or(u32::MAX)
        .saturating_mul(9);
    let fit = if wide > room {
        format!(r#" textLength="{room}" lengthAdjust="spacingAndGlyphs""#)
    } else {
        String::new()
    };
    let _ = writeln!(
        out,
        r#"<text class="caption" x="{LEFT}" y="{y}" font-size="16"{fit}>{}</text>"#,
        escape(text)
    );
}

/// Text safe inside an SVG element or attribute.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use yote_engine::Rules;

    fn played(tokens: &[&str]) -> Game {
        let mut game = Game::default();
        game.play_tokens(tokens).expect("legal");
        game
    }

    #[test]
    fn every_piece_is_drawn_on_its_square() {
        let game = played(&["@a1", "@f5", "@c3", "@d3"]);
        let svg = svg(&game);
        assert_eq!(svg.matches(r#"class="piece white""#).count(), 2, "{svg}");
        assert_eq!(svg.matches(r#"class="piece black""#).count(), 2, "{svg}");
        for (color, square) in [("white", "a1"), ("black", "f5"), ("white", "c3")] {
            let tag = format!(r#"class="piece {color}" data-square="{square}""#);
            assert!(svg.contains(&tag), "{tag}");
        }
        assert_eq!(svg.matches(r#"class="square""#).count(), 30);
        assert!(svg.contains("move 3, White to move"), "{svg}");
        assert!(svg.contains("in hand: White 10, Black 10"), "{svg}");
    }

    #[test]
    fn white_a1_is_bottom_left_and_black_f5_top_right() {
        let svg = svg(&played(&["@a1", "@f5"]));
        let centre = |square: &str| {
            let at = svg.find(&format!(r#"data-square="{square}""#)).unwrap();
            let rest = &svg[at..];
            let cx = rest
                .split("cx=\"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap();
            let cy = rest
                .split("cy=\"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap();
            (cx.parse::<u32>().unwrap(), cy.parse::<u32>().unwrap())
        };
        let (a1, f5) = (centre("a1"), centre("f5"));
        assert!(a1.0 < f5.0 && a1.1 > f5.1, "{a1:?} {f5:?}");
    }

    #[test]
    fn every_coordinate_is_labelled() {
        let svg = svg(&Game::new(Rules {
            rows: 8,
            columns: 8,
            ..Rules::default()
        })
        .expect("valid rules"));
        for label in ["a", "b", "c", "d", "e", "f", "g", "h", "1", "2", "8"] {
            let text = format!(r#"font-size="18">{label}</text>"#);
            assert!(svg.contains(&text), "{label}");
        }
        assert!(svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"));
        assert!(!svg.contains("piece"), "an empty board");
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(escape("a<b>&\"c\"\u{1b}"), "a&lt;b&gt;&amp;&quot;c&quot;");
    }
}
