//! A game record: a start position and the actions played from it, with repetition history.

use super::action::Action;
use super::position::{EndReason, Ending, IllegalAction, Position};
use crate::core::Outcome;

/// Why an action could not be added to a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game has already ended.
    GameOver(Ending),
    /// The action is not legal in the current position.
    Illegal(Action),
}

impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayError::GameOver(ending) => write!(f, "the game is over ({ending})"),
            PlayError::Illegal(action) => write!(f, "{action} is not legal here"),
        }
    }
}

impl std::error::Error for PlayError {}

impl From<IllegalAction> for PlayError {
    fn from(error: IllegalAction) -> PlayError {
        PlayError::Illegal(error.action)
    }
}

/// A game from its start: every action, every position passed through, and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    start: Position,
    actions: Vec<Action>,
    /// The position before each action; `history[i]` is where `actions[i]` was played.
    history: Vec<Position>,
    current: Position,
}

impl Record {
    /// A record with no action yet.
    pub fn new(start: Position) -> Record {
        Record {
            current: start.clone(),
            start,
            actions: Vec::new(),
            history: Vec::new(),
        }
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// Repetition keys of the turn starts before the current position.
    pub fn repetition_history(&self) -> Vec<u64> {
        self.history
            .iter()
            .filter(|p| p.is_turn_start())
            .map(Position::hash)
            .collect()
    }

    /// The actions played, in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.current
    }

    /// The position after the first `ply` actions (clamped to the game's length).
    pub fn position_at(&self, ply: usize) -> &Position {
        self.history.get(ply).unwrap_or(&self.current)
    }

    /// How many times the current position has begun a turn, this time included.
    pub fn repetitions(&self) -> usize {
        if !self.current.is_turn_start() {
            return 0;
        }
        1 + self.history.iter().filter(|p| **p == self.current).count()
    }

    /// How the game ended, if it has.
    pub fn ending(&self) -> Option<Ending> {
        self.current.ending().or_else(|| {
            (self.repetitions() >= 3).then_some(Ending {
                outcome: Outcome::Draw,
                reason: EndReason::ThreefoldRepetition,
            })
        })
    }

    /// Plays `action` if the game is on and the action is legal; otherwise changes nothing.
    pub fn play(&mut self, action: Action) -> Result<(), PlayError> {
        if let Some(ending) = self.ending() {
            return Err(PlayError::GameOver(ending));
        }
        let next = self.current.clone().play(action)?;
        self.history
            .push(std::mem::replace(&mut self.current, next));
        self.actions.push(action);
        Ok(())
    }

    /// Takes back the last action, if any, and returns it.
    pub fn undo(&mut self) -> Option<Action> {
        let action = self.actions.pop()?;
        self.current = self.history.pop().expect("one position per action");
        Some(action)
    }

    /// The actions grouped into turns: a turn ends where the side to move changes.
    pub fn turns(&self) -> Vec<&[Action]> {
        let mut turns = Vec::new();
        let mut begin = 0;
        for ply in 0..self.actions.len() {
            let after = self.position_at(ply + 1);
            if after.side() != self.history[ply].side() || ply + 1 == self.actions.len() {
                turns.push(&self.actions[begin..=ply]);
                begin = ply + 1;
            }
        }
        turns
    }
}
