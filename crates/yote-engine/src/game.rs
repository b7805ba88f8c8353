//! A game under one set of rules: the position, the moves played, undo, the
//! repetition count, and the result after each move (docs/rules.md §4).

use super::movegen::MoveGen;
use super::moves::{Move, MoveKind};
use super::position::Position;
use super::rules::{Rules, RulesError};
use super::setup::Setup;
use super::square::Color;

use super::outcome::{GameResult, MAX_PLIES, Outcome, Reason};

/// A move's place in the move list (see [`Game::move_numbers`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveNumber {
    /// The pair's number, from 1.
    pub number: usize,
    /// The player who makes (or made) the move.
    pub side: Color,
}

/// A game in progress or finished.
///
/// Per move it keeps only the move and the key of the position before it:
/// undo unplays the move, and repetition compares keys.
///
/// ```
/// use yote_engine::{Color, Game, IllegalMove, Move, Rules, SecondPiece, Square};
///
/// let rules = Rules { second_piece: SecondPiece::BoardOrHand, ..Rules::default() };
/// let mut game = Game::new(rules)?;
/// let c3 = Square::parse("c3").expect("a square");
/// game.try_play(Move::drop(c3))?;
/// assert_eq!(game.position().piece_at(c3), Some(Color::White));
/// assert_eq!(game.try_play(Move::drop(c3)), Err(IllegalMove::NotLegal(Move::drop(c3))));
///
/// assert_eq!(game.undo(), Some(Move::drop(c3)));
/// assert_eq!(game.ply(), 0);
/// assert!(!game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    movegen: MoveGen,
    pos: Position,
    /// Where the game began: the rules' start, or a [`Setup`].
    start: Position,
    /// The plies played before `start` (0 from the rules' start).
    start_ply: u32,
    outcome: Option<Outcome>,
    moves: Vec<Move>,
    /// `keys[i]`: the key of the position before move `i`.
    keys: Vec<u64>,
    /// The plies of the drops and captures played: positions before the
    /// last of them cannot come back, since drops and captures lose pieces.
    irreversible: Vec<u32>,
    /// Outcomes a move was played over (only [`Game::play_unchecked`] on a
    /// finished game does that), with the ply, for undo to restore.
    ended_before: Vec<(u32, Outcome)>,
}

impl Default for Game {
    /// The standard game ([`Rules::default`]) at the start position.
    fn default() -> Game {
        Game::new(Rules::default()).expect("the standard rules hold together")
    }
}

impl Game {
    /// A new game at the start position, once `rules` pass
    /// [`Rules::validate`]: no game is played under rules that do not hold
    /// together.
    pub fn new(rules: Rules) -> Result<Game, RulesError> {
        rules.validate()?;
        let movegen = MoveGen::new(&rules);
        Ok(Game {
            pos: movegen.start(),
            start: movegen.start(),
            start_ply: 0,
            movegen,
            rules,
            outcome: None,
            moves: Vec::new(),
            keys: Vec::new(),
            irreversible: Vec::new(),
            ended_before: Vec::new(),
        })
    }

    /// Back to the start position under the same rules, keeping the memory
    /// already taken (for playing many games in a row).
    pub fn restart(&mut self) {
        self.pos = self.start;
        self.outcome = self.opening_outcome();
        self.moves.clear();
        self.keys.clear();
        self.irreversible.clear();
        self.ended_before.clear();
    }

    /// A game that goes on from `setup` (whose pieces the rules' board must
    /// hold: [`Setup::parse`] checks it). The position given has occurred
    /// once; a position already over (docs/rules.md §4 steps 3, 4 and 6)
    /// starts the game ended. Refused as [`Game::new`] refuses rules that
    /// do not hold together.
    pub fn from_setup(rules: Rules, setup: &Setup) -> Result<Game, RulesError> {
        let mut game = Game::new(rules)?;
        game.start = setup.position;
        game.start_ply = setup.ply;
        game.restart();
        Ok(game)
    }

    /// The outcome of the start position itself: none from the rules' start.
    fn opening_outcome(&self) -> Option<Outcome> {
        if self.start_ply == 0 && self.start == self.movegen.start() {
            None
        } else {
            self.movegen
                .material_outcome(&self.start)
                .or_else(|| self.movegen.stuck_outcome(&self.start))
        }
    }

    /// Where the game stands now, as the position notation holds it.
    pub fn to_setup(&self) -> Setup {
        Setup {
            position: self.pos,
            ply: self.start_ply + self.moves.len() as u32,
        }
    }

    /// The plies played before the position the game began at (see
    /// [`Game::from_setup`]); 0 from the rules' start.
    pub fn plies_before(&self) -> u32 {
        self.start_ply
    }

