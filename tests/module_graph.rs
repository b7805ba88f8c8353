//! The shape of the code, checked: in every folder of the workspace's
//! sources, the files and subfolders import one another without a circle
//! (test modules aside), so that each can be read and changed from the
//! leaves up. Inside `src/tui/`, no file but the event loop (`mod.rs`)
//! imports the app that routes the screens (`app/`), its router
//! (`app/mod.rs`) stays at most 450 lines, and no file is over 550 lines.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The source of `path` without its test module and comment lines.
fn code_of(path: &Path) -> String {
    let text = fs::read_to_string(path).expect("a source file");
    let text = text.split("#[cfg(test)]").next().unwrap_or_default();
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The names `prefix` is followed by in `code`: `prefix::a`, and each
/// first name of a group, `prefix::{a, b::C, c}`.
fn names_after(code: &str, prefix: &str) -> BTreeSet<String> {
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut found = BTreeSet::new();
    for (i, _) in code.match_indices(prefix) {
        // A longer path (`super::super::x` when looking for `super::x`).
        let before = &code[..i];
        if before.ends_with("::") || before.ends_with(|c: char| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &code[i + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut item = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        found.insert(ident(item.trim()));
                        item.clear();
                        continue;
                    }
                    _ => {}
                }
                if depth == 0 || c != '{' {
                    item.push(c);
                }
            }
            found.insert(ident(item.trim()));
        } else {
            found.insert(ident(rest));
        }
    }
    found.remove("");
    found.remove("self");
    found.remove("super");
    found
}

/// The `.rs` files under `dir`, every depth.
fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut all = Vec::new();
    for entry in fs::read_dir(dir).expect("a folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            all.extend(files_under(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            all.push(path);
        }
    }
    all
}

/// The module folder `dir`'s children (its files but `mod.rs`/`lib.rs`/
/// `main.rs`, and its subfolders) and which of them each imports.
/// `crate_path` is how code names the folder from the crate's root
/// (`crate::tui::`, or `crate::` for the root).
fn graph(dir: &Path, crate_path: &str) -> BTreeMap<String, BTreeSet<String>> {
    let root_files = ["mod.rs", "lib.rs", "main.rs"];
    let mut children = BTreeSet::new();
    for entry in fs::read_dir(dir).expect("a folder").flatten() {
        let path = entry.path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() || (file.ends_with(".rs") && !root_files.contains(&file.as_str())) {
            children.insert(name);
        }
    }
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for child in &children {
        let single = dir.join(format!("{child}.rs"));
        let files = if single.is_file() {
            vec![single]
        } else {
            files_under(&dir.join(child))
        };
        let mut uses = BTreeSet::new();
        for file in files {
            let code = code_of(&file);
            // How far below `dir` the file is: `super::` climbs one level.
            let rel = file.strip_prefix(dir).unwrap();
            let mut depth = rel.components().count() - 1;
            if file.file_name().is_some_and(|n| n != "mod.rs") {
                depth += 1;
            }
            let up = "super::".repeat(depth);
            uses.extend(names_after(&code, &up));
            uses.extend(names_after(&code, crate_path));
        }
        uses.retain(|n| children.contains(n) && n != child);
        edges.insert(child.clone(), uses);
    }
    edges
}

/// A circle in `edges`, if there is one, as the names along it.
fn circle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|n| n == node) {
            let mut found = path[i..].to_vec();
            found.push(node.to_string());
            return Some(found);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, edges, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    edges
        .keys()
        .find_map(|n| visit(n, edges, &mut Vec::new(), &mut done))
}

/// Every module folder of the workspace's sources, with how its code names it.
fn module_folders() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut roots = vec![root.join("src")];
    for entry in fs::read_dir(root.join("crates")).expect("crates").flatten() {
        roots.push(entry.path().join("src"));
    }
    let mut all = Vec::new();
    for src in roots {
        let mut stack = vec![(src.clone(), "crate::".to_string())];
        while let Some((dir, path)) = stack.pop() {
            for entry in fs::read_dir(&dir).expect("a folder").flatten() {
                if entry.path().is_dir() {
                    let name = entry.file_name().to_string_lossy().into_owned();
                    stack.push((entry.path(), format!("{path}{name}::")));
                }
            }
            all.push((dir, path));
        }
    }
    all
}

/// The folders known to have a circle, not yet untangled (each is another
/// piece of work's: the engine's game and move generator share the
/// outcome types; the preferences' keys and problems their faults). A new
/// circle anywhere fails; untangling one of these fails too, until it is
/// struck from this list.
const KNOWN_CIRCLES: [&str; 2] = ["src/prefs", "crates/yote-engine/src"];

#[test]
fn no_folder_of_the_sources_has_an_import_circle() {
    let folders = module_folders();
    assert!(folders.len() > 8, "{folders:?}");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    for (dir, path) in folders {
        let edges = graph(&dir, &path);
        let known = KNOWN_CIRCLES.iter().any(|k| dir == root.join(k));
        match circle(&edges) {
            Some(c) if !known => found.push(format!("{}: {}", dir.display(), c.join(" -> "))),
            None if known => found.push(format!("{}: no circle left", dir.display())),
            _ => {}
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn only_the_event_loop_imports_the_app() {
    let tui = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tui");
    let edges = graph(&tui, "crate::tui::");
    let importers: Vec<_> = edges
        .iter()
        .filter(|(_, uses)| uses.contains("app"))
        .map(|(name, _)| name.clone())
        .collect();
    assert!(importers.is_empty(), "{importers:?} import app.rs");
}

#[test]
fn the_terminal_games_files_stay_small() {
    let tui = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tui");
    for file in files_under(&tui) {
        let lines = fs::read_to_string(&file).expect("a file").lines().count();
        let max = if file.ends_with("app/mod.rs") {
            450
        } else {
            550
        };
        assert!(
            lines <= max,
            "{}: {lines} lines (at most {max})",
            file.display()
        );
    }
}

#[test]
fn the_check_finds_a_circle_and_the_names_imported() {
    let code = "use super::{a, b::{C, D}, c};\nuse super::super::x::Y;\nfn f() { super::d::g(); }";
    let names = names_after(code, "super::");
    let want: BTreeSet<String> = ["a", "b", "c", "d"].map(String::from).into();
    assert_eq!(names, want);
    let edges: BTreeMap<String, BTreeSet<String>> = [
        ("a".to_string(), ["b".to_string()].into()),
        ("b".to_string(), ["c".to_string()].into()),
        ("c".to_string(), ["a".to_string()].into()),
    ]
    .into();
    assert_eq!(
        circle(&edges),
        Some(["a", "b", "c", "a"].map(String::from).to_vec())
    );
}
