//! ←/→/Home/End browse the game's turns anywhere but in fields and on the board.

use super::state::AppState;
use crate::ui::game::browsing::{step, Step};
use leptos::prelude::*;

/// Whether a key event comes from a form field or the board (which use arrows themselves).
fn typing(event: &web_sys::KeyboardEvent) -> bool {
    event
        .target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        .is_some_and(|e| {
            matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                || e.closest("[role=grid]").ok().flatten().is_some()
        })
}

/// Listens for the browsing keys for as long as the app lives.
pub fn listen(state: AppState) {
    let handle = window_event_listener(leptos::ev::keydown, move |event| {
        let direction = match event.key().as_str() {
            "ArrowLeft" => Step::Back,
            "ArrowRight" => Step::Forward,
            "Home" => Step::First,
            "End" => Step::Last,
            _ => return,
        };
        if typing(&event) || state.free.with_untracked(Option::is_some) {
            return;
        }
        event.prevent_default();
        state.selected.set(None);
        let viewing = state.viewing.get_untracked();
        let next = state
            .session
            .with_untracked(|s| step(s.table(), viewing, direction));
        state.viewing.set(next);
    });
    on_cleanup(move || handle.remove());
}
