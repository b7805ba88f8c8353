//! The preferences file (`preferences.toml` in the platform's config folder):
//! theme, board characters, key bindings, the players' names and the rules
//! last used, a default rules file. Read leniently (a bad file is reported by
//! line and key, and the defaults are used), written atomically.
//!
//! ```toml
//! theme = "dark"            # auto, dark, light, high-contrast, basic, monochrome
//! glyphs = "auto"           # auto (from the locale), unicode, ascii
//! rules_file = "~/yote/house-rules.toml"
//!
//! [players]                 # the names last played with
//! white = "Ama"
//! black = "Kofi"
//!
//! [rules]                   # the rules last played with (any key of rules.toml)
//! second_piece = "board-or-hand"
//!
//! [keys.game]               # rebound keys, several separated by spaces
//! undo = "z"
//! ```
//!
//! `level = "medium"` is the computer's level (easy, medium, hard);
//! `white_player = "human"` and `black_player = "hard"` say who plays each
//! side, as last chosen on the setup screen (human, easy, medium, hard);
//! (or `engine`, the external engine `engine = "CMD"` names: the program
//! and its arguments, split on whitespace, as `yote match`'s `engine:CMD`;
//! `engine_time = 1000` its milliseconds per move);
//! `show_threats = false` hides the threat marks (on by default);
//! `clock = "5+3"` the time control a new game is set to (none when
//! absent), as `--clock` takes it; `low_time_bell = false` keeps the bell
//! quiet when a player's time runs low (it rings once by default);
//! `lang = "cs"` the language (en, es, cs), over the locale's and under
//! `--lang`.

pub mod keys;
mod problem;
mod rebind;
mod shape;
mod write;

use crate::rules_file::RulesToml;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Serialize};
use toml::Spanned;

use crate::i18n::Lang;
use crate::names;
use crate::record::{self, Players};
use crate::toml_doc::Doc;
use yote_ai::Level;
use yote_engine::{Color, Rules, RulesError};

pub use crate::record::{ENGINE_WORD, Machine};
pub use keys::{Action, BindingFault, Bindings, Context, Key};
pub use problem::{Fallback, Problem, RulesFileFault, What};
pub use shape::typed_whole;
pub use write::{Edits, WriteError, Written, write_edits};

/// Environment variable naming the config folder instead of the platform's
/// (tests set it so that they never touch the real home folder).
pub const CONFIG_DIR_ENV: &str = "YOTE_CONFIG_DIR";

/// The file's name inside the config folder.
pub const PREFS_FILE: &str = "preferences.toml";

/// The most problems reported one by one; the rest are counted
/// ("+N more"), so that a file of 77 777 mistakes is not 77 777 lines.
pub const MAX_PROBLEMS: usize = 100;

/// Files larger than this are refused unread.
const MAX_PREFS_FILE: u64 = 1 << 20;

/// The config folder: `$YOTE_CONFIG_DIR` if set, else the platform's config
/// folder for yote (`~/.config/yote` on Linux). `None` when neither is known.
pub fn config_dir() -> Option<PathBuf> {
    match std::env::var_os(CONFIG_DIR_ENV) {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => directories::ProjectDirs::from("", "", "yote").map(|p| p.config_dir().to_path_buf()),
    }
}

/// The colours the game is drawn in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThemeName {
    /// Chosen from the terminal: monochrome under `NO_COLOR`, dark when
    /// `COLORTERM` announces true colour or `TERM` 256 colours, else the
    /// 16-colour one.
    #[default]
    Auto,
    Dark,
    Light,
    HighContrast,
    /// The 16 basic terminal colours only.
    Basic,
    /// No colour: glyphs and marks tell everything apart.
    Monochrome,
}

impl ThemeName {
    /// The themes that draw: every one but `Auto`, which picks one of them.
    pub fn drawn() -> impl Iterator<Item = ThemeName> {
        Self::ALL.into_iter().filter(|t| *t != ThemeName::Auto)
    }

    pub const ALL: [ThemeName; 6] = [
        ThemeName::Auto,
        ThemeName::Dark,
        ThemeName::Light,
        ThemeName::HighContrast,
        ThemeName::Basic,
        ThemeName::Monochrome,
    ];

    /// The word the file uses.
    pub fn key(self) -> &'static str {
        match self {
            ThemeName::Auto => "auto",
            ThemeName::Dark => "dark",
            ThemeName::Light => "light",
            ThemeName::HighContrast => "high-contrast",
            ThemeName::Basic => "basic",
            ThemeName::Monochrome => "monochrome",
        }
    }

    /// The theme to draw with, given the environment's `NO_COLOR` and
    /// whether the terminal shows more than the 16 colours (`COLORTERM`
    /// announces true colour, or `TERM` 256 colours): monochrome under
    /// `NO_COLOR` whatever the name (the terminal library drops colours
    /// then anyway); `Auto` is dark with more colours, else the 16-colour
    /// one; any other name is itself.
    pub fn resolve(self, no_color: Option<&str>, many_colours: bool) -> ThemeName {
        if no_color.is_some_and(|v| !v.is_empty()) {
            return ThemeName::Monochrome;
        }
        match self {
            ThemeName::Auto if many_colours => ThemeName::Dark,
            ThemeName::Auto => ThemeName::Basic,
            name => name,
        }
    }
}

