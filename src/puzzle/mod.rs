//! Puzzles, without the search: the vocabulary of a puzzle, the text format of a set
//! (`public/puzzles/<set>.txt`, see docs/puzzles.md) and its parser, turns compared by the
//! position they reach, and the Glicko-2 rating of players and puzzles. On `core` and
//! `rules` alone, so that the app can use it without the AI; the miner and the prover are
//! in `engine::puzzles`.

mod format;
mod glicko;
mod id;
mod theme;
mod turns;

pub use format::{FormatError, Puzzle, PuzzleError, PuzzleSet};
pub use glicko::{Glicko, Score, PUZZLE_TAU};
pub use id::puzzle_id;
pub use theme::{Kind, Theme};
pub use turns::{is_one_of, play_turn, same_turn, TurnError};
