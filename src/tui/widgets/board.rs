//! The board: squares with coordinates, pieces, the cursor, the last move,
//! and the highlights of the move being built; and where each square is on
//! screen, so that a mouse click maps back to a square.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use yote_engine::square::squares;
use yote_engine::{Attacks, Bitboard, Color, Game, Square};

use crate::tui::look::theme::Theme;

/// The highlights of the current stage: what is possible, before the
/// player has to guess.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Highlights {
    /// Squares the selected piece may step (or jump an own piece) to.
    pub destinations: Bitboard,
    /// Squares the selected piece or the chain may land on by capturing.
    pub captures: Bitboard,
    /// The enemy pieces those captures would jump.
    pub jumped: Bitboard,
    /// Destinations whose move would draw by repetition (the last
    /// repetition allowed).
    pub repeats: Bitboard,
    /// Nothing chosen yet and a capture is compulsory: the pieces that can
    /// capture.
    pub must_capture: Bitboard,
    /// Enemy pieces that may be taken as the second piece.
    pub removable: Bitboard,
    /// Whether a piece may be taken from the enemy's hand.
    pub hand: bool,
    /// Whether the chain may stop here (`multi_jump`).
    pub can_stop: bool,
    /// While second pieces are chosen: how many the capture takes in all.
    pub second_total: u32,
}

/// Cell sizes tried from the largest down: (width, height).
const CELLS: [(u16, u16); 4] = [(7, 3), (5, 3), (5, 1), (3, 1)];

/// Columns taken by the row numbers on each side.
const LABEL: u16 = 3;

/// Where the board's squares are on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardGeom {
    /// Top-left corner of the top-left square (column `a`, top row).
    pub x: u16,
    pub y: u16,
    pub cell_w: u16,
    pub cell_h: u16,
    pub rows: u8,
    pub cols: u8,
}

impl BoardGeom {
    /// The space a board needs with cells of `cell` size, coordinates included.
    pub fn needed(rows: u8, cols: u8, cell: (u16, u16)) -> (u16, u16) {
        (
            2 * LABEL + u16::from(cols) * cell.0,
            u16::from(rows) * cell.1 + 2,
        )
    }

    /// The smallest space any board of this size needs.
    pub fn min_needed(rows: u8, cols: u8) -> (u16, u16) {
        BoardGeom::needed(rows, cols, CELLS[CELLS.len() - 1])
    }

    /// The largest board that fits `area`, centred in it.
    pub fn fit(area: Rect, rows: u8, cols: u8) -> BoardGeom {
        let cell = CELLS
            .into_iter()
            .find(|&c| {
                let (w, h) = BoardGeom::needed(rows, cols, c);
                w <= area.width && h <= area.height
            })
            .unwrap_or(CELLS[CELLS.len() - 1]);
        let (w, h) = BoardGeom::needed(rows, cols, cell);
        BoardGeom {
            x: area.x + area.width.saturating_sub(w) / 2 + LABEL,
            y: area.y + area.height.saturating_sub(h) / 2 + 1,
            cell_w: cell.0,
            cell_h: cell.1,
            rows,
            cols,
        }
    }

    /// The screen rectangle of `sq`.
    pub fn cell(&self, sq: Square) -> Rect {
        let from_top = u16::from(self.rows - 1 - sq.row());
        Rect::new(
            self.x + u16::from(sq.col()) * self.cell_w,
            self.y + from_top * self.cell_h,
            self.cell_w,
            self.cell_h,
        )
    }

    /// Where the two marks of `sq` go (brackets, parentheses): either side
    /// of the square's middle cell, inside a piece that fills the square.
    pub fn beside(&self, sq: Square) -> ((u16, u16), (u16, u16)) {
        let cell = self.cell(sq);
        let (cx, cy) = (cell.x + cell.width / 2, cell.y + cell.height / 2);
        ((cx - 1, cy), (cx + 1, cy))
    }

    /// The square at screen position (`x`, `y`), if any.
    pub fn square_at(&self, x: u16, y: u16) -> Option<Square> {
        if x < self.x || y < self.y {
            return None;
        }
        let col = (x - self.x) / self.cell_w;
        let from_top = (y - self.y) / self.cell_h;
        if col >= u16::from(self.cols) || from_top >= u16::from(self.rows) {
            return None;
        }
        Some(Square::new(self.rows - 1 - from_top as u8, col as u8))
    }
}

