//! Levels of play and the players a match can set against each other:
//! Easy (shallow, with deliberate mistakes a seed makes reproducible),
//! Medium (a short exact search), Hard (the selective search on a time budget),
//! a random mover, and searches of a given depth or time.

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use rand::{Rng, SeedableRng, rngs::SmallRng};

use yote_engine::{Game, Move};

use super::search::{Limits, MAX_DEPTH, Searcher};

/// How strong the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// A beginner can beat it: it looks one move ahead (and at the captures
    /// that follow), misjudges moves by up to two pieces, and one move in
    /// four it plays at random.
    Easy,
    /// The exact, full-width search three plies deep.
    Medium,
    /// The selective search, one second per move.
    Hard,
}

/// Easy plays a random move this often (in hundredths).
const EASY_RANDOM_PERCENT: u32 = 25;
/// Easy misjudges each move by up to this much (hundredths of a piece).
const EASY_NOISE: i32 = 200;
/// Medium's depth.
const MEDIUM_DEPTH: u32 = 3;
/// Hard's default time per move.
pub const HARD_TIME: Duration = Duration::from_secs(1);

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The name on the command line: `easy`, `medium`, `hard`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// Reads a name as [`Level::name`] writes it (any case).
    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(text.trim()))
    }

    /// The search limits of the level's search (Easy adds its
    /// mistakes on top of its one-ply search): for a display of the thinking.
    pub fn limits(self) -> Limits {
        match self {
            Level::Easy => Limits::depth(1),
            Level::Medium => Limits::depth(MEDIUM_DEPTH),
            Level::Hard => Limits::time(HARD_TIME),
        }
    }

    /// A transposition table big enough for the level, in MiB.
    pub fn table_mb(self) -> usize {
        match self {
            Level::Easy => 1,
            Level::Medium => 4,
            Level::Hard => super::search::DEFAULT_TABLE_MB,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A computer player: a level, a random mover, or a search of a given
/// depth or time (the SPEC of `yote match`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Level(Level),
    /// Plays a uniformly random legal move.
    Random,
    /// The exact, full-width search to exactly this depth.
    Depth(u32),
    /// The selective search with this budget per move.
    Time(Duration),
}

impl Player {
    /// Whether the player's moves depend only on the game and the seed
    /// (not on the clock).
    pub fn is_reproducible(&self) -> bool {
        !matches!(self, Player::Level(Level::Hard) | Player::Time(_))
    }

    /// A searcher sized for this player: the players that read the clock
    /// search on every core, the others on one thread (their moves
    /// depend only on the game and the seed).
    pub fn searcher(&self) -> Searcher {
        let mut searcher = match self {
            Player::Level(level) => Searcher::new(level.table_mb()),
            Player::Random => Searcher::new(0),
            Player::Depth(d) if *d <= 4 => Searcher::new(4),
            _ => Searcher::default(),
        };
        if !self.is_reproducible() {
            searcher.set_threads(all_cores());
        }
        searcher
    }

    /// The move this player makes in `game` (`None` once the game is over).
    /// `seed` makes random choices reproducible; `stop` cuts a search short.
    pub fn choose(
        &self,
        game: &Game,
        searcher: &mut Searcher,
        seed: u64,
        stop: &AtomicBool,
    ) -> Option<Move> {
        if game.is_over() {
            return None;
        }
        // A different stream for every move of the game, the same every run.
        let mut rng =
            SmallRng::seed_from_u64(seed ^ (game.ply() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let search = |searcher: &mut Searcher, limits| {
            searcher.think(game, limits, stop, |_| {}).map(|r| r.best)
        };
        match self {
            Player::Random => random_move(game, &mut rng),
            Player::Level(Level::Easy) => easy_move(game, searcher, &mut rng, stop),
            Player::Level(Level::Medium) => search(searcher, Limits::depth(MEDIUM_DEPTH)),
            Player::Level(Level::Hard) => search(searcher, Limits::time(HARD_TIME)),
            Player::Depth(d) => search(searcher, Limits::depth(*d)),
            Player::Time(t) => search(searcher, Limits::time(*t)),
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Level(level) => write!(f, "{level}"),
            Player::Random => f.write_str("random"),
            Player::Depth(d) => write!(f, "depth:{d}"),
            Player::Time(t) => write!(f, "time:{}", t.as_millis()),
        }
    }
}

impl FromStr for Player {
    type Err = String;

    /// `easy`, `medium`, `hard`, `random`, `depth:N` or `time:MS`.
    fn from_str(text: &str) -> Result<Player, String> {
        let text = text.trim().to_ascii_lowercase();
        if let Some(level) = Level::parse(&text) {
            return Ok(Player::Level(level));
        }
        if text == "random" {
            return Ok(Player::Random);
        }
        let number = |value: &str, what: &str| {
            value
                .parse::<u64>()
                .map_err(|_| format!("'{text}': {what} must be a whole number"))
        };
        if let Some(value) = text.strip_prefix("depth:") {
            let d = number(value, "the depth")?;
            if d == 0 || d > u64::from(MAX_DEPTH) {
                return Err(format!("'{text}': the depth must be from 1 to {MAX_DEPTH}"));
            }
            return Ok(Player::Depth(d as u32));
        }
        if let Some(value) = text.strip_prefix("time:") {
            let ms = number(value, "the time")?;
            if ms == 0 {
                return Err(format!("'{text}': the time must be at least 1 ms"));
            }
            return Ok(Player::Time(Duration::from_millis(ms)));
        }
        Err(format!(
            "'{text}' is not a player: use easy, medium, hard, random, depth:N or time:MS"
        ))
    }
}

/// The move the computer plays at `level` (`None` once the game is over),
/// with a fresh table. `seed` makes Easy's mistakes reproducible; `stop`
/// cuts the search short (it then returns the best move found so far).
pub fn choose(game: &Game, level: Level, seed: u64, stop: &AtomicBool) -> Option<Move> {
    let player = Player::Level(level);
    player.choose(game, &mut player.searcher(), seed, stop)
}

/// The cores this process may use (1 if unknown).
pub fn all_cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

/// A uniformly random legal move.
fn random_move(game: &Game, rng: &mut SmallRng) -> Option<Move> {
    let n = game.count_legal_moves();
    if n == 0 {
        return None;
    }
    game.nth_legal_move(rng.random_range(0..n))
}

/// Easy: now and then a random move; otherwise the best move of a one-ply
/// search after each move's score is blurred by noise.
fn easy_move(
    game: &Game,
    searcher: &mut Searcher,
    rng: &mut SmallRng,
    stop: &AtomicBool,
) -> Option<Move> {
    if rng.random_range(0..100) < EASY_RANDOM_PERCENT {
        return random_move(game, rng);
    }
    if game.count_legal_moves() > 2000 {
        // Too many to score one by one: a short search instead.
        return searcher
            .think(game, Limits::depth(1), stop, |_| {})
            .map(|r| r.best);
    }
    searcher
        .score_moves(game, 1, stop)
        .into_iter()
        .map(|(mv, s)| (mv, s + rng.random_range(0..EASY_NOISE)))
        .max_by_key(|(_, s)| *s)
        .map(|(mv, _)| mv)
}
