//! The static evaluation: what a position is worth to the side to move, in
//! hundredths of a piece, from what Yoté makes matter: pieces on the board
//! and in hand, pieces that can be jumped next move, mobility, safe squares,
//! and how close each side is to the win and draw thresholds.

use yote_engine::square::{Dir, shift};
use yote_engine::{Bitboard, Color, Position, Rules, SecondPiece};

use super::score::Score;
use super::tuned::TUNED;
use super::weights::{FEATURES, Feature, Weights};

/// What the evaluation measures in one position, each from the side to
/// move's view (its own count less the opponent's, or 1 when a condition
/// holds): the evaluation is their sum weighted by [`Weights`], which
/// `examples/tune.rs` fits to game results.
pub type Features = [i32; FEATURES];

/// The rules, as the evaluation needs them.
#[derive(Clone, Debug)]
pub struct Evaluator {
    board: Bitboard,
    edges: Bitboard,
    corners: Bitboard,
    win_at_most: u32,
    draw_at_most: u32,
    /// Which hand feature counts the pieces in hand: they cannot be
    /// jumped, but under board-or-hand they can still be taken as second
    /// pieces, so each rule has its own weight.
    hand: Feature,
    stuck_loses: bool,
    weights: Weights,
}

/// The four directions and their opposites.
const OPPOSITE: [(Dir, Dir); 4] = [
    (Dir::North, Dir::South),
    (Dir::South, Dir::North),
    (Dir::East, Dir::West),
    (Dir::West, Dir::East),
];

/// The threat features, by how many squares the opponent could land a
/// capture on next move (1, 2, 3 or more), and the same when the side to
/// move is within two pieces of losing.
const THREATS: [Feature; 3] = [Feature::Threat1, Feature::Threat2, Feature::Threat3];
const THREATS_NEAR_LOSS: [Feature; 3] = [
    Feature::ThreatNearLoss1,
    Feature::ThreatNearLoss2,
    Feature::ThreatNearLoss3,
];

/// The danger features: a side 1, 2, 3 or 4 pieces above the win
/// threshold (a capture takes two pieces).
const DANGERS: [Feature; 4] = [
    Feature::Danger1,
    Feature::Danger2,
    Feature::Danger3,
    Feature::Danger4,
];

impl Evaluator {
    pub fn new(rules: &Rules) -> Evaluator {
        Evaluator::with_weights(rules, TUNED)
    }

    /// An evaluator with other weights (the tuner's).
    pub fn with_weights(rules: &Rules, weights: Weights) -> Evaluator {
        let board = rules.board_mask();
        let inner = Dir::ALL
            .iter()
            .fold(board, |acc, d| acc & shift(board, *d, board));
        let edges = board & !inner;
        let row_ends = |b: Bitboard| shift(b, Dir::East, board) & shift(b, Dir::West, board);
        let col_ends = |b: Bitboard| shift(b, Dir::North, board) & shift(b, Dir::South, board);
        let corners = board & !row_ends(board) & !col_ends(board);
        Evaluator {
            board,
            edges,
            corners,
            win_at_most: u32::from(rules.win_when_opponent_has_at_most),
            draw_at_most: u32::from(rules.draw_when_both_have_at_most),
            hand: match rules.second_piece {
                SecondPiece::Board => Feature::HandBoard,
                SecondPiece::HandIfBoardEmpty => Feature::HandIfBoardEmpty,
                SecondPiece::BoardOrHand => Feature::HandBoardOrHand,
            },
            stuck_loses: rules.no_legal_move == yote_engine::NoLegalMove::Loses,
            weights,
        }
    }

    /// Whether a piece of the side to move could be jumped now.
    #[inline]
    pub fn threatened(&self, pos: &Position) -> bool {
        capture_landings(pos, pos.to_move().other(), self.board) != 0
    }

