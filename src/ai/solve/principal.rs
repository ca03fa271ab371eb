//! The positions an opening book of a solved game needs: from a root, every position the
//! winner's best actions and any action of the loser lead to, to a depth. A lost position
//! whose length was not found in time takes it from its actions' results where all of them
//! are known: the longest defence.

use super::budget::Budget;
use super::solver::{Solver, Verdict};
use crate::core::{Game, Heuristics, StaticProof};
use std::collections::{HashMap, HashSet};

/// Positions solved, in the order found, each with its verdict.
type Found<G> = Vec<(G, Verdict<<G as Game>::Action>)>;

/// Verdicts found before a walk, by position hash: the walk takes them instead of deciding
/// those positions again (a long search's length may be gone from the solver's tables by
/// the time the walk comes to it).
pub type Known<A> = HashMap<u64, Verdict<A>>;

/// Solves `root` and the positions below it to `depth` plies, following only the best
/// action where the side to move wins and every action where it loses, and hands each
/// (once, games over left out) to `found`, with its length where `known` has it, where
/// `length_ms` of the clock find it or where its actions' lengths give it. `None` once the
/// budget runs out (what was solved by then is handed over all the same).
pub fn principal_positions<G: Heuristics + StaticProof>(
    solver: &mut Solver<G>,
    root: &G,
    depth: u32,
    budget: &Budget,
    length_ms: f64,
    known: &Known<G::Action>,
    found: &mut dyn FnMut(&G, Verdict<G::Action>),
) -> Option<()> {
    let mut walk = Walk {
        length_ms,
        known,
        seen: HashSet::new(),
    };
    let mut solved = Vec::new();
    let done = visit(
        solver,
        &mut root.clone(),
        depth,
        budget,
        &mut walk,
        &mut |p: &G, v| solved.push((p.clone(), v)),
    );
    fill_loss_lengths(&mut solved);
    for (position, verdict) in &solved {
        found(position, *verdict);
    }
    done
}

/// What the walk carries from position to position.
struct Walk<'a, A> {
    /// Time to look for each position's length.
    length_ms: f64,
    /// Verdicts found before the walk.
    known: &'a Known<A>,
    /// The hashes of the positions visited.
    seen: HashSet<u64>,
}

/// Gives each lost position without a length the length of its longest defence, where every
/// action leads to a position of `solved` whose (won) length is known; again until none is
/// added, so that lengths climb from the leaves.
fn fill_loss_lengths<G: Game>(solved: &mut Found<G>) {
    let index: HashMap<u64, usize> = solved
        .iter()
        .enumerate()
        .map(|(i, (p, _))| (p.hash(), i))
        .collect();
    loop {
        let mut added = false;
        for i in 0..solved.len() {
            let (position, verdict) = &solved[i];
            if verdict.wins || verdict.plies.is_some() {
                continue;
            }
            if let Some((plies, best)) = longest_defence(position, solved, &index) {
                solved[i].1.plies = Some(plies);
                solved[i].1.best = Some(best);
                added = true;
            }
        }
        if !added {
            return;
        }
    }
}

/// The length of the lost `position` and its longest defence, if every action leads to a
/// position of `solved` won with a known length.
fn longest_defence<G: Game>(
    position: &G,
    solved: &Found<G>,
    index: &HashMap<u64, usize>,
) -> Option<(u32, G::Action)> {
    let mut actions = Vec::new();
    position.legal_actions(&mut actions);
    let mut after = position.clone();
    let mut longest: Option<(u32, G::Action)> = None;
    for action in actions {
        let undo = after.make(action);
        let known = index
            .get(&after.hash())
            .map(|&j| solved[j].1)
            .filter(|v| v.wins && after.outcome().is_none());
        after.unmake(action, undo);
        let plies = known?.plies? + 1;
        if longest.is_none_or(|(most, _)| plies > most) {
            longest = Some((plies, action));
        }
    }
    longest
}

/// The actions the book follows from `position` with `verdict`: the best where the side to
/// move wins, else every action.
pub fn line_actions<G: Game>(position: &G, verdict: &Verdict<G::Action>) -> Vec<G::Action> {
    let mut actions = Vec::new();
    match (verdict.wins, verdict.best) {
        (true, Some(best)) => actions.push(best),
        _ => position.legal_actions(&mut actions),
    }
    actions
}

