//! What comes back from file work, taken where it still fits (results may
//! come late, after the player moved on), and the file dialog's answers
//! turned into file work.

use crate::prefs::Loaded;
use crate::record::{LoadError, SavedGame};
use crate::tr;

use crate::tui::app::{App, Done, Message, Saved};
use crate::tui::look::theme::Theme;
use crate::tui::popups::file_prompt::{Action, Purpose};
use crate::tui::run::effect::Effect;
use crate::tui::saves::{self, Offer};
use crate::tui::screens::Screen;
use crate::tui::screens::learn::LearnScreen;
use crate::tui::screens::learn::puzzles::PuzzleScreen;
use crate::tui::screens::settings::Settings;

impl App {
    /// The result of file work. Results may come late, after the player
    /// moved on: each is taken where it still fits, and dropped otherwise.
    pub(super) fn done(&mut self, done: Done) {
        match done {
            Done::Autosaved { note, state } => {
                self.keeper.written(state);
                if let (Some((text, error)), Some(play)) = (note, self.screens.play_mut()) {
                    play.autosave_note(text, error);
                }
            }
            Done::Saved { path, saved } => self.saved(&path, saved),
            Done::Suggested(name) => {
                if self.prompt_mut().is_some_and(|p| p.suggest(name)) {
                    self.answer_prompt(&Message::Activate);
                }
            }
            Done::Opened { path, loaded } => self.opened(&path, loaded),
            done @ Done::Listed { .. } => {
                if let Some(prompt) = self.prompt_mut().filter(|p| p.purpose == Purpose::Open) {
                    prompt.listed(done);
                }
            }
            Done::Deleted { path, deleted } => {
                if let Some(prompt) = self.prompt_mut().filter(|p| p.purpose == Purpose::Open) {
                    prompt.deleted(&path, deleted);
                }
            }
            Done::Discarded(result) => {
                let setup = self.setup_mut();
                setup.message = Some(match result {
                    Ok(()) => {
                        setup.offer = Offer::Nothing;
                        (tr!("app-discarded"), false)
                    }
                    Err(e) => (tr!("app-cannot-discard", why = e), true),
                });
            }
            Done::PrefsRead(loaded) if self.screens.top().is_none() => {
                let settings = Settings::new(&loaded, self.prefs_file.clone());
                self.screens.push(Screen::Settings(Box::new(settings)));
            }
            Done::PrefsRead(_) => {}
            Done::LearnRead(read) if self.screens.top().is_none() => self.open_learn(*read),
            Done::LearnRead(_) => {}
            Done::PuzzlesRead(read) if self.screens.top().is_none() => self.open_puzzles(*read),
            Done::PuzzlesRead(_) => {}
            Done::PuzzlesSaved(result) => {
                if let Some(puzzles) = self.screens.puzzles_mut() {
                    puzzles.saved(result);
                }
            }
            Done::LearnSaved(result) => {
                if let Some(learn) = self.screens.learn_mut() {
                    learn.saved(result);
                }
            }
            Done::PrefsSaved(result) => self.prefs_saved(result),
            Done::Remembered(Err(e)) => self.note(&tr!("app-not-remembered", why = e)),
            Done::Remembered(Ok(())) => {}
            Done::Reviewed { id, review } => self.reviewed(id, *review),
            Done::Checked { id, answer } => self.checked(id, answer),
            Done::Engine { id, news } => {
                self.computer.engine_news(self.screens.play_mut(), id, news);
            }
        }
    }

    /// The game was saved to `path`, or not: the prompt closes, asks
    /// whether to overwrite, or stays open with the name as typed and why.
    pub(super) fn saved(&mut self, path: &std::path::Path, saved: Saved) {
        let prompt = self.prompt_mut().filter(|p| p.purpose == Purpose::Save);
        match (saved, prompt) {
            (Saved::Done, prompt) => {
                if prompt.is_some() {
                    self.close_prompt();
                }
                self.note(&tr!("app-saved-to", path = saves::short(path)));
            }
            (Saved::Exists(existing), Some(prompt)) => prompt.overwrite = Some(existing),
            (Saved::Failed(why), Some(prompt)) => {
                prompt.overwrite = None;
                prompt.error = Some(tr!("app-not-saved", why = why));
            }
            (Saved::Failed(why), None) => self.note(&tr!("app-not-saved", why = why)),
            (Saved::Exists(_), None) => {}
        }
    }

    /// A file was read for opening (if the open dialog is still open): a
    /// bad file keeps the prompt open with the reason.
    pub(super) fn opened(
        &mut self,
        path: &std::path::Path,
        loaded: Result<Box<SavedGame>, LoadError>,
    ) {
        if !self.prompt().is_some_and(|p| p.purpose == Purpose::Open) {
            return;
        }
        let name = path.display().to_string();
        match loaded.and_then(|saved| self.open(*saved, Some(&name))) {
            Ok(()) => self.close_prompt(),
            Err(e) => {
                if let Some(prompt) = self.prompt_mut() {
                    prompt.error = Some(e.to_string());
                }
            }
        }
    }

