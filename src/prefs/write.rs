//! Writing the preferences: only the fields edited, into the file as it is
//! now. The file is read again just before writing and edited in place
//! with `toml_edit`, so that its comments, its layout and every key and
//! table not edited stay as the player wrote them; a file that no longer
//! reads is left alone; nothing is written when nothing changes; a
//! symlinked file is written through (its target replaced atomically,
//! the link left a link); and the text is read back with the file's own
//! reader before it is written, so the game never writes a file it would
//! refuse.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use toml_edit::{DocumentMut, Item, Table, TableLike, value};

use crate::i18n::Lang;
use crate::record::{self, Players, SaveError};
use crate::rules_file::RulesToml;
use yote_ai::Level;
use yote_engine::{Color, Rules};

use super::{Glyphs, Loaded, MAX_PREFS_FILE, Names, Prefs, Problem, ThemeName, What};

/// The fields to change; `None` leaves a field as the file has it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Edits {
    pub theme: Option<ThemeName>,
    pub glyphs: Option<Glyphs>,
    /// `Some(None)` removes the key (the level is asked each game).
    pub level: Option<Option<Level>>,
    /// `Some(None)` removes the key (the locale decides).
    pub lang: Option<Option<Lang>>,
    /// `Some(None)` removes the key.
    pub rules_file: Option<Option<PathBuf>>,
    /// Each side's name: an empty or blank name, or a colour's own name in
    /// any language, means the colour's name, and removes the key.
    pub names: Option<[String; 2]>,
    /// The rules last played with, written as what differs from the
    /// standard rules.
    pub rules: Option<Rules>,
    /// Who plays each side (White's first): a person (`None`) or the
    /// computer at a level or the engine, as `white_player` and `black_player`.
    pub computer: Option<[Option<super::Machine>; 2]>,
    /// The external engine's command line; `Some(None)` removes the key
    /// (no engine), as a blank command does.
    pub engine: Option<Option<String>>,
    /// The engine's milliseconds a move; `Some(None)` removes the key (the
    /// default). Checked before it gets here ([`super::typed_whole`]).
    pub engine_time: Option<Option<u64>>,
}

/// What writing did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Written {
    /// The file was written.
    Written,
    /// The file already said all that: nothing was written.
    Unchanged,
}

/// Why the preferences were not written. Nothing was.
#[derive(Debug)]
pub enum WriteError {
    /// The file as it is now does not read: it is left for the player.
    Unreadable(Box<Problem>),
    /// The edited file would not read back (a value the reader refuses).
    WouldNotRead(Box<Problem>),
    /// The system refused the write.
    Save(SaveError),
}

impl Edits {
    /// What a game that starts remembers: the names, the rules, and the
    /// language (`None` when the game speaks the locale's, so that the file
    /// follows the locale until a player chooses another).
    pub fn game(players: &Players, rules: &Rules, lang: Option<Lang>) -> Edits {
        Edits {
            names: Some([players.white.clone(), players.black.clone()]),
            rules: Some(rules.clone()),
            lang: Some(lang),
            ..Edits::default()
        }
    }

    /// The fields of the settings screen (theme, glyphs, level, names,
    /// rules file, engine and its time) that differ between `read` (the preferences it opened
    /// with) and `shown` (as it shows them now).
    pub fn between(read: &Prefs, shown: &Prefs) -> Edits {
        let names = |p: &Prefs| {
            let names = p.players.as_ref();
            [
                names
                    .and_then(|n| n.white.as_ref())
                    .map(|s| s.get_ref().clone()),
                names
                    .and_then(|n| n.black.as_ref())
                    .map(|s| s.get_ref().clone()),
            ]
        };
        Edits {
            theme: changed(&read.theme, shown.theme),
            glyphs: changed(&read.glyphs, shown.glyphs),
            level: changed(&read.level(), shown.level()),
            rules_file: changed(
                &read.rules_file.as_ref().map(|p| p.get_ref().clone()),
                shown.rules_file.as_ref().map(|p| p.get_ref().clone()),
            ),
            names: (names(read) != names(shown))
                .then(|| names(shown).map(Option::unwrap_or_default)),
            engine: changed(
                &read.engine.as_ref().map(|e| e.get_ref().clone()),
                shown.engine.as_ref().map(|e| e.get_ref().clone()),
            ),
            engine_time: changed(
                &read.engine_time.as_ref().map(|t| *t.get_ref()),
                shown.engine_time.as_ref().map(|t| *t.get_ref()),
            ),
            ..Edits::default()
        }
    }

