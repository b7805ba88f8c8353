//! The game screen: layout (shared by drawing and mouse clicks), board,
//! player panels, history, the prompt that says what to do, the status line.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use crate::engine::{Color, Rules, Square, squares};

use super::input::{Highlights, Stage};
use super::play::Play;
use super::theme::Theme;
use super::widgets::board::{BoardGeom, BoardView};
use super::widgets::hands::HandPanel;
use super::widgets::history::HistoryView;
use super::widgets::key_bar;

/// Width of the side panel (players, history).
const SIDE: u16 = 34;
/// Height of a player's panel.
const HAND: u16 = 5;
/// Height of the game-over panel.
const OVER: u16 = 6;
/// Lines above and below the board and side panel: title, prompt, status, keys.
const FRAME: u16 = 4;

/// Where everything goes on the game screen.
#[derive(Clone, Copy, Debug)]
pub struct GameLayout {
    pub title: Rect,
    pub board: Rect,
    pub hands: [Rect; 2],
    pub over: Rect,
    pub history: Rect,
    pub prompt: Rect,
    pub status: Rect,
    pub keys: Rect,
    pub geom: BoardGeom,
}

/// The smallest terminal the game screen fits: (width, height).
pub fn min_size(rules: &Rules) -> (u16, u16) {
    let (w, h) = BoardGeom::min_needed(rules.rows, rules.columns);
    let side_h = 2 * HAND + OVER + 3;
    (w + 2 + SIDE, FRAME + (h + 2).max(side_h))
}

/// The layout of the game screen in `area`.
pub fn layout(area: Rect, rules: &Rules, over: bool) -> GameLayout {
    let [title, body, prompt, status, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(0),
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    let [board, side] =
        Layout::horizontal([Constraint::Min(0), Constraint::Length(SIDE)]).areas(body);
    let [white, black, over_area, history] = Layout::vertical([
        Constraint::Length(HAND),
        Constraint::Length(HAND),
        Constraint::Length(if over { OVER } else { 0 }),
        Constraint::Min(0),
    ])
    .areas(side);
    let inner = Block::bordered().inner(board);
    GameLayout {
        title,
        board,
        hands: [white, black],
        over: over_area,
        history,
        prompt,
        status,
        keys,
        geom: BoardGeom::fit(inner, rules.rows, rules.columns),
    }
}

/// What a mouse click landed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hit {
    Square(Square),
    Hand(Color),
}

/// What is at screen position (`x`, `y`) on the game screen in `area`.
pub fn hit(area: Rect, play: &Play, x: u16, y: u16) -> Option<Hit> {
    let l = layout(area, play.m.rules(), play.game().is_over());
    if let Some(sq) = l.geom.square_at(x, y) {
        return Some(Hit::Square(sq));
    }
    let at = ratatui::layout::Position::new(x, y);
    Color::ALL
        .into_iter()
        .find(|c| l.hands[c.index()].contains(at))
        .map(Hit::Hand)
}

/// Draws the game screen.
pub fn render(
    play: &Play,
    theme: &Theme,
    keys: &[(&'static str, &'static str)],
    area: Rect,
    buf: &mut Buffer,
) {
    let game = play.game();
    let over = game.is_over();
    let l = layout(area, play.m.rules(), over);
    title(play, theme).render(l.title, buf);

    let highlights = play.highlights();
    Block::bordered().title(" Board ").render(l.board, buf);
    BoardView {
        game,
        geom: l.geom,
        theme,
        highlights: &highlights,
        cursor: (!over).then_some(play.cursor),
        selected: play.stage.piece_at(),
        preview: play.stage.preview(),
        picked: play.stage.picked_board(),
    }
    .render(Block::bordered().inner(l.board), buf);

    for side in Color::ALL {
        HandPanel {
            side,
            name: &play.m.label(side),
            game,
            theme,
            offer_hand: highlights.hand && side != game.to_move(),
        }
        .render(l.hands[side.index()], buf);
    }
    if over {
        over_panel(play, theme).render(l.over, buf);
    }
    HistoryView { game, theme }.render(l.history, buf);
    prompt(play, &highlights, theme).render(l.prompt, buf);
    let status_style = if play.status.error {
        theme.error()
    } else {
        ratatui::style::Style::new()
    };
    Line::styled(format!(" {}", play.status.text), status_style).render(l.status, buf);
    key_bar(theme, keys).render(l.keys, buf);
}

