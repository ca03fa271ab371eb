//! Every tuning constant of the search, in one place.

/// Score of a win on the spot; a win `n` plies away scores `WIN - n`.
pub const WIN: i32 = 30_000;
/// Scores beyond this (in absolute value) are wins or losses with a distance.
pub const WIN_BOUND: i32 = WIN - 1_000;
/// Larger than any score.
pub const INFINITY: i32 = WIN + 1;
/// Deepest search in plies.
pub const MAX_PLY: usize = 96;
/// Nodes between two looks at the clock and the stop flag.
pub const POLL_INTERVAL: u64 = 512;
/// Quiescence plies in which a side in danger searches every action (like check evasions).
pub const QUIESCENCE_EVASION_PLIES: u32 = 2;
/// Quiescence plies after which a side not in danger only stands pat.
pub const QUIESCENCE_MAX_PLIES: u32 = 4;
/// Quiescence skips a capture whose gain plus this margin cannot lift the score to alpha.
pub const DELTA_MARGIN: i32 = 120;
/// Late-move reductions start at this depth ...
pub const LMR_MIN_DEPTH: i32 = 3;
/// ... after this many actions were searched at full depth.
pub const LMR_FULL_DEPTH_ACTIONS: usize = 4;
/// Null-move pruning is tried at turn starts with at least this depth left ...
pub const NULL_MIN_DEPTH: i32 = 2;
/// ... and the opponent's reply to the pass is searched this many plies shallower
/// (the pass stands for a whole turn of two plies, plus a reduction of one turn).
pub const NULL_DEPTH_REDUCTION: i32 = 4;
/// A new iteration is not started once this fraction of the move time is spent.
pub const SOFT_TIME_FRACTION: f64 = 0.45;
/// Default transposition table size in MiB.
pub const DEFAULT_TABLE_MIB: usize = 32;
/// Move ordering: the transposition table's action.
pub const ORDER_TABLE_ACTION: i32 = 1 << 24;
/// Move ordering: added to the game's hint for noisy actions.
pub const ORDER_NOISY: i32 = 1 << 20;
/// Move ordering: the first and second killer actions of a ply.
pub const ORDER_KILLERS: [i32; 2] = [1 << 19, (1 << 19) - 1];
/// History scores are halved when one passes this.
pub const HISTORY_MAX: i32 = 1 << 18;
