//! The game the two sides share, as each holds it: every message from the
//! other side played through this side's own engine, or refused.

use sha2::{Digest, Sha256};
use yote_engine::{Color, Game, GameResult, Move, MoveError, Outcome, Reason, Rules, RulesError};

use super::clock::{self, ClockHello};
use super::message::{Hello, Message};
use crate::record::{ClockRecord, Players, SavedGame};

/// The record's fingerprint both sides compare after every move: SHA-256
/// of the moves' tokens, each followed by a line break, as 32 hex digits.
pub fn record_hash<S: AsRef<str>>(moves: &[S]) -> String {
    let mut hasher = Sha256::new();
    for m in moves {
        hasher.update(m.as_ref().as_bytes());
        hasher.update(b"\n");
    }
    hasher.finalize()[..16]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// An offer waiting for its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    /// Back to the first `to_ply` moves.
    Undo {
        to_ply: u32,
    },
    Draw,
}

/// What a message of the other side did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    Moved(Move),
    /// The other side offers this; [`Table::answer`] answers it.
    Offered(Offer),
    /// The other side agreed to this side's offer, which is done.
    Agreed(Offer),
    /// The other side turned this side's offer down.
    Declined(Offer),
    /// The other side resigned.
    Resigned,
    /// A keep-alive.
    Nothing,
    /// The other side left on purpose.
    Left,
    /// A flag fell, said by the other side (its own, or this side's by its
    /// measure): the game is over on time.
    Flagged(Color),
}

/// A message of the other side that was refused; the game is as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// A move when it is not the other side's turn.
    NotTheirTurn,
    /// A move numbered `ply` when this side has `expected` moves.
    WrongPly { ply: u32, expected: u32 },
    /// A move that this side's engine refuses.
    Move { token: String, error: MoveError },
    /// An answer to no offer, or an undo offer that takes back nothing.
    NoSuchOffer,
    /// A hello in the middle of a game.
    Unexpected,
    /// After the move, the two records differ: the game cannot go on.
    RecordsDiffer,
    /// A flag in an untimed game, or naming no side.
    NoClock,
}

impl Refusal {
    /// Whether the game must stop (the records differ).
    pub fn is_fatal(&self) -> bool {
        matches!(self, Refusal::RecordsDiffer)
    }
}

/// Where two records agree, and the record both sides go on from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Agreed {
    /// The moves both go on from.
    pub moves: Vec<String>,
    /// An end by agreement, resignation or time one side had and the
    /// other missed.
    pub ended: Option<(String, String)>,
    /// In a timed game, the clocks both go on from ([`clock::agree`]).
    pub clock: Option<ClockHello>,
}

/// The record both go on from: the longer one where one record is the
/// start of the other (the side behind gets the missing moves), else the
/// moves both have. A joiner's record of another game counts as empty.
pub fn agree(host: &Hello, join: &Hello) -> Agreed {
    let empty = Vec::new();
    let joined = if join.game.is_some() && join.game == host.game {
        &join.moves
    } else {
        &empty
    };
    let common = host
        .moves
        .iter()
        .zip(joined)
        .take_while(|(a, b)| a == b)
        .count();
    let (moves, ended) = if common == joined.len() {
        (host.moves.clone(), host.ended.clone())
    } else if common == host.moves.len() {
        (joined.clone(), join.ended.clone())
    } else {
        (host.moves[..common].to_vec(), None)
    };
    let ended = ended.or_else(|| {
        (host.moves == *joined)
            .then(|| join.ended.clone())
            .flatten()
    });
    let same_game = join.game.is_some() && join.game == host.game;
    let clock = host.clock.as_ref().map(|h| {
        let theirs = join.clock.as_ref().filter(|_| same_game);
        clock::agree(h, theirs, moves.len())
    });
    Agreed {
        moves,
        ended,
        clock,
    }
}

