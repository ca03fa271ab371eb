//! Sides and pieces.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A player: Gold (flagship and escorts) or Silver (the blockade).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Side {
    /// The flagship's fleet.
    Gold,
    /// The blockading fleet.
    Silver,
}

impl Side {
    /// The other side.
    pub const fn opponent(self) -> Side {
        match self {
            Side::Gold => Side::Silver,
            Side::Silver => Side::Gold,
        }
    }

    /// `g` or `s`, as in BFN.
    pub const fn letter(self) -> char {
        match self {
            Side::Gold => 'g',
            Side::Silver => 's',
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Gold => "Gold",
            Side::Silver => "Silver",
        })
    }
}

/// A kind of piece. The side follows from the kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Piece {
    /// Gold's flagship: moves alone, wins on reaching the edge.
    Flagship,
    /// One of Gold's twelve escorts.
    Escort,
    /// One of Silver's twenty ships.
    Ship,
}

impl Piece {
    /// Every kind of piece.
    pub const ALL: [Piece; 3] = [Piece::Flagship, Piece::Escort, Piece::Ship];

    /// The side that owns pieces of this kind.
    pub const fn side(self) -> Side {
        match self {
            Piece::Flagship | Piece::Escort => Side::Gold,
            Piece::Ship => Side::Silver,
        }
    }

    /// `F`, `E` or `S`, as in BFN.
    pub const fn letter(self) -> char {
        match self {
            Piece::Flagship => 'F',
            Piece::Escort => 'E',
            Piece::Ship => 'S',
        }
    }

    /// The piece written as `letter` in BFN.
    pub const fn from_letter(letter: char) -> Option<Piece> {
        match letter {
            'F' => Some(Piece::Flagship),
            'E' => Some(Piece::Escort),
            'S' => Some(Piece::Ship),
            _ => None,
        }
    }

    /// A small dense index (0..3) for tables.
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Piece::Flagship => "flagship",
            Piece::Escort => "escort",
            Piece::Ship => "silver ship",
        })
    }
}