/// Which characters draw the board and its frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Glyphs {
    /// Unicode when the locale says UTF-8, else ASCII.
    #[default]
    Auto,
    Unicode,
    Ascii,
}

impl Glyphs {
    pub const ALL: [Glyphs; 3] = [Glyphs::Auto, Glyphs::Unicode, Glyphs::Ascii];

    /// The word the file uses.
    pub fn key(self) -> &'static str {
        match self {
            Glyphs::Auto => "auto",
            Glyphs::Unicode => "unicode",
            Glyphs::Ascii => "ascii",
        }
    }

    /// Whether to draw in ASCII only: `Auto` reads the locale variables
    /// (`LC_ALL`, then `LC_CTYPE`, then `LANG`, the first one set).
    pub fn ascii(self, locale: &dyn Fn(&str) -> Option<String>) -> bool {
        match self {
            Glyphs::Unicode => false,
            Glyphs::Ascii => true,
            Glyphs::Auto => {
                let value = ["LC_ALL", "LC_CTYPE", "LANG"]
                    .iter()
                    .find_map(|name| locale(name).filter(|v| !v.is_empty()));
                // No locale at all is taken as a modern terminal; "C" or
                // "POSIX" or a non-UTF-8 charset means ASCII.
                value.is_some_and(|v| {
                    let v = v.to_ascii_lowercase();
                    !(v.contains("utf-8") || v.contains("utf8"))
                })
            }
        }
    }
}

/// The players' names as the file holds them: only names players typed,
/// never a colour's name (which is each language's own, see
/// [`Names::typed`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Names {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white: Option<Spanned<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black: Option<Spanned<String>>,
}

impl Names {
    /// The names worth remembering of `white` and `black`: a name that is
    /// its colour's in any language ("Bílý" typed by no one, but given by a
    /// Czech locale) is left out, so that a later launch in another
    /// language names that player in its own words. `None` when neither is
    /// left.
    pub fn typed(white: &str, black: &str) -> Option<Names> {
        let keep = |side: Color, name: &str| {
            (!names::is_color_name(side, name)).then(|| Spanned::new(0..0, name.to_string()))
        };
        let names = Names {
            white: keep(Color::White, white),
            black: keep(Color::Black, black),
        };
        (names.white.is_some() || names.black.is_some()).then_some(names)
    }

    /// Each side's name, `None` for a side the file names by its colour.
    fn sides(&self) -> [(Color, Option<&Spanned<String>>); 2] {
        [
            (Color::White, self.white.as_ref()),
            (Color::Black, self.black.as_ref()),
        ]
    }
}

/// The preferences, as read from the file (every key optional).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Prefs {
    pub theme: ThemeName,
    pub glyphs: Glyphs,
    /// The rules file a game starts from when the command line names none
    /// and no rules were remembered.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules_file: Option<Spanned<PathBuf>>,
    /// The names last played with.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub players: Option<Names>,
    /// The rules last played with: keys of `rules.toml`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<BTreeMap<String, Spanned<toml::Value>>>,
    /// The computer's level: easy, medium or hard.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub level: Option<Spanned<String>>,
    /// Who plays White, as last chosen on the setup screen: a person
    /// (`human`) or the computer at a level ([`PLAYER_WORDS`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub white_player: Option<Spanned<String>>,
    /// Who plays Black (as `white_player`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub black_player: Option<Spanned<String>>,
    /// The external engine's command line (the program, then its
    /// arguments, split on whitespace), for a side played by `engine`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub engine: Option<Spanned<String>>,
    /// The external engine's time per move, in milliseconds
    /// ([`DEFAULT_ENGINE_TIME`] when absent).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub engine_time: Option<Spanned<u64>>,
    /// Whether the board marks the threats (on when absent).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub show_threats: Option<bool>,
    /// The time control a new game is set to, as `--clock` takes it
    /// (`5+3`); untimed when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock: Option<Spanned<String>>,
    /// Whether the terminal's bell rings once when a player's time runs
    /// low (on when absent).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub low_time_bell: Option<bool>,
    /// The language chosen on the setup screen: en, es or cs. Absent, the
    /// locale decides.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lang: Option<Spanned<String>>,
    /// Rebound keys: context, then action, then the keys (space-separated).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub keys: BTreeMap<String, BTreeMap<String, Spanned<String>>>,
}

