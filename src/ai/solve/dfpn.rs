//! Depth-first proof-number search (df-pn) with the 1+ε trick: decides whether the side to
//! move wins, without the game's length.
//!
//! Each position has a proof number φ (the least number of leaves to prove a win for its
//! side to move) and a disproof number δ (to prove a loss), kept in a table keyed by the
//! position's hash. A position's φ is the least δ of its children (seen from the child's
//! side to move, flipped when the same side moves again). Its δ is weak proof-number
//! search's (Ueda, Hashimoto, Hashimoto and Iida, 2008): the largest of their φ plus one for
//! each other child not yet refuted, not their sum, which counts a position reached by two
//! moves twice. The search descends into the child of least φ while the node's numbers stay
//! under thresholds, and lets a child run until its δ passes the second best's by a factor
//! 1+ε (ε = 1/4), not by one, which saves most of the returns to the parent. A position not
//! yet searched has numbers guessed from its mobility and static evaluation (`guess`).
//! Leaves are finished games and the game's [`StaticProof`] rules. Assumes a game without
//! draws (a draw counts as a loss for the side to move) and without cycles (Breakthrough's
//! pieces only move forward).

use super::budget::Budget;
use super::proof_table::ProofTable;
use crate::core::{Heuristics, Outcome, Proof, StaticProof};

/// An infinite proof number: proven impossible.
pub const INFINITE: u32 = u32::MAX;
/// Nodes between two looks at the clock and the stop flag.
const CHECK_EVERY: u64 = 4096;
/// The static evaluation (centi-pieces for Breakthrough) per step of [`guess`]: 3 took the
/// fewest nodes on 5x5 and 5x6 of the steps from 1 to 50 tried.
const EVALUATION_STEP: u32 = 3;
/// The largest evaluation [`guess`] heeds, so that the numbers stay far from infinite.
const EVALUATION_CAP: i32 = 2_000;

/// A child of the node being searched.
struct Child<A> {
    action: A,
    /// Its position's key in the table.
    key: u64,
    /// Whether the opponent moves in the child (its φ counts toward the parent's δ).
    flip: bool,
    /// Its numbers when its game is over or a static rule proves it.
    known: Option<(u32, u32)>,
    /// Its numbers before it is searched: to prove a loss, each of its actions must be
    /// refuted.
    guess: (u32, u32),
    /// Its numbers as last known: from the table when the node is expanded, then from each
    /// of its searches. Not read again from the table at each turn of the loop, which would
    /// cost a memory access per child; a stale estimate only steers the search.
    last: Option<(u32, u32)>,
}

/// The root's numbers after one of its children's searches returned: what a long proof
/// reports as it goes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RootProgress {
    /// Nodes visited so far.
    pub nodes: u64,
    /// The root's proof number.
    pub phi: u32,
    /// The root's disproof number.
    pub delta: u32,
}

/// The df-pn searcher: its table and counters, reused between positions.
pub struct Dfpn<G: Heuristics> {
    table: ProofTable,
    frames: Vec<Vec<Child<G::Action>>>,
    nodes: u64,
    aborted: bool,
}

/// (φ, δ) of a position whose game is over or that a static rule proves.
fn leaf<G: StaticProof>(position: &G) -> Option<(u32, u32)> {
    let mover = position.side_to_move();
    match position.outcome() {
        Some(Outcome::Win(side)) if side == mover => return Some((0, INFINITE)),
        Some(_) => return Some((INFINITE, 0)),
        None => {}
    }
    match position.static_proof() {
        Some(Proof::Win(_)) => Some((0, INFINITE)),
        Some(Proof::Loss(_)) => Some((INFINITE, 0)),
        None => None,
    }
}

impl<G: Heuristics + StaticProof> Dfpn<G> {
    /// A searcher with a table of about `table_mib` MiB.
    pub fn new(table_mib: usize) -> Dfpn<G> {
        Dfpn {
            table: ProofTable::new(table_mib),
            frames: Vec::new(),
            nodes: 0,
            aborted: false,
        }
    }

    /// Nodes visited so far, over every position proven.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The table, for other searches to consult.
    pub fn table(&self) -> &ProofTable {
        &self.table
    }

    /// Whether the side to move of `root` (a game not over) wins, and an action that wins
    /// (or, in a loss, the one whose proof took the most work); `None` once the budget runs
    /// out.
    pub fn prove(&mut self, root: &mut G, budget: &Budget) -> Option<(bool, Option<G::Action>)> {
        self.prove_reporting(root, budget, &mut |_| {})
    }

    /// [`Dfpn::prove`], calling `report` with the root's numbers each time a search below
    /// the root returns to it.
    pub fn prove_reporting(
        &mut self,
        root: &mut G,
        budget: &Budget,
        report: &mut dyn FnMut(RootProgress),
    ) -> Option<(bool, Option<G::Action>)> {
        self.aborted = false;
        let (phi, delta) = match leaf(root) {
            Some(known) => known,
            None => self.search(root, INFINITE, INFINITE, 0, budget, report),
        };
        if self.aborted || (phi != 0 && delta != 0) {
            return None;
        }
        let wins = phi == 0;
        Some((wins, self.deciding_action(root, wins, budget)?))
    }

