//! Search speed: a fixed-depth search of early middle-game positions of the
//! standard game (nodes per second come from the node count it reports).
//!
//! `cargo bench --bench search`. The depth Hard reaches in one second comes
//! from `yote analyze --time 1000` on the same positions (README).

use std::sync::atomic::AtomicBool;

use criterion::{Criterion, criterion_group, criterion_main};

use yote_ai::{Limits, Searcher};
use yote_engine::Game;

/// Early middle-game positions (from games of the search against itself).
const POSITIONS: [&str; 2] = [
    "@a1 @f1 @a5 @f5 @b2 @c1 b2-b1 @d1 b1-b2 @a3",
    "@c3 @d3 @c2 @d2 @b4 @e4 @b2 @e2",
];

fn bench_search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for (i, moves) in POSITIONS.iter().enumerate() {
        let mut game = Game::default();
        let tokens: Vec<&str> = moves.split_whitespace().collect();
        game.play_tokens(&tokens).expect("legal moves");
        let stop = AtomicBool::new(false);
        group.bench_function(format!("position {} depth 6", i + 1), |b| {
            b.iter(|| {
                Searcher::new(16)
                    .think(&game, Limits::depth(6), &stop, |_| {})
                    .map(|r| r.nodes)
            });
        });
    }
    group.finish();
}

criterion_group!(benches, bench_search);
criterion_main!(benches);
