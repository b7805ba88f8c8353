//! The player's puzzle rating (Elo, against each puzzle's own rating), the
//! streak, and the puzzles solved, kept in the data folder (`puzzles.toml`,
//! written atomically; a broken file set aside, as the lessons' progress).

use serde::{Deserialize, Serialize};

use super::Puzzle;

/// The file's name in the data folder.
pub const FILE: &str = "puzzles.toml";

/// Where a new player starts.
pub const START: f64 = 1200.0;

/// How far one puzzle moves the rating.
const K: f64 = 32.0;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub rating: f64,
    pub streak: u32,
    pub best_streak: u32,
    #[serde(default)]
    pub done: Vec<String>,
}

impl Default for Record {
    fn default() -> Self {
        Record {
            rating: START,
            streak: 0,
            best_streak: 0,
            done: Vec::new(),
        }
    }
}

impl Record {
    /// The rating, streak and done list after `puzzle` was solved or not.
    pub fn result(&mut self, puzzle: &Puzzle, solved: bool) {
        let expected = 1.0 / (1.0 + 10f64.powf((f64::from(puzzle.rating) - self.rating) / 400.0));
        let score = if solved { 1.0 } else { 0.0 };
        self.rating = (self.rating + K * (score - expected)).clamp(100.0, 4000.0);
        if solved {
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
        if !self.done.contains(&puzzle.id) {
            self.done.push(puzzle.id.clone());
        }
    }

    /// The next puzzle: one not done yet whose rating is nearest the
    /// player's (all done: the nearest of all).
    pub fn next<'p>(&self, puzzles: &'p [Puzzle]) -> Option<&'p Puzzle> {
        let distance = |p: &&Puzzle| (f64::from(p.rating) - self.rating).abs() as u64;
        puzzles
            .iter()
            .filter(|p| !self.done.contains(&p.id))
            .min_by_key(distance)
            .or_else(|| puzzles.iter().min_by_key(distance))
    }
}

/// The puzzles' record file, in the data folder.
pub fn path() -> Option<std::path::PathBuf> {
    crate::record::data_dir().map(|dir| dir.join(FILE))
}
