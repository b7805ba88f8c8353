//! `yote match`: games between two computer players, with the score, its
//! 95% interval and the Elo difference it implies.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};
use rand::{Rng, SeedableRng, rngs::SmallRng};
use serde::Serialize;

use yote::i18n::decimal;
use yote::record::{Players, SavedGame};
use yote::tr;
use yote_ai::{Player, Searcher};
use yote_engine::{Color, Game, GameResult, Move, Rules};

use super::sprt::{Sprt, Verdict};
use super::{Cli, CliError};
use yote::engine_client::Client;

/// A game still going after this many plies is scored a draw (unless
/// `--max-plies` says fewer).
pub(crate) const MAX_PLIES: usize = 1000;

/// The most games one match plays: the games' results and openings are
/// kept from the start, and 4 294 967 295 of them would not fit in memory
/// (the allocation failed and the process aborted).
pub(crate) const MAX_GAMES: u64 = 1_000_000;

/// The memory the players' transposition tables take together, over every
/// game played at once, unless `--memory` says otherwise, in MiB.
pub(crate) const DEFAULT_MEMORY_MIB: u64 = 512;

/// The largest `--memory`, in MiB (a terabyte).
pub(crate) const MAX_MEMORY_MIB: u64 = 1 << 20;

/// Tables per game played at once: one for each player.
const TABLES_PER_JOB: u64 = 2;

/// Tries at an opening that does not end the game before it is given up.
const OPENING_TRIES: usize = 100;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The first player (White in the first game): easy, medium, hard,
    /// random, depth:N or time:MS.
    #[arg(long, value_name = "SPEC", value_parser = parse_spec)]
    pub white: Spec,
    /// The second player (Black in the first game).
    #[arg(long, value_name = "SPEC", value_parser = parse_spec)]
    pub black: Spec,
    /// How many games.
    #[arg(long, default_value_t = 100, value_parser = super::whole::<u32>(1, Some(MAX_GAMES)))]
    pub games: u32,
    /// Random plies played from the start before each pair of games.
    #[arg(long, value_name = "PLIES", default_value_t = 4, value_parser = super::whole::<u32>(0, None))]
    pub openings: u32,
    /// Seed of the openings and of the players' random choices.
    #[arg(long, default_value_t = 0, value_parser = super::whole::<u64>(0, None))]
    pub seed: u64,
    /// Games played at once (each on a thread of its own).
    #[arg(long, default_value_t = 1, value_parser = super::whole::<u32>(1, Some(64)))]
    pub jobs: u32,
    /// The most memory the players' tables take together, in MiB.
    #[arg(long, value_name = "MIB", default_value_t = DEFAULT_MEMORY_MIB,
          value_parser = super::whole::<u64>(1, Some(MAX_MEMORY_MIB)))]
    pub memory: u64,
    /// Print the summary as one JSON object.
    #[arg(long)]
    pub json: bool,
    /// A sequential test of the first player's Elo advantage: ELO0 (H0)
    /// against ELO1 (H1), stopping when one is accepted; --games is the cap.
    #[arg(long, value_name = "ELO0,ELO1", value_parser = parse_sprt)]
    pub sprt: Option<Sprt>,
    /// Search threads of each `hard` or `time:MS` player (default: the
    /// cores shared among the --jobs; the other players use one).
    #[arg(long, value_name = "N", value_parser = super::whole::<u32>(1, Some(256)))]
    pub threads: Option<u32>,
    /// Milliseconds per move for `engine:CMD` players.
    #[arg(long, value_name = "MS", default_value_t = 1000, value_parser = super::whole::<u64>(1, None))]
    pub engine_time: u64,
    /// Engine players search this many positions a move (`go nodes N`)
    /// instead of `--engine-time` (which then bounds their wait).
    #[arg(long, value_name = "N", value_parser = super::whole::<u64>(1, None))]
    pub engine_nodes: Option<u64>,
    /// A game still going after this many plies is stopped and scored a draw.
    #[arg(long, value_name = "PLIES", default_value_t = MAX_PLIES as u32,
          value_parser = super::whole::<u32>(1, Some(MAX_PLIES as u64)))]
    pub max_plies: u32,
    /// Save every game in this folder as a saved game (`game-0001.toml`, …).
    #[arg(long, value_name = "DIR")]
    pub record: Option<PathBuf>,
}

