//! Action and turn notation: `e4-e2`, `e4xd3`, `e4-e2 g4-g2`.

use super::action::Action;
use super::square::ParseSquareError;
use crate::core::excerpt;
use crate::rules::breakthru::Square;
use std::fmt;
use std::str::FromStr;

/// What is wrong with an action or turn in docs/rules.md notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Neither `-` nor `x` separates two squares.
    MissingSeparator(String),
    /// A square name is malformed.
    BadSquare(String, ParseSquareError),
    /// A motion-move (`-`) that leaves its rank and file, or goes nowhere.
    NotStraight(String),
    /// A capture (`x`) that is not a one-square diagonal step.
    NotDiagonalStep(String),
    /// A turn with no action.
    EmptyTurn,
    /// A turn with more than two actions.
    TooManyActions(String),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::MissingSeparator(t) => {
                write!(
                    f,
                    "'{t}' is not an action: write e4-e2 for a move or e4xd3 for a capture"
                )
            }
            NotationError::BadSquare(t, e) => write!(f, "in '{t}': {e}"),
            NotationError::NotStraight(t) => {
                write!(
                    f,
                    "'{t}': a move goes along one rank or file to another square"
                )
            }
            NotationError::NotDiagonalStep(t) => {
                write!(f, "'{t}': a capture is one step diagonally")
            }
            NotationError::EmptyTurn => write!(f, "a turn needs at least one action"),
            NotationError::TooManyActions(t) => {
                write!(f, "'{t}': a turn has at most two actions")
            }
        }
    }
}

impl std::error::Error for NotationError {}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Action, NotationError> {
        let (from, to, capture) = match (text.split_once('-'), text.split_once('x')) {
            (Some((from, to)), None) => (from, to, false),
            (None, Some((from, to))) => (from, to, true),
            _ => return Err(NotationError::MissingSeparator(excerpt(text))),
        };
        let square = |name: &str| {
            name.parse::<Square>()
                .map_err(|e| NotationError::BadSquare(excerpt(text), e))
        };
        let (from, to) = (square(from)?, square(to)?);
        if capture {
            Action::capture(from, to).ok_or_else(|| NotationError::NotDiagonalStep(excerpt(text)))
        } else {
            Action::motion(from, to).ok_or_else(|| NotationError::NotStraight(excerpt(text)))
        }
    }
}

/// The actions of one turn: one or two, as written in notation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Turn {
    first: Action,
    second: Option<Action>,
}

impl Turn {
    /// A turn of one action.
    pub const fn single(action: Action) -> Turn {
        Turn {
            first: action,
            second: None,
        }
    }

    /// A turn of two motion-moves.
    pub const fn double(first: Action, second: Action) -> Turn {
        Turn {
            first,
            second: Some(second),
        }
    }

    /// The turn's actions in order.
    pub fn actions(self) -> impl Iterator<Item = Action> {
        std::iter::once(self.first).chain(self.second)
    }
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.first)?;
        if let Some(second) = self.second {
            write!(f, " {second}")?;
        }
        Ok(())
    }
}

impl FromStr for Turn {
    type Err = NotationError;

    /// Parses one or two actions separated by whitespace.
    fn from_str(text: &str) -> Result<Turn, NotationError> {
        let mut words = text.split_whitespace();
        let first = words.next().ok_or(NotationError::EmptyTurn)?.parse()?;
        let second = words.next().map(str::parse).transpose()?;
        if words.next().is_some() {
            return Err(NotationError::TooManyActions(excerpt(text)));
        }
        Ok(Turn { first, second })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_round_trip() {
        for text in ["e4-e2", "e4xd3", "a1-a11", "k11xj10", "f6-f9"] {
            assert_eq!(text.parse::<Action>().unwrap().to_string(), text);
        }
    }

    #[test]
    fn errors_name_the_token() {
        let cases = [
            ("e4e2", "'e4e2' is not an action"),
            ("e4-z2", "in 'e4-z2'"),
            ("e4-f5", "'e4-f5': a move goes along"),
            ("e4xe5", "'e4xe5': a capture is one step"),
            ("e4-e4", "'e4-e4'"),
        ];
        for (text, message) in cases {
            let error = text.parse::<Action>().unwrap_err().to_string();
            assert!(error.contains(message), "{text}: {error}");
        }
    }

    #[test]
    fn turns() {
        assert_eq!(
            "e4-e2 g4-g2".parse::<Turn>().unwrap().to_string(),
            "e4-e2 g4-g2"
        );
        assert_eq!("e4xd3".parse::<Turn>().unwrap().actions().count(), 1);
        assert_eq!("".parse::<Turn>(), Err(NotationError::EmptyTurn));
        assert!(matches!(
            "e4-e2 g4-g2 h4-h2".parse::<Turn>(),
            Err(NotationError::TooManyActions(_))
        ));
    }
}
