//! The one table of move refusals (`yote::words::move_refusal`) through its
//! two callers, the command line (`IllegalMove`'s `Display`: the colours'
//! names and the rules key) and the terminal game (`tui::words::move_error`:
//! the players' names, no rules key), in every language: every refusal has
//! its own sentence, and a sentence about a side names it.

use std::collections::BTreeMap;
use yote::words::Say;

use yote::i18n::{Lang, set_language};
use yote_engine::rules::RuleKey;
use yote_engine::{Color, Game, GameResult, IllegalMove, MoveError, Outcome, Reason, Square};

fn sq(name: &str) -> Square {
    Square::parse(name).expect("a square")
}

/// The case of each refusal, by name. The match has no catch-all, so a
/// new refusal in the engine does not compile here until it is added to
/// [`every_refusal`] too.
fn case(why: &IllegalMove) -> &'static str {
    use IllegalMove as I;
    match why {
        I::OffBoard { .. } => "OffBoard",
        I::GameOver(_) => "GameOver",
        I::EmptyHand(_) => "EmptyHand",
        I::Occupied(_) => "Occupied",
        I::NotOwnPiece { .. } => "NotOwnPiece",
        I::NotStepOrJump { .. } => "NotStepOrJump",
        I::JumpOverEmpty { .. } => "JumpOverEmpty",
        I::CaptureWrittenAsJump { .. } => "CaptureWrittenAsJump",
        I::OwnJumpsOff => "OwnJumpsOff",
        I::SingleJumpOnly => "SingleJumpOnly",
        I::NotAJump { .. } => "NotAJump",
        I::NoEnemyJumped { .. } => "NoEnemyJumped",
        I::RemovedTwice(_) => "RemovedTwice",
        I::RemovedJumped(_) => "RemovedJumped",
        I::RemovedNotEnemy { .. } => "RemovedNotEnemy",
        I::ChainMustGoOn { .. } => "ChainMustGoOn",
        I::HandNotAllowed => "HandNotAllowed",
        I::HandHasTooFew { .. } => "HandHasTooFew",
        I::NoSecondPiece { .. } => "NoSecondPiece",
        I::TooManySecond { .. } => "TooManySecond",
        I::BoardFirst { .. } => "BoardFirst",
        I::HandOnly { .. } => "HandOnly",
        I::MoreSecond { or_hand: true, .. } => "MoreSecondOrHand",
        I::MoreSecond { or_hand: false, .. } => "MoreSecond",
        I::CaptureMandatory => "CaptureMandatory",
        I::NotLegal(_) => "NotLegal",
    }
}

/// One refusal of each case (both forms of `MoreSecond`), with the side it
/// names, if any. They share their squares (c4; c3 to f3), side (Black) and
/// counts (1), so that only the sentence can tell two apart.
fn every_refusal() -> Vec<(IllegalMove, Option<Color>)> {
    use IllegalMove as I;
    let legal = Game::default().parse_move("@c3").expect("a first drop");
    let resigned = Outcome {
        result: GameResult::Win(Color::White),
        reason: Reason::Resigned { by: Color::Black },
    };
    let b = Some(Color::Black);
    vec![
        (
            I::OffBoard {
                square: sq("g1"),
                rows: 5,
                columns: 6,
            },
            None,
        ),
        (I::GameOver(resigned), b),
        (I::EmptyHand(Color::Black), b),
        (I::Occupied(sq("c4")), None),
        (
            I::NotOwnPiece {
                square: sq("c4"),
                side: Color::Black,
            },
            b,
        ),
        (
            I::NotStepOrJump {
                from: sq("c3"),
                to: sq("f3"),
            },
            None,
        ),
        (
            I::JumpOverEmpty {
                from: sq("c3"),
                to: sq("c5"),
                over: sq("c4"),
            },
            None,
        ),
        (
            I::CaptureWrittenAsJump {
                from: sq("c3"),
                to: sq("c5"),
                over: sq("c4"),
            },
            None,
        ),
        (I::OwnJumpsOff, None),
        (I::SingleJumpOnly, None),
        (
            I::NotAJump {
                from: sq("c3"),
                to: sq("f3"),
            },
            None,
        ),
        (I::NoEnemyJumped { over: sq("c4") }, None),
        (I::RemovedTwice(sq("c4")), None),
        (I::RemovedJumped(sq("c4")), None),
        (
            I::RemovedNotEnemy {
                square: sq("c4"),
                side: Color::Black,
            },
            b,
        ),
        (I::ChainMustGoOn { at: sq("c4") }, None),
        (I::HandNotAllowed, None),
        (
            I::HandHasTooFew {
                side: Color::Black,
                in_hand: 1,
            },
            b,
        ),
        (I::NoSecondPiece { side: Color::Black }, b),
        (I::TooManySecond { takes: 1 }, None),
        (I::BoardFirst { side: Color::Black }, b),
        (I::HandOnly { side: Color::Black }, b),
        (
            I::MoreSecond {
                missing: 1,
                side: Color::Black,
                or_hand: true,
            },
            b,
        ),
        (
            I::MoreSecond {
                missing: 1,
                side: Color::Black,
                or_hand: false,
            },
            None,
        ),
        (I::CaptureMandatory, None),
        (I::NotLegal(legal), None),
    ]
}

