//! Fuzzes saved settings (`Settings::from_json`): accepted settings re-read equal from `to_json`.
#![no_main]

use breakthru::ui::settings::Settings;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(settings) = Settings::from_json(text) {
        assert_eq!(Settings::from_json(&settings.to_json()), Ok(settings));
    }
});
