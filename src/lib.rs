//! Breakthru: Alex Randolph's 1965 board game, with rules, AI and a browser app.
//!
//! Layers, from the bottom: [`core`] (game-agnostic squares, bitboards, the
//! `Game` trait, perft), [`rules`] (each game's rules), [`ai`] (search over any
//! `Game`), then the browser-facing [`worker`] and [`ui`].

pub mod ai;
pub mod bot;
pub mod core;
#[cfg(not(target_arch = "wasm32"))]
pub mod engine;
pub mod rules;
pub mod ui;
pub mod worker;