    /// The worth of `pos` to the player to move.
    #[inline]
    pub fn evaluate(&self, pos: &Position) -> Score {
        // The weighted sum of the features, added up as they are measured:
        // an array of them written a word at a time and read back at once
        // stalls the processor on every evaluation.
        let mut score = 0;
        let halved = self.measure(pos, |feature, value| {
            score += self.weights.get(feature) * value;
        });
        if halved { score / 2 } else { score }
    }

    /// What `pos` is measured by, and whether the sum is halved: close to
    /// the draw threshold an advantage is worth less.
    #[inline]
    pub fn features(&self, pos: &Position) -> (Features, bool) {
        let mut f = [0; FEATURES];
        let halved = self.measure(pos, |feature, value| f[feature as usize] += value);
        (f, halved)
    }

    /// Calls `add` with the features of `pos` and their values (a feature
    /// left out is zero; one may come twice, and its values add up), and says
    /// whether the sum is halved.
    #[inline(always)]
    fn measure(&self, pos: &Position, mut add: impl FnMut(Feature, i32)) -> bool {
        let me = pos.to_move();
        let them = me.other();
        let empty = self.board & !pos.occupied();
        let (my_total, their_total) = (pos.total(me), pos.total(them));
        let diff = |a: u32, b: u32| a as i32 - b as i32;

        add(Feature::Piece, diff(my_total, their_total));
        let hand = i32::from(pos.hand(me)) - i32::from(pos.hand(them));
        add(self.hand, hand);
        let corners = |c: Color| (pos.pieces(c) & self.corners).count_ones();
        let edges = |c: Color| (pos.pieces(c) & self.edges & !self.corners).count_ones();
        add(Feature::Corner, diff(corners(me), corners(them)));
        add(Feature::Edge, diff(edges(me), edges(them)));

        let my_steps = self.steps(pos.pieces(me), empty);
        let their_steps = self.steps(pos.pieces(them), empty);
        add(Feature::Mobility, diff(my_steps, their_steps));
        // Unless the move now frees them, they may have no move at all.
        add(
            Feature::Stuck,
            i32::from(self.stuck_loses && pos.hand(them) == 0 && their_steps == 0),
        );

        let attacks = targets(pos, me, self.board).count_ones();
        add(Feature::Attack, attacks as i32);
        let landings = capture_landings(pos, them, self.board).count_ones() as usize;
        if landings > 0 {
            let k = landings.min(3) - 1;
            add(THREATS[k], 1);
            if my_total <= self.win_at_most + 2 {
                add(THREATS_NEAR_LOSS[k], 1);
            }
        }
        // In a blocked position (no capture either way) a piece in hand is
        // a move in reserve.
        if landings == 0 && attacks == 0 {
            add(Feature::HandBlocked, hand);
        }
        for (total, sign) in [(their_total, 1), (my_total, -1)] {
            let margin = total.saturating_sub(self.win_at_most) as usize;
            if let Some(danger) = DANGERS.get(margin.wrapping_sub(1)) {
                add(*danger, sign);
            }
        }
        let lead = diff(my_total, their_total);
        if lead >= 2 {
            add(Feature::Confine, -(their_steps as i32));
            add(
                Feature::Approach,
                self.near(pos.pieces(me), pos.pieces(them)),
            );
        } else if lead <= -2 {
            add(Feature::Confine, my_steps as i32);
            add(
                Feature::Approach,
                -self.near(pos.pieces(them), pos.pieces(me)),
            );
        }
        add(Feature::Tempo, 1);
        self.draw_at_most > 0 && my_total.max(their_total) <= self.draw_at_most + 2
    }

    /// How many of `pieces` are within two steps of one of `others`.
    fn near(&self, pieces: Bitboard, others: Bitboard) -> i32 {
        let grow = |b: Bitboard| {
            Dir::ALL
                .iter()
                .fold(b, |acc, d| acc | shift(b, *d, self.board))
        };
        (pieces & grow(grow(others))).count_ones() as i32
    }

