//! The command line: global options, and one file per subcommand.

pub(crate) mod analyze;
pub(crate) mod bench;
pub(crate) mod docs;
pub(crate) mod engine;
pub(crate) mod help;
pub(crate) mod learn;
pub(crate) mod matches;
pub(crate) mod net;
pub(crate) mod output;
pub(crate) mod perft;
pub(crate) mod position;
pub(crate) mod puzzles;
pub(crate) mod review;
pub(crate) mod sprt;
pub(crate) mod usage_errors;

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use yote::rules_file::RulesToml;
use yote::words::Say;

use clap::{FromArgMatches, Parser, Subcommand};

use yote::clock::TimeControl;
use yote::i18n::{self, Lang};
use yote::record::{self, LoadError, SavedGame};
use yote::rules_file::key_line;
use yote::tr;
use yote::words;
use yote_engine::rules::{Place, RuleKey};
use yote_engine::{Game, Rules, RulesError};

/// The standard rules, commented; the default for every command.
pub(crate) const STANDARD_RULES: &str = include_str!("../../rules.toml");

/// Rules files larger than this are refused unread.
const MAX_RULES_FILE: u64 = 1 << 20;

#[derive(Debug, Parser)]
#[command(
    name = "yote",
    version,
    about = "Yoté, the West African capture game, in the terminal"
)]
pub(crate) struct Cli {
    /// Rules file to play under (default: the built-in standard rules;
    /// several apply in order).
    #[arg(long, global = true, value_name = "FILE")]
    pub rules: Vec<PathBuf>,

    /// Override one rule, e.g. --set second_piece=board-or-hand (repeatable).
    #[arg(long = "set", global = true, value_name = "KEY=VALUE", long_help = set_help())]
    pub set: Vec<String>,

    /// Every `--rules` and `--set`, in the order written, before and after
    /// the subcommand (clap keeps only one side's of a global option).
    #[arg(skip)]
    pub sources: Vec<RulesSource>,

    /// Open a saved game where it stopped.
    #[arg(long, value_name = "FILE")]
    pub load: Option<PathBuf>,

    /// Play a new game on a clock: MINUTES+SECONDS (5+3, 0.1+0).
    #[arg(long, value_name = "MIN+SEC", value_parser = clock_value, allow_hyphen_values = true)]
    pub clock: Option<TimeControl>,

    /// The language to speak (en, es, cs, in any case as in the
    /// preferences), over the locale's; read before parsing (see
    /// [`language`]) so that clap's own help speaks it too.
    #[arg(long, global = true, value_name = "LANG", ignore_case = true,
          value_parser = clap::builder::PossibleValuesParser::new(Lang::ALL.map(Lang::code)))]
    pub lang: Option<String>,

    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Replay moves from the start and print the position.
    Position(position::Args),
    /// Count move sequences of each depth up to DEPTH.
    Perft(perft::Args),
    /// Measure the engine: perft speed and random playouts per second.
    Bench(bench::Args),
    /// Search the position after MOVES and print the computer's move.
    Analyze(analyze::Args),
    /// Play games between two computer players and print the score.
    Match(matches::Args),
    /// Speak the engine protocol on standard input and output.
    Engine(engine::Args),
    /// Judge every move of a saved game against the best move found there.
    Review(review::Args),
    /// The lessons: open them, print them as JSON, or check them.
    Learn(learn::Args),
    /// The puzzles: open them, make a puzzle file, print or check one.
    Puzzles(puzzles::Args),
    /// Play someone on another computer: show a join code and wait.
    Host(net::HostArgs),
    /// Join a game another computer hosts, with its join code.
    Join(net::JoinArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    Completions(docs::CompletionsArgs),
    /// Print the man page (roff), e.g. yote man | man -l -
    Man,
}

/// `--set`'s long help: every key, what it takes and its default, from
/// the one description of the options ([`RuleKey`]).
pub(crate) fn set_help() -> String {
    let keys: Vec<String> = RuleKey::ALL
        .into_iter()
        .map(|key| format!("  {}", words::option_help(key)))
        .collect();
    format!(
        "{}\n\n{}\n{}\n\n{}",
        tr!("cli-set-long"),
        tr!("cli-set-keys"),
        keys.join("\n"),
        tr!("cli-set-checked")
    )
}

