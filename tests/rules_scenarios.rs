//! One scenario per rule and option of docs/rules.md, alone and where options
//! interact: a position built from moves, then the exact legal moves or the
//! outcome, worked out by hand from the rules (the reasoning is in the
//! comments). Also the notation's lenient input and its refusals.

use yote::record::{Problem, SavedGame};
use yote::rules_file::RulesToml;
use yote::words::Say;
use yote_engine::rules::{Inconsistency, RuleKey, RuleKind, RuleValue, RulesErrorKind};
use yote_engine::{Color, Game, GameResult, MoveError, Rules, RulesError, Square};

/// The rules with `--set` style overrides applied.
fn rules(sets: &[&str]) -> Rules {
    Rules::from_overrides(sets).unwrap_or_else(|e| panic!("{sets:?}: {e:?}"))
}

/// A game under `sets` after the space-separated `moves`.
fn game(sets: &[&str], moves: &str) -> Game {
    let mut game = Game::new(rules(sets)).expect("valid rules");
    let tokens: Vec<&str> = moves.split_whitespace().collect();
    game.play_tokens(&tokens)
        .unwrap_or_else(|e| panic!("setup refused: {e:?}"));
    game
}

/// The legal moves, canonical and sorted.
fn legal(game: &Game) -> Vec<String> {
    let mut moves: Vec<String> = game
        .legal_moves()
        .iter()
        .map(std::string::ToString::to_string)
        .collect();
    moves.sort();
    moves
}

/// The legal captures, canonical and sorted.
fn captures(game: &Game) -> Vec<String> {
    legal(game)
        .into_iter()
        .filter(|m| m.contains('x'))
        .collect()
}

fn sorted(moves: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = moves.iter().map(std::string::ToString::to_string).collect();
    v.sort();
    v
}

/// Drops onto every square of a `rows × columns` board except `taken`.
fn drops_except(rows: u8, columns: u8, taken: &[&str]) -> Vec<String> {
    let mut v = Vec::new();
    for c in 0..columns {
        for r in 0..rows {
            let name = Square::new(r, c).to_string();
            if !taken.contains(&name.as_str()) {
                v.push(format!("@{name}"));
            }
        }
    }
    v
}

fn result(game: &Game) -> Option<GameResult> {
    game.outcome().map(|o| o.result)
}

/// The reason the token is refused.
fn refusal(game: &Game, token: &str) -> String {
    match game.parse_move(token) {
        Ok(mv) => panic!("{token} was accepted as {mv}"),
        Err(e) => e.say(),
    }
}

fn on_board(game: &Game, color: Color) -> u32 {
    game.position().pieces(color).count_ones()
}

// ---- §1 the standard game ----

#[test]
fn the_start_offers_a_drop_on_each_of_the_30_squares() {
    let g = game(&[], "");
    assert_eq!(legal(&g), drops_except(5, 6, &[]));
    assert_eq!(g.to_move(), Color::White);
    assert_eq!(g.position().hand(Color::White), 12);
    assert_eq!(g.position().hand(Color::Black), 12);
    assert_eq!(g.outcome(), None);
}

#[test]
fn drops_steps_and_an_optional_capture() {
    // White c3, black c4, white to move with 11 in hand: 28 drops; steps
    // c3-b3, c3-d3, c3-c2 (c4 is taken); the capture c3xc5 over c4, with no
    // second removal since black has no other piece on the board.
    let g = game(&[], "@c3 @c4");
    let mut expected = drops_except(5, 6, &["c3", "c4"]);
    expected.extend(["c3-b3", "c3-c2", "c3-d3", "c3xc5"].map(String::from));
    expected.sort();
    assert_eq!(legal(&g), expected);
    assert_eq!(g.count_legal_moves(), 32);
}

#[test]
fn steps_are_orthogonal_and_stay_on_the_board() {
    // White a1 in the corner: only a1-a2 and a1-b1 besides drops.
    let g = game(&[], "@a1 @f5");
    let steps: Vec<String> = legal(&g).into_iter().filter(|m| m.contains('-')).collect();
    assert_eq!(steps, sorted(&["a1-a2", "a1-b1"]));
}

#[test]
fn a_capture_removes_the_jumped_piece_and_a_second_one_from_the_board() {
    // Black has c4 and f5: c3xc5 jumps c4 and must take f5 as well.
    let mut g = game(&[], "@c3 @c4 @a1 @f5");
    assert_eq!(captures(&g), sorted(&["c3xc5/f5"]));
    assert_eq!(
        refusal(&g, "c3xc5"),
        "1 more second piece must be taken from the board"
    );
    g.play_token("c3xc5/f5").unwrap();
    assert_eq!(on_board(&g, Color::Black), 0);
    assert_eq!(g.position().hand(Color::Black), 10);
    assert_eq!(g.lost(Color::Black), 2);
    assert_eq!(
        g.position().piece_at(Square::parse("c5").unwrap()),
        Some(Color::White)
    );
    assert_eq!(g.position().piece_at(Square::parse("c3").unwrap()), None);
    assert_eq!(g.to_move(), Color::Black);
}

// ---- §2 the second removal ----

#[test]
fn standard_rule_pieces_in_hand_are_safe() {
    // No other black piece on the board: no second removal, hand untouched.
    let mut g = game(&[], "@c3 @c4");
    assert_eq!(captures(&g), sorted(&["c3xc5"]));
    assert_eq!(
        refusal(&g, "c3xc5/h"),
        "in this game the second piece comes from the board, not the hand (second_piece = \"board\")"
    );
    g.play_token("c3xc5").unwrap();
    assert_eq!(g.position().hand(Color::Black), 11);
    assert_eq!(g.position().total(Color::Black), 11);
}

