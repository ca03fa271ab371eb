//! The latest score of a position of the game, whatever search brought it (the AI's turn,
//! a hint, the bar's own search), filed under the position it scores. Plain Rust.

use crate::rules::GameId;
use crate::ui::game::outlook::SeatScore;
use crate::ui::game::Session;

/// A position of a game: its game, its start and the actions played since.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    game: GameId,
    start: String,
    actions: Vec<String>,
}

impl Position {
    /// The position after `actions` from `start` in `game`.
    pub fn new(game: GameId, start: String, actions: Vec<String>) -> Position {
        Position {
            game,
            start,
            actions,
        }
    }

    /// The live position of `session`.
    pub fn live(session: &Session) -> Position {
        let table = session.table();
        Position::new(table.game(), table.start_text(), table.action_texts())
    }

    /// The position after `played` more actions.
    pub fn after(&self, played: &[String]) -> Position {
        let mut actions = self.actions.clone();
        actions.extend_from_slice(played);
        Position::new(self.game, self.start.clone(), actions)
    }

    /// Whether this is a position of the game `session` plays (the same game and start).
    pub fn is_in(&self, session: &Session) -> bool {
        let table = session.table();
        self.game == table.game() && self.start == table.start_text()
    }
}

/// A score of a position of the game and the AI's best line there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// The position scored.
    pub position: Position,
    /// Its score, from a stated side's view.
    pub score: SeatScore,
    /// The AI's best line from there, in notation (empty if not known).
    pub line: Vec<String>,
}

impl Evaluation {
    /// Whether this scores the live position of `session`.
    pub fn is_of(&self, session: &Session) -> bool {
        self.position == Position::live(session)
    }

    /// Whether this scores a position of the game `session` plays.
    pub fn is_in(&self, session: &Session) -> bool {
        self.position.is_in(session)
    }

    /// The evaluation that replaces `known` by `score` of `position`: the best `line`
    /// if one came, else the line known for that same position.
    pub fn replacing(
        known: Option<Evaluation>,
        position: Position,
        score: SeatScore,
        line: Option<Vec<String>>,
    ) -> Evaluation {
        let line = line
            .or_else(|| known.filter(|k| k.position == position).map(|k| k.line))
            .unwrap_or_default();
        Evaluation {
            position,
            score,
            line,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Score;
    use crate::ui::game::Seat;

    fn position(actions: &[&str]) -> Position {
        Position::new(
            "breakthrough".parse().unwrap(),
            "BBBBB/BBBBB/5/WWWWW/WWWWW w".into(),
            actions.iter().map(|a| a.to_string()).collect(),
        )
    }

    #[test]
    fn another_start_or_game_is_another_position() {
        let other = Position {
            start: "BBBBBB/BBBBBB/6/WWWWWW/WWWWWW w".into(),
            ..position(&[])
        };
        assert_ne!(other, position(&[]));
        let breakthru = Position {
            game: "breakthru".parse().unwrap(),
            ..position(&[])
        };
        assert_ne!(breakthru, position(&[]));
        assert_eq!(
            position(&["a2-a3"]).after(&["b4-b3".into()]),
            position(&["a2-a3", "b4-b3"])
        );
    }

    #[test]
    fn a_score_without_a_line_keeps_the_line_of_the_same_position() {
        let score = SeatScore::new(Seat::Light, Score::Eval(30));
        let first = Evaluation::replacing(None, position(&[]), score, Some(vec!["a2-a3".into()]));
        let again = Evaluation::replacing(Some(first.clone()), position(&[]), score, None);
        assert_eq!(again.line, first.line);
        let moved = Evaluation::replacing(Some(first), position(&["a2-a3"]), score, None);
        assert!(moved.line.is_empty());
    }
}
