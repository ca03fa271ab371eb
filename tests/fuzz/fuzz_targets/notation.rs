//! Fuzzes action and turn notation (`Action` and `Turn` via `FromStr`): an accepted action is
//! written back exactly as read, and a turn re-parses equal from its display.
#![no_main]

use breakthru::rules::breakthru::{Action, Turn};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(action) = text.parse::<Action>() {
        assert_eq!(action.to_string(), text, "accepted actions are canonical");
    }
    if let Ok(turn) = text.parse::<Turn>() {
        let shown = turn.to_string();
        assert_eq!(shown.parse::<Turn>(), Ok(turn), "{shown}");
        let words: Vec<&str> = text.split_whitespace().collect();
        assert_eq!(shown, words.join(" "), "a turn is its actions, spaced");
    }
});
