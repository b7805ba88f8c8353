//! The settings screen (`p` on the setup screen): the preferences file's
//! theme, characters, players' names, computer level, default rules file
//! and external engine (its command and its time a move), edited here and
//! saved atomically (the app then reads the file back and uses it: an
//! engine just set is offered on the setup screen at once). The file's
//! other keys (rules, key bindings) are kept.

use std::path::PathBuf;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use toml::Spanned;

use crate::prefs::{
    DEFAULT_ENGINE_TIME, ENGINE_TIME_RANGE, Edits, Glyphs, Loaded, Names, Prefs, ThemeName,
    typed_whole,
};
use yote_ai::Level;
use yote_engine::Color;

use crate::tr;
use crate::tui::keys::KeyBar;
use crate::tui::look::theme::Theme;
use crate::tui::msg::{Edit, Message};
use crate::tui::widgets::line_edit::LineEdit;
use crate::tui::widgets::wrap;
use crate::tui::words;

/// The longest name, as on the setup screen.
const MAX_NAME: usize = 20;

/// The longest rules-file path.
const MAX_PATH: usize = 1024;

/// The longest engine command line.
const MAX_COMMAND: usize = 1024;

/// The key of the engine's time a move, checked as the file's reader does.
const ENGINE_TIME_KEY: &str = "engine_time";

/// The lines of the screen, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    Theme,
    Glyphs,
    White,
    Black,
    Level,
    RulesFile,
    Engine,
    EngineTime,
}

const ROWS: [Row; 8] = [
    Row::Theme,
    Row::Glyphs,
    Row::White,
    Row::Black,
    Row::Level,
    Row::RulesFile,
    Row::Engine,
    Row::EngineTime,
];

const GLYPHS: [Glyphs; 3] = [Glyphs::Auto, Glyphs::Unicode, Glyphs::Ascii];

/// The computer's level: none set, or one of the levels.
const LEVELS: [Option<Level>; 4] = [
    None,
    Some(Level::Easy),
    Some(Level::Medium),
    Some(Level::Hard),
];

/// The smallest terminal the settings screen fits: (width, height).
pub const MIN_SIZE: (u16, u16) = (60, 19);

/// What the screen asks of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Asked {
    /// Write these edits into the file (then read it back).
    Save(Box<Edits>),
    /// Back to the setup screen, nothing saved.
    Back,
}

/// The settings being edited.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The preferences as read: what the screen does not show is kept.
    base: Prefs,
    /// The file, if there is a config folder.
    pub path: Option<PathBuf>,
    /// What was wrong with the file when it was read (key and line each).
    pub problems: Vec<String>,
    /// The file could not be read whole: it is not written over from here.
    unreadable: bool,
    focus: usize,
    theme: ThemeName,
    glyphs: Glyphs,
    level: Option<Level>,
    names: [LineEdit; 2],
    /// The name line shows the colour's name, selected whole: the first
    /// character typed (or pasted) replaces it, as on the setup screen.
    colour_name: [bool; 2],
    rules_file: LineEdit,
    /// The engine's command as the file writes it; empty: no engine.
    engine: LineEdit,
    /// Its milliseconds a move, as typed; empty: the default. Checked on
    /// saving ([`typed_whole`]), never written when the reader would refuse it.
    engine_time: LineEdit,
    /// The last message: (text, is it an error).
    pub message: Option<(String, bool)>,
}

