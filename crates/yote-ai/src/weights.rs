//! The evaluation's weights: one per [`Feature`], in hundredths of a piece.
//! [`HAND_SET`] are the weights as first chosen by hand; `TUNED` (in
//! `tuned.rs`, written by `examples/tune.rs`) are those fitted to the
//! results of self-play games, which the search uses.

use super::score::Score;

/// What the evaluation counts (see `eval.rs`), each from the side to
/// move's view. The order is that of the weights' array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(usize)]
pub enum Feature {
    /// Pieces, on the board and in hand: fixed at 100, the unit.
    Piece,
    /// Pieces in hand, under each `second_piece` rule (only the rule's
    /// own feature is counted).
    HandBoard,
    HandIfBoardEmpty,
    HandBoardOrHand,
    /// Pieces in a corner (never jumped) and on an edge (only along it).
    Corner,
    Edge,
    /// Steps the pieces could make.
    Mobility,
    /// The opponent has nothing in hand and no step (and that loses).
    Stuck,
    /// Enemy pieces the side to move could jump now.
    Attack,
    /// The opponent could land a capture on 1, 2, or 3 or more squares.
    Threat1,
    Threat2,
    Threat3,
    /// The same, added when the side to move is within two pieces of
    /// losing.
    ThreatNearLoss1,
    ThreatNearLoss2,
    ThreatNearLoss3,
    /// The opponent 1, 2, 3 or 4 pieces above the win threshold, less the
    /// same of the side to move.
    Danger1,
    Danger2,
    Danger3,
    Danger4,
    /// Moving next.
    Tempo,
    /// Pieces in hand when neither side can capture: moves in reserve in
    /// a blocked position.
    HandBlocked,
    /// Two pieces or more ahead: the steps the opponent could make, taken
    /// away (behind: one's own, counted): the winning side hems the other
    /// in, instead of waiting for a capture beyond its horizon.
    Confine,
    /// Two pieces or more ahead: one's pieces within two steps of an enemy
    /// piece (behind: the opponent's of one's own, taken away).
    Approach,
}

/// How many features there are.
pub const FEATURES: usize = Feature::Approach as usize + 1;

impl Feature {
    /// Every feature, in order.
    pub const ALL: [Feature; FEATURES] = [
        Feature::Piece,
        Feature::HandBoard,
        Feature::HandIfBoardEmpty,
        Feature::HandBoardOrHand,
        Feature::Corner,
        Feature::Edge,
        Feature::Mobility,
        Feature::Stuck,
        Feature::Attack,
        Feature::Threat1,
        Feature::Threat2,
        Feature::Threat3,
        Feature::ThreatNearLoss1,
        Feature::ThreatNearLoss2,
        Feature::ThreatNearLoss3,
        Feature::Danger1,
        Feature::Danger2,
        Feature::Danger3,
        Feature::Danger4,
        Feature::Tempo,
        Feature::HandBlocked,
        Feature::Confine,
        Feature::Approach,
    ];

    /// Its name in the weights' file (and the tuner's report).
    pub fn name(self) -> &'static str {
        match self {
            Feature::Piece => "piece",
            Feature::HandBoard => "hand (second piece from the board)",
            Feature::HandIfBoardEmpty => "hand (second piece from the hand if the board has none)",
            Feature::HandBoardOrHand => "hand (second piece from the board or the hand)",
            Feature::Corner => "corner",
            Feature::Edge => "edge",
            Feature::Mobility => "mobility",
            Feature::Stuck => "opponent stuck",
            Feature::Attack => "attack",
            Feature::Threat1 => "threat on 1 square",
            Feature::Threat2 => "threat on 2 squares",
            Feature::Threat3 => "threat on 3 or more squares",
            Feature::ThreatNearLoss1 => "threat on 1 square, near the loss",
            Feature::ThreatNearLoss2 => "threat on 2 squares, near the loss",
            Feature::ThreatNearLoss3 => "threat on 3 or more squares, near the loss",
            Feature::Danger1 => "danger, 1 piece above the threshold",
            Feature::Danger2 => "danger, 2 pieces above",
            Feature::Danger3 => "danger, 3 pieces above",
            Feature::Danger4 => "danger, 4 pieces above",
            Feature::Tempo => "tempo",
            Feature::HandBlocked => "hand in a blocked position",
            Feature::Confine => "ahead: the opponent's steps taken away",
            Feature::Approach => "ahead: pieces near the opponent's",
        }
    }
}

/// A weight per feature.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights(pub [Score; FEATURES]);

impl Weights {
    /// The weight of `feature`.
    pub fn get(&self, feature: Feature) -> Score {
        self.0[feature as usize]
    }

    /// The weighted sum of `features`.
    #[inline]
    pub fn apply(&self, features: &[i32; FEATURES]) -> Score {
        self.0.iter().zip(features).map(|(w, f)| w * f).sum()
    }
}

/// The weights as chosen by hand, before any tuning: where the tuner
/// starts, and what its report compares with.
pub const HAND_SET: Weights = Weights([
    100,  // piece
    12,   // hand, second piece from the board
    8,    // hand, from the hand if the board has none
    3,    // hand, from the board or the hand
    10,   // corner
    3,    // edge
    3,    // mobility
    40,   // opponent stuck
    12,   // attack
    -30,  // threat on 1 square
    -90,  // on 2
    -140, // on 3 or more
    -45,  // near the loss: ×2.5 in all
    -135, -210, 160, // danger, 1 piece above the threshold
    80, 30, 10, 8, // tempo
    0, // hand in a blocked position
    4, // ahead: the opponent's steps taken away
    8, // ahead: pieces near the opponent's
]);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_features_are_listed_in_their_order() {
        for (i, f) in Feature::ALL.iter().enumerate() {
            assert_eq!(*f as usize, i, "{}", f.name());
        }
    }

    #[test]
    fn a_piece_stays_the_unit() {
        assert_eq!(super::super::tuned::TUNED.get(Feature::Piece), 100);
        assert_eq!(HAND_SET.get(Feature::Piece), 100);
    }
}
