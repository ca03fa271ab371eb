//! The Leptos user interface. Components live here; pure view models are plain Rust.

mod app;
mod board;
mod engine_client;
pub mod view_model;

pub use app::App;
pub use board::Board;
