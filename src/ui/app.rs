//! The application shell: header, board and the AI's status.

use super::board::Board;
use super::engine_client::EngineClient;
use super::view_model::pieces;
use crate::rules::breakthru::Position;
use crate::worker::protocol::{Request, Response};
use leptos::prelude::*;
use std::rc::Rc;

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let position = RwSignal::new(Position::standard());
    let flipped = RwSignal::new(false);
    let (engine_status, set_engine_status) = signal("Engine loading…".to_string());
    let (bench_result, set_bench_result) = signal(String::new());
    let drawn = Signal::derive(move || pieces(&position.get(), flipped.get()));

    let client: Rc<std::cell::OnceCell<EngineClient>> = Rc::default();
    let on_ready = client.clone();
    let on_response = move |response: Response| match response {
        Response::Ready => {
            if let Some(client) = on_ready.get() {
                if let Err(message) = client.send(&Request::Ping { id: 1 }) {
                    set_engine_status.set(message);
                }
            }
        }
        Response::Pong { version, .. } => {
            set_engine_status.set(format!("Engine ready (v{version})"))
        }
        Response::Bench { result, .. } => set_bench_result.set(format!(
            "AI speed in this browser: {} nodes/s ({} nodes in {:.0} ms)",
            result.nps(),
            result.nodes,
            result.elapsed_ms
        )),
        Response::Error { message, .. } => {
            set_engine_status.set(format!("Engine error: {message}"))
        }
        _ => {}
    };
    let on_failure = move |message: String| set_engine_status.set(message);
    match EngineClient::start(on_response, on_failure) {
        Ok(started) => {
            let _ = client.set(started);
        }
        Err(message) => set_engine_status.set(message),
    }
    let measure_speed = move |_| {
        set_bench_result.set("Measuring…".to_string());
        if let Some(Err(message)) = client.get().map(|c| c.send(&Request::Bench { id: 2 })) {
            set_bench_result.set(message);
        }
    };

    view! {
        <main class="app">
            <header class="app-header">
                <h1>"Breakthru"</h1>
                <p class="engine-status" data-testid="worker-status">{engine_status}</p>
            </header>
            <section class="board-area">
                <Board pieces=drawn flipped=flipped />
            </section>
            <footer class="app-footer">
                <button type="button" on:click=move |_| flipped.update(|f| *f = !*f)>"Flip board"</button>
                <button type="button" data-testid="bench" on:click=measure_speed>"Measure AI speed"</button>
            </footer>
            <p class="bench-result" data-testid="bench-result">{bench_result}</p>
        </main>
    }
}
