//! The puzzles screen (`yote puzzles`, and `z` on the setup screen): the
//! next puzzle near the player's rating, its position on the board, the
//! player's moves typed and checked against the solution line (a move the
//! engine scores as good counts too), the replies played by the program;
//! the rating and the streak kept in the data folder.

use crate::puzzles::{self, Puzzle, rating::Record};
use crate::tr;
use crate::tui::msg::{Edit, Message};
use crate::tui::widgets::line_edit::LineEdit;
use crate::words::Say;
use yote_engine::Game;

/// What the screen asks of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Asked {
    Back,
    /// Keep the rating, the streak and the puzzles done.
    Save(Box<Record>),
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
    }

    /// Applies a message; returns what the app must do, if anything.
    pub fn update(&mut self, msg: &Message) -> Option<Asked> {
        match msg {
            Message::Cancel => return Some(Asked::Back),
            Message::Hint => self.hinted = true,
            Message::Edit(edit) if self.stage == Stage::Playing => {
                self.said = None;
                self.line.apply(*edit);
            }
            Message::Edit(Edit::Insert(_)) => {}
            Message::Activate if self.stage != Stage::Playing => self.next(),
            Message::Activate => return self.try_move(),
            _ => {}
        }
        None
    }

    fn try_move(&mut self) -> Option<Asked> {
        let puzzle = self.puzzle()?.clone();
        let game = self.game.as_mut()?;
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
        if !puzzles::counts(&puzzle, self.at, &mv) {
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
