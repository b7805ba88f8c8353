//! The board as a player sees it, in every theme: the contrast of every
//! drawn cell, read from the rendered buffer (so `Reset`, dim and reversed
//! count, not only the theme's table), and snapshots that record each
//! cell's foreground and background (a text-only snapshot is the same in
//! every theme).

use std::collections::BTreeMap;
use std::fmt::Write;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::{Buffer, Cell};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};
use ratatui::widgets::Widget;
use yote::prefs::ThemeName;
use yote::tui::Theme;
use yote::tui::look::colours::contrast;
use yote::tui::screens::game::input::Highlights;
use yote::tui::widgets::board::{BoardGeom, BoardView, Threats};
use yote_engine::{Bitboard, Game, Rules, Square};

/// WCAG's ratio for graphics.
const MIN: f64 = 3.0;

fn bits(names: &[&str]) -> Bitboard {
    names
        .iter()
        .map(|n| Square::parse(n).expect("a square").bit())
        .fold(0, |a, b| a | b)
}

/// Both colours on both shades of square, threats both ways (White to
/// move: c3 and e4 can be taken by Black, b1, b2 and d3 by White), and the
/// last move on b4.
pub(crate) fn threat_game() -> Game {
    let mut game = Game::default();
    game.play_tokens(&[
        "@a1", "@b1", "@c3", "@d3", "@a2", "@b2", "@e4", "@f4", "@d5", "@b4",
    ])
    .expect("legal");
    game
}

/// What a board shows: the highlights, cursor, selection and hint.
struct Scene {
    highlights: Highlights,
    cursor: Option<Square>,
    selected: Option<Square>,
    picked: Bitboard,
    hint: Option<yote_engine::Move>,
}

/// Every kind of highlight on some square of [`threat_game`], with pieces
/// on them where the game would put them.
fn scenes(game: &Game) -> Vec<(&'static str, Scene)> {
    let hint = game.legal_moves().into_iter().find(|m| !m.is_capture());
    vec![
        (
            "threats",
            Scene {
                highlights: Highlights::default(),
                cursor: Square::parse("e4"),
                selected: None,
                picked: 0,
                hint,
            },
        ),
        (
            "capturing",
            Scene {
                highlights: Highlights {
                    destinations: bits(&["c4", "c2"]),
                    captures: bits(&["e3"]),
                    jumped: bits(&["d3"]),
                    removable: bits(&["f4", "b2"]),
                    must_capture: bits(&["a1"]),
                    repeats: bits(&["c2"]),
                    ..Highlights::default()
                },
                cursor: Square::parse("c3"),
                selected: Square::parse("c3"),
                picked: bits(&["b4"]),
                hint: None,
            },
        ),
    ]
}

fn render(theme: &Theme, game: &Game, scene: &Scene, w: u16, h: u16) -> (Buffer, BoardGeom) {
    let area = Rect::new(0, 0, w, h);
    let rules = game.rules();
    let geom = BoardGeom::fit(area, rules.rows, rules.columns);
    let mut buf = Buffer::empty(area);
    let view = BoardView {
        game,
        geom,
        theme,
        highlights: &scene.highlights,
        cursor: scene.cursor,
        selected: scene.selected,
        preview: None,
        picked: scene.picked,
        hint: scene.hint,
    };
    let viewer = game.to_move();
    view.with_threats(Threats::seen_by(game, viewer))
        .render(area, &mut buf);
    (buf, geom)
}

/// The colours a cell shows as (text, background), reversed applied.
fn shown(cell: &Cell) -> (Color, Color, bool) {
    let m = cell.modifier;
    let (fg, bg) = if m.contains(Modifier::REVERSED) {
        (cell.bg, cell.fg)
    } else {
        (cell.fg, cell.bg)
    };
    (fg, bg, m.contains(Modifier::DIM))
}

/// Contrast of a cell's drawing against its own background, Reset taken as
/// xterm's e5e5e5 on 000000.
fn cell_contrast(cell: &Cell) -> f64 {
    let (fg, bg, dim) = shown(cell);
    // Reversed Reset text is e5e5e5 behind 000000.
    let (fg, bg) = match (fg, bg) {
        (Color::Reset, Color::Reset) if cell.modifier.contains(Modifier::REVERSED) => {
            (Color::Black, Color::Gray)
        }
        other => other,
    };
    contrast(fg, bg, dim)
}

pub(crate) fn theme_of(name: ThemeName, ascii: bool) -> Theme {
    Theme::named(name).with_ascii(ascii)
}