    /// Whether nothing is to change.
    pub fn is_empty(&self) -> bool {
        *self == Edits::default()
    }
}

/// `new` when it is not `old`.
fn changed<T: PartialEq>(old: &T, new: T) -> Option<T> {
    (*old != new).then_some(new)
}

/// Writes `edits` into the preferences at `path` (see the module's notes).
pub fn write_edits(path: &Path, edits: &Edits) -> Result<Written, WriteError> {
    let target = record::through_links(path);
    let name = path.display().to_string();
    let old = match std::fs::symlink_metadata(&target) {
        Err(_) => String::new(),
        Ok(_) => read_now(&target, &name)?,
    };
    let mut doc: DocumentMut = old.parse().map_err(|e: toml_edit::TomlError| {
        WriteError::Unreadable(Box::new(Problem::new(
            &name,
            None,
            What::NotToml(e.message().to_string()),
        )))
    })?;
    apply(&mut doc, edits);
    let new = doc.to_string();
    if new == old {
        return Ok(Written::Unchanged);
    }
    // Read back as the game will read it on the next start.
    let back = Loaded::from_text(&new, &name);
    if back.unreadable {
        let problem = back.problems.into_iter().next().expect("a reason");
        return Err(WriteError::WouldNotRead(Box::new(problem)));
    }
    if let Some(dir) = target.parent().filter(|d| !d.as_os_str().is_empty()) {
        record::create_folder(dir).map_err(WriteError::Save)?;
    }
    record::write_atomic(&target, new.as_bytes(), record::Replace::Yes)
        .map_err(WriteError::Save)?;
    Ok(Written::Written)
}

/// The file's text now, if it still reads as preferences.
fn read_now(target: &Path, name: &str) -> Result<String, WriteError> {
    let bytes = record::read_bounded(target, MAX_PREFS_FILE)
        .map_err(|e| WriteError::Unreadable(Box::new(Problem::new(name, None, What::Read(e)))))?;
    let text = record::utf8_text(bytes).map_err(|line| {
        WriteError::Unreadable(Box::new(Problem::new(name, Some(line), What::NotUtf8)))
    })?;
    let loaded = Loaded::from_text(&text, name);
    if loaded.unreadable {
        let problem = loaded.problems.into_iter().next().expect("a reason");
        return Err(WriteError::Unreadable(Box::new(problem)));
    }
    Ok(text)
}

/// Sets or removes one top-level key, leaving it (and its comments) alone
/// when it already holds that value.
fn set(table: &mut dyn TableLike, key: &str, new: Option<toml_edit::Value>) {
    match new {
        None => {
            table.remove(key);
        }
        Some(new) => {
            let same = table
                .get(key)
                .and_then(Item::as_value)
                .is_some_and(|old| old.to_string().trim() == new.to_string().trim());
            if !same {
                match table.get_mut(key).and_then(Item::as_value_mut) {
                    // Keeps the comment after the value.
                    Some(old) => {
                        let decor = old.decor().clone();
                        *old = new;
                        *old.decor_mut() = decor;
                    }
                    None => {
                        table.insert(key, Item::Value(new));
                    }
                }
            }
        }
    }
}

