//! The hint a player can play: where it puts the cursor, and the reason
//! given with it, in a few words, from what its search knew (the score and
//! `win_in`) and the attack sets before and after the move.

use yote_engine::{Attacks, Color, Game, GameResult, Move, MoveKind, Position, Square};

use crate::prefs::{Action, Bindings, Context};
use crate::tr;
use crate::tui::msg::Advice;

/// The square the hinted move starts on: where a drop lands, where a piece
/// that moves stands.
pub fn first_square(mv: &Move) -> Square {
    match mv.kind() {
        MoveKind::Drop => mv.to(),
        _ => mv.from(),
    }
}

/// The key that plays a hint standing under the cursor, as bound (the
/// game screen's choose key: `Enter`).
pub fn play_key(bindings: &Bindings) -> String {
    bindings
        .keys(Context::Game, Action::Activate)
        .first()
        .map(|k| k.label(false))
        .unwrap_or_default()
}

/// Why the hint is good, for the player to move in `game` (before `mv`):
/// it wins outright, it stops a loss that was coming, it wins material, it
/// saves a piece under attack, it holds out longest, or it is a quiet move.
pub fn reason(game: &Game, mv: &Move, advice: Option<&Advice>) -> String {
    let why = Why::of(game, mv, advice);
    match why {
        Why::Wins(moves) => tr!("hint-why-wins", count = moves),
        Why::StopsLoss => tr!("hint-why-stops-loss"),
        Why::Material(pieces) => tr!("hint-why-material", count = pieces),
        Why::Saves(pieces) => tr!("hint-why-saves", count = pieces),
        Why::HoldsOut => tr!("hint-why-holds-out"),
        Why::Quiet => tr!("hint-why-quiet"),
    }
}

/// The reason, as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// A forced win in this many of the player's own moves.
    Wins(u32),
    /// Without it the opponent could win on its next move; after it, not.
    StopsLoss,
    /// It captures this many pieces (the jumped and the second ones).
    Material(u32),
    /// This many fewer of the player's pieces are under attack after it.
    Saves(u32),
    /// The game is lost whatever is played: this lasts longest.
    HoldsOut,
    Quiet,
}

impl Why {
    /// The reason for `mv` in `game`, with what its search knew if known.
    pub fn of(game: &Game, mv: &Move, advice: Option<&Advice>) -> Why {
        let me = game.to_move();
        let win_in = advice.and_then(|a| a.win_in);
        if let Some(n) = win_in.filter(|&n| n > 0) {
            let own = advice
                .and_then(|a| a.own_moves)
                .unwrap_or_else(|| u32::try_from(n + 1).unwrap_or(2) / 2);
            return Why::Wins(own.max(1));
        }
        let mut after = game.clone();
        if after.try_play(*mv).is_err() {
            return Why::Quiet;
        }
        if after.is_over() {
            // Won on this move (a search not asked, or not that deep).
            if after.outcome().map(|o| o.result) == Some(GameResult::Win(me)) {
                return Why::Wins(1);
            }
        }
        let before = Attacks::of(game.position(), game.rules());
        let (lost_before, danger_before) = exposed(game.position(), game, me, &before);
        let after_attacks = Attacks::of(after.position(), after.rules());
        let (lost_after, danger_after) = if after.is_over() {
            (0, false)
        } else {
            exposed(after.position(), &after, me, &after_attacks)
        };
        if danger_before && !danger_after && win_in.is_none_or(|n| n >= 0) {
            return Why::StopsLoss;
        }
        if mv.is_capture() {
            return Why::Material(mv.jump_count() + mv.second_removals());
        }
        if lost_after < lost_before {
            return Why::Saves(lost_before - lost_after);
        }
        if win_in.is_some_and(|n| n < 0) {
            return Why::HoldsOut;
        }
        Why::Quiet
    }
}

/// How many of `me`'s pieces the opponent could jump in `pos` with its next
/// move, and whether that move could bring `me` down to a losing count
/// (the jumped pieces and as many second ones).
fn exposed(pos: &Position, game: &Game, me: Color, a: &Attacks) -> (u32, bool) {
    let (set, most) = if pos.to_move() == me {
        (a.threatened, a.threatened_most)
    } else {
        (a.capturable, a.capturable_most)
    };
    let left = pos.total(me).saturating_sub(2 * most);
    let lose_at = u32::from(game.rules().win_when_opponent_has_at_most);
    (set.count_ones(), most > 0 && left <= lose_at)
}
