//! One move, and its notation: `a2-a3`, `a2-b3`, or a capture `a2xb3`.

use super::size::Cell;
use crate::core::excerpt;
use std::fmt;
use std::str::FromStr;

/// A move of one piece one square forward, straight or diagonally, maybe capturing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    from: Cell,
    to: Cell,
    capture: bool,
}

impl Move {
    /// The move from `from` to `to`, a capture if `capture`.
    pub fn new(from: Cell, to: Cell, capture: bool) -> Move {
        Move { from, to, capture }
    }

    /// Where the piece stands.
    pub fn from(self) -> Cell {
        self.from
    }

    /// Where it goes.
    pub fn to(self) -> Cell {
        self.to
    }

    /// Whether it takes an enemy piece.
    pub fn is_capture(self) -> bool {
        self.capture
    }

    /// The move in UCI's coordinate text, `a2a3`, as Fairy-Stockfish writes it.
    pub fn uci(self) -> String {
        format!("{}{}", self.from, self.to)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.capture { 'x' } else { '-' };
        write!(f, "{}{sign}{}", self.from, self.to)
    }
}

/// Why a text is not a move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveError {
    /// Not of the form `a2-a3` or `a2xb3`; holds a short excerpt of the text.
    Form(String),
    /// A square name that is not one (`a1` .. `p16`).
    Square(String),
    /// Well formed, but not a legal move here.
    Illegal(String),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Form(text) => write!(f, "'{text}' is not a move (like a2-a3 or a2xb3)"),
            MoveError::Square(text) => write!(f, "'{text}' is not a square (a1 .. p16)"),
            MoveError::Illegal(text) => write!(f, "{text} is not a legal move here"),
        }
    }
}

impl std::error::Error for MoveError {}

impl FromStr for Move {
    type Err = MoveError;

    /// Parses `a2-a3` or `a2xb3` (legality is the position's to judge).
    fn from_str(text: &str) -> Result<Move, MoveError> {
        let split = text
            .find(['-', 'x'])
            .filter(|&i| i > 0)
            .ok_or_else(|| MoveError::Form(excerpt(text)))?;
        let (from, to) = (&text[..split], &text[split + 1..]);
        let cell = |name: &str| Cell::parse(name).ok_or_else(|| MoveError::Square(excerpt(name)));
        Ok(Move::new(
            cell(from)?,
            cell(to)?,
            &text[split..=split] == "x",
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trips() {
        for text in ["a2-a3", "b7xc6", "p15-o16", "a10xb9"] {
            assert_eq!(text.parse::<Move>().unwrap().to_string(), text);
        }
    }

    #[test]
    fn bad_text_names_the_token() {
        assert_eq!("a2a3".parse::<Move>(), Err(MoveError::Form("a2a3".into())));
        assert_eq!("a2-z3".parse::<Move>(), Err(MoveError::Square("z3".into())));
        assert_eq!("-a3".parse::<Move>(), Err(MoveError::Form("-a3".into())));
        let long = "x".repeat(1000);
        assert!(long.parse::<Move>().unwrap_err().to_string().len() < 80);
    }
}
