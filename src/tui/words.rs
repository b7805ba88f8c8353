//! The terminal game's words for engine data: refusals and results said with
//! the players' names and the game's words, never a rules-file key or value
//! (those belong to the command line and rules files: `yote::words`, whose
//! one table of move refusals both use). The sentences are the catalogues'
//! (`locales/*/words.ftl`).

use crate::tr;
use crate::words::Say;
use yote_engine::rules::{Inconsistency, RuleKey, RulesErrorKind};
use yote_engine::{Color, GameResult, MoveError, NoLegalMove, Outcome, Rules, RulesError};

/// The engine's refusal of a move, for the player: the one table's
/// sentence (`crate::words::move_refusal`) with the players' names, and
/// without the rules key the command line adds.
pub fn move_error(e: &MoveError, names: &[String; 2]) -> String {
    match e {
        MoveError::Malformed(why) => why.say(),
        MoveError::Illegal(why) => crate::words::move_refusal(why, names).text(),
    }
}

/// Who won (or "Draw"), and why: ("Kofi wins", "Ama has no pieces left").
pub fn result(outcome: &Outcome, names: &[String; 2]) -> (String, String) {
    let who = match outcome.result {
        GameResult::Win(side) => tr!("result-wins", name = names[side.index()].as_str()),
        GameResult::Draw => tr!("result-draw"),
    };
    (who, crate::words::reason(&outcome.reason, names))
}

/// An option's name on the setup screen.
pub fn option_label(key: RuleKey) -> String {
    match key {
        RuleKey::MultiJump => tr!("option-multi-jump"),
        RuleKey::MandatoryCapture => tr!("option-mandatory-capture"),
        RuleKey::BonusMoveAfterCapture => tr!("option-bonus-move"),
        RuleKey::JumpOwnPieces => tr!("option-jump-own"),
        RuleKey::WinWhenOpponentHasAtMost => tr!("option-win-at"),
        RuleKey::DrawWhenBothHaveAtMost => tr!("option-draw-at"),
        RuleKey::NoLegalMove => tr!("option-no-legal-move"),
        RuleKey::RepetitionDraw => tr!("option-repetition"),
        RuleKey::Rows => tr!("option-rows"),
        RuleKey::Columns => tr!("option-columns"),
        RuleKey::PiecesPerPlayer => tr!("option-pieces"),
        RuleKey::FirstPlayer => tr!("option-first-player"),
        RuleKey::SecondPiece => tr!("second-piece-board-or-hand"),
    }
}

/// An option in one line of plain words, on the setup screen.
pub fn option_explain(key: RuleKey) -> String {
    match key {
        RuleKey::MultiJump => tr!("option-multi-jump-explain"),
        RuleKey::MandatoryCapture => tr!("option-mandatory-capture-explain"),
        RuleKey::BonusMoveAfterCapture => tr!("option-bonus-move-explain"),
        RuleKey::JumpOwnPieces => tr!("option-jump-own-explain"),
        RuleKey::WinWhenOpponentHasAtMost => tr!("option-win-at-explain"),
        RuleKey::DrawWhenBothHaveAtMost => tr!("option-draw-at-explain"),
        RuleKey::NoLegalMove => tr!("option-no-legal-move-explain"),
        RuleKey::RepetitionDraw => tr!("option-repetition-explain"),
        RuleKey::Rows => tr!("option-rows-explain"),
        RuleKey::Columns => tr!("option-columns-explain"),
        RuleKey::PiecesPerPlayer => tr!("option-pieces-explain"),
        RuleKey::FirstPlayer => tr!("option-first-player-explain"),
        RuleKey::SecondPiece => tr!("option-second-piece-explain"),
    }
}

