//! The AI's placements in a Breakthru free setup: asked for whenever the side placing is
//! the AI's, and put into the setup when they come.

use super::client::EngineClient;
use super::state::AiState;
use super::texts;
use crate::rules::breakthru::{Bitboard, Side, Square};
use crate::ui::breakthru::free_setup::FreeSetup;
use crate::ui::i18n::{Explain, Lang};
use crate::worker::protocol::Request;
use leptos::prelude::*;

/// Puts the AI's placement into the setup and ends its stage; an error is said in `lang`.
pub(super) fn place(
    free: RwSignal<Option<FreeSetup>>,
    squares: &[String],
    lang: Lang,
) -> Result<(), String> {
    let parsed: Result<Bitboard, _> = squares.iter().map(|s| s.parse::<Square>()).collect();
    let mut result = Ok(());
    free.update(|free| {
        let Some(free) = free.as_mut() else { return };
        result = parsed
            .map_err(|e| e.explain(lang))
            .and_then(|squares| free.editor.fill(squares).map_err(|r| r.explain(lang)))
            .and_then(|()| free.editor.done().map_err(|e| e.explain(lang)));
    });
    result
}

/// Asks for a placement whenever the side placing in a free setup is the AI's.
pub(super) fn place_when_due(
    free: RwSignal<Option<FreeSetup>>,
    state: AiState,
    lang: Signal<Lang>,
    client: EngineClient,
) {
    Effect::new(move |_| {
        let Some((side, level, escorts)) = free.with(|f| {
            let f = f.as_ref()?;
            let (side, level) = f.ai_placing()?;
            let escorts = f
                .editor
                .setup()
                .escorts
                .iter()
                .map(|s| s.to_string())
                .collect();
            Some((side, level, escorts))
        }) else {
            return;
        };
        if !state.ready.get() || state.placing.get_untracked().is_some() {
            return;
        }
        let id = state.next_id();
        state.placing.set(Some(id));
        let request = Request::Place {
            id,
            side,
            escorts: if side == Side::Silver {
                escorts
            } else {
                Vec::new()
            },
            level,
            seed: js_sys::Date::now() as u64,
        };
        if let Err(failure) = client.send(&request) {
            state.placing.set(None);
            state
                .status
                .set(texts::engine_stopped(lang.get_untracked(), &failure));
        }
    });
}
