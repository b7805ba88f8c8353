//! Where everything goes on the game screen (and the replay's, laid out
//! alike): the header, the board, the player panels, the game-over panel,
//! the move list, the prompt, the status line and the key bar; and the
//! smallest terminal that holds them.

use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Block;
use yote_engine::{Color, Rules, Square};

use crate::tui::widgets::board::BoardGeom;

/// Width of the side panel (players, history).
pub(super) const SIDE: u16 = 34;
/// Height of a player's panel.
const HAND: u16 = 4;
/// The most rows the game-over panel takes.
pub(super) const OVER: u16 = 7;
/// The most rows the prompt and the status line each wrap to.
pub(super) const WRAP: u16 = 2;
/// Rows of the move list at the least (borders and one move).
pub(super) const HISTORY: u16 = 3;

/// Where everything goes on the game screen.
#[derive(Clone, Copy, Debug)]
pub struct GameLayout {
    pub title: Rect,
    pub rules: Rect,
    pub board: Rect,
    pub hands: [Rect; 2],
    pub over: Rect,
    pub history: Rect,
    pub prompt: Rect,
    pub status: Rect,
    pub keys: Rect,
    pub geom: BoardGeom,
}

/// The smallest terminal the game screen fits: (width, height). It holds
/// the board, both panels, the game-over panel and the move list, with the
/// prompt and status line wrapped to two rows each.
pub fn min_size(rules: &Rules) -> (u16, u16) {
    let (w, h) = BoardGeom::min_needed(rules.rows, rules.columns);
    let board = h + 2;
    // Playing: header (2), prompt, status, keys; no game-over panel.
    let playing = 2 + 2 * WRAP + 1 + board.max(2 * HAND + HISTORY);
    // Over: header, status, keys, and the game-over panel instead of a
    // prompt; on a short terminal the panel takes the move list's rows.
    let over = 2 + WRAP + 1 + board.max(2 * HAND + OVER);
    (w + 2 + SIDE, playing.max(over))
}

/// The layout with one row each for prompt and status and no rules line
/// (the replay screen), and a game-over panel of the most rows when `over`.
pub fn layout(area: Rect, rules: &Rules, over: bool) -> GameLayout {
    split(area, rules, [0, 1, 1, if over { OVER } else { 0 }])
}

/// The layout with `[rules line, prompt, status, game-over panel]` rows.
pub(super) fn split(
    area: Rect,
    rules: &Rules,
    [rules_rows, prompt_rows, status_rows, over_rows]: [u16; 4],
) -> GameLayout {
    let [title, rules_row, body, prompt, status, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(rules_rows),
        Constraint::Min(0),
        Constraint::Length(prompt_rows),
        Constraint::Length(status_rows),
        Constraint::Length(1),
    ])
    .areas(area);
    let [board, side] =
        Layout::horizontal([Constraint::Min(0), Constraint::Length(SIDE)]).areas(body);
    let [white, black, over_area, history] = Layout::vertical([
        Constraint::Length(HAND),
        Constraint::Length(HAND),
        Constraint::Length(over_rows),
        Constraint::Min(0),
    ])
    .areas(side);
    let inner = Block::bordered().inner(board);
    GameLayout {
        title,
        rules: rules_row,
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
    /// A move in the move list, by its ply (0-based).
    Move(usize),
}
