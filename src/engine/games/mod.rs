//! The engine's registry of games: what it needs of each beyond the player layer (the
//! protocol's words and commands, perft's shape, the UCI dialect for matches against other
//! engines, the evaluation's layout for `engine tune`), one file per game below, each
//! registered by its `mod` line. Commands reach a game through
//! [`with_game!`](crate::rules::with_game).

mod breakthrough;
mod breakthrough9x5;
mod breakthru;

use super::perft_commands::{movegen_speed, run_perft};
use crate::ai::Searcher;
use crate::bot::{Playable, Rng};
use crate::core::Replay;
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

    /// `engine solve <args>`: only games with a solver have one.
    fn solve(_args: &[String], _out: &mut dyn Write) -> Result<(), String> {
        Err("solve: this game has no solver (only breakthrough has)".to_string())
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
