//! A set of squares of a board of up to 256 squares, as `W` 64-bit words.
//!
//! Why words and a const generic: an 8x8 board is one `u64`, and with `W = 1` every
//! operation below compiles to a single machine instruction, as fast as a dedicated 64-bit
//! engine. Larger boards take two words (up to 128 squares) or four (up to 16x16), chosen
//! once per game by [`super::AnyPosition`]. Only 64-bit shifts are used: a variable
//! `u128` shift is a library call on wasm32.

use std::ops::{BitAnd, BitOr, BitXor, Not};

/// Squares by dense index `rank * files + file`; bit `i % 64` of word `i / 64`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Bits<const W: usize>([u64; W]);

impl<const W: usize> Default for Bits<W> {
    fn default() -> Bits<W> {
        Bits::EMPTY
    }
}

impl<const W: usize> Bits<W> {
    /// No square.
    pub const EMPTY: Bits<W> = Bits([0; W]);

    /// The set holding only square `index`.
    #[inline]
    pub fn single(index: usize) -> Bits<W> {
        let mut words = [0; W];
        words[index / 64] = 1 << (index % 64);
        Bits(words)
    }

    /// The first `count` squares.
    pub fn first(count: usize) -> Bits<W> {
        let mut words = [0; W];
        for (i, word) in words.iter_mut().enumerate() {
            let bits = count.saturating_sub(i * 64).min(64);
            *word = if bits == 64 {
                u64::MAX
            } else {
                (1u64 << bits) - 1
            };
        }
        Bits(words)
    }

    /// The first 64 squares as a word (the whole set on boards of up to 64 squares).
    #[inline]
    pub fn low_word(self) -> u64 {
        self.0[0]
    }

    /// Whether square `index` is in the set.
    #[inline]
    pub fn contains(self, index: usize) -> bool {
        self.0[index / 64] >> (index % 64) & 1 != 0
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Number of squares in the set.
    #[inline]
    pub fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// The lowest index in the set, if any.
    #[inline]
    pub fn lowest(self) -> Option<usize> {
        let word = self.0.iter().position(|&w| w != 0)?;
        Some(word * 64 + self.0[word].trailing_zeros() as usize)
    }

    /// The highest index in the set, if any.
    #[inline]
    pub fn highest(self) -> Option<usize> {
        let word = self.0.iter().rposition(|&w| w != 0)?;
        Some(word * 64 + 63 - self.0[word].leading_zeros() as usize)
    }

    /// The set moved `n` squares up the index order (`0 < n < 64`); bits past the top are lost.
    #[inline]
    pub fn shl(self, n: u32) -> Bits<W> {
        let words = self.0;
        Bits(std::array::from_fn(|i| {
            let carry = if i > 0 { words[i - 1] >> (64 - n) } else { 0 };
            words[i] << n | carry
        }))
    }

    /// The set moved `n` squares down the index order (`0 < n < 64`).
    #[inline]
    pub fn shr(self, n: u32) -> Bits<W> {
        let words = self.0;
        Bits(std::array::from_fn(|i| {
            let carry = if i + 1 < W {
                words[i + 1] << (64 - n)
            } else {
                0
            };
            words[i] >> n | carry
        }))
    }

    /// Adds or removes square `index` (toggles it).
    #[inline]
    pub fn toggle(&mut self, index: usize) {
        self.0[index / 64] ^= 1 << (index % 64);
    }

    /// The squares of the set, lowest index first.
    #[inline]
    pub fn iter(self) -> SquareIter<W> {
        SquareIter {
            words: self.0,
            word: 0,
        }
    }
}

/// Iterator over the squares of a [`Bits`].
pub struct SquareIter<const W: usize> {
    words: [u64; W],
    word: usize,
}

impl<const W: usize> Iterator for SquareIter<W> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.word < W {
            let bits = self.words[self.word];
            if bits != 0 {
                self.words[self.word] = bits & (bits - 1);
                return Some(self.word * 64 + bits.trailing_zeros() as usize);
            }
            self.word += 1;
        }
        None
    }
}

macro_rules! bitwise {
    ($trait:ident, $method:ident, $op:tt) => {
        impl<const W: usize> $trait for Bits<W> {
            type Output = Bits<W>;

            #[inline]
            fn $method(self, other: Bits<W>) -> Bits<W> {
                Bits(std::array::from_fn(|i| self.0[i] $op other.0[i]))
            }
        }
    };
}

bitwise!(BitAnd, bitand, &);
bitwise!(BitOr, bitor, |);
bitwise!(BitXor, bitxor, ^);

impl<const W: usize> Not for Bits<W> {
    type Output = Bits<W>;

    /// Every square not in the set, off-board bits included: mask with the board.
    #[inline]
    fn not(self) -> Bits<W> {
        Bits(self.0.map(|w| !w))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_carry_between_words() {
        let bits = Bits::<4>::single(63) | Bits::single(130);
        let up = bits.shl(9);
        assert_eq!(up.iter().collect::<Vec<_>>(), vec![72, 139]);
        assert_eq!(up.shr(9), bits);
        assert_eq!(Bits::<1>::single(3).shr(4), Bits::EMPTY);
    }

    #[test]
    fn lowest_and_highest_find_the_ends_across_words() {
        let mut set = Bits::<2>::EMPTY;
        assert_eq!((set.lowest(), set.highest()), (None, None));
        set.toggle(70);
        assert_eq!((set.lowest(), set.highest()), (Some(70), Some(70)));
        set.toggle(3);
        set.toggle(127);
        assert_eq!((set.lowest(), set.highest()), (Some(3), Some(127)));
    }

    #[test]
    fn first_and_count() {
        assert_eq!(Bits::<4>::first(256).count(), 256);
        assert_eq!(Bits::<2>::first(70).count(), 70);
        assert_eq!(Bits::<1>::first(64).count(), 64);
        assert!(Bits::<1>::first(25).contains(24) && !Bits::<1>::first(25).contains(25));
    }
}