    /// The position the game began at.
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The move generator of these rules, for searching copies of
    /// [`Game::position`].
    pub fn movegen(&self) -> &MoveGen {
        &self.movegen
    }

    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The Zobrist key of the current position ([`Position::key`]).
    pub fn key(&self) -> u64 {
        self.pos.key()
    }

    /// The keys of the earlier positions the current one could still repeat
    /// (those since the last drop or capture), oldest first; a search
    /// continues this list to find repetitions (docs/rules.md §4 step 5).
    pub fn repetition_keys(&self) -> &[u64] {
        &self.keys[self.reversible_from()..]
    }

    /// The player to move (also once the game is over).
    pub fn to_move(&self) -> Color {
        self.pos.to_move()
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The number of moves played (bonus moves count).
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// The moves played, in order.
    pub fn moves(&self) -> impl DoubleEndedIterator<Item = &Move> + ExactSizeIterator {
        self.moves.iter()
    }

    /// The last move played.
    pub fn last_move(&self) -> Option<&Move> {
        self.moves.last()
    }

    /// Who played the move of ply `index` (0-based).
    pub fn mover_of(&self, index: usize) -> Option<Color> {
        let played = self.moves.get(..=index)?;
        let mut mover = self.start.to_move();
        for mv in &played[..index] {
            if !(mv.is_capture() && self.rules.bonus_move_after_capture) {
                mover = mover.other();
            }
        }
        Some(mover)
    }

    /// The place of every ply played in the move list, in order: moves are
    /// counted in pairs (a move of the first player and the reply, bonus
    /// moves included in the half that earned them), so 5 plies are 3
    /// moves. The one way every screen and text counts moves; a screen
    /// that counts plies says "ply".
    pub fn move_numbers(&self) -> Vec<MoveNumber> {
        number_moves(&self.rules, self.moves.iter().map(Move::is_capture)).collect()
    }

    /// The place of ply `index` (0-based) in the move list.
    pub fn move_number(&self, index: usize) -> Option<MoveNumber> {
        self.move_numbers().get(index).copied()
    }

    /// The number the next move will be listed under, and the player to
    /// make it: "move 13, Black".
    pub fn next_move_number(&self) -> MoveNumber {
        let side = self.to_move();
        let number = match self.move_numbers().last() {
            None => 1,
            Some(last) if side == self.rules.first_player && last.side != side => last.number + 1,
            Some(last) => last.number,
        };
        MoveNumber { number, side }
    }

    /// How many moves (pairs) have been played: the number of the last one
    /// listed, 0 before the first.
    pub fn moves_played(&self) -> usize {
        moves_in(&self.rules, self.moves.iter().map(Move::is_capture))
    }

    /// Pieces `color` has lost so far.
    pub fn lost(&self, color: Color) -> u32 {
        u32::from(self.rules.pieces_per_player) - self.pos.total(color)
    }

    /// Calls `f` with every legal move (drops and steps first, then
    /// captures); none once the game is over.
    #[cfg(any(test, feature = "test-support"))]
    #[inline]
    pub fn for_each_legal_move(&self, f: impl FnMut(Move)) {
        if self.outcome.is_none() {
            self.movegen.generate(&self.pos, f);
        }
    }

    /// Fills `buf` with the legal moves (cleared first; reuse it to avoid
    /// allocating).
    pub fn legal_moves_into(&self, buf: &mut Vec<Move>) {
        buf.clear();
        if self.outcome.is_none() {
            self.movegen.generate(&self.pos, |m| buf.push(m));
        }
    }

    /// The legal moves, in generation order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut buf = Vec::new();
        self.legal_moves_into(&mut buf);
        buf
    }

    /// How many legal moves there are, without generating them where it can.
    #[inline]
    pub fn count_legal_moves(&self) -> u64 {
        if self.outcome.is_some() {
            0
        } else {
            self.movegen.count(&self.pos)
        }
    }

    /// The legal move at `index` (below [`Game::count_legal_moves`]) in
    /// generation order, found without generating the others.
    #[inline]
    pub fn nth_legal_move(&self, index: u64) -> Option<Move> {
        if self.outcome.is_some() {
            None
        } else {
            self.movegen.nth(&self.pos, index)
        }
    }

    /// Whether `mv` is legal now.
    pub fn is_legal(&self, mv: &Move) -> bool {
        self.outcome.is_none() && self.movegen.is_legal(&self.pos, mv)
    }

    /// Whether the player to move could capture (the rules aside).
    pub fn can_capture(&self) -> bool {
        self.movegen.can_capture(&self.pos)
    }

