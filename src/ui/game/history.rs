//! A game's history from its start, as a table keeps it: core's [`Replay`] for most games;
//! a game may keep its own (Breakthru keeps its `Record`, which its records are read with).

use super::table::Explained;
use crate::core::{Game, Outcome, Replay};
use std::fmt::Debug;

/// A game's history from its start: its actions, where they led and how it ended.
pub trait History<G: Game>: Clone + Debug + Send + Sync + 'static {
    /// A game from `start`.
    fn starting(start: G) -> Self;
    /// The start position.
    fn start(&self) -> &G;
    /// The actions played, in order.
    fn actions(&self) -> &[G::Action];
    /// The live position.
    fn position(&self) -> &G;
    /// How the game ended (`None` while it is on).
    fn outcome(&self) -> Option<Outcome<G::Side>>;
    /// Plays `action` if the game is on and the action is legal; otherwise says why not.
    fn play(&mut self, action: G::Action) -> Result<(), Explained>;
    /// Takes back the last action, if any, and returns it.
    fn undo(&mut self) -> Option<G::Action>;
}

impl<G> History<G> for Replay<G>
where
    G: Game<Action: Send + Sync, Undo: Debug> + Debug + Send + Sync + 'static,
{
    fn starting(start: G) -> Replay<G> {
        Replay::new(start)
    }

    fn start(&self) -> &G {
        Replay::start(self)
    }

    fn actions(&self) -> &[G::Action] {
        Replay::actions(self)
    }

    fn position(&self) -> &G {
        Replay::position(self)
    }

    fn outcome(&self) -> Option<Outcome<G::Side>> {
        Replay::outcome(self)
    }

    fn play(&mut self, action: G::Action) -> Result<(), Explained> {
        Replay::play(self, action).map_err(|e| Explained::of(&e))
    }

    fn undo(&mut self) -> Option<G::Action> {
        Replay::undo(self)
    }
}