    /// How many steps the pieces could make.
    fn steps(&self, pieces: Bitboard, empty: Bitboard) -> u32 {
        Dir::ALL
            .iter()
            .map(|d| (shift(pieces, *d, self.board) & empty).count_ones())
            .sum()
    }
}

/// The pieces of `color`'s opponent that `color` could jump now.
pub fn targets(pos: &Position, color: Color, board: Bitboard) -> Bitboard {
    let own = pos.pieces(color);
    let enemy = pos.pieces(color.other());
    let empty = board & !pos.occupied();
    OPPOSITE.iter().fold(0, |acc, (d, back)| {
        acc | (shift(own, *d, board) & enemy & shift(empty, *back, board))
    })
}

/// The pieces of `color` that could jump an enemy piece now.
pub fn attackers(pos: &Position, color: Color, board: Bitboard) -> Bitboard {
    let own = pos.pieces(color);
    let enemy = pos.pieces(color.other());
    let empty = board & !pos.occupied();
    OPPOSITE.iter().fold(0, |acc, (_, back)| {
        let over = shift(empty, *back, board) & enemy;
        acc | (shift(over, *back, board) & own)
    })
}

/// The empty squares where a capture by `color` could land now.
pub fn capture_landings(pos: &Position, color: Color, board: Bitboard) -> Bitboard {
    let own = pos.pieces(color);
    let enemy = pos.pieces(color.other());
    let empty = board & !pos.occupied();
    Dir::ALL.iter().fold(0, |acc, d| {
        acc | (shift(shift(own, *d, board) & enemy, *d, board) & empty)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use yote_engine::Game;

    fn after(tokens: &[&str]) -> Game {
        let mut game = Game::default();
        game.play_tokens(tokens).expect("legal");
        game
    }

    #[test]
    fn the_start_is_even_but_for_the_move() {
        let game = Game::default();
        let eval = Evaluator::new(game.rules());
        assert_eq!(eval.evaluate(game.position()), TUNED.get(Feature::Tempo));
    }

    #[test]
    fn a_piece_up_is_about_a_hundred() {
        // White has captured: two black pieces gone.
        let game = after(&["@c3", "@c4", "@a1", "@e1", "c3xc5/e1"]);
        let eval = Evaluator::new(game.rules());
        let black_view = eval.evaluate(game.position());
        assert!(black_view < -150, "{black_view}");
    }

    #[test]
    fn threats_are_seen() {
        // Black to move; White on c3 can jump c4 (c5 empty).
        let game = after(&["@c3", "@c4", "@a1"]);
        let pos = game.position();
        let board = game.rules().board_mask();
        let c4 = yote_engine::Square::parse("c4").expect("square").bit();
        assert_eq!(targets(pos, Color::White, board), c4);
        assert_eq!(capture_landings(pos, Color::White, board).count_ones(), 1);
        let c3 = yote_engine::Square::parse("c3").expect("square").bit();
        assert_eq!(attackers(pos, Color::White, board), c3);
        // Black's c4 can jump c3 too (c2 is empty).
        assert_eq!(targets(pos, Color::Black, board), c3);
        // Black, to move, has a piece en prise; at the start nobody has.
        let eval = Evaluator::new(game.rules());
        assert!(eval.threatened(pos));
        let quiet = after(&["@c3", "@a1"]);
        assert!(!eval.threatened(quiet.position()));
    }

    fn bits(squares: &[&str]) -> Bitboard {
        squares
            .iter()
            .map(|s| yote_engine::Square::parse(s).expect("square").bit())
            .fold(0, |a, b| a | b)
    }

    #[test]
    fn two_pieces_ahead_the_side_closes_in_and_hems_in() {
        let rules = Rules::default();
        let eval = Evaluator::new(&rules);
        // White (to move) has five pieces to Black's two, none in hand.
        let black = bits(&["f5", "f4"]);
        let far = Position::from_parts(
            [bits(&["a1", "a2", "b1", "c1", "a3"]), black],
            [0, 0],
            Color::White,
        );
        let near = Position::from_parts(
            [bits(&["a1", "a2", "b1", "e3", "d4"]), black],
            [0, 0],
            Color::White,
        );
        let (f_far, _) = eval.features(&far);
        let (f_near, _) = eval.features(&near);
        assert_eq!(f_far[Feature::Approach as usize], 0);
        // e3 is two steps from f4, d4 two from f4 (and f5 is three away).
        assert_eq!(f_near[Feature::Approach as usize], 2);
        assert!(
            f_near[Feature::Confine as usize] < 0,
            "Black's steps, taken away"
        );
        // Seen from Black (behind), the same counts with the other sign.
        let black_view = Position::from_parts(
            [bits(&["a1", "a2", "b1", "e3", "d4"]), black],
            [0, 0],
            Color::Black,
        );
        let (f_black, _) = eval.features(&black_view);
        assert_eq!(f_black[Feature::Approach as usize], -2);
        // Only a lead of two counts: one piece up, neither feature.
        let close = Position::from_parts([bits(&["a1", "e3", "d4"]), black], [0, 0], Color::White);
        let (f_close, _) = eval.features(&close);
        assert_eq!(f_close[Feature::Approach as usize], 0);
        assert_eq!(f_close[Feature::Confine as usize], 0);
    }

    #[test]
    fn the_evaluation_is_the_weighted_sum_of_its_features() {
        let game = after(&["@c3", "@c4", "@a1", "@e1", "c3xc5/e1", "@b2"]);
        let eval = Evaluator::new(game.rules());
        let (f, halved) = eval.features(game.position());
        assert!(!halved);
        let sum: Score = f.iter().zip(TUNED.0).map(|(f, w)| f * w).sum();
        assert_eq!(eval.evaluate(game.position()), sum);
        // Under another second-piece rule the hand counts in its own feature.
        let rules = Rules {
            second_piece: SecondPiece::BoardOrHand,
            ..Rules::default()
        };
        let other = Evaluator::new(&rules);
        let (g, _) = other.features(game.position());
        assert_eq!(g[Feature::HandBoard as usize], 0);
        assert_eq!(
            g[Feature::HandBoardOrHand as usize],
            f[Feature::HandBoard as usize]
        );
    }

    /// The evaluation adds up the features as it measures them: the same
    /// as the weighted sum of [`Evaluator::features`], halved where it is,
    /// along random games under rules with other thresholds and hands.
    #[test]
    fn the_evaluation_is_that_sum_along_random_games() {
        use rand::{Rng, SeedableRng, rngs::SmallRng};
        let rule_sets = [
            yote_engine::Rules::default(),
            yote_engine::Rules {
                second_piece: SecondPiece::BoardOrHand,
                draw_when_both_have_at_most: 3,
                ..yote_engine::Rules::default()
            },
            yote_engine::Rules {
                second_piece: SecondPiece::HandIfBoardEmpty,
                win_when_opponent_has_at_most: 2,
                no_legal_move: yote_engine::NoLegalMove::Loses,
                ..yote_engine::Rules::default()
            },
        ];
        let mut halved_seen = false;
        for (seed, rules) in rule_sets.into_iter().enumerate() {
            let eval = Evaluator::new(&rules);
            let mut rng = SmallRng::seed_from_u64(seed as u64);
            for _ in 0..20 {
                let mut game = Game::new(rules.clone()).expect("valid rules");
                while !game.is_over() && game.ply() < 200 {
                    let (f, halved) = eval.features(game.position());
                    let sum = TUNED.apply(&f);
                    let expected = if halved { sum / 2 } else { sum };
                    assert_eq!(eval.evaluate(game.position()), expected, "{game:?}");
                    halved_seen |= halved;
                    let moves = game.legal_moves();
                    game.play_unchecked(moves[rng.random_range(0..moves.len())]);
                }
            }
        }
        assert!(halved_seen, "a position near the draw threshold");
    }
}
