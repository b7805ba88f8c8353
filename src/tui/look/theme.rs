//! Every style of the terminal game in one place, with a monochrome variant
//! for `NO_COLOR` that relies on glyphs and marks instead of colour; and
//! the pieces' shapes. How a terminal shows the colours, and their
//! contrasts, are in [`crate::tui::look::colours`].
//!
//! Every square colour is a middle tone (relative luminance between 0.1
//! and 0.3), so that both a white and a black piece stand at least 3:1 from
//! it (WCAG's ratio for graphics); marks are drawn in whichever of black and
//! white stands out more from what is under them ([`Theme::mark`]).

use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Span;

use crate::prefs::ThemeName;
use yote_engine::Color as Side;

use crate::tui::look::colours::contrast;
pub use crate::tui::look::palette::Depth;
use crate::tui::look::palette::{BASIC, DARK, HIGH_CONTRAST, LIGHT, Palette};

/// The styles and glyphs used to draw the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Theme {
    /// Whether colours are used at all (false under `NO_COLOR`).
    pub colour: bool,
    /// Whether the screen is drawn in ASCII only (see [`crate::tui::look::ascii`]).
    pub ascii: bool,
    palette: Palette,
    /// The theme this is (never `Auto`: that is resolved first).
    name: ThemeName,
}

