//! Troyka's Breakthrough in the engine: perft at the board's own width, Fairy-Stockfish's
//! dialect for matches, and its evaluation laid out for `engine tune`.

use super::ProtocolGame;
use crate::bot::Playable;
use crate::core::{Game, Heuristics, Outcome};
use crate::engine::perft_commands::{movegen_speed, run_perft};
use crate::engine::puzzles::Puzzled;
use crate::engine::tune::{patterns, run, Tunable};
use crate::puzzle::Theme;
use crate::rules::breakthrough::{
    weights::WEIGHTS, AnyPosition, Move, Position as Troyka, Side, Size, SizeVisitor, FEATURES,
};
use std::io::Write;

impl ProtocolGame for AnyPosition {
    const POSITION_WORD: &'static str = "fen";
    const UCI_VARIANT: Option<&'static str> = Some("breakthrough");
    const BENCH_PERFT_DEPTH: u32 = 5;

    /// Perft at the board's own width (8x8 on one `u64`), as fast as the rules go.
    fn perft(self, depth: u32, split: bool, out: &mut dyn Write) -> Result<(), String> {
        self.visit(PerftVisitor { depth, split, out })
    }

    fn movegen_speed(self, depth: u32) -> (u64, f64) {
        self.visit(MovegenVisitor(depth))
    }

    /// Fairy-Stockfish's FEN: pawns `P`/`p` for White's and Black's pieces.
    fn uci_fen(&self) -> String {
        let text = self.to_string().replace('W', "P").replace('B', "p");
        format!("{text} - - 0 1")
    }

    fn uci_action(action: Move) -> String {
        action.uci()
    }

    fn solve(args: &[String], out: &mut dyn Write) -> Result<(), String> {
        crate::engine::solve::run(args, out)
    }
}

/// Runs perft on a Breakthrough position at its own width (8x8 on one `u64`).
struct PerftVisitor<'a> {
    /// Plies.
    depth: u32,
    /// Divide rather than count.
    split: bool,
    /// Where to write.
    out: &'a mut dyn Write,
}

impl SizeVisitor for PerftVisitor<'_> {
    type Output = Result<(), String>;

    fn visit<const W: usize>(self, position: Troyka<W>) -> Self::Output {
        run_perft(position, self.depth, self.split, self.out)
    }
}

/// Perft's speed to a depth for a Breakthrough position at its own width.
struct MovegenVisitor(u32);

impl SizeVisitor for MovegenVisitor {
    type Output = (u64, f64);

    fn visit<const W: usize>(self, position: Troyka<W>) -> (u64, f64) {
        movegen_speed(&position, self.0)
    }
}

impl Tunable for AnyPosition {
    const PARAMETERS: &'static [&'static str] = &FEATURES;

    fn current_weights() -> Vec<f64> {
        WEIGHTS.map(f64::from).to_vec()
    }

    /// The features, unless the side to move is in danger or about to win (the search
    /// would settle such positions, not the evaluation).
    fn quiet_features(&self) -> Option<Vec<f64>> {
        let features = self.features();
        let quiet = !self.in_danger() && !self.wins_next();
        quiet.then(|| features.map(f64::from).to_vec())
    }

    fn first_side_result(outcome: Option<Outcome<Side>>) -> f64 {
        match outcome {
            Some(Outcome::Win(Side::White)) => 1.0,
            Some(Outcome::Win(Side::Black)) => 0.0,
            _ => 0.5,
        }
    }

    /// With `--patterns`, fits the 8x8 pattern weights instead (see [`patterns::run`]).
    fn tune(args: &[String], out: &mut impl Write) -> Result<(), String> {
        if args.iter().any(|a| a == "--patterns") {
            patterns::run(args, out)
        } else {
            run(args, &AnyPosition::standard(), out)
        }
    }
}

impl Puzzled for AnyPosition {
    const WIN_TURNS: u32 = 4;
    const DEFENCE_TURNS: u32 = 2;

    /// `wing`: the winning piece reaches the far rank on one of the two outer files of
    /// either side.
    fn motifs(start: &AnyPosition, line: &[Vec<Move>]) -> Vec<Theme> {
        let mut position = start.clone();
        line.iter().flatten().for_each(|&action| {
            position.make(action);
        });
        let files = start.size().files();
        let last = line.last().and_then(|turn| turn.last());
        match last {
            Some(action) if position.outcome().is_some() => {
                let file = action.to().file();
                if file <= 1 || file + 2 >= files {
                    return vec![Theme::Wing];
                }
                Vec::new()
            }
            _ => Vec::new(),
        }
    }

    /// `--board RxF`: the start on R ranks and F files, White first.
    fn puzzle_start(board: Option<&str>) -> Result<AnyPosition, String> {
        let Some(board) = board else {
            return Ok(AnyPosition::standard());
        };
        let size = board
            .split_once('x')
            .and_then(|(r, f)| Some((r.parse().ok()?, f.parse().ok()?)))
            .ok_or_else(|| format!("--board {board}: not RxF"))?;
        let size = Size::new(size.0, size.1).map_err(|e| e.to_string())?;
        Ok(AnyPosition::start(size, Side::White))
    }
}