/// One `--rules FILE` or `--set KEY=VALUE`, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum RulesSource {
    File(PathBuf),
    Set(String),
}

impl Cli {
    /// Parses `args` (the program's name first), keeping every `--rules`
    /// and `--set` in the order written.
    pub(crate) fn from_args(args: &[OsString]) -> Result<Cli, clap::Error> {
        let matches = help::command().try_get_matches_from(args)?;
        let mut cli = Cli::from_arg_matches(&matches)?;
        cli.sources = rules_sources(args);
        Ok(cli)
    }

    /// The rules files given, in order.
    fn rules_files(&self) -> impl Iterator<Item = &PathBuf> {
        self.sources.iter().filter_map(|s| match s {
            RulesSource::File(path) => Some(path),
            RulesSource::Set(_) => None,
        })
    }

    /// The `--set` values given, in order.
    fn assignments(&self) -> impl DoubleEndedIterator<Item = &String> {
        self.sources.iter().filter_map(|s| match s {
            RulesSource::Set(assignment) => Some(assignment),
            RulesSource::File(_) => None,
        })
    }
}

/// Every `--rules` and `--set` of arguments clap accepted, in order. clap
/// takes no option after `--` and no option as another option's value, so
/// scanning the words finds exactly the ones it read.
fn rules_sources(args: &[OsString]) -> Vec<RulesSource> {
    let mut sources = Vec::new();
    let mut words = args.iter().skip(1);
    while let Some(word) = words.next() {
        let bytes = word.as_encoded_bytes();
        if bytes == b"--" {
            break;
        }
        for (flag, is_file) in [("--rules", true), ("--set", false)] {
            let value = if bytes == flag.as_bytes() {
                words.next().cloned()
            } else {
                bytes
                    .strip_prefix(flag.as_bytes())
                    .and_then(|rest| rest.strip_prefix(b"="))
                    // SAFETY: split just after an ASCII '=' of an OsStr's
                    // own encoded bytes, as `from_encoded_bytes_unchecked`
                    // allows.
                    .map(|rest| unsafe { std::ffi::OsStr::from_encoded_bytes_unchecked(rest) })
                    .map(std::ffi::OsStr::to_os_string)
            };
            if let Some(value) = value {
                sources.push(if is_file {
                    RulesSource::File(PathBuf::from(value))
                } else {
                    RulesSource::Set(value.to_string_lossy().into_owned())
                });
            }
        }
    }
    sources
}

/// The language of `--lang` when one of ours is given (before `--`; the
/// last one wins, as clap reads it), else the locale's (`LC_ALL`,
/// `LC_MESSAGES`, `LANG`), else English.
pub(crate) fn language(args: &[OsString]) -> Lang {
    let mut chosen = None;
    let mut words = args.iter().skip(1).map(|a| a.to_str());
    while let Some(word) = words.next() {
        let value = match word {
            Some("--") => break,
            Some("--lang") => words.next().flatten(),
            Some(word) => word.strip_prefix("--lang="),
            None => None,
        };
        if let Some(lang) = value.and_then(Lang::from_code) {
            chosen = Some(lang);
        }
    }
    chosen.unwrap_or_else(i18n::from_env)
}

/// The command line, parsed, in the language it asks for (which from then
/// on is the process's); on a usage error prints its message in that
/// language (see [`usage_errors`]), with any control character from the
/// arguments escaped, and exits with clap's status (2); `--help` and
/// `--version` print and exit as clap does.
pub(crate) fn parse() -> Cli {
    let args: Vec<OsString> = std::env::args_os().collect();
    i18n::set_default_language(language(&args));
    match Cli::from_args(&args) {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => std::process::exit(print_help(&e)),
        Err(e) => {
            let message = match e.kind() {
                clap::error::ErrorKind::InvalidUtf8 => not_utf8(&args),
                _ => usage_errors::render(&e),
            };
            output::eprint(&yote::text::printable_lines(&message));
            std::process::exit(e.exit_code());
        }
    }
}

