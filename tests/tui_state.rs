//! The terminal game's state machine: key (and mouse) events in, game state
//! out. Every move is made through the keys a player would press.

use crate::support;

use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;
use support::tui::{choose, ctrl, game, press, rules, show_optional_rules, sq, tokens, type_text};
use yote::tui::App;
use yote::tui::Theme;
use yote::tui::app::{Overlay, ScreenKind};
use yote::tui::screens::game::view as game_screen;
use yote_engine::{Color, GameResult, Reason, Rules, SecondPiece};

#[test]
fn setup_toggle_names_and_start() {
    let mut app = App::new(Rules::default(), Theme::mono());
    assert_eq!(app.screen(), ScreenKind::Setup);
    // The headline toggle has the focus first: → turns the hand option on.
    press(&mut app, KeyCode::Right);
    assert_eq!(app.setup().rules.second_piece, SecondPiece::BoardOrHand);
    press(&mut app, KeyCode::Right);
    assert_eq!(
        app.setup().rules.second_piece,
        SecondPiece::HandIfBoardEmpty
    );
    press(&mut app, KeyCode::Left);
    // The optional rules are folded under one line; Enter there shows
    // them, and the first is multi-jump.
    show_optional_rules(&mut app);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Char(' '));
    assert!(app.setup().rules.multi_jump);
    // Up past the fold line and the headline wraps to the start button,
    // then the coach, the clock, then Black's name.
    for _ in 0..6 {
        press(&mut app, KeyCode::Up);
    }
    press(&mut app, KeyCode::Enter);
    assert!(app.setup().editing());
    for _ in 0..5 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "Bo q");
    press(&mut app, KeyCode::Enter);
    assert!(!app.setup().editing());
    assert_eq!(app.setup().names, ["White".to_string(), "Bo q".to_string()]);
    press(&mut app, KeyCode::Char('s'));
    assert_eq!(app.screen(), ScreenKind::Game);
    let m = app.current_match().expect("started");
    assert_eq!(m.rules().second_piece, SecondPiece::BoardOrHand);
    assert!(m.rules().multi_jump);
    assert_eq!(m.name(Color::Black), "Bo q");
}

#[test]
fn setup_presets_and_invalid_rules_refuse_to_start() {
    let mut app = App::new(rules(&["multi_jump=true"]), Theme::mono());
    press(&mut app, KeyCode::Char('2'));
    assert_eq!(app.setup().rules.second_piece, SecondPiece::BoardOrHand);
    assert!(
        !app.setup().rules.multi_jump,
        "a preset starts from the standard rules"
    );
    press(&mut app, KeyCode::Char('1'));
    assert_eq!(app.setup().rules, Rules::default());
    // Rows down to 2 leaves no room for 12 pieces: start is refused.
    show_optional_rules(&mut app);
    for _ in 0..9 {
        press(&mut app, KeyCode::Down);
    }
    for _ in 0..3 {
        press(&mut app, KeyCode::Left);
    }
    assert_eq!(app.setup().rules.rows, 2);
    press(&mut app, KeyCode::Char('s'));
    assert_eq!(app.screen(), ScreenKind::Setup);
    let (message, error) = app.setup().message.clone().expect("a message");
    // Named by its line on the screen, never by its rules-file key.
    assert!(
        error && message.contains("Pieces per player: at most 6 on a 2×6 board, not 12"),
        "{message}"
    );
    assert!(!message.contains("pieces_per_player"), "{message}");
    assert_eq!(
        app.setup().fault,
        Some(yote::tui::screens::setup::Field::Option(10)),
        "the line Pieces per player is marked"
    );
    let shown = {
        let mut t = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 40)).unwrap();
        t.draw(|f| f.render_widget(&app, f.area())).unwrap();
        t.backend().to_string()
    };
    assert!(shown.contains(" ! Pieces per player"), "{shown}");
}

