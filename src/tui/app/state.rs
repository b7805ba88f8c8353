//! What the app holds, read: the screen on top, each screen on the stack,
//! the pop-ups, the game, and what they decide (the rules and names shown,
//! where the player is for the keys).

use yote_engine::{Game, Rules};

use crate::tui::app::{App, KeyPlace, Overlay};
use crate::tui::popups::Popup;
use crate::tui::popups::file_prompt::FilePrompt;
use crate::tui::saves::Offer;
use crate::tui::screens::game::play::{Match, Play};
use crate::tui::screens::replay::Replay;
use crate::tui::screens::review::ReviewScreen;
use crate::tui::screens::settings::Settings;
use crate::tui::screens::setup::Setup;
use crate::tui::screens::{Screen, ScreenKind, Stack};

impl App {
    /// Which screen is on top.
    pub fn screen(&self) -> ScreenKind {
        self.screens.kind()
    }

    /// The screens on show.
    pub fn screens(&self) -> &Stack {
        &self.screens
    }

    /// The setup screen (at the bottom of the stack, always there).
    pub fn setup(&self) -> &Setup {
        &self.screens.setup
    }

    /// The setup screen, to change.
    pub fn setup_mut(&mut self) -> &mut Setup {
        &mut self.screens.setup
    }

    /// The game on the stack, if any (under whatever is open above it).
    pub fn play(&self) -> Option<&Play> {
        self.screens.play()
    }

    /// The game on the stack, to change.
    pub fn play_mut(&mut self) -> Option<&mut Play> {
        self.screens.play_mut()
    }

    /// The replay on the stack, if any.
    pub fn replay(&self) -> Option<&Replay> {
        self.screens.replay()
    }

    /// The review on the stack, else the one last left.
    pub fn review(&self) -> Option<&ReviewScreen> {
        self.screens.review().or(self.review_kept.as_ref())
    }

    /// The settings screen, if open.
    pub fn settings(&self) -> Option<&Settings> {
        self.screens.settings()
    }

    /// The file prompt, if one is open.
    pub fn prompt(&self) -> Option<&FilePrompt> {
        self.popups.iter().rev().find_map(|p| match p {
            Popup::File(prompt) => Some(&**prompt),
            Popup::Dialog(_) => None,
        })
    }

    /// The file prompt, to change.
    pub fn prompt_mut(&mut self) -> Option<&mut FilePrompt> {
        self.popups.iter_mut().rev().find_map(|p| match p {
            Popup::File(prompt) => Some(&mut **prompt),
            Popup::Dialog(_) => None,
        })
    }

    /// Opens `prompt` over the screen (as the save and open keys do).
    pub fn open_prompt(&mut self, prompt: FilePrompt) {
        self.popups.push(Popup::File(Box::new(prompt)));
    }

    /// The pop-ups over the screen, the top one last.
    pub fn popups(&self) -> &[Popup] {
        &self.popups
    }

    /// The match being played, if any (for saving).
    pub fn current_match(&self) -> Option<&Match> {
        self.play().map(|p| &p.table)
    }

    /// The game being played, if any.
    pub fn game(&self) -> Option<&Game> {
        self.play().map(Play::game)
    }

    /// The dialog open on top, if any (the file prompt is not one).
    pub fn overlay(&self) -> Option<Overlay> {
        match self.popups.last() {
            Some(Popup::Dialog(dialog)) => Some(dialog.overlay),
            _ => None,
        }
    }

    /// The rules in force: the game's on screen, or the setup screen's.
    pub fn rules(&self) -> &Rules {
        self.screens
            .top()
            .and_then(Screen::rules)
            .unwrap_or(&self.screens.setup.rules)
    }

    /// The players' names, White's first.
    pub fn names(&self) -> &[String; 2] {
        self.screens
            .top()
            .and_then(Screen::names)
            .unwrap_or(&self.screens.setup.names)
    }

    /// Whether the game on screen is over.
    pub fn game_over(&self) -> bool {
        matches!(self.screens.top(), Some(Screen::Game(play)) if play.game().is_over())
    }

    /// Where the player is, for the key map: the pop-up on top if one is
    /// open, else the screen.
    pub fn place(&self) -> KeyPlace {
        self.popups
            .last()
            .map_or_else(|| self.screen_place(), Popup::place)
    }

    /// Where the player is on the screen, under any pop-up.
    pub fn screen_place(&self) -> KeyPlace {
        match self.screens.top() {
            Some(screen) => screen.place(),
            None if self.screens.setup.editing() => KeyPlace::Editing,
            None => KeyPlace::Setup {
                offer: matches!(self.screens.setup.offer, Offer::Game(_)),
            },
        }
    }

    /// The status line's text on the game screen.
    pub fn status(&self) -> &str {
        self.play().map_or("", |p| p.status.text.as_str())
    }
}
