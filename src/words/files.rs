//! The words for files that were refused or not written: saved games
//! ([`LoadError`]), files not read ([`ReadError`]) or not written
//! ([`SaveError`]). The record module gives the data (what is wrong,
//! which key, which line); the sentences are the catalogues'
//! (`locales/*/words.ftl`), in the current language. Keys, values and
//! moves stay as the file writes them.

use std::fmt;

use crate::record::{
    Claim, ClockDropped, DeleteError, Disagreement, EndedBy, FileKind, FinishedKept, KeyProblem,
    LoadError, Problem, ReadError, SaveError,
};
use crate::tr;
use yote_engine::{GameResult, Outcome};

use super::{Say, color, colors, describe_value, reason, rules_problem};

/// `game.toml, line 3: move 7 'c3xc5': c4 holds no enemy piece`.
impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.file, self.line) {
            (Some(file), Some(line)) => write!(
                f,
                "{}: ",
                tr!("place-file-line", file = file.as_str(), line = line)
            )?,
            (Some(file), None) => write!(f, "{file}: ")?,
            (None, Some(line)) => write!(f, "{}: ", tr!("place-line", line = line))?,
            (None, None) => {}
        }
        f.write_str(&problem(&self.problem))
    }
}

impl std::error::Error for LoadError {}

/// What is wrong with a saved game, without where.
fn problem(problem: &Problem) -> String {
    match problem {
        Problem::Read(e) => e.to_string(),
        Problem::NotText => tr!("file-not-utf8"),
        Problem::NotToml(message) => tr!("rules-not-toml", message = message.as_str()),
        Problem::NewerFormat { found } => tr!(
            "saved-newer-format",
            found = *found,
            format = crate::record::FORMAT
        ),
        Problem::Key(why) => key_problem(why),
        Problem::Rules(e) => tr!("saved-in-rules", problem = rules_problem(e)),
        // One wording for a refused move, in a file as on the command line.
        Problem::Move(e) => e.say(),
        Problem::Result(why) => disagreement(why),
    }
}

fn key_problem(why: &KeyProblem) -> String {
    use KeyProblem as K;
    let found = |value| describe_value(value);
    match why {
        K::FormatNotWhole { found: value } => {
            tr!("saved-format-not-whole", found = found(value))
        }
        K::FormatTooOld { found: value } => tr!(
            "saved-format-too-old",
            format = crate::record::FORMAT,
            found = value.clone()
        ),
        K::Unknown { key, table, known } => unknown_key(key, table.as_deref(), known),
        K::Missing { key } => tr!("rules-missing-key", key = key.as_str()),
        K::NotATable { key, found: value } => {
            tr!("file-not-a-table", key = key.as_str(), found = found(value))
        }
        K::NameTooLong { key } => tr!(
            "saved-name-too-long",
            key = key.as_str(),
            max = crate::record::MAX_NAME_CHARS
        ),
        K::NotAName { key, found: value } => {
            tr!("saved-not-a-name", key = key.as_str(), found = found(value))
        }
        K::NotAComputer { key, found: value } => {
            tr!(
                "saved-not-a-computer",
                key = key.as_str(),
                found = found(value)
            )
        }
        K::NotAMoveList { found: value } => tr!("saved-not-a-move-list", found = found(value)),
        K::MoveNotText {
            number,
            found: value,
        } => tr!(
            "saved-move-not-text",
            number = *number,
            found = found(value)
        ),
        K::NotAWord { key, found: value } => {
            tr!("saved-not-a-word", key = key.as_str(), found = found(value))
        }
        K::NotAWinner { found } => tr!("saved-not-a-winner", found = crate::text::quoted(found)),
        K::NotAnEnding { found } => tr!("saved-not-an-ending", found = crate::text::quoted(found)),
    }
}

fn disagreement(why: &Disagreement) -> String {
    use Disagreement as D;
    match why {
        D::NoResult { ended } => tr!("saved-no-result", ended = outcome(ended)),
        D::Claimed { claim: c, ended } => {
            tr!(
                "saved-claimed",
                claim = self::claim(c),
                ended = outcome(ended)
            )
        }
        D::GoesOn { claim: c } => tr!("saved-goes-on", claim = claim(c)),
        D::AgreementNotDraw => tr!("saved-agreement-not-draw"),
        D::ResignationDraw => tr!("saved-resignation-draw"),
        D::Reason { said, ended } => tr!("saved-reason", said = *said, ended = outcome(ended)),
        D::Record { record, ended } => tr!(
            "saved-record",
            record = outcome(record),
            ended = outcome(ended)
        ),
    }
}

/// `game.toml, line 14: clock.white_left_ms could not be read; the game goes
/// on without clocks`: said once when a game whose clocks are broken opens.
impl fmt::Display for ClockDropped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(line) = self.line {
            write!(f, "{}: ", tr!("place-line", line = line))?;
        }
        f.write_str(&tr!("saved-clock-dropped", key = self.key.as_str()))
    }
}

