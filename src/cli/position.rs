//! `yote position`: replay moves and print the position, for people or as JSON.

use std::path::{Path, PathBuf};
use yote::words::Say;

use serde::Serialize;

use yote::tr;
use yote::words;
use yote_engine::{Color, Game, GameResult, Square};

use super::{Cli, CliError, refuse_rules_with_game, replay_from};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Moves in notation, e.g. @c3 @d3 c3-c4.
    pub moves: Vec<String>,
    /// Start from this position (docs/rules.md §5.1) instead of the start,
    /// e.g. '6/6/2w3/1b4/6 w 11 11 2'.
    #[arg(long, value_name = "POS", conflicts_with = "game")]
    pub from: Option<String>,
    /// Print the position of this saved game instead (it has its own rules).
    #[arg(long, value_name = "FILE", conflicts_with = "moves")]
    pub game: Option<PathBuf>,
    /// Print one JSON object instead of the board.
    #[arg(long)]
    pub json: bool,
    /// Write an SVG diagram of the position to FILE ('-': standard output)
    /// instead of printing it.
    #[arg(long, value_name = "FILE", conflicts_with = "json")]
    pub svg: Option<PathBuf>,
}

#[derive(Serialize)]
pub(crate) struct Hands {
    white: u8,
    black: u8,
}

impl Hands {
    /// Both hands of `game`'s position.
    pub(crate) fn of(game: &Game) -> Hands {
        Hands {
            white: game.position().hand(Color::White),
            black: game.position().hand(Color::Black),
        }
    }
}

#[derive(Serialize)]
struct OutcomeJson {
    result: &'static str,
    reason: String,
}

/// The JSON of docs/scripting.md, field order as specified.
#[derive(Serialize)]
struct PositionJson {
    ply: usize,
    to_move: &'static str,
    board: Vec<String>,
    hand: Hands,
    legal_moves: Vec<String>,
    outcome: Option<OutcomeJson>,
    pos: String,
}

pub(crate) fn run(cli: &Cli, args: &Args) -> Result<String, CliError> {
    let game = match &args.game {
        Some(path) => {
            refuse_rules_with_game(cli, "--game")?;
            yote::record::load(path)?.to_game()?
        }
        None => replay_from(cli.load_rules()?, args.from.as_deref(), &args.moves)?,
    };
    if let Some(path) = &args.svg {
        return write_svg(&game, path);
    }
    Ok(if args.json {
        to_json(&game)
    } else {
        to_text(&game)
    })
}

/// Writes the diagram atomically (a regular file only), or returns it for
/// standard output when the path is `-`. A new diagram is made to be
/// shared: it gets the umask's mode, not the private one of a saved game.
fn write_svg(game: &Game, path: &Path) -> Result<String, CliError> {
    use yote::record::{Replace, write_atomic};
    let svg = yote::diagram::svg(game);
    if path.as_os_str() == "-" {
        return Ok(svg);
    }
    let new = std::fs::metadata(path).is_err();
    write_atomic(path, svg.as_bytes(), Replace::Yes)
        .map_err(|e| CliError::Usage(save_error(path, &e)))?;
    if new {
        follow_umask(path);
    }
    Ok(String::new())
}

/// Gives a file just made the mode the umask allows (`rw-r--r--` under
/// 022). The atomic write makes its temporary file private (0600), which
/// suits a saved game but not a diagram made for others; a file replaced
/// keeps its own mode instead.
#[cfg(unix)]
fn follow_umask(path: &Path) {
    use std::os::unix::fs::PermissionsExt;
    // SAFETY: umask(2) cannot fail; it is read by setting it and putting it
    // back at once, on the command's only thread (no file is made between).
    let mask = unsafe {
        let mask = libc::umask(0o077);
        libc::umask(mask);
        mask
    };
    #[allow(
        clippy::useless_conversion,
        reason = "mode_t is u32 on Linux, u16 on macOS"
    )]
    let mode = u32::from(0o666 & !mask);
    // Best effort: the diagram is written either way.
    let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode));
}

#[cfg(not(unix))]
fn follow_umask(_: &Path) {}

