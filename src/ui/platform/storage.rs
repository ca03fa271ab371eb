//! The browser's localStorage (through gloo-storage): a value read with its parser, or
//! written as JSON. A value that cannot be read is kept aside under another key, never
//! deleted.

use gloo_storage::{LocalStorage, Storage};
use serde::Serialize;

/// Suffix of keys under which unreadable saved data is kept.
const UNREADABLE: &str = ".unreadable.";

/// Why saved data could not be used; `E` says what is wrong with an unreadable value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadProblem<E> {
    /// The browser offers no storage (private mode, blocked).
    NoStorage,
    /// The saved value could not be read; it was moved to `kept_under` if possible.
    Unreadable {
        /// What is wrong with it.
        reason: E,
        /// The key it now stands under, if moving it worked.
        kept_under: Option<String>,
    },
}

/// The browser's localStorage, if it offers one (gloo panics without it).
fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()?;
    Some(LocalStorage::raw())
}

/// Reads `key` with `parse`. A value that cannot be read is moved aside (not deleted).
pub fn load<T, E>(
    key: &str,
    parse: impl Fn(&str) -> Result<T, E>,
) -> Result<Option<T>, LoadProblem<E>> {
    let storage = local_storage().ok_or(LoadProblem::NoStorage)?;
    let Ok(Some(text)) = storage.get_item(key) else {
        return Ok(None);
    };
    parse(&text).map(Some).map_err(|reason| {
        let aside = format!("{key}{UNREADABLE}{}", js_sys::Date::now() as u64);
        let kept = storage.set_item(&aside, &text).is_ok() && storage.remove_item(key).is_ok();
        LoadProblem::Unreadable {
            reason,
            kept_under: kept.then_some(aside),
        }
    })
}

/// The values of `key` kept aside as unreadable, as (key, when kept in ms, text), oldest
/// first.
pub fn kept_aside(key: &str) -> Vec<(String, u64, String)> {
    let Some(storage) = local_storage() else {
        return Vec::new();
    };
    let prefix = format!("{key}{UNREADABLE}");
    let count = storage.length().unwrap_or(0);
    let mut kept: Vec<(String, u64, String)> = (0..count)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter_map(|name| {
            let when = name.strip_prefix(&prefix)?.parse().ok()?;
            let text = storage.get_item(&name).ok().flatten()?;
            Some((name, when, text))
        })
        .collect();
    kept.sort_by_key(|(_, when, _)| *when);
    kept
}

/// Removes `key` and its value.
pub fn remove(key: &str) {
    if let Some(storage) = local_storage() {
        let _ = storage.remove_item(key);
    }
}

/// Writes `value` as JSON under `key`; false if the browser refused.
pub fn save(key: &str, value: impl Serialize) -> bool {
    local_storage().is_some() && LocalStorage::set(key, value).is_ok()
}

/// Writes `text` as it is under `key`; false if the browser refused (no storage, or its
/// quota is full: then the value saved before is still there).
pub fn save_text(key: &str, text: &str) -> bool {
    local_storage().is_some_and(|s| s.set_item(key, text).is_ok())
}
