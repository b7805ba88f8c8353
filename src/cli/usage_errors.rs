//! clap's usage errors (`error: unexpected argument '--foo' found`) in the
//! current language: the message built from the error's kind and context
//! (the argument, the value, the values it takes, a similar one), then the
//! usage line and where to find help, with the catalogue's words
//! (`locales/*/cli.ftl`). A kind this file does not know keeps clap's own
//! sentence, inside the same translated frame.

use clap::error::{ContextKind, ContextValue, ErrorKind};

use yote::i18n::tr;
use yote::tr;

/// The whole message for a usage error, ending in a line break.
pub(crate) fn render(e: &clap::Error) -> String {
    let Some(message) = message(e) else {
        return framed(&e.render().to_string());
    };
    let mut out = tr!("cli-clap-error", message = message);
    let tips = tips(e);
    if !tips.is_empty() {
        out += "\n";
        for tip in tips {
            out += &format!("\n  {}", tr!("cli-clap-tip", tip = tip));
        }
    }
    if let Some(ContextValue::StyledStr(usage)) = e.get(ContextKind::Usage) {
        out += "\n\n";
        out += &usage_line(&usage.to_string());
    }
    out += "\n\n";
    out += &tr!("cli-clap-try-help", help = "--help");
    out + "\n"
}

/// The first sentence (and the values an argument takes), or `None` for
/// a kind or a context this file does not cover.
fn message(e: &clap::Error) -> Option<String> {
    // A 5 000-character word is quoted by its first 60, as a move is.
    let text = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(yote::record::bounded_token(s)),
        _ => None,
    };
    let arg = text(ContextKind::InvalidArg);
    let arg = arg.as_deref();
    let value = text(ContextKind::InvalidValue);
    let value = value.as_deref();
    Some(match e.kind() {
        ErrorKind::UnknownArgument => tr!("cli-clap-unknown-argument", arg = arg?),
        ErrorKind::InvalidSubcommand => tr!(
            "cli-clap-unknown-command",
            command = text(ContextKind::InvalidSubcommand)?.as_ref()
        ),
        ErrorKind::InvalidValue if value?.is_empty() => {
            tr!("cli-clap-value-required", arg = arg?) + &possible_values(e)
        }
        ErrorKind::InvalidValue => {
            tr!("cli-clap-invalid-value", arg = arg?, value = value?) + &possible_values(e)
        }
        // The reason is the value parser's: ours speak the language.
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(e)?.to_string();
            tr!("cli-clap-invalid-value", arg = arg?, value = value?) + ": " + &why
        }
        ErrorKind::TooManyValues => {
            tr!("cli-clap-unexpected-value", arg = arg?, value = value?)
        }
        ErrorKind::MissingRequiredArgument => match e.get(ContextKind::InvalidArg)? {
            ContextValue::Strings(missing) => {
                let mut out = tr!("cli-clap-missing-arguments");
                for arg in missing {
                    out += &format!("\n  {arg}");
                }
                out
            }
            _ => return None,
        },
        ErrorKind::ArgumentConflict => match e.get(ContextKind::PriorArg) {
            Some(ContextValue::String(prior)) if prior == arg? => {
                tr!("cli-clap-used-twice", arg = arg?)
            }
            Some(ContextValue::String(prior)) => {
                tr!("cli-clap-conflict", arg = arg?, other = prior.as_str())
            }
            Some(ContextValue::Strings(others)) => {
                let mut out = tr!("cli-clap-conflict-list", arg = arg?);
                for other in others {
                    out += &format!("\n  {other}");
                }
                out
            }
            _ => return None,
        },
        _ => return None,
    })
}

/// "\n  [possible values: en, es, cs]" when the argument has a list.
fn possible_values(e: &clap::Error) -> String {
    match e.get(ContextKind::ValidValue) {
        Some(ContextValue::Strings(values)) if !values.is_empty() => {
            format!(
                "\n  {}",
                tr!("cli-possible-values", values = values.join(", "))
            )
        }
        _ => String::new(),
    }
}

/// The tips after the message: a similar command, argument or value, and
/// clap's own suggestions in their words where we know their form.
fn tips(e: &clap::Error) -> Vec<String> {
    let mut tips = Vec::new();
    for (kind, id) in [
        (ContextKind::SuggestedSubcommand, "cli-clap-similar-command"),
        (ContextKind::SuggestedArg, "cli-clap-similar-argument"),
        (ContextKind::SuggestedValue, "cli-clap-similar-value"),
    ] {
        let similar: Vec<String> = match e.get(kind) {
            Some(ContextValue::String(s)) => vec![s.clone()],
            Some(ContextValue::Strings(s)) => s.clone(),
            _ => continue,
        };
        let quoted: Vec<String> = similar.iter().map(|s| format!("'{s}'")).collect();
        tips.push(yote::i18n::tr_args(
            id,
            &[
                ("count", similar.len().into()),
                ("names", quoted.join(", ").into()),
            ],
        ));
    }
    if let Some(ContextValue::StyledStrs(suggested)) = e.get(ContextKind::Suggested) {
        tips.extend(suggested.iter().map(|s| suggestion(&s.to_string())));
    }
    tips
}

