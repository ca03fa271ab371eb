//! Puzzles in the app, as plain Rust: the sets and their files, links to one puzzle, a
//! puzzle being solved on its own board, the next puzzle to offer, and the player's puzzle
//! ratings kept in localStorage. The sets themselves are read by [`crate::puzzle`].

pub mod link;
pub mod ratings;
pub mod said;
pub mod sets;
pub mod solving;
pub mod texts;

pub use link::{LinkError, PuzzleLink};
pub use ratings::{GameRecord, Ratings, RatingsError};
pub use said::Said;
pub use solving::{next_puzzle, Solving, Stage, Verdict};
