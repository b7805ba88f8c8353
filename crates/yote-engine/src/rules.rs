//! The rules options (docs/rules.md §1–3): the [`Rules`] type, and [`RuleKey`],
//! the one description of every option (its `rules.toml` key, kind, range
//! and default) that the readers, the setup screen, the help and the
//! summaries share. Values and refusals are data: the words for them, and
//! reading TOML, live outside the engine (`words`, `rules_file`).

use std::fmt;

use super::square::{Bitboard, Color, Square, board_mask};

/// Where the second piece of a capture may come from (docs/rules.md §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SecondPiece {
    /// Any other enemy piece on the board; none when the board has none.
    Board,
    /// Any other enemy piece on the board or one from the enemy's hand.
    BoardOrHand,
    /// From the board; from the hand only when the board has none.
    HandIfBoardEmpty,
}

impl SecondPiece {
    pub const ALL: [SecondPiece; 3] = [
        SecondPiece::Board,
        SecondPiece::BoardOrHand,
        SecondPiece::HandIfBoardEmpty,
    ];

    /// The values written in `rules.toml`, in the order of [`SecondPiece::ALL`].
    pub const NAMES: [&'static str; 3] = ["board", "board-or-hand", "hand-if-board-empty"];

    /// The value written in `rules.toml`.
    pub fn key(self) -> &'static str {
        SecondPiece::NAMES[self as usize]
    }
}

/// What happens to a player who has no legal move on their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NoLegalMove {
    /// That player loses.
    Loses,
    /// The player with more pieces (board + hand) wins; equal counts draw.
    MostPiecesWins,
}

impl NoLegalMove {
    pub const ALL: [NoLegalMove; 2] = [NoLegalMove::Loses, NoLegalMove::MostPiecesWins];

    /// The values written in `rules.toml`, in the order of [`NoLegalMove::ALL`].
    pub const NAMES: [&'static str; 2] = ["loses", "most-pieces-wins"];

    /// The value written in `rules.toml`.
    pub fn key(self) -> &'static str {
        NoLegalMove::NAMES[self as usize]
    }
}

/// Every rule option; [`Rules::default`] is the standard game.
///
/// Any values can be written here; [`Rules::set`] checks one option's kind
/// and range, and [`Rules::validate`] (which [`Game::new`](crate::Game::new)
/// runs) the options together.
///
/// ```
/// use yote_engine::rules::{RuleKey, RuleValue};
/// use yote_engine::{Rules, SecondPiece};
///
/// let mut rules = Rules { second_piece: SecondPiece::BoardOrHand, ..Rules::default() };
/// assert_eq!(rules.max_pieces(), 15);
/// rules.set(RuleKey::Rows, &RuleValue::Whole(6))?;
/// assert_eq!(rules.get(RuleKey::Rows), RuleValue::Whole(6));
/// rules.validate()?;
///
/// let crowded = Rules { pieces_per_player: 16, ..Rules::default() };
/// assert!(crowded.validate().is_err());
/// # Ok::<(), yote_engine::RulesError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub rows: u8,
    pub columns: u8,
    pub pieces_per_player: u8,
    pub first_player: Color,
    pub second_piece: SecondPiece,
    pub mandatory_capture: bool,
    pub multi_jump: bool,
    pub bonus_move_after_capture: bool,
    pub jump_own_pieces: bool,
    pub win_when_opponent_has_at_most: u8,
    pub draw_when_both_have_at_most: u8,
    pub no_legal_move: NoLegalMove,
    pub repetition_draw: u8,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            rows: 5,
            columns: 6,
            pieces_per_player: 12,
            first_player: Color::White,
            second_piece: SecondPiece::Board,
            mandatory_capture: false,
            multi_jump: false,
            bonus_move_after_capture: false,
            jump_own_pieces: false,
            win_when_opponent_has_at_most: 1,
            draw_when_both_have_at_most: 0,
            no_legal_move: NoLegalMove::Loses,
            repetition_draw: 3,
        }
    }
}

