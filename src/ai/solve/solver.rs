//! The solver: iterative deepening over the game's length of a bounded AND/OR search.

use super::bounds::{Bounds, Goal};
use super::budget::Budget;
use super::dfpn::{Dfpn, RootProgress};
use crate::core::{Game, Heuristics, Outcome, Proof, StaticProof};

/// A proven position: its result and the side to move's best action (the quickest win, or
/// the longest defence), if it has one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Solution<A> {
    /// The result from the side to move's view.
    pub proof: Proof,
    /// The action that achieves it.
    pub best: Option<A>,
}

/// A position decided by df-pn: who wins, the length where it was cheap to find, and the
/// best action (the quickest win or the longest defence where the length is known, else
/// df-pn's winning action, or its guess at a defence).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Verdict<A> {
    /// Whether the side to move wins.
    pub wins: bool,
    /// The game's length in plies with best play, if found within the time given.
    pub plies: Option<u32>,
    /// The action to play.
    pub best: Option<A>,
}

/// Added to the order hint of an action df-pn proved winning: more than any hint.
const PROVEN_WIN_BONUS: i32 = 1 << 24;

/// The fewest plies at which a side seeking a win looks at its children's bounds and
/// proofs before searching them: closer to the end the look costs more than it saves
/// (measured on 5x5: the same nodes, about 10% less time than from 2).
const LOOK_AHEAD_PLIES: u32 = 4;

/// Nodes between two looks at the clock and the stop flag.
const CHECK_EVERY: u64 = 4096;

/// The solver's table, counters and buffers, reused between positions.
pub struct Solver<G: Heuristics> {
    bounds: Bounds<G::Action>,
    /// Decides win or loss first; its table prunes the search for the length.
    dfpn: Dfpn<G>,
    /// `frames[ply]`: the ordered actions of the node at `ply`.
    frames: Vec<Vec<(i32, G::Action)>>,
    nodes: u64,
    aborted: bool,
}

impl<G: Heuristics + StaticProof> Solver<G> {
    /// A solver with tables of about `table_mib` MiB in all.
    pub fn new(table_mib: usize) -> Solver<G> {
        Solver::with_tables(table_mib.div_ceil(2), table_mib.div_ceil(2))
    }

    /// A solver that only decides who wins ([`Solver::prove`]): all of `table_mib` MiB go to
    /// df-pn's table.
    pub fn proving_only(table_mib: usize) -> Solver<G> {
        Solver::with_tables(table_mib, 1)
    }

    fn with_tables(proof_mib: usize, bounds_mib: usize) -> Solver<G> {
        Solver {
            bounds: Bounds::new(bounds_mib),
            dfpn: Dfpn::new(proof_mib),
            frames: Vec::new(),
            nodes: 0,
            aborted: false,
        }
    }

    /// Nodes visited so far, over every position solved: by df-pn and by the search for
    /// the length.
    pub fn nodes(&self) -> u64 {
        self.nodes + self.dfpn.nodes()
    }

    /// Nodes df-pn visited so far.
    pub fn proof_nodes(&self) -> u64 {
        self.dfpn.nodes()
    }

    /// Whether the side to move of `root` (a game not over) wins, by df-pn alone, and an
    /// action that wins (in a loss, a guess at the longest defence); `None` once the budget
    /// runs out.
    pub fn prove(&mut self, root: &mut G, budget: &Budget) -> Option<(bool, Option<G::Action>)> {
        self.dfpn.prove(root, budget)
    }

    /// [`Solver::prove`], calling `report` with the root's proof and disproof numbers as
    /// df-pn works.
    pub fn prove_reporting(
        &mut self,
        root: &mut G,
        budget: &Budget,
        report: &mut dyn FnMut(RootProgress),
    ) -> Option<(bool, Option<G::Action>)> {
        self.dfpn.prove_reporting(root, budget, report)
    }

    /// Proves `root` (a game not over), calling `progress` with each length ruled out;
    /// `None` once the budget runs out.
    pub fn solve(
        &mut self,
        root: &mut G,
        budget: &Budget,
        progress: &mut dyn FnMut(u32, u64),
    ) -> Option<Solution<G::Action>> {
        let (wins, _) = self.prove(root, budget)?;
        self.aborted = false;
        let goal = if wins { Goal::Win } else { Goal::Loss };
        let first = root.fewest_plies_to_win(wins);
        for plies in first.min(1000)..u32::MAX {
            if self.holds(root, goal, plies, 0, budget)? {
                let best = self.deciding_action(root, goal, plies, budget)?;
                let proof = if wins {
                    Proof::Win(plies)
                } else {
                    Proof::Loss(plies)
                };
                return Some(Solution { proof, best });
            }
            progress(plies, self.nodes());
        }
        None
    }

