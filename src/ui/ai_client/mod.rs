//! The app's side of the AI worker: the client that talks to it, the ledger of requests
//! pending, the asks and the routing of answers, hints, the evaluation bar's scores and
//! reviews, and what the app says of them.

mod ai_link;
mod answers;
mod asks;
mod client;
pub mod evaluation;
mod hint;
pub mod ledger;
pub mod pace;
mod review;
mod state;
pub mod texts;
mod watchdog;

pub use ai_link::connect;
pub use asks::{
    ask_bench, ask_hint, ask_lookup, ask_lookup_for, ask_placement, cancel_review, start_review,
};
pub use client::{EngineClient, EngineFailure, Recovery};
pub use evaluation::Evaluation;
pub use hint::Hint;
pub use review::{ReviewDone, ReviewRun};
pub use state::{AiState, Bench, EngineStatus, Lookup, Thinking};

use leptos::prelude::*;

/// The AI's state, shared through context by the app.
pub fn use_ai() -> AiState {
    expect_context()
}

/// The worker's client, shared through context by the app.
pub fn use_engine() -> StoredValue<EngineClient, LocalStorage> {
    expect_context()
}
