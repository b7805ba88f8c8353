//! The game's words in English, Spanish and Czech: Fluent catalogues
//! compiled into the binary (`locales/LANG/*.ftl`), the current language,
//! and the lookups [`tr`], [`tr_args`] and the [`tr!`](crate::tr) macro.
//!
//! The language is chosen once for the process ([`set_default_language`],
//! from `--lang` or the locale variables) and can be changed on the setup
//! screen ([`set_language`]). The choice is kept per thread, falling back
//! to the process's: the game's screens all draw on one thread, and tests
//! running side by side can each speak their own language.

mod locale;

use std::cell::Cell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

pub use fluent_bundle::FluentValue as Value;
pub use locale::{from_env, from_locale, from_vars};

/// A language the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Es,
    Cs,
}

impl Lang {
    /// Every language, in the order the setup screen cycles through them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Es, Lang::Cs];

    /// The code used by `--lang` and the locale variables: `en`, `es`, `cs`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Cs => "cs",
        }
    }

    /// The language of a code (`en`, `es`, `cs`; any case), if we speak it.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code))
    }

    /// The language's own name for itself, shown on the setup screen in
    /// every language so that a player can find theirs.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::Cs => "Čeština",
        }
    }

    /// The next language on the setup screen (after the last, the first).
    pub fn next(self) -> Lang {
        Lang::ALL[(self.index() + 1) % Lang::ALL.len()]
    }

    /// The previous language on the setup screen.
    pub fn previous(self) -> Lang {
        Lang::ALL[(self.index() + Lang::ALL.len() - 1) % Lang::ALL.len()]
    }

    fn index(self) -> usize {
        self as usize
    }

    /// The catalogue files, in the order they are added to the bundle.
    /// The decimal mark (CLDR): a point in English, a comma in Spanish
    /// and Czech.
    pub fn decimal_mark(self) -> char {
        match self {
            Lang::En => '.',
            Lang::Es | Lang::Cs => ',',
        }
    }

    fn sources(self) -> &'static [&'static str] {
        match self {
            Lang::En => &CATALOGUES[0],
            Lang::Es => &CATALOGUES[1],
            Lang::Cs => &CATALOGUES[2],
        }
    }
}

/// Every catalogue, per language in [`Lang::ALL`]'s order, one file per
/// area so a change to the CLI's words and one to the game's stay apart.
pub const CATALOGUES: [[&str; AREAS.len()]; 3] = [
    [
        include_str!("../../locales/en/cli.ftl"),
        include_str!("../../locales/en/words.ftl"),
        include_str!("../../locales/en/tui.ftl"),
        include_str!("../../locales/en/learn.ftl"),
    ],
    [
        include_str!("../../locales/es/cli.ftl"),
        include_str!("../../locales/es/words.ftl"),
        include_str!("../../locales/es/tui.ftl"),
        include_str!("../../locales/es/learn.ftl"),
    ],
    [
        include_str!("../../locales/cs/cli.ftl"),
        include_str!("../../locales/cs/words.ftl"),
        include_str!("../../locales/cs/tui.ftl"),
        include_str!("../../locales/cs/learn.ftl"),
    ],
];

/// The catalogue files' names within each language's folder.
pub const AREAS: [&str; 4] = ["cli.ftl", "words.ftl", "tui.ftl", "learn.ftl"];

/// The process's language, as `Lang as u8`.
static DEFAULT: AtomicU8 = AtomicU8::new(Lang::En as u8);

thread_local! {
    /// This thread's language, when it chose one of its own.
    static CURRENT: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language words are looked up in on this thread.
pub fn language() -> Lang {
    CURRENT
        .with(Cell::get)
        .unwrap_or_else(|| Lang::ALL[usize::from(DEFAULT.load(Ordering::Relaxed))])
}

/// Speaks `lang` on this thread from now on (the setup screen's switch).
pub fn set_language(lang: Lang) {
    CURRENT.with(|c| c.set(Some(lang)));
}

/// Speaks `lang` in the whole process (threads that chose none of their
/// own) and on this thread: the language found at start-up.
pub fn set_default_language(lang: Lang) {
    DEFAULT.store(lang as u8, Ordering::Relaxed);
    set_language(lang);
}

/// The three bundles, built on first use.
fn bundles() -> &'static [FluentBundle<FluentResource>; 3] {
    static BUNDLES: OnceLock<[FluentBundle<FluentResource>; 3]> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.map(bundle))
}

/// `value` with `places` decimals, written with the current language's
/// decimal mark: `1.04` in English, `1,04` in Spanish and Czech. For words
/// a person reads only; JSON keeps its own numbers.
pub fn decimal(value: f64, places: usize) -> String {
    mark_decimals(format!("{value:.places$}"))
}

/// [`decimal`] with a sign, `+1,04` or `-0,50`: a score.
pub fn signed_decimal(value: f64, places: usize) -> String {
    mark_decimals(format!("{value:+.places$}"))
}

fn mark_decimals(text: String) -> String {
    match language().decimal_mark() {
        '.' => text,
        mark => text.replace('.', &mark.to_string()),
    }
}

/// One language's bundle. The catalogues are compiled in and checked by
/// the tests, so a syntax error here is a bug of this build.
fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier =
        lang.code().parse().expect("our language codes are valid");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Terminal text stays plain: no Unicode isolation marks around values.
    bundle.set_use_isolating(false);
    // NUMBER(), for ordinals ("the 3rd repetition").
    if let Err(e) = bundle.add_builtins() {
        debug_assert!(false, "{lang:?}: {e:?}");
    }
    for source in lang.sources() {
        let resource =
            FluentResource::try_new((*source).to_string()).unwrap_or_else(|(resource, errors)| {
                debug_assert!(errors.is_empty(), "{lang:?}: {errors:?}");
                resource
            });
        if let Err(errors) = bundle.add_resource(resource) {
            debug_assert!(errors.is_empty(), "{lang:?}: {errors:?}");
        }
    }
    bundle
}

/// The message `id` in the current language.
pub fn tr(id: &str) -> String {
    tr_args(id, &[])
}

/// The message `id` in the current language, with its variables.
/// A message missing from the catalogue reads as its id (the tests make
/// sure none is missing).
pub fn tr_args(id: &str, args: &[(&str, Value<'_>)]) -> String {
    tr_in(language(), id, args)
}

/// The message `id` in `lang`, with its variables.
pub fn tr_in(lang: Lang, id: &str, args: &[(&str, Value<'_>)]) -> String {
    let bundle = &bundles()[lang.index()];
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        debug_assert!(false, "no message {id} in {lang:?}");
        return id.to_string();
    };
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    debug_assert!(errors.is_empty(), "{id} in {lang:?}: {errors:?}");
    text.into_owned()
}

/// A message in the current language: `tr!("id")`, or with variables
/// `tr!("id", name = value, count = n)` (values: text or numbers).
#[macro_export]
macro_rules! tr {
    ($id:literal) => {
        $crate::i18n::tr($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::tr_args(
            $id,
            &[$((stringify!($name), $crate::i18n::Value::from($value))),+],
        )
    };
}

#[cfg(test)]
mod tests;
