//! Match participants: the AI at a level or with explicit limits, the plain alpha-beta
//! yardstick, or another program speaking the line protocol.

use crate::ai::baseline::plain_alpha_beta;
use crate::ai::{Limits, Searcher, StopFlag};
use crate::bot::{choose_turn, Level, Rng, TurnOptions};
use crate::rules::breakthru::{Action, Position, Record};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
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
    /// Another engine: `cmd:<command line>`.
    Command(String),
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
            _ => text.parse().map(PlayerSpec::Level),
        }
    }
}

/// A participant of a match.
pub trait Player {
    /// Chooses the rest of the current turn.
    fn turn(&mut self, record: &Record) -> Result<Vec<Action>, String>;
}

/// The AI, at a level or with explicit limits.
pub struct SearchPlayer {
    searcher: Searcher<Position>,
    limits: Limits,
    blunder_rate: f64,
    rng: Rng,
}

impl Player for SearchPlayer {
    fn turn(&mut self, record: &Record) -> Result<Vec<Action>, String> {
        let started = Instant::now();
        let clock = move || started.elapsed().as_secs_f64() * 1000.0;
        let options = TurnOptions {
            blunder_rate: self.blunder_rate,
            rng: &mut self.rng,
            progress: &mut |_| {},
        };
        let choice = choose_turn(
            &mut self.searcher,
            record,
            self.limits,
            &clock,
            &StopFlag::new(),
            options,
        );
        Ok(choice.actions)
    }
}

/// Plain alpha-beta to a fixed depth, action by action.
pub struct AlphaBetaPlayer(u32);

impl Player for AlphaBetaPlayer {
    fn turn(&mut self, record: &Record) -> Result<Vec<Action>, String> {
        let mut position = record.position().clone();
        let side = position.side();
        let mut actions = Vec::new();
        while position.side() == side && !position.is_over() {
            let Some((action, _)) = plain_alpha_beta(&position, self.0) else {
                break;
            };
            position.make(action);
            actions.push(action);
        }
        Ok(actions)
    }
}

/// Another program speaking the line protocol, searching each turn with `go <go>`.
pub struct CommandPlayer {
    go: String,
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl CommandPlayer {
    fn start(line: &str, go: &str) -> Result<CommandPlayer, String> {
        let mut words = line.split_whitespace();
        let program = words.next().ok_or("cmd: needs a command line")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start '{line}': {e}"))?;
        let input = child.stdin.take().ok_or("no stdin")?;
        let output = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        Ok(CommandPlayer {
            go: go.to_string(),
            child,
            input,
            output,
        })
    }
}

impl Player for CommandPlayer {
    fn turn(&mut self, record: &Record) -> Result<Vec<Action>, String> {
        let moves: Vec<String> = record.actions().iter().map(Action::to_string).collect();
        let command = format!(
            "position bfn {} moves {}\ngo {}\n",
            record.start().to_bfn(),
            moves.join(" "),
            self.go
        );
        self.input
            .write_all(command.as_bytes())
            .map_err(|e| e.to_string())?;
        self.input.flush().map_err(|e| e.to_string())?;
        let mut line = String::new();
        loop {
            line.clear();
            if self
                .output
                .read_line(&mut line)
                .map_err(|e| e.to_string())?
                == 0
            {
                return Err("the engine closed its output".into());
            }
            if let Some(rest) = line.trim().strip_prefix("bestmove ") {
                return rest
                    .split_whitespace()
                    .map(|a| a.parse().map_err(|e| format!("{e}")))
                    .collect();
            }
        }
    }
}

impl Drop for CommandPlayer {
    fn drop(&mut self) {
        let _ = self.input.write_all(b"quit\n");
        let _ = self.child.wait();
    }
}

/// A fresh player for one game; a command player searches each turn with `go <command_go>`.
pub fn create(spec: &PlayerSpec, seed: u64, command_go: &str) -> Result<Box<dyn Player>, String> {
    let search = |limits, blunder_rate| {
        Box::new(SearchPlayer {
            searcher: Searcher::new(16),
            limits,
            blunder_rate,
            rng: Rng::new(seed),
        }) as Box<dyn Player>
    };
    Ok(match spec {
        PlayerSpec::Level(level) => search(level.limits(), level.blunder_rate()),
        PlayerSpec::Search(limits) => search(*limits, 0.0),
        PlayerSpec::AlphaBeta(depth) => Box::new(AlphaBetaPlayer(*depth)),
        PlayerSpec::Command(line) => Box::new(CommandPlayer::start(line, command_go)?),
    })
}