impl Settings {
    /// The screen showing what `loaded` (read from `path`) holds.
    pub fn new(loaded: &Loaded, path: Option<PathBuf>) -> Settings {
        let prefs = &loaded.prefs;
        let players = prefs.players();
        let name = |n: Option<&str>, side| {
            LineEdit::new(
                n.map_or_else(|| crate::words::color(side), str::to_string),
                MAX_NAME,
            )
        };
        let rules_file = prefs
            .rules_file
            .as_ref()
            .map(|p| p.get_ref().display().to_string())
            .unwrap_or_default();
        let engine = prefs
            .engine
            .as_ref()
            .map(|e| e.get_ref().clone())
            .unwrap_or_default();
        let engine_time = prefs
            .engine_time
            .as_ref()
            .map(|t| t.get_ref().to_string())
            .unwrap_or_default();
        Settings {
            base: prefs.clone(),
            path,
            problems: loaded.problems.iter().map(ToString::to_string).collect(),
            unreadable: loaded.unreadable,
            focus: 0,
            theme: prefs.theme,
            glyphs: prefs.glyphs,
            level: prefs.level(),
            names: [
                name(players.as_ref().map(|p| p.white.as_str()), Color::White),
                name(players.as_ref().map(|p| p.black.as_str()), Color::Black),
            ],
            colour_name: [Color::White, Color::Black].map(|side| {
                let shown = players.as_ref().map(|p| p.name(side).trim());
                shown.is_none_or(|n| n.is_empty() || n == crate::words::color(side))
            }),
            rules_file: LineEdit::new(rules_file, MAX_PATH),
            engine: LineEdit::new(engine, MAX_COMMAND),
            // Up to ten minutes in milliseconds: six digits, and room for a typo.
            engine_time: LineEdit::new(engine_time, 12),
            message: None,
        }
    }

    /// Whether the focus is on a line that is typed into (a name, the rules
    /// file, the engine and its time): pasted text goes there.
    pub fn typing(&self) -> bool {
        !matches!(self.row(), Row::Theme | Row::Glyphs | Row::Level)
    }

    /// The same screen with the focus where `other` has it.
    pub fn focused_as(mut self, other: &Settings) -> Settings {
        self.focus = other.focus;
        self
    }

    fn row(&self) -> Row {
        ROWS[self.focus]
    }

    /// The text line with the focus, if the focus is on one.
    fn line(&mut self) -> Option<&mut LineEdit> {
        match self.row() {
            Row::White => Some(&mut self.names[0]),
            Row::Black => Some(&mut self.names[1]),
            Row::RulesFile => Some(&mut self.rules_file),
            Row::Engine => Some(&mut self.engine),
            Row::EngineTime => Some(&mut self.engine_time),
            Row::Theme | Row::Glyphs | Row::Level => None,
        }
    }

    /// Applies a message; returns what the app must do, if anything.
    pub fn update(&mut self, msg: &Message) -> Option<Asked> {
        match *msg {
            Message::Up => self.focus = (self.focus + ROWS.len() - 1) % ROWS.len(),
            Message::Down => self.focus = (self.focus + 1) % ROWS.len(),
            Message::Cancel => return Some(Asked::Back),
            Message::Activate => return self.save(),
            Message::Edit(edit) => {
                self.replace_colour_name(edit);
                match self.line() {
                    Some(line) => {
                        line.apply(edit);
                    }
                    None => self.change(edit),
                }
            }
            _ => {}
        }
        None
    }

    /// A name line showing the colour's name is emptied by the first
    /// change typed (a cursor key keeps the name, to edit it).
    fn replace_colour_name(&mut self, edit: Edit) {
        let side = match self.row() {
            Row::White => 0,
            Row::Black => 1,
            _ => return,
        };
        if std::mem::take(&mut self.colour_name[side])
            && matches!(edit, Edit::Insert(_) | Edit::Backspace | Edit::Delete)
        {
            self.names[side].set("");
        }
    }

    /// Left/Right (and Space) step the value of a choice line.
    fn change(&mut self, edit: Edit) {
        let delta = match edit {
            Edit::Left => -1,
            Edit::Right | Edit::Insert(' ') => 1,
            _ => return,
        };
        match self.row() {
            Row::Theme => self.theme = step(&ThemeName::ALL, self.theme, delta),
            Row::Glyphs => self.glyphs = step(&GLYPHS, self.glyphs, delta),
            Row::Level => self.level = step(&LEVELS, self.level, delta),
            _ => {}
        }
    }

