//! Offline use: registers the service worker (public/sw.js) and, when a new build has
//! installed while an older one runs, lets the person switch to it with a reload.

use wasm_bindgen::prelude::*;
use web_sys::{
    ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState,
};

/// The service worker script, next to index.html (so it works under any sub-path).
const SERVICE_WORKER: &str = "./sw.js";
/// The message that tells a waiting service worker to take over.
const ACTIVATE: &str = "activate-new-build";

fn service_workers() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    // Absent in insecure contexts and some private modes: then the app simply stays online-only.
    let present = js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker")).ok()?;
    present.then(|| navigator.service_worker())
}

/// Calls `on_ready` once `worker` has installed, if an older build controls the page.
fn when_installed(worker: ServiceWorker, on_ready: std::rc::Rc<dyn Fn()>) {
    let watched = worker.clone();
    let on_state = Closure::<dyn Fn()>::new(move || {
        let replaces_a_build = service_workers().and_then(|c| c.controller()).is_some();
        if watched.state() == ServiceWorkerState::Installed && replaces_a_build {
            on_ready();
        }
    });
    worker.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
    on_state.forget();
}

/// Registers the service worker. `on_update_ready` is called when a new build waits.
pub fn register(on_update_ready: impl Fn() + 'static) {
    let Some(container) = service_workers() else {
        return;
    };
    let on_ready: std::rc::Rc<dyn Fn()> = std::rc::Rc::new(on_update_ready);
    let on_registered = Closure::<dyn FnMut(JsValue)>::new(move |value: JsValue| {
        let registration: ServiceWorkerRegistration = value.unchecked_into();
        if registration.waiting().is_some()
            && service_workers().and_then(|c| c.controller()).is_some()
        {
            on_ready();
        }
        let (watched, on_ready) = (registration.clone(), on_ready.clone());
        let on_update = Closure::<dyn Fn()>::new(move || {
            if let Some(worker) = watched.installing() {
                when_installed(worker, on_ready.clone());
            }
        });
        registration.set_onupdatefound(Some(on_update.as_ref().unchecked_ref()));
        on_update.forget();
    });
    let on_failed = Closure::<dyn FnMut(JsValue)>::new(|error: JsValue| {
        web_sys::console::warn_2(&"Offline use is unavailable:".into(), &error);
    });
    let _ = container
        .register(SERVICE_WORKER)
        .then2(&on_registered, &on_failed);
    on_registered.forget();
    on_failed.forget();
}

/// Switches to the waiting build: it takes over, then the page reloads with it.
pub fn activate_update() {
    let Some(container) = service_workers() else {
        return;
    };
    let on_change = Closure::<dyn Fn()>::new(|| {
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    });
    container.set_oncontrollerchange(Some(on_change.as_ref().unchecked_ref()));
    on_change.forget();
    let on_registration = Closure::<dyn FnMut(JsValue)>::new(|value: JsValue| {
        let registration: Option<ServiceWorkerRegistration> = value.dyn_into().ok();
        if let Some(waiting) = registration.and_then(|r| r.waiting()) {
            let _ = waiting.post_message(&JsValue::from_str(ACTIVATE));
        }
    });
    let _ = container.get_registration().then(&on_registration);
    on_registration.forget();
}
