//! The engine speaks data, never sentences: no string in
//! `crates/yote-engine` outside its tests holds words for people, and it
//! depends on `rand` alone, so the compiler refuses TOML, serde or words
//! there. The words live in `src/words.rs` and `src/tui/words.rs`; reading
//! TOML lives in `src/rules_file.rs`.

use std::fs;
use std::path::Path;

/// The string literals of Rust source, with the line each starts on
/// (comments skipped; enough of Rust's lexing for our own files).
fn string_literals(source: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let mut chars = source.char_indices().peekable();
    let mut line = 1;
    while let Some((_, c)) = chars.next() {
        match c {
            '\n' => line += 1,
            '/' if chars.peek().map(|(_, c)| *c) == Some('/') => {
                for (_, c) in chars.by_ref() {
                    if c == '\n' {
                        line += 1;
                        break;
                    }
                }
            }
            // A char literal such as '"' (lifetimes have no closing quote).
            '\'' => {
                let rest: String = chars.clone().take(3).map(|(_, c)| c).collect();
                if rest.starts_with('\\') {
                    chars.next();
                    chars.next();
                    chars.next();
                } else if rest.chars().nth(1) == Some('\'') {
                    chars.next();
                    chars.next();
                }
            }
            '"' => {
                let start = line;
                let mut text = String::new();
                while let Some((_, c)) = chars.next() {
                    match c {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        '\n' => {
                            line += 1;
                            text.push(c);
                        }
                        _ => text.push(c),
                    }
                }
                found.push((start, text));
            }
            _ => {}
        }
    }
    found
}

/// Whether a string reads as words for people: two words of letters in a row.
fn is_words(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    words.windows(2).any(|pair| {
        pair.iter()
            .all(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
    })
}

/// Messages of broken invariants, for programmers (a panic is a bug, never
/// something a player is told).
fn is_invariant(line: &str) -> bool {
    ["expect(", "unreachable!(", "panic!(", "assert"]
        .iter()
        .any(|m| line.contains(m))
}

#[test]
fn the_engine_holds_no_sentences_and_no_toml() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/yote-engine/src");
    let mut sentences = Vec::new();
    let mut files = 0;
    for entry in fs::read_dir(&dir).expect("crates/yote-engine/src") {
        let path = entry.expect("entry").path();
        let source = fs::read_to_string(&path).expect("readable");
        // The module's own tests may say what they like.
        let code = source.split("#[cfg(test)]").next().unwrap_or_default();
        let lines: Vec<&str> = code.lines().collect();
        for (line, text) in string_literals(code) {
            let at = lines.get(line - 1).copied().unwrap_or_default();
            let before = lines
                .get(line.saturating_sub(2))
                .copied()
                .unwrap_or_default();
            if is_words(&text) && !is_invariant(at) && !is_invariant(before) {
                sentences.push(format!("{}:{line}: {text:?}", path.display()));
            }
        }
        for word in ["toml", "serde"] {
            assert!(
                !code.contains(&format!("{word}::")) && !code.contains(&format!("use {word}")),
                "{} uses {word}",
                path.display()
            );
        }
        files += 1;
    }
    assert!(files >= 10, "only {files} files read in {}", dir.display());
    assert!(
        sentences.is_empty(),
        "words for people in the engine:\n{}",
        sentences.join("\n")
    );
}

/// The engine's manifest names `rand` and its own crate only: no serde,
/// toml, fluent or anything that does I/O can be reached from its code.
#[test]
fn the_engine_depends_on_rand_alone() {
    let manifest = fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/yote-engine/Cargo.toml"),
    )
    .expect("the engine's manifest");
    let manifest: toml::Table = manifest.parse().expect("TOML");
    for table in ["dependencies", "build-dependencies"] {
        let names: Vec<&String> = manifest
            .get(table)
            .and_then(toml::Value::as_table)
            .map(|t| t.keys().collect())
            .unwrap_or_default();
        let allowed: &[&str] = if table == "dependencies" {
            &["rand"]
        } else {
            &[]
        };
        assert!(
            names.iter().all(|n| allowed.contains(&n.as_str())),
            "the engine's [{table}]: {names:?}"
        );
    }
}

#[test]
fn the_check_finds_sentences() {
    // The scanner itself: a sentence is found, keys and invariants are not.
    let source = "fn f() -> &'static str {\n    // \"a comment, not a string\"\n    \
                  let c = '\"';\n    x.expect(\"one key per move\");\n    \"has no legal move\"\n}\n\
                  const K: &str = \"no_moves\";\n";
    let found: Vec<(usize, String)> = string_literals(source)
        .into_iter()
        .filter(|(_, t)| is_words(t))
        .collect();
    assert_eq!(
        found,
        vec![
            (4, "one key per move".to_string()),
            (5, "has no legal move".to_string())
        ]
    );
    assert!(is_invariant("    x.expect(\"one key per move\");"));
    assert!(!is_words("no_moves"));
    assert!(!is_words("hand-if-board-empty"));
}
