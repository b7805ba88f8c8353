//! `yote host` and `yote join`: a game across two computers, in lines. The
//! host shows a join code and waits; the other player joins with it; each
//! types moves (or undo, draw, resign, yes, no, board, quit) and sees the
//! other's. The line, its sealing and the rules of the exchange are
//! `yote::net`'s; this file says what happens.

use std::io::{BufRead, Write};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};

use yote::net::{
    self, Code, Event, Failure, Happened, Hello, Link, Lost, Message, Offer, Role, Session, Table,
    store,
};
use yote::record::{self, Players};
use yote::tr;
use yote::words::{self, Say};
use yote_engine::{Color, GameResult};

use super::{Cli, CliError, position};

#[derive(Debug, clap::Args)]
pub(crate) struct HostArgs {
    /// The port to listen on (0: any free one, said when listening).
    #[arg(long, default_value_t = net::DEFAULT_PORT)]
    pub port: u16,
    /// The address to listen on (default: every address of this computer).
    #[arg(long, value_name = "ADDR")]
    pub bind: Option<IpAddr>,
    /// Go on with the game kept from the last `yote host`, with a new code.
    #[arg(long)]
    pub resume: bool,
    /// Your name, as the other player sees it.
    #[arg(long)]
    pub name: Option<String>,
    /// Play Black (the host plays White otherwise).
    #[arg(long)]
    pub black: bool,
    /// Play in lines, even in a terminal (the full-screen game otherwise).
    #[arg(long)]
    pub lines: bool,
    /// Play on a clock: MINUTES+SECONDS (5+3, 0.1+0), as `--clock`.
    #[arg(long, value_name = "MIN+SEC", value_parser = super::clock_value, allow_hyphen_values = true)]
    pub clock: Option<yote::clock::TimeControl>,
}

#[derive(Debug, clap::Args)]
pub(crate) struct JoinArgs {
    /// The join code the host shows, e.g. 7-ocean-violet.
    pub code: String,
    /// The host's address: HOST or HOST:PORT.
    pub address: String,
    /// Your name, as the other player sees it.
    #[arg(long)]
    pub name: Option<String>,
    /// Play in lines, even in a terminal (the full-screen game otherwise).
    #[arg(long)]
    pub lines: bool,
}

/// How many times the joiner in lines calls the host again before it
/// gives up (the waits grow to `net::session::LONGEST_WAIT`).
const CALLS_AGAIN: u32 = 40;

/// Whether to play on the full screen: standard input and output are a
/// terminal and `--lines` was not given.
fn full_screen(lines: bool) -> bool {
    use std::io::IsTerminal;
    !lines && std::io::stdin().is_terminal() && std::io::stdout().is_terminal()
}

/// The line's events for the loop: forwarded into the typed lines' loop,
/// or, on the full screen, kept for the app.
fn events_for(screen: bool, tx: &Sender<Input>) -> (Sender<Event>, Option<Receiver<Event>>) {
    if screen {
        let (events, rx) = channel();
        (events, Some(rx))
    } else {
        (forward(tx), None)
    }
}

/// What the loop hears: a line typed, the end of the input, the line's
/// news, or the result of joining again.
enum Input {
    Line(String),
    End,
    Net(Event),
    Rejoined(Result<(Link, Hello), Failure>),
}

/// Writes a line; a closed output is no reason to stop the game.
fn say(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{}", yote::text::printable_lines(text));
    let _ = out.flush();
}

fn name_or(name: Option<&String>, color: Color) -> String {
    name.and_then(|n| net::session::clean_name(n))
        .unwrap_or_else(|| words::color(color))
}

/// Starts the loop's inputs: the lines typed, on a thread.
fn inputs() -> (Sender<Input>, Receiver<Input>) {
    let (tx, rx) = channel();
    let lines = tx.clone();
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if lines.send(Input::Line(line)).is_err() {
                return;
            }
        }
        let _ = lines.send(Input::End);
    });
    (tx, rx)
}

/// The line's events, forwarded into the loop's inputs.
fn forward(tx: &Sender<Input>) -> Sender<Event> {
    let (events, rx) = channel::<Event>();
    let tx = tx.clone();
    std::thread::spawn(move || {
        for event in rx {
            if tx.send(Input::Net(event)).is_err() {
                return;
            }
        }
    });
    events
}

