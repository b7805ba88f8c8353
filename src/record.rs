//! Saved games (RULES.md §7): the TOML format, loading that names every
//! problem, atomic writes that never leave a half-written file, and the autosave.
//!
//! A saved game looks like this (the `[result]` table only once it is over):
//!
//! ```toml
//! format = 1
//! moves = [
//!     "@c3", "@d3", "@c4", # 1-3
//! ]
//!
//! [players]
//! white = "Ama"
//! black = "Kofi"
//!
//! [result]
//! winner = "black" # "white", "black" or "draw"
//! by = "resignation" # "rules", "agreement" or "resignation"
//! reason = "white resigned"
//!
//! [rules]
//! rows = 5
//! # ... every key of rules.toml
//! ```

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::engine::{
    Color, Game, GameResult, KEYS, NoLegalMove, Outcome, Reason, ReplayError, Rules, RulesError,
};

/// The format this version writes, and the newest it reads.
pub const FORMAT: i64 = 1;

/// Saved games larger than this are refused without being read whole.
pub const MAX_FILE_SIZE: u64 = 1 << 20;

/// Environment variable naming the data directory instead of the platform's
/// (tests and CI set it so they never touch the real home directory).
pub const DATA_DIR_ENV: &str = "YOTE_DATA_DIR";

/// The autosave's file name inside the data directory.
pub const AUTOSAVE_FILE: &str = "autosave.toml";

/// The top-level keys of a saved game.
const TOP_KEYS: [&str; 5] = ["format", "moves", "players", "result", "rules"];

/// Moves per line in a written file.
const MOVES_PER_LINE: usize = 10;

/// The two players' names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Players {
    pub white: String,
    pub black: String,
}

impl Players {
    pub fn new(white: impl Into<String>, black: impl Into<String>) -> Players {
        Players {
            white: white.into(),
            black: black.into(),
        }
    }

    /// The name of the player with `color`.
    pub fn name(&self, color: Color) -> &str {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

impl Default for Players {
    /// "White" and "Black".
    fn default() -> Self {
        Players::new(Color::White.title(), Color::Black.title())
    }
}

/// A game as a file holds it: who played, under which rules, which moves,
/// and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    pub players: Players,
    pub rules: Rules,
    /// The moves in canonical notation.
    pub moves: Vec<String>,
    /// How the game ended: after [`SavedGame::parse`] this is what replaying
    /// the moves gave, or the agreed draw or resignation the file records.
    pub outcome: Option<Outcome>,
}

/// How a game ended, as the `by` key of `[result]` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum EndedBy {
    Rules,
    Agreement,
    Resignation,
}

impl EndedBy {
    const ALL: [EndedBy; 3] = [EndedBy::Rules, EndedBy::Agreement, EndedBy::Resignation];

    fn of(reason: Reason) -> EndedBy {
        match reason {
            Reason::Agreed => EndedBy::Agreement,
            Reason::Resigned { .. } => EndedBy::Resignation,
            _ => EndedBy::Rules,
        }
    }

    fn key(self) -> &'static str {
        match self {
            EndedBy::Rules => "rules",
            EndedBy::Agreement => "agreement",
            EndedBy::Resignation => "resignation",
        }
    }
}

/// The `[result]` table as a file states it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Claim {
    winner: GameResult,
    by: EndedBy,
}

/// What is wrong with a saved game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    /// The file could not be opened or read.
    #[error("{0}")]
    Unreadable(String),
    /// The file is over [`MAX_FILE_SIZE`].
    #[error("the file is larger than 1 MiB ({size} bytes): not a saved game")]
    TooLarge { size: u64 },
    /// The bytes are not UTF-8 text.
    #[error("not a text file (not UTF-8)")]
    NotText,
    /// The text is not TOML.
    #[error("not valid TOML: {0}")]
    NotToml(String),
    /// The file was written by a newer version of yote.
    #[error("made by a newer yote: format {found}, this one reads format {FORMAT}")]
    NewerFormat { found: i64 },
    /// A key is unknown, missing, or holds the wrong kind of value.
    #[error("{0}")]
    Key(String),
    /// The `[rules]` table fails the rules' checks.
    #[error("in [rules]: {}", .0.message)]
    Rules(RulesError),
    /// A move cannot be played.
    #[error("{0}")]
    Move(ReplayError),
    /// The `[result]` table disagrees with the moves.
    #[error("{0}")]
    Result(String),
}

