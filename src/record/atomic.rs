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
    // Temporaries of writers killed before (ours or another game's) go now.
    remove_stale_temps(&dir, target);
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

/// Without a way to ask whether a process lives (not Unix), temporary
/// files older than this are taken as left by a process that died while
/// writing (a live writer's is milliseconds old).
#[cfg(not(unix))]
pub(super) const STALE_TEMP: std::time::Duration = std::time::Duration::from_secs(600);

/// Removes the temporary files in `dir` that a writer killed while writing
/// left behind (`.NAME.PID.N.tmp`, see [`temp_path`]): those whose process
/// is dead and which hold the start of a saved game, or nothing. A live
/// writer's, and any other file, are left alone. Best effort. `_target` is
/// kept for callers that name the file being written.
pub(super) fn remove_stale_temps(dir: &Path, _target: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name.to_str().and_then(temp_writer) else {
            continue;
        };
        let path = entry.path();
        if writer_is_gone(pid, &path) && holds_a_saved_game_start(&path) {
            let _ = fs::remove_file(path);
        }
    }
}

/// The writer's process id in a temporary file's name, `.NAME.PID.N.tmp`.
pub(super) fn temp_writer(file_name: &str) -> Option<u32> {
    let rest = file_name.strip_prefix('.')?.strip_suffix(".tmp")?;
    let mut parts = rest.rsplitn(3, '.');
    let n = parts.next()?;
    let pid = parts.next()?;
    let name = parts.next()?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if name.is_empty() || !digits(n) || !digits(pid) {
        return None;
    }
    pid.parse().ok()
}

/// Whether the process that wrote a temporary file is gone.
fn writer_is_gone(pid: u32, path: &Path) -> bool {
    if pid == std::process::id() {
        return false; // another thread of ours may be writing it
    }
    #[cfg(unix)]
    {
        let _ = path;
        let Ok(pid) = libc::pid_t::try_from(pid) else {
            return false;
        };
        if pid <= 0 {
            return false; // 0 and below name process groups, never a writer
        }
        // SAFETY: signal 0 only checks that the process exists.
        let alive = unsafe { libc::kill(pid, 0) } == 0
            || io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH);
        !alive
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        fs::metadata(path)
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age > STALE_TEMP)
    }
}

/// Whether a file is empty or starts like a saved game (or with a part of
/// that start): what a killed writer leaves, and nothing else.
fn holds_a_saved_game_start(path: &Path) -> bool {
    use std::io::Read;
    let header = SAVED_GAME_HEADER.as_bytes();
    let mut head = Vec::new();
    let read = File::open(path).and_then(|f| f.take(header.len() as u64).read_to_end(&mut head));
    read.is_ok() && header.starts_with(&head)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_writer_is_read_from_temporary_names() {
        assert_eq!(temp_writer(".autosave.toml.4242.0.tmp"), Some(4242));
        assert_eq!(temp_writer(".my.game.toml.17.305.tmp"), Some(17));
        for not_ours in [
            "autosave.toml.4242.0.tmp",
            ".autosave.toml.4242.0",
            ".autosave.toml.42x.0.tmp",
            ".autosave.toml..0.tmp",
            "..4242.0.tmp",
            ".4242.0.tmp",
            ".a.99999999999.0.tmp",
        ] {
            assert_eq!(temp_writer(not_ours), None, "{not_ours}");
        }
        let name = temp_path(Path::new("dir/g.toml"));
        let name = name.file_name().unwrap().to_str().unwrap();
        assert_eq!(temp_writer(name), Some(std::process::id()));
    }
}
