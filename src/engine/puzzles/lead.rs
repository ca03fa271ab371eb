//! How far a puzzle's first turn stands out at a glance, by the static evaluation of the
//! position after each of the player's turns: among puzzles the search finds with equal
//! effort, a turn that looks no better than others (or a win beside a tempting other
//! turn) is harder to see.

use super::prove::Turn;
use crate::core::{Heuristics, Outcome};

/// How a win looks: above every evaluation.
const WIN: i64 = 1 << 40;

/// How the position `after` a turn looks to `player`: a win, a loss, or the static
/// evaluation from `player`'s side.
fn look<G: Heuristics>(after: &G, player: G::Side) -> i64 {
    match after.outcome() {
        Some(Outcome::Win(side)) if side == player => WIN,
        Some(Outcome::Win(_)) => -WIN,
        Some(Outcome::Draw) => 0,
        None if after.side_to_move() == player => i64::from(after.evaluate()),
        None => -i64::from(after.evaluate()),
    }
}

/// The lead of the turn made of the actions `first` over the best other turn of `turns`
/// (the turns of `start`): how much better it looks, negative where another looks better.
/// A turn that wins at once leads by [`WIN`] less the best other's look, so above every
/// quiet turn's lead and below where another turn tempts more.
pub fn lead<G: Heuristics>(start: &G, turns: &[Turn<G>], first: &[G::Action]) -> i64 {
    let player = start.side_to_move();
    let mut solution = start.clone();
    for &action in first {
        solution.make(action);
    }
    let key = solution.hash();
    let best_other = turns
        .iter()
        .filter(|t| t.after.hash() != key)
        .map(|t| look(&t.after, player))
        .max()
        .unwrap_or(-WIN);
    look(&solution, player) - best_other
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Notation;
    use crate::engine::puzzles::whole_turns;
    use crate::rules::breakthrough::AnyPosition;

    /// The lead of the turn written `text` in the Breakthrough position `position`.
    fn lead_of(position: &str, text: &str) -> i64 {
        let start = AnyPosition::from_text(position).unwrap();
        let action = start.parse_action(text).unwrap();
        lead(&start, &whole_turns(&start), &[action])
    }

    /// 6x6: White may take on b4 or step; Black's pieces are far from its goal.
    const CAPTURE: &str = "BBB3/6/1B4/W5/6/WWW3 w";

    #[test]
    fn a_capture_stands_out_and_a_step_beside_it_does_not() {
        assert!(lead_of(CAPTURE, "a3xb4") > 0);
        assert!(lead_of(CAPTURE, "a3-a4") < 0);
    }

    #[test]
    fn a_win_at_once_leads_every_quiet_turn_unless_another_wins() {
        let only = lead_of("4BB/5W/6/6/6/W5 w", "f5xe6");
        assert!(only > lead_of(CAPTURE, "a3xb4"), "{only}");
        assert_eq!(
            lead_of("B5/5W/6/6/6/W5 w", "f5-e6"),
            0,
            "f5-f6 wins as well"
        );
    }
}
