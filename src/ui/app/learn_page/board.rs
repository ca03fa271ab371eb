//! The lesson's board and its status lines: the player's side at the bottom, legal moves
//! while the player is to move, the accepted turn as arrows once Show me is pressed, and
//! the buttons under it.

use super::controls::LessonControls;
use super::{turns, Page};
use crate::ui::app::aspect;
use crate::ui::app::board_input::input_for;
use crate::ui::app::board_view::{last_turn_cells, legal_moves, pieces, turn_arrows, LiveView};
use crate::ui::board::{Board, Cell, Choice, Marks};
use crate::ui::game::Seat;
use crate::ui::i18n::{tr, Text};
use crate::ui::learn::{Said, Stage};
use leptos::prelude::*;

/// The arrows to draw: the opponent's answer to a refuted turn of the player's mistakes,
/// else the step's accepted turn, once shown.
fn arrows(page: Page) -> Vec<(Cell, Cell)> {
    let said = page.said.get();
    page.learning.with(|l| {
        let Some(l) = l.as_ref() else {
            return Vec::new();
        };
        let table = l.session().table();
        let turn = match (&said, l.stage()) {
            (Said::Refuted { turn, .. }, Stage::Wrong) => Some(turn.as_slice()),
            _ => l.shown_turn(),
        };
        turn.map_or_else(Vec::new, |t| turn_arrows(table, table.plies(), t))
    })
}

/// The board area of the Learn page.
#[component]
pub(super) fn LessonBoard(page: Page) -> impl IntoView {
    let Page {
        state,
        learning,
        choice,
        loaded,
        ..
    } = page;
    let lang = state.lang;
    let geometry =
        Memo::new(move |_| learning.with(|l| l.as_ref().map(|l| l.session().table().geometry())));
    let flipped = Signal::derive(move || {
        learning.with(|l| l.as_ref().is_some_and(|l| l.player() == Seat::Dark))
    });
    let coordinates = Signal::derive(move || state.settings.with(|s| s.coordinates));
    let legal = Memo::new(move |_| {
        learning.with(
            |l| match l.as_ref().filter(|l| l.stage() == Stage::Playing) {
                Some(l) => legal_moves(l.session(), false),
                None => Default::default(),
            },
        )
    });
    let why_not = move |from, to, lang| {
        learning.with_untracked(|l| l.as_ref()?.session().table().why_not(from, to, lang))
    };
    let input = input_for(legal, choice, why_not, move |text: &str| {
        turns::play(page, text)
    });
    let marks = Signal::derive(move || {
        let choice = choice.get();
        legal.with(|legal| Marks {
            selected: choice.piece(),
            targets: legal.targets(&choice),
            last_turn: learning.with(|l| {
                l.as_ref()
                    .map(|l| last_turn_cells(l.session(), None))
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
            learning.with(|l| {
                l.as_ref()
                    .map(|l| pieces(l.session(), None, live, flipped, animate))
                    .unwrap_or_default()
            })
        })
    });
    let status = move || {
        if choice.with(Choice::is_exploding) {
            return Text::ChooseExplosion.get(lang.get()).to_string();
        }
        page.said.with(|said| {
            learning.with(|l| {
                l.as_ref()
                    .map(|l| said.say(lang.get(), l))
                    .unwrap_or_default()
            })
        })
    };
    let loading = move || loaded.with(Option::is_none);
    let failed = move || {
        loaded.with(|l| match l {
            Some(Err(None)) => Some(Text::LessonsFailed.get(lang.get()).to_string()),
            Some(Err(Some(why))) => Some(why.clone()),
            _ => None,
        })
    };
    let attempt = page.attempt;
    view! {
        <section class="board-area" style:--board-aspect=move || geometry.get().map(aspect)>
            <p class="status" data-testid="learn-status" role="status" aria-live="polite">{status}</p>
            {move || loading().then(|| view! { <p role="status">{tr(Text::LessonsLoading)}</p> })}
            {move || failed().map(|text| view! {
                <p role="alert" data-testid="learn-failed">{text}" "
                    <button type="button" on:click=move |_| attempt.update(|n| *n += 1)>{tr(Text::TryAgain)}</button></p>
            })}
            {move || geometry.get().map(|g| view! {
                <Board geometry=g pieces=drawn flipped=flipped coordinates=coordinates marks=marks
                    on_press=input.on_press on_drop=input.on_drop on_cancel=Callback::new(move |()| choice.set(Choice::default())) />
            })}
            <p class="refusal" data-testid="learn-refusal" aria-live="polite">{move || input.refusal.get()}</p>
            <LessonControls page=page />
        </section>
    }
}
