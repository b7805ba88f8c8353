//! The lessons' progress in the data folder (`learn.toml`): the stars of
//! every task done, written atomically. A broken file is set aside (renamed,
//! never deleted) and a fresh one started; the caller says so on screen.
//! The puzzles' rating uses the same keeping ([`load`], [`store`]).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize, de::DeserializeOwned};

use crate::record::{Replace, read_bounded, write_atomic};
use crate::toml_doc::Doc;

/// The lessons' progress file's name in the data folder.
pub const FILE: &str = "learn.toml";

/// The most a progress file may hold.
const MAX_BYTES: u64 = 1 << 20;

/// Every task done and its stars (1 to 3).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    #[serde(default)]
    pub stars: BTreeMap<String, u8>,
}

/// The stars a task earns: 3 at the first try with no hint, 2 after one
/// wrong try or the hint, 1 after more.
pub fn stars_for(wrong_tries: u32, hinted: bool) -> u8 {
    match wrong_tries + u32::from(hinted) {
        0 => 3,
        1 => 2,
        _ => 1,
    }
}

impl Progress {
    /// Keeps the better of the stars already earned and `stars`.
    pub fn record(&mut self, task: &str, stars: u8) {
        let kept = self.stars.entry(task.to_string()).or_insert(0);
        *kept = (*kept).max(stars.clamp(1, 3));
    }

    /// The stars of `task`, 0 when not done.
    pub fn stars(&self, task: &str) -> u8 {
        self.stars.get(task).copied().unwrap_or(0)
    }
}

/// What reading a kept file came to.
#[derive(Debug)]
pub struct Loaded<T> {
    pub value: T,
    /// The file was broken and set aside here; a fresh one starts.
    pub set_aside: Option<PathBuf>,
}

/// Reads `path` (a missing file is a fresh start); a file that does not
/// read is renamed beside itself (`NAME.broken`, `NAME.broken-2`…).
pub fn load<T: DeserializeOwned + Default>(path: &Path) -> Loaded<T> {
    let read = match read_bounded(path, MAX_BYTES) {
        Ok(bytes) => bytes,
        Err(_) if !path.exists() => {
            return Loaded {
                value: T::default(),
                set_aside: None,
            };
        }
        Err(_) => Vec::new(),
    };
    let parsed = String::from_utf8(read)
        .ok()
        .and_then(|text| Doc::parse(&text).ok()?.deserialize::<T>().ok());
    match parsed {
        Some(value) => Loaded {
            value,
            set_aside: None,
        },
        None => Loaded {
            value: T::default(),
            set_aside: set_aside(path),
        },
    }
}

/// Writes `value` to `path` atomically, making its folder if need be.
pub fn store<T: Serialize>(path: &Path, value: &T) -> Result<(), String> {
    let text = toml::to_string(value).map_err(|e| e.to_string())?;
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder).map_err(|e| e.to_string())?;
    }
    write_atomic(path, text.as_bytes(), Replace::Yes).map_err(|e| e.to_string())
}

/// Renames a broken file to the first free `NAME.broken[-N]` beside it.
fn set_aside(path: &Path) -> Option<PathBuf> {
    let name = path.file_name()?.to_string_lossy().into_owned();
    (1..1000).find_map(|n| {
        let aside = if n == 1 {
            path.with_file_name(format!("{name}.broken"))
        } else {
            path.with_file_name(format!("{name}.broken-{n}"))
        };
        (!aside.exists() && std::fs::rename(path, &aside).is_ok()).then_some(aside)
    })
}

/// The lessons' progress file, in the data folder.
pub fn path() -> Option<PathBuf> {
    crate::record::data_dir().map(|dir| dir.join(FILE))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_is_kept_and_a_broken_file_set_aside() {
        let dir = tempfile::tempdir().expect("a folder");
        let file = dir.path().join(FILE);
        let fresh: Loaded<Progress> = load(&file);
        assert_eq!(fresh.value, Progress::default());
        assert!(fresh.set_aside.is_none());
        let mut progress = Progress::default();
        progress.record("drop-centre", 2);
        progress.record("drop-centre", 1);
        store(&file, &progress).expect("written");
        assert_eq!(load::<Progress>(&file).value.stars("drop-centre"), 2);
        std::fs::write(&file, "stars = 3\n").expect("written");
        let broken: Loaded<Progress> = load(&file);
        assert_eq!(broken.value, Progress::default());
        assert_eq!(broken.set_aside, Some(dir.path().join("learn.toml.broken")));
        assert!(!file.exists());
    }
}