/// The game as one side holds it.
#[derive(Clone, Debug)]
pub struct Table {
    game: Game,
    me: Color,
    players: Players,
    mine: Option<Offer>,
    theirs: Option<Offer>,
    /// In a timed game, the clocks as last kept (the screen keeps them).
    pub clock: Option<ClockRecord>,
}

impl Table {
    /// A new game under `rules`, this side playing `me`; rules that do
    /// not hold together are refused.
    pub fn new(rules: Rules, me: Color, players: Players) -> Result<Table, RulesError> {
        Ok(Table {
            game: Game::new(rules)?,
            me,
            players,
            mine: None,
            theirs: None,
            clock: None,
        })
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn me(&self) -> Color {
        self.me
    }

    pub fn players(&self) -> &Players {
        &self.players
    }

    /// Names the other player (a name that came over the line).
    pub fn set_name(&mut self, color: Color, name: &str) {
        let name: String = crate::text::printable(name)
            .chars()
            .take(super::message::MAX_NAME)
            .collect();
        if name.trim().is_empty() {
            return;
        }
        match color {
            Color::White => self.players.white = name,
            Color::Black => self.players.black = name,
        }
    }

    /// The offer of the other side waiting for this side's answer.
    pub fn their_offer(&self) -> Option<Offer> {
        self.theirs
    }

    /// This side's offer waiting for the other's answer.
    pub fn my_offer(&self) -> Option<Offer> {
        self.mine
    }

    /// The record as a saved game.
    pub fn saved(&self) -> SavedGame {
        SavedGame {
            clock: self.clock.clone(),
            ..SavedGame::from_game(&self.game, &self.players)
        }
    }

    /// The clocks as this side's hello says them.
    pub fn clock_hello(&self) -> Option<ClockHello> {
        self.clock.as_ref().map(|c| clock::hello_of(c, &self.game))
    }

    /// The moves' tokens.
    pub fn tokens(&self) -> Vec<String> {
        self.game.moves().map(ToString::to_string).collect()
    }

    /// How the game ended, as a hello says it, where it ended by
    /// agreement, resignation or time (the other ends follow from the
    /// moves): the result's key and the reason's; for an end on time the
    /// side whose flag fell and the reason's.
    pub fn ended(&self) -> Option<(String, String)> {
        let outcome = self.game.outcome()?;
        let first = match outcome.reason {
            Reason::Agreed | Reason::Resigned { .. } => outcome.result.key(),
            Reason::OutOfTime { flagged } | Reason::OutOfTimeNoWin { flagged } => flagged.name(),
            _ => return None,
        };
        Some((first.to_string(), outcome.reason.key().to_string()))
    }

    /// Goes on from `agreed`: back to the moves both have, then every move
    /// this side missed played through its engine. On a move refused the
    /// game stays where the two agreed last.
    pub fn adopt(&mut self, agreed: &Agreed) -> Result<(), Refusal> {
        let mine = self.tokens();
        let common = mine
            .iter()
            .zip(&agreed.moves)
            .take_while(|(a, b)| a == b)
            .count();
        self.game.take_back_agreement();
        while self.game.ply() > common {
            self.game.undo();
        }
        for token in &agreed.moves[common..] {
            self.game.play_token(token).map_err(|error| Refusal::Move {
                token: crate::record::bounded_token(token).into_owned(),
                error,
            })?;
        }
        if let Some((result, reason)) = &agreed.ended {
            let outcome = match (result.as_str(), reason.as_str()) {
                ("draw", "agreed") => Some(Outcome {
                    result: GameResult::Draw,
                    reason: Reason::Agreed,
                }),
                (winner, "resigned") => Color::from_name(winner).map(|w| Outcome {
                    result: GameResult::Win(w),
                    reason: Reason::Resigned { by: w.other() },
                }),
                (flagged, "out_of_time" | "out_of_time_no_win") => {
                    Color::from_name(flagged).map(|f| self.game.out_of_time(f))
                }
                _ => None,
            };
            if let Some(outcome) = outcome {
                self.game.end_by_agreement(outcome);
            }
        }
        self.mine = None;
        self.theirs = None;
        self.clock = agreed
            .clock
            .as_ref()
            .and_then(|c| clock::record_of(c, &self.game));
        Ok(())
    }

    /// Plays this side's move; the message to send.
    pub fn play(&mut self, mv: Move) -> Option<Message> {
        self.play_timed(mv, None)
    }

    /// Plays this side's move, which took `spent` by this side's clock;
    /// the message to send.
    pub fn play_timed(&mut self, mv: Move, spent: Option<std::time::Duration>) -> Option<Message> {
        if self.game.is_over() || self.game.to_move() != self.me {
            return None;
        }
        let ply = self.game.ply() as u32;
        if self.game.try_play(mv).is_err() {
            return None;
        }
        Some(Message::Move {
            token: mv.to_string(),
            ply,
            hash: record_hash(&self.tokens()),
            spent_ms: spent.map(clock::ms),
        })
    }

    /// `side`'s flag fell by this side's clocks: the game ends on time;
    /// the message to send.
    pub fn flag(&mut self, side: Color) -> Option<Message> {
        if self.game.is_over() || self.clock.is_none() {
            return None;
        }
        self.end_on_time(side);
        Some(Message::Flag {
            side: side.name().to_string(),
            ply: self.game.ply() as u32,
        })
    }

    /// Offers to take back this side's last move (and the other's reply).
    pub fn offer_undo(&mut self) -> Option<Message> {
        let last = (0..self.game.ply())
            .rev()
            .find(|&i| self.game.mover_of(i) == Some(self.me))?;
        let offer = Offer::Undo {
            to_ply: last as u32,
        };
        self.mine = Some(offer);
        Some(Message::UndoOffer {
            to_ply: last as u32,
        })
    }

    /// Offers a draw.
    pub fn offer_draw(&mut self) -> Option<Message> {
        if self.game.is_over() {
            return None;
        }
        self.mine = Some(Offer::Draw);
        Some(Message::DrawOffer)
    }

    /// Resigns.
    pub fn resign(&mut self) -> Option<Message> {
        if self.game.is_over() {
            return None;
        }
        self.game.end_by_agreement(Outcome {
            result: GameResult::Win(self.me.other()),
            reason: Reason::Resigned { by: self.me },
        });
        Some(Message::Resign)
    }

    /// Answers the other side's offer; the message to send.
    pub fn answer(&mut self, accept: bool) -> Option<Message> {
        let offer = self.theirs.take()?;
        if accept {
            self.agree_to(offer);
        }
        Some(match offer {
            Offer::Undo { .. } => Message::UndoAnswer { accept },
            Offer::Draw => Message::DrawAnswer { accept },
        })
    }

    fn agree_to(&mut self, offer: Offer) {
        match offer {
            Offer::Undo { to_ply } => {
                self.game.take_back_agreement();
                while self.game.ply() > to_ply as usize {
                    self.game.undo();
                }
            }
            Offer::Draw => self.game.end_by_agreement(Outcome {
                result: GameResult::Draw,
                reason: Reason::Agreed,
            }),
        }
    }

    /// Takes a message of the other side.
    pub fn take(&mut self, message: Message) -> Result<Happened, Refusal> {
        let them = self.me.other();
        match message {
            Message::Move {
                token, ply, hash, ..
            } => {
                if self.game.is_over() {
                    return Err(Refusal::GameOver);
                }
                if self.game.to_move() != them {
                    return Err(Refusal::NotTheirTurn);
                }
                let expected = self.game.ply() as u32;
                if ply != expected {
                    return Err(Refusal::WrongPly { ply, expected });
                }
                let mv = self
                    .game
                    .play_token(&token)
                    .map_err(|error| Refusal::Move {
                        token: crate::record::bounded_token(&token).into_owned(),
                        error,
                    })?;
                if record_hash(&self.tokens()) != hash {
                    return Err(Refusal::RecordsDiffer);
                }
                Ok(Happened::Moved(mv))
            }
            Message::UndoOffer { to_ply } => {
                if to_ply as usize >= self.game.ply() {
                    return Err(Refusal::NoSuchOffer);
                }
                let offer = Offer::Undo { to_ply };
                self.theirs = Some(offer);
                Ok(Happened::Offered(offer))
            }
            Message::DrawOffer => {
                if self.game.is_over() {
                    return Err(Refusal::GameOver);
                }
                self.theirs = Some(Offer::Draw);
                Ok(Happened::Offered(Offer::Draw))
            }
            Message::UndoAnswer { accept } | Message::DrawAnswer { accept } => {
                let draw = matches!(message, Message::DrawAnswer { .. });
                let offer = match self.mine {
                    Some(offer @ Offer::Draw) if draw => offer,
                    Some(offer @ Offer::Undo { .. }) if !draw => offer,
                    _ => return Err(Refusal::NoSuchOffer),
                };
                self.mine = None;
                if !accept {
                    return Ok(Happened::Declined(offer));
                }
                if offer == Offer::Draw && self.game.is_over() {
                    return Err(Refusal::GameOver);
                }
                self.agree_to(offer);
                Ok(Happened::Agreed(offer))
            }
            Message::Resign => {
                if self.game.is_over() {
                    return Err(Refusal::GameOver);
                }
                self.game.end_by_agreement(Outcome {
                    result: GameResult::Win(self.me),
                    reason: Reason::Resigned { by: them },
                });
                Ok(Happened::Resigned)
            }
            Message::Flag { side, ply } => self.flagged(&side, ply),
            Message::Ping => Ok(Happened::Nothing),
            Message::Bye => Ok(Happened::Left),
            Message::Hello(_) => Err(Refusal::Unexpected),
        }
    }
}

impl Table {
    /// The other side says `side`'s flag fell after `ply` moves: a move of
    /// this side made after that does not stand (its clock had run out on
    /// the other side's measure first), and the game ends on time.
    fn flagged(&mut self, side: &str, ply: u32) -> Result<Happened, Refusal> {
        let (Some(side), Some(_)) = (Color::from_name(side), self.clock.as_ref()) else {
            return Err(Refusal::NoClock);
        };
        if let Some(o) = self.game.outcome() {
            return match o.reason {
                Reason::OutOfTime { flagged } | Reason::OutOfTimeNoWin { flagged }
                    if flagged == side =>
                {
                    Ok(Happened::Nothing)
                }
                _ => Err(Refusal::GameOver),
            };
        }
        let expected = self.game.ply() as u32;
        // Only this side's moves may have crossed the flag on the line.
        let since_mine =
            (ply as usize..expected as usize).all(|i| self.game.mover_of(i) == Some(self.me));
        // And the flag is of the side whose clock ran at that ply.
        let turn = if ply == expected {
            Some(self.game.to_move())
        } else {
            self.game.mover_of(ply as usize)
        };
        if ply > expected || !since_mine || turn != Some(side) {
            return Err(Refusal::WrongPly { ply, expected });
        }
        while self.game.ply() > ply as usize {
            self.game.undo();
        }
        self.end_on_time(side);
        Ok(Happened::Flagged(side))
    }

