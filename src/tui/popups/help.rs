//! Pop-ups over the screens: the help with every key, the active rules in
//! words, confirmations and the draw offer.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

use yote_engine::{Color, NoLegalMove, Rules};

use crate::prefs::keys::{Action, Bindings, Context};

use crate::i18n::tr;
use crate::tr;
use crate::tui::keys::{self, AUTOSAVE_NOTE};
use crate::tui::look::theme::Theme;
use crate::tui::msg::{Confirm, KeyPlace, Overlay};
use crate::tui::widgets::{key_mark, keyed, popup_scrolled};

/// What a pop-up needs to know of the app.
#[derive(Clone, Debug)]
pub struct View<'a> {
    pub overlay: Overlay,
    /// Where the player is under the pop-up (the help shows its keys).
    pub under: KeyPlace,
    /// The rules in force.
    pub rules: &'a Rules,
    /// The players' names, White's first.
    pub names: &'a [String; 2],
    /// The player to move, who resigns when asked.
    pub to_move: Option<Color>,
    /// The warning that quitting loses the game (it is not autosaved).
    pub unsaved: Option<String>,
    pub theme: &'a Theme,
    /// How far the pop-up is scrolled.
    pub scroll: u16,
    /// The keys bound.
    pub keys: &'a Bindings,
}

/// Draws the pop-up `view` describes.
pub fn render(view: &View, area: Rect, buf: &mut Buffer) {
    let t = view.theme;
    let (title, lines, width) = match view.overlay {
        Overlay::Help => (tr!("popup-help"), help_lines(view.under, view.keys, t), 86),
        Overlay::Rules => (tr!("popup-rules"), rules_lines(view.rules, t), 80),
        Overlay::Confirm(what) => (tr!("popup-confirm"), confirm_lines(view, what, t), 50),
        Overlay::DrawOffer(by) => {
            let names = view.names;
            let (yes, no) = yes_no(view.keys);
            let lines = vec![
                Line::raw(tr!("draw-offered", name = names[by.index()].as_str())),
                Line::raw(""),
                keyed(
                    &tr!(
                        "draw-answer",
                        name = names[by.other().index()].as_str(),
                        yes = key_mark(&yes),
                        no = key_mark(&no)
                    ),
                    t,
                    Style::new(),
                ),
            ];
            (tr!("popup-draw-offer"), lines, 50)
        }
    };
    let title = format!(" {title} ");
    // The key bar below stays in view: it says how to close the pop-up.
    let above = Rect {
        height: area.height.saturating_sub(1),
        ..area
    };
    popup_scrolled(t, &title, lines, width, view.scroll, above, buf);
}

/// The help: a section for each context met from `under`, one line per
/// group of keys, all from the key map with the keys actually bound.
fn help_lines(under: KeyPlace, bindings: &Bindings, t: &Theme) -> Vec<Line<'static>> {
    let sections: Vec<(Context, Vec<keys::Group>)> = keys::help_contexts(under)
        .iter()
        .map(|&c| (c, keys::groups(bindings, c)))
        .collect();
    // The keys' column is as wide as its widest entry needs (within reason).
    let column = sections
        .iter()
        .flat_map(|(_, groups)| groups.iter().map(|g| g.keys.chars().count() + 2))
        .max()
        .unwrap_or(0)
        .clamp(10, 18);
    let mut lines = Vec::new();
    for (context, groups) in sections {
        lines.push(Line::styled(context.title(), t.title()));
        for group in groups {
            lines.push(Line::from(vec![
                Span::styled(format!("  {:<column$}", group.keys), t.key()),
                // A long entry pushes its words along, one space apart.
                Span::raw(if group.keys.chars().count() + 2 > column {
                    format!(" {}", group.what)
                } else {
                    group.what.clone()
                }),
            ]));
        }
        if matches!(context, Context::Game | Context::Over) {
            for marks in [
                tr!("help-marks-1"),
                format!("  {}", tr!("help-marks-2")),
                format!("  {}", tr!("help-marks-3")),
            ] {
                lines.push(Line::styled(marks, t.dim()));
            }
        }
    }
    lines.push(Line::styled(tr(AUTOSAVE_NOTE), t.dim()));
    lines
}

