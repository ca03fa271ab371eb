//! Breakthru in the app: its table, texts, and the free setup before a game.

mod errors;
pub mod free_setup;
mod refusal;
mod setup_board;
mod setup_view;
mod start;
mod table;
pub mod texts;

pub use setup_board::{SetupBoard, Tray};
pub use setup_view::SetupView;
pub use start::{new_game, NewGame};
pub use table::{cell, geometry, import, seat, side, square, token, tokens, BreakthruTable};
