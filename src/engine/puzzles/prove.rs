//! Exact proofs over whole turns, for puzzles posed from a position alone (no earlier
//! positions, so no repetitions): whether a side forces a win within a number of its own
//! turns, by plain AND/OR search with a table. No pruning: every defence is tried.

use super::Puzzled;
use crate::core::{Game, Outcome};
use std::collections::{HashMap, HashSet};

/// Entries kept before the table is emptied.
const TABLE_ENTRIES: usize = 1 << 22;
/// Mixed into the key where the attacker is not the side to move.
const DEFENDING: u64 = 0x9e37_79b9_7f4a_7c15;

/// What is known of a position for one attacker: the fewest turns proved to win and the
/// most proved not to.
#[derive(Clone, Copy)]
struct Known {
    proven: u32,
    refuted: u32,
}

/// The prover's table and buffers; a node budget bounds each question.
pub struct Prover<G: Game> {
    table: HashMap<u64, Known>,
    frames: Vec<Vec<G::Action>>,
    nodes: u64,
    budget: u64,
}

/// A whole turn: its actions and the position it reaches.
#[derive(Clone, Debug)]
pub struct Turn<G: Game> {
    /// The actions, in order.
    pub actions: Vec<G::Action>,
    /// The position after them.
    pub after: G,
}

/// Every whole turn of the side to move, one per position reached (so one order of two
/// independent Breakthru moves), in the order the actions are generated.
pub fn whole_turns<G: Game>(position: &G) -> Vec<Turn<G>> {
    fn walk<G: Game>(
        position: &mut G,
        mover: G::Side,
        path: &mut Vec<G::Action>,
        seen: &mut HashSet<u64>,
        out: &mut Vec<Turn<G>>,
    ) {
        let mut actions = Vec::new();
        position.legal_actions(&mut actions);
        for action in actions {
            let undo = position.make(action);
            path.push(action);
            if position.outcome().is_some() || position.side_to_move() != mover {
                if seen.insert(position.hash()) {
                    out.push(Turn {
                        actions: path.clone(),
                        after: position.clone(),
                    });
                }
            } else {
                walk(position, mover, path, seen, out);
            }
            path.pop();
            position.unmake(action, undo);
        }
    }
    let mut out = Vec::new();
    let mover = position.side_to_move();
    walk(
        &mut position.clone(),
        mover,
        &mut Vec::new(),
        &mut HashSet::new(),
        &mut out,
    );
    out
}

impl<G: Puzzled> Prover<G> {
    /// A prover allowed `budget` nodes per question.
    pub fn new(budget: u64) -> Prover<G> {
        Prover {
            table: HashMap::new(),
            frames: Vec::new(),
            nodes: 0,
            budget,
        }
    }

    /// Starts a new question: the node count from zero.
    pub fn start(&mut self) {
        self.nodes = 0;
        if self.table.len() > TABLE_ENTRIES {
            self.table.clear();
        }
    }

    /// Nodes visited since [`Prover::start`].
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether `attacker` forces a win within `turns` of its own turns from `position` (the
    /// current turn counts if it is the attacker's); `None` once the budget is spent.
    pub fn forces(&mut self, position: &mut G, attacker: G::Side, turns: u32) -> Option<bool> {
        self.node(position, attacker, turns, 0)
    }

    fn node(
        &mut self,
        position: &mut G,
        attacker: G::Side,
        turns: u32,
        ply: usize,
    ) -> Option<bool> {
        if let Some(outcome) = position.outcome() {
            return Some(outcome == Outcome::Win(attacker));
        }
        if turns == 0 {
            return Some(false);
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        let mover = position.side_to_move();
        let attacking = mover == attacker;
        let key = position.hash() ^ if attacking { 0 } else { DEFENDING };
        if let Some(known) = self.table.get(&key) {
            if known.proven <= turns {
                return Some(true);
            }
            if known.refuted >= turns {
                return Some(false);
            }
        }
        if self.frames.len() <= ply {
            self.frames.resize_with(ply + 1, Vec::new);
        }
        let mut actions = std::mem::take(&mut self.frames[ply]);
        position.legal_actions(&mut actions);
        actions.sort_by_cached_key(|&a| -position.order_hint(a));
        let mut result = Some(!attacking);
        for &action in &actions {
            let undo = position.make(action);
            let same_turn = position.outcome().is_none() && position.side_to_move() == mover;
            let child = if attacking && same_turn && turns == 1 && !position.rest_of_turn_may_win()
            {
                Some(false)
            } else {
                let left = if attacking && !same_turn {
                    turns - 1
                } else {
                    turns
                };
                self.node(position, attacker, left, ply + 1)
            };
            position.unmake(action, undo);
            match child {
                None => {
                    result = None;
                    break;
                }
                Some(wins) if wins == attacking => {
                    result = Some(wins);
                    break;
                }
                Some(_) => {}
            }
        }
        self.frames[ply] = actions;
        if let Some(wins) = result {
            let known = self.table.entry(key).or_insert(Known {
                proven: u32::MAX,
                refuted: 0,
            });
            if wins {
                known.proven = known.proven.min(turns);
            } else {
                known.refuted = known.refuted.max(turns);
            }
        }
        result
    }

    /// The fewest turns, up to `most`, in which `attacker` forces a win from `position`:
    /// `Some(None)` if it does not within `most`, `None` once the budget is spent.
    pub fn win_length(
        &mut self,
        position: &G,
        attacker: G::Side,
        most: u32,
    ) -> Option<Option<u32>> {
        let mut position = position.clone();
        for turns in 1..=most {
            if self.forces(&mut position, attacker, turns)? {
                return Some(Some(turns));
            }
        }
        Some(None)
    }
}
