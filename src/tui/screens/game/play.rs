//! A game on the screen: the match (rules, names, moves: what is saved), the
//! move being built, the cursor and the status line.

use yote_engine::square::squares;
use yote_engine::{Color, Game, Move, MoveKind, Outcome, Square};

use crate::engine_client::Failure;
use crate::tr;
use crate::tui::keys::KeyNames;
use crate::tui::msg::{KeyPlace, Phase};
use crate::tui::screens::game::hint;
use crate::tui::screens::game::input::{self, Highlights, Refusal, Stage};
use crate::tui::seats::{Seat, coach};
use crate::tui::words;

pub use crate::tui::seats::table::{Match, Tally, Undone, points};

/// The status line: what just happened, or why a choice was refused.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Status {
    pub text: String,
    pub error: bool,
}

/// What the computer is doing, for the prompt line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThinkingLine {
    /// The seat of `side` searches its move (`depth`: the deepest
    /// iteration completed, 0 before the first).
    Thinking { side: Color, seat: Seat, depth: u32 },
    /// The seat of `side` is to move and waits (the pause key).
    Paused { side: Color, seat: Seat },
    /// A hint is searched for the person to move.
    Hint { depth: u32 },
}

/// What happened to the computer players, for the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    /// A search found no move to play.
    NoMove,
    /// The engine stopped playing `side`: a person plays it now.
    HandedOver { side: Color, why: HandOver },
}

/// Why the engine's side went to the person.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandOver {
    /// No engine is set in the preferences.
    NotSet,
    /// It failed (did not start, died, hung, refused a line, answered an
    /// illegal move).
    Failed(Failure),
}

/// The game screen's state.
#[derive(Clone, Debug)]
pub struct Play {
    /// The match played: rules, names, who plays each side, the moves.
    pub table: Match,
    /// The legal moves of the position (refreshed after every change).
    pub legal: Vec<Move>,
    pub stage: Stage,
    pub cursor: Square,
    pub status: Status,
    /// A position looked back at in the move list: the number of moves
    /// played before it (`None`: the game as it stands).
    pub view: Option<usize>,
    /// Changes with every change of the game (a search answers for one).
    pub version: u64,
    /// The move the engine suggests, marked on the board until the game
    /// changes.
    pub hint: Option<Move>,
    /// What the computer is doing, for the prompt line (set by the app).
    pub thinking: Option<ThinkingLine>,
    /// The name the external engine of this game gave itself, once it
    /// has started (for its panel and the thinking line).
    pub engine_name: Option<String>,
    /// The keys the game screen's texts name, as bound.
    pub key_names: KeyNames,
    /// Whether the board marks the threats (see `game_lines::threats`).
    pub show_threats: bool,
    /// The coach speaks after each move of a person (`seats::coach`).
    pub coach: bool,
    /// The coach's search for a win missed (`tui::run::check`): the
    /// position before the person's last move, the move, the check's id
    /// once asked.
    pub coach_search: Option<(Box<Game>, Move, Option<u64>)>,
    /// The key that plays a hint standing under the cursor, as bound.
    pub hint_key: String,
    /// The instant the clocks are drawn at (the app's one time source's).
    pub now: Option<std::time::Instant>,
    /// The status line holds a note the autosave's next note must not
    /// wipe out (an engine's side given to the person): it follows it.
    lasting: bool,
}

impl Play {
    /// The screen for a match, cursor in the middle of the board.
    pub fn new(table: Match) -> Play {
        let cursor = input::middle(table.rules());
        let mut play = Play {
            legal: Vec::new(),
            table,
            stage: Stage::Idle,
            cursor,
            status: Status::default(),
            view: None,
            version: 0,
            hint: None,
            thinking: None,
            engine_name: None,
            key_names: KeyNames::default(),
            show_threats: true,
            coach: false,
            coach_search: None,
            hint_key: "Enter".to_string(),
            now: None,
            lasting: false,
        };
        play.refresh();
        play
    }

    fn refresh(&mut self) {
        self.table.game.legal_moves_into(&mut self.legal);
        self.stage = Stage::Idle;
        self.view = None;
        self.version = next_version();
        self.hint = None;
        // A compulsory capture: the cursor goes to a piece that must capture.
        self.cursor = input::to_capture(self.cursor, self.highlights().must_capture);
    }

