//! Small wrappers over the browser's location, history and dialogs.

use wasm_bindgen::JsValue;

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

/// Removes the static first screen that index.html shows until the app has mounted (see
/// `.ci/first-screen.mjs`).
pub fn remove_first_screen() {
    if let Some(screen) = element("first-screen") {
        screen.remove();
    }
}
