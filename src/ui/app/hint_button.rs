//! The Hint button (and its key, H): the AI's best turn here, shown as arrows.

use super::history_keys::{source, KeySource};
use super::place::Place;
use super::state::AppState;
use crate::ui::ai_client::ask_hint;
use crate::ui::ai_client::ledger::Purpose;
use crate::ui::ai_client::use_ai;
use crate::ui::ai_client::use_engine;
use crate::ui::app::state::use_app;
use crate::ui::i18n::{tr, Text};
use leptos::prelude::*;

/// Whether a key press is the hint key: H with no modifier, outside form fields.
fn is_hint_key(event: &web_sys::KeyboardEvent) -> bool {
    let in_field = source(event) == KeySource::Field;
    let modified = event.ctrl_key() || event.meta_key() || event.alt_key();
    event.key().eq_ignore_ascii_case("h") && !in_field && !modified
}

/// Asks the AI for a hint; shown while a person is to move in the live position.
#[component]
pub fn HintButton() -> impl IntoView {
    let state = use_app();
    let ai = use_ai();
    let client = use_engine();
    let AppState {
        session,
        viewing,
        lang,
        ..
    } = state;
    // In a friend's game, hints only on this device's turn, and if both allowed them.
    let available = move || {
        viewing.get().is_none()
            && !state.help_barred()
            && ai.is_ready()
            && session.with(|s| s.human_to_move())
            && state.may_act()
    };
    let searching = move || {
        let live = session.with(|s| s.table().plies());
        ai.ledger
            .with(|l| matches!(l.pending(&Purpose::Hint { ply: live }), Some(p) if p.purpose == Purpose::Hint { ply: live }))
    };
    let ask = move || {
        if available() && !searching() {
            client.with_value(|c| ask_hint(session, ai, c));
        }
    };
    let place = use_context::<RwSignal<Place>>();
    let board_shown = move || place.is_none_or(|p| p.get_untracked().shows_board());
    let handle = window_event_listener(leptos::ev::keydown, move |event| {
        if is_hint_key(&event) && board_shown() {
            ask();
        }
    });
    on_cleanup(move || handle.remove());
    let barred = move || state.help_barred();
    view! {
        <p class="help-off" data-testid="help-off" hidden=move || !barred()>{tr(Text::HelpOff)}</p>
        <button type="button" data-testid="hint" aria-keyshortcuts="h" hidden=move || !available()
            disabled=searching on:click=move |_| ask()>
            {move || if searching() { Text::HintSearching } else { Text::Hint }.get(lang.get())}
        </button>
    }
}