#[test]
fn board_or_hand_offers_both() {
    let sets = ["second_piece=board-or-hand"];
    let mut g = game(&sets, "@c3 @c4 @a1 @f5");
    assert_eq!(captures(&g), sorted(&["c3xc5/f5", "c3xc5/h"]));
    g.play_token("c3xc5/h").unwrap();
    assert_eq!(g.position().hand(Color::Black), 9);
    assert_eq!(
        g.position().piece_at(Square::parse("f5").unwrap()),
        Some(Color::Black)
    );
}

#[test]
fn board_or_hand_with_nothing_else_on_the_board_must_take_from_the_hand() {
    let g = game(&["second_piece=board-or-hand"], "@c3 @c4");
    assert_eq!(captures(&g), sorted(&["c3xc5/h"]));
    assert_eq!(
        refusal(&g, "c3xc5"),
        "Black has no other piece on the board: the second piece comes from the hand"
    );
}

#[test]
fn hand_if_board_empty_takes_from_the_board_while_it_can() {
    let sets = ["second_piece=hand-if-board-empty"];
    let g = game(&sets, "@c3 @c4 @a1 @f5");
    assert_eq!(captures(&g), sorted(&["c3xc5/f5"]));
    assert_eq!(
        refusal(&g, "c3xc5/h"),
        "the second piece comes from the board while Black has pieces there (second_piece = \"hand-if-board-empty\")"
    );
    let mut g = game(&sets, "@c3 @c4");
    assert_eq!(captures(&g), sorted(&["c3xc5/h"]));
    assert_eq!(
        refusal(&g, "c3xc5"),
        "Black has no other piece on the board: the second piece comes from the hand"
    );
    g.play_token("c3xc5/h").unwrap();
    assert_eq!(g.position().hand(Color::Black), 10);
}

#[test]
fn no_second_removal_when_the_enemy_has_nothing_left_to_take() {
    // Three pieces each, capture-all. a1xa3/h leaves black one piece, in
    // hand; black drops it on b3 and white jumps it: nothing else to take.
    let sets = [
        "second_piece=board-or-hand",
        "pieces_per_player=3",
        "win_when_opponent_has_at_most=0",
    ];
    let mut g = game(&sets, "@a1 @a2 a1xa3/h @b3");
    assert_eq!(g.position().hand(Color::Black), 0);
    assert_eq!(captures(&g), sorted(&["a3xc3"]));
    assert_eq!(refusal(&g, "a3xc3/h"), "Black has 0 pieces in hand");
    g.play_token("a3xc3").unwrap();
    assert_eq!(g.position().total(Color::Black), 0);
    assert_eq!(result(&g), Some(GameResult::Win(Color::White)));
}

// ---- §3 multi_jump and the second removals of a chain ----

/// White a1, f5, f1; black a2, b3, d1 (9 in hand). From a1 the only chain
/// is a1xa3 (over a2), which may go on xc3 (over b3).
const CHAIN: &str = "@a1 @a2 @f5 @b3 @f1 @d1";

#[test]
fn multi_jump_standard_rule_takes_what_the_board_has() {
    // a1xa3: one removal from {b3, d1}. a1xa3xc3: two removals, only d1 left.
    let g = game(&["multi_jump=true"], CHAIN);
    assert_eq!(
        captures(&g),
        sorted(&["a1xa3/b3", "a1xa3/d1", "a1xa3xc3/d1"])
    );
}

#[test]
fn multi_jump_with_board_or_hand_removals() {
    // a1xa3: b3, d1 or the hand. a1xa3xc3: two of {d1, hand, hand}.
    let g = game(&["multi_jump=true", "second_piece=board-or-hand"], CHAIN);
    assert_eq!(
        captures(&g),
        sorted(&[
            "a1xa3/b3",
            "a1xa3/d1",
            "a1xa3/h",
            "a1xa3xc3/d1/h",
            "a1xa3xc3/h/h",
        ])
    );
}

#[test]
fn hand_if_board_empty_two_removals_one_piece_left_on_the_board() {
    // §3: the first removal takes d1 (the board has it), the second comes
    // from the hand (the board has none left).
    let sets = ["multi_jump=true", "second_piece=hand-if-board-empty"];
    let mut g = game(&sets, CHAIN);
    assert_eq!(
        captures(&g),
        sorted(&["a1xa3/b3", "a1xa3/d1", "a1xa3xc3/d1/h"])
    );
    assert_eq!(
        refusal(&g, "a1xa3xc3/h/h"),
        "the second piece comes from the board while Black has pieces there (second_piece = \"hand-if-board-empty\")"
    );
    // Upper case and removals in any order read as the canonical move.
    let mv = g.parse_move("A1XA3XC3/H/D1").unwrap();
    assert_eq!(mv.to_string(), "a1xa3xc3/d1/h");
    g.play_token("a1xa3xc3/h/d1").unwrap();
    assert_eq!(on_board(&g, Color::Black), 0);
    assert_eq!(g.position().hand(Color::Black), 8);
    assert_eq!(g.lost(Color::Black), 4);
    assert_eq!(g.position().total(Color::White), 12);
}

#[test]
fn single_jumps_only_without_multi_jump() {
    let g = game(&[], CHAIN);
    assert_eq!(captures(&g), sorted(&["a1xa3/b3", "a1xa3/d1"]));
    assert_eq!(
        refusal(&g, "a1xa3xc3/d1"),
        "in this game a piece jumps only once a move (multi_jump = false)"
    );
}

