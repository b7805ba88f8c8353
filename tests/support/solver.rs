#![allow(dead_code)]
//! A deliberately simple exhaustive solver: plain minimax over the engine's
//! public game (legal moves, play, undo, the game's own end), no table, no
//! pruning, no ordering, a bonus move being a ply like any other. The
//! search's tests hold it to this.

use yote_engine::{Color, Game, GameResult, Move};

/// A solver value from the side to move: a win `k` plies away is
/// `MATE - k`, a loss `-(MATE - k)`, anything else (a draw, or nothing
/// forced within the horizon) 0.
pub const MATE: i32 = 1000;

/// The solver's value of the game for the side to move, looking `depth`
/// plies ahead (at least 1); counts the positions it visits in `nodes`.
pub fn solve(game: &mut Game, depth: u32, nodes: &mut u64) -> i32 {
    let mover = game.to_move();
    let mut best = -MATE;
    for mv in game.legal_moves() {
        *nodes += 1;
        let v = value_of(game, mv, mover, depth, nodes);
        best = best.max(v);
    }
    best
}

/// The value of `mv` for `mover`, who plays it, looking `depth` plies ahead
/// counting `mv`.
pub fn value_of(game: &mut Game, mv: Move, mover: Color, depth: u32, nodes: &mut u64) -> i32 {
    game.play_unchecked(mv);
    let v = match game.outcome() {
        Some(o) => match o.result {
            GameResult::Draw => 0,
            GameResult::Win(c) if c == mover => MATE - 1,
            GameResult::Win(_) => -(MATE - 1),
        },
        None if depth <= 1 => 0,
        None => {
            // One ply further from the root: a win or loss one ply later.
            let child = solve(game, depth - 1, nodes);
            let later = child - child.signum();
            if game.to_move() == mover {
                later
            } else {
                -later
            }
        }
    };
    game.undo();
    v
}

/// The solver's value as docs/scripting.md's `win_in`.
pub fn win_in(v: i32) -> Option<i32> {
    match v.signum() {
        1 => Some(MATE - v),
        -1 => Some(-(MATE + v)),
        _ => None,
    }
}

/// Every legal move with its solver value for the side to move, looking
/// `depth` plies ahead counting the move.
pub fn move_values(game: &Game, depth: u32) -> Vec<(Move, i32)> {
    let mut scratch = game.clone();
    let mover = game.to_move();
    game.legal_moves()
        .into_iter()
        .map(|mv| (mv, value_of(&mut scratch, mv, mover, depth, &mut 0)))
        .collect()
}
