//! The contract every game implements, so that perft and the AI can play it.

use std::fmt::{Debug, Display};
use std::hash::Hash;

/// How a finished game ended, from the point of view of sides of type `S`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum Outcome<S> {
    /// The given side won.
    Win(S),
    /// Nobody won.
    Draw,
}

impl<S> Outcome<S> {
    /// The side that won (`None` for a draw).
    pub fn winner(self) -> Option<S> {
        match self {
            Outcome::Win(side) => Some(side),
            Outcome::Draw => None,
        }
    }
}

/// A two-player game of perfect information played one action (ply) at a time.
///
/// A side may act several times in a row (Breakthru's two-move turns): callers
/// compare [`Game::side_to_move`] before and after an action rather than
/// assuming that sides alternate.
pub trait Game: Clone {
    /// One ply.
    type Action: Copy + Eq + Hash + Debug + Display;
    /// A player.
    type Side: Copy + Eq + Debug;
    /// What [`Game::unmake`] needs to take an action back.
    type Undo: Copy + Send + Sync;

    /// The most actions one side may play in a row (a whole turn).
    const TURN_ACTIONS: usize = 1;

    /// The side that plays the next action.
    fn side_to_move(&self) -> Self::Side;

    /// Replaces the contents of `out` with every legal action (none once the game is over).
    fn legal_actions(&self, out: &mut Vec<Self::Action>);

    /// Number of legal actions; games override this with a faster count.
    fn count_legal_actions(&self) -> usize {
        let mut actions = Vec::new();
        self.legal_actions(&mut actions);
        actions.len()
    }

    /// Whether `action` is legal here.
    fn is_legal(&self, action: Self::Action) -> bool;

    /// Plays `action`, which must be legal, and returns what undoes it.
    fn make(&mut self, action: Self::Action) -> Self::Undo;

    /// Takes back `action`, played by [`Game::make`] with result `undo`.
    fn unmake(&mut self, action: Self::Action, undo: Self::Undo);

    /// The result, if the position itself ends the game (repetition is judged by the caller).
    fn outcome(&self) -> Option<Outcome<Self::Side>>;

    /// Zobrist hash of everything that decides the legal actions and outcome.
    fn hash(&self) -> u64;

    /// The key under which repetitions are counted, or `None` where repetition
    /// is not judged (in the middle of a turn).
    fn repetition_key(&self) -> Option<u64>;
}
