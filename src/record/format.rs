//! The saved-game file: reading it with every problem located, and writing it.

use super::{
    COMPUTER_KEYS, Claim, ClockDropped, ClockRecord, Disagreement, EndedBy, FORMAT, KeyProblem,
    LoadError, MAX_FILE_SIZE, MAX_NAME_CHARS, MOVES_PER_LINE, Machine, Players, Problem, SavedGame,
    TOP_KEYS, read_bounded, utf8_text,
};
use std::path::Path;
use std::time::Duration;

use crate::clock::TimeControl;

use toml::de::{DeTable, DeValue};

use crate::toml_doc::{self, Doc, data as rule_value};
use yote_engine::rules::Place;
use yote_engine::{Color, Game, GameResult, Outcome, Reason, Rules, RulesError};

/// Reads and checks the saved game in `path`. Never writes anything.
pub fn load(path: &Path) -> Result<SavedGame, LoadError> {
    read_limited(path)
        .and_then(|text| SavedGame::parse(&text))
        .map_err(|e| e.in_file(path))
}

/// The file's text, through [`read_bounded`] with [`MAX_FILE_SIZE`].
pub(super) fn read_limited(path: &Path) -> Result<String, LoadError> {
    let bytes = read_bounded(path, MAX_FILE_SIZE).map_err(|e| LoadError::new(Problem::Read(e)))?;
    utf8_text(bytes).map_err(|line| LoadError::new(Problem::NotText).on_line(Some(line)))
}

/// Checks a parsed document, the format version first: a newer file may
/// well have keys this version does not know.
pub(super) fn read_document(lines: &Doc) -> Result<SavedGame, LoadError> {
    let Parts {
        players,
        rules,
        moves,
        claim,
    } = read_parts(lines)?;
    let game = replay(&rules, &moves, claim).map_err(|e| match &e.problem {
        Problem::Move(r) => {
            let line = lines.item_line(&["moves"], r.number - 1);
            e.on_line(line)
        }
        Problem::Result(_) => e.on_line(lines.key_line(&["result"])),
        _ => e,
    })?;
    // Derived data that does not fit the moves is dropped, not refused.
    let review = lines
        .root()
        .get("review")
        .and_then(|r| toml_doc::to_value(r.get_ref()))
        .and_then(|r| super::review::read_review(&r, &rules, &moves));
    // A clock that cannot be read is set aside: the game loads untimed.
    let (clock, clock_dropped) = match lines.root().get("clock") {
        None => (None, None),
        Some(value) => match read_clock(value.get_ref(), moves.len(), lines) {
            Ok(clock) => (Some(clock), None),
            Err(dropped) => (None, Some(dropped)),
        },
    };
    Ok(SavedGame {
        players,
        rules,
        moves,
        outcome: game.outcome(),
        review,
        clock,
        clock_dropped,
    })
}

/// The keys of `[clock]`.
const CLOCK_KEYS: [&str; 4] = ["control", "white_left_ms", "black_left_ms", "spent_ms"];

/// The `[clock]` table of a game of `moves` moves, or the key at fault.
fn read_clock(value: &DeValue, moves: usize, lines: &Doc) -> Result<ClockRecord, ClockDropped> {
    let fault = |key: &str| {
        let (name, path) = if key.is_empty() {
            ("[clock]".to_string(), vec!["clock"])
        } else {
            (format!("clock.{key}"), vec!["clock", key])
        };
        ClockDropped {
            key: name,
            line: lines.key_line(&path).or_else(|| lines.key_line(&["clock"])),
        }
    };
    let DeValue::Table(table) = value else {
        return Err(fault(""));
    };
    if let Some((key, _)) = toml_doc::in_text_order(table)
        .into_iter()
        .find(|(k, _)| !CLOCK_KEYS.contains(&k.get_ref().as_ref()))
    {
        return Err(fault(key.get_ref()));
    }
    let control = match table.get("control").map(toml::Spanned::get_ref) {
        Some(DeValue::String(s)) => TimeControl::parse(s).map_err(|_| fault("control"))?,
        _ => return Err(fault("control")),
    };
    let millis = |value: &DeValue| {
        toml_doc::whole(value)
            .and_then(|n| u64::try_from(n).ok())
            .map(Duration::from_millis)
    };
    let left = |key: &str| {
        table
            .get(key)
            .and_then(|v| millis(v.get_ref()))
            .ok_or_else(|| fault(key))
    };
    let left = [left("white_left_ms")?, left("black_left_ms")?];
    let spent = match table.get("spent_ms").map(toml::Spanned::get_ref) {
        None => Vec::new(),
        Some(DeValue::Array(items)) if items.len() == moves => items
            .iter()
            .map(|item| millis(item.get_ref()))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| fault("spent_ms"))?,
        Some(_) => return Err(fault("spent_ms")),
    };
    Ok(ClockRecord {
        control,
        left,
        spent,
    })
}

