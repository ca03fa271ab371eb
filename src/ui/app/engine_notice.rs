//! The word the app says when it gave up on the AI worker, with the two ways on.

use super::state::AppState;
use crate::ui::ai_client::{AiState, EngineClient};
use crate::ui::i18n::tr;
use crate::ui::i18n::Text;
use leptos::prelude::*;

/// Shown while the worker is given up: try again, or let people play both sides.
#[component]
pub fn EngineFailedNotice(
    state: AppState,
    ai: AiState,
    client: StoredValue<EngineClient, LocalStorage>,
) -> impl IntoView {
    let retry = move |_| {
        ai.failed.set(None);
        ai.status.set(
            Text::EngineLoading
                .get(state.lang.get_untracked())
                .to_string(),
        );
        client.with_value(EngineClient::retry);
    };
    let by_hand = move |_| {
        ai.failed.set(None);
        state.session.update(|s| s.hand_to_people());
    };
    move || {
        ai.failed.get().map(|text| {
            view! {
                <p class="notice" data-testid="engine-failed" role="alert">{text}" "
                    <button type="button" data-testid="engine-retry" on:click=retry>{tr(Text::TryAgain)}</button>" "
                    <button type="button" data-testid="play-by-hand" on:click=by_hand>{tr(Text::PlayBothSides)}</button>
                </p>
            }
        })
    }
}
