//! No import circles: between the files and subfolders of each folder of
//! every crate's sources, and between the crates. Read from the sources
//! themselves (`tests/support/source.rs`): each file's `use` lines and the
//! paths of its code (comments, strings and `#[cfg(test)]` items aside),
//! resolved to the modules they name, through `super::`, `crate::`,
//! `mod.rs` folders and the names modules bring in with `use`. A name
//! re-exported by another module is an import of the module that defines
//! it and, for the circles, of each module it is written through. Within a
//! folder, a subfolder (a module with modules of its own) is one node; the
//! folder's own module file (`mod.rs`, `lib.rs`, or `words.rs` beside
//! `words/`) is the folder seen from above, so it is no node of its own
//! folder.
//!
//! The terminal game's shape too: only its event loop (`tui/mod.rs`)
//! imports the app that routes the screens (`tui/app/`), the router stays
//! at most 450 lines, no file of `tui/` is over 550, and no chain of
//! imports between its files is longer than [`TUI_IMPORT_DEPTH`].

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::support::source::{CRATES, Reexports, Source, Tree, top};

/// The most files a chain of imports between files of `src/tui/` may
/// pass through (file A imports B imports C …).
const TUI_IMPORT_DEPTH: usize = 10;

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

/// A longest simple path of `graph`, as its nodes (the first in name
/// order of the longest ones): the longest chain of imports.
fn longest_chain(graph: &Graph) -> Vec<String> {
    fn from(node: &str, graph: &Graph, memo: &mut BTreeMap<String, Vec<String>>) -> Vec<String> {
        if let Some(chain) = memo.get(node) {
            return chain.clone();
        }
        let mut best: Vec<String> = Vec::new();
        for next in graph.get(node).into_iter().flatten() {
            let chain = from(next, graph, memo);
            if chain.len() > best.len() {
                best = chain;
            }
        }
        best.insert(0, node.to_string());
        memo.insert(node.to_string(), best.clone());
        best
    }
    // With a circle the chains are the simple paths, walked one by one.
    fn walk(path: &mut Vec<String>, graph: &Graph, best: &mut Vec<String>) {
        if path.len() > best.len() {
            *best = path.clone();
        }
        let last = path.last().expect("a node").clone();
        for next in graph.get(&last).into_iter().flatten() {
            if !path.contains(next) {
                path.push(next.clone());
                walk(path, graph, best);
                path.pop();
            }
        }
    }
    let mut best = Vec::new();
    if find_circle(graph).is_none() {
        let mut memo = BTreeMap::new();
        for node in graph.keys() {
            let chain = from(node, graph, &mut memo);
            if chain.len() > best.len() {
                best = chain;
            }
        }
    } else {
        for node in graph.keys() {
            walk(&mut vec![node.clone()], graph, &mut best);
        }
    }
    best
}

/// Every crate's module tree, with its name.
fn trees() -> Vec<(&'static str, Tree)> {
    CRATES
        .iter()
        .map(|(name, root)| (*name, Tree::read(&top().join(root))))
        .collect()
}

