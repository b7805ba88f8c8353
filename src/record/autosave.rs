//! The autosave in the user's data directory, and the offer to resume it.

use super::{
    AUTOSAVE_FILE, DATA_DIR_ENV, LoadError, MAX_FILE_SIZE, Players, Replace, SaveError, SavedGame,
    create_folder, load, parent_dir, read_bounded, write_atomic,
};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use yote_engine::{Game, Rules};

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
    /// The rules it is played under (the screen words them).
    pub rules: Rules,
    /// Moves played, counted in pairs as the move list counts them
    /// ([`SavedGame::moves_played`]).
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
    pub fn write(&self, game: &Game, players: &Players) -> Result<Option<FinishedKept>, SaveError> {
        self.write_saved(&SavedGame::from_game(game, players))
    }

    /// Writes an already built record. A finished game the autosave holds
    /// is never replaced by another game before it is in the archive: it
    /// is archived now if it is not there yet, else kept beside the
    /// autosave (`autosave-previous.toml`, ...), else nothing is written.
    /// Where it went is the answer.
    pub fn write_saved(&self, saved: &SavedGame) -> Result<Option<FinishedKept>, SaveError> {
        create_folder(&parent_dir(&self.path))?;
        let kept = self.keep_finished(saved, std::time::SystemTime::now())?;
        write_atomic(&self.path, saved.to_toml_string().as_bytes(), Replace::Yes)?;
        Ok(kept)
    }

    /// Makes sure the finished game the autosave holds, if any and if it is
    /// not `next`, is kept elsewhere before `next` replaces it.
    fn keep_finished(
        &self,
        next: &SavedGame,
        when: std::time::SystemTime,
    ) -> Result<Option<FinishedKept>, SaveError> {
        let Some(held) = self.finished_held() else {
            return Ok(None);
        };
        if held == *next {
            return Ok(None);
        }
        let archive_dir = self.dir().join(ARCHIVE_DIR);
        if find_identical(&archive_dir, &held, &archived_name(&held)).is_some() {
            return Ok(None);
        }
        if let Ok(path) = archive(&held, &archive_dir, when) {
            return Ok(Some(FinishedKept::Archived(path)));
        }
        match keep_aside(&self.path, KEPT_STEM) {
            Ok(Some(path)) => Ok(Some(FinishedKept::Aside(path))),
            Ok(None) => Ok(None),
            Err(error) => Err(SaveError::io(&self.path)(error)),
        }
    }

    /// The finished game in the autosave file, if it holds one that loads.
    /// Read after every write, so the cheap test first: every file with a
    /// result holds the word `result` (unfinished games are not replayed).
    fn finished_held(&self) -> Option<SavedGame> {
        let bytes = read_bounded(&self.path, MAX_FILE_SIZE).ok()?;
        if !bytes.windows(6).any(|w| w == b"result") {
            return None;
        }
        load(&self.path).ok().filter(SavedGame::is_finished)
    }

    /// The autosaved game, finished or not; `None` when there is none.
    pub fn read(&self) -> Result<Option<Resume>, LoadError> {
        if fs::symlink_metadata(&self.path).is_err() {
            return Ok(None);
        }
        let saved = load(&self.path)?;
        Ok(Some(Resume {
            players: saved.players.clone(),
            rules: saved.rules.clone(),
            moves: saved.moves_played(),
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

/// When the autosave writes: only when what a saved game holds changed
/// (its moves, an undo, the names, the rules, the result), told apart by a
/// [`Fingerprint`] that is cheap to take after every key, unlike the saved
/// game itself; and, of the records waiting together, only those that
/// matter ([`Policy::batch`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Policy {
    last: Option<Fingerprint>,
}

/// What a saved game holds, in brief: the rules, a hash of the moves, the
/// result and the players. Two games with equal fingerprints save alike
/// (up to a 64-bit hash collision between two move lists of equal length).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fingerprint {
    rules: yote_engine::Rules,
    ply: usize,
    hash: u64,
}

impl Fingerprint {
    /// The fingerprint of `game` between `players`.
    pub fn of(game: &Game, players: &Players) -> Fingerprint {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        game.moves().for_each(|m| m.hash(&mut h));
        game.outcome().hash(&mut h);
        (&players.white, &players.black, players.computer).hash(&mut h);
        Fingerprint {
            rules: game.rules().clone(),
            ply: game.ply(),
            hash: h.finish(),
        }
    }
}

impl Policy {
    /// A game appears (new, resumed, opened): it is written at its first
    /// change, not before (what was opened is on disk already).
    pub fn started(&mut self, game: &Game, players: &Players) {
        self.last = Some(Fingerprint::of(game, players));
    }

    /// Whether `game` must be written: it differs from the game last seen.
    /// Says so once per change.
    pub fn changed(&mut self, game: &Game, players: &Players) -> bool {
        let now = Fingerprint::of(game, players);
        if self.last.as_ref() == Some(&now) {
            return false;
        }
        self.last = Some(now);
        true
    }

    /// Of the records asked to be written since the last write, in order,
    /// those to write: a finished game each (so every end is archived),
    /// and the newest one. The others are older states of what the newest
    /// holds.
    pub fn batch(records: Vec<SavedGame>) -> Vec<SavedGame> {
        let last = records.len().saturating_sub(1);
        records
            .into_iter()
            .enumerate()
            .filter_map(|(i, r)| (i == last || r.is_finished()).then_some(r))
            .collect()
    }
}

/// Where a finished game the autosave held went before the next game was
/// written over it (see [`Autosave::write_saved`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FinishedKept {
    /// Into the archive, at this path (it had not been archived before).
    Archived(PathBuf),
    /// The archive refused it: kept beside the autosave, at this path.
    Aside(PathBuf),
}

/// How the names of games kept beside the autosave begin: an unfinished
/// game not resumed, or a finished one the archive refused.
pub const KEPT_STEM: &str = "autosave-previous";

/// How the names of unreadable autosaves kept for a look begin.
pub const UNREADABLE_STEM: &str = "autosave-unreadable";

/// Keeps the file at `path` under a free name beside it,
/// `STEM.toml`, `STEM-2.toml`, ..., and answers where it is kept; `None`
/// when there is no file. A game identical to one kept already (beside
/// it, in the games folder or in the archive: same players, rules, moves
/// and result, whatever the bytes) is not kept a second time: the answer
/// is the file that holds it, and `path` is left for the caller to
/// replace. A file that does not load is compared byte for byte with the
/// others of its stem.
pub fn keep_aside(path: &Path, stem: &str) -> io::Result<Option<PathBuf>> {
    if fs::symlink_metadata(path).is_err() {
        return Ok(None);
    }
    let dir = parent_dir(path);
    let of_stem = |name: &str| name.starts_with(stem) && name.ends_with(".toml");
    let same = match load(path) {
        Ok(saved) => find_identical(&dir, &saved, &of_stem)
            .or_else(|| find_identical(&dir.join(GAMES_DIR), &saved, &|_| true))
            .or_else(|| find_identical(&dir.join(ARCHIVE_DIR), &saved, &archived_name(&saved))),
        Err(_) => find_same_bytes(path, &dir, &of_stem),
    };
    if let Some(same) = same.filter(|p| p != path) {
        return Ok(Some(same));
    }
    let free = (1u32..10_000)
        .map(|n| match n {
            1 => dir.join(format!("{stem}.toml")),
            n => dir.join(format!("{stem}-{n}.toml")),
        })
        .find(|p| fs::symlink_metadata(p).is_err())
        .ok_or_else(|| io::Error::other("no free file name"))?;
    fs::rename(path, &free)?;
    Ok(Some(free))
}

/// A regular `.toml` file in `dir` whose name passes `keep` and that holds
/// the game `saved` (compared as games: players, rules, moves, result).
fn find_identical(dir: &Path, saved: &SavedGame, keep: &dyn Fn(&str) -> bool) -> Option<PathBuf> {
    candidates(dir, keep).find(|p| load(p).is_ok_and(|other| other == *saved))
}

/// Whether a file name in the archive may hold `saved`: [`archive`] names
/// files after the players, so the others need not be read.
fn archived_name(saved: &SavedGame) -> impl Fn(&str) -> bool + use<> {
    let players = format!(
        "-{}-vs-{}",
        file_word(&saved.players.white),
        file_word(&saved.players.black)
    );
    move |name: &str| name.contains(&players)
}

/// A file in `dir` whose name passes `keep` with the very bytes of `path`.
fn find_same_bytes(path: &Path, dir: &Path, keep: &dyn Fn(&str) -> bool) -> Option<PathBuf> {
    let bytes = read_bounded(path, MAX_FILE_SIZE).ok()?;
    candidates(dir, keep)
        .find(|p| p != path && read_bounded(p, MAX_FILE_SIZE).is_ok_and(|b| b == bytes))
}

/// The regular, visible `.toml` files in `dir` whose names pass `keep`.
fn candidates<'a>(
    dir: &Path,
    keep: &'a dyn Fn(&str) -> bool,
) -> impl Iterator<Item = PathBuf> + 'a {
    fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter(move |entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            name.ends_with(".toml")
                && !name.starts_with('.')
                && keep(&name)
                && fs::metadata(entry.path()).is_ok_and(|m| m.is_file())
        })
        .map(|entry| entry.path())
}

