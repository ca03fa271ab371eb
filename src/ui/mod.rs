//! The Leptos user interface. Components live here; view models are plain Rust.
//!
//! Its folders import one way, top to bottom (`tests/ui_layers.rs` keeps the order):
//!
//! - `app`: the application, wiring the parts.
//! - `panel`: the side panel.
//! - `games`: the registry, one line per game; the only user of the games' folders.
//! - [`breakthru`], [`breakthrough`], [`breakthrough9x5`]: each game's table, texts,
//!   rules and own screens.
//! - [`ai_client`]: the app's side of the AI worker.
//! - [`puzzles`]: puzzles being solved, the next one to offer, the player's puzzle ratings.
//! - [`learn`]: lessons being learned, the lessons' stars, learning from one's mistakes.
//! - [`library`]: the kept games, friends' links and what opening one does.
//! - [`game`]: the game in progress behind the [`game::Table`] seam, saves, links,
//!   records, browsing and reviews, for every game.
//! - [`board`]: the SVG board, which knows no rules (geometry, pieces, legal moves in).
//! - [`i18n`]: English and Dutch.
//! - [`platform`]: the browser's plumbing (storage, the address, offline use, sound).

pub mod ai_client;
mod app;
pub mod board;
pub mod breakthrough;
pub mod breakthrough9x5;
pub mod breakthru;
pub mod game;
pub mod games;
pub mod i18n;
pub mod learn;
pub mod library;
mod panel;
pub mod platform;
pub mod puzzles;

pub use app::App;