/// The preferences found on starting, and what was wrong with the file.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Loaded {
    pub prefs: Prefs,
    /// The key bindings: the defaults with the file's rebindings.
    pub bindings: Bindings,
    /// What was wrong (file, line, key, value), as data: said in the
    /// language of the moment (see `words`); empty when the file is fine
    /// or absent.
    pub problems: Vec<Problem>,
    /// The file could not be read as a whole (so it is not written over
    /// without the player asking: it may hold work to fix).
    pub unreadable: bool,
    /// The file's folder, which a relative `rules_file` is in.
    pub dir: PathBuf,
}

impl Prefs {
    /// The players' names, if remembered, in the current language: a side
    /// with no name remembered, or with a colour's name in any language
    /// (files written before colours' names were left out hold them), is
    /// named by its colour ("White", "Blancas", "Bílý").
    pub fn players(&self) -> Option<Players> {
        let names = self.players.as_ref()?;
        let [white, black] = names.sides().map(|(side, name)| match name {
            Some(name) => names::player_name(side, name.get_ref()),
            None => names::color(side),
        });
        Some(Players::new(white, black))
    }

    /// The computer's level, if one is set.
    pub fn level(&self) -> Option<Level> {
        self.level.as_ref().and_then(|l| Level::parse(l.get_ref()))
    }

    /// Who plays `side`, if the file says: `Some(None)` a person,
    /// `Some(Some(machine))` the computer at a level or the engine.
    pub fn player(&self, side: Color) -> Option<Option<Machine>> {
        let word = match side {
            Color::White => self.white_player.as_ref(),
            Color::Black => self.black_player.as_ref(),
        }?;
        parse_player(word.get_ref())
    }

    /// The external engine, if a command is set: its words and its time.
    pub fn engine(&self) -> Option<EngineCommand> {
        let words: Vec<String> = self
            .engine
            .as_ref()?
            .get_ref()
            .split_whitespace()
            .map(String::from)
            .collect();
        let ms = self
            .engine_time
            .as_ref()
            .map_or(DEFAULT_ENGINE_TIME, |t| *t.get_ref());
        (!words.is_empty()).then(|| EngineCommand {
            words,
            time: Duration::from_millis(ms),
        })
    }

    /// The time control a new game is set to, if one is.
    pub fn clock(&self) -> Option<crate::clock::TimeControl> {
        let text = self.clock.as_ref()?;
        crate::clock::TimeControl::parse(text.get_ref()).ok()
    }

    /// Whether the low-time bell rings (on when absent).
    pub fn low_time_bell(&self) -> bool {
        self.low_time_bell != Some(false)
    }

    /// The language, if one is set.
    pub fn lang(&self) -> Option<Lang> {
        self.lang
            .as_ref()
            .and_then(|l| Lang::from_code(l.get_ref()))
    }

    /// Remembers the names, rules and language of a game that starts;
    /// `lang` is `None` when the game speaks the locale's language, so that
    /// the file follows the locale until a player chooses another.
    pub fn remember(&mut self, players: &Players, rules: &Rules, lang: Option<Lang>) {
        self.lang = lang.map(|l| Spanned::new(0..0, l.code().to_string()));
        self.players = Names::typed(&players.white, &players.black);
        let table = rules.to_table();
        let standard = Rules::default().to_table();
        // Only what differs from the standard, so the file stays short.
        let differs = table
            .into_iter()
            .filter(|(k, v)| standard.get(k) != Some(v))
            .map(|(k, v)| (k, Spanned::new(0..0, v)))
            .collect();
        self.rules = Some(differs);
    }

    /// The default rules file, as a path: relative to `config` (the config
    /// folder), `~/` for the home folder.
    pub fn rules_file_path(&self, config: &Path) -> Option<PathBuf> {
        let path = self.rules_file.as_ref()?.get_ref();
        let home = std::env::var_os("HOME").map(PathBuf::from);
        Some(match (path.strip_prefix("~"), home) {
            (Ok(rest), Some(home)) => home.join(rest),
            _ => config.join(path),
        })
    }

    /// The rules remembered, read over the standard ones.
    pub fn remembered_rules(&self) -> Option<Result<Rules, RulesError>> {
        let table = self.rules.as_ref()?;
        let mut rules = Rules::default();
        for (key, value) in table {
            if let Err(e) = rules.set_toml(key, value.get_ref()) {
                return Some(Err(e));
            }
        }
        Some(rules.validate().map(|()| rules))
    }

    /// The text of the file: TOML that [`Prefs::parse`] reads back.
    pub fn to_toml_string(&self) -> String {
        let body = toml::to_string(self).unwrap_or_default();
        let words = |key| shape::choices(key).unwrap_or_default().join(", ");
        format!(
            "# yote's preferences; the settings screen (or any editor) changes them.\n\
             # theme: {}\n\
             # glyphs: {} (auto: from the locale)\n\
             # *_player (who plays each side): {}; the engine is the program that\n\
             #   engine = \"CMD\" names, given engine_time milliseconds a move\n{body}",
            words("theme"),
            words("glyphs"),
            words("white_player"),
        )
    }

