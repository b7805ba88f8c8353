//! The move being built on the board, one choice at a time. Every choice is
//! made by filtering the engine's legal moves, and every refusal carries the
//! engine's own typed reason (`Game::parse_move`): no rule is repeated here,
//! and the words are chosen by `tui::words`.

use crate::tr;
use yote_engine::{
    Bitboard, Game, GameResult, IllegalMove, Move, MoveError, MoveKind, Reason, Square,
};

/// How far the current move has been built.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Stage {
    /// Nothing chosen yet.
    #[default]
    Idle,
    /// One of the mover's pieces is selected.
    Selected { from: Square },
    /// A capture has jumped (`landings`, in order) and may jump again.
    Chain { from: Square, landings: Vec<Square> },
    /// The jumps are done; second pieces are being chosen, `picks` in the
    /// order chosen (`None`: one from the enemy's hand).
    Remove {
        from: Square,
        landings: Vec<Square>,
        picks: Vec<Option<Square>>,
    },
}

/// Why a choice was refused: the engine's reason, or one of the board's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The engine refused the move the choice would make.
    Move(MoveError),
    /// Legal as written, but not reachable from the choices made so far.
    Unreachable(Move),
    /// The piece on this square has no legal move.
    NoMove(Square),
    /// `H` with no second piece being chosen.
    NothingToTake,
    /// `s` with no chain of jumps going on.
    NoChain,
    /// The chain cannot stop on this square.
    MustJumpOn(Square),
    /// A choice on the board after the game ended.
    GameOver,
    /// Undo with no move played.
    NothingToUndo,
    /// Redo with nothing taken back.
    NothingToRedo,
}

impl Refusal {
    /// Why a choice on the board was refused, for the player.
    pub fn say(&self, names: &[String; 2]) -> String {
        let why = self;
        match why {
            Refusal::Move(e) => crate::tui::words::move_error(e, names),
            Refusal::Unreachable(mv) => tr!("refusal-unreachable", move = mv.to_string()),
            Refusal::NoMove(sq) => tr!("refusal-no-move", square = sq.to_string()),
            Refusal::NothingToTake => tr!("refusal-nothing-to-take"),
            Refusal::NoChain => tr!("refusal-no-chain"),
            Refusal::MustJumpOn(at) => tr!("refusal-must-jump-on", square = at.to_string()),
            Refusal::GameOver => tr!("refusal-game-over"),
            Refusal::NothingToUndo => tr!("refusal-nothing-to-undo"),
            Refusal::NothingToRedo => tr!("refusal-nothing-to-redo"),
        }
    }
}

/// What a choice led to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The move is complete: play it.
    Play(Move),
    /// The choice was taken; more are needed.
    Progress,
    /// Refused, with the reason; nothing changed.
    Refused(Refusal),
}

pub use crate::tui::widgets::board::Highlights;

fn landings(mv: &Move) -> Vec<Square> {
    mv.landings().collect()
}

impl Stage {
    /// The legal moves that still fit the choices made so far.
    pub fn candidates(&self, legal: &[Move]) -> Vec<Move> {
        legal.iter().copied().filter(|m| self.fits(m)).collect()
    }

    fn fits(&self, m: &Move) -> bool {
        match self {
            Stage::Idle => true,
            Stage::Selected { from } => m.kind() != MoveKind::Drop && m.from() == *from,
            Stage::Chain {
                from,
                landings: so_far,
            } => m.is_capture() && m.from() == *from && landings(m).starts_with(so_far),
            Stage::Remove {
                from,
                landings: chain,
                ..
            } => {
                let (board, hand) = (self.picked_board(), self.picked_hand());
                m.is_capture()
                    && m.from() == *from
                    && landings(m) == *chain
                    && m.removed_from_board() & board == board
                    && m.removed_from_hand() >= hand
            }
        }
    }

    /// The board squares chosen as second pieces so far.
    pub fn picked_board(&self) -> Bitboard {
        match self {
            Stage::Remove { picks, .. } => picks.iter().flatten().fold(0, |b, sq| b | sq.bit()),
            _ => 0,
        }
    }

