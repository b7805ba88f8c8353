//! No import circles: between the files and subfolders of each folder of
//! every crate's sources, and between the crates. Read from the sources
//! themselves: each file's `use` lines and its `crate::`, `super::` and
//! `self::` paths (comments, strings and `#[cfg(test)]` modules aside),
//! resolved to the modules they name. Within a folder, a subfolder (a
//! module with modules of its own) is one node; the folder's own module
//! file (`mod.rs`, `lib.rs`, or `words.rs` beside `words/`) is the folder
//! seen from above, so it is no node of its own folder. A `super::X` that
//! reaches a sibling only through a re-export in `mod.rs` is not seen: the
//! test reads paths, not the compiler's name resolution.
//!
//! The terminal game's shape too: only its event loop (`tui/mod.rs`)
//! imports the app that routes the screens (`tui/app/`), the router stays
//! at most 450 lines and no file of `tui/` is over 550.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The crates: a name, the root file of each module tree.
const CRATES: &[(&str, &str)] = &[
    ("yote_engine", "crates/yote-engine/src/lib.rs"),
    ("yote_ai", "crates/yote-ai/src/lib.rs"),
    ("yote", "src/lib.rs"),
    ("yote (binary)", "src/main.rs"),
];

/// One module: its path from the crate (`["prefs", "keys"]`), its file.
struct Module {
    path: Vec<String>,
    file: PathBuf,
    /// The folder its child modules are in.
    child_dir: PathBuf,
    /// Its code, test modules, comments and strings taken out.
    code: String,
}

/// A crate's module tree, from its root file through `mod x;` lines.
fn modules(root: &Path) -> Vec<Module> {
    let mut found = Vec::new();
    let dir = root.parent().expect("a folder").to_path_buf();
    visit(root, Vec::new(), dir, &mut found);
    found
}

fn visit(file: &Path, path: Vec<String>, child_dir: PathBuf, found: &mut Vec<Module>) {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let code = without_tests(&strip(&text));
    for name in declared_modules(&code) {
        let flat = child_dir.join(format!("{name}.rs"));
        let (child, grandchildren) = if flat.exists() {
            (flat, child_dir.join(&name))
        } else {
            let nested = child_dir.join(&name).join("mod.rs");
            assert!(
                nested.exists(),
                "{}: mod {name} has no file",
                file.display()
            );
            (nested, child_dir.join(&name))
        };
        let mut child_path = path.clone();
        child_path.push(name);
        visit(&child, child_path, grandchildren, found);
    }
    found.push(Module {
        path,
        file: file.to_path_buf(),
        child_dir,
        code,
    });
}

