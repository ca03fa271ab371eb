//! The app's side of the AI worker: starts it, sends requests, hands responses back,
//! restarts it when a search must be abandoned ("move now"), and watches it: a worker that
//! crashes or misses its allowance (see [`Watchdog`]) is restarted, and after repeated
//! failures stopped, with word to the app.

use super::watchdog::{Verdict, Watchdog, HEARTBEAT_ID};
use crate::ai::Limits;
use crate::ui::game::Table;
use crate::ui::i18n::Explain;
use crate::worker::protocol::{Request, Response};
use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use web_sys::{ErrorEvent, MessageEvent, Worker};

/// Script that loads the worker's wasm (written by Trunk's loader shim).
const WORKER_SCRIPT: &str = "./worker_loader.js";

/// A search for the best play in the position after `ply` actions of `table`, for `movetime_ms`
/// and without deliberate blunders: what a hint, the bar and the review ask for.
pub(super) fn analysis_request(
    id: u32,
    table: &dyn Table,
    ply: usize,
    movetime_ms: f64,
) -> Request {
    Request::Think {
        id,
        game: table.game(),
        start: table.start_text(),
        actions: table.action_texts()[..ply].to_vec(),
        limits: Limits::movetime(movetime_ms),
        blunder_rate: 0.0,
        seed: 1,
    }
}

/// Why the worker cannot answer; the details are the browser's own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineFailure {
    /// The worker could not be created.
    Start(String),
    /// The worker reported an uncaught error and is gone.
    Crashed(String),
    /// No worker is running.
    NotRunning,
    /// A request could not be posted to the worker.
    Unreachable(String),
    /// It stopped answering (it did not load, or a request went unanswered too long).
    Silent,
}

/// What the client does about a failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recovery {
    /// A fresh worker is starting; the app's pending work must be asked again.
    Restarting,
    /// It failed too often and was stopped; [`EngineClient::retry`] starts it again.
    GaveUp,
}

impl fmt::Display for EngineFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineFailure::Start(detail) => write!(f, "it could not start: {detail}"),
            EngineFailure::Crashed(detail) => write!(f, "error in its worker: {detail}"),
            EngineFailure::NotRunning => write!(f, "it is not running"),
            EngineFailure::Unreachable(detail) => write!(f, "it could not be reached: {detail}"),
            EngineFailure::Silent => write!(f, "it stopped answering"),
        }
    }
}

impl Explain for EngineFailure {
    fn dutch(&self) -> String {
        match self {
            EngineFailure::Start(detail) => format!("hij kon niet starten: {detail}"),
            EngineFailure::Crashed(detail) => format!("fout in de achtergrondtaak: {detail}"),
            EngineFailure::NotRunning => "hij draait niet".into(),
            EngineFailure::Silent => "hij gaf geen antwoord meer".into(),
            EngineFailure::Unreachable(detail) => format!("hij was niet bereikbaar: {detail}"),
        }
    }
}

type ResponseHandler = Rc<dyn Fn(Response)>;
type FailureHandler = Rc<dyn Fn(EngineFailure, Recovery)>;

/// How often the watchdog looks at the worker, in milliseconds.
const WATCH_INTERVAL_MS: i32 = 1_000;

/// The clock of the watchdog: milliseconds since the page loaded.
fn now() -> f64 {
    js_sys::Date::now()
}

/// A handle on the AI worker; cheap to clone.
#[derive(Clone)]
pub struct EngineClient {
    worker: Rc<RefCell<Option<Worker>>>,
    watchdog: Rc<RefCell<Watchdog>>,
    on_response: ResponseHandler,
    on_failure: FailureHandler,
}

impl EngineClient {
    /// Starts the worker and its watchdog. `on_response` receives every response (a `Pong`
    /// once it is ready); `on_failure` why the worker failed and what is done about it.
    pub fn start(
        on_response: impl Fn(Response) + 'static,
        on_failure: impl Fn(EngineFailure, Recovery) + 'static,
    ) -> EngineClient {
        let client = EngineClient {
            worker: Rc::default(),
            watchdog: Rc::default(),
            on_response: Rc::new(on_response),
            on_failure: Rc::new(on_failure),
        };
        client.spawn();
        client.watch();
        client
    }

