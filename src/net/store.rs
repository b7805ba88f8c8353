//! Each side's record of a game across two computers, kept in the data
//! folder after every move (`net/host.json`, `net/join.json`), so that
//! either side can come back to it: the game's id and the saved game.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use yote_engine::Color;

use super::seal::Role;
use crate::record::{self, Replace, SaveError, SavedGame};

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Kept {
    game: String,
    /// The colour this side plays, `"white"` or `"black"`.
    plays: String,
    record: String,
}

/// A record kept: the game's id, the colour this side plays, the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub game: String,
    pub plays: Color,
    pub saved: SavedGame,
}

/// The file of `role`'s record in the data folder `dir`.
pub fn path(dir: &Path, role: Role) -> PathBuf {
    dir.join("net").join(match role {
        Role::Host => "host.json",
        Role::Join => "join.json",
    })
}

/// Keeps the record of game `id`, in which this side plays `plays`,
/// atomically.
pub fn save(
    dir: &Path,
    role: Role,
    id: &str,
    plays: Color,
    saved: &SavedGame,
) -> Result<(), SaveError> {
    let path = path(dir, role);
    if let Some(parent) = path.parent() {
        record::create_folder(parent)?;
    }
    let kept = Kept {
        game: id.to_string(),
        plays: plays.name().to_string(),
        record: saved.to_toml_string(),
    };
    let text = serde_json::to_string_pretty(&kept).expect("plain data");
    record::write_atomic(&path, text.as_bytes(), Replace::Yes)
}

/// The record kept, if there is one that reads.
pub fn load(dir: &Path, role: Role) -> Option<Record> {
    let path = path(dir, role);
    let bytes = record::read_bounded(&path, record::MAX_FILE_SIZE * 2).ok()?;
    let kept: Kept = serde_json::from_slice(&bytes).ok()?;
    let saved = SavedGame::parse(&kept.record).ok()?;
    let id_ok = kept.game.len() == 32 && kept.game.bytes().all(|b| b.is_ascii_hexdigit());
    let plays = Color::from_name(&kept.plays)?;
    id_ok.then_some(Record {
        game: kept.game,
        plays,
        saved,
    })
}

/// Forgets the record (the game ended and was archived).
pub fn clear(dir: &Path, role: Role) {
    let _ = std::fs::remove_file(path(dir, role));
}
