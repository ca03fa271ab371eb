//! Breakthru's player knowledge: its search tuning, levels, match openings and benchmark
//! positions.

use super::level::Level;
use super::playable::Playable;
use super::setup::choose_silver;
use crate::ai::tuning::SOFT_TIME_FRACTION;
use crate::ai::{LateMovePruning, Limits, NullMove, QuietFutility, SearchTuning, Searcher, Tuned};
use crate::core::Rng;
use crate::rules::breakthru::{standard_ships, GoldPreset, Position, Setup, Side};

/// Positions searched by the benchmark: the start and two middle games.
const BENCH_POSITIONS: [&str; 3] = [
    "11/3SSSSS3/11/1S2EEE2S1/1S1E3E1S1/1S1E1F1E1S1/1S1E3E1S1/1S2EEE2S1/11/3SSSSS3/11 g -",
    "11/1SS1SSSS2S/11/2E1EEE2S1/6EE3/1SSF3E1S1/5E1E1S1/1S1E2E3S/6S4/1S2S1SS3/11 g -",
    "2S8/4SSSS3/11/1S1E1E1ES2/1S2E4S1/1SE2F3E1/3SS6/3E3E1S1/6SE3/1S1SES1S3/11 s -",
];

impl Tuned for Position {
    const TUNING: SearchTuning = SearchTuning {
        quiescence_evasion_plies: 2,
        quiescence_max_plies: 4,
        delta_margin: 120,
        lmr_min_depth: 3,
        lmr_full_depth_actions: 4,
        null_move: Some(NullMove {
            min_depth: 2,
            // The pass stands for a whole turn of two plies, plus a reduction of one turn.
            depth_reduction: 4,
        }),
        singular: None,
        // Logarithmic reductions (`lmr_divisor`), late-move pruning and quiet futility, as
        // Breakthrough's search has them: against the build without them +149 =0 -51 at
        // 100,000 nodes a search and +61 =0 -39 at 250 ms (docs/strength.md, 5f24988,
        // 2026-11-26). Alone at 100,000 nodes: the reductions +63 Elo, late-move pruning +85,
        // quiet futility +49.
        lmr_divisor: 2.0,
        lmr_more_unless_improving: false,
        // Reverse futility lost: +62 =0 -138 at 100,000 nodes (the flagship's escape is
        // not in a static score).
        reverse_futility: None,
        late_move_pruning: Some(LateMovePruning::STANDARD),
        quiet_futility: Some(QuietFutility::STANDARD),
        soft_time_fraction: SOFT_TIME_FRACTION,
        partial_iterations: false,
        table_ways: 2,
        // Its action space squared would take 860 MB.
        continuation_history: false,
        aspiration: None,
    };
}

impl Playable for Position {
    const BENCH_DEPTH: u32 = 8;

    fn standard() -> Position {
        Position::standard()
    }

    fn level_limits(level: Level) -> Limits {
        match level {
            Level::Beginner => Limits::depth(2),
            Level::Casual => Limits::depth(3),
            Level::Club => Limits {
                movetime_ms: Some(2_000.0),
                ..Limits::depth(4)
            },
            Level::Expert => Limits::movetime(1_000.0),
            Level::Master => Limits::movetime(4_000.0),
        }
    }

    /// A cycle of sixteen: each lid placement for Gold, against the standard ring and
    /// against a blockade the AI chose for it, each started by Gold and by Silver.
    fn opening(_start: &Position, index: usize, seed: u64) -> Position {
        let preset = GoldPreset::ALL[index % 4];
        let gold = Setup::gold_preset(preset);
        let ships = if (index / 4).is_multiple_of(2) {
            standard_ships()
        } else {
            let mut rng = Rng::new(seed ^ index as u64);
            choose_silver(&gold, Level::Beginner, &mut rng, &mut Searcher::new(1))
        };
        let side = if (index / 8).is_multiple_of(2) {
            Side::Gold
        } else {
            Side::Silver
        };
        Position::from_start(&Setup {
            ships,
            side,
            ..gold
        })
        .expect("generated openings are valid")
    }

    fn bench_positions() -> Vec<Position> {
        BENCH_POSITIONS
            .iter()
            .map(|bfn| Position::from_bfn(bfn).expect("benchmark positions are valid"))
            .collect()
    }
}
