//! Every style of the terminal game in one place, with a monochrome variant
//! for `NO_COLOR` that relies on glyphs and marks instead of colour.

use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Span;

use crate::engine::Color as Side;

/// The styles and glyphs used to draw the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Theme {
    /// Whether colours are used at all (false under `NO_COLOR`).
    pub colour: bool,
}

impl Theme {
    /// The colour theme.
    pub fn colour() -> Theme {
        Theme { colour: true }
    }

    /// The theme without colours: glyphs and marks tell everything apart.
    pub fn mono() -> Theme {
        Theme { colour: false }
    }

    /// Monochrome when `NO_COLOR` is set to anything non-empty (no-color.org).
    pub fn detect() -> Theme {
        match std::env::var_os("NO_COLOR") {
            Some(v) if !v.is_empty() => Theme::mono(),
            _ => Theme::colour(),
        }
    }

    /// A piece's glyph: the two sides differ by shape, not only by colour.
    pub fn glyph(&self, side: Side) -> &'static str {
        match side {
            Side::White => "○",
            Side::Black => "●",
        }
    }

    fn pick(&self, colour: Style, mono: Style) -> Style {
        if self.colour { colour } else { mono }
    }

    /// A piece on the board or in a panel.
    pub fn piece(&self, side: Side) -> Style {
        let colour = match side {
            Side::White => Style::new().fg(Color::White).add_modifier(Modifier::BOLD),
            Side::Black => Style::new().fg(Color::Black).add_modifier(Modifier::BOLD),
        };
        self.pick(colour, Style::new())
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
            Span::raw(" vs "),
            player(Side::Black, black),
        ]
    }

    pub fn side_text(&self, side: Side) -> Style {
        let colour = match side {
            Side::White => Style::new().fg(Color::White).add_modifier(Modifier::BOLD),
            Side::Black => Style::new()
                .fg(Color::LightRed)
                .add_modifier(Modifier::BOLD),
        };
        self.pick(colour, Style::new())
    }

    /// An ordinary square; the two shades alternate like a draughts board.
    pub fn square(&self, dark: bool) -> Style {
        let bg = if dark {
            Color::Rgb(160, 120, 70)
        } else {
            Color::Rgb(190, 150, 95)
        };
        self.pick(Style::new().bg(bg), Style::new())
    }

    /// The from and to squares of the last move.
    pub fn last_move(&self) -> Style {
        self.pick(Style::new().bg(Color::Rgb(205, 190, 90)), Style::new())
    }

    /// The selected piece.
    pub fn selected(&self) -> Style {
        self.pick(Style::new().bg(Color::Rgb(90, 150, 210)), Style::new())
    }

    /// A square the selected piece may go to.
    pub fn destination(&self) -> Style {
        self.pick(Style::new().bg(Color::Rgb(110, 180, 110)), Style::new())
    }

    /// A square the selected piece may land on by capturing.
    pub fn capture(&self) -> Style {
        self.pick(Style::new().bg(Color::Rgb(225, 150, 60)), Style::new())
    }

    /// An enemy piece that may be taken: jumped by a capture, or chosen as
    /// the second piece.
    pub fn removable(&self) -> Style {
        self.pick(Style::new().bg(Color::Rgb(215, 95, 85)), Style::new())
    }

    /// The marks around the square under the cursor.
    pub fn cursor(&self) -> Style {
        self.pick(
            Style::new().fg(Color::Blue).add_modifier(Modifier::BOLD),
            Style::new(),
        )
    }

    /// Coordinates around the board.
    pub fn coords(&self) -> Style {
        self.pick(Style::new().fg(Color::Gray), Style::new())
    }

    /// Headings and the title.
    pub fn title(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// Secondary text: explanations.
    pub fn dim(&self) -> Style {
        self.pick(Style::new().fg(Color::DarkGray), Style::new())
    }

    /// The item that has the focus in a list.
    pub fn focus(&self) -> Style {
        self.pick(
            Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
            Style::new(),
        )
    }

    /// The chosen value of a toggle.
    pub fn chosen(&self) -> Style {
        self.pick(
            Style::new()
                .fg(Color::Black)
                .bg(Color::Yellow)
                .add_modifier(Modifier::BOLD),
            Style::new(),
        )
    }

    /// A key name in the key bar and the help.
    pub fn key(&self) -> Style {
        self.pick(
            Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
            Style::new(),
        )
    }

    /// Error messages: a refused move, an invalid option.
    pub fn error(&self) -> Style {
        self.pick(
            Style::new()
                .fg(Color::LightRed)
                .add_modifier(Modifier::BOLD),
            Style::new(),
        )
    }

    /// Prompts that ask for something (the second piece, a draw offer).
    pub fn prompt(&self) -> Style {
        self.pick(
            Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
            Style::new(),
        )
    }

    /// The border of a panel that may be clicked or chosen now.
    pub fn active_border(&self) -> Style {
        self.pick(Style::new().fg(Color::LightRed), Style::new())
    }
}
