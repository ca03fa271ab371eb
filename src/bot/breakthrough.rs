//! Breakthrough's player knowledge: levels, match openings, benchmark positions.

use super::level::Level;
use super::playable::Playable;
use crate::ai::Limits;
use crate::core::{Game, Rng};
use crate::rules::breakthrough::{AnyPosition, Side, Size};

/// Random moves at the start of a match opening (each opening is played twice, sides swapped).
const OPENING_RANDOM_PLIES: usize = 4;

/// Benchmark positions: the 8x8 start and two middle games, one on a larger board.
const BENCH_POSITIONS: [&str; 3] = [
    "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w",
    "BBBB1BBB/BB1BBB1B/2B2B2/3B4/3W1W2/2W5/WW1WWWWW/WWW1WWWW w",
    "BBBBBBBBBB/BBBB1BBBBB/10/4B5/10/10/3W6/10/WWW1WWWWWW/WWWWWWWWWW b",
];

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
}
