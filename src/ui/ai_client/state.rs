//! What the app knows of the AI: the worker's status, the requests pending (one ledger),
//! and what their answers brought. Facts only: the view makes the words.

use super::client::EngineFailure;
use super::evaluation::Evaluation;
use super::hint::Hint;
use super::ledger::{Ledger, Pending, Progress, Purpose};
use super::review::{ReviewDone, ReviewRun};
use crate::ai::Score;
use crate::bot::bench::BenchResult;
use leptos::prelude::*;

/// The worker's state.
#[derive(Clone, Debug, PartialEq)]
pub enum EngineStatus {
    /// Loading, and not yet answering.
    Loading,
    /// Listening, at `version`; `error` is the worker's word on the last request it could
    /// not carry out, if any.
    Ready {
        version: String,
        error: Option<String>,
    },
    /// A fresh worker is starting: after `failure`, or (`None`) because the person asked
    /// the AI to move now.
    Restarting(Option<EngineFailure>),
    /// The app gave up on it after `failure`, until the person tries again.
    Stopped(EngineFailure),
}

/// The speed measure in the About section.
#[derive(Clone, Debug, PartialEq)]
pub enum Bench {
    /// Asked, not yet answered.
    Measuring,
    /// The result.
    Measured(BenchResult),
    /// It could not be asked.
    Failed(EngineFailure),
}

/// The AI's turn under way: when it was asked and its latest iteration.
#[derive(Clone, Debug, PartialEq)]
pub struct Thinking {
    /// When it was asked (the page's clock, milliseconds).
    pub asked_ms: f64,
    /// Its latest completed iteration, if any.
    pub progress: Option<Progress>,
}

/// The best turn found in a position off the game on the board, and its score there from
/// the side to move's view (none if the search gave none).
#[derive(Clone, Debug, PartialEq)]
pub struct Lookup {
    /// The turn's actions.
    pub turn: Vec<String>,
    /// Its score.
    pub score: Option<Score>,
}

/// Signals the app reads and writes about the AI.
#[derive(Clone, Copy)]
pub struct AiState {
    /// The worker's state.
    pub status: RwSignal<EngineStatus>,
    /// Whether the worker listens: changes only when that does, not with every status
    /// (an error answer leaves it listening, and asks nothing again by itself).
    ready: Memo<bool>,
    /// The requests the worker has not finished answering.
    pub ledger: RwSignal<Ledger>,
    /// The last hint found, if any.
    pub hint: RwSignal<Option<Hint>>,
    /// The best turn found off the game on the board (a puzzle's refutation), if any.
    pub lookup: RwSignal<Option<Lookup>>,
    /// The latest score of a position of the game, for the bar and the AI's line.
    pub evaluation: RwSignal<Option<Evaluation>>,
    /// The review under way, if any.
    pub review: RwSignal<Option<ReviewRun>>,
    /// The last review run that finished.
    pub review_done: RwSignal<Option<ReviewDone>>,
    /// The speed measure, once asked.
    pub bench: RwSignal<Option<Bench>>,
    /// Whether a game between two AIs is paused.
    pub paused: RwSignal<bool>,
    /// Set to play one turn of a paused game between two AIs.
    pub step: RwSignal<bool>,
}

impl AiState {
    /// A fresh state: the worker loading, nothing asked.
    pub(super) fn new() -> AiState {
        let status = RwSignal::new(EngineStatus::Loading);
        AiState {
            status,
            ready: Memo::new(move |_| status.with(|s| matches!(s, EngineStatus::Ready { .. }))),
            ledger: RwSignal::new(Ledger::default()),
            hint: RwSignal::new(None),
            lookup: RwSignal::new(None),
            evaluation: RwSignal::new(None),
            review: RwSignal::new(None),
            review_done: RwSignal::new(None),
            bench: RwSignal::new(None),
            paused: RwSignal::new(false),
            step: RwSignal::new(false),
        }
    }

    /// Whether the worker listens (tracked).
    pub fn is_ready(&self) -> bool {
        self.ready.get()
    }

    /// Whether the worker listens (untracked).
    pub fn is_ready_untracked(&self) -> bool {
        self.ready.get_untracked()
    }

    /// Whether a request for `purpose`'s kind is pending (tracked).
    pub fn is_pending(&self, purpose: &Purpose) -> bool {
        self.ledger.with(|l| l.is_pending(purpose))
    }

    /// The AI's turn under way, if any (tracked).
    pub fn thinking(&self) -> Option<Thinking> {
        self.ledger.with(|l| {
            let pending: &Pending = l.pending(&Purpose::Turn { asked_ms: 0.0 })?;
            let Purpose::Turn { asked_ms } = pending.purpose else {
                return None;
            };
            Some(Thinking {
                asked_ms,
                progress: pending.progress.clone(),
            })
        })
    }

    /// Forgets the AI's turn under way: its answer will be dropped.
    pub fn stop_thinking(&self) {
        self.ledger
            .update(|l| l.cancel(&Purpose::Turn { asked_ms: 0.0 }));
    }

    /// Forgets the lookup found or asked for: a puzzle's turn was taken back or changed.
    pub fn forget_lookup(&self) {
        self.lookup.set(None);
        self.ledger.update(|l| l.cancel(&Purpose::Lookup));
    }

    /// Forgets the bar's score and the searches still under way that would bring more: a
    /// new game begins.
    pub fn forget_scores(&self) {
        self.evaluation.set(None);
        self.ledger.update(|l| {
            l.cancel(&Purpose::Bar);
            l.cancel(&Purpose::Hint { ply: 0 });
        });
    }

    /// Forgets every request pending and what waited on them: the worker failed or
    /// reported an error, and pending work will be asked again from the game as it stands.
    pub(super) fn fail_pending(&self) {
        self.ledger.update(Ledger::fail_all);
        self.review.set(None);
    }
}
