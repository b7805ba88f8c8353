//! The screen that starts a game with someone on another computer, opened
//! from the setup screen: host (the setup screen's rules and names; the
//! join code and the addresses shown while it waits; Esc stops waiting) or
//! join (the code and the host's address typed); Esc leaves it, back to
//! the setup screen, waiting or calling stopped. When the line is up it
//! becomes the game screen, the other side played by a
//! [`Seat::Remote`](crate::tui::seats::Seat).

mod view;

use std::net::SocketAddr;
use std::path::PathBuf;

use yote_engine::{Color, Rules};

use crate::clock::TimeControl;
use crate::net::{Agreed, Code, DEFAULT_PORT};
use crate::tr;
use crate::tui::msg::{Message, Peer};
use crate::tui::run::net::Ask;
use crate::tui::widgets::line_edit::LineEdit;
use crate::words::Say;

/// The smallest terminal the screen fits.
pub const MIN_SIZE: (u16, u16) = (60, 16);

/// The longest address typed.
const MAX_ADDRESS: usize = 80;

/// The lines to choose from: host a new game, join one, resume the game
/// kept (shown only when there is one).
pub const HOST: usize = 0;
pub const JOIN: usize = 1;
pub const RESUME: usize = 2;

/// The game `yote host --resume` would take up: the other player's name,
/// the moves played, its rules and names (White's first).
#[derive(Clone, Debug)]
pub struct KeptGame {
    pub name: String,
    pub moves: usize,
    pub rules: Rules,
    pub names: [String; 2],
}

/// Where the screen stands.
#[derive(Clone, Debug)]
pub enum Stage {
    /// Host, join, or resume the game kept, to choose: the line with the
    /// focus ([`HOST`], [`JOIN`], [`RESUME`]).
    Choose { on: usize },
    /// Waiting for the other player: the code and the addresses, once
    /// listening.
    Hosting {
        code: Option<Code>,
        addresses: Vec<SocketAddr>,
    },
    /// The code and the address being typed (`on_address`: the second
    /// line has the focus); `calling` while the call is under way.
    Joining {
        code: LineEdit,
        address: LineEdit,
        on_address: bool,
        calling: bool,
    },
}

/// What the screen asks of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Asked {
    /// Back to the setup screen, the waiting or calling stopped.
    Back,
    /// Host or join.
    Net(Box<Ask>),
    /// The line is up: play the game from `agreed`, this side playing
    /// `me`, the other player called `name`.
    Play {
        agreed: Box<Agreed>,
        name: String,
        me: Color,
    },
}

/// The host's game kept in the data folder `dir`, if one reads and is
/// not over.
fn kept_game(dir: &std::path::Path) -> Option<KeptGame> {
    let kept = crate::net::store::load(dir, crate::net::Role::Host)?;
    if kept.saved.is_finished() {
        return None;
    }
    let players = &kept.saved.players;
    Some(KeptGame {
        name: players.name(kept.plays.other()).to_string(),
        moves: kept.saved.moves_played(),
        rules: kept.saved.rules.clone(),
        names: [players.white.clone(), players.black.clone()],
    })
}

/// The screen's state.
#[derive(Clone, Debug)]
pub struct Connect {
    /// The setup screen's rules, for the game hosted or joined.
    pub rules: Rules,
    /// The setup screen's names, White's first: the host plays White as
    /// the first, the joiner is called by the second.
    pub names: [String; 2],
    pub stage: Stage,
    /// The last news, one line: (text, is it an error).
    pub status: Option<(String, bool)>,
    /// The setup screen's time control, for a game hosted (a joiner plays
    /// on the host's).
    pub clock: Option<TimeControl>,
    /// The setup screen's custom clock was picked with no time typed: the
    /// game is hosted untimed, as the screen says.
    pub clock_unset: bool,
    /// The data folder the game is kept in.
    dir: Option<PathBuf>,
    /// The colour this side plays, once the line is up.
    seated: Option<Color>,
    /// The host's game kept, offered to resume.
    pub kept: Option<KeptGame>,
}

impl Connect {
    /// The screen with the setup screen's `rules` and `names`, the game
    /// kept in `dir`.
    pub fn new(rules: Rules, names: [String; 2], dir: Option<PathBuf>) -> Connect {
        Connect {
            rules,
            names,
            stage: Stage::Choose { on: HOST },
            status: None,
            clock: None,
            clock_unset: false,
            seated: None,
            kept: dir.as_deref().and_then(kept_game),
            dir,
        }
    }

    /// How many lines there are to choose from.
    fn choices(&self) -> usize {
        if self.kept.is_some() { 3 } else { 2 }
    }

    /// The same screen, hosting on `clock` (`unset`: the setup screen's
    /// custom clock had no time typed).
    pub fn with_clock(mut self, clock: Option<TimeControl>, unset: bool) -> Connect {
        self.clock = clock;
        self.clock_unset = unset && clock.is_none();
        self
    }

    /// Whether a line of text is being typed (the code or the address).
    pub fn typing(&self) -> bool {
        matches!(self.stage, Stage::Joining { calling: false, .. })
    }

