//! The review panel: a fast or deep review of the game by the AI, its progress (with a
//! button to stop it), how long it took, "Learn from your mistakes" once the player's own
//! turns are marked, and the evaluation graph.

use super::evaluation_graph::EvaluationGraph;
use crate::ui::ai_client::use_ai;
use crate::ui::ai_client::use_engine;
use crate::ui::ai_client::{cancel_review, start_review};
use crate::ui::game::review::{turn_starts, ReviewDepth};
use crate::ui::game::review_texts;
use crate::ui::game::Session;
use crate::ui::i18n::Text;
use crate::ui::i18n::{tr, use_lang};
use crate::ui::learn::mistakes::{any_marked, Asked};
use crate::ui::platform::browser;
use leptos::prelude::*;

/// The review panel of the game in `session`, a collapsed section; choosing a graph point sets `viewing`.
#[component]
pub fn ReviewPanel(session: RwSignal<Session>, viewing: RwSignal<Option<usize>>) -> impl IntoView {
    let ai = use_ai();
    let client = use_engine();
    let lang = use_lang();
    let running = move || ai.review.with(Option::is_some);
    let playable =
        move || session.with(|s| s.table().plies() > 0 && !turn_starts(s.table()).is_empty());
    let start = move |depth: ReviewDepth| {
        client.with_value(|c| start_review(session, ai, c, depth));
    };
    let progress = move || ai.review.with(|r| r.as_ref().map(|r| (r.done, r.total)));
    let asked = expect_context::<RwSignal<Option<Asked>>>();
    let has_mistakes = Memo::new(move |_| !running() && session.with(any_marked));
    let learn_from_mistakes = move |_| {
        let depth = ai
            .review_done
            .get_untracked()
            .map_or(ReviewDepth::Fast, |d| d.depth);
        asked.set(Some(Asked {
            movetime_ms: depth.movetime_ms(),
        }));
        browser::set_fragment("#/learn");
    };
    view! {
        <details class="review tool">
            <summary>{tr(Text::Review)}</summary>
            <p class="review-explained">{tr(Text::ReviewExplained)}</p>
            <div class="review-buttons">
                <button type="button" data-testid="review-fast" on:click=move |_| start(ReviewDepth::Fast)
                    disabled=move || running() || !ai.is_ready() || !playable()>{tr(Text::ReviewFast)}</button>
                <button type="button" data-testid="review-deep" on:click=move |_| start(ReviewDepth::Deep)
                    disabled=move || running() || !ai.is_ready() || !playable()>{tr(Text::ReviewDeep)}</button>
            </div>
            {move || progress().map(|(done, total)| view! {
                <div class="review-progress" role="status">
                    <progress data-testid="review-progress" max=total value=done
                        aria-label=tr(Text::ReviewProgress)></progress>
                    <span>{move || review_texts::progress(lang.get(), done, total)}</span>
                    <button type="button" data-testid="review-cancel" on:click=move |_| cancel_review(ai)>
                        {tr(Text::ReviewCancel)}</button>
                </div>
            })}
            <p class="review-done" data-testid="review-done" role="status">{move || ai.review_done.get().map(|d| {
                review_texts::done(lang.get(), d.positions, d.elapsed_ms)
            })}</p>
            <button type="button" data-testid="learn-mistakes" hidden=move || !has_mistakes.get()
                on:click=learn_from_mistakes>{tr(Text::LearnFromMistakes)}</button>
            <EvaluationGraph session=session viewing=viewing />
        </details>
    }
}