pub(crate) fn host(cli: &Cli, args: &HostArgs) -> Result<String, CliError> {
    let dir = record::data_dir();
    let kept = dir.as_deref().and_then(|d| store::load(d, Role::Host));
    let (session, table) = if args.resume {
        let Some(kept) = kept else {
            return Err(CliError::Usage(tr!("net-nothing-to-resume")));
        };
        super::refuse_rules_with_game(cli, "--resume")?;
        if args.clock.is_some() {
            return Err(CliError::Usage(tr!("net-clock-with-resume")));
        }
        Session::host_again(kept, args.name.as_deref(), dir)
            .map_err(|e| CliError::Usage(e.say()))?
    } else {
        if let Some(kept) = kept.filter(|k| !k.saved.is_finished()) {
            say(&tr!("net-kept-replaced", count = kept.saved.moves_played()));
        }
        let me = if args.black {
            Color::Black
        } else {
            Color::White
        };
        let name = args.name.clone().unwrap_or_default();
        if args.clock.is_some() && !full_screen(args.lines) {
            return Err(CliError::Usage(tr!("net-clock-lines")));
        }
        let players = words::net::players(me, &name);
        Session::host(cli.load_rules()?, me, players, args.clock, dir)?
    };
    let bind = SocketAddr::new(
        args.bind.unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED)),
        args.port,
    );
    let (mut play, rx, heard) = Play::new(session, table, args.lines);
    let addr = play
        .side
        .listen(bind, false, play.events.clone())
        .map_err(|e| {
            CliError::Usage(tr!(
                "net-cannot-listen",
                address = bind.to_string(),
                error = e.to_string()
            ))
        })?;
    let code = play.side.code;
    if let Some(heard) = heard {
        let note = format!(
            "{} {}",
            tr!(
                "net-listening",
                address = addr.to_string(),
                code = code.to_string(),
                port = addr.port().to_string()
            ),
            tr!("net-waiting")
        );
        return play.on_screen(None, None, heard, Some(note));
    }
    say(&tr!(
        "net-code",
        code = code.to_string(),
        bits = format!("{:.0}", net::code::entropy_bits())
    ));
    say(&tr!(
        "net-listening",
        address = addr.to_string(),
        code = code.to_string(),
        port = addr.port().to_string()
    ));
    if !play.table.tokens().is_empty() {
        say(&tr!(
            "net-resuming",
            moves = words::moves_played(play.table.game())
        ));
    }
    say(&tr!("net-waiting"));
    play.run(&rx);
    Ok(String::new())
}

/// `HOST` or `HOST:PORT` (an IPv6 address in brackets with a port).
fn address(text: &str) -> Result<SocketAddr, CliError> {
    net::session::address(text).map_err(|e| {
        CliError::Usage(tr!(
            "net-bad-address",
            address = record::bounded_token(text).into_owned(),
            error = e.say()
        ))
    })
}

pub(crate) fn join(cli: &Cli, args: &JoinArgs) -> Result<String, CliError> {
    let code = Code::parse(&args.code).map_err(|e| CliError::Usage(e.say()))?;
    let addr = address(&args.address)?;
    let name = args.name.clone().unwrap_or_default();
    let players = |me| words::net::players(me, &name);
    let (session, table) =
        Session::join(cli.load_rules()?, players, code, addr, record::data_dir())?;
    let (mut play, rx, heard) = Play::new(session, table, args.lines);
    let (link, peer) = play
        .side
        .call(play.events.clone())
        .map_err(|e| CliError::Usage(tr!("net-join-failed", why = e.say())))?;
    if let Some(heard) = heard {
        return play.on_screen(Some(link), Some(&peer), heard, None);
    }
    play.connected(link, &peer, None);
    play.run(&rx);
    Ok(String::new())
}

/// A game across two computers, as this side plays it.
struct Play {
    /// The side: who it is, its code, the host's listening, the record kept.
    side: Session,
    table: Table,
    link: Option<Link>,
    events: Sender<Event>,
    inputs: Sender<Input>,
    /// The other side's hello, once it came.
    peer: Option<Hello>,
    /// Where the game was archived, once it ended.
    archived: Option<PathBuf>,
}

