//! Small wrappers over the browser's location, history and dialogs.

use wasm_bindgen::{JsCast, JsValue};

/// The URL fragment without `#`, if there is one.
pub fn fragment() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let fragment = hash.trim_start_matches('#');
    (!fragment.is_empty()).then(|| fragment.to_string())
}

/// Removes the fragment from the address bar without reloading.
pub fn clear_fragment() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let url = format!(
        "{}{}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    if let Ok(history) = window.history() {
        // If the browser refuses, the fragment merely stays visible.
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// Replaces the fragment with `href` (`#...`): no new entry in the history, no `hashchange`.
pub fn replace_fragment(href: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        // If the browser refuses, the address merely stays as it was.
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(href));
    }
}

/// Sets the fragment to `href` (`#...`): a new entry in the history, and a `hashchange`.
pub fn set_fragment(href: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().set_hash(href);
    }
}

/// The page's element with this id, if there is one.
fn element(id: &str) -> Option<web_sys::Element> {
    web_sys::window()?.document()?.get_element_by_id(id)
}

/// The `<dialog>` with this id, if there is one.
fn dialog(id: &str) -> Option<web_sys::HtmlDialogElement> {
    wasm_bindgen::JsCast::dyn_into(element(id)?).ok()
}

/// Opens the dialog with this id as a modal (the browser moves the focus into it).
pub fn show_dialog(id: &str) {
    if let Some(dialog) = dialog(id).filter(|d| !d.open()) {
        let _ = dialog.show_modal();
    }
}

/// Closes the dialog with this id (the browser gives the focus back to its opener).
pub fn close_dialog(id: &str) {
    if let Some(dialog) = dialog(id) {
        dialog.close();
    }
}

/// The window's inner width and height in CSS pixels (zero without a window). Read as
/// properties, through the `Reflect` the app already imports: no more JS glue.
pub fn window_size() -> (f64, f64) {
    let Some(window) = web_sys::window() else {
        return (0.0, 0.0);
    };
    let pixels = |name: &str| {
        let value = js_sys::Reflect::get(&window, &name.into()).ok();
        value.and_then(|v| v.as_f64()).unwrap_or(0.0)
    };
    (pixels("innerWidth"), pixels("innerHeight"))
}

/// Whether the person asked their system for less motion (prefers-reduced-motion).
pub fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|query| query.matches())
}

/// Sets `data-<name>` on `<html>`, where the CSS reads the page's look.
pub fn set_root_data(name: &str, value: &str) {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(root) = root {
        // Only a detached document refuses attributes, and then nobody sees it.
        let _ = root.set_attribute(&format!("data-{name}"), value);
    }
}

/// The page's first element matching `selector`, if any.
fn find(selector: &str) -> Option<web_sys::Element> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
}

/// Scrolls to the element matching `selector` and gives it the keyboard focus.
pub fn focus(selector: &str) {
    let element =
        find(selector).and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
    if let Some(element) = element {
        element.scroll_into_view();
        let _ = element.focus();
    }
}

/// Scrolls back up to the element matching `selector` if its top is above the window, as
/// the board is on a phone after a button below it started a new game.
pub fn reveal_top(selector: &str) {
    if let Some(element) = find(selector).filter(|e| e.get_bounding_client_rect().top() < 0.0) {
        element.scroll_into_view();
    }
}

/// This page's address with `fragment` appended.
pub fn link_with_fragment(fragment: &str) -> String {
    let location = web_sys::window().map(|w| w.location());
    let base = location
        .map(|l| {
            format!(
                "{}{}",
                l.origin().unwrap_or_default(),
                l.pathname().unwrap_or_default()
            )
        })
        .unwrap_or_default();
    format!("{base}#{fragment}")
}

/// Asks the person a yes/no question.
pub fn confirm(question: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.confirm_with_message(question).ok())
        .unwrap_or(false)
}

/// The browser's preferred languages, best first.
pub fn languages() -> Vec<String> {
    web_sys::window()
        .map(|w| w.navigator().languages())
        .map(|list| list.iter().filter_map(|v| v.as_string()).collect())
        .unwrap_or_default()
}

/// Puts the page in a language: `<html lang>` (so that screen readers speak it), the title,
/// the meta description and the web app manifest (`manifest.webmanifest` for English,
/// `manifest.<code>.webmanifest` otherwise).
pub fn set_document_language(code: &str, title: &str, description: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    document.set_title(title);
    // Only a detached document refuses attributes, and then nobody reads it.
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", code);
    }
    if let Ok(Some(meta)) = document.query_selector("meta[name=description]") {
        let _ = meta.set_attribute("content", description);
    }
    if let Ok(Some(link)) = document.query_selector("link[rel=manifest]") {
        let manifest = match code {
            "en" => "manifest.webmanifest".to_string(),
            _ => format!("manifest.{code}.webmanifest"),
        };
        let _ = link.set_attribute("href", &manifest);
    }
}

