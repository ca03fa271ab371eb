//! Game-agnostic vocabulary: squares, bitboards, the [`Game`] trait and perft.

pub mod bitboard;
pub mod game;
pub mod heuristics;
pub mod perft;
pub mod square;

pub use bitboard::Bitboard;
pub use game::{Game, Outcome};
pub use heuristics::Heuristics;
pub use square::Square;
