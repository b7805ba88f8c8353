//! Replay: a saved or finished game stepped through move by move, with the
//! board, hands and history as in play, and a key to play on from any move.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget};

use crate::record::{LoadError, SavedGame};
use crate::tr;
use crate::words::rules_summary;
use yote_engine::{Color, Game, Move};

use crate::tui::keys::{KeyBar, KeyNames};
use crate::tui::look::theme::Theme;
use crate::tui::msg::{Confirm, Message, Overlay};
use crate::tui::screens::game::input::Highlights;
use crate::tui::screens::game::layout;
use crate::tui::screens::game::play::{Match, Status};
use crate::tui::seats::table::position_after;
use crate::tui::wants::Want;
use crate::tui::widgets::board::{BoardGeom, BoardView, Threats};
use crate::tui::widgets::hands::HandPanel;
use crate::tui::widgets::moves::MoveList;
use yote_ai::review::Mark;

/// The replay screen's state.
#[derive(Clone, Debug)]
pub struct Replay {
    pub saved: SavedGame,
    /// Moves shown as played: 0 is the start, `saved.moves.len()` the end.
    pub ply: usize,
    /// The game after `ply` moves.
    pub game: Game,
    /// The whole game, for who made each move.
    full: Game,
    /// The players' names, White's first.
    pub names: [String; 2],
    pub status: Status,
}

/// The number of the move that brought `full` to `ply` moves played, in
/// pairs as the move list counts (the start: 0).
fn number_at(full: &Game, ply: usize) -> usize {
    ply.checked_sub(1)
        .and_then(|i| full.move_number(i))
        .map_or(0, |n| n.number)
}

/// What playing on from `ply` moves of `full` says, for replay's `c` and
/// the review's: "Playing on from move 12", and how to redo the moves that
/// followed, if any.
pub fn play_on_note(full: &Game, ply: usize, names: &KeyNames) -> String {
    let later = full.ply() - ply;
    let redo = if later > 0 {
        let key = names.redo.as_str();
        format!(" {}", tr!("app-redo-later", key = key, count = later))
    } else {
        String::new()
    };
    tr!("app-play-on", number = number_at(full, ply)) + &redo
}

impl Replay {
    /// The replay of `saved`, showing its first `ply` moves.
    pub fn new(saved: SavedGame, ply: usize) -> Result<Replay, LoadError> {
        let full = saved.to_game()?;
        let ply = ply.min(saved.moves.len());
        let game = position_after(&full, ply);
        let names = [saved.players.white.clone(), saved.players.black.clone()];
        Ok(Replay {
            saved,
            ply,
            game,
            full,
            names,
            status: Status::default(),
        })
    }

    /// Handles `msg` (`names`: the keys as bound; `unfinished`: the game
    /// under the replay goes on, so quitting asks first).
    pub fn update(&mut self, msg: &Message, names: &KeyNames, unfinished: bool) -> Option<Want> {
        match *msg {
            Message::Left | Message::Up => self.step(-1),
            Message::Right | Message::Down => self.step(1),
            Message::Home => self.go(0),
            Message::End => self.go(self.len()),
            Message::ContinueHere => match self.continue_here() {
                Ok(m) => {
                    let note = play_on_note(&self.full, self.ply, names);
                    return Some(Want::Start(Box::new(m), note));
                }
                Err(why) => {
                    self.status.text = tr!("play-refused", why = why);
                    self.status.error = true;
                }
            },
            Message::Cancel => return Some(Want::Back),
            Message::Quit if unfinished => {
                return Some(Want::Overlay(Overlay::Confirm(Confirm::Quit)));
            }
            Message::Quit => return Some(Want::Quit),
            _ => {}
        }
        None
    }

    /// Moves in the game.
    pub fn len(&self) -> usize {
        self.saved.moves.len()
    }

    /// The whole game, for who made each move and how the list numbers it.
    pub fn full(&self) -> &Game {
        &self.full
    }

    /// Moves in the game, counted as the move list counts them (pairs).
    pub fn moves_played(&self) -> usize {
        self.full.moves_played()
    }

    /// The number of the move that brought the position after `ply` plies
    /// (0: the start), as the move list numbers it.
    pub fn number_at(&self, ply: usize) -> usize {
        number_at(&self.full, ply)
    }

    /// "move 13, Black": the move shown (the start: none).
    fn shown_move(&self) -> Option<String> {
        let i = self.ply.checked_sub(1)?;
        let n = self.full.move_number(i)?;
        Some(crate::words::move_number(n, &crate::words::color(n.side)))
    }

    /// Whether the game has no moves.
    pub fn is_empty(&self) -> bool {
        self.saved.moves.is_empty()
    }

    /// Shows the position after `ply` moves (clamped to the game).
    pub fn go(&mut self, ply: usize) {
        self.ply = ply.min(self.len());
        self.game = position_after(&self.full, self.ply);
        self.status = Status::default();
    }

    /// The position shown with its last move taken back: one undo, not a
    /// walk back from the end of the game on every frame drawn.
    pub fn before_shown(&self) -> Option<Game> {
        let mut before = self.game.clone();
        before.undo()?;
        Some(before)
    }

    /// One move forward (`delta` = 1) or back (-1).
    pub fn step(&mut self, delta: isize) {
        let next = self.ply.saturating_add_signed(delta).min(self.len());
        if next == self.ply {
            let text = if delta < 0 {
                tr!("replay-at-start")
            } else {
                tr!("replay-at-end")
            };
            self.status = Status { text, error: false };
        } else {
            self.go(next);
        }
    }

    /// The match to play on from the position shown, as a new game with the
    /// same rules and names; the later moves can be redone until another
    /// move is played. Refused at the end of a finished game.
    pub fn continue_here(&self) -> Result<Match, String> {
        if self.game.is_over() {
            return Err(tr!("replay-over-here"));
        }
        crate::tui::seats::table::match_at(&self.saved, self.ply).map_err(|e| e.to_string())
    }

