//! The puzzles screen (`yote puzzles`, and `z` on the setup screen): the
//! next puzzle near the player's rating, its position on the board, the
//! player's moves made on the board as in a game (or typed) and checked
//! against the solution line (a move the engine scores as good counts too,
//! its search on a thread of its own), the replies played by the program;
//! the rating and the streak kept in the data folder.

use crate::puzzles::{Puzzle, rating::Record};
use crate::tr;
use crate::tui::msg::{Edit, Message};
use crate::tui::run::check::{Ask, Job};
use crate::tui::screens::game::pointer as board;
use crate::tui::screens::game::pointer::Pointer;
use crate::tui::widgets::line_edit::LineEdit;
use crate::words::Say;
use yote_engine::{Game, Move};

/// What the screen asks of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Asked {
    Back,
    /// Keep the rating, the streak and the puzzles done.
    Save(Box<Record>),
    /// Check a move with the engine, off the screen's thread.
    Check(Box<Job>),
}

/// How the puzzle on show stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The player's move is awaited.
    Playing,
    Solved,
    Failed,
}

/// The puzzles and the one on show.
#[derive(Clone, Debug)]
pub struct PuzzleScreen {
    pub puzzles: Vec<Puzzle>,
    pub record: Record,
    /// The puzzle on show (an index into `puzzles`).
    pub current: Option<usize>,
    /// The game as played so far from the puzzle's position.
    pub game: Option<Game>,
    /// The ply of the solution the player is at.
    pub at: usize,
    pub stage: Stage,
    pub line: LineEdit,
    /// The last thing said: a refusal, a move that does not count.
    pub said: Option<(String, bool)>,
    pub hinted: bool,
    /// The move being made on the board.
    pub pointer: Option<Pointer>,
    /// A move the engine is checking (by the check's id).
    pub checking: Option<(u64, Move)>,
}

