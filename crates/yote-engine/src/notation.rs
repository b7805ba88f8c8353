//! Move notation (docs/rules.md §5): the canonical token of a move, and reading a
//! token back with a typed reason for every refusal (no words: see `yote::words`).

use std::fmt;

use super::game::Game;
use super::moves::{Move, MoveKind};
use super::outcome::Outcome;
use super::rules::{SecondPiece, key_and_data};
use super::square::{Bitboard, Color, Dir, Square, shift};

impl fmt::Display for Move {
    /// The canonical token, e.g. `@c3`, `c3-c4`, `a1xa3xc3/e2/h`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            MoveKind::Drop => write!(f, "@{}", self.to()),
            MoveKind::Step | MoveKind::OwnJump => write!(f, "{}-{}", self.from(), self.to()),
            MoveKind::Capture => {
                write!(f, "{}", self.from())?;
                for land in self.landings() {
                    write!(f, "x{land}")?;
                }
                for sq in self.removed_squares() {
                    write!(f, "/{sq}")?;
                }
                for _ in 0..self.removed_from_hand() {
                    f.write_str("/h")?;
                }
                Ok(())
            }
        }
    }
}

/// Why a token was refused: data only. The words are chosen where the
/// refusal is shown (`yote::words` for the command line and files, the
/// terminal game's own for players), so the engine holds no sentences.
///
/// ```
/// use yote_engine::notation::Malformed;
/// use yote_engine::{Game, IllegalMove, MoveError, Square};
///
/// let mut game = Game::default();
/// game.play_token("@c3")?;
/// let refused = game.parse_move("@c3").unwrap_err();
/// assert_eq!(refused, MoveError::Illegal(IllegalMove::Occupied(Square::new(2, 2))));
/// assert_eq!(refused.to_string(), "illegal occupied c3");
///
/// let refused = game.parse_move("c3-").unwrap_err();
/// assert_eq!(refused, MoveError::Malformed(Malformed::MissingSquare));
/// assert_eq!(refused.to_string(), "malformed missing-square");
/// # Ok::<(), MoveError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The token is not written like a move.
    Malformed(Malformed),
    /// The token is a move, but not a legal one here.
    Illegal(IllegalMove),
}

/// How a token fails to be written like a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Malformed {
    /// Nothing was written.
    Empty,
    /// The token holds a space.
    Spaces,
    /// A square is missing (e.g. `c3-`).
    MissingSquare,
    /// This text stands where a square should be.
    NotASquare(String),
    /// A second removal (`/`) without a capture (`x`).
    RemovalWithoutCapture,
}

/// Why a well-written move cannot be played here, with the squares and
/// counts each reason needs. In the order a token is read (README, Choices).
///
/// ```
/// use yote_engine::{Color, Game, IllegalMove, MoveError, Square};
///
/// let mut game = Game::default();
/// game.play_tokens(&["@c3", "@c4"])?;
/// let refused = game.parse_move("c4-c5").unwrap_err();
/// let expected = IllegalMove::NotOwnPiece { square: Square::new(3, 2), side: Color::White };
/// assert_eq!(refused, MoveError::Illegal(expected.clone()));
/// assert_eq!(expected.to_string(), "not-own-piece c4 white");
/// # Ok::<(), yote_engine::notation::ReplayError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// `square` is outside the board of `rows` × `columns`.
    OffBoard {
        square: Square,
        rows: u8,
        columns: u8,
    },
    /// The game has ended.
    GameOver(Outcome),
    /// A drop, but `0` pieces in `side`'s hand.
    EmptyHand(Color),
    /// The square to drop on, step to or land on is taken.
    Occupied(Square),
    /// The move starts from a square without a piece of the mover's.
    NotOwnPiece { square: Square, side: Color },
    /// `from` and `to` are neither one nor two squares apart in a line.
    NotStepOrJump { from: Square, to: Square },
    /// A jump over `over`, which is empty.
    JumpOverEmpty {
        from: Square,
        to: Square,
        over: Square,
    },
    /// A dash (`-`) over an enemy piece: a capture is written with `x`.
    CaptureWrittenAsJump {
        from: Square,
        to: Square,
        over: Square,
    },
    /// A jump over an own piece, and `jump_own_pieces` is off.
    OwnJumpsOff,
    /// A chain of jumps, and `multi_jump` is off.
    SingleJumpOnly,
    /// Two squares of a capture's path are not two apart in a line.
    NotAJump { from: Square, to: Square },
    /// A capture jumps over `over`, which holds no enemy piece.
    NoEnemyJumped { over: Square },
    /// A second removal names `square` twice.
    RemovedTwice(Square),
    /// A second removal names a square this capture jumped.
    RemovedJumped(Square),
    /// A second removal names `square`, which holds no piece of `side`.
    RemovedNotEnemy { square: Square, side: Color },
    /// `mandatory_capture` with `multi_jump`: the chain can go on from `at`.
    ChainMustGoOn { at: Square },
    /// A second piece from the hand, and `second_piece` is `"board"`.
    HandNotAllowed,
    /// More taken from `side`'s hand than the `in_hand` pieces there.
    HandHasTooFew { side: Color, in_hand: u32 },
    /// Second removals written, but `side` has no other piece to take.
    NoSecondPiece { side: Color },
    /// More second removals written than the capture takes (`takes`).
    TooManySecond { takes: u32 },
    /// `"hand-if-board-empty"`: the hand was used while `side` still has
    /// pieces on the board to take.
    BoardFirst { side: Color },
    /// The second piece must come from `side`'s hand: no other piece of
    /// theirs is on the board.
    HandOnly { side: Color },
    /// `missing` more second pieces must be named, from the board (and from
    /// `side`'s hand when `or_hand`).
    MoreSecond {
        missing: u32,
        side: Color,
        or_hand: bool,
    },
    /// Not a capture while a capture is possible, under `mandatory_capture`.
    CaptureMandatory,
    /// Well built, but not among the legal moves.
    NotLegal(Move),
}