/// White a1 (and f5, f4, e5 far away); black a2, b3, c2, b1 around it, so
/// a1 can jump all four and land on its own start square, either way round.
const RING: &str = "@f5 @a2 @f4 @b3 @e5 @c2 @a1 @b1";

#[test]
fn a_chain_may_return_to_its_start_square() {
    // k jumps leave 4 − k black pieces, so min(k, 4 − k) second removals.
    let g = game(&["multi_jump=true"], RING);
    assert_eq!(
        captures(&g),
        sorted(&[
            "a1xa3/b1",
            "a1xa3/b3",
            "a1xa3/c2",
            "a1xa3xc3/b1/c2",
            "a1xa3xc3xc1/b1",
            "a1xa3xc3xc1xa1",
            "a1xc1/a2",
            "a1xc1/b3",
            "a1xc1/c2",
            "a1xc1xc3/a2/b3",
            "a1xc1xc3xa3/a2",
            "a1xc1xc3xa3xa1",
        ])
    );
    let mut g = g;
    g.play_token("a1xa3xc3xc1xa1").unwrap();
    assert_eq!(on_board(&g, Color::Black), 0);
    assert_eq!(
        g.position().piece_at(Square::parse("a1").unwrap()),
        Some(Color::White)
    );
    assert_eq!(g.position().total(Color::Black), 8);
}

#[test]
fn mandatory_capture_with_multi_jump_must_finish_the_chain() {
    let g = game(&["multi_jump=true", "mandatory_capture=true"], RING);
    assert_eq!(legal(&g), sorted(&["a1xa3xc3xc1xa1", "a1xc1xc3xa3xa1"]));
    assert_eq!(
        refusal(&g, "a1xa3/b1"),
        "the piece on a3 can jump again, and capturing is compulsory (mandatory_capture = true)"
    );
    assert_eq!(
        refusal(&g, "@d4"),
        "a capture is possible, and capturing is compulsory (mandatory_capture = true)"
    );
}

#[test]
fn mandatory_capture_allows_any_branch_not_only_the_longest() {
    // White a1; black a2, b1, c2. a1xa3 cannot go on; a1xc1 must go on xc3.
    let sets = ["multi_jump=true", "mandatory_capture=true"];
    let g = game(&sets, "@f5 @a2 @f3 @b1 @a1 @c2");
    assert_eq!(legal(&g), sorted(&["a1xa3/b1", "a1xa3/c2", "a1xc1xc3/a2"]));
    // Without mandatory_capture the chain may stop after the first jump.
    let g = game(&["multi_jump=true"], "@f5 @a2 @f3 @b1 @a1 @c2");
    assert_eq!(
        captures(&g),
        sorted(&[
            "a1xa3/b1",
            "a1xa3/c2",
            "a1xc1/a2",
            "a1xc1/c2",
            "a1xc1xc3/a2"
        ])
    );
}

#[test]
fn mandatory_capture_alone_forbids_everything_else() {
    let g = game(&["mandatory_capture=true"], "@c3 @c4");
    assert_eq!(legal(&g), sorted(&["c3xc5"]));
    assert_eq!(g.count_legal_moves(), 1);
    // When no capture is possible, everything is allowed again.
    let g = game(&["mandatory_capture=true"], "@c3 @f5");
    assert_eq!(g.count_legal_moves(), 28 + 4);
}

// ---- §3 bonus_move_after_capture ----

#[test]
fn a_capture_earns_a_bonus_move_and_a_capture_on_it_another() {
    let sets = ["bonus_move_after_capture=true"];
    // White c3, e1, a1; black c4, e2, b5. c3xc5/b5 leaves black e2 next to
    // e1, so the bonus move can be the capture e1xe3, earning another.
    let mut g = game(&sets, "@c3 @c4 @e1 @e2 @a1 @b5");
    g.play_token("c3xc5/b5").unwrap();
    assert_eq!(g.to_move(), Color::White);
    assert_eq!(captures(&g), sorted(&["e1xe3"]));
    g.play_token("e1xe3").unwrap();
    assert_eq!(g.to_move(), Color::White);
    assert_eq!(g.ply(), 8);
    assert_eq!(g.position().total(Color::Black), 9);
    g.play_token("@d1").unwrap();
    assert_eq!(g.to_move(), Color::Black);
    // Without the option the same capture passes the turn.
    let mut g = game(&[], "@c3 @c4 @e1 @e2 @a1 @b5");
    g.play_token("c3xc5/b5").unwrap();
    assert_eq!(g.to_move(), Color::Black);
}

#[test]
fn the_win_is_checked_after_a_capture_that_earns_a_bonus_move() {
    // Two pieces each: after a1xa3 black has 1 left (in hand) and loses at
    // once, although White would move again; to_move stays White.
    let g = game(
        &["bonus_move_after_capture=true", "pieces_per_player=2"],
        "@a1 @a2 a1xa3",
    );
    assert_eq!(result(&g), Some(GameResult::Win(Color::White)));
    assert_eq!(g.to_move(), Color::White);
    assert!(legal(&g).is_empty());
}

#[test]
fn repetition_counts_the_bonus_mover_as_part_of_the_position() {
    // After c3xc5/f1 White moves again: position X (board, hands, White to
    // move). Two back-and-forth steps each bring X back: the second time.
    let sets = ["bonus_move_after_capture=true", "repetition_draw=2"];
    let setup = "@c3 @c4 @a1 @f5 @a5 @f1 c3xc5/f1";
    let mut g = game(&sets, setup);
    assert_eq!(g.to_move(), Color::White);
    let x = *g.position();
    g.play_tokens(&["a1-a2", "f5-f4", "a2-a1"]).unwrap();
    assert_eq!(g.outcome(), None);
    g.play_token("f4-f5").unwrap();
    assert_eq!(*g.position(), x);
    assert_eq!(result(&g), Some(GameResult::Draw));
    assert!(legal(&g).is_empty());
}

