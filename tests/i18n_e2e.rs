//! The language of the real binary in a terminal: the locale's, seen on
//! screen.

use crate::support;

use support::pty::Session;

#[test]
fn spanish_locale_gives_spanish_help() {
    let mut s = Session::start_with_env(&["--help"], &[("LC_ALL", ""), ("LANG", "es_ES.UTF-8")]);
    // The end of the help stays on screen: the last options.
    s.wait_for("Muestra la ayuda");
    s.wait_for("Muestra la versión");
    assert!(s.wait_exit().success());
}

#[test]
fn czech_locale_starts_the_game_in_czech() {
    let mut s = Session::start_with_env(&[], &[("LC_ALL", ""), ("LANG", "cs_CZ.UTF-8")]);
    s.wait_for("Yoté: nová partie");
    s.wait_for("Druhý kámen z ruky:");
    s.wait_for("Volitelná pravidla");
    s.send("s");
    s.wait_for("Bílý: položte kámen na prázdné pole");
    s.send("q");
    s.wait_for("Ukončit hru?");
    s.send("y");
    assert!(s.wait_exit().success());
}