/// A saved game that was refused. Its text is the whole message, e.g.
/// `game.toml, line 3: move 7 'c3xc5': c4 holds no enemy piece`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}{problem}", place(file.as_deref(), *line))]
pub struct LoadError {
    /// The file, as given by the user.
    pub file: Option<String>,
    /// The line the problem is on, where one is.
    pub line: Option<usize>,
    pub problem: Problem,
}

fn place(file: Option<&str>, line: Option<usize>) -> String {
    match (file, line) {
        (Some(f), Some(l)) => format!("{f}, line {l}: "),
        (Some(f), None) => format!("{f}: "),
        (None, Some(l)) => format!("line {l}: "),
        (None, None) => String::new(),
    }
}

impl LoadError {
    fn new(problem: Problem) -> LoadError {
        LoadError {
            file: None,
            line: None,
            problem,
        }
    }

    fn key(message: impl Into<String>) -> LoadError {
        LoadError::new(Problem::Key(message.into()))
    }

    fn on_line(mut self, line: Option<usize>) -> LoadError {
        self.line = self.line.or(line);
        self
    }

    fn in_file(mut self, path: &Path) -> LoadError {
        self.file = Some(path.display().to_string());
        self
    }
}

/// A game that could not be written.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// [`SavedGame::save_new`] found a file there; ask before overwriting.
    #[error("{} already exists", .0.display())]
    Exists(PathBuf),
    /// The operating system refused.
    #[error("cannot save to {}: {error}", path.display())]
    Io { path: PathBuf, error: io::Error },
}

impl SaveError {
    fn io(path: &Path) -> impl FnOnce(io::Error) -> SaveError + '_ {
        move |error| SaveError::Io {
            path: path.to_path_buf(),
            error,
        }
    }
}

impl SavedGame {
    /// The record of `game` (finished or not) between `players`.
    pub fn from_game(game: &Game, players: &Players) -> SavedGame {
        SavedGame {
            players: players.clone(),
            rules: game.rules().clone(),
            moves: game.moves().map(|m| m.to_string()).collect(),
            outcome: game.outcome(),
        }
    }

    /// Replays the moves under the rules; the game ends as the record says.
    pub fn to_game(&self) -> Result<Game, LoadError> {
        let claim = self.outcome.map(|o| Claim {
            winner: o.result,
            by: EndedBy::of(o.reason),
        });
        let game = replay(&self.rules, &self.moves, claim)?;
        match (self.outcome, game.outcome()) {
            (Some(mine), Some(replayed)) if mine != replayed => {
                Err(LoadError::new(Problem::Result(format!(
                    "the record says {}, but the moves end with {}",
                    describe(mine),
                    describe(replayed)
                ))))
            }
            _ => Ok(game),
        }
    }

    /// The game after its first `ply` moves, for replaying it step by step
    /// or playing on from there; all of it (with its result) from the end on.
    pub fn game_at(&self, ply: usize) -> Result<Game, LoadError> {
        if ply >= self.moves.len() {
            return self.to_game();
        }
        // A game that ended has no later moves, so no prefix has a result.
        replay(&self.rules, &self.moves[..ply], None)
    }

    /// Whether the game is over.
    pub fn is_finished(&self) -> bool {
        self.outcome.is_some()
    }

    /// The file's text: human-readable TOML that [`SavedGame::parse`] reads back.
    pub fn to_toml_string(&self) -> String {
        let mut out = format!(
            "# A game of Yoté, saved by yote {}. Open it with: yote --load FILE\n",
            env!("CARGO_PKG_VERSION")
        );
        out.push_str(&format!("format = {FORMAT}\n"));
        write_moves(&mut out, &self.moves);
        out.push_str("\n[players]\n");
        out.push_str(&format!("white = {}\n", toml_string(&self.players.white)));
        out.push_str(&format!("black = {}\n", toml_string(&self.players.black)));
        if let Some(outcome) = self.outcome {
            out.push_str("\n[result]\n");
            out.push_str(&format!(
                "winner = \"{}\" # \"white\", \"black\" or \"draw\"\n",
                outcome.result.key()
            ));
            out.push_str(&format!(
                "by = \"{}\" # \"rules\", \"agreement\" or \"resignation\"\n",
                EndedBy::of(outcome.reason).key()
            ));
            out.push_str(&format!(
                "reason = {}\n",
                toml_string(&outcome.reason.to_string())
            ));
        }
        out.push_str("\n[rules]\n");
        let table = self.rules.to_table();
        for key in KEYS {
            if let Some(value) = table.get(key) {
                out.push_str(&format!("{key} = {value}\n"));
            }
        }
        out
    }