impl fmt::Display for MoveError {
    /// `malformed` or `illegal`, then the reason: `illegal occupied c3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Malformed(why) => key_and_data(f, "malformed", &[why]),
            MoveError::Illegal(why) => key_and_data(f, "illegal", &[why]),
        }
    }
}

impl std::error::Error for MoveError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            MoveError::Malformed(why) => Some(why),
            MoveError::Illegal(why) => Some(why),
        }
    }
}

impl From<Malformed> for MoveError {
    fn from(why: Malformed) -> MoveError {
        MoveError::Malformed(why)
    }
}

impl From<IllegalMove> for MoveError {
    fn from(why: IllegalMove) -> MoveError {
        MoveError::Illegal(why)
    }
}

impl fmt::Display for Malformed {
    /// The reason's key, and the text for [`Malformed::NotASquare`]:
    /// `not-a-square "z9"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Malformed::Empty => f.write_str("empty"),
            Malformed::Spaces => f.write_str("spaces"),
            Malformed::MissingSquare => f.write_str("missing-square"),
            Malformed::NotASquare(text) => {
                key_and_data(f, "not-a-square", &[&format_args!("{text:?}")])
            }
            Malformed::RemovalWithoutCapture => f.write_str("removal-without-capture"),
        }
    }
}

impl std::error::Error for Malformed {}

