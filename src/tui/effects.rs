//! The file work the app asks for ([`Effect`]), done for the event loop:
//! the autosave, saving and opening games, the list of games, discarding
//! the autosave, remembering names and rules in the preferences. Each
//! result goes back to the app, which only updates its state. Tests, which
//! have no event loop, call [`settle`].

use std::fs;
use std::path::Path;

use crate::record::{self, Policy, SaveError};

use super::app::{App, Effect, Saved};
use super::saves;

/// Games listed in the open dialog, newest first.
const LISTED_GAMES: usize = 60;

/// Does the file work of `effects`, asked together, in order; of the
/// autosaves among them only those [`Policy::batch`] keeps are written,
/// once, where the first of them was asked.
pub fn perform_all(app: &mut App, effects: Vec<Effect>) {
    let mut autosaves = Vec::new();
    let mut rest = Vec::new();
    for effect in effects {
        match effect {
            Effect::Autosave(record) => {
                if autosaves.is_empty() {
                    rest.push(None);
                }
                autosaves.push(*record);
            }
            effect => rest.push(Some(effect)),
        }
    }
    let mut autosaves = Some(Policy::batch(autosaves));
    for effect in rest {
        match effect {
            Some(effect) => perform(app, effect),
            None => {
                for record in autosaves.take().into_iter().flatten() {
                    let note = app.keeper.after_change(record);
                    app.autosave_done(note);
                }
            }
        }
    }
}

/// Does the file work of one effect and hands the result to the app. An
/// effect that is not file work ([`Effect::Suspend`], [`Effect::Think`])
/// is handed back to the app untouched, for the event loop.
pub fn perform(app: &mut App, effect: Effect) {
    match effect {
        Effect::Suspend | Effect::Think(_) => app.effects.push(effect),
        Effect::Autosave(record) => {
            let note = app.keeper.after_change(*record);
            app.autosave_done(note);
        }
        Effect::Save { path, overwrite } => {
            let saved = save(app, &path, overwrite);
            app.save_done(&path, saved);
        }
        Effect::Open(path) => {
            let loaded = record::load(&path);
            app.open_done(&path, loaded);
        }
        Effect::ListGames => {
            let games = app
                .keeper
                .data_dir()
                .map(|dir| record::list_games(&dir, LISTED_GAMES))
                .unwrap_or_default();
            app.list_done(games);
        }
        Effect::Discard => {
            let result = app.keeper.discard();
            app.discard_done(result);
        }
        Effect::ReadPrefs(path) => app.prefs_read(&crate::prefs::Loaded::from_file(&path)),
        Effect::SavePrefs { path, edits } => {
            let result = crate::prefs::write_edits(&path, &edits)
                .map(|_| crate::prefs::Loaded::from_file(&path))
                .map_err(|e| match e {
                    crate::prefs::WriteError::Save(e) => saves::plain_error(&e),
                    other => other.to_string(),
                });
            app.prefs_saved(result);
        }
        Effect::Remember { players, rules } => {
            // A language other than the locale's was chosen: keep it.
            let lang = Some(crate::i18n::language()).filter(|l| *l != crate::i18n::from_env());
            if let Some(path) = crate::prefs::prefs_path()
                && let Err(e) = crate::prefs::remember_game(&path, &players, &rules, lang)
            {
                app.note(&crate::tr!("app-not-remembered", why = e.to_string()));
            }
        }
    }
}

/// Does every effect on the game's files the app asked for (and any that
/// they lead to), as the event loop would. Effects on the terminal, the
/// computer's thinking and the player's preferences stay for the event
/// loop (or the test): a test settling its app never writes outside its
/// data folder.
pub fn settle(app: &mut App) {
    let mut kept = Vec::new();
    loop {
        let effects = app.take_effects();
        if effects.is_empty() {
            break;
        }
        let (stay, files): (Vec<Effect>, Vec<Effect>) = effects.into_iter().partition(|e| {
            matches!(
                e,
                Effect::Suspend | Effect::Think(_) | Effect::Remember { .. }
            )
        });
        kept.extend(stay);
        perform_all(app, files);
    }
    app.effects = kept;
}

/// Saves the game on screen to `path`: only over a regular file, and over
/// one only when `overwrite` (the player said yes). The games folder is
/// made if need be; any other folder must exist.
fn save(app: &App, path: &Path, overwrite: bool) -> Saved {
    let Some(m) = app.current_match() else {
        return Saved::Failed(crate::tr!("app-no-game-to-save"));
    };
    if let Err(why) = saves::check_save_target(path) {
        return Saved::Failed(why);
    }
    let games = app.keeper.games_dir();
    if path.parent() == Some(games.as_path()) {
        // A failure shows when writing the file, in plain words.
        let _ = fs::create_dir_all(&games);
    }
    let record = saves::record_of(m);
    let written = if overwrite {
        record.save_overwrite(path)
    } else {
        record.save_new(path)
    };
    match written {
        Ok(()) => Saved::Done,
        Err(SaveError::Exists(existing)) => Saved::Exists(existing),
        Err(e) => Saved::Failed(saves::plain_error(&e)),
    }
}
