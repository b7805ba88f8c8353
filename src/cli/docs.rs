//! `yote completions SHELL` and `yote man`: shell completions and the man
//! page, both generated from the clap definitions so they never drift.

use clap_complete::Shell;

use yote::tr;

use super::{CliError, help};

#[derive(Debug, clap::Args)]
pub(crate) struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum)]
    pub shell: Shell,
}

/// The completion script for `shell`, to be sourced by it.
pub(crate) fn completions(args: &CompletionsArgs) -> Result<String, CliError> {
    let mut command = help::command();
    let mut out = Vec::new();
    clap_complete::generate(args.shell, &mut command, "yote", &mut out);
    text(out)
}

/// The man page in roff: the main page (synopsis, options, the list of
/// commands), then one section per command with its own options.
pub(crate) fn man() -> Result<String, CliError> {
    let command = help::command();
    let mut out = Vec::new();
    let page = clap_mangen::Man::new(command.clone());
    let io = |e: std::io::Error| CliError::Usage(tr!("cli-error-man", error = e.to_string()));
    page.render_title(&mut out).map_err(io)?;
    page.render_name_section(&mut out).map_err(io)?;
    page.render_synopsis_section(&mut out).map_err(io)?;
    page.render_description_section(&mut out).map_err(io)?;
    page.render_options_section(&mut out).map_err(io)?;
    let mut commands = Vec::new();
    page.render_subcommands_section(&mut commands).map_err(io)?;
    let mut commands = String::from_utf8_lossy(&commands).into_owned();
    for sub in command
        .get_subcommands()
        .map(clap::Command::get_name)
        .chain(["help"])
    {
        // Every command is described on this page, not on a page of its own.
        commands = commands.replace(
            &format!("yote\\-{}(1)", sub.replace('-', "\\-")),
            &format!("\\fByote {sub}\\fR"),
        );
    }
    out.extend_from_slice(commands.as_bytes());
    // Each command, then the commands under it (`yote puzzles generate`).
    let nested = command.get_subcommands().flat_map(|sub| {
        let under = sub
            .get_subcommands()
            .filter(|s| s.get_name() != "help")
            .map(move |s| (format!("yote {} {}", sub.get_name(), s.get_name()), s));
        std::iter::once((format!("yote {}", sub.get_name()), sub)).chain(under)
    });
    for (name, sub) in nested {
        // The command's own page, its heading renamed so that the sections
        // read as parts of one page.
        let sub_page = clap_mangen::Man::new(sub.clone().bin_name(&name));
        let mut synopsis = Vec::new();
        sub_page
            .render_synopsis_section(&mut synopsis)
            .map_err(io)?;
        let mut options = Vec::new();
        sub_page.render_options_section(&mut options).map_err(io)?;
        let synopsis = String::from_utf8_lossy(&synopsis).replacen(
            ".SH SYNOPSIS",
            &format!(".SH \"{}\"", name.to_uppercase()),
            1,
        );
        out.extend_from_slice(synopsis.as_bytes());
        if let Some(about) = sub.get_about() {
            let about = format!(".PP\n{}\n", roff_text(&about.to_string()));
            out.extend_from_slice(about.as_bytes());
        }
        let options = String::from_utf8_lossy(&options).replacen(".SH OPTIONS", ".PP", 1);
        out.extend_from_slice(options.as_bytes());
    }
    page.render_version_section(&mut out).map_err(io)?;
    text(out)
}

/// Plain text for a roff body line: a leading `.` or `'` would be a request.
fn roff_text(line: &str) -> String {
    let escaped = line.replace('\\', "\\e");
    if escaped.starts_with('.') || escaped.starts_with('\'') {
        format!("\\&{escaped}")
    } else {
        escaped
    }
}

fn text(bytes: Vec<u8>) -> Result<String, CliError> {
    String::from_utf8(bytes).map_err(|_| CliError::Usage(tr!("cli-error-generated-not-utf8")))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every command's name and every long flag, found by walking the clap
    /// tree (so a new command or flag is checked without editing this).
    fn names_and_flags() -> (Vec<String>, Vec<String>) {
        let mut names = Vec::new();
        let mut flags = Vec::new();
        let mut root = help::command();
        root.build();
        let mut stack = vec![(String::new(), root)];
        while let Some((path, command)) = stack.pop() {
            for arg in command.get_arguments() {
                if let Some(long) = arg.get_long() {
                    flags.push(format!("--{long}"));
                }
            }
            for sub in command.get_subcommands() {
                if sub.get_name() == "help" {
                    continue;
                }
                let name = format!("{path}{}", sub.get_name());
                names.push(name.clone());
                stack.push((format!("{name} "), sub.clone()));
            }
        }
        names.sort();
        names.dedup();
        flags.sort();
        flags.dedup();
        (names, flags)
    }

    #[test]
    fn the_tree_has_the_commands_and_flags_we_know_of() {
        let (names, flags) = names_and_flags();
        for name in ["position", "perft", "bench", "completions", "man"] {
            assert!(names.contains(&name.to_string()), "{name} in {names:?}");
        }
        for flag in ["--rules", "--set", "--load", "--json", "--game", "--svg"] {
            assert!(flags.contains(&flag.to_string()), "{flag} in {flags:?}");
        }
    }

    #[test]
    fn every_completion_script_mentions_every_command_and_flag() {
        let (names, flags) = names_and_flags();
        for shell in [
            Shell::Bash,
            Shell::Zsh,
            Shell::Fish,
            Shell::Elvish,
            Shell::PowerShell,
        ] {
            let script = completions(&CompletionsArgs { shell }).expect("generates");
            let last = names
                .iter()
                .map(|n| n.rsplit(' ').next().unwrap_or(n).to_string());
            for word in last.collect::<Vec<_>>().iter().chain(&flags) {
                // fish writes `-l json` for `--json`.
                let fish = format!("-l {}", word.trim_start_matches("--"));
                assert!(
                    script.contains(word.as_str()) || script.contains(&fish),
                    "{shell}: {word} missing"
                );
            }
        }
    }

    #[test]
    fn the_man_page_mentions_every_command_and_flag() {
        let page = man().expect("generates");
        assert!(
            page.starts_with(".ie") || page.contains(".TH yote"),
            "{page}"
        );
        // roff writes a '-' in a flag as '\-'.
        let plain = page.replace("\\-", "-");
        let (names, flags) = names_and_flags();
        for name in &names {
            assert!(
                plain.contains(&format!("YOTE {}", name.to_uppercase())),
                "section for {name}"
            );
        }
        for flag in &flags {
            assert!(plain.contains(flag.as_str()), "{flag} missing");
        }
    }
}
