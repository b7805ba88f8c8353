//! Keeping the game safe while it is played: the autosave after every
//! change (and what it says when it cannot), the archive of finished games,
//! the offer to resume on the next start, and the names typed in the save
//! and open dialogs.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::record::{FileKind, LoadError, Players, Policy, Resume, SaveError, SavedGame};

use crate::tr;
use yote_engine::Game;

/// What the setup screen offers from the autosave found at start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Offer {
    /// Nothing to resume.
    Nothing,
    /// An unfinished game: resume it or discard it.
    Game(Box<Resume>),
    /// The autosave is there but cannot be read; it is kept, not deleted.
    Unreadable(String),
}

/// Where saving stands, shown on the game screen while it is not `Saved`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveState {
    /// Every change is on disk (or nothing needed writing yet).
    Saved,
    /// There is no autosave: why.
    Off(String),
    /// The last write failed: why, in plain words.
    Failing(String),
}

/// The autosave as the app sees it: when the game must be written (once
/// per change), where saving stands, and the folders the dialogs start in.
/// It touches no file: the writing is [`crate::tui::run::autosave::Autosaver`]'s, in
/// the event loop, and its result comes back as [`Done::Autosaved`].
///
/// [`Done::Autosaved`]: crate::tui::msg::Done::Autosaved
#[derive(Clone, Debug)]
pub struct Keeper {
    /// Whether there is an autosave wanted at all (tests have none).
    pub on: bool,
    /// When to write: once per change of the game ([`Keeper::wants`]).
    pub(super) policy: Policy,
    /// The record last asked to be written (or opened).
    pub last: Option<SavedGame>,
    /// Where saving stands.
    pub state: SaveState,
    /// Said once at start: another game holds the usual autosave, or there
    /// is no place for one.
    pub notice: Option<String>,
    /// The key that saves the game, as bound (named when autosave is off).
    pub save_key: String,
    /// The data folder, if there is one.
    pub data_dir: Option<PathBuf>,
    /// The folder the save and open dialogs start in.
    pub games_dir: PathBuf,
}

impl Default for Keeper {
    fn default() -> Self {
        Keeper::off()
    }
}

impl Keeper {
    /// No autosave at all; the dialogs start in the current directory.
    pub fn off() -> Keeper {
        Keeper {
            on: false,
            policy: Policy::default(),
            last: None,
            state: SaveState::Saved,
            notice: None,
            save_key: "S".into(),
            data_dir: None,
            games_dir: std::env::current_dir().unwrap_or_else(|_| PathBuf::from(".")),
        }
    }

    /// The data folder, if there is one.
    pub fn data_dir(&self) -> Option<PathBuf> {
        self.data_dir.clone()
    }

    /// The folder the save and open dialogs start in: the games folder of
    /// the data folder, or the current directory without one.
    pub fn games_dir(&self) -> PathBuf {
        self.games_dir.clone()
    }

    /// What to tell a player about to quit: the game is not saved, and why.
    pub fn unsaved(&self) -> Option<String> {
        match &self.state {
            SaveState::Saved => None,
            SaveState::Off(why) => Some(tr!("saves-not-autosaved", why = why.as_str())),
            SaveState::Failing(why) => Some(tr!("saves-not-saved", why = why.as_str())),
        }
    }

    /// A game appears on the game screen, played by `players`: it is
    /// written at its first change.
    pub fn started(&mut self, game: &Game, players: &Players) {
        self.policy.started(game, players);
        self.last = Some(SavedGame::from_game(game, players));
    }

    /// The record to write when the match on screen changed since it was
    /// last seen and there is an autosave. Cheap enough for every key (see
    /// [`Policy`]); the record is built only when the game changed.
    pub fn wants(&mut self, game: &Game, players: &Players) -> Option<SavedGame> {
        if !self.on || !self.policy.changed(game, players) {
            return None;
        }
        let record = SavedGame::from_game(game, players);
        if self.last.as_ref() == Some(&record) {
            return None;
        }
        self.last = Some(record.clone());
        Some(record)
    }

    /// The autosave's writer said where saving stands now.
    pub fn written(&mut self, state: Option<Result<(), String>>) {
        match state {
            Some(Ok(())) => self.state = SaveState::Saved,
            Some(Err(why)) => self.state = SaveState::Failing(why),
            None => {}
        }
    }
}