#[test]
fn the_same_board_with_the_other_player_to_move_is_another_position() {
    // An own-piece jump keeps square colours, so White can lose a tempo:
    // a1-a3, a2-a1, a3-a2 bring White's pieces back in three moves while
    // Black goes f5-f4-f5: the board is back, with Black to move.
    let sets = ["jump_own_pieces=true", "repetition_draw=2"];
    let mut g = game(&sets, "@a1 @f5 @a2 @f1");
    let start = *g.position();
    g.play_tokens(&["a1-a3", "f5-f4", "a2-a1", "f4-f5", "a3-a2"])
        .unwrap();
    assert_eq!(
        g.position().pieces(Color::White),
        start.pieces(Color::White)
    );
    assert_eq!(
        g.position().pieces(Color::Black),
        start.pieces(Color::Black)
    );
    assert_eq!(g.to_move(), Color::Black);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.repetitions(), 1);
    // The plain two-step cycle does repeat White-to-move.
    let mut g = game(&sets, "@a1 @f5 @a2 @f1");
    g.play_tokens(&["a2-a3", "f5-f4", "a3-a2", "f4-f5"])
        .unwrap();
    assert_eq!(result(&g), Some(GameResult::Draw));
}

// ---- §1/§4 repetition ----

#[test]
fn the_third_occurrence_draws_by_default() {
    // The position after @a1 @f5 comes back after plies 6 and 10.
    let mut g = game(&[], "@a1 @f5");
    let cycle = ["a1-a2", "f5-f4", "a2-a1", "f4-f5"];
    g.play_tokens(&cycle).unwrap();
    assert_eq!(g.outcome(), None);
    assert_eq!(g.repetitions(), 2);
    g.play_tokens(&cycle[..3]).unwrap();
    assert_eq!(g.outcome(), None);
    g.play_token(cycle[3]).unwrap();
    assert_eq!(g.ply(), 10);
    assert_eq!(result(&g), Some(GameResult::Draw));
    // repetition_draw = 2 ends it at the second occurrence, 0 never.
    let mut g = game(&["repetition_draw=2"], "@a1 @f5");
    g.play_tokens(&cycle).unwrap();
    assert_eq!(result(&g), Some(GameResult::Draw));
    let mut g = game(&["repetition_draw=0"], "@a1 @f5");
    for _ in 0..20 {
        g.play_tokens(&cycle).unwrap();
    }
    assert_eq!(g.outcome(), None);
}

// ---- §3 win_when_opponent_has_at_most ----

#[test]
fn win_threshold_one_against_zero() {
    // Two pieces each: a1xa3 leaves black one piece (in hand).
    let g = game(&["pieces_per_player=2"], "@a1 @a2 a1xa3");
    assert_eq!(result(&g), Some(GameResult::Win(Color::White)));
    let mut g = game(
        &["pieces_per_player=2", "win_when_opponent_has_at_most=0"],
        "@a1 @a2 a1xa3",
    );
    assert_eq!(g.outcome(), None);
    assert_eq!(g.to_move(), Color::Black);
    // Taking the last piece wins under 0.
    g.play_tokens(&["@a4", "a3xa5"]).unwrap();
    assert_eq!(g.position().total(Color::Black), 0);
    assert_eq!(result(&g), Some(GameResult::Win(Color::White)));
}

#[test]
fn win_threshold_zero_with_the_hand_rule_empties_the_hand() {
    let sets = [
        "pieces_per_player=2",
        "win_when_opponent_has_at_most=0",
        "second_piece=board-or-hand",
    ];
    let g = game(&sets, "@a1 @a2 a1xa3/h");
    assert_eq!(result(&g), Some(GameResult::Win(Color::White)));
}

// ---- §3 no_legal_move ----

#[test]
fn a_full_board_leaves_no_legal_move_both_ways() {
    // 2×2 board, two pieces each: after four drops the board is full, no
    // hand is left and no jump fits, so White cannot move.
    let sets = ["rows=2", "columns=2", "pieces_per_player=2"];
    let g = game(&sets, "@a1 @b1 @a2");
    assert_eq!(legal(&g), sorted(&["@b2", "b1-b2"]));
    let g = game(&sets, "@a1 @b1 @a2 @b2");
    assert_eq!(result(&g), Some(GameResult::Win(Color::Black)));
    assert_eq!(g.to_move(), Color::White);
    let mut most = sets.to_vec();
    most.push("no_legal_move=most-pieces-wins");
    let g = game(&most, "@a1 @b1 @a2 @b2");
    assert_eq!(result(&g), Some(GameResult::Draw));
}

#[test]
fn the_stuck_player_with_more_pieces_wins_under_most_pieces_wins() {
    // 2×4 board, four pieces each. White b2xd2 takes c2 (no other black
    // piece on the board, so nothing else). Then after a1-a2 the board is
    //   row 2: B W W W
    //   row 1: . B B W
    // White (4 pieces, none in hand) touches no empty square and every jump
    // leaves the board or lands on a piece: stuck. Black has 3.
    let sets = ["rows=2", "columns=4", "pieces_per_player=4"];
    let moves = "@b2 @c2 b2xd2 @a1 @c2 @b1 @b2 @c1 @d1";
    let g = game(&sets, moves);
    assert_eq!(legal(&g), sorted(&["a1-a2"]));
    let mut loses = game(&sets, moves);
    loses.play_token("a1-a2").unwrap();
    assert_eq!(loses.to_move(), Color::White);
    assert_eq!(result(&loses), Some(GameResult::Win(Color::Black)));
    let mut most = sets.to_vec();
    most.push("no_legal_move=most-pieces-wins");
    let mut g = game(&most, moves);
    g.play_token("a1-a2").unwrap();
    assert_eq!(result(&g), Some(GameResult::Win(Color::White)));
}

