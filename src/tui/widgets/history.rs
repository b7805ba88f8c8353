//! The move list: moves in pairs under one number (a move of the first
//! player and the reply), in the project's notation. A bonus move is written
//! after the move that earned it, in the same half of the pair, so one
//! number may hold more than two moves. A move can be clicked or stepped to,
//! to look at the position after it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget};

use yote_engine::{Color, Game};

use crate::tui::look::theme::Theme;

/// One numbered pair: the plies (0-based) of each player's moves in it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    pub number: usize,
    /// The first player's moves (more than one after a bonus move).
    pub first: Vec<usize>,
    /// The other player's moves.
    pub second: Vec<usize>,
}

/// The moves of `game` in numbered pairs, as [`Game::move_numbers`] counts.
pub fn rounds(game: &Game) -> Vec<Round> {
    let first = game.rules().first_player;
    let mut rounds: Vec<Round> = Vec::new();
    for (ply, n) in game.move_numbers().into_iter().enumerate() {
        if rounds.last().is_none_or(|r| r.number != n.number) {
            rounds.push(Round {
                number: n.number,
                ..Round::default()
            });
        }
        if let Some(round) = rounds.last_mut() {
            if n.side == first {
                round.first.push(ply);
            } else {
                round.second.push(ply);
            }
        }
    }
    rounds
}

/// The number of the move to be played next ([`Game::next_move_number`]).
pub fn next_number(game: &Game) -> usize {
    game.next_move_number().number
}

/// The number a ply's move is listed under ([`Game::move_number`]).
pub fn number_of(game: &Game, ply: usize) -> usize {
    game.move_number(ply).map_or(1, |n| n.number)
}

/// One screen row of the list: pieces of text, each with the ply it shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Row {
    pub parts: Vec<(String, Option<usize>)>,
}

impl Row {
    fn push(&mut self, text: String, ply: Option<usize>) {
        self.parts.push((text, ply));
    }
}

/// Column where the second player's moves start: "123. " + 13 + " ".
const SECOND: usize = 19;

/// The rows of the list at `width` columns. A pair sits on one row when it
/// fits, else its moves go one a row: nothing is cut.
pub fn rows(game: &Game, width: usize) -> Vec<Row> {
    let tokens: Vec<String> = game.moves().map(std::string::ToString::to_string).collect();
    let mut rows = Vec::new();
    for round in rounds(game) {
        let number = format!("{:>3}. ", round.number);
        let half = |plies: &[usize]| -> Vec<(String, Option<usize>)> {
            let mut parts = Vec::new();
            for (i, &ply) in plies.iter().enumerate() {
                if i > 0 {
                    parts.push((", ".to_string(), None));
                }
                parts.push((tokens[ply].clone(), Some(ply)));
            }
            parts
        };
        let (a, b) = (half(&round.first), half(&round.second));
        let a_w: usize = a.iter().map(|(t, _)| t.chars().count()).sum();
        let b_w: usize = b.iter().map(|(t, _)| t.chars().count()).sum();
        if a_w < SECOND - 5 && SECOND + b_w <= width {
            let mut row = Row::default();
            row.push(number, None);
            for (t, p) in a {
                row.push(t, p);
            }
            if !b.is_empty() {
                row.push(" ".repeat(SECOND - 5 - a_w), None);
                for (t, p) in b {
                    row.push(t, p);
                }
            }
            rows.push(row);
            continue;
        }
        // One move a row, the second player's indented further.
        let mut lead = Some(number);
        for (indent, plies) in [(5, &round.first), (7, &round.second)] {
            for &ply in plies {
                let mut row = Row::default();
                let prefix = lead.take().unwrap_or_else(|| " ".repeat(indent));
                let prefix = if indent == 7 && prefix.len() == 5 {
                    format!("{prefix}  ")
                } else {
                    prefix
                };
                row.push(prefix, None);
                row.push(tokens[ply].clone(), Some(ply));
                rows.push(row);
            }
        }
    }
    rows
}

/// The move list; the newest moves (or the move looked at) stay in view.
pub struct HistoryView<'a> {
    pub game: &'a Game,
    pub theme: &'a Theme,
    /// The move looked at: the number of moves played before the position
    /// shown (`Some(p)` marks move `p - 1`).
    pub view: Option<usize>,
}

impl HistoryView<'_> {
    /// The rows in view in `area` and the index of the first one.
    pub fn visible(&self, area: Rect) -> (Vec<Row>, usize) {
        let inner = Block::bordered().inner(area);
        let all = rows(self.game, usize::from(inner.width.saturating_sub(1)));
        let height = usize::from(inner.height);
        let focus = match self.view {
            Some(ply) => all
                .iter()
                .position(|r| r.parts.iter().any(|(_, p)| *p == ply.checked_sub(1)))
                .unwrap_or(0),
            None => all.len().saturating_sub(1),
        };
        let skip = (focus + 1).saturating_sub(height);
        let shown = all.into_iter().skip(skip).take(height).collect();
        (shown, skip)
    }

    /// The ply of the move at screen position (`x`, `y`) in `area`, if any.
    pub fn ply_at(&self, area: Rect, x: u16, y: u16) -> Option<usize> {
        let inner = Block::bordered().inner(area);
        if !inner.contains(ratatui::layout::Position::new(x, y)) {
            return None;
        }
        let (rows, _) = self.visible(area);
        let row = rows.get(usize::from(y - inner.y))?;
        let mut at = usize::from(inner.x);
        let mut last = None;
        for (text, ply) in &row.parts {
            let end = at + text.chars().count();
            if ply.is_some() {
                last = *ply;
            }
            if usize::from(x) < end {
                // A click on the number or the space picks the move nearby.
                return ply.or(last).or_else(|| row.parts.iter().find_map(|p| p.1));
            }
            at = end;
        }
        last
    }
}

impl Widget for HistoryView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let title = match self.view {
            Some(_) => format!(" {} ", crate::tr!("moves-looking-back")),
            None => format!(" {} ", crate::tr!("moves-title")),
        };
        let block = Block::bordered().title(title);
        let inner = block.inner(area);
        block.render(area, buf);
        let (rows, _) = self.visible(area);
        let looked = self.view.and_then(|p| p.checked_sub(1));
        for (i, row) in rows.iter().enumerate() {
            let spans: Vec<Span> = row
                .parts
                .iter()
                .map(|(text, ply)| {
                    let style = match ply {
                        Some(p) if Some(*p) == looked => {
                            Style::new().add_modifier(Modifier::REVERSED)
                        }
                        Some(p) => t.piece_text(self.game.mover_of(*p).unwrap_or(Color::White)),
                        None => t.dim(),
                    };
                    Span::styled(text.clone(), style)
                })
                .collect();
            let y = inner.y + i as u16;
            Line::from(spans).render(Rect::new(inner.x, y, inner.width, 1), buf);
        }
    }
}
