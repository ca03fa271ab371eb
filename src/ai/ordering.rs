//! Move ordering: a staged picker (table action first, then the rest by score), killer
//! actions per ply, countermoves, and a history of the quiet actions that caused cut-offs
//! and of those tried in vain before them, also by the actions one and two plies before
//! (continuation history, where the game's tuning keeps one).

use super::tuning::{
    HISTORY_BONUS_MAX, HISTORY_MAX, HISTORY_SCALE, MAX_PLY, ORDER_COUNTERMOVE, ORDER_KILLERS,
    ORDER_NOISY, ORDER_TABLE_ACTION,
};
use crate::core::Heuristics;

/// Killer and history memory of one search.
pub struct Memory<A> {
    killers: Vec<[Option<A>; 2]>,
    history: Vec<i32>,
    /// `countermoves[i]`: the quiet action that last refuted the action of index `i`.
    countermoves: Vec<Option<A>>,
    /// `continuation[e * action_space + i]`: how the quiet action of index `i` fared one or
    /// two plies after the action of index `e` (empty where the game's tuning has none).
    continuation: Vec<i32>,
    action_space: usize,
}

/// The indices of the actions one and two plies before a node, where there were any.
pub type Earlier = [Option<usize>; 2];

impl<A: Copy + PartialEq> Memory<A> {
    /// Empty memory for a game with `action_space` distinct action indices, with a
    /// continuation history if `continuation` holds.
    pub fn new(action_space: usize, continuation: bool) -> Memory<A> {
        let pairs = if continuation {
            action_space * action_space
        } else {
            0
        };
        Memory {
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; action_space],
            countermoves: vec![None; action_space],
            continuation: vec![0; pairs],
            action_space,
        }
    }

    /// Forgets killers and ages the history before a new search.
    pub fn age(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.history.iter_mut().for_each(|h| *h /= 8);
        self.continuation.iter_mut().for_each(|h| *h /= 8);
    }

    /// The continuation-history slots of the action of index `index` after `earlier`.
    fn continuation_slots(&self, index: usize, earlier: Earlier) -> impl Iterator<Item = usize> {
        let (space, enabled) = (self.action_space, !self.continuation.is_empty());
        earlier
            .into_iter()
            .flatten()
            .filter(move |_| enabled)
            .map(move |e| e * space + index)
    }

    /// Remembers a quiet action that caused a cut-off at `ply` with `depth` left, after the
    /// actions of indices `earlier` (the first is the one it refuted); the quiet actions of
    /// indices `failed` were tried before it in vain.
    pub fn reward(
        &mut self,
        action: A,
        index: usize,
        earlier: Earlier,
        failed: &[usize],
        ply: usize,
        depth: i32,
    ) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(action) {
            killers[1] = killers[0];
            killers[0] = Some(action);
        }
        if let Some(previous) = earlier[0] {
            self.countermoves[previous] = Some(action);
        }
        let bonus = (depth * depth).min(HISTORY_BONUS_MAX);
        self.nudge_all(index, earlier, bonus);
        for &index in failed {
            self.nudge_all(index, earlier, -bonus);
        }
    }

    /// Moves the history of the action of index `index`, and its continuation history
    /// after `earlier`, by `bonus`.
    fn nudge_all(&mut self, index: usize, earlier: Earlier, bonus: i32) {
        nudge(&mut self.history[index], bonus);
        for slot in self.continuation_slots(index, earlier) {
            nudge(&mut self.continuation[slot], bonus);
        }
    }

    /// The history score of the action of index `index`.
    pub fn history(&self, index: usize) -> i32 {
        self.history[index]
    }

    /// The history of the quiet action of index `index` with its continuation history
    /// after `earlier`.
    pub fn quiet_score(&self, index: usize, earlier: Earlier) -> i32 {
        let continuation: i32 = self
            .continuation_slots(index, earlier)
            .map(|slot| self.continuation[slot])
            .sum();
        self.history[index] + continuation
    }
}