impl PuzzleScreen {
    /// The screen at the next puzzle for `record`.
    pub fn new(puzzles: Vec<Puzzle>, record: Record) -> PuzzleScreen {
        let mut screen = PuzzleScreen {
            puzzles,
            record,
            current: None,
            game: None,
            at: 0,
            stage: Stage::Playing,
            line: LineEdit::new("", 40),
            said: None,
            hinted: false,
            pointer: None,
            checking: None,
        };
        screen.next();
        screen
    }

    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.puzzles.get(self.current?)
    }

    /// On to the puzzle nearest the player's rating.
    fn next(&mut self) {
        let found = self
            .record
            .next(&self.puzzles)
            .and_then(|p| self.puzzles.iter().position(|q| q.id == p.id));
        self.current = found;
        self.game = self.puzzle().map(Puzzle::game);
        self.at = 0;
        self.stage = Stage::Playing;
        self.line.set("");
        self.said = None;
        self.hinted = false;
        self.pointer = self.game.as_ref().map(Pointer::new);
        self.checking = None;
    }

    /// Applies a message; returns what the app must do, if anything.
    pub fn update(&mut self, msg: &Message, area: ratatui::layout::Rect) -> Option<Asked> {
        let typed = !self.line.text().trim().is_empty();
        let busy = self.pointer.as_ref().is_some_and(Pointer::busy);
        let playing = self.stage == Stage::Playing && self.checking.is_none();
        match msg {
            Message::Cancel if playing && busy => return self.board(msg, area),
            Message::Cancel => return Some(Asked::Back),
            Message::Hint => self.hinted = true,
            Message::Edit(edit)
                if playing
                    && self
                        .pointer
                        .as_ref()
                        .is_some_and(|p| board::edit_on_board(p, typed, *edit)) =>
            {
                return self.board(msg, area);
            }
            Message::Edit(edit) if self.stage == Stage::Playing => {
                self.said = None;
                self.line.apply(*edit);
            }
            Message::Edit(Edit::Insert(_)) => {}
            Message::Activate if self.stage != Stage::Playing => self.next(),
            Message::Activate if typed => return self.try_move(),
            _ if playing => return self.board(msg, area),
            _ => {}
        }
        None
    }

    /// A message for the board.
    fn board(&mut self, msg: &Message, area: ratatui::layout::Rect) -> Option<Asked> {
        let clicked = match *msg {
            Message::Click(x, y) => self.square_at(area, x, y),
            _ => None,
        };
        let (game, pointer) = (self.game.as_ref()?, self.pointer.as_mut()?);
        match board::on_board(pointer, game, msg, clicked) {
            Ok(Some(mv)) => self.try_this(mv),
            Ok(None) => None,
            Err(why) => {
                self.said = why.map(|w| (w, true));
                None
            }
        }
    }

    fn try_move(&mut self) -> Option<Asked> {
        let game = self.game.as_ref()?;
        let text = self.line.text().trim().to_string();
        if text.is_empty() {
            return None;
        }
        let mv = match game.parse_move(&text) {
            Ok(mv) => mv,
            Err(e) => {
                self.said = Some((e.say(), true));
                return None;
            }
        };
        self.line.set("");
        self.try_this(mv)
    }

    /// The move made: the solution's own counts at once; another is
    /// checked by the engine off the screen's thread.
    fn try_this(&mut self, mv: Move) -> Option<Asked> {
        let puzzle = self.puzzle()?.clone();
        let expected = *puzzle.solution.get(self.at)?;
        let legal = self.game.as_ref().is_some_and(|g| g.is_legal(&mv));
        if mv == expected || !legal {
            return self.resolve(mv, mv == expected);
        }
        let id = crate::tui::run::check::next_id();
        self.checking = Some((id, mv));
        self.said = Some((crate::tr!("learn-checking"), false));
        Some(Asked::Check(Box::new(Job {
            id,
            ask: Ask::Puzzle {
                puzzle: Box::new(puzzle),
                at: self.at,
                mv,
            },
        })))
    }

    /// The engine's answer to check `id`: whether the move counts.
    pub fn checked(&mut self, id: u64, counts: bool) -> Option<Asked> {
        let (asked, mv) = self.checking?;
        if asked != id {
            return None;
        }
        self.checking = None;
        self.said = None;
        self.resolve(mv, counts)
    }

    /// The move `mv` counted or not: the replies played, or the solution
    /// shown.
    fn resolve(&mut self, mv: Move, counts: bool) -> Option<Asked> {
        let puzzle = self.puzzle()?.clone();
        let game = self.game.as_mut()?;
        if !counts {
            let expected = puzzle.solution[self.at];
            self.said = Some((
                tr!(
                    "puzzles-wrong",
                    tried = mv.to_string(),
                    best = expected.to_string()
                ),
                true,
            ));
            game.play_unchecked(expected);
            self.stage = Stage::Failed;
            self.record.result(&puzzle, false);
            return Some(Asked::Save(Box::new(self.record.clone())));
        }
        game.play_unchecked(mv);
        // The program plays the replies, up to the player's next move.
        let player = puzzle.game().to_move();
        self.at += 1;
        while self.at < puzzle.solution.len() && !game.is_over() && game.to_move() != player {
            let reply = puzzle.solution[self.at];
            if !game.is_legal(&reply) {
                break;
            }
            game.play_unchecked(reply);
            self.at += 1;
        }
        if let Some(pointer) = self.pointer.as_mut() {
            pointer.refresh(game);
        }
        if self.at >= puzzle.solution.len() || game.is_over() || game.to_move() != player {
            self.stage = Stage::Solved;
            self.record.result(&puzzle, true);
            return Some(Asked::Save(Box::new(self.record.clone())));
        }
        self.said = Some((tr!("puzzles-go-on"), false));
        None
    }

    /// The result of keeping the record.
    pub fn saved(&mut self, result: Result<(), String>) {
        if let Err(why) = result {
            self.said = Some((tr!("learn-not-kept", why = why), true));
        }
    }
}
