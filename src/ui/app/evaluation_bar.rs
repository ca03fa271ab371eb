//! The evaluation bar: Light's winning chances (Gold's or White's) from the latest search of
//! the game (or the review's score of an earlier position shown), as a bar across the top
//! of the board and a number; once the game is over, its result.

use crate::ui::ai_client::AiState;
use crate::ui::game::outlook::{light_chances, proven, result, wins_in};
use crate::ui::game::review::light_chances_at;
use crate::ui::game::{Seat, Session};
use crate::ui::i18n::pick;
use crate::ui::i18n::use_lang;
use leptos::prelude::*;

/// The bar, while the setting is on and a search has scored the game.
#[component]
pub fn EvaluationBar(
    session: RwSignal<Session>,
    ai: AiState,
    viewing: RwSignal<Option<usize>>,
    on: Signal<bool>,
) -> impl IntoView {
    let lang = use_lang();
    // The latest score of this game, of the live position or an earlier one.
    let scored = move || {
        session.with(|s| {
            ai.evaluation
                .with(|e| Some(e.as_ref().filter(|e| e.is_in(s))?.light_score.clone()))
        })
    };
    // The result, when the position shown ends the game: Light's share and its words.
    let ended = move || {
        session.with(|s| {
            let table = s.table();
            let over = viewing.get().is_none_or(|ply| ply == table.plies()) && table.is_over();
            over.then(|| {
                let winner = table.winner();
                let name = winner.map(|seat| (seat, table.seat_name(seat, lang.get())));
                result(lang.get(), name)
            })
        })
    };
    // Light's winning chances in the position shown, from the latest score.
    let chances = move || {
        let shown = viewing.get();
        let reviewed = session.with(|s| {
            let ply = shown.unwrap_or(s.table().plies());
            light_chances_at(s.table(), s.review(), ply)
        });
        let live = scored().and_then(|score| light_chances(&score));
        match shown {
            Some(_) => reviewed,
            None => live.or(reviewed),
        }
    };
    // A proven result of the position shown: its winner and moves, said instead of chances.
    let proof = move || {
        let shown = viewing.get();
        let reviewed = session.with(|s| {
            let ply = shown.unwrap_or(s.table().plies());
            proven(&s.review().at(ply)?.score)
        });
        let live = scored().and_then(|score| proven(&score));
        match shown {
            Some(_) => reviewed,
            None => live.or(reviewed),
        }
    };
    let label = move |percent: u8| {
        let name = |seat| session.with(|s| s.table().seat_name(seat, lang.get()));
        if let Some((seat, moves)) = proof() {
            return wins_in(lang.get(), name(seat), moves);
        }
        let light = name(Seat::Light);
        pick(
            lang.get(),
            format!("{light}'s winning chances: {percent}%"),
            format!("Winkans van {light}: {percent}%"),
        )
    };
    // What the bar shows, while it is on: Light's share and its words.
    let bar = move || {
        if !on.get() {
            return None;
        }
        ended().or_else(|| chances().map(|percent| (percent, label(percent))))
    };
    move || {
        bar().map(|(percent, label)| {
            view! {
                <div class="evaluation" data-testid="evaluation-bar">
                    <div class="evaluation-bar" role="meter" aria-valuemin="0" aria-valuemax="100"
                        aria-valuenow=percent aria-label=label.clone()>
                        <div class="evaluation-light" style:width=format!("{percent}%")></div>
                    </div>
                    <span class="evaluation-text" aria-hidden="true">{label}</span>
                </div>
            }
        })
    }
}
