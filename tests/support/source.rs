//! Rust sources read the one way the tests read them: a folder's `.rs`
//! files; each file's code with its comments and the contents of its
//! string and character literals blanked (every byte stays where it was,
//! so a place in the code is the same place in the text); its string
//! literals, with their lines and values; its `#[cfg(test)]` items; its
//! `mod x;` lines, `use` trees and paths; and a crate's module tree, which
//! resolves a path written in one module to the module it names (through
//! `super::`, `crate::`, `mod.rs` folders and names brought in by `use`,
//! re-exports included). Enough of Rust's lexing for our own files: no
//! macro is expanded and no item other than a module is looked up.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use std::path::{Path, PathBuf};

/// The repository's top folder.
pub fn top() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The crates: a name, the root file of each module tree (from the top).
pub const CRATES: &[(&str, &str)] = &[
    ("yote_engine", "crates/yote-engine/src/lib.rs"),
    ("yote_ai", "crates/yote-ai/src/lib.rs"),
    ("yote", "src/lib.rs"),
    ("yote (binary)", "src/main.rs"),
];

/// Every `.rs` file in `dir` and its subfolders, sorted.
pub fn rs_files(dir: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for entry in entries {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, &mut out);
    out.sort();
    out
}

/// A string literal of the source.
#[derive(Clone, Debug, PartialEq)]
pub struct Literal {
    /// The line its opening quote is on, from 1.
    pub line: usize,
    /// Where in the text its opening quote is (a byte offset).
    pub at: usize,
    /// Its value: escapes read, raw strings as written.
    pub value: String,
}

/// One name a `use` tree brings in.
#[derive(Clone, Debug, PartialEq)]
pub struct Use {
    /// The path as written, `self` and `*` aside (`["super", "keys", "Key"]`).
    pub path: Vec<String>,
    pub binds: Binds,
}

/// What a `use` brings in under which name.
#[derive(Clone, Debug, PartialEq)]
pub enum Binds {
    /// `a::B` or `a::C as B`: `B`.
    Name(String),
    /// `a::*`: every public name of `a`.
    Glob,
    /// `a::Trait as _`: no name.
    Nothing,
}

/// One Rust source file, lexed.
pub struct Source {
    /// The text as read.
    pub text: String,
    /// The text with comments and the contents of string and character
    /// literals turned into spaces (line breaks kept).
    pub code: String,
    /// Every string literal, in order.
    pub literals: Vec<Literal>,
    /// Where the `#[cfg(test)]` items are (byte ranges of `code`).
    tests: Vec<Range<usize>>,
}

impl Source {
    pub fn read(path: &Path) -> Source {
        let text =
            std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        Source::new(&text)
    }

    pub fn new(text: &str) -> Source {
        let (code, literals) = lex(text);
        let tests = test_items(&code);
        Source {
            text: text.to_string(),
            code,
            literals,
            tests,
        }
    }

    /// Whether the byte at `at` is in a `#[cfg(test)]` item.
    pub fn in_tests(&self, at: usize) -> bool {
        self.tests.iter().any(|r| r.contains(&at))
    }

    /// The code with its `#[cfg(test)]` items blanked too.
    pub fn code_outside_tests(&self) -> String {
        let mut code = self.code.clone().into_bytes();
        for range in &self.tests {
            for b in &mut code[range.clone()] {
                if *b != b'\n' {
                    *b = b' ';
                }
            }
        }
        String::from_utf8(code).expect("only ASCII blanks put in")
    }

    /// The string literals outside `#[cfg(test)]` items.
    pub fn literals_outside_tests(&self) -> impl Iterator<Item = &Literal> {
        self.literals.iter().filter(|l| !self.in_tests(l.at))
    }

    /// Line `n` of the text (from 1), or `""` past the end.
    pub fn line(&self, n: usize) -> &str {
        n.checked_sub(1)
            .and_then(|k| self.text.lines().nth(k))
            .unwrap_or_default()
    }

    /// The names of its `mod x;` lines outside tests (inline modules are the
    /// file's own).
    pub fn declared_modules(&self) -> Vec<String> {
        let code = self.code_outside_tests();
        let tokens = tokens(&code);
        let mut names = Vec::new();
        for (k, window) in tokens.windows(3).enumerate() {
            if window[0].1 == "mod" && is_ident(window[1].1) && window[2].1 == ";" {
                // `mod x;`, `pub mod x;`, `pub(crate) mod x;`: not `x::mod`.
                if k == 0 || tokens[k - 1].1 != "::" {
                    names.push(window[1].1.to_string());
                }
            }
        }
        names
    }

