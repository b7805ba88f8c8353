//! The one-line file-name prompt, for saving a game and for opening one,
//! with its "overwrite?" question.

use std::path::PathBuf;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::app::Msg;
use super::theme::Theme;
use super::widgets::popup;

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
    pub text: String,
    /// The file that exists, while asking whether to overwrite it.
    pub overwrite: Option<PathBuf>,
    /// Why the last attempt failed, shown under the name.
    pub error: Option<String>,
    /// The folder a bare file name is in, as shown.
    pub folder: String,
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
    /// A prompt with `text` typed in.
    pub fn new(purpose: Purpose, text: impl Into<String>) -> FilePrompt {
        FilePrompt {
            purpose,
            text: text.into(),
            overwrite: None,
            error: None,
            folder: std::env::current_dir()
                .map(|d| d.display().to_string())
                .unwrap_or_else(|_| "the current directory".into()),
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
                    self.error = Some("Not overwritten: choose another name.".into());
                    Action::Wait
                }
                _ => Action::Wait,
            };
        }
        match msg {
            Msg::Type(c) if !c.is_control() && self.text.chars().count() < MAX_LEN => {
                self.text.push(c);
            }
            Msg::Backspace => {
                self.text.pop();
            }
            Msg::ClearLine => self.text.clear(),
            Msg::Activate => {
                let name = self.text.trim();
                if name.is_empty() {
                    self.error = Some("Type a file name first.".into());
                } else {
                    return Action::Submit(PathBuf::from(name));
                }
            }
            Msg::Cancel => return Action::Close,
            _ => {}
        }
        Action::Wait
    }

    /// Draws the prompt as a box over the lower part of `area`.
    pub fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let title = match self.purpose {
            Purpose::Save => " Save the game ",
            Purpose::Open => " Open a saved game ",
        };
        let width = area.width.min(78);
        let inner = usize::from(width.saturating_sub(2)).max(1);
        popup(theme, title, self.lines(theme, inner), width, area, buf);
    }

    fn lines(&self, t: &Theme, inner: usize) -> Vec<Line<'static>> {
        let label = "File name: ";
        // Long names show their end, where the typing happens.
        let room = inner.saturating_sub(label.len() + 2).max(1);
        let count = self.text.chars().count();
        let shown: String = if count > room {
            let tail: String = self.text.chars().skip(count + 1 - room).collect();
            format!("…{tail}")
        } else {
            self.text.clone()
        };
        let cursor = if self.asking() { "" } else { "_" };
        let mut lines = vec![Line::from(vec![
            Span::raw(label),
            Span::styled(format!("{shown}{cursor}"), t.focus()),
        ])];
        lines.push(Line::styled(
            format!("(a name without a folder is in {})", self.folder),
            t.dim(),
        ));
        if let Some(path) = &self.overwrite {
            lines.push(Line::styled(
                format!("{} already exists. Overwrite it?", path.display()),
                t.prompt(),
            ));
            lines.push(key_line(t, &[("y", "overwrite"), ("n / Esc", "keep it")]));
            return lines;
        }
        if let Some(error) = &self.error {
            lines.push(Line::styled(error.clone(), t.error()));
        }
        let enter = match self.purpose {
            Purpose::Save => "save",
            Purpose::Open => "open",
        };
        lines.push(key_line(
            t,
            &[("Enter", enter), ("Esc", "cancel"), ("Ctrl-U", "clear")],
        ));
        lines
    }
}

fn key_line(t: &Theme, pairs: &[(&'static str, &'static str)]) -> Line<'static> {
    let mut spans = Vec::new();
    for (i, (key, what)) in pairs.iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw("   "));
        }
        spans.push(Span::styled(*key, t.key()));
        spans.push(Span::raw(format!(" {what}")));
    }
    Line::from(spans)
}
