//! Game-agnostic vocabulary: squares, bitboards, the [`Game`] trait and perft.

pub mod bitboard;
pub mod game;
pub mod heuristics;
pub mod notation;
pub mod perft;
pub mod replay;
pub mod square;

pub use bitboard::Bitboard;
pub use game::{Game, Outcome};
pub use heuristics::{Heuristics, SearchTuning};
pub use notation::Notation;
pub use replay::{PlayError, Replay, ReplayError};
pub use square::Square;
