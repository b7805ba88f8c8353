//! One way of counting moves: the move list, the SVG caption and
//! `position`'s text all count pairs, from `Game::move_numbers`, in a game
//! with bonus moves (where plies and pairs part most).

use yote::i18n::{Lang, set_language};
use yote::tui::widgets::moves;
use yote_engine::{Color, Game, Rules};

/// Seven plies, one of them a bonus move: three moves, Black's reply to
/// move 3 played, White's move 4 next.
fn bonus_game() -> Game {
    let mut game = Game::new(Rules {
        bonus_move_after_capture: true,
        ..Rules::default()
    })
    .expect("valid rules");
    game.play_tokens(&["@a1", "@b1", "@f5", "@e5", "a1xc1/e5", "@a3", "@b3"])
        .expect("legal");
    game
}

#[test]
fn every_text_counts_pairs_in_a_bonus_game() {
    set_language(Lang::En);
    let game = bonus_game();
    assert_eq!(game.ply(), 7);
    // The move list: three numbered rows, the bonus move beside the capture.
    let rounds = moves::rounds(&game);
    assert_eq!(rounds.len(), 3);
    assert_eq!(rounds[2].first, [4, 5]);
    assert_eq!(rounds[2].second, [6]);
    let rows = moves::rows(&game, 40);
    let last: String = rows[rows.len() - 1]
        .parts
        .iter()
        .map(|(t, _)| t.as_str())
        .collect();
    assert!(last.starts_with("  3. a1xc1/e5, @a3"), "{last}");
    assert_eq!(game.next_move_number().number, 4);
    // The SVG caption and `position`'s text say the same number.
    let svg = yote::diagram::svg(&game);
    assert!(svg.contains("move 4, White to move"), "{svg}");
    let text = crate::support::cli::ok(&[
        "--lang",
        "en",
        "position",
        "--set",
        "bonus_move_after_capture=true",
        "@a1",
        "@b1",
        "@f5",
        "@e5",
        "a1xc1/e5",
        "@a3",
        "@b3",
    ]);
    assert!(text.contains("\nmove 4\n"), "{text}");
    // The words layer's own numbering.
    assert_eq!(yote::words::moves_played(&game), "3 moves");
    let last = game.move_number(6).expect("played");
    assert_eq!(last.side, Color::Black);
    assert_eq!(yote::words::move_number(last, "Black"), "move 3, Black");
}

/// After the bonus capture, before Black replies: still move 3, and the
/// finished game's caption counts the moves played.
#[test]
fn a_bonus_move_keeps_its_number_and_a_finished_game_counts_moves() {
    set_language(Lang::En);
    let mut game = bonus_game();
    game.undo();
    assert_eq!(game.next_move_number().number, 3);
    assert!(yote::diagram::svg(&game).contains("move 3, Black to move"));
    game.end_by_agreement(yote_engine::Outcome {
        result: yote_engine::GameResult::Win(Color::White),
        reason: yote_engine::Reason::Resigned { by: Color::Black },
    });
    assert!(yote::diagram::svg(&game).contains("3 moves: White wins"));
}

/// A saved game counts its moves the same way, for the open list and the
/// resume box.
#[test]
fn a_saved_game_counts_pairs() {
    let game = bonus_game();
    let saved = yote::record::SavedGame::from_game(&game, &yote::record::Players::default());
    assert_eq!(saved.moves.len(), 7);
    assert_eq!(saved.moves_played(), 3);
}

/// Every screen of the terminal game counts the bonus game's moves as the
/// move list does: the game screen's header, the replay's title, prompt,
/// start and play-on note, the note on opening it, and the open list.
#[test]
fn every_screen_counts_pairs_in_a_bonus_game() {
    use crate::support::tui::{screen, settled::press, status};
    use ratatui::crossterm::event::KeyCode;
    use yote::tui::popups::file_prompt::{FilePrompt, Purpose};
    use yote::tui::{App, Message, ScreenKind, Theme};

    set_language(Lang::En);
    let tokens = ["@a1", "@b1", "@f5", "@e5", "a1xc1/e5", "@a3", "@b3"];
    let rules = Rules {
        bonus_move_after_capture: true,
        ..Rules::default()
    };
    let mut app = App::from_tokens(rules, "Ada", "Bo", &tokens, Theme::mono()).expect("legal");
    app.update(Message::Resize(100, 32));
    let shown = screen(&app, 100, 32);
    assert!(shown.contains("·  move 4"), "{shown}");
    // The replay, at the last move: Black's reply to move 3.
    press(&mut app, KeyCode::Char('v'));
    assert_eq!(app.screen(), ScreenKind::Replay);
    let shown = screen(&app, 100, 32);
    assert!(shown.contains("move 3, Black (of 3)"), "{shown}");
    assert!(shown.contains("Move 3 of 3:"), "{shown}");
    assert!(shown.contains("Moves 3 / 3"), "{shown}");
    assert!(
        shown.contains("3. a1xc1/e5, @a3"),
        "the list's rows: {shown}"
    );
    // One back: White's bonus move, still move 3.
    press(&mut app, KeyCode::Left);
    let shown = screen(&app, 100, 32);
    assert!(shown.contains("move 3, White (of 3)"), "{shown}");
    press(&mut app, KeyCode::Home);
    let shown = screen(&app, 100, 32);
    assert!(shown.contains("(3 in the game)"), "{shown}");
    assert!(shown.contains("the start (of 3)"), "{shown}");
    // Playing on after the capture (ply 5): from move 3.
    for _ in 0..5 {
        press(&mut app, KeyCode::Right);
    }
    press(&mut app, KeyCode::Char('c'));
    assert_eq!(app.screen(), ScreenKind::Game);
    assert!(
        status(&app).starts_with("Playing on from move 3 as a new game."),
        "{}",
        status(&app)
    );
    // The open list says "3 moves" for the whole game, and opening it
    // "3 moves played".
    let mut whole = app.game().expect("a game").clone();
    whole.play_tokens(&["@a3", "@b3"]).expect("legal");
    let saved =
        yote::record::SavedGame::from_game(&whole, &yote::record::Players::new("Ada", "Bo"));
    app.open_prompt(FilePrompt::new(Purpose::Open, "", "games").with_games(vec![
        yote::record::Listed {
            path: "bonus.toml".into(),
            kind: yote::record::Kind::Saved,
            read: Ok(yote::record::Summary::of(&saved)),
            modified: std::time::SystemTime::now(),
        },
    ]));
    let shown = screen(&app, 100, 32);
    assert!(shown.contains("Ada vs Bo · 3 moves"), "{shown}");
    app.update(yote::tui::Done::Opened {
        path: "bonus.toml".into(),
        loaded: Ok(Box::new(saved)),
    });
    assert!(status(&app).contains("3 moves played"), "{}", status(&app));
}
