//! The app's side of the AI worker: the client that talks to it, the link that asks it
//! to play whenever the AI is due, hints, the evaluation bar's searches and reviews, and
//! what the app says of them.

mod ai_link;
mod client;
mod evaluation;
mod hint;
mod lookup;
pub mod pace;
mod review;
mod state;
pub mod texts;
mod watchdog;

pub use ai_link::connect;
pub use client::{EngineClient, EngineFailure, Recovery};
pub use evaluation::Evaluation;
pub use hint::{ask_hint, Hint};
pub use lookup::{ask_lookup, Lookup};
pub use review::{cancel_review, start_review, ReviewDone, ReviewRun};
pub use state::{AiState, Thinking};
