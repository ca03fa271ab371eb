//! The game in localStorage, in the versioned saved form. Unreadable data is kept aside.

use super::session::{SavedGame, Session};

/// Key of the game in progress.
const GAME_KEY: &str = "breakthru.game";
/// Prefix of keys under which unreadable saved games are kept.
const UNREADABLE_PREFIX: &str = "breakthru.game.unreadable.";

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
            let aside = format!("{UNREADABLE_PREFIX}{}", js_sys::Date::now() as u64);
            let kept =
                storage.set_item(&aside, &text).is_ok() && storage.remove_item(GAME_KEY).is_ok();
            let where_kept = if kept {
                format!(" It was kept under the key '{aside}'.")
            } else {
                String::new()
            };
            (None, Some(format!("The saved game could not be read ({reason}); a new game was started.{where_kept}")))
        }
    }
}

/// Saves the game; returns a message if the browser refused.
pub fn save_game(session: &Session) -> Option<String> {
    let text = serde_json::to_string(&session.to_saved()).ok()?;
    match local_storage().map(|s| s.set_item(GAME_KEY, &text)) {
        Some(Ok(())) => None,
        _ => Some("The game could not be saved in this browser.".into()),
    }
}
