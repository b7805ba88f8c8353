//! Saved games (docs/rules.md §7): the TOML format, loading that names every
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
//! black_computer = "hard" # optional: the computer plays Black at this level,
//! # or "engine": the external engine the preferences name plays it
//!
//! [result]
//! winner = "black" # "white", "black" or "draw"
//! by = "resignation" # "rules", "agreement" or "resignation"
//! reason = "resigned" # why, as a key: "out_of_pieces", "repetition", ...
//!
//! [rules]
//! rows = 5
//! # ... every key of rules.toml
//! ```

use crate::rules_file::RulesToml;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::clock::TimeControl;

use crate::toml_doc::Doc;

use yote_ai::Level;
use yote_engine::notation::ReplayError;
use yote_engine::rules::RuleValue;
use yote_engine::{Color, Game, GameResult, MAX_PLIES, Outcome, Reason, Rules, RulesError};

mod atomic;
mod autosave;
mod format;
mod listing;
mod read;
mod review;

use crate::names::Title;
use atomic::parent_dir;
pub use atomic::{
    RenameStep, Replace, create_folder, suggest_save_path, through_links, write_atomic,
    write_atomic_with,
};
pub use autosave::{
    ARCHIVE_DIR, Autosave, AutosaveLock, DeleteError, Fingerprint, FinishedKept, GAMES_DIR,
    KEPT_STEM, Policy, Resume, SLOTS, Slot, Stamp, UNREADABLE_STEM, archive, data_dir, keep_aside,
};
pub use format::{MAX_TOKEN_CHARS, bounded_token, load};
use format::{read_document, replay, toml_string, write_moves};
pub use listing::{
    Found, Kind, Listed, Summary, delete_archived, delete_game, find_games, is_capture, list_games,
    summarize,
};
pub use read::{FileKind, ReadError, read_bounded, utf8_text};
/// The format this version writes, and the newest it reads.
pub const FORMAT: i64 = 1;

/// Saved games larger than this are refused without being read whole.
pub const MAX_FILE_SIZE: u64 = 1 << 20;

/// The longest player's name a saved game may hold, in characters (the
/// setup screen allows fewer), so that every file the game writes stays
/// within [`MAX_FILE_SIZE`].
pub const MAX_NAME_CHARS: usize = 100;

/// An upper bound on the size of any file [`SavedGame::to_toml_string`]
/// writes for a game the engine allows. Per move, at most 11 bytes: a token
/// of a drop, a step or a single jump has at most 5 characters, plus 2
/// quotes and `, ` (9), plus the line's indent and `# 89991-90000` comment
/// shared by 10 moves (under 2). Every further jump of a chain and every
/// second removal removes a piece, at most 64 in a game, 3 bytes each. Two
/// names of at most 100 characters, each written at most as 6 bytes
/// (`\u0000`), and the rest (comment, format, result, the clocks without
/// each move's time, rules) under 2 KiB; each move's time is left out of a
/// file it would make too large.
pub const LARGEST_FILE: u64 = MAX_PLIES as u64 * 11 + 64 * 3 + 2 * 6 * MAX_NAME_CHARS as u64 + 2048;

// What the game writes it can read back: checked when compiling.
const _: () = assert!(LARGEST_FILE <= MAX_FILE_SIZE);

/// How every file [`SavedGame::to_toml_string`] writes begins.
const SAVED_GAME_HEADER: &str = "# A game of Yoté";

/// Environment variable naming the data directory instead of the platform's
/// (tests and CI set it so they never touch the real home directory).
pub const DATA_DIR_ENV: &str = "YOTE_DATA_DIR";

/// The autosave's file name inside the data directory.
pub const AUTOSAVE_FILE: &str = "autosave.toml";

/// The top-level keys of a saved game.
const TOP_KEYS: [&str; 7] = [
    "format", "moves", "players", "result", "clock", "review", "rules",
];

/// The optional keys of `[players]` naming who plays a side no person
/// plays ([`Machine::name`]), White's first.
const COMPUTER_KEYS: [&str; 2] = ["white_computer", "black_computer"];

/// Moves per line in a written file.
const MOVES_PER_LINE: usize = 10;

/// The word `[players]` (and the preferences' `white_player`) write for
/// the external engine.
pub const ENGINE_WORD: &str = "engine";

/// Who plays a side that no person plays: the computer at a level, or the
/// external engine the preferences' `engine` names. A saved game names
/// which (`white_computer = "hard"` or `"engine"`), never the engine's
/// command: a file someone sent must not choose a program to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Machine {
    Level(Level),
    Engine,
}

