//! Breakthru as a [`Game`], for perft and the AI.

use super::action::Action;
use super::piece::Side;
use super::position::{Position, Undo};
use crate::core::{Game, Outcome};

impl Game for Position {
    type Action = Action;
    type Side = Side;
    type Undo = Undo;
    const TURN_ACTIONS: usize = 2;

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

impl crate::core::Notation for Position {
    type PositionError = super::bfn::BfnError;
    type ActionError = super::notation::NotationError;

    fn from_text(text: &str) -> Result<Position, super::bfn::BfnError> {
        Position::from_bfn(text)
    }

    fn to_text(&self) -> String {
        self.to_bfn()
    }

    fn parse_action(&self, text: &str) -> Result<Action, super::notation::NotationError> {
        text.parse()
    }
}
