//! Two tabs never silently overwrite each other's game: when another tab saves a
//! different game, this one stops saving and asks which game to keep.

use crate::ui::game::saved::session_to_json;
use crate::ui::game::stored::{load_game, GAME_KEY};
use crate::ui::game::Session;
use crate::ui::games;
use crate::ui::i18n::tr;
use crate::ui::i18n::Text;
use leptos::prelude::*;

/// Watches other tabs' saves. While `paused` is set this tab must not save; the notice
/// lets the person load the other tab's game or keep (and save) this one.
#[component]
pub fn OtherTabNotice(session: RwSignal<Session>, paused: RwSignal<bool>) -> impl IntoView {
    let _listener = window_event_listener(leptos::ev::storage, move |event| {
        let ours = session.with_untracked(session_to_json);
        if event.key().as_deref() == Some(GAME_KEY) && event.new_value() != Some(ours) {
            paused.set(true);
        }
    });
    let load_theirs = move |_| {
        if let Ok(Some(theirs)) = load_game(games::open) {
            session.set(theirs);
            paused.set(false);
        }
    };
    let keep_ours = move |_| paused.set(false);
    view! {
        <p class="notice" data-testid="other-tab" role="alert" hidden=move || !paused.get()>
            {tr(Text::OtherTab)}" "
            <button type="button" data-testid="load-other-tab" on:click=load_theirs>{tr(Text::LoadOtherTab)}</button>
            " "
            <button type="button" data-testid="keep-this-tab" on:click=keep_ours>{tr(Text::KeepThisTab)}</button>
        </p>
    }
}
