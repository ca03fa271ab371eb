//! A hint: the AI's best turn for the person to move, searched at a fixed budget and shown
//! on the board without being played. Taking one is recorded in the game.

use super::client::{analysis_request, EngineClient};
use super::evaluation::note_asked;
use super::state::AiState;
use super::texts;
use crate::ui::game::Session;
use crate::ui::i18n::Lang;
use leptos::prelude::*;

/// How long the AI searches for a hint, in milliseconds.
const HINT_MOVETIME_MS: f64 = 1_500.0;

/// A hint asked for, or found.
#[derive(Clone, Debug, PartialEq)]
pub enum Hint {
    /// Asked by request `id` in the position after `ply` actions.
    Asked {
        /// The request.
        id: u32,
        /// The actions played when it was asked.
        ply: usize,
    },
    /// The turn the AI found in the position after `ply` actions.
    Shown {
        /// The actions played when it was asked.
        ply: usize,
        /// The turn, in notation.
        actions: Vec<String>,
    },
}

impl Hint {
    /// The turn to show in the position after `ply` actions, once found there.
    pub fn shown_at(&self, ply: usize) -> Option<&[String]> {
        match self {
            Hint::Shown { ply: at, actions } if *at == ply => Some(actions),
            _ => None,
        }
    }

    /// Whether a hint for the position after `ply` actions is being searched.
    pub fn asked_at(&self, ply: usize) -> bool {
        matches!(self, Hint::Asked { ply: at, .. } if *at == ply)
    }
}

/// Asks the worker for a hint in the live position, and records it as taken.
pub fn ask_hint(session: RwSignal<Session>, state: AiState, client: &EngineClient, lang: Lang) {
    if !state.ready.get_untracked() || !session.with_untracked(Session::human_to_move) {
        return;
    }
    let id = state.next_id();
    let (request, ply) = session.with_untracked(|s| {
        let ply = s.table().plies();
        (analysis_request(id, s.table(), ply, HINT_MOVETIME_MS), ply)
    });
    state.hint.set(Some(Hint::Asked { id, ply }));
    note_asked(state, id, session);
    session.update(Session::take_hint);
    if let Err(failure) = client.send(&request) {
        state.hint.set(None);
        state.status.set(texts::engine_stopped(lang, &failure));
    }
}

/// Whether request `id` is the hint being searched.
pub(super) fn is_hint(state: AiState, id: u32) -> bool {
    state
        .hint
        .with_untracked(|h| matches!(h, Some(Hint::Asked { id: asked, .. }) if *asked == id))
}

/// Shows the turn `actions` found for hint request `id`.
pub(super) fn hint_arrived(state: AiState, id: u32, actions: Vec<String>) {
    state.hint.update(|hint| {
        if let Some(Hint::Asked { id: asked, ply }) = *hint {
            if asked == id {
                *hint = Some(Hint::Shown { ply, actions });
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hint_shows_only_in_the_position_it_was_asked_in() {
        let asked = Hint::Asked { id: 3, ply: 4 };
        assert!(asked.asked_at(4) && !asked.asked_at(5));
        assert_eq!(asked.shown_at(4), None);
        let shown = Hint::Shown {
            ply: 4,
            actions: vec!["e4-e3".into(), "g4-g3".into()],
        };
        assert_eq!(shown.shown_at(4).map(<[String]>::len), Some(2));
        assert_eq!(shown.shown_at(5), None);
        assert!(!shown.asked_at(4));
    }
}
