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

/// Sets `<html lang>`, so that screen readers speak the right language.
pub fn set_document_language(code: &str) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        // Only a detached document refuses, and then nobody reads it.
        let _ = root.set_attribute("lang", code);
    }
}