/// An option's value in words, on the setup screen.
pub fn option_value(rules: &Rules, key: RuleKey) -> String {
    let on = |b: bool| if b { tr!("value-on") } else { tr!("value-off") };
    let pieces = |n: u8| tr!("value-pieces", count = n);
    match key {
        RuleKey::MultiJump => on(rules.multi_jump),
        RuleKey::MandatoryCapture => on(rules.mandatory_capture),
        RuleKey::BonusMoveAfterCapture => on(rules.bonus_move_after_capture),
        RuleKey::JumpOwnPieces => on(rules.jump_own_pieces),
        RuleKey::WinWhenOpponentHasAtMost => pieces(rules.win_when_opponent_has_at_most),
        RuleKey::DrawWhenBothHaveAtMost => match rules.draw_when_both_have_at_most {
            0 => tr!("value-off"),
            n => pieces(n),
        },
        RuleKey::NoLegalMove => match rules.no_legal_move {
            NoLegalMove::Loses => tr!("value-loses"),
            NoLegalMove::MostPiecesWins => tr!("value-most-pieces-wins"),
        },
        RuleKey::RepetitionDraw => match rules.repetition_draw {
            0 => tr!("value-off"),
            n => tr!("value-times", count = n),
        },
        RuleKey::Rows => rules.rows.to_string(),
        RuleKey::Columns => rules.columns.to_string(),
        RuleKey::PiecesPerPlayer => rules.pieces_per_player.to_string(),
        RuleKey::FirstPlayer => crate::words::color(rules.first_player),
        RuleKey::SecondPiece => crate::words::second_piece(rules.second_piece),
    }
}

/// An option stepped past the end of its range (`delta` = ±1).
pub fn option_at_end(rules: &Rules, key: RuleKey, delta: i8) -> String {
    let (label, value) = (option_label(key), option_value(rules, key));
    if delta > 0 {
        tr!("setup-largest", label = label, value = value)
    } else {
        tr!("setup-smallest", label = label, value = value)
    }
}

/// Options that do not hold together, by the setup screen's name of the
/// one at fault: "Pieces per player: at most 3 on a 2×3 board, not 12."
pub fn option_refusal(e: &RulesError) -> String {
    let Some(key) = e.key else {
        return rules_not_together();
    };
    let why = match e.kind {
        RulesErrorKind::Inconsistent(Inconsistency::TooManyPieces {
            found,
            max,
            rows,
            columns,
        }) => tr!(
            "setup-too-many-pieces",
            max = max,
            rows = rows,
            columns = columns,
            pieces = found
        ),
        RulesErrorKind::Inconsistent(Inconsistency::WinNotBelowPieces { pieces, .. }) => {
            tr!("setup-win-too-high", pieces = pieces)
        }
        RulesErrorKind::Inconsistent(Inconsistency::DrawAbovePieces { pieces, .. }) => {
            tr!("setup-draw-too-high", pieces = pieces)
        }
        _ => tr!("setup-not-allowed"),
    };
    tr!("setup-problem", label = option_label(key), why = why)
}

/// Rules refused with no option to blame.
pub fn rules_not_together() -> String {
    tr!("setup-rules-clash")
}

/// A computer level's name: "Easy", "Fácil", "Lehká".
pub fn level(level: yote_ai::Level) -> String {
    use yote_ai::Level;
    match level {
        Level::Easy => tr!("level-easy"),
        Level::Medium => tr!("level-medium"),
        Level::Hard => tr!("level-hard"),
    }
}

/// A machine player's name: its level's ("Hard"), or "Engine".
pub fn machine(machine: crate::prefs::Machine) -> String {
    match machine {
        crate::prefs::Machine::Level(l) => level(l),
        crate::prefs::Machine::Engine => tr!("machine-engine"),
    }
}

/// A player by name and colour, "Ada (White)", or just "White" when the
/// name is the colour's; a name too long for `room` columns is shortened
/// with "…", the colour kept whole while there is room for it.
pub fn label(name: &str, side: Color, room: usize) -> String {
    let color = crate::words::color(side);
    if name == color {
        return shorten(name, room);
    }
    let full = format!("{name} ({color})");
    if width(&full) <= room {
        return full;
    }
    let spare = room.saturating_sub(width(&color) + 3);
    if spare >= 2 {
        format!("{} ({color})", shorten(name, spare))
    } else {
        shorten(name, room)
    }
}

