//! The evaluation bar's source: the latest score of any search of the live position (the
//! AI's turn, a hint) and, with the bar on while a person is to move, a short search of
//! its own.

use super::client::EngineClient;
use super::hint::Hint;
use super::outlook::for_light;
use super::state::AiState;
use crate::ai::Limits;
use crate::ui::game::Session;
use crate::worker::protocol::Request;
use leptos::prelude::*;

/// How long the worker searches a position for the bar alone, in milliseconds.
const EVALUATION_MOVETIME_MS: f64 = 700.0;

/// A score of the position after `ply` actions, from Light's side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// The actions played in the position scored.
    pub ply: usize,
    /// The score from Light's side ("+0.85", "win in 3").
    pub light_score: String,
}

/// Records `score`, given for the side to move in the live position.
pub(super) fn record(state: AiState, session: RwSignal<Session>, score: &str) {
    let (ply, mover) =
        session.with_untracked(|s| (s.table().plies(), s.table().seat_at(s.table().plies())));
    state.evaluation.set(Some(Evaluation {
        ply,
        light_score: for_light(score, mover),
    }));
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
        let live = session.with(|s| s.table().plies());
        let scored = state
            .evaluation
            .with(|e| e.as_ref().is_some_and(|e| e.ply == live));
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
        let request = session.with_untracked(|s| Request::Think {
            id,
            game: s.table().game(),
            start: s.table().start_text(),
            actions: s.table().action_texts(),
            limits: Limits::movetime(EVALUATION_MOVETIME_MS),
            blunder_rate: 0.0,
            seed: 1,
        });
        state.evaluating.set_value(Some(id));
        if client.send(&request).is_err() {
            state.evaluating.set_value(None);
        }
    });
}
