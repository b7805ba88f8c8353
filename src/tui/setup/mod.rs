//! The setup screen: the second-piece toggle, every optional rule with its
//! explanation, presets, the players (a person or the computer at a level,
//! and their names), start.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::prefs::keys::Action;
use yote_ai::Level;
use yote_engine::{Color, RuleKey, Rules, RulesError, SecondPiece};

mod steps;

use steps::{step_option, step_player};

use super::keys::KeyBar;
use super::msg::{Edit, Msg};
use super::play::Match;
use super::theme::Theme;
use super::widgets::line_edit::{Edited, LineEdit};
use super::widgets::wrap;
use super::words::{self, level as level_name};
use crate::i18n::{self, Lang};
use crate::tr;
use crate::words::{color, second_piece, second_piece_explain};

/// The optional rules on the screen, in its order (their names, values and
/// explanations are `tui::words`', their kinds and ranges [`RuleKey`]'s).
const OPTIONS: [RuleKey; 12] = [
    RuleKey::MultiJump,
    RuleKey::MandatoryCapture,
    RuleKey::BonusMoveAfterCapture,
    RuleKey::JumpOwnPieces,
    RuleKey::WinWhenOpponentHasAtMost,
    RuleKey::DrawWhenBothHaveAtMost,
    RuleKey::NoLegalMove,
    RuleKey::RepetitionDraw,
    RuleKey::Rows,
    RuleKey::Columns,
    RuleKey::PiecesPerPlayer,
    RuleKey::FirstPlayer,
];

/// A line of the setup screen that can have the focus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The headline toggle "Second piece from the hand".
    SecondPiece,
    /// One of the optional rules, by its index in the list.
    Option(usize),
    /// A player's name.
    Name(Color),
    /// The start button; ←→ on it change the language, shown under it.
    Start,
}

const FIELDS: usize = 1 + OPTIONS.len() + 3;

impl Field {
    fn at(index: usize) -> Field {
        match index {
            0 => Field::SecondPiece,
            i if i <= OPTIONS.len() => Field::Option(i - 1),
            i if i == OPTIONS.len() + 1 => Field::Name(Color::White),
            i if i == OPTIONS.len() + 2 => Field::Name(Color::Black),
            _ => Field::Start,
        }
    }
}

/// The longest name accepted.
const MAX_NAME: usize = 20;

/// The setup screen's state: the rules being chosen and the names.
#[derive(Clone, Debug)]
pub struct Setup {
    pub rules: Rules,
    /// The players' names, White's first.
    pub names: [String; 2],
    /// The computer's level for each side it plays, White's first.
    pub computer: [Option<Level>; 2],
    /// The level a player turned into the computer plays first (the
    /// preferences' `level`; Easy when none is set).
    pub level: Option<Level>,
    focus: usize,
    /// The name being typed, while one is (its text is also in `names`).
    editing: Option<LineEdit>,
    /// The name being edited is selected whole: typing replaces it.
    selected: bool,
    /// The line a refusal is about, drawn as an error (an index of `FIELDS`).
    pub fault: Option<usize>,
    /// The last message: (text, is it an error).
    pub message: Option<(String, bool)>,
}

impl Setup {
    /// The screen with `rules` (from `--rules`/`--set`) and default names.
    pub fn new(rules: Rules) -> Setup {
        Setup {
            rules,
            names: Color::ALL.map(color),
            computer: [None, None],
            level: None,
            focus: 0,
            editing: None,
            selected: false,
            fault: None,
            message: None,
        }
    }

    /// The line with the focus.
    pub fn focus(&self) -> Field {
        Field::at(self.focus)
    }

    /// Whether a name is being typed.
    pub fn editing(&self) -> bool {
        self.editing.is_some()
    }

    /// Applies a message; returns the match to start, if it starts.
    pub fn update(&mut self, msg: Msg) -> Option<Match> {
        if self.editing.is_some() {
            self.edit(msg);
            return None;
        }
        match msg {
            Msg::Up => self.focus = (self.focus + FIELDS - 1) % FIELDS,
            Msg::Down => self.focus = (self.focus + 1) % FIELDS,
            Msg::Left => self.change(-1),
            Msg::Right => self.change(1),
            Msg::Activate => match self.focus() {
                Field::Name(side) => {
                    let name = self.names[side.index()].clone();
                    self.editing = Some(LineEdit::new(name, MAX_NAME));
                    self.selected = true;
                    self.message = None;
                }
                Field::Start => return self.start(),
                _ => self.change(1),
            },
            Msg::Preset(second) => {
                self.rules = Rules {
                    second_piece: second,
                    ..Rules::default()
                };
                self.fault = None;
                let name = second_piece(second);
                self.message = Some((tr!("setup-preset-chosen", name = name), false));
            }
            Msg::Start => return self.start(),
            _ => {}
        }
        None
    }