impl fmt::Display for IllegalMove {
    /// The reason's key, then its fields in order, squares and moves in
    /// notation: `not-own-piece c4 white`, `not-legal c3-c4`,
    /// `game-over white out_of_pieces`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalMove as I;
        match self {
            I::OffBoard {
                square,
                rows,
                columns,
            } => key_and_data(f, "off-board", &[square, rows, columns]),
            I::GameOver(outcome) => key_and_data(
                f,
                "game-over",
                &[&outcome.result.key(), &outcome.reason.key()],
            ),
            I::EmptyHand(side) => key_and_data(f, "empty-hand", &[side]),
            I::Occupied(square) => key_and_data(f, "occupied", &[square]),
            I::NotOwnPiece { square, side } => key_and_data(f, "not-own-piece", &[square, side]),
            I::NotStepOrJump { from, to } => key_and_data(f, "not-step-or-jump", &[from, to]),
            I::JumpOverEmpty { from, to, over } => {
                key_and_data(f, "jump-over-empty", &[from, to, over])
            }
            I::CaptureWrittenAsJump { from, to, over } => {
                key_and_data(f, "capture-written-as-jump", &[from, to, over])
            }
            I::OwnJumpsOff => f.write_str("own-jumps-off"),
            I::SingleJumpOnly => f.write_str("single-jump-only"),
            I::NotAJump { from, to } => key_and_data(f, "not-a-jump", &[from, to]),
            I::NoEnemyJumped { over } => key_and_data(f, "no-enemy-jumped", &[over]),
            I::RemovedTwice(square) => key_and_data(f, "removed-twice", &[square]),
            I::RemovedJumped(square) => key_and_data(f, "removed-jumped", &[square]),
            I::RemovedNotEnemy { square, side } => {
                key_and_data(f, "removed-not-enemy", &[square, side])
            }
            I::ChainMustGoOn { at } => key_and_data(f, "chain-must-go-on", &[at]),
            I::HandNotAllowed => f.write_str("hand-not-allowed"),
            I::HandHasTooFew { side, in_hand } => {
                key_and_data(f, "hand-has-too-few", &[side, in_hand])
            }
            I::NoSecondPiece { side } => key_and_data(f, "no-second-piece", &[side]),
            I::TooManySecond { takes } => key_and_data(f, "too-many-second", &[takes]),
            I::BoardFirst { side } => key_and_data(f, "board-first", &[side]),
            I::HandOnly { side } => key_and_data(f, "hand-only", &[side]),
            I::MoreSecond {
                missing,
                side,
                or_hand,
            } => key_and_data(f, "more-second", &[missing, side, or_hand]),
            I::CaptureMandatory => f.write_str("capture-mandatory"),
            I::NotLegal(mv) => key_and_data(f, "not-legal", &[mv]),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// A token as written, before any rule is looked at.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Written {
    Drop(Square),
    Dash(Square, Square),
    Capture {
        squares: Vec<Square>,
        removed: Vec<Square>,
        from_hand: u8,
    },
}

fn square(text: &str) -> Result<Square, MoveError> {
    Square::parse(text).ok_or_else(|| {
        MoveError::Malformed(if text.is_empty() {
            Malformed::MissingSquare
        } else {
            Malformed::NotASquare(text.to_string())
        })
    })
}

fn read(token: &str) -> Result<Written, MoveError> {
    let token = token.to_ascii_lowercase();
    if token.is_empty() {
        return Err(MoveError::Malformed(Malformed::Empty));
    }
    if token.chars().any(char::is_whitespace) {
        return Err(MoveError::Malformed(Malformed::Spaces));
    }
    if let Some(sq) = token.strip_prefix('@') {
        return square(sq).map(Written::Drop);
    }
    if let Some((from, to)) = token.split_once('-') {
        return Ok(Written::Dash(square(from)?, square(to)?));
    }
    if !token.contains('x') {
        if token.contains('/') {
            return Err(MoveError::Malformed(Malformed::RemovalWithoutCapture));
        }
        return square(&token).map(Written::Drop);
    }
    let mut parts = token.split('/');
    let path = parts.next().unwrap_or_default();
    let squares = path.split('x').map(square).collect::<Result<Vec<_>, _>>()?;
    let mut removed = Vec::new();
    let mut from_hand = 0u8;
    for part in parts {
        if part == "h" {
            from_hand = from_hand.saturating_add(1);
        } else {
            removed.push(square(part)?);
        }
    }
    Ok(Written::Capture {
        squares,
        removed,
        from_hand,
    })
}

fn illegal(why: IllegalMove) -> MoveError {
    MoveError::Illegal(why)
}

/// The direction from `a` to `b` when they are `distance` squares apart in a line.
fn direction(a: Square, b: Square, distance: i8) -> Option<Dir> {
    let dr = b.row() as i8 - a.row() as i8;
    let dc = b.col() as i8 - a.col() as i8;
    match (dr, dc) {
        (r, 0) if r == distance => Some(Dir::North),
        (r, 0) if r == -distance => Some(Dir::South),
        (0, c) if c == distance => Some(Dir::East),
        (0, c) if c == -distance => Some(Dir::West),
        _ => None,
    }
}

fn between(a: Square, b: Square) -> Square {
    Square::new(
        u8::midpoint(a.row(), b.row()),
        u8::midpoint(a.col(), b.col()),
    )
}

impl Game {
    /// Reads a token and returns the legal move it names, or why not.
    pub fn parse_move(&self, token: &str) -> Result<Move, MoveError> {
        let written = read(token)?;
        let rules = self.rules();
        let on_board = |sq: Square| {
            if rules.contains(sq) {
                Ok(())
            } else {
                Err(illegal(IllegalMove::OffBoard {
                    square: sq,
                    rows: rules.rows,
                    columns: rules.columns,
                }))
            }
        };
        match &written {
            Written::Drop(sq) => on_board(*sq)?,
            Written::Dash(a, b) => {
                on_board(*a)?;
                on_board(*b)?;
            }
            Written::Capture {
                squares, removed, ..
            } => {
                for sq in squares.iter().chain(removed) {
                    on_board(*sq)?;
                }
            }
        }
        if let Some(outcome) = self.outcome() {
            return Err(illegal(IllegalMove::GameOver(outcome)));
        }
        let mv = self.build(&written)?;
        if self.is_legal(&mv) {
            Ok(mv)
        } else {
            Err(illegal(self.why_illegal(&mv)))
        }
    }

