//! The sequential probability ratio test of `yote match --sprt ELO0,ELO1`:
//! is the first player's logistic Elo advantage ELO0 (H0) or ELO1 (H1)?
//! Pentanomial: the unit is a pair of games on one opening with the colours
//! swapped (its score 0, ¼, ½, ¾ or 1 a game), which takes the
//! correlation inside a pair into account. The log-likelihood ratio is the
//! generalised SPRT's normal approximation (M. Van den Bergh, as fishtest
//! and fastchess compute it): `N (s1 − s0)(2 x̄ − s0 − s1) / (2 σ²)`, with
//! x̄ and σ² the mean and variance of the pair scores and s0, s1 the scores
//! that ELO0 and ELO1 imply.

/// The test's errors of the first and second kind.
pub(crate) const ALPHA: f64 = 0.05;
pub(crate) const BETA: f64 = 0.05;

/// Added to every count of pair scores: a prior of about one pair spread
/// over the five results. Without it a run of identical pairs (all won)
/// has no variance, and one pair "proves" anything; with it a run of won
/// pairs against [0, 20] is accepted after 9 pairs, and on hundreds of
/// pairs it moves the ratio by about 1%.
const PRIOR: f64 = 0.25;

/// What the test concluded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub(crate) enum Verdict {
    H0,
    H1,
}

/// The hypotheses.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
}

/// The score a logistic Elo difference implies.
pub(crate) fn score_of(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

impl Sprt {
    /// `ELO0,ELO1` with ELO0 < ELO1.
    pub(crate) fn parse(text: &str) -> Option<Sprt> {
        let (a, b) = text.split_once(',')?;
        let (elo0, elo1) = (a.trim().parse::<f64>().ok()?, b.trim().parse::<f64>().ok()?);
        (elo0.is_finite() && elo1.is_finite() && elo0 < elo1 && elo1 - elo0 < 2000.0)
            .then_some(Sprt { elo0, elo1 })
    }

    /// The bounds the log-likelihood ratio is compared with: below the
    /// first H0 is accepted, above the second H1.
    pub(crate) fn bounds() -> [f64; 2] {
        [(BETA / (1.0 - ALPHA)).ln(), ((1.0 - BETA) / ALPHA).ln()]
    }

    /// The log-likelihood ratio of `pairs[k]` pairs scoring k quarters of
    /// a point a game (k = 0 to 4: lost both, … won both).
    pub(crate) fn llr(&self, pairs: [u32; 5]) -> f64 {
        let total: u32 = pairs.iter().sum();
        if total == 0 {
            return 0.0;
        }
        let counts = pairs.map(|c| f64::from(c) + PRIOR);
        let n: f64 = counts.iter().sum();
        let score = |k: usize| k as f64 / 4.0;
        let mean = (0..5).map(|k| counts[k] * score(k)).sum::<f64>() / n;
        let variance = (0..5)
            .map(|k| counts[k] * (score(k) - mean).powi(2))
            .sum::<f64>()
            / n;
        let (s0, s1) = (score_of(self.elo0), score_of(self.elo1));
        n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    /// The verdict once the ratio leaves the bounds.
    pub(crate) fn verdict(llr: f64) -> Option<Verdict> {
        let [low, high] = Sprt::bounds();
        if llr <= low {
            Some(Verdict::H0)
        } else if llr >= high {
            Some(Verdict::H1)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-6
    }

    #[test]
    fn bounds_for_five_percent_errors() {
        let [low, high] = Sprt::bounds();
        // ln(0.05/0.95) and ln(0.95/0.05).
        assert!(close(low, -2.944_438_979), "{low}");
        assert!(close(high, 2.944_438_979), "{high}");
    }

    /// By hand: 100 pairs 10/20/30/25/15, with the prior 10.25/20.25/
    /// 30.25/25.25/15.25 (101.25 pairs), score a mean 54.375/101.25 =
    /// 0.537 037 037, variance 0.089 677 641; s0 = 0.5, s1 = 1/(1 +
    /// 10^(−0.05)) = 0.528 750 564; so LLR = 101.25 · 0.028 750 564 ·
    /// (1.074 074 074 − 1.028 750 564) / 0.179 355 281 = 0.735 615 323.
    #[test]
    fn llr_matches_the_hand_computed_value() {
        let sprt = Sprt {
            elo0: 0.0,
            elo1: 20.0,
        };
        assert!(close(score_of(20.0), 0.528_750_564));
        let llr = sprt.llr([10, 20, 30, 25, 15]);
        assert!(close(llr, 0.735_615_323), "{llr}");
        // The mirror image: as strong evidence the other way.
        let mirror = Sprt {
            elo0: -20.0,
            elo1: 0.0,
        };
        assert!(close(mirror.llr([15, 25, 30, 20, 10]), -llr));
        assert_eq!(Sprt::verdict(llr), None);
    }

    #[test]
    fn clear_results_decide() {
        let sprt = Sprt {
            elo0: 0.0,
            elo1: 20.0,
        };
        // Won pairs: 1 says little (0.1025 by hand), 8 not enough
        // (2.411), 9 decide (2.979).
        assert!(close(sprt.llr([0, 0, 0, 0, 1]), 0.102_501_118));
        assert_eq!(Sprt::verdict(sprt.llr([0, 0, 0, 0, 8])), None);
        assert_eq!(Sprt::verdict(sprt.llr([0, 0, 0, 0, 9])), Some(Verdict::H1));
        assert_eq!(Sprt::verdict(sprt.llr([9, 0, 0, 0, 0])), Some(Verdict::H0));
        // Even pairs lean to H0 (0 Elo), slowly.
        let even = sprt.llr([50, 100, 200, 100, 50]);
        assert!(even < 0.0, "{even}");
        assert!(close(sprt.llr([0; 5]), 0.0));
    }

    #[test]
    fn parses_hypotheses() {
        assert_eq!(
            Sprt::parse("0,20"),
            Some(Sprt {
                elo0: 0.0,
                elo1: 20.0
            })
        );
        assert_eq!(
            Sprt::parse(" -5.5 , 5 "),
            Some(Sprt {
                elo0: -5.5,
                elo1: 5.0
            })
        );
        for bad in ["20,0", "0", "0,0", "a,b", "0,inf", "NaN,1"] {
            assert_eq!(Sprt::parse(bad), None, "{bad}");
        }
    }
}
