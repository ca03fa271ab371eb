//! A position of any size, on as few 64-bit words as its board needs, and the text of
//! positions and moves for each width.

use super::action::{Move, MoveError};
use super::position::{PlacementError, Position};
use super::side::Side;
use super::size::{Cell, Size};
use super::text::{self, PositionError};
use crate::core::excerpt;

/// Work to do on a position of whatever width: one generic method, so that the code
/// inside runs on the concrete type (8x8 on a single `u64`).
pub trait SizeVisitor {
    /// What the work gives back.
    type Output;
    /// Does the work.
    fn visit<const W: usize>(self, position: Position<W>) -> Self::Output;
}

/// A Breakthrough position of any size from 5x5 to 16x16.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AnyPosition {
    /// Up to 64 squares (8x8 and smaller).
    One(Position<1>),
    /// Up to 128 squares.
    Two(Position<2>),
    /// Up to 256 squares.
    Four(Position<4>),
}

impl AnyPosition {
    /// The start position of a board of `size` with `first` to move.
    pub fn start(size: Size, first: Side) -> AnyPosition {
        let placement = text::Placement {
            size,
            pieces: start_pieces(size),
            side: first,
        };
        AnyPosition::from_placement(placement).expect("the start is a valid position")
    }

    /// Parses position text such as `BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w`.
    pub fn from_text(text: &str) -> Result<AnyPosition, PositionError> {
        AnyPosition::from_placement(text::parse(text)?)
    }

    fn from_placement(placement: text::Placement) -> Result<AnyPosition, PositionError> {
        let text::Placement { size, pieces, side } = placement;
        let built = match size.squares() {
            0..=64 => Position::from_pieces(size, pieces, side).map(AnyPosition::One),
            65..=128 => Position::from_pieces(size, pieces, side).map(AnyPosition::Two),
            _ => Position::from_pieces(size, pieces, side).map(AnyPosition::Four),
        };
        built.map_err(|error| match error {
            PlacementError::BothWon => PositionError::BothWon,
            PlacementError::TooLarge => unreachable!("the width is chosen from the size"),
        })
    }

    /// Runs `visitor` on the position at its own width.
    pub fn visit<V: SizeVisitor>(self, visitor: V) -> V::Output {
        match self {
            AnyPosition::One(position) => visitor.visit(position),
            AnyPosition::Two(position) => visitor.visit(position),
            AnyPosition::Four(position) => visitor.visit(position),
        }
    }

    /// The board's size.
    pub fn size(&self) -> Size {
        match self {
            AnyPosition::One(p) => p.size(),
            AnyPosition::Two(p) => p.size(),
            AnyPosition::Four(p) => p.size(),
        }
    }
}

/// The pieces of the start: White on ranks 1 and 2, Black on the last two.
fn start_pieces(size: Size) -> Vec<(Cell, Side)> {
    let mut pieces = Vec::new();
    for rank in 0..size.ranks() {
        let side = match rank {
            0 | 1 => Side::White,
            r if r + 2 >= size.ranks() => Side::Black,
            _ => continue,
        };
        pieces.extend((0..size.files()).filter_map(|file| Some((Cell::new(file, rank)?, side))));
    }
    pieces
}

impl<const W: usize> Position<W> {
    /// The start position of a board of `size` with `first` to move, if it fits this width.
    pub fn start(size: Size, first: Side) -> Result<Position<W>, PlacementError> {
        Position::from_pieces(size, start_pieces(size), first)
    }

    /// Parses position text for a board that fits this width.
    pub fn from_text(text: &str) -> Result<Position<W>, PositionError> {
        let text::Placement { size, pieces, side } = text::parse(text)?;
        Position::from_pieces(size, pieces, side).map_err(|error| match error {
            PlacementError::BothWon => PositionError::BothWon,
            PlacementError::TooLarge => PositionError::Size(super::size::SizeError {
                ranks: size.ranks(),
                files: size.files(),
            }),
        })
    }

    /// The position as text.
    pub fn to_text(&self) -> String {
        text::format(self.size(), |cell| self.piece_at(cell), self.side())
    }

    /// Reads a move of the side to move: `a2-a3`, `a2xb3`, or UCI's `a2a3`; it must be legal.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let mv = match text.parse::<Move>() {
            Ok(mv) => mv,
            Err(error) => self.parse_uci(text).ok_or(error)?,
        };
        if self.is_legal(mv) {
            Ok(mv)
        } else {
            Err(MoveError::Illegal(excerpt(text)))
        }
    }

    /// UCI's `a2a3`: two square names run together; a capture if an enemy stands on the target.
    fn parse_uci(&self, text: &str) -> Option<Move> {
        let split = text
            .char_indices()
            .skip(1)
            .find(|&(_, c)| c.is_ascii_lowercase())?
            .0;
        let (from, to) = (Cell::parse(&text[..split])?, Cell::parse(&text[split..])?);
        let capture = self.piece_at(to) == Some(self.side().opponent());
        Some(Move::new(from, to, capture))
    }
}

impl std::fmt::Display for AnyPosition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            AnyPosition::One(p) => p.to_text(),
            AnyPosition::Two(p) => p.to_text(),
            AnyPosition::Four(p) => p.to_text(),
        };
        f.write_str(&text)
    }
}

impl<const W: usize> std::fmt::Display for Position<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_text())
    }
}
