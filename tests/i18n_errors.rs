//! The command line's refusals in the language chosen: a saved game that
//! does not load, clap's usage errors (with clap's exit status), and the
//! English ones unchanged under a fixed English locale.

use std::path::Path;
use std::process::{Command, Output};

/// Runs `yote` with exactly these locale variables (the others removed),
/// its data and preferences in `dir`.
fn yote_in(dir: &Path, env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_yote"));
    for name in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
        cmd.env_remove(name);
    }
    cmd.env("YOTE_DATA_DIR", dir.join("data"))
        .env("YOTE_CONFIG_DIR", dir.join("config"))
        .envs(env.iter().copied())
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the binary runs")
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).expect("UTF-8")
}

/// A saved game whose seventh move (line 3) jumps over an empty square.
const BAD_MOVE: &str = "format = 1\nmoves = [\n  \"@c3\", \"@a1\", \"@f1\", \"@a2\", \"@f2\", \"@a3\", \"c3xc5\",\n]\n\
[players]\nwhite = \"Ama\"\nblack = \"Kofi\"\n";

#[test]
fn a_corrupt_saved_game_is_refused_in_the_language_with_its_line() {
    let dir = tempfile::tempdir().unwrap();
    // The rules are taken from a real saved game, so that only the move is wrong.
    let rules = yote::record::SavedGame::from_game(
        &yote_engine::Game::default(),
        &yote::record::Players::new("Ama", "Kofi"),
    )
    .to_toml_string();
    let rules = &rules[rules.find("[rules]").expect("a [rules] table")..];
    std::fs::write(dir.path().join("bad.toml"), format!("{BAD_MOVE}{rules}")).unwrap();
    std::fs::write(
        dir.path().join("odd.toml"),
        format!("format = 1\nmoves = []\ncolour = \"red\"\n[players]\nwhite = \"A\"\nblack = \"B\"\n{rules}"),
    )
    .unwrap();

    let out = yote_in(
        dir.path(),
        &[],
        &["--lang", "es", "position", "--game", "bad.toml"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "yote: bad.toml, línea 3: jugada 4, Blancas 'c3xc5': en c4 no hay ninguna pieza rival\n"
    );
    let out = yote_in(
        dir.path(),
        &[("LANG", "cs_CZ.UTF-8")],
        &["--load", "odd.toml"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "yote: odd.toml, řádek 3: neznámý klíč 'colour' \
         (klíče jsou: format, moves, players, result, clock, review, rules)\n"
    );
    // The same under an English locale, as before.
    let out = yote_in(
        dir.path(),
        &[("LC_ALL", "C.UTF-8")],
        &["--load", "odd.toml"],
    );
    assert_eq!(
        stderr(&out),
        "yote: odd.toml, line 3: unknown key 'colour' \
         (the keys are: format, moves, players, result, clock, review, rules)\n"
    );
    let out = yote_in(
        dir.path(),
        &[("LANG", "cs_CZ.UTF-8")],
        &["--load", "none.toml"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).starts_with("yote: none.toml: "),
        "{}",
        stderr(&out)
    );
}

#[test]
fn clap_errors_speak_the_language_and_keep_status_2() {
    let dir = tempfile::tempdir().unwrap();
    let out = yote_in(dir.path(), &[], &["--lang", "cs", "--foo"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "chyba: neočekávaný argument '--foo'\n\n\
         Použití: yote --lang <LANG>\n\n\
         Více se dozvíte pomocí '--help'.\n"
    );
    let out = yote_in(
        dir.path(),
        &[("LANG", "es_ES.UTF-8")],
        &["position", "--bogus"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "error: argumento inesperado '--bogus'\n\n  \
         consejo: para pasar '--bogus' como valor, use '-- --bogus'\n\n\
         Uso: yote position [OPTIONS] [MOVES]...\n\n\
         Para más información, pruebe '--help'.\n"
    );
    // --lang after the command, and a value refused with the values it takes.
    let out = yote_in(dir.path(), &[], &["completions", "fsh", "--lang", "cs"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.starts_with(
            "chyba: neplatná hodnota 'fsh' pro '<SHELL>'\n  [možné hodnoty: bash, elvish"
        ),
        "{err}"
    );
    assert!(
        err.contains("rada: existuje podobná hodnota: 'fish'"),
        "{err}"
    );
    let out = yote_in(dir.path(), &[("LANG", "es_ES.UTF-8")], &["perft", "99"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).starts_with(
            "error: valor no válido '99' para '<DEPTH>': 99 no es un número entero de 1 a 20\n"
        ),
        "{}",
        stderr(&out)
    );
    let out = yote_in(
        dir.path(),
        &[("LANG", "cs_CZ.UTF-8")],
        &["match", "--white", "depth:99", "--black", "easy"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).starts_with(
            "chyba: neplatná hodnota 'depth:99' pro '--white <SPEC>': \
             'depth:99': hloubka musí být celé číslo od 1 do 64\n"
        ),
        "{}",
        stderr(&out)
    );
    let out = yote_in(dir.path(), &[("LANG", "cs_CZ.UTF-8")], &["posiion"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("rada: existuje podobný příkaz: 'position'"));
    // --help and --version print as before, with status 0.
    let out = yote_in(dir.path(), &[("LANG", "cs_CZ.UTF-8")], &["--version"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!("yote {}\n", env!("CARGO_PKG_VERSION"))
    );
    let out = yote_in(
        dir.path(),
        &[("LANG", "cs_CZ.UTF-8")],
        &["position", "--help"],
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(
        String::from_utf8(out.stdout)
            .unwrap()
            .contains("Použití: yote position")
    );
}

#[test]
fn clap_errors_in_english_are_clap_s_own() {
    let dir = tempfile::tempdir().unwrap();
    let out = yote_in(dir.path(), &[("LC_ALL", "C.UTF-8")], &["--foo"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "error: unexpected argument '--foo' found\n\n\
         Usage: yote [OPTIONS] [COMMAND]\n\n\
         For more information, try '--help'.\n"
    );
    let out = yote_in(dir.path(), &[("LC_ALL", "C.UTF-8")], &["--rule", "x"]);
    assert_eq!(
        stderr(&out),
        "error: unexpected argument '--rule' found\n\n  \
         tip: a similar argument exists: '--rules'\n\n\
         Usage: yote --rules <FILE>\n\n\
         For more information, try '--help'.\n"
    );
}