// ---- §3 draw_when_both_have_at_most ----

#[test]
fn drawing_at_three_pieces_unless_the_move_won() {
    // Four pieces each. a1xa3: black 3, white 4: no draw yet. Then black
    // a4xa2 taking f1 leaves white 2 and black 3: both at most 3.
    let sets = ["pieces_per_player=4", "draw_when_both_have_at_most=3"];
    let g = game(&sets, "@a1 @a2 a1xa3");
    assert_eq!(g.outcome(), None);
    let g = game(&sets, "@a1 @a2 a1xa3 @a4 @f1 a4xa2/f1");
    assert_eq!(g.position().total(Color::White), 2);
    assert_eq!(g.position().total(Color::Black), 3);
    assert_eq!(result(&g), Some(GameResult::Draw));
    // With a win threshold of 2 the same move wins instead.
    let mut won = sets.to_vec();
    won.push("win_when_opponent_has_at_most=2");
    let g = game(&won, "@a1 @a2 a1xa3 @a4 @f1 a4xa2/f1");
    assert_eq!(result(&g), Some(GameResult::Win(Color::Black)));
}

#[test]
fn the_few_pieces_draw_comes_before_no_legal_move() {
    // §4 checks step 4 (few pieces) before step 6 (no legal move). 2×5
    // board, five pieces each. Before the last move:
    //   row 2: B . W W B
    //   row 1: W B . B .      white hand 0 (3 pieces), black hand 1 (5)
    // a1xc1xe1 jumps b1 and d1, then takes a2 and one from the hand. Black
    // is left with e2 alone, walled in by d2 and e1 with c2 behind d2:
    // stuck, with 1 piece against 3.
    let base = [
        "rows=2",
        "columns=5",
        "pieces_per_player=5",
        "second_piece=board-or-hand",
        "multi_jump=true",
        "win_when_opponent_has_at_most=0",
    ];
    let moves = "@d2 @b2 d2-d1 @a2 @b1 @c1 b1-a1 c1xe1/a1 @a1 b2-b1 @c2 e1-d1 @d2 @e2";
    let last = "a1xc1xe1/a2/h";
    let mut stuck = game(&base, moves);
    stuck.play_token(last).unwrap();
    assert_eq!(stuck.position().total(Color::White), 3);
    assert_eq!(stuck.position().total(Color::Black), 1);
    assert_eq!(stuck.to_move(), Color::Black);
    assert_eq!(result(&stuck), Some(GameResult::Win(Color::White)));
    let mut sets = base.to_vec();
    sets.push("draw_when_both_have_at_most=3");
    let mut drawn = game(&sets, moves);
    assert_eq!(drawn.outcome(), None);
    drawn.play_token(last).unwrap();
    assert_eq!(result(&drawn), Some(GameResult::Draw));
}

// ---- §3 jump_own_pieces ----

#[test]
fn own_jumps_are_moves_of_their_own() {
    // White a1, b3, b1; black a2, f5, f1. Own jump: a1-c1 over b1. The
    // capture a1xa3 may not go on over the own piece b3.
    let sets = [
        "jump_own_pieces=true",
        "multi_jump=true",
        "bonus_move_after_capture=true",
    ];
    let setup = "@a1 @a2 @b3 @f5 @b1 @f1";
    let g = game(&sets, setup);
    let mut expected = drops_except(5, 6, &["a1", "a2", "b3", "f5", "b1", "f1"]);
    expected.extend(
        [
            "b3-a3", "b3-c3", "b3-b4", "b3-b2", "b1-c1", "b1-b2", "a1-c1", "a1xa3/f1", "a1xa3/f5",
        ]
        .map(String::from),
    );
    expected.sort();
    assert_eq!(legal(&g), expected);
    assert_eq!(g.count_legal_moves(), 33);
    // No bonus after an own jump, and nothing removed.
    let mut g2 = game(&sets, setup);
    g2.play_token("a1-c1").unwrap();
    assert_eq!(g2.to_move(), Color::Black);
    assert_eq!(g2.position().total(Color::Black), 12);
    assert_eq!(
        g2.position().piece_at(Square::parse("b1").unwrap()),
        Some(Color::White)
    );
    // An own jump cannot be written into a chain.
    assert!(matches!(
        g.parse_move("a1xa3-c3"),
        Err(MoveError::Malformed(_))
    ));
    assert_eq!(refusal(&g, "a1xa3xc3/f1"), "b3 holds no enemy piece");
}

#[test]
fn own_jumps_need_the_option_and_are_barred_by_mandatory_capture() {
    let g = game(&[], "@a1 @f5 @b1 @f4");
    assert_eq!(
        refusal(&g, "a1-c1"),
        "in this game a piece cannot jump over its own pieces (jump_own_pieces = false)"
    );
    let g = game(&["jump_own_pieces=true"], "@a1 @f5 @b1 @f4");
    assert!(legal(&g).contains(&"a1-c1".to_string()));
    // With a capture available and mandatory, the own jump a1-c1 is out.
    let sets = ["jump_own_pieces=true", "mandatory_capture=true"];
    let g = game(&sets, "@b1 @a2 @a1 @f5");
    assert_eq!(legal(&g), sorted(&["a1xa3/f5"]));
}

// ---- §4 the end of the game ----

