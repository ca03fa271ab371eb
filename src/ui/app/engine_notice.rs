//! The word the app says when it gave up on the AI worker, with the two ways on.

use crate::ui::ai_client::texts as ai_texts;
use crate::ui::ai_client::use_ai;
use crate::ui::ai_client::use_engine;
use crate::ui::ai_client::{EngineClient, EngineStatus};
use crate::ui::app::state::use_app;
use crate::ui::i18n::tr;
use crate::ui::i18n::Text;
use leptos::prelude::*;

/// Shown while the worker is given up: try again, or let people play both sides.
#[component]
pub fn EngineFailedNotice() -> impl IntoView {
    let state = use_app();
    let ai = use_ai();
    let client = use_engine();
    // Set when people chose to play on without the AI, until they try it again.
    let dismissed = RwSignal::new(false);
    let retry = move |_| {
        dismissed.set(false);
        ai.status.set(EngineStatus::Loading);
        client.with_value(EngineClient::retry);
    };
    let by_hand = move |_| {
        dismissed.set(true);
        state.session.update(|s| s.hand_to_people());
    };
    let stopped = move || {
        ai.status.with(|s| match s {
            EngineStatus::Stopped(failure) => Some(failure.clone()),
            _ => None,
        })
    };
    move || {
        let failure = stopped().filter(|_| !dismissed.get())?;
        let text = ai_texts::stopped(state.lang.get(), &failure);
        Some({
            view! {
                <p class="notice" data-testid="engine-failed" role="alert">{text}" "
                    <button type="button" data-testid="engine-retry" on:click=retry>{tr(Text::TryAgain)}</button>" "
                    <button type="button" data-testid="play-by-hand" on:click=by_hand>{tr(Text::PlayBothSides)}</button>
                </p>
            }
        })
    }
}
