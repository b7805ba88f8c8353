//! Writing the autosave, for the event loop: the game whenever it changed,
//! every finished game kept in the archive, a file found at start set
//! aside before the first write (never replaced unread), and what to say
//! when it cannot write and when it can again. The app's side of the
//! autosave (when to write, where saving stands) is [`Keeper`]; this is
//! the disk's, and its results go back to the app as messages.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::SystemTime;

use crate::record::{
    ARCHIVE_DIR, Autosave, AutosaveLock, GAMES_DIR, SLOTS, SavedGame, Slot, archive,
};
use crate::tr;

use crate::tui::msg::Done;
use crate::tui::saves::{Keeper, Offer, SaveState, one_line, plain_error, plain_io, short};

/// Why a file at the autosave's place is moved aside before the first write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Aside {
    /// It could not be read (a bad or corrupt file): keep it for a look.
    Unreadable,
    /// An unfinished game the player did not resume: keep it to open later.
    Unfinished,
}

impl Aside {
    fn stem(self) -> &'static str {
        match self {
            Aside::Unreadable => crate::record::UNREADABLE_STEM,
            Aside::Unfinished => crate::record::KEPT_STEM,
        }
    }
}

/// Where the autosave goes.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Target {
    /// Not wanted (tests, replays of other programs' games).
    Off,
    /// Wanted, but impossible: why (no data folder, every slot taken).
    Unavailable(String),
    At(Autosave),
}

/// The autosave's file while the app runs.
#[derive(Clone, Debug)]
pub struct Autosaver {
    target: Target,
    /// The file found at start that the first write must not destroy.
    aside: Option<Aside>,
    /// The finished game last archived, so that it is archived once, and
    /// where (written again there once the game is reviewed).
    archived: Option<(SavedGame, PathBuf)>,
    /// The last write failed (the next success says it works again).
    failing: bool,
    /// The unavailable autosave was said (once).
    said: bool,
    /// The key that saves the game, named when the autosave is off.
    pub save_key: String,
    /// This game's hold on its autosave slot, for as long as the app lives.
    _lock: Option<Arc<AutosaveLock>>,
}

impl Default for Autosaver {
    fn default() -> Self {
        Autosaver {
            target: Target::Off,
            aside: None,
            archived: None,
            failing: false,
            said: false,
            save_key: "S".into(),
            _lock: None,
        }
    }
}

/// The autosave at `autosave`, or in the next free slot of its folder when
/// another running game holds it; `None` means there is no place for one,
/// which the player is told. Returns the app's side and the writer's.
pub fn claim(autosave: Option<Autosave>) -> (Keeper, Autosaver) {
    let unavailable = |why: String| {
        let keeper = Keeper {
            on: true,
            state: SaveState::Off(why.clone()),
            ..Keeper::off()
        };
        let writer = Autosaver {
            target: Target::Unavailable(why),
            ..Autosaver::default()
        };
        (keeper, writer)
    };
    let Some(autosave) = autosave else {
        return unavailable(tr!("saves-no-data-folder"));
    };
    let at = |autosave: &Autosave, notice, lock| {
        let keeper = Keeper {
            on: true,
            notice,
            data_dir: Some(autosave.dir()),
            games_dir: autosave.dir().join(GAMES_DIR),
            ..Keeper::off()
        };
        let writer = Autosaver {
            target: Target::At(autosave.clone()),
            _lock: lock,
            ..Autosaver::default()
        };
        (keeper, writer)
    };
    match autosave.claim() {
        Slot::Got {
            autosave,
            slot,
            lock,
        } => {
            let notice =
                (slot > 1).then(|| tr!("saves-other-game-running", path = short(autosave.path())));
            at(&autosave, notice, Some(Arc::new(lock)))
        }
        Slot::AllTaken => unavailable(tr!(
            "saves-all-slots-taken",
            count = SLOTS,
            folder = short(&autosave.dir())
        )),
        // Writing will fail too, and say why in plain words.
        Slot::Failed(_) => at(&autosave, None, None),
    }
}

impl Autosaver {
    /// The autosave file, if there is one.
    pub fn autosave(&self) -> Option<&Autosave> {
        match &self.target {
            Target::At(a) => Some(a),
            _ => None,
        }
    }

    /// The data folder, if there is one.
    pub fn data_dir(&self) -> Option<PathBuf> {
        self.autosave().map(Autosave::dir)
    }

