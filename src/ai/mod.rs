//! The AI: a game-agnostic alpha-beta search over any [`Heuristics`](crate::core::Heuristics) game.
//!
//! It never reads a clock or a flag of its own: both are given by the caller,
//! so the same code runs natively and in a Web Worker.

pub mod baseline;
mod limits;
mod ordering;
mod report;
mod score;
mod search;
mod search_tuning;
pub mod solve;
mod table;
#[cfg(test)]
mod toy;
pub mod tuning;

pub use limits::{Clock, Limits, StopFlag};
pub use report::Report;
pub use score::{Score, ScoreError};
pub use search::Searcher;
pub use search_tuning::{
    Aspiration, LateMovePruning, NullMove, QuietFutility, ReverseFutility, SearchTuning, Singular,
    Tuned,
};