/// Why a write failed, in plain words and short: what is wrong, and where.
pub fn plain_error(e: &SaveError) -> String {
    match e {
        SaveError::Exists(path) => tr!("saves-exists", path = short(path)),
        SaveError::Io { path, error } => plain_io(path, error),
        SaveError::NotAFolder(file) => tr!("saves-file-in-the-way", path = short(file)),
        SaveError::NotAFile { path, what } => format!(
            "{}: {}",
            short(path),
            tr!("file-not-a-file", what = what.to_string())
        ),
    }
}

/// An operating system error on `path`, in plain words.
pub fn plain_io(path: &Path, error: &io::Error) -> String {
    // A folder on the way that is a file ("File exists", "Not a directory").
    let blocker = path
        .ancestors()
        .skip(1)
        .find(|a| fs::metadata(a).is_ok_and(|m| !m.is_dir()));
    if let Some(file) = blocker {
        return tr!("saves-file-in-the-way", path = short(file));
    }
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let folder = short(&folder);
    match error.kind() {
        io::ErrorKind::NotFound => tr!("saves-no-such-folder", folder = folder),
        io::ErrorKind::PermissionDenied => tr!("saves-no-permission", folder = folder),
        io::ErrorKind::StorageFull => tr!("saves-disk-full", folder = folder),
        io::ErrorKind::ReadOnlyFilesystem => tr!("saves-read-only", folder = folder),
        io::ErrorKind::IsADirectory => tr!("saves-is-a-folder", path = short(path)),
        _ => {
            // The operating system's own words (in English).
            let text = error.to_string();
            let text = text.split(" (os error").next().unwrap_or(&text).to_string();
            tr!(
                "saves-cannot-save",
                path = short(path),
                error = text.to_lowercase()
            )
        }
    }
}

/// Whether a game may be saved at `path`: a new file, or a regular file
/// (after following links) that the player will be asked about. Folders,
/// devices, pipes and sockets are refused with what they are.
pub fn check_save_target(path: &Path) -> Result<(), String> {
    let Ok(meta) = fs::metadata(path) else {
        return Ok(());
    };
    if meta.is_file() {
        return Ok(());
    }
    Err(tr!(
        "saves-not-a-file-retype",
        path = short(path),
        what = FileKind::of(&meta).to_string()
    ))
}

/// A path as a person reads it: the home folder as `~`, and the folders of a
/// long path cut (its file name kept whole) so that a message keeps to one line.
pub fn short(path: &Path) -> String {
    const MAX: usize = 40;
    let home = std::env::var_os("HOME").map(PathBuf::from);
    let text = match home.as_deref().and_then(|h| path.strip_prefix(h).ok()) {
        Some(rest) if !rest.as_os_str().is_empty() => format!("~/{}", rest.display()),
        _ => path.display().to_string(),
    };
    // A typed name may hold control characters: never send them to the terminal.
    let text = crate::text::printable(&text).into_owned();
    let count = text.chars().count();
    if count <= MAX {
        return text;
    }
    // The file's own name stays whole; the folders before it are cut.
    let name = path
        .file_name()
        .map(|n| crate::text::printable(&n.to_string_lossy()).into_owned())
        .unwrap_or_default();
    let name_len = name.chars().count();
    if name_len + 4 > MAX {
        let tail: String = text.chars().skip(count - (MAX - 1)).collect();
        return format!("…{tail}");
    }
    let head: String = text.chars().take(MAX - name_len - 2).collect();
    format!("{head}…/{name}")
}

/// A message on one line (a load error may quote a multi-line TOML error).
pub(super) fn one_line(e: &LoadError) -> String {
    e.to_string()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// A free file name in `dir` for a new save.
pub fn suggested_name(dir: &Path) -> String {
    let path = crate::record::suggest_save_path(dir);
    path.file_name().map_or_else(
        || "yote-game.toml".into(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// The file a name typed in a dialog means: `~` is the home folder, a name
/// without a folder is in `dir`, any other path is taken as typed.
pub fn resolve(text: &str, dir: &Path) -> PathBuf {
    let home = || std::env::var_os("HOME").map(PathBuf::from);
    if text == "~"
        && let Some(h) = home()
    {
        return h;
    }
    if let Some(rest) = text.strip_prefix("~/")
        && let Some(h) = home()
    {
        return h.join(rest);
    }
    let path = PathBuf::from(text);
    if path.components().count() == 1 && !path.is_absolute() && !text.ends_with('/') {
        return dir.join(path);
    }
    path
}
