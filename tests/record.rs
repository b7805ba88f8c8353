//! Saved games: round trips under random options, every kind of bad file
//! (refused with a message that names the problem, nothing on disk changed),
//! atomic writes that survive a failed rename and a killed process, the
//! autosave, and the `position --game` / `--load` command line.

use std::collections::BTreeMap;
use std::fs;
use std::io::{self, BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, SystemTime};
use yote::rules_file::RulesToml;

use proptest::prelude::*;
use rand::{Rng, SeedableRng, rngs::SmallRng};
use yote::record::{
    self, AUTOSAVE_FILE, Autosave, DATA_DIR_ENV, FileKind, LARGEST_FILE, LoadError, MAX_FILE_SIZE,
    MAX_NAME_CHARS, Machine, Players, Problem, ReadError, Replace, SaveError, SavedGame,
};
use yote_engine::rules::KEYS;
use yote_engine::{
    Color, Game, GameResult, MAX_PLIES, NoLegalMove, Outcome, Reason, Rules, SecondPiece,
};

use crate::support::longest::longest_game;

// ---------------------------------------------------------------- helpers

/// Rules from raw numbers, folded into their valid ranges. The end
/// thresholds keep their standard values half the time: spread evenly they
/// would end most games within a few moves.
#[allow(clippy::too_many_arguments)]
fn rules_from(
    rows: u8,
    columns: u8,
    pieces: u8,
    flags: u8,
    second: u8,
    win: u8,
    draw: u8,
    repetition: u8,
) -> Rules {
    let rows = 2 + rows % 7;
    let columns = 2 + columns % 7;
    let max = (u32::from(rows) * u32::from(columns) / 2) as u8;
    let pieces = 1 + pieces % max;
    let rules = Rules {
        rows,
        columns,
        pieces_per_player: pieces,
        first_player: if flags & 1 == 0 {
            Color::White
        } else {
            Color::Black
        },
        second_piece: SecondPiece::ALL[usize::from(second % 3)],
        mandatory_capture: flags & 2 != 0,
        multi_jump: flags & 4 != 0,
        bonus_move_after_capture: flags & 8 != 0,
        jump_own_pieces: flags & 16 != 0,
        win_when_opponent_has_at_most: match win {
            0..128 => 1.min(pieces - 1),
            128..192 => 0,
            _ => win % pieces,
        },
        draw_when_both_have_at_most: match draw {
            0..128 => 0,
            _ => draw % (pieces + 1),
        },
        no_legal_move: if flags & 32 == 0 {
            NoLegalMove::Loses
        } else {
            NoLegalMove::MostPiecesWins
        },
        repetition_draw: [0, 2, 3, 4, 10][usize::from(repetition % 5)],
    };
    rules.validate().expect("folded rules are valid");
    rules
}

/// Plays random legal moves until the game ends or `stop` moves are played.
fn random_game(rules: Rules, seed: u64, stop: usize) -> Game {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = Game::new(rules).expect("valid rules");
    let mut moves = Vec::new();
    while !game.is_over() && game.ply() < stop {
        game.legal_moves_into(&mut moves);
        let mv = moves[rng.random_range(0..moves.len())];
        game.play_unchecked(mv);
    }
    game
}

/// Ends an unfinished game by agreement (1) or resignation (2, 3).
fn end_by_hand(game: &mut Game, how: u8) {
    if game.is_over() {
        return;
    }
    let outcome = match how % 4 {
        1 => Outcome {
            result: GameResult::Draw,
            reason: Reason::Agreed,
        },
        2 => Outcome {
            result: GameResult::Win(Color::Black),
            reason: Reason::Resigned { by: Color::White },
        },
        3 => Outcome {
            result: GameResult::Win(Color::White),
            reason: Reason::Resigned { by: Color::Black },
        },
        _ => return,
    };
    game.end_by_agreement(outcome);
}

/// Asserts two games are in the identical state.
fn assert_same_game(a: &Game, b: &Game) {
    assert_eq!(a.rules(), b.rules());
    assert_eq!(a.position(), b.position());
    assert_eq!(a.ply(), b.ply());
    assert_eq!(
        a.moves().copied().collect::<Vec<_>>(),
        b.moves().copied().collect::<Vec<_>>()
    );
    assert_eq!(a.outcome(), b.outcome());
    assert_eq!(a.to_move(), b.to_move());
    assert_eq!(a.repetitions(), b.repetitions());
    assert_eq!(a.legal_moves(), b.legal_moves());
}

/// Every file under `dir` with its bytes and modification time.
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, (Vec<u8>, SystemTime)> {
    let mut files = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in fs::read_dir(&d).expect("readable dir") {
            let path = entry.expect("dir entry").path();
            let meta = fs::symlink_metadata(&path).expect("metadata");
            if meta.is_dir() {
                todo.push(path);
            } else {
                let bytes = fs::read(&path).expect("readable file");
                files.insert(path, (bytes, meta.modified().expect("mtime")));
            }
        }
    }
    files
}

/// The standard `[rules]` table with one line replaced (or none).
fn rules_table(replace: Option<(&str, &str)>) -> String {
    let table = Rules::default().to_table();
    let mut out = String::from("[rules]\n");
    for line in KEYS.iter().map(|k| format!("{k} = {}", table[*k])) {
        match replace {
            Some((key, new)) if line.starts_with(&format!("{key} =")) => {
                if !new.is_empty() {
                    out.push_str(new);
                    out.push('\n');
                }
            }
            _ => {
                out.push_str(&line);
                out.push('\n');
            }
        }
    }
    out
}

/// A saved game's text from its parts.
fn file_text(head: &str, players: &str, tail: &str, rules: &str) -> String {
    format!("{head}\n[players]\n{players}\n{tail}\n{rules}")
}