    /// What the board marks now.
    pub fn highlights(&self) -> Highlights {
        self.stage.highlights(&self.table.game, &self.legal)
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.table.game
    }

    fn info(&mut self, text: impl Into<String>) {
        self.lasting = false;
        self.status = Status {
            text: text.into(),
            error: false,
        };
    }

    /// A note that the autosave's next note follows rather than replaces.
    pub fn lasting_note(&mut self, text: impl Into<String>) {
        self.info(text);
        self.lasting = true;
    }

    /// The autosave's note (a game kept aside, a write that failed): it
    /// replaces what the move said (the history shows the move, and the
    /// note must fit the line), but follows a lasting note.
    pub fn autosave_note(&mut self, text: String, error: bool) {
        let text = if std::mem::take(&mut self.lasting) {
            format!("{} {text}", self.status.text)
        } else {
            text
        };
        self.status = Status { text, error };
    }

    fn refuse(&mut self, why: &Refusal) {
        self.lasting = false;
        self.status = Status {
            text: tr!("play-refused", why = why.say(&self.table.names)),
            error: true,
        };
    }

    /// Marks `mv` as the hint, puts the cursor on its first square and
    /// says why it is good (from `advice`, what its search knew).
    pub fn offer_hint(&mut self, mv: Move, advice: Option<&crate::tui::msg::Advice>) {
        self.hint = Some(mv);
        self.cursor = hint::first_square(&mv);
        let why = hint::reason(&self.table.game, &mv, advice);
        self.info(tr!(
            "computer-hint-why",
            move = mv.to_string(),
            why = why,
            key = self.hint_key.as_str()
        ));
    }

    /// Whether the hint stands with the cursor on it, as put there: Enter
    /// (or a second hint key) plays it.
    pub fn hint_ready(&self) -> bool {
        self.view.is_none()
            && matches!(self.stage, Stage::Idle)
            && self
                .hint
                .is_some_and(|mv| hint::first_square(&mv) == self.cursor)
    }

    /// Plays the hinted move, whole (jumps and second pieces included).
    pub fn play_hint(&mut self) {
        if let Some(mv) = self.hint.take()
            && self.table.game.is_legal(&mv)
        {
            self.play(mv);
        }
    }

    /// Shows or hides the threat marks (and their words on the status line).
    pub fn toggle_threats(&mut self) {
        self.show_threats = !self.show_threats;
        self.info(if self.show_threats {
            tr!("play-threats-shown")
        } else {
            tr!("play-threats-hidden")
        });
    }

    /// Moves the cursor, staying on the board; a hint stands only while
    /// the cursor is where it put it.
    pub fn move_cursor(&mut self, drow: i8, dcol: i8) {
        self.hint = None;
        self.cursor = input::stepped(self.cursor, self.table.rules(), drow, dcol);
    }

    /// Enter or Space on the cursor's square (the hinted move, whole, if
    /// the hint stands there).
    pub fn activate(&mut self) {
        if self.hint_ready() {
            return self.play_hint();
        }
        self.choose(self.cursor);
    }

    /// A click on `sq`: the cursor goes there and chooses it.
    pub fn click(&mut self, sq: Square) {
        self.cursor = sq;
        self.choose(sq);
    }

    fn choose(&mut self, sq: Square) {
        if self.table.game.is_over() {
            return self.refuse(&Refusal::GameOver);
        }
        let outcome = self.stage.activate(&self.table.game, &self.legal, sq);
        self.apply(outcome);
    }

    /// Takes the second piece from the enemy's hand.
    pub fn take_from_hand(&mut self) {
        let outcome = self.stage.take_from_hand(&self.table.game, &self.legal);
        self.apply(outcome);
    }

    /// Ends a chain of jumps.
    pub fn stop_chain(&mut self) {
        let outcome = self.stage.stop(&self.table.game, &self.legal);
        self.apply(outcome);
    }

    /// Esc or Backspace: takes back the last second piece chosen, or else
    /// forgets the move being built.
    pub fn cancel(&mut self) {
        let was_removing = self.stage.picked() > 0;
        if self.stage.back() {
            if was_removing {
                self.info(tr!("play-took-back-second"));
            } else {
                self.info(tr!("play-cancelled"));
            }
        }
    }

