//! The terminal game: set up the terminal, run the event loop, restore the
//! terminal on every way out (quit, Ctrl-C, a panic).

pub mod app;
pub mod file_prompt;
pub mod game_screen;
pub mod help;
pub mod input;
pub mod keys;
pub mod play;
pub mod replay;
pub mod resume;
pub mod saves;
pub mod setup;
pub mod theme;
pub mod widgets;
pub mod words;

use std::io::{self, stdout};

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;

use crate::engine::Rules;
use crate::record::{Autosave, LoadError, SavedGame};

pub use app::{App, Msg, Screen};
pub use play::{Match, Play};
pub use theme::Theme;

/// Plays in the terminal, starting on the setup screen with `rules` (which
/// offers to resume an unfinished autosaved game).
pub fn run(rules: Rules) -> io::Result<()> {
    run_app(App::new(rules, Theme::detect()).with_autosave(Autosave::locate()))
}

/// Plays in the terminal, starting at a saved game (in replay if it is
/// finished). Fails before the screen opens if the game does not replay.
pub fn run_saved(saved: SavedGame) -> Result<io::Result<()>, LoadError> {
    let app = App::with_saved(saved, Theme::detect())?.with_autosave(Autosave::locate());
    Ok(run_app(app))
}

/// Runs `app` in the terminal until it quits.
pub fn run_app(mut app: App) -> io::Result<()> {
    let mut terminal = init()?;
    let result = event_loop(&mut terminal, &mut app);
    restore();
    result
}

/// Raw mode, the alternate screen and mouse capture, plus a panic hook that
/// undoes them before the panic message is printed.
fn init() -> io::Result<DefaultTerminal> {
    // ratatui's own hook restores the screen but not mouse capture.
    let terminal = ratatui::try_init()?;
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(stdout(), DisableMouseCapture);
        previous(info);
    }));
    execute!(stdout(), EnableMouseCapture)?;
    Ok(terminal)
}

/// Gives the terminal back as it was.
fn restore() {
    let _ = execute!(stdout(), DisableMouseCapture);
    ratatui::restore();
}

/// Draws, then sleeps in `event::read` until something happens: no busy loop.
fn event_loop(terminal: &mut DefaultTerminal, app: &mut App) -> io::Result<()> {
    let size = terminal.size()?;
    app.update(Msg::Resize(size.width, size.height));
    let mut redraw = true;
    while app.running {
        if redraw {
            terminal.draw(|frame| frame.render_widget(&*app, frame.area()))?;
        }
        redraw = app.handle_event(event::read()?);
    }
    Ok(())
}