/// For every folder of every crate (by its path from the top), the graph
/// between its files and subfolders.
fn folder_graphs() -> BTreeMap<String, Graph> {
    let mut graphs: BTreeMap<String, Graph> = BTreeMap::new();
    for (_, tree) in trees() {
        let folder_of = |path: &[String]| -> String {
            let parent = tree.get(path).expect("a module");
            let dir = parent
                .child_dir
                .strip_prefix(top())
                .unwrap_or(&parent.child_dir);
            dir.display().to_string()
        };
        // Every module with children is a folder, its children the nodes.
        for module in &tree.modules {
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
        for module in &tree.modules {
            for target in tree.imports(module, Reexports::Counted) {
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
    }
    graphs
}

/// The graph between the files of `folder` (a path from the top, such as
/// `src/tui`) and of its subfolders, each named by its path in `folder`
/// (`widgets/board.rs`): an arrow from a file to each file whose module
/// its code names (a re-exported name: the file that defines it).
fn file_graph(trees: &[(&str, Tree)], folder: &str) -> Graph {
    let dir = top().join(folder);
    let name = |file: &Path| -> Option<String> {
        file.strip_prefix(&dir)
            .ok()
            .map(|rest| rest.display().to_string())
    };
    let mut graph = Graph::new();
    for (_, tree) in trees {
        for module in &tree.modules {
            let Some(from) = name(&module.file) else {
                continue;
            };
            let arrows = graph.entry(from).or_default();
            for target in tree.imports(module, Reexports::Followed) {
                let file = &tree.get(&target).expect("a module of the tree").file;
                if let Some(to) = name(file) {
                    arrows.insert(to);
                }
            }
        }
    }
    graph
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
    for module in Tree::read(&top().join("src/lib.rs")).modules {
        let Ok(rest) = module.file.strip_prefix(&tui) else {
            continue;
        };
        let lines = module.source.text.lines().count();
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
fn the_terminal_games_import_chains_stay_short() {
    let graph = file_graph(&trees(), "src/tui");
    let arrows: usize = graph.values().map(BTreeSet::len).sum();
    assert!(
        graph.len() > 20 && arrows > graph.len(),
        "src/tui read: {} files, {arrows} imports",
        graph.len()
    );
    let chain = longest_chain(&graph);
    println!(
        "src/tui: the longest import chain is {} files: {}",
        chain.len(),
        chain.join(" -> ")
    );
    assert!(
        chain.len() <= TUI_IMPORT_DEPTH,
        "src/tui: an import chain of {} files (at most {TUI_IMPORT_DEPTH}):\n{}",
        chain.len(),
        chain.join("\n  -> ")
    );
}

#[test]
fn no_circle_between_the_crates() {
    let mut graph = Graph::new();
    for (name, tree) in trees() {
        let uses = graph.entry(name.to_string()).or_default();
        for module in &tree.modules {
            let paths = module.source.paths();
            // Only a library can be used: the binary is named by no path.
            for (other, _) in CRATES.iter().filter(|(n, _)| !n.contains(' ')) {
                if *other != name && paths.iter().any(|p| p.len() > 1 && p[0] == *other) {
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

/// A graph of the arrows given.
fn graph_of(arrows: &[(&str, &str)]) -> Graph {
    let mut g = Graph::new();
    for (a, b) in arrows {
        g.entry((*a).to_string())
            .or_default()
            .insert((*b).to_string());
        g.entry((*b).to_string()).or_default();
    }
    g
}

#[test]
fn the_circle_finder_finds_circles_and_only_circles() {
    // A diamond is no circle.
    assert_eq!(
        find_circle(&graph_of(&[("a", "b"), ("a", "c"), ("b", "d"), ("c", "d")])),
        None
    );
    // A circle of three, entered from outside, is named whole.
    let found = find_circle(&graph_of(&[("x", "a"), ("a", "b"), ("b", "c"), ("c", "a")]))
        .expect("a circle");
    assert_eq!(found, ["a", "b", "c", "a"]);
    // A file importing itself is a circle of one.
    assert_eq!(
        find_circle(&graph_of(&[("a", "a")])),
        Some(vec!["a".into(), "a".into()])
    );
}

#[test]
fn the_longest_chain_is_found_with_or_without_circles() {
    // The long way round a diamond with a tail, not the short cut.
    let diamond = graph_of(&[("a", "b"), ("b", "c"), ("c", "d"), ("a", "d"), ("d", "e")]);
    assert_eq!(longest_chain(&diamond), ["a", "b", "c", "d", "e"]);
    // Through a circle, each node once.
    let circle = graph_of(&[("x", "a"), ("a", "b"), ("b", "a"), ("b", "c")]);
    assert_eq!(longest_chain(&circle), ["x", "a", "b", "c"]);
    assert_eq!(longest_chain(&graph_of(&[])), Vec::<String>::new());
}

#[test]
fn paths_are_read_from_code_not_from_comments_strings_or_tests() {
    let source = Source::new(
        "use super::{keys::{Key, Action}, problem::What as W};\n\
         // crate::comment::X\n\
         /// [`crate::doc::Y`]\n\
         /* crate::block::Z /* nested */ crate::block::Z */\n\
         fn f() { let s = \"crate::string::Z\"; let c = '\"'; crate::real::f(); }\n\
         fn g<'a>(x: &'a str) -> &'a str { self::inner::h(x) }\n\
         fn h() { let r = r#\"crate::raw::R \"quoted\"\"#; widgets::board::draw(); }\n\
         #[cfg(test)]\nmod tests { use crate::tested::T; }\n\
         mod child;\n#[cfg(test)]\nmod unit;\n",
    );
    let paths = source.paths();
    let has = |p: &[&str]| paths.iter().any(|q| q == p);
    assert!(has(&["super", "keys", "Key"]), "{paths:?}");
    assert!(has(&["super", "keys", "Action"]), "{paths:?}");
    assert!(has(&["super", "problem", "What"]), "{paths:?}");
    assert!(has(&["crate", "real", "f"]), "{paths:?}");
    assert!(has(&["self", "inner", "h"]), "{paths:?}");
    assert!(has(&["widgets", "board", "draw"]), "{paths:?}");
    for gone in ["comment", "doc", "block", "string", "raw", "tested"] {
        assert!(
            !paths.iter().any(|p| p.iter().any(|s| s == gone)),
            "{gone}: {paths:?}"
        );
    }
    // A `use` line is read once, as a tree: no lone `super` from its head.
    assert!(!has(&["super"]), "{paths:?}");
    assert_eq!(source.declared_modules(), ["child"]);
}

/// A crate of these files (path, text), in a fresh folder.
fn crate_of(files: &[(&str, &str)]) -> (tempfile::TempDir, Tree) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (path, text) in files {
        let file = dir.path().join(path);
        std::fs::create_dir_all(file.parent().expect("a folder")).expect("a folder made");
        std::fs::write(&file, text).expect("a file written");
    }
    let tree = Tree::read(&dir.path().join("lib.rs"));
    (dir, tree)
}

#[test]
fn paths_resolve_to_the_files_that_define_what_they_name() {
    let (_dir, tree) = crate_of(&[
        ("lib.rs", "pub mod tui;\n"),
        (
            "tui/mod.rs",
            "mod msg;\nmod app;\npub mod widgets;\npub mod look;\n\
             pub use msg::Edit;\nuse look::*;\n",
        ),
        ("tui/msg.rs", "pub struct Edit;\n"),
        ("tui/look.rs", "pub struct Theme;\n"),
        ("tui/widgets/mod.rs", "pub mod board;\n"),
        (
            "tui/widgets/board.rs",
            "use super::super::Edit;\nuse super::super::Theme;\n",
        ),
        (
            "tui/app/mod.rs",
            "use crate::tui::widgets::board;\nfn f() { board::draw(); super::look::Theme; }\n",
        ),
    ]);
    let imports = |path: &[&str], reexports| -> Vec<String> {
        let module = tree
            .get(&path.iter().map(ToString::to_string).collect::<Vec<_>>())
            .expect("a module");
        tree.imports(module, reexports)
            .iter()
            .map(|p| p.join("::"))
            .collect()
    };
    let names = |path: &[&str]| imports(path, Reexports::Followed);
    // A re-export leads to the file that defines the name, and so does a
    // glob the parent brings in.
    assert_eq!(
        names(&["tui", "widgets", "board"]),
        ["tui::look", "tui::msg"]
    );
    // Counted, the module a name is written through is named too.
    assert_eq!(
        imports(&["tui", "widgets", "board"], Reexports::Counted),
        ["tui", "tui::look", "tui::msg"]
    );
    // `crate::` paths, nested, and a module brought in by name.
    assert_eq!(names(&["tui", "app"]), ["tui::look", "tui::widgets::board"]);
    // The folder's own file imports what it re-exports, not its children
    // for declaring them.
    assert_eq!(names(&["tui"]), ["tui::look", "tui::msg"]);
    assert!(names(&["tui", "msg"]).is_empty());
}
