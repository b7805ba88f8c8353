//! Keeping the game safe while it is played: the autosave after every
//! change, the offer to resume it on the next start, and opening saved games.

use std::fs;
use std::path::{Path, PathBuf};

use crate::record::{Autosave, LoadError, Players, Resume, SavedGame};

use super::play::{Match, Undone};

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
            Aside::Unreadable => "autosave-unreadable",
            Aside::Unfinished => "autosave-previous",
        }
    }
}

/// Where the autosave goes.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Target {
    /// Not wanted (tests, replays of other programs' games).
    Off,
    /// Wanted, but there is no data directory.
    Missing,
    At(Autosave),
}

/// The autosave while the app runs: writes the game whenever it changed,
/// warns once when it cannot, and never replaces a file it has not read.
#[derive(Clone, Debug)]
pub struct Keeper {
    target: Target,
    /// The record last written (or opened): a write happens when the game differs.
    last: Option<SavedGame>,
    /// A warning was shown and nothing has been written since.
    warned: bool,
    /// The file found at start that the first write must not destroy.
    aside: Option<Aside>,
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
            last: None,
            warned: false,
            aside: None,
        }
    }

    /// The autosave at `autosave`; `None` means there is no place for it,
    /// which the player is told once.
    pub fn new(autosave: Option<Autosave>) -> Keeper {
        Keeper {
            target: autosave.map_or(Target::Missing, Target::At),
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
        autosave.clear().map_err(|e| e.to_string())?;
        self.aside = None;
        Ok(())
    }

    /// A match appears on the game screen: it is written at its first change.
    pub fn started(&mut self, record: SavedGame) {
        self.last = Some(record);
    }

    /// Whether `record` differs from the last one written or opened.
    pub fn changed(&self, record: &SavedGame) -> bool {
        self.last.as_ref() != Some(record)
    }

    /// Writes `record` if it differs from the last one written. Returns a
    /// note for the status line, and whether it is a warning.
    pub fn after_change(&mut self, record: SavedGame) -> Option<(String, bool)> {
        if self.target == Target::Off || self.last.as_ref() == Some(&record) {
            return None;
        }
        self.last = Some(record);
        let record = self.last.as_ref()?;
        let autosave = match &self.target {
            Target::At(a) => a.clone(),
            _ => return self.warn("Autosave is off: no data directory was found".into()),
        };
        let mut note = None;
        if let Some(aside) = self.aside {
            match set_aside(autosave.path(), aside) {
                Ok(Some(kept)) => {
                    note = Some(match aside {
                        Aside::Unreadable => {
                            format!("Kept the unreadable autosave as {}", kept.display())
                        }
                        Aside::Unfinished => {
                            format!("Kept the earlier game as {}", kept.display())
                        }
                    })
                }
                Ok(None) => {}
                // Writing now would destroy the file: stop autosaving instead.
                Err(e) => {
                    return self.warn(format!(
                        "Autosave stopped: could not keep the earlier autosave ({e})"
                    ));
                }
            }
            self.aside = None;
        }
        match autosave.write_saved(record) {
            Ok(()) => {
                self.warned = false;
                note.map(|n| (n, false))
            }
            Err(e) => self.warn(format!("Autosave failed: {e}")),
        }
    }

    /// The warning, only the first time in a row.
    fn warn(&mut self, text: String) -> Option<(String, bool)> {
        if self.warned {
            return None;
        }
        self.warned = true;
        Some((format!("{text}; the game goes on (S saves it)."), true))
    }
}

/// Moves the file at `path` to a free name beside it; `None` if it is gone.
fn set_aside(path: &Path, aside: Aside) -> std::io::Result<Option<PathBuf>> {
    if fs::symlink_metadata(path).is_err() {
        return Ok(None);
    }
    let dir = path.parent().unwrap_or(Path::new("."));
    let free = (1u32..10_000)
        .map(|n| match n {
            1 => dir.join(format!("{}.toml", aside.stem())),
            n => dir.join(format!("{}-{n}.toml", aside.stem())),
        })
        .find(|p| fs::symlink_metadata(p).is_err())
        .ok_or_else(|| std::io::Error::other("no free file name"))?;
    fs::rename(path, &free)?;
    Ok(Some(free))
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
    SavedGame::from_game(&m.game, &players_of(&m.names))
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
    );
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

/// A file name in the current directory for a new save, as typed text.
pub fn suggested_name() -> String {
    let path = crate::record::suggest_save_path(Path::new("."));
    let name = path.strip_prefix(".").unwrap_or(&path);
    name.display().to_string()
}
