//! The Leptos user interface. Components live here; pure view models are plain Rust.

mod ai_link;
mod app;
mod board;
mod board_frame;
mod browser;
pub mod browsing;
pub mod drag;
mod engine_client;
pub mod i18n;
pub mod json_error;
pub mod keyboard;
mod lang_context;
mod offline;
mod other_tabs;
mod panel;
pub mod replay;
mod rules_page;
pub mod selection;
pub mod session;
pub mod settings;
mod setup_board;
pub mod setup_editor;
mod setup_view;
pub mod share;
mod storage;
pub mod view_model;

pub use app::App;
pub use board::{Board, Marks};
pub use setup_board::{SetupBoard, Tray};