    /// Reads a saved game's text, replays it, and checks its result.
    pub fn parse(text: &str) -> Result<SavedGame, LoadError> {
        let doc = DeTable::parse(text).map_err(|e| {
            LoadError::new(Problem::NotToml(e.message().to_string()))
                .on_line(e.span().map(|s| line_at(text, s.start)))
        })?;
        let table: toml::Table = text
            .parse()
            .map_err(|e: toml::de::Error| LoadError::new(Problem::NotToml(e.message().into())))?;
        let lines = Lines { text, doc: &doc };
        read_document(&table, &lines)
    }

    /// Writes the game to `path`, refusing if any file is there already.
    pub fn save_new(&self, path: &Path) -> Result<(), SaveError> {
        write_atomic(path, self.to_toml_string().as_bytes(), Replace::No)
    }

    /// Writes the game to `path`, replacing what is there (ask first).
    pub fn save_overwrite(&self, path: &Path) -> Result<(), SaveError> {
        write_atomic(path, self.to_toml_string().as_bytes(), Replace::Yes)
    }
}

/// Reads and checks the saved game in `path`. Never writes anything.
pub fn load(path: &Path) -> Result<SavedGame, LoadError> {
    read_limited(path)
        .and_then(|text| SavedGame::parse(&text))
        .map_err(|e| e.in_file(path))
}

/// The file's text, refusing files over [`MAX_FILE_SIZE`] without reading
/// them whole.
fn read_limited(path: &Path) -> Result<String, LoadError> {
    let unreadable = |e: io::Error| LoadError::new(Problem::Unreadable(e.to_string()));
    let file = File::open(path).map_err(unreadable)?;
    let meta = file.metadata().map_err(unreadable)?;
    if meta.is_dir() {
        return Err(LoadError::new(Problem::Unreadable(
            "is a directory".to_string(),
        )));
    }
    if meta.len() > MAX_FILE_SIZE {
        return Err(LoadError::new(Problem::TooLarge { size: meta.len() }));
    }
    // The file may grow after the check: read one byte past the limit at most.
    let mut bytes = Vec::new();
    file.take(MAX_FILE_SIZE + 1)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    if bytes.len() as u64 > MAX_FILE_SIZE {
        return Err(LoadError::new(Problem::TooLarge {
            size: bytes.len() as u64,
        }));
    }
    String::from_utf8(bytes).map_err(|_| LoadError::new(Problem::NotText))
}

/// Finds the lines of keys and list items in the parsed document.
struct Lines<'a> {
    text: &'a str,
    doc: &'a Spanned<DeTable<'a>>,
}

impl Lines<'_> {
    /// The line of the key at `path` (`["rules", "rows"]`).
    fn key(&self, path: &[&str]) -> Option<usize> {
        let (key, _) = self.entry(path)?;
        Some(line_at(self.text, key.span().start))
    }

    /// The line of item `index` of the list at `path`.
    fn item(&self, path: &[&str], index: usize) -> Option<usize> {
        let (_, value) = self.entry(path)?;
        match value.get_ref() {
            DeValue::Array(items) => items
                .get(index)
                .map(|item| line_at(self.text, item.span().start)),
            _ => None,
        }
    }

    #[allow(clippy::type_complexity)]
    fn entry(
        &self,
        path: &[&str],
    ) -> Option<(&Spanned<std::borrow::Cow<'_, str>>, &Spanned<DeValue<'_>>)> {
        let mut table = self.doc.get_ref();
        let (last, parents) = path.split_last()?;
        for name in parents {
            let (_, value) = table.iter().find(|(k, _)| k.get_ref() == name)?;
            match value.get_ref() {
                DeValue::Table(t) => table = t,
                _ => return None,
            }
        }
        table.iter().find(|(k, _)| k.get_ref() == last)
    }
}