/// `text` in at most `room` columns, ending in "…" when shortened.
pub fn shorten(text: &str, room: usize) -> String {
    if width(text) <= room {
        return text.to_string();
    }
    let mut head = String::new();
    for c in text.chars() {
        let next = format!("{head}{c}");
        if width(&next) + 1 > room {
            break;
        }
        head = next;
    }
    format!("{}…", head.trim_end())
}

/// The columns `text` takes on a terminal.
fn width(text: &str) -> usize {
    ratatui::text::Span::raw(text).width()
}

/// Items in a sentence: "c4", "c4 and e4", "c4, e4 and d5".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [first @ .., last] => tr!("list-and", first = first.join(", "), last = last.as_str()),
    }
}

/// The minimum-size screen's way out: `q` and Ctrl-C quit there too.
pub fn too_small_quit() -> String {
    tr!("app-small-quit")
}

/// The status line's account of the threats for `name` (the player the
/// marks are drawn for), led by the board's marks (`×`, `!`): what they can
/// capture now and what they can lose next move, with the second pieces each capture adds ("+1 of their
/// choice") and, when second pieces may come from the hand, that the hand
/// is exposed. `None` when nothing is in the air.
pub fn threats(attacks: &yote_engine::Attacks, rules: &Rules, name: &str) -> Option<String> {
    let hand = rules.second_piece != yote_engine::SecondPiece::Board;
    let mut parts = Vec::new();
    let take = attacks.capturable.count_ones();
    if take > 0 {
        parts.push(tr!(
            "threats-can-take",
            name = name.to_string(),
            count = take,
            second = attacks.capturable_most
        ));
    }
    let lose = attacks.threatened.count_ones();
    if lose > 0 {
        let mut line = tr!("threats-in-danger", name = name.to_string(), count = lose);
        if hand {
            line.push_str(&tr!("threats-hand-exposed"));
        }
        parts.push(line);
    }
    (!parts.is_empty()).then(|| parts.join("  "))
}

/// Every rule in force, in the game's words, as many as fit; the rules
/// screen (`i`) has them all.
pub fn rule_words(rules: &yote_engine::Rules) -> Vec<String> {
    let mut words = Vec::new();
    let standard = yote_engine::Rules::default();
    if (rules.rows, rules.columns) != (standard.rows, standard.columns) {
        words.push(tr!(
            "rule-board",
            rows = rules.rows,
            columns = rules.columns
        ));
    }
    if rules.pieces_per_player != standard.pieces_per_player {
        words.push(tr!("rule-pieces-each", count = rules.pieces_per_player));
    }
    words.push(match rules.second_piece {
        yote_engine::SecondPiece::Board => tr!("rule-second-from-board"),
        second => crate::words::second_piece(second),
    });
    if rules.mandatory_capture {
        words.push(tr!("option-mandatory-capture"));
    }
    if rules.multi_jump {
        words.push(tr!("option-multi-jump"));
    }
    if rules.bonus_move_after_capture {
        words.push(tr!("option-bonus-move"));
    }
    if rules.jump_own_pieces {
        words.push(tr!("rule-jump-own"));
    }
    if rules.win_when_opponent_has_at_most != standard.win_when_opponent_has_at_most {
        words.push(match rules.win_when_opponent_has_at_most {
            0 => tr!("rule-win-all"),
            n => tr!("rule-win-at", count = n),
        });
    }
    if rules.draw_when_both_have_at_most > 0 {
        let n = rules.draw_when_both_have_at_most;
        words.push(tr!("rule-draw-at", count = n));
    }
    if rules.no_legal_move == yote_engine::NoLegalMove::MostPiecesWins {
        words.push(tr!("rule-most-pieces"));
    }
    words.push(match rules.repetition_draw {
        0 => tr!("rule-no-repetition"),
        n => tr!("rule-repetition", count = n),
    });
    if rules.first_player != standard.first_player {
        words.push(tr!("rule-first", side = rules.first_player.name()));
    }
    words
}
