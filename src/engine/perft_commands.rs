//! `perft`, `divide` and `bench`, for every game.

use super::games::ProtocolGame;
use crate::bot::bench::search_benchmark;
use crate::core::perft::{divide, perft as count_leaves};
use crate::core::Game;
use crate::rules::breakthrough::{AnyPosition, Position as Troyka, SizeVisitor};
use crate::rules::breakthrough9x5::Position as Freeling;
use crate::rules::breakthru::Position as Breakthru;
use std::fmt::Display;
use std::io::Write;
use std::time::Instant;

fn io_error(error: std::io::Error) -> String {
    format!("cannot write output: {error}")
}

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

/// Runs perft on a Breakthrough position at its own width (8x8 on one `u64`).
pub struct PerftVisitor<'a> {
    /// Plies.
    pub depth: u32,
    /// Divide rather than count.
    pub split: bool,
    /// Where to write.
    pub out: &'a mut dyn Write,
}

impl SizeVisitor for PerftVisitor<'_> {
    type Output = Result<(), String>;

    fn visit<const W: usize>(self, position: Troyka<W>) -> Self::Output {
        run_perft(position, self.depth, self.split, self.out)
    }
}

/// Leaves per second of perft to `depth` from `position`, best of five runs.
fn movegen_speed<G: Game>(position: &G, depth: u32) -> (u64, f64) {
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

/// Perft speed of the 8x8 Breakthrough start on one word.
struct MovegenVisitor(u32);

impl SizeVisitor for MovegenVisitor {
    type Output = (u64, f64);

    fn visit<const W: usize>(self, position: Troyka<W>) -> (u64, f64) {
        movegen_speed(&position, self.0)
    }
}

/// `bench`: for each game, the search benchmark's nodes per second and perft's leaves per
/// second of the start position (best of five).
pub fn bench(out: &mut impl Write) -> Result<(), String> {
    let started = Instant::now();
    let clock = move || started.elapsed().as_secs_f64() * 1000.0;
    let rows = [
        (
            "breakthru",
            search_benchmark::<Breakthru>(&clock),
            movegen_speed(&Breakthru::standard(), 4),
            4,
        ),
        (
            "breakthrough",
            search_benchmark::<AnyPosition>(&clock),
            <AnyPosition as crate::bot::Playable>::standard().visit(MovegenVisitor(5)),
            5,
        ),
        (
            "breakthrough9x5",
            search_benchmark::<Freeling>(&clock),
            movegen_speed(&Freeling::start(), 4),
            4,
        ),
    ];
    for (game, search, (leaves, seconds), depth) in rows {
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
        .map_err(io_error)?;
    }
    Ok(())
}