#[test]
fn a_drop() {
    let mut app = App::new(Rules::default(), Theme::mono());
    press(&mut app, KeyCode::Char('s'));
    choose(&mut app, "b2");
    assert_eq!(tokens(&app), ["@b2"]);
    let game = app.game().expect("game");
    assert_eq!(game.to_move(), Color::Black);
    assert_eq!(game.position().hand(Color::White), 11);
    assert_eq!(game.position().piece_at(sq("b2")), Some(Color::White));
}

#[test]
fn a_step() {
    let mut app = game(&[], &["@c3", "@a1"]);
    choose(&mut app, "c3");
    choose(&mut app, "c4");
    assert_eq!(tokens(&app), ["@c3", "@a1", "c3-c4"]);
    let pos = app.game().expect("game").position();
    assert_eq!(pos.piece_at(sq("c3")), None);
    assert_eq!(pos.piece_at(sq("c4")), Some(Color::White));
}

/// White c3 can jump the black piece on c4; Black also has e5 and f5.
const BEFORE_CAPTURE: [&str; 6] = ["@c3", "@c4", "@a1", "@f5", "@a2", "@e5"];

#[test]
fn a_capture_with_a_board_removal() {
    let mut app = game(&[], &BEFORE_CAPTURE);
    choose(&mut app, "c3");
    choose(&mut app, "c5");
    // Two enemy pieces to choose from: nothing is played yet.
    assert_eq!(tokens(&app).len(), 6);
    let play = app.play().expect("game");
    let h = play.highlights();
    assert_eq!(h.removable, sq("e5").bit() | sq("f5").bit());
    assert!(!h.hand, "the standard rule never takes from the hand");
    // H is refused with the engine's reason, in the game's words.
    press(&mut app, KeyCode::Char('H'));
    assert!(
        app.status().contains("comes from the board, not the hand")
            && !app.status().contains("second_piece"),
        "{}",
        app.status()
    );
    choose(&mut app, "f5");
    assert_eq!(tokens(&app).last().map(String::as_str), Some("c3xc5/f5"));
    let game = app.game().expect("game");
    assert_eq!(game.lost(Color::Black), 2);
    assert_eq!(game.position().piece_at(sq("c4")), None);
    assert_eq!(game.position().piece_at(sq("e5")), Some(Color::Black));
    assert!(app.status().contains("removed f5"), "{}", app.status());
}

#[test]
fn a_capture_with_a_hand_removal() {
    let mut app = game(&["second_piece=board-or-hand"], &BEFORE_CAPTURE);
    choose(&mut app, "c3");
    choose(&mut app, "c5");
    let play = app.play().expect("game");
    assert!(play.highlights().hand);
    press(&mut app, KeyCode::Char('H'));
    assert_eq!(tokens(&app).last().map(String::as_str), Some("c3xc5/h"));
    let game = app.game().expect("game");
    // Black dropped 3, lost one from the hand: 8 left there, 2 on the board.
    assert_eq!(game.position().hand(Color::Black), 8);
    assert_eq!(game.position().pieces(Color::Black).count_ones(), 2);
    assert!(
        app.status().contains("1 piece from Bo's hand"),
        "{}",
        app.status()
    );
}

#[test]
fn a_hand_removal_by_clicking_the_hand_panel() {
    let mut app = game(&["second_piece=board-or-hand"], &BEFORE_CAPTURE);
    app.size = (100, 32);
    let area = Rect::new(0, 0, 100, 32);
    let layout = |app: &App| game_screen::play_layout(area, app.play().expect("game"));
    let click = |app: &mut App, x: u16, y: u16| {
        app.handle_mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: x,
            row: y,
            modifiers: KeyModifiers::NONE,
        });
    };
    for name in ["c3", "c5"] {
        let cell = layout(&app).geom.cell(sq(name));
        click(&mut app, cell.x + 1, cell.y);
    }
    assert_eq!(tokens(&app).len(), 6, "waiting for the second piece");
    let hand = layout(&app).hands[Color::Black.index()];
    click(&mut app, hand.x + 3, hand.y + 2);
    assert_eq!(tokens(&app).last().map(String::as_str), Some("c3xc5/h"));
}

