//! Time to draw one frame of the game screen into a `TestBackend`.

use criterion::{Criterion, criterion_group, criterion_main};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use yote::rules_file::RulesToml;
use yote::tui::{App, Theme};
use yote_engine::Rules;

fn game_screen(c: &mut Criterion) {
    let mut rules = Rules::default();
    rules
        .apply_override("second_piece=board-or-hand")
        .expect("valid override");
    let tokens = ["@c3", "@c4", "@a1", "@f5", "@a2", "@e5", "@b4", "@d2"];
    let mut app = App::from_tokens(rules, "Ada", "Bo", &tokens, Theme::colour()).expect("replay");
    // A selected piece: destinations highlighted, as in play.
    app.handle_key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
    let mut terminal = Terminal::new(TestBackend::new(100, 32)).expect("test terminal");
    c.bench_function("draw game screen 100x32", |b| {
        b.iter(|| {
            terminal
                .draw(|frame| frame.render_widget(&app, frame.area()))
                .expect("draw");
        });
    });
}

criterion_group!(benches, game_screen);
criterion_main!(benches);
