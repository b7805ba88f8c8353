//! The words for engine data, shared by the command line, files and the
//! terminal game: colours, move numbers, malformed moves, refusals of a move
//! (one table, [`move_refusal`]: `move 5 'c3xc5': c4 holds no enemy piece`,
//! docs/scripting.md), how a game ended, rules values and options, and a
//! game's review ([`review`]). Where the command line
//! and rules files are concerned these name the rules keys, since there the
//! player writes those keys; the terminal game's own words are `tui::words`.
//! The sentences are the catalogues' (`locales/*/words.ftl`), in the
//! current language.

mod clock;
mod files;
pub mod learn;
pub mod net;
mod prefs;
mod refusals;
pub mod review;

pub use crate::names::{Title, color, is_color_name, player_name};
pub use clock::clock_refusal;
pub use prefs::prefs_note;
pub use refusals::{MoveRefusal, move_refusal};

use crate::tr;
use yote_engine::game::MoveNumber;
use yote_engine::notation::{Malformed, ReplayError};
use yote_engine::rules::{
    Inconsistency, KEYS, Place, Range, RuleKey, RuleKind, RuleValue, RulesErrorKind,
};
use yote_engine::setup::{SetupError, SetupField};
use yote_engine::{
    Color, Game, IllegalMove, MAX_PLIES, MoveError, Reason, Rules, RulesError, SecondPiece,
};

/// A move's place in the list, "move 13, Black": the one way every screen
/// and text counts moves (pairs, [`Game::move_numbers`]); `side` is the
/// mover's name (a colour's or a player's).
pub fn move_number(number: MoveNumber, side: &str) -> String {
    tr!(
        "move-number",
        number = number.number,
        side = side.to_string()
    )
}

/// A move's place in the list in short, as a column of moves shows it:
/// `19` for a move of `first` (the player who opens the game, and each
/// pair), `19…` for the reply.
pub fn move_label(number: MoveNumber, first: Color) -> String {
    if number.side == first {
        number.number.to_string()
    } else {
        format!("{}…", number.number)
    }
}

/// "13 moves": how many moves (pairs) a game has had
/// ([`Game::moves_played`]).
pub fn moves_played(game: &Game) -> String {
    tr!("moves-played", count = game.moves_played())
}

/// Engine data in the player's words. The engine is a crate of its own and
/// speaks data only, so its types cannot carry `Display` here (the orphan
/// rule): everything that says one of them says it through this trait.
pub trait Say {
    fn say(&self) -> String;
}

impl Say for Malformed {
    fn say(&self) -> String {
        match self {
            Malformed::Empty => tr!("malformed-empty"),
            Malformed::Spaces => tr!("malformed-spaces"),
            Malformed::MissingSquare => tr!("malformed-missing-square"),
            Malformed::NotASquare(text) => tr!("malformed-not-a-square", text = text.as_str()),
            Malformed::RemovalWithoutCapture => tr!("malformed-removal-without-capture"),
        }
    }
}

/// The command line's and files' refusal: the sides by their colours, and
/// the rules option behind it (`… (multi_jump = false)`).
impl Say for IllegalMove {
    fn say(&self) -> String {
        move_refusal(self, &colors()).with_rule()
    }
}

impl Say for MoveError {
    fn say(&self) -> String {
        match self {
            MoveError::Malformed(why) => why.say(),
            MoveError::Illegal(why) => why.say(),
        }
    }
}

/// Why a line is not a position (docs/rules.md §5.1).
impl Say for SetupError {
    fn say(&self) -> String {
        match self {
            SetupError::Fields { found } => tr!("setup-fields", found = *found),
            SetupError::Rows { found, rows } => tr!("setup-rows", found = *found, rows = *rows),
            SetupError::RowLength {
                row,
                found,
                columns,
            } if *found > usize::from(*columns) => tr!(
                "setup-row-too-long",
                row = *row,
                found = *found,
                columns = *columns
            ),
            SetupError::RowLength {
                row,
                found,
                columns,
            } => tr!(
                "setup-row-too-short",
                row = *row,
                found = *found,
                columns = *columns
            ),
            SetupError::BadSquare { row, found } => {
                tr!("setup-bad-square", row = *row, found = found.to_string())
            }
            SetupError::SplitRun { row } => tr!("setup-split-run", row = *row),
            SetupError::BadToMove(found) => tr!("setup-bad-to-move", found = found.as_str()),
            SetupError::NotANumber { field, found } => tr!(
                "setup-not-a-number",
                field = setup_field(*field),
                found = found.as_str()
            ),
            SetupError::TooManyPieces { side, found, most } => tr!(
                "setup-too-many",
                name = color(*side),
                found = *found,
                most = *most
            ),
            SetupError::PlyTooLarge { found, most } => {
                tr!("setup-ply-too-large", found = *found, most = *most)
            }
        }
    }
}

