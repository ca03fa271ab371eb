//! Proving who wins: an exact solver over any game with [`StaticProof`] knowledge.
//!
//! [`Solver`] asks, for growing `n`, whether the side to move can force a win within `n`
//! plies or must lose within `n` (an AND/OR search bounded by `n`, with a transposition
//! table of proven and refuted bounds). The first `n` that answers is the game's length
//! when the winner hurries and the loser delays. [`plain`] is the same question without
//! table or knowledge, the reference the knowledge is tested against.
//!
//! [`StaticProof`]: crate::core::StaticProof

mod bounds;
mod budget;
pub mod dfpn;
pub mod plain;
mod principal;
mod proof_table;
mod solver;

pub use budget::Budget;
pub use principal::{line_actions, principal_positions, Known};
pub use solver::{Solution, Solver, Verdict};
