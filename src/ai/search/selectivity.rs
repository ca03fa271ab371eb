//! Where the search looks less or more: reverse futility, null-move and late-move pruning,
//! late-move reductions and singular extensions, each switched on by the game's tuning.

use super::{Context, Searcher};
use crate::ai::table::{Bound, Entry};
use crate::ai::tuning::*;
use crate::core::Heuristics;

/// What a singular test found (see `Searcher::singular_test`).
pub(super) enum SingularTest<A> {
    /// The table's action is the only good one: search it a ply deeper.
    Extend(A),
    /// Another action reaches beta too: the node fails high with this score.
    Cut(i32),
    /// Nothing to act on.
    Neither,
}

impl<G: Heuristics> Searcher<G> {
    /// Singular extensions, where the game's tuning enables them: when the table holds a
    /// lower bound for its action from nearly this depth, the node is searched without that
    /// action, half as deep, just below the bound less a margin. If every other action falls
    /// short, the table's action is the only good one and is searched a ply deeper; if
    /// another also reaches a bound at or above beta, the node fails high on both (multi-cut).
    pub(super) fn singular_test(
        &mut self,
        game: &mut G,
        depth: i32,
        ply: usize,
        beta: i32,
        entry: Entry<G::Action>,
        context: &Context,
    ) -> SingularTest<G::Action> {
        let (Some(singular), Some(action)) = (G::TUNING.singular, entry.action()) else {
            return SingularTest::Neither;
        };
        let table_score = entry.score(ply);
        let worth_testing = depth >= singular.min_depth
            && entry.bound() != Bound::Upper
            && entry.depth() >= depth - SINGULAR_TABLE_DEPTH_SLACK
            && table_score.abs() < WIN_BOUND;
        if !worth_testing {
            return SingularTest::Neither;
        }
        let singular_beta = table_score - singular.margin_per_ply * depth;
        self.excluded[ply] = Some(action);
        let window = (singular_beta - 1, singular_beta);
        let others = self.node(game, (depth - 1) / 2, ply, window.0, window.1, context);
        self.excluded[ply] = None;
        if self.aborted {
            SingularTest::Neither
        } else if others < singular_beta {
            SingularTest::Extend(action)
        } else if singular_beta >= beta {
            SingularTest::Cut(singular_beta)
        } else {
            SingularTest::Neither
        }
    }

    /// Reverse futility pruning, where the game's tuning enables it: near the horizon, a
    /// static score above beta by a margin per ply left is trusted to hold.
    pub(super) fn reverse_futility_cut(game: &G, depth: i32, beta: i32) -> Option<i32> {
        let margin = G::TUNING.reverse_futility_margin;
        if margin == 0 || depth > REVERSE_FUTILITY_MAX_DEPTH || beta.abs() >= WIN_BOUND {
            return None;
        }
        let score = game.evaluate();
        (score - margin * depth >= beta).then_some(score)
    }

    /// Late-move pruning, where the game's tuning enables it: near the horizon, quiet
    /// actions this late in the order are not searched at all.
    pub(super) fn is_late_move(depth: i32, index: usize) -> bool {
        let base = G::TUNING.late_move_count;
        base > 0 && depth <= LATE_MOVE_MAX_DEPTH && index > base + (depth * depth) as usize
    }

    /// Plies a late quiet action is reduced by: one, or growing with the logarithms of the
    /// depth and the action's place where the game's tuning sets a divisor; up to two plies
    /// less for an action with a strong history of cut-offs, up to two more for one that
    /// keeps failing (`action_index` is its [`Heuristics::action_index`]).
    pub(super) fn reduction(&self, depth: i32, index: usize, action_index: usize) -> i32 {
        let divisor = G::TUNING.lmr_divisor;
        let r = if divisor <= 0.0 {
            1
        } else {
            (f64::from(depth).ln() * (index as f64).ln() / divisor) as i32
        };
        let history = self.memory.history(action_index);
        (r - history * 2 / HISTORY_MAX).clamp(1, (depth - 2).max(1))
    }

    /// Null-move pruning, where the game's tuning enables it: if the side to move, given a
    /// free pass, still scores at least `beta` in a shallower search, the node fails high
    /// without searching its actions.
    pub(super) fn null_move_cut(
        &mut self,
        game: &mut G,
        depth: i32,
        ply: usize,
        beta: i32,
        context: &Context,
    ) -> Option<i32> {
        let null_move = G::TUNING.null_move?;
        let worth_trying = depth >= null_move.min_depth
            && !self.passed[ply]
            && beta.abs() < WIN_BOUND
            && game.can_pass()
            && game.evaluate() >= beta;
        if !worth_trying {
            return None;
        }
        let undo = game.pass_turn();
        self.passed[ply + 1] = true;
        self.previous[ply + 1] = None;
        let reply = self.node(
            game,
            depth - null_move.depth_reduction,
            ply + 1,
            -beta,
            1 - beta,
            context,
        );
        self.passed[ply + 1] = false;
        game.unpass_turn(undo);
        let score = -reply;
        (score >= beta && !self.aborted).then_some(if score >= WIN_BOUND { beta } else { score })
    }
}
