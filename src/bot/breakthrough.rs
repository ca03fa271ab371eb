//! Breakthrough's player knowledge: its search tuning, levels, match openings and benchmark
//! positions.

use super::level::Level;
use super::playable::Playable;
use super::solved::Proofs;
use crate::ai::solve::{Budget, Solution, Solver, Verdict};
use crate::ai::{
    Aspiration, LateMovePruning, Limits, QuietFutility, ReverseFutility, SearchTuning, Singular,
    Tuned,
};
use crate::core::{Game, Proof, Rng};
use crate::rules::breakthrough::{AnyPosition, Move, Position, Side, Size};

/// Random moves at the start of a match opening (each opening is played twice, sides swapped).
const OPENING_RANDOM_PLIES: usize = 4;

/// Benchmark positions: the 8x8 start and two middle games, one on a larger board.
const BENCH_POSITIONS: [&str; 3] = [
    "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w",
    "BBBB1BBB/BB1BBB1B/2B2B2/3B4/3W1W2/2W5/WW1WWWWW/WWW1WWWW w",
    "BBBBBBBBBB/BBBB1BBBBB/10/4B5/10/10/3W6/10/WWW1WWWWWW/WWWWWWWWWW b",
];

/// A solved board's table of proven positions (`public/solved/`, `.ci/solved-table.sh`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SolvedTable {
    /// Its file, under `solved/`.
    pub file: &'static str,
    /// Whether it says how many moves each win takes, or only who wins (6x5: its proof
    /// alone takes 40 minutes, and a length search far longer).
    pub lengths: bool,
}

/// The table of proven positions of Breakthrough boards of `size`, if that board is solved.
pub fn solved_table(size: Size) -> Option<SolvedTable> {
    let (file, lengths) = match (size.ranks(), size.files()) {
        (5, 5) => ("breakthrough-5x5.txt", true),
        (5, 6) => ("breakthrough-5x6.txt", true),
        (6, 5) => ("breakthrough-6x5.txt", false),
        _ => return None,
    };
    Some(SolvedTable { file, lengths })
}

/// The live solver's tables in all, in MiB, kept while the board's games go on.
const SOLVER_MIB: usize = 16;

/// With a move time, no new iteration starts once this fraction of it is spent.
const SOFT_TIME_FRACTION: f64 = 0.7;

impl Tuned for AnyPosition {
    const TUNING: SearchTuning = SearchTuning {
        quiescence_evasion_plies: 4,
        // Three, not six: against Fairy-Stockfish 131 wins of 280 games where six won 118
        // of the same openings (100 ms and 1 s; not significant; docs/strength.md, e6e9818,
        // 2026-11-25).
        quiescence_max_plies: 3,
        delta_margin: 150,
        lmr_min_depth: 3,
        lmr_full_depth_actions: 3,
        // No null move: every move gives up a square for good, so passing is often better
        // than moving (zugzwang), and in a lost game a pass hid a quiet sacrifice. Without
        // it the engine scored 112 of 240 against Fairy-Stockfish at 100 ms a move, with it
        // 85 of the same 240 openings (docs/strength.md, 57bfec5, 2026-11-25).
        null_move: None,
        singular: Some(Singular {
            min_depth: 6,
            margin_per_ply: 2,
        }),
        lmr_divisor: 2.0,
        // The four below prune as Fairy-Stockfish does (its search.cpp): at 1 s against it
        // +14 =0 -26 with seed 1's openings and +7 =0 -5 with seed 301's, where the build
        // before them scored +12 =0 -28 and +3 =0 -9 (docs/strength.md, 003479d,
        // 2026-11-25).
        lmr_more_unless_improving: true,
        reverse_futility: Some(ReverseFutility {
            margin_per_ply: 80,
            max_depth: 8,
            trust_improving: true,
        }),
        late_move_pruning: Some(LateMovePruning::STANDARD),
        quiet_futility: Some(QuietFutility::STANDARD),
        soft_time_fraction: SOFT_TIME_FRACTION,
        partial_iterations: true,
        table_ways: 2,
        // 17% less time to depth 17 in an opening position and 20% fewer nodes to `engine
        // bench`'s depth; against Fairy-Stockfish 119 of 240 games at 100 ms where the build
        // before won 114, and 17 of 40 at 1 s as before (docs/strength.md, fea1dee,
        // 2026-11-26).
        continuation_history: true,
        // Against the build before at equal nodes 236 of 400 games (20,000 and 60,000 nodes a
        // move), +63 Elo; against Fairy-Stockfish at 100 ms 161 of 240 where it won 152
        // (docs/strength.md, b53a00f, 2026-11-26).
        aspiration: Some(Aspiration {
            min_depth: 5,
            half_width: 30,
        }),
    };
}

impl Playable for AnyPosition {
    const BENCH_DEPTH: u32 = 12;

    fn standard() -> AnyPosition {
        AnyPosition::start(Size::STANDARD, Side::White)
    }

    fn level_limits(level: Level) -> Limits {
        match level {
            Level::Beginner => Limits::depth(2),
            Level::Casual => Limits::depth(4),
            Level::Club => Limits {
                movetime_ms: Some(2_000.0),
                ..Limits::depth(6)
            },
            Level::Expert => Limits::movetime(1_000.0),
            Level::Master => Limits::movetime(4_000.0),
        }
    }

    /// `start` after a few random moves, different for each index and seed.
    fn opening(start: &AnyPosition, index: usize, seed: u64) -> AnyPosition {
        let mut rng = Rng::new(seed.wrapping_mul(0x9E37_79B9).wrapping_add(index as u64));
        let mut position = start.clone();
        let mut moves = Vec::new();
        for _ in 0..OPENING_RANDOM_PLIES {
            position.legal_actions(&mut moves);
            if moves.is_empty() {
                break;
            }
            position.make(moves[rng.below(moves.len())]);
        }
        position
    }

    fn bench_positions() -> Vec<AnyPosition> {
        BENCH_POSITIONS
            .iter()
            .map(|text| AnyPosition::from_text(text).expect("benchmark positions are valid"))
            .collect()
    }

    fn solved_table(&self) -> Option<&'static str> {
        solved_table(self.size()).map(|table| table.file)
    }

    fn prove(&self, proofs: &mut Proofs, budget: &Budget) -> Option<Verdict<Move>> {
        // The solved board fits one word: only that width's solver is built. The length
        // search after df-pn costs the worker 3.6 KB of download: the price of "wins in N".
        let (AnyPosition::One(position), Some(board)) = (self, self.solved_table()) else {
            return None;
        };
        let mut position = position.clone();
        let solver = proofs.solver(board, || Solver::<Position<1>>::new(SOLVER_MIB));
        let (wins, best) = solver.prove(&mut position, budget)?;
        Some(match solver.solve(&mut position, budget, &mut |_, _| {}) {
            Some(Solution {
                proof: Proof::Win(plies) | Proof::Loss(plies),
                best,
            }) => Verdict {
                wins,
                plies: Some(plies),
                best,
            },
            None => Verdict {
                wins,
                plies: None,
                best,
            },
        })
    }
}