    /// Decides `root` by df-pn, then looks for its length for at most `length_ms` of the
    /// clock (not at all if that is not positive); `None` once `budget` runs out.
    pub fn decide(
        &mut self,
        root: &mut G,
        budget: &Budget,
        length_ms: f64,
    ) -> Option<Verdict<G::Action>> {
        let (wins, best) = self.prove(root, budget)?;
        if length_ms <= 0.0 {
            let plies = None;
            return Some(Verdict { wins, plies, best });
        }
        let short = Budget {
            clock: budget.clock,
            deadline_ms: budget.deadline_ms.min(budget.clock.now_ms() + length_ms),
            stop: budget.stop,
        };
        match self.solve(root, &short, &mut |_, _| {}) {
            Some(Solution { proof, best }) => {
                let (Proof::Win(plies) | Proof::Loss(plies)) = proof;
                Some(Verdict {
                    wins,
                    plies: Some(plies),
                    best,
                })
            }
            None if budget.is_spent() => None,
            None => Some(Verdict {
                wins,
                plies: None,
                best,
            }),
        }
    }

    /// The action of `root` that wins within `plies` (`Goal::Win`), or that delays a loss
    /// proven within `plies` the longest (`Goal::Loss`).
    fn deciding_action(
        &mut self,
        root: &mut G,
        goal: Goal,
        plies: u32,
        budget: &Budget,
    ) -> Option<Option<G::Action>> {
        let mut actions = Vec::new();
        root.legal_actions(&mut actions);
        let mover = root.side_to_move();
        for action in actions {
            let undo = root.make(action);
            let child = goal_after(root, mover, goal);
            // A win: the child holds its goal in one ply fewer. A loss: the opponent's win
            // cannot be forced in two fewer.
            let found = match goal {
                Goal::Win => self.holds(root, child, plies - 1, 0, budget),
                Goal::Loss if plies < 2 => Some(false),
                Goal::Loss => self.holds(root, child, plies - 2, 0, budget),
            };
            root.unmake(action, undo);
            if found? == (goal == Goal::Win) {
                return Some(Some(action));
            }
        }
        Some(None)
    }

    /// Whether the side to move of `position` achieves `goal` within `plies`; `None` once
    /// the budget runs out.
    fn holds(
        &mut self,
        position: &mut G,
        goal: Goal,
        plies: u32,
        ply: usize,
        budget: &Budget,
    ) -> Option<bool> {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHECK_EVERY) && budget.is_spent() {
            self.aborted = true;
        }
        if self.aborted {
            return None;
        }
        let plies = last_ending_ply(position, goal, plies);
        if let Some(known) = settled(position, goal, plies) {
            return Some(known);
        }
        // A position and its mirror image share their bounds (the best action kept may be
        // the image's: it only orders the actions).
        let key = position.symmetric_key();
        // df-pn's proofs: a won position is never lost, and a lost one never won.
        if let Some(wins) = self.dfpn.table().result(key) {
            if wins != (goal == Goal::Win) {
                return Some(false);
            }
        }
        let (known, best) = self.bounds.probe(key, goal, plies);
        if let Some(known) = known {
            return Some(known);
        }
        let mut actions = self.ordered_actions(position, best, ply);
        let decided = self.decide_by_children(position, goal, plies, &mut actions, ply, budget);
        actions.clear();
        self.frames[ply] = actions;
        let (result, action) = decided?;
        self.bounds.store(key, goal, plies, result, action);
        Some(result)
    }

    /// Whether `goal` holds within `plies` by the children of `actions` (in their order),
    /// and the action that decided it; `None` once the budget runs out.
    fn decide_by_children(
        &mut self,
        position: &mut G,
        goal: Goal,
        plies: u32,
        actions: &mut [(i32, G::Action)],
        ply: usize,
        budget: &Budget,
    ) -> Option<(bool, Option<G::Action>)> {
        // A win needs one action that works; a loss, that every action fails.
        let wanted = goal == Goal::Win;
        if wanted && plies >= LOOK_AHEAD_PLIES {
            if let Some(action) = self.winning_child(position, actions, plies) {
                return Some((true, Some(action)));
            }
        }
        let mover = position.side_to_move();
        for &(_, action) in actions.iter() {
            let undo = position.make(action);
            let child = goal_after(position, mover, goal);
            let found = self.holds(position, child, plies - 1, ply + 1, budget);
            position.unmake(action, undo);
            if found? == wanted {
                return Some((wanted, Some(action)));
            }
        }
        Some((!wanted, None))
    }

    /// For a side to move that seeks a win within `plies`: an action whose child the bounds
    /// already show won in time, if any; else orders `actions` again, those df-pn proved
    /// winning first and those the bounds show too slow last.
    fn winning_child(
        &mut self,
        position: &mut G,
        actions: &mut [(i32, G::Action)],
        plies: u32,
    ) -> Option<G::Action> {
        let mover = position.side_to_move();
        for (score, action) in actions.iter_mut() {
            let undo = position.make(*action);
            let child = goal_after(position, mover, Goal::Win);
            let child_plies = last_ending_ply(position, child, plies - 1);
            let key = position.symmetric_key();
            let (known, _) = self.bounds.probe(key, child, child_plies);
            let proven = self.dfpn.table().result(key);
            position.unmake(*action, undo);
            match known {
                Some(true) => return Some(*action),
                Some(false) => *score = i32::MIN,
                None if proven == Some(child == Goal::Win) && *score != i32::MAX => {
                    *score = score.saturating_add(PROVEN_WIN_BONUS)
                }
                None => {}
            }
        }
        actions.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
        None
    }

    /// The legal actions of `position`, `best` first, then by the game's order hint.
    fn ordered_actions(
        &mut self,
        position: &G,
        best: Option<G::Action>,
        ply: usize,
    ) -> Vec<(i32, G::Action)> {
        if self.frames.len() <= ply {
            self.frames.resize_with(ply + 1, Vec::new);
        }
        let mut scored = std::mem::take(&mut self.frames[ply]);
        let mut actions = Vec::new();
        position.legal_actions(&mut actions);
        scored.extend(actions.into_iter().map(|action| {
            let hint = if Some(action) == best {
                i32::MAX
            } else {
                position.order_hint(action)
            };
            (hint, action)
        }));
        scored.sort_by_key(|&(hint, _)| std::cmp::Reverse(hint));
        scored
    }
}

