//! What every match participant does.

use crate::core::{Game, Replay};

/// A participant of a match.
pub trait Player<G: Game> {
    /// Chooses the rest of the current turn.
    fn turn(&mut self, replay: &Replay<G>) -> Result<Vec<G::Action>, String>;
}
