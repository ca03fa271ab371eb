//! A search of a position off the game on the board: a puzzle's refutation, the
//! opponent's best answer to a wrong turn, shown as arrows.

use super::client::{analysis_request, EngineClient};
use super::state::AiState;
use crate::ui::game::Table;
use leptos::prelude::*;

/// How long the AI searches for a refutation, in milliseconds.
const LOOKUP_MOVETIME_MS: f64 = 1_000.0;

/// A lookup asked for, or answered.
#[derive(Clone, Debug, PartialEq)]
pub enum Lookup {
    /// Asked by request `id`.
    Asked(u32),
    /// The best turn found, in notation.
    Found(Vec<String>),
}

/// Asks the worker for the best turn in the live position of `table`; false if it is not
/// ready or cannot be reached.
pub fn ask_lookup(state: AiState, client: &EngineClient, table: &dyn Table) -> bool {
    if !state.ready.get_untracked() {
        return false;
    }
    let id = state.next_id();
    state.lookup.set(Some(Lookup::Asked(id)));
    let request = analysis_request(id, table, table.plies(), LOOKUP_MOVETIME_MS);
    let sent = client.send(&request).is_ok();
    if !sent {
        state.lookup.set(None);
    }
    sent
}

/// Whether request `id` is the lookup awaited.
pub(super) fn is_lookup(state: AiState, id: u32) -> bool {
    state
        .lookup
        .with_untracked(|l| *l == Some(Lookup::Asked(id)))
}