fn confirm_lines(view: &View, what: Confirm, t: &Theme) -> Vec<Line<'static>> {
    let question = match what {
        Confirm::Resign => {
            let name = view
                .to_move
                .map(|s| view.names[s.index()].clone())
                .unwrap_or_default();
            tr!("confirm-resign", name = name)
        }
        Confirm::Restart => tr!("confirm-restart"),
        Confirm::Quit => tr!("confirm-quit"),
        Confirm::Discard => tr!("confirm-discard"),
        Confirm::Undo => tr!("confirm-undo"),
        Confirm::PeerUndo { by, number } => tr!(
            "confirm-peer-undo",
            name = view.names[by.index()].clone(),
            number = number
        ),
    };
    let (yes, no) = yes_no(view.keys);
    let mut lines = vec![Line::raw(question)];
    if let (Confirm::Quit, Some(warning)) = (what, view.unsaved.clone()) {
        let save = first_key(view.keys, Context::Game, Action::Save);
        lines.push(Line::styled(warning, t.error()));
        lines.push(keyed(
            &tr!(
                "confirm-save-elsewhere",
                no = key_mark(&no),
                save = key_mark(&save)
            ),
            t,
            Style::new(),
        ));
    }
    lines.extend([
        Line::raw(""),
        Line::from(vec![
            Span::styled(yes, t.key()),
            Span::raw(format!(" {}   ", tr!("key-bar-yes"))),
            Span::styled(no, t.key()),
            Span::raw(format!(" {}", tr!("key-bar-no"))),
        ]),
    ]);
    lines
}

/// The first key bound to `action` in `context`, as shown.
fn first_key(keys: &Bindings, context: Context, action: Action) -> String {
    keys.keys(context, action)
        .first()
        .map(|k| k.label(false))
        .unwrap_or_default()
}

/// The keys that answer a question yes and no.
fn yes_no(keys: &Bindings) -> (String, String) {
    (
        first_key(keys, Context::Dialog, Action::Yes),
        first_key(keys, Context::Dialog, Action::No),
    )
}

/// The active rules in plain words, one fact a line.
pub fn rules_lines(rules: &Rules, t: &Theme) -> Vec<Line<'static>> {
    let on = |b: bool| if b { tr!("value-on") } else { tr!("value-off") };
    let mut lines = vec![
        Line::raw(tr!(
            "rules-board",
            rows = rules.rows,
            columns = rules.columns,
            pieces = rules.pieces_per_player
        )),
        Line::raw(tr!("rules-first", side = rules.first_player.name())),
        Line::raw(tr!("rules-turn")),
        Line::raw(tr!("rules-directions")),
        Line::raw(""),
        Line::from(vec![
            Span::styled(format!("{} ", tr!("rules-second-piece")), t.title()),
            Span::raw(crate::words::second_piece(rules.second_piece)),
        ]),
        Line::raw(format!("  {}", tr!("rules-second-piece-always"))),
        Line::raw(format!(
            "  {}",
            crate::words::second_piece_explain(rules.second_piece)
        )),
        Line::raw(""),
        Line::raw(tr!(
            "rules-jumps",
            multi = on(rules.multi_jump),
            mandatory = on(rules.mandatory_capture)
        )),
        Line::raw(tr!(
            "rules-bonus",
            bonus = on(rules.bonus_move_after_capture),
            own = on(rules.jump_own_pieces)
        )),
        Line::raw(tr!(
            "rules-win",
            count = rules.win_when_opponent_has_at_most
        )),
    ];
    if rules.draw_when_both_have_at_most > 0 {
        let n = rules.draw_when_both_have_at_most;
        lines.push(Line::raw(tr!("rules-draw", count = n)));
    }
    lines.push(Line::raw(match rules.no_legal_move {
        NoLegalMove::Loses => tr!("rules-no-move-loses"),
        NoLegalMove::MostPiecesWins => tr!("rules-no-move-count"),
    }));
    lines.push(Line::raw(match rules.repetition_draw {
        0 => tr!("rules-no-repetition"),
        n => tr!("rules-repetition", count = n),
    }));
    lines.push(Line::raw(""));
    lines.push(Line::styled(tr!("rules-close"), t.dim()));
    lines
}
