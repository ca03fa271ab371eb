//! `perft`, `divide` and `bench`.

use crate::bot::bench::search_benchmark;
use crate::core::perft::{divide, perft as count_leaves};
use crate::rules::breakthru::Position;
use std::io::Write;
use std::time::Instant;

/// The depth `bench` measures.
const BENCH_DEPTH: u32 = 4;

fn io_error(error: std::io::Error) -> String {
    format!("cannot write output: {error}")
}

/// `perft <depth> [<bfn>]`, or `divide` when `split` is set: the count alone on the last line.
pub fn perft(args: &[String], out: &mut impl Write, split: bool) -> Result<(), String> {
    let depth_text = args.first().ok_or("perft needs a depth, e.g. `perft 4`")?;
    let depth: u32 = depth_text
        .parse()
        .map_err(|_| format!("'{depth_text}' is not a depth (a whole number)"))?;
    let mut position = match args.get(1..).filter(|rest| !rest.is_empty()) {
        None => Position::standard(),
        Some(words) => Position::from_bfn(&words.join(" ")).map_err(|e| e.to_string())?,
    };
    let total = if split {
        let mut total = 0;
        for (action, leaves) in divide(&mut position, depth) {
            writeln!(out, "{action} {leaves}").map_err(io_error)?;
            total += leaves;
        }
        total
    } else {
        count_leaves(&mut position, depth)
    };
    writeln!(out, "{total}").map_err(io_error)
}

/// `bench`: the search benchmark's nodes per second, then perft of the standard position,
/// best of five runs, as leaves per second on the last line.
pub fn bench(out: &mut impl Write) -> Result<(), String> {
    let started = Instant::now();
    let clock = move || started.elapsed().as_secs_f64() * 1000.0;
    let search = search_benchmark(&clock);
    writeln!(
        out,
        "search {} nodes in {:.0} ms: {} nodes/s",
        search.nodes,
        search.elapsed_ms,
        search.nps()
    )
    .map_err(io_error)?;
    let mut best = f64::INFINITY;
    let mut leaves = 0;
    for _ in 0..5 {
        let mut position = Position::standard();
        let started = Instant::now();
        leaves = count_leaves(&mut position, BENCH_DEPTH);
        best = best.min(started.elapsed().as_secs_f64());
    }
    writeln!(
        out,
        "perft {BENCH_DEPTH} of the standard position: {leaves} leaves in {:.1} ms (best of 5)",
        best * 1000.0
    )
    .map_err(io_error)?;
    writeln!(out, "movegen {:.0} leaves/s", leaves as f64 / best).map_err(io_error)
}
