//! Depth-first proof-number search (df-pn) with the 1+ε trick: decides whether the side to
//! move wins, without the game's length.
//!
//! Each position has a proof number φ (the least number of leaves to prove a win for its
//! side to move) and a disproof number δ (to prove a loss), kept in a table keyed by the
//! position's hash. A position's φ is the least δ of its children (seen from the child's
//! side to move, flipped when the same side moves again) and its δ the sum of their φ; the
//! search descends into the child of least φ while the node's numbers stay under thresholds,
//! and lets a child run until its δ passes the second best's by a factor 1+ε (ε = 1/2), not
//! by one, which saves most of the returns to the parent. Leaves are finished games and the
//! game's [`StaticProof`] rules. Assumes a game without draws (a draw counts as a loss for
//! the side to move) and without cycles (Breakthrough's pieces only move forward).

use super::solver::Budget;
use crate::core::{Heuristics, Outcome, Proof, StaticProof};

/// An infinite proof number: proven impossible.
pub const INFINITE: u32 = u32::MAX;
/// Nodes between two looks at the clock and the stop flag.
const CHECK_EVERY: u64 = 4096;
/// Entries per bucket of the table.
const WAYS: usize = 4;
/// The bits of a position's hash kept in its entry to recognise it.
const TAG_BITS: u32 = 48;

/// One position's entry, packed in 16 bytes so that a table holds as many as it can: the
/// first word is the hash's low [`TAG_BITS`] bits above a 16-bit [`work_code`] (0 for an
/// empty entry), the second φ above δ. Zeroes, so that a new table costs no memory until
/// it is written.
type Entry = [u64; 2];

/// The nodes spent on a position, in 16 bits: exact below 256, then the power of two and
/// the next 8 bits. Grows with the work, never 0 for work done.
fn work_code(work: u64) -> u64 {
    let work = work.max(1);
    if work < 256 {
        return work;
    }
    let power = u64::from(work.ilog2());
    ((power - 7) << 8) | ((work >> (power - 8)) & 0xff)
}

fn tag(key: u64) -> u64 {
    key & ((1 << TAG_BITS) - 1)
}

fn work_of(entry: &Entry) -> u64 {
    entry[0] & 0xffff
}

fn numbers_of(entry: &Entry) -> (u32, u32) {
    ((entry[1] >> 32) as u32, entry[1] as u32)
}

fn holds(entry: &Entry, key: u64) -> bool {
    work_of(entry) > 0 && entry[0] >> 16 == tag(key)
}

/// The table of proof numbers: buckets of [`WAYS`] entries, the least worked replaced.
pub struct ProofTable {
    entries: Vec<Entry>,
}

impl ProofTable {
    /// A table of about `mib` MiB.
    pub fn new(mib: usize) -> ProofTable {
        let buckets = ((mib << 20) / std::mem::size_of::<Entry>() / WAYS).max(1);
        ProofTable {
            entries: vec![[0; 2]; buckets * WAYS],
        }
    }

    fn bucket(&self, key: u64) -> std::ops::Range<usize> {
        let buckets = (self.entries.len() / WAYS) as u128;
        // Mixed, for games whose hashes are small numbers, then scaled to the buckets.
        let mixed = key.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let start = ((u128::from(mixed) * buckets) >> 64) as usize * WAYS;
        start..start + WAYS
    }

    /// (φ, δ) of the position with hash `key`; (1, 1) when unknown.
    fn get(&self, key: u64) -> (u32, u32) {
        self.find(key).unwrap_or((1, 1))
    }

    /// The entry of the position with hash `key`, if any.
    fn entry(&self, key: u64) -> Option<&Entry> {
        self.entries[self.bucket(key)]
            .iter()
            .find(|e| holds(e, key))
    }

    /// (φ, δ) of the position with hash `key`, if known.
    fn find(&self, key: u64) -> Option<(u32, u32)> {
        self.entry(key).map(numbers_of)
    }

    /// The work code of the position with hash `key` (0 when unknown).
    fn work(&self, key: u64) -> u64 {
        self.entry(key).map_or(0, work_of)
    }

