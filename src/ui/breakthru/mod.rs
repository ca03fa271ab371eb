//! Breakthru in the app: its table, texts, and the free setup before a game.

mod setup_board;
pub mod setup_editor;
mod setup_view;
mod start;
mod table;
pub mod texts;

pub use setup_view::SetupView;
pub use start::{new_game, NewGame};
pub use table::{cell, geometry, seat, side, square, token, tokens, BreakthruTable};
