//! The AI's part in a Breakthru free setup: its placements, asked for whenever the side
//! placing is the AI's and put into the setup when they come, and Gold's choice of who
//! moves first when Gold is the AI's.

use super::free_setup::FreeSetup;
use super::texts::not_yet;
use crate::rules::breakthru::{Bitboard, Side, Square};
use crate::ui::ai_client::texts;
use crate::ui::ai_client::{AiState, EngineClient};
use crate::ui::game::Session;
use crate::ui::i18n::{Explain, Lang};
use crate::worker::protocol::Request;
use leptos::prelude::*;

/// Puts the AI's placement `squares` into the setup and ends its stage; a refusal is told
/// in `notice`.
pub fn placed(
    free: RwSignal<Option<FreeSetup>>,
    squares: &[String],
    lang: Lang,
    notice: RwSignal<Option<String>>,
) {
    if let Err(error) = place(free, squares, lang) {
        notice.set(Some(texts::ai_refused(lang, &error)));
    }
}

/// Puts the AI's placement into the setup and ends its stage; an error is said in `lang`.
fn place(free: RwSignal<Option<FreeSetup>>, squares: &[String], lang: Lang) -> Result<(), String> {
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
pub fn place_when_due(
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

/// Begins the game through `begin` once both sides are placed and Gold, the AI's, is to
/// choose who moves first: Gold starts. An incomplete setup is told in `notice`.
pub fn gold_ai_chooses_first(
    free: RwSignal<Option<FreeSetup>>,
    lang: Signal<Lang>,
    notice: RwSignal<Option<String>>,
    begin: impl Fn(Session) + 'static,
) {
    Effect::new(move |_| {
        let chosen = free.with(|f| {
            f.as_ref()
                .filter(|f| f.ai_chooses_first())
                .map(|f| f.begin(Side::Gold))
        });
        match chosen {
            Some(Ok(game)) => begin(game),
            Some(Err(error)) => notice.set(Some(not_yet(lang.get_untracked(), &error))),
            None => {}
        }
    });
}
