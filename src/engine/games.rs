//! What the engine needs of each game beyond the player layer: the protocol's words and
//! commands, and the UCI dialect for matches against other engines.

use crate::ai::Searcher;
use crate::bot::{choose_gold, choose_silver, Level, Playable, Rng};
use crate::core::Replay;
use crate::rules::breakthrough::{AnyPosition, Move};
use crate::rules::breakthru::{Position, Setup, Side};

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

    /// The position as a UCI FEN.
    fn uci_fen(&self) -> String {
        self.to_text()
    }

    /// An action in UCI's coordinate text.
    fn uci_action(action: Self::Action) -> String {
        action.to_string()
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

    /// Fairy-Stockfish's FEN: pawns `P`/`p` for White's and Black's pieces.
    fn uci_fen(&self) -> String {
        let text = self.to_string().replace('W', "P").replace('B', "p");
        format!("{text} - - 0 1")
    }

    fn uci_action(action: Move) -> String {
        action.uci()
    }
}