    /// The preferences to write, or why not.
    fn save(&mut self) -> Option<Asked> {
        if self.unreadable {
            let problem = self.problems.first().cloned().unwrap_or_default();
            self.message = Some((tr!("settings-unreadable", problem = problem), true));
            return None;
        }
        if self.path.is_none() {
            self.message = Some((tr!("settings-no-folder"), true));
            return None;
        }
        // A time the next start would refuse is never written: said, and
        // the focus put on it to mend.
        if let Err(what) = typed_whole(ENGINE_TIME_KEY, self.engine_time.text()) {
            self.focus = ROWS.iter().position(|r| *r == Row::EngineTime).unwrap_or(0);
            self.message = Some((tr!("app-not-saved", why = what.to_string()), true));
            return None;
        }
        // Only what was changed on the screen: the rest of the file, as it
        // is when it is written, stays.
        Some(Asked::Save(Box::new(Edits::between(
            &self.base,
            &self.prefs(),
        ))))
    }

    /// The preferences as the screen shows them, over the file's other keys.
    pub fn prefs(&self) -> Prefs {
        let spanned = |s: &str| Spanned::new(0..0, s.trim().to_string());
        let mut prefs = self.base.clone();
        prefs.theme = self.theme;
        prefs.glyphs = self.glyphs;
        prefs.level = self.level.map(|l| spanned(l.name()));
        prefs.players = Names::typed(self.names[0].text().trim(), self.names[1].text().trim());
        let file = self.rules_file.text().trim();
        prefs.rules_file = (!file.is_empty()).then(|| Spanned::new(0..0, PathBuf::from(file)));
        // As typed (the writer trims it), so that a command left alone is
        // not rewritten; blank is none.
        let engine = self.engine.text();
        prefs.engine = (!engine.trim().is_empty()).then(|| Spanned::new(0..0, engine.to_string()));
        prefs.engine_time = typed_whole(ENGINE_TIME_KEY, self.engine_time.text())
            .ok()
            .flatten()
            .map(|ms| Spanned::new(0..0, ms));
        prefs
    }

