//! The committed puzzle sets (`public/puzzles/*.txt`): each file reads (every line checked
//! against the rules), names the game its set is for, and a sample of its puzzles is
//! proved again at every run, a different sample each run unless `PUZZLE_SEED` is set.
//! A puzzle that fails is refused with its id.

use breakthru::engine::puzzles::verify;
use breakthru::puzzle::PuzzleSet;
use std::path::Path;

/// The sets and their games.
const SETS: [(&str, &str); 5] = [
    ("breakthru", "breakthru"),
    ("breakthrough-6x6", "breakthrough"),
    ("breakthrough-8x8", "breakthrough"),
    ("breakthrough-10x10", "breakthrough"),
    ("breakthrough9x5", "breakthrough9x5"),
];
/// Puzzles proved again per set and run.
const SAMPLE: usize = 12;
/// Nodes each question to the prover may take.
const BUDGET: u64 = 4_000_000;

/// The run's seed: `PUZZLE_SEED`, or the clock.
fn seed() -> u64 {
    std::env::var("PUZZLE_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
            now.map_or(1, |d| d.as_nanos() as u64)
        })
}

#[test]
fn every_set_reads_and_a_sample_proves_again() {
    let seed = seed();
    let mut rng = breakthru::core::Rng::new(seed);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("public/puzzles");
    let mut failures = Vec::new();
    for (set, game) in SETS {
        let path = root.join(format!("{set}.txt"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{set}: {e}"));
        let parsed = PuzzleSet::parse(&text).unwrap_or_else(|e| panic!("{set}.txt: {e}"));
        assert_eq!(parsed.game.name(), game, "{set}.txt");
        assert!(!parsed.puzzles.is_empty(), "{set}.txt has no puzzles");
        for _ in 0..SAMPLE.min(parsed.puzzles.len()) {
            let puzzle = &parsed.puzzles[rng.below(parsed.puzzles.len())];
            if let Err(why) = verify(parsed.game, puzzle, BUDGET) {
                failures.push(format!("{set}.txt, puzzle {}: {why}", puzzle.id));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "PUZZLE_SEED={seed}\n{}",
        failures.join("\n")
    );
}
