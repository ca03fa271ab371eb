//! The engine's registry of games: what it needs of each beyond the player layer (the
//! protocol's words and commands, perft's shape, the UCI dialect for matches against other
//! engines), one `impl` per game. Commands reach a game through
//! [`with_game!`](crate::rules::with_game).

use super::perft_commands::{movegen_speed, run_perft};
use crate::ai::Searcher;
use crate::bot::{choose_gold, choose_silver, Level, Playable, Rng};
use crate::core::Replay;
use crate::rules::breakthrough::{AnyPosition, Move, Position as Troyka, SizeVisitor};
use crate::rules::breakthru::{Position, Setup, Side};
use std::io::Write;

/// A game the `engine` command plays (from several threads at once in a match).
pub trait ProtocolGame: Playable + Send + Sync
where
    Self::Action: Send,
    Self::Undo: Send,
{
    /// The word before position text in `position <word> <text>`.
    const POSITION_WORD: &'static str;

    /// Fairy-Stockfish's `UCI_Variant` for this game, if it has one.
    const UCI_VARIANT: Option<&'static str> = None;

    /// Depth of `engine bench`'s perft of the start.
    const BENCH_PERFT_DEPTH: u32 = 4;

    /// The position as a UCI FEN.
    fn uci_fen(&self) -> String {
        self.to_text()
    }

    /// An action in UCI's coordinate text.
    fn uci_action(action: Self::Action) -> String {
        action.to_string()
    }

    /// Perft of this position to `depth`, or its split by first action where `split` holds
    /// (see [`run_perft`]).
    fn perft(self, depth: u32, split: bool, out: &mut dyn Write) -> Result<(), String> {
        run_perft(self, depth, split, out)
    }

    /// Perft's leaf count to `depth` from here and its best time of five runs, in seconds.
    fn movegen_speed(self, depth: u32) -> (u64, f64) {
        movegen_speed(&self, depth)
    }

    /// A game-specific command, if `words` is one: its answer line, or why it failed.
    fn extra_command(
        _replay: &Replay<Self>,
        _words: &[&str],
        _searcher: &mut Searcher<Self>,
        _rng: &mut Rng,
    ) -> Option<Result<String, String>> {
        None
    }
}

impl ProtocolGame for Position {
    const POSITION_WORD: &'static str = "bfn";

    /// `setup gold|silver`: the AI's placement for a new game.
    fn extra_command(
        replay: &Replay<Position>,
        words: &[&str],
        searcher: &mut Searcher<Position>,
        rng: &mut Rng,
    ) -> Option<Result<String, String>> {
        let ["setup", side] = words else {
            return None;
        };
        let squares = match *side {
            "gold" => choose_gold(Level::Master, rng, searcher),
            "silver" => {
                let gold = Setup {
                    ships: Default::default(),
                    side: Side::Gold,
                    pending: None,
                    ..replay.position().to_setup()
                };
                if let Err(e) = gold.check_gold_start() {
                    return Some(Err(e.to_string()));
                }
                choose_silver(&gold, Level::Master, rng, searcher)
            }
            _ => return Some(Err(format!("setup gold|silver, not '{side}'"))),
        };
        let names: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
        Some(Ok(format!("setup {}", names.join(" "))))
    }
}

impl ProtocolGame for crate::rules::breakthrough9x5::Position {
    const POSITION_WORD: &'static str = "fen";
}

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
