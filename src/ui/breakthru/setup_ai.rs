//! The AI's part in a Breakthru free setup: its placements, asked for whenever the side
//! placing is the AI's and put into the setup when they come, and Gold's choice of who
//! moves first when Gold is the AI's.

use super::free_setup::FreeSetup;
use super::texts::NotYet;
use crate::rules::breakthru::{Bitboard, Side, Square};
use crate::ui::ai_client::ledger::Purpose;
use crate::ui::ai_client::{ask_placement, AiState, EngineClient};
use crate::ui::game::Session;
use crate::ui::i18n::Reason;
use crate::worker::protocol::Request;
use leptos::prelude::*;
use std::sync::Arc;

/// Puts the AI's placement `squares` into the setup and ends its stage; or why not.
pub fn placed(free: RwSignal<Option<FreeSetup>>, squares: &[String]) -> Result<(), Reason> {
    let parsed = squares
        .iter()
        .map(|s| s.parse::<Square>())
        .collect::<Result<Bitboard, _>>()
        .map_err(|e| Arc::new(e) as Reason);
    let mut result = Ok(());
    free.update(|free| {
        let Some(free) = free.as_mut() else { return };
        result = parsed.and_then(|squares| {
            free.editor
                .fill(squares)
                .map_err(|r| Arc::new(r) as Reason)?;
            free.editor.done().map_err(|e| Arc::new(e) as Reason)
        });
    });
    result
}

/// Asks for a placement whenever the side placing in a free setup is the AI's.
pub fn place_when_due(free: RwSignal<Option<FreeSetup>>, state: AiState, client: EngineClient) {
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
        let placing = state
            .ledger
            .with_untracked(|l| l.is_pending(&Purpose::Placement));
        if !state.is_ready() || placing {
            return;
        }
        let escorts = if side == Side::Silver {
            escorts
        } else {
            Vec::new()
        };
        ask_placement(state, &client, |id| Request::Place {
            id,
            side,
            escorts,
            level,
            seed: js_sys::Date::now() as u64,
        });
    });
}

/// Begins the game through `begin` once both sides are placed and Gold, the AI's, is to
/// choose who moves first: Gold starts. An incomplete setup goes to `refuse`.
pub fn gold_ai_chooses_first(
    free: RwSignal<Option<FreeSetup>>,
    refuse: impl Fn(NotYet) + 'static,
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
            Some(Err(error)) => refuse(NotYet(error)),
            None => {}
        }
    });
}