/// A field of the position notation by its name.
fn setup_field(field: SetupField) -> String {
    match field {
        SetupField::Board => tr!("setup-field-board"),
        SetupField::ToMove => tr!("setup-field-to-move"),
        SetupField::WhiteHand => tr!("setup-field-white-hand"),
        SetupField::BlackHand => tr!("setup-field-black-hand"),
        SetupField::Ply => tr!("setup-field-ply"),
    }
}

impl Say for ReplayError {
    fn say(&self) -> String {
        tr!(
            "move-replay",
            at = move_number(self.at, &color(self.at.side)),
            token = crate::text::printable(&self.token).into_owned(),
            error = self.error.say()
        )
    }
}

/// Why a game ended, in the command line's words: `black has only 1 piece
/// left`. The JSON output's `reason` (docs/scripting.md).
impl Say for Reason {
    fn say(&self) -> String {
        match *self {
            Reason::OutOfPieces { loser, left } => match left {
                0 => format!("{loser} has no pieces left"),
                1 => format!("{loser} has only 1 piece left"),
                n => format!("{loser} has only {n} pieces left"),
            },
            Reason::FewPieces { at_most } => {
                format!("both players have {at_most} or fewer pieces")
            }
            Reason::Repetition { times } => {
                format!("the same position occurred {times} times")
            }
            Reason::NoMoveLoses { stuck } => format!("{stuck} has no legal move"),
            Reason::NoMoveCount {
                stuck,
                white,
                black,
            } => {
                let counts = match white.cmp(&black) {
                    std::cmp::Ordering::Greater => {
                        format!("white has more pieces ({white} to {black})")
                    }
                    std::cmp::Ordering::Less => {
                        format!("black has more pieces ({black} to {white})")
                    }
                    std::cmp::Ordering::Equal => format!("both have {white} pieces"),
                };
                format!("{stuck} has no legal move and {counts}")
            }
            Reason::Agreed => "the players agreed to a draw".to_string(),
            Reason::Resigned { by } => format!("{by} resigned"),
            Reason::MoveLimit => format!("the game reached {MAX_PLIES} moves"),
            Reason::OutOfTime { flagged } => format!("{flagged} lost on time"),
            Reason::OutOfTimeNoWin { flagged } => format!(
                "{flagged} ran out of time, but {} could not have won",
                flagged.other()
            ),
        }
    }
}

/// A rules value in words: `the string "yes"`, `the number 9`, `a list`.
pub fn describe_value(value: &RuleValue) -> String {
    match value {
        RuleValue::Word(s) => tr!("value-string", text = crate::text::quoted(s)),
        RuleValue::Whole(n) => tr!("value-number", number = n.to_string()),
        RuleValue::Number(x) => tr!("value-number", number = x.clone()),
        RuleValue::Flag(b) => format!("{b}"),
        RuleValue::Date(d) => tr!("value-date", date = d.clone()),
        RuleValue::List => tr!("value-list"),
        RuleValue::Table => tr!("value-table"),
    }
}

/// What an option takes, in words: `a whole number from 2 to 8`.
fn what_it_takes(key: RuleKey) -> String {
    match key.kind() {
        RuleKind::Whole(Range {
            min,
            max,
            or_off: true,
        }) => tr!("takes-whole-or-off", min = min, max = max),
        RuleKind::Whole(Range { min, max, .. }) => tr!("takes-whole", min = min, max = max),
        RuleKind::Flag => tr!("takes-flag"),
        RuleKind::Choice(words) => {
            let quoted: Vec<String> = words.iter().map(|w| format!("\"{w}\"")).collect();
            tr!("takes-choice", choices = quoted.join(", "))
        }
    }
}