    /// Plays a move known to be legal (from this game's generator), then
    /// runs the checks of docs/rules.md §4.
    #[inline]
    pub fn play_unchecked(&mut self, mv: Move) {
        let ply = self.moves.len() as u32;
        if let Some(outcome) = self.outcome {
            self.ended_before.push((ply, outcome));
        }
        self.keys.push(self.pos.key());
        self.moves.push(mv);
        self.pos = self.movegen.play(&self.pos, &mv);
        if matches!(mv.kind(), MoveKind::Drop | MoveKind::Capture) {
            self.irreversible.push(ply);
        }
        self.outcome = self.judge(&mv);
    }

    /// The end of the game when `flagged`'s time runs out: `flagged` loses,
    /// unless its opponent could never win by the rules
    /// ([`MoveGen::could_win`]); then it is a draw.
    ///
    /// ```
    /// use yote_engine::{Color, Game, GameResult, Reason, Rules};
    /// let game = Game::new(Rules::default()).expect("valid rules");
    /// let ended = game.out_of_time(Color::White);
    /// assert_eq!(ended.result, GameResult::Win(Color::Black));
    /// assert_eq!(ended.reason, Reason::OutOfTime { flagged: Color::White });
    /// ```
    pub fn out_of_time(&self, flagged: Color) -> Outcome {
        let opponent = flagged.other();
        if self.movegen().could_win(&self.pos, opponent) {
            Outcome {
                result: GameResult::Win(opponent),
                reason: Reason::OutOfTime { flagged },
            }
        } else {
            Outcome {
                result: GameResult::Draw,
                reason: Reason::OutOfTimeNoWin { flagged },
            }
        }
    }

    /// Ends a game still in progress without a move: an agreed draw or a
    /// resignation. A game the rules have already ended keeps its outcome.
    pub fn end_by_agreement(&mut self, outcome: Outcome) {
        if self.outcome.is_none() {
            self.outcome = Some(outcome);
        }
    }

    /// Takes back an agreed draw or a resignation, so the game goes on from
    /// the same position; returns whether there was one.
    pub fn take_back_agreement(&mut self) -> bool {
        let agreed = matches!(
            self.outcome,
            Some(Outcome {
                reason: Reason::Agreed | Reason::Resigned { .. },
                ..
            })
        );
        if agreed {
            // `end_by_agreement` only ends a game in progress, so it was on.
            self.outcome = None;
        }
        agreed
    }

    /// Takes back the last move; returns it.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        let key = self.keys.pop().expect("one key per move");
        let ply = self.moves.len() as u32;
        if self.irreversible.last() == Some(&ply) {
            self.irreversible.pop();
        }
        self.pos = self.unplay(&mv, key);
        self.outcome = match self.ended_before.last() {
            Some(&(at, outcome)) if at == ply => {
                self.ended_before.pop();
                Some(outcome)
            }
            _ => None,
        };
        Some(mv)
    }

    /// The position before `mv`, which led to the current one; `key` is
    /// its key.
    fn unplay(&self, mv: &Move, key: u64) -> Position {
        let pos = &self.pos;
        let mover = if mv.is_capture() && self.rules.bonus_move_after_capture {
            pos.to_move()
        } else {
            pos.to_move().other()
        };
        let me = mover.index();
        let them = 1 - me;
        let (from, to) = (mv.from().bit(), mv.to().bit());
        let mut before = *pos;
        match mv.kind() {
            MoveKind::Drop => {
                before.pieces[me] &= !to;
                before.hand[me] += 1;
            }
            MoveKind::Step | MoveKind::OwnJump => before.pieces[me] ^= from | to,
            MoveKind::Capture => {
                before.pieces[me] = (pos.pieces[me] & !to) | from;
                before.pieces[them] |= mv.jumped() | mv.removed_from_board();
                before.hand[them] += mv.removed_from_hand();
            }
        }
        before.to_move = mover;
        before.key = key;
        debug_assert_eq!(before.key, before.computed_key());
        before
    }

    /// The first ply whose position the current one could repeat.
    fn reversible_from(&self) -> usize {
        self.irreversible.last().map_or(0, |&ply| ply as usize + 1)
    }

    /// How often the current position has occurred, counting the start.
    pub fn repetitions(&self) -> usize {
        let key = self.pos.key();
        1 + self.repetition_keys().iter().filter(|&&k| k == key).count()
    }

    /// The checks after `mv`, in the order of docs/rules.md §4.
    fn judge(&self, mv: &Move) -> Option<Outcome> {
        if let Some(outcome) = self.movegen.material_outcome_after(mv, &self.pos) {
            return Some(outcome);
        }
        let times = self.rules.repetition_draw;
        if times > 0 && self.repetitions() >= usize::from(times) {
            return Some(Outcome {
                result: GameResult::Draw,
                reason: Reason::Repetition { times },
            });
        }
        self.movegen.stuck_outcome(&self.pos).or_else(|| {
            (self.moves.len() + self.start_ply as usize >= MAX_PLIES).then_some(Outcome {
                result: GameResult::Draw,
                reason: Reason::MoveLimit,
            })
        })
    }
}

