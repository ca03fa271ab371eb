//! The game in progress and the settings, kept in the browser's storage in their versioned
//! saved forms ([`SavedGame`], [`Settings`]).

use super::saved::{session_from_json, SavedGame, SavedGameError};
use super::session::Session;
use super::settings::{Settings, SettingsError};
use super::table::Opener;
use crate::ui::platform::storage::{self, LoadProblem};

/// Key of the game in progress.
pub const GAME_KEY: &str = "breakthru.game";
/// Key of the settings.
const SETTINGS_KEY: &str = "breakthru.settings";

/// The saved game, if any, opened with `open`, or why it could not be used.
pub fn load_game(open: Opener) -> Result<Option<Session>, LoadProblem<SavedGameError>> {
    storage::load(GAME_KEY, |text| session_from_json(text, open))
}

/// The saved settings, if any, or why they could not be used.
pub fn load_settings() -> Result<Option<Settings>, LoadProblem<SettingsError>> {
    storage::load(SETTINGS_KEY, Settings::from_json)
}

/// Saves the game; false if the browser refused.
pub fn save_game(session: &Session) -> bool {
    storage::save(GAME_KEY, SavedGame::of(session))
}

/// Saves the settings; a refusal is not worth a message (they are only settings).
pub fn save_settings(settings: Settings) {
    storage::save(SETTINGS_KEY, settings);
}
