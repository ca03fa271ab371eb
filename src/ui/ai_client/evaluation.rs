//! The evaluation bar's source: the latest score of any search of the live position (the
//! AI's turn, a hint) and, with the bar on while a person is to move, a short search of
//! its own.

use super::client::{analysis_request, EngineClient};
use super::hint::Hint;
use super::state::AiState;
use crate::rules::GameId;
use crate::ui::game::outlook::for_light;
use crate::ui::game::{Seat, Session};
use leptos::prelude::*;

/// How long the worker searches a position for the bar alone, in milliseconds.
const EVALUATION_MOVETIME_MS: f64 = 700.0;

/// How many of the latest requests that feed the bar are remembered (the AI's turn, a hint
/// and the bar's own search are at most three at a time).
const REMEMBERED_REQUESTS: usize = 4;

/// A position of a game: its game, its start and the actions played since.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    game: GameId,
    start: String,
    actions: Vec<String>,
}

impl Position {
    /// The live position of `session`.
    fn live(session: &Session) -> Self {
        let table = session.table();
        Position {
            game: table.game(),
            start: table.start_text(),
            actions: table.action_texts(),
        }
    }
}

/// A score of a position of the game, from Light's side, and the AI's best line there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// The position scored.
    position: Position,
    /// The score from Light's side ("+0.85", "win in 3").
    pub light_score: String,
    /// The AI's best line from there, in notation (empty if not known).
    pub line: Vec<String>,
}

impl Evaluation {
    /// Whether this scores the live position of `session`.
    pub fn is_of(&self, session: &Session) -> bool {
        self.position == Position::live(session)
    }

    /// Whether this scores a position of the game `session` plays (the same game and start).
    pub fn is_in(&self, session: &Session) -> bool {
        let table = session.table();
        self.position.game == table.game() && self.position.start == table.start_text()
    }
}

/// The positions the latest searches that feed the bar were asked about, by request id: a
/// score is filed under the position it was searched in, whatever was played since.
#[derive(Clone, Debug, Default)]
pub struct AskedPositions(Vec<(u32, Position, Seat)>);

impl AskedPositions {
    /// Remembers that request `id` searches `position`, where `mover` is to act; forgets
    /// the oldest beyond the last few.
    fn note(&mut self, id: u32, position: Position, mover: Seat) {
        self.0.push((id, position, mover));
        let excess = self.0.len().saturating_sub(REMEMBERED_REQUESTS);
        self.0.drain(..excess);
    }

    /// The position request `id` searches and the side to act there, if it feeds the bar.
    fn of(&self, id: u32) -> Option<(&Position, Seat)> {
        self.0
            .iter()
            .find(|(asked, ..)| *asked == id)
            .map(|(_, position, mover)| (position, *mover))
    }
}

/// Notes that request `id` searches the live position of `session`: its scores feed the bar.
pub(super) fn note_asked(state: AiState, id: u32, session: RwSignal<Session>) {
    let (position, mover) =
        session.with_untracked(|s| (Position::live(s), s.table().seat_to_move()));
    state
        .asked_positions
        .update_value(|asked| asked.note(id, position, mover));
}

/// Records `score` of request `id`, given for the side to move in the position it searched,
/// with the best `line` if one came (else the line known for that position is kept). Scores
/// of requests that do not feed the bar (a review's, a lookup's) are ignored.
pub(super) fn record(state: AiState, id: u32, score: &str, line: Option<Vec<String>>) {
    let Some((position, mover)) = state
        .asked_positions
        .with_value(|asked| asked.of(id).map(|(p, m)| (p.clone(), m)))
    else {
        return;
    };
    state.evaluation.update(|known| {
        let line = line
            .or_else(|| {
                known
                    .take()
                    .filter(|k| k.position == position)
                    .map(|k| k.line)
            })
            .unwrap_or_default();
        *known = Some(Evaluation {
            position,
            light_score: for_light(score, mover),
            line,
        });
    });
}

/// Whether request `id` is the bar's own search (and forgets it: its answer came).
pub(super) fn answered(state: AiState, id: u32) -> bool {
    let ours = state.evaluating.get_untracked() == Some(id);
    if ours {
        state.evaluating.set(None);
    }
    ours
}

/// Asks the worker to score the live position whenever the bar is on, a person is to
/// move, the position has no score yet and the worker has nothing else to do.
pub(super) fn evaluate_when_due(
    session: RwSignal<Session>,
    state: AiState,
    bar_on: Signal<bool>,
    client: EngineClient,
) {
    Effect::new(move |_| {
        let scored = session.with(|s| {
            state
                .evaluation
                .with(|e| e.as_ref().is_some_and(|e| e.is_of(s)))
        });
        let hinting = state
            .hint
            .with(|h| h.as_ref().is_some_and(|h| matches!(h, Hint::Asked { .. })));
        let busy = state.thinking.with(Option::is_some)
            || state.review.with(Option::is_some)
            || hinting
            || state.evaluating.with(Option::is_some);
        if !bar_on.get()
            || !state.ready.get()
            || scored
            || busy
            || !session.with(Session::human_to_move)
        {
            return;
        }
        let id = state.next_id();
        let request = session.with_untracked(|s| {
            analysis_request(id, s.table(), s.table().plies(), EVALUATION_MOVETIME_MS)
        });
        state.evaluating.set(Some(id));
        note_asked(state, id, session);
        if client.send(&request).is_err() {
            state.evaluating.set(None);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(actions: &[&str]) -> Position {
        Position {
            game: "breakthrough".parse().unwrap(),
            start: "BBBBB/BBBBB/5/WWWWW/WWWWW w".into(),
            actions: actions.iter().map(|a| a.to_string()).collect(),
        }
    }

    #[test]
    fn a_request_is_known_by_the_position_it_was_asked_about() {
        let mut asked = AskedPositions::default();
        asked.note(7, position(&[]), Seat::Light);
        asked.note(8, position(&["a2-a3"]), Seat::Dark);
        assert_eq!(asked.of(7), Some((&position(&[]), Seat::Light)));
        assert_eq!(asked.of(8), Some((&position(&["a2-a3"]), Seat::Dark)));
        assert_eq!(asked.of(9), None, "a request that does not feed the bar");
    }

    #[test]
    fn only_the_latest_requests_are_remembered() {
        let mut asked = AskedPositions::default();
        for id in 1..=10 {
            asked.note(id, position(&[]), Seat::Light);
        }
        assert_eq!(asked.of(6), None);
        assert!((7..=10).all(|id| asked.of(id).is_some()));
    }

    #[test]
    fn another_start_is_another_position() {
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
    }
}
