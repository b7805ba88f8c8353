//! The position notation (docs/rules.md §5.1): a whole position in one line,
//! the board, both hands, the player to move and the plies played, written
//! and read back exactly, with a typed reason for every refusal (no words).
//!
//! ```
//! use yote_engine::{Rules, Setup};
//! let rules = Rules::default();
//! let setup = Setup::parse("6/6/2w3/6/6 b 11 12 1", &rules).unwrap();
//! assert_eq!(setup.to_notation(&rules), "6/6/2w3/6/6 b 11 12 1");
//! ```

use super::outcome::MAX_PLIES;
use super::position::Position;
use super::rules::Rules;
use super::square::{Color, Square};

/// A position as the notation holds it: what a game needs to go on from
/// there (`Game::from_setup`; `Game::to_setup` gives where a game stands).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub position: Position,
    /// The plies played before this position (they count towards the
    /// longest game, [`MAX_PLIES`]).
    pub ply: u32,
}

/// A field of the notation, in the order written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupField {
    Board,
    ToMove,
    WhiteHand,
    BlackHand,
    Ply,
}

impl SetupField {
    /// The five fields, in the order written.
    pub const ALL: [SetupField; 5] = [
        SetupField::Board,
        SetupField::ToMove,
        SetupField::WhiteHand,
        SetupField::BlackHand,
        SetupField::Ply,
    ];
}

/// Why a line was refused as a position: data only (the words are the
/// program's). Rows are numbered as the board numbers them, 1 at the bottom.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not five fields separated by spaces.
    Fields { found: usize },
    /// The board has `found` rows; the rules' board has `rows`.
    Rows { found: usize, rows: u8 },
    /// Row `row` holds `found` squares; the rules' board has `columns`
    /// (more is a piece, or empty squares, off the board).
    RowLength { row: u8, found: usize, columns: u8 },
    /// A character of row `row` that is not `w`, `b` or a count 1–8.
    BadSquare { row: u8, found: char },
    /// Two counts of empty squares side by side in row `row` (write one).
    SplitRun { row: u8 },
    /// The player to move is neither `w` nor `b`.
    BadToMove(String),
    /// A hand or the ply is not a whole number (or too large to be one).
    NotANumber { field: SetupField, found: String },
    /// `side` has `found` pieces, board and hand together; the rules give
    /// each player `most`.
    TooManyPieces { side: Color, found: u32, most: u8 },
    /// The ply is beyond the longest game.
    PlyTooLarge { found: u32, most: u32 },
}

impl Setup {
    /// The start position of `rules`.
    pub fn start(rules: &Rules) -> Setup {
        Setup {
            position: Position::start(rules.pieces_per_player, rules.first_player),
            ply: 0,
        }
    }

    /// Reads a position of `rules`' board (letters in either case).
    pub fn parse(text: &str, rules: &Rules) -> Result<Setup, SetupError> {
        let fields: Vec<&str> = text.split(' ').filter(|f| !f.is_empty()).collect();
        let [board, side, white, black, ply] = fields[..] else {
            return Err(SetupError::Fields {
                found: fields.len(),
            });
        };
        let pieces = parse_board(board, rules)?;
        let to_move = match side {
            "w" | "W" => Color::White,
            "b" | "B" => Color::Black,
            _ => return Err(SetupError::BadToMove(short(side))),
        };
        let number = |field, text: &str| {
            let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
            digits
                .then(|| text.parse::<u32>().ok())
                .flatten()
                .ok_or_else(|| SetupError::NotANumber {
                    field,
                    found: short(text),
                })
        };
        let hands = [
            number(SetupField::WhiteHand, white)?,
            number(SetupField::BlackHand, black)?,
        ];
        let ply = number(SetupField::Ply, ply)?;
        for side in Color::ALL {
            let found = pieces[side.index()].count_ones() + hands[side.index()];
            if found > u32::from(rules.pieces_per_player) {
                return Err(SetupError::TooManyPieces {
                    side,
                    found,
                    most: rules.pieces_per_player,
                });
            }
        }
        let most = MAX_PLIES as u32;
        if ply > most {
            return Err(SetupError::PlyTooLarge { found: ply, most });
        }
        // Each hand is at most the pieces a player has (at most 32).
        let hand = hands.map(|h| h as u8);
        Ok(Setup {
            position: Position::from_parts(pieces, hand, to_move),
            ply,
        })
    }

    /// The canonical line: lower case, top row first, one count per run of
    /// empty squares.
    pub fn to_notation(&self, rules: &Rules) -> String {
        let pos = &self.position;
        let mut rows = Vec::with_capacity(usize::from(rules.rows));
        for r in (0..rules.rows).rev() {
            let mut row = String::new();
            let mut empty = 0u8;
            for c in 0..rules.columns {
                let piece = pos.piece_at(Square::new(r, c));
                if piece.is_none() {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    row.push(char::from(b'0' + empty));
                    empty = 0;
                }
                row.push(if piece == Some(Color::White) {
                    'w'
                } else {
                    'b'
                });
            }
            if empty > 0 {
                row.push(char::from(b'0' + empty));
            }
            rows.push(row);
        }
        let side = match pos.to_move() {
            Color::White => 'w',
            Color::Black => 'b',
        };
        format!(
            "{} {side} {} {} {}",
            rows.join("/"),
            pos.hand(Color::White),
            pos.hand(Color::Black),
            self.ply
        )
    }
}