const PLAYERS: &str = "white = \"Ama\"\nblack = \"Kofi\"";

/// Six quiet drops; move 7 jumps from c3 over the empty c4.
const BAD_SEVENTH: &str = r#"format = 1
moves = ["@c3", "@a1", "@f1", "@a2", "@f2", "@a3", "c3xc5"]"#;

/// Writes `text` as `bad.toml` in a fresh directory with another file beside
/// it, loads it, checks nothing changed, and returns the message.
fn refuse(text: &[u8]) -> (LoadError, String) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("bad.toml");
    fs::write(&path, text).expect("write");
    let good = SavedGame::from_game(&random_game(Rules::default(), 1, 10), &Players::default());
    good.save_new(&dir.path().join("other.toml")).expect("save");
    let before = snapshot(dir.path());
    let error = record::load(&path).expect_err("a bad file is refused");
    assert_eq!(snapshot(dir.path()), before, "loading changed a file");
    let message = error.to_string();
    (
        error,
        message.replace(&path.display().to_string(), "bad.toml"),
    )
}

// ---------------------------------------------------------------- round trips

/// How far a "play to the end" game goes at most: with `repetition_draw = 0`
/// random stepping can go on for ever (a run without this bound played until
/// the machine ran out of memory), and 1000 moves is far past the ~90 of a
/// typical random game, so nearly all of them still end by the rules.
const LONG_GAME: usize = 1000;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Random games under random options save and load back identical.
    #[test]
    fn saved_games_load_back_identical(
        raw in (any::<u8>(), any::<u8>(), any::<u8>(), any::<u8>(), any::<u8>(), any::<u8>(), any::<u8>(), any::<u8>()),
        seed in any::<u64>(),
        stop in prop_oneof![0usize..40, Just(LONG_GAME)],
        how in any::<u8>(),
        white in any::<String>(),
        black in "\\PC{0,12}",
    ) {
        let (r, c, p, f, s, w, d, rep) = raw;
        let mut game = random_game(rules_from(r, c, p, f, s, w, d, rep), seed, stop);
        end_by_hand(&mut game, how);
        let players = Players::new(white, black);
        let saved = SavedGame::from_game(&game, &players);
        let text = saved.to_toml_string();
        let parsed = SavedGame::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&parsed, &saved);
        let loaded = parsed.to_game().map_err(|e| TestCaseError::fail(e.to_string()))?;
        assert_same_game(&loaded, &game);
        // The text is stable: writing the loaded game gives the same file.
        prop_assert_eq!(SavedGame::from_game(&loaded, &players).to_toml_string(), text);
    }
}

#[test]
fn a_finished_game_round_trips_through_a_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Play random standard games until one ends by the rules.
    let game = (0..)
        .map(|seed| random_game(Rules::default(), seed, 1000))
        .find(Game::is_over)
        .expect("some game ends");
    let players = Players::new("Ama", "Kofi \"the fox\"");
    let saved = SavedGame::from_game(&game, &players);
    let path = dir.path().join("g.toml");
    saved.save_new(&path).expect("save");
    let loaded = record::load(&path).expect("load");
    assert_eq!(loaded, saved);
    assert!(loaded.is_finished());
    assert_same_game(&loaded.to_game().expect("replay"), &game);
    let text = fs::read_to_string(&path).expect("read");
    assert!(text.contains("by = \"rules\""), "{text}");
    assert!(text.contains("white = \"Ama\""), "{text}");
}

/// Who plays each side no person plays, the external engine among them:
/// written by its word, read back the same; the engine's command (the
/// preferences') is nowhere in the file.
#[test]
fn the_computers_and_the_engines_sides_round_trip() {
    let game = random_game(Rules::default(), 3, 12);
    for white in Machine::SEATS {
        for black in Machine::SEATS {
            let mut players = Players::new("Ama", "Engine");
            players.computer = [white, black];
            let saved = SavedGame::from_game(&game, &players);
            let text = saved.to_toml_string();
            for (key, machine) in [("white_computer", white), ("black_computer", black)] {
                match machine {
                    Some(m) => assert!(
                        text.contains(&format!("{key} = \"{}\"", m.name())),
                        "{text}"
                    ),
                    None => assert!(!text.contains(key), "{text}"),
                }
            }
            let back = SavedGame::parse(&text).expect("loads");
            assert_eq!(back.players.computer, [white, black], "{text}");
            assert_eq!(back, saved);
        }
    }
    // Read in any case, as the levels are.
    let text = file_text(
        "format = 1\nmoves = []",
        "white = \"Ama\"\nblack = \"Kofi\"\nblack_computer = \"Engine\"",
        "",
        &rules_table(None),
    );
    let back = SavedGame::parse(&text).expect("loads");
    assert_eq!(back.players.computer, [None, Some(Machine::Engine)]);
}

/// Any other word (a program's name, a command) is refused by key and line.
#[test]
fn a_computer_that_is_no_level_nor_the_engine_is_refused() {
    yote::i18n::set_language(yote::i18n::Lang::En);
    for (value, found) in [
        ("\"stockfish\"", "the string \"stockfish\""),
        (
            "\"engine:/bin/sh -c x\"",
            "the string \"engine:/bin/sh -c x\"",
        ),
        ("2", "the number 2"),
    ] {
        let text = file_text(
            "format = 1\nmoves = []",
            &format!("{PLAYERS}\nwhite_computer = {value}"),
            "",
            &rules_table(None),
        );
        let (_, message) = refuse(text.as_bytes());
        assert_eq!(
            message,
            format!(
                "bad.toml, line 6: players.white_computer must be \"easy\", \"medium\", \
                 \"hard\" or \"engine\" (found {found})"
            )
        );
    }
}

// ---------------------------------------------------------------- bad files

