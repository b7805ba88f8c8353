//! The app's state and its one update function: events become messages
//! ([`Msg`]), [`App::update`] applies them, [`App::render`] draws the state.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyEvent, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::engine::{Color, Game, GameResult, Outcome, Reason, ReplayError, Rules, SecondPiece};

use super::game_screen::{self, Hit};
use super::play::{Match, Play};
use super::setup::Setup;
use super::theme::Theme;
use super::{help, keys};

/// The screen on show. More screens (load, replay) can join.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Setup,
    Game,
}

/// A pop-up over the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    Help,
    Rules,
    Confirm(Confirm),
    /// `by` offered a draw; the other player answers.
    DrawOffer(Color),
}

/// An action that asks first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    Resign,
    Restart,
    Quit,
}

/// What the app reacts to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
    Up,
    Down,
    Left,
    Right,
    Activate,
    Cancel,
    TakeFromHand,
    StopChain,
    Undo,
    Redo,
    OfferDraw,
    Resign,
    Restart,
    Help,
    ShowRules,
    Quit,
    ForceQuit,
    Yes,
    No,
    Close,
    Rematch,
    ToSetup,
    Start,
    Preset(SecondPiece),
    Type(char),
    Backspace,
    /// A left click at a screen position.
    Click(u16, u16),
    /// The terminal's new size.
    Resize(u16, u16),
}

/// The whole app.
#[derive(Clone, Debug)]
pub struct App {
    pub screen: Screen,
    pub setup: Setup,
    /// The game on the game screen (rules, names and moves live in its match).
    pub play: Option<Play>,
    pub overlay: Option<Overlay>,
    pub theme: Theme,
    /// The terminal's size, for mapping clicks.
    pub size: (u16, u16),
    pub running: bool,
}

impl App {
    /// The app on the setup screen, starting from `rules`.
    pub fn new(rules: Rules, theme: Theme) -> App {
        App {
            screen: Screen::Setup,
            setup: Setup::new(rules),
            play: None,
            overlay: None,
            theme,
            size: (80, 24),
            running: true,
        }
    }

    /// The app on the game screen with a match (new, loaded or resumed).
    pub fn with_match(m: Match, theme: Theme) -> App {
        let mut app = App::new(m.rules().clone(), theme);
        app.setup.names = m.names.clone();
        app.play = Some(Play::new(m));
        app.screen = Screen::Game;
        app
    }

    /// The app on the game screen after `tokens` under `rules`.
    pub fn from_tokens<S: AsRef<str>>(
        rules: Rules,
        white: &str,
        black: &str,
        tokens: &[S],
        theme: Theme,
    ) -> Result<App, ReplayError> {
        Ok(App::with_match(
            Match::from_tokens(rules, white, black, tokens)?,
            theme,
        ))
    }

    /// The match being played, if any (for saving).
    pub fn current_match(&self) -> Option<&Match> {
        self.play.as_ref().map(|p| &p.m)
    }

    /// The game being played, if any.
    pub fn game(&self) -> Option<&Game> {
        self.play.as_ref().map(|p| p.game())
    }

    /// The rules in force: the game's, or the setup screen's.
    pub fn rules(&self) -> &Rules {
        match (&self.screen, &self.play) {
            (Screen::Game, Some(p)) => p.m.rules(),
            _ => &self.setup.rules,
        }
    }

    /// The players' names, White's first.
    pub fn names(&self) -> &[String; 2] {
        match (&self.screen, &self.play) {
            (Screen::Game, Some(p)) => &p.m.names,
            _ => &self.setup.names,
        }
    }

    /// Whether the game on screen is over.
    pub fn game_over(&self) -> bool {
        self.screen == Screen::Game && self.game().is_some_and(Game::is_over)
    }

    /// The status line's text on the game screen.
    pub fn status(&self) -> &str {
        self.play.as_ref().map_or("", |p| p.status.text.as_str())
    }

    /// Reacts to a terminal event; returns whether the screen must be redrawn.
    pub fn handle_event(&mut self, event: Event) -> bool {
        let msg = match event {
            Event::Key(key) if key.is_press() => return self.handle_key(key),
            Event::Mouse(mouse) => return self.handle_mouse(mouse),
            Event::Resize(w, h) => Msg::Resize(w, h),
            _ => return false,
        };
        self.update(msg);
        true
    }

    /// Reacts to a key press.
    pub fn handle_key(&mut self, key: KeyEvent) -> bool {
        match keys::to_msg(self, key) {
            Some(msg) => {
                self.update(msg);
                true
            }
            None => false,
        }
    }

    /// Reacts to a mouse event (left clicks only).
    pub fn handle_mouse(&mut self, mouse: MouseEvent) -> bool {
        if mouse.kind == MouseEventKind::Down(MouseButton::Left) {
            self.update(Msg::Click(mouse.column, mouse.row));
            true
        } else {
            false
        }
    }

    /// Applies one message to the state.
    pub fn update(&mut self, msg: Msg) {
        match msg {
            Msg::ForceQuit => return self.running = false,
            Msg::Resize(w, h) => return self.size = (w, h),
            Msg::Help => return self.overlay = Some(Overlay::Help),
            Msg::ShowRules => return self.overlay = Some(Overlay::Rules),
            _ => {}
        }
        if let Some(overlay) = self.overlay {
            return self.answer(overlay, msg);
        }
        match self.screen {
            Screen::Setup => self.update_setup(msg),
            Screen::Game => self.update_game(msg),
        }
    }

