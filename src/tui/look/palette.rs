//! The colours of each theme, by what they mark ([`Palette`]), and how
//! many colours the terminal shows ([`Depth`]), which they are drawn in.

use ratatui::style::Color;

/// The colours of one theme, by what they mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Palette {
    pub(super) white_piece: Color,
    pub(super) black_piece: Color,
    pub(super) dark_square: Color,
    pub(super) light_square: Color,
    pub(super) last_move: Color,
    pub(super) selected: Color,
    pub(super) destination: Color,
    pub(super) capture: Color,
    pub(super) removable: Color,
    pub(super) cursor: Color,
    pub(super) coords: Color,
    pub(super) dim: Color,
    pub(super) focus: Color,
    pub(super) key: Color,
    pub(super) error: Color,
    /// The mark on a piece of the player's that the opponent can take next
    /// move, and on an enemy piece the player can take now: glyphs in these
    /// colours on a chip of `chip`.
    pub(super) threat: Color,
    pub(super) target: Color,
    pub(super) chip: Color,
}

/// For a dark terminal background, in true colour.
pub(super) const DARK: Palette = Palette {
    white_piece: Color::White,
    black_piece: Color::Black,
    dark_square: Color::Rgb(140, 100, 60),
    light_square: Color::Rgb(176, 132, 80),
    last_move: Color::Rgb(120, 120, 40),
    selected: Color::Rgb(40, 100, 170),
    destination: Color::Rgb(50, 130, 60),
    capture: Color::Rgb(190, 100, 20),
    removable: Color::Rgb(190, 50, 50),
    cursor: Color::Rgb(120, 200, 255),
    coords: Color::Gray,
    dim: Color::DarkGray,
    focus: Color::Yellow,
    key: Color::Cyan,
    error: Color::LightRed,
    threat: Color::Rgb(255, 80, 80),
    target: Color::Rgb(90, 230, 120),
    chip: Color::Rgb(0, 0, 0),
};

/// For a light terminal background: dark text, paler squares.
pub(super) const LIGHT: Palette = Palette {
    white_piece: Color::Rgb(255, 255, 255),
    black_piece: Color::Rgb(20, 20, 20),
    dark_square: Color::Rgb(150, 110, 70),
    light_square: Color::Rgb(181, 136, 99),
    last_move: Color::Rgb(130, 130, 50),
    selected: Color::Rgb(60, 110, 180),
    destination: Color::Rgb(60, 140, 70),
    capture: Color::Rgb(200, 110, 30),
    removable: Color::Rgb(200, 60, 60),
    cursor: Color::Rgb(120, 200, 255),
    coords: Color::DarkGray,
    dim: Color::Rgb(100, 100, 100),
    focus: Color::Magenta,
    key: Color::Blue,
    error: Color::Red,
    threat: Color::Rgb(255, 90, 90),
    target: Color::Rgb(100, 235, 130),
    chip: Color::Rgb(0, 0, 0),
};

/// The strongest contrasts: black squares, bright pieces and marks.
pub(super) const HIGH_CONTRAST: Palette = Palette {
    white_piece: Color::White,
    black_piece: Color::LightYellow,
    dark_square: Color::Black,
    light_square: Color::Rgb(48, 48, 48),
    last_move: Color::Blue,
    selected: Color::Magenta,
    destination: Color::Rgb(0, 110, 0),
    capture: Color::Rgb(150, 70, 0),
    removable: Color::Rgb(170, 0, 0),
    cursor: Color::Blue,
    coords: Color::White,
    dim: Color::White,
    focus: Color::LightCyan,
    key: Color::LightCyan,
    error: Color::LightRed,
    threat: Color::Rgb(200, 0, 0),
    target: Color::Rgb(0, 110, 0),
    chip: Color::White,
};

/// The 16 basic colours only, for terminals without true colour: a
/// draughts board, red and grey, where both bright white and black pieces
/// stand out (the yellow squares before hid White's pieces).
pub(super) const BASIC: Palette = Palette {
    white_piece: Color::White,
    black_piece: Color::Black,
    dark_square: Color::Red,
    light_square: Color::DarkGray,
    last_move: Color::Magenta,
    selected: Color::LightBlue,
    destination: Color::Green,
    capture: Color::Cyan,
    removable: Color::LightRed,
    cursor: Color::LightCyan,
    coords: Color::Gray,
    dim: Color::DarkGray,
    focus: Color::Yellow,
    key: Color::Cyan,
    error: Color::LightRed,
    threat: Color::LightRed,
    target: Color::LightGreen,
    chip: Color::Black,
};

impl Palette {
    /// Every colour of the palette through `f`.
    pub(super) fn map(self, f: fn(Color) -> Color) -> Palette {
        Palette {
            white_piece: f(self.white_piece),
            black_piece: f(self.black_piece),
            dark_square: f(self.dark_square),
            light_square: f(self.light_square),
            last_move: f(self.last_move),
            selected: f(self.selected),
            destination: f(self.destination),
            capture: f(self.capture),
            removable: f(self.removable),
            cursor: f(self.cursor),
            coords: f(self.coords),
            dim: f(self.dim),
            focus: f(self.focus),
            key: f(self.key),
            error: f(self.error),
            threat: f(self.threat),
            target: f(self.target),
            chip: f(self.chip),
        }
    }
}

/// How many colours the terminal says it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    /// `COLORTERM` says true colour (`truecolor`, `24bit`).
    TrueColour,
    /// `TERM` names a 256-colour terminal (`xterm-256color`, …).
    Colours256,
    /// Neither: the 16 colours are all that is sure.
    Colours16,
}

impl Depth {
    /// What `COLORTERM` and `TERM` say.
    pub fn of(colorterm: Option<&str>, term: Option<&str>) -> Depth {
        if matches!(colorterm, Some("truecolor" | "24bit")) {
            Depth::TrueColour
        } else if term.is_some_and(|t| t.contains("256col")) {
            Depth::Colours256
        } else {
            Depth::Colours16
        }
    }

    /// This terminal's.
    pub fn of_terminal() -> Depth {
        let var = |n: &str| std::env::var(n).ok();
        Depth::of(var("COLORTERM").as_deref(), var("TERM").as_deref())
    }
}
