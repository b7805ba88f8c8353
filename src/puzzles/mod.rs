//! Puzzles made by the engine: positions where one move wins material or
//! the game and every other move is clearly worse. [`generate`] finds them
//! in games the engine plays against itself; the file format is TOML
//! (`puzzles.toml` is shipped, docs/scripting.md#yote-puzzles); [`rating`]
//! keeps the player's puzzle rating and streak in the data folder.

pub mod generate;
pub mod rating;

use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};

use crate::learn::{LessonsError, LessonsProblem};
use crate::rules_file::RulesToml;
use crate::toml_doc::{self, Doc};
use yote_ai::{Score, Searcher, Techniques};
use yote_engine::{Game, Move, Rules, Setup};

/// The shipped puzzles.
pub const SHIPPED: &str = include_str!("puzzles.toml");

/// The depth, in plies, every puzzle is verified at: the solution's first
/// move beats every other by the margin the file says.
pub const VERIFY_DEPTH: u32 = 4;

/// One puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    pub id: String,
    pub rules: Rules,
    pub setup: Setup,
    /// The line: the player's move, the reply, the player's next, …
    pub solution: Vec<Move>,
    /// By how much (hundredths of a piece) the first move beats the second
    /// best at [`VERIFY_DEPTH`].
    pub margin: Score,
    /// The shallowest search that finds the first move.
    pub depth: u32,
    /// The puzzle's own rating (Elo), from its depth and margin.
    pub rating: u32,
}

/// A puzzle as the file writes it.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct PuzzleToml {
    pub id: String,
    /// The rules keys that differ from the standard rules.
    #[serde(default, skip_serializing_if = "toml::Table::is_empty")]
    pub rules: toml::Table,
    pub pos: String,
    pub solution: Vec<String>,
    pub margin: i64,
    pub depth: i64,
    pub rating: i64,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileToml {
    #[serde(default)]
    puzzle: Vec<PuzzleToml>,
}

impl Puzzle {
    /// The game at the puzzle's position.
    pub fn game(&self) -> Game {
        Game::from_setup(self.rules.clone(), &self.setup)
            .expect("a puzzle's rules are checked when read")
    }

    pub fn pos(&self) -> String {
        self.setup.to_notation(&self.rules)
    }

    pub(crate) fn to_toml(&self) -> PuzzleToml {
        let standard = Rules::default().to_table();
        let rules = self
            .rules
            .to_table()
            .into_iter()
            .filter(|(k, v)| standard.get(k) != Some(v))
            .collect();
        PuzzleToml {
            id: self.id.clone(),
            rules,
            pos: self.pos(),
            solution: self.solution.iter().map(ToString::to_string).collect(),
            margin: i64::from(self.margin),
            depth: i64::from(self.depth),
            rating: i64::from(self.rating),
        }
    }
}

/// The shipped puzzles, read.
pub fn shipped() -> Result<Vec<Puzzle>, LessonsError> {
    read(SHIPPED)
}

/// Writes puzzles as a file's text.
pub fn write(puzzles: &[Puzzle], header: &str) -> String {
    let file = FileToml {
        puzzle: puzzles.iter().map(Puzzle::to_toml).collect(),
    };
    let body = toml::to_string(&file).expect("plain data always serialises");
    format!("{header}{body}")
}