/// How many games can run at once on one data folder, each autosaving to a
/// slot of its own: `autosave.toml`, then `autosave-2.toml`, ...
pub const SLOTS: u32 = 9;

/// The folder, inside the data folder, where finished games are kept.
pub const ARCHIVE_DIR: &str = "archive";

/// The folder, inside the data folder, that the save dialog offers.
pub const GAMES_DIR: &str = "games";

/// A running game's hold on its autosave slot: an exclusive lock on the
/// slot's `.lock` file (which holds the process id, for a person to read).
/// The operating system lets go of it when the process ends, however it
/// ends, so a lock left by a game that died is taken over as free. The
/// lock file itself stays: removing it would let two games lock two files
/// of the same name.
#[derive(Debug)]
pub struct AutosaveLock {
    _file: fs::File,
}

/// What [`Autosave::claim`] found.
#[derive(Debug)]
pub enum Slot {
    /// This slot is ours until the lock is dropped. `slot` 1 is the usual
    /// autosave; a higher one means other games hold the slots before it.
    Got {
        autosave: Autosave,
        slot: u32,
        lock: AutosaveLock,
    },
    /// Every slot is held by a running game.
    AllTaken,
    /// No lock file could be made (the folder cannot be written).
    Failed(io::Error),
}

impl Autosave {
    /// The autosave of slot `n` in `dir` (1 is `autosave.toml`).
    pub fn slot(dir: impl Into<PathBuf>, n: u32) -> Autosave {
        let dir = dir.into();
        match n {
            0 | 1 => Autosave::in_dir(dir),
            n => Autosave {
                path: dir.join(format!("autosave-{n}.toml")),
            },
        }
    }

