//! The app's link to the AI worker: its status, what it is thinking, and the effects that
//! ask it to play a turn whenever that side is the AI's (and hand on its placements in a
//! setup before a game).

use super::client::{EngineClient, EngineFailure, Recovery};
use super::evaluation::{self, evaluate_when_due, note_asked, AskedPositions};
use super::hint::{hint_arrived, is_hint};
use super::lookup::{is_lookup, Lookup};
use super::pace;
use super::review::{is_review, review_arrived};
use super::state::{AiState, Thinking};
use super::texts;
use crate::ui::game::outlook::{for_light, Outlook};
use crate::ui::game::Session;
use crate::ui::i18n::{Lang, Text};
use crate::worker::protocol::{Request, Response};
use leptos::prelude::*;

/// Starts the worker and wires it to the game: the AI's turns are played through `play`
/// (none while `setup_on`: a setup before a game is under way), the placements it was asked
/// for go to `placed`. Returns the client for "move now" and the benchmark.
pub fn connect(
    session: RwSignal<Session>,
    setup_on: Signal<bool>,
    lang: Signal<Lang>,
    bar_on: Signal<bool>,
    play: impl Fn(&str) + Clone + 'static,
    placed: impl Fn(Vec<String>) + 'static,
) -> (AiState, EngineClient) {
    let state = AiState {
        status: RwSignal::new(Text::EngineLoading.get(lang.get_untracked()).to_string()),
        ready: RwSignal::new(false),
        thinking: RwSignal::new(None),
        placing: RwSignal::new(None),
        bench: RwSignal::new(String::new()),
        failed: RwSignal::new(None),
        last_outlook: RwSignal::new(None),
        paused: RwSignal::new(false),
        step: RwSignal::new(false),
        hint: RwSignal::new(None),
        lookup: RwSignal::new(None),
        evaluation: RwSignal::new(None),
        review: RwSignal::new(None),
        review_done: RwSignal::new(None),
        evaluating: RwSignal::new(None),
        asked_positions: StoredValue::new(AskedPositions::default()),
        last_id: StoredValue::new(1),
    };
    let client = StoredValue::new_local(None::<EngineClient>);
    let on_response = move |response: Response| match response {
        Response::Ready | Response::LoadFailed { .. } => {}
        Response::Pong { version, .. } => {
            state
                .status
                .set(texts::engine_ready(lang.get_untracked(), &version));
            state.ready.set(true);
        }
        Response::Progress {
            id,
            depth,
            score,
            line,
            ..
        } => {
            evaluation::record(state, id, &score, Some(line.clone()));
            state.thinking.update(|t| {
                if let Some(t) = t.as_mut().filter(|t| t.id == id) {
                    (t.depth, t.score, t.line) = (depth, score, line);
                }
            })
        }
        Response::Turn { id, score, .. } if evaluation::answered(state, id) => {
            evaluation::record(state, id, &score, None)
        }
        Response::Turn {
            id, actions, score, ..
        } if is_review(state, id) => client.with_value(|c| {
            if let Some(client) = c {
                review_arrived(session, state, client, actions, score)
            }
        }),
        Response::Turn { id, actions, .. } if is_hint(state, id) => {
            hint_arrived(state, id, actions)
        }
        Response::Turn { id, actions, .. } if is_lookup(state, id) => {
            state.lookup.set(Some(Lookup::Found(actions)))
        }
        Response::Turn {
            id, actions, score, ..
        } => turn_arrived(state, session, play.clone(), id, actions, score),
        Response::Placed { id, squares } => {
            if state.placing.get_untracked() == Some(id) {
                state.placing.set(None);
                placed(squares);
            }
        }
        Response::Bench { result, .. } => state.bench.set(texts::bench_result(
            lang.get_untracked(),
            result.nps(),
            result.nodes,
            result.elapsed_ms(),
        )),
        Response::Error { message, .. } => {
            state.thinking.set(None);
            state.review.set(None);
            state.placing.set(None);
            state.hint.set(None);
            state.lookup.set(None);
            state
                .status
                .set(texts::engine_error(lang.get_untracked(), &message));
        }
    };
    // Pending work is dropped: once a fresh worker answers its ping, the effects below
    // ask again for the AI's turn or placement, from the game as it stands.
    let on_failure = move |failure: EngineFailure, recovery: Recovery| {
        state.ready.set(false);
        state.thinking.set(None);
        state.placing.set(None);
        state.hint.set(None);
        state.lookup.set(None);
        state.review.set(None);
        state.evaluating.set(None);
        let lang = lang.get_untracked();
        match recovery {
            Recovery::Restarting => state.status.set(texts::engine_restarting(lang, &failure)),
            Recovery::GaveUp => {
                let text = texts::engine_stopped(lang, &failure);
                state.status.set(text.clone());
                state.failed.set(Some(text));
            }
        }
    };
    let started = EngineClient::start(on_response, on_failure);
    client.set_value(Some(started.clone()));
    let client = started;
    think_when_due(session, setup_on, state, lang, client.clone());
    evaluate_when_due(session, state, bar_on, client.clone());
    (state, client)
}

/// Plays the AI's turn `actions` (request `id`, scored `score` for the mover) if it is
/// still awaited: at once, or once a game between AIs has shown it long enough. Until then
/// the search counts as pending, so that nothing asks again.
fn turn_arrived(
    state: AiState,
    session: RwSignal<Session>,
    play: impl Fn(&str) + 'static,
    id: u32,
    actions: Vec<String>,
    score: String,
) {
    let awaited = move || {
        state
            .thinking
            .with_untracked(|t| t.as_ref().filter(|t| t.id == id).map(|t| t.asked))
    };
    let Some(asked) = awaited() else { return };
    let finish = move || {
        if awaited().is_none() {
            return;
        }
        state.thinking.set(None);
        let mover = session.with_untracked(|s| s.table().seat_to_move());
        let outlook = Outlook::of(&score, mover);
        state
            .last_outlook
            .set(outlook.map(|o| (o, for_light(&score, mover))));
        for text in &actions {
            play(text);
        }
    };
    let both = session.with_untracked(pace::ai_vs_ai);
    match pace::hold_ms(both, asked, js_sys::Date::now()) {
        hold if hold > 0.0 => set_timeout(finish, std::time::Duration::from_millis(hold as u64)),
        _ => finish(),
    }
}

/// Asks for a turn whenever the side to move is the AI's and nothing is pending.
fn think_when_due(
    session: RwSignal<Session>,
    setup_on: Signal<bool>,
    state: AiState,
    lang: Signal<Lang>,
    client: EngineClient,
) {
    Effect::new(move |_| {
        let Some(level) = session.with(Session::ai_to_move) else {
            return;
        };
        if !state.ready.get() || setup_on.get() || state.thinking.get_untracked().is_some() {
            return;
        }
        let held = session.with(pace::ai_vs_ai) && state.paused.get();
        if held && !state.step.get() {
            return;
        }
        state.step.set(false);
        let id = state.next_id();
        let request = session.with_untracked(|s| Request::Think {
            id,
            game: s.table().game(),
            start: s.table().start_text(),
            actions: s.table().action_texts(),
            limits: s.table().level_limits(level),
            blunder_rate: level.blunder_rate(),
            seed: js_sys::Date::now() as u64,
        });
        state.thinking.set(Some(Thinking {
            id,
            asked: js_sys::Date::now(),
            ..Thinking::default()
        }));
        note_asked(state, id, session);
        if let Err(failure) = client.send(&request) {
            state.thinking.set(None);
            state
                .status
                .set(texts::engine_stopped(lang.get_untracked(), &failure));
        }
    });
}
