//! Every style of the terminal game in one place, with a monochrome variant
//! for `NO_COLOR` that relies on glyphs and marks instead of colour.

use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Span;

use crate::prefs::ThemeName;
use yote_engine::Color as Side;

/// The styles and glyphs used to draw the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Theme {
    /// Whether colours are used at all (false under `NO_COLOR`).
    pub colour: bool,
    /// Whether the screen is drawn in ASCII only (see [`super::ascii`]).
    pub ascii: bool,
    palette: Palette,
}

/// The colours of one theme, by what they mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Palette {
    white_piece: Color,
    black_piece: Color,
    white_text: Color,
    black_text: Color,
    dark_square: Color,
    light_square: Color,
    last_move: Color,
    selected: Color,
    destination: Color,
    capture: Color,
    removable: Color,
    cursor: Color,
    coords: Color,
    dim: Color,
    focus: Color,
    key: Color,
    error: Color,
}

/// For a dark terminal background, in true colour.
const DARK: Palette = Palette {
    white_piece: Color::White,
    black_piece: Color::Black,
    white_text: Color::White,
    black_text: Color::LightRed,
    dark_square: Color::Rgb(160, 120, 70),
    light_square: Color::Rgb(190, 150, 95),
    last_move: Color::Rgb(205, 190, 90),
    selected: Color::Rgb(90, 150, 210),
    destination: Color::Rgb(110, 180, 110),
    capture: Color::Rgb(225, 150, 60),
    removable: Color::Rgb(215, 95, 85),
    cursor: Color::Blue,
    coords: Color::Gray,
    dim: Color::DarkGray,
    focus: Color::Yellow,
    key: Color::Cyan,
    error: Color::LightRed,
};

/// For a light terminal background: dark text, paler squares.
const LIGHT: Palette = Palette {
    white_piece: Color::Rgb(255, 255, 255),
    black_piece: Color::Rgb(20, 20, 20),
    white_text: Color::Blue,
    black_text: Color::Rgb(20, 20, 20),
    dark_square: Color::Rgb(181, 136, 99),
    light_square: Color::Rgb(214, 178, 130),
    last_move: Color::Rgb(230, 214, 110),
    selected: Color::Rgb(120, 170, 230),
    destination: Color::Rgb(140, 200, 140),
    capture: Color::Rgb(240, 170, 80),
    removable: Color::Rgb(230, 120, 110),
    cursor: Color::Blue,
    coords: Color::DarkGray,
    dim: Color::Rgb(100, 100, 100),
    focus: Color::Magenta,
    key: Color::Blue,
    error: Color::Red,
};

/// The strongest contrasts: black squares, bright pieces and marks.
const HIGH_CONTRAST: Palette = Palette {
    white_piece: Color::White,
    black_piece: Color::LightYellow,
    white_text: Color::White,
    black_text: Color::LightYellow,
    dark_square: Color::Black,
    light_square: Color::Rgb(48, 48, 48),
    last_move: Color::Blue,
    selected: Color::Magenta,
    destination: Color::Green,
    capture: Color::Rgb(200, 90, 0),
    removable: Color::Red,
    cursor: Color::LightCyan,
    coords: Color::White,
    dim: Color::White,
    focus: Color::LightCyan,
    key: Color::LightCyan,
    error: Color::LightRed,
};

/// The 16 basic colours only, for terminals without true colour.
const BASIC: Palette = Palette {
    white_piece: Color::White,
    black_piece: Color::Black,
    white_text: Color::White,
    black_text: Color::LightRed,
    dark_square: Color::Yellow,
    light_square: Color::LightYellow,
    last_move: Color::LightCyan,
    selected: Color::LightBlue,
    destination: Color::LightGreen,
    capture: Color::LightMagenta,
    removable: Color::LightRed,
    cursor: Color::Blue,
    coords: Color::Gray,
    dim: Color::DarkGray,
    focus: Color::Yellow,
    key: Color::Cyan,
    error: Color::LightRed,
};

impl Theme {
    /// The colour theme (dark background, true colour).
    pub fn colour() -> Theme {
        Theme::named(ThemeName::Dark)
    }

    /// The theme without colours: glyphs and marks tell everything apart.
    pub fn mono() -> Theme {
        Theme {
            colour: false,
            ascii: false,
            palette: DARK,
        }
    }

    /// The theme of a name; `Auto` is read from the environment.
    pub fn named(name: ThemeName) -> Theme {
        let palette = match name {
            ThemeName::Light => LIGHT,
            ThemeName::HighContrast => HIGH_CONTRAST,
            ThemeName::Basic => BASIC,
            ThemeName::Monochrome => return Theme::mono(),
            ThemeName::Auto => return Theme::from_preference(name),
            ThemeName::Dark => DARK,
        };
        Theme {
            colour: true,
            ascii: false,
            palette,
        }
    }

    /// The theme the preferences name, given the terminal: monochrome
    /// under `NO_COLOR` whatever is preferred, and for `Auto` the 16-colour
    /// one unless `COLORTERM` announces true colour.
    pub fn from_preference(name: ThemeName) -> Theme {
        let var = |n: &str| std::env::var(n).ok();
        match name.resolve(var("NO_COLOR").as_deref(), var("COLORTERM").as_deref()) {
            ThemeName::Auto => Theme::colour(),
            resolved => Theme::named(resolved),
        }
    }

    /// The theme and characters the preferences ask for, given the
    /// terminal's environment (`NO_COLOR`, `COLORTERM`, the locale).
    pub fn from_prefs(prefs: &crate::prefs::Prefs) -> Theme {
        let ascii = prefs.glyphs.ascii(&|name| std::env::var(name).ok());
        Theme::from_preference(prefs.theme).with_ascii(ascii)
    }