    /// The data folder the autosave is in.
    pub fn dir(&self) -> PathBuf {
        parent_dir(&self.path)
    }

    /// Takes the first slot, from this autosave's, that no running game
    /// holds, creating the data folder if need be.
    pub fn claim(&self) -> Slot {
        let dir = self.dir();
        if let Err(e) = fs::create_dir_all(&dir) {
            return Slot::Failed(e);
        }
        for slot in 1..=SLOTS {
            let autosave = Autosave::slot(&dir, slot);
            match lock(&autosave.path.with_extension("lock")) {
                Ok(Some(lock)) => {
                    return Slot::Got {
                        autosave,
                        slot,
                        lock,
                    };
                }
                Ok(None) => {}
                Err(e) => return Slot::Failed(e),
            }
        }
        Slot::AllTaken
    }
}

/// Locks `path` for this process; `None` when another holds it.
fn lock(path: &Path) -> io::Result<Option<AutosaveLock>> {
    use std::io::Write;
    let mut file = fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)?;
    match file.try_lock() {
        Ok(()) => {}
        Err(fs::TryLockError::WouldBlock) => return Ok(None),
        Err(fs::TryLockError::Error(e)) => return Err(e),
    }
    // Only the holder writes: the id of the process that has the slot.
    file.set_len(0)?;
    writeln!(file, "{}", std::process::id())?;
    Ok(Some(AutosaveLock { _file: file }))
}

/// Keeps a finished game in `dir` (created if need be) under a name made of
/// the date, the time and the players, e.g.
/// `2026-11-30-1042-Ama-vs-Kofi.toml`, never replacing a file.
pub fn archive(
    saved: &SavedGame,
    dir: &Path,
    when: std::time::SystemTime,
) -> Result<PathBuf, SaveError> {
    create_folder(dir)?;
    let stem = format!(
        "{}-{}-vs-{}",
        utc_stamp(when),
        file_word(&saved.players.white),
        file_word(&saved.players.black)
    );
    for n in 1u32..1000 {
        let path = match n {
            1 => dir.join(format!("{stem}.toml")),
            n => dir.join(format!("{stem}-{n}.toml")),
        };
        match saved.save_new(&path) {
            Err(SaveError::Exists(_)) => {}
            result => return result.map(|()| path),
        }
    }
    Err(SaveError::Exists(dir.join(format!("{stem}.toml"))))
}

/// `YYYY-MM-DD-HHMM` in UTC.
fn utc_stamp(when: std::time::SystemTime) -> String {
    let Stamp {
        year,
        month,
        day,
        hour,
        minute,
    } = Stamp::of(when);
    format!("{year:04}-{month:02}-{day:02}-{hour:02}{minute:02}")
}

