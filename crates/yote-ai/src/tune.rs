//! Texel's method: the evaluation's weights fitted to game results. Each
//! sample is a quiet position (the side to move has no capture: the
//! evaluation is then what the search stands on) and the result of its
//! game for the side to move (1, ½ or 0). The error of weights is the mean
//! squared difference between that result and `sigmoid(K · eval)`: first
//! the `K` that fits the starting weights best is found, then the weights
//! move down the error's gradient (Adam, the whole set every step) with
//! `K` held. A piece stays worth 100, the unit of every score.
//!
//! The code keeps the formulas' own names: `w` the weights, `g` the
//! gradient, `k` the scale, `m` and `v` Adam's moments.
//!
//! `examples/tune.rs` gathers the samples from saved games (those `yote
//! match --record` writes) and writes the weights into `tuned.rs`.

#![allow(clippy::many_single_char_names)]

use yote_engine::{GameResult, Position, Rules};

use super::eval::{Evaluator, targets};
pub use super::tuned::TUNED;
pub use super::weights::{FEATURES, Feature, HAND_SET, Weights};

/// One position of a game and how the game ended for its side to move.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    features: [i16; FEATURES],
    halved: bool,
    result: f32,
}

/// Measures the positions of games played under one set of rules.
pub struct Measure {
    eval: Evaluator,
    board: yote_engine::Bitboard,
}

impl Measure {
    pub fn new(rules: &Rules) -> Measure {
        Measure {
            eval: Evaluator::with_weights(rules, HAND_SET),
            board: rules.board_mask(),
        }
    }

    /// The sample of `pos` in a game that ended in `result` (`None`: cut
    /// short, counted a draw), or `None` if the side to move has a capture.
    pub fn sample(&self, pos: &Position, result: Option<GameResult>) -> Option<Sample> {
        let me = pos.to_move();
        if targets(pos, me, self.board) != 0 {
            return None;
        }
        let (features, halved) = self.eval.features(pos);
        let result = match result {
            Some(GameResult::Win(c)) if c == me => 1.0,
            Some(GameResult::Win(_)) => 0.0,
            _ => 0.5,
        };
        Some(Sample {
            features: features.map(|f| i16::try_from(f).unwrap_or(i16::MAX)),
            halved,
            result,
        })
    }
}

/// Weights as real numbers, while they are fitted.
type Real = [f64; FEATURES];

fn real(w: Weights) -> Real {
    w.0.map(f64::from)
}

fn rounded(w: &Real) -> Weights {
    Weights(w.map(|x| x.round() as i32))
}

/// The evaluation of a sample under `w`, in hundredths of a piece.
fn eval(s: &Sample, w: &Real) -> f64 {
    let sum: f64 = s
        .features
        .iter()
        .zip(w)
        .map(|(f, w)| f64::from(*f) * w)
        .sum();
    if s.halved { sum / 2.0 } else { sum }
}

/// The expected result of an evaluation: 1 / (1 + 10^(−K·e/400)).
fn sigmoid(k: f64, e: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * e / 400.0))
}

/// The mean squared error of `weights` on `samples` with scale `k`.
pub fn error(samples: &[Sample], weights: Weights, k: f64) -> f64 {
    error_real(samples, &real(weights), k)
}

fn error_real(samples: &[Sample], w: &Real, k: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| (f64::from(s.result) - sigmoid(k, eval(s, w))).powi(2))
        .sum();
    total / samples.len().max(1) as f64
}

/// The `K` in [0.05, 20] that gives `weights` the least error (golden
/// section search: the error is unimodal in `K`).
pub fn best_k(samples: &[Sample], weights: Weights) -> f64 {
    let w = real(weights);
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    let (mut lo, mut hi) = (0.05f64, 20.0f64);
    let mut a = hi - phi * (hi - lo);
    let mut b = lo + phi * (hi - lo);
    let (mut fa, mut fb) = (error_real(samples, &w, a), error_real(samples, &w, b));
    for _ in 0..60 {
        if fa < fb {
            hi = b;
            b = a;
            fb = fa;
            a = hi - phi * (hi - lo);
            fa = error_real(samples, &w, a);
        } else {
            lo = a;
            a = b;
            fa = fb;
            b = lo + phi * (hi - lo);
            fb = error_real(samples, &w, b);
        }
    }
    f64::midpoint(lo, hi)
}

/// The error's gradient with respect to each weight.
fn gradient(samples: &[Sample], w: &Real, k: f64) -> Real {
    let mut g = [0.0; FEATURES];
    let c = k * std::f64::consts::LN_10 / 400.0;
    for s in samples {
        let p = sigmoid(k, eval(s, w));
        let scale = if s.halved { 0.5 } else { 1.0 };
        let d = -2.0 * (f64::from(s.result) - p) * p * (1.0 - p) * c * scale;
        for (gi, f) in g.iter_mut().zip(&s.features) {
            *gi += d * f64::from(*f);
        }
    }
    let n = samples.len().max(1) as f64;
    g.map(|x| x / n)
}

/// How a fit runs: `steps` steps of Adam at `rate` (hundredths of a piece
/// per step), with a penalty of `pull` per squared hundredth of a piece
/// that a weight moves from its start (a feature few samples show, such as
/// an odd piece count when captures take two, would otherwise take
/// whatever value fits those few).
#[derive(Clone, Copy, Debug)]
pub struct Schedule {
    pub steps: u32,
    pub rate: f64,
    pub pull: f64,
}

