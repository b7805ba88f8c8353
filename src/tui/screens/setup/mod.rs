//! The setup screen: the second-piece toggle, every optional rule with its
//! explanation, presets, the players (a person, the computer at a level or
//! the external engine when one is configured, and their names), start.

use crate::tui::saves::Offer;
use yote_ai::Level;
use yote_engine::rules::RuleKey;
use yote_engine::{Color, Rules, RulesError, SecondPiece};

mod clock;
pub mod resume;
mod steps;
mod view;

use steps::{step_option, step_player};

use crate::clock::TimeControl;
use crate::i18n::{self, Lang};
use crate::prefs::Machine;
use crate::tr;
use crate::tui::msg::{Edit, Message};
use crate::tui::screens::game::play::Match;
use crate::tui::widgets::line_edit::{Edited, LineEdit};
use crate::tui::words::{self, machine as machine_name};
use crate::words::{color, second_piece};

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
    /// The line the optional rules fold under: Enter or → shows them.
    OptionalRules,
    /// One of the optional rules, by its index in the list (on the
    /// screen while they are shown).
    Option(usize),
    /// A player's name.
    Name(Color),
    /// The time control: off, a preset, or the custom one, typed here
    /// (Enter on it) or given.
    Clock,
    /// The coach, on or off for the game to start.
    Coach,
    /// The start button; ←→ on it change the language, shown under it.
    Start,
    /// "Play someone on another computer": opens the connect screen.
    Network,
}

/// The time controls the setup screen offers, as `--clock` writes them.
pub const CLOCK_PRESETS: [(u64, u64); 5] = [(1, 0), (3, 2), (5, 0), (10, 5), (15, 10)];

/// The longest name accepted.
const MAX_NAME: usize = 20;

/// The setup screen's state: the rules being chosen and the names.
#[derive(Clone, Debug)]
pub struct Setup {
    pub rules: Rules,
    /// The players' names, White's first.
    pub names: [String; 2],
    /// Who plays each side no person plays (the computer at a level, or
    /// the engine), White's first.
    pub computer: [Option<Machine>; 2],
    /// Whether an external engine is configured (the preferences'
    /// `engine`): only then is it offered as a player.
    pub engine: bool,
    /// The level a player turned into the computer plays first (the
    /// preferences' `level`; Easy when none is set).
    pub level: Option<Level>,
    focus: Field,
    /// Whether the coach speaks after each move of a person in the game
    /// started here (`seats::coach`).
    pub coach: bool,
    /// Whether the optional rules are shown (folded under one line at
    /// first, so that the start is on screen on a small terminal).
    pub rules_shown: bool,
    /// The name being typed, while one is (its text is also in `names`),
    /// or the custom time control, while the Clock line has the focus.
    editing: Option<LineEdit>,
    /// The line being edited is selected whole: typing replaces it.
    selected: bool,
    /// The line a refusal is about, drawn as an error.
    pub fault: Option<Field>,
    /// The last message: (text, is it an error).
    pub message: Option<(String, bool)>,
    /// What the screen offers from the autosave found at start.
    pub offer: Offer,
    /// The time control chosen (`None`: untimed, the default).
    pub clock: Option<TimeControl>,
    /// The custom time control (typed, or given by `--clock` or the
    /// preferences' `clock` when it is none of the presets): offered
    /// after them.
    pub custom_clock: Option<TimeControl>,
    /// Whether the custom choice is the one picked (it may have no time
    /// control yet: then the game does not start).
    custom_picked: bool,
    /// What was last typed for the custom time control (kept, refused or
    /// not, to be mended the next time its line opens).
    custom_typed: String,
}

impl Setup {
    /// The screen with `rules` (from `--rules`/`--set`) and default names.
    pub fn new(rules: Rules) -> Setup {
        Setup {
            rules,
            names: Color::ALL.map(color),
            computer: [None, None],
            engine: false,
            level: None,
            focus: Field::SecondPiece,
            rules_shown: false,
            coach: false,
            editing: None,
            selected: false,
            fault: None,
            message: None,
            offer: Offer::Nothing,
            clock: None,
            custom_clock: None,
            custom_picked: false,
            custom_typed: String::new(),
        }
    }

    /// Chooses the time control `control` (from `--clock` or the
    /// preferences); one that is no preset is the custom choice.
    pub fn set_clock(&mut self, control: Option<TimeControl>) {
        self.give_clock(control);
    }

    /// The line with the focus.
    pub fn focus(&self) -> Field {
        self.focus
    }

