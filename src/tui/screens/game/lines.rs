//! The game screen's lines of text: the prompt (whose turn it is and what
//! is possible now) and the status line (what just happened, then what is
//! in the air: the threats seen by the player the marks are drawn for).

use yote_engine::square::squares;
use yote_engine::{Attacks, Color};

use crate::tr;
use crate::tui::run::think::HINT_LEVEL;
use crate::tui::screens::game::input::Stage;
use crate::tui::screens::game::play::{Play, ThinkingLine};
use crate::tui::seats::Seat;
use crate::tui::widgets::board::Threats;
use crate::tui::widgets::wrap;
use crate::tui::words;

/// Squares in words: "e2 f4".
fn names(board: yote_engine::Bitboard) -> String {
    squares(board)
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The prompt: whose turn it is and what is possible now.
pub fn prompt_text(play: &Play) -> String {
    let game = play.game();
    if let Some(ply) = play.view {
        let mv = game.moves().nth(ply.wrapping_sub(1));
        let what = match (mv, ply.checked_sub(1).and_then(|p| game.mover_of(p))) {
            (Some(mv), Some(side)) => tr!(
                "prompt-after-move",
                number = game.move_number(ply - 1).map_or(1, |n| n.number),
                name = play.table.name(side),
                move = mv.to_string()
            ),
            _ => tr!("prompt-at-start"),
        };
        let keys = &play.key_names;
        return format!(
            " {}",
            tr!(
                "prompt-looking-back",
                what = what,
                look = keys.look.as_str(),
                back = keys.back_to_game.as_str()
            )
        );
    }
    if let Some(result) = play.result_text() {
        return format!(" {}", tr!("prompt-game-over", result = result));
    }
    // The computer to move (or a hint searched): say so, and how deep.
    if let Some(line) = play.thinking {
        return format!(" {}", thinking_words(play, line));
    }
    let h = play.highlights();
    let side = game.to_move();
    let bonus = game.last_move().is_some_and(yote_engine::Move::is_capture)
        && game.mover_of(game.ply().wrapping_sub(1)) == Some(side);
    let name = play.table.name(side);
    let who = if bonus {
        tr!("prompt-bonus", name = name)
    } else {
        name.to_string()
    };
    let enemy = play.table.name(side.other()).to_string();
    let who = who.as_str();
    let what = match &play.stage {
        Stage::Idle if h.must_capture != 0 => {
            let n = h.must_capture.count_ones();
            tr!("prompt-must-capture", who = who, count = n)
        }
        Stage::Idle => {
            if game.position().hand(side) > 0 {
                tr!("prompt-drop-or-select", who = who)
            } else {
                tr!("prompt-select", who = who)
            }
        }
        Stage::Selected { from } => {
            let captures = h.captures.count_ones();
            let mut parts = Vec::new();
            if h.destinations != 0 {
                parts.push(tr!("prompt-steps"));
            }
            if captures > 0 {
                parts.push(tr!(
                    "prompt-captures",
                    count = captures,
                    squares = names(h.jumped)
                ));
            }
            let mut text = tr!(
                "prompt-move-piece",
                who = who,
                square = from.to_string(),
                parts = parts.join(", ")
            );
            if h.repeats != 0 {
                let times = game.rules().repetition_draw;
                text.push(' ');
                text.push_str(&tr!("prompt-repeats", count = times));
            }
            text.push(' ');
            text.push_str(&tr!(
                "prompt-esc-cancels",
                key = play.key_names.cancel.as_str()
            ));
            text
        }
        Stage::Chain { .. } => {
            let squares = names(h.jumped);
            if h.can_stop {
                let key = play.key_names.stop.as_str();
                tr!(
                    "prompt-jump-again-stop",
                    who = who,
                    squares = squares,
                    key = key
                )
            } else {
                tr!("prompt-jump-again-must", who = who, squares = squares)
            }
        }
        Stage::Remove { .. } => {
            let total = h.second_total.max(1);
            let n = (play.stage.picked() as u32 + 1).min(total);
            let mut choices = Vec::new();
            if h.removable != 0 {
                let squares = names(h.removable);
                choices.push(tr!("prompt-marked-piece", squares = squares));
            }
            if h.hand {
                let key = play.key_names.from_hand.as_str();
                choices.push(tr!("prompt-hand-choice", name = enemy.as_str(), key = key));
            }
            let choices = match choices.as_slice() {
                [first, second] => tr!(
                    "prompt-either",
                    first = first.as_str(),
                    second = second.as_str()
                ),
                _ => choices.concat(),
            };
            let which = if total == 1 {
                tr!("prompt-choose-second")
            } else {
                tr!("prompt-choose-second-n", n = n, total = total)
            };
            let mut text = tr!("prompt-remove", who = who, which = which, choices = choices);
            if play.stage.picked() > 0 {
                text.push(' ');
                text.push_str(&tr!("prompt-back", key = play.key_names.take_back.as_str()));
            }
            text
        }
    };
    format!(" {what}")
}

/// The player the threat marks are drawn for in `game`: the player to
/// move, or the person while the computer is to move.
pub fn viewer(play: &Play, game: &yote_engine::Game) -> Color {
    let side = game.to_move();
    let computer = &play.table.computer;
    if computer[side.index()].is_some() && computer[side.other().index()].is_none() {
        side.other()
    } else {
        side
    }
}

/// The threats the board marks in `game` (the game shown: the one being
/// played, or a position looked back at), if the player shows them and no
/// move is being built (its own marks say what it takes then).
pub fn threats(play: &Play, game: &yote_engine::Game) -> Threats {
    if play.show_threats && matches!(play.stage, Stage::Idle) {
        Threats::seen_by(game, viewer(play, game))
    } else {
        Threats::default()
    }
}

/// What is in the air for the viewer, in words: `None` when nothing is,
/// when the marks are off, or while a move is being built (its prompt
/// speaks then).
fn threat_words(play: &Play) -> Option<String> {
    let game = play.game();
    if !play.show_threats || game.is_over() || play.view.is_some() {
        return None;
    }
    if !matches!(play.stage, Stage::Idle) {
        return None;
    }
    let viewer = viewer(play, game);
    let a = Attacks::of(game.position(), game.rules());
    // `Attacks` is seen from the player to move: turned round for the
    // person while the computer is to move.
    let a = if game.to_move() == viewer {
        a
    } else {
        Attacks {
            capturable: a.threatened,
            threatened: a.capturable,
            capturable_most: a.threatened_most,
            threatened_most: a.capturable_most,
        }
    };
    words::threats(&a, game.rules(), play.table.name(viewer))
}

/// The status line in `width` columns: what just happened (a refusal
/// alone, so that it is read), then what is in the air, when that fits in
/// the rows the note takes anyway: the board keeps its size from one move
/// to the next (the marks say it all the same).
pub fn status_text(play: &Play, width: usize) -> String {
    let note = play.status.text.as_str();
    if play.status.error {
        return format!(" {note}");
    }
    match (note.is_empty(), threat_words(play)) {
        (true, None) => String::new(),
        (false, None) => format!(" {note}"),
        (true, Some(air)) => format!(" {air}"),
        (false, Some(air)) => {
            let rows = |text: &str| wrap(text, width, usize::MAX).len();
            let both = format!("{note}  {air}");
            if rows(&both) <= rows(note) {
                format!(" {both}")
            } else {
                format!(" {note}")
            }
        }
    }
}

/// The prompt line's words for what the computer is doing.
fn thinking_words(play: &Play, line: ThinkingLine) -> String {
    let depth = |depth: u32| {
        if depth > 0 {
            format!(", {}", tr!("computer-depth", depth = depth))
        } else {
            String::new()
        }
    };
    let who = |seat: Seat| match seat {
        Seat::Computer(level) => words::level(level),
        Seat::Engine | Seat::Person => play.engine_label(),
    };
    let keys = &play.key_names;
    match line {
        ThinkingLine::Paused { side, seat } => tr!(
            "computer-status-paused",
            name = play.table.label(side),
            level = who(seat),
            key = keys.pause.as_str()
        ),
        ThinkingLine::Thinking {
            side,
            seat,
            depth: d,
        } => tr!(
            "computer-status-thinking",
            name = play.table.label(side),
            level = who(seat),
            depth = depth(d)
        ),
        ThinkingLine::Hint { depth: d } => tr!(
            "computer-status-hint",
            level = words::level(HINT_LEVEL),
            depth = depth(d),
            key = keys.cancel.as_str()
        ),
    }
}
