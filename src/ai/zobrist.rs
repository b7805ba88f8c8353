//! Zobrist keys of positions (board, both hands, side to move), for the
//! transposition table. Kept on the search's side until the engine's own
//! key is public; only [`key`] and [`update`] need to change then.

use crate::engine::{Color, Position, squares};

/// Most pieces a hand can hold: half of an 8×8 board.
const MAX_HAND: usize = 32;

struct Keys {
    piece: [[u64; 64]; 2],
    hand: [[u64; MAX_HAND + 1]; 2],
    black_to_move: u64,
}

/// SplitMix64: a fixed sequence, so keys are the same on every run.
const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn make_keys() -> Keys {
    let mut keys = Keys {
        piece: [[0; 64]; 2],
        hand: [[0; MAX_HAND + 1]; 2],
        black_to_move: 0,
    };
    let mut state = 0x5945_5445_u64; // "YOTE"
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < 64 {
            let (s, k) = splitmix(state);
            state = s;
            keys.piece[c][i] = k;
            i += 1;
        }
        let mut h = 0;
        while h <= MAX_HAND {
            let (s, k) = splitmix(state);
            state = s;
            keys.hand[c][h] = k;
            h += 1;
        }
        c += 1;
    }
    keys.black_to_move = splitmix(state).1;
    keys
}

static KEYS: Keys = make_keys();

#[inline]
fn hand_key(color: Color, n: u8) -> u64 {
    KEYS.hand[color.index()][usize::from(n).min(MAX_HAND)]
}

/// The key of `pos`, computed from scratch.
pub fn key(pos: &Position) -> u64 {
    let mut k = 0;
    for color in Color::ALL {
        for sq in squares(pos.pieces(color)) {
            k ^= KEYS.piece[color.index()][usize::from(sq.index())];
        }
        k ^= hand_key(color, pos.hand(color));
    }
    if pos.to_move() == Color::Black {
        k ^= KEYS.black_to_move;
    }
    k
}

/// The key of `after`, given the key of `before`: only what changed is
/// folded in, so a move costs a few xors.
#[inline]
pub fn update(k: u64, before: &Position, after: &Position) -> u64 {
    let mut k = k;
    for color in Color::ALL {
        let c = color.index();
        for sq in squares(before.pieces(color) ^ after.pieces(color)) {
            k ^= KEYS.piece[c][usize::from(sq.index())];
        }
        if before.hand(color) != after.hand(color) {
            k ^= hand_key(color, before.hand(color)) ^ hand_key(color, after.hand(color));
        }
    }
    if before.to_move() != after.to_move() {
        k ^= KEYS.black_to_move;
    }
    k
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Rules};

    #[test]
    fn updates_agree_with_keys_from_scratch() {
        let rules = Rules {
            bonus_move_after_capture: true,
            ..Rules::default()
        };
        let mut game = Game::new(rules);
        let mut k = key(game.position());
        let tokens = ["@c3", "@c4", "@a1", "c4-d4", "@b3", "@c4", "c3xc5/d4"];
        for token in tokens {
            let before = *game.position();
            game.play_token(token).expect("legal");
            k = update(k, &before, game.position());
            assert_eq!(k, key(game.position()), "after {token}");
        }
        assert_ne!(
            key(game.position()),
            key(&Position::start(12, Color::White))
        );
    }
}
