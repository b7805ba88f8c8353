//! The app's side of a game across two computers: the connect screen
//! opened from the setup screen, the line's news routed (to the connect
//! screen while it waits, to the game after), the game started with the
//! other side a [`Seat::Remote`](crate::tui::seats::Seat) when the line is
//! up, and the line let go when that game is left.

use crate::tui::app::App;
use crate::tui::msg::Peer;
use crate::tui::run::effect::Effect;
use crate::tui::screens::Screen;
use crate::tui::screens::connect::{Asked, Connect};
use crate::tui::screens::game::remote::{self, Remote};
use crate::tui::seats::table::Match;
use crate::tui::wants::Want;

impl App {
    /// Opens the connect screen with the setup screen's rules and names.
    pub(super) fn open_connect(&mut self) {
        let setup = &self.screens.setup;
        let connect = Connect::new(
            setup.rules.clone(),
            setup.names.clone(),
            self.keeper.data_dir(),
        )
        .with_clock(setup.clock, setup.clock_unset());
        self.screens.push(Screen::Connect(Box::new(connect)));
    }

    /// The connect screen, if it is on top.
    pub fn connect(&self) -> Option<&Connect> {
        match self.screens.top() {
            Some(Screen::Connect(c)) => Some(c),
            _ => None,
        }
    }

    /// Whether a line of the connect screen is being typed (pasting goes there).
    pub(super) fn connect_typing(&self) -> bool {
        self.connect().is_some_and(Connect::typing)
    }

    /// News from the other computer: the connect screen's while it is on
    /// top, else the game's.
    pub(super) fn peer(&mut self, peer: &Peer) -> Option<Want> {
        if let Some(Screen::Connect(connect)) = self.screens.top_mut() {
            let asked = connect.hear(peer)?;
            return self.connect_asked(asked);
        }
        let now = self.time.now();
        match (self.screens.play_mut(), self.remote.as_mut()) {
            (Some(play), Some(remote)) => remote::hear(play, remote, peer, now),
            _ => None,
        }
    }

    /// Does what the connect screen asks.
    pub(super) fn connect_asked(&mut self, asked: Asked) -> Option<Want> {
        match asked {
            Asked::Back => {
                self.effects.push(Effect::HangUp);
                Some(Want::Back)
            }
            Asked::Net(ask) => Some(Want::Effect(Effect::Net(ask))),
            Asked::Play { agreed, name, me } => {
                let connect = self.connect()?;
                let rules = connect.rules.clone();
                let mine = connect.names[me.index()].clone();
                let theirs = crate::words::color(me.other());
                let (white, black) = match me {
                    yote_engine::Color::White => (mine, theirs),
                    yote_engine::Color::Black => (theirs, mine),
                };
                let m = Match::from_tokens(rules.clone(), &white, &black, &agreed.moves)
                    .unwrap_or_else(|_| Match::new(rules, &white, &black));
                self.start_remote(m, me);
                let now = self.time.now();
                let (play, remote) = (self.screens.play_mut()?, self.remote.as_mut()?);
                remote::hear(play, remote, &Peer::Back(agreed, name), now)
            }
        }
    }

    /// Starts `m` against the other computer, this keyboard playing `me`.
    pub(super) fn start_remote(&mut self, m: Match, me: yote_engine::Color) {
        self.start(m);
        if let Some(play) = self.screens.play_mut() {
            self.remote = Some(Remote::new(play, me));
        }
    }

    /// After every message: a game across two computers that is no longer
    /// on the stack lets its line go.
    pub(super) fn sync_line(&mut self) {
        if self.remote.is_some() && self.screens.play().is_none() {
            self.remote = None;
            self.effects.push(Effect::HangUp);
        }
    }
}