    /// Monochrome when `NO_COLOR` is set to anything non-empty (no-color.org),
    /// else the colours `COLORTERM` allows.
    pub fn detect() -> Theme {
        Theme::from_preference(ThemeName::Auto)
    }

    /// The same theme drawn in ASCII only (`ascii`) or with Unicode.
    pub fn with_ascii(self, ascii: bool) -> Theme {
        Theme { ascii, ..self }
    }

    /// A piece's glyph: the two sides differ by shape, not only by colour.
    pub fn glyph(&self, side: Side) -> &'static str {
        match (side, self.ascii) {
            (Side::White, false) => "○",
            (Side::Black, false) => "●",
            (Side::White, true) => "O",
            (Side::Black, true) => "#",
        }
    }

    fn pick(&self, colour: Style, mono: Style) -> Style {
        if self.colour { colour } else { mono }
    }

    /// A piece on the board or in a panel.
    pub fn piece(&self, side: Side) -> Style {
        let colour = match side {
            Side::White => Style::new().fg(self.palette.white_piece),
            Side::Black => Style::new().fg(self.palette.black_piece),
        };
        self.pick(colour.add_modifier(Modifier::BOLD), Style::new())
    }

    /// A piece glyph outside the board (panels, history), on the terminal's
    /// own background.
    pub fn piece_text(&self, side: Side) -> Style {
        self.side_text(side)
    }

    /// A player's name in text (titles, prompts): readable on any background.
    /// "○ White vs ● Black": both players by glyph, name and colour, as the
    /// game, replay and resume screens head their lines.
    pub fn players(&self, white: &str, black: &str) -> [Span<'static>; 3] {
        let player = |side: Side, name: &str| {
            Span::styled(format!("{} {name}", self.glyph(side)), self.side_text(side))
        };
        [
            player(Side::White, white),
            Span::raw(format!(" {} ", crate::tr!("players-versus"))),
            player(Side::Black, black),
        ]
    }

    pub fn side_text(&self, side: Side) -> Style {
        let colour = match side {
            Side::White => Style::new().fg(self.palette.white_text),
            Side::Black => Style::new().fg(self.palette.black_text),
        }
        .add_modifier(Modifier::BOLD);
        self.pick(colour, Style::new())
    }

    /// An ordinary square; the two shades alternate like a draughts board.
    pub fn square(&self, dark: bool) -> Style {
        let bg = if dark {
            self.palette.dark_square
        } else {
            self.palette.light_square
        };
        self.pick(Style::new().bg(bg), Style::new())
    }

    /// The from and to squares of the last move.
    pub fn last_move(&self) -> Style {
        self.pick(Style::new().bg(self.palette.last_move), Style::new())
    }

    /// The selected piece.
    pub fn selected(&self) -> Style {
        self.pick(Style::new().bg(self.palette.selected), Style::new())
    }

    /// A square the selected piece may go to.
    pub fn destination(&self) -> Style {
        self.pick(Style::new().bg(self.palette.destination), Style::new())
    }

    /// A square the selected piece may land on by capturing.
    pub fn capture(&self) -> Style {
        self.pick(Style::new().bg(self.palette.capture), Style::new())
    }

    /// An enemy piece that may be taken: jumped by a capture, or chosen as
    /// the second piece.
    pub fn removable(&self) -> Style {
        self.pick(Style::new().bg(self.palette.removable), Style::new())
    }

    /// The marks around the square under the cursor.
    pub fn cursor(&self) -> Style {
        self.pick(
            Style::new()
                .fg(self.palette.cursor)
                .add_modifier(Modifier::BOLD),
            Style::new(),
        )
    }

    /// Coordinates around the board.
    pub fn coords(&self) -> Style {
        self.pick(Style::new().fg(self.palette.coords), Style::new())
    }

    /// Headings and the title.
    pub fn title(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// Secondary text: explanations.
    pub fn dim(&self) -> Style {
        self.pick(Style::new().fg(self.palette.dim), Style::new())
    }

    /// The item that has the focus in a list.
    pub fn focus(&self) -> Style {
        self.pick(
            Style::new()
                .fg(self.palette.focus)
                .add_modifier(Modifier::BOLD),
            Style::new(),
        )
    }

    /// The chosen value of a toggle.
    pub fn chosen(&self) -> Style {
        self.pick(
            Style::new()
                .fg(Color::Black)
                .bg(self.palette.focus)
                .add_modifier(Modifier::BOLD),
            Style::new(),
        )
    }

    /// A key name in the key bar and the help.
    pub fn key(&self) -> Style {
        self.pick(
            Style::new()
                .fg(self.palette.key)
                .add_modifier(Modifier::BOLD),
            Style::new(),
        )
    }

    /// Error messages: a refused move, an invalid option.
    pub fn error(&self) -> Style {
        self.pick(
            Style::new()
                .fg(self.palette.error)
                .add_modifier(Modifier::BOLD),
            Style::new(),
        )
    }

    /// Prompts that ask for something (the second piece, a draw offer).
    pub fn prompt(&self) -> Style {
        self.pick(
            Style::new()
                .fg(self.palette.focus)
                .add_modifier(Modifier::BOLD),
            Style::new(),
        )
    }

    /// The border of a panel that may be clicked or chosen now.
    pub fn active_border(&self) -> Style {
        self.pick(Style::new().fg(self.palette.error), Style::new())
    }
}
