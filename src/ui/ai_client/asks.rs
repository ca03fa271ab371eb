//! Every request the app sends the worker, each noted in the ledger with its purpose
//! before it goes, and the effects that send them when due.

use super::client::{analysis_request, EngineClient, EngineFailure};
use super::evaluation::Position;
use super::ledger::Purpose;
use super::pace;
use super::review::ReviewRun;
use super::state::{AiState, Bench, EngineStatus};
use crate::rules::GameId;
use crate::ui::game::review::{turn_starts, unreviewed, ReviewDepth};
use crate::ui::game::{Seat, Session, Table};
use crate::worker::protocol::Request;
use leptos::prelude::*;

/// How long the worker searches a position for the bar alone, in milliseconds.
const EVALUATION_MOVETIME_MS: f64 = 700.0;
/// How long the AI searches for a hint, in milliseconds.
const HINT_MOVETIME_MS: f64 = 1_500.0;
/// How long the AI searches for a refutation, in milliseconds.
const LOOKUP_MOVETIME_MS: f64 = 1_000.0;

/// The live position of `session` and the side to move there: where a search's scores
/// feed the bar.
fn live_scores(session: &Session) -> Option<(Position, Seat)> {
    Some((Position::live(session), session.table().seat_to_move()))
}

/// Notes a request for `purpose` and sends `request_for(id)`. A request that cannot be
/// sent is forgotten, and the app gives up on the worker; false then.
fn ask(
    state: AiState,
    client: &EngineClient,
    purpose: Purpose,
    scores: Option<(Position, Seat)>,
    request_for: impl FnOnce(u32) -> Request,
) -> bool {
    let mut id = 0;
    state.ledger.update(|l| id = l.ask(purpose.clone(), scores));
    match client.send(&request_for(id)) {
        Ok(()) => true,
        Err(failure) => {
            state.ledger.update(|l| l.cancel(&purpose));
            state.status.set(EngineStatus::Stopped(failure));
            false
        }
    }
}

/// Asks for a turn whenever the side to move is the AI's and nothing is pending (none
/// while `setup_on`: a setup before a game is under way).
pub(super) fn think_when_due(
    session: RwSignal<Session>,
    setup_on: Signal<bool>,
    state: AiState,
    client: EngineClient,
) {
    Effect::new(move |_| {
        let Some(level) = session.with(Session::ai_to_move) else {
            return;
        };
        let turn = Purpose::Turn { asked_ms: 0.0 };
        let thinking = state.ledger.with_untracked(|l| l.is_pending(&turn));
        if !state.is_ready() || setup_on.get() || thinking {
            return;
        }
        let held = session.with(pace::ai_vs_ai) && state.paused.get();
        if held && !state.step.get() {
            return;
        }
        state.step.set(false);
        let purpose = Purpose::Turn {
            asked_ms: js_sys::Date::now(),
        };
        let scores = session.with_untracked(live_scores);
        ask(state, &client, purpose, scores, |id| {
            session.with_untracked(|s| Request::Think {
                id,
                game: s.table().game(),
                start: s.table().start_text(),
                actions: s.table().action_texts(),
                limits: s.table().level_limits(level),
                blunder_rate: level.blunder_rate(),
                seed: js_sys::Date::now() as u64,
            })
        });
    });
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
        let busy = state.ledger.with(|l| {
            l.is_pending(&Purpose::Turn { asked_ms: 0.0 })
                || l.is_pending(&Purpose::ReviewStep { actions: vec![] })
                || l.is_pending(&Purpose::Hint { ply: 0 })
                || l.is_pending(&Purpose::Bar)
        });
        let due = bar_on.get() && state.is_ready() && session.with(Session::human_to_move);
        if !due || scored || busy || session.with(|s| s.table().is_over()) {
            return;
        }
        let scores = session.with_untracked(live_scores);
        ask(state, &client, Purpose::Bar, scores, |id| {
            session.with_untracked(|s| {
                analysis_request(id, s.table(), s.table().plies(), EVALUATION_MOVETIME_MS)
            })
        });
    });
}

/// Asks the worker for a hint in the live position, and records it as taken.
pub fn ask_hint(session: RwSignal<Session>, state: AiState, client: &EngineClient) {
    if !state.is_ready_untracked() || !session.with_untracked(Session::human_to_move) {
        return;
    }
    let ply = session.with_untracked(|s| s.table().plies());
    let scores = session.with_untracked(live_scores);
    state.hint.set(None);
    let sent = ask(state, client, Purpose::Hint { ply }, scores, |id| {
        session.with_untracked(|s| analysis_request(id, s.table(), ply, HINT_MOVETIME_MS))
    });
    if sent {
        session.update(Session::take_hint);
    }
}

/// Asks the worker for the best turn in the live position of `table` (off the game on the
/// board), if it is ready.
pub fn ask_lookup(state: AiState, client: &EngineClient, table: &dyn Table) {
    ask_lookup_for(state, client, table, LOOKUP_MOVETIME_MS);
}

/// Asks the worker for the best turn and its score in the live position of `table`, searched
/// for `movetime_ms` (a review's time per position, to judge a turn as the review did).
pub fn ask_lookup_for(state: AiState, client: &EngineClient, table: &dyn Table, movetime_ms: f64) {
    if !state.is_ready_untracked() {
        return;
    }
    state.lookup.set(None);
    ask(state, client, Purpose::Lookup, None, |id| {
        analysis_request(id, table, table.plies(), movetime_ms)
    });
}

/// Asks for the AI's placement of `side`'s pieces in a free setup.
pub fn ask_placement(
    state: AiState,
    client: &EngineClient,
    request_for: impl FnOnce(u32) -> Request,
) {
    ask(state, client, Purpose::Placement, None, request_for);
}

/// Measures the AI's speed in the worker for `game`.
pub fn ask_bench(state: AiState, client: &EngineClient, game: GameId) {
    state.bench.set(Some(Bench::Measuring));
    if !ask(state, client, Purpose::Bench, None, |id| Request::Bench {
        id,
        game,
    }) {
        let failure = state.status.with_untracked(|s| match s {
            EngineStatus::Stopped(failure) => failure.clone(),
            _ => EngineFailure::NotRunning,
        });
        state.bench.set(Some(Bench::Failed(failure)));
    }
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
    state
        .review
        .set(Some(ReviewRun::new(depth, todo, js_sys::Date::now())));
    ask_review_step(session, state, client);
}

/// Stops the review; the positions scored so far are kept.
pub fn cancel_review(state: AiState) {
    state.review.set(None);
    state
        .ledger
        .update(|l| l.cancel(&Purpose::ReviewStep { actions: vec![] }));
}

/// Asks for the next position of the review, or ends it when none is left.
pub(super) fn ask_review_step(session: RwSignal<Session>, state: AiState, client: &EngineClient) {
    let Some(mut run) = state.review.get_untracked() else {
        return;
    };
    let Some(ply) = run.take_next() else {
        state.review.set(None);
        state
            .review_done
            .set(Some(run.finished(js_sys::Date::now())));
        return;
    };
    let depth = run.depth;
    state.review.set(Some(run));
    let actions = session.with_untracked(|s| s.table().action_texts()[..ply].to_vec());
    let sent = ask(state, client, Purpose::ReviewStep { actions }, None, |id| {
        session.with_untracked(|s| analysis_request(id, s.table(), ply, depth.movetime_ms()))
    });
    if !sent {
        state.review.set(None);
    }
}
