//! What the player layer knows of each game beyond its rules: how strong each level is,
//! where matches start, and what the benchmark searches. Each game's file also gives the
//! search its [`Tuned`] settings.

use super::level::Level;
use super::solved::Proofs;
use crate::ai::solve::{Budget, Verdict};
use crate::ai::{Limits, Tuned};
use crate::core::Notation;

/// A game the AI can play at every level, in matches, the protocol and the worker.
pub trait Playable:
    Tuned<Action: Send, Side: Send> + Notation + Send + std::fmt::Debug + 'static
{
    /// The usual start position.
    fn standard() -> Self;

    /// What bounds the search of one turn at `level`.
    fn level_limits(level: Level) -> Limits;

    /// Opening number `index` of a cycle for matches and self-play, from `start`.
    fn opening(start: &Self, index: usize, seed: u64) -> Self;

    /// Depth each benchmark position is searched to.
    const BENCH_DEPTH: u32;

    /// The positions of the search benchmark.
    fn bench_positions() -> Vec<Self>;

    /// The file of this board's solved table (under `solved/`), if its board is solved.
    fn solved_table(&self) -> Option<&'static str> {
        None
    }

    /// Proves this position (a game not over) of a solved board within `budget`: who wins,
    /// the game's length if found in time, and the quickest win or the longest defence
    /// (where the length is not found, a winning action or a guess at a defence), with the
    /// solver `proofs` kept from earlier proofs on the board.
    fn prove(&self, _proofs: &mut Proofs, _budget: &Budget) -> Option<Verdict<Self::Action>> {
        None
    }
}
