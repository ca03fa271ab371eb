//! The player layer built on the game-agnostic AI: levels, whole turns, match openings and
//! benchmarks for each game, and Breakthru's own setup.

pub mod bench;
mod breakthrough;
mod breakthrough9x5;
mod breakthru;
mod level;
mod playable;
mod setup;
pub mod solved;
mod turn;

pub use crate::core::Rng;
pub use breakthrough::{solved_table as breakthrough_solved_table, SolvedTable};
pub use level::Level;
pub use playable::Playable;
pub use setup::{choose_gold, choose_silver};
pub use turn::{choose_turn, TurnChoice, TurnOptions};