    /// A key's message; what the app is asked, if anything.
    pub fn update(&mut self, msg: &Message) -> Option<Asked> {
        let choices = self.choices();
        match &mut self.stage {
            Stage::Choose { on } => match msg {
                Message::Up => *on = (*on + choices - 1) % choices,
                Message::Down => *on = (*on + 1) % choices,
                Message::Activate if *on == RESUME => {
                    let kept = self.kept.clone()?;
                    self.rules = kept.rules;
                    self.names = kept.names;
                    self.stage = Stage::Hosting {
                        code: None,
                        addresses: Vec::new(),
                    };
                    self.status = None;
                    return Some(Asked::Net(Box::new(Ask::Resume {
                        port: DEFAULT_PORT,
                        dir: self.dir.clone(),
                    })));
                }
                Message::Activate if *on == JOIN => {
                    self.stage = Stage::Joining {
                        code: LineEdit::new("", 40),
                        address: LineEdit::new("", MAX_ADDRESS),
                        on_address: false,
                        calling: false,
                    };
                    self.status = None;
                }
                Message::Activate => {
                    self.stage = Stage::Hosting {
                        code: None,
                        addresses: Vec::new(),
                    };
                    self.status = None;
                    return Some(Asked::Net(Box::new(Ask::Host {
                        rules: self.rules.clone(),
                        me: Color::White,
                        name: self.names[0].clone(),
                        clock: self.clock,
                        port: DEFAULT_PORT,
                        dir: self.dir.clone(),
                    })));
                }
                Message::Cancel | Message::Quit => return Some(Asked::Back),
                _ => {}
            },
            // Esc stops waiting, back on the setup screen.
            Stage::Hosting { .. } => {
                if matches!(msg, Message::Cancel | Message::Quit) {
                    return Some(Asked::Back);
                }
            }
            Stage::Joining {
                code,
                address,
                on_address,
                calling,
            } => match msg {
                Message::Cancel => return Some(Asked::Back),
                _ if *calling => {}
                Message::Up | Message::Down => *on_address = !*on_address,
                Message::Edit(edit) => {
                    let line = if *on_address { address } else { code };
                    line.apply(*edit);
                }
                Message::Activate if !*on_address => *on_address = true,
                Message::Activate => {
                    let parsed = match Code::parse(code.text()) {
                        Ok(parsed) => parsed,
                        Err(e) => {
                            *on_address = false;
                            self.status = Some((e.say(), true));
                            return None;
                        }
                    };
                    let typed = address.text().trim().to_string();
                    if typed.is_empty() {
                        self.status = Some((tr!("connect-no-address"), true));
                        return None;
                    }
                    *calling = true;
                    self.status = Some((tr!("connect-calling", address = typed.clone()), false));
                    return Some(Asked::Net(Box::new(Ask::Join {
                        rules: self.rules.clone(),
                        name: self.names[1].clone(),
                        code: parsed,
                        address: typed,
                        dir: self.dir.clone(),
                    })));
                }
                _ => {}
            },
        }
        None
    }

    /// News from the line while the screen waits; what the app is asked.
    pub fn hear(&mut self, peer: &Peer) -> Option<Asked> {
        let news = |text: String| Some((text, false));
        let error = |text: String| Some((text, true));
        match peer {
            Peer::Listening {
                code: new,
                addresses: at,
            } => {
                if let Stage::Hosting { code, addresses } = &mut self.stage {
                    (*code, *addresses) = (Some(*new), at.clone());
                    self.status = news(tr!("net-waiting"));
                }
            }
            Peer::CannotListen(why) => {
                self.stage = Stage::Choose { on: HOST };
                self.status = error(tr!("connect-cannot-host", why = why.clone()));
            }
            Peer::WrongCode { left } => {
                self.status = error(tr!("net-wrong-code", left = *left));
            }
            Peer::NewCode(new) => {
                if let Stage::Hosting { code, .. } = &mut self.stage {
                    *code = Some(*new);
                }
                self.status = error(tr!("net-new-code", code = new.to_string()));
            }
            Peer::Busy(from) => self.status = news(tr!("net-busy", address = from.to_string())),
            Peer::Failed(why) => {
                self.status = match &mut self.stage {
                    Stage::Joining { calling, .. } => {
                        *calling = false;
                        error(tr!("net-join-failed", why = why.say()))
                    }
                    _ => error(tr!("net-attempt-failed", why = why.say())),
                };
            }
            Peer::NoAddress(why) => {
                if let Stage::Joining {
                    calling, address, ..
                } = &mut self.stage
                {
                    *calling = false;
                    self.status = error(tr!(
                        "net-bad-address",
                        address = crate::record::bounded_token(address.text()).into_owned(),
                        error = why.say()
                    ));
                }
            }
            Peer::Seated(me) => self.seated = Some(*me),
            // Only while waiting or calling: a line that came up after
            // Esc is not a game.
            Peer::Back(agreed, name)
                if matches!(
                    self.stage,
                    Stage::Hosting { .. } | Stage::Joining { calling: true, .. }
                ) =>
            {
                let me = self.seated.unwrap_or(match self.stage {
                    Stage::Hosting { .. } => Color::White,
                    _ => Color::Black,
                });
                return Some(Asked::Play {
                    agreed: agreed.clone(),
                    name: name.clone(),
                    me,
                });
            }
            _ => {}
        }
        None
    }
}