#[test]
fn a_capture_without_choice_is_applied_at_once() {
    // Black's only other piece is f5: it goes without asking.
    let mut app = game(&[], &["@c3", "@c4", "@a1", "@f5"]);
    choose(&mut app, "c3");
    choose(&mut app, "c5");
    assert_eq!(tokens(&app).last().map(String::as_str), Some("c3xc5/f5"));
    assert!(app.status().contains("removed f5"), "{}", app.status());
}

#[test]
fn an_illegal_move_is_refused_with_the_engines_reason() {
    let mut app = game(&[], &["@c3", "@c4"]);
    let before = tokens(&app);
    // An enemy piece is not White's to move.
    choose(&mut app, "c4");
    let game = app.game().expect("game");
    let engine = game.parse_move("c4-c4").unwrap_err();
    let names = ["Ada".to_string(), "Bo".to_string()];
    assert_eq!(
        app.status(),
        format!("Refused: {}", yote::tui::words::move_error(&engine, &names))
    );
    assert!(app.status().contains("no piece of Ada's on c4"));
    // Three squares away is neither a step nor a jump.
    choose(&mut app, "c3");
    choose(&mut app, "f3");
    assert!(
        app.status()
            .contains("c3 to f3: a piece steps one square or jumps two"),
        "{}",
        app.status()
    );
    // Still selected after a refusal. Two squares over an empty one:
    // nothing to capture there.
    choose(&mut app, "a3");
    assert!(
        app.status().contains("b3 holds no enemy piece"),
        "{}",
        app.status()
    );
    assert_eq!(tokens(&app), before, "nothing changed");
    // Esc cancels the selection: Enter on an empty square drops again.
    press(&mut app, KeyCode::Esc);
    choose(&mut app, "f3");
    assert_eq!(tokens(&app).last().map(String::as_str), Some("@f3"));
}

#[test]
fn undo_and_redo_whole_moves() {
    let mut app = game(&[], &["@c3", "@c4", "@a1"]);
    press(&mut app, KeyCode::Char('u'));
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(tokens(&app), ["@c3"]);
    press(&mut app, KeyCode::Char('r'));
    assert_eq!(tokens(&app), ["@c3", "@c4"]);
    // A new move drops the rest of the redo line.
    choose(&mut app, "f1");
    press(&mut app, KeyCode::Char('r'));
    assert_eq!(tokens(&app), ["@c3", "@c4", "@f1"]);
    assert!(app.status().starts_with("Refused"), "{}", app.status());
    for _ in 0..5 {
        press(&mut app, KeyCode::Char('u'));
    }
    assert!(tokens(&app).is_empty());
}

#[test]
fn a_game_played_to_its_end_then_a_rematch() {
    // Two pieces each: one capture leaves Black with a single piece.
    let mut app = App::new(rules(&["pieces_per_player=2"]), Theme::mono());
    press(&mut app, KeyCode::Char('s'));
    choose(&mut app, "c3");
    choose(&mut app, "c4");
    choose(&mut app, "c3");
    choose(&mut app, "c5");
    let game = app.game().expect("game");
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.result, GameResult::Win(Color::White));
    assert!(matches!(
        outcome.reason,
        Reason::OutOfPieces {
            loser: Color::Black,
            left: 1
        }
    ));
    assert!(app.game_over());
    // Moves are refused now; m starts the rematch with the names swapped.
    choose_over(&mut app);
    press(&mut app, KeyCode::Char('m'));
    let m = app.current_match().expect("rematch");
    assert_eq!(m.game.ply(), 0);
    assert_eq!(m.names, ["Black".to_string(), "White".to_string()]);
    assert_eq!(m.rules().pieces_per_player, 2);
}

fn choose_over(app: &mut App) {
    press(app, KeyCode::Enter);
    assert_eq!(app.game().expect("game").ply(), 3);
}