    /// Reads the file's text, checking every value (see `shape`); the
    /// first problem found is returned with its line.
    pub fn parse(text: &str) -> Result<Prefs, (Option<usize>, What)> {
        let doc = Doc::parse(text).map_err(|e| (e.line, What::NotToml(e.message)))?;
        Prefs::read(&doc)
    }

    /// Reads the parsed file, checking every value (see `shape`).
    fn read(doc: &Doc) -> Result<Prefs, (Option<usize>, What)> {
        shape::check(doc)?;
        // What the checks above let through, serde reads from the same
        // parse; a refusal left to it is its own (English) message.
        doc.deserialize()
            .map_err(|(line, message)| (line, What::Refused(message)))
    }
}

impl Loaded {
    /// Reads the preferences from the config folder (see [`config_dir`]).
    pub fn load() -> Loaded {
        match config_dir() {
            Some(dir) => Loaded::from_file(&dir.join(PREFS_FILE)),
            None => Loaded::default(),
        }
    }

    /// Reads the preferences in `path`; no file means the defaults, quietly.
    pub fn from_file(path: &Path) -> Loaded {
        if std::fs::symlink_metadata(path).is_err() {
            return Loaded::default();
        }
        let name = path.display().to_string();
        let mut loaded = match record::read_bounded(path, MAX_PREFS_FILE).map(record::utf8_text) {
            Ok(Ok(text)) => Loaded::from_text(&text, &name),
            Ok(Err(line)) => Loaded::refused(Problem::new(&name, Some(line), What::NotUtf8)),
            Err(e) => Loaded::refused(Problem::new(&name, None, What::Read(e))),
        };
        loaded.dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        loaded
    }

    /// The rules a new game starts from when the command line names no
    /// rules file: the rules last played with, else the default rules file,
    /// else `None` (the standard rules). A default rules file that does not
    /// load is reported in [`Loaded::problems`] and left out.
    pub fn starting_rules(&mut self) -> Option<Rules> {
        if let Some(rules) = self.prefs.remembered_rules() {
            return rules.ok();
        }
        let path = self.prefs.rules_file_path(&self.dir)?;
        let file = path.display().to_string();
        let rules = record::read_bounded(&path, MAX_PREFS_FILE)
            .map_err(|error| RulesFileFault::Read {
                file: file.clone(),
                error,
            })
            .and_then(|bytes| {
                record::utf8_text(bytes).map_err(|line| RulesFileFault::NotUtf8 {
                    file: file.clone(),
                    line,
                })
            })
            .and_then(|text| Rules::from_toml_str(&text, &file).map_err(RulesFileFault::Rules));
        match rules {
            Ok(rules) => Some(rules),
            Err(fault) => {
                // The rules file's own message says where in it.
                let name = self.dir.join(PREFS_FILE).display().to_string();
                self.report(Problem::new(&name, None, What::RulesFile(fault)));
                None
            }
        }
    }

    /// Reads the preferences in `text`; `name` names the file in messages.
    pub fn from_text(text: &str, name: &str) -> Loaded {
        let read = Doc::parse(text)
            .map_err(|e| (e.line, What::NotToml(e.message)))
            .and_then(|doc| Prefs::read(&doc).map(|prefs| (doc, prefs)));
        let (doc, prefs) = match read {
            Ok(read) => read,
            Err((line, what)) => return Loaded::refused(Problem::new(name, line, what)),
        };
        let (bindings, found) = Bindings::from_prefs(&prefs.keys, &doc, name);
        let mut loaded = Loaded {
            prefs,
            bindings,
            problems: Vec::new(),
            unreadable: false,
            dir: PathBuf::new(),
        };
        for problem in found {
            loaded.report(problem);
        }
        loaded.check_engine_players(&doc, name);
        loaded
    }

    /// A side given to `engine` while no engine command is set: reported
    /// (by key and line), and played by a person.
    fn check_engine_players(&mut self, doc: &Doc, name: &str) {
        if self.prefs.engine().is_some() {
            return;
        }
        for (side, key) in [
            (Color::White, "white_player"),
            (Color::Black, "black_player"),
        ] {
            if self.prefs.player(side) == Some(Some(Machine::Engine)) {
                let what = What::NoEngine {
                    key: key.to_string(),
                };
                self.report(Problem::new(name, doc.key_line(&[key]), what));
                match side {
                    Color::White => self.prefs.white_player = None,
                    Color::Black => self.prefs.black_player = None,
                }
            }
        }
    }

    /// Adds `problem` to those reported: past [`MAX_PROBLEMS`], it is only
    /// counted, in one last [`What::More`].
    fn report(&mut self, problem: Problem) {
        if let Some(Problem {
            what: What::More { count },
            ..
        }) = self.problems.last_mut()
        {
            *count += 1;
        } else if self.problems.len() < MAX_PROBLEMS {
            self.problems.push(problem);
        } else {
            let more = Problem::new(&problem.file, None, What::More { count: 1 });
            self.problems.push(more);
        }
    }

