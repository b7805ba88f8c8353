//! Writing a command's output and its error message: a reader that stops
//! early (`yote perft 7 | head -1`) ends the program quietly, and no write
//! failure ever panics (as `print!` and `eprint!` do).

use std::io::{self, Write};
use std::process::ExitCode;

use yote::tr;

/// Writes `text` to standard output and returns `status`. A closed pipe
/// (the reader had enough) is no error: nothing more is said and the
/// status stays. Any other failure (a full disk) is said on standard
/// error, with status 2.
pub(crate) fn print(text: &str, status: ExitCode) -> ExitCode {
    match write_all(&mut io::stdout().lock(), text) {
        Ok(()) => status,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => status,
        Err(e) => {
            error(&tr!("cli-error-stdout", error = e.to_string()));
            ExitCode::from(2)
        }
    }
}

/// Says `message` on standard error as every error of the program is said:
/// `yote: ` first, control characters escaped (messages echo tokens, file
/// names and file contents).
pub(crate) fn error(message: &str) {
    eprint(&format!("yote: {}\n", yote::text::printable(message)));
}

/// Writes `text` to standard error, if it can: there is nowhere left to
/// say that it could not.
pub(crate) fn eprint(text: &str) {
    let _ = write_all(&mut io::stderr().lock(), text);
}

/// `text`, then a flush: the error of either.
fn write_all(out: &mut impl Write, text: &str) -> io::Result<()> {
    out.write_all(text.as_bytes())?;
    out.flush()
}