impl Play {
    /// A side not yet connected, and where its inputs come from: the full
    /// screen when standard input and output are a terminal (not `lines`),
    /// with the line's events for the app; else typed lines.
    fn new(
        side: Session,
        table: Table,
        lines: bool,
    ) -> (Play, Receiver<Input>, Option<Receiver<Event>>) {
        let screen = full_screen(lines);
        let (tx, rx) = if screen { channel() } else { inputs() };
        let (events, heard) = events_for(screen, &tx);
        let play = Play {
            side,
            table,
            link: None,
            events,
            inputs: tx,
            peer: None,
            archived: None,
        };
        (play, rx, heard)
    }

    /// Plays on the full screen: the game as kept (the joiner's as agreed
    /// with the host's `peer` hello, the line up on `link`), the line's
    /// events `heard` by the app; `note` shown until the other player comes.
    fn on_screen(
        mut self,
        link: Option<Link>,
        peer: Option<&Hello>,
        heard: Receiver<Event>,
        note: Option<String>,
    ) -> Result<String, CliError> {
        use yote::tui::msg::Peer;
        let mine = self.side.last_hello().clone();
        let met = peer.map(|p| self.side.met(&mine, p));
        let me = met.as_ref().map_or(self.table.me(), |(_, me)| *me);
        let my_name = self.table.players().name(self.table.me()).to_string();
        let their_name = peer.as_ref().map_or_else(
            || words::color(me.other()),
            |p| name_or(Some(&p.name), me.other()),
        );
        let (white, black) = match me {
            Color::White => (my_name, their_name),
            Color::Black => (their_name, my_name),
        };
        let tokens = met
            .as_ref()
            .map_or_else(|| self.table.tokens(), |(a, _)| a.moves.clone());
        let rules = self.side.rules.clone();
        let mut m = yote::tui::Match::from_tokens(rules.clone(), &white, &black, &tokens)
            .or_else(|_| yote::tui::Match::from_tokens(rules, &white, &black, &[] as &[String]))
            .map_err(|e| CliError::Usage(e.to_string()))?;
        if let Some(clock) = self.table.clock.clone().filter(|_| met.is_none()) {
            // Shown, held, until the other player comes.
            let mut clocks = yote::clock::Clocks::resumed(clock.control, clock.left, clock.spent);
            clocks.hold(m.game.to_move());
            m.clocks = Some(clocks);
        }
        let prefs = yote::prefs::Loaded::load();
        let theme = yote::tui::Theme::from_prefs(&prefs.prefs);
        let mut app = yote::tui::App::with_match(m, theme)
            .with_prefs(&prefs, yote::prefs::prefs_path())
            .with_remote(me);
        if let Some(note) = note {
            if let Some(play) = app.play_mut() {
                play.lasting_note(note);
            }
            if let Some(remote) = app.remote.as_mut() {
                remote.away = true;
            }
        }
        if let Some((agreed, _)) = met {
            let name = peer.map(|p| p.name.clone()).unwrap_or_default();
            app.update(yote::tui::Message::Peer(Peer::Back(Box::new(agreed), name)));
        }
        let ended =
            yote::tui::event_loop::run_remote(app, self.side, link, heard, self.events.clone());
        ended.map_err(|e| CliError::Usage(tr!("cli-error-terminal", error = e.to_string())))?;
        Ok(String::new())
    }

    fn their_name(&self) -> String {
        self.table
            .players()
            .name(self.table.me().other())
            .to_string()
    }

    /// The line is up: the two records agreed and the game shown.
    fn connected(&mut self, link: Link, peer: &Hello, sent: Option<&Hello>) {
        let mine = sent
            .cloned()
            .unwrap_or_else(|| self.side.last_hello().clone());
        let (agreed, me) = self.side.met(&mine, peer);
        if self.side.role == Role::Join && (mine.game != peer.game || me != self.table.me()) {
            let name = self.table.players().name(self.table.me()).to_string();
            let mut players = Players::new(words::color(Color::White), words::color(Color::Black));
            match me {
                Color::White => players.white = name,
                Color::Black => players.black = name,
            }
            // The rules made this side's first table: they hold together.
            self.table = Table::new(self.side.rules.clone(), me, players).expect("rules checked");
        }
        let them = self.table.me().other();
        self.table.set_name(them, &peer.name);
        if let Err(e) = self.table.adopt(&agreed) {
            say(&tr!("net-records-differ", why = e.say()));
            link.leave();
            return;
        }
        self.link = Some(link);
        self.peer = Some(peer.clone());
        say(&tr!(
            "net-connected",
            name = self.their_name(),
            color = words::color(self.table.me())
        ));
        if !agreed.moves.is_empty() {
            say(&tr!(
                "net-resuming",
                moves = words::moves_played(self.table.game())
            ));
        }
        if let Some(clock) = &self.table.clock {
            say(&tr!(
                "net-clock-in-lines",
                name = self.their_name(),
                clock = clock.control.to_string()
            ));
        }
        self.changed();
    }

