//! The first render in tasks: the shell and the board first, the side panel in a later task,
//! so that no task of the mount is long (V8 also compiles each function on its first call,
//! in the task that calls it).

use leptos::prelude::*;
use send_wrapper::SendWrapper;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// A promise that resolves in a later task: `scheduler.yield()` where the browser has it
/// (the task keeps its place ahead of others), else a timeout of 0 ms.
fn later_task() -> js_sys::Promise {
    let global = js_sys::global();
    let scheduler = js_sys::Reflect::get(&global, &JsValue::from_str("scheduler")).ok();
    let yield_fn = scheduler
        .as_ref()
        .and_then(|s| js_sys::Reflect::get(s, &JsValue::from_str("yield")).ok())
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    if let (Some(scheduler), Some(yield_fn)) = (scheduler, yield_fn) {
        if let Ok(promise) = yield_fn.call0(&scheduler) {
            return promise.unchecked_into();
        }
    }
    js_sys::Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback(&resolve);
        }
    })
}

/// `build`'s view, built and mounted in a later task than the one that mounts its place.
pub fn in_later_task<V>(build: impl FnOnce() -> V + Send + 'static) -> impl IntoView
where
    V: IntoView + 'static,
{
    let waited = SendWrapper::new(JsFuture::from(later_task()));
    Suspend::new(async move {
        let _ = waited.await;
        build()
    })
}
