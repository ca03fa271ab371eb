//! What the app knows of the AI: the worker's state, the search under way, and the ids of
//! requests.

use super::evaluation::{AskedPositions, Evaluation};
use super::hint::Hint;
use super::lookup::Lookup;
use super::review::{ReviewDone, ReviewRun};
use crate::ui::game::outlook::Outlook;
use leptos::prelude::*;

/// What the AI is doing while it thinks.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Thinking {
    /// The request being answered.
    pub id: u32,
    /// When it was sent (the page's clock, milliseconds).
    pub asked: f64,
    /// Depth of the last completed iteration (0 before the first).
    pub depth: u32,
    /// Score of that iteration, for people.
    pub score: String,
    /// Its principal line, in notation.
    pub line: Vec<String>,
}

/// Signals the app reads and writes about the AI.
#[derive(Clone, Copy)]
pub struct AiState {
    /// The worker's state, for people.
    pub status: RwSignal<String>,
    /// Whether the worker answered its ping and listens.
    pub ready: RwSignal<bool>,
    /// The search in progress, if any.
    pub thinking: RwSignal<Option<Thinking>>,
    /// The placement request in progress, if any.
    pub placing: RwSignal<Option<u32>>,
    /// The last benchmark result, for people.
    pub bench: RwSignal<String>,
    /// Why the app gave up on the worker, until the person tries again.
    pub failed: RwSignal<Option<String>>,
    /// Whether a game between two AIs is paused.
    pub paused: RwSignal<bool>,
    /// Set to play one turn of a paused game between two AIs.
    pub step: RwSignal<bool>,
    /// How the game looked to the AI at its last turn, and its score then from Light's side.
    pub last_outlook: RwSignal<Option<(Outlook, String)>>,
    /// The hint asked for or shown, if any.
    pub hint: RwSignal<Option<Hint>>,
    /// The lookup (a puzzle's refutation) asked for or found, if any.
    pub lookup: RwSignal<Option<Lookup>>,
    /// The latest score of the live position (or of an earlier one), for the bar.
    pub evaluation: RwSignal<Option<Evaluation>>,
    /// The review under way, if any.
    pub review: RwSignal<Option<ReviewRun>>,
    /// The last review run that finished.
    pub review_done: RwSignal<Option<ReviewDone>>,
    /// The bar's own search under way, if any.
    pub(super) evaluating: RwSignal<Option<u32>>,
    /// The positions the searches that feed the bar were asked about.
    pub(super) asked_positions: StoredValue<AskedPositions>,
    /// The id of the last request sent.
    pub(super) last_id: StoredValue<u32>,
}

impl AiState {
    /// A fresh request id.
    pub fn next_id(&self) -> u32 {
        self.last_id.update_value(|id| *id = id.wrapping_add(1));
        self.last_id.get_value()
    }

    /// Forgets the bar's score and the searches still under way that would bring more: a
    /// new game begins.
    pub fn forget_scores(&self) {
        self.evaluation.set(None);
        self.asked_positions.set_value(AskedPositions::default());
    }
}
