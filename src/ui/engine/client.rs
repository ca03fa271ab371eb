//! The app's side of the AI worker: starts it, sends requests, hands responses back,
//! and restarts it when a search must be abandoned ("move now").

use crate::worker::protocol::{Request, Response};
use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use web_sys::{ErrorEvent, MessageEvent, Worker};

/// Script that loads the worker's wasm (written by Trunk's loader shim).
const WORKER_SCRIPT: &str = "./worker_loader.js";

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
}

impl fmt::Display for EngineFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineFailure::Start(detail) => write!(f, "it could not start: {detail}"),
            EngineFailure::Crashed(detail) => write!(f, "error in its worker: {detail}"),
            EngineFailure::NotRunning => write!(f, "it is not running"),
            EngineFailure::Unreachable(detail) => write!(f, "it could not be reached: {detail}"),
        }
    }
}

type ResponseHandler = Rc<dyn Fn(Response)>;
type FailureHandler = Rc<dyn Fn(EngineFailure)>;

/// A handle on the AI worker; cheap to clone.
#[derive(Clone)]
pub struct EngineClient {
    worker: Rc<RefCell<Option<Worker>>>,
    on_response: ResponseHandler,
    on_failure: FailureHandler,
}

impl EngineClient {
    /// Starts the worker. `on_response` receives every response (a `Pong` once it is ready);
    /// `on_failure` why, when the worker cannot load or dies.
    pub fn start(
        on_response: impl Fn(Response) + 'static,
        on_failure: impl Fn(EngineFailure) + 'static,
    ) -> EngineClient {
        let client = EngineClient {
            worker: Rc::default(),
            on_response: Rc::new(on_response),
            on_failure: Rc::new(on_failure),
        };
        client.spawn();
        client
    }

    fn spawn(&self) {
        let worker = match Worker::new(WORKER_SCRIPT) {
            Ok(worker) => worker,
            Err(error) => return (self.on_failure)(EngineFailure::Start(format!("{error:?}"))),
        };
        let on_response = self.on_response.clone();
        let pinger = worker.clone();
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            match Response::from_json(&text) {
                // Requests sent before `Ready` may be lost; the ping proves the round trip.
                Ok(Response::Ready) => {
                    let ping = Request::Ping { id: 0 }.to_json();
                    let _ = pinger.post_message(&JsValue::from_str(&ping));
                }
                Ok(response) => on_response(response),
                Err(message) => web_sys::console::warn_1(&message.into()),
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
        let on_failure = self.on_failure.clone();
        let on_error = Closure::<dyn Fn(ErrorEvent)>::new(move |event: ErrorEvent| {
            on_failure(EngineFailure::Crashed(event.message()));
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        on_error.forget();
        *self.worker.borrow_mut() = Some(worker);
    }

    /// Sends a request.
    pub fn send(&self, request: &Request) -> Result<(), EngineFailure> {
        let worker = self.worker.borrow();
        let worker = worker.as_ref().ok_or(EngineFailure::NotRunning)?;
        worker
            .post_message(&JsValue::from_str(&request.to_json()))
            .map_err(|e| EngineFailure::Unreachable(format!("{e:?}")))
    }

    /// Abandons whatever the worker is doing and starts a fresh one.
    pub fn restart(&self) {
        if let Some(worker) = self.worker.borrow_mut().take() {
            worker.terminate();
        }
        self.spawn();
    }
}
