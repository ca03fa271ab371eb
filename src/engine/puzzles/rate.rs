//! A puzzle's starting rating, from the effort the search needs to find its first turn,
//! spread over 800..=2600 by rank within its set.

use crate::ai::{Limits, Report, Searcher, StopFlag, Tuned};

/// Nodes the search may spend looking for the solution's first turn.
const SEARCH_NODES: u64 = 4_000_000;
/// The ratings of the easiest and the hardest puzzle of a set.
const EASIEST: f64 = 800.0;
const HARDEST: f64 = 2600.0;
/// Difficulty per player's turn of the line after the first, in tenfolds of nodes.
const PER_TURN: f64 = 0.5;

/// Nodes the search of `start` spends until its best first action belongs to `first`
/// (the solution's first turn) at that iteration and every later one; past the budget,
/// twice the budget.
pub fn effort<G: Tuned>(searcher: &mut Searcher<G>, start: &G, first: &[G::Action]) -> u64 {
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

/// A puzzle's difficulty: tenfolds of the nodes needed, and half a tenfold per player's
/// turn of its line after the first.
pub fn difficulty(nodes: u64, player_turns: usize) -> f64 {
    (nodes.max(1) as f64).log10() + PER_TURN * player_turns.saturating_sub(1) as f64
}

/// Ratings for puzzles of these difficulties, spread evenly over 800..=2600 by rank
/// (equal difficulties share their mean rank).
pub fn spread(difficulties: &[f64]) -> Vec<u32> {
    let n = difficulties.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| difficulties[a].total_cmp(&difficulties[b]));
    let mut ratings = vec![EASIEST as u32; n];
    let mut i = 0;
    while i < n {
        let mut j = i;
        while j + 1 < n && difficulties[order[j + 1]] == difficulties[order[i]] {
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

    #[test]
    fn ratings_spread_by_rank() {
        assert_eq!(spread(&[3.0, 1.0, 2.0]), [2600, 800, 1700]);
        assert_eq!(spread(&[1.0, 1.0, 5.0]), [1250, 1250, 2600]);
        assert_eq!(spread(&[4.0]), [800]);
        assert!(difficulty(1000, 2) > difficulty(1000, 1));
    }
}
