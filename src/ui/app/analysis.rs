//! The analysis board's parts: the button that opens it at the position shown, and, while
//! it is open, its note, the AI's best line and the way back to the game.

use crate::ui::ai_client::use_ai;
use crate::ui::app::state::use_app;
use crate::ui::i18n::tr;
use crate::ui::i18n::Text;
use leptos::prelude::*;

/// Opens an analysis board at the position shown (hidden while one is open, and in a
/// friend's game that does not allow the AI's help while it is on).
#[component]
pub fn AnalyseButton() -> impl IntoView {
    let state = use_app();
    let ai = use_ai();
    view! {
        <button type="button" data-testid="analyse" hidden=move || state.analysing() || state.help_barred()
            on:click=move |_| state.analyse(ai)>{tr(Text::Analyse)}</button>
    }
}

/// While an analysis board is open: what it is, the AI's best line, and the way back.
#[component]
pub fn AnalysisNote() -> impl IntoView {
    let state = use_app();
    let ai = use_ai();
    let best_line = move || {
        let line = state.session.with(|s| {
            ai.evaluation
                .with(|e| e.as_ref().filter(|e| e.is_of(s)).map(|e| e.line.join(" ")))
        })?;
        (!line.is_empty()).then(|| format!("{}: {line}", Text::BestLine.get(state.lang.get())))
    };
    move || {
        state.analysing().then(|| {
            view! {
                <div class="analysis-note" data-testid="analysis" role="status">
                    <p>{tr(Text::AnalysisNote)}" "
                        <button type="button" data-testid="back-to-game" on:click=move |_| state.back_to_game(ai)>
                            {tr(Text::BackToGame)}</button>
                    </p>
                    <p data-testid="best-line">{best_line}</p>
                </div>
            }
        })
    }
}
