//! Properties of every game under every option (proptest): random options
//! and random games from a seed, and at each position undo, notation,
//! conservation of pieces, uniqueness of moves and the end of the game.

use crate::reference;
use yote::rules_file::RulesToml;
use yote::words::Say;

use std::collections::HashSet;

use proptest::prelude::*;
use rand::{Rng, SeedableRng, rngs::SmallRng};
use yote_engine::{Color, Game, Move, Outcome, Position, Rules};

/// The engine's rules from `--set` style pairs.
fn engine_rules(pairs: &[(String, String)]) -> Rules {
    Rules::from_overrides(pairs.iter().map(|(k, v)| format!("{k}={v}"))).expect("valid rules")
}

/// A random game's rules and the generator that picks its moves.
fn setup(seed: u64) -> (Game, SmallRng) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let pairs = reference::random_pairs(&mut rng);
    (Game::new(engine_rules(&pairs)).expect("valid rules"), rng)
}

/// A random legal move, a capture half the time when there is one.
fn pick(rng: &mut SmallRng, moves: &[Move]) -> Move {
    let captures: Vec<&Move> = moves.iter().filter(|m| m.is_capture()).collect();
    if !captures.is_empty() && rng.random_bool(0.5) {
        return *captures[rng.random_range(0..captures.len())];
    }
    moves[rng.random_range(0..moves.len())]
}

/// What undo must restore.
#[derive(Debug, PartialEq)]
struct Snapshot {
    position: Position,
    outcome: Option<Outcome>,
    ply: usize,
    legal: Vec<Move>,
    repetitions: usize,
    moves: Vec<Move>,
}

fn snapshot(game: &Game) -> Snapshot {
    Snapshot {
        position: *game.position(),
        outcome: game.outcome(),
        ply: game.ply(),
        legal: game.legal_moves(),
        repetitions: game.repetitions(),
        moves: game.moves().copied().collect(),
    }
}

/// Checks undo, notation and uniqueness at the current position.
fn check_position(game: &mut Game, rng: &mut SmallRng) -> Result<(), TestCaseError> {
    let moves = game.legal_moves();
    let unique: HashSet<Move> = moves.iter().copied().collect();
    prop_assert_eq!(unique.len(), moves.len(), "a move is generated twice");
    let tokens: HashSet<String> = moves.iter().map(std::string::ToString::to_string).collect();
    prop_assert_eq!(tokens.len(), moves.len(), "two moves share a token");
    for mv in &moves {
        let token = mv.to_string();
        prop_assert_eq!(game.parse_move(&token), Ok(*mv), "token {}", token);
        let upper = token.to_ascii_uppercase();
        prop_assert_eq!(game.parse_move(&upper), Ok(*mv), "token {}", upper);
        prop_assert!(game.is_legal(mv));
    }
    // The counts split where the generation order turns from the quiet
    // moves to the captures.
    let mut generated = Vec::new();
    game.for_each_legal_move(|mv| generated.push(mv.is_capture()));
    if !generated.is_empty() {
        let (quiet, captures) = game.movegen().count_quiet_and_captures(game.position());
        let first_capture = generated.iter().position(|&c| c).unwrap_or(generated.len());
        prop_assert_eq!(quiet as usize, first_capture);
        prop_assert_eq!(captures as usize, generated.len() - first_capture);
        prop_assert!(generated[first_capture..].iter().all(|&c| c));
    }
    // Undo after a few of the moves, chosen at random.
    let before = snapshot(game);
    for _ in 0..moves.len().min(3) {
        let mv = moves[rng.random_range(0..moves.len())];
        game.play_unchecked(mv);
        prop_assert_eq!(game.ply(), before.ply + 1);
        prop_assert_eq!(game.undo(), Some(mv));
        prop_assert_eq!(&snapshot(game), &before);
    }
    Ok(())
}

/// The pieces each side has lost, counted from the moves alone.
fn lost_by_moves(game: &Game) -> [u32; 2] {
    let mut lost = [0, 0];
    for (i, mv) in game.moves().enumerate() {
        let victim = game.mover_of(i).expect("played").other();
        lost[victim.index()] += mv.jump_count() + mv.second_removals();
    }
    lost
}

/// 2 × hand + board, for both players: every drop and capture lowers it.
fn material(pos: &Position) -> u32 {
    Color::ALL
        .iter()
        .map(|&c| 2 * u32::from(pos.hand(c)) + pos.pieces(c).count_ones())
        .sum()
}

