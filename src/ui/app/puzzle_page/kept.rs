//! The player's puzzle ratings in localStorage: read when the page opens (unreadable ones
//! are kept aside and explained), saved on every change.

use crate::ui::app::notice::{Notice, Unreadable};
use crate::ui::app::state::AppState;
use crate::ui::platform::storage;
use crate::ui::puzzles::Ratings;
use leptos::prelude::*;

/// The storage key of the puzzle ratings.
const KEY: &str = "breakthru.puzzles";

/// The saved ratings, and a notice if they could not be read (they are kept aside).
pub(super) fn load(state: AppState) -> Ratings {
    storage::load(KEY, Ratings::parse)
        .unwrap_or_else(|problem| {
            let notice = Notice::of_load_problem(problem, Unreadable::Ratings);
            state.notice.set(Some(notice));
            None
        })
        .unwrap_or_default()
}

/// Saves `ratings` whenever they change.
pub(super) fn save_on_change(ratings: RwSignal<Ratings>) {
    Effect::new(move |_| {
        ratings.with(|r| storage::save_text(KEY, &r.to_json()));
    });
}
