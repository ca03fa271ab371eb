//! The puzzle's board and its status lines: the player's side at the bottom, legal moves
//! while the player is to move, the solution's turn or the refutation as arrows.

use super::{turns, Page};
use crate::ui::app::aspect;
use crate::ui::app::board_input::input_for;
use crate::ui::app::board_view::{last_turn_cells, legal_moves, pieces, turn_arrows, LiveView};
use crate::ui::board::{Board, Cell, Choice, Marks};
use crate::ui::game::Seat;
use crate::ui::i18n::{tr, Text};
use crate::ui::puzzles::{texts, Stage};
use leptos::prelude::*;

/// The arrows to draw: the refutation of a wrong turn, else the solution's turn if shown.
fn arrows(page: Page) -> Vec<(Cell, Cell)> {
    let found = page.ai.lookup.get().map(|found| found.turn);
    page.solving.with(|s| {
        let Some(s) = s.as_ref() else {
            return Vec::new();
        };
        let table = s.session().table();
        let turn = match s.stage() {
            Stage::Wrong => found,
            _ => s.solution_turn().map(<[String]>::to_vec),
        };
        turn.map_or_else(Vec::new, |t| turn_arrows(table, table.plies(), &t))
    })
}

/// The board area of the Puzzles page.
#[component]
pub(super) fn PuzzleBoard(page: Page) -> impl IntoView {
    let Page {
        state,
        solving,
        choice,
        loaded,
        ..
    } = page;
    let lang = state.lang;
    let geometry =
        Memo::new(move |_| solving.with(|s| s.as_ref().map(|s| s.session().table().geometry())));
    let flipped = Signal::derive(move || {
        solving.with(|s| s.as_ref().is_some_and(|s| s.player() == Seat::Dark))
    });
    let coordinates = Signal::derive(move || state.settings.with(|s| s.coordinates));
    let legal = Memo::new(move |_| {
        solving.with(
            |s| match s.as_ref().filter(|s| s.stage() == Stage::Playing) {
                Some(s) => legal_moves(s.session(), false),
                None => Default::default(),
            },
        )
    });
    let why_not = move |from, to, lang| {
        solving.with_untracked(|s| {
            let table = s.as_ref()?.session().table();
            table.why_not(from, to, lang)
        })
    };
    let input = input_for(legal, choice, why_not, move |text: &str| {
        turns::play(page, text)
    });
    let marks = Signal::derive(move || {
        let choice = choice.get();
        legal.with(|legal| Marks {
            selected: choice.piece(),
            targets: legal.targets(&choice),
            last_turn: solving.with(|s| {
                s.as_ref()
                    .map(|s| last_turn_cells(s.session(), None))
                    .unwrap_or_default()
            }),
            movable: legal.movable(),
            arrows: arrows(page),
            threats: Vec::new(),
        })
    });
    let animate = Signal::derive(move || state.settings.with(|s| s.animate));
    let drawn = Signal::derive(move || {
        let (flipped, animate) = (flipped.get(), animate.get());
        choice.with(|choice| {
            let live = LiveView {
                choice: Some(choice),
                frame: None,
            };
            solving.with(|s| {
                s.as_ref()
                    .map(|s| pieces(s.session(), None, live, flipped, animate))
                    .unwrap_or_default()
            })
        })
    });
    let loading = move || loaded.with(Option::is_none);
    let failed = move || {
        loaded.with(|l| match l {
            Some(Err(None)) => Some(Text::PuzzlesFailed.get(lang.get()).to_string()),
            Some(Err(Some(why))) => Some(texts::bad_set(lang.get(), why)),
            _ => None,
        })
    };
    let status = move || {
        if choice.with(Choice::is_exploding) {
            return Text::ChooseExplosion.get(lang.get()).to_string();
        }
        page.said
            .with(|said| solving.with(|s| said.say(lang.get(), s.as_ref())))
    };
    let attempt = page.attempt;
    view! {
        <section class="board-area" style:--board-aspect=move || geometry.get().map(aspect)>
            <p class="status" data-testid="puzzle-status" role="status" aria-live="polite">{status}</p>
            {move || loading().then(|| view! { <p role="status">{tr(Text::PuzzlesLoading)}</p> })}
            {move || failed().map(|text| view! {
                <p role="alert" data-testid="puzzles-failed">{text}" "
                    <button type="button" on:click=move |_| attempt.update(|n| *n += 1)>{tr(Text::TryAgain)}</button></p>
            })}
            {move || geometry.get().map(|g| view! {
                <Board geometry=g pieces=drawn flipped=flipped coordinates=coordinates marks=marks
                    on_press=input.on_press on_drop=input.on_drop on_cancel=Callback::new(move |()| choice.set(Choice::default())) />
            })}
            <p class="refusal" data-testid="puzzle-refusal" aria-live="polite">{move || input.refusal.get()}</p>
        </section>
    }
}
