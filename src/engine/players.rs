//! Match participants: the AI at a level or with explicit limits, the plain alpha-beta
//! yardstick, or another program speaking our line protocol or UCI.

use super::child_engine::ChildEngine;
use super::games::ProtocolGame;
use super::player::Player;
use super::uci::UciPlayer;
use crate::ai::baseline::plain_alpha_beta;
use crate::ai::{Limits, Searcher, StopFlag};
use crate::bot::{choose_turn, Level, Rng, TurnOptions};
use crate::core::Replay;
use std::time::Instant;

/// Who plays, as written on the command line.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayerSpec {
    /// A named level: `beginner` .. `master`.
    Level(Level),
    /// The full AI with explicit limits: `depth:6`, `nodes:50000`, `time:1000`.
    Search(Limits),
    /// Plain fixed-depth alpha-beta: `alphabeta:5` (plies).
    AlphaBeta(u32),
    /// Another engine speaking our line protocol: `cmd:<command line>`.
    Command(String),
    /// A UCI engine such as Fairy-Stockfish: `uci:<command line>`.
    Uci(String),
}

impl std::str::FromStr for PlayerSpec {
    type Err = String;

    fn from_str(text: &str) -> Result<PlayerSpec, String> {
        let number = |n: &str| {
            n.parse::<u64>()
                .map_err(|_| format!("'{n}' is not a number in '{text}'"))
        };
        match text.split_once(':') {
            Some(("depth", n)) => Ok(PlayerSpec::Search(Limits::depth(number(n)? as u32))),
            Some(("nodes", n)) => Ok(PlayerSpec::Search(Limits::nodes(number(n)?))),
            Some(("time", n)) => Ok(PlayerSpec::Search(Limits::movetime(number(n)? as f64))),
            Some(("alphabeta", n)) => Ok(PlayerSpec::AlphaBeta(number(n)? as u32)),
            Some(("cmd", line)) => Ok(PlayerSpec::Command(line.to_string())),
            Some(("uci", line)) => Ok(PlayerSpec::Uci(line.to_string())),
            _ => text.parse().map(PlayerSpec::Level),
        }
    }
}

/// The AI, at a level or with explicit limits.
struct SearchPlayer<G: ProtocolGame> {
    searcher: Searcher<G>,
    limits: Limits,
    blunder_rate: f64,
    rng: Rng,
}

impl<G: ProtocolGame> Player<G> for SearchPlayer<G> {
    fn turn(&mut self, replay: &Replay<G>) -> Result<Vec<G::Action>, String> {
        let started = Instant::now();
        let clock = move || started.elapsed().as_secs_f64() * 1000.0;
        let options = TurnOptions {
            blunder_rate: self.blunder_rate,
            rng: &mut self.rng,
            progress: &mut |_| {},
        };
        let (position, history) = (replay.position(), replay.earlier_keys());
        let choice = choose_turn(
            &mut self.searcher,
            position,
            history,
            self.limits,
            &clock,
            &StopFlag::new(),
            options,
        );
        Ok(choice.actions)
    }
}

/// Plain alpha-beta to a fixed depth, action by action.
struct AlphaBetaPlayer(u32);

impl<G: ProtocolGame> Player<G> for AlphaBetaPlayer {
    fn turn(&mut self, replay: &Replay<G>) -> Result<Vec<G::Action>, String> {
        let mut position = replay.position().clone();
        let side = position.side_to_move();
        let mut actions = Vec::new();
        while position.side_to_move() == side && position.outcome().is_none() {
            let Some((action, _)) = plain_alpha_beta(&position, self.0) else {
                break;
            };
            position.make(action);
            actions.push(action);
        }
        Ok(actions)
    }
}

/// Another program speaking our line protocol, searching each turn with `go <go>`.
struct CommandPlayer {
    go: String,
    child: ChildEngine,
}

impl<G: ProtocolGame> Player<G> for CommandPlayer {
    fn turn(&mut self, replay: &Replay<G>) -> Result<Vec<G::Action>, String> {
        let moves: Vec<String> = replay.actions().iter().map(|a| a.to_string()).collect();
        let command = format!(
            "position {} {} moves {}\ngo {}\n",
            G::POSITION_WORD,
            replay.start().to_text(),
            moves.join(" "),
            self.go
        );
        self.child.send(&command)?;
        let answer = self.child.read_until("bestmove ")?;
        let mut position = replay.position().clone();
        let mut actions = Vec::new();
        for text in answer.split_whitespace() {
            let action = position.parse_action(text).map_err(|e| {
                format!("the command player answered '{text}': {e} (does it play this game?)")
            })?;
            position.make(action);
            actions.push(action);
        }
        Ok(actions)
    }
}

/// A fresh player for one game; a `cmd:` or `uci:` player searches with `go <command_go>`.
pub fn create<G: ProtocolGame>(
    spec: &PlayerSpec,
    seed: u64,
    command_go: &str,
) -> Result<Box<dyn Player<G>>, String> {
    let search = |limits, blunder_rate| {
        Box::new(SearchPlayer {
            searcher: Searcher::new(16),
            limits,
            blunder_rate,
            rng: Rng::new(seed),
        }) as Box<dyn Player<G>>
    };
    Ok(match spec {
        PlayerSpec::Level(level) => search(G::level_limits(*level), level.blunder_rate()),
        PlayerSpec::Search(limits) => search(*limits, 0.0),
        PlayerSpec::AlphaBeta(depth) => Box::new(AlphaBetaPlayer(*depth)),
        PlayerSpec::Command(line) => Box::new(CommandPlayer {
            go: command_go.to_string(),
            child: ChildEngine::start(line)?,
        }),
        PlayerSpec::Uci(line) => Box::new(UciPlayer::start(line, command_go, G::UCI_VARIANT)?),
    })
}
