//! The two players.

use std::fmt;

/// White starts on ranks 1 and 2 and moves up; Black starts on the top two ranks and moves down.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum Side {
    /// Moves towards the last rank.
    White,
    /// Moves towards rank 1.
    Black,
}

impl Side {
    /// The other side.
    #[inline]
    pub fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// 0 for White, 1 for Black, for tables.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The letter of position text: `w` or `b`.
    pub fn letter(self) -> char {
        match self {
            Side::White => 'w',
            Side::Black => 'b',
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::White => "White",
            Side::Black => "Black",
        })
    }
}
