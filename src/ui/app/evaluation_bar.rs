//! The evaluation bar: Light's winning chances (Gold's or White's) from the latest search of
//! the game, as a bar across the top of the board and a number.

use crate::ui::engine::{light_chances, AiState};
use crate::ui::game::settings::Settings;
use crate::ui::game::{Seat, Session};
use crate::ui::i18n::pick;
use crate::ui::lang_context::use_lang;
use leptos::prelude::*;

/// The bar, while the setting is on and a search has scored the game.
#[component]
pub fn EvaluationBar(
    session: RwSignal<Session>,
    ai: AiState,
    settings: RwSignal<Settings>,
) -> impl IntoView {
    let lang = use_lang();
    let chances = move || {
        let on = settings.with(|s| s.evaluation_bar);
        ai.evaluation
            .with(|e| e.as_ref().and_then(|e| light_chances(&e.light_score)))
            .filter(|_| on)
    };
    let label = move |percent: u8| {
        let light = session.with(|s| s.table().seat_name(Seat::Light, lang.get()));
        pick(
            lang.get(),
            format!("{light}'s winning chances: {percent}%"),
            format!("Winkans van {light}: {percent}%"),
        )
    };
    move || {
        chances().map(|percent| {
            view! {
                <div class="evaluation" data-testid="evaluation-bar">
                    <div class="evaluation-bar" role="meter" aria-valuemin="0" aria-valuemax="100"
                        aria-valuenow=percent aria-label=label(percent)>
                        <div class="evaluation-light" style:width=format!("{percent}%")></div>
                    </div>
                    <span class="evaluation-text" aria-hidden="true">{label(percent)}</span>
                </div>
            }
        })
    }
}