/// A value as `rules.toml` writes it: `5`, `true`, `"board"`.
pub fn value_as_written(value: &RuleValue) -> String {
    match value {
        RuleValue::Whole(n) => n.to_string(),
        RuleValue::Flag(b) => b.to_string(),
        RuleValue::Word(w) => format!("\"{w}\""),
        other => describe_value(other),
    }
}

/// One option for the command line's help:
/// `rows: a whole number from 2 to 8 (default 5)`.
pub fn option_help(key: RuleKey) -> String {
    tr!(
        "rules-option-help",
        key = key.name(),
        what = what_it_takes(key),
        default = value_as_written(&key.default_value())
    )
}

/// A refused rules value in the words of rules files and `--set`, without
/// where it is: `columns must be a whole number from 2 to 8 (found 9)`.
pub fn rules_problem(e: &RulesError) -> String {
    use RulesErrorKind as K;
    let name = e.key.map_or("", RuleKey::name);
    let must = |found: String| match e.key {
        Some(key) => tr!(
            "rules-must-be",
            key = name,
            what = what_it_takes(key),
            found = found
        ),
        None => tr!("rules-found", found = found),
    };
    let keys = KEYS.join(", ");
    match &e.kind {
        K::OutOfRange { found, .. } => must(found.to_string()),
        K::WrongType { found } => must(describe_value(found)),
        K::NotAChoice { found } => must(crate::text::quoted(found)),
        K::UnknownKey { found } => tr!("rules-unknown-key", found = found.as_str(), keys = keys),
        K::Missing => tr!("rules-missing-key", key = name),
        K::NotAValue => tr!("rules-not-a-value", key = name, keys = keys),
        K::Inconsistent(why) => match *why {
            Inconsistency::TooManyPieces {
                found,
                max,
                rows,
                columns,
            } => tr!(
                "rules-too-many-pieces",
                key = name,
                max = max,
                rows = rows,
                columns = columns,
                found = found
            ),
            Inconsistency::WinNotBelowPieces { found, pieces } => tr!(
                "rules-win-not-below",
                key = name,
                max = pieces.saturating_sub(1),
                found = found
            ),
            Inconsistency::DrawAbovePieces { found, pieces } => {
                tr!("rules-draw-above", key = name, max = pieces, found = found)
            }
        },
        K::NotToml { message } => tr!("rules-not-toml", message = message.as_str()),
        K::NotAssignment => tr!("rules-not-assignment"),
        K::ControlCharacter => tr!("rules-control-character"),
    }
}

/// `r.toml, line 4: rows must be ...`, `--set rows=9: rows must be ...`.
impl Say for RulesError {
    fn say(&self) -> String {
        let place = match &self.place {
            Some(Place::File {
                name,
                line: Some(line),
            }) => format!(
                "{}: ",
                tr!("place-file-line", file = name.as_str(), line = *line)
            ),
            Some(Place::File { name, line: None }) => format!("{name}: "),
            Some(Place::Line(line)) => format!("{}: ", tr!("place-line", line = *line)),
            Some(Place::Set(assignment)) => format!("--set {assignment}: "),
            None => String::new(),
        };
        place + &rules_problem(self)
    }
}

/// A one-line description of the rules for people, e.g.
/// "5×6, 12 pieces each, Second piece from the hand, multi-jump": the
/// replay's title, the offer to resume, the list of saved games.
pub fn rules_summary(rules: &Rules) -> String {
    let mut parts = vec![
        tr!("summary-board", rows = rules.rows, columns = rules.columns),
        tr!("summary-pieces", count = rules.pieces_per_player),
        second_piece(rules.second_piece),
    ];
    // Then every option that differs from the standard game, in the order
    // of `rules.toml`.
    parts.extend(
        RuleKey::ALL
            .into_iter()
            .filter(|key| rules.get(*key) != key.default_value())
            .filter_map(|key| summary_word(key, rules)),
    );
    parts.join(", ")
}

