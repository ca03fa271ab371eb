//! Breakthru in the app: its table, texts, errors and rules, its start choices, and the
//! free setup before a game.

mod entry;
mod errors;
mod free_setup;
mod new_game_form;
mod refusal;
mod setup_ai;
mod setup_board;
mod setup_view;
mod start;
mod table;
mod texts;

pub use entry::Breakthru;
pub use setup_board::{SetupBoard, Tray};
pub use table::{cell, geometry, seat, side, square, token, tokens, BreakthruTable};

/// The free setup before a Breakthru game, the only game with one: its state, its screen,
/// and the AI's part in it.
pub mod setup {
    pub use super::free_setup::FreeSetup;
    pub use super::setup_ai::{gold_ai_chooses_first, place_when_due, placed};
    pub use super::setup_view::SetupView;
}