/// An unsigned type a [`whole`] number is read into, and the largest
/// value it holds (the top of the range when no other is given).
pub(crate) trait Whole:
    std::str::FromStr + Into<u64> + Copy + Send + Sync + 'static
{
    const MAX: u64;
}

impl Whole for u32 {
    const MAX: u64 = u32::MAX as u64;
}

impl Whole for u64 {
    const MAX: u64 = u64::MAX;
}

/// Prints `--help` or `--version` as clap does (in colour on a terminal)
/// and returns the exit status: 0, or 2 when the text could not be written
/// (a full disk), said as every command's output failure is. clap's own
/// `exit` would drop the failure and exit 0.
fn print_help(e: &clap::Error) -> i32 {
    use std::io::Write;
    match e.print().and_then(|()| std::io::stdout().flush()) {
        Ok(()) => e.exit_code(),
        // The reader had enough: no error, as for any output.
        Err(err) if err.kind() == std::io::ErrorKind::BrokenPipe => e.exit_code(),
        Err(err) => {
            output::error(&tr!("cli-error-stdout", error = err.to_string()));
            2
        }
    }
}

/// A value parser for a whole number from `min` to `max` (`None`: as
/// large as `T` holds), refusing others in the language's words, which
/// clap's own range parsers say in English. The refusal always gives the
/// real range: "of at least 0" for a number too large to hold would
/// contradict itself.
pub(crate) fn whole<T: Whole>(
    min: u64,
    max: Option<u64>,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static {
    let max = max.unwrap_or(T::MAX).min(T::MAX);
    move |text: &str| {
        let fits = |n: &T| (min..=max).contains(&(*n).into());
        // " 5" (a quoted value with a space) is 5: refusing it as "not a
        // whole number from 1 to 20" would read as a contradiction.
        text.trim().parse::<T>().ok().filter(fits).ok_or_else(|| {
            let value = yote::record::bounded_token(text);
            let id = if text.trim().is_empty() {
                "cli-value-whole-empty"
            } else {
                "cli-value-whole"
            };
            // The bounds as text: Fluent's numbers are floats, which would
            // round 18446744073709551615.
            yote::i18n::tr_args(
                id,
                &[
                    ("value", value.as_ref().into()),
                    ("min", min.to_string().into()),
                    ("max", max.to_string().into()),
                ],
            )
        })
    }
}

/// `--clock`'s value, refused in the language's words with the form taken.
fn clock_value(text: &str) -> Result<TimeControl, String> {
    TimeControl::parse(text).map_err(|fault| words::clock_refusal(text, fault))
}

/// Names the first argument that is not UTF-8 (clap's message names none).
fn not_utf8(args: &[OsString]) -> String {
    let found = args
        .iter()
        .enumerate()
        .skip(1)
        .find(|(_, a)| a.to_str().is_none());
    let Some((n, arg)) = found else {
        return tr!("cli-error-not-utf8") + "\n";
    };
    let arg = lossy_escaped(arg);
    let message = match args[n - 1].to_str().filter(|prev| prev.starts_with("--")) {
        Some(flag) => tr!(
            "cli-error-value-not-utf8",
            number = n,
            arg = arg,
            flag = flag
        ),
        None => tr!("cli-error-arg-not-utf8", number = n, arg = arg),
    };
    message + "\n"
}

/// An argument for a message: its text, each byte that is not UTF-8 as
/// `\xNN`, control characters escaped.
fn lossy_escaped(arg: &std::ffi::OsStr) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let mut out = String::new();
        for chunk in arg.as_bytes().utf8_chunks() {
            out.push_str(&yote::text::printable(chunk.valid()));
            for byte in chunk.invalid() {
                out.push_str(&format!("\\x{byte:02x}"));
            }
        }
        out
    }
    #[cfg(not(unix))]
    yote::text::printable(&arg.to_string_lossy()).into_owned()
}

