//! The rules of each game, one module per game, and the registry of games.

pub mod breakthrough;
pub mod breakthrough9x5;
pub mod breakthru;
mod game_id;
mod games;

pub use game_id::{GameId, UnknownGame};
pub(crate) use games::with_game;
