//! Breakthrough as a [`Game`] with [`Heuristics`], for perft and the AI.

use super::action::Move;
use super::bits::Bits;
use super::position::Position;
use super::side::Side;
use super::weights::{WEIGHTS, WIN_NEXT};
use crate::core::{Game, Heuristics, Outcome};

impl<const W: usize> Game for Position<W> {
    type Action = Move;
    type Side = Side;
    type Undo = ();

    fn side_to_move(&self) -> Side {
        self.side()
    }

    fn legal_actions(&self, out: &mut Vec<Move>) {
        self.legal_moves(out);
    }

    fn count_legal_actions(&self) -> usize {
        self.count_legal_moves()
    }

    fn is_legal(&self, action: Move) -> bool {
        Position::is_legal(self, action)
    }

    fn make(&mut self, action: Move) {
        Position::make(self, action);
    }

    fn unmake(&mut self, action: Move, _: ()) {
        Position::unmake(self, action);
    }

    fn outcome(&self) -> Option<Outcome<Side>> {
        Position::outcome(self)
    }

    fn hash(&self) -> u64 {
        Position::hash(self)
    }

    /// Pieces only move forward, so no position can come back: repetition is never judged.
    fn repetition_key(&self) -> Option<u64> {
        None
    }
}

/// A step to a square this many moves or fewer from the far rank counts as noisy.
const THREAT_STEPS: usize = 2;

impl<const W: usize> Heuristics for Position<W> {
    const ACTION_SPACE: usize = 256 * 3;

    fn evaluate(&self) -> i32 {
        Position::evaluate(self)
    }

    fn is_quiet_horizon(&self) -> bool {
        true
    }

    fn action_index(action: Move) -> usize {
        action.from().number() * 3 + (action.to().file() + 1 - action.from().file())
    }

    /// Captures, wins, and steps to within [`THREAT_STEPS`] of the far rank (which threaten
    /// to win, like a check).
    fn is_noisy(&self, action: Move) -> bool {
        action.is_capture()
            || self.progress(self.side(), action.to()) + 1 + THREAT_STEPS >= self.size().ranks()
    }

    fn material_gain(&self, action: Move) -> i32 {
        if self.reaches_far_rank(action) {
            WIN_NEXT
        } else if action.is_capture() {
            WEIGHTS[0]
        } else {
            0
        }
    }

    fn order_hint(&self, action: Move) -> i32 {
        let progress = self.progress(self.side(), action.to()) as i32;
        let victim = if action.is_capture() {
            16 + self.progress(self.side().opponent(), action.to()) as i32
        } else {
            0
        };
        victim * 32 + progress
    }

    /// A step that captures nothing (quiet, or a threat to reach the far rank) onto a square
    /// more enemy pieces attack than other own pieces guard.
    fn gives_away(&self, action: Move) -> bool {
        if action.is_capture() {
            return false;
        }
        let side = self.side();
        let size = self.size();
        let to = Bits::single(size.index(action.to()));
        let from = Bits::single(size.index(action.from()));
        let attackers = self.diagonal_reach(side, to) & self.bits(side.opponent());
        let defenders = self.diagonal_reach(side.opponent(), to) & self.bits(side) & !from;
        attackers.count() > defenders.count()
    }

    fn danger_replies(&self, out: &mut Vec<Move>) -> bool {
        let runners = self.enemy_runners();
        if runners.is_empty() {
            return false;
        }
        self.legal_moves(out);
        if out.is_empty() {
            return false;
        }
        let parries = |mv: &Move| {
            self.reaches_far_rank(*mv)
                || (mv.is_capture() && runners.contains(self.size().index(mv.to())))
        };
        // Without a parry every move loses: one of them is enough for the search to prove it.
        if out.iter().any(parries) {
            out.retain(parries);
        } else {
            out.truncate(1);
        }
        true
    }

    fn in_danger(&self) -> bool {
        !self.enemy_runners().is_empty()
    }

