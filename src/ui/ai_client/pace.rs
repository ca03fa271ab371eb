//! The pace of a game between two AIs: each turn takes at least a time a person can
//! follow, and the game can be paused and stepped. Plain Rust.

use crate::ui::game::{Player, Session};

/// The least time an AI's turn takes on screen when both sides are AIs, in milliseconds.
pub const MIN_TURN_MS: f64 = 1_200.0;

/// Whether both sides of `session` are played by the AI.
pub fn ai_vs_ai(session: &Session) -> bool {
    session
        .players()
        .iter()
        .all(|player| matches!(player, Player::Ai(_)))
}

/// How long to hold a turn that arrived at `now` for a request sent at `asked`.
pub fn hold_ms(ai_vs_ai: bool, asked: f64, now: f64) -> f64 {
    if ai_vs_ai {
        (asked + MIN_TURN_MS - now).max(0.0)
    } else {
        0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_games_between_ais_are_held() {
        assert_eq!(hold_ms(true, 1_000.0, 1_300.0), 900.0);
        assert_eq!(hold_ms(true, 1_000.0, 3_000.0), 0.0);
        assert_eq!(hold_ms(false, 1_000.0, 1_300.0), 0.0);
    }
}
