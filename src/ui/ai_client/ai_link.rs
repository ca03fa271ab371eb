//! The app's link to the AI worker: starts it, routes its answers and failures, and the
//! effects that ask it to play a turn whenever that side is the AI's and to score the
//! position for the bar.

use super::answers::Answers;
use super::asks::{evaluate_when_due, think_when_due};
use super::client::{EngineClient, EngineFailure, Recovery};
use super::state::{AiState, EngineStatus};
use crate::ui::game::Session;
use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;

/// Starts the worker and wires it to the game: the AI's turns are played through `play`
/// (none while `setup_on`: a setup before a game is under way), the placements it was asked
/// for go to `placed`. Returns the client for "move now" and the benchmark.
pub fn connect(
    session: RwSignal<Session>,
    setup_on: Signal<bool>,
    bar_on: Signal<bool>,
    play: impl Fn(&str) + 'static,
    placed: impl Fn(Vec<String>) + 'static,
) -> (AiState, EngineClient) {
    let state = AiState::new();
    // The client's handlers need the client itself (a review asks for its next step).
    let answers: Rc<RefCell<Option<Answers>>> = Rc::default();
    let route = answers.clone();
    let on_response = move |response| {
        let answers = route.borrow().clone();
        if let Some(answers) = answers {
            answers.receive(response);
        }
    };
    // Pending work is dropped: once a fresh worker answers its ping, the effects ask
    // again for the AI's turn or placement, from the game as it stands.
    let on_failure = move |failure: EngineFailure, recovery: Recovery| {
        state.fail_pending();
        state.status.set(match recovery {
            Recovery::Restarting => EngineStatus::Restarting(Some(failure)),
            Recovery::GaveUp => EngineStatus::Stopped(failure),
        });
    };
    let client = EngineClient::start(on_response, on_failure);
    *answers.borrow_mut() = Some(Answers {
        session,
        state,
        client: client.clone(),
        play: Rc::new(play),
        placed: Rc::new(placed),
    });
    think_when_due(session, setup_on, state, client.clone());
    evaluate_when_due(session, state, bar_on, client.clone());
    (state, client)
}