#[test]
fn draw_offer_resign_and_quit() {
    let mut app = game(&[], &["@c3"]);
    press(&mut app, KeyCode::Char('d'));
    assert_eq!(app.overlay(), Some(Overlay::DrawOffer(Color::Black)));
    press(&mut app, KeyCode::Char('n'));
    assert!(app.status().contains("Ada declined"), "{}", app.status());
    assert!(!app.game_over());
    press(&mut app, KeyCode::Char('d'));
    press(&mut app, KeyCode::Char('y'));
    let outcome = app.game().expect("game").outcome().expect("drawn");
    assert_eq!(
        (outcome.result, outcome.reason),
        (GameResult::Draw, Reason::Agreed)
    );
    // The agreement can be taken back; then Black resigns.
    press(&mut app, KeyCode::Char('u'));
    assert!(!app.game_over());
    assert_eq!(tokens(&app), ["@c3"]);
    press(&mut app, KeyCode::Char('x'));
    press(&mut app, KeyCode::Char('y'));
    let outcome = app.game().expect("game").outcome().expect("resigned");
    assert_eq!(outcome.result, GameResult::Win(Color::White));
    press(&mut app, KeyCode::Char('s'));
    assert_eq!(app.screen(), ScreenKind::Setup);
    press(&mut app, KeyCode::Char('q'));
    assert!(!app.running);
}

#[test]
fn ctrl_c_quits_from_anywhere() {
    let mut app = game(&[], &[]);
    press(&mut app, KeyCode::Char('?'));
    assert_eq!(app.overlay(), Some(Overlay::Help));
    app.handle_key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
    assert!(!app.running);
}

#[test]
fn multi_jump_continue_or_stop() {
    // White a1 can jump a2 to a3, then a4 to a5.
    let setup = ["@a1", "@a2", "@f1", "@a4"];
    let mut app = game(&["multi_jump=true"], &setup);
    choose(&mut app, "a1");
    choose(&mut app, "a3");
    let play = app.play().expect("game");
    let h = play.highlights();
    assert!(h.can_stop);
    assert_eq!(h.captures, sq("a5").bit());
    assert_eq!(h.jumped, sq("a4").bit(), "the piece the next jump takes");
    // Stopping takes a4 as the second piece: no other choice.
    press(&mut app, KeyCode::Char('s'));
    assert_eq!(tokens(&app).last().map(String::as_str), Some("a1xa3/a4"));

    let mut app = game(&["multi_jump=true"], &setup);
    choose(&mut app, "a1");
    choose(&mut app, "a3");
    choose(&mut app, "a5");
    // Both jumped; no black piece left on the board: pieces in hand are safe.
    assert_eq!(tokens(&app).last().map(String::as_str), Some("a1xa3xa5"));
}

#[test]
fn a_bonus_move_is_announced() {
    let mut app = game(
        &["bonus_move_after_capture=true"],
        &["@c3", "@c4", "@a1", "@f5"],
    );
    choose(&mut app, "c3");
    choose(&mut app, "c5");
    assert_eq!(app.game().expect("game").to_move(), Color::White);
    assert!(app.status().contains("Ada moves again"), "{}", app.status());
}

#[test]
fn a_name_is_selected_on_enter_so_typing_replaces_it() {
    let mut app = App::new(Rules::default(), Theme::mono());
    // Down to White's name (the toggle, the folded optional rules, then
    // the names).
    for _ in 0..2 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "Ama");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.setup().names[0], "Ama", "typing replaced 'White'");
    // Enter again, then Backspace removes the whole selected name.
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Backspace);
    type_text(&mut app, "Kwame");
    // Ctrl-U clears what was typed.
    ctrl(&mut app, 'u');
    assert_eq!(app.setup().names[0], "");
    // Longer than 20 characters: refused visibly, not cut silently.
    type_text(&mut app, "Abcdefghijklmnopqrstu");
    assert_eq!(app.setup().names[0], "Abcdefghijklmnopqrst");
    let (message, error) = app.setup().message.clone().expect("a message");
    assert!(
        error && message.contains("at most 20 characters"),
        "{message}"
    );
    press(&mut app, KeyCode::Enter);
    assert!(!app.setup().editing());
}

