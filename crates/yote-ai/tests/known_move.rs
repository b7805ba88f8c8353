//! A root move whose score is known already (`Searcher::think_knowing`, as
//! the review uses it): the search to a fixed depth scores the position as
//! it does without, visits fewer positions, and takes what it is told only
//! where it holds.

use std::sync::atomic::AtomicBool;

use yote_ai::{KnownMove, Limits, SearchResult, Searcher, Techniques};
use yote_engine::{Game, Move, Rules};

fn searcher() -> Searcher {
    let mut searcher = Searcher::default();
    searcher.set_techniques(Techniques::analysis());
    searcher
}

fn game(rules: Rules, tokens: &str) -> Game {
    let mut game = Game::new(rules).expect("valid rules");
    let tokens: Vec<&str> = tokens.split(' ').collect();
    game.play_tokens(&tokens).expect("legal");
    game
}

#[path = "../src/test_positions.rs"]
mod test_positions;

/// The positions of the review's tests ([`test_positions::middle_games`]).
fn positions() -> Vec<Game> {
    test_positions::middle_games()
        .into_iter()
        .map(|(rules, tokens)| game(rules, tokens))
        .collect()
}

/// The middle game where a wrong score is told: ten drops, no capture yet.
fn middle_game() -> Game {
    game(Rules::default(), "@c3 @c4 @d2 @d5 @b3 @b4 @e3 @e4 @a1 @f5")
}

/// The iterations of a search of the position after `mv`, `depth` plies
/// deep, told as the search of the position before takes them.
fn after(game: &Game, mv: Move, depth: u32) -> Option<(Vec<SearchResult>, bool)> {
    let mut next = game.clone();
    next.play_unchecked(mv);
    let mut searcher = searcher();
    let mut iterations = Vec::new();
    let never = AtomicBool::new(false);
    searcher.think(&next, Limits::depth(depth), &never, |i| {
        iterations.push(i.clone());
    })?;
    Some((iterations, searcher.scores_by_path(&next)))
}

fn think_knowing(game: &Game, limits: Limits, known: Option<KnownMove<'_>>) -> SearchResult {
    let never = AtomicBool::new(false);
    searcher()
        .think_knowing(game, limits, known, &never, |_| {})
        .expect("a game in progress")
}

/// Told the best move's score, or that of the last legal move, the search
/// gives the same score and forced result as without, at every depth; the
/// best move it reports scores that much; told the best move's, it visits
/// fewer positions in all (not in every position: without the move's own
/// search the killers and the history learn otherwise).
#[test]
fn a_known_move_changes_no_score_and_saves_positions() {
    // Positions visited told the best move's score, and alone.
    let mut visited = (0, 0);
    for game in positions() {
        for depth in 2..=5 {
            let limits = Limits::depth(depth);
            let alone = think_knowing(&game, limits, None);
            let last = *game.legal_moves().last().expect("a move");
            for mv in [alone.best, last] {
                let Some((iterations, after_by_path)) = after(&game, mv, depth - 1) else {
                    continue;
                };
                let known = KnownMove {
                    mv,
                    after: &iterations,
                    after_by_path,
                };
                let told = think_knowing(&game, limits, Some(known));
                let what = format!(
                    "{:?} {mv} at depth {depth}",
                    game.moves().collect::<Vec<_>>()
                );
                assert_eq!(
                    (told.score, told.win_in, told.depth),
                    (alone.score, alone.win_in, alone.depth),
                    "{what}"
                );
                assert_eq!(told.pv.first(), Some(&told.best), "{what}");
                if told.best != alone.best
                    && told.win_in.is_none()
                    && let Some((valued, _)) = after(&game, told.best, depth - 1)
                {
                    let reply = valued.last().expect("an iteration").score;
                    let mut next = game.clone();
                    next.play_unchecked(told.best);
                    let same_side = next.to_move() == game.to_move();
                    let valued = if same_side { reply } else { -reply };
                    assert_eq!(told.score, valued, "{what}: the best reported");
                }
                if mv == alone.best {
                    visited.0 += told.nodes;
                    visited.1 += alone.nodes;
                }
            }
        }
    }
    assert!(visited.0 < visited.1 * 9 / 10, "{visited:?}");
}

/// Told a wrong score for a move, the search to a fixed depth is misled
/// (so the tests above see what it takes), but neither a search on a node
/// count nor one from a stalled position, where the score of the position
/// after a move searched from itself is not that move's score below the
/// position before (the conversion term counts plies from the root).
#[test]
fn a_known_move_is_taken_only_where_it_holds() {
    let position = &middle_game();
    let mv = position.legal_moves()[0];
    let (mut iterations, _) = after(position, mv, 3).expect("the game goes on");
    for i in &mut iterations {
        i.score = -900;
    }
    let wrong = KnownMove {
        mv,
        after: &iterations,
        after_by_path: false,
    };
    let depth = Limits::depth(4);
    assert_eq!(think_knowing(position, depth, Some(wrong)).score, 900);
    let nodes = Limits {
        nodes: Some(20_000),
        ..Limits::default()
    };
    let alone = think_knowing(position, nodes, None);
    let told = think_knowing(position, nodes, Some(wrong));
    assert_eq!((told.best, told.score), (alone.best, alone.score));

    let stalled = shuffled(20);
    assert!(searcher().scores_by_path(&stalled));
    let mv = stalled.legal_moves()[0];
    let wrong = KnownMove { mv, ..wrong };
    assert_eq!(
        think_knowing(&stalled, depth, Some(wrong)).score,
        think_knowing(&stalled, depth, None).score
    );
    let after_stalled = KnownMove {
        after_by_path: true,
        ..wrong
    };
    let fresh = &middle_game();
    let mv = fresh.legal_moves()[0];
    let wrong = KnownMove {
        mv,
        ..after_stalled
    };
    assert_eq!(
        think_knowing(fresh, depth, Some(wrong)).score,
        think_knowing(fresh, depth, None).score
    );
}

/// Three pieces a side, then one of each stepped back and forth: no drop
/// or capture for `plies - 6` plies (no repetition draw).
fn shuffled(plies: usize) -> Game {
    let rules = Rules {
        repetition_draw: 0,
        ..Rules::default()
    };
    let mut game = game(rules, "@a1 @f1 @a3 @f3 @a5 @f5");
    let steps = ["a1-b1", "f1-e1", "b1-a1", "e1-f1"];
    while game.ply() < plies {
        game.play_tokens(&[steps[(game.ply() - 6) % 4]])
            .expect("legal");
    }
    game
}
