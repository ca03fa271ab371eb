//! Squares of a board of up to 11 files by 11 ranks.

use crate::core::excerpt;
use std::fmt;
use std::str::FromStr;

/// Number of files (columns) of the largest board the core types address.
pub const FILES: u8 = 11;
/// Number of ranks (rows) of the largest board the core types address.
pub const RANKS: u8 = 11;

/// One square, named `a1` .. `k11` (files a..k left to right, ranks 1..11 bottom to top).
///
/// The index is `rank * 11 + file`, both zero-based; a `Square` always holds a valid index.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

/// Why a text is not a square name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError {
    /// The offending text.
    pub text: String,
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a square (a1 .. k11)", self.text)
    }
}

impl std::error::Error for ParseSquareError {}

impl Square {
    /// Number of squares on the 11x11 board.
    pub const COUNT: usize = (FILES as usize) * (RANKS as usize);

    /// The square on zero-based `file` and `rank`, if both are on the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < FILES && rank < RANKS {
            Some(Square(rank * FILES + file))
        } else {
            None
        }
    }

    /// The square with the given index (`rank * 11 + file`), if it is on the board.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < Self::COUNT {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Index `rank * 11 + file`, in `0..121`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Zero-based file: 0 is file a.
    pub const fn file(self) -> u8 {
        self.0 % FILES
    }

    /// Zero-based rank: 0 is rank 1.
    pub const fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// The square `df` files and `dr` ranks away, if it is on the board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let file = self.file() as i8 + df;
        let rank = self.rank() as i8 + dr;
        if file < 0 || rank < 0 {
            None
        } else {
            Square::new(file as u8, rank as u8)
        }
    }

    /// All 121 squares, a1 first, by rank then file.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..Self::COUNT as u8).map(Square)
    }

    /// Whether the square is on the outer ring (rank 1 or 11, file a or k).
    pub const fn is_edge(self) -> bool {
        let (f, r) = (self.file(), self.rank());
        f == 0 || r == 0 || f == FILES - 1 || r == RANKS - 1
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        let error = || ParseSquareError {
            text: excerpt(text),
        };
        let mut chars = text.chars();
        let file = chars
            .next()
            .filter(char::is_ascii_lowercase)
            .ok_or_else(error)?;
        let digits = chars.as_str();
        let well_formed = (1..=2).contains(&digits.len())
            && digits.bytes().all(|b| b.is_ascii_digit())
            && !digits.starts_with('0');
        if !well_formed {
            return Err(error());
        }
        let rank: u8 = digits.parse().map_err(|_| error())?;
        Square::new(file as u8 - b'a', rank - 1).ok_or_else(error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for square in Square::all() {
            assert_eq!(square.to_string().parse::<Square>(), Ok(square));
        }
    }

    #[test]
    fn rejects_bad_names() {
        for bad in ["", "a", "a0", "a12", "l1", "A1", "a01", "a1 ", "é1", "k111"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn corners_and_centre() {
        assert_eq!("a1".parse::<Square>().unwrap().index(), 0);
        assert_eq!("k11".parse::<Square>().unwrap().index(), 120);
        let f6: Square = "f6".parse().unwrap();
        assert_eq!((f6.file(), f6.rank()), (5, 5));
        assert!(!f6.is_edge());
        assert!("k5".parse::<Square>().unwrap().is_edge());
    }
}
