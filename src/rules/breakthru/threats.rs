//! What the side to move faces in Breakthru: the flagship's open lines to the edge, and
//! the side's pieces that an enemy piece could capture next.

use super::{Bitboard, Position};

impl Position {
    /// The free squares of the flagship's open lines to the edge, and the side to move's
    /// pieces standing diagonally next to an enemy piece (each can be captured next turn).
    pub fn threats(&self) -> Bitboard {
        let lines = match self.flagship() {
            Some(flagship) if self.flagship_open_lines() > 0 => self.open_line_squares(flagship),
            _ => Bitboard::EMPTY,
        };
        let side = self.side();
        let capturable =
            self.side_pieces(side.opponent()).diagonal_neighbours() & self.side_pieces(side);
        lines | capturable
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::breakthru::Square;

    fn square(text: &str) -> Square {
        text.parse().unwrap()
    }

    #[test]
    fn open_lines_and_capturable_pieces_are_threats() {
        assert!(
            Position::standard().threats().is_empty(),
            "the start is quiet"
        );
        // Silver to move: the flagship on f6 is open to the west; Gold can take i9 (from h8),
        // c3 (from d4) and i3 (from h4).
        let bfn = "5S5/11/2S5S2/4E1EE1S1/11/5F4S/11/3E3E3/2S5S2/11/5S5 s -";
        let position = Position::from_bfn(bfn).unwrap();
        let expected: Bitboard = ["a6", "b6", "c6", "d6", "e6", "i9", "c3", "i3"]
            .map(square)
            .into_iter()
            .collect();
        let names = |b: Bitboard| b.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(names(position.threats()), names(expected));
    }
}