    /// The pieces chosen from the enemy's hand so far.
    pub fn picked_hand(&self) -> u8 {
        match self {
            Stage::Remove { picks, .. } => picks.iter().filter(|p| p.is_none()).count() as u8,
            _ => 0,
        }
    }

    /// How many second pieces have been chosen.
    pub fn picked(&self) -> usize {
        match self {
            Stage::Remove { picks, .. } => picks.len(),
            _ => 0,
        }
    }

    /// What to highlight now in `game`, whose legal moves are `legal`.
    pub fn highlights(&self, game: &Game, legal: &[Move]) -> Highlights {
        let mut h = Highlights::default();
        let candidates = self.candidates(legal);
        match self {
            Stage::Idle => {
                if game.rules().mandatory_capture {
                    for m in candidates.iter().filter(|m| m.is_capture()) {
                        h.must_capture |= m.from().bit();
                    }
                }
            }
            Stage::Selected { from } => {
                for m in &candidates {
                    match m.landings().next() {
                        Some(first) if m.is_capture() => {
                            h.captures |= first.bit();
                            h.jumped |= between(*from, first).bit();
                        }
                        _ => {
                            h.destinations |= m.to().bit();
                            if draws_by_repetition(game, m) {
                                h.repeats |= m.to().bit();
                            }
                        }
                    }
                }
            }
            Stage::Chain {
                landings: so_far, ..
            } => {
                let at = self.piece_at();
                for m in &candidates {
                    match m.landings().nth(so_far.len()) {
                        Some(next) => {
                            h.captures |= next.bit();
                            if let Some(at) = at {
                                h.jumped |= between(at, next).bit();
                            }
                        }
                        None => h.can_stop = true,
                    }
                }
            }
            Stage::Remove { .. } => {
                let (board, hand) = (self.picked_board(), self.picked_hand());
                for m in &candidates {
                    h.removable |= m.removed_from_board() & !board;
                    h.hand |= m.removed_from_hand() > hand;
                    h.second_total = h.second_total.max(m.second_removals());
                }
            }
        }
        h
    }

    /// Whether second pieces are being chosen.
    pub fn is_removing(&self) -> bool {
        matches!(self, Stage::Remove { .. })
    }

    /// Whether a chain of jumps may go on.
    pub fn is_chain(&self) -> bool {
        matches!(self, Stage::Chain { .. })
    }

    /// The square of the piece being moved, where it stands now.
    pub fn piece_at(&self) -> Option<Square> {
        match self {
            Stage::Idle => None,
            Stage::Selected { from } => Some(*from),
            Stage::Chain { from, landings } | Stage::Remove { from, landings, .. } => {
                Some(landings.last().copied().unwrap_or(*from))
            }
        }
    }

    /// The jumps chosen so far, to draw the board as they leave it: the start
    /// square, where the piece stands now, and the squares jumped over.
    pub fn preview(&self) -> Option<(Square, Square, Bitboard)> {
        let (Stage::Chain { from, landings } | Stage::Remove { from, landings, .. }) = self else {
            return None;
        };
        let mut jumped = 0;
        let mut at = *from;
        for &next in landings {
            jumped |= Square::new(
                u8::midpoint(at.row(), next.row()),
                u8::midpoint(at.col(), next.col()),
            )
            .bit();
            at = next;
        }
        Some((*from, at, jumped))
    }

    /// The token of the choices so far (a capture's path and removals).
    fn token(&self) -> String {
        match self {
            Stage::Idle => String::new(),
            Stage::Selected { from } => from.to_string(),
            Stage::Chain { from, landings } => chain_token(*from, landings),
            Stage::Remove { from, landings, .. } => {
                let mut t = chain_token(*from, landings);
                for sq in yote_engine::square::squares(self.picked_board()) {
                    t.push_str(&format!("/{sq}"));
                }
                for _ in 0..self.picked_hand() {
                    t.push_str("/h");
                }
                t
            }
        }
    }

