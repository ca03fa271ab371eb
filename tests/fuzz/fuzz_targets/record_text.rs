//! Fuzzes game records as text (`Record::from_text`): `to_text` of what is accepted re-parses
//! equal, and the same game survives a trip through a shared link.
#![no_main]

use breakthru::rules::breakthru::Record;
use breakthru::ui::share;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let Ok(record) = Record::from_text(text) else {
        return;
    };
    let written = record.to_text();
    assert_eq!(
        Record::from_text(&written).as_ref(),
        Ok(&record),
        "{written}"
    );
    assert_eq!(
        share::parse_fragment(&share::to_fragment(&record)),
        Ok(record)
    );
});
