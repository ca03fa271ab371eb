//! A fixed search workload per game, run natively by `engine bench` and in the Web Worker,
//! so that the two speeds can be compared.

use super::playable::Playable;
use crate::ai::{Clock, Limits, Searcher, StopFlag};

/// Total nodes and time of the benchmark.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BenchResult {
    /// Nodes visited over all positions.
    pub nodes: u64,
    /// Microseconds spent (whole, so that the worker's message carries no fraction).
    pub elapsed_us: u64,
}

impl BenchResult {
    /// Milliseconds spent.
    pub fn elapsed_ms(&self) -> f64 {
        self.elapsed_us as f64 / 1000.0
    }

    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        (self.nodes as f64 * 1e6 / self.elapsed_us.max(1) as f64) as u64
    }
}

/// Searches every benchmark position of `G` to its depth with a fresh 16 MiB table. Only
/// the searches are timed, not making and dropping the tables.
pub fn search_benchmark<G: Playable>(clock: &dyn Clock) -> BenchResult {
    let mut nodes = 0;
    let mut elapsed_ms = 0.0;
    for position in G::bench_positions() {
        let mut searcher = Searcher::<G>::new(16);
        let started = clock.now_ms();
        let report = searcher.search(
            &position,
            &[],
            Limits::depth(G::BENCH_DEPTH),
            clock,
            &StopFlag::new(),
            &mut |_| {},
        );
        elapsed_ms += clock.now_ms() - started;
        nodes += report.nodes;
    }
    BenchResult {
        nodes,
        elapsed_us: (elapsed_ms * 1000.0).round().max(0.0) as u64,
    }
}

/// Searches `G`'s first benchmark position for about `ms` milliseconds with a small table,
/// and returns the nodes. A fresh Web Worker runs its first searches on V8's baseline code
/// until the hot functions are optimised; the worker does this once per game when it
/// starts, so that the AI's first real move is searched at full speed.
pub fn warm_up<G: Playable>(clock: &dyn Clock, ms: f64) -> u64 {
    let Some(position) = G::bench_positions().into_iter().next() else {
        return 0;
    };
    let mut searcher = Searcher::<G>::new(1);
    let limits = Limits::movetime(ms);
    let report = searcher.search(&position, &[], limits, clock, &StopFlag::new(), &mut |_| {});
    report.nodes
}
