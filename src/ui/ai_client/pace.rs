//! The pace of a game between two AIs: each turn takes at least a time a person can
//! follow, and the game can be paused and stepped. Plain Rust.

use crate::ui::game::{Player, Session};

/// The least time an AI's turn takes on screen when both sides are AIs, in milliseconds.
pub const MIN_TURN_MS: f64 = 1_200.0;

/// How long each step of an action with several (a chain of explosions in Freeling's 9x5
/// game) stays on the board, in milliseconds.
pub const CHAIN_STEP_MS: f64 = 450.0;

/// How long the last action of `session`, a person's, takes to play out step by step
/// after it was played: the AI's reply waits for it.
pub fn chain_ms(session: &Session) -> f64 {
    let table = session.table();
    let Some(last) = table.plies().checked_sub(1) else {
        return 0.0;
    };
    let by_other_side = table.seat_at(last) != table.seat_to_move();
    let steps = table.frames(last).len();
    match by_other_side && steps > 1 {
        true => (steps - 1) as f64 * CHAIN_STEP_MS,
        false => 0.0,
    }
}

/// Whether both sides of `session` are played by the AI.
pub fn ai_vs_ai(session: &Session) -> bool {
    session
        .players()
        .iter()
        .all(|player| matches!(player, Player::Ai(_)))
}

/// How long to hold a turn that arrived at `now` for a request sent at `asked`, just
/// after an action that takes `chain_ms` to play out.
pub fn hold_ms(ai_vs_ai: bool, chain_ms: f64, asked: f64, now: f64) -> f64 {
    let least = if ai_vs_ai { MIN_TURN_MS } else { 0.0 };
    (asked + least.max(chain_ms) - now).max(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_games_between_ais_are_held() {
        assert_eq!(hold_ms(true, 0.0, 1_000.0, 1_300.0), 900.0);
        assert_eq!(hold_ms(true, 0.0, 1_000.0, 3_000.0), 0.0);
        assert_eq!(hold_ms(false, 0.0, 1_000.0, 1_300.0), 0.0);
    }

    #[test]
    fn a_persons_chain_plays_out_before_the_reply() {
        // A chain of three steps asked for at 1 s: the reply waits until 1.9 s.
        let chain = 2.0 * CHAIN_STEP_MS;
        assert_eq!(hold_ms(false, chain, 1_000.0, 1_100.0), 800.0);
        assert_eq!(hold_ms(false, chain, 1_000.0, 2_000.0), 0.0);
        assert_eq!(hold_ms(true, chain, 1_000.0, 1_100.0), 1_100.0);
    }
}