    /// Turns a written token into a move, checking what the board must hold.
    fn build(&self, written: &Written) -> Result<Move, MoveError> {
        let pos = self.position();
        let me = pos.to_move();
        let occupied = |sq: Square| pos.occupied() & sq.bit() != 0;
        let own_at = |sq: Square| {
            if pos.pieces(me) & sq.bit() != 0 {
                Ok(())
            } else {
                Err(illegal(IllegalMove::NotOwnPiece {
                    square: sq,
                    side: me,
                }))
            }
        };
        match *written {
            Written::Drop(sq) => {
                if pos.hand(me) == 0 {
                    return Err(illegal(IllegalMove::EmptyHand(me)));
                }
                if occupied(sq) {
                    return Err(illegal(IllegalMove::Occupied(sq)));
                }
                Ok(Move::drop(sq))
            }
            Written::Dash(from, to) => {
                own_at(from)?;
                if direction(from, to, 1).is_some() {
                    if occupied(to) {
                        return Err(illegal(IllegalMove::Occupied(to)));
                    }
                    return Ok(Move::step(from, to));
                }
                if direction(from, to, 2).is_none() {
                    return Err(illegal(IllegalMove::NotStepOrJump { from, to }));
                }
                let over = between(from, to);
                if !occupied(over) {
                    return Err(illegal(IllegalMove::JumpOverEmpty { from, to, over }));
                }
                if pos.pieces(me.other()) & over.bit() != 0 {
                    return Err(illegal(IllegalMove::CaptureWrittenAsJump {
                        from,
                        to,
                        over,
                    }));
                }
                if !self.rules().jump_own_pieces {
                    return Err(illegal(IllegalMove::OwnJumpsOff));
                }
                // `over` is occupied and holds no enemy piece: it is the mover's.
                if occupied(to) {
                    return Err(illegal(IllegalMove::Occupied(to)));
                }
                Ok(Move::own_jump(from, to))
            }
            Written::Capture {
                ref squares,
                ref removed,
                from_hand,
            } => self.build_capture(squares, removed, from_hand),
        }
    }

    fn build_capture(
        &self,
        path: &[Square],
        removed: &[Square],
        from_hand: u8,
    ) -> Result<Move, MoveError> {
        let rules = self.rules();
        let pos = self.position();
        let me = pos.to_move();
        let them = me.other();
        let from = path[0];
        if pos.pieces(me) & from.bit() == 0 {
            return Err(illegal(IllegalMove::NotOwnPiece {
                square: from,
                side: me,
            }));
        }
        if path.len() > 2 && !rules.multi_jump {
            return Err(illegal(IllegalMove::SingleJumpOnly));
        }
        let mut enemy = pos.pieces(them);
        let mut empty = rules.board_mask() & !pos.occupied() | from.bit();
        let mut mv = Move::capture_start(from);
        for pair in path.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let Some(dir) = direction(a, b, 2) else {
                return Err(illegal(IllegalMove::NotAJump { from: a, to: b }));
            };
            let over = between(a, b);
            if enemy & over.bit() == 0 {
                return Err(illegal(IllegalMove::NoEnemyJumped { over }));
            }
            if empty & b.bit() == 0 {
                return Err(illegal(IllegalMove::Occupied(b)));
            }
            enemy &= !over.bit();
            empty = (empty | over.bit()) & !b.bit();
            mv = mv.jump(dir, over, b);
            empty |= a.bit() & !b.bit();
        }
        let mut board: Bitboard = 0;
        for sq in removed {
            if board & sq.bit() != 0 {
                return Err(illegal(IllegalMove::RemovedTwice(*sq)));
            }
            if mv.jumped() & sq.bit() != 0 {
                return Err(illegal(IllegalMove::RemovedJumped(*sq)));
            }
            if enemy & sq.bit() == 0 {
                return Err(illegal(IllegalMove::RemovedNotEnemy {
                    square: *sq,
                    side: them,
                }));
            }
            board |= sq.bit();
        }
        if rules.mandatory_capture && rules.multi_jump {
            let at = mv.to();
            let board_mask = rules.board_mask();
            let more = Dir::ALL.iter().any(|&d| {
                shift(shift(at.bit(), d, board_mask) & enemy, d, board_mask) & empty != 0
            });
            if more {
                return Err(illegal(IllegalMove::ChainMustGoOn { at }));
            }
        }
        self.check_removals(&mv, enemy, board, from_hand)?;
        Ok(mv.remove(board, from_hand))
    }

