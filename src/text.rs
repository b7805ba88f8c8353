//! Text given by a user, made safe to print back to a terminal.
//!
//! A move token, a file name or a saved game's content may hold control
//! characters: `ESC ] 2 ; … BEL` retitles the window, `ESC [ 2 J` clears it.
//! Everything that echoes such text goes through [`printable`].

use std::borrow::Cow;
use std::fmt::Write;

/// `text` with every control character (C0, DEL, C1) and every character
/// that reorders the line (the bidirectional overrides and isolates) shown
/// as an escape: `ESC` as `\x1b`, a line break as `\n`, U+202E as
/// `\u{202e}`. Other text, including a backslash, is unchanged.
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_escape) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        push_char(&mut out, c);
    }
    Cow::Owned(out)
}

/// [`printable`], but keeping line breaks: for a message of several lines
/// that the program composed itself (clap's usage errors) around user text.
pub fn printable_lines(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| c != '\n' && needs_escape(c)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' => out.push('\n'),
            c => push_char(&mut out, c),
        }
    }
    Cow::Owned(out)
}

/// `text` between double quotes, for a message quoting a value: escaped as
/// [`printable`] escapes it, with a quote or a backslash inside written
/// `\"` and `\\` so that the quotes read unambiguously: `"a\x1b"`. (Rust's
/// `{:?}` would write `\u{1b}`: one style of escape everywhere.)
pub fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c => push_char(&mut out, c),
        }
    }
    out.push('"');
    out
}

/// Whether `c` must not reach a terminal as it is.
fn needs_escape(c: char) -> bool {
    c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

fn push_char(out: &mut String, c: char) {
    match c {
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        '\t' => out.push_str("\\t"),
        c if needs_escape(c) && (c as u32) < 0x80 => {
            let _ = write!(out, "\\x{:02x}", c as u32);
        }
        c if needs_escape(c) => {
            let _ = write!(out, "\\u{{{:x}}}", c as u32);
        }
        c => out.push(c),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_shown_as_escapes() {
        assert_eq!(printable("a\u{1b}]2;owned\u{7}b"), "a\\x1b]2;owned\\x07b");
        assert_eq!(printable("\u{0}\u{7f}\u{9b}"), "\\x00\\x7f\\u{9b}");
        assert_eq!(printable("line\nbreak\r\t"), "line\\nbreak\\r\\t");
        assert_eq!(printable("abc\u{202e}fed"), "abc\\u{202e}fed");
    }

    #[test]
    fn a_quoted_value_escapes_as_printable_does() {
        assert_eq!(quoted("a\u{1b}b"), "\"a\\x1bb\"");
        assert_eq!(quoted("say \"hi\" \\o/"), "\"say \\\"hi\\\" \\\\o/\"");
        assert_eq!(quoted("board\n"), "\"board\\n\"");
        assert_eq!(quoted("Kɔfi"), "\"Kɔfi\"");
    }

    #[test]
    fn plain_text_is_borrowed_unchanged() {
        for text in ["@c3", "Ama Kɔfi ○●", "C:\\games\\g.toml", ""] {
            assert!(matches!(printable(text), Cow::Borrowed(t) if t == text));
        }
    }

    #[test]
    fn lines_keep_their_breaks_only() {
        assert_eq!(
            printable_lines("error: '\u{1b}[2J'\n\nUsage: yote\r"),
            "error: '\\x1b[2J'\n\nUsage: yote\\r"
        );
    }

    #[test]
    fn nothing_printable_is_left_with_a_control_character() {
        let every: String = (0..0x300u32).filter_map(char::from_u32).collect();
        assert!(!printable(&every).chars().any(needs_escape));
        assert!(
            !printable_lines(&every)
                .chars()
                .any(|c| c != '\n' && needs_escape(c))
        );
    }
}
