//! `yote`: parse the command line and hand over to a command or the game.

#![warn(unreachable_pub)]

mod cli;

use std::process::ExitCode;

use cli::{Cli, Command};

fn main() -> ExitCode {
    let cli = cli::parse();
    let mut status = ExitCode::SUCCESS;
    let result = match &cli.command {
        Some(_) if cli.load.is_some() => Err(cli::CliError::load_with_command()),
        Some(_) if cli.clock.is_some() => cli.clock_for_tui().map(|_| String::new()),
        Some(Command::Position(args)) => cli::position::run(&cli, args),
        Some(Command::Perft(args)) => cli::perft::run(&cli, args),
        Some(Command::Bench(args)) => cli::bench::run(&cli, args),
        Some(Command::Analyze(args)) => cli::analyze::run(&cli, args),
        Some(Command::Match(args)) => cli::matches::run(&cli, args),
        Some(Command::Engine(args)) => cli::engine::run(&cli, args),
        Some(Command::Review(args)) => cli::review::run(&cli, args),
        Some(Command::Learn(args)) => match cli::learn::run(&cli, args) {
            Ok(cli::learn::Learn::Done(text, code)) => {
                status = ExitCode::from(code);
                Ok(text)
            }
            Ok(cli::learn::Learn::Screen) => play_learn(&cli, false).map(|ended| {
                status = ExitCode::from(ended.exit_code());
                String::new()
            }),
            Err(e) => Err(e),
        },
        Some(Command::Puzzles(args)) => match cli::puzzles::run(&cli, args) {
            Ok(cli::puzzles::Puzzles::Done(text, code)) => {
                status = ExitCode::from(code);
                Ok(text)
            }
            Ok(cli::puzzles::Puzzles::Screen) => play_learn(&cli, true).map(|ended| {
                status = ExitCode::from(ended.exit_code());
                String::new()
            }),
            Err(e) => Err(e),
        },
        Some(Command::Host(args)) => cli::net::host(&cli, args),
        Some(Command::Join(args)) => cli::net::join(&cli, args),
        Some(Command::Completions(args)) => cli::docs::completions(args),
        Some(Command::Man) => cli::docs::man(),
        None => play(&cli).map(|ended| {
            status = ExitCode::from(ended.exit_code());
            String::new()
        }),
    };
    // Engines still running (a terminal game's, on its way out) end with
    // the program, and whatever they started.
    yote::engine_client::end_all();
    match result {
        Ok(text) => cli::output::print(&text, status),
        Err(e) => {
            cli::output::error(&e.to_string());
            ExitCode::from(2)
        }
    }
}

/// The terminal game, opened at the game of `--load` when one is given
/// (read and checked before the screen starts, so a bad file exits with 2).
/// Says how the game ended, for the exit status (130 after Ctrl-C).
fn play(cli: &Cli) -> Result<yote::tui::Ended, cli::CliError> {
    let terminal = |e: std::io::Error| {
        cli::CliError::Usage(if no_terminal(&e) {
            yote::tr!("cli-error-no-terminal")
        } else {
            yote::tr!("cli-error-terminal", error = e.to_string())
        })
    };
    let saved = cli.load_for_tui()?;
    let clock = cli.clock_for_tui()?;
    let mut prefs = yote::prefs::Loaded::load();
    // The preferences' language, over the locale's but not over `--lang`;
    // their problems are data, said below in whichever language this is.
    if cli.lang.is_none()
        && let Some(lang) = prefs.prefs.lang()
    {
        yote::i18n::set_default_language(lang);
    }
    let theme = yote::tui::Theme::from_prefs(&prefs.prefs);
    if let Some(saved) = saved {
        say(&prefs.problems);
        // The file was checked on loading: a game that fails to open here is
        // refused like any other bad file, before the screen starts.
        let name = cli.load.as_ref().map(|p| p.display().to_string());
        return yote::tui::event_loop::run_saved(saved, theme, &prefs)
            .map_err(|e| cli::CliError::Usage(format!("{}{e}", place(name.as_deref()))))?
            .map_err(terminal);
    }
    let base = prefs.starting_rules();
    say(&prefs.problems);
    let rules = cli.load_rules_over(base)?;
    yote::tui::event_loop::run(rules, &prefs, theme, clock).map_err(terminal)
}

/// The terminal game opened at the lessons (`yote learn`) or the puzzles.
fn play_learn(cli: &Cli, puzzles: bool) -> Result<yote::tui::Ended, cli::CliError> {
    let mut prefs = yote::prefs::Loaded::load();
    if cli.lang.is_none()
        && let Some(lang) = prefs.prefs.lang()
    {
        yote::i18n::set_default_language(lang);
    }
    let theme = yote::tui::Theme::from_prefs(&prefs.prefs);
    say(&prefs.problems);
    let rules = cli.load_rules_over(prefs.starting_rules())?;
    yote::tui::event_loop::run_learn(rules, &prefs, theme, puzzles).map_err(|e| {
        cli::CliError::Usage(if no_terminal(&e) {
            yote::tr!("cli-error-no-terminal")
        } else {
            yote::tr!("cli-error-terminal", error = e.to_string())
        })
    })
}

/// Whether opening the terminal failed for want of one (run from a
/// script, a cron job, a pipe with no controlling terminal): said in
/// words, with what to run instead, not as the system's "No such device
/// or address".
fn no_terminal(e: &std::io::Error) -> bool {
    #[cfg(unix)]
    return matches!(e.raw_os_error(), Some(libc::ENXIO | libc::ENOTTY));
    #[cfg(not(unix))]
    return false;
}

/// The preferences' problems, said before the screen opens so that they
/// are still there after it closes (the setup screen shows them too).
fn say(problems: &[yote::prefs::Problem]) {
    for problem in problems {
        cli::output::error(&problem.to_string());
    }
}

/// "FILE: " before a message about the file, when it is known.
fn place(name: Option<&str>) -> String {
    name.map(|n| format!("{n}: ")).unwrap_or_default()
}
