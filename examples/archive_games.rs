//! Fills a data folder's archive with the longest games a file may hold,
//! for measuring the open dialog (docs/benchmarks.md): `cargo run --release
//! --example archive_games -- DIR 250` writes 250 finished games of 90 000
//! plies (about 970 KB each) into `DIR/archive/`, dated a minute apart.

use std::time::{Duration, SystemTime};

use yote::record::{self, Players, SavedGame};
use yote_engine::{Game, MAX_PLIES, Rules};

fn main() {
    let mut args = std::env::args_os().skip(1);
    let dir = std::path::PathBuf::from(args.next().expect("usage: archive_games DIR COUNT"));
    let count: u64 = args
        .next()
        .and_then(|n| n.to_str()?.parse().ok())
        .expect("usage: archive_games DIR COUNT");
    // Two pieces stepping to and fro on an 8×8 board with repetition
    // draws off: every move legal, until the move limit draws the game.
    let rules = Rules {
        rows: 8,
        columns: 8,
        pieces_per_player: 1,
        win_when_opponent_has_at_most: 0,
        repetition_draw: 0,
        ..Rules::default()
    };
    let mut tokens = vec!["@a1".to_string(), "@h8".to_string()];
    let cycle = ["a1-a2", "h8-h7", "a2-a1", "h7-h8"];
    tokens.extend(
        cycle
            .iter()
            .cycle()
            .take(MAX_PLIES - 2)
            .map(|t| (*t).to_string()),
    );
    let mut game = Game::new(rules);
    game.play_tokens(&tokens).expect("every move is legal");
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
