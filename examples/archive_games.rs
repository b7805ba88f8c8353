//! Fills a data folder's archive with the longest games a file may hold,
//! for measuring the open dialog (docs/benchmarks.md): `cargo run --release
//! --example archive_games -- DIR 250` writes 250 finished games of 90 000
//! plies (about 970 KB each) into `DIR/archive/`, dated a minute apart.

use std::time::{Duration, SystemTime};

use yote::record::{self, Players, SavedGame};

// The game, as the tests of the largest saved game build it.
#[path = "../tests/support/longest.rs"]
mod longest;

fn main() {
    let mut args = std::env::args_os().skip(1);
    let dir = std::path::PathBuf::from(args.next().expect("usage: archive_games DIR COUNT"));
    let count: u64 = args
        .next()
        .and_then(|n| n.to_str()?.parse().ok())
        .expect("usage: archive_games DIR COUNT");
    let game = longest::longest_game();
    let saved = SavedGame::from_game(&game, &Players::new("Ama", "Kofi"));
    let text = saved.to_toml_string();
    let archive = dir.join(record::ARCHIVE_DIR);
    std::fs::create_dir_all(&archive).expect("the archive folder");
    let now = SystemTime::now();
    for n in 0..count {
        let path = archive.join(format!("2026-01-01-{n:04}-Ama-vs-Kofi.toml"));
        std::fs::write(&path, &text).expect("write a game");
        let when = now - Duration::from_secs(60 * n);
        std::fs::File::options()
            .write(true)
            .open(&path)
            .and_then(|f| f.set_modified(when))
            .expect("date it");
    }
    println!(
        "{count} games of {} bytes in {}",
        text.len(),
        archive.display()
    );
}
