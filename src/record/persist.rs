//! Replacing a whole file atomically with `tempfile`: a temporary file in the
//! target's folder, written and synced, persisted (renamed) over the target,
//! then the folder synced, so the target is always the old file or the new
//! one, whole. Only regular files are ever replaced.

use std::fs;
use std::io::{self, Write};
use std::path::Path;

use super::atomic::{parent_dir, sync_dir};
use super::read::kind;

/// A file that [`replace_file`] did not write. The message names the file.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The target is a folder, a device, a pipe or a socket.
    #[error("{path}: {what}, not a regular file")]
    NotAFile { path: String, what: &'static str },
    /// The operating system refused.
    #[error("cannot write {path}: {error}")]
    Io { path: String, error: io::Error },
}

/// Writes `bytes` to `target`, creating it or replacing the regular file
/// there (links followed for the check, keeping its permissions). A folder,
/// device, pipe or socket is refused before anything is written.
pub fn replace_file(target: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let path = target.display().to_string();
    let existing = fs::metadata(target).ok();
    if let Some(meta) = &existing
        && !meta.is_file()
    {
        return Err(WriteError::NotAFile {
            path,
            what: kind(meta),
        });
    }
    let dir = parent_dir(target);
    let io = |error| WriteError::Io {
        path: path.clone(),
        error,
    };
    let mut tmp = tempfile::Builder::new()
        .prefix(".yote-")
        .suffix(".tmp")
        .tempfile_in(&dir)
        .map_err(io)?;
    if let Some(meta) = &existing {
        // Best effort: the new file keeps who may read it.
        let _ = tmp.as_file().set_permissions(meta.permissions());
    }
    tmp.write_all(bytes).map_err(io)?;
    tmp.as_file().sync_all().map_err(io)?;
    // On failure the temporary file is removed when `tmp` drops.
    tmp.persist(target).map_err(|e| io(e.error))?;
    sync_dir(&dir);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn creates_then_replaces_and_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("out.svg");
        replace_file(&target, b"one").unwrap();
        replace_file(&target, b"two").unwrap();
        assert_eq!(fs::read(&target).unwrap(), b"two");
        let names: Vec<_> = fs::read_dir(dir.path()).unwrap().flatten().collect();
        assert_eq!(names.len(), 1, "only the target is left");
    }

    #[test]
    fn folders_and_devices_are_refused_untouched() {
        let dir = tempfile::tempdir().unwrap();
        let e = replace_file(dir.path(), b"x").unwrap_err();
        assert!(
            e.to_string().ends_with("a folder, not a regular file"),
            "{e}"
        );
        #[cfg(unix)]
        {
            let e = replace_file(Path::new("/dev/null"), b"x").unwrap_err();
            assert_eq!(
                e.to_string(),
                "/dev/null: a character device, not a regular file"
            );
        }
    }

    #[test]
    fn a_missing_folder_is_named() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("no/such/out.svg");
        let e = replace_file(&target, b"x").unwrap_err();
        assert!(e.to_string().starts_with("cannot write "), "{e}");
        assert!(e.to_string().contains("out.svg"), "{e}");
    }
}
