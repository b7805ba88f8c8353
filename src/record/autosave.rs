//! The autosave in the user's data directory, and the offer to resume it.

use super::*;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::engine::Game;

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