    /// Draws the screen into `area`, its key bar at the bottom.
    /// The last message stays above the key bar, whatever the notes
    /// above it take: what saving did is never cut off.
    pub fn render(&self, theme: &Theme, bar: &KeyBar, area: Rect, buf: &mut Buffer) {
        let message = self.message_lines(theme, usize::from(area.width));
        let [title, body, said, bar_area] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Min(0),
            Constraint::Length(message.len() as u16),
            Constraint::Length(1),
        ])
        .areas(area);
        Line::styled(format!(" {}", tr!("settings-title")), theme.title()).render(title, buf);
        Paragraph::new(self.lines(theme, body.width))
            .wrap(Wrap { trim: false })
            .render(body, buf);
        Paragraph::new(message).render(said, buf);
        crate::tui::widgets::key_bar_line(bar, theme, bar_area.width).render(bar_area, buf);
    }

    /// The last message, after a blank row; none without one.
    fn message_lines(&self, t: &Theme, width: usize) -> Vec<Line<'static>> {
        let Some((text, error)) = &self.message else {
            return Vec::new();
        };
        let style = t.message(*error);
        let mut lines = vec![Line::raw("")];
        lines.extend(indented(text, width, style));
        lines
    }

    fn lines(&self, t: &Theme, width: u16) -> Vec<Line<'static>> {
        // The labels' column is as wide as the longest label in this language.
        let column = ROWS
            .iter()
            .map(|r| label(*r).chars().count() + 1)
            .max()
            .unwrap_or(0);
        let room = usize::from(width).saturating_sub(column + 4).max(8);
        // What `auto` would choose, and why: its row and its note.
        let auto = Theme::auto_choice();
        let mut lines = Vec::new();
        for (i, row) in ROWS.into_iter().enumerate() {
            let on = i == self.focus;
            let label = Span::styled(
                format!("{} {:<column$}", if on { ">" } else { " " }, label(row)),
                if on { t.focus() } else { Style::new() },
            );
            let style = if on { t.focus() } else { Style::new() };
            let choice = match row {
                // `auto` says which theme it chose; the note says why.
                Row::Theme => Some(match self.theme {
                    ThemeName::Auto => theme_auto(&theme_word(auto.0)),
                    named => theme_word(named),
                }),
                Row::Glyphs => Some(glyphs_word(self.glyphs)),
                Row::Level => Some(self.level.map_or_else(
                    || tr!("settings-level-unset", level = words::level(Level::Easy)),
                    words::level,
                )),
                _ => None,
            };
            if let Some(choice) = choice {
                // Too long for its row, it goes on under its value, never
                // under the labels.
                lines.extend(choice_lines(label, &choice, style, column + 4, room));
                continue;
            }
            let mut spans = vec![label];
            let selected = match row {
                Row::White => self.colour_name[0],
                Row::Black => self.colour_name[1],
                _ => false,
            };
            let text = |line: &LineEdit| -> Vec<Span<'static>> {
                if on && selected {
                    // Selected whole, as on the setup screen: typing replaces it.
                    let reversed = style.add_modifier(ratatui::style::Modifier::REVERSED);
                    vec![Span::styled(line.text().to_string(), reversed)]
                } else if on {
                    line.spans(room, style, !t.colour)
                } else {
                    // Cut to its row: a long engine command must not wrap
                    // under the labels.
                    vec![Span::raw(crate::tui::words::shorten(line.text(), room))]
                }
            };
            match row {
                Row::White => spans.extend(text(&self.names[0])),
                Row::Black => spans.extend(text(&self.names[1])),
                Row::RulesFile => spans.extend(text(&self.rules_file)),
                // Empty lines say what empty means, until they have the focus.
                Row::Engine if !on && self.engine.text().trim().is_empty() => {
                    spans.push(Span::styled(tr!("settings-engine-unset"), t.dim()));
                }
                Row::EngineTime if !on && self.engine_time.text().trim().is_empty() => {
                    let unset = tr!("settings-engine-time-unset", ms = DEFAULT_ENGINE_TIME);
                    spans.push(Span::styled(unset, t.dim()));
                }
                Row::Engine => spans.extend(text(&self.engine)),
                Row::EngineTime => spans.extend(text(&self.engine_time)),
                Row::Theme | Row::Glyphs | Row::Level => unreachable!("a choice, drawn above"),
            }
            lines.push(Line::from(spans));
        }
        lines.push(Line::raw(""));
        let file = self
            .path
            .as_ref()
            .map_or_else(|| tr!("settings-no-config"), |p| p.display().to_string());
        let width = usize::from(width);
        lines.extend(indented(&tr!("settings-file", file = file), width, t.dim()));
        // How the line with the focus is read: why `auto` chose its theme,
        // the engine's, or the rules file's.
        let note = match self.row() {
            Row::Theme if self.theme == ThemeName::Auto => {
                theme_auto_why(&theme_word(auto.0), auto.1)
            }
            Row::Engine | Row::EngineTime => tr!(
                "settings-engine-note",
                min = ENGINE_TIME_RANGE.0,
                max = ENGINE_TIME_RANGE.1
            ),
            _ => tr!("settings-rules-file-note"),
        };
        lines.extend(indented(&note, width, t.dim()));
        for problem in &self.problems {
            lines.extend(indented(problem, width, t.error()));
        }
        lines
    }
}

/// A choice's row, `label` then `< text >`, with what does not fit in
/// `room` columns wrapped onto rows of its own that start at `indent`.
fn choice_lines(
    label: Span<'static>,
    text: &str,
    style: Style,
    indent: usize,
    room: usize,
) -> Vec<Line<'static>> {
    let rows = wrap(text, room.saturating_sub(4).max(8), usize::MAX);
    let last = rows.len() - 1;
    let mut label = Some(label);
    rows.into_iter()
        .enumerate()
        .map(|(i, row)| {
            let open = if i == 0 { "< " } else { "" };
            let close = if i == last { " >" } else { "" };
            let value = Span::styled(format!("{open}{row}{close}"), style);
            let lead = label
                .take()
                .unwrap_or_else(|| Span::raw(" ".repeat(indent)));
            Line::from(vec![lead, value])
        })
        .collect()
}

