//! Atomic writes: at every instant the target is the old file or the new one,
//! whole. A temporary file in the target's folder (`tempfile`), written and
//! synced, persisted over the target, then the folder synced. Only regular
//! files are ever replaced. A symlink is written through: the temporary
//! file is made beside the file it points to and renamed over that file,
//! so the link stays a link (a dotfile, a shared diagram). Every file the
//! program writes goes through [`write_atomic`]: saved games, the autosave,
//! preferences, diagrams.

use super::{SAVED_GAME_HEADER, SaveError};
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use tempfile::NamedTempFile;

use super::read::FileKind;

/// Whether [`write_atomic`] may replace an existing file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replace {
    /// Refuse with [`SaveError::Exists`] if the target exists.
    No,
    /// Replace the target if it is a regular file (the user was asked, or
    /// it is the autosave, the preferences, a diagram).
    Yes,
}

/// The step that puts the finished temporary file in place of the target,
/// given by tests to show what a failure leaves.
pub type RenameStep<'a> = &'a dyn Fn(&Path, &Path) -> io::Result<()>;

/// Writes `bytes` to `target` so that at every instant `target` is either
/// the previous file, whole, or the new one, whole. A folder, device, pipe
/// or socket at `target` is refused before anything is written, and so is
/// any existing file (or link) with [`Replace::No`]. With [`Replace::Yes`]
/// a symlink is written through (see the module's notes). The folder must
/// exist.
pub fn write_atomic(target: &Path, bytes: &[u8], replace: Replace) -> Result<(), SaveError> {
    write(target, bytes, replace, None)
}

/// [`write_atomic`] with the rename step of [`Replace::Yes`] given: tests
/// pass one that fails to show the previous file survives. On failure the
/// temporary file is removed and the target is untouched.
pub fn write_atomic_with(
    target: &Path,
    bytes: &[u8],
    replace: Replace,
    rename: RenameStep,
) -> Result<(), SaveError> {
    write(target, bytes, replace, Some(rename))
}

fn write(
    target: &Path,
    bytes: &[u8],
    replace: Replace,
    rename: Option<RenameStep>,
) -> Result<(), SaveError> {
    // A new file (`Replace::No`) is never made through a link: a link there
    // is a file there, refused below.
    let resolved = match replace {
        Replace::Yes => through_links(target),
        Replace::No => target.to_path_buf(),
    };
    let target = resolved.as_path();
    let existing = check_target(target, replace)?;
    let dir = parent_dir(target);
    let tmp = write_synced(&dir, target, bytes, existing.as_ref())
        .map_err(|error| in_the_way(target).unwrap_or_else(|| SaveError::io(target)(error)))?;
    // On failure the temporary file is removed when it drops.
    let placed = match (replace, rename) {
        (Replace::No, _) => tmp.persist_noclobber(target).map(drop).map_err(|e| e.error),
        (Replace::Yes, None) => tmp.persist(target).map(drop).map_err(|e| e.error),
        (Replace::Yes, Some(rename)) => {
            let mut tmp = tmp.into_temp_path();
            rename(&tmp, target).map(|()| tmp.disable_cleanup(true))
        }
    };
    match placed {
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
            return Err(SaveError::Exists(target.to_path_buf()));
        }
        other => other.map_err(SaveError::io(target))?,
    }
    sync_dir(&dir);
    // Temporaries of writers killed before (ours or another game's) go now.
    remove_stale_temps(&dir);
    Ok(())
}

/// The file a path names, through any symlinks (relative links from
/// their own folder); the path itself when it is none, or dangles.
pub fn through_links(path: &Path) -> PathBuf {
    let mut at = path.to_path_buf();
    // A bound, for a circle of links (the write then fails on it).
    for _ in 0..40 {
        match fs::read_link(&at) {
            Ok(next) => {
                at = match at.parent() {
                    Some(dir) if next.is_relative() => dir.join(next),
                    _ => next,
                };
            }
            Err(_) => return at,
        }
    }
    at
}

/// Creates the folder `dir` and those above it, as needed. A file where
/// one of them should be is named as such ([`SaveError::NotAFolder`]),
/// rather than with the system's "File exists" or "Not a directory".
pub fn create_folder(dir: &Path) -> Result<(), SaveError> {
    fs::create_dir_all(dir)
        .map_err(|error| in_the_way(&dir.join("x")).unwrap_or_else(|| SaveError::io(dir)(error)))
}

/// The file in the way of writing `target`: the nearest of the folders
/// above it that exists and is no folder, as [`SaveError::NotAFolder`].
fn in_the_way(target: &Path) -> Option<SaveError> {
    target
        .ancestors()
        .skip(1)
        .filter(|a| !a.as_os_str().is_empty())
        .find(|a| fs::metadata(a).is_ok_and(|m| !m.is_dir()))
        .map(|file| SaveError::NotAFolder(file.to_path_buf()))
}

/// Refuses what must not be replaced; the target's metadata when it is a
/// regular file that may be.
fn check_target(target: &Path, replace: Replace) -> Result<Option<fs::Metadata>, SaveError> {
    if replace == Replace::No && fs::symlink_metadata(target).is_ok() {
        return Err(SaveError::Exists(target.to_path_buf()));
    }
    match fs::metadata(target) {
        Ok(meta) if !meta.is_file() => Err(SaveError::NotAFile {
            path: target.to_path_buf(),
            what: FileKind::of(&meta),
        }),
        Ok(meta) => Ok(Some(meta)),
        Err(_) => Ok(None),
    }
}

