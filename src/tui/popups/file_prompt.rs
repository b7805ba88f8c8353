//! The file-name dialog, for saving a game and for opening one: a name to
//! type (a bare name is in the games folder, `~` is the home folder), the
//! "overwrite?" question, and for opening, the list of saved and archived
//! games to choose from with ↑↓ (filled in as the files are read, the next
//! ones read when the player goes past the last), and deleting one of them
//! (asking first, and twice for an archived game).

use std::path::PathBuf;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use crate::prefs::keys::{Action as KeyAction, Bindings, Context};
use crate::record::{Kind, Listed};

use crate::tr;
use crate::tui::look::theme::Theme;
use crate::tui::msg::{Done, Edit, Message, Watch};
use crate::tui::popups::game_list::{self, fit};
use crate::tui::run::effect::Effect;
use crate::tui::saves::{resolve, short};
use crate::tui::widgets::line_edit::{Edited, LineEdit};
use crate::tui::widgets::popup;

/// What the file name is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    Save,
    Open,
}

/// The longest file name accepted, in characters.
const MAX_LEN: usize = 1024;

/// The prompt's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FilePrompt {
    pub purpose: Purpose,
    /// The file name as typed.
    pub line: LineEdit,
    /// The file that exists, while asking whether to overwrite it.
    pub overwrite: Option<PathBuf>,
    /// Why the last attempt failed, shown under the name.
    pub error: Option<String>,
    /// The folder a bare file name is in.
    pub folder: PathBuf,
    /// Opening: the games found in the data folder, newest first, as
    /// far as they have been read.
    pub games: Vec<Listed>,
    /// Opening: how many games the data folder holds.
    pub total: usize,
    /// Opening: the listing in progress, held while it is wanted.
    listing: Option<Watch>,
    /// The data folder listed.
    data: Option<PathBuf>,
    /// The game the player asked to delete, while asking (`twice`: an
    /// archived game, asked about a second time).
    pub deleting: Option<(Box<Listed>, bool)>,
    /// What the last deletion did, shown under the name.
    pub note: Option<String>,
    /// The game of the list chosen with ↑↓ (its file is the name typed).
    pub selected: Option<usize>,
    /// The name shown is the one suggested, selected whole: the first
    /// character typed replaces it (as on the setup screen).
    pub suggested: bool,
    /// The save dialog's name is still being found (by the reader thread).
    awaiting_name: bool,
    /// Enter was pressed before the name came: it saves when it comes,
    /// rather than refusing an empty name the player never saw.
    enter_waiting: bool,
}

/// What the prompt asks the app to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Nothing yet: keep the prompt open.
    Wait,
    /// Save to or open this file.
    Submit(PathBuf),
    /// Save over this existing file (the player said yes).
    Overwrite(PathBuf),
    /// Close the prompt.
    Close,
    /// Effects for the event loop (the next rows, deleting a game).
    Effect(Effect),
}

impl FilePrompt {
    /// A prompt with `text` typed in, bare names being in `folder`.
    pub fn new(
        purpose: Purpose,
        text: impl Into<String>,
        folder: impl Into<PathBuf>,
    ) -> FilePrompt {
        FilePrompt {
            purpose,
            line: LineEdit::new(text, MAX_LEN),
            overwrite: None,
            error: None,
            folder: folder.into(),
            games: Vec::new(),
            total: 0,
            listing: None,
            data: None,
            deleting: None,
            note: None,
            selected: None,
            suggested: false,
            awaiting_name: false,
            enter_waiting: false,
        }
    }

    /// The open dialog, listing the games of the data folder `data` (none:
    /// no list), bare names being in `folder`; with the effect that reads
    /// its first rows.
    pub fn open(folder: impl Into<PathBuf>, data: Option<PathBuf>) -> (FilePrompt, Effect) {
        let mut prompt = FilePrompt::new(Purpose::Open, "", folder);
        prompt.data = data;
        let effect = prompt.list_more();
        (prompt, effect)
    }

    /// The listing of the next rows.
    fn list_more(&mut self) -> Effect {
        let watch = Watch::default();
        let effect = Effect::ListGames {
            dir: self.data.clone(),
            from: self.games.len(),
            watch: watch.watched(),
        };
        self.listing = Some(watch);
        effect
    }