fn line_at(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

/// Checks a parsed document, the format version first: a newer file may
/// well have keys this version does not know.
fn read_document(table: &toml::Table, lines: &Lines) -> Result<SavedGame, LoadError> {
    let format = match table.get("format") {
        None => {
            return Err(LoadError::key(
                "missing key 'format' (is this a saved game of yote?)",
            ));
        }
        Some(toml::Value::Integer(n)) => *n,
        Some(other) => {
            return Err(LoadError::key(format!(
                "format must be a whole number (found {})",
                kind(other)
            ))
            .on_line(lines.key(&["format"])));
        }
    };
    if format > FORMAT {
        return Err(
            LoadError::new(Problem::NewerFormat { found: format }).on_line(lines.key(&["format"]))
        );
    }
    if format < 1 {
        return Err(
            LoadError::key(format!("format must be {FORMAT} (found {format})"))
                .on_line(lines.key(&["format"])),
        );
    }
    check_keys(
        table,
        &TOP_KEYS,
        &["format", "moves", "players", "rules"],
        &[],
        lines,
    )?;
    let players = read_players(sub_table(table, "players", lines)?, lines)?;
    let rules = read_rules(sub_table(table, "rules", lines)?, lines)?;
    let moves = read_moves(&table["moves"], lines)?;
    let claim = match table.get("result") {
        Some(_) => Some(read_claim(sub_table(table, "result", lines)?, lines)?),
        None => None,
    };
    let game = replay(&rules, &moves, claim).map_err(|e| match &e.problem {
        Problem::Move(r) => {
            let line = lines.item(&["moves"], r.number - 1);
            e.on_line(line)
        }
        Problem::Result(_) => e.on_line(lines.key(&["result"])),
        _ => e,
    })?;
    Ok(SavedGame {
        players,
        rules,
        moves,
        outcome: game.outcome(),
    })
}

/// Refuses unknown keys (naming the known ones) and missing required ones.
/// `parent` is the table's path, empty at the top.
fn check_keys(
    table: &toml::Table,
    known: &[&str],
    required: &[&str],
    parent: &[&str],
    lines: &Lines,
) -> Result<(), LoadError> {
    let prefix: String = parent.iter().map(|p| format!("{p}.")).collect();
    if let Some(unknown) = table.keys().find(|k| !known.contains(&k.as_str())) {
        let mut path = parent.to_vec();
        path.push(unknown);
        return Err(LoadError::key(format!(
            "unknown key '{prefix}{unknown}' (the keys{} are: {})",
            if parent.is_empty() {
                String::new()
            } else {
                format!(" of [{}]", parent.join("."))
            },
            known.join(", ")
        ))
        .on_line(lines.key(&path)));
    }
    if let Some(missing) = required.iter().find(|k| !table.contains_key(**k)) {
        let line = if parent.is_empty() {
            None
        } else {
            lines.key(parent)
        };
        return Err(LoadError::key(format!("missing key '{prefix}{missing}'")).on_line(line));
    }
    Ok(())
}

/// The table under top-level `key`, which must be one.
fn sub_table<'t>(
    table: &'t toml::Table,
    key: &str,
    lines: &Lines,
) -> Result<&'t toml::Table, LoadError> {
    match table.get(key) {
        Some(toml::Value::Table(t)) => Ok(t),
        Some(other) => Err(LoadError::key(format!(
            "{key} must be a table, [{key}] (found {})",
            kind(other)
        ))
        .on_line(lines.key(&[key]))),
        None => Err(LoadError::key(format!("missing key '{key}'"))),
    }
}

fn read_players(table: &toml::Table, lines: &Lines) -> Result<Players, LoadError> {
    let keys = ["white", "black"];
    check_keys(table, &keys, &keys, &["players"], lines)?;
    let name = |key: &str| match &table[key] {
        toml::Value::String(s) => Ok(s.clone()),
        other => Err(LoadError::key(format!(
            "players.{key} must be a name in quotes (found {})",
            kind(other)
        ))
        .on_line(lines.key(&["players", key]))),
    };
    Ok(Players {
        white: name("white")?,
        black: name("black")?,
    })
}

/// The `[rules]` table: every key is required (a saved game must not change
/// meaning when the standard rules change).
fn read_rules(table: &toml::Table, lines: &Lines) -> Result<Rules, LoadError> {
    // Key by key first, only to find the line of a bad value.
    let mut probe = Rules::default();
    for (key, value) in table {
        if let Err(e) = probe.set(key, value) {
            return Err(LoadError::new(Problem::Rules(e)).on_line(lines.key(&["rules", key])));
        }
    }
    Rules::try_from(table.clone()).map_err(|e| {
        // A check between keys names the key it blames.
        let line = e
            .key
            .and_then(|k| lines.key(&["rules", k]))
            .or_else(|| lines.key(&["rules"]));
        LoadError::new(Problem::Rules(e)).on_line(line)
    })
}

fn read_moves(value: &toml::Value, lines: &Lines) -> Result<Vec<String>, LoadError> {
    let toml::Value::Array(items) = value else {
        return Err(LoadError::key(format!(
            "moves must be a list of moves in notation, e.g. [\"@c3\", \"@d3\"] (found {})",
            kind(value)
        ))
        .on_line(lines.key(&["moves"])));
    };
    items
        .iter()
        .enumerate()
        .map(|(i, item)| match item {
            toml::Value::String(s) => Ok(s.clone()),
            other => Err(LoadError::key(format!(
                "move {}: a move must be in quotes, e.g. \"@c3\" (found {})",
                i + 1,
                kind(other)
            ))
            .on_line(lines.item(&["moves"], i))),
        })
        .collect()
}

