//! The move list, one widget for the game, the replay and the review:
//! moves in pairs under one number (a move of the first player and the
//! reply), in the project's notation, each with its mark where the review
//! judged it. A bonus move is written after the move that earned it, in the
//! same half of the pair, so one number may hold more than two moves.
//! Where the record kept the time each move took, it follows the move. The
//! move shown is marked ▶ and highlighted, the moves after it dim; one
//! scrolling rule keeps it in view (near the middle of a long list, the
//! newest at the bottom when the game is shown as it stands). A move can be
//! clicked, to look at the position after it.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget};

use yote_ai::review::Mark;
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
    rows_marked(game, width, &[], &[])
}

/// The rows of the list at `width` columns, each move followed by the time
/// it took (`times[ply]`, where there is one) and its mark (`marks[ply]`,
/// where there is one).
pub fn rows_marked(
    game: &Game,
    width: usize,
    marks: &[Option<Mark>],
    times: &[Duration],
) -> Vec<Row> {
    let tokens: Vec<String> = game
        .moves()
        .enumerate()
        .map(|(ply, mv)| {
            let mut token = mv.to_string();
            if let Some(&took) = times.get(ply) {
                token = format!("{token} {}", crate::clock::show(took));
            }
            if let Some(mark) = marks.get(ply).copied().flatten() {
                token = format!("{token} {}", mark.glyph());
            }
            token
        })
        .collect();
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

/// The move list of `game` (the whole game, every move listed).
pub struct MoveList<'a> {
    pub game: &'a Game,
    pub theme: &'a Theme,
    /// The position shown: the number of moves played before it (`Some(p)`
    /// marks move `p - 1`; `None`: the game as it stands, nothing marked).
    pub shown: Option<usize>,
    /// The review's mark of each move, by ply (empty: none).
    pub marks: &'a [Option<Mark>],
    /// The time each move took, by ply (empty: not kept).
    pub times: &'a [Duration],
    /// The frame's title.
    pub title: String,
}

impl MoveList<'_> {
    /// The ply of the move marked as shown, if any.
    fn marked(&self) -> Option<usize> {
        self.shown.and_then(|p| p.checked_sub(1))
    }

    /// The rows in view in `area` and the index of the first one: the row
    /// of the move shown (else the last) kept in view, near the middle
    /// when the list is longer than the area.
    pub fn visible(&self, area: Rect) -> (Vec<Row>, usize) {
        let inner = Block::bordered().inner(area);
        let all = rows_marked(
            self.game,
            usize::from(inner.width.saturating_sub(1)),
            self.marks,
            self.times,
        );
        let height = usize::from(inner.height);
        let marked = self.marked();
        let focus = match self.shown {
            Some(_) => all
                .iter()
                .position(|r| r.parts.iter().any(|(_, p)| p.is_some() && *p == marked))
                .unwrap_or(0),
            None => all.len().saturating_sub(1),
        };
        let skip = focus
            .saturating_sub(height / 2)
            .min(all.len().saturating_sub(height));
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

    /// The style of the piece of a row that shows `ply`.
    fn style(&self, ply: Option<usize>) -> Style {
        let t = self.theme;
        match (ply, self.shown) {
            (Some(p), _) if Some(p) == self.marked() => {
                t.focus().add_modifier(Modifier::BOLD | Modifier::REVERSED)
            }
            (Some(p), Some(shown)) if p >= shown => t.dim(),
            (Some(p), _) => t.piece_text(self.game.mover_of(p).unwrap_or(Color::White)),
            (None, _) => t.dim(),
        }
    }
}

impl Widget for MoveList<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let block = Block::bordered().title(self.title.clone());
        let inner = block.inner(area);
        block.render(area, buf);
        let (rows, _) = self.visible(area);
        let marked = self.marked();
        for (i, row) in rows.iter().enumerate() {
            // The move shown is marked ▶ in the column before it, so that
            // it is seen in any theme.
            let mut parts = row.parts.clone();
            if let Some(at) = parts.iter().position(|(_, p)| p.is_some() && *p == marked)
                && let Some((before, _)) = at.checked_sub(1).and_then(|b| parts.get_mut(b))
                && before.ends_with(' ')
            {
                before.pop();
                before.push('▶');
            }
            let mut spans: Vec<Span> = Vec::new();
            for (text, ply) in &parts {
                let style = self.style(*ply);
                let mark = ply.and_then(|p| self.marks.get(p).copied().flatten());
                // A move's mark in the colour of how bad it is.
                match (mark, text.rsplit_once(' ')) {
                    (Some(mark), Some((token, glyph))) => {
                        spans.push(Span::styled(token.to_string(), style));
                        let judged = self.theme.judged(badness(mark));
                        spans.push(Span::styled(format!(" {glyph}"), judged));
                    }
                    _ => spans.push(Span::styled(text.clone(), style)),
                }
            }
            let y = inner.y + i as u16;
            Line::from(spans).render(Rect::new(inner.x, y, inner.width, 1), buf);
        }
    }
}

/// How bad a mark is, for the theme's colours: 0 to 2.
pub fn badness(mark: Mark) -> u8 {
    match mark {
        Mark::Inaccuracy => 0,
        Mark::Mistake => 1,
        Mark::Blunder => 2,
    }
}