/// One rule option: the one description of it that the rules file reader,
/// `--set`, the setup screen, the help and the summaries all use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RuleKey {
    Rows,
    Columns,
    PiecesPerPlayer,
    FirstPlayer,
    SecondPiece,
    MandatoryCapture,
    MultiJump,
    BonusMoveAfterCapture,
    JumpOwnPieces,
    WinWhenOpponentHasAtMost,
    DrawWhenBothHaveAtMost,
    NoLegalMove,
    RepetitionDraw,
}

/// The values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleKind {
    /// A whole number in a range.
    Whole(Range),
    /// `true` or `false`.
    Flag,
    /// One of these words.
    Choice(&'static [&'static str]),
}

/// The whole numbers an option allows on its own (checks between options
/// narrow some of them, see [`Inconsistency`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Range {
    pub min: u8,
    pub max: u8,
    /// 0 is allowed too, below `min`, and means "off".
    pub or_off: bool,
}

impl Range {
    const fn new(min: u8, max: u8) -> Range {
        Range {
            min,
            max,
            or_off: false,
        }
    }

    /// Whether `n` is allowed.
    pub fn contains(self, n: i64) -> bool {
        (self.or_off && n == 0) || (i64::from(self.min)..=i64::from(self.max)).contains(&n)
    }
}

const FIRST_PLAYER: [&str; 2] = ["white", "black"];

impl RuleKey {
    /// Every option, in the order of `rules.toml`.
    pub const ALL: [RuleKey; 13] = [
        RuleKey::Rows,
        RuleKey::Columns,
        RuleKey::PiecesPerPlayer,
        RuleKey::FirstPlayer,
        RuleKey::SecondPiece,
        RuleKey::MandatoryCapture,
        RuleKey::MultiJump,
        RuleKey::BonusMoveAfterCapture,
        RuleKey::JumpOwnPieces,
        RuleKey::WinWhenOpponentHasAtMost,
        RuleKey::DrawWhenBothHaveAtMost,
        RuleKey::NoLegalMove,
        RuleKey::RepetitionDraw,
    ];

    /// The key in `rules.toml`, `--set` and saved games.
    pub const fn name(self) -> &'static str {
        match self {
            RuleKey::Rows => "rows",
            RuleKey::Columns => "columns",
            RuleKey::PiecesPerPlayer => "pieces_per_player",
            RuleKey::FirstPlayer => "first_player",
            RuleKey::SecondPiece => "second_piece",
            RuleKey::MandatoryCapture => "mandatory_capture",
            RuleKey::MultiJump => "multi_jump",
            RuleKey::BonusMoveAfterCapture => "bonus_move_after_capture",
            RuleKey::JumpOwnPieces => "jump_own_pieces",
            RuleKey::WinWhenOpponentHasAtMost => "win_when_opponent_has_at_most",
            RuleKey::DrawWhenBothHaveAtMost => "draw_when_both_have_at_most",
            RuleKey::NoLegalMove => "no_legal_move",
            RuleKey::RepetitionDraw => "repetition_draw",
        }
    }

    /// The option with this key, if there is one.
    pub fn from_name(name: &str) -> Option<RuleKey> {
        RuleKey::ALL.into_iter().find(|k| k.name() == name)
    }

    /// What values the option takes (docs/rules.md §1–3).
    pub fn kind(self) -> RuleKind {
        match self {
            RuleKey::Rows | RuleKey::Columns => RuleKind::Whole(Range::new(2, 8)),
            RuleKey::PiecesPerPlayer => RuleKind::Whole(Range::new(1, 32)),
            RuleKey::WinWhenOpponentHasAtMost => RuleKind::Whole(Range::new(0, 31)),
            RuleKey::DrawWhenBothHaveAtMost => RuleKind::Whole(Range::new(0, 32)),
            RuleKey::RepetitionDraw => RuleKind::Whole(Range {
                min: 2,
                max: 10,
                or_off: true,
            }),
            RuleKey::MandatoryCapture
            | RuleKey::MultiJump
            | RuleKey::BonusMoveAfterCapture
            | RuleKey::JumpOwnPieces => RuleKind::Flag,
            RuleKey::FirstPlayer => RuleKind::Choice(&FIRST_PLAYER),
            RuleKey::SecondPiece => RuleKind::Choice(&SecondPiece::NAMES),
            RuleKey::NoLegalMove => RuleKind::Choice(&NoLegalMove::NAMES),
        }
    }

    /// The value in the standard game.
    pub fn default_value(self) -> RuleValue {
        Rules::default().get(self)
    }
}