/// Plays a random game of at most `max_plies`, checking every position.
fn random_game(seed: u64, max_plies: usize, deep: bool) -> Result<Game, TestCaseError> {
    let (mut game, mut rng) = setup(seed);
    let per_player = u32::from(game.rules().pieces_per_player);
    let mut irreversible = 0;
    while !game.is_over() && game.ply() < max_plies {
        if deep || game.ply() % 4 == 0 {
            check_position(&mut game, &mut rng)?;
        }
        let moves = game.legal_moves();
        prop_assert!(!moves.is_empty(), "no move but the game goes on");
        let mv = pick(&mut rng, &moves);
        let mover = game.to_move();
        let before = *game.position();
        game.play_unchecked(mv);
        let after = *game.position();
        // The mover never loses a piece on their own move; the opponent
        // loses exactly what the move jumped and removed.
        prop_assert_eq!(after.total(mover), before.total(mover));
        let taken = mv.jump_count() + mv.second_removals();
        prop_assert_eq!(
            after.total(mover.other()),
            before.total(mover.other()) - taken
        );
        if matches!(mv.kind(), yote_engine::MoveKind::Drop) || mv.is_capture() {
            irreversible += 1;
            prop_assert!(material(&after) < material(&before));
        } else {
            prop_assert_eq!(material(&after), material(&before));
        }
        let lost = lost_by_moves(&game);
        for c in Color::ALL {
            let pos = game.position();
            prop_assert_eq!(
                pos.pieces(c).count_ones() + u32::from(pos.hand(c)) + lost[c.index()],
                per_player
            );
            prop_assert_eq!(game.lost(c), lost[c.index()]);
        }
    }
    // Drops and captures each lower the material, which starts at 4 × pieces.
    prop_assert!(irreversible <= 4 * per_player);
    if game.is_over() {
        prop_assert!(game.legal_moves().is_empty());
        prop_assert_eq!(game.count_legal_moves(), 0);
    }
    Ok(game)
}

