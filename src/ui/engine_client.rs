//! The app's side of the AI worker: starts it, sends requests, hands responses back.

use crate::worker::protocol::{Request, Response};
use wasm_bindgen::prelude::*;
use web_sys::{ErrorEvent, MessageEvent, Worker};

/// Script that loads the worker's wasm (written by Trunk's loader shim).
const WORKER_SCRIPT: &str = "./worker_loader.js";

/// A running AI worker.
pub struct EngineClient {
    worker: Worker,
}

impl EngineClient {
    /// Starts the worker. `on_response` receives every response; `on_failure` a message when
    /// the worker cannot load or dies.
    pub fn start(
        on_response: impl Fn(Response) + 'static,
        on_failure: impl Fn(String) + 'static,
    ) -> Result<EngineClient, String> {
        let worker =
            Worker::new(WORKER_SCRIPT).map_err(|e| format!("the AI could not start: {e:?}"))?;
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            match Response::from_json(&text) {
                Ok(response) => on_response(response),
                Err(message) => web_sys::console::warn_1(&message.into()),
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
        let on_error = Closure::<dyn Fn(ErrorEvent)>::new(move |event: ErrorEvent| {
            on_failure(format!("the AI stopped working: {}", event.message()));
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        on_error.forget();
        Ok(EngineClient { worker })
    }

    /// Sends a request.
    pub fn send(&self, request: &Request) -> Result<(), String> {
        self.worker
            .post_message(&JsValue::from_str(&request.to_json()))
            .map_err(|e| format!("the AI could not be reached: {e:?}"))
    }
}
