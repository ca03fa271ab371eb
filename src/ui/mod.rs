//! The Leptos user interface. Components live here; pure view models are plain Rust.

mod app;
mod board;
mod browser;
pub mod drag;
mod engine_client;
mod panel;
mod rules_page;
pub mod selection;
pub mod session;
pub mod share;
mod storage;
pub mod view_model;

pub use app::App;
pub use board::{Board, Marks};
