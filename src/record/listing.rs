//! The games in the data folder, for the open dialog: found by a scan of
//! its folders (names, times and sizes only: [`find_games`]), then read one
//! by one for what each file says ([`summarize`]), without replaying the
//! moves: a game is replayed only when it is opened. A listing of 250 games
//! of 90 000 moves thus reads each file once and keeps a few hundred bytes
//! of each.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use yote_engine::game::moves_in;
use yote_engine::{GameResult, Rules};

use super::format::{Parts, read_limited, read_parts};
use super::{
    ARCHIVE_DIR, DeleteError, GAMES_DIR, KEPT_STEM, LoadError, Players, Problem, SaveError, Stamp,
};
use crate::toml_doc::Doc;

/// Where a game in the list comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An autosave slot (a game in progress or the last one played).
    Autosave,
    /// An unfinished game set aside when a new one took its autosave
    /// (`autosave-previous*.toml`).
    Kept,
    /// Saved with `S` into the games folder.
    Saved,
    /// A finished game kept in the archive.
    Archived,
}

impl Kind {
    /// Whether the open dialog may delete such a game (asking first): a
    /// kept or saved game, or an archived one (asking twice). An autosave
    /// slot is the live copy of a game and is never deleted from the list.
    pub fn deletable(self) -> bool {
        self != Kind::Autosave
    }
}

/// A file found in the data folder: where, what kind, and when it was last
/// written (the list is newest first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub path: PathBuf,
    pub kind: Kind,
    pub modified: SystemTime,
    len: u64,
}

/// What a saved game's file says, read but not replayed: enough for a row
/// of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub players: Players,
    pub rules: Rules,
    /// Moves played, counted in pairs as the move list counts them
    /// ([`yote_engine::game::number_moves`]).
    pub moves: usize,
    /// The result the file states, if it states one.
    pub result: Option<GameResult>,
}

/// One row of the open dialog's list: the file, and what it says or why
/// it does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    pub path: PathBuf,
    pub kind: Kind,
    pub modified: SystemTime,
    pub read: Result<Summary, LoadError>,
}

impl Summary {
    /// What a saved game's file says, from the game itself.
    pub fn of(saved: &super::SavedGame) -> Summary {
        Summary {
            players: saved.players.clone(),
            rules: saved.rules.clone(),
            moves: saved.moves_played(),
            result: saved.outcome.map(|o| o.result),
        }
    }
}

impl Found {
    /// Reads the file for its row.
    pub fn read(&self) -> Listed {
        Listed {
            path: self.path.clone(),
            kind: self.kind,
            modified: self.modified,
            read: summarize(&self.path),
        }
    }
}

/// The games in the data folder `data`, newest first (by modification
/// time): its autosaves and kept games, every regular file in the games
/// folder whatever its name (but a write in progress, `.….tmp`), and the
/// archive's `.toml` files. No file is read, except that an autosave whose
/// bytes are those of an archived game (a finished game is in both) is
/// left out: it is listed once, from the archive, which the next game does
/// not replace.
pub fn find_games(data: &Path) -> Vec<Found> {
    let mut found = Vec::new();
    scan(data, &mut found, |name| {
        let toml = name.starts_with("autosave") && name.ends_with(".toml");
        toml.then_some(if name.starts_with(KEPT_STEM) {
            Kind::Kept
        } else {
            Kind::Autosave
        })
    });
    scan(&data.join(GAMES_DIR), &mut found, |name| {
        let in_progress = name.starts_with('.') && name.ends_with(".tmp");
        (!in_progress).then_some(Kind::Saved)
    });
    scan(&data.join(ARCHIVE_DIR), &mut found, |name| {
        (name.ends_with(".toml") && !name.starts_with('.')).then_some(Kind::Archived)
    });
    let archived: Vec<&Found> = found.iter().filter(|f| f.kind == Kind::Archived).collect();
    let twins: Vec<bool> = found
        .iter()
        .map(|f| f.kind == Kind::Autosave && has_twin(f, &archived))
        .collect();
    let mut found: Vec<Found> = found
        .into_iter()
        .zip(twins)
        .filter_map(|(f, twin)| (!twin).then_some(f))
        .collect();
    found.sort_by(|a, b| {
        b.modified
            .cmp(&a.modified)
            .then_with(|| a.path.cmp(&b.path))
    });
    found
}

