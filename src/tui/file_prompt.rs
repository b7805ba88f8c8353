//! The file-name dialog, for saving a game and for opening one: a name to
//! type (a bare name is in the games folder, `~` is the home folder), the
//! "overwrite?" question, and for opening, the list of saved and archived
//! games to choose from with ↑↓.

use std::path::PathBuf;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use crate::prefs::keys::{Action as KeyAction, Bindings, Context};
use crate::record::{Kind, Listed};
use crate::words::rules_summary;
use yote_engine::GameResult;

use super::msg::{Edit, Msg};
use super::saves::{resolve, short};
use super::theme::Theme;
use super::widgets::line_edit::{Edited, LineEdit};
use super::widgets::popup;
use crate::tr;

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
    /// Opening: the games found in the data folder, newest first.
    pub games: Vec<Listed>,
    /// The game of the list chosen with ↑↓ (its file is the name typed).
    pub selected: Option<usize>,
    /// The name shown is the one suggested, selected whole: the first
    /// character typed replaces it (as on the setup screen).
    pub suggested: bool,
}

/// What the prompt asks the app to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Nothing yet: keep the prompt open.
    Wait,
    /// Save to or open this file.
    Submit(PathBuf),
    /// Save over this existing file (the player said yes).
    Overwrite(PathBuf),
    /// Close the prompt.
    Close,
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
            selected: None,
            suggested: false,
        }
    }

    /// The save dialog, its name to be suggested (see [`FilePrompt::suggest`]).
    pub fn save(folder: impl Into<PathBuf>) -> FilePrompt {
        FilePrompt::new(Purpose::Save, "", folder)
    }

    /// A free name found for the save dialog: shown, selected whole, unless
    /// the player typed meanwhile.
    pub fn suggest(&mut self, name: String) {
        if self.purpose == Purpose::Save && self.line.text().is_empty() && !self.asking() {
            self.line.set(name);
            self.suggested = true;
        }
    }

    /// The same prompt offering `games` to choose from.
    pub fn with_games(mut self, games: Vec<Listed>) -> FilePrompt {
        self.games = games;
        self
    }

    /// The file the typed name means (for saving, a name without an
    /// extension gets `.toml` when the file is written, see
    /// [`super::effects::Effect::Save`]).
    pub fn path(&self) -> PathBuf {
        resolve(self.line.text().trim(), &self.folder)
    }

    /// Chooses the game `step` rows down (up when negative) in the list.
    fn choose(&mut self, step: isize) {
        if self.games.is_empty() {
            return;
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

    /// Whether the prompt asks "overwrite? y/n".
    pub fn asking(&self) -> bool {
        self.overwrite.is_some()
    }

    /// Applies a message.
    pub fn update(&mut self, msg: Msg) -> Action {
        if let Some(path) = &self.overwrite {
            return match msg {
                Msg::Yes => Action::Overwrite(path.clone()),
                Msg::No | Msg::Cancel => {
                    self.overwrite = None;
                    self.error = Some(tr!("file-not-overwritten"));
                    Action::Wait
                }
                _ => Action::Wait,
            };
        }
        match msg {
            Msg::Edit(edit) => self.edit(edit),
            Msg::Up => self.choose(-1),
            Msg::Down => self.choose(1),
            Msg::Activate => {
                if self.line.text().trim().is_empty() {
                    self.error = Some(tr!("file-type-a-name"));
                } else {
                    return Action::Submit(self.path());
                }
            }
            Msg::Cancel => return Action::Close,
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
        let inner = usize::from(width.saturating_sub(2)).max(1);
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
            return vec![Line::styled(fit(&tr!("file-no-games"), inner), t.dim())];
        }
        let mut lines = vec![Line::styled(
            fit(
                &tr!("file-games", count = self.games.len(), keys = choose),
                inner,
            ),
            t.title(),
        )];
        let first = self
            .selected
            .map_or(0, |i| (i + 1).saturating_sub(rows))
            .min(self.games.len().saturating_sub(rows));
        for (i, game) in self.games.iter().enumerate().skip(first).take(rows) {
            let chosen = self.selected == Some(i);
            let mark = if chosen { "▶ " } else { "  " };
            let style = if chosen {
                t.focus()
            } else {
                ratatui::style::Style::default()
            };
            lines.push(Line::styled(
                fit(&format!("{mark}{}", describe(game)), inner),
                style,
            ));
            lines.push(Line::styled(
                fit(
                    &format!(
                        "    {} · {}",
                        where_kept(game),
                        rules_summary(&game.saved.rules)
                    ),
                    inner,
                ),
                t.dim(),
            ));
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
            lines.push(Line::styled(
                fit(&tr!("file-overwrite-ask", path = short(path)), inner),
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
        if let Some(error) = &self.error {
            lines.push(Line::styled(fit(error, inner), t.error()));
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
        lines.push(key_line(
            t,
            &[
                (&done, enter),
                (&cancel, tr!("file-cancel")),
                (&clear, tr!("file-clear")),
            ],
        ));
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

/// One game of the list: players, moves and result.
fn describe(game: &Listed) -> String {
    let s = &game.saved;
    let printable = |n: &str| n.chars().filter(|c| !c.is_control()).collect::<String>();
    let result = match s.outcome.map(|o| o.result) {
        None => tr!("file-unfinished"),
        Some(GameResult::Draw) => tr!("file-drawn"),
        Some(GameResult::Win(c)) => tr!("file-won", name = printable(s.players.name(c))),
    };
    tr!(
        "file-game",
        white = printable(&s.players.white),
        black = printable(&s.players.black),
        count = s.moves_played().unwrap_or(s.moves.len()),
        result = result
    )
}

/// Where a game of the list is kept: the autosave, the games folder, the archive.
fn where_kept(game: &Listed) -> String {
    let name = game
        .path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    match game.kind {
        Kind::Autosave => name,
        Kind::Saved => format!("games/{name}"),
        Kind::Archived => format!("archive/{name}"),
    }
}

/// `text` cut to `width` characters, with `…` where it was cut.
fn fit(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(width.saturating_sub(1)).collect();
    cut.push('…');
    cut
}
