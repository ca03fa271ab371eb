//! The rules of each game, one module per game.

pub mod breakthru;
