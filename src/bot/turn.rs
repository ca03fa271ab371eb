//! Choosing a whole turn (one or two actions) with the search.

use super::rng::Rng;
use crate::ai::{Clock, Limits, Report, Searcher, StopFlag};
use crate::rules::breakthru::{Action, Position, Record};

/// Share of the first action's node and time budget given to the search of a second action.
const SECOND_ACTION_SHARE: f64 = 0.4;

/// The actions of the chosen turn and the report of the search that chose its first action.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnChoice {
    /// One or two actions, in order.
    pub actions: Vec<Action>,
    /// The search behind the first action.
    pub report: Report<Action>,
}

/// Repetition keys of the record's turn starts before its current position.
pub fn repetition_history(record: &Record) -> Vec<u64> {
    (0..record.actions().len())
        .map(|ply| record.position_at(ply))
        .filter(|p| p.is_turn_start())
        .map(Position::hash)
        .collect()
}

/// Options for one turn besides the search limits.
pub struct TurnOptions<'a> {
    /// Probability of a random turn instead of the searched one.
    pub blunder_rate: f64,
    /// Source of randomness for blunders.
    pub rng: &'a mut Rng,
    /// Called after each completed iteration of the first action's search.
    pub progress: &'a mut dyn FnMut(&Report<Action>),
}

/// Chooses the rest of the current turn of `record` (empty if the game is over).
pub fn choose_turn(
    searcher: &mut Searcher<Position>,
    record: &Record,
    limits: Limits,
    clock: &dyn Clock,
    stop: &StopFlag,
    options: TurnOptions,
) -> TurnChoice {
    let mut position = record.position().clone();
    let side = position.side();
    let mut history = repetition_history(record);
    let mut actions = Vec::new();
    let mut first_report = None;
    while position.side() == side && record.ending().is_none() && !position.is_over() {
        let mut legal = Vec::new();
        position.legal_actions(&mut legal);
        let budget = if actions.is_empty() {
            limits
        } else {
            limits.scaled(SECOND_ACTION_SHARE)
        };
        let report = searcher.search(&position, &history, budget, clock, stop, options.progress);
        let searched = report.best().copied();
        let random = options.rng.chance(options.blunder_rate);
        let Some(action) = (if random {
            legal.get(options.rng.below(legal.len().max(1))).copied()
        } else {
            searched
        }) else {
            break;
        };
        if position.is_turn_start() {
            history.push(position.hash());
        }
        position.make(action);
        actions.push(action);
        first_report.get_or_insert(report);
    }
    TurnChoice {
        actions,
        report: first_report.unwrap_or_else(Report::empty),
    }
}