fn read_claim(table: &toml::Table, lines: &Lines) -> Result<Claim, LoadError> {
    check_keys(
        table,
        &["winner", "by", "reason"],
        &["winner", "by"],
        &["result"],
        lines,
    )?;
    let text = |key: &str| match table.get(key) {
        Some(toml::Value::String(s)) => Ok(s.as_str()),
        Some(other) => Err(LoadError::key(format!(
            "result.{key} must be a word in quotes (found {})",
            kind(other)
        ))
        .on_line(lines.key(&["result", key]))),
        None => Ok(""),
    };
    let winner = match text("winner")? {
        "white" => GameResult::Win(Color::White),
        "black" => GameResult::Win(Color::Black),
        "draw" => GameResult::Draw,
        other => {
            return Err(LoadError::key(format!(
                "result.winner must be one of \"white\", \"black\", \"draw\" (found {other:?})"
            ))
            .on_line(lines.key(&["result", "winner"])));
        }
    };
    let by_text = text("by")?;
    let Some(by) = EndedBy::ALL.into_iter().find(|b| b.key() == by_text) else {
        return Err(LoadError::key(format!(
            "result.by must be one of \"rules\", \"agreement\", \"resignation\" (found {by_text:?})"
        ))
        .on_line(lines.key(&["result", "by"])));
    };
    text("reason")?; // for people only, but it must still be text
    Ok(Claim { winner, by })
}

/// Plays `moves` under `rules`, then checks the claimed result against the
/// replay and applies an agreed draw or a resignation.
fn replay(rules: &Rules, moves: &[String], claim: Option<Claim>) -> Result<Game, LoadError> {
    let mut game = Game::new(rules.clone());
    game.play_tokens(moves)
        .map_err(|e| LoadError::new(Problem::Move(e)))?;
    let disagree = |message: String| Err(LoadError::new(Problem::Result(message)));
    match (claim, game.outcome()) {
        (None, None) => {}
        (None, Some(o)) => {
            return disagree(format!(
                "the moves end the game ({}), but the file has no [result]",
                describe(o)
            ));
        }
        (Some(c), Some(o)) => {
            if c.by != EndedBy::Rules || c.winner != o.result {
                return disagree(format!(
                    "the file says {}, but the moves end with {}",
                    describe_claim(c),
                    describe(o)
                ));
            }
        }
        (Some(c), None) => match (c.by, c.winner) {
            (EndedBy::Rules, _) => {
                return disagree(format!(
                    "the file says {}, but after its moves the game goes on",
                    describe_claim(c)
                ));
            }
            (EndedBy::Agreement, GameResult::Draw) => game.end_by_agreement(Outcome {
                result: GameResult::Draw,
                reason: Reason::Agreed,
            }),
            (EndedBy::Agreement, GameResult::Win(_)) => {
                return disagree(
                    "a game ended by agreement is a draw: result.winner must be \"draw\""
                        .to_string(),
                );
            }
            (EndedBy::Resignation, GameResult::Win(winner)) => game.end_by_agreement(Outcome {
                result: GameResult::Win(winner),
                reason: Reason::Resigned { by: winner.other() },
            }),
            (EndedBy::Resignation, GameResult::Draw) => {
                return disagree(
                    "a resignation is not a draw: result.winner must be \"white\" or \"black\""
                        .to_string(),
                );
            }
        },
    }
    Ok(game)
}

/// "white wins (black has only 1 piece left)".
fn describe(outcome: Outcome) -> String {
    format!("{} ({})", result_words(outcome.result), outcome.reason)
}

fn describe_claim(claim: Claim) -> String {
    let how = match claim.by {
        EndedBy::Rules => "by the rules",
        EndedBy::Agreement => "by agreement",
        EndedBy::Resignation => "by resignation",
    };
    format!("{} {how}", result_words(claim.winner))
}

fn result_words(result: GameResult) -> String {
    match result {
        GameResult::Win(c) => format!("{c} wins"),
        GameResult::Draw => "a draw".to_string(),
    }
}

/// The kind of a TOML value, for messages.
fn kind(value: &toml::Value) -> String {
    match value {
        toml::Value::String(s) => format!("the text {s:?}"),
        toml::Value::Integer(n) => format!("the number {n}"),
        toml::Value::Float(x) => format!("the number {x}"),
        toml::Value::Boolean(b) => format!("{b}"),
        toml::Value::Datetime(d) => format!("the date {d}"),
        toml::Value::Array(_) => "a list".to_string(),
        toml::Value::Table(_) => "a table".to_string(),
    }
}

