//! What the review says of the turn that led to the position shown, when it was judged.

use crate::ui::game::review::judged_turn_ending_at;
use crate::ui::game::review_texts;
use crate::ui::game::Session;
use crate::ui::i18n::use_lang;
use leptos::prelude::*;

/// The judged turn's note: its judgement, the winning chances it lost and the better turn
/// (drawn as arrows on the board).
#[component]
pub fn ReviewNote(session: RwSignal<Session>, viewing: RwSignal<Option<usize>>) -> impl IntoView {
    let lang = use_lang();
    let note = move || {
        session.with(|s| {
            let table = s.table();
            let shown = viewing.get().unwrap_or(table.plies());
            let turn = judged_turn_ending_at(table, s.review(), shown)?;
            let side = table.seat_name(turn.mover, lang.get());
            let better = turn.better.unwrap_or_default();
            let judgement = turn.judgement?;
            let chances = (turn.before, turn.after);
            Some(review_texts::judged(
                lang.get(),
                judgement,
                side,
                chances,
                &better,
            ))
        })
    };
    move || note().map(|text| view! { <p class="review-note" data-testid="review-note">{text}</p> })
}
