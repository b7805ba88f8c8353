//! Drawing the app: the screen on top, the pop-ups over it, or what to do
//! when the terminal is too small for it.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Widget;
use yote_engine::Game;

use crate::tui::app::App;
use crate::tui::keys;
use crate::tui::popups::{Popup, help};
use crate::tui::screens::Screen;
use crate::tui::screens::game::view as game_screen;
use crate::tui::screens::setup::resume;
use crate::tui::widgets;

impl App {
    /// The smallest terminal the screen on top fits.
    pub fn min_size(&self) -> (u16, u16) {
        match self.screens.top() {
            Some(screen) => screen.min_size(),
            None => (60, 14 + resume::height(&self.setup().offer)),
        }
    }

    /// Draws the app into `area`: the screen on top, then the pop-ups.
    pub fn render(&self, area: Rect, buf: &mut Buffer) {
        let (w, h) = self.min_size();
        if area.width < w || area.height < h {
            return widgets::too_small(area, buf, (w, h), self.ignored);
        }
        let bar = keys::bar(self.place(), &self.keys);
        match self.screens.top() {
            Some(Screen::Game(play)) => {
                game_screen::render(play, &self.theme, &bar, area, buf);
                let board = game_screen::play_layout(area, play).board;
                crate::tui::screens::game::view::render_save_state(
                    &self.keeper,
                    &self.theme,
                    board,
                    buf,
                );
            }
            Some(Screen::Replay(replay)) => {
                replay.render(
                    &self.theme,
                    &bar,
                    &keys::KeyNames::of(&self.keys),
                    area,
                    buf,
                );
            }
            Some(Screen::Review(review)) => review.render(&self.theme, &bar, area, buf),
            Some(Screen::Settings(settings)) => settings.render(&self.theme, &bar, area, buf),
            Some(Screen::Learn(learn)) => learn.render(&self.theme, &bar, area, buf),
            Some(Screen::Puzzles(p)) => p.render(&self.theme, &bar, area, buf),
            Some(Screen::Connect(c)) => c.render(&self.theme, &bar, area, buf),
            None => {
                let setup = self.setup();
                let offer = resume::height(&setup.offer);
                let [top, rest] =
                    Layout::vertical([Constraint::Length(offer), Constraint::Min(0)]).areas(area);
                resume::render(&setup.offer, &self.theme, &self.keys, top, buf);
                setup.render(&self.theme, &bar, rest, buf);
            }
        }
        for popup in &self.popups {
            match popup {
                Popup::File(prompt) => prompt.render(&self.theme, &self.keys, area, buf),
                Popup::Dialog(dialog) => {
                    let view = help::View {
                        overlay: dialog.overlay,
                        under: self.screen_place(),
                        rules: self.rules(),
                        names: self.names(),
                        to_move: self.game().map(Game::to_move),
                        unsaved: self.keeper.unsaved(),
                        theme: &self.theme,
                        scroll: dialog.scroll,
                        keys: &self.keys,
                    };
                    help::render(&view, area, buf);
                }
            }
        }
        if self.theme.ascii {
            crate::tui::look::ascii::render(area, buf);
        }
    }
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        App::render(self, area, buf);
    }
}