    /// Stops the listing (a game is being opened): rows still to come are
    /// not read.
    pub fn stop_listing(&mut self) {
        self.listing = None;
    }

    /// Whether rows are being read.
    pub fn reading(&self) -> bool {
        self.listing.is_some()
    }

    /// Rows of the listing arrived (see [`Done::Listed`]): added unless
    /// they belong to a listing no longer wanted, or are listed already.
    pub fn listed(&mut self, done: Done) {
        let Done::Listed {
            watch,
            total,
            games,
            last,
        } = done
        else {
            return;
        };
        if !self.listing.as_ref().is_some_and(|w| watch.is_of(w)) {
            return;
        }
        self.total = total;
        for game in games {
            if !self.games.iter().any(|g| g.path == game.path) {
                self.games.push(game);
            }
        }
        self.total = self.total.max(self.games.len());
        if last {
            self.listing = None;
        }
    }

    /// A game's file was deleted, or not.
    pub fn deleted(&mut self, path: &std::path::Path, deleted: Result<(), String>) {
        match deleted {
            Ok(()) => {
                if let Some(i) = self.games.iter().position(|g| g.path == path) {
                    self.games.remove(i);
                    self.total = self.total.saturating_sub(1);
                    self.selected = None;
                    self.line.set("");
                }
                let name = crate::tui::saves::short(path);
                self.note = Some(tr!("file-deleted", path = name));
                self.error = None;
            }
            Err(why) => self.error = Some(tr!("file-not-deleted", why = why)),
        }
    }

    /// The save dialog, its name to be suggested (see [`FilePrompt::suggest`]).
    pub fn save(folder: impl Into<PathBuf>) -> FilePrompt {
        FilePrompt {
            awaiting_name: true,
            ..FilePrompt::new(Purpose::Save, "", folder)
        }
    }

    /// A free name found for the save dialog: shown, selected whole, unless
    /// the player typed meanwhile. True when Enter was pressed before it
    /// came and nothing was typed: the caller then submits it.
    pub fn suggest(&mut self, name: String) -> bool {
        self.awaiting_name = false;
        let enter = std::mem::take(&mut self.enter_waiting);
        if self.purpose == Purpose::Save && self.line.text().is_empty() && !self.asking() {
            self.line.set(name);
            self.suggested = true;
            return enter;
        }
        false
    }

    /// The same prompt offering `games` to choose from.
    pub fn with_games(mut self, games: Vec<Listed>) -> FilePrompt {
        self.total = games.len();
        self.games = games;
        self
    }

    /// The file the typed name means (for saving, a name without an
    /// extension gets `.toml` when the file is written, see
    /// [`crate::tui::run::effect::Effect::Save`]).
    pub fn path(&self) -> PathBuf {
        resolve(self.line.text().trim(), &self.folder)
    }

    /// Chooses the game `step` rows down (up when negative) in the list;
    /// going down past the last row read asks for the next ones.
    fn choose(&mut self, step: isize) -> Action {
        let at_end = self.selected.is_some_and(|i| i + 1 >= self.games.len());
        if step > 0 && at_end && !self.reading() && self.games.len() < self.total {
            return Action::Effect(self.list_more());
        }
        if self.games.is_empty() {
            return Action::Wait;
        }
        let last = self.games.len() - 1;
        let next = match self.selected {
            None if step < 0 => last,
            None => 0,
            Some(i) => i.saturating_add_signed(step).min(last),
        };
        self.selected = Some(next);
        self.line.set(self.games[next].path.display().to_string());
        self.error = None;
        self.note = None;
        Action::Wait
    }

    /// The player asked to delete the game chosen: asks first, if it is
    /// one that may be deleted.
    fn ask_delete(&mut self) {
        let Some(game) = self.selected.and_then(|i| self.games.get(i)) else {
            self.error = Some(tr!("file-choose-to-delete"));
            return;
        };
        if game.kind.deletable() {
            self.deleting = Some((Box::new(game.clone()), false));
        } else {
            self.error = Some(tr!("file-autosave-not-deleted"));
        }
    }

