//! The game screen: layout (shared by drawing and mouse clicks), the header
//! with the score and the rules in force, board, player panels, the move
//! list, the prompt that says what is possible and what to do, the status
//! line. Every line fits its width: long ones wrap or end in "…".

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use yote_engine::{Color, Rules};

use crate::tr;
use crate::tui::keys::KeyBar;
use crate::tui::look::theme::Theme;
use crate::tui::saves::{Keeper, SaveState};
use crate::tui::screens::game::input::{Highlights, Stage};
pub use crate::tui::screens::game::layout::{GameLayout, Hit, layout, min_size};
use crate::tui::screens::game::layout::{HISTORY, OVER, SIDE, WRAP, split};
use crate::tui::screens::game::lines::{self as game_lines, prompt_text, status_text};
use crate::tui::screens::game::play::{Play, points};
use crate::tui::widgets::board::BoardView;
use crate::tui::widgets::hands::HandPanel;
use crate::tui::widgets::moves::MoveList;
use crate::tui::widgets::wrap;
use crate::tui::words;
use ratatui::style::Modifier;

/// The layout of the game screen for `play` in `area`: the prompt and
/// status line take the rows their text wraps to.
pub fn play_layout(area: Rect, play: &Play) -> GameLayout {
    let over = play.game().is_over() && play.view.is_none();
    // One column is kept free either side: text never touches the edge.
    let width = usize::from(area.width.saturating_sub(2));
    let prompt_rows = if over {
        0
    } else {
        wrap(prompt_text(play).trim_start(), width, usize::from(WRAP)).len() as u16
    };
    let status = status_text(play, width);
    let status_rows = if status.is_empty() {
        1
    } else {
        wrap(status.trim_start(), width, usize::from(WRAP)).len() as u16
    };
    let over_rows = if over { over_height(play) } else { 0 };
    split(
        area,
        play.table.rules(),
        [1, prompt_rows, status_rows, over_rows],
    )
}

/// What is at screen position (`x`, `y`) on the game screen in `area`.
pub fn hit(area: Rect, play: &Play, x: u16, y: u16) -> Option<Hit> {
    let l = play_layout(area, play);
    if let Some(sq) = l.geom.square_at(x, y) {
        return Some(Hit::Square(sq));
    }
    let at = ratatui::layout::Position::new(x, y);
    if l.history.contains(at) {
        return move_list(play, &Theme::mono())
            .ply_at(l.history, x, y)
            .map(Hit::Move);
    }
    Color::ALL
        .into_iter()
        .find(|c| l.hands[c.index()].contains(at))
        .map(Hit::Hand)
}

/// The game's move list, the move looked back at marked.
fn move_list<'a>(play: &'a Play, theme: &'a Theme) -> MoveList<'a> {
    let title = match play.view {
        Some(_) => format!(" {} ", tr!("moves-looking-back")),
        None => format!(" {} ", tr!("moves-title")),
    };
    MoveList {
        game: play.game(),
        theme,
        shown: play.view,
        marks: &[],
        times: &[],
        title,
    }
}