impl Machine {
    /// Who may play a side, a person (`None`) first, then the levels, then
    /// the engine: the setup screen's cycle, in this order.
    pub const SEATS: [Option<Machine>; 5] = [
        None,
        Some(Machine::Level(Level::Easy)),
        Some(Machine::Level(Level::Medium)),
        Some(Machine::Level(Level::Hard)),
        Some(Machine::Engine),
    ];

    /// The computer's level, if it is the computer.
    pub fn level(self) -> Option<Level> {
        match self {
            Machine::Level(level) => Some(level),
            Machine::Engine => None,
        }
    }

    /// The word the files write: a level's name, or [`ENGINE_WORD`].
    pub fn name(self) -> &'static str {
        match self {
            Machine::Level(level) => level.name(),
            Machine::Engine => ENGINE_WORD,
        }
    }

    /// Reads a word as [`Machine::name`] writes it (any case).
    pub fn parse(word: &str) -> Option<Machine> {
        if word.trim().eq_ignore_ascii_case(ENGINE_WORD) {
            return Some(Machine::Engine);
        }
        Level::parse(word).map(Machine::Level)
    }
}

/// The two players' names, and which of them the computer plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Players {
    pub white: String,
    pub black: String,
    /// Who plays each side no person plays, White's first
    /// (`white_computer = "hard"`, `"engine"`); `None` for a person.
    pub computer: [Option<Machine>; 2],
}

impl Players {
    pub fn new(white: impl Into<String>, black: impl Into<String>) -> Players {
        Players {
            white: white.into(),
            black: black.into(),
            computer: [None, None],
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
    /// The review of its moves the file keeps (`[review]`), if any.
    pub review: Option<yote_ai::review::Review>,
    /// The game's clocks (`[clock]`), if it was played on a clock.
    pub clock: Option<ClockRecord>,
    /// The `[clock]` table the file held but that could not be read: the
    /// game loads untimed, and this says why (once, where it is opened).
    pub clock_dropped: Option<ClockDropped>,
}

/// A timed game's clocks as a file keeps them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockRecord {
    pub control: TimeControl,
    /// Each side's time left when the file was written, White's first.
    pub left: [Duration; 2],
    /// The time each move took, in order: one per move, or none when the
    /// file left them out (a game too long to hold them within
    /// [`MAX_FILE_SIZE`]).
    pub spent: Vec<Duration>,
}

impl ClockRecord {
    /// `clocks` as they stand at `now`.
    pub fn at(clocks: &crate::clock::Clocks, now: std::time::Instant) -> ClockRecord {
        ClockRecord {
            control: *clocks.control(),
            left: clocks.both_left(now),
            spent: clocks.spent().to_vec(),
        }
    }
}

/// Why a `[clock]` table was set aside: the key at fault and its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockDropped {
    /// `clock.white_left_ms`, or `[clock]` for the table as a whole.
    pub key: String,
    pub line: Option<usize>,
}

/// How a game ended, as the `by` key of `[result]` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndedBy {
    Rules,
    Agreement,
    Resignation,
    /// A flag fell: the player to move ran out of time.
    Time,
}

impl EndedBy {
    const ALL: [EndedBy; 4] = [
        EndedBy::Rules,
        EndedBy::Agreement,
        EndedBy::Resignation,
        EndedBy::Time,
    ];

    fn of(reason: Reason) -> EndedBy {
        match reason {
            Reason::Agreed => EndedBy::Agreement,
            Reason::Resigned { .. } => EndedBy::Resignation,
            Reason::OutOfTime { .. } | Reason::OutOfTimeNoWin { .. } => EndedBy::Time,
            _ => EndedBy::Rules,
        }
    }

    /// The word the file uses: `rules`, `agreement`, `resignation`, `time`.
    pub fn key(self) -> &'static str {
        match self {
            EndedBy::Rules => "rules",
            EndedBy::Agreement => "agreement",
            EndedBy::Resignation => "resignation",
            EndedBy::Time => "time",
        }
    }
}

/// The `[result]` table as a file states it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claim {
    pub winner: GameResult,
    pub by: EndedBy,
    /// The `reason` key ([`Reason::key`]), when the file holds one rather
    /// than the English sentence files held before.
    pub reason: Option<&'static str>,
}

/// What is wrong with a saved game: data only. The words are made where
/// they are shown (`Display` in `words`), in the current language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The file could not be read: missing, not a regular file, or over
    /// [`MAX_FILE_SIZE`].
    Read(ReadError),
    /// The bytes are not UTF-8 text (the line says where).
    NotText,
    /// The text is not TOML (the TOML reader's own message).
    NotToml(String),
    /// The file was written by a newer version of yote.
    NewerFormat { found: i64 },
    /// A key is unknown, missing, or holds the wrong kind of value.
    Key(KeyProblem),
    /// The `[rules]` table fails the rules' checks.
    Rules(RulesError),
    /// A move cannot be played: why, and its place in the move list (the
    /// game counts moves in pairs: "move 1501, White", `ReplayError::at`).
    Move(Box<ReplayError>),
    /// The `[result]` table disagrees with the moves.
    Result(Disagreement),
}

