//! The doing of what the app asks of the event loop ([`Effect`]):
//! the terminal's stop, the computer's searches, the autosave (written at
//! once, before the next frame), and the rest of the file work on two
//! worker threads: one that reads (the list of games, opening a game, the
//! preferences for the settings screen, a free name for Save-as), which
//! quitting does not wait for, and one that writes (Save-as, the
//! preferences), which quitting waits for. Every result comes back to the
//! app as a message ([`Done`]); nothing here changes the app's state.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Sender};
use std::thread::{self, JoinHandle};

use crate::prefs::Loaded;
use crate::record::{self, Policy, SaveError, SavedGame};

use crate::tui::msg::{Done, Saved, Watched};
use crate::tui::run::autosave::Autosaver;
use crate::tui::saves;

/// Games listed in the open dialog at a time, newest first: the next ones
/// are read when the player goes past the last.
pub const LISTED_GAMES: usize = 60;

pub use crate::tui::run::effect::{Effect, Lane};

/// The file work of one worker effect, done on this thread; its results.
pub fn work(effect: Effect) -> Vec<Done> {
    let mut done = Vec::new();
    work_into(effect, &mut |d| done.push(d));
    done
}

/// The file work of one worker effect, done on this thread, each result
/// sent as it comes (a listing sends a row at a time).
pub fn work_into(effect: Effect, send: &mut dyn FnMut(Done)) {
    match effect {
        Effect::ListGames { dir, from, watch } => list(dir.as_deref(), from, &watch, send),
        effect => {
            if let Some(done) = work_one(effect) {
                send(done);
            }
        }
    }
}

/// Lists the games of the data folder `dir` from the `from`th newest, a
/// row at a time, while the dialog wants them: the folders are scanned
/// (names, times, sizes), then each file of the page read for what it says,
/// not replayed. The last row of the page says it is the last.
fn list(dir: Option<&Path>, from: usize, watch: &Watched, send: &mut dyn FnMut(Done)) {
    let found = dir.map(record::find_games).unwrap_or_default();
    let total = found.len();
    let page: Vec<_> = found.into_iter().skip(from).take(LISTED_GAMES).collect();
    if page.is_empty() {
        send(Done::Listed {
            watch: watch.clone(),
            total,
            games: Vec::new(),
            last: true,
        });
    }
    let count = page.len();
    for (i, found) in page.into_iter().enumerate() {
        if !watch.wanted() {
            return;
        }
        send(Done::Listed {
            watch: watch.clone(),
            total,
            games: vec![found.read()],
            last: i + 1 == count,
        });
    }
}

/// The file work of an effect that has one result.
fn work_one(effect: Effect) -> Option<Done> {
    Some(match effect {
        Effect::Save {
            path,
            overwrite,
            record,
            games_dir,
        } => {
            let path = with_toml(path);
            let saved = save(&record, &path, overwrite, &games_dir);
            Done::Saved { path, saved }
        }
        Effect::Suggest(dir) => Done::Suggested(saves::suggested_name(&dir)),
        Effect::Open(path) => Done::Opened {
            loaded: record::load(&path).map(Box::new),
            path,
        },
        Effect::DeleteGame(listed) => Done::Deleted {
            deleted: match listed.kind {
                record::Kind::Archived => record::delete_archived(&listed),
                _ => record::delete_game(&listed),
            }
            .map_err(|e| match e {
                record::DeleteError::Io(e) => saves::plain_error(&e),
                other => other.to_string(),
            }),
            path: listed.path,
        },
        Effect::ReadPuzzles => Done::PuzzlesRead(Box::new(read_puzzles())),
        Effect::SavePuzzles(record) => Done::PuzzlesSaved(match crate::puzzles::rating::path() {
            Some(path) => crate::learn::progress::store(&path, &*record),
            None => Err(crate::tr!("settings-no-folder")),
        }),
        Effect::ReadLearn => Done::LearnRead(Box::new(read_learn())),
        Effect::SaveLearn(progress) => Done::LearnSaved(match crate::learn::progress::path() {
            Some(path) => crate::learn::progress::store(&path, &*progress),
            None => Err(crate::tr!("settings-no-folder")),
        }),
        Effect::ReadPrefs(path) => Done::PrefsRead(Box::new(Loaded::from_file(&path))),
        Effect::SavePrefs { path, edits } => Done::PrefsSaved(
            crate::prefs::write_edits(&path, &edits)
                .map(|_| Box::new(Loaded::from_file(&path)))
                .map_err(|e| match e {
                    crate::prefs::WriteError::Save(e) => saves::plain_error(&e),
                    other => other.to_string(),
                }),
        ),
        Effect::Remember {
            players,
            rules,
            computer,
        } => {
            // A language other than the locale's was chosen: keep it.
            let lang = Some(crate::i18n::language()).filter(|l| *l != crate::i18n::from_env());
            let path = crate::prefs::prefs_path()?;
            Done::Remembered(
                crate::prefs::remember_game(&path, &players, &rules, lang, computer)
                    .map(|_| ())
                    .map_err(|e| e.to_string()),
            )
        }
        _ => return None,
    })
}

/// The autosave's writer and the two workers: everything that does file
/// work for the app. The app keeps it for the event loop (and the tests)
/// but never reads or writes it in `update`.
#[derive(Debug, Default)]
pub struct Files {
    pub autosaver: Autosaver,
    reader: Option<Worker>,
    writer: Option<Worker>,
}