/// The calendar date `days` after 1970-01-01 (Howard Hinnant's algorithm).
fn civil_date(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// A player's name as a safe piece of a file name: letters and digits kept,
/// anything else a `_`, at most 20 characters.
fn file_word(name: &str) -> String {
    let word: String = name
        .chars()
        .filter(|c| !c.is_control())
        .take(20)
        .map(|c| if c.is_alphanumeric() { c } else { '_' })
        .collect();
    if word.is_empty() {
        "player".into()
    } else {
        word
    }
}

/// A moment as a calendar date and a time of day, in UTC: what the open
/// dialog shows on each row (the words and the order are its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Stamp {
    pub year: i64,
    pub month: u32,
    pub day: u32,
    pub hour: u32,
    pub minute: u32,
}

impl Stamp {
    /// The UTC date and time of `when` (the epoch for a time before it).
    pub fn of(when: std::time::SystemTime) -> Stamp {
        let secs = when
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let (days, rest) = (secs / 86_400, secs % 86_400);
        let (year, month, day) = civil_date(days as i64);
        Stamp {
            year,
            month,
            day,
            hour: (rest / 3600) as u32,
            minute: (rest % 3600 / 60) as u32,
        }
    }
}

/// Why a listed game was not deleted. Nothing was.
#[derive(Debug)]
pub enum DeleteError {
    /// An archived game: only [`delete_archived`] deletes one.
    Archived(PathBuf),
    /// An autosave slot: the game of a running or the last session.
    Autosave(PathBuf),
    /// [`delete_archived`] was given a game that is not in the archive.
    NotArchived(PathBuf),
    /// The file no longer holds the game listed (changed or replaced).
    Changed(PathBuf),
    /// The system refused.
    Io(SaveError),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_policy_writes_once_per_change_and_not_for_cursor_moves() {
        use yote_engine::Rules;
        let mut policy = Policy::default();
        let mut game = Game::default();
        let players = Players::new("Ama", "Kofi");
        policy.started(&game, &players);
        assert!(!policy.changed(&game, &players), "nothing played yet");
        let first = game.legal_moves()[0];
        game.play_unchecked(first);
        assert!(policy.changed(&game, &players), "a move");
        assert!(!policy.changed(&game, &players), "said once");
        game.undo();
        assert!(policy.changed(&game, &players), "an undo");
        // Another move at the same ply is a change too.
        let other = game.legal_moves()[1];
        game.play_unchecked(other);
        assert!(policy.changed(&game, &players));
        assert!(policy.changed(&game, &Players::new("Ama", "Yaw")), "a name");
        let rules = Rules {
            multi_jump: true,
            ..Rules::default()
        };
        assert!(
            policy.changed(&Game::new(rules).expect("valid rules"), &players),
            "the rules"
        );
    }

    #[test]
    fn a_batch_keeps_the_newest_record_and_every_finished_one() {
        let players = Players::default();
        let mut game = Game::default();
        let mut records = Vec::new();
        for _ in 0..3 {
            let mv = game.legal_moves()[0];
            game.play_unchecked(mv);
            records.push(SavedGame::from_game(&game, &players));
        }
        let mut ended = SavedGame::from_game(&game, &players);
        ended.outcome = Some(yote_engine::Outcome {
            result: yote_engine::GameResult::Draw,
            reason: yote_engine::Reason::Agreed,
        });
        assert_eq!(Policy::batch(records.clone()), records[2..]);
        records.insert(1, ended.clone());
        assert_eq!(Policy::batch(records.clone()), [ended, records[3].clone()]);
        assert!(Policy::batch(Vec::new()).is_empty());
    }

    #[test]
    fn dates_are_civil_utc() {
        let at =
            |secs: u64| utc_stamp(std::time::UNIX_EPOCH + std::time::Duration::from_secs(secs));
        assert_eq!(at(0), "1970-01-01-0000");
        // 2000-02-29 12:34 UTC: a leap day in a century year.
        assert_eq!(at(951_827_640), "2000-02-29-1234");
        // 2026-11-30 23:59 UTC.
        assert_eq!(at(1_796_083_140), "2026-11-30-2359");
    }

    #[test]
    fn names_become_safe_file_words() {
        assert_eq!(file_word("Ama"), "Ama");
        assert_eq!(file_word("../etc/passwd"), "___etc_passwd");
        assert_eq!(file_word("\u{1b}]2;x\u{7}"), "_2_x");
        assert_eq!(file_word(""), "player");
        assert_eq!(file_word(&"x".repeat(50)).len(), 20);
    }
}
