//! The player layer built on the game-agnostic AI: levels, whole turns, match openings and
//! benchmarks for each game, and Breakthru's own setup.

pub mod bench;
mod breakthrough;
mod breakthrough9x5;
mod breakthru;
mod level;
mod playable;
mod rng;
mod setup;
mod turn;

pub use level::Level;
pub use playable::Playable;
pub use rng::Rng;
pub use setup::{choose_gold, choose_silver};
pub use turn::{choose_turn, TurnChoice, TurnOptions};
