//! Freeling's 9x5 game's player knowledge: its search tuning, levels, match openings and
//! benchmark positions.

use super::level::Level;
use super::playable::Playable;
use crate::ai::{LateMovePruning, Limits, NullMove, ReverseFutility, SearchTuning, Tuned};
use crate::core::{Game, Rng};
use crate::rules::breakthrough9x5::Position;

/// Random moves at the start of a match opening (each opening is played twice, sides swapped).
const OPENING_RANDOM_PLIES: usize = 4;

/// Benchmark positions: the start, and a middle game with stones past the first wall.
const BENCH_POSITIONS: [&str; 2] = [
    "BBBBB/BBBBB/5/5/5/5/5/WWWWW/WWWWW w",
    "B(BB)1BB/1B1B1/2B2/1B3/2W1W/W4/1W1W1/1(WW)2W/5 b",
];

impl Tuned for Position {
    const TUNING: SearchTuning = SearchTuning {
        quiescence_evasion_plies: 2,
        quiescence_max_plies: 4,
        delta_margin: 150,
        lmr_min_depth: 3,
        lmr_full_depth_actions: 3,
        null_move: Some(NullMove {
            min_depth: 3,
            depth_reduction: 3,
        }),
        singular: None,
        lmr_divisor: 2.0,
        lmr_more_unless_improving: false,
        reverse_futility: Some(ReverseFutility {
            margin_per_ply: 80,
            max_depth: 3,
            trust_improving: false,
        }),
        late_move_pruning: Some(LateMovePruning {
            base: 4,
            max_depth: 3,
            halve_unless_improving: false,
        }),
        quiet_futility: None,
        soft_time_fraction: 0.7,
        partial_iterations: true,
        table_ways: 1,
        // Not measured for this game (16 MB for its action space squared).
        continuation_history: false,
        aspiration: None,
    };
}

impl Playable for Position {
    const BENCH_DEPTH: u32 = 7;

    fn standard() -> Position {
        Position::start()
    }

    fn level_limits(level: Level) -> Limits {
        match level {
            Level::Beginner => Limits::depth(1),
            Level::Casual => Limits::depth(3),
            Level::Club => Limits {
                movetime_ms: Some(2_000.0),
                ..Limits::depth(5)
            },
            Level::Expert => Limits::movetime(1_000.0),
            Level::Master => Limits::movetime(4_000.0),
        }
    }

    /// `start` after a few random moves (passes aside), different for each index and seed.
    fn opening(start: &Position, index: usize, seed: u64) -> Position {
        let mut rng = Rng::new(seed.wrapping_mul(0x9E37_79B9).wrapping_add(index as u64));
        let mut position = *start;
        let mut actions = Vec::new();
        for _ in 0..OPENING_RANDOM_PLIES {
            position.legal_actions(&mut actions);
            actions.retain(|a| !a.is_pass());
            if actions.is_empty() {
                break;
            }
            position.make(actions[rng.below(actions.len())]);
        }
        position
    }

    fn bench_positions() -> Vec<Position> {
        BENCH_POSITIONS
            .iter()
            .map(|text| Position::from_text(text).expect("benchmark positions are valid"))
            .collect()
    }
}