    /// Enter, Space or a click on `sq`.
    pub fn activate(&mut self, game: &Game, legal: &[Move], sq: Square) -> Outcome {
        let pos = game.position();
        let me = game.to_move();
        match self.clone() {
            Stage::Idle => {
                if pos.piece_at(sq) == Some(me) {
                    return self.select(game, legal, sq);
                }
                if let Some(m) = legal
                    .iter()
                    .find(|m| m.kind() == MoveKind::Drop && m.to() == sq)
                {
                    return Outcome::Play(*m);
                }
                let token = if pos.piece_at(sq).is_some() {
                    format!("{sq}-{sq}")
                } else {
                    format!("@{sq}")
                };
                refuse(game, &token)
            }
            Stage::Selected { from } => {
                if sq == from {
                    *self = Stage::Idle;
                    return Outcome::Progress;
                }
                if pos.piece_at(sq) == Some(me) {
                    return self.select(game, legal, sq);
                }
                let candidates = self.candidates(legal);
                if let Some(m) = candidates.iter().find(|m| !m.is_capture() && m.to() == sq) {
                    return Outcome::Play(*m);
                }
                if candidates
                    .iter()
                    .any(|m| m.is_capture() && m.landings().next() == Some(sq))
                {
                    return self.chain(legal, from, vec![sq]);
                }
                let over = Square::new(
                    u8::midpoint(from.row(), sq.row()),
                    u8::midpoint(from.col(), sq.col()),
                );
                let two_apart = from.row().abs_diff(sq.row()) + from.col().abs_diff(sq.col()) == 2;
                // Written as a capture unless it would jump an own piece, so
                // that the engine names what is missing ("d4 holds no enemy piece").
                let sep = if two_apart && pos.piece_at(over) != Some(me) {
                    'x'
                } else {
                    '-'
                };
                refuse(game, &format!("{from}{sep}{sq}"))
            }
            Stage::Chain { from, landings } => {
                let h = self.highlights(game, legal);
                if h.captures & sq.bit() != 0 {
                    let mut more = landings.clone();
                    more.push(sq);
                    return self.chain(legal, from, more);
                }
                if Some(sq) == self.piece_at() && h.can_stop {
                    return self.stop(game, legal);
                }
                refuse(game, &format!("{}x{sq}", self.token()))
            }
            Stage::Remove {
                from,
                landings,
                mut picks,
            } => {
                if self.highlights(game, legal).removable & sq.bit() != 0 {
                    picks.push(Some(sq));
                    return self.remove(legal, from, landings, picks);
                }
                refuse(game, &format!("{}/{sq}", self.token()))
            }
        }
    }

    /// Takes the second piece from the enemy's hand (the `H` key, a click).
    pub fn take_from_hand(&mut self, game: &Game, legal: &[Move]) -> Outcome {
        match self.clone() {
            Stage::Remove {
                from,
                landings,
                mut picks,
            } => {
                if self.highlights(game, legal).hand {
                    picks.push(None);
                    return self.remove(legal, from, landings, picks);
                }
                refuse(game, &format!("{}/h", self.token()))
            }
            _ => Outcome::Refused(Refusal::NothingToTake),
        }
    }

    /// Esc or Backspace: takes back the last second piece chosen, or else
    /// forgets the whole move. Returns whether anything was taken back.
    pub fn back(&mut self) -> bool {
        match self {
            Stage::Idle => false,
            Stage::Remove { picks, .. } if !picks.is_empty() => {
                picks.pop();
                true
            }
            _ => {
                *self = Stage::Idle;
                true
            }
        }
    }

    /// Ends a chain of jumps here (`multi_jump`).
    pub fn stop(&mut self, game: &Game, legal: &[Move]) -> Outcome {
        match self.clone() {
            Stage::Chain { from, landings } => {
                if self.highlights(game, legal).can_stop {
                    return self.remove(legal, from, landings, Vec::new());
                }
                let at = self.piece_at().unwrap_or(from);
                Outcome::Refused(refuse(game, &self.token()).or_else(Refusal::MustJumpOn(at)))
            }
            _ => Outcome::Refused(Refusal::NoChain),
        }
    }