/// Every key of a rules file, in the order of `rules.toml` ([`RuleKey::name`]).
pub const KEYS: [&str; 13] = {
    let mut keys = [""; 13];
    let mut i = 0;
    while i < keys.len() {
        keys[i] = RuleKey::ALL[i].name();
        i += 1;
    }
    keys
};

/// A value of an option, as [`Rules::get`] gives it or as a reader found it
/// (the last four are never right for an option; a refusal names them).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum RuleValue {
    Whole(i64),
    Flag(bool),
    /// Text; for a choice, one of its words.
    Word(String),
    /// A number with a fraction or exponent, as written.
    Number(String),
    /// A date or time, as written.
    Date(String),
    List,
    Table,
}

/// A rules value or file that was refused: the option, what is wrong, and
/// where. All data; the words are made where they are shown.
///
/// ```
/// use yote_engine::rules::{Place, RuleKey, RuleValue, RulesErrorKind};
/// use yote_engine::Rules;
///
/// let mut rules = Rules::default();
/// let refused = rules.set(RuleKey::Rows, &RuleValue::Whole(9)).unwrap_err();
/// assert_eq!(refused.key, Some(RuleKey::Rows));
/// assert!(matches!(refused.kind, RulesErrorKind::OutOfRange { found: 9, .. }));
/// assert_eq!(refused.to_string(), "rows out-of-range 9 2..=8");
///
/// let placed = refused.at(Place::Set("rows=9".into()));
/// assert_eq!(placed.to_string(), r#"rows out-of-range 9 2..=8 --set "rows=9""#);
///
/// let crowded = Rules { pieces_per_player: 16, ..Rules::default() };
/// let refused = crowded.validate().unwrap_err();
/// assert_eq!(refused.to_string(), "pieces_per_player inconsistent too-many-pieces 16 15 5 6");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesError {
    /// The option at fault, where there is one.
    pub key: Option<RuleKey>,
    pub kind: RulesErrorKind,
    /// Where the problem is, once a reader knows.
    pub place: Option<Place>,
}

/// Where a refused value was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// A rules file, by the name the user gave, and the line where known.
    File { name: String, line: Option<usize> },
    /// A line of the text being read (a saved game names its own file).
    Line(usize),
    /// A `--set KEY=VALUE`, as written.
    Set(String),
}

/// What is wrong with a rules value or file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesErrorKind {
    /// A whole number outside the option's range.
    OutOfRange { found: i64, range: Range },
    /// A value of another type than the option's kind.
    WrongType { found: RuleValue },
    /// A word that is not one of the option's choices.
    NotAChoice { found: String },
    /// A key that is no option.
    UnknownKey { found: String },
    /// A key a saved game must hold is missing.
    Missing,
    /// A table (`[key]` or `key.other = ...`) where a value belongs.
    NotAValue,
    /// Options that do not hold together.
    Inconsistent(Inconsistency),
    /// The text is not TOML; the parser's own message.
    NotToml { message: String },
    /// A `--set` without `=`.
    NotAssignment,
    /// A `--set` with a line break or other control character, which would
    /// start another TOML line.
    ControlCharacter,
}

/// Options that do not hold together; the key of the [`RulesError`] is the
/// one docs/rules.md §3 blames.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Inconsistency {
    /// `pieces_per_player` is more than half the squares.
    TooManyPieces {
        found: u8,
        max: u32,
        rows: u8,
        columns: u8,
    },
    /// `win_when_opponent_has_at_most` is not below `pieces_per_player`.
    WinNotBelowPieces { found: u8, pieces: u8 },
    /// `draw_when_both_have_at_most` is above `pieces_per_player`.
    DrawAbovePieces { found: u8, pieces: u8 },
}

/// Writes `key` followed by each of `data`, a space before each: the
/// `Display` of the engine's refusals, which is data (a variant's key, then
/// its fields in order), never words.
pub(crate) fn key_and_data(
    f: &mut fmt::Formatter<'_>,
    key: &str,
    data: &[&dyn fmt::Display],
) -> fmt::Result {
    f.write_str(key)?;
    data.iter().try_for_each(|d| write!(f, " {d}"))
}

