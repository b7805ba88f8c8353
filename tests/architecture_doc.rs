//! `docs/architecture.md` names every module of the workspace, and only
//! modules there are. Its convention: under the heading of each package
//! (`## `crates/yote-engine``, `## `crates/yote-ai``, `## The `yote`
//! package`), tables with one row per module, the module's path from the
//! crate's `src/` in backticks in the first cell (`record/atomic`,
//! `tui/widgets/board`; a folder's own module by the folder, `record`) and
//! its purpose in the second. A crate's root file is named as a file
//! (`lib.rs`). The modules are read from the sources' `mod x;` lines
//! (`tests/support/source.rs`), test modules aside.

use std::collections::{BTreeMap, BTreeSet};

use crate::support::source::{CRATES, Tree, top};

/// The document, from the top.
const DOC: &str = "docs/architecture.md";

/// Each crate's package, and the heading its section starts with.
const SECTIONS: &[(&str, &str, &str)] = &[
    ("yote_engine", "yote-engine", "## `crates/yote-engine`"),
    ("yote_ai", "yote-ai", "## `crates/yote-ai`"),
    ("yote", "yote", "## The `yote` package"),
    ("yote (binary)", "yote", "## The `yote` package"),
];

/// The rows of the section under `heading`: each first cell that is one
/// name in backticks, with the row's second cell.
fn rows(doc: &str, heading: &str) -> Vec<(String, String)> {
    let mut rows = Vec::new();
    let mut inside = false;
    for line in doc.lines() {
        if line.starts_with("## ") {
            inside = line.starts_with(heading);
            continue;
        }
        if !inside {
            continue;
        }
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        // `| a | b |` splits into "", "a", "b", "".
        if cells.len() < 4 || !cells[0].is_empty() {
            continue;
        }
        let first = cells[1];
        if let Some(name) = first
            .strip_prefix('`')
            .and_then(|f| f.strip_suffix('`'))
            .filter(|n| !n.contains('`'))
        {
            rows.push((name.to_string(), cells[2].to_string()));
        }
    }
    rows
}

#[test]
fn the_architecture_names_every_module() {
    let doc = std::fs::read_to_string(top().join(DOC)).expect("docs/architecture.md");
    let (mut missing, mut unknown, mut bare) = (Vec::new(), Vec::new(), Vec::new());
    // Per package: the rows of its section, its modules, its root files.
    let mut named: BTreeMap<&str, Vec<(String, String)>> = BTreeMap::new();
    let mut real: BTreeMap<&str, (BTreeSet<String>, BTreeSet<String>)> = BTreeMap::new();
    let mut count = 0;
    for (name, root) in CRATES {
        let (_, package, heading) = SECTIONS
            .iter()
            .find(|(n, _, _)| n == name)
            .expect("every crate has a section");
        named.insert(package, rows(&doc, heading));
        let (modules, roots) = real.entry(package).or_default();
        for module in Tree::read(&top().join(root)).modules {
            if module.path.is_empty() {
                let file = module.file.file_name().expect("a file name");
                roots.insert(file.to_string_lossy().into_owned());
            } else {
                modules.insert(module.path.join("/"));
                count += 1;
            }
        }
    }
    assert!(count > 80, "only {count} modules read");
    for (package, (modules, roots)) in &real {
        let rows = &named[package];
        assert!(!rows.is_empty(), "{DOC}: no section for {package}");
        for module in modules {
            if !rows.iter().any(|(n, _)| n == module) {
                missing.push(format!("{package} {module}"));
            }
        }
        for (name, purpose) in rows {
            if !modules.contains(name) && !roots.contains(name) {
                unknown.push(format!("{package} {name}"));
            } else if purpose.is_empty() {
                bare.push(format!("{package} {name}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "{DOC} leaves out these modules (a row `| `path` | purpose |` each, in its \
         package's section):\n  {}",
        missing.join("\n  ")
    );
    assert!(
        unknown.is_empty(),
        "{DOC} names modules that are not there:\n  {}",
        unknown.join("\n  ")
    );
    assert!(
        bare.is_empty(),
        "{DOC} names these modules without a purpose:\n  {}",
        bare.join("\n  ")
    );
}

#[test]
fn rows_are_read_from_the_package_s_section_only() {
    let doc = "## `crates/yote-ai`\n\n| module | holds |\n| --- | --- |\n\
               | `search` | the search |\n| `a`, `b` | two at once |\n\n\
               ### More\n\n| `tt` | the table |\n\n## Invariants\n\n| `node` | elsewhere |\n";
    assert_eq!(
        rows(doc, "## `crates/yote-ai`"),
        [
            ("search".to_string(), "the search".to_string()),
            ("tt".to_string(), "the table".to_string())
        ]
    );
}
