//! The About section of the settings: the engine's state and version, and a measure of
//! the AI's speed.

use super::state::AppState;
use crate::ui::ai_client::texts as ai_texts;
use crate::ui::ai_client::use_ai;
use crate::ui::ai_client::use_engine;
use crate::ui::ai_client::{ask_bench, AiState, EngineClient};
use crate::ui::app::state::use_app;
use crate::ui::i18n::tr;
use crate::ui::i18n::Text;
use leptos::prelude::*;

/// Measures the AI's speed in the worker for the game being played.
fn measure_speed(state: AppState, ai: AiState, client: StoredValue<EngineClient, LocalStorage>) {
    let game = state.session.with_untracked(|s| s.table().game());
    client.with_value(|c| ask_bench(ai, c, game));
}

/// The engine's status (with its version once ready) and the speed measure.
#[component]
pub fn About() -> impl IntoView {
    let state = use_app();
    let ai = use_ai();
    let client = use_engine();
    view! {
        <section class="about" aria-labelledby="about-title">
            <h2 id="about-title">{tr(Text::About)}</h2>
            <p class="engine-status" data-testid="worker-status">{move || ai.status.with(|s| ai_texts::status(state.lang.get(), s))}</p>
            <button type="button" data-testid="bench" on:click=move |_| measure_speed(state, ai, client)>{tr(Text::MeasureSpeed)}</button>
            <p class="bench-result" data-testid="bench-result">{move || ai.bench.with(|b| b.as_ref().map(|b| ai_texts::bench(state.lang.get(), b)))}</p>
        </section>
    }
}