/// A key of a saved game that is unknown, missing, or holds the wrong
/// kind of value. Keys are named as the file writes them (`players.white`);
/// `found` is the value found there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyProblem {
    /// `format` is not a whole number.
    FormatNotWhole { found: RuleValue },
    /// `format` is below 1, or past 64 bits: as written.
    FormatTooOld { found: String },
    /// A key the table does not have; `table` is `None` at the top level.
    Unknown {
        key: String,
        table: Option<String>,
        known: Vec<String>,
    },
    /// A key that must be there is not.
    Missing { key: String },
    /// A key that must hold a table (`[players]`) holds something else.
    NotATable { key: String, found: RuleValue },
    /// A player's name longer than [`MAX_NAME_CHARS`].
    NameTooLong { key: String },
    /// A player's name that is not text.
    NotAName { key: String, found: RuleValue },
    /// `players.white_computer`/`black_computer` names no level, nor the engine.
    NotAComputer { key: String, found: RuleValue },
    /// `moves` is not a list.
    NotAMoveList { found: RuleValue },
    /// A move (counted from 1) that is not text.
    MoveNotText { number: usize, found: RuleValue },
    /// A key of `[result]` that is not a word.
    NotAWord { key: String, found: RuleValue },
    /// `result.winner` is none of white, black, draw.
    NotAWinner { found: String },
    /// `result.by` is none of rules, agreement, resignation.
    NotAnEnding { found: String },
}

/// How a saved game's `[result]` (or a record's outcome) disagrees with
/// what replaying its moves gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Disagreement {
    /// The moves end the game, but the file has no `[result]`.
    NoResult { ended: Outcome },
    /// The file claims one end, the moves give another.
    Claimed { claim: Claim, ended: Outcome },
    /// The file claims an end by the rules, but the game goes on.
    GoesOn { claim: Claim },
    /// Ended by agreement, but not a draw.
    AgreementNotDraw,
    /// Ended by resignation, but a draw.
    ResignationDraw,
    /// The file's `reason` is not why the moves end the game.
    Reason { said: &'static str, ended: Outcome },
    /// A record's outcome is not the one its moves give.
    Record { record: Outcome, ended: Outcome },
}

/// A saved game that was refused: the problem, and where. Its text (see
/// `words`) is the whole message, e.g.
/// `game.toml, line 3: move 7 'c3xc5': c4 holds no enemy piece`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    /// The file, as given by the user.
    pub file: Option<String>,
    /// The line the problem is on, where one is.
    pub line: Option<usize>,
    pub problem: Problem,
}

impl LoadError {
    fn new(problem: Problem) -> LoadError {
        LoadError {
            file: None,
            line: None,
            problem,
        }
    }

    fn key(problem: KeyProblem) -> LoadError {
        LoadError::new(Problem::Key(problem))
    }

