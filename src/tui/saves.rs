//! Keeping the game safe while it is played: the autosave after every
//! change (and what it says when it cannot), the archive of finished games,
//! the offer to resume on the next start, and the names typed in the save
//! and open dialogs.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use crate::record::{
    ARCHIVE_DIR, Autosave, AutosaveLock, FileKind, GAMES_DIR, LoadError, Players, Policy, Resume,
    SLOTS, SaveError, SavedGame, Slot, archive,
};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use super::play::{Match, Undone};
use super::theme::Theme;
use crate::tr;

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

/// Why a file at the autosave's place is moved aside before the first write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Aside {
    /// It could not be read (a bad or corrupt file): keep it for a look.
    Unreadable,
    /// An unfinished game the player did not resume: keep it to open later.
    Unfinished,
}

impl Aside {
    fn stem(self) -> &'static str {
        match self {
            Aside::Unreadable => crate::record::UNREADABLE_STEM,
            Aside::Unfinished => crate::record::KEPT_STEM,
        }
    }
}

/// Where the autosave goes.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Target {
    /// Not wanted (tests, replays of other programs' games).
    Off,
    /// Wanted, but impossible: why (no data folder, every slot taken).
    Unavailable(String),
    At(Autosave),
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

/// The autosave while the app runs: writes the game whenever it changed,
/// keeps every finished game in the archive, says whenever it cannot and
/// when it can again, and never replaces a file it has not read.
#[derive(Clone, Debug)]
pub struct Keeper {
    target: Target,
    /// When to write: once per change of the game ([`Keeper::wants`]).
    policy: Policy,
    /// The record last written (or opened): a write happens when the game differs.
    last: Option<SavedGame>,
    /// The file found at start that the first write must not destroy.
    aside: Option<Aside>,
    /// Where saving stands.
    pub state: SaveState,
    /// The finished game last archived, so that it is archived once.
    archived: Option<SavedGame>,
    /// Said once at start: another game holds the usual autosave.
    pub notice: Option<String>,
    /// The key that saves the game, as bound (named when autosave is off).
    pub save_key: String,
    /// This game's hold on its autosave slot, for as long as the app lives.
    _lock: Option<Arc<AutosaveLock>>,
}

impl Default for Keeper {
    fn default() -> Self {
        Keeper::off()
    }
}

impl Keeper {
    /// No autosave at all.
    pub fn off() -> Keeper {
        Keeper {
            target: Target::Off,
            policy: Policy::default(),
            last: None,
            aside: None,
            state: SaveState::Saved,
            archived: None,
            notice: None,
            save_key: "S".into(),
            _lock: None,
        }
    }

    /// The autosave at `autosave`, or in the next free slot of its folder
    /// when another running game holds it; `None` means there is no place
    /// for one, which the player is told.
    pub fn new(autosave: Option<Autosave>) -> Keeper {
        let Some(autosave) = autosave else {
            return Keeper::unavailable(tr!("saves-no-data-folder"));
        };
        match autosave.claim() {
            Slot::Got {
                autosave,
                slot,
                lock,
            } => {
                let notice = (slot > 1)
                    .then(|| tr!("saves-other-game-running", path = short(autosave.path())));
                Keeper {
                    target: Target::At(autosave),
                    notice,
                    _lock: Some(Arc::new(lock)),
                    ..Keeper::off()
                }
            }
            Slot::AllTaken => Keeper::unavailable(tr!(
                "saves-all-slots-taken",
                count = SLOTS,
                folder = short(&autosave.dir())
            )),
            // Writing will fail too, and say why in plain words.
            Slot::Failed(_) => Keeper {
                target: Target::At(autosave),
                ..Keeper::off()
            },
        }
    }

    fn unavailable(why: String) -> Keeper {
        Keeper {
            target: Target::Unavailable(why.clone()),
            state: SaveState::Off(why),
            ..Keeper::off()
        }
    }

    /// The autosave file, if there is one.
    pub fn autosave(&self) -> Option<&Autosave> {
        match &self.target {
            Target::At(a) => Some(a),
            _ => None,
        }
    }