fn visit<G: Heuristics + StaticProof>(
    solver: &mut Solver<G>,
    position: &mut G,
    depth: u32,
    budget: &Budget,
    walk: &mut Walk<G::Action>,
    found: &mut dyn FnMut(&G, Verdict<G::Action>),
) -> Option<()> {
    let hash = position.hash();
    if position.outcome().is_some() || !walk.seen.insert(hash) {
        return Some(());
    }
    let verdict = match walk.known.get(&hash) {
        Some(&verdict) => verdict,
        None => solver.decide(position, budget, walk.length_ms)?,
    };
    found(position, verdict);
    if depth == 0 {
        return Some(());
    }
    for action in line_actions(position, &verdict) {
        let undo = position.make(action);
        let visited = visit(solver, position, depth - 1, budget, walk, found);
        position.unmake(action, undo);
        visited?;
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::solve::plain;
    use crate::ai::toy::Nim;
    use crate::ai::StopFlag;
    use crate::core::Proof;

    /// A heap of `stones` with `first` to move, and its exact verdict (length left out
    /// unless `length`).
    fn solved(stones: u32, first: bool, length: bool) -> (Nim<false>, Verdict<u32>) {
        let mut position = Nim::heap(stones);
        if !first {
            position.make(0);
        }
        let (wins, plies) = match plain::exact(&mut position.clone(), 20).unwrap() {
            Proof::Win(n) => (true, n),
            Proof::Loss(n) => (false, n),
        };
        let verdict = Verdict {
            wins,
            plies: length.then_some(plies),
            best: None,
        };
        (position, verdict)
    }

    #[test]
    fn a_loss_takes_the_longest_defence_from_its_actions_lengths() {
        // Eight stones lose; each action leaves seven, six or five, all won for the other.
        let mut table = vec![solved(8, true, false)];
        table.extend([7, 6, 5].map(|n| solved(n, false, true)));
        fill_loss_lengths(&mut table);
        assert_eq!(table[0].1.plies, solved(8, true, true).1.plies);
        assert_eq!(
            table[0].1.best,
            Some(1),
            "the first of the longest defences"
        );
    }

    #[test]
    fn a_loss_keeps_no_length_while_an_action_s_is_unknown() {
        let mut table = vec![solved(8, true, false)];
        table.extend([(7, true), (6, true), (5, false)].map(|(n, l)| solved(n, false, l)));
        fill_loss_lengths(&mut table);
        assert_eq!(table[0].1.plies, None);
    }

    #[test]
    fn lengths_climb_from_the_leaves() {
        // Twelve stones lose through positions of nine to eleven, won through eight, which
        // is lost through five to seven, whose lengths alone are known.
        let mut table = vec![solved(12, true, false)];
        table.extend([11, 10, 9].map(|n| solved(n, false, true)));
        table.push(solved(8, true, false));
        table.extend([7, 6, 5].map(|n| solved(n, false, true)));
        fill_loss_lengths(&mut table);
        assert_eq!(table[4].1.plies, solved(8, true, true).1.plies);
        assert_eq!(table[0].1.plies, solved(12, true, true).1.plies);
    }

    #[test]
    fn the_walk_takes_a_known_verdict_without_deciding_again() {
        let (heap, verdict) = solved(9, true, true);
        let stop = StopFlag::new();
        let budget = Budget {
            clock: &|| 0.0,
            deadline_ms: 1.0,
            stop: &stop,
        };
        let known = Known::from([(heap.hash(), verdict)]);
        let mut solver = Solver::new(1);
        let mut handed = Vec::new();
        let walked =
            principal_positions(&mut solver, &heap, 0, &budget, 1.0, &known, &mut |_, v| {
                handed.push(v)
            });
        assert_eq!((walked, handed), (Some(()), vec![verdict]));
        assert_eq!(solver.nodes(), 0, "nothing searched");
        // Without it, the walk decides the heap: the same verdict, from a search.
        let mut handed = Vec::new();
        principal_positions(
            &mut solver,
            &heap,
            0,
            &budget,
            1.0,
            &Known::new(),
            &mut |_, v| handed.push(v),
        );
        assert_eq!(handed.len(), 1);
        assert_eq!(
            (handed[0].wins, handed[0].plies),
            (verdict.wins, verdict.plies)
        );
        assert!(solver.nodes() > 0);
    }
}