    /// The file set aside whole for `problem`: the defaults.
    fn refused(problem: Problem) -> Loaded {
        Loaded {
            problems: vec![problem],
            unreadable: true,
            ..Loaded::default()
        }
    }
}

/// Writes `prefs` to `path` atomically, creating the folder if need be.
pub fn save(prefs: &Prefs, path: &Path) -> Result<(), record::SaveError> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        record::create_folder(dir)?;
    }
    let text = prefs.to_toml_string();
    record::write_atomic(path, text.as_bytes(), record::Replace::Yes)
}

/// Remembers the names, rules and language (see [`Edits::game`]) of a game
/// that starts in the file at `path`: only those keys change, the rest of
/// the file (comments too) stays as it is. A file that does not read is
/// left alone.
pub fn remember_game(
    path: &Path,
    players: &Players,
    rules: &Rules,
    lang: Option<Lang>,
    computer: [Option<Machine>; 2],
) -> Result<Written, WriteError> {
    let edits = Edits {
        computer: Some(computer),
        ..Edits::game(players, rules, lang)
    };
    write_edits(path, &edits)
}

/// The external engine to play: its command's words (the program, then
/// its arguments) and its time per move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineCommand {
    pub words: Vec<String>,
    pub time: Duration,
}

/// The engine's milliseconds per move when `engine_time` is absent.
pub const DEFAULT_ENGINE_TIME: u64 = 1000;

/// The milliseconds `engine_time` takes (up to ten minutes a move).
pub const ENGINE_TIME_RANGE: (u64, u64) = (1, 600_000);

/// The words `white_player` and `black_player` take: a person, the
/// computer at a level, or the external engine.
pub const PLAYER_WORDS: [&str; 5] = ["human", "easy", "medium", "hard", ENGINE_WORD];

/// A player's word as the file writes it (any case): `Some(None)` a person,
/// `Some(Some(machine))` the computer or the engine.
pub fn parse_player(word: &str) -> Option<Option<Machine>> {
    if word.trim().eq_ignore_ascii_case("human") {
        return Some(None);
    }
    Machine::parse(word).map(Some)
}

/// The word the file writes for a player (see [`parse_player`]).
pub fn player_word(player: Option<Machine>) -> &'static str {
    player.map_or("human", Machine::name)
}

