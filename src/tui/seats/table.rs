//! A match: what a saved game holds (the game under its rules, both names,
//! the sides the computer or the external engine plays, the moves taken
//! back that can be redone) and the score of the games before it between
//! the same players.

use crate::prefs::Machine;
use crate::record::{LoadError, Players, SavedGame};
use yote_ai::Level;
use yote_engine::notation::ReplayError;
use yote_engine::{Color, Game, GameResult, Move, Outcome, Rules};

use crate::clock::{Clocks, TimeControl};
use crate::tui::seats::Seat;
use crate::tui::words;

/// What a saved game holds: the game under its rules, both names, and the
/// moves taken back that can be redone; and the score of the games before
/// this one between the same players.
#[derive(Clone, Debug)]
pub struct Match {
    pub game: Game,
    /// The players' names, White's first.
    pub names: [String; 2],
    /// Who plays each side no person plays (the computer at a level, or
    /// the external engine), White's first.
    pub computer: [Option<Machine>; 2],
    /// The side the other player plays from another computer, if any.
    pub remote: Option<Color>,
    redo: Vec<Move>,
    /// The finished games before this one (rematches, restarts).
    pub tally: Tally,
    /// Both players' clocks, when the game is timed (see `seats::clock`).
    pub clocks: Option<Clocks>,
}

/// Points across rematches by player name, in halves (a win 2, a draw 1),
/// so that the score follows the players when colours swap.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    halves: Vec<(String, u32)>,
    /// Finished games counted.
    pub games: u32,
}

impl Tally {
    /// The half points of `name`.
    pub fn halves(&self, name: &str) -> u32 {
        self.halves
            .iter()
            .find(|(n, _)| n == name)
            .map_or(0, |(_, h)| *h)
    }

    fn add(&mut self, name: &str, halves: u32) {
        match self.halves.iter_mut().find(|(n, _)| n == name) {
            Some((_, h)) => *h += halves,
            None => self.halves.push((name.to_string(), halves)),
        }
    }

    /// The tally with `game`'s result between `names` added, if it is over.
    pub fn with(&self, game: &Game, names: &[String; 2]) -> Tally {
        let mut next = self.clone();
        if let Some(outcome) = game.outcome() {
            next.games += 1;
            for side in Color::ALL {
                let halves = match outcome.result {
                    GameResult::Win(w) if w == side => 2,
                    GameResult::Win(_) => 0,
                    GameResult::Draw => 1,
                };
                next.add(&names[side.index()], halves);
            }
        }
        next
    }
}

/// Half points in words: "0", "½", "1", "1½".
pub fn points(halves: u32) -> String {
    match (halves / 2, halves % 2) {
        (0, 1) => "½".to_string(),
        (n, 1) => format!("{n}½"),
        (n, _) => n.to_string(),
    }
}

impl Match {
    /// A new game between `white` and `black`.
    pub fn new(rules: Rules, white: &str, black: &str) -> Match {
        Match {
            game: Game::new(rules).expect("rules are validated when read"),
            names: [white.to_string(), black.to_string()],
            computer: [None, None],
            remote: None,
            redo: Vec::new(),
            tally: Tally::default(),
            clocks: None,
        }
    }

    /// The same match on a clock (`None`: untimed).
    pub fn with_clock(mut self, control: Option<TimeControl>) -> Match {
        self.clocks = control.map(Clocks::new);
        self
    }

    /// The time control, if the game is timed.
    pub fn control(&self) -> Option<TimeControl> {
        self.clocks.as_ref().map(|c| *c.control())
    }

    /// The score including this game once it is over.
    pub fn score(&self) -> Tally {
        self.tally.with(&self.game, &self.names)
    }

    /// The same match with the computer playing the sides given a level.
    pub fn with_computer(self, computer: [Option<Level>; 2]) -> Match {
        self.with_machines(computer.map(|l| l.map(Machine::Level)))
    }

    /// The same match with the computer or the engine playing the sides
    /// given one.
    pub fn with_machines(mut self, computer: [Option<Machine>; 2]) -> Match {
        self.computer = computer;
        self
    }

    /// The computer's level for each side it plays (the engine's sides are
    /// `None`).
    pub fn levels(&self) -> [Option<Level>; 2] {
        self.computer.map(|m| m.and_then(Machine::level))
    }

    /// A game with `tokens` already played (a saved game, a test).
    pub fn from_tokens<S: AsRef<str>>(
        rules: Rules,
        white: &str,
        black: &str,
        tokens: &[S],
    ) -> Result<Match, ReplayError> {
        let mut m = Match::new(rules, white, black);
        m.game.play_tokens(tokens)?;
        Ok(m)
    }

    /// Who plays `side`.
    pub fn seat(&self, side: Color) -> Seat {
        if self.remote == Some(side) {
            return Seat::Remote;
        }
        Seat::of(self.computer[side.index()])
    }

    /// Who plays the side to move.
    pub fn seat_to_move(&self) -> Seat {
        self.seat(self.game.to_move())
    }

    /// The name of the player of `side`.
    pub fn name(&self, side: Color) -> &str {
        &self.names[side.index()]
    }