/// At most this many characters of a refused field are kept.
const QUOTED: usize = 24;

fn short(text: &str) -> String {
    text.chars().take(QUOTED).collect()
}

/// The pieces of the board field, White's then Black's.
fn parse_board(board: &str, rules: &Rules) -> Result<[u64; 2], SetupError> {
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != usize::from(rules.rows) {
        return Err(SetupError::Rows {
            found: rows.len(),
            rows: rules.rows,
        });
    }
    let mut pieces = [0u64; 2];
    for (i, text) in rows.iter().enumerate() {
        let r = rules.rows - 1 - i as u8;
        let row = r + 1;
        let mut col = 0usize;
        let mut after_count = false;
        for ch in text.chars() {
            let piece = match ch {
                'w' | 'W' => Some(Color::White),
                'b' | 'B' => Some(Color::Black),
                '1'..='8' if after_count => return Err(SetupError::SplitRun { row }),
                '1'..='8' => None,
                found => return Err(SetupError::BadSquare { row, found }),
            };
            if let Some(side) = piece {
                if col < usize::from(rules.columns) {
                    pieces[side.index()] |= Square::new(r, col as u8).bit();
                }
                col += 1;
                after_count = false;
            } else {
                col += usize::from(ch as u8 - b'0');
                after_count = true;
            }
        }
        if col != usize::from(rules.columns) {
            return Err(SetupError::RowLength {
                row,
                found: col,
                columns: rules.columns,
            });
        }
    }
    Ok(pieces)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small() -> Rules {
        Rules {
            rows: 3,
            columns: 3,
            pieces_per_player: 3,
            ..Rules::default()
        }
    }

    #[test]
    fn the_start_is_written_as_empty_rows_and_full_hands() {
        let rules = Rules::default();
        let start = Setup::start(&rules);
        assert_eq!(start.to_notation(&rules), "6/6/6/6/6 w 12 12 0");
        assert_eq!(Setup::parse("6/6/6/6/6 w 12 12 0", &rules), Ok(start));
    }

    #[test]
    fn rows_are_read_top_first_and_upper_case_is_accepted() {
        let rules = small();
        let setup = Setup::parse("W2/1b1/2w B 1 2 7", &rules).expect("reads");
        let pos = setup.position;
        assert_eq!(pos.piece_at(Square::new(2, 0)), Some(Color::White));
        assert_eq!(pos.piece_at(Square::new(1, 1)), Some(Color::Black));
        assert_eq!(pos.piece_at(Square::new(0, 2)), Some(Color::White));
        assert_eq!(pos.to_move(), Color::Black);
        assert_eq!((pos.hand(Color::White), pos.hand(Color::Black)), (1, 2));
        assert_eq!(setup.ply, 7);
        assert_eq!(setup.to_notation(&rules), "w2/1b1/2w b 1 2 7");
    }

    #[test]
    fn every_refusal_says_what_is_wrong() {
        let rules = small();
        let refused = |text| Setup::parse(text, &rules).expect_err(text);
        assert_eq!(refused("3/3/3 w 3"), SetupError::Fields { found: 3 });
        assert_eq!(
            refused("3/3 w 3 3 0"),
            SetupError::Rows { found: 2, rows: 3 }
        );
        assert_eq!(
            refused("3/3/www1 w 0 3 0"),
            SetupError::RowLength {
                row: 1,
                found: 4,
                columns: 3
            }
        );
        assert_eq!(
            refused("3/2/3 w 3 3 0"),
            SetupError::RowLength {
                row: 2,
                found: 2,
                columns: 3
            }
        );
        assert_eq!(
            refused("3/x2/3 w 3 3 0"),
            SetupError::BadSquare { row: 2, found: 'x' }
        );
        assert_eq!(refused("3/12/3 w 3 3 0"), SetupError::SplitRun { row: 2 });
        assert_eq!(refused("3/3/3 x 3 3 0"), SetupError::BadToMove("x".into()));
        assert_eq!(
            refused("3/3/3 w -1 3 0"),
            SetupError::NotANumber {
                field: SetupField::WhiteHand,
                found: "-1".into()
            }
        );
        assert_eq!(
            refused("w2/3/3 w 3 3 0"),
            SetupError::TooManyPieces {
                side: Color::White,
                found: 4,
                most: 3
            }
        );
        assert_eq!(
            refused("3/3/3 w 3 3 99999999999"),
            SetupError::NotANumber {
                field: SetupField::Ply,
                found: "99999999999".into()
            }
        );
        assert_eq!(
            refused("3/3/3 w 3 3 4000000"),
            SetupError::PlyTooLarge {
                found: 4_000_000,
                most: MAX_PLIES as u32
            }
        );
    }
}
