//! A player's panel: name and colour, pieces in hand, pieces lost, whose turn.

use crate::tr;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use yote_engine::{Color, Game};

use crate::tui::look::theme::Theme;

/// The panel of one player.
pub struct HandPanel<'a> {
    pub side: Color,
    /// The player's name (the title adds the colour).
    pub name: &'a str,
    pub game: &'a Game,
    pub theme: &'a Theme,
    /// A piece may be taken from this hand now (the capture flow).
    pub offer_hand: bool,
    /// Pieces of this hand already chosen as second pieces: the count shown
    /// falls as they are chosen.
    pub taking: u8,
    /// The computer's level (or the engine), when a machine plays this
    /// side: said on the panel's bottom border, always in view.
    pub computer: Option<crate::prefs::Machine>,
    /// The name the engine gave itself, when it plays this side.
    pub engine_name: Option<&'a str>,
    /// The player's clock, in a timed game: drawn at the title's right.
    pub clock: Option<crate::tui::widgets::clock::ClockFace>,
}

impl Widget for HandPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let pos = self.game.position();
        let to_move = !self.game.is_over() && self.game.to_move() == self.side;
        // " ○ name (colour) " within the borders: a long name is shortened.
        let glyph = Span::raw(t.glyph(self.side)).width();
        let room = usize::from(area.width).saturating_sub(glyph + 5);
        let label = crate::tui::words::label(self.name, self.side, room);
        let title = Line::from(vec![
            Span::raw(" "),
            Span::styled(t.glyph(self.side), t.side_text(self.side)),
            Span::styled(format!(" {label} "), t.side_text(self.side)),
        ]);
        let mut block = Block::bordered().title(title);
        if let Some(clock) = self.clock {
            block = block.title(clock.line(t));
        }
        if self.offer_hand {
            block = block
                .border_style(t.active_border())
                .title_bottom(Line::styled(format!(" {} ", tr!("hand-take")), t.prompt()));
        } else if to_move {
            block = block.border_style(t.to_move_border());
        }
        if let (Some(machine), false) = (self.computer, self.offer_hand) {
            let words = match machine {
                crate::prefs::Machine::Level(level) => {
                    tr!("setup-computer", level = crate::tui::words::level(level))
                }
                crate::prefs::Machine::Engine => match self.engine_name {
                    Some(name) => tr!("engine-named", name = name),
                    None => crate::tui::words::machine(machine),
                },
            };
            block = block.title_bottom(Line::styled(format!(" {words} "), t.dim()));
        }
        let hand = pos.hand(self.side).saturating_sub(self.taking);
        let taking = if self.taking > 0 {
            format!(" (−{})", self.taking)
        } else {
            String::new()
        };
        // The two labels padded to one width, so that the counts line up.
        let (in_hand, lost) = (tr!("hand-in"), tr!("hand-lost"));
        let label = in_hand.chars().count().max(lost.chars().count());
        let inner_w = area
            .width
            .saturating_sub(label as u16 + 8 + taking.chars().count() as u16)
            as usize;
        let glyphs = t.glyph(self.side).repeat((hand as usize).min(inner_w));
        let turn = if to_move {
            Span::styled(
                format!("   {}", tr!("hand-to-move")),
                t.side_text(self.side).add_modifier(Modifier::BOLD),
            )
        } else {
            Span::raw("")
        };
        let lines = vec![
            Line::from(vec![
                Span::raw(format!("{in_hand:<label$} {hand:>2}")),
                Span::styled(taking, t.prompt()),
                Span::raw("  "),
                Span::styled(glyphs, t.piece_text(self.side)),
            ]),
            Line::from(vec![
                Span::raw(format!(
                    "{lost:<label$} {:>2}",
                    self.game.lost(self.side) + u32::from(self.taking)
                )),
                turn,
            ]),
        ];
        Paragraph::new(lines).block(block).render(area, buf);
    }
}