    /// The answer to "delete?": an archived game is asked about twice.
    fn answer_delete(&mut self, msg: &Message) -> Action {
        let Some((game, twice)) = self.deleting.take() else {
            return Action::Wait;
        };
        match *msg {
            Message::Yes if game.kind == Kind::Archived && !twice => {
                self.deleting = Some((game, true));
                Action::Wait
            }
            Message::Yes => Action::Effect(Effect::DeleteGame(game)),
            Message::No | Message::Cancel => {
                self.note = Some(tr!("file-not-deleted-kept"));
                Action::Wait
            }
            _ => {
                self.deleting = Some((game, twice));
                Action::Wait
            }
        }
    }

    /// Edits the name typed; a changed name is no longer the chosen game's.
    fn edit(&mut self, edit: Edit) {
        // The suggested name selected whole: typing or deleting replaces it.
        if std::mem::take(&mut self.suggested)
            && matches!(edit, Edit::Insert(_) | Edit::Backspace | Edit::Delete)
        {
            self.line.set("");
            if let Edit::Insert(_) = edit {
                self.line.apply(edit);
            }
            return;
        }
        if self.line.apply(edit) == Edited::Changed {
            self.selected = None;
        }
    }

    /// Whether the prompt asks a yes/no question: "overwrite?", "delete?".
    pub fn asking(&self) -> bool {
        self.overwrite.is_some() || self.deleting.is_some()
    }

    /// Applies a message.
    pub fn update(&mut self, msg: &Message) -> Action {
        if self.deleting.is_some() {
            return self.answer_delete(msg);
        }
        if let Some(path) = &self.overwrite {
            return match *msg {
                Message::Yes => Action::Overwrite(path.clone()),
                Message::No | Message::Cancel => {
                    self.overwrite = None;
                    self.error = Some(tr!("file-not-overwritten"));
                    Action::Wait
                }
                _ => Action::Wait,
            };
        }
        match *msg {
            Message::Edit(edit) => self.edit(edit),
            Message::Up => return self.choose(-1),
            Message::Down => return self.choose(1),
            Message::Discard if self.purpose == Purpose::Open => self.ask_delete(),
            Message::Activate if self.awaiting_name && self.line.text().is_empty() => {
                self.enter_waiting = true;
                return Action::Wait;
            }
            Message::Activate => {
                if self.line.text().trim().is_empty() {
                    self.error = Some(tr!("file-type-a-name"));
                } else {
                    return Action::Submit(self.path());
                }
            }
            Message::Cancel => return Action::Close,
            _ => {}
        }
        Action::Wait
    }

    /// Draws the prompt as a box over the lower part of `area`.
    pub fn render(&self, theme: &Theme, keys: &Bindings, area: Rect, buf: &mut Buffer) {
        let title = match self.purpose {
            Purpose::Save => tr!("file-save-title"),
            Purpose::Open => tr!("file-open-title"),
        };
        let title = format!(" {title} ");
        let width = area.width.min(78);
        // The pop-up keeps a column free inside its right border.
        let inner = usize::from(width.saturating_sub(3)).max(1);
        // Two rows a game, with room left for the name, notes and keys.
        let rows = usize::from(area.height.saturating_sub(10) / 2).max(1);
        let mut lines = self.lines(theme, inner, keys);
        // The keys that choose in the list, as bound: `↑↓`.
        let choose: String = [KeyAction::Up, KeyAction::Down]
            .iter()
            .filter_map(|a| keys.keys(Context::Prompt, *a).first())
            .map(|k| k.label(false))
            .collect();
        let keys = lines.pop();
        lines.extend(self.list_lines(theme, inner, rows, &choose));
        lines.extend(keys);
        popup(theme, &title, lines, width, area, buf);
    }

