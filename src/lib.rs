//! Breakthru: Alex Randolph's 1965 board game, with rules, AI and a browser app.
//!
//! Layers, from the bottom: [`core`] (game-agnostic vocabulary: the `Game` trait, replays,
//! perft); [`rules`] (each game's rules and the registry of games) and [`ai`] (search over
//! any game), each on `core` alone; [`puzzle`] (the puzzle files and ratings, on `core` and
//! `rules`); [`lesson`] (the courses of Learn, on those and `puzzle`); [`bot`] (levels, turns and each game's search tuning); then the native `engine`, the browser's [`worker`] and the [`ui`]. Nothing imports a
//! layer above it (tests/layers.rs keeps the order).

pub mod ai;
pub mod bot;
pub mod core;
#[cfg(not(target_arch = "wasm32"))]
pub mod engine;
pub mod lesson;
pub mod puzzle;
pub mod rules;
pub mod ui;
pub mod worker;
