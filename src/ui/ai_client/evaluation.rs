//! The evaluation bar's source: the latest score of any search of the live position (the
//! AI's turn, a hint) and, with the bar on while a person is to move, a short search of
//! its own.

use super::client::{analysis_request, EngineClient};
use super::hint::Hint;
use super::state::AiState;
use crate::ui::game::outlook::for_light;
use crate::ui::game::Session;
use leptos::prelude::*;

/// How long the worker searches a position for the bar alone, in milliseconds.
const EVALUATION_MOVETIME_MS: f64 = 700.0;

/// A score of a position of the game, from Light's side, and the AI's best line there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// The actions played to reach the position scored.
    pub actions: Vec<String>,
    /// The score from Light's side ("+0.85", "win in 3").
    pub light_score: String,
    /// The AI's best line from there, in notation (empty if not known).
    pub line: Vec<String>,
}

impl Evaluation {
    /// Whether this scores the live position of `session`.
    pub fn is_of(&self, session: &Session) -> bool {
        self.actions == session.table().action_texts()
    }
}

/// Records `score`, given for the side to move in the live position, with the best `line`
/// if one came (else the line known for this position is kept).
pub(super) fn record(
    state: AiState,
    session: RwSignal<Session>,
    score: &str,
    line: Option<Vec<String>>,
) {
    let (actions, mover) = session.with_untracked(|s| {
        let table = s.table();
        (table.action_texts(), table.seat_at(table.plies()))
    });
    state.evaluation.update(|known| {
        let line = line
            .or_else(|| {
                known
                    .take()
                    .filter(|k| k.actions == actions)
                    .map(|k| k.line)
            })
            .unwrap_or_default();
        *known = Some(Evaluation {
            actions,
            light_score: for_light(score, mover),
            line,
        });
    });
}

/// Whether request `id` is the bar's own search (and forgets it: its answer came).
pub(super) fn answered(state: AiState, id: u32) -> bool {
    let ours = state.evaluating.get_value() == Some(id);
    if ours {
        state.evaluating.set_value(None);
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
            || state.evaluating.get_value().is_some();
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
        state.evaluating.set_value(Some(id));
        if client.send(&request).is_err() {
            state.evaluating.set_value(None);
        }
    });
}