    fn disagree(why: Disagreement) -> LoadError {
        LoadError::new(Problem::Result(why))
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

/// A file (a game, the preferences, a diagram) that could not be written.
/// Data; the words are `words`'s.
#[derive(Debug)]
pub enum SaveError {
    /// [`SavedGame::save_new`] found a file there; ask before overwriting.
    Exists(PathBuf),
    /// The target is a folder, a device, a pipe or a socket: never replaced.
    NotAFile { path: PathBuf, what: FileKind },
    /// A file is where a folder of the path should be (a data folder, an
    /// archive, a preferences folder that is a regular file): its path.
    NotAFolder(PathBuf),
    /// The operating system refused.
    Io { path: PathBuf, error: io::Error },
}

impl std::error::Error for SaveError {}

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
            moves: game.moves().map(std::string::ToString::to_string).collect(),
            outcome: game.outcome(),
            review: None,
            clock: None,
            clock_dropped: None,
        }
    }

    /// Replays the moves under the rules; the game ends as the record says.
    pub fn to_game(&self) -> Result<Game, LoadError> {
        let claim = self.outcome.map(|o| Claim {
            winner: o.result,
            by: EndedBy::of(o.reason),
            reason: Some(o.reason.key()),
        });
        let game = replay(&self.rules, &self.moves, claim)?;
        match (self.outcome, game.outcome()) {
            (Some(record), Some(ended)) if record != ended => {
                Err(LoadError::disagree(Disagreement::Record { record, ended }))
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

    /// How many moves the game has, counted as the move list counts them
    /// (pairs, [`yote_engine::game::number_moves`]), from the tokens as written,
    /// without replaying them: the open list's and the resume box's "13 moves".
    pub fn moves_played(&self) -> usize {
        yote_engine::game::moves_in(&self.rules, self.moves.iter().map(|m| is_capture(m)))
    }

    /// Whether the game is over.
    pub fn is_finished(&self) -> bool {
        self.outcome.is_some()
    }

    /// The file's text: human-readable TOML that [`SavedGame::parse`] reads
    /// back. A review that would make it larger than [`MAX_FILE_SIZE`] is
    /// left out, so that the file always loads again.
    pub fn to_toml_string(&self) -> String {
        // The review first, then each move's time, until the file fits.
        [(true, true), (false, true)]
            .into_iter()
            .map(|(review, spent)| self.text(review, spent))
            .find(|text| text.len() as u64 <= MAX_FILE_SIZE)
            .unwrap_or_else(|| self.text(false, false))
    }

    /// Whether the file's text keeps the review (see [`SavedGame::to_toml_string`]).
    pub fn keeps_review(&self) -> bool {
        self.review.is_some() && self.text(true, true).len() as u64 <= MAX_FILE_SIZE
    }

    /// The file's text, with the review if there is one and `with_review`,
    /// and each move's time if the game is timed and `with_spent`.
    fn text(&self, with_review: bool, with_spent: bool) -> String {
        let mut out = format!(
            "{SAVED_GAME_HEADER}, saved by yote {}. Open it with: yote --load FILE\n",
            env!("CARGO_PKG_VERSION")
        );
        out.push_str(&format!("format = {FORMAT}\n"));
        write_moves(&mut out, &self.moves);
        out.push_str("\n[players]\n");
        out.push_str(&format!("white = {}\n", toml_string(&self.players.white)));
        out.push_str(&format!("black = {}\n", toml_string(&self.players.black)));
        for (key, machine) in COMPUTER_KEYS.iter().zip(self.players.computer) {
            let Some(machine) = machine else {
                continue;
            };
            let comment = match machine {
                Machine::Level(_) => "played by the computer",
                // Its command stays in the preferences of whoever opens it.
                Machine::Engine => "played by the engine the preferences name",
            };
            out.push_str(&format!("{key} = \"{}\" # {comment}\n", machine.name()));
        }
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
            // A key, in no language; files before it held an English
            // sentence, which still loads (`read_claim`).
            out.push_str(&format!("reason = \"{}\"\n", outcome.reason.key()));
        }
        if let Some(clock) = &self.clock {
            format::write_clock(&mut out, clock, with_spent);
        }
        if let Some(r) = self.review.as_ref().filter(|_| with_review) {
            review::write_review(&mut out, r);
        }
        out.push_str("\n[rules]\n");
        out.push_str(&self.rules.to_toml());
        out
    }

    /// Reads a saved game's text, replays it, and checks its result.
    pub fn parse(text: &str) -> Result<SavedGame, LoadError> {
        // Parsed once: every check below walks this document.
        let doc = Doc::parse(text)
            .map_err(|e| LoadError::new(Problem::NotToml(e.message)).on_line(e.line))?;
        read_document(&doc)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::rules_summary;
    use yote_engine::{NoLegalMove, SecondPiece};

    fn resigned_game() -> Game {
        let mut game = Game::default();
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
reason = "resigned"

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
        let saved = SavedGame::from_game(&Game::default(), &players);
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
    fn summaries_speak_the_language_with_its_plurals() {
        use crate::i18n::{Lang, set_language};
        let rules = Rules {
            pieces_per_player: 3,
            first_player: Color::Black,
            second_piece: SecondPiece::BoardOrHand,
            multi_jump: true,
            draw_when_both_have_at_most: 2,
            repetition_draw: 4,
            ..Rules::default()
        };
        set_language(Lang::Cs);
        assert_eq!(
            rules_summary(&rules),
            "5×6, 3 kameny na hráče, Druhý kámen z ruky, začíná Černý, vícenásobný skok, \
             remíza, když oběma zbývá nejvýš 2 kameny, remíza, když se pozice zopakuje 4krát"
        );
        assert_eq!(
            rules_summary(&Rules::default()),
            "5×6, 12 kamenů na hráče, Standardní"
        );
        set_language(Lang::Es);
        assert_eq!(
            rules_summary(&rules),
            "5×6, 3 piezas por jugador, Segunda pieza de la mano, salen Negras, salto múltiple, \
             tablas cuando ambos tienen 2 piezas o menos, tablas si la posición se repite 4 veces"
        );
        set_language(Lang::En);
        assert!(
            rules_summary(&rules)
                .starts_with("5×6, 3 pieces each, Second piece from the hand, Black moves first")
        );
    }

    #[test]
    fn error_places_read_naturally() {
        crate::i18n::set_language(crate::i18n::Lang::En);
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