#[test]
fn a_finished_game_refuses_every_token() {
    let mut g = game(&["pieces_per_player=2"], "@a1 @a2 a1xa3");
    assert!(g.is_over());
    assert!(legal(&g).is_empty());
    assert_eq!(g.count_legal_moves(), 0);
    let why = refusal(&g, "@b1");
    assert!(why.starts_with("the game is over"), "{why}");
    assert!(g.play_token("@b1").is_err());
    assert_eq!(g.ply(), 3);
    // Undo brings the game back.
    g.undo();
    assert_eq!(g.outcome(), None);
    assert_eq!(captures(&g), sorted(&["a1xa3"]));
}

#[test]
fn black_may_move_first() {
    let mut g = game(&["first_player=black"], "");
    assert_eq!(g.to_move(), Color::Black);
    g.play_token("@a1").unwrap();
    assert_eq!(
        g.position().piece_at(Square::parse("a1").unwrap()),
        Some(Color::Black)
    );
    assert_eq!(g.position().hand(Color::Black), 11);
    assert_eq!(g.to_move(), Color::White);
    assert_eq!(g.mover_of(0), Some(Color::Black));
}

#[test]
fn small_and_large_boards() {
    // 2×2: four drops, and no jump ever fits.
    let g = game(&["rows=2", "columns=2", "pieces_per_player=2"], "");
    assert_eq!(legal(&g), sorted(&["@a1", "@a2", "@b1", "@b2"]));
    // 8×8: the corner h8 captures along row 8 and steps only down.
    let g = game(&["rows=8", "columns=8"], "@h8 @g8");
    assert_eq!(captures(&g), sorted(&["h8xf8"]));
    let steps: Vec<String> = legal(&g).into_iter().filter(|m| m.contains('-')).collect();
    assert_eq!(steps, sorted(&["h8-h7"]));
    assert_eq!(g.count_legal_moves(), 62 + 1 + 1);
}

// ---- §5 notation ----

#[test]
fn lenient_input_reads_as_the_canonical_move() {
    let g = game(&[], "");
    assert_eq!(g.parse_move("C3").unwrap().to_string(), "@c3");
    assert_eq!(g.parse_move("@C3").unwrap().to_string(), "@c3");
    assert_eq!(g.parse_move("c3").unwrap().to_string(), "@c3");
    let g = game(&[], "@c3 @c4 @a1 @f5");
    assert_eq!(g.parse_move("C3XC5/F5").unwrap().to_string(), "c3xc5/f5");
    let g = game(&[], "@c3 @f5");
    assert_eq!(g.parse_move("C3-C4").unwrap().to_string(), "c3-c4");
}

#[test]
fn the_examples_of_the_notation_section() {
    // §5: a1xa3xc3xc5/e2/f4/h. White a1; black a2, b3, c4 on the chain's
    // way, e2 and f4 elsewhere, 7 in hand. Chains: a1xa3, a1xa3xc3,
    // a1xa3xc3xc5, with 1, 2 and 3 removals from {rest of board, hand}.
    let sets = ["multi_jump=true", "second_piece=board-or-hand"];
    let g = game(&sets, "@a1 @a2 @f1 @b3 @d1 @c4 @e5 @e2 @f5 @f4");
    let from_a1: Vec<String> = captures(&g)
        .into_iter()
        .filter(|m| m.starts_with("a1x"))
        .collect();
    assert_eq!(
        from_a1,
        sorted(&[
            "a1xa3/b3",
            "a1xa3/c4",
            "a1xa3/e2",
            "a1xa3/f4",
            "a1xa3/h",
            "a1xa3xc3/c4/e2",
            "a1xa3xc3/c4/f4",
            "a1xa3xc3/e2/f4",
            "a1xa3xc3/c4/h",
            "a1xa3xc3/e2/h",
            "a1xa3xc3/f4/h",
            "a1xa3xc3/h/h",
            "a1xa3xc3xc5/e2/f4/h",
            "a1xa3xc3xc5/e2/h/h",
            "a1xa3xc3xc5/f4/h/h",
            "a1xa3xc3xc5/h/h/h",
        ])
    );
    for written in ["a1xa3xc3xc5/h/f4/e2", "A1XA3XC3XC5/F4/H/E2"] {
        assert_eq!(
            g.parse_move(written).unwrap().to_string(),
            "a1xa3xc3xc5/e2/f4/h"
        );
    }
    assert_eq!(
        g.parse_move("a1xa3xc3/e2/h").unwrap().to_string(),
        "a1xa3xc3/e2/h"
    );
}

#[test]
fn malformed_tokens_are_refused_as_malformed() {
    let g = game(&[], "@c3 @c4");
    for token in [
        "", "c3 c4", "z9", "@c0", "c3-", "-c4", "c3x", "xc5", "c3xc5/", "c3xc5/zz", "c3/h", "@",
        "c03", "c3-c4-c5",
    ] {
        assert!(
            matches!(g.parse_move(token), Err(MoveError::Malformed(_))),
            "{token:?} gave {:?}",
            g.parse_move(token)
        );
    }
}