    /// Selects the mover's piece on `sq`, if it can move.
    fn select(&mut self, game: &Game, legal: &[Move], sq: Square) -> Outcome {
        let next = Stage::Selected { from: sq };
        if next.candidates(legal).is_empty() {
            // The engine's reason where it has a general one (mandatory capture).
            let why = match refuse_step(game, sq) {
                Some(e @ MoveError::Illegal(IllegalMove::CaptureMandatory)) => Refusal::Move(e),
                _ => Refusal::NoMove(sq),
            };
            return Outcome::Refused(why);
        }
        *self = next;
        Outcome::Progress
    }

    /// After the jumps in `landings`: jump again, or go on to the removals.
    fn chain(&mut self, legal: &[Move], from: Square, landings: Vec<Square>) -> Outcome {
        let next = Stage::Chain {
            from,
            landings: landings.clone(),
        };
        let more = next
            .candidates(legal)
            .iter()
            .any(|m| m.landings().nth(landings.len()).is_some());
        if !more {
            return self.remove(legal, from, landings, Vec::new());
        }
        *self = next;
        Outcome::Progress
    }

    /// After choosing second pieces: ask for more, or play the only move left.
    fn remove(
        &mut self,
        legal: &[Move],
        from: Square,
        landings: Vec<Square>,
        picks: Vec<Option<Square>>,
    ) -> Outcome {
        let next = Stage::Remove {
            from,
            landings,
            picks,
        };
        let candidates = next.candidates(legal);
        if let [only] = candidates[..] {
            *self = Stage::Idle;
            return Outcome::Play(only);
        }
        *self = next;
        Outcome::Progress
    }
}

fn chain_token(from: Square, landings: &[Square]) -> String {
    let mut t = from.to_string();
    for sq in landings {
        t.push_str(&format!("x{sq}"));
    }
    t
}

/// The square between two squares two apart in a line.
fn between(a: Square, b: Square) -> Square {
    Square::new(
        u8::midpoint(a.row(), b.row()),
        u8::midpoint(a.col(), b.col()),
    )
}

/// Whether playing `mv` would end the game drawn by repetition.
fn draws_by_repetition(game: &Game, mv: &Move) -> bool {
    if game.rules().repetition_draw == 0 || mv.kind() == MoveKind::Drop || mv.is_capture() {
        return false;
    }
    let mut after = game.clone();
    after.play_unchecked(*mv);
    after.outcome().is_some_and(|o| {
        o.result == GameResult::Draw && matches!(o.reason, Reason::Repetition { .. })
    })
}

/// The engine's reason for refusing a step of the piece on `sq` to an empty
/// neighbour, if it has one.
fn refuse_step(game: &Game, sq: Square) -> Option<MoveError> {
    let rules = game.rules();
    let pos = game.position();
    let (r, c) = (i16::from(sq.row()), i16::from(sq.col()));
    [(1, 0), (-1, 0), (0, 1), (0, -1)]
        .into_iter()
        .map(|(dr, dc)| (r + dr, c + dc))
        .filter(|&(r, c)| {
            (0..i16::from(rules.rows)).contains(&r) && (0..i16::from(rules.columns)).contains(&c)
        })
        .map(|(r, c)| Square::new(r as u8, c as u8))
        .find(|to| pos.piece_at(*to).is_none())
        .and_then(|to| game.parse_move(&format!("{sq}-{to}")).err())
}

/// The engine's reason for refusing `token`.
fn refuse(game: &Game, token: &str) -> Outcome {
    match game.parse_move(token) {
        Err(e) => Outcome::Refused(Refusal::Move(e)),
        // Legal as written but not reachable from this stage.
        Ok(m) => Outcome::Refused(Refusal::Unreachable(m)),
    }
}

impl Outcome {
    /// The refusal, or `fallback`.
    fn or_else(self, fallback: Refusal) -> Refusal {
        match self {
            Outcome::Refused(why) => why,
            _ => fallback,
        }
    }
}