/// The `[clock]` table: the time control, each side's time left, and each
/// move's time (ten a line, numbered) when `with_spent`.
pub(super) fn write_clock(out: &mut String, clock: &ClockRecord, with_spent: bool) {
    out.push_str("\n[clock]\n");
    out.push_str(&format!(
        "control = {} # minutes + seconds added a move, as --clock takes it\n",
        toml_string(&clock.control.to_string())
    ));
    out.push_str(&format!(
        "white_left_ms = {} # each player's time left, in milliseconds\n",
        clock.left[0].as_millis()
    ));
    out.push_str(&format!("black_left_ms = {}\n", clock.left[1].as_millis()));
    if !with_spent || clock.spent.is_empty() {
        return;
    }
    out.push_str("spent_ms = [ # the time each move took\n");
    for (i, chunk) in clock.spent.chunks(MOVES_PER_LINE).enumerate() {
        let first = i * MOVES_PER_LINE + 1;
        let last = first + chunk.len() - 1;
        let times: Vec<String> = chunk.iter().map(|d| d.as_millis().to_string()).collect();
        out.push_str(&format!("    {}, # {first}-{last}\n", times.join(", ")));
    }
    out.push_str("]\n");
}

/// What a saved game's file says, checked key by key but not replayed.
pub(super) struct Parts {
    pub players: Players,
    pub rules: Rules,
    pub moves: Vec<String>,
    pub claim: Option<Claim>,
}

/// Reads what the file says (format, players, rules, moves and result)
/// without replaying the moves: the open dialog's list reads this much of
/// every file, and only the game opened is replayed.
pub(super) fn read_parts(lines: &Doc) -> Result<Parts, LoadError> {
    let table = lines.root();
    let format = match table.get("format").map(toml::Spanned::get_ref) {
        // docs/rules.md §7 names the rules, the names and the moves: a file
        // that holds only those is read as the first format.
        None => 1,
        Some(value @ DeValue::Integer(n)) => match toml_doc::whole(value) {
            Some(n) => n,
            // Past 64 bits: no format, and said as written.
            None => {
                return Err(LoadError::key(KeyProblem::FormatTooOld {
                    found: n.as_str().to_string(),
                })
                .on_line(lines.key_line(&["format"])));
            }
        },
        Some(other) => {
            return Err(LoadError::key(KeyProblem::FormatNotWhole {
                found: rule_value(other),
            })
            .on_line(lines.key_line(&["format"])));
        }
    };
    if format > FORMAT {
        return Err(LoadError::new(Problem::NewerFormat { found: format })
            .on_line(lines.key_line(&["format"])));
    }
    if format < 1 {
        return Err(LoadError::key(KeyProblem::FormatTooOld {
            found: format.to_string(),
        })
        .on_line(lines.key_line(&["format"])));
    }
    check_keys(table, &TOP_KEYS, &["moves", "players", "rules"], &[], lines)?;
    let players = read_players(sub_table(table, "players", lines)?, lines)?;
    sub_table(table, "rules", lines)?;
    let rules = read_rules(lines)?;
    let moves = read_moves(table["moves"].get_ref(), lines)?;
    let claim = match table.get("result") {
        Some(_) => Some(read_claim(sub_table(table, "result", lines)?, lines)?),
        None => None,
    };
    Ok(Parts {
        players,
        rules,
        moves,
        claim,
    })
}

/// Refuses unknown keys (naming the known ones) and missing required ones.
/// `parent` is the table's path, empty at the top.
pub(super) fn check_keys(
    table: &DeTable,
    known: &[&str],
    required: &[&str],
    parent: &[&str],
    lines: &Doc,
) -> Result<(), LoadError> {
    let prefix: String = parent.iter().map(|p| format!("{p}.")).collect();
    let unknown = toml_doc::in_text_order(table)
        .into_iter()
        .map(|(k, _)| k.get_ref().as_ref())
        .find(|k| !known.contains(k));
    if let Some(unknown) = unknown {
        let mut path = parent.to_vec();
        path.push(unknown);
        return Err(LoadError::key(KeyProblem::Unknown {
            key: format!("{prefix}{unknown}"),
            table: (!parent.is_empty()).then(|| parent.join(".")),
            known: known.iter().map(std::string::ToString::to_string).collect(),
        })
        .on_line(lines.key_line(&path)));
    }
    if let Some(missing) = required.iter().find(|k| !table.contains_key(**k)) {
        let line = if parent.is_empty() {
            None
        } else {
            lines.key_line(parent)
        };
        return Err(LoadError::key(KeyProblem::Missing {
            key: format!("{prefix}{missing}"),
        })
        .on_line(line));
    }
    Ok(())
}