/// Why the diagram could not be written, in the words of what is really
/// wrong where the system's would mislead: a file standing where a folder
/// should, a folder that does not exist, a folder that takes no new file
/// (`/proc/self/mem` exists, but "No such file or directory" is what the
/// system says when the temporary file cannot be made beside it).
fn save_error(path: &Path, e: &yote::record::SaveError) -> String {
    use std::io::ErrorKind;
    use yote::record::SaveError;
    let SaveError::Io { error, .. } = e else {
        return e.to_string();
    };
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let why = match error.kind() {
        ErrorKind::NotADirectory => folder
            .ancestors()
            .find(|a| a.is_file())
            .map(|file| tr!("saves-file-in-the-way", path = file.display().to_string())),
        ErrorKind::NotFound if !folder.exists() => Some(tr!(
            "cli-svg-no-folder",
            folder = folder.display().to_string()
        )),
        ErrorKind::NotFound if folder.is_dir() => Some(tr!(
            "cli-svg-folder-takes-no-file",
            folder = folder.display().to_string()
        )),
        _ => None,
    };
    match why {
        Some(why) => tr!(
            "file-cannot-save",
            file = path.display().to_string(),
            error = why
        ),
        None => e.to_string(),
    }
}

/// One character per square, top row first.
/// A position in the fields `position --json` gives it (its rules, the
/// line, the board, the hands, the player to move), for a lesson's task
/// and a puzzle alike, flattened into their JSON.
#[derive(Serialize)]
pub(crate) struct GivenPosition {
    rules: toml::Table,
    pos: String,
    board: Vec<String>,
    hand: Hands,
    to_move: &'static str,
}

impl GivenPosition {
    /// `game` under `rules`, written as the line `pos`.
    pub(crate) fn of(rules: toml::Table, pos: String, game: &Game) -> GivenPosition {
        GivenPosition {
            rules,
            pos,
            board: rows(game),
            hand: Hands::of(game),
            to_move: game.to_move().name(),
        }
    }
}

pub(crate) fn rows(game: &Game) -> Vec<String> {
    let rules = game.rules();
    (0..rules.rows)
        .rev()
        .map(|r| {
            (0..rules.columns)
                .map(|c| match game.position().piece_at(Square::new(r, c)) {
                    Some(Color::White) => 'W',
                    Some(Color::Black) => 'B',
                    None => '.',
                })
                .collect()
        })
        .collect()
}

/// The position as the JSON object of docs/scripting.md.
pub(crate) fn to_json(game: &Game) -> String {
    let mut legal_moves: Vec<String> = game
        .legal_moves()
        .iter()
        .map(std::string::ToString::to_string)
        .collect();
    legal_moves.sort();
    let json = PositionJson {
        ply: game.plies_before() as usize + game.ply(),
        to_move: game.to_move().name(),
        board: rows(game),
        hand: Hands::of(game),
        legal_moves,
        outcome: game.outcome().map(|o| OutcomeJson {
            result: o.result.key(),
            reason: o.reason.say(),
        }),
        pos: game.to_setup().to_notation(game.rules()),
    };
    let mut text = serde_json::to_string(&json).expect("plain data always serialises");
    text.push('\n');
    text
}

/// The position for a person: the board with coordinates, hands, the turn.
pub(crate) fn to_text(game: &Game) -> String {
    let rules = game.rules();
    let files: String = (0..rules.columns)
        .map(|c| format!(" {}", (b'a' + c) as char))
        .collect();
    let mut out = String::new();
    for (i, row) in rows(game).iter().enumerate() {
        let number = usize::from(rules.rows) - i;
        let cells: String = row.chars().map(|ch| format!(" {ch}")).collect();
        out.push_str(&format!("{number}{cells}\n"));
    }
    out.push_str(&format!(" {files}\n\n"));
    // The names padded to one width (and a space), so the counts line up.
    let names = words::colors();
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0) + 1;
    for color in Color::ALL {
        let line = tr!(
            "position-side",
            side = format!("{:<width$}", names[color.index()]),
            hand = format!("{:>2}", game.position().hand(color)),
            board = format!("{:>2}", game.position().pieces(color).count_ones()),
            lost = format!("{:>2}", game.lost(color))
        );
        out.push_str(&line);
        out.push('\n');
    }
    // Counted as the move list counts (pairs): the move to be played, or
    // how many were played once the game is over.
    out.push_str(&if game.is_over() {
        tr!("position-moves-played", count = game.moves_played())
    } else {
        tr!("position-move", number = game.next_move_number().number)
    });
    out.push('\n');
    out.push_str(&match game.outcome() {
        Some(o) => {
            let reason = words::reason(&o.reason, &names);
            match o.result {
                GameResult::Win(c) => tr!("position-over-win", side = c.name(), reason = reason),
                GameResult::Draw => tr!("position-over-draw", reason = reason),
            }
        }
        None => tr!(
            "position-to-move",
            side = game.to_move().name(),
            count = game.count_legal_moves()
        ),
    });
    out.push('\n');
    out
}
