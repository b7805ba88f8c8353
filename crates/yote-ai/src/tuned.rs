//! Written by `examples/tune.rs`: do not edit by hand (see docs/ai.md).

use super::weights::{HAND_SET, Weights};

/// The weights the evaluation uses.
pub const TUNED: Weights = HAND_SET;