#[test]
fn illegal_tokens_say_why() {
    let g = game(&[], "@c3 @f5");
    assert_eq!(refusal(&g, "c3xc5"), "c4 holds no enemy piece");
    assert_eq!(refusal(&g, "@c3"), "c3 is not empty");
    assert_eq!(refusal(&g, "@g1"), "g1 is off the 5×6 board");
    assert_eq!(refusal(&g, "d4-d5"), "there is no piece of White's on d4");
    assert_eq!(refusal(&g, "f5-f4"), "there is no piece of White's on f5");
    assert_eq!(
        refusal(&g, "c3-e4"),
        "c3 to e4: a piece steps one square or jumps two, up, down, left or right, never diagonally"
    );
    let g = game(&[], "@c3 @c4 @a1 @f5");
    assert_eq!(
        refusal(&g, "c3xc5/f5/h"),
        "in this game the second piece comes from the board, not the hand (second_piece = \"board\")"
    );
    let hand = game(&["second_piece=board-or-hand"], "@c3 @c4 @a1 @f5");
    assert_eq!(
        refusal(&hand, "c3xc5/f5/h"),
        "this capture takes 1 second piece"
    );
    assert_eq!(
        refusal(&g, "c3xc5/a1"),
        "there is no piece of Black's on a1 to take"
    );
    assert_eq!(
        refusal(&g, "c3xc5/c4"),
        "the piece on c4 was jumped: the second piece must be another one"
    );
    assert_eq!(
        refusal(&g, "c3-c5"),
        "c4 holds an enemy piece: a capture is written with 'x' (c3xc5)"
    );
    let g = game(&[], "@c3 @c4 @c5 @f5");
    assert_eq!(refusal(&g, "c3xc5/f5"), "c5 is not empty");
    let g = game(
        &["pieces_per_player=1", "win_when_opponent_has_at_most=0"],
        "@a1 @f5",
    );
    assert_eq!(refusal(&g, "@b1"), "White has no pieces left in hand");
}

#[test]
fn a_refused_token_in_a_list_names_its_number() {
    let mut g = Game::new(rules(&[])).expect("valid rules");
    let err = g
        .play_tokens(&["@c3", "@f5", "@a1", "@f4", "c3xc5"])
        .unwrap_err();
    assert_eq!(err.say(), "move 5 'c3xc5': c4 holds no enemy piece");
    assert_eq!(err.number, 5);
    assert_eq!(g.ply(), 4);
}

// ------------------------------------------------ refused rules (docs/rules.md §3, docs/configuration.md)

/// How a rules refusal was reached, for the table below.
enum Source {
    /// A rules file named `r.toml` with this text.
    File(&'static str),
    /// `--set` assignments, in order, then the checks between keys.
    Set(&'static [&'static str]),
    /// A saved game's text.
    Saved(String),
}

fn refusal_of(source: &Source) -> (RulesError, String) {
    let e = match source {
        Source::File(text) => Rules::from_toml_str(text, "r.toml").expect_err("refused"),
        Source::Set(sets) => Rules::from_overrides(*sets).expect_err("refused"),
        Source::Saved(text) => {
            let e = SavedGame::parse(text).expect_err("refused");
            let Problem::Rules(rules) = &e.problem else {
                panic!("not a rules problem: {e}");
            };
            return (rules.clone(), e.to_string());
        }
    };
    let message = e.say();
    (e, message)
}

/// A saved game of no moves whose `[rules]` table (on line 6, `rows` on 7,
/// `columns` on 8, ...) is the standard one with `from` replaced by `to`.
fn saved_with(from: &str, to: &str) -> String {
    let rules = Rules::default().to_toml().replace(from, to);
    format!("format = 1\nmoves = []\n[players]\nwhite = \"A\"\nblack = \"B\"\n[rules]\n{rules}")
}

