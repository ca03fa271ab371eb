//! Files of this site fetched when they are needed rather than in the first load.

use js_sys::futures::JsFuture;
use wasm_bindgen::JsCast;

/// The text of the file at `address` (relative to the page), or `None` if it could not be
/// had: no connection and no cached copy, or an error status.
pub async fn text(address: &str) -> Option<String> {
    let window = web_sys::window()?;
    let response = JsFuture::from(window.fetch_with_str(address)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}
