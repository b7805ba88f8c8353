//! The preferences' `[keys.*]` tables read over the default bindings,
//! each problem placed on its line. Apart from `keys` (the bindings
//! themselves) so that `keys` needs nothing of the problems, which name
//! its keys and actions.

use std::collections::BTreeMap;

use toml::Spanned;

use crate::toml_doc::Doc;

use super::keys::{BindingFault, Bindings, Context, parse_binding};
use super::problem::{Problem, What};

impl Bindings {
    /// The defaults with the rebindings of the preferences' `[keys.*]`
    /// tables (`doc` and `name` are the file's, for the lines of problems).
    /// A context whose rebindings clash (two actions on one key) keeps its
    /// defaults, and every problem is reported.
    pub fn from_prefs(
        keys: &BTreeMap<String, BTreeMap<String, Spanned<String>>>,
        doc: &Doc,
        name: &str,
    ) -> (Bindings, Vec<Problem>) {
        let mut bindings = Bindings::default();
        let mut problems = Vec::new();
        let line = |span: std::ops::Range<usize>| Some(doc.line_of(&span));
        for (context_name, actions) in keys {
            let table = format!("keys.{context_name}");
            let first = actions.values().next().and_then(|v| line(v.span()));
            let Some(context) = Context::ALL
                .iter()
                .copied()
                .find(|c| c.key() == context_name && *c != Context::Always)
            else {
                let tables = Context::ALL[1..].iter().map(|c| c.key()).collect();
                let what = What::UnknownKeyTable { table, tables };
                problems.push(Problem::new(name, first, what));
                continue;
            };
            let mut trial = bindings.clone();
            let mut ok = true;
            for (action_name, value) in actions {
                match parse_binding(context, action_name, value.get_ref()) {
                    Ok((action, keys)) => {
                        trial.table.insert((context, action), keys);
                    }
                    Err(why) => {
                        let what = What::Binding {
                            table: table.clone(),
                            action: Some(action_name.clone()),
                            why,
                        };
                        problems.push(Problem::new(name, line(value.span()), what));
                        ok = false;
                    }
                }
            }
            if ok {
                for clash in trial.clashes(context) {
                    let at = actions
                        .iter()
                        .find(|(a, _)| a.as_str() == clash.1.key() || a.as_str() == clash.2.key())
                        .and_then(|(_, v)| line(v.span()));
                    let (key, first, second) = clash;
                    let what = What::Binding {
                        table: table.clone(),
                        action: None,
                        why: BindingFault::Clash(key, first, second),
                    };
                    problems.push(Problem::new(name, at, what));
                    ok = false;
                }
            }
            if ok {
                bindings = trial;
            }
        }
        // A rebinding of `anywhere` may clash with any context's keys.
        let anywhere = keys.get(Context::Anywhere.key());
        for context in Context::ALL {
            let clashes = bindings.clashes(context);
            if clashes.is_empty() {
                continue;
            }
            for clash in clashes {
                let (_, a, b) = clash;
                let at = anywhere
                    .and_then(|t| t.iter().find(|(n, _)| *n == a.key() || *n == b.key()))
                    .and_then(|(_, v)| line(v.span()));
                let what = What::AnywhereClash {
                    table: format!("keys.{}", context.key()),
                    clash,
                };
                problems.push(Problem::new(name, at, what));
            }
            let defaults = Bindings::default();
            for ((c, a), keys) in &defaults.table {
                if *c == context || *c == Context::Anywhere {
                    bindings.table.insert((*c, *a), keys.clone());
                }
            }
        }
        (bindings, problems)
    }
}
