//! The review's memory grows linearly with the length of the game: the
//! peak of the bytes allocated while a game is reviewed, counted by an
//! allocator of this test binary's own, grows by about as much per ply
//! from 4 000 to 16 000 plies as from 2 000 to 4 000.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use yote_ai::review::{Budget, review};
use yote_engine::{Game, Rules};

/// The system's allocator, counting the bytes live and their peak.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed on to the system's allocator unchanged.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(now, Ordering::Relaxed);
        // SAFETY: the caller's layout, as GlobalAlloc::alloc requires.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: allocated by `alloc` above with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// A game of `plies` plies: three pieces a side, then one of each shuffled
/// back and forth, under rules without a repetition draw.
fn shuffle(plies: usize) -> Game {
    let rules = Rules {
        repetition_draw: 0,
        ..Rules::default()
    };
    let mut game = Game::new(rules).expect("valid rules");
    game.play_tokens(&["@a1", "@f1", "@a3", "@f3", "@a5", "@f5"])
        .expect("legal");
    let steps = ["a1-b1", "f1-e1", "b1-a1", "e1-f1"];
    while game.ply() < plies {
        game.play_tokens(&[steps[(game.ply() - 6) % 4]])
            .expect("legal");
    }
    game
}

/// The most bytes the review of a game of `plies` plies held at once,
/// beyond what was held before it.
fn peak_of_review(plies: usize) -> usize {
    let game = shuffle(plies);
    let never = AtomicBool::new(false);
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let reviewed = review(&game, Budget::Depth(2), 1, &never, |_| {}).expect("not stopped");
    assert_eq!(reviewed.moves.len(), plies);
    PEAK.load(Ordering::Relaxed) - before
}

#[test]
fn the_review_s_memory_grows_linearly_with_the_game() {
    let peaks: Vec<usize> = [2_000, 4_000, 16_000].map(peak_of_review).to_vec();
    let first = (peaks[1] - peaks[0]) / 2_000;
    let then = (peaks[2] - peaks[1]) / 12_000;
    // A copy of the game for every position grew by the square of its
    // length: its bytes per ply grew 6 times from the first span to the next.
    assert!(
        then <= 2 * first + 64,
        "peaks {peaks:?}: {first} bytes a ply, then {then}"
    );
    // And what a ply costs stays small (its moves, values and lines).
    assert!(then < 2_000, "{then} bytes a ply");
}