#[test]
fn not_toml_names_the_line() {
    let text = file_text(
        "format = 1\nmoves = [\"@c3\",",
        PLAYERS,
        "",
        &rules_table(None),
    );
    let (error, message) = refuse(text.as_bytes());
    assert!(matches!(error.problem, Problem::NotToml(_)), "{message}");
    // The list opened on line 2 is never closed; the parser notices no
    // earlier than line 2.
    let line = error.line.expect("a line");
    assert!(line >= 2, "{message}");
    assert!(
        message.starts_with(&format!("bad.toml, line {line}: not valid TOML: ")),
        "{message}"
    );
}

#[test]
fn not_text_is_refused() {
    let (error, message) = refuse(&[0x66, 0x6f, 0xff, 0xfe, 0x0a]);
    assert_eq!(error.problem, Problem::NotText);
    assert_eq!(message, "bad.toml, line 1: not UTF-8 text");
    let (_, message) = refuse(b"format = 1\n# a comment\n# \xe9t\xe9\n");
    assert_eq!(message, "bad.toml, line 3: not UTF-8 text");
}

#[test]
fn unknown_key_is_named_with_its_line() {
    let text = file_text(
        "format = 1\nmoves = []\ncolour = \"red\"",
        PLAYERS,
        "",
        &rules_table(None),
    );
    let (_, message) = refuse(text.as_bytes());
    assert_eq!(
        message,
        "bad.toml, line 3: unknown key 'colour' (the keys are: format, moves, players, result, clock, review, rules)"
    );
}

#[test]
fn unknown_key_in_a_table_is_named() {
    let players = format!("{PLAYERS}\nred = \"Efua\"");
    let text = file_text("format = 1\nmoves = []", &players, "", &rules_table(None));
    let (_, message) = refuse(text.as_bytes());
    // Lines: format, moves, [players], white, black, red.
    assert_eq!(
        message,
        "bad.toml, line 6: unknown key 'players.red' (the keys of [players] are: white, black, white_computer, black_computer)"
    );
}

#[test]
fn unknown_rules_key_is_named() {
    let rules = rules_table(Some(("rows", "rows = 5\nlanes = 2")));
    let text = file_text("format = 1\nmoves = []", PLAYERS, "", &rules);
    let (error, message) = refuse(text.as_bytes());
    assert!(matches!(error.problem, Problem::Rules(_)), "{message}");
    // Lines: format, moves, [players], white, black, (no result), [rules],
    // rows, lanes.
    assert!(
        message.starts_with("bad.toml, line 9: in [rules]: unknown key 'lanes'"),
        "{message}"
    );
}

#[test]
fn missing_keys_are_named() {
    let text = file_text("format = 1", PLAYERS, "", &rules_table(None));
    assert_eq!(refuse(text.as_bytes()).1, "bad.toml: missing key 'moves'");

    let text = file_text(
        "format = 1\nmoves = []",
        "white = \"Ama\"",
        "",
        &rules_table(None),
    );
    assert_eq!(
        refuse(text.as_bytes()).1,
        "bad.toml, line 3: missing key 'players.black'"
    );

    let rules = rules_table(Some(("repetition_draw", "")));
    let text = file_text("format = 1\nmoves = []", PLAYERS, "", &rules);
    let (error, message) = refuse(text.as_bytes());
    assert!(matches!(error.problem, Problem::Rules(_)));
    assert_eq!(
        message,
        "bad.toml, line 7: in [rules]: missing key 'repetition_draw'"
    );

    let text = "moves = []\n";
    assert_eq!(refuse(text.as_bytes()).1, "bad.toml: missing key 'players'");
}

/// docs/rules.md §7: a saved game holds the rules, the names and the moves; a
/// file with only those (no `format` line) loads as the first format.
#[test]
fn a_saved_game_without_a_format_line_loads() {
    let text = file_text(
        "moves = [\"@c3\", \"@d3\"]",
        PLAYERS,
        "",
        &rules_table(None),
    );
    let saved = SavedGame::parse(&text).expect("loads without format");
    let game = saved.to_game().expect("replays");
    assert_eq!(game.ply(), 2);
    assert_eq!(saved.players.white, "Ama");
}

#[test]
fn refusals_speak_the_language_with_the_file_and_line() {
    use yote::i18n::{Lang, set_language};
    let unknown = file_text(
        "format = 1\nmoves = []\ncolour = \"red\"",
        PLAYERS,
        "",
        &rules_table(None),
    );
    let bad_move = file_text(BAD_SEVENTH, PLAYERS, "", &rules_table(None));
    let going_on = file_text(
        "format = 1\nmoves = [\"@c3\"]",
        PLAYERS,
        "[result]\nwinner = \"black\"\nby = \"rules\"",
        &rules_table(None),
    );
    let long_name = file_text(
        "format = 1\nmoves = []",
        &format!(
            "white = \"{}\"\nblack = \"Kofi\"",
            "a".repeat(MAX_NAME_CHARS + 1)
        ),
        "",
        &rules_table(None),
    );
    set_language(Lang::Es);
    assert_eq!(
        refuse(unknown.as_bytes()).1,
        "bad.toml, línea 3: clave desconocida 'colour' (las claves son: format, moves, players, result, clock, review, rules)"
    );
    assert_eq!(
        refuse(bad_move.as_bytes()).1,
        "bad.toml, línea 2: jugada 4, Blancas 'c3xc5': en c4 no hay ninguna pieza rival"
    );
    assert_eq!(
        refuse(going_on.as_bytes()).1,
        "bad.toml, línea 6: el archivo dice victoria de Negras por las reglas, pero tras sus jugadas la partida sigue"
    );
    assert_eq!(
        refuse(b"format = 1\n\xff\n").1,
        "bad.toml, línea 2: no es texto UTF-8"
    );
    set_language(Lang::Cs);
    assert_eq!(
        refuse(unknown.as_bytes()).1,
        "bad.toml, řádek 3: neznámý klíč 'colour' (klíče jsou: format, moves, players, result, clock, review, rules)"
    );
    assert_eq!(
        refuse(going_on.as_bytes()).1,
        "bad.toml, řádek 6: soubor uvádí: Černý vyhrává podle pravidel, ale po jeho tazích partie pokračuje"
    );
    assert_eq!(
        refuse(long_name.as_bytes()).1,
        "bad.toml, řádek 4: players.white je delší než 100 znaků"
    );
    let dir = tempfile::tempdir().expect("tempdir");
    let error = record::load(dir.path()).expect_err("a folder");
    assert!(
        error
            .to_string()
            .ends_with(": je to složka, ne obyčejný soubor"),
        "{error}"
    );
    set_language(Lang::En);
}