    /// Every name its `use` trees outside tests bring in.
    pub fn uses(&self) -> Vec<Use> {
        let code = self.code_outside_tests();
        let mut uses = Vec::new();
        for range in use_statements(&code) {
            expand_use(
                &code[range.start + 3..range.end],
                &mut Vec::new(),
                &mut uses,
            );
        }
        uses
    }

    /// Every path the code outside tests names: each `use` path, and each
    /// `a::b::c` of the rest of the code, as written.
    pub fn paths(&self) -> Vec<Vec<String>> {
        let code = self.code_outside_tests();
        let statements = use_statements(&code);
        let mut code = code.into_bytes();
        for range in statements {
            code[range].fill(b' ');
        }
        let code = String::from_utf8(code).expect("only ASCII blanks put in");
        let mut paths: Vec<Vec<String>> = self.uses().into_iter().map(|u| u.path).collect();
        let tokens: Vec<&str> = tokens(&code).into_iter().map(|(_, t)| t).collect();
        let mut i = 0;
        while i < tokens.len() {
            let starts = is_ident(tokens[i])
                && tokens.get(i + 1) == Some(&"::")
                && (i == 0 || tokens[i - 1] != "::");
            if !starts {
                i += 1;
                continue;
            }
            let mut path = vec![tokens[i].to_string()];
            let mut j = i + 1;
            while j + 1 < tokens.len() && tokens[j] == "::" && is_ident(tokens[j + 1]) {
                path.push(tokens[j + 1].to_string());
                j += 2;
            }
            paths.push(path);
            i = j;
        }
        paths
    }

    /// The names of the items the code outside tests defines (functions,
    /// types, constants, statics, traits, macros).
    pub fn defined_names(&self) -> BTreeSet<String> {
        let code = self.code_outside_tests();
        let tokens: Vec<&str> = tokens(&code).into_iter().map(|(_, t)| t).collect();
        let mut names = BTreeSet::new();
        for (k, token) in tokens.iter().enumerate() {
            let name = match *token {
                "fn" | "struct" | "enum" | "union" | "type" | "trait" | "const" | "static" => {
                    tokens.get(k + 1)
                }
                "macro_rules" if tokens.get(k + 1) == Some(&"!") => tokens.get(k + 2),
                _ => None,
            };
            if let Some(name) = name.filter(|n| is_ident(n)) {
                names.insert((*name).to_string());
            }
        }
        names
    }
}

