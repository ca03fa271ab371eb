//! The game and the settings in localStorage, in versioned saved forms.
//! Unreadable data is kept aside under another key, never deleted.

use super::session::{SavedGame, Session};
use super::settings::Settings;

/// Key of the game in progress.
pub const GAME_KEY: &str = "breakthru.game";
/// Key of the settings.
const SETTINGS_KEY: &str = "breakthru.settings";
/// Suffix of keys under which unreadable saved data is kept.
const UNREADABLE: &str = ".unreadable.";

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The saved game, if any. A value that cannot be read is moved aside (not deleted)
/// and explained in the returned message.
pub fn load_game() -> (Option<Session>, Option<String>) {
    let Some(storage) = local_storage() else {
        return (
            None,
            Some("This browser does not let the app save games.".into()),
        );
    };
    let Ok(Some(text)) = storage.get_item(GAME_KEY) else {
        return (None, None);
    };
    let parsed = serde_json::from_str::<SavedGame>(&text)
        .map_err(|e| e.to_string())
        .and_then(|saved| Session::from_saved(&saved));
    match parsed {
        Ok(session) => (Some(session), None),
        Err(reason) => {
            let where_kept = keep_aside(&storage, GAME_KEY, &text);
            (None, Some(format!("The saved game could not be read ({reason}); a new game was started.{where_kept}")))
        }
    }
}

/// Moves an unreadable value to a key of its own; says where, for the message.
fn keep_aside(storage: &web_sys::Storage, key: &str, text: &str) -> String {
    let aside = format!("{key}{UNREADABLE}{}", js_sys::Date::now() as u64);
    let kept = storage.set_item(&aside, text).is_ok() && storage.remove_item(key).is_ok();
    if kept {
        format!(" It was kept under the key '{aside}'.")
    } else {
        String::new()
    }
}

/// The saved settings (defaults if none), and a message if they could not be read.
pub fn load_settings() -> (Settings, Option<String>) {
    let Some(storage) = local_storage() else {
        return (Settings::default(), None);
    };
    let Ok(Some(text)) = storage.get_item(SETTINGS_KEY) else {
        return (Settings::default(), None);
    };
    match Settings::from_json(&text) {
        Ok(settings) => (settings, None),
        Err(reason) => {
            let where_kept = keep_aside(&storage, SETTINGS_KEY, &text);
            let message = format!(
                "The saved settings could not be read ({reason}); defaults are used.{where_kept}"
            );
            (Settings::default(), Some(message))
        }
    }
}

/// Saves the settings; a refusal is not worth a message (they are only settings).
pub fn save_settings(settings: Settings) {
    if let Some(storage) = local_storage() {
        let _ = storage.set_item(SETTINGS_KEY, &settings.to_json());
    }
}

/// The game as it is saved.
pub fn saved_text(session: &Session) -> String {
    serde_json::to_string(&session.to_saved()).expect("saved games serialise")
}

/// Saves the game; returns a message if the browser refused.
pub fn save_game(session: &Session) -> Option<String> {
    let text = saved_text(session);
    match local_storage().map(|s| s.set_item(GAME_KEY, &text)) {
        Some(Ok(())) => None,
        _ => Some("The game could not be saved in this browser.".into()),
    }
}
