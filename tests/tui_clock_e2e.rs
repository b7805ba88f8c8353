//! End to end with a clock: the real `yote` binary in a pseudo-terminal,
//! started with `--clock`. Every wait ends on an event and is bounded.

use crate::support;

use support::pty::{ENTER, LEFT, Session, UP};

#[test]
fn the_flag_falls_with_no_move_and_the_archived_record_says_on_time() {
    let data = tempfile::tempdir().expect("temporary data directory");
    // Three seconds for the whole game: White never moves.
    let mut s = Session::start_in(&["--clock", "0.05+0"], data.path());
    s.wait_for("[Off]");
    s.send("s");
    s.wait_for("lost on time");
    s.wait_for("The finished game is kept as archive/");
    let archive = data.path().join(yote::record::ARCHIVE_DIR);
    let files: Vec<_> = std::fs::read_dir(&archive)
        .expect("the archive exists")
        .map(|e| e.expect("an entry").path())
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    let text = std::fs::read_to_string(&files[0]).expect("the archived game");
    assert!(text.contains("by = \"time\""), "{text}");
    let kept = yote::record::load(&files[0]).expect("the archived game loads");
    assert!(kept.moves.is_empty(), "{:?}", kept.moves);
    // Over and kept: q quits at once.
    s.send("q");
    assert!(s.wait_exit().success());
}

#[test]
fn a_custom_time_control_typed_on_the_setup_screen_gives_both_clocks() {
    let data = tempfile::tempdir().expect("temporary data directory");
    let mut s = Session::start_in(&[], data.path());
    s.wait_for("[Off]");
    // Up from the top: the start, the coach, then the clock line; left
    // from Off, round to the custom choice.
    for _ in 0..3 {
        s.send(UP);
    }
    s.wait_for("▶ Clock");
    s.send(LEFT);
    s.wait_for("[custom…]");
    s.send(ENTER);
    s.wait_for("for odds");
    s.send("5+3/3+2");
    s.wait_for("5+3/3+2_");
    s.send(ENTER);
    s.wait_for("[5+3/3+2]");
    s.send("s");
    // Black's clock stands at its three minutes, White's runs from five.
    s.wait_until("both clocks", |screen| {
        let text = screen.contents();
        text.contains("3:00") && (text.contains("5:00") || text.contains("4:5"))
    });
    s.quit_game();
}

/// The CPU time (user and system, in clock ticks) process `pid` has used.
#[cfg(target_os = "linux")]
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("its stat");
    // The fields after the command's name, which is in parentheses.
    let fields: Vec<&str> = stat[stat.rfind(')').expect("a name") + 2..]
        .split_whitespace()
        .collect();
    let field = |n: usize| fields[n - 3].parse::<u64>().expect("a count");
    field(14) + field(15)
}

/// With no clock running (untimed, or paused) the game waits for a key
/// and uses no CPU: measured over two seconds, as CPU time, not wall time.
#[cfg(target_os = "linux")]
#[test]
fn no_cpu_is_used_while_no_clock_runs() {
    for (args, keys, wait) in [
        (&[][..], "s", "move 1"),
        (&["--clock", "5+0"][..], "sp", "board is hidden"),
    ] {
        let data = tempfile::tempdir().expect("temporary data directory");
        let mut s = Session::start_in(args, data.path());
        s.wait_for("[ Start the game ]");
        for key in keys.chars() {
            s.send(&key.to_string());
            std::thread::sleep(std::time::Duration::from_millis(200));
        }
        s.wait_for(wait);
        let before = cpu_ticks(s.pid());
        std::thread::sleep(std::time::Duration::from_secs(2));
        let used = cpu_ticks(s.pid()) - before;
        // A tick is 10 ms: at most two of them in two seconds is under 1%.
        assert!(used <= 2, "{args:?}: {used} ticks in 2 s");
        s.send("q");
        s.wait_for("Quit");
        s.send("y");
        assert!(s.wait_exit().success());
    }
}