    fn apply(&mut self, outcome: input::Outcome) {
        match outcome {
            input::Outcome::Play(mv) => self.play(mv),
            input::Outcome::Progress => self.progress(),
            input::Outcome::Refused(why) => self.refuse(&why),
        }
    }

    /// Says what the jumps chosen so far take, while the move is built.
    fn progress(&mut self) {
        self.status = Status::default();
        if let Some((_, at, jumped)) = self.stage.preview() {
            let names: Vec<String> = squares(jumped).map(|s| s.to_string()).collect();
            let name = self.table.name(self.table.game.to_move()).to_string();
            self.info(tr!(
                "play-jumps-to",
                name = name,
                square = at.to_string(),
                squares = words::and_list(&names)
            ));
        }
    }

    /// What happened to the computer players, said on the status line
    /// (an engine's side given to the person also changes its seat).
    pub fn hear(&mut self, news: News) {
        match news {
            News::NoMove => self.note(tr!("computer-no-move")),
            News::HandedOver { side, why } => {
                let why = match why {
                    HandOver::NotSet => tr!("engine-not-set"),
                    HandOver::Failed(failure) => {
                        let name = self.engine_label();
                        tr!("engine-failed", name = name, why = failure.say())
                    }
                };
                self.table.computer[side.index()] = None;
                let side = self.table.label(side);
                // Said so that the autosave's note (the first write of an
                // opened game may keep an earlier one aside) comes after
                // it, not over it.
                self.lasting_note(tr!("engine-handed-over", why = why, side = side));
            }
        }
    }

    /// The engine by the name it gave, or "Engine" before it gave one.
    pub fn engine_label(&self) -> String {
        self.engine_name
            .clone()
            .unwrap_or_else(|| words::machine(crate::prefs::Machine::Engine))
    }

    /// A note on the status line (e.g. after a rematch).
    pub fn note(&mut self, text: impl Into<String>) {
        self.info(text);
    }

    /// Plays a legal move and says what it did.
    pub fn play(&mut self, mv: Move) {
        let mover = self.table.game.to_move();
        let text = self.describe(mover, &mv);
        let coached = self.coach && self.table.seat(mover) == Seat::Person;
        let note = coached
            .then(|| coach::judge(&self.table.game, &mv))
            .flatten();
        if coached {
            let before = Box::new(self.table.game.clone());
            self.coach_search = note.is_none().then_some((before, mv, None));
        }
        self.table.play(mv);
        self.refresh();
        let game = &self.table.game;
        let bonus = !game.is_over() && game.to_move() == mover && mv.is_capture();
        let text = if bonus {
            tr!("play-bonus", text = text, name = self.table.name(mover))
        } else {
            text
        };
        self.info(coach::with_note(text, note.as_ref()));
        self.hint = note.and_then(|n| n.better());
    }

    /// A sentence for `mv` by `mover`, before it is played.
    fn describe(&self, mover: Color, mv: &Move) -> String {
        let name = self.table.name(mover);
        let enemy = mover.other();
        match mv.kind() {
            MoveKind::Drop => tr!("play-dropped", name = name, square = mv.to().to_string()),
            MoveKind::Step => tr!("play-moved", name = name, move = mv.to_string()),
            MoveKind::OwnJump => tr!("play-own-jump", name = name, move = mv.to_string()),
            MoveKind::Capture => {
                let jumped: Vec<String> = squares(mv.jumped()).map(|s| s.to_string()).collect();
                let mut removed: Vec<String> =
                    mv.removed_squares().map(|s| s.to_string()).collect();
                match mv.removed_from_hand() {
                    0 => {}
                    n => removed.push(tr!(
                        "play-from-hand",
                        count = n,
                        name = self.table.name(enemy)
                    )),
                }
                let second = if removed.is_empty() {
                    tr!("play-no-second")
                } else {
                    tr!("play-removed", squares = words::and_list(&removed))
                };
                tr!(
                    "play-captured",
                    name = name,
                    move = mv.to_string(),
                    jumped = words::and_list(&jumped),
                    second = second
                )
            }
        }
    }

    /// Takes back the last move.
    pub fn undo(&mut self) {
        match self.table.undo() {
            Undone::Move(mv) => {
                self.refresh();
                self.info(tr!("play-took-back", moves = mv.to_string()));
            }
            Undone::Ending => {
                self.refresh();
                self.info(tr!("play-took-back-end"));
            }
            Undone::Nothing => self.refuse(&Refusal::NothingToUndo),
        }
    }

