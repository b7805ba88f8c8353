//! The one table of the engine's refusals of a move ([`IllegalMove`]): for
//! each, the catalogues' sentence and its arguments, said alike by the
//! command line (`move 5 'c3xc5': c4 holds no enemy piece`, docs/scripting.md)
//! and by the terminal game ("Refused: there is no piece of Ada's on c4").
//! The callers differ only in the names they pass for the sides (the
//! players' names, or the colours') and in whether they add the rules
//! option behind the refusal, which only the command line and files name.

use crate::i18n::{Value, tr_args};
use yote_engine::rules::{RuleKey, RuleValue};
use yote_engine::{Color, IllegalMove, SecondPiece, Square};

use super::{reason, value_as_written};

/// Why a move is refused, ready to be said in any language.
#[derive(Clone, Debug)]
pub struct MoveRefusal {
    /// The sentence's id in the catalogues (`locales/*/words.ftl`).
    pub id: &'static str,
    /// Its arguments: squares and moves in notation, counts, and a side
    /// by the name the caller gave (`name`).
    pub args: Vec<(&'static str, Value<'static>)>,
    /// The rules option that forbids the move, with the value it has.
    pub rule: Option<(RuleKey, RuleValue)>,
}

impl MoveRefusal {
    /// The sentence in the current language.
    pub fn text(&self) -> String {
        tr_args(self.id, &self.args)
    }

    /// The sentence followed by the rules option behind it, as a rules
    /// file writes it: `… (multi_jump = false)`. For the command line and
    /// files, where the player writes those keys.
    pub fn with_rule(&self) -> String {
        match &self.rule {
            Some((key, value)) => {
                format!(
                    "{} ({} = {})",
                    self.text(),
                    key.name(),
                    value_as_written(value)
                )
            }
            None => self.text(),
        }
    }
}

/// THE table: why `why` refuses a move, naming a side by `names` (White's
/// first): the terminal game passes the players' names, the command line
/// the colours' ("White", "Blancas", "Bílý"). Every sentence takes any name
/// as it is, so no language needs a name's grammatical forms.
pub fn move_refusal(why: &IllegalMove, names: &[String; 2]) -> MoveRefusal {
    use IllegalMove as I;
    let name = |side: Color| ("name", Value::from(names[side.index()].clone()));
    let square = |key, square: Square| (key, Value::from(square.to_string()));
    let count = |n: u32| ("count", Value::from(n));
    let off = |key| Some((key, RuleValue::Flag(false)));
    let on = |key| Some((key, RuleValue::Flag(true)));
    let second =
        |value: SecondPiece| Some((RuleKey::SecondPiece, RuleValue::Word(value.key().into())));
    let (id, args, rule) = match *why {
        I::OffBoard {
            square: at,
            rows,
            columns,
        } => (
            "refusal-off-board",
            vec![
                square("square", at),
                ("rows", Value::from(rows)),
                ("columns", Value::from(columns)),
            ],
            None,
        ),
        I::GameOver(outcome) => (
            "refusal-game-over-why",
            vec![("reason", Value::from(reason(&outcome.reason, names)))],
            None,
        ),
        I::EmptyHand(side) => ("refusal-empty-hand", vec![name(side)], None),
        I::Occupied(at) => ("refusal-occupied", vec![square("square", at)], None),
        I::NotOwnPiece { square: at, side } => (
            "refusal-not-own-piece",
            vec![square("square", at), name(side)],
            None,
        ),
        I::RemovedNotEnemy { square: at, side } => (
            "refusal-removed-not-enemy",
            vec![square("square", at), name(side)],
            None,
        ),
        I::NotStepOrJump { from, to } => (
            "refusal-not-step-or-jump",
            vec![square("from", from), square("to", to)],
            None,
        ),
        I::JumpOverEmpty { over, .. } => (
            "refusal-jump-over-empty",
            vec![square("square", over)],
            None,
        ),
        I::CaptureWrittenAsJump { from, to, over } => (
            "refusal-capture-written-as-jump",
            vec![
                square("square", over),
                square("from", from),
                square("to", to),
            ],
            None,
        ),
        I::OwnJumpsOff => ("refusal-own-jumps-off", vec![], off(RuleKey::JumpOwnPieces)),
        I::SingleJumpOnly => ("refusal-single-jump-only", vec![], off(RuleKey::MultiJump)),
        I::NotAJump { from, to } => (
            "refusal-not-a-jump",
            vec![square("from", from), square("to", to)],
            None,
        ),
        I::NoEnemyJumped { over } => (
            "refusal-no-enemy-jumped",
            vec![square("square", over)],
            None,
        ),
        I::RemovedTwice(at) => ("refusal-removed-twice", vec![square("square", at)], None),
        I::RemovedJumped(at) => ("refusal-removed-jumped", vec![square("square", at)], None),
        I::ChainMustGoOn { at } => (
            "refusal-chain-must-go-on",
            vec![square("square", at)],
            on(RuleKey::MandatoryCapture),
        ),
        I::HandNotAllowed => (
            "refusal-hand-not-allowed",
            vec![],
            second(SecondPiece::Board),
        ),
        I::HandHasTooFew { side, in_hand } => (
            "refusal-hand-has-too-few",
            vec![name(side), count(in_hand)],
            None,
        ),
        I::NoSecondPiece { side } => ("refusal-no-second-piece", vec![name(side)], None),
        I::TooManySecond { takes } => ("refusal-too-many-second", vec![count(takes)], None),
        I::BoardFirst { side } => (
            "refusal-board-first",
            vec![name(side)],
            second(SecondPiece::HandIfBoardEmpty),
        ),
        I::HandOnly { side } => ("refusal-hand-only", vec![name(side)], None),
        I::MoreSecond {
            missing,
            side,
            or_hand: true,
        } => (
            "refusal-more-second-or-hand",
            vec![count(missing), name(side)],
            None,
        ),
        I::MoreSecond { missing, .. } => ("refusal-more-second", vec![count(missing)], None),
        I::CaptureMandatory => (
            "refusal-capture-mandatory",
            vec![],
            on(RuleKey::MandatoryCapture),
        ),
        I::NotLegal(mv) => (
            "refusal-not-legal",
            vec![("move", Value::from(mv.to_string()))],
            None,
        ),
    };
    MoveRefusal { id, args, rule }
}