impl fmt::Display for Range {
    /// `2..=8`, and `0|2..=10` when 0 (off) is allowed too.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.or_off {
            f.write_str("0|")?;
        }
        write!(f, "{}..={}", self.min, self.max)
    }
}

impl fmt::Display for RuleValue {
    /// The value as data: `5`, `true`, `"board"` (text quoted), a number
    /// or date as written, `list`, `table`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleValue::Whole(n) => write!(f, "{n}"),
            RuleValue::Flag(b) => write!(f, "{b}"),
            RuleValue::Word(w) => write!(f, "{w:?}"),
            RuleValue::Number(s) | RuleValue::Date(s) => f.write_str(s),
            RuleValue::List => f.write_str("list"),
            RuleValue::Table => f.write_str("table"),
        }
    }
}

impl fmt::Display for Place {
    /// `"rules.toml":3` (the name quoted, the line when known), `line:3`,
    /// `--set "rows=9"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::File { name, line } => {
                write!(f, "{name:?}")?;
                line.map_or(Ok(()), |line| write!(f, ":{line}"))
            }
            Place::Line(line) => write!(f, "line:{line}"),
            Place::Set(set) => {
                f.write_str("--set ")?;
                write!(f, "{set:?}")
            }
        }
    }
}

impl fmt::Display for Inconsistency {
    /// The reason's key, then its fields in order:
    /// `too-many-pieces 16 15 5 6`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Inconsistency::TooManyPieces {
                found,
                max,
                rows,
                columns,
            } => key_and_data(f, "too-many-pieces", &[found, max, rows, columns]),
            Inconsistency::WinNotBelowPieces { found, pieces } => {
                key_and_data(f, "win-not-below-pieces", &[found, pieces])
            }
            Inconsistency::DrawAbovePieces { found, pieces } => {
                key_and_data(f, "draw-above-pieces", &[found, pieces])
            }
        }
    }
}

impl fmt::Display for RulesErrorKind {
    /// The refusal's key, then its fields in order: `out-of-range 9 2..=8`,
    /// `not-a-choice "sky"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesErrorKind::OutOfRange { found, range } => {
                key_and_data(f, "out-of-range", &[found, range])
            }
            RulesErrorKind::WrongType { found } => key_and_data(f, "wrong-type", &[found]),
            RulesErrorKind::NotAChoice { found } => {
                key_and_data(f, "not-a-choice", &[&format_args!("{found:?}")])
            }
            RulesErrorKind::UnknownKey { found } => {
                key_and_data(f, "unknown-key", &[&format_args!("{found:?}")])
            }
            RulesErrorKind::Missing => f.write_str("missing"),
            RulesErrorKind::NotAValue => f.write_str("not-a-value"),
            RulesErrorKind::Inconsistent(why) => key_and_data(f, "inconsistent", &[why]),
            RulesErrorKind::NotToml { message } => {
                key_and_data(f, "not-toml", &[&format_args!("{message:?}")])
            }
            RulesErrorKind::NotAssignment => f.write_str("not-assignment"),
            RulesErrorKind::ControlCharacter => f.write_str("control-character"),
        }
    }
}

impl fmt::Display for RulesError {
    /// The option's key (when one is at fault), what is wrong, and where
    /// (once known): `rows out-of-range 9 2..=8 "rules.toml":3`. Data for
    /// logs and tests; the words for people are made where they are shown.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(key) = self.key {
            write!(f, "{} ", key.name())?;
        }
        write!(f, "{}", self.kind)?;
        self.place
            .as_ref()
            .map_or(Ok(()), |place| write!(f, " {place}"))
    }
}

impl std::error::Error for RulesError {}

impl RulesError {
    /// A refusal of `key`.
    pub fn of(key: RuleKey, kind: RulesErrorKind) -> RulesError {
        RulesError {
            key: Some(key),
            kind,
            place: None,
        }
    }

