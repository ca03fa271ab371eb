//! Iterative deepening principal-variation search with quiescence, over any [`Tuned`] game.
//!
//! One action is one ply. A side may act twice in a row, so a child's score
//! is negated only when the side to move changes.

use super::limits::{Clock, Limits, StopFlag};
use super::ordering::{searched_as_noisy, Earlier, Memory, Picker};
use super::report::Report;
use super::table::{Bound, Table};
use super::tuning::*;
use super::Tuned;
use crate::core::Outcome;
use selectivity::SingularTest;

mod selectivity;

/// The reusable buffers of one ply, so that nodes do not allocate.
struct Frame<A> {
    actions: Vec<A>,
    scored: Vec<(i32, A)>,
    /// Indices of the quiet actions searched so far at this node.
    quiets: Vec<usize>,
}

impl<A> Default for Frame<A> {
    fn default() -> Frame<A> {
        Frame {
            actions: Vec::new(),
            scored: Vec::new(),
            quiets: Vec::new(),
        }
    }
}

/// All the state of the AI: table, ordering memory, buffers and counters, reused between searches.
pub struct Searcher<G: Tuned> {
    table: Table<G::Action>,
    memory: Memory<G::Action>,
    frames: Vec<Frame<G::Action>>,
    /// `passed[ply]`: the node at `ply` was reached by a null move (so it may not pass again).
    passed: Vec<bool>,
    /// `previous[ply]`: the index of the action that led to the node at `ply` (none after a pass).
    previous: Vec<Option<usize>>,
    /// `excluded[ply]`: the action a singular test leaves out of the node at `ply`.
    excluded: Vec<Option<G::Action>>,
    /// `static_evals[ply]`: the side to move and static score of the node at `ply`, where
    /// it has one (see `Searcher::static_eval`).
    static_evals: Vec<Option<(G::Side, i32)>>,
    /// Repetition keys of the game before the root, then of the current path.
    keys: Vec<u64>,
    pv: Vec<Vec<G::Action>>,
    /// Score of the best root action so far in the current iteration (the line in `pv[0]`).
    root_score: i32,
    nodes: u64,
    aborted: bool,
    /// Completed iterations of the current search: limits are only enforced after the first,
    /// so that a search always has an action to give.
    iterations_done: u32,
    deadline_ms: f64,
    node_limit: u64,
}

/// Borrowed per-search context: the clock and stop flag given from outside.
struct Context<'a> {
    clock: &'a dyn Clock,
    stop: &'a StopFlag,
}

impl<G: Tuned> Searcher<G> {
    /// A searcher with a transposition table of about `table_mib` MiB.
    pub fn new(table_mib: usize) -> Searcher<G> {
        Searcher {
            table: Table::new(table_mib, G::TUNING.table_ways),
            memory: Memory::new(G::ACTION_SPACE, G::TUNING.continuation_history),
            frames: (0..=MAX_PLY).map(|_| Frame::default()).collect(),
            passed: vec![false; MAX_PLY + 2],
            previous: vec![None; MAX_PLY + 2],
            excluded: vec![None; MAX_PLY + 2],
            static_evals: vec![None; MAX_PLY + 2],
            keys: Vec::new(),
            pv: vec![Vec::new(); MAX_PLY + 2],
            root_score: 0,
            nodes: 0,
            aborted: false,
            iterations_done: 0,
            deadline_ms: f64::INFINITY,
            node_limit: u64::MAX,
        }
    }

    /// Permille of the transposition table in use.
    pub fn hashfull(&self) -> usize {
        self.table.hashfull()
    }

    /// Forgets all results (for a new game).
    pub fn clear(&mut self) {
        self.table.clear();
        self.memory = Memory::new(G::ACTION_SPACE, G::TUNING.continuation_history);
    }

