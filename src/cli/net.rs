//! `yote host` and `yote join`: a game across two computers, in lines. The
//! host shows a join code and waits; the other player joins with it; each
//! types moves (or undo, draw, resign, yes, no, board, quit) and sees the
//! other's. The line, its sealing and the rules of the exchange are
//! `yote::net`'s; this file says what happens.

use std::io::{BufRead, Write};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, ToSocketAddrs};
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

use yote::net::{
    self, Agreed, Code, Event, Failure, Happened, Hello, Host, Link, Lost, Message, Offer, Role,
    Table, store,
};
use yote::record::{self, Players};
use yote::tr;
use yote::words::{self, Say};
use yote_engine::{Color, GameResult, Rules};

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
    name.map(|n| {
        yote::text::printable(n.trim())
            .chars()
            .take(net::message::MAX_NAME)
            .collect::<String>()
    })
    .filter(|n| !n.is_empty())
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
    let (rules, me, players, id, moves) = if args.resume {
        let Some(kept) = kept else {
            return Err(CliError::Usage(tr!("net-nothing-to-resume")));
        };
        super::refuse_rules_with_game(cli, "--resume")?;
        let me = kept.plays;
        let mut players = kept.saved.players.clone();
        if let Some(name) = &args.name {
            let name = name_or(Some(name), me);
            match me {
                Color::White => players.white = name,
                Color::Black => players.black = name,
            }
        }
        (
            kept.saved.rules.clone(),
            me,
            players,
            kept.game,
            kept.saved.moves,
        )
    } else {
        if let Some(kept) = kept.filter(|k| !k.saved.is_finished()) {
            say(&tr!("net-kept-replaced", count = kept.saved.moves_played()));
        }
        let me = if args.black {
            Color::Black
        } else {
            Color::White
        };
        let rules = cli.load_rules()?;
        let mut players = Players::new(words::color(Color::White), words::color(Color::Black));
        let name = name_or(args.name.as_ref(), me);
        match me {
            Color::White => players.white = name,
            Color::Black => players.black = name,
        }
        (rules, me, players, net::game_id(), Vec::new())
    };
    let mut table = Table::new(rules.clone(), me, players)?;
    table
        .adopt(&Agreed { moves, ended: None })
        .map_err(|e| CliError::Usage(e.say()))?;
    let bind = SocketAddr::new(
        args.bind.unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED)),
        args.port,
    );
    let code = Code::random();
    let (mut play, rx, heard) =
        Play::new(Role::Host, table, rules, (id, dir), code, None, args.lines);
    let host = Host::start(bind, code, play.hello(), play.events.clone()).map_err(|e| {
        CliError::Usage(tr!(
            "net-cannot-listen",
            address = bind.to_string(),
            error = e.to_string()
        ))
    })?;
    let addr = host.local_addr();
    play.host = Some(host);
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
    let bad = |error: String| {
        CliError::Usage(tr!(
            "net-bad-address",
            address = record::bounded_token(text).into_owned(),
            error = error
        ))
    };
    let text = text.trim();
    if let Ok(ip) = text.parse::<IpAddr>() {
        return Ok(SocketAddr::new(ip, net::DEFAULT_PORT));
    }
    let with_port = if text
        .rsplit_once(':')
        .is_some_and(|(_, p)| p.parse::<u16>().is_ok())
    {
        text.to_string()
    } else {
        format!("{text}:{}", net::DEFAULT_PORT)
    };
    with_port
        .to_socket_addrs()
        .map_err(|e| bad(e.to_string()))?
        .next()
        .ok_or_else(|| bad(tr!("net-no-address")))
}