/// The table under top-level `key`, which must be one.
pub(super) fn sub_table<'t, 'a>(
    table: &'t DeTable<'a>,
    key: &str,
    lines: &Doc,
) -> Result<&'t DeTable<'a>, LoadError> {
    match table.get(key).map(toml::Spanned::get_ref) {
        Some(DeValue::Table(t)) => Ok(t),
        Some(other) => Err(LoadError::key(KeyProblem::NotATable {
            key: key.to_string(),
            found: rule_value(other),
        })
        .on_line(lines.key_line(&[key]))),
        None => Err(LoadError::key(KeyProblem::Missing {
            key: key.to_string(),
        })),
    }
}

pub(super) fn read_players(table: &DeTable, lines: &Doc) -> Result<Players, LoadError> {
    let keys = ["white", "black"];
    let known = ["white", "black", COMPUTER_KEYS[0], COMPUTER_KEYS[1]];
    check_keys(table, &known, &keys, &["players"], lines)?;
    let name = |key: &str| match table[key].get_ref() {
        DeValue::String(s) if s.chars().count() > MAX_NAME_CHARS => {
            Err(LoadError::key(KeyProblem::NameTooLong {
                key: format!("players.{key}"),
            })
            .on_line(lines.key_line(&["players", key])))
        }
        DeValue::String(s) => Ok(s.to_string()),
        other => Err(LoadError::key(KeyProblem::NotAName {
            key: format!("players.{key}"),
            found: rule_value(other),
        })
        .on_line(lines.key_line(&["players", key]))),
    };
    // A level, or the engine; any other word is refused, naming the key.
    let machine = |key: &str| match table.get(key).map(toml::Spanned::get_ref) {
        None => Ok(None),
        Some(DeValue::String(s)) if Machine::parse(s).is_some() => Ok(Machine::parse(s)),
        Some(other) => Err(LoadError::key(KeyProblem::NotAComputer {
            key: format!("players.{key}"),
            found: rule_value(other),
        })
        .on_line(lines.key_line(&["players", key]))),
    };
    Ok(Players {
        white: name("white")?,
        black: name("black")?,
        computer: [machine(COMPUTER_KEYS[0])?, machine(COMPUTER_KEYS[1])?],
    })
}

/// The `[rules]` table (which must be one): every key is required (a saved
/// game must not change meaning when the standard rules change).
pub(super) fn read_rules(lines: &Doc) -> Result<Rules, LoadError> {
    crate::rules_file::saved_rules(lines).map_err(|e| {
        let line = match e.place {
            Some(Place::Line(line)) => Some(line),
            _ => lines.key_line(&["rules"]),
        };
        LoadError::new(Problem::Rules(RulesError { place: None, ..e })).on_line(line)
    })
}

/// More characters than any move can be written with: the longest, a
/// multi-jump over all 32 pieces of an 8 × 8 board with a second removal
/// for each, is 2 + 32 × 3 + 32 × 3 = 194.
pub const MAX_TOKEN_CHARS: usize = 256;

/// A move token as it is replayed: one longer than [`MAX_TOKEN_CHARS`] is
/// cut to its first 60 characters and "…". It is refused all the same (no
/// move is that long, and "…" is no part of the notation), but the refusal
/// quotes 60 characters rather than the megabyte it was given.
pub fn bounded_token(token: &str) -> std::borrow::Cow<'_, str> {
    match token.char_indices().nth(MAX_TOKEN_CHARS) {
        Some(_) => {
            let end = token.char_indices().nth(60).map_or(token.len(), |(i, _)| i);
            format!("{}…", &token[..end]).into()
        }
        None => token.into(),
    }
}

pub(super) fn read_moves(value: &DeValue, lines: &Doc) -> Result<Vec<String>, LoadError> {
    let DeValue::Array(items) = value else {
        return Err(LoadError::key(KeyProblem::NotAMoveList {
            found: rule_value(value),
        })
        .on_line(lines.key_line(&["moves"])));
    };
    items
        .iter()
        .enumerate()
        .map(|(i, item)| match item.get_ref() {
            DeValue::String(s) => Ok(bounded_token(s).into_owned()),
            other => Err(LoadError::key(KeyProblem::MoveNotText {
                number: i + 1,
                found: rule_value(other),
            })
            .on_line(lines.item_line(&["moves"], i))),
        })
        .collect()
}

