//! Going between places by the address: links, Back and Forward change the fragment, and
//! the app follows it. A game link pasted into the address bar opens its game.

use super::place::Place;
use super::startup::{self, Opened};
use super::state::AppState;
use crate::ui::ai_client::AiState;
use crate::ui::platform::browser;
use leptos::prelude::*;

/// The place of the address now: `None` while it holds a game link.
pub fn place_now() -> Option<Place> {
    Place::of_fragment(browser::fragment().as_deref())
}

/// Opens a game link pasted into the address bar of the open app (only the fragment
/// changes, so the page does not load again), as if the app had been opened with it.
pub fn open_pasted_link(state: AppState, ai: AiState) {
    let lang = state.lang.get_untracked();
    let current = state.session.get_untracked();
    let mut library = state.library.get_untracked();
    let (opened, notice) = startup::open_link(lang, &mut library, &current);
    if library != state.library.get_untracked() {
        state.library.set(library);
    }
    match opened {
        // The very game already on the board (players included) is left as it is.
        Some(Opened::Shared(game)) if game != current => state.begin(game, ai),
        Some(Opened::Kept(key)) => {
            state.open_kept(&key, ai);
        }
        _ => {}
    }
    if notice.is_some() {
        state.notice.set(notice);
    }
}

/// Follows every change of the fragment: a place is gone to, a game link opened in Play.
pub fn follow_address(state: AppState, ai: AiState, place: RwSignal<Place>) {
    let handle = window_event_listener(leptos::ev::hashchange, move |_| match place_now() {
        Some(now) => place.set(now),
        None => {
            open_pasted_link(state, ai);
            place.set(Place::Play);
        }
    });
    on_cleanup(move || handle.remove());
}

/// Keeps the analysis board and the Analysis place in step: going to Analysis opens it at
/// the position shown, going to Play closes it; opening or closing it by its buttons goes
/// to its place.
pub fn keep_analysis_in_step(state: AppState, ai: AiState, place: RwSignal<Place>) {
    Effect::new(move |_| match place.get() {
        // A friend's game that bars the AI's help goes back to its board.
        Place::Analysis if untrack(|| state.help_barred()) => {
            browser::set_fragment(&Place::Play.href());
        }
        Place::Analysis if !state.aside.with_untracked(Option::is_some) => state.analyse(ai),
        Place::Play => state.back_to_game(ai),
        _ => {}
    });
    Effect::new(move |before: Option<bool>| {
        let now = state.analysing();
        let wanted = if now { Place::Analysis } else { Place::Play };
        let at = place.get_untracked();
        if before.is_some_and(|b| b != now) && at.shows_board() && at != wanted {
            browser::set_fragment(&wanted.href());
        }
        now
    });
}