    /// Searches `root` within `limits`. `history` holds the repetition keys of the game's
    /// earlier turn starts. `progress` is called after every completed iteration.
    /// Returns the last completed iteration (depth 0 with no line if the game is over).
    pub fn search(
        &mut self,
        root: &G,
        history: &[u64],
        limits: Limits,
        clock: &dyn Clock,
        stop: &StopFlag,
        progress: &mut dyn FnMut(&Report<G::Action>),
    ) -> Report<G::Action> {
        let started = clock.now_ms();
        let context = Context { clock, stop };
        self.nodes = 0;
        self.aborted = false;
        self.iterations_done = 0;
        self.deadline_ms = limits.movetime_ms.map_or(f64::INFINITY, |ms| started + ms);
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.memory.age();
        self.table.new_search();
        self.keys = history.to_vec();
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32)
            .clamp(1, MAX_PLY as u32 - 8);
        let mut best = Report::empty();
        let mut position = root.clone();
        if position.outcome().is_some() || position.count_legal_actions() == 0 {
            return best;
        }
        for depth in 1..=max_depth {
            let score = self.iteration(&mut position, depth, best.score, &context);
            if self.aborted && depth > 1 {
                if G::TUNING.partial_iterations && !self.pv[0].is_empty() {
                    // The root's actions searched before the stop were searched in full.
                    let elapsed = clock.now_ms() - started;
                    let pv = self.pv[0].clone();
                    best = Report::new(depth, self.root_score, self.nodes, elapsed, pv);
                    progress(&best);
                }
                break;
            }
            self.iterations_done = depth;
            let elapsed = clock.now_ms() - started;
            let mut pv = self.pv[0].clone();
            if pv.is_empty() {
                // Stopped by the flag inside the first iteration: any legal action beats none.
                let mut actions = Vec::new();
                position.legal_actions(&mut actions);
                pv.extend(actions.first().copied());
            }
            best = Report::new(depth, score, self.nodes, elapsed, pv);
            progress(&best);
            let soft_limit = limits
                .movetime_ms
                .is_some_and(|ms| elapsed > ms * G::TUNING.soft_time_fraction);
            let proven = score.abs() > WIN_BOUND && (WIN - score.abs()) <= depth as i32;
            if self.aborted || soft_limit || proven {
                break;
            }
        }
        best
    }

    /// One iteration of the root `position` to `depth`: with a full window, or where the
    /// game's tuning sets aspiration windows, first in a window around the `previous`
    /// iteration's score, widened on the side the score falls out of until it falls inside.
    fn iteration(&mut self, position: &mut G, depth: u32, previous: i32, context: &Context) -> i32 {
        let window = G::TUNING
            .aspiration
            .filter(|a| depth >= a.min_depth && previous.abs() < WIN_BOUND);
        let Some(aspiration) = window else {
            return self.node(position, depth as i32, 0, -INFINITY, INFINITY, context);
        };
        let mut half_width = aspiration.half_width;
        let (mut alpha, mut beta) = (previous - half_width, previous + half_width);
        loop {
            let score = self.node(position, depth as i32, 0, alpha, beta, context);
            if self.aborted || (score > alpha && score < beta) {
                return score;
            }
            if score <= alpha {
                beta = (alpha + beta) / 2;
                alpha = score - half_width;
            } else {
                beta = score + half_width;
            }
            half_width += half_width / 2;
            if half_width > ASPIRATION_MAX_HALF_WIDTH {
                (alpha, beta) = (-INFINITY, INFINITY);
            }
        }
    }

    fn out_of_budget(&mut self, context: &Context) -> bool {
        let over_limits = || {
            self.iterations_done > 0
                && (self.nodes >= self.node_limit || context.clock.now_ms() >= self.deadline_ms)
        };
        if self.nodes.is_multiple_of(POLL_INTERVAL) && (context.stop.is_raised() || over_limits()) {
            self.aborted = true;
        }
        self.aborted
    }

    /// The indices of the actions one and two plies before the node at `ply`.
    fn earlier(&self, ply: usize) -> Earlier {
        let two_back = ply.checked_sub(1).and_then(|p| self.previous[p]);
        [self.previous[ply], two_back]
    }

    /// Score of a finished game for the side to move, `ply` plies from the root.
    fn terminal_score(game: &G, outcome: Outcome<G::Side>, ply: usize) -> i32 {
        match outcome {
            Outcome::Draw => 0,
            Outcome::Win(side) if side == game.side_to_move() => WIN - ply as i32,
            Outcome::Win(_) => -(WIN - ply as i32),
        }
    }

    /// Whether the position repeats a turn start seen before on the path or in the game.
    fn is_repetition(&self, game: &G, ply: usize) -> bool {
        ply > 0
            && game
                .repetition_key()
                .is_some_and(|key| self.keys.contains(&key))
    }

    /// Searches a child reached from a parent whose side to move was `parent_side`.
    /// `depth` counts quiescence plies (negated) when `quiescence` holds the evasions made.
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        game: &mut G,
        parent_side: G::Side,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        context: &Context,
        quiescence: Option<u32>,
    ) -> i32 {
        let same_side = game.side_to_move() == parent_side;
        let (a, b) = if same_side {
            (alpha, beta)
        } else {
            (-beta, -alpha)
        };
        let score = match quiescence {
            Some(evasions) => {
                self.quiesce(game, ply, a, b, depth.unsigned_abs(), evasions, context)
            }
            None => self.node(game, depth, ply, a, b, context),
        };
        if same_side {
            score
        } else {
            -score
        }
    }

    fn node(
        &mut self,
        game: &mut G,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        context: &Context,
    ) -> i32 {
        self.pv[ply].clear();
        if let Some(outcome) = game.outcome() {
            return Self::terminal_score(game, outcome, ply);
        }
        if self.is_repetition(game, ply) {
            return 0;
        }
        // Mate-distance pruning: no line from here wins sooner than one ply away.
        let fastest_win = WIN - ply as i32 - 1;
        if ply > 0 && (alpha >= fastest_win || beta <= -fastest_win) {
            return if alpha >= fastest_win {
                fastest_win
            } else {
                -fastest_win
            };
        }
        if (depth <= 0 && game.is_quiet_horizon()) || ply >= MAX_PLY {
            return self.quiesce(game, ply, alpha, beta, 0, 0, context);
        }
        self.nodes += 1;
        if self.out_of_budget(context) {
            return 0;
        }
        let key = game.hash();
        let excluded = self.excluded[ply];
        // A singular test searches the node without one action: its stored result is not this one's.
        let entry = self.table.probe(key).filter(|_| excluded.is_none());
        let is_pv = beta - alpha > 1;
        if let Some(entry) = entry.filter(|e| e.depth() >= depth && !is_pv && ply > 0) {
            let score = entry.score(ply);
            let usable = match entry.bound() {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
            };
            if usable {
                return score;
            }
        }
        let in_danger = game.in_danger();
        let eval = self.static_eval(game, ply, in_danger);
        let prunable = !is_pv && ply > 0 && !in_danger;
        if prunable {
            if let Some(score) = Self::reverse_futility_cut(eval, depth, beta) {
                return score;
            }
        }
        if !is_pv && ply > 0 {
            if let Some(score) = self.null_move_cut(game, eval, depth, ply, beta, context) {
                return score;
            }
        }
        let mut singular_action = None;
        if let Some(entry) = entry.filter(|_| ply > 0 && ply < SINGULAR_MAX_PLY) {
            match self.singular_test(game, depth, ply, beta, entry, context) {
                SingularTest::Extend(action) => singular_action = Some(action),
                SingularTest::Cut(score) => return score,
                SingularTest::Neither => {}
            }
        }
        let side = game.side_to_move();
        let mut frame = std::mem::take(&mut self.frames[ply]);
        game.legal_actions(&mut frame.actions);
        let mut picker = Picker::new(
            game,
            &frame.actions,
            entry.and_then(|e| e.action()),
            &self.memory,
            ply,
            self.earlier(ply),
            std::mem::take(&mut frame.scored),
        );
        frame.quiets.clear();
        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_action = None;
        let pushed = game.repetition_key().map(|k| self.keys.push(k)).is_some();
        let mut index = 0;
        for action in picker.by_ref() {
            if Some(action) == excluded {
                continue;
            }
            index += 1;
            let noisy = searched_as_noisy(game, action);
            let action_index = G::action_index(action);
            // Quiet actions may be pruned or reduced, both by this many plies.
            let reduction = (!noisy).then(|| self.reduction(depth, index, action_index));
            if let Some(reduction) = reduction.filter(|_| prunable && best_score > -WIN_BOUND) {
                if Self::prunes_quiet(game, action, depth, index, reduction, alpha, eval) {
                    continue;
                }
            }
            self.previous[ply + 1] = Some(action_index);
            let undo = game.make(action);
            let next_depth = depth - 1 + i32::from(Some(action) == singular_action);
            let score = if index == 1 {
                self.child(game, side, next_depth, ply + 1, alpha, beta, context, None)
            } else {
                let reduce = reduction.filter(|_| {
                    depth >= G::TUNING.lmr_min_depth && index > G::TUNING.lmr_full_depth_actions
                });
                let reduced =
                    next_depth - reduce.map_or(0, |r| Self::late_reduction(depth, r, eval));
                let mut score = self.child(
                    game,
                    side,
                    reduced,
                    ply + 1,
                    alpha,
                    alpha + 1,
                    context,
                    None,
                );
                if score > alpha && reduce.is_some() {
                    score = self.child(
                        game,
                        side,
                        next_depth,
                        ply + 1,
                        alpha,
                        alpha + 1,
                        context,
                        None,
                    );
                }
                if score > alpha && score < beta {
                    score = self.child(game, side, next_depth, ply + 1, alpha, beta, context, None);
                }
                score
            };
            game.unmake(action, undo);
            if self.aborted {
                break;
            }
            if score > best_score {
                best_score = score;
                best_action = Some(action);
                if score > alpha {
                    alpha = score;
                    if ply == 0 {
                        self.root_score = score;
                    }
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(action);
                    head[ply].extend_from_slice(&tail[0]);
                }
            }
            if alpha >= beta {
                if !noisy {
                    let (earlier, failed) = (self.earlier(ply), &frame.quiets);
                    self.memory
                        .reward(action, action_index, earlier, failed, ply, depth);
                }
                break;
            }
            if !noisy {
                frame.quiets.push(action_index);
            }
        }
        frame.scored = picker.into_buffer();
        self.frames[ply] = frame;
        if pushed {
            self.keys.pop();
        }
        if !self.aborted && excluded.is_none() {
            let bound = if best_score >= beta {
                Bound::Lower
            } else if best_score > original_alpha {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.table
                .store(key, best_action, best_score, depth, bound, ply);
        }
        best_score
    }

    #[allow(clippy::too_many_arguments)]
    fn quiesce(
        &mut self,
        game: &mut G,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        quiescence_ply: u32,
        evasions: u32,
        context: &Context,
    ) -> i32 {
        self.pv[ply].clear();
        if let Some(outcome) = game.outcome() {
            return Self::terminal_score(game, outcome, ply);
        }
        self.nodes += 1;
        if self.out_of_budget(context) || ply >= MAX_PLY {
            return 0;
        }
        let mut frame = std::mem::take(&mut self.frames[ply]);
        let actions = &mut frame.actions;
        let evading = evasions < G::TUNING.quiescence_evasion_plies && game.danger_replies(actions);
        let mut best_score = -INFINITY;
        if !evading {
            best_score = game.evaluate();
            if best_score >= beta || quiescence_ply >= G::TUNING.quiescence_max_plies {
                self.frames[ply] = frame;
                return best_score;
            }
            alpha = alpha.max(best_score);
            game.legal_actions(actions);
            let stand = best_score;
            actions.retain(|&a| {
                game.is_noisy(a) && stand + game.material_gain(a) + G::TUNING.delta_margin > alpha
            });
        }
        let side = game.side_to_move();
        let next_evasions = evasions + u32::from(evading);
        let scored = std::mem::take(&mut frame.scored);
        let mut picker = Picker::new(
            game,
            &frame.actions,
            None,
            &self.memory,
            ply,
            [None; 2],
            scored,
        );
        for action in picker.by_ref() {
            let undo = game.make(action);
            let score = self.child(
                game,
                side,
                -((quiescence_ply + 1) as i32),
                ply + 1,
                alpha,
                beta,
                context,
                Some(next_evasions),
            );
            game.unmake(action, undo);
            if self.aborted {
                break;
            }
            if score > best_score {
                best_score = score;
                if score > alpha {
                    alpha = score;
                }
            }
            if alpha >= beta {
                break;
            }
        }
        frame.scored = picker.into_buffer();
        self.frames[ply] = frame;
        if best_score == -INFINITY {
            best_score = game.evaluate();
        }
        best_score
    }
}