/// The goal of the side to move of `child`, a position after an action of `mover`, who
/// seeks `goal`: the same if `mover` moves again, else its opposite.
fn goal_after<G: Game>(child: &G, mover: G::Side, goal: Goal) -> Goal {
    if child.side_to_move() == mover {
        goal
    } else {
        goal.flip()
    }
}

/// The last ply within `plies` on which `goal` can come true: for a game that ends only on
/// its winner's ply, a win on an odd one and a loss on an even one. Searching each goal at
/// one parity only lets the bounds of the last length ruled out answer the next.
fn last_ending_ply<G: StaticProof>(position: &G, goal: Goal, plies: u32) -> u32 {
    let odd = plies % 2 == 1;
    let wrong_parity = match goal {
        Goal::Win => !odd,
        Goal::Loss => odd,
    };
    if position.ends_on_winners_ply() && wrong_parity {
        plies.saturating_sub(1)
    } else {
        plies
    }
}

/// Whether `goal` holds within `plies` as the position itself says: a finished game, no
/// plies left, a static proof, or too few plies for the goal's winner.
fn settled<G: StaticProof>(position: &G, goal: Goal, plies: u32) -> Option<bool> {
    let mover = position.side_to_move();
    if let Some(outcome) = position.outcome() {
        return Some(match (goal, outcome) {
            (Goal::Win, Outcome::Win(side)) => side == mover,
            (Goal::Loss, Outcome::Win(side)) => side != mover,
            (_, Outcome::Draw) => false,
        });
    }
    if plies == 0 {
        return Some(false);
    }
    if let Some(proof) = position.static_proof() {
        return Some(match (goal, proof) {
            (Goal::Win, Proof::Win(n)) | (Goal::Loss, Proof::Loss(n)) => n <= plies,
            _ => false,
        });
    }
    (position.fewest_plies_to_win(goal == Goal::Win) > plies).then_some(false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::solve::plain;
    use crate::ai::toy::Nim;
    use crate::ai::StopFlag;

    #[test]
    fn the_solver_agrees_with_plain_minimax_on_nim() {
        let mut solver = Solver::new(1);
        let stop = StopFlag::new();
        let budget = Budget {
            clock: &|| 0.0,
            deadline_ms: 1.0,
            stop: &stop,
        };
        for stones in 1..=14 {
            let mut heap = Nim::<false>::heap(stones);
            let solution = solver.solve(&mut heap, &budget, &mut |_, _| {}).unwrap();
            assert_eq!(
                Some(solution.proof),
                plain::exact(&mut heap, 20),
                "{stones}"
            );
            if stones % 4 != 0 {
                assert_eq!(solution.best, Some(stones % 4), "{stones}");
            }
        }
    }

    #[test]
    fn a_goal_is_searched_only_on_the_plies_its_winner_plays() {
        let heap = Nim::<false>::heap(9);
        assert_eq!(last_ending_ply(&heap, Goal::Win, 4), 3);
        assert_eq!(last_ending_ply(&heap, Goal::Win, 5), 5);
        assert_eq!(last_ending_ply(&heap, Goal::Loss, 5), 4);
        assert_eq!(last_ending_ply(&heap, Goal::Loss, 4), 4);
        assert_eq!(last_ending_ply(&heap, Goal::Win, 0), 0);
    }

    #[test]
    fn the_solver_gives_up_when_the_budget_is_spent() {
        let stop = StopFlag::new();
        stop.raise();
        let budget = Budget {
            clock: &|| 0.0,
            deadline_ms: 1.0,
            stop: &stop,
        };
        let mut solver = Solver::<Nim<false>>::new(1);
        let mut heap = Nim::<false>::heap(400);
        assert_eq!(solver.solve(&mut heap, &budget, &mut |_, _| {}), None);
    }
}
