//! A puzzle's starting rating, from the effort the search needs to find its first turn
//! (and, among equal efforts, how far it stands out at a glance, then the number of turns
//! to choose from), spread over 800..=2600 by rank within its set.

use super::lead::lead;
use super::prove::whole_turns;
use crate::ai::{Limits, Report, Searcher, StopFlag, Tuned};
use std::cmp::Ordering;

/// Nodes the search may spend looking for the solution's first turn.
const SEARCH_NODES: u64 = 4_000_000;
/// The ratings of the easiest and the hardest puzzle of a set.
const EASIEST: f64 = 800.0;
const HARDEST: f64 = 2600.0;
/// Difficulty per player's turn of the line after the first, in tenfolds of nodes.
const PER_TURN: f64 = 0.5;
/// Table size of the rating search, in MiB.
const TABLE_MIB: usize = 16;

/// How hard a puzzle is: the search's effort first; among equal efforts the first turn's
/// lead at a glance (a smaller lead is harder), then the number of the player's distinct
/// whole turns at its start (more to look through is harder).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Difficulty {
    /// Tenfolds of the nodes needed, and half a tenfold per player's turn after the first.
    pub effort: f64,
    /// How far the solution's first turn looks ahead of the best other ([`lead`]).
    pub lead: i64,
    /// The player's distinct whole turns at the start.
    pub choices: usize,
}

impl Difficulty {
    /// The difficulty of the puzzle at `start` whose line has `player_turns` of the
    /// player's turns and begins with the actions `first`, by a fresh search.
    pub fn of<G: Tuned>(start: &G, first: &[G::Action], player_turns: usize) -> Difficulty {
        let nodes = effort(&mut Searcher::new(TABLE_MIB), start, first);
        let turns = whole_turns(start);
        Difficulty {
            effort: (nodes.max(1) as f64).log10()
                + PER_TURN * player_turns.saturating_sub(1) as f64,
            lead: lead(start, &turns, first),
            choices: turns.len(),
        }
    }

    /// Easier first; equal only if all measures are.
    fn order(&self, other: &Difficulty) -> Ordering {
        let effort = self.effort.total_cmp(&other.effort);
        let lead = other.lead.cmp(&self.lead);
        effort.then(lead).then(self.choices.cmp(&other.choices))
    }
}

/// Nodes the search of `start` spends until its best first action belongs to `first`
/// (the solution's first turn) at that iteration and every later one; past the budget,
/// twice the budget.
fn effort<G: Tuned>(searcher: &mut Searcher<G>, start: &G, first: &[G::Action]) -> u64 {
    searcher.clear();
    let mut found: Option<u64> = None;
    let mut progress = |report: &Report<G::Action>| {
        let right = report.best().is_some_and(|a| first.contains(a));
        match (right, found) {
            (true, None) => found = Some(report.nodes.max(1)),
            (false, _) => found = None,
            _ => {}
        }
    };
    let clock = || 0.0;
    let limits = Limits {
        depth: Some(40),
        ..Limits::nodes(SEARCH_NODES)
    };
    searcher.search(start, &[], limits, &clock, &StopFlag::new(), &mut progress);
    found.unwrap_or(2 * SEARCH_NODES)
}

/// Ratings for puzzles of these difficulties, spread evenly over 800..=2600 by rank
/// (equal difficulties share their mean rank).
pub fn spread(difficulties: &[Difficulty]) -> Vec<u32> {
    let n = difficulties.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| difficulties[a].order(&difficulties[b]));
    let same = |a: usize, b: usize| difficulties[a].order(&difficulties[b]) == Ordering::Equal;
    let mut ratings = vec![EASIEST as u32; n];
    let mut i = 0;
    while i < n {
        let mut j = i;
        while j + 1 < n && same(order[j + 1], order[i]) {
            j += 1;
        }
        let rank = (i + j) as f64 / 2.0 / (n.max(2) - 1) as f64;
        for &k in &order[i..=j] {
            ratings[k] = (EASIEST + (HARDEST - EASIEST) * rank).round() as u32;
        }
        i = j + 1;
    }
    ratings
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(effort: f64, choices: usize) -> Difficulty {
        Difficulty {
            effort,
            lead: 0,
            choices,
        }
    }

    #[test]
    fn ratings_spread_by_rank() {
        assert_eq!(
            spread(&[at(3.0, 9), at(1.0, 9), at(2.0, 9)]),
            [2600, 800, 1700]
        );
        assert_eq!(
            spread(&[at(1.0, 9), at(1.0, 9), at(5.0, 9)]),
            [1250, 1250, 2600]
        );
        assert_eq!(spread(&[at(4.0, 9)]), [800]);
    }

    #[test]
    fn the_turns_to_choose_from_break_ties_of_effort_only() {
        let ratings = spread(&[at(1.0, 30), at(1.0, 20), at(2.0, 5), at(1.0, 30)]);
        assert_eq!(ratings, [1700, 800, 2600, 1700]);
    }

    #[test]
    fn a_smaller_lead_breaks_ties_of_effort_before_the_turns_to_choose_from() {
        let with_lead = |lead, choices| Difficulty {
            lead,
            ..at(1.0, choices)
        };
        let ratings = spread(&[with_lead(500, 40), with_lead(10, 10), at(2.0, 5)]);
        assert_eq!(ratings, [800, 1700, 2600]);
    }
}
