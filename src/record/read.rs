//! Reading a file the user names: a regular file only, never more than a
//! limit, never blocking. Every file the program reads goes through
//! [`read_bounded`]: rules files, saved games, the autosave.

use std::fs::{self, File, Metadata, OpenOptions};
use std::io::{self, Read};
use std::path::Path;

/// Why a file was not read: data; the words are `words`'s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The operating system refused (missing file, no permission, ...):
    /// its own message.
    Io(String),
    /// The path (after following links) is not a regular file: a folder, a
    /// named pipe, a device, a socket. Such a file is never read: a pipe
    /// would wait for a writer, `/dev/zero` would never end.
    NotAFile(FileKind),
    /// The file holds more than the limit.
    TooLarge { size: u64, max: u64 },
}

/// What a path that is not a regular file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Folder,
    NamedPipe,
    CharDevice,
    BlockDevice,
    Socket,
    /// Anything else that is not a regular file.
    Other,
}

impl FileKind {
    /// What the file `meta` describes is (for one that is not a regular file).
    pub fn of(meta: &Metadata) -> FileKind {
        let file_type = meta.file_type();
        if file_type.is_dir() {
            return FileKind::Folder;
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            if file_type.is_fifo() {
                return FileKind::NamedPipe;
            }
            if file_type.is_char_device() {
                return FileKind::CharDevice;
            }
            if file_type.is_block_device() {
                return FileKind::BlockDevice;
            }
            if file_type.is_socket() {
                return FileKind::Socket;
            }
        }
        FileKind::Other
    }
}

impl std::error::Error for ReadError {}

impl From<io::Error> for ReadError {
    fn from(e: io::Error) -> Self {
        ReadError::Io(e.to_string())
    }
}

/// The bytes of the regular file at `path` (links followed), refusing
/// anything else at once and any file over `max` bytes without reading it
/// whole: at most `max + 1` bytes are read, so a file that grows after the
/// size check is still bounded.
pub fn read_bounded(path: &Path, max: u64) -> Result<Vec<u8>, ReadError> {
    // Look first, so that a device or pipe is not even opened...
    check(&fs::metadata(path)?, max)?;
    let file = open_without_blocking(path)?;
    // ...then look again at what was opened: the path may have been
    // replaced in between.
    check(&file.metadata()?, max)?;
    let mut bytes = Vec::new();
    file.take(max + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(ReadError::TooLarge {
            size: bytes.len() as u64,
            max,
        });
    }
    Ok(bytes)
}

/// The line (from 1) of the first byte that is not UTF-8, or the text.
pub fn utf8_text(bytes: Vec<u8>) -> Result<String, usize> {
    String::from_utf8(bytes).map_err(|e| {
        let valid = e.utf8_error().valid_up_to();
        1 + e.as_bytes()[..valid]
            .iter()
            .filter(|b| **b == b'\n')
            .count()
    })
}

/// Refuses what is not a regular file, or is over `max` bytes.
fn check(meta: &Metadata, max: u64) -> Result<(), ReadError> {
    if !meta.is_file() {
        return Err(ReadError::NotAFile(FileKind::of(meta)));
    }
    if meta.len() > max {
        return Err(ReadError::TooLarge {
            size: meta.len(),
            max,
        });
    }
    Ok(())
}

/// Opens for reading. On Unix with `O_NONBLOCK`, so that a named pipe put in
/// place of the file after the first check cannot block the open (the check
/// after opening then refuses it), and `O_NOCTTY`, so that a terminal device
/// never becomes the controlling terminal.
fn open_without_blocking(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY);
    }
    options.open(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_regular_file_is_read_up_to_its_limit() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f");
        fs::write(&path, b"12345").unwrap();
        assert_eq!(read_bounded(&path, 5).unwrap(), b"12345");
        assert_eq!(
            read_bounded(&path, 4),
            Err(ReadError::TooLarge { size: 5, max: 4 })
        );
        assert_eq!(
            read_bounded(&path, 4).unwrap_err().to_string(),
            "the file is larger than 4 bytes (5 bytes)"
        );
        crate::i18n::set_language(crate::i18n::Lang::Cs);
        assert_eq!(
            read_bounded(&path, 4).unwrap_err().to_string(),
            "soubor je větší než 4 bajty (5 bajtů)"
        );
        crate::i18n::set_language(crate::i18n::Lang::En);
    }

    #[test]
    fn a_link_is_followed_to_its_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f");
        fs::write(&path, b"x").unwrap();
        #[cfg(unix)]
        {
            let link = dir.path().join("link");
            std::os::unix::fs::symlink(&path, &link).unwrap();
            assert_eq!(read_bounded(&link, 1 << 20).unwrap(), b"x");
            let folder_link = dir.path().join("folder-link");
            std::os::unix::fs::symlink(dir.path(), &folder_link).unwrap();
            assert_eq!(
                read_bounded(&folder_link, 1 << 20),
                Err(ReadError::NotAFile(FileKind::Folder))
            );
        }
    }

    #[test]
    fn folders_devices_and_pipes_are_refused_at_once() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(
            read_bounded(dir.path(), 1 << 20).unwrap_err().to_string(),
            "a folder, not a regular file"
        );
        #[cfg(unix)]
        {
            for device in ["/dev/zero", "/dev/urandom", "/dev/null"] {
                assert_eq!(
                    read_bounded(Path::new(device), 1 << 20),
                    Err(ReadError::NotAFile(FileKind::CharDevice)),
                    "{device}"
                );
            }
            // A pipe with no writer: opening it for reading would wait for
            // ever. The test ends, so nothing waited.
            let fifo = dir.path().join("fifo");
            let c_path = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
            // SAFETY: a valid NUL-terminated path; mkfifo only creates a node.
            assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o600) }, 0);
            assert_eq!(
                read_bounded(&fifo, 1 << 20).unwrap_err().to_string(),
                "a named pipe (FIFO), not a regular file"
            );
            // Opened past the first check, it still neither blocks nor reads.
            let file = open_without_blocking(&fifo).expect("opens at once");
            assert_eq!(
                check(&file.metadata().unwrap(), 1 << 20),
                Err(ReadError::NotAFile(FileKind::NamedPipe))
            );
        }
    }

    #[test]
    fn bad_utf8_is_placed_on_its_line() {
        assert_eq!(utf8_text(b"a\nb".to_vec()), Ok("a\nb".to_string()));
        assert_eq!(utf8_text(b"a\nb\n\xffc\n".to_vec()), Err(3));
        assert_eq!(utf8_text(b"\xc3".to_vec()), Err(1));
    }
}
