//! The 45 squares of the 5x9 board: files a..e, ranks 1..9, the walls and each square's
//! capacity.

use std::fmt;
use std::str::FromStr;

/// Number of files (a..e).
pub const FILES: u8 = 5;
/// Number of ranks (1..9).
pub const RANKS: u8 = 9;

/// A square, numbered rank by rank from a1 (0) to e9 (44).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Number of squares.
    pub const COUNT: usize = (FILES * RANKS) as usize;

    /// The square on `file` and `rank`, both from 0, if on the board.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        (file < FILES && rank < RANKS).then_some(Square(rank * FILES + file))
    }

    /// The square numbered `index` (below [`Square::COUNT`]).
    pub(super) fn at(index: usize) -> Square {
        debug_assert!(index < Square::COUNT);
        Square(index as u8)
    }

    /// Its number, 0..45.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// Its file, from 0 (a).
    pub fn file(self) -> u8 {
        self.0 % FILES
    }

    /// Its rank, from 0 (rank 1).
    pub fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// Whether it is a wall square (ranks 3 and 7).
    pub fn is_wall(self) -> bool {
        matches!(self.rank(), 2 | 6)
    }

    /// How many stones it holds at rest: 1 on files a and e, 2 on b, c and d.
    pub fn capacity(self) -> u8 {
        if matches!(self.file(), 0 | 4) {
            1
        } else {
            2
        }
    }

    /// The square `files` and `ranks` away, if on the board.
    pub fn offset(self, files: i8, ranks: i8) -> Option<Square> {
        let file = u8::try_from(self.file() as i8 + files).ok()?;
        let rank = u8::try_from(self.rank() as i8 + ranks).ok()?;
        Square::new(file, rank)
    }

    /// Its bit in a board of 45 bits.
    pub fn bit(self) -> u64 {
        1 << self.0
    }

    /// Every square, from a1.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..Square::COUNT as u8).map(Square)
    }

    /// The squares of the bits set in `bits`, lowest first.
    pub fn of_bits(mut bits: u64) -> impl Iterator<Item = Square> {
        std::iter::from_fn(move || {
            let index = bits.trailing_zeros();
            (bits != 0).then(|| {
                bits &= bits - 1;
                Square(index as u8)
            })
        })
    }
}

/// `a1` .. `e9`.
impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file()), self.rank() + 1)
    }
}

/// A text that is no square of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareError(pub String);

impl fmt::Display for SquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a square (a1 .. e9)", self.0)
    }
}

impl std::error::Error for SquareError {}

impl FromStr for Square {
    type Err = SquareError;

    fn from_str(text: &str) -> Result<Square, SquareError> {
        let error = || SquareError(text.chars().take(8).collect());
        let mut chars = text.chars();
        let file = chars.next().ok_or_else(error)?;
        let digits = chars.as_str();
        if !file.is_ascii_lowercase() || digits.len() != 1 {
            return Err(error());
        }
        let rank = digits.parse::<u8>().map_err(|_| error())?;
        let file = file as u8 - b'a';
        rank.checked_sub(1)
            .and_then(|rank| Square::new(file, rank))
            .ok_or_else(error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_named_walled_and_sized() {
        let a1: Square = "a1".parse().unwrap();
        let e9: Square = "e9".parse().unwrap();
        assert_eq!((a1.index(), e9.index()), (0, 44));
        assert_eq!(e9.to_string(), "e9");
        for bad in ["", "a", "a0", "f1", "a10", "A1", "a+1", "é1"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
        let walls: Vec<String> = Square::all()
            .filter(|s| s.is_wall())
            .map(|s| s.to_string())
            .collect();
        assert_eq!(walls.join(" "), "a3 b3 c3 d3 e3 a7 b7 c7 d7 e7");
        let capacities: Vec<u8> = (0..5)
            .map(|f| Square::new(f, 0).unwrap().capacity())
            .collect();
        assert_eq!(capacities, [1, 2, 2, 2, 1]);
        assert_eq!(a1.offset(-1, 1), None);
        assert_eq!(Square::of_bits(0b1001).collect::<Vec<_>>(), [a1, Square(3)]);
    }
}