    fn edit(&mut self, msg: Msg) {
        let (Field::Name(side), Some(line)) = (self.focus(), self.editing.as_mut()) else {
            self.editing = None;
            return;
        };
        let selected = std::mem::take(&mut self.selected);
        match msg {
            Msg::Edit(edit) => {
                // The whole name selected: typing or deleting replaces it.
                let edited = match edit {
                    Edit::Backspace | Edit::Delete if selected => {
                        line.set("");
                        Edited::Changed
                    }
                    Edit::Insert(_) if selected => {
                        line.set("");
                        line.apply(edit)
                    }
                    _ => line.apply(edit),
                };
                self.names[side.index()] = line.text().to_string();
                self.message = match (edited, edit) {
                    (Edited::Full, Edit::Insert(c)) => Some((
                        tr!("setup-name-too-long", max = MAX_NAME, char = c.to_string()),
                        true,
                    )),
                    _ => None,
                };
            }
            Msg::Cancel => {
                self.editing = None;
                let name = &mut self.names[side.index()];
                if name.trim().is_empty() {
                    *name = color(side);
                }
                *name = name.trim().to_string();
            }
            _ => {}
        }
    }

    /// The match to play, if the rules hold together.
    fn start(&mut self) -> Option<Match> {
        match self.rules.validate() {
            Ok(()) => {
                // A computer keeping its colour's name is called by its level.
                let names = Color::ALL.map(|side| {
                    let name = &self.names[side.index()];
                    match self.computer[side.index()] {
                        Some(level) if *name == color(side) => {
                            tr!("setup-computer-name", level = level_name(level))
                        }
                        _ => name.clone(),
                    }
                });
                Some(
                    Match::new(self.rules.clone(), &names[0], &names[1])
                        .with_computer(self.computer),
                )
            }
            Err(e) => {
                let why = self.problem(&e);
                self.message = Some((tr!("setup-cannot-start", why = why), true));
                None
            }
        }
    }

    /// Changes the focused value one step (`delta` = ±1).
    fn change(&mut self, delta: i8) {
        let focus = self.focus();
        let rules = &mut self.rules;
        match focus {
            Field::SecondPiece => {
                let all = SecondPiece::ALL;
                let i = all
                    .iter()
                    .position(|s| *s == rules.second_piece)
                    .unwrap_or(0);
                let next = (i as i8 + delta).rem_euclid(all.len() as i8) as usize;
                rules.second_piece = all[next];
            }
            Field::Option(i) => {
                if step_option(rules, OPTIONS[i], delta).is_err() {
                    self.message = Some((words::option_at_end(rules, OPTIONS[i], delta), true));
                    self.fault = Some(self.focus);
                    return;
                }
            }
            Field::Name(side) => {
                let player = &mut self.computer[side.index()];
                *player = match (*player, self.level) {
                    // A person becomes the computer at the preferred level.
                    (None, Some(level)) if delta > 0 => Some(level),
                    (now, _) => step_player(now, delta),
                };
                return;
            }
            // The language is chosen beside the start button, so that the
            // lines above keep their places.
            Field::Start => {
                let now = i18n::language();
                let next = if delta > 0 {
                    now.next()
                } else {
                    now.previous()
                };
                self.speak(next);
                return;
            }
        }
        self.fault = None;
        self.message = match self.rules.validate() {
            Ok(()) => None,
            Err(e) => Some((tr!("setup-cannot-start-yet", why = self.problem(&e)), true)),
        };
    }

    /// Speaks `lang` from now on; a name that was its colour's is renamed
    /// with it ("White" becomes "Blancas"), a name a player typed is kept.
    fn speak(&mut self, lang: Lang) {
        let before = Color::ALL.map(color);
        i18n::set_language(lang);
        for side in Color::ALL {
            let name = &mut self.names[side.index()];
            if *name == before[side.index()] {
                *name = color(side);
            }
        }
        self.message = None;
    }

    /// A refusal of the rules in the setup screen's words: the line it is
    /// about by its label (and that line marked), never a rules-file key.
    fn problem(&mut self, e: &RulesError) -> String {
        let Some(i) = OPTIONS.iter().position(|key| Some(*key) == e.key) else {
            return words::rules_not_together();
        };
        self.fault = Some(i + 1);
        words::option_refusal(e)
    }

