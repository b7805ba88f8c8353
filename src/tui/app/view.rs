//! Drawing the app: the screen on show, the file dialog and the pop-up
//! over it, or what to do when the terminal is too small for it.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Widget;
use yote_engine::Game;

use super::super::{game_screen, help, keys, resume, saves, widgets};
use super::{App, Screen};

impl App {
    /// The smallest terminal the current screen fits.
    pub fn min_size(&self) -> (u16, u16) {
        match (&self.screen, &self.play, &self.replay) {
            (Screen::Game, Some(p), _) => game_screen::min_size(p.m.rules()),
            (Screen::Replay, _, Some(r)) => game_screen::min_size(&r.saved.rules),
            (Screen::Settings, _, _) => (60, 19),
            (Screen::Review, _, _) => self.review.as_ref().map_or((60, 16), |r| {
                super::super::review::min_size(&r.replay.saved.rules)
            }),
            _ => (60, 14 + resume::height(&self.offer)),
        }
    }

    /// Draws the app into `area`: the screen, the prompt and the pop-up.
    pub fn render(&self, area: Rect, buf: &mut Buffer) {
        let (w, h) = self.min_size();
        if area.width < w || area.height < h {
            return widgets::too_small(area, buf, (w, h), self.ignored);
        }
        let bar = keys::bar(self.place(), &self.keys);
        match (&self.screen, &self.play, &self.replay, &self.settings) {
            (Screen::Game, Some(play), _, _) => {
                game_screen::render(play, &self.theme, &bar, area, buf);
                let board = game_screen::play_layout(area, play).board;
                saves::render_state(&self.keeper, &self.theme, board, buf);
            }
            (Screen::Replay, _, Some(replay), _) => {
                replay.render(&self.theme, &bar, &keys::Hints::of(&self.keys), area, buf);
            }
            (Screen::Review, _, _, _) if self.review.is_some() => {
                if let Some(review) = &self.review {
                    review.render(&self.theme, &bar, area, buf);
                }
            }
            (Screen::Settings, _, _, Some(settings)) => {
                settings.render(&self.theme, &bar, area, buf);
            }
            _ => {
                let offer = resume::height(&self.offer);
                let [top, rest] =
                    Layout::vertical([Constraint::Length(offer), Constraint::Min(0)]).areas(area);
                resume::render(&self.offer, &self.theme, &self.keys, top, buf);
                self.setup.render(&self.theme, &bar, rest, buf);
            }
        }
        if let Some(prompt) = &self.prompt {
            prompt.render(&self.theme, &self.keys, area, buf);
        }
        if let Some(overlay) = self.dialog.overlay {
            let view = help::View {
                overlay,
                under: self.screen_place(),
                rules: self.rules(),
                names: self.names(),
                to_move: self.game().map(Game::to_move),
                unsaved: self.keeper.unsaved(),
                theme: &self.theme,
                scroll: self.dialog.scroll,
                keys: &self.keys,
            };
            help::render(&view, area, buf);
        }
        if self.theme.ascii {
            super::super::ascii::render(area, buf);
        }
    }
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        App::render(self, area, buf);
    }
}
