//! The command line's language: `--lang`, each locale variable in POSIX
//! order, the fallback to English, and the same JSON in every language.

use crate::support;

use support::cli::{stderr, stdout, yote_in_locale};
use yote::i18n::{Lang, tr_in};

/// The language `position` speaks under these variables and arguments,
/// told by its "to move" line.
fn spoken(env: &[(&str, &str)], args: &[&str]) -> Lang {
    let mut all = args.to_vec();
    all.push("position");
    let text = stdout(&yote_in_locale(env, &all));
    let found: Vec<Lang> = [
        (Lang::En, "White to move"),
        (Lang::Es, "mueven Blancas"),
        (Lang::Cs, "na tahu je Bílý"),
    ]
    .into_iter()
    .filter(|(_, words)| text.contains(words))
    .map(|(lang, _)| lang)
    .collect();
    assert_eq!(found.len(), 1, "{text}");
    found[0]
}

#[test]
fn lang_flag_chooses_the_language_before_or_after_the_command() {
    assert_eq!(spoken(&[], &["--lang", "cs"]), Lang::Cs);
    assert_eq!(spoken(&[], &["--lang=es"]), Lang::Es);
    assert_eq!(
        spoken(&[("LANG", "cs_CZ.UTF-8")], &["--lang", "en"]),
        Lang::En
    );
    let text = stdout(&yote_in_locale(&[], &["position", "--lang", "cs"]));
    assert!(text.contains("v ruce 12"), "{text}");
}

#[test]
fn each_locale_variable_chooses_in_posix_order() {
    assert_eq!(spoken(&[("LANG", "cs_CZ.UTF-8")], &[]), Lang::Cs);
    assert_eq!(spoken(&[("LANG", "es_ES.UTF-8")], &[]), Lang::Es);
    assert_eq!(
        spoken(
            &[("LANG", "cs_CZ.UTF-8"), ("LC_MESSAGES", "es_ES.UTF-8")],
            &[]
        ),
        Lang::Es
    );
    assert_eq!(
        spoken(
            &[
                ("LANG", "es_ES.UTF-8"),
                ("LC_MESSAGES", "es_ES.UTF-8"),
                ("LC_ALL", "cs_CZ.UTF-8")
            ],
            &[]
        ),
        Lang::Cs
    );
}

#[test]
fn an_unknown_or_c_locale_falls_back_to_english() {
    assert_eq!(spoken(&[], &[]), Lang::En);
    assert_eq!(spoken(&[("LANG", "de_DE.UTF-8")], &[]), Lang::En);
    assert_eq!(spoken(&[("LANG", "C")], &[]), Lang::En);
    assert_eq!(
        spoken(&[("LC_ALL", "POSIX"), ("LANG", "cs_CZ.UTF-8")], &[]),
        Lang::En
    );
    // A language we do not speak is refused by name.
    let out = yote_in_locale(&[], &["--lang", "de", "position"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn every_command_s_help_speaks_each_language() {
    for lang in Lang::ALL {
        let usage = tr_in(lang, "cli-heading-usage", &[]);
        let help = tr_in(lang, "cli-help", &[]);
        for command in [
            "",
            "position",
            "perft",
            "bench",
            "analyze",
            "match",
            "completions",
            "man",
        ] {
            let mut args = vec!["--lang", lang.code()];
            args.extend(Some(command).filter(|c| !c.is_empty()));
            args.push("--help");
            let text = stdout(&yote_in_locale(&[], &args));
            assert!(text.contains(&usage), "{lang:?} {command}: {text}");
            assert!(text.contains(&help), "{lang:?} {command}: {text}");
            if lang != Lang::En {
                for english in ["Usage:", "Options:", "Print help", "[default:"] {
                    assert!(!text.contains(english), "{lang:?} {command}: {text}");
                }
            }
        }
    }
}

#[test]
fn refusals_speak_the_language_and_json_does_not_change() {
    let out = yote_in_locale(&[("LANG", "cs_CZ.UTF-8")], &["position", "c3-c4"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert_eq!(
        err,
        "yote: tah 1, Bílý 'c3-c4': Bílý nemá na c3 žádný kámen\n"
    );
    let out = yote_in_locale(&[("LANG", "es_ES.UTF-8")], &["position", "@c3", "@c3"]);
    let err = stderr(&out);
    assert_eq!(err, "yote: jugada 1, Negras '@c3': c3 no está vacía\n");
    let moves = ["position", "--json", "@c3", "@d3", "c3-c4"];
    let english = stdout(&yote_in_locale(&[], &moves));
    for lang in ["es_ES.UTF-8", "cs_CZ.UTF-8"] {
        assert_eq!(stdout(&yote_in_locale(&[("LANG", lang)], &moves)), english);
    }
}

#[test]
fn czech_counts_take_the_form_their_number_needs() {
    let text = stdout(&yote_in_locale(&[], &["--lang", "cs", "position"]));
    assert!(text.contains("30 platných tahů"), "{text}");
    let text = stdout(&yote_in_locale(&[], &["--lang", "cs", "perft", "1"]));
    assert_eq!(text, "hloubka 1: 30\n");
}

#[test]
fn rules_errors_speak_the_language_and_keep_the_keys() {
    let out = yote_in_locale(&[("LANG", "es_ES.UTF-8")], &["--set", "rows=9", "position"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert_eq!(
        err,
        "yote: --set rows=9: rows debe ser un número entero de 2 a 8 (es 9)\n"
    );
    let out = yote_in_locale(&[("LANG", "cs_CZ.UTF-8")], &["--set", "foo=1", "position"]);
    let err = stderr(&out);
    assert!(
        err.starts_with("yote: --set foo=1: neznámý klíč 'foo'"),
        "{err}"
    );
}
