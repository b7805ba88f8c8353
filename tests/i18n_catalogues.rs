//! The catalogues against each other and against the code: every message
//! in every language with the same variables, every message used by the
//! code (its tests aside), and every message the code asks for present.
//! The code is read through `tests/support/source.rs`: string literals,
//! not the text of comments.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;
use yote::i18n::{AREAS, CATALOGUES, Lang};

use crate::support::source::{Source, Tree, rs_files, top};

/// A language's catalogues, one per area.
fn sources(lang: Lang) -> &'static [&'static str] {
    let at = Lang::ALL
        .iter()
        .position(|l| *l == lang)
        .expect("one of the languages");
    &CATALOGUES[at]
}

/// Each message's id and the variables it uses, for one language.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut all = BTreeMap::new();
    for (area, source) in AREAS.iter().zip(sources(lang)) {
        let resource = fluent_syntax::parser::parse(*source)
            .unwrap_or_else(|(_, errors)| panic!("{lang:?} {area}: {errors:?}"));
        for entry in resource.body {
            match entry {
                ast::Entry::Message(message) => {
                    let mut vars = BTreeSet::new();
                    if let Some(pattern) = &message.value {
                        pattern_vars(pattern, &mut vars);
                    }
                    assert!(
                        message.attributes.is_empty(),
                        "{lang:?} {area}: {} has attributes, which the code never reads",
                        message.id.name
                    );
                    let id = message.id.name.to_string();
                    assert!(
                        all.insert(id.clone(), vars).is_none(),
                        "{lang:?}: {id} is written twice"
                    );
                }
                ast::Entry::Junk { content } => panic!("{lang:?} {area}: junk {content:?}"),
                _ => {}
            }
        }
    }
    all
}

fn pattern_vars(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for variant in variants {
                pattern_vars(&variant.value, vars);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_vars(argument, vars);
            }
        }
        _ => {}
    }
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let english = messages(Lang::En);
    assert!(english.len() > 50, "{} messages", english.len());
    for lang in [Lang::Es, Lang::Cs] {
        let other = messages(lang);
        let missing: Vec<_> = english
            .keys()
            .filter(|id| !other.contains_key(*id))
            .collect();
        let extra: Vec<_> = other
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang:?} has ids English lacks: {extra:?}"
        );
        for (id, vars) in &english {
            assert_eq!(
                &other[id], vars,
                "{lang:?} {id}: variables differ from English"
            );
        }
    }
}

#[test]
fn every_message_is_used_and_every_message_used_exists() {
    let english = messages(Lang::En);
    // The package's code: every module of the library and of the binary.
    let mut used = BTreeSet::new();
    let mut modules = 0;
    for root in ["src/lib.rs", "src/main.rs"] {
        for module in Tree::read(&top().join(root)).modules {
            used.extend(
                module
                    .source
                    .literals_outside_tests()
                    .map(|l| l.value.clone()),
            );
            modules += 1;
        }
    }
    assert!(modules > 50, "only {modules} modules read");
    // The lessons name their texts by id in their own file.
    let lessons = yote::learn::shipped().expect("the shipped lessons read");
    used.extend(yote::learn::text_ids(&lessons));
    let unused: Vec<&String> = english.keys().filter(|id| !used.contains(*id)).collect();
    assert!(
        unused.is_empty(),
        "in the catalogues but named by no code: {unused:?}"
    );
    // Every id the code (tests too) passes to a lookup is in the catalogues.
    let mut lookups = 0;
    for path in rs_files(&top().join("src")) {
        let source = Source::read(&path);
        for (id, line) in lookups_in(&source) {
            assert!(
                english.contains_key(&id),
                "{}:{line}: {id} is in no catalogue",
                path.display()
            );
            lookups += 1;
        }
    }
    assert!(lookups > 100, "only {lookups} lookups read");
}

/// The ids that `tr!("…")`, `tr("…")` and `tr_args("…", …)` look up in
/// `source`, with their lines (a lookup of an id not written there aside).
fn lookups_in(source: &Source) -> Vec<(String, usize)> {
    let code = source.code.as_bytes();
    let mut found = Vec::new();
    for call in ["tr!(", "tr(", "tr_args("] {
        for (at, _) in source.code.match_indices(call) {
            // `write_str(` is no lookup: the name must start a word.
            let before = at.checked_sub(1).map(|k| code[k]);
            if before.is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_') {
                continue;
            }
            let mut open = at + call.len();
            while code.get(open).is_some_and(u8::is_ascii_whitespace) {
                open += 1;
            }
            let Some(literal) = source.literals.iter().find(|l| l.at == open) else {
                continue;
            };
            let id = &literal.value;
            if !id.is_empty() && !id.contains(char::is_whitespace) {
                found.push((id.clone(), literal.line));
            }
        }
    }
    found
}

#[test]
fn lookups_are_read_from_code() {
    let source = Source::new(
        "// tr(\"in-a-comment\")\nfn f() {\n    tr!(\"a-macro\", n = 1);\n    \
         tr(\n        \"on-the-next-line\");\n    tr_args(\"with-args\", &[]);\n    \
         write_str(\"no-lookup\");\n    tr(id);\n    let s = \"tr(\\\"in-a-string\\\")\";\n}\n",
    );
    let mut ids = lookups_in(&source);
    ids.sort();
    assert_eq!(
        ids,
        [
            ("a-macro".to_string(), 3),
            ("on-the-next-line".to_string(), 5),
            ("with-args".to_string(), 6),
        ]
    );
}