/// The players' names in the terminal game: not any word of a sentence.
fn players() -> [String; 2] {
    ["Zuzana".to_string(), "Kofi".to_string()]
}

/// What each caller says for each case in `lang`, with the name it must
/// hold (if any): (caller, case) → (sentence, name).
fn said(lang: Lang) -> BTreeMap<(&'static str, &'static str), (String, Option<String>)> {
    set_language(lang);
    let colors = yote::words::colors();
    let mut all = BTreeMap::new();
    for (why, side) in every_refusal() {
        let tui = yote::tui::words::move_error(&MoveError::Illegal(why.clone()), &players());
        let tui_name = side.map(|s| players()[s.index()].clone());
        let cli = why.say();
        let cli_name = side.map(|s| colors[s.index()].clone());
        all.insert(("tui", case(&why)), (tui, tui_name));
        all.insert(("cli", case(&why)), (cli, cli_name));
    }
    set_language(Lang::En);
    all
}

#[test]
fn every_refusal_has_its_own_sentence_naming_its_side_in_every_language() {
    let cases = every_refusal();
    let mut names: Vec<_> = cases.iter().map(|(why, _)| case(why)).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), cases.len(), "one refusal of each case");
    let mut ids: Vec<_> = cases
        .iter()
        .map(|(why, _)| yote::words::move_refusal(why, &players()).id)
        .collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), cases.len(), "one message of the table per case");
    let mut by_lang = Vec::new();
    for lang in Lang::ALL {
        let said = said(lang);
        assert_eq!(said.len(), 2 * cases.len());
        for ((caller, case), (text, name)) in &said {
            let at = format!("{lang:?} {caller} {case}: {text:?}");
            assert!(!text.trim().is_empty(), "{at}");
            // A missing variable or message shows as `{$name}` or its id.
            assert!(!text.contains('{') && !text.contains("refusal-"), "{at}");
            if let Some(name) = name {
                assert!(text.contains(name.as_str()), "{at} lacks {name}");
            }
            // Which side is which only the names tell: a sentence with no
            // side names no player.
            let other = players().into_iter().filter(|p| Some(p) != name.as_ref());
            for player in other {
                assert!(!text.contains(&player), "{at} names {player}");
            }
        }
        for caller in ["tui", "cli"] {
            let mut texts: Vec<_> = said
                .iter()
                .filter(|((c, _), _)| *c == caller)
                .map(|(_, (text, _))| text.as_str())
                .collect();
            texts.sort_unstable();
            let all = texts.len();
            texts.dedup();
            assert_eq!(
                texts.len(),
                all,
                "{lang:?} {caller}: two cases share a sentence"
            );
        }
        by_lang.push(said);
    }
    // Each language says it in its own words.
    for (key, (english, _)) in &by_lang[0] {
        for other in &by_lang[1..] {
            assert_ne!(&other[key].0, english, "{key:?} is not translated");
        }
    }
}

#[test]
fn the_command_line_adds_the_rules_key_and_the_game_never_does() {
    for lang in Lang::ALL {
        let said = said(lang);
        for ((caller, case), (text, _)) in &said {
            let keys: Vec<_> = RuleKey::ALL
                .into_iter()
                .map(RuleKey::name)
                .filter(|key| text.contains(&format!("({key} = ")))
                .collect();
            let expected: &[&str] = match (*caller, *case) {
                ("tui", _) => &[],
                (_, "SingleJumpOnly") => &["multi_jump"],
                (_, "OwnJumpsOff") => &["jump_own_pieces"],
                (_, "ChainMustGoOn" | "CaptureMandatory") => &["mandatory_capture"],
                (_, "HandNotAllowed" | "BoardFirst") => &["second_piece"],
                _ => &[],
            };
            assert_eq!(keys, expected, "{lang:?} {caller} {case}: {text}");
            if *caller == "tui" {
                assert!(!text.contains('_'), "{lang:?} {case}: {text}");
            }
        }
    }
    set_language(Lang::En);
    assert_eq!(
        IllegalMove::SingleJumpOnly.say(),
        "in this game a piece jumps only once a move (multi_jump = false)"
    );
    assert_eq!(
        IllegalMove::HandNotAllowed.say(),
        "in this game the second piece comes from the board, not the hand (second_piece = \"board\")"
    );
}

#[test]
fn the_same_sentence_with_the_players_or_the_colours_names() {
    set_language(Lang::En);
    let why = IllegalMove::NotOwnPiece {
        square: sq("d4"),
        side: Color::White,
    };
    assert_eq!(why.say(), "there is no piece of White's on d4");
    assert_eq!(
        yote::tui::words::move_error(&MoveError::Illegal(why.clone()), &players()),
        "there is no piece of Zuzana's on d4"
    );
    // docs/scripting.md's example, word for word.
    assert_eq!(
        IllegalMove::NoEnemyJumped { over: sq("c4") }.say(),
        "c4 holds no enemy piece"
    );
    set_language(Lang::Es);
    assert_eq!(why.say(), "en d4 no hay ninguna pieza de Blancas");
    set_language(Lang::Cs);
    assert_eq!(why.say(), "Bílý nemá na d4 žádný kámen");
    assert_eq!(
        yote::tui::words::move_error(&MoveError::Illegal(why), &players()),
        "Zuzana nemá na d4 žádný kámen"
    );
    set_language(Lang::En);
}
