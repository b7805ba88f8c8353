//! Every integration test of the workspace, in one test binary: one link
//! instead of thirty-odd keeps a fresh `cargo test` quick. Each module is
//! one file of `tests/`, named for what it checks; `support` and
//! `reference` are shared by several.

mod reference;
mod support;

mod ai_cli;
mod ai_recorded;
mod ai_search;
mod ai_solver;
mod ai_tactics;
mod architecture_doc;
mod attacks;
mod board_look;
mod cli;
mod cli_hostile;
mod cli_share;
mod clock;
mod engine_protocol;
mod engine_speaks_data;
mod fuzz;
mod fuzz_cli;
mod fuzz_hostile;
mod i18n_catalogues;
mod i18n_cli;
mod i18n_e2e;
mod i18n_errors;
mod i18n_words_e2e;
mod import_circles;
mod key_tables;
mod keys_e2e;
mod move_numbers;
mod perft;
mod prefs_e2e;
mod properties;
mod record;
mod record_keeping;
mod reference_check;
mod refusal_words;
mod review;
mod rules_scenarios;
mod search_core;
mod signals_pipe;
mod tui_ai_e2e;
mod tui_computer;
mod tui_computer_e2e;
mod tui_core;
mod tui_e2e;
mod tui_engine;
mod tui_engine_e2e;
mod tui_engine_saves;
mod tui_guide_e2e;
mod tui_hint_e2e;
mod tui_keys;
mod tui_lang;
mod tui_machine;
mod tui_open_list;
mod tui_render;
mod tui_review;
mod tui_review_e2e;
mod tui_saves;
mod tui_see;
mod tui_settings;
mod tui_signals;
mod tui_state;
mod tui_themes;