    /// Draws the screen.
    pub fn render(&self, theme: &Theme, keys: &KeyBar, area: Rect, buf: &mut Buffer) {
        // The message wraps to a second and third row rather than being cut.
        let message_rows = self.message.as_ref().map_or(vec![], |(text, _)| {
            wrap(text, usize::from(area.width.saturating_sub(2)), 3)
        });
        let [title, body, message, keys_area] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Min(1),
            Constraint::Length(message_rows.len().max(1) as u16),
            Constraint::Length(1),
        ])
        .areas(area);
        Line::styled(format!(" {}", tr!("setup-title")), theme.title()).render(title, buf);
        let (lines, focus_line) = self.lines(theme, body.width, keys);
        // Scroll so that the focused line stays in view on short terminals.
        let scroll = (focus_line + 2).saturating_sub(body.height as usize) as u16;
        Paragraph::new(lines).scroll((scroll, 0)).render(body, buf);
        if let Some((_, error)) = &self.message {
            let style = if *error {
                theme.error()
            } else {
                theme.prompt()
            };
            let lines: Vec<Line> = message_rows
                .iter()
                .map(|row| Line::styled(format!(" {row}"), style))
                .collect();
            Paragraph::new(lines).render(message, buf);
        }
        keys.line(theme, keys_area.width).render(keys_area, buf);
    }

    fn lines(&self, theme: &Theme, width: u16, keys: &KeyBar) -> (Vec<Line<'static>>, usize) {
        let mut lines = Vec::new();
        let mut focus_line = 0;
        let mut mark = |lines: &mut Vec<Line<'static>>, index: usize| {
            if index == self.focus {
                focus_line = lines.len();
            }
        };
        let pointer = |index: usize| if index == self.focus { " ▶ " } else { "   " };
        let label_style = |index: usize| {
            if index == self.focus {
                theme.focus()
            } else {
                ratatui::style::Style::new()
            }
        };

        // The headline toggle.
        mark(&mut lines, 0);
        let mut spans = vec![Span::styled(
            format!("{}{}  ", pointer(0), tr!("setup-second-piece")),
            label_style(0).add_modifier(ratatui::style::Modifier::BOLD),
        )];
        for (value, name) in [
            (SecondPiece::Board, tr!("setup-off")),
            (SecondPiece::BoardOrHand, tr!("setup-on")),
            (
                SecondPiece::HandIfBoardEmpty,
                second_piece(SecondPiece::HandIfBoardEmpty),
            ),
        ] {
            if self.rules.second_piece == value {
                spans.push(Span::styled(format!("[{name}]"), theme.chosen()));
            } else {
                spans.push(Span::raw(format!(" {name} ")));
            }
            spans.push(Span::raw(" "));
        }
        lines.push(Line::from(spans));
        let explain = |lines: &mut Vec<Line<'static>>, text: &str| {
            // Wrapped, one column kept free at the right edge.
            for row in wrap(text, usize::from(width).saturating_sub(6), 3) {
                lines.push(Line::styled(format!("     {row}"), theme.dim()));
            }
        };
        explain(&mut lines, &second_piece_explain(self.rules.second_piece));
        lines.push(Line::raw(""));
        lines.push(Line::styled(
            format!("   {}", tr!("setup-optional-rules")),
            theme.title(),
        ));
        for (i, key) in OPTIONS.into_iter().enumerate() {
            let index = i + 1;
            mark(&mut lines, index);
            let value = words::option_value(&self.rules, key);
            let (label, explanation) = (words::option_label(key), words::option_explain(key));
            // The line a refusal is about is marked "!" and drawn as an error.
            let (pointer, style) = if self.fault == Some(index) {
                (" ! ", theme.error())
            } else {
                (pointer(index), label_style(index))
            };
            let mut spans = vec![
                Span::styled(format!("{pointer}{label:<30}"), style),
                Span::styled(format!("{value:<17}"), style),
            ];
            // Beside the value when there is room, else on a line of its own.
            if usize::from(width) > 50 + explanation.chars().count() {
                spans.push(Span::styled(explanation, theme.dim()));
                lines.push(Line::from(spans));
            } else {
                lines.push(Line::from(spans));
                explain(&mut lines, &explanation);
            }
        }
        lines.push(Line::raw(""));
        lines.push(Line::styled(
            format!("   {}", tr!("setup-players")),
            theme.title(),
        ));
        for side in Color::ALL {
            let index = OPTIONS.len() + 1 + side.index();
            mark(&mut lines, index);
            let line = self.editing.as_ref().filter(|_| index == self.focus);
            let editing = line.is_some();
            let name = &self.names[side.index()];
            let name_spans = match line {
                // The cursor shows where typing goes.
                Some(line) if !self.selected => {
                    line.spans(MAX_NAME + 1, label_style(index), !theme.colour)
                }
                Some(_) => vec![Span::styled(
                    name.clone(),
                    label_style(index).add_modifier(ratatui::style::Modifier::REVERSED),
                )],
                None => vec![Span::styled(name.clone(), label_style(index))],
            };
            let shown: usize = name_spans.iter().map(Span::width).sum();
            // The keys named are those bound (the bar's: the name's keys
            // while one is typed, else the setup screen's).
            let key = |action| keys.first_of(action).unwrap_or_default();
            let hint = if editing && self.selected {
                tr!("setup-hint-selected")
            } else if editing {
                tr!("setup-hint-editing", key = key(Action::Done))
            } else if index == self.focus {
                tr!(
                    "setup-hint-name",
                    who = key(Action::Left),
                    edit = key(Action::Activate)
                )
            } else {
                String::new()
            };
            let wide = width >= 76;
            let who = match self.computer[side.index()] {
                None => tr!("setup-human"),
                Some(level) if wide => tr!("setup-computer", level = level_name(level)),
                Some(level) => level_name(level),
            };
            let player = format!(
                "{}{:<pad$}",
                pointer(index),
                format!("{} {} · {who}", theme.glyph(side), color(side)),
                // Narrow: the hint needs the room more than the column.
                pad = if wide { 30 } else { 17 }
            );
            let gap = (MAX_NAME + 1).saturating_sub(shown);
            // The hint takes what room is left, one column kept free.
            let used = player.chars().count() + shown + gap;
            let hint = fit(&hint, usize::from(width).saturating_sub(used + 1));
            let mut spans = vec![Span::styled(player, label_style(index))];
            spans.extend(name_spans);
            spans.push(Span::raw(" ".repeat(gap)));
            spans.push(Span::styled(hint, theme.dim()));
            lines.push(Line::from(spans));
        }
        lines.push(Line::raw(""));
        let start = FIELDS - 1;
        mark(&mut lines, start);
        lines.push(Line::styled(
            format!("{}{}", pointer(start), tr!("setup-start")),
            label_style(start).add_modifier(ratatui::style::Modifier::BOLD),
        ));
        let mut spans = vec![Span::styled(
            format!("   {}:  ", tr!("setup-language")),
            label_style(start),
        )];
        // Each language by its own name, so that a player finds theirs.
        for lang in Lang::ALL {
            if lang == i18n::language() {
                spans.push(Span::styled(
                    format!("[{}]", lang.native_name()),
                    theme.chosen(),
                ));
            } else {
                spans.push(Span::raw(format!(" {} ", lang.native_name())));
            }
            spans.push(Span::raw(" "));
        }
        if start == self.focus {
            spans.push(Span::styled("←→", theme.dim()));
        }
        lines.push(Line::from(spans));
        lines.push(Line::raw(""));
        let presets = [
            Span::styled("1", theme.key()),
            Span::raw(format!(" {}   ", second_piece(SecondPiece::Board))),
            Span::styled("2", theme.key()),
            Span::raw(format!(" {}   ", second_piece(SecondPiece::BoardOrHand))),
            Span::styled("3", theme.key()),
            Span::raw(format!(" {}", second_piece(SecondPiece::HandIfBoardEmpty))),
        ];
        let heading = Span::styled(format!("   {} ", tr!("setup-presets")), theme.title());
        let one_line = heading.width() + presets.iter().map(Span::width).sum::<usize>();
        if usize::from(width) > one_line {
            let mut spans = vec![heading];
            spans.extend(presets);
            lines.push(Line::from(spans));
        } else {
            // Narrow: the presets go one a line under the heading.
            lines.push(Line::from(heading));
            for pair in presets.chunks(2) {
                let mut spans = vec![Span::raw("     ")];
                spans.extend(pair.iter().cloned());
                lines.push(Line::from(spans));
            }
        }
        (lines, focus_line)
    }
}

/// `text` cut to `room` columns, "…" marking the cut.
fn fit(text: &str, room: usize) -> String {
    if text.chars().count() <= room {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(room.saturating_sub(1)).collect();
    if room > 0 {
        cut.push('…');
    }
    cut
}
