//! Keys that browse the game's turns: PageUp/PageDown, Ctrl+←/→, Home and End work
//! everywhere but in form fields (the board included); plain ←/→ work off the board, whose
//! arrow keys move its focus square.

use super::place::Place;
use super::state::AppState;
use crate::ui::board::Choice;
use crate::ui::game::browsing::{step, Step};
use leptos::prelude::*;

/// Where a key event comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum KeySource {
    /// A form field, which keeps every key.
    Field,
    /// A board, which keeps the plain arrow keys.
    Board,
    /// Anywhere else.
    Page,
}

/// The browsing step a key means from `source`, if any.
pub fn history_step(key: &str, ctrl: bool, source: KeySource) -> Option<Step> {
    let step = match (key, ctrl) {
        ("PageUp", _) | ("ArrowLeft", true) => Step::Back,
        ("PageDown", _) | ("ArrowRight", true) => Step::Forward,
        ("Home", _) => Step::First,
        ("End", _) => Step::Last,
        ("ArrowLeft", false) if source == KeySource::Page => Step::Back,
        ("ArrowRight", false) if source == KeySource::Page => Step::Forward,
        _ => return None,
    };
    (source != KeySource::Field).then_some(step)
}

/// Where `event` comes from: a form field, a board, or anywhere else.
pub(super) fn source(event: &web_sys::KeyboardEvent) -> KeySource {
    let element = event
        .target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok());
    match element {
        Some(e) if matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT") => {
            KeySource::Field
        }
        Some(e) if e.closest("[role=grid]").ok().flatten().is_some() => KeySource::Board,
        _ => KeySource::Page,
    }
}

/// Listens for the browsing keys for as long as the app lives; they act while `place` shows
/// the game's board.
pub fn listen(state: AppState, place: RwSignal<Place>) {
    let handle = window_event_listener(leptos::ev::keydown, move |event| {
        let ctrl = event.ctrl_key() || event.meta_key();
        let Some(direction) = history_step(&event.key(), ctrl, source(&event)) else {
            return;
        };
        if state.free.with_untracked(Option::is_some) || !place.get_untracked().shows_board() {
            return;
        }
        event.prevent_default();
        state.choice.set(Choice::default());
        let viewing = state.viewing.get_untracked();
        let next = state
            .session
            .with_untracked(|s| step(s.table(), viewing, direction));
        state.viewing.set(next);
    });
    on_cleanup(move || handle.remove());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn history_keys_work_everywhere_but_fields_and_arrows_stay_the_boards() {
        assert_eq!(
            history_step("PageUp", false, KeySource::Board),
            Some(Step::Back)
        );
        assert_eq!(
            history_step("ArrowRight", true, KeySource::Board),
            Some(Step::Forward)
        );
        assert_eq!(
            history_step("Home", false, KeySource::Board),
            Some(Step::First)
        );
        assert_eq!(history_step("ArrowLeft", false, KeySource::Board), None);
        assert_eq!(
            history_step("ArrowLeft", false, KeySource::Page),
            Some(Step::Back)
        );
        assert_eq!(history_step("End", false, KeySource::Field), None);
        assert_eq!(history_step("Enter", false, KeySource::Page), None);
    }
}
