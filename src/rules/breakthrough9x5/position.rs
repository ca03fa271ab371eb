//! A position: the stacks of each side and who is to move.
//!
//! Each side has a 45-bit board of the squares it holds and every square a stone count:
//! at rest a square holds at most its capacity (2 on files b..d, 1 on a and e), but during
//! a move's explosions, and on the board a win by explosion leaves, it may hold more.

use super::side::Side;
use super::square::Square;
use super::zobrist;
use crate::core::Outcome;

/// A position of Freeling's 9x5 game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    owners: [u64; 2],
    counts: [u8; Square::COUNT],
    side: Side,
    hash: u64,
}

/// The squares of a rank.
pub(super) fn rank_bits(rank: u8) -> u64 {
    0b11111 << (rank * 5)
}

impl Position {
    /// The start: White's ten stones on a1..e2, Black's on a8..e9, White to move.
    pub fn start() -> Position {
        let mut position = Position::empty(Side::White);
        for square in Square::all() {
            match square.rank() {
                0 | 1 => position.put(square, Side::White, 1),
                7 | 8 => position.put(square, Side::Black, 1),
                _ => {}
            }
        }
        position.rehash();
        position
    }

    /// An empty board with `side` to move (fill it with [`Position::put`], then rehash).
    pub(super) fn empty(side: Side) -> Position {
        Position {
            owners: [0; 2],
            counts: [0; Square::COUNT],
            side,
            hash: 0,
        }
    }

    /// Puts `count` stones of `side` on `square` (none: empties it). The hash is stale
    /// until [`Position::rehash`].
    pub(super) fn put(&mut self, square: Square, side: Side, count: u8) {
        self.owners[0] &= !square.bit();
        self.owners[1] &= !square.bit();
        self.counts[square.index()] = count;
        if count > 0 {
            self.owners[side.index()] |= square.bit();
        }
    }

    /// The hash computed from the stacks and side alone (the kept one must equal it).
    pub fn recomputed_hash(&self) -> u64 {
        let mut copy = *self;
        copy.rehash();
        copy.hash
    }

    /// Recomputes the hash from the stacks.
    pub(super) fn rehash(&mut self) {
        let mut hash = match self.side {
            Side::White => 0,
            Side::Black => zobrist::black_to_move(),
        };
        for side in [Side::White, Side::Black] {
            for square in Square::of_bits(self.owners[side.index()]) {
                hash ^= zobrist::stack(side, square, self.counts[square.index()]);
            }
        }
        self.hash = hash;
    }

    /// Hands the move to the other side.
    pub(super) fn switch_side(&mut self) {
        self.side = self.side.opponent();
        self.hash ^= zobrist::black_to_move();
    }

    /// The side to move.
    pub fn side(&self) -> Side {
        self.side
    }

    /// The stack on `square`: its owner and number of stones.
    pub fn stack_at(&self, square: Square) -> Option<(Side, u8)> {
        let count = self.counts[square.index()];
        let side = if self.owners[0] & square.bit() != 0 {
            Side::White
        } else if self.owners[1] & square.bit() != 0 {
            Side::Black
        } else {
            return None;
        };
        Some((side, count))
    }

    /// The squares `side` holds.
    pub fn squares_of(&self, side: Side) -> u64 {
        self.owners[side.index()]
    }

    /// The stones on `square` (0 if empty).
    pub fn height(&self, square: Square) -> u8 {
        self.counts[square.index()]
    }

    /// How many stones `side` has.
    pub fn count(&self, side: Side) -> u32 {
        Square::of_bits(self.owners[side.index()])
            .map(|s| u32::from(self.counts[s.index()]))
            .sum()
    }

    /// The Zobrist hash of the stacks and the side to move.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether `side` has a stone on its far rank.
    pub fn reached_far_rank(&self, side: Side) -> bool {
        self.owners[side.index()] & rank_bits(side.far_rank()) != 0
    }

    /// The winner, if the game is over: a stone on the far rank wins, no stones loses.
    pub fn outcome(&self) -> Option<Outcome<Side>> {
        for side in [Side::White, Side::Black] {
            if self.reached_far_rank(side) {
                return Some(Outcome::Win(side));
            }
        }
        for side in [Side::White, Side::Black] {
            if self.owners[side.index()] == 0 {
                return Some(Outcome::Win(side.opponent()));
            }
        }
        None
    }

    /// The squares of the side to move holding more stones than they may.
    pub(super) fn over_capacity(&self) -> impl Iterator<Item = Square> + '_ {
        Square::of_bits(self.owners[self.side.index()])
            .filter(|&s| self.counts[s.index()] > s.capacity())
    }
}