#[test]
fn a_newer_format_is_refused_before_its_keys() {
    // A newer format may have keys this one does not know: the version is
    // the message, not the key.
    let text = file_text(
        "format = 2\nmoves = []\nclock = \"5+3\"",
        PLAYERS,
        "",
        &rules_table(None),
    );
    let (error, message) = refuse(text.as_bytes());
    assert_eq!(error.problem, Problem::NewerFormat { found: 2 });
    assert_eq!(
        message,
        "bad.toml, line 1: made by a newer yote: format 2, this one reads format 1"
    );
}

#[test]
fn rules_that_fail_validation_name_the_key() {
    let rules = rules_table(Some(("columns", "columns = 9")));
    let text = file_text("format = 1\nmoves = []", PLAYERS, "", &rules);
    // Lines: ..., [rules] on 7, rows 8, columns 9.
    assert_eq!(
        refuse(text.as_bytes()).1,
        "bad.toml, line 9: in [rules]: columns must be a whole number from 2 to 8 (found 9)"
    );

    // Each key is fine alone; together the board is too small, and the
    // message points at pieces_per_player (line 10).
    let rules = rules_table(Some(("rows", "rows = 2")));
    let rules = rules.replace("columns = 6", "columns = 2");
    let text = file_text("format = 1\nmoves = []", PLAYERS, "", &rules);
    let (_, message) = refuse(text.as_bytes());
    assert!(
        message.starts_with("bad.toml, line 10: in [rules]: pieces_per_player must be"),
        "{message}"
    );
}

#[test]
fn an_illegal_move_is_named_with_its_number() {
    let text = file_text(BAD_SEVENTH, PLAYERS, "", &rules_table(None));
    let (error, message) = refuse(text.as_bytes());
    assert!(matches!(error.problem, Problem::Move(ref e) if e.number == 7));
    assert_eq!(
        message,
        "bad.toml, line 2: move 4, White 'c3xc5': c4 holds no enemy piece"
    );
}

#[test]
fn a_move_that_is_not_text_is_named() {
    let text = file_text(
        "format = 1\nmoves = [\n  \"@c3\",\n  3,\n]",
        PLAYERS,
        "",
        &rules_table(None),
    );
    assert_eq!(
        refuse(text.as_bytes()).1,
        "bad.toml, line 4: move 2: a move must be in quotes, e.g. \"@c3\" (found the number 3)"
    );
}

#[test]
fn a_result_that_disagrees_with_the_moves_is_refused() {
    let going_on = "format = 1\nmoves = [\"@c3\"]";
    let cases = [
        (
            going_on,
            "[result]\nwinner = \"white\"\nby = \"rules\"",
            "the file says White wins by the rules, but after its moves the game goes on",
        ),
        (
            going_on,
            "[result]\nwinner = \"white\"\nby = \"agreement\"",
            "a game ended by agreement is a draw: result.winner must be \"draw\"",
        ),
        (
            going_on,
            "[result]\nwinner = \"draw\"\nby = \"resignation\"",
            "a resignation is not a draw: result.winner must be \"white\" or \"black\"",
        ),
        (
            going_on,
            "[result]\nwinner = \"nobody\"\nby = \"rules\"",
            "result.winner must be one of \"white\", \"black\", \"draw\" (found \"nobody\")",
        ),
    ];
    for (head, tail, expected) in cases {
        let text = file_text(head, PLAYERS, tail, &rules_table(None));
        let (error, message) = refuse(text.as_bytes());
        assert!(
            message.ends_with(expected),
            "{message}\nexpected: {expected}"
        );
        assert!(error.line.is_some(), "{message}");
    }
}

#[test]
fn a_finished_game_without_its_result_is_refused() {
    // A 2×2 board, 2 pieces each: after @a1 @b1 @a2 @b2 the board is full,
    // white has nothing in hand and every jump would leave the board, so
    // white has no legal move and loses (no_legal_move = "loses").
    let rules = rules_table(Some(("rows", "rows = 2")))
        .replace("columns = 6", "columns = 2")
        .replace("pieces_per_player = 12", "pieces_per_player = 2");
    let head = "format = 1\nmoves = [\"@a1\", \"@b1\", \"@a2\", \"@b2\"]";
    let text = file_text(head, PLAYERS, "", &rules);
    let (_, message) = refuse(text.as_bytes());
    assert_eq!(
        message,
        "bad.toml: the moves end the game (Black wins (White has no legal move)), but the file has no [result]"
    );
    // With the right result it loads, and a wrong winner is refused.
    let good = file_text(
        head,
        PLAYERS,
        "[result]\nwinner = \"black\"\nby = \"rules\"",
        &rules,
    );
    let saved = SavedGame::parse(&good).expect("loads");
    assert_eq!(
        saved.outcome,
        Some(Outcome {
            result: GameResult::Win(Color::Black),
            reason: Reason::NoMoveLoses {
                stuck: Color::White
            }
        })
    );
    let wrong = file_text(
        head,
        PLAYERS,
        "[result]\nwinner = \"white\"\nby = \"rules\"",
        &rules,
    );
    let (_, message) = refuse(wrong.as_bytes());
    assert!(
        message.ends_with(
            "the file says White wins by the rules, but the moves end with Black wins (White has no legal move)"
        ),
        "{message}"
    );
}

