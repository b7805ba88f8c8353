//! Move notation (RULES.md §5): the canonical token of a move, and reading a
//! token back with a reason for every refusal.

use std::fmt;

use super::game::Game;
use super::moves::{Move, MoveKind};
use super::rules::SecondPiece;
use super::square::{Bitboard, Dir, Square, shift};

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

/// Why a token was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The token is not written like a move.
    #[error("{0}")]
    Malformed(String),
    /// The token is a move, but not a legal one here.
    #[error("{0}")]
    Illegal(String),
}

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
            "a square is missing".to_string()
        } else {
            format!("'{text}' is not a square")
        })
    })
}

fn read(token: &str) -> Result<Written, MoveError> {
    let token = token.to_ascii_lowercase();
    if token.is_empty() {
        return Err(MoveError::Malformed("empty move".into()));
    }
    if token.chars().any(char::is_whitespace) {
        return Err(MoveError::Malformed("a move has no spaces".into()));
    }
    if let Some(sq) = token.strip_prefix('@') {
        return square(sq).map(Written::Drop);
    }
    if let Some((from, to)) = token.split_once('-') {
        return Ok(Written::Dash(square(from)?, square(to)?));
    }
    if !token.contains('x') {
        if token.contains('/') {
            return Err(MoveError::Malformed(
                "only a capture (with 'x') removes a second piece".into(),
            ));
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

fn illegal(text: impl Into<String>) -> MoveError {
    MoveError::Illegal(text.into())
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
    Square::new((a.row() + b.row()) / 2, (a.col() + b.col()) / 2)
}

fn plural(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
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
                Err(illegal(format!(
                    "{sq} is off the {}×{} board",
                    rules.rows, rules.columns
                )))
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
            return Err(illegal(format!("the game is over ({})", outcome.reason)));
        }
        let mv = self.build(&written)?;
        if self.is_legal(&mv) {
            Ok(mv)
        } else {
            Err(self.why_illegal(&mv))
        }
    }

    /// Turns a written token into a move, checking what the board must hold.
    fn build(&self, written: &Written) -> Result<Move, MoveError> {
        let pos = self.position();
        let me = pos.to_move();
        let occupied = |sq: Square| pos.occupied() & sq.bit() != 0;
        let own_at = |sq: Square, what: &str| {
            if pos.pieces(me) & sq.bit() != 0 {
                Ok(())
            } else {
                Err(illegal(format!("{sq} holds no {me} piece{what}")))
            }
        };
        match *written {
            Written::Drop(sq) => {
                if pos.hand(me) == 0 {
                    return Err(illegal(format!("{me} has no pieces in hand")));
                }
                if occupied(sq) {
                    return Err(illegal(format!("{sq} is not empty")));
                }
                Ok(Move::drop(sq))
            }
            Written::Dash(from, to) => {
                own_at(from, "")?;
                if direction(from, to, 1).is_some() {
                    if occupied(to) {
                        return Err(illegal(format!("{to} is not empty")));
                    }
                    return Ok(Move::step(from, to));
                }
                if direction(from, to, 2).is_none() {
                    return Err(illegal(format!(
                        "{from} to {to} is neither a step nor a jump (one or two squares in a line)"
                    )));
                }
                let over = between(from, to);
                if !occupied(over) {
                    return Err(illegal(format!(
                        "{from} to {to} jumps over {over}, which is empty"
                    )));
                }
                if pos.pieces(me.other()) & over.bit() != 0 {
                    return Err(illegal(format!(
                        "{over} holds an enemy piece: write a capture with 'x' ({from}x{to})"
                    )));
                }
                if !self.rules().jump_own_pieces {
                    return Err(illegal(
                        "jumping over your own pieces is not allowed (jump_own_pieces is off)",
                    ));
                }
                own_at(over, " to jump over")?;
                if occupied(to) {
                    return Err(illegal(format!("{to} is not empty")));
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
            return Err(illegal(format!("{from} holds no {me} piece")));
        }
        if path.len() > 2 && !rules.multi_jump {
            return Err(illegal(
                "a capture jumps only once (multi_jump is off)".to_string(),
            ));
        }
        let mut enemy = pos.pieces(them);
        let mut empty = rules.board_mask() & !pos.occupied() | from.bit();
        let mut mv = Move::capture_start(from);
        for pair in path.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let Some(dir) = direction(a, b, 2) else {
                return Err(illegal(format!(
                    "{a} to {b} is not a jump (two squares in a line)"
                )));
            };
            let over = between(a, b);
            if enemy & over.bit() == 0 {
                return Err(illegal(format!("{over} holds no enemy piece")));
            }
            if empty & b.bit() == 0 {
                return Err(illegal(format!("{b} is not empty")));
            }
            enemy &= !over.bit();
            empty = (empty | over.bit()) & !b.bit();
            mv = mv.jump(dir, over, b);
            empty |= a.bit() & !b.bit();
        }
        let mut board: Bitboard = 0;
        for sq in removed {
            if board & sq.bit() != 0 {
                return Err(illegal(format!("{sq} is removed twice")));
            }
            if mv.jumped() & sq.bit() != 0 {
                return Err(illegal(format!(
                    "{sq} was jumped: the second piece must be another one"
                )));
            }
            if enemy & sq.bit() == 0 {
                return Err(illegal(format!("{sq} holds no {them} piece")));
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
                return Err(illegal(format!(
                    "the capture must go on: another jump is possible from {at} (mandatory_capture)"
                )));
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
            return Err(illegal(
                "the second piece cannot be taken from the hand (second_piece = \"board\")",
            ));
        }
        if h > in_hand {
            return Err(illegal(format!(
                "{them} has {} in hand",
                plural(in_hand, "piece", "pieces")
            )));
        }
        let total = match rule {
            SecondPiece::Board => k.min(on_board),
            _ => k.min(on_board + in_hand),
        };
        if b + h > total {
            return Err(illegal(if total == 0 {
                format!("this capture takes no second piece: {them} has no other piece to take")
            } else {
                format!(
                    "this capture takes {}",
                    plural(total, "second piece", "second pieces")
                )
            }));
        }
        if rule == SecondPiece::HandIfBoardEmpty && h > 0 && b < k.min(on_board) {
            return Err(illegal(format!(
                "the second piece must be taken from the board while {them} has pieces there (second_piece = \"hand-if-board-empty\")"
            )));
        }
        if b + h < total {
            let missing = total - b - h;
            return Err(illegal(match rule {
                _ if on_board == b && rule != SecondPiece::Board => format!(
                    "the second piece must be taken from the hand: no other {them} piece is on the board"
                ),
                SecondPiece::BoardOrHand => format!(
                    "{} must be taken, from the board or from {them}'s hand",
                    plural(missing, "more second piece", "more second pieces")
                ),
                _ => format!(
                    "{} must be taken from the board",
                    plural(missing, "more second piece", "more second pieces")
                ),
            }));
        }
        Ok(())
    }

    /// The best reason a well-built move is still not legal.
    fn why_illegal(&self, mv: &Move) -> MoveError {
        if self.rules().mandatory_capture && !mv.is_capture() && self.can_capture() {
            return illegal("a capture is available and capturing is mandatory");
        }
        illegal(format!("{mv} is not a legal move here"))
    }
}

/// A move of a list that could not be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {number} '{token}': {error}")]
pub struct ReplayError {
    /// The move's position in the list, from 1.
    pub number: usize,
    pub token: String,
    pub error: MoveError,
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