pub(crate) fn join(cli: &Cli, args: &JoinArgs) -> Result<String, CliError> {
    let code = Code::parse(&args.code).map_err(|e| CliError::Usage(e.say()))?;
    let addr = address(&args.address)?;
    let rules = cli.load_rules()?;
    let dir = record::data_dir();
    // The record kept of the last game joined, if under these rules: the
    // host tells whether it is its game.
    let kept = dir
        .as_deref()
        .and_then(|d| store::load(d, Role::Join))
        .filter(|k| k.saved.rules == rules && !k.saved.is_finished());
    let (me, id, moves) = match &kept {
        Some(k) => (k.plays, k.game.clone(), k.saved.moves.clone()),
        None => (Color::Black, String::new(), Vec::new()),
    };
    let name = name_or(args.name.as_ref(), me);
    let players = match me {
        Color::White => Players::new(name, words::color(Color::Black)),
        Color::Black => Players::new(words::color(Color::White), name),
    };
    let mut table = Table::new(rules.clone(), me, players)?;
    if table.adopt(&Agreed { moves, ended: None }).is_err() {
        table = Table::new(rules.clone(), me, table.players().clone())?;
    }
    let (mut play, rx, heard) = Play::new(
        Role::Join,
        table,
        rules,
        (id, dir),
        code,
        Some(addr),
        args.lines,
    );
    let (link, peer) = net::join(addr, code, &play.hello(), play.events.clone())
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
    role: Role,
    table: Table,
    rules: Rules,
    /// The game's id ("" for a joiner that has not heard it yet).
    id: String,
    dir: Option<PathBuf>,
    link: Option<Link>,
    host: Option<Host>,
    code: Code,
    /// The joiner's: the host's address, to call again.
    address: Option<SocketAddr>,
    events: Sender<Event>,
    inputs: Sender<Input>,
    /// The other side's hello, once it came.
    peer: Option<Hello>,
}

impl Play {
    /// A side not yet connected, `(id, dir)` its game's id and the folder
    /// it is kept in, and where its inputs come from: the full screen when
    /// standard input and output are a terminal (not `lines`), with the
    /// line's events for the app; else typed lines.
    fn new(
        role: Role,
        table: Table,
        rules: Rules,
        (id, dir): (String, Option<PathBuf>),
        code: Code,
        address: Option<SocketAddr>,
        lines: bool,
    ) -> (Play, Receiver<Input>, Option<Receiver<Event>>) {
        let screen = full_screen(lines);
        let (tx, rx) = if screen { channel() } else { inputs() };
        let (events, heard) = events_for(screen, &tx);
        let play = Play {
            role,
            table,
            rules,
            id,
            dir,
            link: None,
            host: None,
            code,
            address,
            events,
            inputs: tx,
            peer: None,
        };
        (play, rx, heard)
    }

    /// Plays on the full screen: the game as kept (the joiner's as agreed
    /// with the host's `peer` hello, the line up on `link`), the line's
    /// events `heard` by the app; `note` shown until the other player comes.
    fn on_screen(
        self,
        link: Option<Link>,
        peer: Option<&Hello>,
        heard: Receiver<Event>,
        note: Option<String>,
    ) -> Result<String, CliError> {
        use yote::tui::msg::Peer;
        let mine = self.hello();
        let me = match peer.and_then(|p| p.host_plays.as_deref()) {
            Some("black") => Color::White,
            Some(_) => Color::Black,
            None => self.table.me(),
        };
        let my_name = self.table.players().name(self.table.me()).to_string();
        let their_name = peer.as_ref().map_or_else(
            || words::color(me.other()),
            |p| name_or(Some(&p.name), me.other()),
        );
        let (white, black) = match me {
            Color::White => (my_name, their_name),
            Color::Black => (their_name, my_name),
        };
        let agreed = peer.map(|p| net::agree(p, &mine));
        let tokens = agreed
            .as_ref()
            .map_or_else(|| self.table.tokens(), |a| a.moves.clone());
        let m = yote::tui::Match::from_tokens(self.rules.clone(), &white, &black, &tokens)
            .or_else(|_| {
                yote::tui::Match::from_tokens(self.rules.clone(), &white, &black, &[] as &[String])
            })
            .map_err(|e| CliError::Usage(e.to_string()))?;
        let prefs = yote::prefs::Loaded::load();
        let theme = yote::tui::Theme::from_prefs(&prefs.prefs);
        let mut app = yote::tui::App::with_match(m, theme).with_remote(me);
        if let Some(note) = note {
            if let Some(play) = app.play_mut() {
                play.lasting_note(note);
            }
            if let Some(remote) = app.remote.as_mut() {
                remote.away = true;
            }
        }
        if let Some(agreed) = agreed {
            app.update(yote::tui::Message::Peer(Peer::Back(
                Box::new(agreed),
                String::new(),
            )));
        }
        let mut play = self;
        if let Some(p) = peer {
            play.id = p.game.clone().unwrap_or_default();
        }
        let role = play.role;
        let mut kept = None;
        let keep = |app: &yote::tui::App| {
            let Some(remote) = app.remote.as_ref() else {
                return;
            };
            let now = (remote.table.tokens(), remote.table.ended());
            if kept.as_ref() == Some(&now) {
                return;
            }
            kept = Some(now);
            play.table = remote.table.clone();
            if let Some(host) = &play.host {
                host.set_hello(play.hello());
            }
            if let Some(dir) = &play.dir
                && !play.id.is_empty()
            {
                let _ = store::save(
                    dir,
                    play.role,
                    &play.id,
                    play.table.me(),
                    &play.table.saved(),
                );
            }
        };
        let ended = yote::tui::event_loop::run_remote(app, role, link, heard, keep);
        ended.map_err(|e| CliError::Usage(tr!("cli-error-terminal", error = e.to_string())))?;
        Ok(String::new())
    }

