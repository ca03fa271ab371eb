//! The game and the settings in localStorage (through gloo-storage), in versioned saved
//! forms. Unreadable data is kept aside under another key, never deleted.

use crate::ui::game::saved::{session_from_json, SavedGame, SavedGameError};
use crate::ui::game::settings::{Settings, SettingsError};
use crate::ui::game::Session;
use gloo_storage::{LocalStorage, Storage};

/// Key of the game in progress.
pub const GAME_KEY: &str = "breakthru.game";
/// Key of the settings.
const SETTINGS_KEY: &str = "breakthru.settings";
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
fn load<T, E>(
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

/// The saved game, if any, or why it could not be used.
pub fn load_game() -> Result<Option<Session>, LoadProblem<SavedGameError>> {
    load(GAME_KEY, session_from_json)
}

/// The saved settings, if any, or why they could not be used.
pub fn load_settings() -> Result<Option<Settings>, LoadProblem<SettingsError>> {
    load(SETTINGS_KEY, Settings::from_json)
}

/// Saves the game; false if the browser refused.
pub fn save_game(session: &Session) -> bool {
    local_storage().is_some() && LocalStorage::set(GAME_KEY, SavedGame::of(session)).is_ok()
}

/// Saves the settings; a refusal is not worth a message (they are only settings).
pub fn save_settings(settings: Settings) {
    if local_storage().is_some() {
        let _ = LocalStorage::set(SETTINGS_KEY, settings);
    }
}
