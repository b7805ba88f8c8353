//! A move built on a board, for every screen that plays on one: the game
//! screen's cursor rules (the move itself is built by [`Stage`]), and
//! [`Pointer`], the whole of it (the legal moves, the choices made, the
//! cursor, the board drawn with them) for the lessons and the puzzles.

use yote_engine::square::squares;
use yote_engine::{Game, Move, Rules, Square};

use crate::tui::look::theme::Theme;
use crate::tui::screens::game::input::{Outcome, Refusal, Stage};
use crate::tui::widgets::board::{BoardGeom, BoardView, Highlights};

/// The square in the middle of the board, where the cursor starts.
pub fn middle(rules: &Rules) -> Square {
    Square::new((rules.rows - 1) / 2, (rules.columns - 1) / 2)
}

/// The cursor moved by (`drow`, `dcol`), staying on the board.
pub fn stepped(cursor: Square, rules: &Rules, drow: i8, dcol: i8) -> Square {
    let row = (cursor.row() as i8 + drow).clamp(0, rules.rows as i8 - 1);
    let col = (cursor.col() as i8 + dcol).clamp(0, rules.columns as i8 - 1);
    Square::new(row as u8, col as u8)
}

/// Under a compulsory capture the cursor goes to the nearest piece that
/// must capture (`must`), unless it is on one already.
pub fn to_capture(cursor: Square, must: yote_engine::Bitboard) -> Square {
    if must == 0 || must & cursor.bit() != 0 {
        return cursor;
    }
    let near = |sq: &Square| sq.row().abs_diff(cursor.row()) + sq.col().abs_diff(cursor.col());
    squares(must).min_by_key(near).unwrap_or(cursor)
}

/// The move being built on a board of `game`, as on the game screen.
#[derive(Clone, Debug)]
pub struct Pointer {
    /// The legal moves of the position (refreshed with it).
    pub legal: Vec<Move>,
    pub stage: Stage,
    pub cursor: Square,
}

impl Pointer {
    /// For the position of `game`, the cursor in the middle of the board.
    pub fn new(game: &Game) -> Pointer {
        let mut pointer = Pointer {
            legal: Vec::new(),
            stage: Stage::Idle,
            cursor: middle(game.rules()),
        };
        pointer.refresh(game);
        pointer
    }

    /// After the position changed: its legal moves, nothing chosen.
    pub fn refresh(&mut self, game: &Game) {
        game.legal_moves_into(&mut self.legal);
        self.stage = Stage::Idle;
        self.cursor = to_capture(self.cursor, self.highlights(game).must_capture);
    }

    /// The arrows.
    pub fn step(&mut self, game: &Game, drow: i8, dcol: i8) {
        self.cursor = stepped(self.cursor, game.rules(), drow, dcol);
    }

    /// Enter or Space on the cursor's square, or a click on `sq` (the
    /// cursor goes there).
    pub fn choose(&mut self, game: &Game, sq: Square) -> Outcome {
        self.cursor = sq;
        if game.is_over() {
            return Outcome::Refused(Refusal::GameOver);
        }
        self.stage.activate(game, &self.legal, sq)
    }

    /// The second piece from the enemy's hand.
    pub fn take_from_hand(&mut self, game: &Game) -> Outcome {
        self.stage.take_from_hand(game, &self.legal)
    }

    /// Ends a chain of jumps.
    pub fn stop(&mut self, game: &Game) -> Outcome {
        self.stage.stop(game, &self.legal)
    }

    /// Whether a move is being built.
    pub fn busy(&self) -> bool {
        self.stage != Stage::Idle
    }

    pub fn highlights(&self, game: &Game) -> Highlights {
        self.stage.highlights(game, &self.legal)
    }

    /// The board of `game` (the position the move is built in) with the
    /// choices made and the cursor (`live`: a move may be built now).
    pub fn board<'a>(
        &'a self,
        game: &'a Game,
        geom: BoardGeom,
        theme: &'a Theme,
        highlights: &'a Highlights,
        live: bool,
    ) -> BoardView<'a> {
        BoardView {
            game,
            geom,
            theme,
            highlights,
            cursor: live.then_some(self.cursor),
            selected: if live { self.stage.piece_at() } else { None },
            preview: if live { self.stage.preview() } else { None },
            picked: if live { self.stage.picked_board() } else { 0 },
            hint: None,
        }
    }
}
