//! The text form of a game record:
//!
//! ```text
//! [Start "11/3SSSSS3/11/1S2EEE2S1/1S1E3E1S1/1S1E1F1E1S1/1S1E3E1S1/1S2EEE2S1/11/3SSSSS3/11 g -"]
//! 1. e4-e2 g4-g2
//! 2. d10-d9 e10-e9
//! 3. f6-f9
//! ```
//!
//! One numbered line per turn; only the last turn may be unfinished.

use super::action::Action;
use super::bfn::BfnError;
use super::notation::NotationError;
use super::position::Position;
use super::record::{PlayError, Record};
use crate::core::excerpt;
use std::fmt;

/// What is wrong with a game record text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The `[Start "..."]` line is missing or malformed.
    BadStartLine(String),
    /// The start position is not valid BFN.
    BadStart(BfnError),
    /// A turn line does not begin with its number, such as `4.`.
    BadTurnNumber {
        line: usize,
        expected: usize,
        text: String,
    },
    /// An action is not written in docs/rules.md notation.
    Notation { turn: usize, error: NotationError },
    /// An action cannot be played where it stands.
    Illegal {
        turn: usize,
        action: Action,
        error: PlayError,
    },
    /// A turn line has two actions, but the turn ended after its first.
    TurnAlreadyOver { turn: usize, action: Action },
    /// A turn line stops after one action although a second one is due, and more turns follow.
    TurnUnfinished { turn: usize },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::BadStartLine(text) => write!(
                f,
                "the record must begin with [Start \"<position>\"], not '{text}'"
            ),
            RecordError::BadStart(error) => write!(f, "start position: {error}"),
            RecordError::BadTurnNumber {
                line,
                expected,
                text,
            } => {
                write!(
                    f,
                    "line {line}: expected turn '{expected}.', found '{text}'"
                )
            }
            RecordError::Notation { turn, error } => write!(f, "turn {turn}: {error}"),
            RecordError::Illegal {
                turn,
                action,
                error,
            } => {
                write!(f, "turn {turn}: {action} cannot be played: {error}")
            }
            RecordError::TurnAlreadyOver { turn, action } => {
                write!(f, "turn {turn}: {action} comes after the turn has ended")
            }
            RecordError::TurnUnfinished { turn } => {
                write!(f, "turn {turn}: the second move is missing")
            }
        }
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// The record as text: a start line, then one numbered line per turn.
    pub fn to_text(&self) -> String {
        let mut text = format!("[Start \"{}\"]\n", self.start().to_bfn());
        for (number, turn) in self.turns().iter().enumerate() {
            let actions: Vec<String> = turn.iter().map(Action::to_string).collect();
            text.push_str(&format!("{}. {}\n", number + 1, actions.join(" ")));
        }
        text
    }

    /// Parses a record written by [`Record::to_text`], checking every action.
    pub fn from_text(text: &str) -> Result<Record, RecordError> {
        let mut lines = text
            .lines()
            .map(str::trim)
            .enumerate()
            .filter(|(_, line)| !line.is_empty());
        let (_, start_line) = lines.next().unwrap_or((0, ""));
        let bfn = start_line
            .strip_prefix("[Start \"")
            .and_then(|rest| rest.strip_suffix("\"]"))
            .ok_or_else(|| RecordError::BadStartLine(excerpt(start_line)))?;
        let start = Position::from_bfn(bfn).map_err(RecordError::BadStart)?;
        let mut record = Record::new(start);
        let turn_lines: Vec<(usize, &str)> = lines.collect();
        for (index, &(line, text)) in turn_lines.iter().enumerate() {
            let turn = index + 1;
            let actions =
                strip_turn_number(text, turn).ok_or_else(|| RecordError::BadTurnNumber {
                    line: line + 1,
                    expected: turn,
                    text: excerpt(text),
                })?;
            let is_last = index + 1 == turn_lines.len();
            record.play_turn_line(turn, actions, is_last)?;
        }
        Ok(record)
    }

    fn play_turn_line(
        &mut self,
        turn: usize,
        text: &str,
        is_last: bool,
    ) -> Result<(), RecordError> {
        let parsed: super::notation::Turn = text
            .parse()
            .map_err(|error| RecordError::Notation { turn, error })?;
        let side = self.position().side();
        let mut turn_over = false;
        for action in parsed.actions() {
            if turn_over {
                return Err(RecordError::TurnAlreadyOver { turn, action });
            }
            self.play(action).map_err(|error| RecordError::Illegal {
                turn,
                action,
                error,
            })?;
            turn_over = self.position().side() != side || self.ending().is_some();
        }
        if !turn_over && !is_last {
            return Err(RecordError::TurnUnfinished { turn });
        }
        Ok(())
    }
}

fn strip_turn_number(text: &str, turn: usize) -> Option<&str> {
    let (number, rest) = text.split_once(". ")?;
    (number == turn.to_string()).then_some(rest)
}