/// One of clap's suggestions in the language: it writes them as English
/// sentences of a few fixed forms (`clap_builder`'s `error/mod.rs`); one of
/// another form is kept as clap wrote it.
fn suggestion(text: &str) -> String {
    // "to pass '--x' as a value, use '-- --x'"
    let as_value = text
        .strip_prefix("to pass '")
        .and_then(|rest| rest.split_once("' as a value, use '"))
        .and_then(|(arg, rest)| Some((arg, rest.strip_suffix('\'')?)));
    if let Some((arg, instead)) = as_value {
        return tr!("cli-clap-pass-as-value", arg = arg, instead = instead);
    }
    // "'position --json' exists"
    let exists = text
        .strip_prefix('\'')
        .and_then(|rest| rest.strip_suffix("' exists"));
    if let Some(found) = exists.filter(|f| !f.contains('\'')) {
        return tr!("cli-clap-exists", found = found);
    }
    text.to_string()
}

/// clap's "Usage: yote [OPTIONS]" with the heading in the language.
fn usage_line(usage: &str) -> String {
    match usage.strip_prefix("Usage: ") {
        Some(rest) => format!("{} {rest}", tr("cli-heading-usage")),
        None => usage.to_string(),
    }
}

/// clap's own message for a kind this file does not cover, with its frame
/// (`error:`, `Usage:`, `For more information…`) in the language.
fn framed(rendered: &str) -> String {
    let mut lines: Vec<String> = rendered.lines().map(str::to_string).collect();
    if let Some(first) = lines.first_mut()
        && let Some(rest) = first.strip_prefix("error: ")
    {
        *first = tr!("cli-clap-error", message = rest);
    }
    for line in &mut lines {
        if line.starts_with("Usage: ") {
            *line = usage_line(line);
        } else if line == "For more information, try '--help'." {
            *line = tr!("cli-clap-try-help", help = "--help");
        }
    }
    lines.join("\n") + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsString;
    use yote::i18n::{Lang, set_language};

    fn error(words: &[&str]) -> clap::Error {
        let args: Vec<OsString> = words.iter().map(OsString::from).collect();
        super::super::Cli::from_args(&args).expect_err("refused")
    }

    #[test]
    fn english_reads_as_clap_writes_it() {
        set_language(Lang::En);
        for words in [
            &["yote", "--foo"][..],
            &["yote", "position", "--bogus"],
            &["yote", "--lang"],
            &["yote", "--lang", "de"],
            &["yote", "bogus"],
            &["yote", "posiion"],
            &["yote", "--jsn", "position"],
            &["yote", "--rule", "x"],
            &["yote", "position", "--json", "--json"],
            &["yote", "position", "--json", "--svg", "a"],
            &["yote", "completions"],
            &["yote", "completions", "fsh"],
        ] {
            let e = error(words);
            assert!(message(&e).is_some(), "{words:?} is covered");
            assert_eq!(render(&e), e.render().to_string(), "{words:?}");
        }
    }

    #[test]
    fn czech_and_spanish_say_it_in_their_words() {
        set_language(Lang::Cs);
        let text = render(&error(&["yote", "--rule", "x"]));
        assert!(text.starts_with("chyba: "), "{text}");
        assert!(
            text.contains("'--rule'") && text.contains("'--rules'"),
            "{text}"
        );
        assert!(
            text.contains("rada: ") && text.contains("Použití: yote"),
            "{text}"
        );
        assert!(!text.contains("Usage") && !text.contains("tip:"), "{text}");
        set_language(Lang::Es);
        let text = render(&error(&["yote", "completions", "fsh"]));
        assert!(text.contains("'fsh'") && text.contains("'fish'"), "{text}");
        assert!(text.contains("[valores posibles: bash"), "{text}");
        assert!(!text.contains("For more information"), "{text}");
        set_language(Lang::En);
    }

    #[test]
    fn an_uncovered_kind_keeps_clap_s_sentence_in_a_translated_frame() {
        set_language(Lang::Es);
        let e = clap::Error::raw(ErrorKind::NoEquals, "something clap says\n")
            .with_cmd(&super::super::help::command());
        let text = render(&e);
        assert!(text.starts_with("error: something clap says"), "{text}");
        set_language(Lang::Cs);
        let text = render(&e);
        assert!(text.starts_with("chyba: something clap says"), "{text}");
        set_language(Lang::En);
    }
}