/// The features whose weights are not fitted: the piece, the unit of every
/// score; and the conversion features, since a game's result says who won
/// and not how soon: fitted, they learn that a piece near the enemy's is
/// one that can be jumped (which the threat features already count), and
/// nothing of the games a lead never converted.
pub const FIXED: [Feature; 3] = [Feature::Piece, Feature::Confine, Feature::Approach];

/// Fits the weights from `start` on `samples` with scale `k`. The
/// [`FIXED`] weights stay at their start; so does that of a feature no
/// sample has.
pub fn fit(samples: &[Sample], start: Weights, k: f64, schedule: Schedule) -> Weights {
    let (beta1, beta2, eps) = (0.9, 0.999, 1e-12);
    let origin = real(start);
    let mut w = origin;
    let (mut m, mut v) = ([0.0; FEATURES], [0.0; FEATURES]);
    for t in 1..=schedule.steps {
        let g = gradient(samples, &w, k);
        for i in 0..FEATURES {
            if FIXED.iter().any(|f| *f as usize == i) || g[i] == 0.0 {
                continue;
            }
            let gi = g[i] + 2.0 * schedule.pull * (w[i] - origin[i]);
            m[i] = beta1 * m[i] + (1.0 - beta1) * gi;
            v[i] = beta2 * v[i] + (1.0 - beta2) * gi * gi;
            let m_hat = m[i] / (1.0 - beta1.powi(t as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(t as i32));
            w[i] -= schedule.rate * m_hat / (v_hat.sqrt() + eps);
        }
    }
    rounded(&w)
}

/// The text of `tuned.rs` for `weights`, with `header` (the command and
/// the fit's figures) as its comment.
pub fn tuned_source(weights: Weights, header: &[String]) -> String {
    let mut out =
        String::from("//! Written by `examples/tune.rs`: do not edit by hand (see docs/ai.md).\n");
    for line in header {
        out.push_str(&format!("//! {line}\n"));
    }
    out.push_str("\nuse super::weights::Weights;\n\n/// The weights the evaluation uses.\n");
    out.push_str("#[rustfmt::skip]\npub const TUNED: Weights = Weights([\n");
    for f in Feature::ALL {
        out.push_str(&format!("    {}, // {}\n", weights.get(f), f.name()));
    }
    out.push_str("]);\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use yote_engine::{Color, Game};

    /// Samples whose results follow the piece count alone.
    fn made_up(n: usize) -> Vec<Sample> {
        (0..n)
            .map(|i| {
                let mut features = [0i16; FEATURES];
                let up = (i % 5) as i16 - 2;
                features[Feature::Piece as usize] = up;
                features[Feature::Mobility as usize] = (i % 7) as i16 - 3;
                features[Feature::Tempo as usize] = 1;
                let result = match up.cmp(&0) {
                    std::cmp::Ordering::Greater => 1.0,
                    std::cmp::Ordering::Less => 0.0,
                    std::cmp::Ordering::Equal => 0.5,
                };
                Sample {
                    features,
                    halved: false,
                    result,
                }
            })
            .collect()
    }

    #[test]
    fn fitting_lowers_the_error_and_drops_what_does_not_matter() {
        let samples = made_up(700);
        let mut start = HAND_SET;
        start.0[Feature::Mobility as usize] = 40;
        let k = best_k(&samples, start);
        let schedule = Schedule {
            steps: 400,
            rate: 1.0,
            pull: 0.0,
        };
        let fitted = fit(&samples, start, k, schedule);
        assert!(error(&samples, fitted, k) < error(&samples, start, k));
        // Mobility says nothing of these results: its weight shrinks.
        assert!(fitted.get(Feature::Mobility).abs() < 10, "{fitted:?}");
        assert_eq!(fitted.get(Feature::Piece), 100);
        // Unseen features keep their weights.
        assert_eq!(fitted.get(Feature::Danger2), start.get(Feature::Danger2));
    }

    #[test]
    fn the_gradient_is_the_error_s_slope() {
        let samples = made_up(50);
        let w = real(HAND_SET);
        let k = 1.3;
        let g = gradient(&samples, &w, k);
        let i = Feature::Mobility as usize;
        let h = 1e-3;
        let (mut up, mut down) = (w, w);
        up[i] += h;
        down[i] -= h;
        let slope = (error_real(&samples, &up, k) - error_real(&samples, &down, k)) / (2.0 * h);
        assert!(
            (slope - g[i]).abs() < 1e-9 + 1e-4 * slope.abs(),
            "{slope} {}",
            g[i]
        );
    }

    #[test]
    fn a_position_with_a_capture_to_play_is_not_a_sample() {
        let mut game = Game::default();
        game.play_tokens(&["@c3", "@c4"]).expect("legal");
        // White to move can jump c4.
        let measure = Measure::new(game.rules());
        assert!(measure.sample(game.position(), None).is_none());
        game.play_tokens(&["@a1"]).expect("legal");
        // Black can jump c3 too.
        assert!(measure.sample(game.position(), None).is_none());
        let mut quiet = Game::default();
        quiet.play_tokens(&["@a1", "@f5"]).expect("legal");
        let s = measure
            .sample(quiet.position(), Some(GameResult::Win(Color::White)))
            .expect("quiet");
        assert!((s.result - 1.0).abs() < f32::EPSILON, "White to move won");
    }

    #[test]
    fn the_source_reads_back_as_the_weights() {
        let text = tuned_source(HAND_SET, &["a test".to_string()]);
        let numbers: Vec<i32> = text
            .lines()
            .filter_map(|l| l.trim().split(',').next()?.parse().ok())
            .collect();
        assert_eq!(numbers, HAND_SET.0.to_vec());
    }
}