/// Draws the game screen.
pub fn render(play: &Play, theme: &Theme, keys: &KeyBar, area: Rect, buf: &mut Buffer) {
    let l = play_layout(area, play);
    let past = play.view.map(|ply| play.game_at(ply));
    let game = past.as_ref().unwrap_or(play.game());
    let live = past.is_none();
    let over = play.game().is_over() && live;
    title(play, theme, l.title.width).render(l.title, buf);
    rules_line(play.table.rules(), theme, l.title.width).render(l.rules, buf);

    let highlights = if live {
        play.highlights()
    } else {
        Highlights::default()
    };
    let board_title = match play.view {
        Some(_) => format!(" {} ", tr!("board-looking-back")),
        None => format!(" {} ", tr!("board-title")),
    };
    Block::bordered().title(board_title).render(l.board, buf);
    if crate::tui::seats::clock::paused(&play.table) && live && !over {
        // Nobody thinks for free: the board is hidden while paused. Across
        // two computers no key plays on: the line does.
        let text = match play.table.remote {
            Some(_) => tr!("clock-paused-line"),
            None => tr!("clock-paused", key = play.key_names.pause.as_str()),
        };
        Paragraph::new(text)
            .centered()
            .wrap(ratatui::widgets::Wrap { trim: true })
            .render(Block::bordered().inner(l.board), buf);
    } else {
        BoardView {
            game,
            geom: l.geom,
            theme,
            highlights: &highlights,
            cursor: (live && !over).then_some(play.cursor),
            selected: if live { play.stage.piece_at() } else { None },
            preview: if live { play.stage.preview() } else { None },
            picked: if live { play.stage.picked_board() } else { 0 },
            hint: if live { play.hint } else { None },
        }
        .with_threats(game_lines::threats(play, game))
        .render(Block::bordered().inner(l.board), buf);
    }

    for side in Color::ALL {
        let enemy = side != game.to_move();
        HandPanel {
            side,
            name: play.table.name(side),
            game,
            theme,
            offer_hand: highlights.hand && enemy,
            taking: if live && enemy {
                play.stage.picked_hand()
            } else {
                0
            },
            computer: play.table.computer[side.index()],
            engine_name: play.engine_name.as_deref(),
            clock: play
                .now
                .and_then(|now| crate::tui::seats::clock::face(&play.table, side, now)),
        }
        .render(l.hands[side.index()], buf);
    }
    if over {
        over_panel(play, theme).render(l.over, buf);
    }
    // On a short terminal the game-over panel takes the move list's rows.
    if l.history.height >= HISTORY {
        move_list(play, theme).render(l.history, buf);
    }
    let width = usize::from(area.width.saturating_sub(2));
    if !over {
        let style = if play.view.is_some()
            || matches!(play.stage, Stage::Remove { .. } | Stage::Chain { .. })
            || highlights.must_capture != 0
            || highlights.repeats != 0
        {
            theme.prompt()
        } else {
            theme.side_text(play.game().to_move())
        };
        rows(&prompt_text(play), width, style).render(l.prompt, buf);
    }
    let status_style = if play.status.error {
        theme.error()
    } else {
        Style::new()
    };
    rows(&status_text(play, width), width, status_style).render(l.status, buf);
    crate::tui::widgets::key_bar_line(keys, theme, l.keys.width).render(l.keys, buf);
}

/// `text` wrapped to the rows of its area (at most [`WRAP`]), each row one
/// column in from the left.
fn rows(text: &str, width: usize, style: Style) -> Paragraph<'static> {
    let lines: Vec<Line> = wrap(text.trim_start(), width, usize::from(WRAP))
        .into_iter()
        .map(|r| Line::styled(format!(" {r}"), style))
        .collect();
    Paragraph::new(lines)
}

/// The header: the players with the score once a game between them has
/// ended, and the move number (counted as the move list counts).
fn title(play: &Play, theme: &Theme, width: u16) -> Line<'static> {
    let m = &play.table;
    let [white, black] = [m.name(Color::White), m.name(Color::Black)];
    let score = m.score();
    let mut players: Vec<Span<'static>> = theme.players(white, black).into();
    if score.games > 0 {
        players[1] = Span::raw(format!(
            " {} – {} ",
            points(score.halves(white)),
            points(score.halves(black))
        ));
    }
    let game = play.game();
    let number = if game.is_over() {
        let number = game.moves_played();
        format!("  ·  {}", tr!("title-over", number = number))
    } else {
        let number = game.next_move_number().number;
        format!("  ·  {}", tr!("title-move", number = number))
    };
    let mut spans = Vec::new();
    let used: usize = players.iter().map(ratatui::prelude::Span::width).sum();
    let head = " Yoté  ";
    let room = usize::from(width.saturating_sub(1));
    if used + head.chars().count() + number.chars().count() <= room {
        spans.push(Span::styled(head, theme.title()));
    } else {
        spans.push(Span::raw(" "));
    }
    spans.extend(players);
    let used: usize = spans.iter().map(ratatui::prelude::Span::width).sum();
    if used + number.chars().count() <= room {
        spans.push(Span::styled(number, theme.dim()));
    }
    Line::from(spans)
}

