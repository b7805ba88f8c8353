//! The open dialog's list of games: two rows a game (when it was last
//! written, who played, how many moves, how it ended; where it is kept, the
//! rules),
//! or, for a file that does not read, its name and why.

use std::time::SystemTime;

use ratatui::style::Style;
use ratatui::text::Line;

use crate::record::{Kind, Listed, Summary};
use crate::words::rules_summary;
use yote_engine::GameResult;

use crate::tr;
use crate::tui::look::theme::Theme;

/// The two rows of one game of the list.
pub fn rows(game: &Listed, chosen: bool, t: &Theme, inner: usize) -> [Line<'static>; 2] {
    let mark = if chosen { "▶ " } else { "  " };
    let style = if chosen { t.focus() } else { Style::default() };
    // The date first: a long name is cut rather than it.
    let date = when(game.modified);
    let (first, second) = match &game.read {
        Ok(summary) => (
            format!("{date} · {}", describe(summary)),
            format!("{} · {}", where_kept(game), rules_summary(&summary.rules)),
        ),
        Err(e) => (
            format!(
                "{date} · {}",
                tr!("file-does-not-read", file = where_kept(game))
            ),
            why(e),
        ),
    };
    [
        Line::styled(fit(&format!("{mark}{first}"), inner), style),
        Line::styled(fit(&format!("    {second}"), inner), t.dim()),
    ]
}

/// Why a file does not read, on one line and without its path (the row
/// names the file).
fn why(e: &crate::record::LoadError) -> String {
    let mut e = e.clone();
    e.file = None;
    crate::tui::saves::one_line(&e)
}

/// One game of the list: players, moves and result.
fn describe(s: &Summary) -> String {
    let printable = |n: &str| crate::text::printable(n).into_owned();
    let result = match s.result {
        None => tr!("file-unfinished"),
        Some(GameResult::Draw) => tr!("file-drawn"),
        Some(GameResult::Win(c)) => tr!("file-won", name = printable(s.players.name(c))),
    };
    tr!(
        "file-game",
        white = printable(&s.players.white),
        black = printable(&s.players.black),
        count = s.moves,
        result = result
    )
}

/// Where a game of the list is kept: the autosave, the games folder, the archive.
pub fn where_kept(game: &Listed) -> String {
    let name = game.path.file_name().map_or_else(String::new, |n| {
        crate::text::printable(&n.to_string_lossy()).into_owned()
    });
    match game.kind {
        Kind::Autosave | Kind::Kept => name,
        Kind::Saved => format!("games/{name}"),
        Kind::Archived => format!("archive/{name}"),
    }
}

/// When a file was last written, in local time: `2026-12-01 22:31`.
pub fn when(time: SystemTime) -> String {
    let secs = time
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (y, mo, d, h, mi) = local(secs);
    format!("{y:04}-{mo:02}-{d:02} {h:02}:{mi:02}")
}

/// Year, month, day, hour and minute of `secs` after 1970 in the local
/// time zone (the C library's `localtime_r`, which is safe on any thread).
#[cfg(unix)]
fn local(secs: u64) -> (i64, u32, u32, u32, u32) {
    let t = libc::time_t::try_from(secs).unwrap_or(0);
    // SAFETY: `tm` is plain data, filled in by `localtime_r`, which reads
    // only `t` and the time-zone data.
    let mut tm: libc::tm = unsafe { std::mem::zeroed() };
    if unsafe { libc::localtime_r(&raw const t, &raw mut tm) }.is_null() {
        return utc(secs);
    }
    let part = |n: libc::c_int| u32::try_from(n).unwrap_or(0);
    (
        i64::from(tm.tm_year) + 1900,
        part(tm.tm_mon) + 1,
        part(tm.tm_mday),
        part(tm.tm_hour),
        part(tm.tm_min),
    )
}

#[cfg(not(unix))]
fn local(secs: u64) -> (i64, u32, u32, u32, u32) {
    utc(secs)
}

/// The same in UTC (the record's own calendar, [`crate::record::Stamp`]).
fn utc(secs: u64) -> (i64, u32, u32, u32, u32) {
    let s = crate::record::Stamp::of(SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(secs));
    (s.year, s.month, s.day, s.hour, s.minute)
}

/// `text` cut to `width` characters, with `…` where it was cut.
pub fn fit(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(width.saturating_sub(1)).collect();
    cut.push('…');
    cut
}