fn title(play: &Play, theme: &Theme) -> Line<'static> {
    let rules = play.m.rules();
    let hand = match rules.second_piece {
        crate::engine::SecondPiece::Board => "Second piece from the hand: Off",
        crate::engine::SecondPiece::BoardOrHand => "Second piece from the hand: On",
        crate::engine::SecondPiece::HandIfBoardEmpty => "Boxed edition",
    };
    let mut spans = vec![Span::styled(" Yoté  ", theme.title())];
    spans.extend(theme.players(play.m.name(Color::White), play.m.name(Color::Black)));
    spans.push(Span::styled(
        format!("  ·  {hand}  ·  move {}", play.game().ply() + 1),
        theme.dim(),
    ));
    Line::from(spans)
}

fn over_panel(play: &Play, theme: &Theme) -> Paragraph<'static> {
    let (who, why) = play.result_parts().unwrap_or_default();
    let lines = vec![
        Line::styled(who, theme.prompt()),
        Line::raw(format!("({why})")),
        Line::from(vec![
            Span::styled("m", theme.key()),
            Span::raw(" rematch  "),
            Span::styled("v", theme.key()),
            Span::raw(" replay  "),
            Span::styled("S", theme.key()),
            Span::raw(" save  "),
            Span::styled("s", theme.key()),
            Span::raw(" setup  "),
            Span::styled("q", theme.key()),
            Span::raw(" quit"),
        ]),
    ];
    Paragraph::new(lines).wrap(Wrap { trim: true }).block(
        Block::bordered()
            .title(Line::styled(" Game over ", theme.prompt()))
            .border_style(theme.prompt()),
    )
}

/// The line that says whose turn it is and what to do next.
fn prompt(play: &Play, h: &Highlights, theme: &Theme) -> Line<'static> {
    let game = play.game();
    if let Some(result) = play.result_text() {
        return Line::styled(format!(" Game over. {result}"), theme.prompt());
    }
    let side = game.to_move();
    // The mover again after a capture: a bonus move (bonus_move_after_capture).
    let bonus = game.last_move().is_some_and(|m| m.is_capture())
        && game.mover_of(game.ply().wrapping_sub(1)) == Some(side);
    let who = Span::styled(
        format!(
            " {} {}{}",
            theme.glyph(side),
            play.m.label(side),
            if bonus { ", bonus move" } else { "" }
        ),
        theme.side_text(side),
    );
    let enemy = play.m.name(side.other()).to_string();
    let what = match &play.stage {
        Stage::Idle => {
            let hand = game.position().hand(side) > 0;
            if hand {
                ": drop a piece on an empty square, or select one of your pieces.".to_string()
            } else {
                ": select one of your pieces.".to_string()
            }
        }
        Stage::Selected { from } => {
            format!(": move the piece on {from} to a highlighted square (+). Esc cancels.")
        }
        Stage::Chain { .. } => {
            let stop = if h.can_stop {
                ", or press s to stop"
            } else {
                " (the chain must go on)"
            };
            format!(": jump again to a highlighted square{stop}.")
        }
        Stage::Remove { .. } => {
            let names: Vec<String> = squares(h.removable).map(|s| s.to_string()).collect();
            let mut choices = Vec::new();
            if !names.is_empty() {
                choices.push(format!("a marked piece ({})", names.join(" ")));
            }
            if h.hand {
                choices.push(format!("H for {enemy}'s hand"));
            }
            format!(": a second piece must be chosen: {}.", choices.join(" or "))
        }
    };
    let style = if matches!(play.stage, Stage::Remove { .. } | Stage::Chain { .. }) {
        theme.prompt()
    } else {
        ratatui::style::Style::new()
    };
    Line::from(vec![who, Span::styled(what, style)])
}