/// The temporary file next to `target`, written and synced, with the
/// permissions of the file it replaces.
fn write_synced(
    dir: &Path,
    target: &Path,
    bytes: &[u8],
    existing: Option<&fs::Metadata>,
) -> io::Result<NamedTempFile> {
    // The file is opened here rather than by `tempfile_in`, and written
    // through the `File` rather than the `NamedTempFile`: tempfile's own
    // wrappers add the temporary file's path to the system's error, and
    // the player asked for `x.svg`, which the caller names. The system's
    // error is then the system's, kind and words.
    let mut tmp = tempfile::Builder::new()
        .prefix(&temp_prefix(target))
        .suffix(".tmp")
        .make_in(dir, create_private)?;
    if let Some(meta) = existing {
        // Best effort: the new file keeps who may read it.
        let _ = tmp.as_file().set_permissions(meta.permissions());
    }
    tmp.as_file_mut().write_all(bytes)?;
    tmp.as_file().sync_all()?;
    Ok(tmp)
}

/// A new file at `path` that only its owner may read (as tempfile makes
/// them), refusing one that is there.
fn create_private(path: &Path) -> io::Result<fs::File> {
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)
}

pub(super) fn parent_dir(target: &Path) -> PathBuf {
    match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// How the temporary files next to `target` begin: `.NAME.PID.`, hidden and
/// naming the writer, so that a writer killed half-way is known by its
/// leftovers (`tempfile` adds random letters and `.tmp`).
fn temp_prefix(target: &Path) -> String {
    let name = target
        .file_name()
        .map_or_else(|| "game".to_string(), |n| n.to_string_lossy().into_owned());
    format!(".{name}.{}.", std::process::id())
}

/// Without a way to ask whether a process lives (not Unix), temporary
/// files older than this are taken as left by a process that died while
/// writing (a live writer's is milliseconds old).
#[cfg(not(unix))]
pub(super) const STALE_TEMP: std::time::Duration = std::time::Duration::from_secs(600);

/// Removes the temporary files in `dir` that a writer killed while writing
/// left behind (`.NAME.PID.XXXXXX.tmp`, see [`temp_prefix`]): those whose
/// process is dead and which hold the start of a saved game, or nothing. A
/// live writer's, and any other file, are left alone. Best effort.
pub(super) fn remove_stale_temps(dir: &Path) {
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

/// The writer's process id in a temporary file's name, `.NAME.PID.XXX.tmp`.
pub(super) fn temp_writer(file_name: &str) -> Option<u32> {
    let rest = file_name.strip_prefix('.')?.strip_suffix(".tmp")?;
    let mut parts = rest.rsplitn(3, '.');
    let random = parts.next()?;
    let pid = parts.next()?;
    let name = parts.next()?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let letters = !random.is_empty() && random.bytes().all(|b| b.is_ascii_alphanumeric());
    if name.is_empty() || !letters || !digits(pid) {
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
            ".autosave.toml.42.a-b.tmp",
            ".autosave.toml..0.tmp",
            "..4242.0.tmp",
            ".4242.0.tmp",
            ".a.99999999999.0.tmp",
        ] {
            assert_eq!(temp_writer(not_ours), None, "{not_ours}");
        }
        let name = format!("{}XyZ123.tmp", temp_prefix(Path::new("dir/g.toml")));
        assert_eq!(temp_writer(&name), Some(std::process::id()));
    }

    /// The player is told about the file they named, never about the
    /// temporary file beside it that could not be created.
    #[test]
    fn a_folder_refusing_files_is_reported_without_the_temporary_name() {
        let target = Path::new("/proc/yote-no-such.svg");
        let e = write_atomic(target, b"x", Replace::Yes).unwrap_err();
        let text = e.to_string();
        assert!(text.contains("/proc/yote-no-such.svg"), "{text}");
        assert!(!text.contains(".tmp"), "{text}");
        assert!(!text.contains("at path"), "{text}");
        // The system's own error, its number kept (not a copy of its words).
        match e {
            SaveError::Io { error, .. } => assert!(error.raw_os_error().is_some(), "{error:?}"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn creates_then_replaces_and_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("out.svg");
        write_atomic(&target, b"one", Replace::Yes).unwrap();
        write_atomic(&target, b"two", Replace::Yes).unwrap();
        assert_eq!(fs::read(&target).unwrap(), b"two");
        let names: Vec<_> = fs::read_dir(dir.path()).unwrap().flatten().collect();
        assert_eq!(names.len(), 1, "only the target is left");
    }

    #[test]
    fn folders_and_devices_are_refused_untouched() {
        let dir = tempfile::tempdir().unwrap();
        for replace in [Replace::Yes, Replace::No] {
            let e = write_atomic(dir.path(), b"x", replace).unwrap_err();
            let text = e.to_string();
            assert!(
                text.ends_with("a folder, not a regular file") || text.ends_with("already exists"),
                "{e}"
            );
        }
        #[cfg(unix)]
        {
            let e = write_atomic(Path::new("/dev/null"), b"x", Replace::Yes).unwrap_err();
            assert_eq!(
                e.to_string(),
                "/dev/null: a character device, not a regular file"
            );
        }
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 0);
    }

    #[test]
    fn a_missing_folder_is_named() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("no/such/out.svg");
        let e = write_atomic(&target, b"x", Replace::Yes).unwrap_err();
        assert!(e.to_string().starts_with("cannot save to "), "{e}");
        assert!(e.to_string().contains("out.svg"), "{e}");
    }
}