fn binomial(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// A bound on the length of any game with `repetition_draw = r > 0`: at
/// most 4 × pieces drops and captures; between two of them only steps and
/// own jumps, which keep the piece counts, so at most (r − 1) visits to
/// each of the positions with those counts before a draw.
fn length_bound(rules: &Rules) -> u64 {
    let squares = u64::from(rules.rows) * u64::from(rules.columns);
    let p = u64::from(rules.pieces_per_player);
    let mut positions = 0;
    for white in 0..=p.min(squares) {
        for black in 0..=p.min(squares - white) {
            positions =
                positions.max(2 * binomial(squares, white) * binomial(squares - white, black));
        }
    }
    let r = u64::from(rules.repetition_draw);
    (4 * p + 1) * ((r - 1) * positions + 1)
}

/// The canonical form of a token as §5 describes the lenient input: lower
/// case, `@` before a bare square, board removals sorted, then the `h`s.
fn canonical(token: &str) -> String {
    let token = token.to_ascii_lowercase();
    if !token.contains(['@', '-', 'x']) {
        return format!("@{token}");
    }
    let mut parts = token.split('/');
    let path = parts.next().unwrap_or_default().to_string();
    let mut squares: Vec<&str> = Vec::new();
    let mut hands = 0;
    for part in parts {
        if part == "h" {
            hands += 1;
        } else {
            squares.push(part);
        }
    }
    squares.sort_unstable();
    let mut out = path;
    for sq in squares {
        out.push('/');
        out.push_str(sq);
    }
    for _ in 0..hands {
        out.push_str("/h");
    }
    out
}

/// Tokens close to the legal ones: every legal token changed a little
/// (removals added, dropped, swapped or reordered, chains cut or
/// lengthened), and every drop, step and jump shape from every square.
fn near_misses(game: &Game) -> Vec<String> {
    let rules = game.rules();
    let names: Vec<String> = (0..rules.rows)
        .flat_map(|r| (0..rules.columns).map(move |c| (r, c)))
        .map(|(r, c)| yote_engine::Square::new(r, c).to_string())
        .collect();
    let mut out = Vec::new();
    for (r, c) in (0..rules.rows).flat_map(|r| (0..rules.columns).map(move |c| (r, c))) {
        let from = yote_engine::Square::new(r, c);
        out.push(format!("@{from}"));
        out.push(from.to_string().to_ascii_uppercase());
        for (dr, dc) in [(1i8, 0i8), (-1, 0), (0, 1), (0, -1)] {
            for k in 1..=2i8 {
                let (tr, tc) = (r as i8 + dr * k, c as i8 + dc * k);
                if (0..8).contains(&tr) && (0..8).contains(&tc) {
                    let to = yote_engine::Square::new(tr as u8, tc as u8);
                    out.push(format!("{from}-{to}"));
                    out.push(format!("{from}x{to}"));
                }
            }
        }
    }
    for mv in game.legal_moves().iter().filter(|m| m.is_capture()) {
        let token = mv.to_string();
        let (path, removals) = token.split_once('/').unwrap_or((&token, ""));
        let removals: Vec<&str> = removals.split('/').filter(|s| !s.is_empty()).collect();
        out.push(format!("{token}/h"));
        for name in &names {
            out.push(format!("{token}/{name}"));
        }
        if let Some((_, shorter)) = removals.split_last() {
            out.push(
                std::iter::once(path)
                    .chain(shorter.iter().copied())
                    .collect::<Vec<_>>()
                    .join("/"),
            );
            for name in &names {
                let swapped: Vec<&str> = std::iter::once(path)
                    .chain(shorter.iter().copied())
                    .chain(std::iter::once(name.as_str()))
                    .collect();
                out.push(swapped.join("/"));
            }
            let reversed: Vec<&str> = std::iter::once(path)
                .chain(removals.iter().rev().copied())
                .collect();
            out.push(reversed.join("/"));
        }
        if let Some(cut) = path.rfind('x').filter(|&i| path[..i].contains('x')) {
            out.push(path[..cut].to_string());
            out.push(format!("{}/{}", &path[..cut], removals.join("/")));
        }
        let last = mv.to();
        for (dr, dc) in [(2i8, 0i8), (-2, 0), (0, 2), (0, -2)] {
            let (tr, tc) = (last.row() as i8 + dr, last.col() as i8 + dc);
            if (0..8).contains(&tr) && (0..8).contains(&tc) {
                let to = yote_engine::Square::new(tr as u8, tc as u8);
                out.push(format!("{path}x{to}"));
                out.push(format!("{path}x{to}/{}", removals.join("/")));
                out.push(format!("{path}x{to}/h/h"));
            }
        }
    }
    out
}

/// Reading a token agrees with the generator: accepted exactly when its
/// canonical form is a legal move, and then as that move.
fn check_parser(game: &Game) -> Result<(), TestCaseError> {
    let legal: HashSet<String> = game
        .legal_moves()
        .iter()
        .map(std::string::ToString::to_string)
        .collect();
    for token in near_misses(game) {
        let expected = canonical(&token);
        match game.parse_move(&token) {
            Ok(mv) => prop_assert_eq!(mv.to_string(), expected, "token {}", token),
            Err(e) => prop_assert!(
                !legal.contains(&expected),
                "{} refused ({}) but {} is legal",
                token,
                e.say(),
                expected
            ),
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_games_keep_every_property(seed in any::<u64>()) {
        random_game(seed, 150, seed % 2 == 0)?;
    }

    #[test]
    fn reading_tokens_agrees_with_the_generator(seed in any::<u64>()) {
        let (mut game, mut rng) = setup(seed);
        for _ in 0..60 {
            if game.is_over() {
                break;
            }
            if rng.random_bool(0.3) {
                check_parser(&game)?;
            }
            let moves = game.legal_moves();
            game.play_unchecked(pick(&mut rng, &moves));
        }
        check_parser(&game)?;
    }

    #[test]
    fn tokens_never_panic(seed in any::<u64>(), token in "[@a-hA-Hx/0-9h\\- ]{0,14}") {
        let (mut game, mut rng) = setup(seed);
        for _ in 0..rng.random_range(0..12) {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play_unchecked(pick(&mut rng, &moves));
        }
        // Whatever the token, the answer is a legal move or a reason.
        if let Ok(mv) = game.parse_move(&token) {
            prop_assert!(game.is_legal(&mv));
        }
    }

    #[test]
    fn overrides_never_panic(key in "[a-z_]{1,30}", value in "[a-z0-9\"=_\\-\\. ]{0,12}") {
        let mut rules = Rules::default();
        let _ = rules.apply_override(&format!("{key}={value}"));
        let _ = rules.validate();
    }
}

/// On boards of at most 9 squares, with repetition on, random games end
/// within the bound, played to the end without any cap.
#[test]
fn small_games_end_within_the_bound() {
    let mut ended = 0;
    for seed in 0..3000u64 {
        let (game, _) = setup(seed);
        let rules = game.rules().clone();
        if u32::from(rules.rows) * u32::from(rules.columns) > 9 || rules.repetition_draw == 0 {
            continue;
        }
        let bound = length_bound(&rules);
        let game = random_game(seed, usize::MAX, false).expect("properties hold");
        assert!(game.is_over(), "seed {seed}: not over");
        assert!(
            game.ply() as u64 <= bound,
            "seed {seed}: {} > {bound}",
            game.ply()
        );
        ended += 1;
    }
    assert!(ended >= 100, "only {ended} small games");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    #[ignore = "heavy: run with --release -- --ignored"]
    fn many_random_games_keep_every_property(seed in any::<u64>()) {
        random_game(seed, 400, true)?;
    }
}
