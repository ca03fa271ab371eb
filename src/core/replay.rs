//! A game from its start: "start + actions → game", for every game. Legality is checked at
//! every action, and the third occurrence of a repetition key is a draw.

use super::game::{Game, Outcome};
use super::notation::Notation;
use std::fmt;

/// Why an action cannot be added to a replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is already over.
    GameOver,
    /// The action is not legal in the current position.
    Illegal,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PlayError::GameOver => "the game is already over",
            PlayError::Illegal => "it is not legal here",
        })
    }
}

/// Why a start text and action texts do not make a game.
#[derive(Debug)]
pub enum ReplayError<G: Notation> {
    /// The start position.
    Position(G::PositionError),
    /// Action number `index` (from 0) could not be read.
    Action {
        /// Its place in the list.
        index: usize,
        /// Why.
        error: G::ActionError,
    },
    /// Action number `index` was read but cannot be played.
    Play {
        /// Its place in the list.
        index: usize,
        /// Its text.
        action: String,
        /// Why.
        error: PlayError,
    },
}

impl<G: Notation> fmt::Display for ReplayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Position(error) => write!(f, "start position: {error}"),
            ReplayError::Action { index, error } => write!(f, "action {}: {error}", index + 1),
            ReplayError::Play {
                index,
                action,
                error,
            } => write!(f, "action {} ({action}): {error}", index + 1),
        }
    }
}

impl<G: Notation + fmt::Debug> std::error::Error for ReplayError<G> {}

/// A start position, the actions played from it, and the current position.
#[derive(Clone, Debug)]
pub struct Replay<G: Game> {
    start: G,
    actions: Vec<G::Action>,
    /// What takes each action back, in the same order.
    undos: Vec<G::Undo>,
    position: G,
    /// Repetition keys of the positions passed through, the current one last when it has one.
    keys: Vec<u64>,
}

impl<G: Game> Replay<G> {
    /// A game starting at `start`.
    pub fn new(start: G) -> Replay<G> {
        let keys = start.repetition_key().into_iter().collect();
        Replay {
            position: start.clone(),
            start,
            actions: Vec::new(),
            undos: Vec::new(),
            keys,
        }
    }

    /// The start position.
    pub fn start(&self) -> &G {
        &self.start
    }

    /// The actions played, in order.
    pub fn actions(&self) -> &[G::Action] {
        &self.actions
    }

    /// The current position.
    pub fn position(&self) -> &G {
        &self.position
    }

    /// The repetition keys of the earlier positions (for the search's repetition checks).
    pub fn earlier_keys(&self) -> &[u64] {
        let current = usize::from(self.position.repetition_key().is_some());
        &self.keys[..self.keys.len() - current]
    }

    /// How the game ended: by the rules of the position, or a draw on the third repetition.
    pub fn outcome(&self) -> Option<Outcome<G::Side>> {
        self.position.outcome().or_else(|| {
            let key = self.position.repetition_key()?;
            (self.keys.iter().filter(|&&k| k == key).count() >= 3).then_some(Outcome::Draw)
        })
    }

    /// Plays `action` if the game goes on and it is legal.
    pub fn play(&mut self, action: G::Action) -> Result<(), PlayError> {
        if self.outcome().is_some() {
            return Err(PlayError::GameOver);
        }
        if !self.position.is_legal(action) {
            return Err(PlayError::Illegal);
        }
        let undo = self.position.make(action);
        self.actions.push(action);
        self.undos.push(undo);
        self.keys.extend(self.position.repetition_key());
        Ok(())
    }

    /// Takes back the last action, if any, and returns it.
    pub fn undo(&mut self) -> Option<G::Action> {
        let (action, undo) = (self.actions.pop()?, self.undos.pop()?);
        if self.position.repetition_key().is_some() {
            self.keys.pop();
        }
        self.position.unmake(action, undo);
        Some(action)
    }

    /// The position after the first `ply` actions (the start for 0, the current position
    /// from the number of actions on, which needs no replay).
    pub fn position_at(&self, ply: usize) -> G {
        if ply >= self.actions.len() {
            return self.position.clone();
        }
        let mut position = self.start.clone();
        for &action in &self.actions[..ply] {
            position.make(action);
        }
        position
    }
}

impl<G: Notation> Replay<G> {
    /// The game of start text `start` and action texts `actions`.
    pub fn from_texts<'a>(
        start: &str,
        actions: impl IntoIterator<Item = &'a str>,
    ) -> Result<Replay<G>, ReplayError<G>> {
        let start = G::from_text(start).map_err(ReplayError::Position)?;
        let mut replay = Replay::new(start);
        for (index, text) in actions.into_iter().enumerate() {
            let action = replay
                .position
                .parse_action(text)
                .map_err(|error| ReplayError::Action { index, error })?;
            replay.play(action).map_err(|error| ReplayError::Play {
                index,
                action: action.to_string(),
                error,
            })?;
        }
        Ok(replay)
    }
}