/// A string as a TOML value, quoted and escaped.
fn toml_string(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

/// The move list, [`MOVES_PER_LINE`] a line, each line numbered for people.
fn write_moves(out: &mut String, moves: &[String]) {
    if moves.is_empty() {
        out.push_str("moves = []\n");
        return;
    }
    out.push_str("moves = [\n");
    for (i, chunk) in moves.chunks(MOVES_PER_LINE).enumerate() {
        let first = i * MOVES_PER_LINE + 1;
        let last = first + chunk.len() - 1;
        let tokens: Vec<String> = chunk.iter().map(|m| toml_string(m)).collect();
        out.push_str(&format!("    {}, # {first}-{last}\n", tokens.join(", ")));
    }
    out.push_str("]\n");
}

/// A one-line description of the rules for people, e.g.
/// "5×6, 12 pieces each, Second piece from the hand, multi-jump".
pub fn rules_summary(rules: &Rules) -> String {
    let standard = Rules::default();
    let mut parts = vec![
        format!("{}×{}", rules.rows, rules.columns),
        format!("{} pieces each", rules.pieces_per_player),
        rules.second_piece.title().to_string(),
    ];
    if rules.first_player != standard.first_player {
        parts.push(format!("{} moves first", rules.first_player.title()));
    }
    let flags = [
        (rules.mandatory_capture, "mandatory capture"),
        (rules.multi_jump, "multi-jump"),
        (rules.bonus_move_after_capture, "bonus move after capture"),
        (rules.jump_own_pieces, "jumps over own pieces"),
    ];
    parts.extend(flags.iter().filter(|f| f.0).map(|f| f.1.to_string()));
    match rules.win_when_opponent_has_at_most {
        1 => {}
        0 => parts.push("capture all pieces to win".into()),
        n => parts.push(format!("win when the opponent has {n} or fewer")),
    }
    if rules.draw_when_both_have_at_most > 0 {
        parts.push(format!(
            "draw when both have {} or fewer",
            rules.draw_when_both_have_at_most
        ));
    }
    if rules.no_legal_move == NoLegalMove::MostPiecesWins {
        parts.push("no legal move: most pieces wins".into());
    }
    match rules.repetition_draw {
        3 => {}
        0 => parts.push("no repetition draw".into()),
        n => parts.push(format!("draw on {n}-fold repetition")),
    }
    parts.join(", ")
}

/// Whether [`write_atomic`] may replace an existing file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replace {
    /// Refuse with [`SaveError::Exists`] if the target exists.
    No,
    /// Replace the target (the user was asked, or it is the autosave).
    Yes,
}

/// Writes `bytes` to `target` so that at every instant `target` is either
/// the previous file, whole, or the new one, whole: write a temporary file
/// in the same directory, sync it, rename it over the target, sync the
/// directory.
pub fn write_atomic(target: &Path, bytes: &[u8], replace: Replace) -> Result<(), SaveError> {
    write_atomic_with(target, bytes, replace, &|from, to| fs::rename(from, to))
}

/// [`write_atomic`] with the rename step given: tests pass one that fails
/// to show the previous file survives. On failure the temporary file is
/// removed and the target is untouched.
pub fn write_atomic_with(
    target: &Path,
    bytes: &[u8],
    replace: Replace,
    rename: &dyn Fn(&Path, &Path) -> io::Result<()>,
) -> Result<(), SaveError> {
    if replace == Replace::No && fs::symlink_metadata(target).is_ok() {
        return Err(SaveError::Exists(target.to_path_buf()));
    }
    let dir = parent_dir(target);
    let tmp = temp_path(target);
    let result = write_synced(&tmp, bytes, target)
        .and_then(|()| commit(&tmp, target, replace, rename))
        .map_err(SaveError::io(target));
    if result.is_err() {
        // Best effort: the temporary file is ours and of no further use.
        let _ = fs::remove_file(&tmp);
        if let Err(SaveError::Io { error, .. }) = &result
            && error.kind() == io::ErrorKind::AlreadyExists
        {
            return Err(SaveError::Exists(target.to_path_buf()));
        }
        return result;
    }
    sync_dir(&dir);
    Ok(())
}

/// Writes and syncs the temporary file, with the target's permissions when
/// it replaces one.
fn write_synced(tmp: &Path, bytes: &[u8], target: &Path) -> io::Result<()> {
    let mut file = OpenOptions::new().write(true).create_new(true).open(tmp)?;
    if let Ok(meta) = fs::metadata(target) {
        let _ = file.set_permissions(meta.permissions());
    }
    file.write_all(bytes)?;
    file.sync_all()
}

