//! Every game-independent tuning constant of the search, in one place; what depends on the
//! game (reductions, quiescence) is its [`SearchTuning`](super::SearchTuning).

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
/// A new iteration is not started once this fraction of the move time is spent.
pub const SOFT_TIME_FRACTION: f64 = 0.45;
/// An aspiration window wider than this either side gives way to a full window.
pub const ASPIRATION_MAX_HALF_WIDTH: i32 = 500;
/// Default transposition table size in MiB.
pub const DEFAULT_TABLE_MIB: usize = 32;
/// Move ordering: the transposition table's action.
pub const ORDER_TABLE_ACTION: i32 = 1 << 24;
/// Move ordering: added to the game's hint for noisy actions.
pub const ORDER_NOISY: i32 = 1 << 20;
/// Move ordering: the first and second killer actions of a ply.
pub const ORDER_KILLERS: [i32; 2] = [1 << 19, (1 << 19) - 1];
/// Move ordering: the action that last refuted the previous action.
pub const ORDER_COUNTERMOVE: i32 = (1 << 19) - 2;
/// History scores stay within plus or minus this.
pub const HISTORY_MAX: i32 = 1 << 18;
/// A cut-off with `depth` left moves history by up to `depth²`, capped at this ...
pub const HISTORY_BONUS_MAX: i32 = 400;
/// ... times this.
pub const HISTORY_SCALE: i32 = 32;
/// A quiet action that gives its piece away (see `Heuristics::gives_away`) is not searched
/// where its reduced depth is at most this many plies, as Stockfish prunes quiet moves that
/// lose material by static exchange.
pub const GIVE_AWAY_PRUNING_DEPTH: i32 = 2;
/// Singular extensions (where a game enables them) trust a table result searched at most
/// this many plies shallower than the node.
pub const SINGULAR_TABLE_DEPTH_SLACK: i32 = 3;
/// Singular tests stop this deep in plies, so that extensions cannot run the path to the
/// end of the search's buffers.
pub const SINGULAR_MAX_PLY: usize = MAX_PLY / 2;
