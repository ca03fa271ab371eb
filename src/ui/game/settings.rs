//! The player's settings, kept in localStorage. Plain Rust.

mod look;

use super::json_error::JsonError;
use crate::ui::i18n::{Explain, Lang};
pub use look::{apply_look, BoardTheme, Theme};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Version of the saved settings; bumped when their meaning changes.
pub const SETTINGS_VERSION: u32 = 1;

/// How the board is shown. Missing fields take their defaults, so older saves still load.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Format version, [`SETTINGS_VERSION`].
    pub version: u32,
    /// Whether file letters and rank numbers are drawn.
    pub coordinates: bool,
    /// Whether Silver's side is at the bottom.
    pub flipped: bool,
    /// Whether the AI's moves slide into place.
    pub animate: bool,
    /// Whether each move makes a short sound (off by default).
    pub sounds: bool,
    /// The app's language; `None` follows the browser's.
    pub language: Option<Lang>,
    /// Whether the evaluation bar is shown (off by default).
    pub evaluation_bar: bool,
    /// Whether the threats the side to move faces are marked (off by default).
    pub threats: bool,
    /// The page's colour scheme (the system's by default).
    pub theme: Theme,
    /// The colours of the board.
    pub board_theme: BoardTheme,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            version: SETTINGS_VERSION,
            coordinates: true,
            flipped: false,
            animate: true,
            sounds: false,
            language: None,
            evaluation_bar: false,
            threats: false,
            theme: Theme::System,
            board_theme: BoardTheme::Wood,
        }
    }
}

/// Why saved settings cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsError {
    /// The text is not the JSON of [`Settings`].
    Json(JsonError),
    /// They were saved in another format version.
    Version(u32),
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingsError::Json(error) => error.fmt(f),
            SettingsError::Version(version) => write!(
                f,
                "saved with format version {version}, this app reads {SETTINGS_VERSION}"
            ),
        }
    }
}

impl std::error::Error for SettingsError {}

impl Settings {
    /// Settings from their saved JSON.
    pub fn from_json(text: &str) -> Result<Settings, SettingsError> {
        let settings: Settings =
            serde_json::from_str(text).map_err(|e| SettingsError::Json(e.into()))?;
        if settings.version != SETTINGS_VERSION {
            return Err(SettingsError::Version(settings.version));
        }
        Ok(settings)
    }

    /// The saved JSON.
    pub fn to_json(self) -> String {
        serde_json::to_string(&self).expect("settings serialise")
    }
}

impl Explain for SettingsError {
    fn dutch(&self) -> String {
        match self {
            SettingsError::Json(error) => error.dutch(),
            SettingsError::Version(version) => format!(
                "opgeslagen in formaatversie {version}, deze app leest versie {SETTINGS_VERSION}"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::errors::assert_dutch;

    #[test]
    fn settings_round_trip_and_missing_fields_default() {
        let settings = Settings {
            coordinates: false,
            language: Some(Lang::Nl),
            ..Settings::default()
        };
        assert_eq!(Settings::from_json(&settings.to_json()), Ok(settings));
        let old = Settings::from_json(r#"{"version":1,"flipped":true}"#).unwrap();
        assert!(old.flipped && old.coordinates && old.animate);
        assert_eq!(
            (old.theme, old.board_theme),
            (Theme::System, BoardTheme::Wood)
        );
        let dark = Settings::from_json(r#"{"version":1,"theme":"dark","board_theme":"sea"}"#);
        assert_eq!(
            dark.map(|s| (s.theme, s.board_theme)),
            Ok((Theme::Dark, BoardTheme::Sea))
        );
        assert_eq!(
            Settings::from_json("{\"version\":7}"),
            Err(SettingsError::Version(7))
        );
        assert!(matches!(
            Settings::from_json("not json"),
            Err(SettingsError::Json(JsonError { syntax: true, .. }))
        ));
    }

    #[test]
    fn every_error_has_its_own_dutch_text() {
        let json = Settings::from_json("{\"version\":\"one\"}").unwrap_err();
        assert_dutch(&[json, SettingsError::Version(9)]);
    }
}