    /// The name with the colour, e.g. "Ada (White)", or just "White" when the
    /// name is the colour's.
    pub fn label(&self, side: Color) -> String {
        words::label(self.name(side), side, usize::MAX)
    }

    /// The moves played, as tokens (for saving).
    pub fn tokens(&self) -> Vec<String> {
        self.game
            .moves()
            .map(std::string::ToString::to_string)
            .collect()
    }

    /// The rules of this game.
    pub fn rules(&self) -> &Rules {
        self.game.rules()
    }

    /// Plays a legal move; redo stays possible only along the same line.
    pub fn play(&mut self, mv: Move) {
        if self.redo.last() == Some(&mv) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.game.play_unchecked(mv);
    }

    /// Takes back the last move (or a resignation or agreed draw).
    pub fn undo(&mut self) -> Undone {
        if self.game.take_back_agreement() {
            return Undone::Ending;
        }
        match self.game.undo() {
            Some(mv) => {
                self.redo.push(mv);
                Undone::Move(mv)
            }
            None => Undone::Nothing,
        }
    }

    /// Plays again the last move taken back.
    pub fn redo(&mut self) -> Option<Move> {
        let mv = self.redo.pop()?;
        if self.game.is_legal(&mv) {
            self.game.play_unchecked(mv);
            Some(mv)
        } else {
            self.redo.clear();
            None
        }
    }

    /// The same rules with the players (and the computer) on the other
    /// sides; the score goes on.
    pub fn rematch(&self) -> Match {
        let mut next = Match::new(self.rules().clone(), &self.names[1], &self.names[0])
            .with_machines([self.computer[1], self.computer[0]])
            .with_clock(self.control().map(|c| TimeControl {
                sides: [c.sides[1], c.sides[0]],
            }));
        next.tally = self.score();
        next
    }

    /// A new game with the same rules and names; the score goes on.
    pub fn restart(&self) -> Match {
        let mut next = Match::new(self.rules().clone(), &self.names[0], &self.names[1])
            .with_machines(self.computer)
            .with_clock(self.control());
        next.tally = self.score();
        next
    }

    /// Ends the game by agreement or resignation.
    pub fn end(&mut self, outcome: Outcome) {
        self.game.end_by_agreement(outcome);
    }
}

/// The position of `full` after its first `ply` moves: `full` itself at
/// its end (with how it ended), else taken back move by move (quicker than
/// replaying the tokens). The one way to a past position, for looking back,
/// replaying and reviewing.
pub fn position_after(full: &Game, ply: usize) -> Game {
    let mut past = full.clone();
    if ply >= full.ply() {
        return past;
    }
    past.take_back_agreement();
    while past.ply() > ply && past.undo().is_some() {}
    past
}

/// What an undo took back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Undone {
    Move(Move),
    Ending,
    Nothing,
}

/// The record of a match, as the autosave and the save key write it.
pub fn record_of(m: &Match) -> SavedGame {
    SavedGame::from_game(&m.game, &players_in(m))
}

/// [`record_of`] with the clocks as they stand at `now`.
pub fn timed_record_of(m: &Match, now: std::time::Instant) -> SavedGame {
    SavedGame {
        clock: m
            .clocks
            .as_ref()
            .map(|c| crate::record::ClockRecord::at(c, now)),
        ..record_of(m)
    }
}

/// The players of a match, with the sides the computer or the engine
/// plays (the engine by that word only: its command is the preferences').
pub fn players_in(m: &Match) -> Players {
    let mut players = players_of(&m.names);
    players.computer = m.computer;
    players
}

/// The players of a pair of names, White's first.
pub fn players_of(names: &[String; 2]) -> Players {
    Players::new(names[0].clone(), names[1].clone())
}

/// The match a saved game holds, where it stopped. A side the engine
/// played is the engine's again; without an engine command in the
/// preferences the person takes it, and is told ([`crate::tui::screens::game::computer`]).
pub fn match_of(saved: &SavedGame) -> Result<Match, LoadError> {
    let mut m = Match::new(
        saved.rules.clone(),
        &saved.players.white,
        &saved.players.black,
    )
    .with_machines(saved.players.computer);
    m.game = saved.to_game()?;
    m.clocks = saved.clock.as_ref().map(|c| {
        // A file too long to hold each move's time: those moves took none.
        let mut spent = c.spent.clone();
        spent.resize(m.game.ply(), std::time::Duration::ZERO);
        let mut clocks = Clocks::resumed(c.control, c.left, spent);
        // A game opened again waits for its players: its clock is paused.
        if !m.game.is_over() {
            clocks.hold(m.game.to_move());
        }
        clocks
    });
    Ok(m)
}

/// The match a saved game holds, taken back to its first `ply` moves; the
/// moves taken back can be redone (`r`) until another move is played.
pub fn match_at(saved: &SavedGame, ply: usize) -> Result<Match, LoadError> {
    let mut m = match_of(saved)?;
    while m.game.ply() > ply {
        if m.undo() == Undone::Nothing {
            break;
        }
    }
    Ok(m)
}
