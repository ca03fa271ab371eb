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

/// Asks the worker for the best turn in the live position of `table`, if it is ready.
pub fn ask_lookup(state: AiState, client: &EngineClient, table: &dyn Table) {
    if !state.ready.get_untracked() {
        return;
    }
    let id = state.next_id();
    state.lookup.set(Some(Lookup::Asked(id)));
    let request = analysis_request(id, table, table.plies(), LOOKUP_MOVETIME_MS);
    if client.send(&request).is_err() {
        state.lookup.set(None);
    }
}

/// Whether request `id` is the lookup awaited.
pub(super) fn is_lookup(state: AiState, id: u32) -> bool {
    state
        .lookup
        .with_untracked(|l| *l == Some(Lookup::Asked(id)))
}
