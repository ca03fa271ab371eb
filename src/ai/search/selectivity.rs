//! Where the search looks less or more: reverse futility, null-move, late-move and quiet
//! futility pruning, late-move reductions and singular extensions, each switched on by the
//! game's tuning, the pruning of quiet actions that give their piece away near the horizon
//! (where the game says which do), and the static score and "improving" flag some of them
//! rely on.

use super::{Context, Searcher};
use crate::ai::table::{Bound, Entry};
use crate::ai::tuning::*;
use crate::ai::Tuned;

/// What a singular test found (see `Searcher::singular_test`).
pub(super) enum SingularTest<A> {
    /// The table's action is the only good one: search it a ply deeper.
    Extend(A),
    /// Another action reaches beta too: the node fails high with this score.
    Cut(i32),
    /// Nothing to act on.
    Neither,
}

/// A node's static score, where it has one, and whether it beats the same side's two plies
/// before (four where that node had none; true where neither had), as Stockfish's
/// "improving".
#[derive(Clone, Copy)]
pub(super) struct StaticEval {
    score: Option<i32>,
    improving: bool,
}

impl<G: Tuned> Searcher<G> {
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

    /// The static score of `game` at `ply`, where the game's tuning takes one at every node
    /// and the side to move is not `in_danger` (whose score would mislead); remembered for
    /// the nodes below, to tell whether they improve.
    pub(super) fn static_eval(&mut self, game: &G, ply: usize, in_danger: bool) -> StaticEval {
        let side = game.side_to_move();
        let score = (G::TUNING.evaluates_every_node() && !in_danger).then(|| game.evaluate());
        self.static_evals[ply] = score.map(|score| (side, score));
        let earlier = |back: usize| {
            ply.checked_sub(back)
                .and_then(|ply| self.static_evals[ply])
                .filter(|&(earlier_side, _)| earlier_side == side)
                .map(|(_, score)| score)
        };
        let improving = score.is_some_and(|score| {
            earlier(2)
                .or_else(|| earlier(4))
                .is_none_or(|previous| score > previous)
        });
        StaticEval { score, improving }
    }

    /// Reverse futility pruning, where the game's tuning enables it: near the horizon, a
    /// static score above beta by a margin per ply left is trusted to hold.
    pub(super) fn reverse_futility_cut(eval: StaticEval, depth: i32, beta: i32) -> Option<i32> {
        let (futility, score) = (G::TUNING.reverse_futility?, eval.score?);
        let plies = depth - i32::from(futility.trust_improving && eval.improving);
        let holds = depth <= futility.max_depth
            && beta.abs() < WIN_BOUND
            && score - futility.margin_per_ply * plies >= beta;
        holds.then_some(score)
    }

    /// Whether a quiet action of `game`, the `index`-th at its node, goes unsearched: by
    /// late-move pruning by its place in the order, or quiet futility pruning by the node's
    /// static score against `alpha`, where the game's tuning enables them; or because it
    /// gives its piece away (`Heuristics::gives_away`) within [`GIVE_AWAY_PRUNING_DEPTH`]
    /// plies of the horizon after its `reduction` (its [`Self::reduction`]).
    pub(super) fn prunes_quiet(
        game: &G,
        action: G::Action,
        depth: i32,
        index: usize,
        reduction: i32,
        alpha: i32,
        eval: StaticEval,
    ) -> bool {
        if let Some(late) = G::TUNING.late_move_pruning {
            let divisor = if late.halve_unless_improving && !eval.improving {
                2
            } else {
                1
            };
            if depth <= late.max_depth && index as i32 > (late.base + depth * depth) / divisor {
                return true;
            }
        }
        let lmr_depth = (depth - 1 - reduction).max(0);
        let futile = match (G::TUNING.quiet_futility, eval.score) {
            (Some(futility), Some(score)) => {
                lmr_depth <= futility.max_depth
                    && score + futility.base + futility.per_ply * lmr_depth <= alpha
            }
            _ => false,
        };
        futile || (lmr_depth <= GIVE_AWAY_PRUNING_DEPTH && game.gives_away(action))
    }

    /// The plies a late quiet action is reduced by: its [`Self::reduction`], one more where
    /// the game's tuning says so and the position is not improving.
    pub(super) fn late_reduction(depth: i32, reduction: i32, eval: StaticEval) -> i32 {
        let more = i32::from(G::TUNING.lmr_more_unless_improving && !eval.improving);
        (reduction + more).min((depth - 2).max(1))
    }

    /// Plies a late quiet action is reduced by: one, or growing with the logarithms of the
    /// depth and the action's place where the game's tuning sets a divisor; up to two plies
    /// less for an action with a strong history of cut-offs, up to two more for one that
    /// keeps failing (`action_index` is the game's
    /// [`Heuristics::action_index`](crate::core::Heuristics::action_index)).
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
        eval: StaticEval,
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
            && eval.score.unwrap_or_else(|| game.evaluate()) >= beta;
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
