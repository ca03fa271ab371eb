//! What the board draws for the pieces of a position, as plain Rust (board units).

use super::geometry::{Cell, Geometry};

/// A kind of piece to draw, for every game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Token {
    /// Breakthru's gold flagship.
    Flagship,
    /// Breakthru's gold escort.
    Escort,
    /// Breakthru's silver ship.
    Ship,
    /// Breakthrough's white piece.
    White,
    /// Breakthrough's black piece.
    Black,
}

impl Token {
    /// Its CSS class (also its `data-piece` in tests).
    pub fn class(self) -> &'static str {
        match self {
            Token::Flagship => "flagship",
            Token::Escort => "escort",
            Token::Ship => "ship",
            Token::White => "white",
            Token::Black => "black",
        }
    }

    /// Its radius in board units: the flagship is larger.
    pub fn radius(self) -> f64 {
        match self {
            Token::Flagship => 0.45,
            Token::Escort | Token::Ship => 0.34,
            Token::White | Token::Black => 0.38,
        }
    }
}

/// One piece to draw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DrawnPiece {
    /// Where it stands.
    pub cell: Cell,
    /// What it is.
    pub token: Token,
    /// Centre, in board units from the top-left corner.
    pub x: f64,
    /// Centre, in board units from the top-left corner.
    pub y: f64,
    /// Where it slides in from, relative to its centre, when its arrival is animated.
    pub arriving_from: Option<(f64, f64)>,
}

/// The pieces `tokens` placed on `geometry`, ready to draw.
pub fn drawn(geometry: Geometry, tokens: &[(Cell, Token)], flipped: bool) -> Vec<DrawnPiece> {
    tokens
        .iter()
        .map(|&(cell, token)| {
            let (x, y) = geometry.origin(cell, flipped);
            DrawnPiece {
                cell,
                token,
                x: x + 0.5,
                y: y + 0.5,
                arriving_from: None,
            }
        })
        .collect()
}

/// Marks the pieces that `moves` (from, to) brought in as arriving from where they started.
pub fn animate_arrivals(
    pieces: &mut [DrawnPiece],
    moves: &[(Cell, Cell)],
    geometry: Geometry,
    flipped: bool,
) {
    for &(from, to) in moves {
        if let Some(piece) = pieces.iter_mut().find(|p| p.cell == to) {
            let (from_x, from_y) = geometry.origin(from, flipped);
            let (to_x, to_y) = geometry.origin(to, flipped);
            piece.arriving_from = Some((from_x - to_x, from_y - to_y));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_are_centred_and_arrive_from_their_start() {
        let board = Geometry::new(8, 8);
        let (a2, a3) = (Cell::new(0, 1), Cell::new(0, 2));
        let mut pieces = drawn(board, &[(a3, Token::White)], false);
        assert_eq!((pieces[0].x, pieces[0].y), (0.5, 5.5));
        animate_arrivals(&mut pieces, &[(a2, a3)], board, false);
        assert_eq!(pieces[0].arriving_from, Some((0.0, 1.0)));
        assert!(Token::Flagship.radius() > Token::Escort.radius());
    }
}
