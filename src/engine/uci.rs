//! A UCI engine as a match player: the handshake, `UCI_Variant`, then `position fen ...
//! moves ...` and `go` each turn, as Fairy-Stockfish expects.

use super::child_engine::ChildEngine;
use super::games::ProtocolGame;
use super::player::Player;
use crate::core::Replay;

/// A UCI engine, searching each move with `go <go>`.
pub struct UciPlayer {
    go: String,
    child: ChildEngine,
}

impl UciPlayer {
    /// Starts `line` and shakes hands, choosing `variant` if the game has one.
    pub fn start(line: &str, go: &str, variant: Option<&str>) -> Result<UciPlayer, String> {
        let variant = variant.ok_or("this game has no UCI variant")?;
        let mut child = ChildEngine::start(line)?;
        child.send("uci\n")?;
        child.read_until("uciok")?;
        child.send(&format!(
            "setoption name UCI_Variant value {variant}\nucinewgame\nisready\n"
        ))?;
        child.read_until("readyok")?;
        Ok(UciPlayer {
            go: go.to_string(),
            child,
        })
    }
}

impl<G: ProtocolGame> Player<G> for UciPlayer {
    fn turn(&mut self, replay: &Replay<G>) -> Result<Vec<G::Action>, String> {
        let moves: Vec<String> = replay.actions().iter().map(|&a| G::uci_action(a)).collect();
        let moves = if moves.is_empty() {
            String::new()
        } else {
            format!(" moves {}", moves.join(" "))
        };
        let command = format!(
            "position fen {}{moves}\ngo {}\n",
            replay.start().uci_fen(),
            self.go
        );
        self.child.send(&command)?;
        let answer = self.child.read_until("bestmove ")?;
        let text = answer.split_whitespace().next().unwrap_or_default();
        let action = replay
            .position()
            .parse_action(text)
            .map_err(|e| format!("the UCI engine answered '{text}': {e}"))?;
        Ok(vec![action])
    }
}
