//! The two players: White moves up the board, Black down.

/// A player.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Side {
    /// Starts on ranks 1 and 2 and moves first.
    White,
    /// Starts on ranks 8 and 9.
    Black,
}

impl Side {
    /// The other player.
    pub fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// 0 for White, 1 for Black.
    pub fn index(self) -> usize {
        self as usize
    }

    /// One rank forward: up for White, down for Black.
    pub fn forward(self) -> i8 {
        match self {
            Side::White => 1,
            Side::Black => -1,
        }
    }

    /// The rank (from 0) that wins when one of its stones stands there.
    pub fn far_rank(self) -> u8 {
        match self {
            Side::White => 8,
            Side::Black => 0,
        }
    }

    /// How many ranks forward `rank` is from this side's first rank (0..=8).
    pub fn progress(self, rank: u8) -> u8 {
        match self {
            Side::White => rank,
            Side::Black => 8 - rank,
        }
    }
}