/// An option that differs from the standard game, in a few words for the
/// rules summary (`multi-jump`, `draw on 4-fold repetition`); `None` for
/// the options the summary always shows.
pub fn summary_word(key: RuleKey, rules: &Rules) -> Option<String> {
    Some(match key {
        RuleKey::Rows | RuleKey::Columns | RuleKey::PiecesPerPlayer | RuleKey::SecondPiece => {
            return None;
        }
        RuleKey::FirstPlayer => tr!("summary-first-player", side = rules.first_player.name()),
        RuleKey::MandatoryCapture => tr!("summary-mandatory-capture"),
        RuleKey::MultiJump => tr!("summary-multi-jump"),
        RuleKey::BonusMoveAfterCapture => tr!("summary-bonus-move"),
        RuleKey::JumpOwnPieces => tr!("summary-jump-own-pieces"),
        RuleKey::WinWhenOpponentHasAtMost => match rules.win_when_opponent_has_at_most {
            0 => tr!("summary-capture-all"),
            n => tr!("summary-win-at-most", count = n),
        },
        RuleKey::DrawWhenBothHaveAtMost => tr!(
            "summary-draw-at-most",
            count = rules.draw_when_both_have_at_most
        ),
        RuleKey::NoLegalMove => tr!("summary-no-move-most-pieces"),
        RuleKey::RepetitionDraw => match rules.repetition_draw {
            0 => tr!("summary-no-repetition-draw"),
            n => tr!("summary-repetition-draw", count = n),
        },
    })
}

/// Why a game ended, naming the players by `names` (White's first): the
/// terminal game passes the players' names, the command line the colours.
pub fn reason(reason: &Reason, names: &[String; 2]) -> String {
    let name = |side: Color| names[side.index()].as_str();
    match *reason {
        Reason::OutOfPieces { loser, left: 0 } => tr!("reason-no-pieces-left", name = name(loser)),
        Reason::OutOfPieces { loser, left } => {
            tr!("reason-pieces-left", name = name(loser), count = left)
        }
        Reason::FewPieces { at_most } => tr!("reason-few-pieces", count = at_most),
        Reason::Repetition { times } => tr!("reason-repetition", count = times),
        Reason::NoMoveLoses { stuck } => tr!("reason-no-move", name = name(stuck)),
        Reason::NoMoveCount {
            stuck,
            white,
            black,
        } if white == black => tr!("reason-no-move-equal", name = name(stuck), count = white),
        Reason::NoMoveCount {
            stuck,
            white,
            black,
        } => {
            let (leader, more, fewer) = if white > black {
                (Color::White, white, black)
            } else {
                (Color::Black, black, white)
            };
            tr!(
                "reason-no-move-more",
                name = name(stuck),
                leader = name(leader),
                more = more,
                fewer = fewer
            )
        }
        Reason::Agreed => tr!("reason-agreed"),
        Reason::Resigned { by } => tr!("reason-resigned", name = name(by)),
        Reason::MoveLimit => tr!("reason-move-limit", count = MAX_PLIES),
        Reason::OutOfTime { flagged } => tr!("reason-out-of-time", name = name(flagged)),
        Reason::OutOfTimeNoWin { flagged } => tr!(
            "reason-out-of-time-no-win",
            name = name(flagged),
            other = name(flagged.other())
        ),
    }
}

/// The colours' names, White's first, for [`reason`] on the command line.
pub fn colors() -> [String; 2] {
    [color(Color::White), color(Color::Black)]
}

/// Where the second piece comes from, by its name on the setup screen and
/// in the presets: "Standard", "Second piece from the hand", "Boxed edition".
pub fn second_piece(second: SecondPiece) -> String {
    match second {
        SecondPiece::Board => tr!("second-piece-board"),
        SecondPiece::BoardOrHand => tr!("second-piece-board-or-hand"),
        SecondPiece::HandIfBoardEmpty => tr!("second-piece-hand-if-board-empty"),
    }
}

/// Where the second piece comes from, in one line of plain words.
pub fn second_piece_explain(second: SecondPiece) -> String {
    match second {
        SecondPiece::Board => tr!("second-piece-board-explain"),
        SecondPiece::BoardOrHand => tr!("second-piece-board-or-hand-explain"),
        SecondPiece::HandIfBoardEmpty => tr!("second-piece-hand-if-board-empty-explain"),
    }
}
