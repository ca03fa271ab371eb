//! Choosing a whole turn (every action the side to move plays in a row) with the search,
//! for any game, within a hard time bound for the whole turn.

use crate::ai::{Clock, Limits, Report, Searcher, StopFlag, Tuned};
use crate::core::Rng;

/// Share of a turn's time given to the search of its first action; later actions of the
/// same turn get what is left, so the whole turn keeps to its time.
const FIRST_ACTION_TIME_SHARE: f64 = 0.6;
/// Share of the first action's node budget given to each later action of the turn.
const LATER_ACTION_NODE_SHARE: f64 = 0.4;

/// The actions of the chosen turn and the report of the search that chose its first action.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnChoice<A> {
    /// The actions of the turn, in order.
    pub actions: Vec<A>,
    /// The search behind the first action.
    pub report: Report<A>,
    /// Whether a weak level played, on purpose, an action other than the search's best:
    /// then the report's score is not the turn's.
    pub blundered: bool,
}

impl<A> Default for TurnChoice<A> {
    /// No action (the game is over).
    fn default() -> TurnChoice<A> {
        TurnChoice {
            actions: Vec::new(),
            report: Report::empty(),
            blundered: false,
        }
    }
}

/// Options for one turn besides the search limits.
pub struct TurnOptions<'a, A> {
    /// Probability of a random action instead of the searched one.
    pub blunder_rate: f64,
    /// Source of randomness for blunders.
    pub rng: &'a mut Rng,
    /// Called after each completed iteration of the first action's search.
    pub progress: &'a mut dyn FnMut(&Report<A>),
}

/// The limits of the search of a turn's action number `index`, `spent_ms` into the turn.
fn action_limits(limits: Limits, index: usize, spent_ms: f64, more_may_follow: bool) -> Limits {
    let movetime_ms = limits.movetime_ms.map(|total| {
        let left = (total - spent_ms).max(1.0);
        if index == 0 && more_may_follow {
            total * FIRST_ACTION_TIME_SHARE
        } else {
            left
        }
    });
    let nodes = match index {
        0 => limits.nodes,
        _ => limits.scaled(LATER_ACTION_NODE_SHARE).nodes,
    };
    Limits {
        depth: limits.depth,
        nodes,
        movetime_ms,
    }
}

/// Chooses the rest of the current turn from `position` (empty if the game is over).
/// `history` holds the repetition keys of the game's earlier positions.
pub fn choose_turn<G: Tuned>(
    searcher: &mut Searcher<G>,
    position: &G,
    history: &[u64],
    limits: Limits,
    clock: &dyn Clock,
    stop: &StopFlag,
    options: TurnOptions<G::Action>,
) -> TurnChoice<G::Action> {
    let started = clock.now_ms();
    let mut position = position.clone();
    let side = position.side_to_move();
    let mut history = history.to_vec();
    let mut actions = Vec::new();
    let mut first_report = None;
    let mut legal = Vec::new();
    let mut blundered = false;
    while position.side_to_move() == side && position.outcome().is_none() {
        position.legal_actions(&mut legal);
        let more_may_follow = G::TURN_ACTIONS > 1;
        let budget = action_limits(
            limits,
            actions.len(),
            clock.now_ms() - started,
            more_may_follow,
        );
        let report = searcher.search(&position, &history, budget, clock, stop, options.progress);
        let random = options.rng.chance(options.blunder_rate);
        let chosen = if random {
            legal.get(options.rng.below(legal.len().max(1))).copied()
        } else {
            report.best().copied()
        };
        let Some(action) = chosen else {
            break;
        };
        blundered |= report.best() != Some(&action);
        history.extend(position.repetition_key());
        position.make(action);
        actions.push(action);
        first_report.get_or_insert(report);
    }
    TurnChoice {
        actions,
        report: first_report.unwrap_or_else(Report::empty),
        blundered,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn later_actions_get_the_time_left() {
        let limits = Limits::movetime(1000.0);
        assert_eq!(action_limits(limits, 0, 0.0, true).movetime_ms, Some(600.0));
        assert_eq!(
            action_limits(limits, 0, 0.0, false).movetime_ms,
            Some(1000.0)
        );
        assert_eq!(
            action_limits(limits, 1, 650.0, true).movetime_ms,
            Some(350.0)
        );
        assert_eq!(
            action_limits(limits, 1, 2000.0, true).movetime_ms,
            Some(1.0)
        );
        let nodes = Limits::nodes(1000);
        assert_eq!(action_limits(nodes, 1, 0.0, true).nodes, Some(400));
    }
}