    /// A refusal that is about no single option.
    pub fn new(kind: RulesErrorKind) -> RulesError {
        RulesError {
            key: None,
            kind,
            place: None,
        }
    }

    /// Names where the problem is, unless it is already named.
    pub fn at(mut self, place: Place) -> Self {
        if self.place.is_none() {
            self.place = Some(place);
        }
        self
    }
}

impl Rules {
    /// The bitboard of the squares on this board.
    pub fn board_mask(&self) -> Bitboard {
        board_mask(self.rows, self.columns)
    }

    /// Whether `sq` is on this board.
    pub fn contains(&self, sq: Square) -> bool {
        sq.row() < self.rows && sq.col() < self.columns
    }

    /// The most pieces each player may have on this board.
    pub fn max_pieces(&self) -> u32 {
        u32::from(self.rows) * u32::from(self.columns) / 2
    }

    /// The value of one option.
    pub fn get(&self, key: RuleKey) -> RuleValue {
        let word = |w: &str| RuleValue::Word(w.to_string());
        let whole = |n: u8| RuleValue::Whole(i64::from(n));
        match key {
            RuleKey::Rows => whole(self.rows),
            RuleKey::Columns => whole(self.columns),
            RuleKey::PiecesPerPlayer => whole(self.pieces_per_player),
            RuleKey::FirstPlayer => word(self.first_player.name()),
            RuleKey::SecondPiece => word(self.second_piece.key()),
            RuleKey::MandatoryCapture => RuleValue::Flag(self.mandatory_capture),
            RuleKey::MultiJump => RuleValue::Flag(self.multi_jump),
            RuleKey::BonusMoveAfterCapture => RuleValue::Flag(self.bonus_move_after_capture),
            RuleKey::JumpOwnPieces => RuleValue::Flag(self.jump_own_pieces),
            RuleKey::WinWhenOpponentHasAtMost => whole(self.win_when_opponent_has_at_most),
            RuleKey::DrawWhenBothHaveAtMost => whole(self.draw_when_both_have_at_most),
            RuleKey::NoLegalMove => word(self.no_legal_move.key()),
            RuleKey::RepetitionDraw => whole(self.repetition_draw),
        }
    }

    /// Sets one option, with the checks that need only that option (its
    /// kind and range); [`Rules::validate`] checks them together.
    pub fn set(&mut self, key: RuleKey, value: &RuleValue) -> Result<(), RulesError> {
        let refuse = |kind| Err(RulesError::of(key, kind));
        match (key.kind(), value) {
            (RuleKind::Whole(range), RuleValue::Whole(n)) if range.contains(*n) => {
                let n = *n as u8;
                match key {
                    RuleKey::Rows => self.rows = n,
                    RuleKey::Columns => self.columns = n,
                    RuleKey::PiecesPerPlayer => self.pieces_per_player = n,
                    RuleKey::WinWhenOpponentHasAtMost => self.win_when_opponent_has_at_most = n,
                    RuleKey::DrawWhenBothHaveAtMost => self.draw_when_both_have_at_most = n,
                    _ => self.repetition_draw = n,
                }
            }
            (RuleKind::Whole(range), RuleValue::Whole(n)) => {
                return refuse(RulesErrorKind::OutOfRange { found: *n, range });
            }
            (RuleKind::Flag, RuleValue::Flag(b)) => match key {
                RuleKey::MandatoryCapture => self.mandatory_capture = *b,
                RuleKey::MultiJump => self.multi_jump = *b,
                RuleKey::BonusMoveAfterCapture => self.bonus_move_after_capture = *b,
                _ => self.jump_own_pieces = *b,
            },
            (RuleKind::Choice(words), RuleValue::Word(w)) => {
                let Some(i) = words.iter().position(|c| c == w) else {
                    return refuse(RulesErrorKind::NotAChoice { found: w.clone() });
                };
                match key {
                    RuleKey::FirstPlayer => self.first_player = Color::ALL[i],
                    RuleKey::SecondPiece => self.second_piece = SecondPiece::ALL[i],
                    _ => self.no_legal_move = NoLegalMove::ALL[i],
                }
            }
            (_, RuleValue::Table) => return refuse(RulesErrorKind::NotAValue),
            (_, found) => {
                return refuse(RulesErrorKind::WrongType {
                    found: found.clone(),
                });
            }
        }
        Ok(())
    }

