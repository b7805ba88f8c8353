//! Every theme draws the game screen (in a `TestBackend`) with the two
//! players' pieces told apart by glyph as well as colour; the 16-colour
//! theme uses no true colour and the monochrome one no colour at all.

use crate::support;

use ratatui::buffer::Buffer;
use ratatui::style::{Color, Style};
use support::tui::{game_in, row_text};
use yote::prefs::ThemeName;
use yote::tui::{App, Theme};
use yote_engine::Rules;

/// The game screen after White @a1 and Black @b1.
fn draw(theme: ThemeName) -> Buffer {
    let app = game_in(Theme::named(theme), &[], &["@a1", "@b1"]);
    support::tui::draw(&app, 100, 32).backend().buffer().clone()
}

/// The symbols and styles of the pieces on the board's row 1, left to right.
fn row_one_pieces(buffer: &Buffer) -> Vec<(String, Style)> {
    let area = buffer.area;
    for y in 0..area.height {
        let line = row_text(buffer, y);
        let board_part = line.split('│').nth(1).unwrap_or("");
        if !board_part.trim_start().starts_with("1 ") {
            continue;
        }
        return (0..area.width)
            .map(|x| &buffer[(x, y)])
            .filter(|cell| ["○", "●"].contains(&cell.symbol()))
            .map(|cell| (cell.symbol().to_string(), cell.style()))
            .collect();
    }
    panic!("no row 1 on the board")
}

#[test]
fn every_theme_tells_the_pieces_apart_by_glyph_and_colour() {
    let mut square_styles = Vec::new();
    for theme in ThemeName::drawn() {
        let buffer = draw(theme);
        let pieces = row_one_pieces(&buffer);
        assert_eq!(pieces.len(), 2, "{theme:?}: {pieces:?}");
        let (white, black) = (&pieces[0], &pieces[1]);
        assert_eq!(
            (white.0.as_str(), black.0.as_str()),
            ("○", "●"),
            "{theme:?}"
        );
        if theme != ThemeName::Monochrome {
            assert_ne!(white.1.fg, black.1.fg, "{theme:?}: colours differ too");
            square_styles.push((theme, white.1.bg));
        }
    }
    // The colour themes really are different colours.
    for (i, a) in square_styles.iter().enumerate() {
        for b in &square_styles[i + 1..] {
            assert_ne!(a.1, b.1, "{:?} and {:?} draw a1 alike", a.0, b.0);
        }
    }
}

#[test]
fn basic_has_no_true_colour_and_monochrome_no_colour() {
    let buffer = draw(ThemeName::Basic);
    let rgb = |c: Option<Color>| matches!(c, Some(Color::Rgb(..) | Color::Indexed(_)));
    assert!(
        buffer
            .content
            .iter()
            .all(|c| !rgb(Some(c.fg)) && !rgb(Some(c.bg))),
        "only the 16 basic colours"
    );
    let buffer = draw(ThemeName::Monochrome);
    assert!(
        buffer
            .content
            .iter()
            .all(|c| c.fg == Color::Reset && c.bg == Color::Reset),
        "no colour at all"
    );
}

/// The game screen in ASCII mode mid-capture, with every mark, the frame,
/// the key bar and a non-ASCII name on screen: no character outside ASCII,
/// and the pieces still told apart by glyph.
#[test]
fn the_ascii_game_screen_is_ascii_only() {
    for theme in ThemeName::drawn() {
        let app = App::from_tokens(
            Rules::default(),
            "Adélaïde",
            "名前",
            &["@c3", "@d3", "@d4"],
            Theme::named(theme).with_ascii(true),
        )
        .expect("tokens replay");
        let terminal = support::tui::draw(&app, 100, 32);
        let buffer = terminal.backend().buffer();
        let text: String = (0..buffer.area.height)
            .flat_map(|y| (0..buffer.area.width).map(move |x| (x, y)))
            .map(|(x, y)| buffer[(x, y)].symbol())
            .collect();
        let outside: Vec<char> = text.chars().filter(|c| !c.is_ascii()).collect();
        assert!(outside.is_empty(), "{theme:?}: {outside:?}");
        assert!(text.contains("O Ad"), "{theme:?}: White's glyph and name");
        assert!(
            text.contains("# ?"),
            "{theme:?}: Black's glyph and name\n{text}"
        );
        assert!(text.contains("+---"), "{theme:?}: the frame's corners");
    }
}
