//! `--help` in the current language: the clap tree built from the derive
//! definitions, then every description and heading replaced by its message
//! from the catalogue (`locales/*/cli.ftl`).

use clap::{Command, CommandFactory};

use yote::i18n::tr;
use yote::tr;

use super::Cli;

/// The message describing each command and argument, as
/// (command, argument, message id). The command is `""` for `yote` itself
/// and `"*"` for an argument every command has (the global options and
/// `--help`); the argument `""` stands for the command's own description.
const HELP: &[(&str, &str, &str)] = &[
    ("", "", "cli-about"),
    ("*", "rules", "cli-rules"),
    ("*", "set", "cli-set"),
    ("*", "lang", "cli-lang"),
    ("*", "help", "cli-help"),
    ("", "load", "cli-load"),
    ("", "clock", "cli-clock"),
    ("", "version", "cli-version"),
    ("position", "", "cli-position"),
    ("position", "moves", "cli-position-moves"),
    ("position", "game", "cli-position-game"),
    ("position", "json", "cli-position-json"),
    ("position", "svg", "cli-position-svg"),
    ("perft", "", "cli-perft"),
    ("perft", "depth", "cli-perft-depth"),
    ("perft", "moves", "cli-moves-first"),
    ("bench", "", "cli-bench"),
    ("bench", "depth", "cli-bench-depth"),
    ("bench", "games", "cli-bench-games"),
    ("analyze", "", "cli-analyze"),
    ("analyze", "moves", "cli-moves-first"),
    ("analyze", "depth", "cli-analyze-depth"),
    ("analyze", "time", "cli-analyze-time"),
    ("analyze", "json", "cli-json"),
    ("analyze", "threads", "cli-analyze-threads"),
    ("match", "", "cli-match"),
    ("match", "white", "cli-match-white"),
    ("match", "black", "cli-match-black"),
    ("match", "games", "cli-match-games"),
    ("match", "openings", "cli-match-openings"),
    ("match", "seed", "cli-match-seed"),
    ("match", "jobs", "cli-match-jobs"),
    ("match", "memory", "cli-match-memory"),
    ("match", "json", "cli-match-json"),
    ("match", "engine_time", "cli-match-engine-time"),
    ("match", "sprt", "cli-match-sprt"),
    ("match", "threads", "cli-match-threads"),
    ("match", "record", "cli-match-record"),
    ("match", "engine_nodes", "cli-match-engine-nodes"),
    ("match", "max_plies", "cli-match-max-plies"),
    ("engine", "threads", "cli-engine-threads"),
    ("engine", "without", "cli-engine-without"),
    ("engine", "", "cli-engine"),
    ("review", "", "cli-review"),
    ("review", "file", "cli-review-file"),
    ("review", "depth", "cli-review-depth"),
    ("review", "time", "cli-review-time"),
    ("review", "jobs", "cli-review-jobs"),
    ("review", "json", "cli-json"),
    ("review", "write", "cli-review-write"),
    ("position", "from", "cli-from"),
    ("analyze", "from", "cli-from"),
    ("learn", "", "cli-learn"),
    ("learn", "json", "cli-learn-json"),
    ("learn", "check", "cli-learn-check"),
    ("learn", "file", "cli-learn-file"),
    ("puzzles", "", "cli-puzzles"),
    ("puzzles", "json", "cli-puzzles-json"),
    ("puzzles", "check", "cli-puzzles-check"),
    ("puzzles", "file", "cli-puzzles-file"),
    ("generate", "", "cli-generate"),
    ("generate", "count", "cli-generate-count"),
    ("generate", "seed", "cli-generate-seed"),
    ("generate", "output", "cli-generate-output"),
    ("host", "", "cli-host"),
    ("host", "port", "cli-host-port"),
    ("host", "bind", "cli-host-bind"),
    ("host", "resume", "cli-host-resume"),
    ("host", "name", "cli-net-name"),
    ("host", "lines", "cli-net-lines"),
    ("host", "black", "cli-host-black"),
    ("host", "clock", "cli-host-clock"),
    ("join", "", "cli-join"),
    ("join", "code", "cli-join-code"),
    ("join", "address", "cli-join-address"),
    ("join", "name", "cli-net-name"),
    ("join", "lines", "cli-net-lines"),
    ("completions", "", "cli-completions"),
    ("completions", "shell", "cli-completions-shell"),
    ("man", "", "cli-man"),
    ("help", "", "cli-help-command"),
    ("help", "subcommand", "cli-help-command-name"),
];

/// The message id for `argument` of `command` (`""`: the command itself).
fn message(command: &str, argument: &str) -> Option<&'static str> {
    let find = |c: &str| {
        HELP.iter()
            .find(|(cmd, arg, _)| *cmd == c && *arg == argument)
            .map(|(_, _, id)| *id)
    };
    find(command).or_else(|| find("*").filter(|_| !argument.is_empty()))
}