/// The path of the preferences file, if a config folder is known.
pub fn prefs_path() -> Option<PathBuf> {
    config_dir().map(|d| d.join(PREFS_FILE))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words;
    use yote_engine::SecondPiece;

    /// The problems of `loaded` as said in the current language.
    fn said(loaded: &Loaded) -> Vec<String> {
        loaded.problems.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn an_empty_file_is_the_defaults() {
        let loaded = Loaded::from_text("", "p.toml");
        assert!(loaded.problems.is_empty());
        assert_eq!(loaded.prefs, Prefs::default());
        assert_eq!(loaded.bindings, Bindings::default());
    }

    #[test]
    fn every_key_is_read() {
        let text = "theme = \"high-contrast\"\nglyphs = \"ascii\"\nrules_file = \"/r.toml\"\n\
                    level = \"Hard\"\n\
                    [players]\nwhite = \"Ama\"\nblack = \"Kofi\"\n\
                    [rules]\nsecond_piece = \"board-or-hand\"\nmulti_jump = true\n\
                    [keys.game]\nundo = \"z\"\nredo = \"y\"\n";
        let loaded = Loaded::from_text(text, "p.toml");
        assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
        let prefs = &loaded.prefs;
        assert_eq!(prefs.theme, ThemeName::HighContrast);
        assert_eq!(prefs.glyphs, Glyphs::Ascii);
        assert_eq!(
            prefs.rules_file.as_ref().map(|p| p.get_ref().clone()),
            Some(PathBuf::from("/r.toml"))
        );
        assert_eq!(prefs.players(), Some(Players::new("Ama", "Kofi")));
        assert_eq!(prefs.level(), Some(Level::Hard));
        let rules = prefs.remembered_rules().expect("some").expect("valid");
        assert_eq!(rules.second_piece, SecondPiece::BoardOrHand);
        assert!(rules.multi_jump);
        let z = Key::parse("z").unwrap();
        assert_eq!(loaded.bindings.action(Context::Game, z), Some(Action::Undo));
    }

    #[test]
    fn an_unknown_key_is_refused_by_name_and_line() {
        let loaded = Loaded::from_text("theme = \"dark\"\ncolour = \"red\"\n", "p.toml");
        assert_eq!(loaded.prefs, Prefs::default());
        assert!(loaded.unreadable);
        let message = &said(&loaded)[0];
        assert!(
            message
                .starts_with("p.toml, line 2: unknown key 'colour' (the keys are: theme, glyphs,"),
            "{message}"
        );
        assert!(
            message.ends_with("the default preferences are used"),
            "{message}"
        );
    }

    #[test]
    fn bad_values_name_their_key_and_line() {
        for (text, expected) in [
            (
                "theme = \"pink\"\n",
                "p.toml, line 1: theme must be one of \"auto\", \"dark\",",
            ),
            (
                "\n[players]\nwhite = \"A\"\nblack = \"\"\n",
                "p.toml, line 4: players.black",
            ),
            (
                "[rules]\nrows = 12\n",
                "p.toml, line 2: rules.rows: rows must be",
            ),
            (
                "[rules]\nrow = 5\n",
                "p.toml, line 2: rules.row: unknown key 'row'",
            ),
            (
                "[rules]\nrows = 2\ncolumns = 2\n",
                "p.toml, line 2: [rules]: pieces_per_player must be",
            ),
            ("theme = \n", "p.toml, line 1: "),
            (
                "\nlevel = \"expert\"\n",
                "p.toml, line 2: level must be one of \"easy\", \"medium\", \"hard\" (found the string \"expert\")",
            ),
            (
                "glyphs = 3\n",
                "p.toml, line 1: glyphs must be one of \"auto\", \"unicode\", \"ascii\" (found the number 3)",
            ),
            (
                "[players]\nwhite = \"A\"\nred = \"B\"\n",
                "p.toml, line 3: unknown key 'players.red' (the keys of [players] are: white, black)",
            ),
            (
                "players = 1\n",
                "p.toml, line 1: players must be a table, [players] (found the number 1)",
            ),
            (
                "[keys.game]\nundo = 5\n",
                "p.toml, line 2: keys.game.undo must be text in quotes (found the number 5)",
            ),
        ] {
            let loaded = Loaded::from_text(text, "p.toml");
            assert_eq!(loaded.prefs, Prefs::default(), "{text}");
            let message = said(&loaded).into_iter().next().expect("a problem");
            assert!(message.starts_with(expected), "{text:?}: {message}");
        }
    }

    #[test]
    fn problems_speak_the_language_with_the_file_line_and_key() {
        use crate::i18n::set_language;
        set_language(Lang::Cs);
        let loaded = Loaded::from_text("theme = \"dark\"\ncolour = \"red\"\n", "p.toml");
        assert_eq!(
            said(&loaded),
            [
                "p.toml, řádek 2: neznámý klíč 'colour' (klíče jsou: theme, glyphs, rules_file, \
              players, rules, level, white_player, black_player, engine, engine_time, show_threats, clock, low_time_bell, lang, keys); použijí se výchozí předvolby"
            ]
        );
        let loaded = Loaded::from_text("[keys.game]\nundo = \"r\"\n", "p.toml");
        assert_eq!(
            said(&loaded),
            [
                "p.toml, řádek 2: keys.game: klávesa r by byla zároveň 'undo' i 'redo'; \
                 použijí se výchozí klávesy keys.game",
            ]
        );
        set_language(Lang::Es);
        let loaded = Loaded::from_text("\n\n[rules]\nrows = 12\n", "p.toml");
        assert_eq!(
            said(&loaded),
            [
                "p.toml, línea 4: rules.rows: rows debe ser un número entero de 2 a 8 (es 12); \
              se usan las preferencias por defecto"
            ]
        );
        let loaded = Loaded::from_text("[keys.prompt]\ncancel = \"q\"\n", "p.toml");
        assert!(
            said(&loaded)[0].starts_with(
                "p.toml, línea 2: keys.prompt.cancel: la tecla q escribe su propio carácter aquí"
            ),
            "{:?}",
            loaded.problems
        );
        set_language(Lang::En);
    }

    #[test]
    fn problems_are_data_said_in_the_language_of_the_moment() {
        use crate::i18n::set_language;
        use yote_engine::rules::RuleValue;
        let loaded = Loaded::from_text("\nlevel = \"expert\"\n", "dir/p.toml");
        let expected = What::NotOneOf {
            key: "level".into(),
            choices: vec!["easy", "medium", "hard"],
            found: RuleValue::Word("expert".into()),
        };
        assert_eq!(
            loaded.problems,
            [Problem::new("dir/p.toml", Some(2), expected)]
        );
        set_language(Lang::Cs);
        let czech = said(&loaded);
        set_language(Lang::En);
        assert_eq!(
            czech,
            [
                "dir/p.toml, řádek 2: level musí být jedno z \"easy\", \"medium\", \"hard\" \
              (nalezeno řetězec \"expert\"); použijí se výchozí předvolby"
            ]
        );
        // The setup screen's note: the first problem, the file by its name,
        // and how many more.
        let two = Loaded::from_text(
            "[keys.game]\nundo = \"r\"\n[keys.gmae]\nx = \"y\"\n",
            "dir/p.toml",
        );
        assert_eq!(two.problems.len(), 2);
        assert_eq!(
            words::prefs_note(&two.problems, 200).as_deref(),
            Some(
                "p.toml, line 2: keys.game: r would be both 'undo' and 'redo'; the default keys \
                 of keys.game are used (+1 more on the settings screen)"
            )
        );
        assert_eq!(words::prefs_note(&[], 200), None);
        // A long one is cut in what is wrong, never in where or in what is
        // used instead.
        let long = Loaded::from_text("[keys.prompt]\ncancel = \"q\"\n", "dir/p.toml");
        let note = words::prefs_note(&long.problems, 120).expect("a note");
        assert!(note.chars().count() <= 120, "{note}");
        assert!(
            note.starts_with("p.toml, line 2: keys.prompt.cancel: q types itself")
                && note.ends_with("…; the default keys of keys.prompt are used"),
            "{note}"
        );
    }

    #[test]
    fn saved_preferences_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/preferences.toml");
        let mut prefs = Prefs {
            theme: ThemeName::Light,
            ..Prefs::default()
        };
        let rules = Rules {
            second_piece: SecondPiece::HandIfBoardEmpty,
            ..Rules::default()
        };
        prefs.remember(&Players::new("A \"q\"", "B"), &rules, Some(Lang::Cs));
        prefs
            .keys
            .entry("game".into())
            .or_default()
            .insert("undo".into(), Spanned::new(0..0, "z".into()));
        save(&prefs, &path).expect("saves");
        let loaded = Loaded::from_file(&path);
        assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
        assert_eq!(loaded.prefs.theme, ThemeName::Light);
        assert_eq!(loaded.prefs.players(), Some(Players::new("A \"q\"", "B")));
        assert_eq!(loaded.prefs.remembered_rules(), Some(Ok(rules)));
        assert_eq!(loaded.prefs.lang(), Some(Lang::Cs));
        let z = Key::parse("z").unwrap();
        assert_eq!(loaded.bindings.action(Context::Game, z), Some(Action::Undo));
    }

    #[test]
    fn the_language_is_read_checked_and_forgotten_when_it_is_the_locales() {
        let loaded = Loaded::from_text("theme = \"light\"\nlang = \"es\"\n", "p.toml");
        assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
        assert_eq!(loaded.prefs.lang(), Some(Lang::Es));
        let bad = Loaded::from_text("\nlang = \"fr\"\n", "p.toml");
        assert_eq!(bad.prefs.lang(), None);
        assert!(
            said(&bad)[0].contains(
                "p.toml, line 2: lang must be one of \"en\", \"es\", \"cs\" (found the string \"fr\")"
            ),
            "{:?}",
            bad.problems
        );
        let mut prefs = loaded.prefs;
        prefs.remember(&Players::default(), &Rules::default(), None);
        assert_eq!(prefs.lang(), None);
        assert!(!prefs.to_toml_string().contains("lang"));
    }

    #[test]
    fn colour_names_in_any_language_are_not_remembered_as_typed_names() {
        use crate::i18n::set_language;
        set_language(Lang::Cs);
        let mut prefs = Prefs::default();
        // A game started under a Czech locale with the default names.
        prefs.remember(&Players::new("Bílý", "Černý"), &Rules::default(), None);
        assert_eq!(prefs.players, None);
        let text = prefs.to_toml_string();
        assert!(
            !text.contains("players") && !text.contains("Bílý"),
            "{text}"
        );
        // A typed name is kept beside a colour's name in another language.
        prefs.remember(&Players::new("Ama", "Negras"), &Rules::default(), None);
        let text = prefs.to_toml_string();
        assert!(text.contains("white = \"Ama\""), "{text}");
        assert!(!text.contains("black"), "{text}");
        let read = Loaded::from_text(&text, "p.toml");
        assert!(read.problems.is_empty(), "{:?}", read.problems);
        assert_eq!(read.prefs.players(), Some(Players::new("Ama", "Černý")));
        set_language(Lang::En);
        assert_eq!(read.prefs.players(), Some(Players::new("Ama", "Black")));
        // A file written before holds the default names: they read as this
        // language's colours, and a player's own name stays as typed.
        let old = Loaded::from_text("[players]\nwhite = \"Bílý\"\nblack = \"Kofi\"\n", "p.toml");
        assert_eq!(old.prefs.players(), Some(Players::new("White", "Kofi")));
        set_language(Lang::Es);
        assert_eq!(old.prefs.players(), Some(Players::new("Blancas", "Kofi")));
        // A name is a colour's only for its own side.
        let swapped = Names::typed("Black", "White").expect("both typed");
        assert_eq!(
            swapped.white.map(toml::Spanned::into_inner),
            Some("Black".into())
        );
        set_language(Lang::En);
    }

    #[test]
    fn a_game_is_remembered_over_the_other_preferences() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("preferences.toml");
        std::fs::write(&path, "theme = \"light\"\n[keys.game]\nundo = \"z\"\n").unwrap();
        let rules = Rules {
            multi_jump: true,
            ..Rules::default()
        };
        remember_game(&path, &Players::new("Ama", "Kofi"), &rules, None, [None; 2]).expect("saved");
        let loaded = Loaded::from_file(&path);
        assert_eq!(loaded.prefs.theme, ThemeName::Light);
        assert_eq!(loaded.prefs.players(), Some(Players::new("Ama", "Kofi")));
        assert_eq!(loaded.prefs.remembered_rules(), Some(Ok(rules)));
        let z = Key::parse("z").unwrap();
        assert_eq!(loaded.bindings.action(Context::Game, z), Some(Action::Undo));
        // A file with a mistake is left for the player to fix.
        std::fs::write(&path, "colour = 1\n").unwrap();
        let e = remember_game(
            &path,
            &Players::default(),
            &Rules::default(),
            None,
            [None; 2],
        )
        .unwrap_err();
        assert!(
            e.to_string().contains("line 1: unknown key 'colour'"),
            "{e}"
        );
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "colour = 1\n");
    }

    #[test]
    fn a_missing_file_is_quietly_the_defaults_and_a_folder_is_reported() {
        let dir = tempfile::tempdir().unwrap();
        let loaded = Loaded::from_file(&dir.path().join("none.toml"));
        assert!(loaded.problems.is_empty() && !loaded.unreadable);
        let loaded = Loaded::from_file(dir.path());
        assert!(loaded.unreadable);
        assert!(
            said(&loaded)[0].contains("a folder"),
            "{:?}",
            loaded.problems
        );
    }

    #[test]
    fn at_most_a_hundred_problems_are_listed_then_how_many_more() {
        use crate::i18n::set_language;
        set_language(Lang::En);
        // 77 777 unknown actions (a 1 MB file): each a problem, listed up
        // to 100, the rest counted.
        let mut text = String::from("[keys.game]\n");
        for i in 0..77_777 {
            text.push_str(&format!("k{i} = \"x\"\n"));
        }
        let loaded = Loaded::from_text(&text, "p.toml");
        assert_eq!(loaded.problems.len(), MAX_PROBLEMS + 1);
        assert!(
            loaded.problems[..MAX_PROBLEMS]
                .iter()
                .all(|p| matches!(p.what, What::Binding { .. }) && p.line.is_some())
        );
        let last = loaded.problems.last().expect("the count");
        assert_eq!(last.what, What::More { count: 77_677 });
        assert_eq!(last.to_string(), "p.toml: +77677 more problems, not listed");
        let note = words::prefs_note(&loaded.problems, 400).expect("a note");
        assert!(
            note.ends_with("(+77776 more on the settings screen)"),
            "{note}"
        );
        // Lines are counted from the text, as for one problem.
        let line = |p: &Problem| p.line.expect("a line");
        assert!(
            loaded.problems[..MAX_PROBLEMS]
                .iter()
                .map(line)
                .all(|l| (2..=77_778).contains(&l))
        );
        // Exactly 100 need no count.
        let hundred: String = std::iter::once("[keys.game]\n".to_string())
            .chain((0..100).map(|i| format!("k{i} = \"x\"\n")))
            .collect();
        let loaded = Loaded::from_text(&hundred, "p.toml");
        assert_eq!(loaded.problems.len(), 100);
        assert!(!matches!(loaded.problems[99].what, What::More { .. }));
    }

    #[test]
    fn empty_and_blank_names_are_refused_alike() {
        use crate::i18n::set_language;
        set_language(Lang::En);
        for name in ["", "   ", "\t"] {
            let text = format!("[players]\nwhite = \"{name}\"\n");
            let loaded = Loaded::from_text(&text, "p.toml");
            assert!(loaded.unreadable, "{name:?}");
            assert_eq!(
                said(&loaded),
                [
                    "p.toml, line 2: players.white: a name is one line of text, not empty or only \
                  spaces; the default preferences are used"
                ],
                "{name:?}"
            );
        }
    }

    #[test]
    fn auto_theme_follows_no_color_and_the_colours_shown() {
        let auto = ThemeName::Auto;
        assert_eq!(auto.resolve(Some("1"), true), ThemeName::Monochrome);
        assert_eq!(auto.resolve(Some(""), true), ThemeName::Dark);
        assert_eq!(auto.resolve(None, true), ThemeName::Dark);
        assert_eq!(auto.resolve(None, false), ThemeName::Basic);
        assert_eq!(
            ThemeName::Light.resolve(Some("1"), false),
            ThemeName::Monochrome
        );
        assert_eq!(ThemeName::Light.resolve(None, false), ThemeName::Light);
    }

    #[test]
    fn auto_glyphs_follow_the_locale() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| pairs.iter().find(|p| p.0 == name).map(|p| p.1.to_string())
        };
        assert!(!Glyphs::Auto.ascii(&env(&[("LANG", "en_GB.UTF-8")])));
        assert!(Glyphs::Auto.ascii(&env(&[("LC_ALL", "C"), ("LANG", "en_GB.UTF-8")])));
        assert!(Glyphs::Auto.ascii(&env(&[("LANG", "POSIX")])));
        assert!(!Glyphs::Auto.ascii(&env(&[])));
        assert!(Glyphs::Ascii.ascii(&env(&[("LANG", "en_GB.UTF-8")])));
    }
}