#[test]
fn agreed_draws_and_resignations_load_as_they_ended() {
    let cases = [
        ("draw", "agreement", GameResult::Draw, Reason::Agreed),
        (
            "white",
            "resignation",
            GameResult::Win(Color::White),
            Reason::Resigned { by: Color::Black },
        ),
    ];
    for (winner, by, result, reason) in cases {
        let tail = format!("[result]\nwinner = \"{winner}\"\nby = \"{by}\"\nreason = \"whatever\"");
        let text = file_text(
            "format = 1\nmoves = [\"@c3\"]",
            PLAYERS,
            &tail,
            &rules_table(None),
        );
        let saved = SavedGame::parse(&text).expect("loads");
        let outcome = Outcome { result, reason };
        assert_eq!(saved.outcome, Some(outcome));
        let game = saved.to_game().expect("replays");
        assert_eq!(game.outcome(), Some(outcome));
        assert_eq!(game.ply(), 1);
    }
}

#[test]
fn a_saved_reason_is_a_key_and_old_english_reasons_still_load() {
    // Written today: the reason is data, in no language.
    let mut game = Game::default();
    game.play_tokens(&["@c3"]).expect("legal");
    game.end_by_agreement(Outcome {
        result: GameResult::Win(Color::Black),
        reason: Reason::Resigned { by: Color::White },
    });
    let text = SavedGame::from_game(&game, &Players::default()).to_toml_string();
    assert!(text.contains("\nreason = \"resigned\"\n"), "{text}");
    assert_eq!(
        SavedGame::parse(&text).expect("loads").outcome,
        game.outcome()
    );
    // Written before: the English sentence, which loads as it always did.
    let old = text.replace("reason = \"resigned\"", "reason = \"white resigned\"");
    assert_eq!(
        SavedGame::parse(&old).expect("loads").outcome,
        game.outcome()
    );
    // A key that the moves contradict is refused, on the [result] line.
    let wrong = text.replace("reason = \"resigned\"", "reason = \"repetition\"");
    let (e, message) = refuse(wrong.as_bytes());
    assert!(matches!(e.problem, Problem::Result(_)), "{message}");
    assert!(
        message.contains("the file gives the reason \"repetition\", but the moves end with Black wins (White resigned)"),
        "{message}"
    );
    let result_line = 1 + wrong
        .lines()
        .position(|l| l == "[result]")
        .expect("a [result]");
    assert_eq!(e.line, Some(result_line));
}

#[test]
fn every_reason_key_round_trips_through_a_file() {
    // Games ended by the rules, each saved and loaded: the key written is
    // the reason's, and reading it back agrees with the replay.
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..200 {
        let rules = rules_from(
            seed as u8,
            (seed / 7) as u8,
            3,
            (seed % 64) as u8,
            (seed % 3) as u8,
            (seed * 37 % 256) as u8,
            (seed * 91 % 256) as u8,
            (seed % 5) as u8,
        );
        let game = random_game(rules, seed, 400);
        let Some(outcome) = game.outcome() else {
            continue;
        };
        let text = SavedGame::from_game(&game, &Players::default()).to_toml_string();
        assert!(
            text.contains(&format!("reason = \"{}\"\n", outcome.reason.key())),
            "{text}"
        );
        assert_eq!(
            SavedGame::parse(&text).expect("loads").outcome,
            Some(outcome)
        );
        seen.insert(outcome.reason.key());
    }
    assert!(seen.len() >= 3, "only {seen:?}");
    assert!(seen.iter().all(|k| Reason::KEYS.contains(k)));
}

#[test]
fn files_over_one_mib_are_refused_unread() {
    let dir = tempfile::tempdir().expect("tempdir");
    // A valid game padded with a comment to exactly the limit loads.
    let saved = SavedGame::from_game(&random_game(Rules::default(), 7, 20), &Players::default());
    let mut text = saved.to_toml_string();
    text.push('#');
    let pad = MAX_FILE_SIZE as usize - text.len() - 1;
    text.push_str(&" ".repeat(pad));
    text.push('\n');
    assert_eq!(text.len() as u64, MAX_FILE_SIZE);
    let exact = dir.path().join("exact.toml");
    fs::write(&exact, &text).expect("write");
    assert_eq!(record::load(&exact).expect("at the limit loads"), saved);

    // One byte more is refused by its size alone.
    text.push(' ');
    let over = dir.path().join("over.toml");
    fs::write(&over, &text).expect("write");
    let error = record::load(&over).expect_err("over the limit");
    assert_eq!(
        error.problem,
        Problem::Read(ReadError::TooLarge {
            size: MAX_FILE_SIZE + 1,
            max: MAX_FILE_SIZE
        })
    );

    // A sparse file of 64 GiB: reading it whole would take minutes and more
    // memory than the machine has; it is refused at once.
    let huge = dir.path().join("huge.toml");
    let file = fs::File::create(&huge).expect("create");
    if file.set_len(64 << 30).is_ok() {
        let error = record::load(&huge).expect_err("huge");
        assert_eq!(
            error.problem,
            Problem::Read(ReadError::TooLarge {
                size: 64 << 30,
                max: MAX_FILE_SIZE
            })
        );
        assert!(error.to_string().contains("larger than 1 MiB"));
    }
}

