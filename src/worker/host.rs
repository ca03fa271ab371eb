//! The Web Worker side: receives JSON requests, answers with lines of text.

use super::handler::Handler;
use super::protocol::{Request, Response};
use crate::bot::bench::warm_up;
use crate::rules::{with_game, GameId};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Reads a file of the app (a path relative to the worker's script) with a synchronous
/// request, which a worker may make: the handler waits for its table anyway.
fn read_file(path: &str) -> Option<String> {
    let request = web_sys::XmlHttpRequest::new().ok()?;
    request.open_with_async("GET", path, false).ok()?;
    request.send().ok()?;
    let found = request.status().ok()? == 200;
    request.response_text().ok().flatten().filter(|_| found)
}

fn now_ms(scope: &DedicatedWorkerGlobalScope) -> f64 {
    scope.performance().map_or(0.0, |p| p.now())
}

/// How long each game's search runs when the worker starts, before it says `Ready`.
const WARM_UP_MS: f64 = 120.0;

/// Installs the message handler on the worker's global scope. Called once by the worker binary.
pub fn start() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let handler = RefCell::new(Handler::new(Box::new(read_file)));
    let reply_scope = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        let mut send = |response: Response| {
            // A failed post means the page is gone; nobody is left to tell.
            let _ = reply_scope.post_message(&JsValue::from_str(&response.to_text()));
        };
        match Request::from_json(&text) {
            Ok(request) => {
                let clock_scope = reply_scope.clone();
                let clock = move || now_ms(&clock_scope);
                handler.borrow_mut().handle(request, &clock, &mut send);
            }
            Err(message) => send(Response::Error { id: 0, message }),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let clock = || now_ms(&scope);
    for game in GameId::ALL {
        with_game!(game, G => warm_up::<G>(&clock, WARM_UP_MS));
    }
    // Only a failed post could stop this, and then the page is gone.
    let _ = scope.post_message(&JsValue::from_str(&Response::Ready.to_text()));
}