/// A failure that the command line reports with status 2.
#[derive(Debug, thiserror::Error)]
pub(crate) enum CliError {
    #[error("{}", .0.say())]
    Rules(RulesError),
    #[error("{0}")]
    Load(#[from] LoadError),
    #[error("{0}")]
    Usage(String),
}

/// By hand, not thiserror's `#[from]`: that would make the engine's error
/// a `source`, and the engine's types carry no `Error` (they have no words).
impl From<RulesError> for CliError {
    fn from(e: RulesError) -> Self {
        CliError::Rules(e)
    }
}

impl Cli {
    /// The rules: the built-in file, or every `--rules` file in the order
    /// given (each over the one before), then every `--set` in the order
    /// given, wherever it stands; then the checks between keys.
    pub(crate) fn load_rules(&self) -> Result<Rules, CliError> {
        self.load_rules_over(None)
    }

    /// [`Cli::load_rules`], starting from `base` (the preferences' rules)
    /// instead of the standard ones when no `--rules` file is given: the
    /// command line wins over the preferences.
    pub(crate) fn load_rules_over(&self, base: Option<Rules>) -> Result<Rules, CliError> {
        let mut rules = Rules::default();
        let mut files = Vec::new();
        for path in self.rules_files() {
            let text = read_small_file(path)?;
            let name = path.display().to_string();
            rules.apply_toml_str(&text, &name)?;
            files.push((text, name));
        }
        if files.is_empty() {
            match base {
                Some(base) => rules = base,
                None => rules.apply_toml_str(STANDARD_RULES, "rules.toml")?,
            }
        }
        for assignment in self.assignments() {
            rules.apply_override(assignment)?;
        }
        rules.validate().map_err(|e| self.locate(e, &files))?;
        Ok(rules)
    }

    /// The game of `--load`, read and checked up front; `None` without it.
    /// A saved game carries its own rules, so `--rules`/`--set` are refused
    /// with it rather than silently ignored.
    pub(crate) fn load_for_tui(&self) -> Result<Option<SavedGame>, CliError> {
        let Some(path) = &self.load else {
            return Ok(None);
        };
        if self.command.is_some() {
            return Err(CliError::load_with_command());
        }
        refuse_rules_with_game(self, "--load")?;
        if self.clock.is_some() {
            return Err(CliError::Usage(tr!("cli-error-clock-with-game")));
        }
        Ok(Some(record::load(path)?))
    }

    /// The clock of `--clock`, for a new game in the terminal: refused with
    /// a command, which plays no game on a clock.
    pub(crate) fn clock_for_tui(&self) -> Result<Option<TimeControl>, CliError> {
        match (self.clock, &self.command) {
            (Some(_), Some(_)) => Err(CliError::Usage(tr!("cli-error-clock-with-command"))),
            (clock, _) => Ok(clock),
        }
    }

