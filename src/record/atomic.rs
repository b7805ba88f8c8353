//! Atomic writes: at every instant the target is the old file or the new one, whole.

use super::*;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Whether [`write_atomic`] may replace an existing file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replace {
    /// Refuse with [`SaveError::Exists`] if the target exists.
    No,
    /// Replace the target (the user was asked, or it is the autosave).
    Yes,
}

/// Writes `bytes` to `target` so that at every instant `target` is either
/// the previous file, whole, or the new one, whole: write a temporary file
/// in the same directory, sync it, rename it over the target, sync the
/// directory.
pub fn write_atomic(target: &Path, bytes: &[u8], replace: Replace) -> Result<(), SaveError> {
    write_atomic_with(target, bytes, replace, &|from, to| fs::rename(from, to))
}

/// [`write_atomic`] with the rename step given: tests pass one that fails
/// to show the previous file survives. On failure the temporary file is
/// removed and the target is untouched.
pub fn write_atomic_with(
    target: &Path,
    bytes: &[u8],
    replace: Replace,
    rename: &dyn Fn(&Path, &Path) -> io::Result<()>,
) -> Result<(), SaveError> {
    if replace == Replace::No && fs::symlink_metadata(target).is_ok() {
        return Err(SaveError::Exists(target.to_path_buf()));
    }
    let dir = parent_dir(target);
    let tmp = temp_path(target);
    let result = write_synced(&tmp, bytes, target)
        .and_then(|()| commit(&tmp, target, replace, rename))
        .map_err(SaveError::io(target));
    if result.is_err() {
        // Best effort: the temporary file is ours and of no further use.
        let _ = fs::remove_file(&tmp);
        if let Err(SaveError::Io { error, .. }) = &result
            && error.kind() == io::ErrorKind::AlreadyExists
        {
            return Err(SaveError::Exists(target.to_path_buf()));
        }
        return result;
    }
    sync_dir(&dir);
    Ok(())
}

/// Writes and syncs the temporary file, with the target's permissions when
/// it replaces one.
pub(super) fn write_synced(tmp: &Path, bytes: &[u8], target: &Path) -> io::Result<()> {
    let mut file = OpenOptions::new().write(true).create_new(true).open(tmp)?;
    if let Ok(meta) = fs::metadata(target) {
        let _ = file.set_permissions(meta.permissions());
    }
    file.write_all(bytes)?;
    file.sync_all()
}

/// Puts the finished temporary file in place of the target.
pub(super) fn commit(
    tmp: &Path,
    target: &Path,
    replace: Replace,
    rename: &dyn Fn(&Path, &Path) -> io::Result<()>,
) -> io::Result<()> {
    if replace == Replace::Yes {
        return rename(tmp, target);
    }
    // A hard link never replaces a file, so a file that appeared since the
    // check above is not lost either.
    match fs::hard_link(tmp, target) {
        Ok(()) => fs::remove_file(tmp),
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(e),
        // A file system without hard links: check again, then rename.
        Err(_) if fs::symlink_metadata(target).is_ok() => {
            Err(io::Error::from(io::ErrorKind::AlreadyExists))
        }
        Err(_) => rename(tmp, target),
    }
}

pub(super) fn parent_dir(target: &Path) -> PathBuf {
    match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// A fresh name next to `target`, hidden, unique to this process and call.
pub(super) fn temp_path(target: &Path) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "game".to_string());
    parent_dir(target).join(format!(".{name}.{}.{n}.tmp", std::process::id()))
}

/// Temporary files of `target` older than this were left by a process that
/// died while writing (a live writer's is milliseconds old).
pub(super) const STALE_TEMP: std::time::Duration = std::time::Duration::from_secs(600);

/// Removes temporary files of `target` left by killed processes. Best effort.
pub(super) fn remove_stale_temps(dir: &Path, target: &Path) {
    let Some(name) = target.file_name().map(|n| n.to_string_lossy().into_owned()) else {
        return;
    };
    let prefix = format!(".{name}.");
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file_name = entry.file_name().to_string_lossy().into_owned();
        if !(file_name.starts_with(&prefix) && file_name.ends_with(".tmp")) {
            continue;
        }
        let stale = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age > STALE_TEMP);
        if stale {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Makes the rename itself durable. Best effort: some file systems refuse
/// to sync a directory, and the file is complete either way.
pub(super) fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// A file name in `dir` for saving a new game that names no existing file:
/// `yote-game.toml`, else `yote-game-2.toml`, `yote-game-3.toml`, ...
pub fn suggest_save_path(dir: &Path) -> PathBuf {
    let first = dir.join("yote-game.toml");
    if fs::symlink_metadata(&first).is_err() {
        return first;
    }
    (2u32..)
        .map(|n| dir.join(format!("yote-game-{n}.toml")))
        .find(|p| fs::symlink_metadata(p).is_err())
        .unwrap_or(first)
}