/// Blanks comments and literals' contents; lists the string literals.
fn lex(text: &str) -> (String, Vec<Literal>) {
    let bytes = text.as_bytes();
    let mut code = bytes.to_vec();
    let mut literals = Vec::new();
    let blank = |code: &mut Vec<u8>, range: Range<usize>| {
        for b in &mut code[range] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
    };
    let ident_byte = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
    // The line of a place, counted on from the last place asked about.
    let (mut counted, mut line) = (0, 1);
    let mut line_at = |at: usize| {
        line += bytes[counted..at].iter().filter(|b| **b == b'\n').count();
        counted = at;
        line
    };
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let next = bytes.get(i + 1).copied();
        if b == b'/' && next == Some(b'/') {
            let end = text[i..].find('\n').map_or(bytes.len(), |k| i + k);
            blank(&mut code, i..end);
            i = end;
        } else if b == b'/' && next == Some(b'*') {
            let (mut depth, mut j) = (0, i);
            while j < bytes.len() {
                if bytes[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 2;
                } else if bytes[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            let end = j.min(bytes.len());
            blank(&mut code, i..end);
            i = end;
        } else if let Some((open, close, hashes)) = raw_string(bytes, i) {
            let end = text[open..]
                .find(&format!("\"{}", "#".repeat(hashes)))
                .map_or(bytes.len(), |k| open + k);
            literals.push(Literal {
                line: line_at(i),
                at: open - 1,
                value: text[open..end].to_string(),
            });
            blank(&mut code, open..end);
            i = (end + close).min(bytes.len());
        } else if b == b'"' {
            let mut value = String::new();
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != b'"' {
                if bytes[j] == b'\\' {
                    j = escape(text, j, &mut value);
                } else {
                    let c = text[j..].chars().next().expect("inside the text");
                    value.push(c);
                    j += c.len_utf8();
                }
            }
            literals.push(Literal {
                line: line_at(i),
                at: i,
                value,
            });
            blank(&mut code, i + 1..j.min(bytes.len()));
            i = (j + 1).min(bytes.len());
        } else if b == b'\'' {
            // A character literal ('x', '\n', '\u{1b}', '\'', b'x' after its
            // `b`), or a lifetime.
            let end = if next == Some(b'\\') {
                text[i + 3..].find('\'').map(|k| i + 3 + k + 1)
            } else {
                text[i + 1..]
                    .chars()
                    .next()
                    .map(|c| i + 1 + c.len_utf8())
                    .filter(|&k| bytes.get(k) == Some(&b'\''))
                    .map(|k| k + 1)
            };
            match end {
                Some(end) => {
                    blank(&mut code, i + 1..end - 1);
                    i = end;
                }
                None => i += 1,
            }
        } else if ident_byte(b) {
            // A whole word, so that an `r` ending one starts no raw string.
            while i < bytes.len() && ident_byte(bytes[i]) {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    (
        String::from_utf8(code).expect("only ASCII blanks put in"),
        literals,
    )
}

/// A raw string (`r"…"`, `r#"…"#`, `br"…"`) starting at `i`: where its
/// contents start, the length of its closing quote and hashes, the hashes.
fn raw_string(bytes: &[u8], i: usize) -> Option<(usize, usize, usize)> {
    let mut j = i;
    if matches!(bytes.get(j), Some(b'b' | b'c')) {
        j += 1;
    }
    if bytes.get(j) != Some(&b'r') {
        return None;
    }
    if i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_') {
        return None;
    }
    j += 1;
    let mut hashes = 0;
    while bytes.get(j) == Some(&b'#') {
        hashes += 1;
        j += 1;
    }
    (bytes.get(j) == Some(&b'"')).then_some((j + 1, 1 + hashes, hashes))
}

/// Reads the escape at `at` (a backslash) into `value`; past its end.
fn escape(text: &str, at: usize, value: &mut String) -> usize {
    let rest = &text[at + 1..];
    let Some(c) = rest.chars().next() else {
        return text.len();
    };
    match c {
        'n' => value.push('\n'),
        't' => value.push('\t'),
        'r' => value.push('\r'),
        '0' => value.push('\0'),
        'x' => {
            let hex = rest.get(1..3).unwrap_or_default();
            if let Ok(b) = u8::from_str_radix(hex, 16) {
                value.push(char::from(b));
            }
            return at + 1 + 1 + hex.len();
        }
        'u' => {
            let end = rest.find('}').unwrap_or(rest.len());
            let hex = rest.get(2..end).unwrap_or_default();
            if let Some(c) = u32::from_str_radix(hex, 16).ok().and_then(char::from_u32) {
                value.push(c);
            }
            return (at + 1 + end + 1).min(text.len());
        }
        // A line continuation: the break and the next line's indent go.
        '\n' => {
            let indent = rest[1..]
                .find(|c: char| !c.is_whitespace())
                .unwrap_or(rest.len() - 1);
            return at + 2 + indent;
        }
        other => value.push(other),
    }
    at + 1 + c.len_utf8()
}

/// Where the `#[cfg(test)]` items of `code` are: from the attribute to
/// the item's `;` or the brace closing its first `{`.
fn test_items(code: &str) -> Vec<Range<usize>> {
    let mut ranges = Vec::new();
    let mut from = 0;
    while let Some(k) = code[from..].find("#[cfg(test)]") {
        let at = from + k;
        let after = &code[at..];
        let semi = after.find(';');
        let brace = after.find('{');
        let len = match (semi, brace) {
            (Some(s), Some(b)) if s < b => s + 1,
            (_, Some(b)) => {
                let mut depth = 0;
                let mut len = after.len();
                for (k, c) in after[b..].char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                len = b + k + 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                len
            }
            (Some(s), None) => s + 1,
            (None, None) => after.len(),
        };
        ranges.push(at..at + len);
        from = at + len;
    }
    ranges
}

/// Where the `use` statements of `code` are: from `use` to its `;`.
fn use_statements(code: &str) -> Vec<Range<usize>> {
    let mut ranges = Vec::new();
    let mut last_end = 0;
    for (at, token) in tokens(code) {
        if token == "use" && at >= last_end {
            let end = code[at..].find(';').map_or(code.len(), |k| at + k);
            ranges.push(at..end);
            last_end = end;
        }
    }
    ranges
}

fn is_ident(token: &str) -> bool {
    token
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// The tokens of blanked code, with where each starts: identifiers
/// (numbers too), `::`, and single punctuation.
fn tokens(code: &str) -> Vec<(usize, &str)> {
    let mut tokens = Vec::new();
    let mut chars = code.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        if c.is_alphanumeric() || c == '_' {
            let mut end = at + c.len_utf8();
            while let Some(&(k, d)) = chars.peek() {
                if !(d.is_alphanumeric() || d == '_') {
                    break;
                }
                end = k + d.len_utf8();
                chars.next();
            }
            tokens.push((at, &code[at..end]));
        } else if c == ':' && chars.peek().is_some_and(|&(_, d)| d == ':') {
            chars.next();
            tokens.push((at, &code[at..at + 2]));
        } else if !c.is_whitespace() {
            tokens.push((at, &code[at..at + c.len_utf8()]));
        }
    }
    tokens
}

/// Expands a use tree (`super::{a::B, c as D, e::*}`) under `prefix`.
fn expand_use(tree: &str, prefix: &mut Vec<String>, out: &mut Vec<Use>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let depth = prefix.len();
        prefix.extend(segments(&tree[..open]));
        let close = tree.rfind('}').unwrap_or(tree.len());
        for part in split_top(&tree[open + 1..close]) {
            expand_use(part, prefix, out);
        }
        prefix.truncate(depth);
        return;
    }
    let (written, alias) = match tree.split_once(" as ") {
        Some((written, alias)) => (written, Some(alias.trim())),
        None => (tree, None),
    };
    let mut path = prefix.clone();
    path.extend(segments(written));
    let glob = path.last().is_some_and(|s| s == "*");
    // `a::{self}` is `a`.
    path.retain(|s| s != "*");
    if path.len() > 1 && path.last().is_some_and(|s| s == "self") {
        path.pop();
    }
    let binds = match alias {
        _ if glob => Binds::Glob,
        Some("_") => Binds::Nothing,
        Some(alias) => Binds::Name(alias.to_string()),
        None => match path.last() {
            Some(last) => Binds::Name(last.clone()),
            None => return,
        },
    };
    if !path.is_empty() {
        out.push(Use { path, binds });
    }
}

/// The segments of `a::b::c` (a leading `::` aside).
fn segments(written: &str) -> impl Iterator<Item = String> + '_ {
    written
        .split("::")
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
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
    parts.retain(|p| !p.trim().is_empty());
    parts
}

/// One module of a crate.
pub struct Module {
    /// Its path from the crate's root (`["prefs", "keys"]`; the root's is empty).
    pub path: Vec<String>,
    pub file: PathBuf,
    /// The folder its child modules are in.
    pub child_dir: PathBuf,
    pub source: Source,
    /// What its `use` trees bring in.
    pub uses: Vec<Use>,
    /// The names of the items it defines.
    pub defines: BTreeSet<String>,
}

/// A crate's module tree, from its root file through the `mod x;` lines
/// outside tests.
pub struct Tree {
    pub modules: Vec<Module>,
    index: BTreeMap<Vec<String>, usize>,
}

/// How [`Tree::imports`] counts a name re-exported by another module.
#[derive(Clone, Copy, PartialEq)]
pub enum Reexports {
    /// As an import of the module that defines it only.
    Followed,
    /// As an import of that module and of each module re-exporting it on
    /// the way.
    Counted,
}

/// Where a name a module brings in leads.
enum Leads {
    /// To this module (the deepest one the name's path goes through).
    To(Vec<String>),
    /// Out of the crate.
    Out,
    /// The module brings in no such name.
    Nowhere,
}

impl Tree {
    pub fn read(root: &Path) -> Tree {
        let mut modules = Vec::new();
        let dir = root.parent().expect("a folder").to_path_buf();
        visit(root, Vec::new(), dir, &mut modules);
        let index = modules
            .iter()
            .enumerate()
            .map(|(k, m)| (m.path.clone(), k))
            .collect();
        Tree { modules, index }
    }

    pub fn get(&self, path: &[String]) -> Option<&Module> {
        self.index.get(path).map(|&k| &self.modules[k])
    }

    /// The module a path written in module `from` names: as deep as the
    /// tree goes (`crate::prefs::Prefs` names `prefs`), through the names
    /// modules bring in with `use` (so `super::Edit`, re-exported by the
    /// parent from `msg`, names `msg`); `None` for a path out of the crate,
    /// or one that starts with a name the module does not know as a module.
    /// With it, the modules the path reaches a re-exported name in on its
    /// way (the modules it is written through).
    pub fn resolve(
        &self,
        from: &[String],
        written: &[String],
    ) -> (Option<Vec<String>>, Vec<Vec<String>>) {
        let mut through = Vec::new();
        let target = self.resolve_within(from, written, 0, &mut through);
        (target, through)
    }

    fn resolve_within(
        &self,
        from: &[String],
        written: &[String],
        depth: usize,
        through: &mut Vec<Vec<String>>,
    ) -> Option<Vec<String>> {
        // Names brought in by `use` lead to names brought in: not forever.
        if depth > 16 {
            return None;
        }
        let (first, mut rest) = written.split_first()?;
        let mut base = match first.as_str() {
            "crate" => Vec::new(),
            "self" => from.to_vec(),
            "super" => {
                let mut base = from.to_vec();
                base.pop()?;
                base
            }
            name => {
                let mut child = from.to_vec();
                child.push(name.to_string());
                if self.get(&child).is_some() {
                    child
                } else {
                    return match self.brought_in(from, name, depth, through) {
                        Leads::To(target) => self.descend(target, rest, depth, through),
                        Leads::Out | Leads::Nowhere => None,
                    };
                }
            }
        };
        while rest.first().is_some_and(|s| s == "super") {
            base.pop()?;
            rest = &rest[1..];
        }
        self.descend(base, rest, depth, through)
    }

    /// From module `base`, down `rest` as far as modules go.
    fn descend(
        &self,
        mut base: Vec<String>,
        rest: &[String],
        depth: usize,
        through: &mut Vec<Vec<String>>,
    ) -> Option<Vec<String>> {
        for (k, segment) in rest.iter().enumerate() {
            let mut deeper = base.clone();
            deeper.push(segment.clone());
            if self.get(&deeper).is_some() {
                base = deeper;
                continue;
            }
            return match self.brought_in(&base, segment, depth, through) {
                Leads::To(target) => {
                    through.push(base);
                    self.descend(target, &rest[k + 1..], depth + 1, through)
                }
                Leads::Out => {
                    through.push(base);
                    None
                }
                Leads::Nowhere => Some(base),
            };
        }
        Some(base)
    }

    /// Where the name `name` that module `module` brings in with `use`
    /// leads (a name of its own, or of one of its globs).
    fn brought_in(
        &self,
        module: &[String],
        name: &str,
        depth: usize,
        through: &mut Vec<Vec<String>>,
    ) -> Leads {
        let Some(m) = self.get(module) else {
            return Leads::Nowhere;
        };
        for u in &m.uses {
            if u.binds == Binds::Name(name.to_string()) {
                return match self.resolve_within(module, &u.path, depth + 1, through) {
                    Some(target) => Leads::To(target),
                    None => Leads::Out,
                };
            }
        }
        for u in m.uses.iter().filter(|u| u.binds == Binds::Glob) {
            let Some(glob) = self.resolve_within(module, &u.path, depth + 1, through) else {
                continue;
            };
            if glob == module {
                continue;
            }
            let mut child = glob.clone();
            child.push(name.to_string());
            if self.get(&child).is_some() {
                return Leads::To(child);
            }
            if self.get(&glob).is_some_and(|g| g.defines.contains(name)) {
                return Leads::To(glob);
            }
            if let Leads::To(target) = self.brought_in(&glob, name, depth + 1, through) {
                through.push(glob);
                return Leads::To(target);
            }
        }
        Leads::Nowhere
    }

    /// The modules of the crate that module `module`'s code names, itself
    /// aside: with [`Reexports::Followed`] a re-exported name is named
    /// in the module that defines it; with [`Reexports::Counted`], in each
    /// module it is written through too.
    pub fn imports(&self, module: &Module, reexports: Reexports) -> Vec<Vec<String>> {
        let mut found = Vec::new();
        for written in module.source.paths() {
            let (target, through) = self.resolve(&module.path, &written);
            found.extend(target);
            if reexports == Reexports::Counted {
                found.extend(through);
            }
        }
        found.retain(|target| *target != module.path);
        found.sort();
        found.dedup();
        found
    }
}

fn visit(file: &Path, path: Vec<String>, child_dir: PathBuf, found: &mut Vec<Module>) {
    let source = Source::read(file);
    for name in source.declared_modules() {
        let flat = child_dir.join(format!("{name}.rs"));
        let nested = child_dir.join(&name).join("mod.rs");
        let child = if flat.exists() {
            flat
        } else {
            assert!(
                nested.exists(),
                "{}: mod {name} has no file",
                file.display()
            );
            nested
        };
        let mut child_path = path.clone();
        child_path.push(name.clone());
        visit(&child, child_path, child_dir.join(&name), found);
    }
    let uses = source.uses();
    let defines = source.defined_names();
    found.push(Module {
        path,
        file: file.to_path_buf(),
        child_dir,
        source,
        uses,
        defines,
    });
}