impl Clone for Files {
    /// A copy writes the same autosave but has no workers of its own.
    fn clone(&self) -> Files {
        Files {
            autosaver: self.autosaver.clone(),
            reader: None,
            writer: None,
        }
    }
}

/// A thread that does file work in order and sends each result back.
#[derive(Debug)]
struct Worker {
    jobs: Sender<Effect>,
    thread: JoinHandle<()>,
}

impl Worker {
    fn spawn(name: &str, send: impl Fn(Done) + Send + 'static) -> Worker {
        let (jobs, rx) = mpsc::channel::<Effect>();
        let thread = thread::Builder::new()
            .name(name.into())
            .spawn(move || {
                for job in rx {
                    work_into(job, &mut |done| send(done));
                }
            })
            .expect("a worker thread");
        Worker { jobs, thread }
    }
}

impl Files {
    /// Starts the workers; their results go to `send`.
    pub fn start(&mut self, send: impl Fn(Done) + Send + Clone + 'static) {
        self.reader = Some(Worker::spawn("yote-reader", send.clone()));
        self.writer = Some(Worker::spawn("yote-writer", send));
    }

    /// Lets the reader go (a listing in flight is not waited for) and waits
    /// for the writer to finish what it was given.
    pub fn finish(&mut self) {
        self.reader = None;
        if let Some(writer) = self.writer.take() {
            drop(writer.jobs);
            let _ = writer.thread.join();
        }
    }

    /// Does the file work of `effects`, asked together, in order: the
    /// autosaves among them (only those [`Policy::batch`] keeps, written
    /// where the first of them was asked), the discarding and resuming at
    /// once, returning their results; a worker's effects are handed to it
    /// (or done now, without workers, as in tests: then their results are
    /// returned too). Effects of the loop's own are returned untouched.
    pub fn perform_all(&mut self, effects: Vec<Effect>) -> (Vec<Done>, Vec<Effect>) {
        let mut done = Vec::new();
        let mut others = Vec::new();
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
            let Some(effect) = effect else {
                for record in autosaves.take().into_iter().flatten() {
                    done.push(self.autosaver.write(record));
                }
                continue;
            };
            let worker = match effect.lane() {
                Lane::Loop => {
                    others.push(effect);
                    continue;
                }
                Lane::Now => {
                    done.extend(self.now(effect));
                    continue;
                }
                Lane::Read => self.reader.as_ref(),
                Lane::Write => self.writer.as_ref(),
            };
            match worker {
                Some(w) => {
                    if let Err(mpsc::SendError(effect)) = w.jobs.send(effect) {
                        done.extend(work(effect));
                    }
                }
                None => done.extend(work(effect)),
            }
        }
        (done, others)
    }

    /// The effects done at once, on the autosave.
    fn now(&mut self, effect: Effect) -> Option<Done> {
        match effect {
            Effect::Autosave(record) => Some(self.autosaver.write(*record)),
            Effect::Discard => Some(Done::Discarded(self.autosaver.discard())),
            Effect::Resumed => {
                self.autosaver.resumed();
                None
            }
            _ => None,
        }
    }
}

/// `path`, or with `.toml` added when it has no extension and names no
/// file (a file that is there, such as `/dev/null`, is taken as named).
fn with_toml(path: PathBuf) -> PathBuf {
    let bare = path.extension().is_none() && path.file_name().is_some();
    if bare && fs::symlink_metadata(&path).is_err() {
        return path.with_extension("toml");
    }
    path
}

/// Saves `record` to `path`: only over a regular file, and over one only
/// when `overwrite` (the player said yes). The games folder is made if
/// need be; any other folder must exist.
fn save(record: &SavedGame, path: &Path, overwrite: bool, games: &Path) -> Saved {
    if let Err(why) = saves::check_save_target(path) {
        return Saved::Failed(why);
    }
    if path.parent() == Some(games) {
        // A failure shows when writing the file, in plain words.
        let _ = fs::create_dir_all(games);
    }
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

/// The lessons and their progress, for the lessons screen: a broken
/// progress file is set aside, and the lessons file, shipped inside the
/// program, is read (its refusal said on the screen).
fn read_learn() -> crate::tui::msg::LearnRead {
    let loaded = match crate::learn::progress::path() {
        Some(path) => crate::learn::progress::load(&path),
        None => crate::learn::progress::Loaded {
            value: crate::learn::progress::Progress::default(),
            set_aside: None,
        },
    };
    crate::tui::msg::LearnRead {
        lessons: crate::learn::shipped()
            .map_err(|e| crate::words::learn::lessons_error("lessons.toml", &e)),
        progress: loaded.value,
        set_aside: loaded.set_aside.map(|p| p.display().to_string()),
    }
}

/// The shipped puzzles and the player's record, for the puzzles screen.
fn read_puzzles() -> crate::tui::msg::PuzzlesRead {
    let loaded = match crate::puzzles::rating::path() {
        Some(path) => crate::learn::progress::load(&path),
        None => crate::learn::progress::Loaded {
            value: crate::puzzles::rating::Record::default(),
            set_aside: None,
        },
    };
    crate::tui::msg::PuzzlesRead {
        puzzles: crate::puzzles::shipped()
            .map_err(|e| crate::words::learn::lessons_error("puzzles.toml", &e)),
        record: loaded.value,
        set_aside: loaded.set_aside.map(|p| p.display().to_string()),
    }
}
