//! Replaying a game written as a start position and actions in notation (shared links,
//! saved games), every action checked.

use crate::rules::breakthru::{Action, NotationError, PlayError, Position, Record};
use std::fmt;

/// Why an action of a written game cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionError {
    /// The action's number in the game, from 1.
    pub number: usize,
    /// Its text, cut to 20 characters.
    pub text: String,
    /// What is wrong with it.
    pub problem: ActionProblem,
}

/// What is wrong with an action that cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionProblem {
    /// It is not written in RULES.md notation.
    Notation(NotationError),
    /// It cannot be played where it stands.
    Play(PlayError),
}

impl fmt::Display for ActionProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionProblem::Notation(e) => e.fmt(f),
            ActionProblem::Play(e) => e.fmt(f),
        }
    }
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ActionError {
            number,
            text,
            problem,
        } = self;
        write!(f, "action {number} ('{text}') cannot be played: {problem}")
    }
}

impl std::error::Error for ActionError {}

/// The game of `start` and `actions`, each action read and played in turn.
pub fn replay<'a>(
    start: Position,
    actions: impl IntoIterator<Item = &'a str>,
) -> Result<Record, ActionError> {
    let mut record = Record::new(start);
    for (index, text) in actions.into_iter().enumerate() {
        let error = |problem| ActionError {
            number: index + 1,
            text: text.chars().take(20).collect(),
            problem,
        };
        let action: Action = text
            .parse()
            .map_err(|e| error(ActionProblem::Notation(e)))?;
        record
            .play(action)
            .map_err(|e| error(ActionProblem::Play(e)))?;
    }
    Ok(record)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replays_and_names_the_first_bad_action() {
        let record = replay(Position::standard(), ["e4-e3", "g4-g3"]).unwrap();
        assert_eq!(record.actions().len(), 2);
        let error = replay(Position::standard(), ["e4-e3", "e3-e2"]).unwrap_err();
        assert_eq!((error.number, error.text.as_str()), (2, "e3-e2"));
        assert!(matches!(error.problem, ActionProblem::Play(_)));
        let error = replay(Position::standard(), ["e4e3"]).unwrap_err();
        assert!(matches!(error.problem, ActionProblem::Notation(_)));
        assert!(
            error.to_string().starts_with("action 1 ('e4e3')"),
            "{error}"
        );
    }
}
