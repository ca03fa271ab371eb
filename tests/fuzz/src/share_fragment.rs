//! Fuzzes shared-link fragments (`share::parse_fragment`, every game): `to_fragment` of an
//! accepted game (with its review) re-parses equal, with or without the leading `#`.

use breakthru::ui::game::share;
use breakthru::ui::games;

/// Checks one input; true if it opened a game.
pub fn run(text: &str) -> bool {
    let Ok(session) = share::parse_fragment(text, games::open) else {
        return false;
    };
    let fragment = share::to_fragment(&session, true);
    let again = share::parse_fragment(&fragment, games::open);
    assert_eq!(again.as_ref(), Ok(&session), "{fragment}");
    let hashed = share::parse_fragment(&format!("#{fragment}"), games::open);
    assert_eq!(hashed, Ok(session), "#{fragment}");
    true
}
