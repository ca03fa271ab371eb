//! A set of squares as a `u128`, masked to the 121 squares of the 11x11 board.

use super::square::{Square, FILES};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};

const BOARD_BITS: u128 = (1u128 << Square::COUNT) - 1;

const fn file_bits(file: u8) -> u128 {
    let mut bits = 0u128;
    let mut rank = 0;
    while rank < 11 {
        bits |= 1u128 << (rank * FILES as usize + file as usize);
        rank += 1;
    }
    bits
}

const NOT_FILE_A: u128 = BOARD_BITS & !file_bits(0);
const NOT_FILE_K: u128 = BOARD_BITS & !file_bits(FILES - 1);

/// `SQUARE_BITS[i] == 1 << i`, looked up rather than computed: a variable `u128` shift is a
/// library call on wasm32 (`__ashlti3`), a table load is not.
const SQUARE_BITS: [u128; Square::COUNT] = {
    let mut bits = [0u128; Square::COUNT];
    let mut i = 0;
    while i < Square::COUNT {
        bits[i] = 1u128 << i;
        i += 1;
    }
    bits
};

/// A set of squares. Bits above the 121st are always zero.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct Bitboard(u128);

impl Bitboard {
    /// No square.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every square of the board.
    pub const FULL: Bitboard = Bitboard(BOARD_BITS);

    /// The set with the given bits, dropping any bit beyond the board.
    pub const fn from_bits(bits: u128) -> Bitboard {
        Bitboard(bits & BOARD_BITS)
    }

    /// The raw bits (bit `i` is the square with index `i`).
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set holding one square.
    pub const fn from_square(square: Square) -> Bitboard {
        Bitboard(SQUARE_BITS[square.index()])
    }

    /// Whether `square` is in the set.
    pub const fn contains(self, square: Square) -> bool {
        self.0 & SQUARE_BITS[square.index()] != 0
    }

    /// The set with `square` added.
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | SQUARE_BITS[square.index()])
    }

    /// The set with `square` removed.
    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !SQUARE_BITS[square.index()])
    }

    /// Number of squares in the set.
    pub const fn count(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set has no square.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set has at least one square.
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// The square with the lowest index, if any.
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Square::from_index(self.0.trailing_zeros() as usize)
        }
    }

    /// The square with the highest index, if any.
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Square::from_index(127 - self.0.leading_zeros() as usize)
        }
    }

    /// Every square moved one rank up; squares on rank 11 fall off.
    pub const fn north(self) -> Bitboard {
        Bitboard((self.0 << FILES) & BOARD_BITS)
    }

    /// Every square moved one rank down; squares on rank 1 fall off.
    pub const fn south(self) -> Bitboard {
        Bitboard(self.0 >> FILES)
    }

    /// Every square moved one file right; squares on file k fall off.
    pub const fn east(self) -> Bitboard {
        Bitboard((self.0 & NOT_FILE_K) << 1)
    }

    /// Every square moved one file left; squares on file a fall off.
    pub const fn west(self) -> Bitboard {
        Bitboard((self.0 & NOT_FILE_A) >> 1)
    }

    /// The squares orthogonally next to some square of the set.
    pub const fn orthogonal_neighbours(self) -> Bitboard {
        Bitboard(self.north().0 | self.south().0 | self.east().0 | self.west().0)
    }

    /// The squares diagonally next to some square of the set.
    pub const fn diagonal_neighbours(self) -> Bitboard {
        let ns = self.north().0 | self.south().0;
        let ns = Bitboard(ns);
        Bitboard(ns.east().0 | ns.west().0)
    }

    /// The squares of the set, lowest index first.
    pub fn iter(self) -> Squares {
        Squares(self.0)
    }
}

/// Iterator over the squares of a [`Bitboard`].
#[derive(Clone, Debug)]
pub struct Squares(u128);

impl Iterator for Squares {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Square::from_index(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    fn into_iter(self) -> Squares {
        self.iter()
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> Bitboard {
        squares.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl From<Square> for Bitboard {
    fn from(square: Square) -> Bitboard {
        Bitboard::from_square(square)
    }
}

macro_rules! binary_op {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, $op:tt) => {
        impl $trait for Bitboard {
            type Output = Bitboard;
            fn $method(self, other: Bitboard) -> Bitboard {
                Bitboard(self.0 $op other.0)
            }
        }
        impl $assign for Bitboard {
            fn $assign_method(&mut self, other: Bitboard) {
                self.0 = self.0 $op other.0;
            }
        }
    };
}

binary_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
binary_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
binary_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Sub for Bitboard {
    type Output = Bitboard;
    /// Set difference.
    fn sub(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & !other.0)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & BOARD_BITS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn complement_stays_on_board() {
        assert_eq!((!Bitboard::EMPTY).count(), 121);
        assert_eq!(!Bitboard::FULL, Bitboard::EMPTY);
    }

    fn set(names: &[&str]) -> Bitboard {
        names.iter().map(|n| sq(n)).collect()
    }

    #[test]
    fn shifts_do_not_wrap() {
        let edge = set(&["k5", "a7", "c11", "d1"]);
        assert_eq!(edge.east(), set(&["b7", "d11", "e1"]));
        assert_eq!(edge.west(), set(&["j5", "b11", "c1"]));
        assert_eq!(edge.north(), set(&["k6", "a8", "d2"]));
        assert_eq!(edge.south(), set(&["k4", "a6", "c10"]));
    }

    #[test]
    fn neighbours() {
        let f6 = set(&["f6"]);
        assert_eq!(f6.orthogonal_neighbours(), set(&["f7", "f5", "e6", "g6"]));
        assert_eq!(f6.diagonal_neighbours(), set(&["e7", "g7", "e5", "g5"]));
        assert_eq!(set(&["a1"]).diagonal_neighbours(), set(&["b2"]));
    }

    #[test]
    fn iterates_in_index_order() {
        let squares: Vec<_> = set(&["k11", "a1", "f6"]).iter().collect();
        assert_eq!(squares, vec![sq("a1"), sq("f6"), sq("k11")]);
        assert_eq!(set(&["k11", "a1"]).last(), Some(sq("k11")));
    }
}
