//! Freeling's 9x5 game as a [`Game`] with [`Notation`] and [`Heuristics`], for perft, the
//! AI, records and the app.

use super::action::Action;
use super::eval::STONE;
use super::position::Position;
use super::side::Side;
use super::square::Square;
use super::text::{ActionError, PositionError};
use crate::core::{Game, Heuristics, Notation, Outcome};

impl Game for Position {
    type Action = Action;
    type Side = Side;
    type Undo = Position;

    fn side_to_move(&self) -> Side {
        self.side()
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal(out);
    }

    fn is_legal(&self, action: Action) -> bool {
        let mut legal = Vec::new();
        self.legal(&mut legal);
        legal.contains(&action)
    }

    fn make(&mut self, action: Action) -> Position {
        let before = *self;
        *self = self.after(action);
        before
    }

    fn unmake(&mut self, _: Action, undo: Position) {
        *self = undo;
    }

    fn outcome(&self) -> Option<Outcome<Side>> {
        Position::outcome(self)
    }

    fn hash(&self) -> u64 {
        Position::hash(self)
    }

    /// Passes and backward moves can bring a position back: the third time is a draw.
    fn repetition_key(&self) -> Option<u64> {
        Some(Position::hash(self))
    }
}

impl Notation for Position {
    type PositionError = PositionError;
    type ActionError = ActionError;

    fn from_text(text: &str) -> Result<Position, PositionError> {
        Position::from_text(text)
    }

    fn to_text(&self) -> String {
        Position::to_text(self)
    }

    fn parse_action(&self, text: &str) -> Result<Action, ActionError> {
        Position::parse_action(self, text)
    }
}

/// Stones the side to move must keep for null-move pruning.
const NULL_MOVE_MIN_STONES: u32 = 4;
/// What reaching the far rank is worth to move ordering and quiescence.
const WIN_GAIN: i32 = 10_000;

impl Heuristics for Position {
    const ACTION_SPACE: usize = Square::COUNT * Square::COUNT + 1;

    fn evaluate(&self) -> i32 {
        Position::evaluate(self)
    }

    fn is_quiet_horizon(&self) -> bool {
        true
    }

    fn action_index(action: Action) -> usize {
        match (action.from(), action.to()) {
            (Some(from), Some(to)) => from.index() * Square::COUNT + to.index(),
            _ => Square::COUNT * Square::COUNT,
        }
    }

    /// Moves that set off explosions (which capture and advance) or reach the far rank.
    fn is_noisy(&self, action: Action) -> bool {
        self.material_gain(action) > 0
    }

    fn material_gain(&self, action: Action) -> i32 {
        let Some(to) = action.to() else { return 0 };
        if to.rank() == self.side().far_rank() {
            WIN_GAIN
        } else if action.explosions().next().is_some() {
            2 * STONE
        } else {
            0
        }
    }

    fn order_hint(&self, action: Action) -> i32 {
        let advance = action
            .to()
            .map_or(0, |to| i32::from(self.side().progress(to.rank())));
        self.material_gain(action) + advance
    }

    fn danger_replies(&self, out: &mut Vec<Action>) -> bool {
        if !self.in_danger() {
            return false;
        }
        self.legal(out);
        true
    }

    fn in_danger(&self) -> bool {
        self.may_win_next(self.side().opponent())
    }

    fn can_pass(&self) -> bool {
        self.count(self.side()) >= NULL_MOVE_MIN_STONES
    }

    fn pass_turn(&mut self) -> Position {
        self.make(Action::PASS)
    }

    fn unpass_turn(&mut self, undo: Position) {
        *self = undo;
    }
}
