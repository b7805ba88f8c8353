//! A move built on a board as on the game screen, for the lessons and the
//! puzzles: [`Pointer`] holds the legal moves, the choices made
//! ([`Stage`]) and the cursor (moved by the game's own rules), and draws
//! the board with them; [`on_board`] maps the board's messages to it.

use yote_engine::{Game, Move, Square};

use crate::tui::look::theme::Theme;
use crate::tui::msg::{Edit, Message};
use crate::tui::screens::game::input::{Outcome, Refusal, Stage, middle, stepped, to_capture};
use crate::tui::widgets::board::{BoardGeom, BoardView, Highlights};

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

/// What a board message does to `pointer` on `game`: the move made, or
/// why a choice was refused (`None`: nothing to say).
pub fn on_board(
    pointer: &mut Pointer,
    game: &Game,
    msg: &Message,
    clicked: Option<yote_engine::Square>,
) -> Result<Option<yote_engine::Move>, Option<String>> {
    let outcome = match msg {
        Message::Up => {
            pointer.step(game, 1, 0);
            return Ok(None);
        }
        Message::Down => {
            pointer.step(game, -1, 0);
            return Ok(None);
        }
        Message::Left => {
            pointer.step(game, 0, -1);
            return Ok(None);
        }
        Message::Right => {
            pointer.step(game, 0, 1);
            return Ok(None);
        }
        Message::Activate | Message::Edit(Edit::Insert(' ')) => {
            pointer.choose(game, pointer.cursor)
        }
        Message::Click(..) => match clicked {
            Some(sq) => pointer.choose(game, sq),
            None => return Ok(None),
        },
        Message::TakeFromHand | Message::Edit(Edit::Insert('H')) => pointer.take_from_hand(game),
        Message::StopChain | Message::Edit(Edit::Insert('s')) => pointer.stop(game),
        Message::Cancel | Message::Backspace | Message::Edit(Edit::Backspace) => {
            pointer.stage.back();
            return Ok(None);
        }
        _ => return Ok(None),
    };
    match outcome {
        Outcome::Play(mv) => {
            pointer.refresh(game);
            Ok(Some(mv))
        }
        Outcome::Progress => Ok(None),
        Outcome::Refused(why) => Err(Some(why.say(&crate::words::colors()))),
    }
}

/// Whether an edit key acts on the board rather than the line: Space with
/// nothing typed, and `H`, `s` and Backspace while a move is built.
pub fn edit_on_board(pointer: &Pointer, typed: bool, edit: Edit) -> bool {
    match edit {
        _ if typed => false,
        Edit::Insert(' ') => true,
        Edit::Insert('H' | 's') | Edit::Backspace => pointer.busy(),
        _ => false,
    }
}
