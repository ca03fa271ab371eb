//! The Breakthru player built on the game-agnostic AI: levels, whole turns, and its own setup.

pub mod bench;
mod level;
mod rng;
mod setup;
mod turn;

pub use level::Level;
pub use rng::Rng;
pub use setup::{choose_gold, choose_silver};
pub use turn::{choose_turn, repetition_history, TurnChoice, TurnOptions};
