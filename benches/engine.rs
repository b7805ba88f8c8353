//! Engine speed: perft from the start, random playouts, move generation.
//!
//! `cargo bench --bench engine`: perft, playouts (on copies of the position), the game's move list and
//! count, and the search's staged list and copy-make `play`. Whole-run figures also come from
//! `yote bench` (perft 6 and 200 000 playouts, one thread).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::{SeedableRng, rngs::SmallRng};

use yote_engine::perft::{Playouts, perft, random_playout};
use yote_engine::{Game, Move, Rules, SecondPiece};

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    group.throughput(Throughput::Elements(26_429_448));
    group.bench_function("start depth 5", |b| {
        let mut game = Game::default();
        b.iter(|| perft(&mut game, 5));
    });
    group.finish();
}

fn bench_playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("playouts");
    group.throughput(Throughput::Elements(1000));
    for (name, rules) in [
        ("standard", Rules::default()),
        (
            "hand + multi-jump",
            Rules {
                second_piece: SecondPiece::BoardOrHand,
                multi_jump: true,
                ..Rules::default()
            },
        ),
    ] {
        group.bench_function(format!("1000 games, {name}"), |b| {
            let mut rng = SmallRng::seed_from_u64(1);
            let mut playouts = Playouts::new(&rules);
            b.iter(|| (0..1000).map(|_| playouts.play(&mut rng).0).sum::<usize>());
        });
    }
    group.finish();
}

fn bench_movegen(c: &mut Criterion) {
    // A middle-game position with captures and many second-removal choices.
    let mut game = Game::default();
    let mut rng = SmallRng::seed_from_u64(3);
    while game.ply() < 30 {
        game = Game::default();
        random_playout(&mut game, &mut rng, 30);
    }
    let mut buf: Vec<Move> = Vec::with_capacity(256);
    c.bench_function("movegen: list, middle game", |b| {
        b.iter(|| {
            game.legal_moves_into(&mut buf);
            buf.len()
        });
    });
    c.bench_function("movegen: count, middle game", |b| {
        b.iter(|| game.count_legal_moves());
    });
    let movegen = *game.movegen();
    let pos = *game.position();
    c.bench_function("movegen: staged list (captures first), middle game", |b| {
        b.iter(|| {
            movegen.moves_into(&pos, &mut buf);
            buf.len()
        });
    });
    c.bench_function("movegen: play every move on a copy, middle game", |b| {
        movegen.moves_into(&pos, &mut buf);
        b.iter(|| {
            buf.iter()
                .fold(0u64, |acc, mv| acc ^ movegen.play(&pos, mv).key())
        });
    });
}

criterion_group!(benches, bench_perft, bench_playouts, bench_movegen);
criterion_main!(benches);