/// Puts the finished temporary file in place of the target.
fn commit(
    tmp: &Path,
    target: &Path,
    replace: Replace,
    rename: &dyn Fn(&Path, &Path) -> io::Result<()>,
) -> io::Result<()> {
    if replace == Replace::Yes {
        return rename(tmp, target);
    }
    // A hard link never replaces a file, so a file that appeared since the
    // check above is not lost either.
    match fs::hard_link(tmp, target) {
        Ok(()) => fs::remove_file(tmp),
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(e),
        // A file system without hard links: check again, then rename.
        Err(_) if fs::symlink_metadata(target).is_ok() => {
            Err(io::Error::from(io::ErrorKind::AlreadyExists))
        }
        Err(_) => rename(tmp, target),
    }
}

fn parent_dir(target: &Path) -> PathBuf {
    match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// A fresh name next to `target`, hidden, unique to this process and call.
fn temp_path(target: &Path) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "game".to_string());
    parent_dir(target).join(format!(".{name}.{}.{n}.tmp", std::process::id()))
}

/// Temporary files of `target` older than this were left by a process that
/// died while writing (a live writer's is milliseconds old).
const STALE_TEMP: std::time::Duration = std::time::Duration::from_secs(600);

/// Removes temporary files of `target` left by killed processes. Best effort.
fn remove_stale_temps(dir: &Path, target: &Path) {
    let Some(name) = target.file_name().map(|n| n.to_string_lossy().into_owned()) else {
        return;
    };
    let prefix = format!(".{name}.");
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file_name = entry.file_name().to_string_lossy().into_owned();
        if !(file_name.starts_with(&prefix) && file_name.ends_with(".tmp")) {
            continue;
        }
        let stale = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age > STALE_TEMP);
        if stale {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Makes the rename itself durable. Best effort: some file systems refuse
/// to sync a directory, and the file is complete either way.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// A file name in `dir` for saving a new game that names no existing file:
/// `yote-game.toml`, else `yote-game-2.toml`, `yote-game-3.toml`, ...
pub fn suggest_save_path(dir: &Path) -> PathBuf {
    let first = dir.join("yote-game.toml");
    if fs::symlink_metadata(&first).is_err() {
        return first;
    }
    (2u32..)
        .map(|n| dir.join(format!("yote-game-{n}.toml")))
        .find(|p| fs::symlink_metadata(p).is_err())
        .unwrap_or(first)
}

/// The directory for the autosave: `$YOTE_DATA_DIR` if set, else the
/// platform's data directory for yote. `None` when neither is known.
pub fn data_dir() -> Option<PathBuf> {
    match std::env::var_os(DATA_DIR_ENV) {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => directories::ProjectDirs::from("", "", "yote").map(|p| p.data_dir().to_path_buf()),
    }
}

/// The game kept after every move, so that nothing is lost to a crash.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Autosave {
    path: PathBuf,
}

/// What the setup screen shows when it offers to resume the autosaved game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resume {
    pub players: Players,
    /// The rules in one line, see [`rules_summary`].
    pub rules_summary: String,
    /// Moves played.
    pub moves: usize,
    /// Whether the game is over (such a game is not offered).
    pub finished: bool,
    /// The game itself: [`SavedGame::to_game`] opens it.
    pub saved: SavedGame,
}

impl Autosave {
    /// The autosave in [`data_dir`].
    pub fn locate() -> Option<Autosave> {
        data_dir().map(Autosave::in_dir)
    }