    /// The data folder, if there is one.
    pub fn data_dir(&self) -> Option<PathBuf> {
        self.autosave().map(Autosave::dir)
    }

    /// The folder the save and open dialogs start in: the games folder of
    /// the data folder, or the current directory without one.
    pub fn games_dir(&self) -> PathBuf {
        match self.data_dir() {
            Some(dir) => dir.join(GAMES_DIR),
            None => std::env::current_dir().unwrap_or_else(|_| PathBuf::from(".")),
        }
    }

    /// What to tell a player about to quit: the game is not saved, and why.
    pub fn unsaved(&self) -> Option<String> {
        match &self.state {
            SaveState::Saved => None,
            SaveState::Off(why) => Some(tr!("saves-not-autosaved", why = why.as_str())),
            SaveState::Failing(why) => Some(tr!("saves-not-saved", why = why.as_str())),
        }
    }

    /// Reads what the autosave holds, for the setup screen's offer, and
    /// remembers that the file must be kept when a different game is written.
    pub fn offer(&mut self) -> Offer {
        let Some(autosave) = self.autosave() else {
            return Offer::Nothing;
        };
        match autosave.offer() {
            Ok(Some(resume)) => {
                self.aside = Some(Aside::Unfinished);
                Offer::Game(Box::new(resume))
            }
            Ok(None) => Offer::Nothing,
            Err(e) => {
                self.aside = Some(Aside::Unreadable);
                Offer::Unreadable(one_line(&e))
            }
        }
    }

    /// The offered game was resumed: it is the one the autosave goes on with.
    pub fn resumed(&mut self) {
        self.aside = None;
    }

    /// Removes the autosave (the player confirmed discarding it).
    pub fn discard(&mut self) -> Result<(), String> {
        let Some(autosave) = self.autosave() else {
            return Ok(());
        };
        autosave.clear().map_err(|e| plain_error(&e))?;
        self.aside = None;
        Ok(())
    }

    /// A match appears on the game screen: it is written at its first change.
    pub fn started(&mut self, m: &Match) {
        self.policy.started(&m.game, &players_in(m));
        self.last = Some(record_of(m));
    }

    /// Whether the match on screen must be autosaved: it changed since it
    /// was last seen, and there is an autosave. Cheap enough for every key
    /// (see [`Policy`]); the record is built only when this says yes.
    pub fn wants(&mut self, m: &Match) -> bool {
        self.target != Target::Off && self.policy.changed(&m.game, &players_in(m))
    }

    /// Whether `record` differs from the last one written or opened.
    fn changed(&self, record: &SavedGame) -> bool {
        self.last.as_ref() != Some(record)
    }

    /// Writes `record` if it differs from the last one written, and keeps it
    /// in the archive once it is finished. Returns a note for the status
    /// line, and whether it is a warning: every failure is said, and so is
    /// the first success after one.
    pub fn after_change(&mut self, record: SavedGame) -> Option<(String, bool)> {
        if self.target == Target::Off || !self.changed(&record) {
            return None;
        }
        self.last = Some(record.clone());
        let autosave = match &self.target {
            Target::At(a) => a.clone(),
            Target::Unavailable(why) => {
                // A lasting state, shown by the indicator: said once here.
                let first = self.notice.is_none();
                self.notice = Some(why.clone());
                return first.then(|| {
                    (
                        tr!(
                            "saves-autosave-off",
                            why = why.as_str(),
                            key = self.save_key.as_str()
                        ),
                        true,
                    )
                });
            }
            Target::Off => return None,
        };
        let mut notes = Vec::new();
        if let Err(why) = self.keep_aside(&autosave, &mut notes) {
            // Writing now would destroy the earlier file: stop instead.
            return Some(self.failed(tr!("saves-earlier-not-kept", why = why)));
        }
        let written = autosave.write_saved(&record);
        if record.is_finished() && self.archived.as_ref() != Some(&record) {
            let dir = autosave.dir().join(ARCHIVE_DIR);
            match archive(&record, &dir, SystemTime::now()) {
                Ok(path) => {
                    self.archived = Some(record);
                    let name = path.file_name().unwrap_or_default().to_string_lossy();
                    notes.push(tr!("saves-archived", name = name.into_owned()));
                }
                Err(e) => notes.push(tr!("saves-not-archived", why = plain_error(&e))),
            }
        }
        match written {
            Ok(kept) => {
                notes.extend(kept.map(|k| crate::words::Say::say(&k)));
                if matches!(self.state, SaveState::Failing(_)) {
                    notes.insert(0, tr!("saves-works-again"));
                }
                self.state = SaveState::Saved;
                (!notes.is_empty()).then(|| (notes.join(" "), false))
            }
            Err(e) => Some(self.failed(plain_error(&e))),
        }
    }

