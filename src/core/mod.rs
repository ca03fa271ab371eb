//! Game-agnostic vocabulary: the [`Game`], [`Heuristics`] and [`Notation`] traits, the
//! generic [`Replay`] of a game, perft, and a seeded [`Rng`]. Boards are each game's own.

pub mod excerpt;
pub mod game;
pub mod heuristics;
pub mod keys;
pub mod notation;
pub mod perft;
pub mod position_text;
pub mod proof;
pub mod replay;
pub mod rng;
pub mod wire;

pub use excerpt::excerpt;
pub use game::{Game, Outcome};
pub use heuristics::Heuristics;
pub use notation::Notation;
pub use proof::{Proof, StaticProof};
pub use replay::{PlayError, Replay, ReplayError};
pub use rng::Rng;
