//! The language of the real binary in a terminal: the locale's, seen on
//! screen.

mod support;

use support::pty::Session;

#[test]
fn spanish_locale_gives_spanish_help() {
    let mut s = Session::start_with_env(&["--help"], &[("LC_ALL", ""), ("LANG", "es_ES.UTF-8")]);
    s.wait_for("Uso: yote");
    s.wait_for("Muestra la ayuda");
    assert!(s.wait_exit().success());
}
