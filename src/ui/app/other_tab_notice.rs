//! Two tabs never silently overwrite each other's games: another tab's changes to the kept
//! games reach this one's list, and when it changed the very game on this tab's board,
//! this tab stops saving and asks which to keep.

use super::state::AppState;
use crate::ui::app::state::use_app;
use crate::ui::game::saved::SavedGame;
use crate::ui::games;
use crate::ui::i18n::tr;
use crate::ui::i18n::Text;
use crate::ui::library::{Library, LIBRARY_KEY};
use leptos::prelude::*;

/// Watches other tabs' saves. While `paused` is set this tab must not save; the notice
/// lets the person load the other tab's game or keep (and save) this one.
#[component]
pub fn OtherTabNotice(paused: RwSignal<bool>) -> impl IntoView {
    let state = use_app();
    let AppState {
        session,
        aside,
        library,
        key,
        ..
    } = state;
    let _listener = window_event_listener(leptos::ev::storage, move |event| {
        let theirs = event
            .new_value()
            .filter(|_| event.key().as_deref() == Some(LIBRARY_KEY));
        let Some(Ok(theirs)) = theirs.map(|text| Library::from_json(&text, games::open)) else {
            return;
        };
        let ours = aside.get_untracked().map_or_else(
            || session.with_untracked(SavedGame::of),
            |g| SavedGame::of(&g),
        );
        if theirs
            .get(&key.get_untracked())
            .is_some_and(|e| *e.game() != ours)
        {
            paused.set(true);
        }
        library.set(theirs);
    });
    let load_theirs = move |_| {
        let key = key.get_untracked();
        let game = library.with_untracked(|l| l.get(&key).map(|e| e.open(games::open)));
        if let Some(Ok(game)) = game {
            state.show(key, game);
        }
        paused.set(false);
    };
    let keep_ours = move |_| {
        paused.set(false);
        state.keep_current();
    };
    view! {
        <p class="notice" data-testid="other-tab" role="alert" hidden=move || !paused.get()>
            {tr(Text::OtherTab)}" "
            <button type="button" data-testid="load-other-tab" on:click=load_theirs>{tr(Text::LoadOtherTab)}</button>
            " "
            <button type="button" data-testid="keep-this-tab" on:click=keep_ours>{tr(Text::KeepThisTab)}</button>
        </p>
    }
}
