//! The terminal around the game: raw mode, the alternate screen and mouse
//! capture switched on and off (at start, at every way out, around a
//! suspension), and the signals that ask the game to stop or pause.
//!
//! Signal handlers only write to signal-hook's self-pipe; a thread turns
//! each signal into an [`Input`] for the event loop, which does the real
//! work (restoring the terminal, stopping) on the main thread.

use std::io::{self, Write, stdout};
use std::sync::mpsc::Sender;

use ratatui::DefaultTerminal;
use ratatui::crossterm::cursor::{Hide, Show};
use ratatui::crossterm::event::{
    self, DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
    Event,
};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::layout::Rect;

/// What the event loop waits for: the terminal's events and signals, on
/// one channel so that one blocking `recv` serves both.
#[derive(Debug)]
pub enum Input {
    Term(io::Result<Event>),
    Signal(Signal),
    /// A message from one of the app's threads (the computer's answer, the
    /// file worker's results).
    Message(crate::tui::msg::Message),
}

pub use crate::tui::msg::Signal;

/// Raw mode, the alternate screen and mouse capture, plus a panic hook that
/// undoes them before the panic message is printed.
pub fn init() -> io::Result<DefaultTerminal> {
    // ratatui's own hook restores the screen but not mouse capture.
    let terminal = ratatui::try_init()?;
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(stdout(), DisableMouseCapture, DisableBracketedPaste, Show);
        previous(info);
    }));
    // Pasted text comes as one event, for the line being typed.
    execute!(stdout(), EnableMouseCapture, EnableBracketedPaste)?;
    Ok(terminal)
}

/// Gives the terminal back as it was: every step is tried even when one
/// fails (after a hang-up the terminal may be gone; nothing is left to do).
pub fn restore() {
    let mut out = stdout();
    let _ = execute!(out, DisableMouseCapture);
    let _ = execute!(out, DisableBracketedPaste);
    let _ = execute!(out, LeaveAlternateScreen);
    let _ = execute!(out, Show);
    let _ = disable_raw_mode();
    let _ = out.flush();
}

/// Takes the terminal again after a stop, and clears it so that the next
/// draw repaints every cell (the shell may have written over it).
pub fn retake(terminal: &mut DefaultTerminal) -> io::Result<()> {
    enable_raw_mode()?;
    execute!(
        stdout(),
        EnterAlternateScreen,
        EnableMouseCapture,
        EnableBracketedPaste,
        Hide
    )?;
    // `Terminal::clear` would ask the terminal for the cursor position, and
    // the answer would go to the event thread: a resize clears without asking.
    let size = terminal.size()?;
    terminal.resize(Rect::new(0, 0, size.width, size.height))
}

/// Suspends the program as Ctrl-Z does in a shell: the terminal is given
/// back, then the whole process group stops (so a parent such as `cargo run`
/// stops too and the shell regains the terminal). Returns once continued
/// (`fg`), with the terminal taken again.
pub fn suspend(terminal: &mut DefaultTerminal) -> io::Result<()> {
    restore();
    stop_process_group()?;
    retake(terminal)
}

#[cfg(unix)]
fn stop_process_group() -> io::Result<()> {
    // SIGSTOP cannot be caught: this thread stops here until SIGCONT.
    // SAFETY: kill(2) with pid 0 signals our own process group; it touches
    // no memory of ours.
    if unsafe { libc::kill(0, libc::SIGSTOP) } == 0 {
        Ok(())
    } else {
        Err(io::Error::last_os_error())
    }
}

#[cfg(not(unix))]
fn stop_process_group() -> io::Result<()> {
    Ok(())
}

/// Reads the terminal's events on a thread of their own and sends them on
/// `tx`. The thread ends with the program (it is blocked in a read).
pub fn forward_events(tx: Sender<Input>) {
    std::thread::spawn(move || {
        loop {
            let input = event::read();
            let failed = input.is_err();
            if tx.send(Input::Term(input)).is_err() || failed {
                break;
            }
        }
    });
}

/// The signals listened to, until dropped.
pub struct Signals {
    #[cfg(unix)]
    handle: signal_hook::iterator::Handle,
}

impl Drop for Signals {
    fn drop(&mut self) {
        #[cfg(unix)]
        self.handle.close();
    }
}

/// Listens to SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP and SIGCONT, sending each on
/// `tx` as it comes.
#[cfg(unix)]
pub fn forward_signals(tx: Sender<Input>) -> io::Result<Signals> {
    use signal_hook::consts::{SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP};
    let mut signals =
        signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT])?;
    let handle = signals.handle();
    std::thread::spawn(move || {
        for number in signals.forever() {
            let signal = match number {
                SIGTSTP => Signal::Stop,
                SIGCONT => Signal::Continue,
                n => Signal::End(n),
            };
            if tx.send(Input::Signal(signal)).is_err() {
                break;
            }
        }
    });
    Ok(Signals { handle })
}

#[cfg(not(unix))]
pub fn forward_signals(_tx: Sender<Input>) -> io::Result<Signals> {
    Ok(Signals {})
}