#[test]
fn every_drawn_cell_of_every_theme_stands_out_three_to_one() {
    let game = threat_game();
    let mut checked = 0;
    for name in ThemeName::drawn() {
        for ascii in [false, true] {
            let theme = theme_of(name, ascii);
            for (scene_name, scene) in scenes(&game) {
                for (w, h) in [(100, 32), (80, 24), (60, 20), (30, 8)] {
                    let (buf, geom) = render(&theme, &game, &scene, w, h);
                    let mut shades = [[false; 2]; 2];
                    for row in 0..geom.rows {
                        for col in 0..geom.cols {
                            let sq = Square::new(row, col);
                            let rect = geom.cell(sq);
                            if let Some(side) = game.position().piece_at(sq) {
                                shades[side.index()][usize::from((row + col) % 2 == 0)] = true;
                            }
                            for y in rect.y..rect.bottom() {
                                for x in rect.x..rect.right() {
                                    let cell = &buf[(x, y)];
                                    if cell.symbol().trim().is_empty() {
                                        continue;
                                    }
                                    let c = cell_contrast(cell);
                                    assert!(
                                        c >= MIN,
                                        "{name:?} ascii={ascii} {scene_name} {w}x{h} {sq} \
                                         ({x},{y}) {:?} {cell:?}: {c:.2}",
                                        cell.symbol()
                                    );
                                    checked += 1;
                                }
                            }
                        }
                    }
                    assert_eq!(shades, [[true; 2]; 2], "both colours on both shades");
                }
            }
        }
    }
    assert!(checked > 1000, "{checked}");
}

/// The chips of the threat marks and the cursor stand out from the square
/// they are on (read at the cell under the chip), in every colour theme.
#[test]
fn threat_chips_stand_out_from_their_square() {
    let game = threat_game();
    let threats = Threats::seen_by(&game, game.to_move());
    assert_eq!(threats.in_danger, bits(&["c3", "e4"]));
    assert_eq!(threats.can_take, bits(&["b1", "b2", "d3"]));
    let scene = &scenes(&game)[0].1;
    for name in ThemeName::drawn().filter(|n| *n != ThemeName::Monochrome) {
        let theme = theme_of(name, false);
        for (w, h) in [(100, 32), (80, 24)] {
            let (buf, geom) = render(&theme, &game, scene, w, h);
            for sq in yote_engine::square::squares(threats.in_danger | threats.can_take) {
                let rect = geom.cell(sq);
                let chip = &buf[(rect.x, rect.y)];
                let want = if threats.in_danger & sq.bit() != 0 {
                    "!"
                } else {
                    "×"
                };
                assert_eq!(chip.symbol(), want, "{name:?} {sq}");
                let square = &buf[(rect.x, rect.y + 1)];
                let c = contrast(chip.bg, square.bg, false);
                assert!(
                    c >= MIN,
                    "{name:?} {w}x{h} {sq}: chip {:?} on {:?}: {c:.2}",
                    chip.bg,
                    square.bg
                );
            }
        }
    }
}

/// Monochrome and ASCII tell the two marks and the two sides apart by
/// glyph alone.
#[test]
fn marks_and_pieces_differ_by_glyph_without_colour() {
    let game = threat_game();
    let scene = &scenes(&game)[0].1;
    for ascii in [false, true] {
        let theme = theme_of(ThemeName::Monochrome, ascii);
        let (buf, geom) = render(&theme, &game, scene, 100, 32);
        let corner = |name: &str| {
            let rect = geom.cell(Square::parse(name).expect("square"));
            buf[(rect.x, rect.y)].symbol().to_string()
        };
        let take = if ascii { "x" } else { "×" };
        assert_eq!(
            (corner("c3"), corner("d3")),
            ("!".to_string(), take.to_string())
        );
        assert_eq!(corner("a2"), " ", "no mark on a piece out of reach");
        let top = |name: &str| {
            let rect = geom.cell(Square::parse(name).expect("square"));
            (rect.x + 1..rect.right() - 1)
                .map(|x| buf[(x, rect.y)].symbol().to_string())
                .collect::<String>()
        };
        assert_ne!(top("a1"), top("b1"), "White's and Black's tops differ");
    }
}