#[test]
fn a_missing_file_and_a_directory_are_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let error = record::load(&dir.path().join("none.toml")).expect_err("missing");
    assert!(matches!(error.problem, Problem::Read(ReadError::Io(_))));
    assert!(error.to_string().contains("none.toml: "), "{error}");
    let error = record::load(dir.path()).expect_err("a directory");
    assert_eq!(
        error.problem,
        Problem::Read(ReadError::NotAFile(FileKind::Folder))
    );
    assert_eq!(
        error.to_string(),
        format!("{}: a folder, not a regular file", dir.path().display())
    );
}

// ---------------------------------------------------------------- writing

#[test]
fn save_new_never_overwrites() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("mine.toml");
    fs::write(&path, "somebody's notes\n").expect("write");
    let saved = SavedGame::from_game(&random_game(Rules::default(), 3, 9), &Players::default());
    let before = snapshot(dir.path());
    match saved.save_new(&path) {
        Err(SaveError::Exists(p)) => assert_eq!(p, path),
        other => panic!("expected Exists, got {other:?}"),
    }
    assert_eq!(snapshot(dir.path()), before);
    // Once the user said yes:
    saved.save_overwrite(&path).expect("overwrite");
    assert_eq!(record::load(&path).expect("load"), saved);
    // No temporary file is left behind.
    assert_eq!(fs::read_dir(dir.path()).expect("dir").count(), 1);
}

#[test]
fn a_failed_rename_leaves_the_previous_autosave_whole() {
    let dir = tempfile::tempdir().expect("tempdir");
    let autosave = Autosave::in_dir(dir.path().join("data"));
    let players = Players::new("Ama", "Kofi");
    let first = random_game(Rules::default(), 11, 12);
    autosave.write(&first, &players).expect("first autosave");
    let before = snapshot(dir.path());

    let next = random_game(Rules::default(), 11, 13);
    let text = SavedGame::from_game(&next, &players).to_toml_string();
    let fail = |_: &Path, _: &Path| Err(io::Error::other("disk unplugged"));
    let error = record::write_atomic_with(autosave.path(), text.as_bytes(), Replace::Yes, &fail)
        .expect_err("the rename fails");
    assert!(error.to_string().contains("disk unplugged"), "{error}");

    // The directory is exactly as before: old file whole, no temporary file.
    assert_eq!(snapshot(dir.path()), before);
    let resume = autosave.offer().expect("reads").expect("offered");
    // Twelve plies are six moves, counted in pairs as the move list counts.
    assert_eq!(resume.moves, 6);
    assert_same_game(&resume.saved.to_game().expect("replays"), &first);
}

#[test]
fn autosave_offers_unfinished_games_only() {
    let dir = tempfile::tempdir().expect("tempdir");
    let autosave = Autosave::in_dir(dir.path().join("nested").join("yote"));
    assert_eq!(autosave.read().expect("nothing to read"), None);
    assert_eq!(autosave.path().file_name().unwrap(), AUTOSAVE_FILE);

    let rules = Rules {
        second_piece: SecondPiece::BoardOrHand,
        multi_jump: true,
        ..Rules::default()
    };
    let mut game = random_game(rules, 5, 8);
    let players = Players::new("Ama", "Kofi");
    autosave.write(&game, &players).expect("write");
    let resume = autosave.offer().expect("reads").expect("offered");
    assert_eq!(resume.players, players);
    assert_eq!(resume.moves, game.moves_played());
    assert_eq!(
        (game.ply(), resume.moves),
        (8, 4),
        "eight plies, four moves"
    );
    assert!(!resume.finished);
    assert_eq!(
        yote::words::rules_summary(&resume.rules),
        "5×6, 12 pieces each, Second piece from the hand, multi-jump"
    );

    // The game ends by resignation: it is kept, with its result, but no
    // longer offered.
    end_by_hand(&mut game, 2);
    autosave.write(&game, &players).expect("write");
    let kept = autosave.read().expect("reads").expect("kept");
    assert!(kept.finished);
    assert_eq!(kept.saved.outcome, game.outcome());
    assert_eq!(autosave.offer().expect("reads"), None);

    autosave.clear().expect("clear");
    assert!(!autosave.path().exists());
    autosave.clear().expect("clearing twice is fine");
}

#[test]
fn a_bad_autosave_is_reported_and_left_alone() {
    let dir = tempfile::tempdir().expect("tempdir");
    let autosave = Autosave::in_dir(dir.path());
    fs::write(autosave.path(), "format = 9\n").expect("write");
    let before = snapshot(dir.path());
    let error = autosave.offer().expect_err("refused");
    assert_eq!(error.problem, Problem::NewerFormat { found: 9 });
    assert_eq!(snapshot(dir.path()), before);
}

#[test]
fn suggested_save_paths_name_no_existing_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let first = record::suggest_save_path(dir.path());
    assert_eq!(first, dir.path().join("yote-game.toml"));
    fs::write(&first, "x").expect("write");
    assert_eq!(
        record::suggest_save_path(dir.path()),
        dir.path().join("yote-game-2.toml")
    );
}

// ---------------------------------------------------------------- a killed writer

/// Set for the child process of the kill test.
const WRITER_ENV: &str = "YOTE_TEST_AUTOSAVE_WRITER";

/// The games the writer autosaves, in order: random standard games, one
/// after another, each after every move.
fn writer_games() -> impl Iterator<Item = SavedGame> {
    let mut rng = SmallRng::seed_from_u64(2024);
    let mut game = Game::default();
    let players = Players::new("Writer", "Killed");
    let mut moves = Vec::new();
    std::iter::from_fn(move || {
        if game.is_over() || game.ply() >= 120 {
            game = Game::default();
        }
        game.legal_moves_into(&mut moves);
        let mv = moves[rng.random_range(0..moves.len())];
        game.play_unchecked(mv);
        Some(SavedGame::from_game(&game, &players))
    })
}

