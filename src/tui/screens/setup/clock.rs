//! The setup screen's Clock line: off, the presets, and a custom time
//! control the player types as `--clock` takes it (`5+3`, `0.5+0`, and
//! White's then Black's for odds, `5+3/3+2`), read by the one parser,
//! [`TimeControl::parse`], and refused in its words. ←→ step through the
//! choices; Enter on the custom one opens its line.

use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use crate::clock::TimeControl;
use crate::prefs::keys::Action;
use crate::tr;
use crate::tui::keys::KeyBar;
use crate::tui::look::theme::Theme;
use crate::tui::msg::{Edit, Message};
use crate::tui::screens::setup::{CLOCK_PRESETS, Field, Setup};
use crate::tui::widgets::line_edit::LineEdit;

/// The longest time control typed (`1440+86400/1440+86400` is 21).
pub(super) const MAX_CLOCK: usize = 24;

/// One of the Clock line's choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
    /// Untimed, or a preset.
    Fixed(Option<TimeControl>),
    /// The custom time control (typed, or given by `--clock` or the
    /// preferences).
    Custom,
}

impl Setup {
    /// The Clock line's choices, in the order ←→ step through them: off,
    /// the presets, the custom one last.
    fn clock_line_choices() -> Vec<Choice> {
        let mut all = vec![Choice::Fixed(None)];
        all.extend(CLOCK_PRESETS.map(|(m, s)| Choice::Fixed(Some(TimeControl::fischer(m, s)))));
        all.push(Choice::Custom);
        all
    }

    /// Whether the custom choice is picked.
    pub fn custom_picked(&self) -> bool {
        self.custom_picked
    }

    /// The choice picked now.
    fn clock_choice(&self) -> Choice {
        if self.custom_picked {
            Choice::Custom
        } else {
            Choice::Fixed(self.clock)
        }
    }

    /// Picks `choice`: the custom one is the control typed, if any.
    fn pick_clock(&mut self, choice: Choice) {
        self.custom_picked = choice == Choice::Custom;
        self.clock = match choice {
            Choice::Fixed(control) => control,
            Choice::Custom => self.custom_clock,
        };
    }

    /// ←→ on the Clock line (`delta` = ±1).
    pub(super) fn step_clock(&mut self, delta: i8) {
        let all = Setup::clock_line_choices();
        let now = self.clock_choice();
        let i = all.iter().position(|c| *c == now).unwrap_or(0);
        let next = (i as isize + isize::from(delta)).rem_euclid(all.len() as isize);
        self.pick_clock(all[next as usize]);
        self.clear_clock_fault();
    }

    /// A time control given (`--clock`, the preferences): a preset is
    /// picked as that preset, any other is the custom one.
    pub(super) fn give_clock(&mut self, control: Option<TimeControl>) {
        let fixed = Choice::Fixed(control);
        if control.is_some() && !Setup::clock_line_choices().contains(&fixed) {
            self.custom_clock = control;
            self.custom_typed = control.map(|c| c.to_string()).unwrap_or_default();
            self.pick_clock(Choice::Custom);
        } else {
            self.pick_clock(fixed);
        }
    }

    /// Enter on the Clock line: on the custom choice its line opens (with
    /// what was typed last, whole, so that typing replaces it); on any
    /// other the next choice is picked.
    pub(super) fn activate_clock(&mut self) {
        if !self.custom_picked {
            return self.step_clock(1);
        }
        self.editing = Some(LineEdit::new(self.custom_typed.clone(), MAX_CLOCK));
        self.selected = !self.custom_typed.is_empty();
        self.fault = None;
        self.message = None;
    }

    /// While the custom time control is typed, what to type (said where
    /// the screen's messages are, when it has none): the key named is
    /// the one bound.
    pub(super) fn clock_typing_hint(&self, keys: &KeyBar) -> Option<String> {
        if self.focus() != Field::Clock || self.editing.is_none() {
            return None;
        }
        let key = keys.first_of(Action::Done).unwrap_or_default();
        Some(tr!("setup-clock-typing", key = key))
    }

