//! Fuzzes saved games (`SavedGame` from JSON, then `Session::from_saved`): an accepted save is
//! already in the form `to_saved` writes, and survives JSON and `from_saved` again.
#![no_main]

use breakthru::ui::session::{SavedGame, Session};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let Ok(saved) = serde_json::from_str::<SavedGame>(text) else {
        return;
    };
    let Ok(session) = Session::from_saved(&saved) else {
        return;
    };
    let again = session.to_saved();
    assert_eq!(again, saved, "accepted saves are canonical");
    let json = serde_json::to_string(&again).expect("saved games serialise");
    let reread: SavedGame = serde_json::from_str(&json).expect("written JSON reads back");
    assert_eq!(Session::from_saved(&reread), Ok(session), "{json}");
});