    fn update_setup(&mut self, msg: Msg) {
        if msg == Msg::Quit && !self.setup.editing() {
            self.running = false;
        } else if let Some(m) = self.setup.update(msg) {
            self.start(m);
        }
    }

    fn start(&mut self, m: Match) {
        self.play = Some(Play::new(m));
        self.screen = Screen::Game;
    }

    fn note(&mut self, text: &str) {
        if let Some(play) = self.play.as_mut() {
            play.note(text);
        }
    }

    fn update_game(&mut self, msg: Msg) {
        let size = self.size;
        let over = self.game_over();
        let Some(play) = self.play.as_mut() else {
            self.screen = Screen::Setup;
            return;
        };
        match msg {
            Msg::Up => play.move_cursor(1, 0),
            Msg::Down => play.move_cursor(-1, 0),
            Msg::Left => play.move_cursor(0, -1),
            Msg::Right => play.move_cursor(0, 1),
            Msg::Activate => play.activate(),
            Msg::Cancel => play.cancel(),
            Msg::TakeFromHand => play.take_from_hand(),
            Msg::StopChain => play.stop_chain(),
            Msg::Undo => play.undo(),
            Msg::Redo => play.redo(),
            Msg::Click(x, y) => match game_screen::hit(Rect::new(0, 0, size.0, size.1), play, x, y)
            {
                Some(Hit::Square(sq)) if !over => play.click(sq),
                Some(Hit::Hand(side)) if !over && side != play.game().to_move() => {
                    play.take_from_hand()
                }
                _ => {}
            },
            Msg::OfferDraw if !over => {
                self.overlay = Some(Overlay::DrawOffer(play.game().to_move()))
            }
            Msg::Resign if !over => self.overlay = Some(Overlay::Confirm(Confirm::Resign)),
            Msg::Restart => self.overlay = Some(Overlay::Confirm(Confirm::Restart)),
            Msg::Quit if over => self.running = false,
            Msg::Quit => self.overlay = Some(Overlay::Confirm(Confirm::Quit)),
            Msg::Rematch if over => {
                let next = play.m.rematch();
                self.start(next);
                self.note("Rematch: same rules, colours swapped.");
            }
            Msg::ToSetup if over => self.screen = Screen::Setup,
            _ => {}
        }
    }

    /// A message while a pop-up is open.
    fn answer(&mut self, overlay: Overlay, msg: Msg) {
        match (overlay, msg) {
            (Overlay::Help | Overlay::Rules, _) => self.overlay = None,
            (_, Msg::No | Msg::Cancel | Msg::Close) => {
                self.overlay = None;
                if let (Overlay::DrawOffer(by), Some(play)) = (overlay, self.play.as_mut()) {
                    play.status.text = format!("{} declined the draw.", play.m.name(by.other()));
                    play.status.error = false;
                }
            }
            (_, Msg::Yes) => {
                self.overlay = None;
                self.confirmed(overlay);
            }
            _ => {}
        }
    }

    fn confirmed(&mut self, overlay: Overlay) {
        let Some(play) = self.play.as_mut() else {
            return;
        };
        match overlay {
            Overlay::DrawOffer(_) => play.end(Outcome {
                result: GameResult::Draw,
                reason: Reason::Agreed,
            }),
            Overlay::Confirm(Confirm::Resign) => {
                let by = play.game().to_move();
                play.end(Outcome {
                    result: GameResult::Win(by.other()),
                    reason: Reason::Resigned { by },
                });
            }
            Overlay::Confirm(Confirm::Restart) => {
                let next = play.m.restart();
                self.start(next);
                self.note("A new game with the same rules and players.");
            }
            Overlay::Confirm(Confirm::Quit) => self.running = false,
            Overlay::Help | Overlay::Rules => {}
        }
    }

    /// The smallest terminal the current screen fits.
    pub fn min_size(&self) -> (u16, u16) {
        match (&self.screen, &self.play) {
            (Screen::Game, Some(p)) => game_screen::min_size(p.m.rules()),
            _ => (60, 14),
        }
    }

    /// Draws the app into `area`.
    pub fn render(&self, area: Rect, buf: &mut Buffer) {
        let (w, h) = self.min_size();
        if area.width < w || area.height < h {
            return too_small(area, buf, (w, h));
        }
        match (&self.screen, &self.play) {
            (Screen::Game, Some(play)) => {
                game_screen::render(play, &self.theme, keys::bar(self), area, buf)
            }
            _ => self.setup.render(&self.theme, area, buf),
        }
        help::render(self, area, buf);
    }
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        App::render(self, area, buf);
    }
}

/// The message shown instead of a screen that does not fit.
fn too_small(area: Rect, buf: &mut Buffer, (w, h): (u16, u16)) {
    let text = vec![
        Line::raw("Please enlarge the terminal."),
        Line::raw(format!(
            "Needed {w}×{h}, now {}×{}.",
            area.width, area.height
        )),
    ];
    let y = area.y + area.height.saturating_sub(2) / 2;
    let rect = Rect::new(area.x, y, area.width, 2).intersection(area);
    Paragraph::new(text)
        .centered()
        .wrap(Wrap { trim: true })
        .render(rect, buf);
}
