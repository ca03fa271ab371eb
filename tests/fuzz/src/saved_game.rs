//! Fuzzes saved games (`saved::session_from_json`, any version and game): an accepted
//! save's session, saved again, reads back equal.

use breakthru::ui::game::saved::{session_from_json, session_to_json};
use breakthru::ui::games;

/// Checks one input; true if it opened a game.
pub fn run(text: &str) -> bool {
    let Ok(session) = session_from_json(text, games::open) else {
        return false;
    };
    let json = session_to_json(&session);
    let again = session_from_json(&json, games::open);
    assert_eq!(again, Ok(session), "{json}");
    true
}