    /// Reads what the autosave holds, for the setup screen's offer, and
    /// remembers that the file must be kept when a different game is written.
    pub fn offer(&mut self) -> Offer {
        let Some(autosave) = self.autosave() else {
            return Offer::Nothing;
        };
        match autosave.offer() {
            Ok(Some(resume)) => {
                self.aside = Some(Aside::Unfinished);
                Offer::Game(Box::new(resume))
            }
            Ok(None) => Offer::Nothing,
            Err(e) => {
                self.aside = Some(Aside::Unreadable);
                Offer::Unreadable(one_line(&e))
            }
        }
    }

    /// The offered game was resumed: it is the one the autosave goes on with.
    pub fn resumed(&mut self) {
        self.aside = None;
    }

    /// Removes the autosave (the player confirmed discarding it).
    pub fn discard(&mut self) -> Result<(), String> {
        let Some(autosave) = self.autosave() else {
            return Ok(());
        };
        autosave.clear().map_err(|e| plain_error(&e))?;
        self.aside = None;
        Ok(())
    }

    /// Writes `record`, and keeps it in the archive once it is finished.
    /// Says how it went: a note for the status line (every failure is
    /// said, and so is the first success after one) and where saving stands.
    pub fn write(&mut self, record: SavedGame) -> Done {
        let done = |note, state| Done::Autosaved { note, state };
        let autosave = match &self.target {
            Target::At(a) => a.clone(),
            Target::Unavailable(why) => {
                // A lasting state, shown by the indicator: said once here.
                let first = !std::mem::replace(&mut self.said, true);
                let note = first.then(|| {
                    let key = self.save_key.as_str();
                    (
                        tr!("saves-autosave-off", why = why.as_str(), key = key),
                        true,
                    )
                });
                return done(note, None);
            }
            Target::Off => return done(None, None),
        };
        let mut notes = Vec::new();
        if let Err(why) = self.keep_aside(&autosave, &mut notes) {
            // Writing now would destroy the earlier file: stop instead.
            return self.failed(tr!("saves-earlier-not-kept", why = why));
        }
        let written = autosave.write_saved(&record);
        if record.is_finished() && self.archived.as_ref().map(|(a, _)| a) != Some(&record) {
            notes.extend(self.archive(&autosave, record));
        }
        match written {
            Ok(kept) => {
                notes.extend(kept.map(|k| crate::words::Say::say(&k)));
                if std::mem::replace(&mut self.failing, false) {
                    notes.insert(0, tr!("saves-works-again"));
                }
                let note = (!notes.is_empty()).then(|| (notes.join(" "), false));
                done(note, Some(Ok(())))
            }
            Err(e) => self.failed(plain_error(&e)),
        }
    }

    /// Keeps the finished `record` in the archive: a new file, or the one
    /// it was archived in when only its review is new (a game reviewed
    /// after it ended is archived once, with its review). A note to say.
    fn archive(&mut self, autosave: &Autosave, record: SavedGame) -> Option<String> {
        let bare = |r: &SavedGame| SavedGame {
            review: None,
            ..r.clone()
        };
        let again = self
            .archived
            .as_ref()
            .filter(|(a, _)| bare(a) == bare(&record))
            .map(|(_, path)| path.clone());
        if let Some(path) = again {
            return match record.save_overwrite(&path) {
                Ok(()) => {
                    self.archived = Some((record, path));
                    None
                }
                Err(e) => Some(tr!("saves-not-archived", why = plain_error(&e))),
            };
        }
        let dir = autosave.dir().join(ARCHIVE_DIR);
        match archive(&record, &dir, SystemTime::now()) {
            Ok(path) => {
                let name = path.file_name().unwrap_or_default().to_string_lossy();
                let note = tr!("saves-archived", name = name.into_owned());
                self.archived = Some((record, path));
                Some(note)
            }
            Err(e) => Some(tr!("saves-not-archived", why = plain_error(&e))),
        }
    }

    /// Sets aside the file found at start, once, before the first write.
    fn keep_aside(&mut self, autosave: &Autosave, notes: &mut Vec<String>) -> Result<(), String> {
        let Some(aside) = self.aside else {
            return Ok(());
        };
        match crate::record::keep_aside(autosave.path(), aside.stem()) {
            Ok(Some(kept)) => notes.push(match aside {
                Aside::Unreadable => tr!("saves-kept-unreadable", path = short(&kept)),
                Aside::Unfinished => tr!("saves-kept-earlier", path = short(&kept)),
            }),
            Ok(None) => {}
            Err(e) => return Err(plain_io(autosave.path(), &e)),
        }
        self.aside = None;
        Ok(())
    }

    /// The failing state and its note (said every time it happens).
    fn failed(&mut self, why: String) -> Done {
        self.failing = true;
        let note = tr!("saves-cannot-autosave", why = why.as_str());
        Done::Autosaved {
            note: Some((note, true)),
            state: Some(Err(why)),
        }
    }
}