    /// The preferences were written and read back (or not): the game uses
    /// them at once, and the screen shows what the file now holds.
    pub(super) fn prefs_saved(&mut self, result: Result<Box<Loaded>, String>) {
        let Some(settings) = self.screens.settings_mut() else {
            return;
        };
        match result {
            Ok(loaded) => {
                self.theme = Theme::from_prefs(&loaded.prefs);
                let old = settings.clone();
                let path = settings.path.clone();
                let shown = path.as_deref().map(saves::short).unwrap_or_default();
                self.use_prefs(&loaded, path.clone());
                let mut fresh = Settings::new(&loaded, path).focused_as(&old);
                fresh.message = Some((tr!("app-prefs-saved", path = shown), false));
                if let Some(settings) = self.screens.settings_mut() {
                    *settings = fresh;
                }
            }
            Err(e) => settings.message = Some((tr!("app-not-saved", why = e), true)),
        }
    }

    pub(super) fn answer_prompt(&mut self, msg: &Message) {
        let now = self.time.now();
        let Some(prompt) = self.prompt_mut() else {
            return;
        };
        let purpose = prompt.purpose;
        let save = |path, overwrite, app: &mut App| match app.current_match() {
            Some(m) => app.effects.push(Effect::Save {
                path,
                overwrite,
                // With the clocks as they stand: the file resumes with them.
                record: Box::new(
                    app.with_review(crate::tui::seats::table::timed_record_of(m, now)),
                ),
                games_dir: app.keeper.games_dir(),
            }),
            None => {
                if let Some(prompt) = app.prompt_mut() {
                    prompt.error = Some(tr!("app-no-game-to-save"));
                }
            }
        };
        match (prompt.update(msg), purpose) {
            (Action::Wait, _) => {}
            (Action::Effect(effect), _) => self.effects.push(effect),
            (Action::Close, _) => self.close_prompt(),
            (Action::Submit(path), Purpose::Save) => save(path, false, self),
            (Action::Overwrite(path), Purpose::Save) => save(path, true, self),
            (Action::Submit(path) | Action::Overwrite(path), Purpose::Open) => {
                // The reader opens the game next, not after the rest of the list.
                prompt.stop_listing();
                self.effects.push(Effect::Open(path));
            }
        }
    }

    /// Closes the file prompt (and whatever was opened over it).
    pub(super) fn close_prompt(&mut self) {
        if let Some(i) = self
            .popups
            .iter()
            .rposition(|p| matches!(p, crate::tui::popups::Popup::File(_)))
        {
            self.popups.truncate(i);
        }
    }

    /// A check's answer, for the screen that asked (one it has since
    /// forgotten is dropped there).
    fn checked(&mut self, id: u64, answer: crate::tui::msg::Checked) {
        use crate::tui::msg::Checked as Answer;
        let asked = match answer {
            Answer::Lesson(judge) => self.screens.learn_mut().and_then(|l| l.checked(id, *judge)),
            Answer::Puzzle(counts) => {
                let asked = self
                    .screens
                    .puzzles_mut()
                    .and_then(|p| p.checked(id, counts));
                if let Some(crate::tui::screens::learn::puzzles::Asked::Save(record)) = asked {
                    self.effects.push(Effect::SavePuzzles(record));
                }
                None
            }
            Answer::Coach(win) => {
                if let Some(play) = self.screens.play_mut() {
                    crate::tui::screens::game::coached(play, id, win);
                }
                None
            }
        };
        if let Some(crate::tui::screens::learn::Asked::Save(progress)) = asked {
            self.effects.push(Effect::SaveLearn(progress));
        }
    }

    /// The lessons screen pushed, with what was read for it.
    fn open_learn(&mut self, read: crate::tui::msg::LearnRead) {
        let (lessons, refused) = match read.lessons {
            Ok(lessons) => (lessons, None),
            Err(why) => (Vec::new(), Some(why)),
        };
        let mut learn = LearnScreen::new(lessons, read.progress);
        learn.message = refused
            .or_else(|| read.set_aside.map(|p| tr!("learn-set-aside", file = p)))
            .map(|m| (m, true));
        self.screens.push(Screen::Learn(Box::new(learn)));
    }

    /// The puzzles screen pushed, at the next puzzle for the record read.
    fn open_puzzles(&mut self, read: crate::tui::msg::PuzzlesRead) {
        let (puzzles, refused) = match read.puzzles {
            Ok(puzzles) => (puzzles, None),
            Err(why) => (Vec::new(), Some(why)),
        };
        let mut screen = PuzzleScreen::new(puzzles, read.record);
        if let Some(note) =
            refused.or_else(|| read.set_aside.map(|p| tr!("learn-set-aside", file = p)))
        {
            screen.said = Some((note, true));
        }
        self.screens.push(Screen::Puzzles(Box::new(screen)));
    }
}
