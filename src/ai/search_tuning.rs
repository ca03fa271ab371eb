//! How the search treats a game: its [`SearchTuning`], given by the game's [`Tuned`], and the
//! settings of each optional pruning, reduction and extension.

use crate::core::Heuristics;

/// A game the search runs on: its knowledge ([`Heuristics`]) and how the search treats it.
/// The rules know nothing of the search, so each game's tuning is given by a layer that sees
/// both (the player layer, `bot`).
pub trait Tuned: Heuristics {
    /// The search's settings for this game: reductions, pruning, extensions and quiescence.
    const TUNING: SearchTuning;
}

/// Where [`SearchTuning::null_move`] is on: when to try a pass and how deep to search its reply.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NullMove {
    /// A pass is tried with at least this depth left ...
    pub min_depth: i32,
    /// ... and the reply to it is searched this many plies shallower.
    pub depth_reduction: i32,
}

/// Where [`SearchTuning::singular`] is on: when the table's action is tested for being the
/// only good one, and extended by a ply if it is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Singular {
    /// The test runs with at least this depth left ...
    pub min_depth: i32,
    /// ... and the other actions must all score this much per ply of depth below the table's
    /// score (a lower bound searched at most
    /// [`SINGULAR_TABLE_DEPTH_SLACK`](super::tuning::SINGULAR_TABLE_DEPTH_SLACK) plies
    /// shallower).
    pub margin_per_ply: i32,
}

/// Where [`SearchTuning::reverse_futility`] is on: near the horizon, a static score above
/// beta by a margin per ply left is trusted to hold.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReverseFutility {
    /// The margin per ply left ...
    pub margin_per_ply: i32,
    /// ... with at most this many plies left.
    pub max_depth: i32,
    /// Whether an improving position needs one ply's margin less.
    pub trust_improving: bool,
}

/// Where [`SearchTuning::late_move_pruning`] is on: quiet actions this late in the order
/// are not searched at all.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LateMovePruning {
    /// Actions searched before the rest are pruned, plus the depth left squared ...
    pub base: i32,
    /// ... with at most this many plies left ...
    pub max_depth: i32,
    /// ... and half as many where the position is not improving, if this holds.
    pub halve_unless_improving: bool,
}

impl LateMovePruning {
    /// Fairy-Stockfish's count (its search.cpp): 3 plus the depth squared, at any depth,
    /// halved where the position is not improving.
    pub const STANDARD: LateMovePruning = LateMovePruning {
        base: 3,
        max_depth: i32::MAX,
        halve_unless_improving: true,
    };
}

/// Where [`SearchTuning::quiet_futility`] is on: a quiet action is not searched when the
/// static score plus a margin for the depth its reduced search would have (`lmr_depth`)
/// stays at or below alpha.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct QuietFutility {
    /// The margin is this ...
    pub base: i32,
    /// ... plus this per ply of `lmr_depth` ...
    pub per_ply: i32,
    /// ... where `lmr_depth` is at most this.
    pub max_depth: i32,
}

impl QuietFutility {
    /// Fairy-Stockfish's test (its search.cpp) with the margins measured for Breakthrough
    /// (docs/strength.md, 003479d, 2026-11-25): 100 plus 100 a ply, up to 6 plies.
    pub const STANDARD: QuietFutility = QuietFutility {
        base: 100,
        per_ply: 100,
        max_depth: 6,
    };
}

/// Where [`SearchTuning::aspiration`] is on: from this depth, each iteration first searches
/// a window around the previous iteration's score, widened until the score falls inside.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Aspiration {
    /// Iterations this deep or deeper start with a window ...
    pub min_depth: u32,
    /// ... of this much either side of the previous score, half as wide again after each
    /// score that falls outside it.
    pub half_width: i32,
}

/// The search's settings that depend on the game, named in one place per game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchTuning {
    /// Quiescence plies in which a side in danger searches every parry (like check evasions).
    pub quiescence_evasion_plies: u32,
    /// Quiescence plies after which a side not in danger only stands pat.
    pub quiescence_max_plies: u32,
    /// Quiescence skips a capture whose gain plus this margin cannot lift the score to alpha.
    pub delta_margin: i32,
    /// Late-move reductions start at this depth ...
    pub lmr_min_depth: i32,
    /// ... after this many actions were searched at full depth.
    pub lmr_full_depth_actions: usize,
    /// Null-move pruning, for games where passing is rarely better than acting (zugzwang);
    /// `None` never tries it.
    pub null_move: Option<NullMove>,
    /// Singular extensions of the table's action; `None` never tests for them.
    pub singular: Option<Singular>,
    /// Late reductions grow as ln(depth)·ln(index)/this; 0 reduces by one ply only.
    pub lmr_divisor: f64,
    /// Late reductions one ply larger where the position is not improving (its static score
    /// no better than two plies before, for the same side).
    pub lmr_more_unless_improving: bool,
    /// Reverse futility pruning; `None` never prunes so.
    pub reverse_futility: Option<ReverseFutility>,
    /// Late-move pruning; `None` searches every quiet action.
    pub late_move_pruning: Option<LateMovePruning>,
    /// Futility pruning of quiet actions; `None` never prunes so.
    pub quiet_futility: Option<QuietFutility>,
    /// With a move time, a new iteration is not started once this fraction of it is spent.
    pub soft_time_fraction: f64,
    /// Whether an iteration stopped by the clock still gives its best root action, when at
    /// least the first root action was searched in full.
    pub partial_iterations: bool,
    /// Entries per transposition-table bucket: 2 keeps the current search's deepest result
    /// beside an always-replaced one; 1 always replaces (better where repetitions make
    /// stored scores depend on the path, as measured in Breakthrough 9x5).
    pub table_ways: usize,
    /// Whether quiet actions are also ordered by how they fared one and two plies after
    /// the actions before them (a table of the action space squared).
    pub continuation_history: bool,
    /// Aspiration windows at the root; `None` searches every iteration with a full window.
    pub aspiration: Option<Aspiration>,
}

impl SearchTuning {
    /// Whether the search takes a static score at every node (for pruning and for knowing
    /// whether the position improves), not only where a null move is tried.
    pub const fn evaluates_every_node(&self) -> bool {
        self.reverse_futility.is_some()
            || self.late_move_pruning.is_some()
            || self.quiet_futility.is_some()
    }
}