impl Theme {
    /// The same theme in the colours a terminal of `depth` shows: true
    /// colours turned to the nearest of xterm's 256 on a 256-colour one.
    pub fn in_depth(self, depth: Depth) -> Theme {
        match depth {
            Depth::Colours256 => Theme {
                palette: self.palette.map(crate::tui::look::colours::nearest_256),
                ..self
            },
            Depth::TrueColour | Depth::Colours16 => self,
        }
    }

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
            name: ThemeName::Monochrome,
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
            name,
        }
    }

    /// The theme the preferences name, given the terminal: monochrome
    /// under `NO_COLOR` whatever is preferred; for `Auto` dark where the
    /// terminal announces true colour or 256 colours, else the 16-colour
    /// one; in a 256-colour terminal's colours there.
    pub fn from_preference(name: ThemeName) -> Theme {
        let var = |n: &str| std::env::var(n).ok();
        let depth = Depth::of_terminal();
        let resolved = name.resolve(var("NO_COLOR").as_deref(), depth != Depth::Colours16);
        Theme::named(resolved).in_depth(depth)
    }

    /// The theme and characters the preferences ask for, given the
    /// terminal's environment (`NO_COLOR`, `COLORTERM`, the locale).
    pub fn from_prefs(prefs: &crate::prefs::Prefs) -> Theme {
        let ascii = prefs.glyphs.ascii(&|name| std::env::var(name).ok());
        Theme::from_preference(prefs.theme).with_ascii(ascii)
    }

    /// The theme this is, `Auto` resolved: what the settings screen names
    /// after "auto".
    pub fn resolved_name(&self) -> ThemeName {
        self.name
    }

    /// What `auto` picks in this terminal, and why (see [`AutoChoice`]).
    pub fn auto_choice() -> (ThemeName, AutoChoice) {
        let var = |n: &str| std::env::var(n).ok();
        AutoChoice::of(var("NO_COLOR").as_deref(), Depth::of_terminal())
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

    /// A piece as it fills a square `width` cells wide and `height` high:
    /// rows of text, centred in the square by the caller. White is a ring
    /// and Black a solid disc, so they differ by shape and fill as well as
    /// colour; the middle cell is the one-cell glyph ([`Theme::glyph`]).
    pub fn piece_art(&self, side: Side, width: u16, height: u16) -> &'static [&'static str] {
        let big = width >= 11 && height >= 5;
        match (side, self.ascii, big, width >= 7, width >= 5 && height >= 3) {
            (Side::White, false, true, _, _) => {
                &["╭─────╮", "│     │", "│  ○  │", "│     │", "╰─────╯"]
            }
            (Side::Black, false, true, _, _) => {
                &["▗▄▄▄▄▄▖", "███████", "███●███", "███████", "▝▀▀▀▀▀▘"]
            }
            (Side::White, true, true, _, _) => {
                &["+-----+", "|     |", "|  O  |", "|     |", "+-----+"]
            }
            (Side::Black, true, true, _, _) => {
                &["/#####\\", "#######", "#######", "#######", "\\#####/"]
            }
            (Side::White, false, _, true, true) => &["╭───╮", "│ ○ │", "╰───╯"],
            (Side::Black, false, _, true, true) => &["▗▄▄▄▖", "██●██", "▝▀▀▀▘"],
            (Side::White, true, _, true, true) => &["+---+", "| O |", "+---+"],
            (Side::Black, true, _, true, true) => &["/###\\", "#####", "\\###/"],
            (Side::White, false, _, false, true) => &["╭─╮", "│○│", "╰─╯"],
            (Side::Black, false, _, false, true) => &["▗▄▖", "█●█", "▝▀▘"],
            (Side::White, true, _, false, true) => &["+-+", "|O|", "+-+"],
            (Side::Black, true, _, false, true) => &["/#\\", "###", "\\#/"],
            (Side::White, false, _, _, false) => &["○"],
            (Side::Black, false, _, _, false) => &["●"],
            (Side::White, true, _, _, false) => &["O"],
            (Side::Black, true, _, _, false) => &["#"],
        }
    }

    /// A mark (brackets, dots, signs) drawn on `under`: black or white,
    /// whichever stands out more from its background.
    pub fn mark(&self, under: Style) -> Style {
        let bg = under.bg.unwrap_or(Color::Reset);
        let ink = if contrast(Color::Black, bg, false) >= contrast(Color::White, bg, false) {
            Color::Black
        } else {
            Color::White
        };
        self.pick(
            Style::new().fg(ink).add_modifier(Modifier::BOLD),
            Style::new(),
        )
    }

    /// The mark on a piece of the player's that the opponent could take
    /// next move: `!` on a chip.
    pub fn threat(&self) -> Style {
        self.pick(
            Style::new()
                .fg(self.palette.threat)
                .bg(self.palette.chip)
                .add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::BOLD),
        )
    }

    /// The mark on an enemy piece the player can take now: `×` on a chip.
    pub fn target(&self) -> Style {
        self.pick(
            Style::new()
                .fg(self.palette.target)
                .bg(self.palette.chip)
                .add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::BOLD),
        )
    }

    /// A review's mark on a move, by how bad it was (0: an inaccuracy, 1:
    /// a mistake, 2: a blunder); plain in monochrome, where the glyph
    /// (`?!`, `?`, `??`) says it alone.
    pub fn judged(&self, badness: u8) -> Style {
        let colour = match badness {
            0 => self.palette.key,
            1 => self.palette.threat,
            _ => self.palette.error,
        };
        self.pick(
            Style::new().fg(colour).add_modifier(Modifier::BOLD),
            Style::new(),
        )
    }

    /// The square of the hinted move (a piece may stand on it).
    pub fn hint(&self) -> Style {
        self.selected()
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

    /// A side's name or glyph in text (panels, titles, prompts): the
    /// side's colour as on the board, on the board square it shows best
    /// on, so that it reads the same on a dark or a light terminal.
    pub fn side_text(&self, side: Side) -> Style {
        let p = &self.palette;
        let (fg, bg) = match side {
            Side::White => (p.white_piece, p.dark_square),
            Side::Black => (p.black_piece, p.light_square),
        };
        let colour = Style::new().fg(fg).bg(bg).add_modifier(Modifier::BOLD);
        self.pick(colour, Style::new().add_modifier(Modifier::BOLD))
    }

    /// The border of the panel of the side to move.
    pub fn to_move_border(&self) -> Style {
        self.pick(Style::new().fg(self.palette.focus), Style::new())
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

    /// The marks around the square under the cursor: on a chip of their
    /// own, so that they read on any square.
    pub fn cursor(&self) -> Style {
        self.pick(
            Style::new()
                .fg(self.palette.cursor)
                .bg(self.palette.chip)
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

    /// A screen's last message: an error, or news (a prompt's style).
    pub fn message(&self, error: bool) -> Style {
        if error { self.error() } else { self.prompt() }
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

/// Why `auto` chose its theme: what the terminal said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AutoChoice {
    /// `NO_COLOR` is set: monochrome.
    NoColor,
    /// `COLORTERM` says true colour: dark.
    TrueColor,
    /// `TERM` names a 256-colour terminal: dark, in those colours.
    Colours256,
    /// The terminal said neither: basic.
    NotTrueColor,
}

impl AutoChoice {
    /// The theme `auto` resolves to under `NO_COLOR` and a terminal of
    /// `depth`, and why.
    pub fn of(no_color: Option<&str>, depth: Depth) -> (ThemeName, AutoChoice) {
        let name = ThemeName::Auto.resolve(no_color, depth != Depth::Colours16);
        let why = match (name, depth) {
            (ThemeName::Monochrome, _) => AutoChoice::NoColor,
            (_, Depth::TrueColour) => AutoChoice::TrueColor,
            (_, Depth::Colours256) => AutoChoice::Colours256,
            (_, Depth::Colours16) => AutoChoice::NotTrueColor,
        };
        (name, why)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auto_says_why() {
        let depth = |colorterm, term| Depth::of(colorterm, term);
        assert_eq!(
            AutoChoice::of(None, depth(None, Some("xterm"))),
            (ThemeName::Basic, AutoChoice::NotTrueColor)
        );
        assert_eq!(
            AutoChoice::of(None, depth(Some("truecolor"), Some("xterm"))),
            (ThemeName::Dark, AutoChoice::TrueColor)
        );
        assert_eq!(
            AutoChoice::of(None, depth(None, Some("xterm-256color"))),
            (ThemeName::Dark, AutoChoice::Colours256)
        );
        assert_eq!(
            AutoChoice::of(Some("1"), depth(Some("truecolor"), None)),
            (ThemeName::Monochrome, AutoChoice::NoColor)
        );
        assert_eq!(
            Theme::named(ThemeName::Basic).resolved_name(),
            ThemeName::Basic
        );
        assert_eq!(Theme::mono().resolved_name(), ThemeName::Monochrome);
    }
}
