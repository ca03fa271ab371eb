//! A fixed search workload, run natively by `engine bench` and in the Web Worker,
//! so that the two speeds can be compared.

use crate::ai::{Clock, Limits, Searcher, StopFlag};
use crate::rules::breakthru::Position;

/// Positions searched by the benchmark: the start and two middle games.
const POSITIONS: [&str; 3] = [
    "11/3SSSSS3/11/1S2EEE2S1/1S1E3E1S1/1S1E1F1E1S1/1S1E3E1S1/1S2EEE2S1/11/3SSSSS3/11 g -",
    "11/1SS1SSSS2S/11/2E1EEE2S1/6EE3/1SSF3E1S1/5E1E1S1/1S1E2E3S/6S4/1S2S1SS3/11 g -",
    "2S8/4SSSS3/11/1S1E1E1ES2/1S2E4S1/1SE2F3E1/3SS6/3E3E1S1/6SE3/1S1SES1S3/11 s -",
];

/// Depth each benchmark position is searched to.
pub const BENCH_DEPTH: u32 = 5;

/// Total nodes and time of the benchmark.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct BenchResult {
    /// Nodes visited over all positions.
    pub nodes: u64,
    /// Milliseconds spent.
    pub elapsed_ms: f64,
}

impl BenchResult {
    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        (self.nodes as f64 * 1000.0 / self.elapsed_ms.max(0.001)) as u64
    }
}

/// Searches every benchmark position to [`BENCH_DEPTH`] with a fresh 16 MiB table.
pub fn search_benchmark(clock: &dyn Clock) -> BenchResult {
    let mut nodes = 0;
    let started = clock.now_ms();
    for bfn in POSITIONS {
        let position = Position::from_bfn(bfn).expect("benchmark positions are valid");
        let mut searcher = Searcher::new(16);
        let report = searcher.search(
            &position,
            &[],
            Limits::depth(BENCH_DEPTH),
            clock,
            &StopFlag::new(),
            &mut |_| {},
        );
        nodes += report.nodes;
    }
    BenchResult {
        nodes,
        elapsed_ms: clock.now_ms() - started,
    }
}
