//! The player's settings, kept in localStorage. Plain Rust.

use super::i18n::Lang;
use serde::{Deserialize, Serialize};

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
    /// The app's language; `None` follows the browser's.
    pub language: Option<Lang>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            version: SETTINGS_VERSION,
            coordinates: true,
            flipped: false,
            animate: true,
            language: None,
        }
    }
}

impl Settings {
    /// Settings from their saved JSON, with a readable error.
    pub fn from_json(text: &str) -> Result<Settings, String> {
        let settings: Settings = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if settings.version != SETTINGS_VERSION {
            return Err(format!(
                "saved with format version {}, this app reads {SETTINGS_VERSION}",
                settings.version
            ));
        }
        Ok(settings)
    }

    /// The saved JSON.
    pub fn to_json(self) -> String {
        serde_json::to_string(&self).expect("settings serialise")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert!(Settings::from_json("{\"version\":7}")
            .unwrap_err()
            .contains("7"));
        assert!(Settings::from_json("not json").is_err());
    }
}