    fn label(&self, side: Color) -> String {
        crate::tui::words::label(&self.names[side.index()], side, usize::MAX)
    }

    /// The line under the board: which move is shown, and the result at the end.
    fn prompt(&self, theme: &Theme, names: &KeyNames) -> Line<'static> {
        if let (Some(outcome), true) = (self.game.outcome(), self.ply == self.len()) {
            // The players' names and the game's words (tui::words).
            let (who, why) = crate::tui::words::result(&outcome, &self.names);
            let text = tr!("replay-end", who = who, why = why);
            return Line::styled(format!(" {text}"), theme.prompt());
        }
        if self.ply == 0 {
            let text = tr!(
                "replay-start",
                count = self.moves_played(),
                key = names.forward.as_str()
            );
            return Line::raw(format!(" {text}"));
        }
        self.shown_move_line(theme).unwrap_or_default()
    }

    /// "move 12 of 30: ○ Ada (White) played c3-c4": the move that led to
    /// the position shown, as replay and review say it (the start: none).
    pub fn shown_move_line(&self, theme: &Theme) -> Option<Line<'static>> {
        let i = self.ply.checked_sub(1)?;
        let side = self.full.mover_of(i).unwrap_or(Color::White);
        Some(Line::from(vec![
            Span::raw(format!(
                " {}: ",
                tr!(
                    "replay-move-of",
                    number = self.number_at(self.ply),
                    total = self.moves_played()
                )
            )),
            Span::styled(
                format!("{} {}", theme.glyph(side), self.label(side)),
                theme.side_text(side),
            ),
            Span::raw(format!(
                " {}",
                tr!("replay-played", move = self.saved.moves[i].as_str())
            )),
        ]))
    }

    /// Draws the replay screen.
    pub fn render(
        &self,
        theme: &Theme,
        keys: &KeyBar,
        names: &KeyNames,
        area: Rect,
        buf: &mut Buffer,
    ) {
        let l = layout::layout(area, &self.saved.rules, false);
        let mut title = vec![Span::styled(
            format!(" {}  ", tr!("replay-title")),
            theme.title(),
        )];
        title.extend(theme.players(&self.names[0], &self.names[1]));
        // The move count first: a narrow terminal shortens the summary's
        // end, with "…", one column kept free.
        let used: usize = title.iter().map(Span::width).sum();
        let room = usize::from(l.title.width).saturating_sub(used + 1);
        title.push(Span::styled(
            crate::tui::words::shorten(
                &format!(
                    "  ·  {}  ·  {}",
                    match self.shown_move() {
                        Some(shown) => tr!(
                            "replay-title-move",
                            move = shown,
                            total = self.moves_played()
                        ),
                        None => tr!("replay-title-start", total = self.moves_played()),
                    },
                    rules_summary(&self.saved.rules)
                ),
                room,
            ),
            theme.dim(),
        ));
        Line::from(title).render(l.title, buf);
        Block::bordered()
            .title(Line::styled(
                format!(" {} ", tr!("replay-board")),
                theme.title(),
            ))
            .render(l.board, buf);
        let threats = Threats::seen_by(&self.game, self.game.to_move());
        let inner = Block::bordered().inner(l.board);
        self.draw_board(theme, l.geom, None, threats, inner, buf);
        for side in Color::ALL {
            HandPanel {
                clock: None,
                side,
                name: &self.names[side.index()],
                game: &self.game,
                theme,
                offer_hand: false,
                taking: 0,
                computer: None,
                engine_name: None,
            }
            .render(l.hands[side.index()], buf);
        }
        self.move_list(theme, &[]).render(l.history, buf);
        self.prompt(theme, names).render(l.prompt, buf);
        let style = if self.status.error {
            theme.error()
        } else {
            ratatui::style::Style::new()
        };
        Line::styled(format!(" {}", self.status.text), style).render(l.status, buf);
        crate::tui::widgets::key_bar_line(keys, theme, l.keys.width).render(l.keys, buf);
    }

    /// Every move of the game in the move list, the one just shown
    /// marked, with the review's `marks` (by ply) if any.
    pub(super) fn move_list<'a>(
        &'a self,
        theme: &'a Theme,
        marks: &'a [Option<Mark>],
    ) -> MoveList<'a> {
        MoveList {
            game: &self.full,
            theme,
            shown: Some(self.ply),
            marks,
            times: self
                .saved
                .clock
                .as_ref()
                .map_or(&[], |c| c.spent.as_slice()),
            title: self.moves_title(),
        }
    }

    /// The position shown, drawn in `area` (the board placed by `geom`)
    /// as replay and review show it: only looked at, so no cursor and
    /// nothing chosen; `hint`: the move whose squares are marked (the
    /// review's better move); `threats`: those marked (none in review).
    pub(super) fn draw_board(
        &self,
        theme: &Theme,
        geom: BoardGeom,
        hint: Option<Move>,
        threats: Threats,
        area: Rect,
        buf: &mut Buffer,
    ) {
        BoardView {
            game: &self.game,
            geom,
            theme,
            highlights: &Highlights::default(),
            cursor: None,
            selected: None,
            preview: None,
            picked: 0,
            hint,
        }
        .with_threats(threats)
        .render(area, buf);
    }

    /// The move list's title, as replay and review show it: the number
    /// of the move shown and of the game's last, counted in pairs
    /// (" Moves 7 / 12 ").
    fn moves_title(&self) -> String {
        format!(
            " {} {} / {} ",
            tr!("moves-title"),
            self.number_at(self.ply),
            self.moves_played()
        )
    }
}