/// A sub-table by name, made (as `[name]`) if the file has none; `None`
/// when the key holds something that is no table (the reader refuses such
/// a file, so it never gets here).
fn sub_table<'d>(doc: &'d mut DocumentMut, key: &str) -> Option<&'d mut dyn TableLike> {
    if !doc.contains_key(key) {
        doc.insert(key, Item::Table(Table::new()));
    }
    doc.get_mut(key)?.as_table_like_mut()
}

fn apply(doc: &mut DocumentMut, edits: &Edits) {
    let text = |s: &str| Some(value(s).into_value().expect("a value"));
    if let Some(theme) = edits.theme {
        set(doc.as_table_mut(), "theme", text(theme.key()));
    }
    if let Some(glyphs) = edits.glyphs {
        set(doc.as_table_mut(), "glyphs", text(glyphs.key()));
    }
    if let Some(level) = edits.level {
        set(
            doc.as_table_mut(),
            "level",
            level.and_then(|l| text(l.name())),
        );
    }
    if let Some(computer) = edits.computer {
        for (key, player) in ["white_player", "black_player"].into_iter().zip(computer) {
            set(doc.as_table_mut(), key, text(super::player_word(player)));
        }
    }
    if let Some(lang) = edits.lang {
        set(
            doc.as_table_mut(),
            "lang",
            lang.and_then(|l| text(l.code())),
        );
    }
    if let Some(file) = &edits.rules_file {
        let file = file.as_ref().map(|p| p.display().to_string());
        let file = file.filter(|f| !f.trim().is_empty());
        set(
            doc.as_table_mut(),
            "rules_file",
            file.as_deref().and_then(text),
        );
    }
    if let Some(engine) = &edits.engine {
        let engine = engine.as_deref().map(str::trim).filter(|e| !e.is_empty());
        set(doc.as_table_mut(), "engine", engine.and_then(text));
    }
    if let Some(ms) = edits.engine_time {
        // Within the range the reader takes, so within an i64.
        let ms = ms.and_then(|ms| i64::try_from(ms).ok());
        set(
            doc.as_table_mut(),
            "engine_time",
            ms.map(toml_edit::Value::from),
        );
    }
    if let Some([white, black]) = &edits.names {
        let typed = Names::typed(white.trim(), black.trim());
        let name = |side| {
            let names = typed.as_ref()?;
            let name = match side {
                Color::White => names.white.as_ref(),
                Color::Black => names.black.as_ref(),
            }?;
            Some(name.get_ref().clone()).filter(|n| !n.trim().is_empty())
        };
        let (white, black) = (name(Color::White), name(Color::Black));
        if white.is_none() && black.is_none() {
            doc.remove("players");
        } else if let Some(players) = sub_table(doc, "players") {
            set(players, "white", white.as_deref().and_then(text));
            set(players, "black", black.as_deref().and_then(text));
        }
    }
    if let Some(rules) = &edits.rules {
        let differs = differs_from_standard(rules);
        if let Some(table) = sub_table(doc, "rules") {
            let stale: Vec<String> = table
                .iter()
                .map(|(k, _)| k.to_string())
                .filter(|k| !differs.contains_key(k))
                .collect();
            for key in stale {
                table.remove(&key);
            }
            for (key, new) in differs {
                set(table, &key, Some(new));
            }
        }
    }
}