/// Not a test: the child process of the kill test, autosaving in a tight
/// loop until it is killed. Does nothing unless the kill test started it.
#[test]
#[ignore = "helper process for killed_while_autosaving_keeps_a_loadable_autosave"]
fn autosave_writer() {
    if std::env::var_os(WRITER_ENV).is_none() {
        return;
    }
    let autosave = Autosave::locate().expect("the data directory is set");
    for (n, saved) in writer_games().enumerate() {
        autosave.write_saved(&saved).expect("autosave");
        println!("autosaved {}", n + 1);
    }
}

/// The longest the kill test waits for the writer's next report.
const WAIT: Duration = Duration::from_secs(20);

/// The writes the writer reports ("autosaved N"), read on a thread so that
/// every wait on them is bounded; the channel disconnects at the end of its
/// output.
fn writer_reports(stdout: ChildStdout) -> Receiver<usize> {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if let Some(n) = line.strip_prefix("autosaved ") {
                let n = n.parse().expect("a count");
                if tx.send(n).is_err() {
                    break;
                }
            }
        }
    });
    rx
}

/// Kills the child if the test fails half-way.
struct KillOnDrop(Child);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn killed_while_autosaving_keeps_a_loadable_autosave() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = dir.path().join("data");
    let autosave = Autosave::in_dir(&data);
    let mut rng = SmallRng::seed_from_u64(99);
    for round in 0..8 {
        let child = Command::new(std::env::current_exe().expect("test binary"))
            .args([
                "record::autosave_writer",
                "--exact",
                "--ignored",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(WRITER_ENV, "1")
            .env(DATA_DIR_ENV, &data)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start the writer");
        let mut child = KillOnDrop(child);
        let reports = writer_reports(child.0.stdout.take().expect("stdout"));
        let kill_after = rng.random_range(5..40);
        let mut written = 0;
        while written < kill_after {
            written = match reports.recv_timeout(WAIT) {
                Ok(n) => n,
                Err(RecvTimeoutError::Timeout) => {
                    panic!("round {round}: no write for {WAIT:?} after write {written}")
                }
                Err(RecvTimeoutError::Disconnected) => {
                    panic!("round {round}: the writer stopped after write {written}")
                }
            };
        }
        child.0.kill().expect("kill");
        child.0.wait().expect("wait");
        // The last write the writer reported finishing, read to the end of
        // its output; it may have finished one more before it died, but no
        // fewer.
        loop {
            match reports.recv_timeout(WAIT) {
                Ok(n) => written = n,
                Err(RecvTimeoutError::Disconnected) => break,
                Err(RecvTimeoutError::Timeout) => {
                    panic!("round {round}: the writer's output did not end {WAIT:?} after the kill")
                }
            }
        }
        let saved = record::load(autosave.path())
            .unwrap_or_else(|e| panic!("round {round}: the autosave does not load: {e}"));
        let expected: Vec<SavedGame> = writer_games().skip(written - 1).take(2).collect();
        assert!(
            expected.contains(&saved),
            "round {round}: the autosave is neither write {written} nor the next"
        );
        saved.to_game().expect("replays");
    }
}

// ---------------------------------------------------------------- command line

fn yote(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_yote"))
        // The messages matched here are English: a fixed locale, whatever
        // the machine's.
        .env("LC_ALL", "C.UTF-8")
        .args(args)
        .env(DATA_DIR_ENV, "/nonexistent/yote-test-must-not-write")
        .output()
        .expect("run yote")
}

#[test]
fn position_of_a_saved_game_matches_its_moves() {
    let dir = tempfile::tempdir().expect("tempdir");
    let rules = rules_from(3, 4, 9, 0b10_1110, 1, 2, 0, 1);
    let game = random_game(rules.clone(), 42, 40);
    let path = dir.path().join("g.toml");
    SavedGame::from_game(&game, &Players::default())
        .save_new(&path)
        .expect("save");
    let rules_path = dir.path().join("rules.toml");
    fs::write(&rules_path, rules.to_toml()).expect("write rules");
    let tokens: Vec<String> = game.moves().map(std::string::ToString::to_string).collect();
    for json in [true, false] {
        let mut from_file = vec!["position", "--game", path.to_str().unwrap()];
        let mut from_moves = vec!["--rules", rules_path.to_str().unwrap(), "position"];
        from_moves.extend(tokens.iter().map(String::as_str));
        if json {
            from_file.push("--json");
            from_moves.push("--json");
        }
        let a = yote(&from_file);
        let b = yote(&from_moves);
        assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
        assert!(b.status.success(), "{}", String::from_utf8_lossy(&b.stderr));
        assert_eq!(a.stdout, b.stdout);
        assert!(!a.stdout.is_empty());
    }
}

#[test]
fn position_of_a_bad_game_exits_with_2() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("bad.toml");
    fs::write(
        &path,
        file_text(BAD_SEVENTH, PLAYERS, "", &rules_table(None)),
    )
    .expect("write");
    let before = snapshot(dir.path());
    for args in [
        vec!["position", "--game", path.to_str().unwrap()],
        vec!["position", "--json", "--game", path.to_str().unwrap()],
        vec!["--load", path.to_str().unwrap()],
    ] {
        let out = yote(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!(
                "yote: {}, line 2: move 4, White 'c3xc5': c4 holds no enemy piece\n",
                path.display()
            )
        );
    }
    assert_eq!(snapshot(dir.path()), before);
}

