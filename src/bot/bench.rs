//! A fixed search workload per game, run natively by `engine bench` and in the Web Worker,
//! so that the two speeds can be compared.

use super::playable::Playable;
use crate::ai::{Clock, Limits, Searcher, StopFlag};

/// Total nodes and time of the benchmark.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct BenchResult {
    /// Nodes visited over all positions.
    pub nodes: u64,
    /// Milliseconds spent (whole microseconds in messages, as `elapsed_us`).
    #[serde(rename = "elapsed_us", with = "crate::core::wire::micros")]
    pub elapsed_ms: f64,
}

impl BenchResult {
    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        (self.nodes as f64 * 1000.0 / self.elapsed_ms.max(0.001)) as u64
    }
}

/// Searches every benchmark position of `G` to its depth with a fresh 16 MiB table.
pub fn search_benchmark<G: Playable>(clock: &dyn Clock) -> BenchResult {
    let mut nodes = 0;
    let started = clock.now_ms();
    for position in G::bench_positions() {
        let mut searcher = Searcher::<G>::new(16);
        let report = searcher.search(
            &position,
            &[],
            Limits::depth(G::BENCH_DEPTH),
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