    /// A message while the custom time control is typed. Done takes it:
    /// a control that reads is the clock (a preset typed picks the
    /// preset), one that does not is refused on the line and kept to be
    /// mended; nothing typed leaves the clock as it was.
    pub(super) fn edit_clock(&mut self, msg: &Message) {
        let Some(line) = self.editing.as_mut() else {
            return;
        };
        let selected = std::mem::take(&mut self.selected);
        match *msg {
            Message::Edit(edit) => {
                // The whole text selected: typing or deleting replaces it.
                if selected && matches!(edit, Edit::Insert(_) | Edit::Backspace | Edit::Delete) {
                    line.set("");
                }
                if !(selected && matches!(edit, Edit::Backspace | Edit::Delete)) {
                    line.apply(edit);
                }
            }
            Message::Cancel => {
                let text = line.text().trim().to_string();
                self.editing = None;
                self.message = None;
                if text.is_empty() {
                    return;
                }
                match TimeControl::parse(&text) {
                    Ok(control) => {
                        if Setup::clock_line_choices().contains(&Choice::Fixed(Some(control))) {
                            self.pick_clock(Choice::Fixed(Some(control)));
                        } else {
                            self.custom_clock = Some(control);
                            self.pick_clock(Choice::Custom);
                        }
                        // The custom line opens next with its control.
                        self.custom_typed =
                            self.custom_clock.map(|c| c.to_string()).unwrap_or_default();
                    }
                    Err(fault) => {
                        self.fault = Some(Field::Clock);
                        self.message = Some((crate::words::clock_refusal(&text, fault), true));
                        self.custom_typed = text;
                    }
                }
            }
            _ => self.selected = selected,
        }
    }

    /// The refusal to start with the custom choice picked and no time
    /// control typed for it, if that is so (the line marked).
    pub(super) fn clock_missing(&mut self) -> Option<String> {
        if !self.custom_picked || self.custom_clock.is_some() {
            return None;
        }
        self.fault = Some(Field::Clock);
        Some(tr!("setup-clock-custom-first"))
    }

    /// Whether the custom clock is picked with no time typed for it.
    pub fn clock_unset(&self) -> bool {
        self.custom_picked && self.custom_clock.is_none()
    }

    fn clear_clock_fault(&mut self) {
        if self.fault == Some(Field::Clock) {
            self.fault = None;
            self.message = None;
        }
    }

    /// The Clock line: its label, the choices (the chosen one in
    /// brackets), the custom one as typed or its line while it is typed,
    /// and what Enter does there.
    pub(super) fn clock_line(&self, theme: &Theme, width: u16, keys: &KeyBar) -> Line<'static> {
        let focused = self.focus() == Field::Clock;
        let (pointer, style) = if self.fault == Some(Field::Clock) {
            (" ! ", theme.error())
        } else if focused {
            (" ▶ ", theme.focus())
        } else {
            ("   ", Style::new())
        };
        let mut spans = vec![Span::styled(
            format!("{pointer}{:<30}", tr!("setup-clock")),
            style,
        )];
        let picked = self.clock_choice();
        for choice in Setup::clock_line_choices() {
            let name = match choice {
                Choice::Fixed(None) => tr!("setup-off"),
                Choice::Fixed(Some(c)) => c.to_string(),
                Choice::Custom => match self.custom_clock {
                    Some(c) => c.to_string(),
                    None => tr!("setup-clock-custom"),
                },
            };
            let typing = self.editing.as_ref().filter(|_| focused);
            match typing {
                Some(line) if choice == Choice::Custom => {
                    let used: usize = spans.iter().map(Span::width).sum();
                    let room = usize::from(width).saturating_sub(used + 3).max(8);
                    spans.push(Span::styled("[", theme.chosen()));
                    if self.selected {
                        spans.push(Span::styled(
                            line.text().to_string(),
                            theme.chosen().add_modifier(Modifier::REVERSED),
                        ));
                    } else {
                        spans.extend(line.spans(room, theme.chosen(), !theme.colour));
                    }
                    spans.push(Span::styled("]", theme.chosen()));
                }
                _ => spans.push(super::view::choice(&name, picked == choice, theme)),
            }
        }
        if focused && self.custom_picked && self.editing.is_none() {
            let key = keys.first_of(Action::Activate).unwrap_or_default();
            let hint = tr!("setup-clock-custom-hint", key = key);
            let used: usize = spans.iter().map(Span::width).sum();
            if usize::from(width) > used + 2 + hint.chars().count() {
                spans.push(Span::styled(format!(" {hint}"), theme.dim()));
            }
        }
        Line::from(spans)
    }
}
