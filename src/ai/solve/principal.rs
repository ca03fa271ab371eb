//! The positions an opening book of a solved game needs: from a root, every position the
//! winner's best actions and any action of the loser lead to, to a depth.

use super::solver::{Budget, Solver, Verdict};
use crate::core::{Heuristics, StaticProof};
use std::collections::HashSet;

/// Solves `root` and the positions below it to `depth` plies, following only the best
/// action where the side to move wins and every action where it loses, and hands each
/// (once, games over left out) to `found`, with its length where `length_ms` of the clock
/// find it. `None` once the budget runs out.
pub fn principal_positions<G: Heuristics + StaticProof>(
    solver: &mut Solver<G>,
    root: &G,
    depth: u32,
    budget: &Budget,
    length_ms: f64,
    found: &mut dyn FnMut(&G, Verdict<G::Action>),
) -> Option<()> {
    let mut seen = HashSet::new();
    visit(
        solver,
        &mut root.clone(),
        depth,
        budget,
        length_ms,
        &mut seen,
        found,
    )
}

fn visit<G: Heuristics + StaticProof>(
    solver: &mut Solver<G>,
    position: &mut G,
    depth: u32,
    budget: &Budget,
    length_ms: f64,
    seen: &mut HashSet<u64>,
    found: &mut dyn FnMut(&G, Verdict<G::Action>),
) -> Option<()> {
    if position.outcome().is_some() || !seen.insert(position.hash()) {
        return Some(());
    }
    let verdict = solver.decide(position, budget, length_ms)?;
    found(position, verdict);
    if depth == 0 {
        return Some(());
    }
    let mut actions = Vec::new();
    match (verdict.wins, verdict.best) {
        (true, Some(best)) => actions.push(best),
        _ => position.legal_actions(&mut actions),
    }
    for action in actions {
        let undo = position.make(action);
        let visited = visit(solver, position, depth - 1, budget, length_ms, seen, found);
        position.unmake(action, undo);
        visited?;
    }
    Some(())
}
