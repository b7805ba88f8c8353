//! The engine speaks data, never sentences: no string in
//! `crates/yote-engine` outside its tests holds words for people, and it
//! depends on `rand` alone, so the compiler refuses TOML, serde or words
//! there. The words live in `src/words.rs` and `src/tui/words.rs`; reading
//! TOML lives in `src/rules_file.rs`.

use std::fs;
use std::path::Path;

use crate::support::source::{Source, rs_files};

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
    for path in rs_files(&dir) {
        let source = Source::read(&path);
        // The module's own tests may say what they like.
        for literal in source.literals_outside_tests() {
            let (at, before) = (source.line(literal.line), source.line(literal.line - 1));
            if is_words(&literal.value) && !is_invariant(at) && !is_invariant(before) {
                sentences.push(format!(
                    "{}:{}: {:?}",
                    path.display(),
                    literal.line,
                    literal.value
                ));
            }
        }
        let code = source.code_outside_tests();
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
    // The scanner itself: a sentence is found, keys, invariants, comments
    // and tests are not.
    let source = Source::new(
        "fn f() -> &'static str {\n    // \"a comment, not a string\"\n    \
         let c = '\"';\n    x.expect(\"one key per move\");\n    \"has no legal move\"\n}\n\
         const K: &str = \"no_moves\"; /* \"a block comment\" */\n\
         const R: &str = r#\"a \"raw\" string\"#;\n\
         const E: &str = \"an \\\"escaped\\\" \\u{e9}t\\\n        \u{e9}\";\n\
         #[cfg(test)]\nmod tests { const T: &str = \"a test may say this\"; }\n",
    );
    let found: Vec<(usize, String)> = source
        .literals_outside_tests()
        .filter(|l| is_words(&l.value))
        .map(|l| (l.line, l.value.clone()))
        .collect();
    assert_eq!(
        found,
        vec![
            (4, "one key per move".to_string()),
            (5, "has no legal move".to_string()),
            (8, "a \"raw\" string".to_string()),
            (9, "an \"escaped\" \u{e9}t\u{e9}".to_string()),
        ]
    );
    assert!(is_invariant(source.line(4)));
    assert!(!is_words("no_moves"));
    assert!(!is_words("hand-if-board-empty"));
}