    /// After every change: kept (the host's hello brought up to date,
    /// the game archived once over), the board shown.
    fn changed(&mut self) {
        match self.side.keep(&self.table) {
            Ok(Some(path)) => self.archived = Some(path),
            Ok(None) => {}
            Err(e) => say(&tr!("net-not-kept", error = e.to_string())),
        }
        say(&position::to_text(self.table.game()));
        self.prompt();
    }

    fn prompt(&self) {
        let game = self.table.game();
        if game.is_over() {
            return;
        }
        if self.link.is_none() {
            return;
        }
        if game.to_move() == self.table.me() {
            say(&tr!("net-your-move", color = words::color(self.table.me())));
        } else {
            say(&tr!("net-their-move", name = self.their_name()));
        }
    }

    /// Whether the game is over; if so it is said and archived.
    fn finished(&mut self) -> bool {
        let Some(outcome) = self.table.game().outcome() else {
            return false;
        };
        let players = self.table.players();
        let names = [players.white.clone(), players.black.clone()];
        let result = match outcome.result {
            GameResult::Win(c) => tr!("result-wins", name = names[c.index()].as_str()),
            GameResult::Draw => tr!("result-draw"),
        };
        say(&tr!(
            "net-game-over",
            result = result,
            reason = words::reason(&outcome.reason, &names)
        ));
        if let Some(path) = self.archived.take() {
            say(&tr!("net-archived", path = path.display().to_string()));
        }
        true
    }

    fn send(&mut self, message: &Message) {
        if let Some(link) = &self.link
            && link.send(message).is_err()
        {
            // The reading thread says the line is lost.
        }
    }

    fn run(&mut self, inputs: &Receiver<Input>) {
        while let Ok(input) = inputs.recv() {
            let go_on = match input {
                Input::Line(line) => self.typed(line.trim()),
                Input::End => false,
                Input::Net(event) => self.heard(event),
                Input::Rejoined(Ok((link, peer))) => {
                    self.connected(link, &peer, None);
                    !self.finished()
                }
                Input::Rejoined(Err(why)) => {
                    say(&tr!("net-join-failed", why = why.say()));
                    false
                }
            };
            if !go_on {
                break;
            }
        }
        if let Some(link) = self.link.take() {
            link.leave();
        }
        self.side.stop();
    }

    /// A line typed; whether to go on.
    fn typed(&mut self, line: &str) -> bool {
        let word = line.to_lowercase();
        let is = |id: &str, english: &str| word == english || word == yote::i18n::tr(id);
        if line.is_empty() {
            return true;
        }
        if is("net-word-quit", "quit") {
            say(&tr!("net-quit"));
            return false;
        }
        if is("net-word-help", "help") {
            say(&tr!("net-help"));
            return true;
        }
        if is("net-word-board", "board") {
            say(&position::to_text(self.table.game()));
            self.prompt();
            return true;
        }
        if self.table.game().is_over() {
            return false;
        }
        if self.link.is_none() {
            say(&tr!("net-away", name = self.their_name()));
            return true;
        }
        let answer = [("net-word-yes", "yes", true), ("net-word-no", "no", false)]
            .into_iter()
            .find(|(id, en, _)| is(id, en));
        if let Some((_, _, accept)) = answer {
            match self.table.answer(accept) {
                Some(m) => {
                    self.send(&m);
                    self.changed();
                    return !self.finished();
                }
                None => say(&tr!("net-no-offer")),
            }
            return true;
        }
        if is("net-word-undo", "undo") {
            match self.table.offer_undo() {
                Some(m) => {
                    self.send(&m);
                    say(&tr!("net-offered", name = self.their_name()));
                }
                None => say(&tr!("net-cannot-undo")),
            }
            return true;
        }
        if is("net-word-draw", "draw") {
            if let Some(m) = self.table.offer_draw() {
                self.send(&m);
                say(&tr!("net-offered", name = self.their_name()));
            }
            return true;
        }
        if is("net-word-resign", "resign") {
            if let Some(m) = self.table.resign() {
                self.send(&m);
                self.changed();
            }
            return !self.finished();
        }
        if self.table.game().to_move() != self.table.me() {
            say(&tr!("net-not-your-move", name = self.their_name()));
            return true;
        }
        match self.table.game().parse_move(line) {
            Err(e) => say(&tr!(
                "net-bad-move",
                token = record::bounded_token(line).into_owned(),
                why = e.say()
            )),
            Ok(mv) => {
                if let Some(m) = self.table.play(mv) {
                    self.send(&m);
                    self.changed();
                    return !self.finished();
                }
            }
        }
        true
    }

