//! The selection state machine of the board, as plain Rust: what a tap or a drop means.

use crate::rules::breakthru::{Action, Position};
use crate::rules::breakthru::{Bitboard, Square};

/// A square the selected piece may go to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    /// The destination.
    pub square: Square,
    /// Whether going there captures.
    pub capture: bool,
}

/// What a tap on a square does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TapResult {
    /// Select this piece (and show its targets).
    Select(Square),
    /// Clear the selection.
    Deselect,
    /// Play this action.
    Play(Action),
}

/// The legal actions of `position`, once, for the board to consult.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LegalMoves(Vec<Action>);

impl LegalMoves {
    /// The legal actions of `position` (none once the game is over).
    pub fn of(position: &Position) -> LegalMoves {
        let mut actions = Vec::new();
        position.legal_actions(&mut actions);
        LegalMoves(actions)
    }

    /// Squares of pieces that have at least one legal action.
    pub fn movable(&self) -> Bitboard {
        self.0.iter().map(|a| a.from()).collect()
    }

    /// Where the piece on `from` may go.
    pub fn targets(&self, from: Square) -> Vec<Target> {
        self.0
            .iter()
            .filter(|a| a.from() == from)
            .map(|a| Target {
                square: a.to(),
                capture: a.is_capture(),
            })
            .collect()
    }

    /// The legal action from `from` to `to`, if any.
    pub fn find(&self, from: Square, to: Square) -> Option<Action> {
        self.0
            .iter()
            .copied()
            .find(|a| a.from() == from && a.to() == to)
    }

    /// What tapping `square` means with `selected` currently selected.
    pub fn tap(&self, selected: Option<Square>, square: Square) -> TapResult {
        if let Some(action) = selected.and_then(|from| self.find(from, square)) {
            return TapResult::Play(action);
        }
        if selected != Some(square) && self.movable().contains(square) {
            TapResult::Select(square)
        } else {
            TapResult::Deselect
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn tap_select_then_tap_target_plays() {
        let moves = LegalMoves::of(&Position::standard());
        assert_eq!(moves.tap(None, sq("e4")), TapResult::Select(sq("e4")));
        assert_eq!(moves.tap(Some(sq("e4")), sq("e2")), TapResult::Deselect);
        assert_eq!(
            moves.tap(Some(sq("e4")), sq("e3")),
            TapResult::Play("e4-e3".parse().unwrap())
        );
        assert_eq!(
            moves.tap(Some(sq("e4")), sq("g4")),
            TapResult::Select(sq("g4"))
        );
        assert_eq!(moves.tap(Some(sq("e4")), sq("e4")), TapResult::Deselect);
        assert_eq!(
            moves.tap(None, sq("d2")),
            TapResult::Deselect,
            "Silver's piece, Gold to move"
        );
    }

    #[test]
    fn targets_mark_captures() {
        let position = Position::from_bfn("11/11/11/11/11/5F5/4S6/11/11/11/11 g -").unwrap();
        let targets = LegalMoves::of(&position).targets(sq("f6"));
        assert!(targets.contains(&Target {
            square: sq("e5"),
            capture: true
        }));
        assert_eq!(targets.iter().filter(|t| !t.capture).count(), 20);
    }
}
