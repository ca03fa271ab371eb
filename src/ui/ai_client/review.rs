//! A review under way: the worker scores the start of every turn of the game, one position
//! after the other, each at the review's budget. The page never waits: each answer is
//! recorded in the game and the next position is asked for. Cancelling forgets the search
//! in flight; the positions scored so far stay.

use super::client::{analysis_request, EngineClient};
use super::state::AiState;
use crate::ui::game::outlook::for_light;
use crate::ui::game::review::{turn_starts, unreviewed, ReviewDepth, Scored};
use crate::ui::game::Session;
use leptos::prelude::*;

/// A review in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewRun {
    /// How long each position is searched.
    pub depth: ReviewDepth,
    /// Positions scored so far in this run.
    pub done: usize,
    /// Positions this run scores in all.
    pub total: usize,
    /// When it started (the page's clock, milliseconds).
    started: f64,
    /// Positions still to ask for (plies), in order.
    todo: Vec<usize>,
    /// The request in flight, and the actions of the position it scores.
    asked: Option<(u32, Vec<String>)>,
}

/// A finished review run: how many positions, and how long it took.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReviewDone {
    /// Positions scored.
    pub positions: usize,
    /// Time taken, in milliseconds.
    pub elapsed_ms: f64,
}

/// Starts reviewing the game: a fast review scores the turn starts not yet scored, a deep
/// one scores every turn start again.
pub fn start_review(
    session: RwSignal<Session>,
    state: AiState,
    client: &EngineClient,
    depth: ReviewDepth,
) {
    let todo = session.with_untracked(|s| match depth {
        ReviewDepth::Fast => unreviewed(s.table(), s.review()),
        ReviewDepth::Deep => turn_starts(s.table()),
    });
    state.review_done.set(None);
    state.review.set(Some(ReviewRun {
        depth,
        done: 0,
        total: todo.len(),
        started: js_sys::Date::now(),
        todo,
        asked: None,
    }));
    ask_next(session, state, client);
}

/// Stops the review; the positions scored so far are kept.
pub fn cancel_review(state: AiState) {
    state.review.set(None);
}

/// Asks for the next position of the run, or ends it when none is left.
fn ask_next(session: RwSignal<Session>, state: AiState, client: &EngineClient) {
    let Some(mut run) = state.review.get_untracked() else {
        return;
    };
    let Some(ply) = (!run.todo.is_empty()).then(|| run.todo.remove(0)) else {
        state.review.set(None);
        state.review_done.set(Some(ReviewDone {
            positions: run.done,
            elapsed_ms: js_sys::Date::now() - run.started,
        }));
        return;
    };
    let id = state.next_id();
    let (request, actions) = session.with_untracked(|s| {
        let request = analysis_request(id, s.table(), ply, run.depth.movetime_ms());
        (request, s.table().action_texts()[..ply].to_vec())
    });
    run.asked = Some((id, actions));
    state.review.set(Some(run));
    if client.send(&request).is_err() {
        state.review.set(None);
    }
}

/// Whether request `id` is the review's.
pub(super) fn is_review(state: AiState, id: u32) -> bool {
    state.review.with_untracked(|r| {
        r.as_ref()
            .and_then(|r| r.asked.as_ref())
            .is_some_and(|(asked, _)| *asked == id)
    })
}

/// Records the review's answer (the best turn `best`, scored `score` for the mover) if the
/// game still begins with the position asked about, and asks for the next position.
pub(super) fn review_arrived(
    session: RwSignal<Session>,
    state: AiState,
    client: &EngineClient,
    best: Vec<String>,
    score: String,
) {
    let Some((_, asked)) = state.review.with_untracked(|r| r.as_ref()?.asked.clone()) else {
        return;
    };
    let ply = asked.len();
    session.update(|s| {
        let table = s.table();
        let same = table.plies() >= ply && table.action_texts()[..ply] == asked[..];
        if same {
            let score = for_light(&score, table.seat_at(ply));
            s.record_review(Scored { ply, score, best });
        }
    });
    state.review.update(|r| {
        if let Some(run) = r {
            run.done += 1;
            run.asked = None;
        }
    });
    ask_next(session, state, client);
}
