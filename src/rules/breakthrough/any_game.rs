//! [`AnyPosition`] as a game, each call passed to the position at its own width, so that
//! code that holds games of several sizes (the protocol, the worker) needs one type.
//! Work that counts speed (perft, benchmarks) visits the concrete type instead.

use super::action::{Move, MoveError};
use super::any::AnyPosition;
use super::side::Side;
use super::text::PositionError;
use crate::core::{Game, Heuristics, Notation, Outcome};

macro_rules! each {
    ($self:expr, $p:ident => $body:expr) => {
        match $self {
            AnyPosition::One($p) => $body,
            AnyPosition::Two($p) => $body,
            AnyPosition::Four($p) => $body,
        }
    };
}

impl Game for AnyPosition {
    type Action = Move;
    type Side = Side;
    type Undo = ();

    fn side_to_move(&self) -> Side {
        each!(self, p => p.side())
    }

    fn legal_actions(&self, out: &mut Vec<Move>) {
        each!(self, p => p.legal_moves(out))
    }

    fn count_legal_actions(&self) -> usize {
        each!(self, p => p.count_legal_moves())
    }

    fn is_legal(&self, action: Move) -> bool {
        each!(self, p => p.is_legal(action))
    }

    fn make(&mut self, action: Move) {
        each!(self, p => p.make(action))
    }

    fn unmake(&mut self, action: Move, _: ()) {
        each!(self, p => p.unmake(action))
    }

    fn outcome(&self) -> Option<Outcome<Side>> {
        each!(self, p => p.outcome())
    }

    fn hash(&self) -> u64 {
        each!(self, p => p.hash())
    }

    fn repetition_key(&self) -> Option<u64> {
        None
    }
}

impl Heuristics for AnyPosition {
    const ACTION_SPACE: usize = <super::Position<1> as Heuristics>::ACTION_SPACE;

    fn evaluate(&self) -> i32 {
        each!(self, p => p.evaluate())
    }

    fn is_quiet_horizon(&self) -> bool {
        true
    }

    fn action_index(action: Move) -> usize {
        <super::Position<1> as Heuristics>::action_index(action)
    }

    fn is_noisy(&self, action: Move) -> bool {
        each!(self, p => p.is_noisy(action))
    }

    fn material_gain(&self, action: Move) -> i32 {
        each!(self, p => p.material_gain(action))
    }

    fn order_hint(&self, action: Move) -> i32 {
        each!(self, p => p.order_hint(action))
    }

    fn gives_away(&self, action: Move) -> bool {
        each!(self, p => p.gives_away(action))
    }

    fn danger_replies(&self, out: &mut Vec<Move>) -> bool {
        each!(self, p => p.danger_replies(out))
    }

    fn in_danger(&self) -> bool {
        each!(self, p => p.in_danger())
    }

    fn can_pass(&self) -> bool {
        each!(self, p => p.can_pass())
    }

    fn pass_turn(&mut self) {
        each!(self, p => p.pass())
    }

    fn unpass_turn(&mut self, _: ()) {
        each!(self, p => p.pass())
    }
}

impl Notation for AnyPosition {
    type PositionError = PositionError;
    type ActionError = MoveError;

    fn from_text(text: &str) -> Result<AnyPosition, PositionError> {
        AnyPosition::from_text(text)
    }

    fn to_text(&self) -> String {
        self.to_string()
    }

    fn parse_action(&self, text: &str) -> Result<Move, MoveError> {
        each!(self, p => p.parse_move(text))
    }
}

impl AnyPosition {
    /// The evaluation's features, White's count minus Black's.
    pub fn features(&self) -> [i32; super::eval::FEATURE_COUNT] {
        each!(self, p => p.features())
    }

    /// Whether the side to move can reach its far rank with its next move.
    pub fn wins_next(&self) -> bool {
        each!(self, p => p.wins_next())
    }

    /// Whether a race to the far rank is already decided (the evaluation says who wins).
    pub fn race_decided(&self) -> bool {
        each!(self, p => p.decided_race().is_some())
    }

    /// The weighted features' score for White.
    pub fn linear_score(&self) -> i32 {
        each!(self, p => p.linear_score())
    }

    /// White's and Black's pieces as words on an 8x8 board, the patterns' board.
    pub fn pattern_words(&self) -> Option<(u64, u64)> {
        each!(self, p => p.pattern_words())
    }
}