/// A player of the match: one of ours, or an external program speaking
/// the engine protocol (`engine:CMD`, CMD split on whitespace).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Spec {
    Ai(Player),
    Engine(Vec<String>),
}

impl std::fmt::Display for Spec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Spec::Ai(player) => write!(f, "{player}"),
            Spec::Engine(words) => write!(f, "engine:{}", words.join(" ")),
        }
    }
}

/// `ELO0,ELO1`, ELO0 below ELO1.
fn parse_sprt(text: &str) -> Result<Sprt, String> {
    Sprt::parse(text).ok_or_else(|| tr!("cli-match-bad-sprt", value = text))
}

/// `engine:CMD`, or a player of ours.
fn parse_spec(text: &str) -> Result<Spec, String> {
    if let Some(command) = text.trim_start().strip_prefix("engine:") {
        let words: Vec<String> = command.split_whitespace().map(String::from).collect();
        if words.is_empty() {
            return Err(tr!("cli-match-not-a-player", spec = text));
        }
        return Ok(Spec::Engine(words));
    }
    parse_player(text).map(Spec::Ai)
}

/// A player's specification; a refusal in the language (the engine's
/// computer says it in English), naming what the specification is short of.
fn parse_player(text: &str) -> Result<Player, String> {
    text.parse().map_err(|_| {
        let text = yote::record::bounded_token(text);
        let text = text.as_ref();
        let spec = text.trim().to_ascii_lowercase();
        if spec.starts_with("depth:") {
            tr!("cli-match-bad-depth", spec = text, max = yote_ai::MAX_DEPTH)
        } else if spec.starts_with("time:") {
            tr!(
                "cli-match-bad-time",
                spec = text,
                max = u64::MAX.to_string()
            )
        } else {
            tr!("cli-match-not-a-player", spec = text)
        }
    })
}

/// One game's result for the first player: 1 win, ½ draw, 0 loss.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Points {
    Win,
    Draw,
    Loss,
}

/// The summary printed with `--json`.
#[derive(Serialize)]
struct Summary {
    white: String,
    black: String,
    games: u32,
    wins: u32,
    draws: u32,
    losses: u32,
    score: f64,
    interval: [f64; 2],
    elo: Elo,
    elo_interval: [Elo; 2],
    #[serde(flatten)]
    sprt: Option<SprtSummary>,
}

/// An Elo difference as the summary gives it: `None` when unbounded (a
/// score of 0% or 100%). In JSON an even score's difference is `0` (the
/// formula gives -0.0), any other a number or `null`.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Elo(Option<f64>);

impl Serialize for Elo {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Some(0.0) => s.serialize_u8(0),
            e => e.serialize(s),
        }
    }
}

/// The sequential test's part of the summary (with `--sprt`).
#[derive(Serialize)]
struct SprtSummary {
    sprt_elo: [f64; 2],
    llr: f64,
    llr_bounds: [f64; 2],
    /// The hypothesis accepted, `null` when the cap came first.
    sprt: Option<Verdict>,
}

pub(crate) fn run(cli: &Cli, args: &Args) -> Result<String, CliError> {
    let rules = cli.load_rules()?;
    if let Some(dir) = &args.record {
        make_record_folder(dir)?;
    }
    let (results, verdict) = play_all(&rules, args);
    let count = |p| results.iter().filter(|r| **r == Some(p)).count() as u32;
    let (wins, draws, losses) = (count(Points::Win), count(Points::Draw), count(Points::Loss));
    let games = wins + draws + losses;
    let n = f64::from(games);
    let score = (f64::from(wins) + f64::from(draws) / 2.0) / n;
    let interval = wilson(score, n);
    let sprt = args.sprt.map(|test| SprtSummary {
        sprt_elo: [test.elo0, test.elo1],
        llr: test.llr(pairs(&results)),
        llr_bounds: Sprt::bounds(),
        sprt: verdict,
    });
    let summary = Summary {
        white: args.white.to_string(),
        black: args.black.to_string(),
        games,
        wins,
        draws,
        losses,
        score,
        interval,
        elo: Elo(elo(score)),
        elo_interval: [Elo(elo(interval[0])), Elo(elo(interval[1]))],
        sprt,
    };
    Ok(if args.json {
        let mut text = serde_json::to_string(&summary).expect("plain data always serialises");
        text.push('\n');
        text
    } else {
        to_text(&summary, args)
    })
}