/// Moves a history score by `bonus` towards `HISTORY_MAX` (or its negative), less the nearer
/// it already is, so that scores stay within bounds and recent results count most.
fn nudge(entry: &mut i32, bonus: i32) {
    let scaled = bonus * HISTORY_SCALE;
    // In i64: the product passes i32's range near the bounds.
    let damping = i64::from(*entry) * i64::from(scaled.abs()) / i64::from(HISTORY_MAX);
    *entry += scaled - damping as i32;
}

/// Whether the search orders `action` first and never reduces or prunes it: a noisy action
/// that does not give its piece away ([`Heuristics::gives_away`]). Searching Breakthrough's
/// threats that step into capture like quiet actions won 261 of 400 games at equal nodes
/// (docs/strength.md, f930574, 2026-11-26).
pub fn searched_as_noisy<G: Heuristics>(game: &G, action: G::Action) -> bool {
    game.is_noisy(action) && !game.gives_away(action)
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
        earlier: Earlier,
        mut buffer: Vec<(i32, A)>,
    ) -> Picker<A> {
        let killers = memory.killers[ply];
        let countermove = earlier[0].and_then(|p| memory.countermoves[p]);
        buffer.clear();
        buffer.extend(actions.iter().map(|&action| {
            let score = if Some(action) == table_action {
                ORDER_TABLE_ACTION
            } else if searched_as_noisy(game, action) {
                ORDER_NOISY + game.order_hint(action)
            } else if let Some(k) = killers.iter().position(|&k| k == Some(action)) {
                ORDER_KILLERS[k]
            } else if Some(action) == countermove {
                ORDER_COUNTERMOVE
            } else {
                memory.quiet_score(G::action_index(action), earlier) + game.order_hint(action)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cut_off_raises_its_action_and_lowers_those_tried_before_it() {
        let mut memory = Memory::<u8>::new(4, true);
        memory.reward(3, 3, [None; 2], &[0, 1], 0, 8);
        assert!(memory.history(3) > 0);
        assert!(memory.history(0) < 0 && memory.history(1) < 0);
        assert_eq!(memory.history(2), 0);
    }

    #[test]
    fn history_stays_within_its_bounds() {
        let mut memory = Memory::<u8>::new(2, true);
        for _ in 0..10_000 {
            memory.reward(1, 1, [Some(1), Some(0)], &[0], 0, 40);
        }
        assert!(memory.history(1) <= HISTORY_MAX && memory.history(1) > HISTORY_MAX / 2);
        assert!(memory.history(0) >= -HISTORY_MAX && memory.history(0) < -HISTORY_MAX / 2);
        let earlier = [Some(1), Some(0)];
        assert!(memory.quiet_score(1, earlier) <= 3 * HISTORY_MAX);
        assert!(memory.quiet_score(0, earlier) >= -3 * HISTORY_MAX);
    }

    #[test]
    fn continuation_history_tells_apart_what_came_before() {
        let mut memory = Memory::<u8>::new(4, true);
        memory.reward(3, 3, [Some(1), Some(2)], &[0], 0, 8);
        let after = |earlier| memory.quiet_score(3, earlier);
        assert!(after([Some(1), Some(2)]) > after([Some(1), None]));
        assert!(after([Some(1), None]) > after([None, None]));
        assert_eq!(after([None, None]), memory.history(3));
        assert!(memory.quiet_score(0, [Some(1), Some(2)]) < memory.history(0));
    }

    #[test]
    fn without_continuation_history_only_the_history_counts() {
        let mut memory = Memory::<u8>::new(4, false);
        memory.reward(3, 3, [Some(1), Some(2)], &[], 0, 8);
        assert_eq!(memory.quiet_score(3, [Some(1), Some(2)]), memory.history(3));
    }

    #[test]
    fn the_refutation_of_the_previous_action_is_remembered() {
        let mut memory = Memory::<u8>::new(4, true);
        memory.reward(2, 2, [Some(1), None], &[], 5, 3);
        assert_eq!(memory.countermoves[1], Some(2));
        assert_eq!(memory.countermoves[0], None);
    }
}