/// Reads a puzzles file's text; a broken puzzle is refused with its line
/// and key.
pub fn read(text: &str) -> Result<Vec<Puzzle>, LessonsError> {
    let (doc, file): (Doc, FileToml) = crate::learn::file::parse(text)?;
    let mut ids = std::collections::HashSet::new();
    file.puzzle
        .into_iter()
        .enumerate()
        .map(|(i, p)| {
            let refuse = |key: &str, problem| LessonsError {
                line: line_of(&doc, i, key),
                key: Some(format!("puzzle.{key}")),
                problem,
            };
            if !ids.insert(p.id.clone()) {
                return Err(refuse("id", LessonsProblem::Duplicate(p.id.clone())));
            }
            let mut rules = Rules::default();
            for (name, value) in &p.rules {
                rules
                    .set_toml(name, value)
                    .map_err(|e| refuse("rules", LessonsProblem::Rules(e)))?;
            }
            rules
                .validate()
                .map_err(|e| refuse("rules", LessonsProblem::Rules(e)))?;
            let setup = Setup::parse(&p.pos, &rules)
                .map_err(|e| refuse("pos", LessonsProblem::Position(e)))?;
            let mut game = Game::from_setup(rules.clone(), &setup).expect("checked above");
            let mut solution = Vec::new();
            for token in &p.solution {
                let mv = game.play_token(token).map_err(|error| {
                    refuse(
                        "solution",
                        LessonsProblem::Move {
                            token: token.clone(),
                            error,
                        },
                    )
                })?;
                solution.push(mv);
            }
            let whole = |key: &str, n: i64, lo: i64, hi: i64| {
                (lo..=hi)
                    .contains(&n)
                    .then_some(n)
                    .ok_or_else(|| refuse(key, LessonsProblem::GoalNumber(key.to_string())))
            };
            if solution.is_empty() {
                return Err(refuse(
                    "solution",
                    LessonsProblem::GoalNumber("solution".into()),
                ));
            }
            Ok(Puzzle {
                id: p.id,
                margin: whole("margin", p.margin, 1, 100_000)? as Score,
                depth: whole("depth", p.depth, 1, i64::from(VERIFY_DEPTH))? as u32,
                rating: whole("rating", p.rating, 100, 4000)? as u32,
                rules,
                setup,
                solution,
            })
        })
        .collect()
}

/// The line of `key` of puzzle `index`.
fn line_of(doc: &Doc, index: usize, key: &str) -> Option<usize> {
    let (_, value) = toml_doc::get(doc.root(), "puzzle")?;
    let table = value
        .get_ref()
        .as_array()?
        .get(index)?
        .get_ref()
        .as_table()?;
    let (k, _) = toml_doc::get(table, key)?;
    Some(doc.line_of(&k.span()))
}

/// Every legal move of `game` and its score at `depth`, best first.
pub fn scored(game: &Game, depth: u32) -> Vec<(Move, Score)> {
    let mut searcher = Searcher::new(16);
    searcher.set_techniques(Techniques::analysis());
    let mut scores = searcher.score_moves(game, depth, &AtomicBool::new(false));
    scores.sort_by_key(|(_, s)| -s);
    scores
}

/// The best move at [`VERIFY_DEPTH`] and by how much it beats the second
/// best (a lone legal move beats nothing: `None`).
pub fn best_by(game: &Game) -> Option<(Move, Score)> {
    let scores = scored(game, VERIFY_DEPTH);
    match scores[..] {
        [(best, a), (_, b), ..] => Some((best, a - b)),
        _ => None,
    }
}

/// Why a puzzle no longer holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The engine's best first move is another.
    NotBest { best: Move },
    /// The first move is best by less than the file says.
    Margin { found: Score, said: Score },
}

/// Re-verifies a puzzle with the engine.
pub fn verify(puzzle: &Puzzle) -> Result<(), Failure> {
    let game = puzzle.game();
    let Some((best, margin)) = best_by(&game) else {
        return Err(Failure::Margin {
            found: 0,
            said: puzzle.margin,
        });
    };
    if best != puzzle.solution[0] {
        return Err(Failure::NotBest { best });
    }
    if margin < puzzle.margin {
        return Err(Failure::Margin {
            found: margin,
            said: puzzle.margin,
        });
    }
    Ok(())
}

/// Whether `mv`, played at ply `at` of the solution (the player's), counts:
/// the solution's own move, or one the engine scores as good.
pub fn counts(puzzle: &Puzzle, at: usize, mv: &Move) -> bool {
    let Some(expected) = puzzle.solution.get(at) else {
        return false;
    };
    if expected == mv {
        return true;
    }
    let mut game = puzzle.game();
    for played in &puzzle.solution[..at] {
        game.play_unchecked(*played);
    }
    if !game.is_legal(mv) {
        return false;
    }
    let depth = VERIFY_DEPTH.saturating_sub(at as u32).max(1);
    let scores = scored(&game, depth);
    let score = |m: &Move| scores.iter().find(|(x, _)| x == m).map(|(_, s)| *s);
    matches!((score(mv), score(expected)), (Some(a), Some(b)) if a >= b)
}