/// The board widget.
pub struct BoardView<'a> {
    pub game: &'a Game,
    pub geom: BoardGeom,
    pub theme: &'a Theme,
    pub highlights: &'a Highlights,
    /// The square under the cursor (none once the game is over).
    pub cursor: Option<Square>,
    /// The piece being moved.
    pub selected: Option<Square>,
    /// A capture being built: start, where the piece stands now, jumped squares.
    pub preview: Option<(Square, Square, yote_engine::Bitboard)>,
    /// The enemy pieces chosen so far as second pieces.
    pub picked: yote_engine::Bitboard,
    /// The move the engine suggests: its squares are marked `~ ~`.
    pub hint: Option<yote_engine::Move>,
}

impl Widget for BoardView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let g = self.geom;
        let coords = self.theme.coords();
        let width = u16::from(g.cols) * g.cell_w;
        let height = u16::from(g.rows) * g.cell_h;
        for col in 0..g.cols {
            let letter = ((b'a' + col) as char).to_string();
            let x = g.x + u16::from(col) * g.cell_w + g.cell_w / 2;
            put(buf, area, x, g.y - 1, &letter, coords);
            put(buf, area, x, g.y + height, &letter, coords);
        }
        for row in 0..g.rows {
            let y = g.y + u16::from(g.rows - 1 - row) * g.cell_h + g.cell_h / 2;
            let number = (row + 1).to_string();
            put(buf, area, g.x.saturating_sub(2), y, &number, coords);
            put(buf, area, g.x + width + 1, y, &number, coords);
        }
        for row in 0..g.rows {
            for col in 0..g.cols {
                self.square(Square::new(row, col), area, buf);
            }
        }
    }
}

impl BoardView<'_> {
    /// The squares emptied by capturing: by the capture being built, or
    /// else by the last move (jumped and removed).
    fn taken(&self) -> yote_engine::Bitboard {
        match self.preview {
            Some((_, _, jumped)) => jumped,
            None => self
                .game
                .last_move()
                .map_or(0, |m| m.jumped() | m.removed_from_board()),
        }
    }

    /// The piece to draw on `sq`, with the capture being built already applied.
    fn piece_at(&self, sq: Square) -> Option<yote_engine::Color> {
        let pos = self.game.position();
        match self.preview {
            Some((_, at, _)) if at == sq => Some(pos.to_move()),
            Some((from, _, jumped)) if from == sq || jumped & sq.bit() != 0 => None,
            _ => pos.piece_at(sq),
        }
    }

    fn square(&self, sq: Square, area: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let bit = sq.bit();
        let last = self
            .game
            .last_move()
            .is_some_and(|m| m.from() == sq || m.to() == sq);
        let piece = self.piece_at(sq);
        let h = self.highlights;
        let hinted = self.hint.is_some_and(|m| {
            m.to() == sq || (m.kind() != yote_engine::MoveKind::Drop && m.from() == sq)
        });
        let bg = if (h.removable | h.jumped | self.picked) & bit != 0 {
            t.removable()
        } else if h.captures & bit != 0 {
            t.capture()
        } else if h.must_capture & bit != 0 {
            t.selected()
        } else if h.destinations & bit != 0 {
            t.destination()
        } else if self.selected == Some(sq) {
            t.selected()
        } else if hinted {
            t.hint()
        } else if last {
            t.last_move()
        } else {
            t.square((sq.row() + sq.col()).is_multiple_of(2))
        };
        let rect = self.geom.cell(sq).intersection(area);
        buf.set_style(rect, bg);
        let cell = self.geom.cell(sq);
        let (cx, cy) = (cell.x + cell.width / 2, cell.y + cell.height / 2);
        let mark = t.mark(bg);
        match piece {
            // A second piece already chosen: drawn as taken.
            Some(_) if self.picked & bit != 0 => put(buf, area, cx, cy, "×", mark),
            Some(side) => {
                let art = t.piece_art(side, cell.width, cell.height);
                let top = cy - (art.len() as u16) / 2;
                for (i, row) in art.iter().enumerate() {
                    let x = cx - (row.chars().count() as u16) / 2;
                    put(buf, area, x, top + i as u16, row, t.piece(side));
                }
            }
            None => {
                let glyph = if h.captures & bit != 0 {
                    "*"
                } else if h.repeats & bit != 0 {
                    // A step that would draw by repetition.
                    "="
                } else if h.destinations & bit != 0 {
                    "+"
                } else if self.taken() & bit != 0 {
                    // Where the last capture took pieces from.
                    "×"
                } else {
                    "·"
                };
                put(buf, area, cx, cy, glyph, mark);
            }
        }
        // Marks beside the piece say in any theme what colours say in one.
        let marks = if self.cursor == Some(sq) {
            Some(("[", "]", t.cursor()))
        } else if (h.removable | self.picked) & bit != 0 {
            Some((">", "<", mark))
        } else if h.jumped & bit != 0 {
            Some(("!", "!", mark))
        } else if h.must_capture & bit != 0 {
            Some(("«", "»", mark))
        } else if self.selected == Some(sq) {
            Some(("{", "}", mark))
        } else if hinted {
            Some(("~", "~", mark))
        } else if last {
            Some(("(", ")", mark))
        } else {
            None
        };
        if let Some((left, right, style)) = marks {
            let (l, r) = self.geom.beside(sq);
            put(buf, area, l.0, l.1, left, style);
            put(buf, area, r.0, r.1, right, style);
        }
    }

    /// The threat marks of `sq`: `!` on a piece of the viewer's that can be
    /// taken next move, `×` on an enemy piece the viewer can take now, in
    /// the top corners of the square (beside the piece in one-row squares).
    fn threat_marks(&self, threats: Threats, sq: Square, area: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let bit = sq.bit();
        let (glyph, style) = if threats.in_danger & bit != 0 {
            ("!", t.threat())
        } else if threats.can_take & bit != 0 {
            (if t.ascii { "x" } else { "×" }, t.target())
        } else {
            return;
        };
        let cell = self.geom.cell(sq);
        let (left, right) = if cell.height >= 3 || cell.width >= 5 {
            ((cell.x, cell.y), (cell.right() - 1, cell.y))
        } else {
            // A 3×1 square: the marks' own places, unless the cursor is there.
            if self.cursor == Some(sq) {
                return;
            }
            self.geom.beside(sq)
        };
        put(buf, area, left.0, left.1, glyph, style);
        put(buf, area, right.0, right.1, glyph, style);
    }
}

