//! The player's stars in localStorage: read when the page opens (unreadable ones are kept
//! aside and explained), saved on every change.

use crate::ui::app::notice::{Notice, Unreadable};
use crate::ui::app::state::AppState;
use crate::ui::learn::Progress;
use crate::ui::platform::storage;
use leptos::prelude::*;

/// The storage key of the lessons' progress.
const KEY: &str = "breakthru.learn";

/// The saved progress, and a notice if it could not be read (it is kept aside).
pub(super) fn load(state: AppState) -> Progress {
    storage::load(KEY, Progress::parse)
        .unwrap_or_else(|problem| {
            let notice = Notice::of_load_problem(problem, Unreadable::Progress);
            state.notice.set(Some(notice));
            None
        })
        .unwrap_or_default()
}

/// Saves `progress` whenever it changes.
pub(super) fn save_on_change(progress: RwSignal<Progress>) {
    Effect::new(move |_| {
        progress.with(|p| storage::save_text(KEY, &p.to_json()));
    });
}