    fn hello(&self) -> Hello {
        Hello {
            version: net::VERSION,
            name: self.table.players().name(self.table.me()).to_string(),
            rules: net::message::rules_table(&self.rules),
            host_plays: (self.role == Role::Host).then(|| self.table.me().name().to_string()),
            game: (!self.id.is_empty()).then(|| self.id.clone()),
            moves: self.table.tokens(),
            ended: self.table.ended(),
        }
    }

    fn their_name(&self) -> String {
        self.table
            .players()
            .name(self.table.me().other())
            .to_string()
    }

    /// The line is up: the two records agreed and the game shown.
    fn connected(&mut self, link: Link, peer: &Hello, sent: Option<&Hello>) {
        let mine = sent.cloned().unwrap_or_else(|| self.hello());
        let agreed = match self.role {
            Role::Host => net::agree(&mine, peer),
            Role::Join => net::agree(peer, &mine),
        };
        if self.role == Role::Join {
            let me = match peer.host_plays.as_deref() {
                Some("black") => Color::White,
                _ => Color::Black,
            };
            if peer.game.as_deref() != Some(self.id.as_str()) || me != self.table.me() {
                let name = self.table.players().name(self.table.me()).to_string();
                let mut players =
                    Players::new(words::color(Color::White), words::color(Color::Black));
                match me {
                    Color::White => players.white = name,
                    Color::Black => players.black = name,
                }
                // The rules made this side's first table: they hold together.
                self.table = Table::new(self.rules.clone(), me, players).expect("rules checked");
            }
            self.id = peer.game.clone().unwrap_or_default();
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
        self.changed();
    }

    /// After every change: kept, the host's hello brought up to date, the
    /// board shown, the game's end said and archived.
    fn changed(&mut self) {
        if let Some(host) = &self.host {
            host.set_hello(self.hello());
        }
        if let Some(dir) = &self.dir
            && !self.id.is_empty()
        {
            let saved = self.table.saved();
            if let Err(e) = store::save(dir, self.role, &self.id, self.table.me(), &saved) {
                say(&tr!("net-not-kept", error = e.to_string()));
            }
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
        if let Some(dir) = &self.dir {
            match record::archive(
                &self.table.saved(),
                &dir.join(record::ARCHIVE_DIR),
                std::time::SystemTime::now(),
            ) {
                Ok(path) => {
                    say(&tr!("net-archived", path = path.display().to_string()));
                    store::clear(dir, self.role);
                }
                Err(e) => say(&tr!("net-not-kept", error = e.to_string())),
            }
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
        if let Some(host) = self.host.take() {
            host.stop();
        }
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
                self.code = code;
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
            Happened::Resigned => {}
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
        match (self.role, self.address) {
            (Role::Host, _) => say(&tr!("net-waiting-back", name = name)),
            (Role::Join, Some(addr)) => {
                if why == Lost::Left {
                    say(&tr!("net-kept"));
                    return false;
                }
                say(&tr!("net-calling-again", name = name));
                let (hello, code, events, inputs) = (
                    self.hello(),
                    self.code,
                    self.events.clone(),
                    self.inputs.clone(),
                );
                std::thread::spawn(move || {
                    let mut last = Failure::Closed;
                    for _ in 0..60 {
                        match net::join(addr, code, &hello, events.clone()) {
                            Ok(joined) => {
                                let _ = inputs.send(Input::Rejoined(Ok(joined)));
                                return;
                            }
                            Err(
                                e @ (Failure::WrongCode | Failure::Rules(_) | Failure::Version(_)),
                            ) => {
                                last = e;
                                break;
                            }
                            Err(e) => last = e,
                        }
                        std::thread::sleep(Duration::from_secs(2));
                    }
                    let _ = inputs.send(Input::Rejoined(Err(last)));
                });
            }
            (Role::Join, None) => return false,
        }
        true
    }
}