/// The place in the move list of each ply of a game played under `rules`,
/// told only whether each ply was a capture (`captures`, in order): moves
/// are counted in pairs (a move of the first player and the reply, bonus
/// moves included in the half that earned them). The one way moves are
/// numbered: [`Game::move_numbers`] uses it, and so does a saved game's
/// list entry, which counts its moves without replaying them.
pub fn number_moves(
    rules: &Rules,
    captures: impl IntoIterator<Item = bool>,
) -> impl Iterator<Item = MoveNumber> {
    let first = rules.first_player;
    let bonus = rules.bonus_move_after_capture;
    let mut mover = first;
    let mut last: Option<Color> = None;
    let mut number = 0;
    captures.into_iter().map(move |capture| {
        // A new number when the first player moves after the other one.
        if number == 0 || (mover == first && last != Some(first)) {
            number += 1;
        }
        let place = MoveNumber {
            number,
            side: mover,
        };
        last = Some(mover);
        if !(capture && bonus) {
            mover = mover.other();
        }
        place
    })
}

/// How many moves (pairs, as [`number_moves`] counts them) `captures` are.
pub fn moves_in(rules: &Rules, captures: impl IntoIterator<Item = bool>) -> usize {
    number_moves(rules, captures).last().map_or(0, |n| n.number)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn resign(game: &mut Game, by: Color) {
        game.end_by_agreement(Outcome {
            result: GameResult::Win(by.other()),
            reason: Reason::Resigned { by },
        });
    }

    /// Pairs, with a bonus move in the half that earned it: seven plies
    /// (one of them a bonus move) are three moves, and Black's reply is
    /// still move 3.
    #[test]
    fn moves_are_counted_in_pairs_with_bonus_moves() {
        use Color::{Black as B, White as W};
        let mut game = Game::new(Rules {
            bonus_move_after_capture: true,
            ..Rules::default()
        })
        .expect("valid rules");
        assert_eq!(
            game.next_move_number(),
            MoveNumber {
                number: 1,
                side: Color::White
            }
        );
        assert_eq!(game.moves_played(), 0);
        game.play_tokens(&["@a1", "@b1", "@f5", "@e5", "a1xc1/e5", "@a3", "@b3"])
            .expect("legal");
        let numbers: Vec<(usize, Color)> = game
            .move_numbers()
            .iter()
            .map(|n| (n.number, n.side))
            .collect();
        assert_eq!(
            numbers,
            [(1, W), (1, B), (2, W), (2, B), (3, W), (3, W), (3, B)]
        );
        assert_eq!(game.moves_played(), 3);
        assert_eq!(game.next_move_number(), MoveNumber { number: 4, side: W });
        assert_eq!(game.move_number(5), Some(MoveNumber { number: 3, side: W }));
        assert_eq!(game.move_number(7), None);
        game.undo();
        assert_eq!(game.next_move_number(), MoveNumber { number: 3, side: B });
    }

    /// Five plies are three moves, whoever starts.
    #[test]
    fn black_first_counts_from_black() {
        let mut game = Game::new(Rules {
            first_player: Color::Black,
            ..Rules::default()
        })
        .expect("valid rules");
        game.play_tokens(&["@a1", "@b2", "@c3", "@d4", "@e5"])
            .expect("legal");
        assert_eq!(game.moves_played(), 3);
        assert_eq!(
            game.next_move_number(),
            MoveNumber {
                number: 3,
                side: Color::White
            }
        );
    }

    #[test]
    fn a_resignation_is_taken_back_alone() {
        let mut game = Game::default();
        game.play_tokens(&["@c3", "@d3"]).expect("legal");
        let before = game.legal_moves();
        resign(&mut game, Color::White);
        assert!(game.is_over());
        assert!(game.legal_moves().is_empty());
        assert!(game.take_back_agreement());
        assert_eq!(game.outcome(), None);
        assert_eq!(game.ply(), 2);
        assert_eq!(game.legal_moves(), before);
        assert!(!game.take_back_agreement());
    }

    #[test]
    fn an_outcome_of_the_rules_stays() {
        let rules = Rules {
            pieces_per_player: 2,
            ..Rules::default()
        };
        let mut game = Game::new(rules).expect("valid rules");
        // a1 jumps a2: Black is down to the one piece in hand and loses.
        game.play_tokens(&["@a1", "@a2", "a1xa3"]).expect("legal");
        let won = game.outcome().expect("over");
        assert_eq!(won.result, GameResult::Win(Color::White));
        resign(&mut game, Color::White);
        assert_eq!(game.outcome(), Some(won));
        assert!(!game.take_back_agreement());
        assert_eq!(game.outcome(), Some(won));
    }
}