    /// The checks between options, run once every option is read.
    pub fn validate(&self) -> Result<(), RulesError> {
        let pieces = self.pieces_per_player;
        let max = self.max_pieces();
        let inconsistent = |key, why| Err(RulesError::of(key, RulesErrorKind::Inconsistent(why)));
        if u32::from(pieces) > max {
            return inconsistent(
                RuleKey::PiecesPerPlayer,
                Inconsistency::TooManyPieces {
                    found: pieces,
                    max,
                    rows: self.rows,
                    columns: self.columns,
                },
            );
        }
        if self.win_when_opponent_has_at_most >= pieces {
            return inconsistent(
                RuleKey::WinWhenOpponentHasAtMost,
                Inconsistency::WinNotBelowPieces {
                    found: self.win_when_opponent_has_at_most,
                    pieces,
                },
            );
        }
        if self.draw_when_both_have_at_most > pieces {
            return inconsistent(
                RuleKey::DrawWhenBothHaveAtMost,
                Inconsistency::DrawAbovePieces {
                    found: self.draw_when_both_have_at_most,
                    pieces,
                },
            );
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_reads_back_what_is_set_and_keeps_its_default() {
        let standard = Rules::default();
        for key in RuleKey::ALL {
            assert_eq!(RuleKey::from_name(key.name()), Some(key));
            let mut rules = Rules::default();
            rules
                .set(key, &key.default_value())
                .expect("the default is allowed");
            assert_eq!(rules, standard, "{key:?}");
            // Every allowed value is kept as set; the ends of a range too.
            let values: Vec<RuleValue> = match key.kind() {
                RuleKind::Whole(r) => {
                    let mut v: Vec<i64> = vec![r.min.into(), r.max.into()];
                    if r.or_off {
                        v.push(0);
                    }
                    v.into_iter().map(RuleValue::Whole).collect()
                }
                RuleKind::Flag => vec![RuleValue::Flag(true), RuleValue::Flag(false)],
                RuleKind::Choice(words) => words
                    .iter()
                    .map(|w| RuleValue::Word(w.to_string()))
                    .collect(),
            };
            for value in values {
                rules.set(key, &value).expect("allowed");
                assert_eq!(rules.get(key), value, "{key:?}");
            }
        }
        assert_eq!(KEYS[0], "rows");
        assert_eq!(KEYS[12], "repetition_draw");
    }

    #[test]
    fn refusals_are_data_naming_the_key() {
        let mut rules = Rules::default();
        let e = rules
            .set(RuleKey::RepetitionDraw, &RuleValue::Whole(1))
            .unwrap_err();
        assert_eq!(e.key, Some(RuleKey::RepetitionDraw));
        assert!(matches!(
            e.kind,
            RulesErrorKind::OutOfRange {
                found: 1,
                range: Range {
                    min: 2,
                    max: 10,
                    or_off: true
                }
            }
        ));
        let e = rules
            .set(RuleKey::MultiJump, &RuleValue::Word("yes".into()))
            .unwrap_err();
        assert_eq!(
            e.kind,
            RulesErrorKind::WrongType {
                found: RuleValue::Word("yes".into())
            }
        );
        let e = rules
            .set(RuleKey::SecondPiece, &RuleValue::Word("sky".into()))
            .unwrap_err();
        assert_eq!(
            e.kind,
            RulesErrorKind::NotAChoice {
                found: "sky".into()
            }
        );
        let e = rules.set(RuleKey::Rows, &RuleValue::Table).unwrap_err();
        assert_eq!(e.kind, RulesErrorKind::NotAValue);
        assert_eq!(rules, Rules::default(), "nothing refused was kept");
        rules.rows = 2;
        rules.columns = 3;
        let e = rules.validate().unwrap_err();
        assert_eq!(e.key, Some(RuleKey::PiecesPerPlayer));
        assert_eq!(
            e.kind,
            RulesErrorKind::Inconsistent(Inconsistency::TooManyPieces {
                found: 12,
                max: 3,
                rows: 2,
                columns: 3
            })
        );
    }
}