pub(super) fn read_claim(table: &DeTable, lines: &Doc) -> Result<Claim, LoadError> {
    check_keys(
        table,
        &["winner", "by", "reason"],
        &["winner", "by"],
        &["result"],
        lines,
    )?;
    let text = |key: &str| match table.get(key).map(toml::Spanned::get_ref) {
        Some(DeValue::String(s)) => Ok(s.as_ref()),
        Some(other) => Err(LoadError::key(KeyProblem::NotAWord {
            key: format!("result.{key}"),
            found: rule_value(other),
        })
        .on_line(lines.key_line(&["result", key]))),
        None => Ok(""),
    };
    let winner = match text("winner")? {
        "white" => GameResult::Win(Color::White),
        "black" => GameResult::Win(Color::Black),
        "draw" => GameResult::Draw,
        other => {
            return Err(LoadError::key(KeyProblem::NotAWinner {
                found: other.to_string(),
            })
            .on_line(lines.key_line(&["result", "winner"])));
        }
    };
    let by_text = text("by")?;
    let Some(by) = EndedBy::ALL.into_iter().find(|b| b.key() == by_text) else {
        return Err(LoadError::key(KeyProblem::NotAnEnding {
            found: by_text.to_string(),
        })
        .on_line(lines.key_line(&["result", "by"])));
    };
    // A key since reasons are data; any other text is the English sentence
    // of an older file, for people only, and is not checked.
    let reason = text("reason")?;
    let reason = Reason::KEYS.into_iter().find(|k| *k == reason);
    Ok(Claim { winner, by, reason })
}

/// Plays `moves` under `rules`, then checks the claimed result against the
/// replay and applies an agreed draw or a resignation.
pub(super) fn replay(
    rules: &Rules,
    moves: &[String],
    claim: Option<Claim>,
) -> Result<Game, LoadError> {
    let mut game = Game::new(rules.clone()).expect("rules are validated when read");
    game.play_tokens(moves)
        .map_err(|e| LoadError::new(Problem::Move(Box::new(e))))?;
    let disagree = |why: Disagreement| Err(LoadError::disagree(why));
    match (claim, game.outcome()) {
        (None, None) => {}
        (None, Some(ended)) => return disagree(Disagreement::NoResult { ended }),
        (Some(claim), Some(ended)) => {
            if claim.by != EndedBy::Rules || claim.winner != ended.result {
                return disagree(Disagreement::Claimed { claim, ended });
            }
        }
        (Some(claim), None) => match (claim.by, claim.winner) {
            (EndedBy::Rules, _) => return disagree(Disagreement::GoesOn { claim }),
            (EndedBy::Agreement, GameResult::Draw) => game.end_by_agreement(Outcome {
                result: GameResult::Draw,
                reason: Reason::Agreed,
            }),
            (EndedBy::Agreement, GameResult::Win(_)) => {
                return disagree(Disagreement::AgreementNotDraw);
            }
            (EndedBy::Resignation, GameResult::Win(winner)) => game.end_by_agreement(Outcome {
                result: GameResult::Win(winner),
                reason: Reason::Resigned { by: winner.other() },
            }),
            (EndedBy::Resignation, GameResult::Draw) => {
                return disagree(Disagreement::ResignationDraw);
            }
            // The flag of the player to move fell; the engine says whether
            // that is a loss or a draw.
            (EndedBy::Time, winner) => {
                let ended = game.out_of_time(game.to_move());
                if ended.result != winner {
                    return disagree(Disagreement::Claimed { claim, ended });
                }
                game.end_by_agreement(ended);
            }
        },
    }
    if let (Some(said), Some(ended)) = (claim.and_then(|c| c.reason), game.outcome())
        && said != ended.reason.key()
    {
        return disagree(Disagreement::Reason { said, ended });
    }
    Ok(game)
}

/// A string as a TOML value, quoted and escaped.
pub(super) fn toml_string(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

/// The move list, [`MOVES_PER_LINE`] a line, each line numbered for people.
pub(super) fn write_moves(out: &mut String, moves: &[String]) {
    if moves.is_empty() {
        out.push_str("moves = []\n");
        return;
    }
    out.push_str("moves = [\n");
    for (i, chunk) in moves.chunks(MOVES_PER_LINE).enumerate() {
        let first = i * MOVES_PER_LINE + 1;
        let last = first + chunk.len() - 1;
        let tokens: Vec<String> = chunk.iter().map(|m| toml_string(m)).collect();
        out.push_str(&format!("    {}, # {first}-{last}\n", tokens.join(", ")));
    }
    out.push_str("]\n");
}
