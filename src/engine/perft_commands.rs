//! `perft`, `divide` and `bench`, for every game.

use super::games::ProtocolGame;
use super::output::io_error;
use crate::ai::Clock;
use crate::bot::bench::search_benchmark;
use crate::core::perft::{divide, perft as count_leaves};
use crate::core::Game;
use crate::rules::{with_game, GameId};
use std::fmt::Display;
use std::io::Write;
use std::time::Instant;

/// The depth and position of `perft <depth> [<position>]`.
pub fn perft_args<G: ProtocolGame>(args: &[String]) -> Result<(u32, G), String> {
    let depth_text = args.first().ok_or("perft needs a depth, e.g. `perft 4`")?;
    let depth: u32 = depth_text
        .parse()
        .map_err(|_| format!("'{depth_text}' is not a depth (a whole number)"))?;
    let position = match args.get(1..).filter(|rest| !rest.is_empty()) {
        None => G::standard(),
        Some(words) => G::from_text(&words.join(" ")).map_err(|e| e.to_string())?,
    };
    Ok((depth, position))
}

/// Perft (or divide, when `split`) of `position`: the count alone on the last line.
pub fn run_perft<G: Game>(
    mut position: G,
    depth: u32,
    split: bool,
    out: &mut dyn Write,
) -> Result<(), String>
where
    G::Action: Display,
{
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

/// Perft's leaf count to `depth` from `position` and its best time of five runs, in seconds.
pub fn movegen_speed<G: Game>(position: &G, depth: u32) -> (u64, f64) {
    let mut best = f64::INFINITY;
    let mut leaves = 0;
    for _ in 0..5 {
        let mut position = position.clone();
        let started = Instant::now();
        leaves = count_leaves(&mut position, depth);
        best = best.min(started.elapsed().as_secs_f64());
    }
    (leaves, best)
}

/// `bench`: for each game, the search benchmark's nodes per second and perft's leaves per
/// second of the start position (best of five); then the solver's speed on one position.
pub fn bench(out: &mut impl Write) -> Result<(), String> {
    let started = Instant::now();
    let clock = move || started.elapsed().as_secs_f64() * 1000.0;
    for game in GameId::ALL {
        with_game!(game, G => bench_game::<G>(game, &clock, out))?;
    }
    super::solve::bench(out)
}

/// The two lines of `bench` for `game`, whose positions are `G`.
fn bench_game<G: ProtocolGame>(
    game: GameId,
    clock: &dyn Clock,
    out: &mut impl Write,
) -> Result<(), String> {
    let search = search_benchmark::<G>(clock);
    let depth = G::BENCH_PERFT_DEPTH;
    let (leaves, seconds) = G::standard().movegen_speed(depth);
    writeln!(
        out,
        "{game}: search {} nodes in {:.0} ms: {} nodes/s",
        search.nodes,
        search.elapsed_ms(),
        search.nps()
    )
    .map_err(io_error)?;
    writeln!(
        out,
        "{game}: perft {depth} of the start: {leaves} leaves in {:.1} ms (best of 5): movegen {:.0} leaves/s",
        seconds * 1000.0,
        leaves as f64 / seconds
    )
    .map_err(io_error)
}