    /// The list of games, `rows` of them around the one chosen.
    fn list_lines(&self, t: &Theme, inner: usize, rows: usize, choose: &str) -> Vec<Line<'static>> {
        if self.purpose != Purpose::Open || self.asking() {
            return Vec::new();
        }
        if self.games.is_empty() {
            let text = if self.reading() {
                tr!("file-reading")
            } else {
                tr!("file-no-games")
            };
            return vec![Line::styled(fit(&text, inner), t.dim())];
        }
        let title = if self.games.len() < self.total {
            tr!(
                "file-games-some",
                shown = self.games.len(),
                count = self.total,
                keys = choose
            )
        } else {
            tr!("file-games", count = self.games.len(), keys = choose)
        };
        let mut lines = vec![Line::styled(fit(&title, inner), t.title())];
        let first = self
            .selected
            .map_or(0, |i| (i + 1).saturating_sub(rows))
            .min(self.games.len().saturating_sub(rows));
        for (i, game) in self.games.iter().enumerate().skip(first).take(rows) {
            let chosen = self.selected == Some(i);
            lines.extend(game_list::rows(game, chosen, t, inner));
        }
        lines
    }

    fn lines(&self, t: &Theme, inner: usize, keys: &Bindings) -> Vec<Line<'static>> {
        // The keys named are those bound.
        let key = |context, action| {
            keys.keys(context, action)
                .first()
                .map(|k| k.label(false))
                .unwrap_or_default()
        };
        let label = format!("{} ", tr!("file-name"));
        // Long names show the part around the cursor, where typing happens.
        let room = inner.saturating_sub(label.chars().count() + 1).max(1);
        let mut name = vec![Span::raw(label)];
        if self.asking() {
            name.push(Span::styled(self.line.text().to_string(), t.focus()));
        } else if self.suggested {
            // Selected whole, as on the setup screen: typing replaces it.
            let style = t.focus().add_modifier(ratatui::style::Modifier::REVERSED);
            name.push(Span::styled(self.line.text().to_string(), style));
            name.push(Span::styled(
                format!("  {}", tr!("setup-hint-selected")),
                t.dim(),
            ));
        } else {
            name.extend(self.line.spans(room, t.focus(), !t.colour));
        }
        let mut lines = vec![Line::from(name)];
        lines.push(Line::styled(
            fit(&tr!("file-folder", folder = short(&self.folder)), inner),
            t.dim(),
        ));
        if let Some(path) = &self.overwrite {
            // A question is wrapped, never cut.
            lines.push(Line::styled(
                tr!("file-overwrite-ask", path = short(path)),
                t.prompt(),
            ));
            let (yes, no) = (
                key(Context::Dialog, KeyAction::Yes),
                key(Context::Dialog, KeyAction::No),
            );
            lines.push(key_line(
                t,
                &[(&yes, tr!("file-overwrite")), (&no, tr!("file-keep-it"))],
            ));
            return lines;
        }
        if let Some((game, twice)) = &self.deleting {
            let path = &game.path;
            let ask = match (game.kind, twice) {
                (Kind::Archived, false) => tr!("file-delete-archived-ask", path = short(path)),
                (Kind::Archived, true) => tr!("file-delete-archived-sure", path = short(path)),
                _ => tr!("file-delete-ask", path = short(path)),
            };
            lines.push(Line::styled(ask, t.prompt()));
            let (yes, no) = (
                key(Context::Dialog, KeyAction::Yes),
                key(Context::Dialog, KeyAction::No),
            );
            lines.push(key_line(
                t,
                &[(&yes, tr!("file-delete")), (&no, tr!("file-keep-it"))],
            ));
            return lines;
        }
        if let Some(error) = &self.error {
            lines.push(Line::styled(fit(error, inner), t.error()));
        } else if let Some(note) = &self.note {
            lines.push(Line::styled(fit(note, inner), t.dim()));
        }
        let enter = match self.purpose {
            Purpose::Save => tr!("file-save"),
            Purpose::Open => tr!("file-open"),
        };
        let (done, cancel, clear) = (
            key(Context::Prompt, KeyAction::Activate),
            key(Context::Prompt, KeyAction::Cancel),
            key(Context::Prompt, KeyAction::Clear),
        );
        let delete = key(Context::Prompt, KeyAction::Discard);
        let mut pairs = vec![
            (done.as_str(), enter),
            (cancel.as_str(), tr!("file-cancel")),
            (clear.as_str(), tr!("file-clear")),
        ];
        if self.purpose == Purpose::Open && !self.games.is_empty() && !delete.is_empty() {
            pairs.push((delete.as_str(), tr!("file-delete")));
        }
        lines.push(key_line(t, &pairs));
        lines
    }
}

fn key_line(t: &Theme, pairs: &[(&str, String)]) -> Line<'static> {
    let mut spans = Vec::new();
    for (i, (key, what)) in pairs.iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw("   "));
        }
        spans.push(Span::styled(key.to_string(), t.key()));
        spans.push(Span::raw(format!(" {what}")));
    }
    Line::from(spans)
}