/// The rules line under the header.
fn rules_line(rules: &Rules, theme: &Theme, width: u16) -> Line<'static> {
    let words = words::rule_words(rules);
    let room = usize::from(width.saturating_sub(1));
    let more = format!("  ·  {}", tr!("rules-more"));
    let mut text = format!(" {} ", tr!("rules-heading"));
    for (i, word) in words.iter().enumerate() {
        let sep = if i == 0 { "" } else { " · " };
        let rest_fits = i + 1 == words.len();
        let need = text.chars().count() + sep.len() + word.chars().count();
        let tail = if rest_fits { 0 } else { more.chars().count() };
        if need + tail > room {
            text.push_str(&more);
            return Line::styled(text, theme.dim());
        }
        text.push_str(sep);
        text.push_str(word);
    }
    Line::styled(text, theme.dim())
}

/// The game-over panel's lines: why, then every key.
fn over_lines(play: &Play, theme: &Theme) -> Vec<Line<'static>> {
    let (_, why) = play.result_parts().unwrap_or_default();
    let inner = usize::from(SIDE - 3);
    let mut lines: Vec<Line> = wrap(&format!("{why}."), inner, 2)
        .into_iter()
        .map(Line::raw)
        .collect();
    // The keys as bound, as many to a row as fit.
    let mut row: Vec<Span<'static>> = Vec::new();
    let mut used = 0;
    for (key, what) in &play.key_names.over {
        let width = key.chars().count() + 1 + what.chars().count();
        if !row.is_empty() && used + 2 + width > inner {
            lines.push(Line::from(std::mem::take(&mut row)));
            used = 0;
        }
        if !row.is_empty() {
            row.push(Span::raw("  "));
            used += 2;
        }
        row.push(Span::styled(key.clone(), theme.key()));
        row.push(Span::raw(format!(" {what}")));
        used += width;
    }
    if !row.is_empty() {
        lines.push(Line::from(row));
    }
    lines
}

fn over_height(play: &Play) -> u16 {
    (over_lines(play, &Theme::mono()).len() as u16 + 2).min(OVER)
}

fn over_panel(play: &Play, theme: &Theme) -> Paragraph<'static> {
    Paragraph::new(over_lines(play, theme)).block(
        Block::bordered()
            .title(Line::styled(
                over_title(play, usize::from(SIDE - 2)),
                theme.prompt(),
            ))
            .border_style(theme.prompt()),
    )
}

/// The game-over panel's title in `room` columns: a name too long for it
/// is shortened with "…" (the words saying who won stay whole), and only
/// if even that cannot fit is the title's end cut.
fn over_title(play: &Play, room: usize) -> String {
    let Some(outcome) = play.table.game.outcome() else {
        return String::new();
    };
    let title = |names: &[String; 2]| {
        let (who, _) = words::result(&outcome, names);
        format!(" {} ", tr!("over-title", who = who))
    };
    let width = |text: &str| Span::raw(text).width();
    let names = &play.table.names;
    let longest = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    for keep in (1..=longest).rev() {
        let short = names.clone().map(|n| words::shorten(&n, keep));
        let text = title(&short);
        if width(&text) <= room {
            return text;
        }
    }
    let text = title(names);
    let mut cut = String::new();
    for c in text.chars() {
        if width(&cut) + width(&c.to_string()) + 2 > room {
            break;
        }
        cut.push(c);
    }
    format!("{}… ", cut.trim_end())
}

/// Draws where saving stands on the top border of the board panel (`board`),
/// at its right end, while the game is not saved: it stays until a write
/// succeeds.
pub fn render_save_state(keeper: &Keeper, theme: &Theme, board: Rect, buf: &mut Buffer) {
    let label = match keeper.state {
        SaveState::Saved => return,
        SaveState::Off(_) => tr!("saves-state-off"),
        SaveState::Failing(_) => tr!("saves-state-failing"),
    };
    let label = format!(" {label} ");
    let width = Line::raw(label.as_str()).width() as u16;
    // Keep the corner and the panel's title (" Board ") clear.
    if board.width < width + 12 || board.height == 0 {
        return;
    }
    let rect = Rect::new(board.right() - width - 2, board.y, width, 1);
    Line::styled(label, theme.error().add_modifier(Modifier::REVERSED)).render(rect, buf);
}