/// `text` wrapped two columns in from the left of `width` (one kept free
/// on the right), in at most three rows.
fn indented(text: &str, width: usize, style: Style) -> Vec<Line<'static>> {
    wrap(text, width.saturating_sub(3), 3)
        .into_iter()
        .map(|row| Line::styled(format!("  {row}"), style))
        .collect()
}

/// The label of a line.
fn label(row: Row) -> String {
    match row {
        Row::Theme => tr!("settings-theme"),
        Row::Glyphs => tr!("settings-glyphs"),
        Row::White => tr!("settings-white-name"),
        Row::Black => tr!("settings-black-name"),
        Row::Level => tr!("settings-level"),
        Row::RulesFile => tr!("settings-rules-file"),
        Row::Engine => tr!("settings-engine"),
        Row::EngineTime => tr!("settings-engine-time"),
    }
}

/// A theme's name in words (the file's word is `ThemeName::key`).
fn theme_word(theme: ThemeName) -> String {
    match theme {
        ThemeName::Auto => tr!("settings-theme-auto"),
        ThemeName::Dark => tr!("settings-theme-dark"),
        ThemeName::Light => tr!("settings-theme-light"),
        ThemeName::HighContrast => tr!("settings-theme-high-contrast"),
        ThemeName::Basic => tr!("settings-theme-basic"),
        ThemeName::Monochrome => tr!("settings-theme-monochrome"),
    }
}

/// The characters' setting in words.
fn glyphs_word(glyphs: Glyphs) -> String {
    match glyphs {
        Glyphs::Auto => tr!("settings-glyphs-auto"),
        Glyphs::Unicode => tr!("settings-glyphs-unicode"),
        Glyphs::Ascii => tr!("settings-glyphs-ascii"),
    }
}

/// The value `delta` steps from `now` in `all`, round.
fn step<T: Copy + PartialEq>(all: &[T], now: T, delta: isize) -> T {
    let i = all.iter().position(|v| *v == now).unwrap_or(0) as isize;
    all[(i + delta).rem_euclid(all.len() as isize) as usize]
}

/// The Theme row for `theme = "auto"`, with the theme it chose: "auto (basic)".
pub fn theme_auto(chosen: &str) -> String {
    tr!("theme-auto-chose", theme = chosen.to_string())
}

/// Why `auto` chose `chosen` (see [`crate::tui::Theme::auto_choice`]), for
/// the note: "Auto chose basic: your terminal did not say it has true colour."
pub fn theme_auto_why(chosen: &str, why: crate::tui::look::theme::AutoChoice) -> String {
    use crate::tui::look::theme::AutoChoice;
    let why = match why {
        AutoChoice::NoColor => tr!("theme-why-no-color"),
        AutoChoice::TrueColor => tr!("theme-why-true-colour"),
        AutoChoice::Colours256 => tr!("theme-why-256-colours"),
        AutoChoice::NotTrueColor => tr!("theme-why-not-true-colour"),
    };
    tr!("theme-auto-why", theme = chosen.to_string(), why = why)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(line: &Line) -> String {
        line.spans.iter().map(|s| s.content.as_ref()).collect()
    }

    #[test]
    fn a_choice_too_long_for_its_row_goes_on_under_its_value() {
        let label = Span::raw("> Theme ");
        let lines = choice_lines(label, "one two three four five", Style::new(), 10, 14);
        let rows: Vec<String> = lines.iter().map(text).collect();
        assert_eq!(
            rows,
            [
                "> Theme < one two",
                "          three four",
                "          five >"
            ]
        );
        let short = choice_lines(Span::raw("> Theme "), "dark", Style::new(), 10, 14);
        assert_eq!(
            short.iter().map(text).collect::<Vec<_>>(),
            ["> Theme < dark >"]
        );
    }
}