/// The text with comments, string and character literals blanked out (so
/// that `crate::x` in a doc link or a message is no import).
fn strip(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && raw_string_end(&chars, i).is_some()
        {
            i = raw_string_end(&chars, i).expect("checked");
            out.push_str("\"\"");
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' && char_literal_end(&chars, i).is_some() {
            i = char_literal_end(&chars, i).expect("checked");
            out.push_str("' '");
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// Past the end of a raw string `r#"…"#` starting at `i`, if it is one.
fn raw_string_end(chars: &[char], i: usize) -> Option<usize> {
    if i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_') {
        return None;
    }
    let mut j = i + 1;
    let mut hashes = 0;
    while chars.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    if chars.get(j) != Some(&'"') {
        return None;
    }
    j += 1;
    while j < chars.len() {
        if chars[j] == '"' && (1..=hashes).all(|k| chars.get(j + k) == Some(&'#')) {
            return Some(j + 1 + hashes);
        }
        j += 1;
    }
    Some(chars.len())
}

/// Past the end of a character literal starting at `i` (`'x'`, `'\n'`,
/// `'\u{1b}'`), or `None` for a lifetime.
fn char_literal_end(chars: &[char], i: usize) -> Option<usize> {
    match (chars.get(i + 1), chars.get(i + 2)) {
        (Some('\\'), _) => {
            let mut j = i + 2;
            while j < chars.len() && chars[j] != '\'' {
                j += 1;
            }
            Some(j + 1)
        }
        (Some(_), Some('\'')) => Some(i + 3),
        _ => None,
    }
}

/// The code without its `#[cfg(test)]` items (a `mod tests { … }` block,
/// or a `mod tests;` line).
fn without_tests(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let after = &rest[at..];
        // The item ends at its `;` or at the brace closing its first `{`.
        let semi = after.find(';');
        let brace = after.find('{');
        let end = match (semi, brace) {
            (Some(s), Some(b)) if s < b => s + 1,
            (_, Some(b)) => {
                let mut depth = 0;
                let mut end = after.len();
                for (k, c) in after[b..].char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                end = b + k + 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                end
            }
            (Some(s), None) => s + 1,
            (None, None) => after.len(),
        };
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// The names of `mod x;` declarations (inline modules are the file's own).
fn declared_modules(code: &str) -> Vec<String> {
    let mut names = Vec::new();
    for statement in code.split([';', '{', '}']) {
        let words: Vec<&str> = statement.split_whitespace().collect();
        let Some(at) = words.iter().position(|w| *w == "mod") else {
            continue;
        };
        // `pub mod x`, `pub(crate) mod x`, `mod x`: nothing else before.
        if words[..at]
            .iter()
            .all(|w| w.starts_with("pub") || w.starts_with("#["))
            && at + 2 == words.len()
            && code.contains(&format!("{} {};", words[at], words[at + 1]))
        {
            names.push(words[at + 1].to_string());
        }
    }
    names
}

/// Every path the code names from `crate`, `super` or `self`, and every
/// path of its `use` lines, as written (`["super", "keys", "Key"]`).
fn named_paths(code: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    // `use` trees, expanded.
    let mut rest = code;
    while let Some(at) = find_word(rest, "use") {
        let after = &rest[at + 3..];
        let end = after.find(';').unwrap_or(after.len());
        expand_use(&after[..end], &mut Vec::new(), &mut paths);
        rest = &after[end..];
    }
    // Paths in the code.
    let tokens = path_tokens(code);
    let mut i = 0;
    while i < tokens.len() {
        if matches!(tokens[i].as_str(), "crate" | "super" | "self")
            && (i == 0 || tokens[i - 1] != "::")
        {
            let mut path = vec![tokens[i].clone()];
            let mut j = i + 1;
            while j + 1 < tokens.len() && tokens[j] == "::" && is_ident(&tokens[j + 1]) {
                path.push(tokens[j + 1].clone());
                j += 2;
            }
            paths.push(path);
            i = j;
        } else {
            i += 1;
        }
    }
    paths
}

/// Where `word` stands alone in `text`.
fn find_word(text: &str, word: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(k) = text[from..].find(word) {
        let at = from + k;
        let before = at.checked_sub(1).map(|b| bytes[b]);
        let after = bytes.get(at + word.len()).copied();
        let edge = |b: Option<u8>| b.is_none_or(|b| !(b.is_ascii_alphanumeric() || b == b'_'));
        if edge(before) && edge(after) {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

fn is_ident(token: &str) -> bool {
    token
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// Identifiers, `::` and single punctuation.
fn path_tokens(code: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            tokens.push(chars[start..i].iter().collect());
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            tokens.push("::".to_string());
            i += 2;
        } else {
            if !c.is_whitespace() {
                tokens.push(c.to_string());
            }
            i += 1;
        }
    }
    tokens
}

/// Expands a use tree (`super::{a::B, c}`) into its paths under `prefix`.
fn expand_use(tree: &str, prefix: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let head: Vec<String> = tree[..open]
            .split("::")
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect();
        let close = tree.rfind('}').unwrap_or(tree.len());
        let inner = &tree[open + 1..close];
        let depth = prefix.len();
        prefix.extend(head);
        for part in split_top(inner) {
            expand_use(part, prefix, out);
        }
        prefix.truncate(depth);
    } else {
        let mut path = prefix.clone();
        let first = tree.split(" as ").next().unwrap_or("");
        path.extend(
            first
                .split("::")
                .map(str::trim)
                .filter(|s| !s.is_empty() && *s != "*")
                .map(String::from),
        );
        if !path.is_empty() {
            out.push(path);
        }
    }
}

/// `a, b::{c, d}, e` split at its top-level commas.
fn split_top(inner: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (k, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..k]);
                start = k + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
}

/// The module a path written in module `from` names: as deep as the tree
/// goes (`crate::prefs::Prefs` names `prefs`). `None` for another crate's.
fn resolve(
    from: &[String],
    written: &[String],
    known: &BTreeSet<Vec<String>>,
) -> Option<Vec<String>> {
    let mut base: Vec<String> = match written.first()?.as_str() {
        "crate" => Vec::new(),
        "self" | "super" => from.to_vec(),
        // A `use` of a child module by its name alone (2018 paths).
        name => {
            let mut child = from.to_vec();
            child.push(name.to_string());
            if !known.contains(&child) {
                return None;
            }
            from.to_vec()
        }
    };
    let mut segments = written.iter().peekable();
    if matches!(written[0].as_str(), "crate" | "self") {
        segments.next();
    }
    while segments.peek().is_some_and(|s| *s == "super") {
        segments.next();
        base.pop()?;
    }
    for segment in segments {
        let mut deeper = base.clone();
        deeper.push(segment.clone());
        if !known.contains(&deeper) {
            break;
        }
        base = deeper;
    }
    Some(base)
}

/// A graph: node names, and arrows between them.
type Graph = BTreeMap<String, BTreeSet<String>>;

/// A circle in `graph`, as the nodes around it (the first repeated last),
/// if there is one.
fn find_circle(graph: &Graph) -> Option<Vec<String>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        Open,
        Done,
    }
    fn walk(
        node: &str,
        graph: &Graph,
        marks: &mut BTreeMap<String, Mark>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        marks.insert(node.to_string(), Mark::Open);
        stack.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            match marks.get(next).copied().unwrap_or(Mark::New) {
                Mark::Open => {
                    let from = stack.iter().position(|n| n == next).expect("on the stack");
                    let mut circle = stack[from..].to_vec();
                    circle.push(next.clone());
                    return Some(circle);
                }
                Mark::New => {
                    if let Some(circle) = walk(next, graph, marks, stack) {
                        return Some(circle);
                    }
                }
                Mark::Done => {}
            }
        }
        stack.pop();
        marks.insert(node.to_string(), Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    for node in graph.keys() {
        if marks.get(node).copied().unwrap_or(Mark::New) == Mark::New
            && let Some(circle) = walk(node, graph, &mut marks, &mut Vec::new())
        {
            return Some(circle);
        }
    }
    None
}

/// The repository's top folder.
fn top() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// For every folder of every crate (by its path from the top), the graph
/// between its files and subfolders.
fn folder_graphs() -> BTreeMap<String, Graph> {
    let mut graphs: BTreeMap<String, Graph> = BTreeMap::new();
    for (_, root) in CRATES {
        let tree = modules(&top().join(root));
        let known: BTreeSet<Vec<String>> = tree.iter().map(|m| m.path.clone()).collect();
        let folder_of = |path: &[String]| -> String {
            let parent = tree.iter().find(|m| m.path == path).expect("a module");
            let dir = parent
                .child_dir
                .strip_prefix(top())
                .unwrap_or(&parent.child_dir);
            dir.display().to_string()
        };
        // Every module with children is a folder, its children the nodes.
        for module in &tree {
            if module.path.is_empty() {
                continue;
            }
            let parent = &module.path[..module.path.len() - 1];
            graphs
                .entry(folder_of(parent))
                .or_default()
                .entry(module.path[parent.len()].clone())
                .or_default();
        }
        for module in &tree {
            for written in named_paths(&module.code) {
                let Some(target) = resolve(&module.path, &written, &known) else {
                    continue;
                };
                // The arrow is between the two children of the deepest
                // module both are in.
                let shared = module
                    .path
                    .iter()
                    .zip(&target)
                    .take_while(|(a, b)| a == b)
                    .count();
                if shared < module.path.len() && shared < target.len() {
                    let (from, to) = (&module.path[shared], &target[shared]);
                    graphs
                        .entry(folder_of(&module.path[..shared]))
                        .or_default()
                        .entry(from.clone())
                        .or_default()
                        .insert(to.clone());
                }
            }
        }
        // Keep `file` read: a module's file names it in a failure.
        assert!(tree.iter().all(|m| m.file.exists()));
    }
    graphs
}

#[test]
fn no_folder_has_an_import_circle() {
    let graphs = folder_graphs();
    // The test reads what it should: every crate, and the terminal game.
    for folder in [
        "crates/yote-engine/src",
        "crates/yote-ai/src",
        "src",
        "src/prefs",
        "src/tui",
    ] {
        assert!(
            graphs.contains_key(folder),
            "{folder} not read: {:?}",
            graphs.keys()
        );
    }
    let mut circles = Vec::new();
    for (folder, graph) in &graphs {
        if let Some(circle) = find_circle(graph) {
            circles.push(format!("{folder}: {}", circle.join(" -> ")));
        }
    }
    assert!(
        circles.is_empty(),
        "import circles:\n{}",
        circles.join("\n")
    );
}

#[test]
fn only_the_event_loop_imports_the_app() {
    let graphs = folder_graphs();
    let tui = graphs.get("src/tui").expect("src/tui read");
    let importers: Vec<&String> = tui
        .iter()
        .filter(|(name, uses)| *name != "event_loop" && uses.contains("app"))
        .map(|(name, _)| name)
        .collect();
    assert!(importers.is_empty(), "{importers:?} import tui/app");
}

#[test]
fn the_terminal_games_files_stay_small() {
    let tui = top().join("src/tui");
    let mut files = 0;
    for module in modules(&top().join("src/lib.rs")) {
        let Ok(rest) = module.file.strip_prefix(&tui) else {
            continue;
        };
        let lines = std::fs::read_to_string(&module.file)
            .expect("a source file")
            .lines()
            .count();
        let max = if rest == Path::new("app/mod.rs") {
            450
        } else {
            550
        };
        assert!(
            lines <= max,
            "{}: {lines} lines (at most {max})",
            module.file.display()
        );
        files += 1;
    }
    assert!(files > 20, "only {files} files of src/tui read");
}

#[test]
fn no_circle_between_the_crates() {
    let mut graph = Graph::new();
    for (name, root) in CRATES {
        let uses = graph.entry((*name).to_string()).or_default();
        for module in modules(&top().join(root)) {
            let tokens = path_tokens(&module.code);
            // Only a library can be used: the binary is named by no path.
            for (other, _) in CRATES.iter().filter(|(n, _)| !n.contains(' ')) {
                if other != name && tokens.windows(2).any(|w| w[0] == *other && w[1] == "::") {
                    uses.insert((*other).to_string());
                }
            }
        }
    }
    // The engine stands on nothing of ours; the rest stand on it.
    assert!(graph["yote_engine"].is_empty(), "{graph:?}");
    assert!(graph["yote_ai"].contains("yote_engine"), "{graph:?}");
    assert!(graph["yote (binary)"].contains("yote"), "{graph:?}");
    assert_eq!(find_circle(&graph), None, "{graph:?}");
}

#[test]
fn the_circle_finder_finds_circles_and_only_circles() {
    let graph = |arrows: &[(&str, &str)]| {
        let mut g = Graph::new();
        for (a, b) in arrows {
            g.entry((*a).to_string())
                .or_default()
                .insert((*b).to_string());
            g.entry((*b).to_string()).or_default();
        }
        g
    };
    // A diamond is no circle.
    assert_eq!(
        find_circle(&graph(&[("a", "b"), ("a", "c"), ("b", "d"), ("c", "d")])),
        None
    );
    // A circle of three, entered from outside, is named whole.
    let found =
        find_circle(&graph(&[("x", "a"), ("a", "b"), ("b", "c"), ("c", "a")])).expect("a circle");
    assert_eq!(found, ["a", "b", "c", "a"]);
    // A file importing itself is a circle of one.
    assert_eq!(
        find_circle(&graph(&[("a", "a")])),
        Some(vec!["a".into(), "a".into()])
    );
}

#[test]
fn paths_are_read_from_code_not_from_comments_strings_or_tests() {
    let code = without_tests(&strip(
        "use super::{keys::{Key, Action}, problem::What as W};\n\
         // crate::comment::X\n\
         /// [`crate::doc::Y`]\n\
         fn f() { let s = \"crate::string::Z\"; let c = '\"'; crate::real::f(); }\n\
         fn g<'a>(x: &'a str) -> &'a str { self::inner::h(x) }\n\
         #[cfg(test)]\nmod tests { use crate::tested::T; }\n",
    ));
    let paths = named_paths(&code);
    let has = |p: &[&str]| paths.iter().any(|q| q == p);
    assert!(has(&["super", "keys", "Key"]), "{paths:?}");
    assert!(has(&["super", "keys", "Action"]), "{paths:?}");
    assert!(has(&["super", "problem", "What"]), "{paths:?}");
    assert!(has(&["crate", "real", "f"]), "{paths:?}");
    assert!(has(&["self", "inner", "h"]), "{paths:?}");
    for gone in ["comment", "doc", "string", "tested"] {
        assert!(
            !paths.iter().any(|p| p.iter().any(|s| s == gone)),
            "{gone}: {paths:?}"
        );
    }
    // Resolved to the deepest module there is.
    let known: BTreeSet<Vec<String>> = [
        vec![],
        vec!["prefs".into()],
        vec!["prefs".into(), "keys".into()],
    ]
    .into_iter()
    .collect();
    let from = ["prefs".to_string(), "problem".to_string()];
    let written: Vec<String> = ["super", "keys", "Key"].map(String::from).to_vec();
    assert_eq!(
        resolve(&from, &written, &known),
        Some(vec!["prefs".into(), "keys".into()])
    );
}
