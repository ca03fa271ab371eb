//! Fuzzes action and turn notation (`Action` and `Turn` via `FromStr`): an accepted action is
//! written back exactly as read, and a turn re-parses equal from its display.

use breakthru::rules::breakthru::{Action, Turn};

/// Checks one input; true if it reads as an action or a turn.
pub fn run(text: &str) -> bool {
    let action = text.parse::<Action>();
    if let Ok(action) = action {
        assert_eq!(action.to_string(), text, "accepted actions are canonical");
    }
    let turn = text.parse::<Turn>();
    if let Ok(turn) = turn {
        let shown = turn.to_string();
        assert_eq!(shown.parse::<Turn>(), Ok(turn), "{shown}");
        let words: Vec<&str> = text.split_whitespace().collect();
        assert_eq!(shown, words.join(" "), "a turn is its actions, spaced");
    }
    action.is_ok() || turn.is_ok()
}
