//! Move ordering: a staged picker (table action first, then the rest by score),
//! killer actions per ply and a history of actions that caused cut-offs.

use super::tuning::{HISTORY_MAX, MAX_PLY, ORDER_KILLERS, ORDER_NOISY, ORDER_TABLE_ACTION};
use crate::core::Heuristics;

/// Killer and history memory of one search.
pub struct Memory<A> {
    killers: Vec<[Option<A>; 2]>,
    history: Vec<i32>,
}

impl<A: Copy + PartialEq> Memory<A> {
    /// Empty memory for a game with `action_space` distinct action indices.
    pub fn new(action_space: usize) -> Memory<A> {
        Memory {
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; action_space],
        }
    }

    /// Forgets killers and ages the history before a new search.
    pub fn age(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.history.iter_mut().for_each(|h| *h /= 8);
    }

    /// Remembers a quiet action that caused a cut-off at `ply` with `depth` left.
    pub fn reward(&mut self, action: A, index: usize, ply: usize, depth: i32) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(action) {
            killers[1] = killers[0];
            killers[0] = Some(action);
        }
        let entry = &mut self.history[index];
        *entry += depth * depth;
        if *entry > HISTORY_MAX {
            self.history.iter_mut().for_each(|h| *h /= 2);
        }
    }
}

/// Hands out a node's actions best-guess first: the table action, then by score.
pub struct Picker<A> {
    scored: Vec<(i32, A)>,
}

impl<A: Copy + PartialEq> Picker<A> {
    /// Scores `actions` of position `game` at `ply`, in `buffer` (emptied first), so that a
    /// search can reuse one buffer per ply rather than allocate at every node.
    pub fn new<G: Heuristics<Action = A>>(
        game: &G,
        actions: &[A],
        table_action: Option<A>,
        memory: &Memory<A>,
        ply: usize,
        mut buffer: Vec<(i32, A)>,
    ) -> Picker<A> {
        let killers = memory.killers[ply];
        buffer.clear();
        buffer.extend(actions.iter().map(|&action| {
            let score = if Some(action) == table_action {
                ORDER_TABLE_ACTION
            } else if game.is_noisy(action) {
                ORDER_NOISY + game.order_hint(action)
            } else if let Some(k) = killers.iter().position(|&k| k == Some(action)) {
                ORDER_KILLERS[k]
            } else {
                memory.history[G::action_index(action)] + game.order_hint(action)
            };
            (score, action)
        }));
        Picker { scored: buffer }
    }

    /// Gives the buffer back for reuse.
    pub fn into_buffer(self) -> Vec<(i32, A)> {
        self.scored
    }
}

impl<A: Copy> Iterator for Picker<A> {
    type Item = A;

    /// The best remaining action (selection, so a cut-off skips sorting the rest).
    fn next(&mut self) -> Option<A> {
        let best = (0..self.scored.len()).max_by_key(|&i| self.scored[i].0)?;
        Some(self.scored.swap_remove(best).1)
    }
}
