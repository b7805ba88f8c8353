//! Written by `examples/tune.rs`: do not edit by hand (see docs/ai.md).
//! Fitted on 274915 quiet positions of the first 3000 games of `yote match --white depth:4 --black depth:4 --openings 8 --seed 2026 --record DIR`,
//! by `cargo run --release --example tune -- DIR --games 3000 --seed 1 --steps 2000 --rate 0.5 --pull 1e-8`.
//! K = 1.4954. Mean squared error, hand-set weights: 0.02733 (training), 0.02840 (held out);
//! these weights: 0.02651 (training), 0.02769 (held out).

use super::weights::Weights;

/// The weights the evaluation uses.
#[rustfmt::skip]
pub const TUNED: Weights = Weights([
    100, // piece
    30, // hand (second piece from the board)
    8, // hand (second piece from the hand if the board has none)
    3, // hand (second piece from the board or the hand)
    15, // corner
    6, // edge
    6, // mobility
    40, // opponent stuck
    12, // attack
    -26, // threat on 1 square
    -155, // threat on 2 squares
    -163, // threat on 3 or more squares
    -45, // threat on 1 square, near the loss
    -135, // threat on 2 squares, near the loss
    -210, // threat on 3 or more squares, near the loss
    161, // danger, 1 piece above the threshold
    80, // danger, 2 pieces above
    58, // danger, 3 pieces above
    10, // danger, 4 pieces above
    1, // tempo
    5, // hand in a blocked position
    4, // ahead: the opponent's steps taken away
    8, // ahead: pieces near the opponent's
]);