    /// The child of `root` that proves its result: a lost child for a win; for a loss, the
    /// child whose win took the most work (a guess at the longest defence).
    fn deciding_action(
        &mut self,
        root: &mut G,
        wins: bool,
        budget: &Budget,
    ) -> Option<Option<G::Action>> {
        let mut actions = Vec::new();
        root.legal_actions(&mut actions);
        let mover = root.side_to_move();
        let mut best = None;
        for action in actions {
            let undo = root.make(action);
            let same = root.side_to_move() == mover;
            let child = match leaf(root) {
                Some((phi, _)) => Some(phi == 0),
                None => match self.table.result(root.symmetric_key()) {
                    Some(known) => Some(known),
                    None if wins => None,
                    None => {
                        // A loss: every child is won by its mover; prove it again if lost.
                        let (phi, delta) =
                            self.search(root, INFINITE, INFINITE, 0, budget, &mut |_| {});
                        (phi == 0 || delta == 0).then_some(phi == 0)
                    }
                },
            };
            let work = self.table.work(root.symmetric_key());
            root.unmake(action, undo);
            if self.aborted {
                return None;
            }
            // Whether this child is good for the root's side to move.
            let good = child.map(|child| child == same);
            if wins && good == Some(true) {
                return Some(Some(action));
            }
            if !wins && best.is_none_or(|(w, _)| work > w) {
                best = Some((work, action));
            }
        }
        if wins {
            // The winning child's entry was replaced: search each child again.
            let mut actions = Vec::new();
            root.legal_actions(&mut actions);
            for action in actions {
                let undo = root.make(action);
                let same = root.side_to_move() == mover;
                let (phi, delta) = leaf(root).unwrap_or_else(|| {
                    self.search(root, INFINITE, INFINITE, 0, budget, &mut |_| {})
                });
                root.unmake(action, undo);
                if self.aborted {
                    return None;
                }
                if (phi == 0 && same) || (delta == 0 && !same) {
                    return Some(Some(action));
                }
            }
        }
        Some(best.map(|(_, action)| action))
    }

    /// Searches `position` (not a leaf) until its φ reaches `max_phi` or its δ reaches
    /// `max_delta`; returns (φ, δ). At `ply` 0, `report` hears the numbers at each turn of
    /// the loop.
    fn search(
        &mut self,
        position: &mut G,
        max_phi: u32,
        max_delta: u32,
        ply: usize,
        budget: &Budget,
        report: &mut dyn FnMut(RootProgress),
    ) -> (u32, u32) {
        let start_nodes = self.nodes;
        let key = position.symmetric_key();
        let (phi, delta) = self.table.get(key);
        if phi >= max_phi || delta >= max_delta {
            return (phi, delta);
        }
        let mut children = self.expand(position, ply);
        // A pass of its own, not inside `expand`: its table reads, each a likely cache miss,
        // then overlap in the processor instead of waiting one by one between the moves'
        // make and unmake (cd45e76 merged them: the same nodes in twice the time).
        for child in children.iter_mut() {
            child.last = child.known.or_else(|| self.table.find(child.key));
        }
        let (mut phi, mut delta);
        loop {
            self.nodes += 1;
            if self.nodes.is_multiple_of(CHECK_EVERY) && budget.is_spent() {
                self.aborted = true;
            }
            // φ: the least of the children's `a`; δ: the largest `b`, plus one for each other
            // child whose `b` is not 0.
            let mut best = 0;
            let (mut a1, mut a2, mut b_largest, mut b_open) = (INFINITE, INFINITE, 0, 0u32);
            for (i, child) in children.iter().enumerate() {
                let (c_phi, c_delta) = child.last.unwrap_or(child.guess);
                let (a, b) = if child.flip {
                    (c_delta, c_phi)
                } else {
                    (c_phi, c_delta)
                };
                b_largest = b_largest.max(b);
                b_open += u32::from(b > 0);
                if a < a1 {
                    (a2, a1, best) = (a1, a, i);
                } else if a < a2 {
                    a2 = a;
                }
            }
            let others_open = b_open.saturating_sub(1);
            phi = a1;
            delta = if b_largest == INFINITE {
                INFINITE
            } else {
                b_largest.saturating_add(others_open).min(INFINITE - 1)
            };
            if phi == 0 {
                delta = INFINITE;
            }
            if ply == 0 {
                report(RootProgress {
                    nodes: self.nodes,
                    phi,
                    delta,
                });
            }
            if phi >= max_phi || delta >= max_delta || self.aborted {
                break;
            }
            // The best child's thresholds, from the parent's view: `a` may grow to 1+ε
            // times the second best, `b` until it alone brings the parent's δ to its own.
            let a_max = max_phi.min(a2.saturating_add(1).max(a2.saturating_add(a2 / 4)));
            let b_max = if max_delta == INFINITE {
                INFINITE
            } else {
                max_delta - others_open
            };
            let child = &mut children[best];
            let (c_max_phi, c_max_delta) = if child.flip {
                (b_max, a_max)
            } else {
                (a_max, b_max)
            };
            let undo = position.make(child.action);
            let found = self.search(position, c_max_phi, c_max_delta, ply + 1, budget, report);
            child.last = Some(found);
            position.unmake(child.action, undo);
        }
        self.frames[ply] = children;
        if !self.aborted || phi == 0 || delta == 0 {
            self.table.put(key, phi, delta, self.nodes - start_nodes);
        }
        (phi, delta)
    }