/// The whole command line, described in the current language.
pub(crate) fn command() -> Command {
    let mut root = Cli::command();
    // Building adds --help, --version and the `help` command, and copies
    // the global options into every command, so that all get their words.
    root.build();
    localize(root, "")
}

/// `command` and everything under it in the current language; `name` is
/// its name in [`HELP`] (`""` for the program).
fn localize(mut command: Command, name: &str) -> Command {
    if let Some(id) = message(name, "") {
        command = command.about(tr(id)).long_about(None);
    }
    let arguments: Vec<(String, bool, bool)> = command
        .get_arguments()
        .map(|a| (a.get_id().to_string(), a.is_positional(), a.is_global_set()))
        .collect();
    for (order, (argument, positional, global)) in arguments.into_iter().enumerate() {
        // A command's own options first, then the global ones it inherits
        // (one heading holds both, sorted by this order).
        let order = match argument.as_str() {
            "help" | "version" => 1000 + order,
            _ if global && !name.is_empty() => 500 + order,
            _ => order,
        };
        let heading = if positional {
            tr("cli-heading-arguments")
        } else {
            tr("cli-heading-options")
        };
        let help = message(name, &argument).map(help_text);
        command = command.mut_arg(&argument, |arg| {
            let arg = arg.help_heading(heading).display_order(order);
            let Some(help) = help else {
                return arg;
            };
            let help = help + &values(&arg);
            // --set's long help lists every key, in the language too.
            let arg = arg
                .help(help)
                .long_help(None)
                .hide_default_value(true)
                .hide_possible_values(true);
            if argument == "set" {
                arg.long_help(super::set_help())
            } else {
                arg
            }
        });
    }
    let commands: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for sub in commands {
        command = command.mut_subcommand(&sub, |c| localize(c, &sub));
    }
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        tr("cli-heading-usage")
    );
    command
        .subcommand_help_heading(tr("cli-heading-commands"))
        .help_template(template)
}

/// An argument's help, given the defaults that live in the code, so that
/// the help never states another.
fn help_text(id: &str) -> String {
    let default_depth = yote_ai::review::DEFAULT_DEPTH;
    yote::i18n::tr_args(id, &[("default_depth", default_depth.into())])
}

/// The values an argument takes and its default, which clap would add in
/// English: " [possible values: a, b] [default: c]" in the current language.
fn values(arg: &clap::Arg) -> String {
    let mut out = String::new();
    if !arg.get_action().takes_values() {
        return out;
    }
    let possible: Vec<String> = arg
        .get_possible_values()
        .iter()
        .filter(|v| !v.is_hide_set())
        .map(|v| v.get_name().to_string())
        .collect();
    if !possible.is_empty() && !arg.is_hide_possible_values_set() {
        out += " ";
        out += &tr!("cli-possible-values", values = possible.join(", "));
    }
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() && !arg.is_hide_default_value_set() {
        out += " ";
        out += &tr!("cli-default", value = defaults.join(", "));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use yote::i18n::{Lang, set_language};

    /// Every (command, argument) of the tree, `""` for a command itself.
    fn everything() -> Vec<(String, String)> {
        let mut out = Vec::new();
        let mut stack = vec![(String::new(), command())];
        while let Some((name, cmd)) = stack.pop() {
            out.push((name.clone(), String::new()));
            for arg in cmd.get_arguments() {
                out.push((name.clone(), arg.get_id().to_string()));
            }
            for sub in cmd.get_subcommands() {
                stack.push((sub.get_name().to_string(), sub.clone()));
            }
        }
        out
    }

    #[test]
    fn every_command_and_argument_has_its_words() {
        for (command, argument) in everything() {
            assert!(
                message(&command, &argument).is_some(),
                "no message for {command:?} {argument:?}"
            );
        }
    }

    #[test]
    fn help_speaks_the_current_language() {
        set_language(Lang::Es);
        let mut cmd = command();
        let help = cmd.render_help().to_string();
        assert!(help.contains("Uso: yote"), "{help}");
        assert!(help.contains("Órdenes:"), "{help}");
        assert!(help.contains("Opciones:"), "{help}");
        assert!(help.contains("Muestra la ayuda"), "{help}");
        let mut position = cmd
            .find_subcommand_mut("position")
            .expect("position")
            .clone();
        let help = position.render_help().to_string();
        assert!(help.contains("Argumentos:"), "{help}");
        assert!(help.contains("Jugadas en notación"), "{help}");
        assert!(
            help.contains("Archivo de reglas"),
            "the global options too: {help}"
        );
        set_language(Lang::Cs);
        let help = command().render_help().to_string();
        assert!(help.contains("Použití: yote"), "{help}");
        assert!(help.contains("Vypíše nápovědu"), "{help}");
        set_language(Lang::En);
    }
}
