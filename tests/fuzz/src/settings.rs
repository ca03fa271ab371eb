//! Fuzzes saved settings (`Settings::from_json`): accepted settings re-read equal from
//! `to_json`.

use breakthru::ui::game::settings::Settings;

/// Checks one input; true if it is settings.
pub fn run(text: &str) -> bool {
    let Ok(settings) = Settings::from_json(text) else {
        return false;
    };
    assert_eq!(Settings::from_json(&settings.to_json()), Ok(settings));
    true
}