    /// The game over on time, `side`'s flag fallen: the clocks kept with
    /// `side`'s stopped at zero (the moves taken back no longer timed).
    fn end_on_time(&mut self, side: Color) {
        let outcome = self.game.out_of_time(side);
        self.game.end_by_agreement(outcome);
        let ply = self.game.ply();
        if let Some(clock) = self.clock.as_mut() {
            clock.spent.truncate(ply);
            clock.left[side.index()] = std::time::Duration::ZERO;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair() -> (Table, Table) {
        let players = Players::new("Ama", "Kofi");
        (
            Table::new(Rules::default(), Color::White, players.clone()).unwrap(),
            Table::new(Rules::default(), Color::Black, players).unwrap(),
        )
    }

    fn hello(game: Option<&str>, moves: &[&str]) -> Hello {
        Hello {
            version: 1,
            name: String::new(),
            rules: super::super::message::rules_table(&Rules::default()),
            host_plays: None,
            game: game.map(Into::into),
            moves: moves.iter().map(|m| (*m).to_string()).collect(),
            ended: None,
            clock: None,
        }
    }

    #[test]
    fn the_side_behind_gets_the_missing_moves_and_a_fork_goes_back() {
        let host = hello(Some("g"), &["@c3", "@d3"]);
        assert_eq!(agree(&host, &hello(Some("g"), &["@c3"])).moves, host.moves);
        let ahead = hello(Some("g"), &["@c3", "@d3", "@a1"]);
        assert_eq!(agree(&host, &ahead).moves, ahead.moves);
        let fork = hello(Some("g"), &["@c3", "@e3"]);
        assert_eq!(agree(&host, &fork).moves, vec!["@c3".to_string()]);
        let other_game = hello(Some("h"), &["@a1", "@a2", "@a3"]);
        assert_eq!(agree(&host, &other_game).moves, host.moves);
    }

    #[test]
    fn a_move_out_of_turn_or_illegal_is_refused_and_the_game_goes_on() {
        let (mut white, mut black) = pair();
        let mv = white.game().legal_moves()[0];
        let sent = white.play(mv).unwrap();
        // White may not move twice; Black's table refuses a White move replayed.
        assert!(white.play(white.game().legal_moves()[0]).is_none());
        assert!(matches!(black.take(sent.clone()), Ok(Happened::Moved(_))));
        assert!(matches!(black.take(sent), Err(Refusal::NotTheirTurn)));
        let bogus = Message::Move {
            token: "@z9".into(),
            ply: 1,
            hash: String::new(),
            spent_ms: None,
        };
        let reply = black.game().legal_moves()[0];
        let answer = black.play(reply).unwrap();
        assert!(matches!(
            black.take(Message::Move {
                token: "c3-c9".into(),
                ply: 2,
                hash: String::new(),
                spent_ms: None,
            }),
            Err(Refusal::Move { .. })
        ));
        assert!(white.take(bogus).is_err());
        assert!(matches!(white.take(answer), Ok(Happened::Moved(_))));
        assert_eq!(white.tokens(), black.tokens());
    }

    #[test]
    fn undo_and_draw_happen_only_when_the_other_agrees() {
        let (mut white, mut black) = pair();
        for _ in 0..3 {
            let (mover, other) = if white.game().to_move() == Color::White {
                (&mut white, &mut black)
            } else {
                (&mut black, &mut white)
            };
            let mv = mover.game().legal_moves()[0];
            let m = mover.play(mv).unwrap();
            other.take(m).unwrap();
        }
        let offer = white.offer_undo().unwrap();
        assert_eq!(offer, Message::UndoOffer { to_ply: 2 });
        assert!(matches!(black.take(offer), Ok(Happened::Offered(_))));
        let no = black.answer(false).unwrap();
        assert!(matches!(white.take(no), Ok(Happened::Declined(_))));
        assert_eq!(white.game().ply(), 3);
        let offer = white.offer_undo().unwrap();
        black.take(offer).unwrap();
        let yes = black.answer(true).unwrap();
        assert!(matches!(white.take(yes), Ok(Happened::Agreed(_))));
        assert_eq!(white.tokens(), black.tokens());
        assert_eq!(white.game().ply(), 2);
        let draw = black.offer_draw().unwrap();
        white.take(draw).unwrap();
        let yes = white.answer(true).unwrap();
        black.take(yes).unwrap();
        assert_eq!(white.game().outcome(), black.game().outcome());
        assert!(white.game().is_over());
        assert!(matches!(
            white.take(Message::DrawAnswer { accept: true }),
            Err(Refusal::NoSuchOffer)
        ));
    }
}