    /// Takes back moves until a person is to move again, at least one:
    /// against the computer, undo returns to the person's previous turn.
    pub fn undo_to_person(&mut self) {
        let mut taken = Vec::new();
        loop {
            match self.table.undo() {
                Undone::Move(mv) => taken.push(mv.to_string()),
                Undone::Ending => taken.push(tr!("play-the-end")),
                Undone::Nothing => break,
            }
            if self.table.computer[self.table.game.to_move().index()].is_none() {
                break;
            }
        }
        if taken.is_empty() {
            return self.refuse(&Refusal::NothingToUndo);
        }
        self.refresh();
        taken.reverse();
        self.info(tr!("play-took-back", moves = taken.join(", ")));
    }

    /// Redoes moves until a person is to move again, at least one.
    pub fn redo_to_person(&mut self) {
        let mut played = Vec::new();
        while let Some(mv) = self.table.redo() {
            played.push(mv.to_string());
            let game = &self.table.game;
            if game.is_over() || self.table.computer[game.to_move().index()].is_none() {
                break;
            }
        }
        if played.is_empty() {
            return self.refuse(&Refusal::NothingToRedo);
        }
        self.refresh();
        self.info(tr!("play-again", moves = played.join(", ")));
    }

    /// Plays again the last move taken back.
    pub fn redo(&mut self) {
        match self.table.redo() {
            Some(mv) => {
                self.refresh();
                self.info(tr!("play-again", moves = mv.to_string()));
            }
            None => self.refuse(&Refusal::NothingToRedo),
        }
    }

    /// Ends the game with `outcome` (agreed draw, resignation).
    pub fn end(&mut self, outcome: Outcome) {
        self.table.end(outcome);
        self.refresh();
        self.status = Status::default();
    }

    /// Who won (or "Draw") and why, once the game is over.
    pub fn result_parts(&self) -> Option<(String, String)> {
        let outcome = self.table.game.outcome()?;
        Some(words::result(&outcome, &self.table.names))
    }

    /// A sentence for the result: who won and why.
    pub fn result_text(&self) -> Option<String> {
        self.result_parts()
            .map(|(who, why)| format!("{who}: {why}."))
    }
}

impl Play {
    /// The game as it was after `ply` moves (for looking back).
    pub fn game_at(&self, ply: usize) -> Game {
        crate::tui::seats::table::position_after(&self.table.game, ply)
    }

    /// Looks one move further back (`delta` −1) or forward (+1) in the move
    /// list; forward from the last move returns to the game.
    pub fn look(&mut self, delta: isize) {
        let last = self.table.game.ply();
        let now = self.view.unwrap_or(last);
        let next = now.saturating_add_signed(delta).min(last);
        self.show(next);
    }

    /// Shows the position after `ply` moves (the game itself at the end).
    pub fn show(&mut self, ply: usize) {
        if ply >= self.table.game.ply() {
            self.view = None;
            self.info(tr!("play-back"));
        } else {
            self.stage = Stage::Idle;
            self.view = Some(ply);
            self.status = Status::default();
        }
    }

    /// Returns from looking back to the game as it stands.
    pub fn back_to_game(&mut self) -> bool {
        if self.view.take().is_some() {
            self.info(tr!("play-back"));
            return true;
        }
        false
    }
}

/// A number that differs for every game position put on screen (the
/// computer's answers say which one they are about).
pub fn next_version() -> u64 {
    static VERSION: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    VERSION.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl Play {
    /// Whether the side to move is a computer (and the game goes on).
    pub fn computer_to_move(&self) -> bool {
        let game = self.game();
        !game.is_over() && self.table.computer[game.to_move().index()].is_some()
    }

    /// Where the player is on the game screen, for the key map.
    pub fn place(&self) -> KeyPlace {
        if self.view.is_some() {
            KeyPlace::Looking
        } else if self.game().is_over() {
            KeyPlace::Over
        } else if self.stage.is_removing() {
            KeyPlace::Game(Phase::Remove {
                hand: self.highlights().hand,
            })
        } else if self.stage.is_chain() {
            KeyPlace::Game(Phase::Chain)
        } else if self.computer_to_move() {
            KeyPlace::Game(Phase::Computer)
        } else {
            KeyPlace::Game(Phase::Move)
        }
    }
}