#[test]
fn keys_are_ignored_while_the_screen_is_too_small() {
    let mut app = game(&[], &["@c3"]);
    app.update(yote::tui::Message::Resize(40, 10));
    assert!(app.too_small());
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(tokens(&app), ["@c3"], "nothing played unseen");
    assert!(app.overlay().is_none(), "no dialog opened unseen");
    assert_eq!(app.ignored, 2, "counted on the 'please enlarge' screen");
    // Big enough again: the same key plays.
    app.update(yote::tui::Message::Resize(80, 24));
    press(&mut app, KeyCode::Enter);
    assert_eq!(tokens(&app).len(), 1, "c3 is taken: refused, seen");
    choose(&mut app, "d3");
    assert_eq!(tokens(&app), ["@c3", "@d3"]);
    // Ctrl-C still quits at once when small.
    app.update(yote::tui::Message::Resize(40, 10));
    ctrl(&mut app, 'c');
    assert!(!app.running);
}

#[test]
fn the_score_follows_the_players_across_rematches() {
    // Ada (White) wins at once with two pieces each.
    let mut app = game(&["pieces_per_player=2"], &["@c3", "@c4", "c3xc5"]);
    let score = app.current_match().expect("game").score();
    assert_eq!((score.halves("Ada"), score.halves("Bo")), (2, 0));
    press(&mut app, KeyCode::Char('m'));
    let m = app.current_match().expect("rematch");
    assert_eq!(
        m.names,
        ["Bo".to_string(), "Ada".to_string()],
        "colours swapped"
    );
    assert_eq!(m.score().halves("Ada"), 2, "the score goes on");
    // The header shows it, White's player first.
    let mut t = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
    t.draw(|f| f.render_widget(&app, f.area())).unwrap();
    let shown = t.backend().to_string();
    assert!(shown.contains("○ Bo 0 – 1 ● Ada"), "{shown}");
    // A draw counts a half for each.
    press(&mut app, KeyCode::Char('d'));
    press(&mut app, KeyCode::Char('y'));
    let score = app.current_match().expect("game").score();
    assert_eq!(
        (score.halves("Ada"), score.halves("Bo"), score.games),
        (3, 1, 2)
    );
}

#[test]
fn looking_back_at_an_earlier_move_without_leaving_the_game() {
    let mut app = game(&[], &["@c3", "@d3", "@d4", "@b3", "c3-c2"]);
    press(&mut app, KeyCode::Char('['));
    press(&mut app, KeyCode::Char('['));
    let play = app.play().expect("game");
    assert_eq!(play.view, Some(3));
    assert_eq!(play.game_at(3).ply(), 3);
    // Enter returns to the game; nothing is played.
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.play().expect("game").view, None);
    assert_eq!(tokens(&app).len(), 5);
    // A click on a move in the list shows the position after it.
    app.update(yote::tui::Message::Resize(80, 24));
    let area = Rect::new(0, 0, 80, 24);
    let l = game_screen::play_layout(area, app.play().expect("game"));
    // The first row of the list: "  1. @c3           @d3"; click on @d3.
    let (x, y) = (l.history.x + 1 + 19, l.history.y + 1);
    app.handle_mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: x,
        row: y,
        modifiers: KeyModifiers::NONE,
    });
    assert_eq!(app.play().expect("game").view, Some(2), "after @d3");
    // ] forward to the end returns to the game.
    for _ in 0..3 {
        press(&mut app, KeyCode::Char(']'));
    }
    assert_eq!(app.play().expect("game").view, None);
}