/// How many complete pairs of games (one opening, each colour once)
/// scored 0, ¼, ½, ¾ and 1 a game for the first player.
fn pairs(results: &[Option<Points>]) -> [u32; 5] {
    let half_points = |p: Points| 2 - p as usize;
    let mut counts = [0; 5];
    for pair in results.chunks_exact(2) {
        if let [Some(a), Some(b)] = pair {
            counts[half_points(*a) + half_points(*b)] += 1;
        }
    }
    counts
}

/// What the games played so far say, shared by the threads playing them.
struct Played {
    results: Vec<Option<Points>>,
    tally: [u32; 3],
    verdict: Option<Verdict>,
}

/// Every game's result, in game order, whatever order they finished in
/// (`None` for those not played or not finished when the sequential test
/// decided), and the test's verdict.
fn play_all(rules: &Rules, args: &Args) -> (Vec<Option<Points>>, Option<Verdict>) {
    let bar = ProgressBar::new(u64::from(args.games));
    bar.set_style(
        ProgressStyle::with_template(&format!(
            "{{bar:40}} {{pos}}/{{len}} {}, {{msg}} [{{elapsed_precise}}]",
            tr!("match-progress")
        ))
        .expect("a valid template"),
    );
    let openings: Vec<Vec<Move>> = (0..args.games.div_ceil(2))
        .map(|k| opening(rules, args.openings, args.seed, k))
        .collect();
    let played = Mutex::new(Played {
        results: vec![None; args.games as usize],
        tally: [0; 3],
        verdict: None,
    });
    let next = AtomicUsize::new(0);
    // Set once the test decides: no new game starts (those running finish
    // and count).
    let decided = AtomicBool::new(false);
    std::thread::scope(|scope| {
        for _ in 0..args.jobs.min(args.games) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= args.games as usize || decided.load(Ordering::Relaxed) {
                        break;
                    }
                    let first_is_white = i.is_multiple_of(2);
                    let points = play_one(rules, &openings[i / 2], args, first_is_white, i, &bar);
                    let mut p = played.lock().expect("no panics while held");
                    if p.verdict.is_some() {
                        // Started before the test decided, finished after:
                        // not counted, so the summary's games, llr and
                        // verdict are those of the moment it decided.
                        continue;
                    }
                    p.results[i] = Some(points);
                    p.tally[points as usize] += 1;
                    let t = p.tally;
                    let mut message = format!("+{} ={} -{}", t[0], t[1], t[2]);
                    if let Some(test) = args.sprt {
                        let llr = test.llr(pairs(&p.results));
                        let [low, high] = Sprt::bounds();
                        message.push_str(&format!(" llr {llr:.2} ({low:.2}, {high:.2})"));
                        if p.verdict.is_none() {
                            p.verdict = Sprt::verdict(llr);
                            decided.store(p.verdict.is_some(), Ordering::Relaxed);
                        }
                    }
                    bar.set_message(message);
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    let played = played.into_inner().expect("no panics while held");
    (played.results, played.verdict)
}

/// The `k`-th opening: `plies` random legal moves from the start that do
/// not end the game (fewer if every try ended it).
fn opening(rules: &Rules, plies: u32, seed: u64, k: u32) -> Vec<Move> {
    let mut rng = SmallRng::seed_from_u64(seed ^ u64::from(k).wrapping_mul(0xA076_1D64_78BD_642F));
    let mut shortest = Vec::new();
    for _ in 0..OPENING_TRIES {
        let mut game = Game::new(rules.clone()).expect("rules are validated when read");
        let mut moves = Vec::new();
        while moves.len() < plies as usize && !game.is_over() {
            let n = game.count_legal_moves();
            let Some(mv) = game.nth_legal_move(rng.random_range(0..n)) else {
                break;
            };
            game.play_unchecked(mv);
            moves.push(mv);
        }
        if !game.is_over() {
            return moves;
        }
        moves.pop();
        shortest = moves;
    }
    shortest
}

/// One side of a game being played.
enum Side {
    Ai(Player, Box<Searcher>),
    /// An engine, or why it could not start (it loses at its first move).
    Engine(Result<Client, String>),
}

impl Side {
    /// `share`: the MiB of table the player may take (see `--memory`);
    /// an engine gets `--engine-time` or `--engine-nodes` from `args`.
    fn new(spec: &Spec, rules: &Rules, args: &Args, threads: usize, share: usize) -> Side {
        match spec {
            Spec::Ai(player) => {
                // A player's own table while the share allows the largest
                // (so the bound changes nothing until it is needed), else
                // the share.
                let mut searcher = if share >= yote_ai::DEFAULT_TABLE_MB {
                    player.searcher()
                } else {
                    Searcher::new(share)
                };
                if !player.is_reproducible() {
                    searcher.set_threads(threads);
                }
                Side::Ai(*player, Box::new(searcher))
            }
            Spec::Engine(command) => {
                let budget = Duration::from_millis(args.engine_time);
                Side::Engine(Client::start(command, rules, budget).map(|mut client| {
                    if let Some(n) = args.engine_nodes {
                        client.search_nodes(n);
                    }
                    client
                }))
            }
        }
    }

    /// The side's move (`None` once the game is over), or why it loses.
    fn choose(
        &mut self,
        game: &Game,
        seed: u64,
        stop: &AtomicBool,
    ) -> Result<Option<Move>, String> {
        match self {
            Side::Ai(player, searcher) => Ok(player.choose(game, searcher, seed, stop)),
            Side::Engine(Ok(client)) => client.choose(game).map(Some),
            Side::Engine(Err(why)) => Err(why.clone()),
        }
    }
}

/// Plays game `i` from `opening`, the first player as White or Black.
fn play_one(
    rules: &Rules,
    opening: &[Move],
    args: &Args,
    first_is_white: bool,
    i: usize,
    bar: &ProgressBar,
) -> Points {
    let mut game = Game::new(rules.clone()).expect("rules are validated when read");
    for mv in opening {
        game.play_unchecked(*mv);
    }
    let (white, black) = if first_is_white {
        (&args.white, &args.black)
    } else {
        (&args.black, &args.white)
    };
    let threads = match args.threads {
        Some(n) => n as usize,
        None => (yote_ai::all_cores() / args.jobs as usize).max(1),
    };
    let share = table_mib(args.memory, args.jobs.min(args.games));
    let mut sides = [white, black].map(|spec| Side::new(spec, rules, args, threads, share));
    let stop = AtomicBool::new(false);
    let first = if first_is_white {
        Color::White
    } else {
        Color::Black
    };
    while !game.is_over() && game.ply() < args.max_plies as usize {
        let c = game.to_move().index();
        let seed = args.seed ^ ((i as u64) << 1 | c as u64).wrapping_mul(0xE703_7ED1_A0B4_28DB);
        let mv = match sides[c].choose(&game, seed, &stop) {
            Ok(Some(mv)) => mv,
            Ok(None) => break,
            Err(why) => {
                // The side that failed loses; the match goes on.
                let player = if c == 0 { white } else { black };
                let message = tr!(
                    "match-engine-lost",
                    game = i + 1,
                    player = player.to_string(),
                    why = why
                );
                // On standard error even when the bar is hidden.
                bar.suspend(|| super::output::error(&message));
                record(args, i, &game, white, black, bar);
                return if game.to_move() == first {
                    Points::Loss
                } else {
                    Points::Win
                };
            }
        };
        game.play_unchecked(mv);
    }
    record(args, i, &game, white, black, bar);
    match game.outcome().map(|o| o.result) {
        Some(GameResult::Win(c)) if c == first => Points::Win,
        Some(GameResult::Win(_)) => Points::Loss,
        _ => Points::Draw,
    }
}

/// Makes `--record`'s folder (and those above it) before the first game,
/// so that a folder that cannot be made stops the match at once.
fn make_record_folder(dir: &Path) -> Result<(), CliError> {
    std::fs::create_dir_all(dir).map_err(|e| {
        CliError::Usage(tr!(
            "cli-match-record-folder",
            folder = dir.display().to_string(),
            error = e.to_string()
        ))
    })
}

/// With `--record DIR`, saves game `i` as `DIR/game-NNNN.toml` (the players
/// named by their specifications). A game cut short (the ply limit, an
/// engine that failed) is saved without a result. A file that cannot be
/// written is said on standard error and the match goes on.
fn record(args: &Args, i: usize, game: &Game, white: &Spec, black: &Spec, bar: &ProgressBar) {
    let Some(dir) = &args.record else {
        return;
    };
    let players = Players::new(
        yote::record::bounded_token(&white.to_string()).into_owned(),
        yote::record::bounded_token(&black.to_string()).into_owned(),
    );
    let path = dir.join(format!("game-{:04}.toml", i + 1));
    if let Err(e) = SavedGame::from_game(game, &players).save_overwrite(&path) {
        bar.suspend(|| super::output::error(&e.to_string()));
    }
}

/// Each table's size in MiB when `jobs` games are played at once within
/// `memory` MiB: the two tables of every game share it evenly. (A search
/// runs on its game's thread: there are no other search threads.)
fn table_mib(memory: u64, jobs: u32) -> usize {
    let share = memory / (TABLES_PER_JOB * u64::from(jobs.max(1)));
    usize::try_from(share).unwrap_or(usize::MAX)
}

/// The 95% Wilson score interval of a score `p` over `n` games (draws
/// count as half a win; their smaller spread makes it a little wide).
fn wilson(p: f64, n: f64) -> [f64; 2] {
    let z = 1.959_964;
    let z2 = z * z;
    let centre = p + z2 / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    let d = 1.0 + z2 / n;
    [
        ((centre - spread) / d).max(0.0),
        ((centre + spread) / d).min(1.0),
    ]
}

/// The Elo difference a score implies; `None` at 0% or 100% (unbounded).
fn elo(p: f64) -> Option<f64> {
    (p > 1e-9 && p < 1.0 - 1e-9).then(|| -400.0 * (1.0 / p - 1.0).log10())
}

fn to_text(s: &Summary, args: &Args) -> String {
    let elo_text = |Elo(e): Elo, p: f64| match e {
        // What rounds to zero is 0: -0.3 would print as "-0".
        Some(e) if e.abs() < 0.5 => "0".to_string(),
        Some(e) => format!("{e:+.0}"),
        None if p > 0.5 => "+inf".to_string(),
        None => "-inf".to_string(),
    };
    let percent = |p: f64| decimal(100.0 * p, 1);
    [
        tr!(
            "match-heading",
            white = s.white.as_str(),
            black = s.black.as_str(),
            games = s.games,
            openings = args.openings,
            seed = args.seed.to_string()
        ),
        tr!(
            "match-tally",
            player = s.white.as_str(),
            wins = s.wins,
            draws = s.draws,
            losses = s.losses
        ),
        tr!(
            "match-score",
            score = percent(s.score),
            low = percent(s.interval[0]),
            high = percent(s.interval[1])
        ),
        tr!(
            "match-elo",
            elo = elo_text(s.elo, s.score),
            low = elo_text(s.elo_interval[0], s.interval[0]),
            high = elo_text(s.elo_interval[1], s.interval[1])
        ),
    ]
    .into_iter()
    .chain(s.sprt.as_ref().map(|t| {
        tr!(
            "match-sprt",
            elo0 = t.sprt_elo[0].to_string(),
            elo1 = t.sprt_elo[1].to_string(),
            llr = format!("{:.2}", t.llr),
            low = format!("{:.2}", t.llr_bounds[0]),
            high = format!("{:.2}", t.llr_bounds[1]),
            verdict = match t.sprt {
                Some(Verdict::H0) => tr!("match-sprt-h0"),
                Some(Verdict::H1) => tr!("match-sprt-h1"),
                None => tr!("match-sprt-open"),
            }
        )
    }))
    .map(|l| l + "\n")
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interval_and_elo() {
        let [lo, hi] = wilson(0.5, 100.0);
        assert!(
            (lo - 0.404).abs() < 0.01 && (hi - 0.596).abs() < 0.01,
            "{lo} {hi}"
        );
        let [lo, hi] = wilson(1.0, 200.0);
        assert!(lo > 0.98 && hi > 0.9999, "{lo} {hi}");
        assert_eq!(elo(0.5), Some(0.0));
        assert!((elo(0.75).expect("finite") - 190.8).abs() < 0.1);
        assert_eq!(elo(1.0), None);
    }

    #[test]
    fn an_even_score_is_an_elo_of_0_in_json() {
        let json = |e| serde_json::to_string(&Elo(e)).expect("a number");
        assert_eq!(elo(0.5).map(f64::to_bits), Some((-0.0f64).to_bits()));
        assert_eq!(json(elo(0.5)), "0");
        assert_eq!(json(Some(0.0)), "0");
        assert_eq!(json(Some(-12.5)), "-12.5");
        assert_eq!(json(None), "null");
    }

    #[test]
    fn the_elo_difference_is_never_a_negative_zero() {
        yote::i18n::set_language(yote::i18n::Lang::En);
        let args = Args {
            white: Spec::Ai(Player::Random),
            black: Spec::Ai(Player::Random),
            games: 1000,
            openings: 0,
            seed: 0,
            jobs: 1,
            memory: DEFAULT_MEMORY_MIB,
            json: false,
            sprt: None,
            threads: None,
            engine_time: 1000,
            max_plies: 1000,
            engine_nodes: None,
            record: None,
        };
        // 499.5 points of 1000 (score 49.95%): an Elo difference of -0.35.
        let score = 0.4995;
        let interval = wilson(score, 1000.0);
        let summary = Summary {
            white: "random".into(),
            black: "random".into(),
            games: 1000,
            wins: 499,
            draws: 1,
            losses: 500,
            score,
            interval,
            elo: Elo(elo(score)),
            elo_interval: [Elo(elo(interval[0])), Elo(elo(interval[1]))],
            sprt: None,
        };
        assert!(summary.elo.0.is_some_and(|e| e < 0.0 && e > -0.5));
        let text = to_text(&summary, &args);
        assert!(text.contains("Elo difference 0 ("), "{text}");
        assert!(!text.contains("-0 ") && !text.contains("-0)"), "{text}");
    }

    #[test]
    fn the_tables_of_all_games_at_once_stay_within_the_memory_bound() {
        for memory in [1, 100, DEFAULT_MEMORY_MIB, 4096] {
            for jobs in 1..=64 {
                // A player's own table is used only when it is no larger.
                let table = table_mib(memory, jobs) as u64;
                let total = TABLES_PER_JOB * u64::from(jobs) * table;
                assert!(total <= memory, "{memory} MiB, {jobs} jobs: {total} MiB");
            }
        }
        // The default changes nothing for up to 16 games at once (16 MiB
        // tables, the largest a player has), and halves them at 32.
        assert_eq!(table_mib(DEFAULT_MEMORY_MIB, 16), 16);
        assert_eq!(table_mib(DEFAULT_MEMORY_MIB, 32), 8);
        // 64 games at once, which reached 2 GiB, now take 512 MiB at most.
        assert_eq!(table_mib(DEFAULT_MEMORY_MIB, 64), 4);
    }
}
