//! Whole turns as text: played from a position, and compared by the position they reach,
//! so that either order of two independent Breakthru actions is the same turn.

use crate::core::Notation;
use crate::rules::{with_game, GameId};
use std::fmt;

/// Why the texts of a turn are not a whole legal turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnError {
    /// No action.
    Empty,
    /// Action `index` (from 0) is not readable or not legal here, or comes after the game
    /// ended or the turn passed to the other side.
    Action {
        /// Its place in the turn.
        index: usize,
        /// Its text.
        text: String,
    },
    /// The side to move still has an action to play.
    Unfinished,
}

impl fmt::Display for TurnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnError::Empty => f.write_str("a turn without actions"),
            TurnError::Action { index, text } => {
                write!(f, "action {} ({text}) cannot be played here", index + 1)
            }
            TurnError::Unfinished => f.write_str("the turn is not finished"),
        }
    }
}

impl std::error::Error for TurnError {}

/// The position after the whole turn `actions` (texts) from `position`.
pub fn play_turn<G: Notation>(position: &G, actions: &[&str]) -> Result<G, TurnError> {
    if actions.is_empty() {
        return Err(TurnError::Empty);
    }
    let mover = position.side_to_move();
    let mut after = position.clone();
    for (index, &text) in actions.iter().enumerate() {
        let refused = || TurnError::Action {
            index,
            text: text.to_string(),
        };
        if after.outcome().is_some() || after.side_to_move() != mover {
            return Err(refused());
        }
        let action = after.parse_action(text).map_err(|_| refused())?;
        if !after.is_legal(action) {
            return Err(refused());
        }
        after.make(action);
    }
    if after.outcome().is_none() && after.side_to_move() == mover {
        return Err(TurnError::Unfinished);
    }
    Ok(after)
}

/// Whether the turns `a` and `b` are both whole legal turns from `position` that reach the
/// same position.
pub fn same_turn<G: Notation>(position: &G, a: &[&str], b: &[&str]) -> bool {
    match (play_turn(position, a), play_turn(position, b)) {
        (Ok(x), Ok(y)) => x.to_text() == y.to_text(),
        _ => false,
    }
}

/// The texts of a turn's actions.
fn texts(turn: &[String]) -> Vec<&str> {
    turn.iter().map(String::as_str).collect()
}

/// Whether `played` is one of the turns `expected` once the turns `before` are played
/// from `position` (a position text of `game`): the same position reached. `false` if
/// the position or an earlier turn cannot be played.
pub fn is_one_of(
    game: GameId,
    position: &str,
    before: &[Vec<String>],
    played: &[String],
    expected: &[Vec<String>],
) -> bool {
    with_game!(game, G => {
        let Ok(mut at) = G::from_text(position) else {
            return false;
        };
        for earlier in before {
            match play_turn(&at, &texts(earlier)) {
                Ok(next) => at = next,
                Err(_) => return false,
            }
        }
        expected.iter().any(|e| same_turn(&at, &texts(played), &texts(e)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Notation;
    use crate::rules::breakthru::Position;

    #[test]
    fn either_order_of_two_moves_is_the_same_turn() {
        let start = Position::standard();
        assert!(same_turn(&start, &["e4-e3", "g4-g3"], &["g4-g3", "e4-e3"]));
        assert!(!same_turn(&start, &["e4-e3", "g4-g3"], &["e4-e3", "g4-g2"]));
        assert_eq!(
            play_turn(&start, &["e4-e3"]).err(),
            Some(TurnError::Unfinished)
        );
        assert_eq!(play_turn(&start, &[]).err(), Some(TurnError::Empty));
        let refused = play_turn(&start, &["e4-e3", "g4-g3", "d10-d9"]).err();
        assert!(matches!(refused, Some(TurnError::Action { index: 2, .. })));
    }

    #[test]
    fn a_turn_is_one_of_those_expected_after_the_earlier_turns() {
        let game: GameId = "breakthru".parse().unwrap();
        let start = Position::standard().to_text();
        let turn = |t: &[&str]| t.iter().map(|a| a.to_string()).collect::<Vec<_>>();
        let gold = turn(&["e4-e3", "g4-g3"]);
        let silver = turn(&["d10-d9", "h10-h9"]);
        let either = [turn(&["h10-h9", "d10-d9"]), turn(&["b5-b4", "b7-b8"])];
        assert!(is_one_of(
            game,
            &start,
            std::slice::from_ref(&gold),
            &silver,
            &either
        ));
        assert!(
            !is_one_of(game, &start, &[], &silver, &either),
            "Gold moves first"
        );
        assert!(!is_one_of(game, "nonsense", &[gold], &silver, &either));
    }
}