    /// Something from the line; whether to go on.
    fn heard(&mut self, event: Event) -> bool {
        match event {
            Event::Connected { link, peer, mine } => {
                self.connected(link, &peer, Some(&mine));
                !self.finished()
            }
            Event::Message(m) => match self.table.take(m) {
                Ok(happened) => self.happened(&happened),
                Err(refusal) if refusal.is_fatal() => {
                    say(&tr!("net-records-differ", why = refusal.say()));
                    false
                }
                Err(refusal) => {
                    say(&tr!(
                        "net-refused",
                        name = self.their_name(),
                        why = refusal.say()
                    ));
                    true
                }
            },
            Event::Refused(why) => {
                say(&tr!(
                    "net-refused",
                    name = self.their_name(),
                    why = why.say()
                ));
                true
            }
            Event::Lost(why) => self.lost(why),
            Event::WrongCode { left } => {
                say(&tr!("net-wrong-code", left = left));
                true
            }
            Event::NewCode(code) => {
                self.side.code = code;
                say(&tr!("net-new-code", code = code.to_string()));
                true
            }
            Event::Busy(from) => {
                say(&tr!("net-busy", address = from.to_string()));
                true
            }
            Event::Failed(why) => {
                say(&tr!("net-attempt-failed", why = why.say()));
                true
            }
        }
    }

    fn happened(&mut self, happened: &Happened) -> bool {
        let name = self.their_name();
        match happened {
            Happened::Moved(mv) => say(&tr!("net-moved", name = name, token = mv.to_string())),
            Happened::Offered(Offer::Undo { to_ply }) => {
                let number = self
                    .table
                    .game()
                    .move_number(*to_ply as usize)
                    .map_or(1, |n| n.number);
                say(&tr!("net-offer-undo", name = name, number = number));
                return true;
            }
            Happened::Offered(Offer::Draw) => {
                say(&tr!("net-offer-draw", name = name));
                return true;
            }
            Happened::Agreed(_) => say(&tr!("net-agreed", name = name)),
            Happened::Declined(_) => {
                say(&tr!("net-declined", name = name));
                return true;
            }
            Happened::Resigned | Happened::Flagged(_) => {}
            Happened::Nothing => return true,
            Happened::Left => return self.lost(Lost::Left),
        }
        self.changed();
        !self.finished()
    }

    /// The line is gone: the host waits for the other player to come back,
    /// the joiner calls again (with the same code) for a while.
    fn lost(&mut self, why: Lost) -> bool {
        if self.link.take().is_none() {
            return true;
        }
        let name = self.their_name();
        if self.table.game().is_over() {
            return false;
        }
        say(&tr!("net-lost", name = name.as_str(), why = why.say()));
        match (self.side.role, self.side.address) {
            (Role::Host, _) => say(&tr!("net-waiting-back", name = name)),
            (Role::Join, Some(addr)) => {
                if why == Lost::Left {
                    say(&tr!("net-kept"));
                    return false;
                }
                say(&tr!("net-calling-again", name = name));
                let (hello, code, events, inputs) = (
                    self.side.last_hello().clone(),
                    self.side.code,
                    self.events.clone(),
                    self.inputs.clone(),
                );
                std::thread::spawn(move || {
                    let called = net::session::call_again(addr, code, &hello, &events, |n, _| {
                        n <= CALLS_AGAIN
                    });
                    let result = called.unwrap_or(Err(Failure::Closed));
                    let _ = inputs.send(Input::Rejoined(result));
                });
            }
            (Role::Join, None) => return false,
        }
        true
    }
}