    /// Names the place that set the key of a check between keys: the last
    /// `--set` of it, else its line in the last rules file that sets it.
    fn locate(&self, error: RulesError, files: &[(String, String)]) -> RulesError {
        let Some(key) = error.key else {
            return error;
        };
        let set = self.assignments().rev().find(|a| {
            a.split_once('=')
                .is_some_and(|(k, _)| k.trim() == key.name())
        });
        if let Some(assignment) = set {
            return error.at(Place::Set(assignment.clone()));
        }
        let line = files
            .iter()
            .rev()
            .find_map(|(text, name)| key_line(text, key).map(|l| (name, l)));
        match line {
            Some((name, line)) => error.at(Place::File {
                name: name.clone(),
                line: Some(line),
            }),
            None => error,
        }
    }
}

/// Reads a rules file: a regular file of at most 1 MiB of UTF-8 text,
/// naming the file (and for bad text, its line) in any error.
pub(crate) fn read_small_file(path: &Path) -> Result<String, CliError> {
    let name = path.display();
    let bytes = record::read_bounded(path, MAX_RULES_FILE)
        .map_err(|e| CliError::Usage(format!("{name}: {e}")))?;
    record::utf8_text(bytes).map_err(|line| {
        CliError::Usage(tr!(
            "cli-error-file-not-utf8",
            file = name.to_string(),
            line = line
        ))
    })
}

impl CliError {
    /// `--load` given with a subcommand, which would ignore it.
    pub(crate) fn load_with_command() -> CliError {
        CliError::Usage(tr!("cli-error-load-with-command"))
    }
}

/// Refuses `--rules`/`--set` alongside a saved game, which has its own rules.
pub(crate) fn refuse_rules_with_game(cli: &Cli, flag: &str) -> Result<(), CliError> {
    if !cli.sources.is_empty() {
        return Err(CliError::Usage(tr!(
            "cli-error-rules-with-game",
            flag = flag
        )));
    }
    Ok(())
}

/// A game with `tokens` played, or the message for the first refused one.
pub(crate) fn replay(rules: Rules, tokens: &[String]) -> Result<Game, CliError> {
    replay_from(rules, None, tokens)
}

/// A line given on the command line, made safe and short to quote back.
fn text_of(text: &str) -> String {
    yote::text::printable(&record::bounded_token(text)).into_owned()
}

/// The game from `from` (a position in notation, docs/rules.md §5.1; the
/// rules' start without one) after `tokens`.
pub(crate) fn replay_from(
    rules: Rules,
    from: Option<&str>,
    tokens: &[String],
) -> Result<Game, CliError> {
    let mut game = match from {
        Some(text) => {
            let setup = yote_engine::Setup::parse(text, &rules).map_err(|e| {
                CliError::Usage(tr!("setup-refused", text = text_of(text), error = e.say()))
            })?;
            Game::from_setup(rules, &setup).expect("rules are validated when read")
        }
        None => Game::new(rules).expect("rules are validated when read"),
    };
    // A 100 KB argument is refused quoting 60 characters of it, not twice 100 KB.
    let tokens: Vec<_> = tokens.iter().map(|t| record::bounded_token(t)).collect();
    game.play_tokens(&tokens)
        .map_err(|e| CliError::Usage(e.say()))?;
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sources(words: &[&str]) -> Vec<RulesSource> {
        let args: Vec<OsString> = words.iter().map(OsString::from).collect();
        Cli::from_args(&args).expect("parses").sources
    }

    #[test]
    fn rules_and_sets_are_kept_in_the_order_written() {
        use RulesSource::{File, Set};
        assert_eq!(
            sources(&[
                "yote",
                "--set",
                "a=1",
                "--rules=r1",
                "perft",
                "2",
                "--rules",
                "r2",
                "--set=b=2",
                "@a1"
            ]),
            vec![
                Set("a=1".into()),
                File("r1".into()),
                File("r2".into()),
                Set("b=2".into())
            ]
        );
        // After `--` every word is a move, not an option.
        assert_eq!(
            sources(&["yote", "position", "--set", "c=3", "--", "--set"]),
            vec![Set("c=3".into())]
        );
    }

    #[test]
    fn flags_win_over_the_preferences_rules() {
        let base = Rules {
            multi_jump: true,
            rows: 6,
            ..Rules::default()
        };
        let cli = |words: &[&str]| {
            let args: Vec<OsString> = words.iter().map(OsString::from).collect();
            Cli::from_args(&args).expect("parses")
        };
        let rules = cli(&["yote", "--set", "rows=4"])
            .load_rules_over(Some(base.clone()))
            .expect("valid");
        assert!(rules.multi_jump, "the preferences' rules are the base");
        assert_eq!(rules.rows, 4, "--set wins");
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("r.toml");
        std::fs::write(&file, "columns = 5\n").unwrap();
        let rules = cli(&["yote", "--rules", file.to_str().unwrap()])
            .load_rules_over(Some(base))
            .expect("valid");
        assert_eq!((rules.rows, rules.columns, rules.multi_jump), (5, 5, false));
    }

    #[cfg(unix)]
    #[test]
    fn a_rules_file_name_need_not_be_utf8() {
        use std::os::unix::ffi::OsStrExt;
        let name = std::ffi::OsStr::from_bytes(b"r\xff.toml");
        let mut joined = OsString::from("--rules=");
        joined.push(name);
        for args in [
            vec![
                OsString::from("yote"),
                "--rules".into(),
                name.into(),
                "position".into(),
            ],
            vec![OsString::from("yote"), "position".into(), joined],
        ] {
            let cli = Cli::from_args(&args).expect("parses");
            assert_eq!(cli.sources, vec![RulesSource::File(PathBuf::from(name))]);
        }
    }
}