    /// The children of `position`, by the game's order hint (captures and advances first),
    /// with their hashes and whatever is known without search.
    fn expand(&mut self, position: &mut G, ply: usize) -> Vec<Child<G::Action>> {
        if self.frames.len() <= ply {
            self.frames.resize_with(ply + 1, Vec::new);
        }
        let mut children = std::mem::take(&mut self.frames[ply]);
        children.clear();
        let mut actions = Vec::new();
        position.legal_actions(&mut actions);
        actions.sort_by_cached_key(|&action| std::cmp::Reverse(position.order_hint(action)));
        let mover = position.side_to_move();
        for action in actions {
            let undo = position.make(action);
            let known = leaf(position);
            let guess = if known.is_none() {
                guess(position)
            } else {
                (1, 1)
            };
            let child = Child {
                action,
                key: position.symmetric_key(),
                flip: position.side_to_move() != mover,
                known,
                guess,
                last: None,
            };
            position.unmake(action, undo);
            // A winning child ends the list: nothing else need be looked at.
            let wins = child
                .known
                .is_some_and(|(phi, delta)| if child.flip { delta == 0 } else { phi == 0 });
            if wins {
                children.clear();
                children.push(child);
                break;
            }
            children.push(child);
        }
        children
    }
}

/// A new position's (φ, δ) before it is searched. To prove a loss each of its actions must
/// be refuted, so δ starts at their number; then for each [`EVALUATION_STEP`] of static
/// evaluation, δ grows by that number where the side to move stands better, and φ by one
/// where it stands worse (Winands and Schadd's evaluation-function based proof-number
/// search: it halves the nodes of the 5x5 and 5x6 starts).
fn guess<G: Heuristics>(position: &G) -> (u32, u32) {
    let mobility = position.count_legal_actions().max(1) as u32;
    let score = position.evaluate().clamp(-EVALUATION_CAP, EVALUATION_CAP);
    let steps = score.unsigned_abs() / EVALUATION_STEP;
    if score >= 0 {
        (1, mobility * (1 + steps))
    } else {
        (1 + steps, mobility)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::toy::Nim;
    use crate::ai::StopFlag;

    #[test]
    fn dfpn_finds_nims_losses_on_multiples_of_four() {
        let stop = StopFlag::new();
        let budget = Budget {
            clock: &|| 0.0,
            deadline_ms: 1.0,
            stop: &stop,
        };
        let mut dfpn = Dfpn::new(1);
        for stones in 1..=40 {
            let mut heap = Nim::<false>::heap(stones);
            let (wins, best) = dfpn.prove(&mut heap, &budget).unwrap();
            assert_eq!(wins, stones % 4 != 0, "{stones}");
            if wins {
                assert_eq!(best, Some(stones % 4), "{stones}");
            }
        }
    }

    #[test]
    fn the_guess_leans_against_the_evaluation() {
        // Nim's toy evaluation is 24 with two stones (two moves) and -13 with one.
        assert_eq!(guess(&Nim::<false>::heap(2)), (1, 2 * (1 + 24 / 3)));
        assert_eq!(guess(&Nim::<false>::heap(1)), (1 + 13 / 3, 1));
    }

    #[test]
    fn a_table_of_one_bucket_still_proves() {
        let stop = StopFlag::new();
        // A clock that ticks at each look: at most some 10 M nodes, not a hang.
        let looks = std::cell::Cell::new(0.0);
        let budget = Budget {
            clock: &|| {
                looks.set(looks.get() + 1.0);
                looks.get()
            },
            deadline_ms: 2500.0,
            stop: &stop,
        };
        for stones in 1..=14 {
            let mut heap = Nim::<false>::heap(stones);
            let proof = Dfpn::new(0).prove(&mut heap, &budget);
            assert_eq!(
                proof.map(|(wins, _)| wins),
                Some(stones % 4 != 0),
                "{stones}"
            );
        }
    }

    #[test]
    fn the_root_reports_growing_nodes_and_ends_on_its_proof() {
        let stop = StopFlag::new();
        let budget = Budget {
            clock: &|| 0.0,
            deadline_ms: 1.0,
            stop: &stop,
        };
        for stones in [20, 21] {
            let mut reports = Vec::new();
            let mut heap = Nim::<false>::heap(stones);
            let (wins, _) = Dfpn::new(1)
                .prove_reporting(&mut heap, &budget, &mut |root| reports.push(root))
                .unwrap();
            assert!(reports.windows(2).all(|w| w[0].nodes <= w[1].nodes));
            let last = reports.last().unwrap();
            let proven = if wins { last.phi } else { last.delta };
            assert_eq!(proven, 0, "{stones}: {last:?}");
        }
    }
}