    /// Checks the second removals of a capture against `second_piece`.
    fn check_removals(
        &self,
        mv: &Move,
        enemy_left: Bitboard,
        board: Bitboard,
        from_hand: u8,
    ) -> Result<(), MoveError> {
        let rule = self.rules().second_piece;
        let them = self.to_move().other();
        let k = mv.jump_count();
        let on_board = enemy_left.count_ones();
        let in_hand = u32::from(self.position().hand(them));
        let b = board.count_ones();
        let h = u32::from(from_hand);
        if h > 0 && rule == SecondPiece::Board {
            return Err(illegal(IllegalMove::HandNotAllowed));
        }
        if h > in_hand {
            return Err(illegal(IllegalMove::HandHasTooFew {
                side: them,
                in_hand,
            }));
        }
        let total = match rule {
            SecondPiece::Board => k.min(on_board),
            _ => k.min(on_board + in_hand),
        };
        if b + h > total {
            return Err(illegal(if total == 0 {
                IllegalMove::NoSecondPiece { side: them }
            } else {
                IllegalMove::TooManySecond { takes: total }
            }));
        }
        if rule == SecondPiece::HandIfBoardEmpty && h > 0 && b < k.min(on_board) {
            return Err(illegal(IllegalMove::BoardFirst { side: them }));
        }
        if b + h < total {
            let missing = total - b - h;
            return Err(illegal(match rule {
                _ if on_board == b && rule != SecondPiece::Board => {
                    IllegalMove::HandOnly { side: them }
                }
                _ => IllegalMove::MoreSecond {
                    missing,
                    side: them,
                    or_hand: rule == SecondPiece::BoardOrHand,
                },
            }));
        }
        Ok(())
    }

    /// Plays `mv` if it is legal; otherwise nothing is played and the
    /// refusal says why ([`IllegalMove::GameOver`],
    /// [`IllegalMove::CaptureMandatory`] or [`IllegalMove::NotLegal`]).
    pub fn try_play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if self.is_legal(&mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(self.why_illegal(&mv))
        }
    }

    /// The best reason a well-built move is still not legal.
    pub(crate) fn why_illegal(&self, mv: &Move) -> IllegalMove {
        if let Some(outcome) = self.outcome() {
            return IllegalMove::GameOver(outcome);
        }
        if self.rules().mandatory_capture && !mv.is_capture() && self.can_capture() {
            return IllegalMove::CaptureMandatory;
        }
        IllegalMove::NotLegal(*mv)
    }
}

/// A move of a list that could not be played (its words: `yote::words`).
///
/// ```
/// use yote_engine::Game;
///
/// let mut game = Game::default();
/// let refused = game.play_tokens(&["@c3", "@c3"]).unwrap_err();
/// assert_eq!((refused.number, refused.token.as_str()), (2, "@c3"));
/// assert_eq!(refused.to_string(), r#"replay 2 "@c3" illegal occupied c3"#);
/// assert_eq!(game.ply(), 1); // the moves before it stay played
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// The move's position in the list, from 1.
    pub number: usize,
    pub token: String,
    pub error: MoveError,
}

impl fmt::Display for ReplayError {
    /// `replay`, the move's number, the token quoted, and why:
    /// `replay 3 "c3-c4" illegal not-own-piece c3 white`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let token = format_args!("{:?}", self.token);
        key_and_data(f, "replay", &[&self.number, &token, &self.error])
    }
}

impl std::error::Error for ReplayError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

impl Game {
    /// Reads and plays one token.
    pub fn play_token(&mut self, token: &str) -> Result<Move, MoveError> {
        let mv = self.parse_move(token)?;
        self.play_unchecked(mv);
        Ok(mv)
    }

    /// Plays a list of tokens in order, stopping at the first refused one.
    pub fn play_tokens<S: AsRef<str>>(&mut self, tokens: &[S]) -> Result<(), ReplayError> {
        for (i, token) in tokens.iter().enumerate() {
            self.play_token(token.as_ref())
                .map_err(|error| ReplayError {
                    number: i + 1,
                    token: token.as_ref().to_string(),
                    error,
                })?;
        }
        Ok(())
    }
}