#[test]
fn every_kind_of_rules_refusal_names_its_key_and_place() {
    use RulesErrorKind as K;
    type Case = (Source, Option<RuleKey>, fn(&K) -> bool, &'static str);
    let cases: Vec<Case> = vec![
        (
            Source::File("rows = 5\n\ncolumns = 9\n"),
            Some(RuleKey::Columns),
            |k| matches!(k, K::OutOfRange { found: 9, .. }),
            "r.toml, line 3: columns must be a whole number from 2 to 8 (found 9)",
        ),
        (
            Source::File("# off\nrepetition_draw = 1\n"),
            Some(RuleKey::RepetitionDraw),
            |k| matches!(k, K::OutOfRange { found: 1, range } if range.or_off),
            "r.toml, line 2: repetition_draw must be 0 (off) or a whole number from 2 to 10 (found 1)",
        ),
        (
            Source::File("rows = 5\nmulti_jump = \"yes\"\n"),
            Some(RuleKey::MultiJump),
            |k| matches!(k, K::WrongType { found: RuleValue::Word(w) } if w == "yes"),
            "r.toml, line 2: multi_jump must be true or false (found the string \"yes\")",
        ),
        (
            Source::File("rows = 2.5\n"),
            Some(RuleKey::Rows),
            |k| {
                matches!(
                    k,
                    K::WrongType {
                        found: RuleValue::Number(_)
                    }
                )
            },
            "r.toml, line 1: rows must be a whole number from 2 to 8 (found the number 2.5)",
        ),
        (
            Source::Set(&["second_piece=sky"]),
            Some(RuleKey::SecondPiece),
            |k| matches!(k, K::NotAChoice { found } if found == "sky"),
            "--set second_piece=sky: second_piece must be one of \"board\", \"board-or-hand\", \
             \"hand-if-board-empty\" (found \"sky\")",
        ),
        (
            Source::File("rows = 5\n\nlanes = 2\n"),
            None,
            |k| matches!(k, K::UnknownKey { found } if found == "lanes"),
            "r.toml, line 3: unknown key 'lanes' (the keys are: rows, columns, pieces_per_player, \
             first_player, second_piece, mandatory_capture, multi_jump, bonus_move_after_capture, \
             jump_own_pieces, win_when_opponent_has_at_most, draw_when_both_have_at_most, \
             no_legal_move, repetition_draw)",
        ),
        (
            Source::Set(&["rows=4", "lanes=2"]),
            None,
            |k| matches!(k, K::UnknownKey { found } if found == "lanes"),
            "--set lanes=2: unknown key 'lanes' (the keys are: rows, columns, pieces_per_player, \
             first_player, second_piece, mandatory_capture, multi_jump, bonus_move_after_capture, \
             jump_own_pieces, win_when_opponent_has_at_most, draw_when_both_have_at_most, \
             no_legal_move, repetition_draw)",
        ),
        (
            Source::Saved(saved_with("repetition_draw = 3\n", "")),
            Some(RuleKey::RepetitionDraw),
            |k| matches!(k, K::Missing),
            "line 6: in [rules]: missing key 'repetition_draw'",
        ),
        (
            Source::Saved(saved_with("columns = 6", "columns = 0")),
            Some(RuleKey::Columns),
            |k| matches!(k, K::OutOfRange { found: 0, .. }),
            "line 8: in [rules]: columns must be a whole number from 2 to 8 (found 0)",
        ),
        (
            Source::File("rows = 5\n\n[multi_jump]\n"),
            Some(RuleKey::MultiJump),
            |k| matches!(k, K::NotAValue),
            "r.toml, line 3: 'multi_jump' is a table ([multi_jump] or multi_jump.…): a rules file \
             holds only KEY = VALUE lines (the keys are: rows, columns, pieces_per_player, \
             first_player, second_piece, mandatory_capture, multi_jump, bonus_move_after_capture, \
             jump_own_pieces, win_when_opponent_has_at_most, draw_when_both_have_at_most, \
             no_legal_move, repetition_draw)",
        ),
        (
            Source::File("rows = 2\ncolumns = 3\n\npieces_per_player = 4\n"),
            Some(RuleKey::PiecesPerPlayer),
            |k| {
                matches!(
                    k,
                    K::Inconsistent(Inconsistency::TooManyPieces { max: 3, .. })
                )
            },
            "r.toml, line 4: pieces_per_player must be a whole number from 1 to 3 on a 2×3 board (found 4)",
        ),
        (
            Source::File("pieces_per_player = 4\nwin_when_opponent_has_at_most = 4\n"),
            Some(RuleKey::WinWhenOpponentHasAtMost),
            |k| {
                matches!(
                    k,
                    K::Inconsistent(Inconsistency::WinNotBelowPieces { pieces: 4, .. })
                )
            },
            "r.toml, line 2: win_when_opponent_has_at_most must be a whole number from 0 to 3 \
             (pieces_per_player − 1), found 4",
        ),
        (
            Source::Set(&["pieces_per_player=4", "draw_when_both_have_at_most=5"]),
            Some(RuleKey::DrawWhenBothHaveAtMost),
            |k| {
                matches!(
                    k,
                    K::Inconsistent(Inconsistency::DrawAbovePieces { pieces: 4, .. })
                )
            },
            "draw_when_both_have_at_most must be a whole number from 0 to 4 (pieces_per_player), found 5",
        ),
        (
            Source::Saved(saved_with(
                "pieces_per_player = 12",
                "pieces_per_player = 16",
            )),
            Some(RuleKey::PiecesPerPlayer),
            |k| matches!(k, K::Inconsistent(Inconsistency::TooManyPieces { .. })),
            "line 9: in [rules]: pieces_per_player must be a whole number from 1 to 15 on a 5×6 \
             board (found 16)",
        ),
        (
            Source::File("rows = 5\ncolumns = = 6\n"),
            None,
            |k| matches!(k, K::NotToml { .. }),
            "r.toml, line 2: not valid TOML: ",
        ),
        (
            Source::Set(&["multi_jump"]),
            None,
            |k| matches!(k, K::NotAssignment),
            "--set multi_jump: expected KEY=VALUE",
        ),
        (
            Source::Set(&["rows=4\nrows=99"]),
            None,
            |k| matches!(k, K::ControlCharacter),
            "--set rows=4\nrows=99: a --set value is one line of text: it cannot hold a line break \
             or other control character",
        ),
    ];
    for (source, key, kind, message) in cases {
        let (e, said) = refusal_of(&source);
        assert_eq!(e.key, key, "{said}");
        assert!(kind(&e.kind), "{said}: {:?}", e.kind);
        assert!(said.starts_with(message), "{said}\n  expected: {message}");
    }
}

#[test]
fn every_option_has_one_description_that_every_reader_follows() {
    // For each option: its default is the standard rules', and the file,
    // `--set` and a saved game all accept its range's ends and refuse one
    // step past them, naming the key.
    for key in RuleKey::ALL {
        assert_eq!(Rules::default().get(key), key.default_value());
        let RuleKind::Whole(range) = key.kind() else {
            continue;
        };
        for (n, ok) in [
            (i64::from(range.min), true),
            (i64::from(range.max), true),
            (i64::from(range.min) - 1, range.or_off && range.min == 1),
            (i64::from(range.max) + 1, false),
        ] {
            let set = format!("{}={n}", key.name());
            let file = format!("{} = {n}\n", key.name());
            let mut by_set = Rules::default();
            let mut by_file = Rules::default();
            let results = [
                by_set.apply_override(&set),
                by_file.apply_toml_str(&file, "r.toml"),
            ];
            for result in results {
                match result {
                    Ok(()) => assert!(ok, "{set} accepted"),
                    Err(e) => {
                        assert!(!ok, "{set}: {e:?}");
                        assert_eq!(e.key, Some(key));
                        assert!(e.say().contains(key.name()), "{e:?}");
                    }
                }
            }
            if ok {
                assert_eq!(by_set.get(key), RuleValue::Whole(n));
                assert_eq!(by_set, by_file);
            }
        }
    }
}