    fn spawn(&self) {
        self.watchdog.borrow_mut().started(now());
        let worker = match Worker::new(WORKER_SCRIPT) {
            Ok(worker) => worker,
            Err(error) => {
                let verdict = self.watchdog.borrow_mut().crashed(now());
                return self.act(verdict, EngineFailure::Start(format!("{error:?}")));
            }
        };
        let client = self.clone();
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            match Response::from_text(&text) {
                Ok(response) => client.receive(response),
                Err(message) => web_sys::console::warn_1(&message.into()),
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
        let client = self.clone();
        let on_error = Closure::<dyn Fn(ErrorEvent)>::new(move |event: ErrorEvent| {
            let verdict = client.watchdog.borrow_mut().crashed(now());
            client.act(verdict, EngineFailure::Crashed(event.message()));
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        worker.set_onmessageerror(Some(on_error.as_ref().unchecked_ref()));
        on_error.forget();
        *self.worker.borrow_mut() = Some(worker);
    }

    /// Handles a response: the first ping after `Ready`, the watchdog, then the app.
    fn receive(&self, response: Response) {
        self.watchdog.borrow_mut().heard(&response, now());
        match response {
            // Requests sent before `Ready` may be lost; the ping proves the round trip.
            Response::Ready => {
                let _ = self.send(&Request::Ping { id: 0 });
            }
            Response::Pong { id, .. } if id == HEARTBEAT_ID => {}
            Response::LoadFailed { message } => {
                let verdict = self.watchdog.borrow_mut().crashed(now());
                self.act(verdict, EngineFailure::Start(message));
            }
            response => (self.on_response)(response),
        }
    }

    /// Looks at the worker every second for as long as the page lives.
    fn watch(&self) {
        let client = self.clone();
        let tick = Closure::<dyn Fn()>::new(move || {
            let verdict = client.watchdog.borrow_mut().tick(now());
            client.act(verdict, EngineFailure::Silent);
        });
        if let Some(window) = web_sys::window() {
            let callback = tick.as_ref().unchecked_ref();
            let _ = window.set_interval_with_callback_and_timeout_and_arguments_0(
                callback,
                WATCH_INTERVAL_MS,
            );
        }
        tick.forget();
    }

    /// Carries out the watchdog's verdict on `failure`.
    fn act(&self, verdict: Verdict, failure: EngineFailure) {
        match verdict {
            Verdict::Wait => {}
            Verdict::Ping => {
                let _ = self.send(&Request::Ping { id: HEARTBEAT_ID });
            }
            Verdict::Restart => {
                self.restart();
                (self.on_failure)(failure, Recovery::Restarting);
            }
            Verdict::GiveUp => {
                self.stop();
                (self.on_failure)(failure, Recovery::GaveUp);
            }
        }
    }

    /// Sends a request.
    pub fn send(&self, request: &Request) -> Result<(), EngineFailure> {
        let worker = self.worker.borrow();
        let worker = worker.as_ref().ok_or(EngineFailure::NotRunning)?;
        self.watchdog.borrow_mut().sent(request, now());
        worker
            .post_message(&JsValue::from_str(&request.to_json()))
            .map_err(|e| EngineFailure::Unreachable(format!("{e:?}")))
    }

    fn stop(&self) {
        if let Some(worker) = self.worker.borrow_mut().take() {
            worker.terminate();
        }
    }

    /// Abandons whatever the worker is doing and starts a fresh one.
    pub fn restart(&self) {
        self.stop();
        self.spawn();
    }

    /// Starts again after the client gave up, failures forgotten.
    pub fn retry(&self) {
        self.watchdog.borrow_mut().retry();
        self.restart();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::errors::assert_dutch;

    #[test]
    fn every_error_has_its_own_dutch_text() {
        assert_dutch(&[
            EngineFailure::Start("blocked".into()),
            EngineFailure::Crashed("out of memory".into()),
            EngineFailure::NotRunning,
            EngineFailure::Unreachable("closed".into()),
            EngineFailure::Silent,
        ]);
    }
}
