//! What a game tells the AI beyond its rules: how good a position looks and which actions are sharp.

use super::game::Game;

/// Game knowledge the search relies on. Scores are in centi-units from the
/// point of view of the side to move; positive is good for it.
pub trait Heuristics: Game {
    /// How the search treats this game: reductions and quiescence.
    const TUNING: SearchTuning;

    /// Number of distinct [`Heuristics::action_index`] values, for history tables.
    const ACTION_SPACE: usize;

    /// Static evaluation of a position whose game is not over.
    fn evaluate(&self) -> i32;

    /// Whether the search may stop and evaluate here. Breakthru says no in the middle of a
    /// two-move turn, whose first move alone would mislead the evaluation.
    fn is_quiet_horizon(&self) -> bool;

    /// A dense index of an action in `0..ACTION_SPACE`.
    fn action_index(action: Self::Action) -> usize;

    /// Whether `action` changes the material or ends the game (searched in quiescence).
    fn is_noisy(&self, action: Self::Action) -> bool;

    /// Material `action` wins at once (0 for quiet actions), for pruning hopeless captures.
    fn material_gain(&self, action: Self::Action) -> i32;

    /// A static guess of how promising `action` is, for move ordering (higher first).
    fn order_hint(&self, action: Self::Action) -> i32;

    /// If the side to move faces a loss at the opponent's next action unless it acts
    /// (like check), replaces `out` with the actions that may parry it (where none can,
    /// one action is enough to prove the loss) and returns true; quiescence then searches
    /// those instead of standing pat.
    fn danger_replies(&self, out: &mut Vec<Self::Action>) -> bool;

    /// Whether the side to move must parry a threat now (the search does not prune here).
    fn in_danger(&self) -> bool {
        false
    }

    /// Whether the search may try [`Heuristics::pass_turn`] here.
    fn can_pass(&self) -> bool;

    /// Hands the turn to the opponent without acting (a "null move"), where
    /// [`Heuristics::can_pass`] allows it. The search uses it to prove that a position is so
    /// good that even doing nothing would keep it above beta.
    fn pass_turn(&mut self) -> Self::Undo;

    /// Takes back [`Heuristics::pass_turn`].
    fn unpass_turn(&mut self, undo: Self::Undo);
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
    /// score (a lower bound searched at most `SINGULAR_TABLE_DEPTH_SLACK` plies shallower,
    /// in `ai/tuning.rs`).
    pub margin_per_ply: i32,
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
    /// Reverse futility margin per ply left; 0 disables it.
    pub reverse_futility_margin: i32,
    /// Quiet actions searched near the horizon before the rest are pruned (plus depth²);
    /// 0 disables late-move pruning.
    pub late_move_count: usize,
    /// With a move time, a new iteration is not started once this fraction of it is spent.
    pub soft_time_fraction: f64,
    /// Whether an iteration stopped by the clock still gives its best root action, when at
    /// least the first root action was searched in full.
    pub partial_iterations: bool,
    /// Entries per transposition-table bucket: 2 keeps the current search's deepest result
    /// beside an always-replaced one; 1 always replaces (better where repetitions make
    /// stored scores depend on the path, as measured in Breakthrough 9x5).
    pub table_ways: usize,
}