#[test]
fn setup_steps_each_option_through_the_values_the_rules_allow() {
    let mut app = App::new(Rules::default(), Theme::mono());
    // Draw on repetition is the eighth optional rule: 3 by default; left
    // skips 1, which the rules refuse, to 0 (off), and stops there.
    show_optional_rules(&mut app);
    for _ in 0..8 {
        press(&mut app, KeyCode::Down);
    }
    let mut seen = Vec::new();
    for _ in 0..3 {
        press(&mut app, KeyCode::Left);
        seen.push(app.setup().rules.repetition_draw);
    }
    assert_eq!(seen, [2, 0, 0]);
    let (message, error) = app.setup().message.clone().expect("refused at the end");
    assert!(error);
    assert_eq!(message, "Draw on repetition: off is the smallest allowed.");
    assert_eq!(
        app.setup().fault,
        Some(yote::tui::screens::setup::Field::Option(7))
    );
    seen.clear();
    for _ in 0..11 {
        press(&mut app, KeyCode::Right);
        seen.push(app.setup().rules.repetition_draw);
    }
    assert_eq!(seen, [2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10]);
    assert_eq!(
        app.setup().message.clone().map(|m| m.0).as_deref(),
        Some("Draw on repetition: 10 times is the largest allowed.")
    );
    // A choice of two flips either way (A player with no legal move, the
    // seventh), and a flag too (Multi-jump, the first).
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Left);
    assert_eq!(
        app.setup().rules.no_legal_move,
        yote_engine::NoLegalMove::MostPiecesWins
    );
    assert_eq!(
        app.setup().message,
        None,
        "a value in range clears the message"
    );
    press(&mut app, KeyCode::Left);
    assert_eq!(
        app.setup().rules.no_legal_move,
        yote_engine::NoLegalMove::Loses
    );
    for _ in 0..6 {
        press(&mut app, KeyCode::Up);
    }
    press(&mut app, KeyCode::Left);
    assert!(app.setup().rules.multi_jump);
    press(&mut app, KeyCode::Right);
    assert!(!app.setup().rules.multi_jump);
    // Rows stop at 8.
    for _ in 0..8 {
        press(&mut app, KeyCode::Down);
    }
    for _ in 0..5 {
        press(&mut app, KeyCode::Right);
    }
    assert_eq!(app.setup().rules.rows, 8);
    assert_eq!(
        app.setup().message.clone().map(|m| m.0).as_deref(),
        Some("Rows: 8 is the largest allowed.")
    );
}

/// The keys that edit a line, the same in a name and in a file name:
/// cursor, Home/End, Backspace/Delete, Ctrl-U, and pasted text.
fn edit_a_line(app: &mut App) {
    type_text(app, "Kofi");
    press(app, KeyCode::Home);
    press(app, KeyCode::Delete);
    type_text(app, "K");
    press(app, KeyCode::End);
    press(app, KeyCode::Left);
    press(app, KeyCode::Backspace);
    app.update(ratatui::crossterm::event::Event::Paste("wame\nAbe".into()));
    press(app, KeyCode::Right);
    type_text(app, "!");
}

#[test]
fn names_and_file_names_are_edited_with_the_same_keys() {
    let mut app = App::new(Rules::default(), Theme::mono());
    for _ in 0..2 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    edit_a_line(&mut app);
    // "Kofi" → "ofi" → "Kofi" → "Koi" → "KowameAbei" (no line break) → "…!"
    assert_eq!(app.setup().names[0], "KowameAbei!");
    press(&mut app, KeyCode::Enter);
    assert!(!app.setup().editing());

    let mut app = game(&[], &["@c3"]);
    press(&mut app, KeyCode::Char('S'));
    ctrl(&mut app, 'u');
    edit_a_line(&mut app);
    let prompt = app.prompt().expect("the save prompt");
    assert_eq!(prompt.line.text(), "KowameAbei!");
}

/// The coach is a line of the setup screen, after the players: on there,
/// the game starts with it on, and a rematch keeps it.
#[test]
fn the_coach_is_chosen_on_the_setup_screen() {
    use yote::tui::screens::setup::Field;
    let mut app = App::new(Rules::default(), Theme::mono());
    // The headline, the folded rules, the two players, the clock, then
    // the coach.
    for _ in 0..5 {
        press(&mut app, KeyCode::Down);
    }
    assert_eq!(app.setup().focus(), Field::Coach);
    assert!(!app.setup().coach, "off at first");
    press(&mut app, KeyCode::Right);
    assert!(app.setup().coach);
    let shown = crate::support::tui::text(&crate::support::tui::draw(&app, 100, 32));
    assert!(shown.contains("▶ Coach"), "{shown}");
    press(&mut app, KeyCode::Char('s'));
    assert!(
        app.play().expect("a game").coach,
        "the game has the coach on"
    );
}