    /// Never: Breakthrough's tuning has no null move.
    fn can_pass(&self) -> bool {
        false
    }

    fn pass_turn(&mut self) {
        self.pass();
    }

    fn unpass_turn(&mut self, _: ()) {
        self.pass();
    }
}

impl<const W: usize> Position<W> {
    /// Ranks `cell` lies ahead of `side`'s home rank.
    fn progress(&self, side: Side, cell: super::size::Cell) -> usize {
        match side {
            Side::White => cell.rank(),
            Side::Black => self.size().ranks() - 1 - cell.rank(),
        }
    }

    /// The opponent's pieces one step from their far rank: each threatens to win next move.
    pub fn enemy_runners(&self) -> super::bits::Bits<W> {
        let enemy = self.side().opponent();
        self.bits(enemy) & self.one_step_from_far_rank(enemy)
    }

    /// Whether `mv` of the side to move lands on its far rank (and so wins).
    fn reaches_far_rank(&self, mv: Move) -> bool {
        self.progress(self.side(), mv.to()) + 1 == self.size().ranks()
    }
}

impl<const W: usize> crate::core::Notation for Position<W> {
    type PositionError = super::text::PositionError;
    type ActionError = super::action::MoveError;

    fn from_text(text: &str) -> Result<Self, Self::PositionError> {
        Position::from_text(text)
    }

    fn to_text(&self) -> String {
        Position::to_text(self)
    }

    fn parse_action(&self, text: &str) -> Result<Move, Self::ActionError> {
        self.parse_move(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Notation;

    fn danger_replies(text: &str) -> Option<Vec<String>> {
        let position = Position::<1>::from_text(text).expect("a valid position");
        let mut out = Vec::new();
        let in_danger = position.danger_replies(&mut out);
        in_danger.then(|| out.iter().map(ToString::to_string).collect())
    }

    #[test]
    fn a_runner_one_step_from_home_is_parried_by_capturing_it() {
        assert_eq!(
            danger_replies("5/5/5/2B2/1W3 w"),
            Some(vec!["b1xc2".into()])
        );
        assert_eq!(danger_replies("5/5/2B2/5/1W3 w"), None);
    }

    #[test]
    fn without_a_parry_one_reply_is_enough_to_prove_the_loss() {
        assert_eq!(danger_replies("5/5/5/2B2/W3W w").map(|r| r.len()), Some(1));
    }

    fn gives_away(text: &str, action: &str) -> bool {
        let position = Position::<1>::from_text(text).expect("a valid position");
        let action = position.parse_action(action).expect("a legal action");
        position.gives_away(action)
    }

    #[test]
    fn a_step_gives_its_piece_away_where_more_enemies_attack_than_friends_guard() {
        assert!(gives_away("5/5/2B2/5/1W3 w", "b1-b2"));
        assert!(!gives_away("5/5/2B2/5/1W3 w", "b1-a2"));
        assert!(!gives_away("5/5/2B2/5/1WW2 w", "b1-b2"));
        // The piece that steps does not guard the square it steps to.
        assert!(gives_away("5/5/2B2/5/2W2 w", "c1-b2"));
        assert!(!gives_away("5/5/5/2B2/1W3 w", "b1xc2"));
        assert!(gives_away("5/5/2B2/5/1W3 b", "c3-c2"));
        assert!(!gives_away("5/5/1BB2/5/1W3 b", "c3-c2"));
    }

    #[test]
    fn a_threat_that_steps_into_capture_gives_its_piece_away() {
        let position = Position::<1>::from_text("5/2B2/5/1W3/5 w").expect("a valid position");
        let step = |text| position.parse_action(text).expect("a legal action");
        assert!(position.is_noisy(step("b2-b3")) && position.gives_away(step("b2-b3")));
        assert!(position.is_noisy(step("b2-a3")) && !position.gives_away(step("b2-a3")));
    }
}