/// The buffer as text rows, then each cell's style as a letter, then what
/// each letter is (foreground, background, modifiers).
pub(crate) fn styled_snapshot(buf: &Buffer) -> String {
    let mut legend: BTreeMap<String, char> = BTreeMap::new();
    let letters: Vec<char> = ('a'..='z').chain('A'..='Z').chain('0'..='9').collect();
    let mut out = String::new();
    let mut styles = String::new();
    let area = buf.area;
    for y in 0..area.height {
        let mut text = String::new();
        let mut codes = String::new();
        for x in 0..area.width {
            let cell = &buf[(x, y)];
            text.push_str(cell.symbol());
            let key = format!("fg {:?}, bg {:?}, {:?}", cell.fg, cell.bg, cell.modifier);
            let n = legend.len();
            let code = *legend
                .entry(key)
                .or_insert_with(|| letters[n % letters.len()]);
            codes.push(code);
        }
        let _ = writeln!(out, "{text}|");
        let _ = writeln!(styles, "{codes}|");
    }
    out.push('\n');
    out.push_str(&styles);
    out.push('\n');
    let mut by_letter: Vec<(char, String)> = legend.into_iter().map(|(k, v)| (v, k)).collect();
    by_letter.sort();
    for (letter, key) in by_letter {
        let _ = writeln!(out, "{letter}: {key}");
    }
    out
}

#[test]
fn board_snapshots_in_every_theme_with_threats() {
    let game = threat_game();
    let scene = &scenes(&game)[0].1;
    for name in ThemeName::drawn() {
        let theme = theme_of(name, false);
        for (w, h) in [(100, 32), (80, 24)] {
            let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("test terminal");
            terminal
                .draw(|f| {
                    let area = f.area();
                    let rules = game.rules();
                    let geom = BoardGeom::fit(area, rules.rows, rules.columns);
                    BoardView {
                        game: &game,
                        geom,
                        theme: &theme,
                        highlights: &scene.highlights,
                        cursor: scene.cursor,
                        selected: None,
                        preview: None,
                        picked: 0,
                        hint: scene.hint,
                    }
                    .with_threats(Threats::seen_by(&game, game.to_move()))
                    .render(area, f.buffer_mut());
                })
                .expect("drawn");
            let snap = styled_snapshot(terminal.backend().buffer());
            insta::assert_snapshot!(format!("board_{}_{w}x{h}", name.key()), snap);
        }
    }
}

/// The status line's words for the threats: both directions, the second
/// pieces, and the exposed hand when second pieces may come from it.
#[test]
fn threat_words_say_both_directions() {
    yote::i18n::set_language(yote::i18n::Lang::En);
    let game = threat_game();
    let attacks = yote_engine::Attacks::of(game.position(), game.rules());
    let said = yote::tui::words::threats(&attacks, game.rules(), "Ada").expect("threats");
    assert_eq!(
        said,
        "× Ada can take 3 (+1 of their choice)  ! Ada can lose 2 next move"
    );
    let hand = Rules {
        second_piece: yote_engine::SecondPiece::BoardOrHand,
        ..Rules::default()
    };
    let said = yote::tui::words::threats(&attacks, &hand, "Ada").expect("threats");
    assert!(said.ends_with("next move, hand too"), "{said}");
    // Both threats fit an 80-column status line in every language.
    for lang in yote::i18n::Lang::ALL {
        yote::i18n::set_language(lang);
        let said = yote::tui::words::threats(&attacks, &hand, "Ada").expect("threats");
        assert!(said.chars().count() <= 78, "{lang:?}: {said}");
        let quit = yote::tui::words::too_small_quit();
        assert!(quit.chars().count() <= 78, "{lang:?}: {quit}");
    }
    yote::i18n::set_language(yote::i18n::Lang::En);
    let quiet = yote_engine::Attacks::default();
    assert_eq!(yote::tui::words::threats(&quiet, game.rules(), "Ada"), None);
    let (name, why) = yote::tui::look::theme::AutoChoice::of(None, None);
    assert_eq!(
        yote::tui::screens::settings::theme_auto_why(name.key(), why),
        "Auto chose basic: your terminal did not say it has true colour."
    );
    assert_eq!(
        yote::tui::screens::settings::theme_auto(name.key()),
        "auto (basic)"
    );
}

/// Whatever the terminal says, `auto` picks one of the themes the contrast
/// test above draws, so `auto` never fails it.
#[test]
fn auto_is_always_a_checked_theme() {
    for no_color in [None, Some(""), Some("1")] {
        for colorterm in [None, Some("truecolor"), Some("24bit"), Some("yes")] {
            let (name, _) = yote::tui::look::theme::AutoChoice::of(no_color, colorterm);
            assert!(
                ThemeName::drawn().any(|t| t == name),
                "{no_color:?} {colorterm:?}: {name:?}"
            );
            assert_eq!(Theme::named(name).resolved_name(), name);
        }
    }
}