/// Adds the regular files of `dir` (links followed) that `kind_of` names.
fn scan(dir: &Path, found: &mut Vec<Found>, kind_of: impl Fn(&str) -> Option<Kind>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(kind) = kind_of(&name) else {
            continue;
        };
        let path = entry.path();
        let Ok(meta) = fs::metadata(&path) else {
            continue;
        };
        if meta.is_file() {
            found.push(Found {
                path,
                kind,
                modified: meta.modified().unwrap_or(SystemTime::UNIX_EPOCH),
                len: meta.len(),
            });
        }
    }
}

/// Whether the autosave `autosave` holds a finished game that one of
/// `archived` holds byte for byte (both are written from one record). The
/// autosave is read once, and only when finished; an archived file only
/// when its size agrees, nearest in time first (the twin is written at the
/// same moment), stopping at the first.
fn has_twin(autosave: &Found, archived: &[&Found]) -> bool {
    let mut same_size: Vec<&&Found> = archived.iter().filter(|a| a.len == autosave.len).collect();
    if same_size.is_empty() || autosave.len > super::MAX_FILE_SIZE {
        return false;
    }
    let Ok(bytes) = fs::read(&autosave.path) else {
        return false;
    };
    if !bytes.windows(9).any(|w| w == b"\n[result]") {
        return false;
    }
    let apart = |a: &Found| {
        a.modified
            .duration_since(autosave.modified)
            .or_else(|_| autosave.modified.duration_since(a.modified))
            .unwrap_or_default()
    };
    same_size.sort_by_key(|a| apart(a));
    same_size
        .iter()
        .any(|a| fs::read(&a.path).is_ok_and(|other| other == bytes))
}

/// What the saved game in `path` says (players, moves, result, rules),
/// every key checked as opening it would, but the moves not replayed.
pub fn summarize(path: &Path) -> Result<Summary, LoadError> {
    let parts = read_limited(path)
        .and_then(|text| {
            let doc = Doc::parse(&text)
                .map_err(|e| LoadError::new(Problem::NotToml(e.message)).on_line(e.line))?;
            read_parts(&doc)
        })
        .map_err(|e| e.in_file(path))?;
    let Parts {
        players,
        rules,
        moves,
        claim,
    } = parts;
    Ok(Summary {
        moves: moves_in(&rules, moves.iter().map(|m| is_capture(m))),
        players,
        rules,
        result: claim.map(|c| c.winner),
    })
}

/// Whether a move token is a capture, as written: only a capture holds an
/// `x` (squares are written with the letters `a` to `h`, docs/rules.md §5).
pub fn is_capture(token: &str) -> bool {
    token.contains('x')
}

/// The newest `limit` games of [`find_games`], read.
pub fn list_games(data: &Path, limit: usize) -> Vec<Listed> {
    find_games(data)
        .iter()
        .take(limit)
        .map(Found::read)
        .collect()
}

impl Listed {
    /// When the file was last written, as a date and time (UTC).
    pub fn stamp(&self) -> Stamp {
        Stamp::of(self.modified)
    }
}

/// Deletes a game of the list: a game in the games folder, or one kept
/// beside the autosave (`autosave-previous*.toml`). An autosave slot and an
/// archived game are refused (for the archive, [`delete_archived`] is the
/// separate, explicit way), and so is a file that no longer holds the game
/// listed. Ask the player first.
pub fn delete_game(listed: &Listed) -> Result<(), DeleteError> {
    match listed.kind {
        Kind::Archived => Err(DeleteError::Archived(listed.path.clone())),
        Kind::Autosave => Err(DeleteError::Autosave(listed.path.clone())),
        Kind::Kept | Kind::Saved => delete_listed(listed),
    }
}

/// Deletes an archived game of the list (and only that): apart from
/// [`delete_game`] so that no path through it deletes an archived game by
/// accident. Ask the player first, saying it is archived.
pub fn delete_archived(listed: &Listed) -> Result<(), DeleteError> {
    match listed.kind {
        Kind::Archived => delete_listed(listed),
        _ => Err(DeleteError::NotArchived(listed.path.clone())),
    }
}

/// Removes the listed file if it still holds what was listed: the same
/// regular file, written at the same time, saying the same (a file
/// changed or replaced since is left alone).
fn delete_listed(listed: &Listed) -> Result<(), DeleteError> {
    let path = &listed.path;
    let meta = fs::symlink_metadata(path)
        .ok()
        .filter(fs::Metadata::is_file);
    let same = meta.is_some_and(|m| m.modified().ok() == Some(listed.modified))
        && summarize(path) == listed.read;
    if !same {
        return Err(DeleteError::Changed(path.clone()));
    }
    match fs::remove_file(path) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => {
            Err(DeleteError::Io(SaveError::io(path)(e)))
        }
        _ => {
            super::atomic::sync_dir(&super::atomic::parent_dir(path));
            Ok(())
        }
    }
}
