//! The free setup screen: the setup board with its tray, and the buttons and messages
//! that guide Gold, then Silver, then Gold's choice of who moves first.

use super::free_setup::FreeSetup;
use super::setup_board::{SetupBoard, Tray};
use super::table::{geometry, tokens};
use super::texts::{self as messages, NotYet};
use crate::bot::Rng;
use crate::rules::breakthru::Square;
use crate::rules::breakthru::{standard_ships, GoldPreset, Piece, Side};
use crate::rules::breakthru::{Refusal, SetupEditor, Source, Stage};
use crate::ui::board::pieces::drawn;
use crate::ui::game::Session;
use crate::ui::i18n::{tr, use_lang};
use crate::ui::i18n::{Explain, Text};
use leptos::prelude::*;

/// The free setup, until the game begins through `on_start`.
#[component]
pub fn SetupView(
    /// The setup in progress (always `Some` while this view is shown).
    free: RwSignal<Option<FreeSetup>>,
    /// Whether Silver's side is at the bottom.
    flipped: Signal<bool>,
    /// Whether to draw the coordinates.
    coordinates: Signal<bool>,
    /// Starts the game.
    on_start: Callback<Session>,
    /// Leaves the setup without a new game.
    on_cancel: Callback<()>,
) -> impl IntoView {
    let lang = use_lang();
    let message = RwSignal::new(None::<String>);
    let refused = RwSignal::new(None);
    let with = move |f: &dyn Fn(&FreeSetup) -> bool| free.with(|s| s.as_ref().is_some_and(f));
    let human_placing = move || with(&|s| s.editor.placing().is_some() && s.ai_placing().is_none());
    // Applies a change to the setup and shows its refusal, if any; returns whether refused.
    let edit = move |change: &dyn Fn(&mut SetupEditor) -> Result<(), String>| {
        let mut result = Ok(());
        free.update(|s| {
            if let Some(s) = s.as_mut() {
                result = change(&mut s.editor);
            }
        });
        let was_refused = result.is_err();
        message.set(result.err());
        refused.set(None);
        was_refused
    };
    // A drop or tap: a refusal is also marked on the square it aimed at.
    let place = move |square: Option<Square>,
                      change: &dyn Fn(&mut SetupEditor) -> Result<(), Refusal>| {
        let lang = lang.get_untracked();
        let was_refused = edit(&|e| change(e).map_err(|r| messages::not_there(lang, &r)));
        refused.set(square.filter(|_| was_refused));
    };

    let pieces = Signal::derive(move || {
        let flipped = flipped.get();
        free.with(|s| {
            s.as_ref()
                .map(|s| {
                    drawn(
                        geometry(),
                        &tokens(|q| s.editor.setup().piece_at(q)),
                        flipped,
                    )
                })
                .unwrap_or_default()
        })
    });
    let zone = Signal::derive(move || {
        free.with(|s| s.as_ref().map(|s| s.editor.zone()).unwrap_or_default())
    });
    let movable = Signal::derive(move || {
        free.with(|s| {
            s.as_ref()
                .filter(|s| s.ai_placing().is_none())
                .map(|s| s.editor.movable())
                .unwrap_or_default()
        })
    });
    let tray = Signal::derive(move || {
        free.with(|s| {
            let s = s.as_ref().filter(|s| s.ai_placing().is_none())?;
            let piece = match s.editor.placing()? {
                Side::Gold => Piece::Escort,
                Side::Silver => Piece::Ship,
            };
            Some(Tray {
                piece,
                left: s.editor.left(),
            })
        })
    });
    let on_drop = Callback::new(
        move |(from, to): (Source, Option<Square>)| match (to, from) {
            (Some(to), _) => place(Some(to), &|e| e.place(from, to)),
            (None, Source::Board(square)) => place(None, &|e| e.remove(square)),
            (None, Source::Tray) => {}
        },
    );
    let on_tap = Callback::new(move |square| {
        if human_placing() {
            place(Some(square), &|e| e.tap(square));
        }
    });

    let preset = move |squares| place(None, &move |e| e.fill(squares));
    let presets = move || {
        free.with(|s| match s.as_ref().map(|s| s.editor.stage()) {
            Some(Stage::Gold) => GoldPreset::ALL
                .into_iter()
                .map(|p| {
                    let label = move || messages::lid(lang.get(), p.lid_number());
                    view! { <button type="button" data-testid=format!("preset-lid{}", p.lid_number())
                        on:click=move |_| preset(p.escorts())>{label}</button> }
                    .into_any()
                })
                .collect_view(),
            Some(Stage::Silver) => vec![view! { <button type="button" data-testid="preset-ring"
                on:click=move |_| preset(standard_ships())>{tr(Text::StandardRing)}</button> }
            .into_any()]
            .collect_view(),
            _ => Vec::new().collect_view(),
        })
    };
    let random = move |_| {
        edit(&|e| {
            let mut rng = Rng::new(js_sys::Date::now() as u64);
            e.fill_randomly(|n| rng.below(n));
            Ok(())
        });
    };
    let clear = move |_| {
        edit(&|e| {
            e.clear();
            Ok(())
        });
    };
    let done = move |_| {
        edit(&|e| {
            e.done()
                .map_err(|e| NotYet(e).explain(lang.get_untracked()))
        });
    };
    let back = move |_| {
        edit(&|e| {
            e.back();
            Ok(())
        });
    };
    let begin = move |first: Side| {
        let session = free.with_untracked(|s| s.as_ref().map(|s| s.begin(first)));
        match session {
            Some(Ok(session)) => on_start.run(session),
            Some(Err(error)) => message.set(Some(NotYet(error).explain(lang.get_untracked()))),
            None => {}
        }
    };
    let choosing_first =
        move || with(&|s| s.editor.stage() == Stage::FirstMove && !s.ai_chooses_first());

    view! {
        <section class="setup" data-testid="setup">
            <p class="status" data-testid="setup-status" aria-live="polite">
                {move || free.with(|s| s.as_ref().map(|s| messages::setup_instruction(lang.get(), &s.editor, |side| s.player(side))))}
            </p>
            <SetupBoard pieces=pieces flipped=flipped coordinates=coordinates zone=zone movable=movable
                tray=tray refused=refused on_drop=on_drop on_tap=on_tap />
            <div class="setup-side">
            <p class="setup-message" data-testid="setup-message" role="status">{move || message.get()}</p>
            <div class="controls" hidden=move || !human_placing()>
                {presets}
                <button type="button" data-testid="setup-random" on:click=random>{tr(Text::Random)}</button>
                <button type="button" data-testid="setup-clear" on:click=clear>{tr(Text::Clear)}</button>
                <button type="button" data-testid="setup-back" on:click=back
                    hidden=move || with(&|s| s.editor.stage() == Stage::Gold)>{tr(Text::Back)}</button>
                <button type="button" data-testid="setup-done" on:click=done
                    disabled=move || with(&|s| s.editor.left() > 0)>{tr(Text::Done)}</button>
            </div>
            <div class="controls" hidden=move || !choosing_first()>
                <button type="button" data-testid="first-gold" on:click=move |_| begin(Side::Gold)>{tr(Text::GoldFirst)}</button>
                <button type="button" data-testid="first-silver" on:click=move |_| begin(Side::Silver)>{tr(Text::SilverFirst)}</button>
                <button type="button" on:click=back>{tr(Text::Back)}</button>
            </div>
            <div class="controls">
                <button type="button" data-testid="setup-cancel" on:click=move |_| on_cancel.run(())>{tr(Text::CancelSetup)}</button>
            </div>
            </div>
        </section>
    }
}