/// Milliseconds since the epoch.
pub fn now() -> u64 {
    js_sys::Date::now() as u64
}

/// A random number (for keys, not secrets).
pub fn random() -> u64 {
    let part = || (js_sys::Math::random() * 4_294_967_296.0) as u64;
    part() << 32 | part()
}

/// The time `ms` (since the epoch) as the browser writes it in the language `code`.
pub fn local_time(ms: u64, code: &str) -> String {
    let date = js_sys::Date::new(&JsValue::from_f64(ms as f64));
    date.to_locale_string(code, &JsValue::UNDEFINED).into()
}

/// The date of `ms` in the language `code`, without the time ("12/1/2026").
pub fn local_date(ms: u64, code: &str) -> String {
    let date = js_sys::Date::new(&JsValue::from_f64(ms as f64));
    date.to_locale_date_string(code, &JsValue::UNDEFINED).into()
}

/// The calendar day of `ms` in the browser's time zone, as days since 1970.
pub fn local_day(ms: u64) -> i64 {
    let date = js_sys::Date::new(&JsValue::from_f64(ms as f64));
    let offset_ms = date.get_timezone_offset() * 60_000.0;
    ((ms as f64 - offset_ms) / 86_400_000.0).floor() as i64
}

/// Asks the person for a text, `value` filled in; `None` if they cancel.
pub fn prompt(question: &str, value: &str) -> Option<String> {
    web_sys::window()?
        .prompt_with_message_and_default(question, value)
        .ok()
        .flatten()
}

/// What to do with a promise's outcome, once.
type Then = Box<dyn FnOnce(Result<JsValue, JsValue>)>;

/// Calls `then` with the outcome of `promise`, once.
fn settle(promise: &js_sys::Promise, then: Then) {
    let then = std::rc::Rc::new(std::cell::Cell::new(Some(then)));
    let other = then.clone();
    type Settled = wasm_bindgen::closure::Closure<dyn FnMut(JsValue)>;
    let ok = Settled::once(move |v: JsValue| other.take().map_or((), |f| f(Ok(v))));
    let err = Settled::once(move |v: JsValue| then.take().map_or((), |f| f(Err(v))));
    let _ = promise.then2(&ok, &err);
    // The browser calls one of them once; they are small and live on.
    ok.forget();
    err.forget();
}

/// Copies `text` to the clipboard; `done` learns whether it worked.
pub fn copy_text(text: &str, done: impl FnOnce(bool) + 'static) {
    match web_sys::window() {
        Some(w) => {
            let promise = w.navigator().clipboard().write_text(text);
            settle(&promise, Box::new(|r| done(r.is_ok())));
        }
        None => done(false),
    }
}

/// Offers `url` to the system's share sheet where the browser has one (`navigator.share`),
/// and says true; false where it has none.
pub fn share_url(url: &str) -> bool {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return false;
    };
    let share = js_sys::Reflect::get(&navigator, &"share".into()).ok();
    let Some(share) = share.and_then(|s| s.dyn_into::<js_sys::Function>().ok()) else {
        return false;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    // A share the person cancels is no error worth telling.
    if let Ok(promise) = share.call1(&navigator, &data).and_then(|p| p.dyn_into()) {
        settle(&promise, Box::new(|_| {}));
    }
    true
}

/// Offers `text` as a file named `name` to download, through a blob link.
pub fn download(name: &str, text: &str) {
    let parts = js_sys::Array::of1(&text.into());
    let blob = web_sys::Blob::new_with_str_sequence(&parts);
    let url = blob.and_then(|b| web_sys::Url::create_object_url_with_blob(&b));
    let link = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("a").ok());
    if let (Ok(url), Some(link)) = (url, link) {
        let _ = link.set_attribute("href", &url);
        let _ = link.set_attribute("download", name);
        if let Ok(link) = link.dyn_into::<web_sys::HtmlElement>() {
            link.click();
        }
    }
}

/// Reads the first file chosen in the file input `input`, and gives its text to `done`.
pub fn read_file(input: &web_sys::HtmlInputElement, done: impl FnOnce(String) + 'static) {
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    let text =
        |r: Result<JsValue, JsValue>| done(r.ok().and_then(|t| t.as_string()).unwrap_or_default());
    settle(&file.text(), Box::new(text));
    input.set_value("");
}

/// Removes the static first screen that index.html shows until the app has mounted (see
/// `.ci/first-screen.mjs`).
pub fn remove_first_screen() {
    if let Some(screen) = element("first-screen") {
        screen.remove();
    }
}
