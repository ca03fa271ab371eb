//! Fuzzes shared-link fragments (`share::parse_fragment`): `to_fragment` of an accepted game
//! re-parses equal, with or without the leading `#`.
#![no_main]

use breakthru::ui::share;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let Ok(record) = share::parse_fragment(text) else {
        return;
    };
    let fragment = share::to_fragment(&record);
    assert_eq!(
        share::parse_fragment(&fragment).as_ref(),
        Ok(&record),
        "{fragment}"
    );
    assert_eq!(share::parse_fragment(&format!("#{fragment}")), Ok(record));
});
