//! The words as the lookups give them: the plural forms right, values
//! without isolation marks, each thread's language, the locale variables,
//! an ASCII form of every message, the decimal mark. The catalogues
//! against each other and against the code are in
//! `tests/i18n_catalogues.rs`.

use std::collections::BTreeSet;

use fluent_syntax::ast;

use super::*;

#[test]
fn czech_counts_have_three_forms_and_spanish_two() {
    let pieces = |lang, count: u32| {
        tr_in(
            lang,
            "reason-pieces-left",
            &[("name", "Ama".into()), ("count", count.into())],
        )
    };
    assert_eq!(pieces(Lang::Cs, 1), "Ama má už jen 1 kámen");
    assert_eq!(pieces(Lang::Cs, 3), "Ama má už jen 3 kameny");
    assert_eq!(pieces(Lang::Cs, 5), "Ama má už jen 5 kamenů");
    assert_eq!(pieces(Lang::Cs, 0), "Ama má už jen 0 kamenů");
    assert_eq!(pieces(Lang::Es, 1), "solo queda 1 pieza de Ama");
    assert_eq!(pieces(Lang::Es, 2), "solo quedan 2 piezas de Ama");
    assert_eq!(pieces(Lang::En, 1), "Ama has only 1 piece left");
    assert_eq!(pieces(Lang::En, 7), "Ama has only 7 pieces left");
}

#[test]
fn values_are_not_wrapped_in_isolation_marks() {
    let text = tr_in(Lang::En, "result-wins", &[("name", "Kofi".into())]);
    assert_eq!(text, "Kofi wins");
    assert!(!text.contains(['\u{2068}', '\u{2069}']));
}

#[test]
fn each_thread_speaks_its_own_language_over_the_process_default() {
    std::thread::spawn(|| {
        assert_eq!(language(), Lang::En, "the default");
        set_language(Lang::Cs);
        assert_eq!(tr("color-white"), "Bílý");
        set_language(Lang::Es);
        assert_eq!(tr("color-white"), "Blancas");
    })
    .join()
    .expect("the thread passes");
    std::thread::spawn(|| assert_eq!(tr("color-white"), "White"))
        .join()
        .expect("another thread keeps its own");
}

#[test]
fn the_locale_variables_choose_in_posix_order() {
    use locale::from_vars;
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    };
    assert_eq!(from_vars(env(&[("LANG", "cs_CZ.UTF-8")])), Lang::Cs);
    assert_eq!(from_vars(env(&[("LANG", "es_ES.UTF-8")])), Lang::Es);
    assert_eq!(
        from_vars(env(&[("LC_MESSAGES", "es_MX"), ("LANG", "cs_CZ")])),
        Lang::Es
    );
    assert_eq!(
        from_vars(env(&[
            ("LC_ALL", "cs"),
            ("LC_MESSAGES", "es_ES"),
            ("LANG", "es_ES")
        ])),
        Lang::Cs
    );
    // An empty variable does not count; the first set one decides, even C.
    assert_eq!(
        from_vars(env(&[("LC_ALL", ""), ("LANG", "cs_CZ.UTF-8")])),
        Lang::Cs
    );
    assert_eq!(
        from_vars(env(&[("LC_ALL", "C"), ("LANG", "cs_CZ.UTF-8")])),
        Lang::En
    );
    assert_eq!(from_vars(env(&[("LANG", "POSIX")])), Lang::En);
    assert_eq!(from_vars(env(&[("LANG", "de_DE.UTF-8")])), Lang::En);
    assert_eq!(from_vars(env(&[])), Lang::En);
    assert_eq!(from_locale("es_ES@euro"), Some(Lang::Es));
    assert_eq!(from_locale("C.UTF-8"), None);
}

#[test]
fn languages_cycle_and_read_their_codes() {
    for lang in Lang::ALL {
        assert_eq!(Lang::from_code(lang.code()), Some(lang));
        assert_eq!(lang.next().previous(), lang);
    }
    assert_eq!(Lang::Cs.next(), Lang::En);
    assert_eq!(Lang::from_code("CS"), Some(Lang::Cs));
    assert_eq!(Lang::from_code("de"), None);
}

/// The text of a pattern, every variant of every selector included,
/// variables left out.
fn pattern_text(pattern: &ast::Pattern<&str>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => out.push_str(value),
            ast::PatternElement::Placeable { expression } => {
                if let ast::Expression::Select { variants, .. } = expression {
                    for variant in variants {
                        pattern_text(&variant.value, out);
                    }
                }
            }
        }
    }
}

/// ASCII mode turns every message of every catalogue into plain ASCII: no
/// letter becomes `?` (only `?` and Spanish `¿` do).
#[test]
fn every_message_has_an_ascii_form_without_question_marks() {
    use crate::tui::look::ascii::to_ascii;
    let mut letters = BTreeSet::new();
    for lang in Lang::ALL {
        for (area, source) in AREAS.iter().zip(lang.sources()) {
            let resource = fluent_syntax::parser::parse(*source)
                .unwrap_or_else(|(_, errors)| panic!("{lang:?} {area}: {errors:?}"));
            for entry in resource.body {
                let ast::Entry::Message(message) = entry else {
                    continue;
                };
                let mut text = String::new();
                if let Some(pattern) = &message.value {
                    pattern_text(pattern, &mut text);
                }
                let ascii = to_ascii(&text);
                assert!(ascii.is_ascii(), "{lang:?} {}: {ascii}", message.id.name);
                let asked = text.chars().filter(|c| matches!(c, '?' | '¿')).count();
                assert_eq!(
                    ascii.matches('?').count(),
                    asked,
                    "{lang:?} {}: {text:?} -> {ascii:?}",
                    message.id.name
                );
                letters.extend(text.chars().filter(|c| c.is_alphabetic() && !c.is_ascii()));
            }
        }
    }
    // The Czech and Spanish letters are all there to be checked.
    for c in ['á', 'č', 'ě', 'ř', 'ů', 'ž', 'ñ', 'í', 'ý'] {
        assert!(letters.contains(&c), "{c}");
    }
}

/// Decimals take the language's mark: a comma in Spanish and Czech.
#[test]
fn decimals_are_written_with_the_language_s_mark() {
    for (lang, plain, signed) in [
        (Lang::En, "100.0", "+1.04"),
        (Lang::Es, "100,0", "+1,04"),
        (Lang::Cs, "100,0", "+1,04"),
    ] {
        set_language(lang);
        assert_eq!(decimal(100.0, 1), plain);
        assert_eq!(signed_decimal(1.04, 2), signed);
        assert_eq!(decimal(7.0, 0), "7");
    }
    set_language(Lang::En);
}
