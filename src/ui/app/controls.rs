//! The game's controls in the side panel: pass, hint, analysis board, undo and redo, flip,
//! and pause and step while the AI plays itself.

use super::analysis::AnalyseButton;
use super::hint_button::HintButton;
use super::state::AppState;
use crate::ui::ai_client::pace;
use crate::ui::ai_client::use_ai;
use crate::ui::app::state::use_app;
use crate::ui::board::Choice;
use crate::ui::game::Session;
use crate::ui::i18n::tr;
use crate::ui::i18n::Text;
use leptos::prelude::*;

/// The game's buttons.
#[component]
pub fn GameControls() -> impl IntoView {
    let state = use_app();
    let ai = use_ai();
    let AppState {
        session,
        settings,
        viewing,
        choice,
        lang,
        ..
    } = state;
    let undo = move |_| {
        ai.stop_thinking();
        viewing.set(None);
        session.update(|s| {
            s.undo();
        });
        choice.set(Choice::default());
    };
    let redo = move |_| {
        viewing.set(None);
        session.update(|s| {
            s.redo();
        });
        choice.set(Choice::default());
    };
    // A pass, where the game has one and a person may pass now.
    let pass_text = move || {
        let live = viewing.get().is_none() && state.may_act();
        session.with(|s| s.table().pass_text().filter(|_| live && s.human_to_move()))
    };
    view! {
        <div class="controls" role="group" aria-label=tr(Text::Controls)>
            {move || pass_text().map(|text| view! {
                <button type="button" data-testid="pass" on:click=move |_| state.play(&text)>{tr(Text::Pass)}</button>
            })}
            <HintButton />
            <AnalyseButton />
            <button type="button" data-testid="undo" on:click=undo disabled=move || {
                state.friend().is_some_and(|f| session.with(|s| !f.may_undo(s.table())))
            }>{tr(Text::Undo)}</button>
            <button type="button" data-testid="redo" on:click=redo
                disabled=move || !session.with(Session::can_redo)>{tr(Text::Redo)}</button>
            <button type="button" data-testid="flip" on:click=move |_| settings.update(|s| s.flipped = !s.flipped)>{tr(Text::FlipBoard)}</button>
            <Show when=move || session.with(pace::ai_vs_ai)>
                <button type="button" data-testid="pause" aria-pressed=move || ai.paused.get().to_string()
                    on:click=move |_| ai.paused.update(|p| *p = !*p)>
                    {move || if ai.paused.get() { Text::Resume } else { Text::Pause }.get(lang.get())}
                </button>
                <button type="button" data-testid="step" disabled=move || !ai.paused.get()
                    on:click=move |_| ai.step.set(true)>{tr(Text::Step)}</button>
            </Show>
        </div>
    }
}