    fn put(&mut self, key: u64, phi: u32, delta: u32, work: u64) {
        let range = self.bucket(key);
        let bucket = &mut self.entries[range];
        let found = bucket.iter().position(|e| holds(e, key));
        let code = work_code(work).max(found.map_or(0, |i| work_of(&bucket[i])));
        let i = found
            .or_else(|| bucket.iter().position(|e| work_of(e) == 0))
            .unwrap_or_else(|| least(bucket));
        bucket[i] = [
            (tag(key) << 16) | code,
            (u64::from(phi) << 32) | u64::from(delta),
        ];
    }

    /// Whether the side to move of the position with hash `key` is proven to win
    /// (`Some(true)`) or to lose (`Some(false)`).
    pub fn result(&self, key: u64) -> Option<bool> {
        match self.get(key) {
            (0, _) => Some(true),
            (_, 0) => Some(false),
            _ => None,
        }
    }
}

/// The entry of `bucket` to replace: the least worked, proofs kept longest.
fn least(bucket: &[Entry]) -> usize {
    (0..bucket.len())
        .min_by_key(|&i| {
            let (phi, delta) = numbers_of(&bucket[i]);
            let code = work_of(&bucket[i]);
            let proven = phi == 0 || delta == 0;
            (if proven { doubled(code) } else { code }, i)
        })
        .unwrap_or(0)
}

/// The work code of twice the work of `code`.
fn doubled(code: u64) -> u64 {
    if code < 256 {
        work_code(code * 2)
    } else {
        code + 256
    }
}

/// A child of the node being searched.
struct Child<A> {
    action: A,
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
        for child in children.iter_mut() {
            child.last = child.known.or_else(|| self.table.find(child.key));
        }
        let (mut phi, mut delta);
        loop {
            self.nodes += 1;
            if self.nodes.is_multiple_of(CHECK_EVERY) && out_of_budget(budget) {
                self.aborted = true;
            }
            // φ: the least of the children's `a`, δ: the sum of their `b`.
            let mut best = 0;
            let (mut a1, mut a2, mut b_sum, mut b_best) = (INFINITE, INFINITE, 0u64, 0);
            let mut b_infinite = false;
            for (i, child) in children.iter().enumerate() {
                let (c_phi, c_delta) = child.last.unwrap_or(child.guess);
                let (a, b) = if child.flip {
                    (c_delta, c_phi)
                } else {
                    (c_phi, c_delta)
                };
                b_sum += u64::from(b);
                b_infinite |= b == INFINITE;
                if a < a1 {
                    (a2, a1, best, b_best) = (a1, a, i, b);
                } else if a < a2 {
                    a2 = a;
                }
            }
            phi = a1;
            delta = if b_infinite {
                INFINITE
            } else {
                b_sum.min(u64::from(INFINITE - 1)) as u32
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
            // times the second best, `b` by what the parent's δ may still grow.
            let a_max = max_phi.min(a2.saturating_add(1).max(a2.saturating_add(a2 / 2)));
            let b_max = if max_delta == INFINITE {
                INFINITE
            } else {
                (u64::from(max_delta) - u64::from(delta) + u64::from(b_best))
                    .min(u64::from(INFINITE - 1)) as u32
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
                (1, position.count_legal_actions().max(1) as u32)
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

/// Whether the budget is spent.
fn out_of_budget(budget: &Budget) -> bool {
    budget.stop.is_raised() || budget.clock.now_ms() >= budget.deadline_ms
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
    fn work_codes_grow_with_the_work_and_fit_in_16_bits() {
        let works = (0..40).flat_map(|power| [1u64 << power, (3u64 << power) / 2 + 1]);
        let codes: Vec<u64> = works.map(work_code).collect();
        assert!(codes.windows(2).all(|w| w[0] <= w[1]), "{codes:?}");
        assert!(work_code(u64::MAX) < 1 << 16);
        assert!(codes.iter().all(|&code| code > 0));
        assert_eq!(doubled(work_code(1000)), work_code(2000));
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
