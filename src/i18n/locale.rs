//! The language of the environment: `LC_ALL`, then `LC_MESSAGES`, then
//! `LANG`, as POSIX orders them.

use super::Lang;

/// The language the locale variables ask for: the first of `LC_ALL`,
/// `LC_MESSAGES`, `LANG` that is set and not empty decides; a locale we do
/// not speak (`C`, `POSIX`, `de_DE.UTF-8`) and no locale at all mean English.
pub fn from_env() -> Lang {
    let var = |name: &str| std::env::var_os(name).map(|v| v.to_string_lossy().into_owned());
    from_vars(var)
}

/// [`from_env`] over any source of variables (for tests).
pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(var)
        .find(|value| !value.is_empty())
        .and_then(|value| from_locale(&value))
        .unwrap_or_default()
}

/// The language of a locale name such as `cs_CZ.UTF-8`, `es_ES@euro` or
/// `en`: the part before `_`, `.` or `@`. `None` for one we do not speak.
pub fn from_locale(locale: &str) -> Option<Lang> {
    let language = locale
        .split(['_', '.', '@', '-'])
        .next()
        .unwrap_or_default();
    Lang::from_code(language)
}
