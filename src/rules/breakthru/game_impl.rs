//! Breakthru as a [`Game`], for perft and the AI.

use super::action::Action;
use super::piece::Side;
use super::position::{Position, Undo};
use crate::core::{Game, Outcome};

impl Game for Position {
    type Action = Action;
    type Side = Side;
    type Undo = Undo;

    fn side_to_move(&self) -> Side {
        self.side()
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        Position::legal_actions(self, out);
    }

    fn count_legal_actions(&self) -> usize {
        Position::count_legal_actions(self)
    }

    fn is_legal(&self, action: Action) -> bool {
        Position::is_legal(self, action)
    }

    fn make(&mut self, action: Action) -> Undo {
        Position::make(self, action)
    }

    fn unmake(&mut self, action: Action, undo: Undo) {
        Position::unmake(self, action, undo);
    }

    fn outcome(&self) -> Option<Outcome<Side>> {
        self.ending().map(|ending| ending.outcome)
    }

    fn hash(&self) -> u64 {
        Position::hash(self)
    }

    fn repetition_key(&self) -> Option<u64> {
        self.is_turn_start().then_some(self.hash())
    }
}
