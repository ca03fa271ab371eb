//! What the side to move faces: the opponent's stones that could win with their next move.

use super::{Action, Position, Square};
use crate::core::{Game, Outcome};

impl Position {
    /// The same position with the other side to move.
    pub fn passed(&self) -> Position {
        let mut passed = *self;
        passed.make(Action::PASS);
        passed
    }

    /// The squares of the opponent's stones that would win with a move from there, were it
    /// the opponent's turn (the side to move's threats to parry).
    pub fn winning_threats(&self) -> Vec<Square> {
        let opponent = self.side().opponent();
        let theirs = self.passed();
        let mut actions = Vec::new();
        theirs.legal(&mut actions);
        let from = actions
            .into_iter()
            .filter(|&action| {
                let mut after = theirs;
                after.make(action);
                after.outcome() == Some(Outcome::Win(opponent))
            })
            .filter_map(Action::from)
            .fold(0, |bits, square| bits | square.bit());
        Square::of_bits(from).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stone_a_move_from_the_far_rank_is_a_threat() {
        assert!(Position::start().winning_threats().is_empty());
        // Black's stone on b2 steps to a1 or c1 next move; White to move must parry.
        let position = Position::from_text("5/5/5/5/4W/5/5/1B3/5 w").unwrap();
        let b2: Square = "b2".parse().unwrap();
        assert_eq!(position.winning_threats(), [b2]);
    }
}