    /// The lines that can have the focus, in the screen's order.
    pub fn fields(&self) -> Vec<Field> {
        let mut fields = vec![Field::SecondPiece, Field::OptionalRules];
        if self.rules_shown {
            fields.extend((0..OPTIONS.len()).map(Field::Option));
        }
        fields.extend([Field::Name(Color::White), Field::Name(Color::Black)]);
        fields.extend([Field::Clock, Field::Coach, Field::Start, Field::Network]);
        fields
    }

    /// Moves the focus `delta` lines down (up when negative), round.
    fn step_focus(&mut self, delta: isize) {
        let fields = self.fields();
        let now = fields.iter().position(|f| *f == self.focus).unwrap_or(0);
        // Up from the top wraps to the start button: the line under it
        // (another computer) is reached from there.
        if now == 0 && delta < 0 {
            self.focus = Field::Start;
            return;
        }
        let next = (now as isize + delta).rem_euclid(fields.len() as isize);
        self.focus = fields[next as usize];
    }

    /// Shows or folds the optional rules (folding them brings the focus
    /// to the line they fold under).
    fn show_rules(&mut self, shown: bool) {
        self.rules_shown = shown;
        if !shown && matches!(self.focus, Field::Option(_)) {
            self.focus = Field::OptionalRules;
        }
    }

    /// The optional rules that differ from the standard game's.
    pub fn changed_rules(&self) -> Vec<RuleKey> {
        let standard = Rules::default();
        OPTIONS
            .into_iter()
            .filter(|key| self.rules.get(*key) != standard.get(*key))
            .collect()
    }

    /// Whether a name (or the custom time control) is being typed.
    pub fn editing(&self) -> bool {
        self.editing.is_some()
    }

    /// Applies a message; returns the match to start, if it starts.
    pub fn update(&mut self, msg: &Message) -> Option<Match> {
        if self.editing.is_some() {
            if self.focus == Field::Clock {
                self.edit_clock(msg);
            } else {
                self.edit(msg);
            }
            return None;
        }
        match *msg {
            Message::Up => self.step_focus(-1),
            Message::Down => self.step_focus(1),
            Message::Left => self.change(-1),
            Message::Right => self.change(1),
            Message::Activate => match self.focus() {
                Field::Name(side) => {
                    let name = self.names[side.index()].clone();
                    self.editing = Some(LineEdit::new(name, MAX_NAME));
                    self.selected = true;
                    self.message = None;
                }
                Field::Start => return self.start(),
                Field::OptionalRules => self.show_rules(!self.rules_shown),
                Field::Clock => self.activate_clock(),
                _ => self.change(1),
            },
            Message::Preset(second) => {
                self.rules = Rules {
                    second_piece: second,
                    ..Rules::default()
                };
                self.fault = None;
                let name = second_piece(second);
                self.message = Some((tr!("setup-preset-chosen", name = name), false));
            }
            Message::Start => return self.start(),
            _ => {}
        }
        None
    }

    fn edit(&mut self, msg: &Message) {
        let (Field::Name(side), Some(line)) = (self.focus(), self.editing.as_mut()) else {
            self.editing = None;
            return;
        };
        let selected = std::mem::take(&mut self.selected);
        match *msg {
            Message::Edit(edit) => {
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
            Message::Cancel => {
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
        if let Some(why) = self.clock_missing() {
            self.message = Some((tr!("setup-cannot-start", why = why), true));
            return None;
        }
        match self.rules.validate() {
            Ok(()) => {
                // A computer keeping its colour's name is called by its level.
                let names = Color::ALL.map(|side| {
                    let name = &self.names[side.index()];
                    match self.computer[side.index()] {
                        Some(Machine::Level(level)) if *name == color(side) => {
                            tr!("setup-computer-name", level = words::level(level))
                        }
                        Some(Machine::Engine) if *name == color(side) => {
                            machine_name(Machine::Engine)
                        }
                        _ => name.clone(),
                    }
                });
                Some(
                    Match::new(self.rules.clone(), &names[0], &names[1])
                        .with_machines(self.computer)
                        .with_clock(self.clock),
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
            Field::OptionalRules => return self.show_rules(delta > 0),
            Field::Network => return,
            Field::Coach => {
                self.coach = !self.coach;
                return;
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
                    (None, Some(level)) if delta > 0 => Some(Machine::Level(level)),
                    (now, _) => step_player(now, delta, self.engine),
                };
                // Where an engine would be offered, once one is configured.
                if !self.engine {
                    self.message = Some((tr!("setup-engine-where"), false));
                }
                return;
            }
            Field::Clock => return self.step_clock(delta),
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
        // The line at fault is shown, not left folded away.
        self.fault = Some(Field::Option(i));
        self.rules_shown = true;
        words::option_refusal(e)
    }
}