    /// The autosave in `dir`.
    pub fn in_dir(dir: impl Into<PathBuf>) -> Autosave {
        Autosave {
            path: dir.into().join(AUTOSAVE_FILE),
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes `game` atomically, creating the directory if need be. Called
    /// after every move; a finished game is written too (with its result),
    /// so the end of a game is not lost, but it is not offered again.
    pub fn write(&self, game: &Game, players: &Players) -> Result<(), SaveError> {
        self.write_saved(&SavedGame::from_game(game, players))
    }

    /// Writes an already built record.
    pub fn write_saved(&self, saved: &SavedGame) -> Result<(), SaveError> {
        let dir = parent_dir(&self.path);
        fs::create_dir_all(&dir).map_err(SaveError::io(&self.path))?;
        write_atomic(&self.path, saved.to_toml_string().as_bytes(), Replace::Yes)?;
        remove_stale_temps(&dir, &self.path);
        Ok(())
    }

    /// The autosaved game, finished or not; `None` when there is none.
    pub fn read(&self) -> Result<Option<Resume>, LoadError> {
        if fs::symlink_metadata(&self.path).is_err() {
            return Ok(None);
        }
        let saved = load(&self.path)?;
        Ok(Some(Resume {
            players: saved.players.clone(),
            rules_summary: rules_summary(&saved.rules),
            moves: saved.moves.len(),
            finished: saved.is_finished(),
            saved,
        }))
    }

    /// The game to offer for resuming: the autosave, unless it is finished.
    pub fn offer(&self) -> Result<Option<Resume>, LoadError> {
        Ok(self.read()?.filter(|r| !r.finished))
    }

    /// Removes the autosave (a missing one is fine).
    pub fn clear(&self) -> Result<(), SaveError> {
        match fs::remove_file(&self.path) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(SaveError::io(&self.path)(e)),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::SecondPiece;

    fn resigned_game() -> Game {
        let mut game = Game::new(Rules::default());
        game.play_tokens(&["@c3", "@d3"]).expect("legal");
        game.end_by_agreement(Outcome {
            result: GameResult::Win(Color::Black),
            reason: Reason::Resigned { by: Color::White },
        });
        game
    }

    #[test]
    fn the_file_reads_like_the_module_docs() {
        let saved = SavedGame::from_game(&resigned_game(), &Players::new("Ama", "Kofi"));
        let expected = format!(
            r#"# A game of Yoté, saved by yote {}. Open it with: yote --load FILE
format = 1
moves = [
    "@c3", "@d3", # 1-2
]

[players]
white = "Ama"
black = "Kofi"

[result]
winner = "black" # "white", "black" or "draw"
by = "resignation" # "rules", "agreement" or "resignation"
reason = "white resigned"

[rules]
rows = 5
columns = 6
pieces_per_player = 12
first_player = "white"
second_piece = "board"
mandatory_capture = false
multi_jump = false
bonus_move_after_capture = false
jump_own_pieces = false
win_when_opponent_has_at_most = 1
draw_when_both_have_at_most = 0
no_legal_move = "loses"
repetition_draw = 3
"#,
            env!("CARGO_PKG_VERSION")
        );
        assert_eq!(saved.to_toml_string(), expected);
    }

    #[test]
    fn long_move_lists_are_numbered_by_line() {
        let moves: Vec<String> = (0..23).map(|i| format!("m{i}")).collect();
        let mut out = String::new();
        write_moves(&mut out, &moves);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 5);
        assert!(lines[1].ends_with("\"m9\", # 1-10"), "{out}");
        assert!(
            lines[3].starts_with("    \"m20\", \"m21\", \"m22\", # 21-23"),
            "{out}"
        );
        let parsed: toml::Table = out.parse().expect("valid TOML");
        assert_eq!(parsed["moves"].as_array().map(Vec::len), Some(23));
    }

    #[test]
    fn names_with_quotes_and_newlines_survive() {
        let players = Players::new("A \"quoted\" name", "line\nbreak\t\u{0}");
        let saved = SavedGame::from_game(&Game::new(Rules::default()), &players);
        let back = SavedGame::parse(&saved.to_toml_string()).expect("loads");
        assert_eq!(back.players, players);
    }

    #[test]
    fn summaries_name_what_differs() {
        assert_eq!(
            rules_summary(&Rules::default()),
            "5×6, 12 pieces each, Standard"
        );
        let rules = Rules {
            rows: 4,
            pieces_per_player: 6,
            first_player: Color::Black,
            second_piece: SecondPiece::HandIfBoardEmpty,
            mandatory_capture: true,
            win_when_opponent_has_at_most: 0,
            draw_when_both_have_at_most: 2,
            no_legal_move: NoLegalMove::MostPiecesWins,
            repetition_draw: 0,
            ..Rules::default()
        };
        assert_eq!(
            rules_summary(&rules),
            "4×6, 6 pieces each, Boxed edition, Black moves first, mandatory capture, \
             capture all pieces to win, draw when both have 2 or fewer, \
             no legal move: most pieces wins, no repetition draw"
        );
    }

    #[test]
    fn error_places_read_naturally() {
        let e = LoadError {
            file: Some("g.toml".into()),
            line: Some(3),
            problem: Problem::NewerFormat { found: 2 },
        };
        assert_eq!(
            e.to_string(),
            "g.toml, line 3: made by a newer yote: format 2, this one reads format 1"
        );
        let e = SavedGame::parse("format = 1\nmoves = [\n").expect_err("not TOML");
        assert_eq!(e.file, None);
        assert!(e.to_string().starts_with("line "), "{e}");
    }
}