#[test]
fn load_checks_the_file_up_front() {
    let dir = tempfile::tempdir().expect("tempdir");
    let good = dir.path().join("good.toml");
    SavedGame::from_game(&random_game(Rules::default(), 8, 6), &Players::default())
        .save_new(&good)
        .expect("save");
    let newer = dir.path().join("newer.toml");
    fs::write(&newer, "format = 3\n").expect("write");

    let out = yote(&["--load", newer.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "yote: {}, line 1: made by a newer yote: format 3, this one reads format 1\n",
            newer.display()
        )
    );
    let out = yote(&["--load", dir.path().join("none.toml").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));

    // A saved game has its own rules: --set with it is refused, not ignored.
    let out = yote(&["--load", good.to_str().unwrap(), "--set", "rows=4"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("carries its own rules"));
    let out = yote(&[
        "position",
        "--game",
        good.to_str().unwrap(),
        "--set",
        "rows=4",
    ]);
    assert_eq!(out.status.code(), Some(2));
    // --load with a command would be ignored: refused.
    let out = yote(&["--load", good.to_str().unwrap(), "position", "@a1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--game FILE"));
    // --game and moves together are a usage error.
    let out = yote(&["position", "--game", good.to_str().unwrap(), "@a1"]);
    assert_eq!(out.status.code(), Some(2));
}

/// The id of a process that has ended.
#[cfg(unix)]
fn dead_pid() -> u32 {
    let mut child = Command::new("true").spawn().expect("run true");
    let pid = child.id();
    child.wait().expect("wait");
    pid
}

#[cfg(unix)]
#[test]
fn writes_remove_temporary_files_left_by_killed_writers() {
    let dir = tempfile::tempdir().expect("tempdir");
    let autosave = Autosave::in_dir(dir.path());
    let dead = dead_pid();
    let live = std::os::unix::process::parent_id();
    let partial = "# A game of Yoté, saved by yote 0.1.0. Open it with: yote --load FILE\nformat = 1\nmoves = [\n    \"@c3\",";
    let file = |name: String, text: &str| {
        let path = dir.path().join(name);
        fs::write(&path, text).expect("write");
        path
    };
    // A killed autosave, a killed manual save (of another name), one killed
    // before it wrote a byte: all go, however fresh.
    let stale = [
        file(format!(".autosave.toml.{dead}.0.tmp"), partial),
        file(format!(".my game.toml.{dead}.3.tmp"), "# A game of Yo"),
        file(format!(".autosave.toml.{dead}.1.tmp"), ""),
    ];
    // A live writer's, another program's, and a file of ours that is whole
    // are not ours to remove.
    let kept = [
        file(format!(".autosave.toml.{live}.0.tmp"), partial),
        file(format!(".notes.txt.{dead}.0.tmp"), "my notes"),
        file("game.toml".to_string(), partial),
        file(format!("autosave.toml.{dead}.0.tmp"), partial),
    ];
    autosave
        .write(&random_game(Rules::default(), 4, 3), &Players::default())
        .expect("write");
    for path in &stale {
        assert!(!path.exists(), "{} stays", path.display());
    }
    for path in &kept {
        assert!(path.exists(), "{} went", path.display());
    }
    // A manual save cleans up too.
    let again = file(format!(".saved.toml.{dead}.0.tmp"), partial);
    SavedGame::from_game(&random_game(Rules::default(), 5, 3), &Players::default())
        .save_new(&dir.path().join("saved.toml"))
        .expect("save");
    assert!(!again.exists());
}

#[test]
fn a_saved_game_opens_at_any_ply() {
    let mut game = (0..)
        .map(|seed| random_game(Rules::default(), seed, 1000))
        .find(Game::is_over)
        .expect("some game ends");
    let saved = SavedGame::from_game(&game, &Players::default());
    assert_same_game(&saved.game_at(usize::MAX).expect("the end"), &game);
    let end = game.ply();
    for ply in (0..end).rev() {
        game.undo();
        let at = saved.game_at(ply).expect("a prefix replays");
        assert_same_game(&at, &game);
        assert_eq!(at.outcome(), None);
    }
}

// ---------------------------------------------------------------- limits

/// The longest game the engine allows, with the longest tokens (every move
/// a 5-character step after two drops) and the longest names (control
/// characters, written as 6-byte escapes): written, it still loads.
#[test]
fn the_largest_game_the_program_allows_writes_and_loads() {
    let game = longest_game();
    assert_eq!(game.ply(), MAX_PLIES);
    let end = Outcome {
        result: GameResult::Draw,
        reason: Reason::MoveLimit,
    };
    assert_eq!(game.outcome(), Some(end), "drawn at the limit");
    assert!(game.legal_moves().is_empty());

    let name = "\u{1}".repeat(MAX_NAME_CHARS);
    let saved = SavedGame::from_game(&game, &Players::new(name.clone(), name));
    let text = saved.to_toml_string();
    assert!(
        text.len() as u64 <= LARGEST_FILE && LARGEST_FILE <= MAX_FILE_SIZE,
        "{} bytes, bound {LARGEST_FILE}, limit {MAX_FILE_SIZE}",
        text.len()
    );
    let dir = tempfile::tempdir().expect("tempdir");
    let autosave = Autosave::in_dir(dir.path());
    autosave.write_saved(&saved).expect("autosave");
    let back = record::load(autosave.path()).expect("the largest game loads");
    assert_eq!(back, saved);
    assert_same_game(&back.to_game().expect("replays"), &game);

    // One move more is refused: the game is over.
    let mut longer = saved.clone();
    longer.moves.push("a1-a2".into());
    longer.outcome = None;
    let error = SavedGame::parse(&longer.to_toml_string()).expect_err("past the end");
    assert!(
        matches!(error.problem, Problem::Move(ref e) if e.number == MAX_PLIES + 1),
        "{error}"
    );
    // A longer name than any the game writes is refused, naming it.
    let long = Players::new("x".repeat(MAX_NAME_CHARS + 1), "y");
    let error = SavedGame::parse(&SavedGame::from_game(&Game::default(), &long).to_toml_string())
        .expect_err("a name too long");
    assert_eq!(
        error.to_string(),
        format!("line 6: players.white is longer than {MAX_NAME_CHARS} characters")
    );
}