/// The options of `rules` that differ from the standard rules, so that
/// the file stays short.
fn differs_from_standard(rules: &Rules) -> BTreeMap<String, toml_edit::Value> {
    let standard = Rules::default().to_table();
    rules
        .to_table()
        .into_iter()
        .filter(|(k, v)| standard.get(k) != Some(v))
        .map(|(k, v)| {
            let v = match v {
                toml::Value::Integer(n) => toml_edit::Value::from(n),
                toml::Value::Boolean(b) => toml_edit::Value::from(b),
                other => toml_edit::Value::from(other.as_str().unwrap_or_default()),
            };
            (k, v)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, set_language};
    use yote_engine::SecondPiece;

    /// Reads `path` back as the game does: every file the writer writes
    /// must read with no problem.
    fn read_back(path: &Path) -> Loaded {
        let loaded = Loaded::from_file(path);
        assert!(
            !loaded.unreadable && loaded.problems.is_empty(),
            "{:?}",
            loaded.problems
        );
        loaded
    }

    const KEPT: &str = "# my preferences\n\
                        theme = \"dark\" # the dark one\n\
                        level = \"hard\"\n\
                        \n\
                        [players]\n\
                        white = \"Ama\" # me\n\
                        \n\
                        # my keys\n\
                        [keys.game]\n\
                        undo = \"z\"\n";

    #[test]
    fn only_the_fields_edited_are_written_and_comments_stay() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("preferences.toml");
        std::fs::write(&path, KEPT).unwrap();
        let edits = Edits {
            theme: Some(ThemeName::Light),
            ..Edits::default()
        };
        assert_eq!(write_edits(&path, &edits).unwrap(), Written::Written);
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(
            text,
            KEPT.replace("theme = \"dark\"", "theme = \"light\""),
            "one value changed, every comment kept"
        );
        assert_eq!(read_back(&path).prefs.theme, ThemeName::Light);
    }

    #[test]
    fn the_file_is_read_again_before_writing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("preferences.toml");
        std::fs::write(&path, "theme = \"dark\"\n").unwrap();
        // The screen opened on this file ...
        let read = Loaded::from_file(&path).prefs;
        let mut shown = read.clone();
        shown.glyphs = Glyphs::Ascii;
        // ... which was edited meanwhile.
        std::fs::write(
            &path,
            "theme = \"dark\"\nlevel = \"easy\"\n[rules]\nrows = 6\n",
        )
        .unwrap();
        write_edits(&path, &Edits::between(&read, &shown)).unwrap();
        let loaded = read_back(&path);
        assert_eq!(loaded.prefs.glyphs, Glyphs::Ascii);
        assert_eq!(loaded.prefs.level(), Some(Level::Easy), "kept");
        let rules = loaded.prefs.remembered_rules().expect("kept").unwrap();
        assert_eq!(rules.rows, 6);
    }

    #[test]
    fn a_file_that_no_longer_reads_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("preferences.toml");
        for text in ["colour = 1\n", "theme = \n", "[players]\nwhite = \"  \"\n"] {
            std::fs::write(&path, text).unwrap();
            let e = write_edits(
                &path,
                &Edits::game(&Players::new("A", "B"), &Rules::default(), None),
            )
            .unwrap_err();
            assert!(matches!(e, WriteError::Unreadable(_)), "{text:?}: {e:?}");
            assert!(e.to_string().contains("left as it is"), "{e}");
            assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        }
    }

    #[test]
    fn nothing_is_written_when_nothing_changes() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("preferences.toml");
        let rules = Rules {
            second_piece: SecondPiece::BoardOrHand,
            ..Rules::default()
        };
        let edits = Edits::game(&Players::new("Ama", "Kofi"), &rules, Some(Lang::Es));
        assert_eq!(write_edits(&path, &edits).unwrap(), Written::Written);
        read_back(&path);
        let before = std::fs::metadata(&path).unwrap().modified().unwrap();
        assert_eq!(write_edits(&path, &edits).unwrap(), Written::Unchanged);
        assert_eq!(
            write_edits(&path, &Edits::default()).unwrap(),
            Written::Unchanged
        );
        assert_eq!(
            std::fs::metadata(&path).unwrap().modified().unwrap(),
            before
        );
        // A new file is not made for nothing either.
        let none = dir.path().join("none.toml");
        assert_eq!(
            write_edits(&none, &Edits::default()).unwrap(),
            Written::Unchanged
        );
        assert!(!none.exists());
    }

    #[cfg(unix)]
    #[test]
    fn a_symlinked_file_is_written_through_and_stays_a_link() {
        let dir = tempfile::tempdir().unwrap();
        let dotfiles = dir.path().join("dotfiles");
        std::fs::create_dir(&dotfiles).unwrap();
        let target = dotfiles.join("yote.toml");
        std::fs::write(&target, KEPT).unwrap();
        let link = dir.path().join("preferences.toml");
        std::os::unix::fs::symlink("dotfiles/yote.toml", &link).unwrap();
        let edits = Edits {
            glyphs: Some(Glyphs::Ascii),
            ..Edits::default()
        };
        assert_eq!(write_edits(&link, &edits).unwrap(), Written::Written);
        assert!(
            std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        let text = std::fs::read_to_string(&target).unwrap();
        assert!(
            text.starts_with("# my preferences\n") && text.contains("glyphs = \"ascii\""),
            "{text}"
        );
        assert_eq!(read_back(&link).prefs.glyphs, Glyphs::Ascii);
        // No temporary file is left beside the target or the link.
        let names = |d: &Path| std::fs::read_dir(d).unwrap().count();
        assert_eq!((names(&dotfiles), names(dir.path())), (1, 2));
    }

    #[test]
    fn blank_names_and_colours_names_are_the_colours_and_not_written() {
        set_language(Lang::En);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("preferences.toml");
        std::fs::write(&path, KEPT).unwrap();
        for (white, black) in [("", "   "), ("  ", "Black"), ("White", "")] {
            let edits = Edits {
                names: Some([white.to_string(), black.to_string()]),
                ..Edits::default()
            };
            write_edits(&path, &edits).unwrap();
            let text = std::fs::read_to_string(&path).unwrap();
            assert!(
                !text.contains("[players]") && !text.contains("white ="),
                "{text}"
            );
            let loaded = read_back(&path);
            assert_eq!(loaded.prefs.players(), None);
        }
        let edits = Edits {
            names: Some([" Ama ".to_string(), "  ".to_string()]),
            ..Edits::default()
        };
        write_edits(&path, &edits).unwrap();
        let loaded = read_back(&path);
        assert_eq!(loaded.prefs.players(), Some(Players::new("Ama", "Black")));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
        /// Whatever is edited, over whatever file of the kind the game
        /// reads: either the file written reads back with no problem, or
        /// nothing is written.
        #[test]
        fn every_file_written_reads_back(
            white in "[ a-zA-Z\t\u{1b}\"\\\\]{0,8}|.{0,120}",
            black in "[ a-zA-Z]{0,4}",
            theme in 0..ThemeName::ALL.len(),
            level in proptest::option::of(0..Level::ALL.len()),
            rows in 2..9_i64,
            file in proptest::option::of("[ a-z/~.]{0,12}"),
        ) {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("preferences.toml");
            std::fs::write(&path, KEPT).unwrap();
            let edits = Edits {
                theme: Some(ThemeName::ALL[theme]),
                level: Some(level.map(|l| Level::ALL[l])),
                names: Some([white, black]),
                rules_file: Some(file.map(PathBuf::from)),
                rules: Some(Rules { rows: rows as u8, ..Rules::default() }),
                ..Edits::default()
            };
            match write_edits(&path, &edits) {
                Ok(_) => {
                    let loaded = Loaded::from_file(&path);
                    proptest::prop_assert!(!loaded.unreadable, "{:?}", loaded.problems);
                    let text = std::fs::read_to_string(&path).unwrap();
                    proptest::prop_assert!(text.starts_with("# my preferences\n"), "{}", text);
                }
                Err(WriteError::WouldNotRead(_)) => {
                    proptest::prop_assert_eq!(std::fs::read_to_string(&path).unwrap(), KEPT);
                }
                Err(e) => proptest::prop_assert!(false, "{e}"),
            }
        }
    }
}