/// How the file says the game ended: `White wins by resignation`.
fn claim(claim: &Claim) -> String {
    let by = match claim.by {
        EndedBy::Rules => "rules",
        EndedBy::Agreement => "agreement",
        EndedBy::Resignation => "resignation",
        EndedBy::Time => "time",
    };
    match claim.winner {
        GameResult::Win(side) => tr!("saved-claim-wins", name = color(side), by = by),
        GameResult::Draw => tr!("saved-claim-draw", by = by),
    }
}

/// How the moves end the game: `Black wins (White has no legal move)`.
fn outcome(outcome: &Outcome) -> String {
    let why = reason(&outcome.reason, &colors());
    match outcome.result {
        GameResult::Win(side) => tr!("saved-ended-wins", name = color(side), reason = why),
        GameResult::Draw => tr!("saved-ended-draw", reason = why),
    }
}

/// `the file is larger than 1 MiB (1048577 bytes)`, `a folder, not a
/// regular file`, or the operating system's own words.
impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            ReadError::Io(message) => message.clone(),
            ReadError::NotAFile(what) => tr!("file-not-a-file", what = what.to_string()),
            ReadError::TooLarge { size, max } => tr!(
                "file-too-large",
                max = size_in_words(*max),
                size = tr!("file-size-bytes", count = *size)
            ),
        })
    }
}

/// `a folder`, `a named pipe (FIFO)`.
impl fmt::Display for FileKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            FileKind::Folder => tr!("file-kind-folder"),
            FileKind::NamedPipe => tr!("file-kind-named-pipe"),
            FileKind::CharDevice => tr!("file-kind-char-device"),
            FileKind::BlockDevice => tr!("file-kind-block-device"),
            FileKind::Socket => tr!("file-kind-socket"),
            FileKind::Other => tr!("file-kind-other"),
        })
    }
}

/// `g.toml already exists`, `cannot save to g.toml: …`.
impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            SaveError::Exists(path) => tr!("file-exists", file = path.display().to_string()),
            SaveError::NotAFile { path, what } => format!(
                "{}: {}",
                path.display(),
                tr!("file-not-a-file", what = what.to_string())
            ),
            SaveError::NotAFolder(path) => {
                tr!("saves-file-in-the-way", path = path.display().to_string())
            }
            SaveError::Io { path, error } => tr!(
                "file-cannot-save",
                file = path.display().to_string(),
                error = error.to_string()
            ),
        })
    }
}

/// Where the finished game the autosave held went before the next game
/// replaced it, named as in the data folder: `The last finished game is
/// archived now, as archive/2026-11-30-1042-Ama-vs-Kofi.toml.`
impl Say for FinishedKept {
    fn say(&self) -> String {
        let name = |p: &std::path::Path| {
            let name = p.file_name().unwrap_or_default().to_string_lossy();
            crate::text::printable(&name).into_owned()
        };
        match self {
            FinishedKept::Archived(path) => tr!("saves-finished-archived", name = name(path)),
            FinishedKept::Aside(path) => tr!("saves-finished-kept-aside", name = name(path)),
        }
    }
}

/// Why a listed game was not deleted: `… is an archived game: …`.
impl fmt::Display for DeleteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = |p: &std::path::Path| p.display().to_string();
        f.write_str(&match self {
            DeleteError::Archived(path) => tr!("delete-archived", path = shown(path)),
            DeleteError::Autosave(path) => tr!("delete-autosave", path = shown(path)),
            DeleteError::NotArchived(path) => tr!("delete-not-archived", path = shown(path)),
            DeleteError::Changed(path) => tr!("delete-changed", path = shown(path)),
            DeleteError::Io(e) => e.to_string(),
        })
    }
}

impl std::error::Error for DeleteError {}

/// "1 MiB", "512 KiB", or a number of bytes.
fn size_in_words(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 20 && b % (1 << 20) == 0 => tr!("file-size-mib", count = b >> 20),
        b if b >= 1 << 10 && b % (1 << 10) == 0 => tr!("file-size-kib", count = b >> 10),
        b => tr!("file-size-bytes", count = b),
    }
}

/// A key the file does not know, with the keys it does, at the top level
/// or in `[table]`: said alike for saved games and the preferences.
pub(super) fn unknown_key<S: std::borrow::Borrow<str>>(
    key: &str,
    table: Option<&str>,
    known: &[S],
) -> String {
    let keys = known.join(", ");
    match table {
        None => tr!("file-unknown-key", key = key, keys = keys),
        Some(table) => tr!("file-unknown-key-in", key = key, table = table, keys = keys),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, set_language};

    #[test]
    fn sizes_read_as_people_write_them() {
        set_language(Lang::En);
        assert_eq!(size_in_words(1 << 20), "1 MiB");
        assert_eq!(size_in_words(3 << 19), "1536 KiB");
        assert_eq!(size_in_words(1000), "1000 bytes");
        assert_eq!(size_in_words(1), "1 byte");
        set_language(Lang::Cs);
        assert_eq!(size_in_words(3), "3 bajty");
        assert_eq!(size_in_words(1000), "1000 bajtů");
        set_language(Lang::En);
    }
}