    /// Sets aside the file found at start, once, before the first write.
    fn keep_aside(&mut self, autosave: &Autosave, notes: &mut Vec<String>) -> Result<(), String> {
        let Some(aside) = self.aside else {
            return Ok(());
        };
        match crate::record::keep_aside(autosave.path(), aside.stem()) {
            Ok(Some(kept)) => notes.push(match aside {
                Aside::Unreadable => tr!("saves-kept-unreadable", path = short(&kept)),
                Aside::Unfinished => tr!("saves-kept-earlier", path = short(&kept)),
            }),
            Ok(None) => {}
            Err(e) => return Err(plain_io(autosave.path(), &e)),
        }
        self.aside = None;
        Ok(())
    }

    /// The failing state and its note (said every time it happens).
    fn failed(&mut self, why: String) -> (String, bool) {
        let note = tr!("saves-cannot-autosave", why = why.as_str());
        self.state = SaveState::Failing(why);
        (note, true)
    }
}

/// Draws where saving stands on the top border of the board panel (`board`),
/// at its right end, while the game is not saved: it stays until a write
/// succeeds.
pub fn render_state(keeper: &Keeper, theme: &Theme, board: Rect, buf: &mut Buffer) {
    let label = match keeper.state {
        SaveState::Saved => return,
        SaveState::Off(_) => tr!("saves-state-off"),
        SaveState::Failing(_) => tr!("saves-state-failing"),
    };
    let label = format!(" {label} ");
    let width = Line::raw(label.as_str()).width() as u16;
    // Keep the corner and the panel's title (" Board ") clear.
    if board.width < width + 12 || board.height == 0 {
        return;
    }
    let rect = Rect::new(board.right() - width - 2, board.y, width, 1);
    Line::styled(label, theme.error().add_modifier(Modifier::REVERSED)).render(rect, buf);
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
fn one_line(e: &LoadError) -> String {
    e.to_string()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The record of a match, as the autosave and the save key write it.
pub fn record_of(m: &Match) -> SavedGame {
    SavedGame::from_game(&m.game, &players_in(m))
}

/// The players of a match, with the sides the computer plays.
fn players_in(m: &Match) -> Players {
    let mut players = players_of(&m.names);
    players.computer = m.computer;
    players
}

/// The players of a pair of names, White's first.
pub fn players_of(names: &[String; 2]) -> Players {
    Players::new(names[0].clone(), names[1].clone())
}

/// The match a saved game holds, where it stopped.
pub fn match_of(saved: &SavedGame) -> Result<Match, LoadError> {
    let mut m = Match::new(
        saved.rules.clone(),
        &saved.players.white,
        &saved.players.black,
    )
    .with_computer(saved.players.computer);
    m.game = saved.to_game()?;
    Ok(m)
}

/// The match a saved game holds, taken back to its first `ply` moves; the
/// moves taken back can be redone (`r`) until another move is played.
pub fn match_at(saved: &SavedGame, ply: usize) -> Result<Match, LoadError> {
    let mut m = match_of(saved)?;
    while m.game.ply() > ply {
        if m.undo() == Undone::Nothing {
            break;
        }
    }
    Ok(m)
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
