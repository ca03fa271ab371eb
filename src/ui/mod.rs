//! The Leptos user interface. Components live here; view models are plain Rust.
//!
//! - [`board`]: the SVG board, which knows no rules (geometry, pieces, legal moves in).
//! - [`game`]: the game in progress behind the [`game::Table`] seam, saves, links, browsing.
//! - [`breakthru`], [`breakthrough`]: each game's table, texts and own screens.
//! - [`ai_client`]: the app's side of the AI worker. [`platform`]: storage, browser, offline, other tabs.
//! - [`panel`]: the side panel. [`i18n`]: English and Dutch.

pub mod ai_client;
mod app;
pub mod board;
pub mod breakthrough;
pub mod breakthrough9x5;
pub mod breakthru;
pub mod game;
mod games;
pub mod i18n;
mod panel;
pub mod platform;

pub use app::App;