/// The pieces in the air for the threat marks: from the engine's
/// [`Attacks`], seen by one player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Threats {
    /// The viewer's pieces the opponent can jump with its next move.
    pub in_danger: Bitboard,
    /// The opponent's pieces the viewer can jump (now, when it is the
    /// viewer's turn; else on the viewer's next move if the board stayed).
    pub can_take: Bitboard,
}

impl Threats {
    /// The threats in `game` for `viewer`: the player to move, or the
    /// person while the computer is to move. None once the game is over.
    pub fn seen_by(game: &Game, viewer: Color) -> Threats {
        if game.is_over() {
            return Threats::default();
        }
        let a = Attacks::of(game.position(), game.rules());
        if game.to_move() == viewer {
            Threats {
                in_danger: a.threatened,
                can_take: a.capturable,
            }
        } else {
            Threats {
                in_danger: a.capturable,
                can_take: a.threatened,
            }
        }
    }
}

/// The board with threat marks on top ([`BoardView::with_threats`]).
pub struct MarkedBoard<'a> {
    board: BoardView<'a>,
    threats: Threats,
}

impl<'a> BoardView<'a> {
    /// This board with `threats` marked.
    pub fn with_threats(self, threats: Threats) -> MarkedBoard<'a> {
        MarkedBoard {
            board: self,
            threats,
        }
    }
}

impl Widget for MarkedBoard<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let board = &self.board;
        let (geom, threats) = (board.geom, self.threats);
        // Drawn on a copy of the view's data: `BoardView::render` takes it.
        let view = BoardView { ..*board };
        view.render(area, buf);
        for sq in squares(threats.in_danger | threats.can_take) {
            if sq.row() < geom.rows && sq.col() < geom.cols {
                board.threat_marks(threats, sq, area, buf);
            }
        }
    }
}

/// Writes `text` at (`x`, `y`) if that is inside `area`, keeping the background.
fn put(buf: &mut Buffer, area: Rect, x: u16, y: u16, text: &str, style: Style) {
    if x >= area.x && x < area.right() && y >= area.y && y < area.bottom() {
        buf.set_stringn(x, y, text, (area.right() - x) as usize, style);
    }
}
