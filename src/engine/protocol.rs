//! The line protocol on stdin/stdout, for every game: `position`, `go`, `isready`, `stop`,
//! `quit`, and Breakthru's `setup`.

use super::games::ProtocolGame;
use crate::ai::{Limits, Report, Score, Searcher, StopFlag};
use crate::bot::{choose_turn, Playable, Rng, TurnOptions};
use crate::core::Replay;
use std::fmt::Display;
use std::io::{BufRead, Write};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Instant;

/// Shared output: the search thread writes `info` and `bestmove` lines.
pub type Output = Arc<Mutex<dyn Write + Send>>;

/// Writes one line to the shared output.
pub fn say(out: &Output, line: &str) {
    let mut out = out.lock().expect("output lock");
    // A closed stdout leaves nobody to tell.
    let _ = writeln!(out, "{line}").and_then(|()| out.flush());
}

fn joined<A: Display>(actions: &[A]) -> String {
    let texts: Vec<String> = actions.iter().map(A::to_string).collect();
    texts.join(" ")
}

/// Formats a report as an `info` line.
pub fn info_line<A: Display>(report: &Report<A>) -> String {
    format!(
        "info depth {} score {} nodes {} nps {} time {:.0} pv {}",
        report.depth,
        Score::of_search(report.score),
        report.nodes,
        report.nps(),
        report.elapsed_ms,
        joined(&report.pv)
    )
}

/// Parses `startpos [moves ...]` or `<G::POSITION_WORD> <position text> [moves ...]`.
pub fn parse_position<G: ProtocolGame>(words: &[&str]) -> Result<Replay<G>, String> {
    let usage = || {
        format!(
            "position startpos|{} <position> [moves ...]",
            G::POSITION_WORD
        )
    };
    let split = words
        .iter()
        .position(|&w| w == "moves")
        .unwrap_or(words.len());
    let (head, tail) = words.split_at(split);
    let start = match head {
        ["startpos"] => G::standard(),
        [word, text @ ..] if *word == G::POSITION_WORD && !text.is_empty() => {
            G::from_text(&text.join(" ")).map_err(|e| e.to_string())?
        }
        _ => return Err(usage()),
    };
    let mut replay = Replay::new(start);
    for text in tail.iter().skip(1) {
        let action = replay
            .position()
            .parse_action(text)
            .map_err(|e| format!("{text}: {e}"))?;
        replay.play(action).map_err(|e| format!("{text}: {e}"))?;
    }
    Ok(replay)
}

/// Parses `movetime <ms>`, `depth <n>` or `nodes <n>`.
pub fn parse_limits(words: &[&str]) -> Result<Limits, String> {
    let number = |text: &str| {
        text.parse::<u64>()
            .map_err(|_| format!("'{text}' is not a number"))
    };
    let depth = |text: &str| {
        text.parse::<u32>()
            .map_err(|_| format!("'{text}' is not a depth (0 to {})", u32::MAX))
    };
    match words {
        ["movetime", ms] => Ok(Limits::movetime(number(ms)? as f64)),
        ["depth", n] => Ok(Limits::depth(depth(n)?)),
        ["nodes", n] => Ok(Limits::nodes(number(n)?)),
        [] => Ok(Limits::movetime(1_000.0)),
        _ => Err("go movetime <ms> | depth <n> | nodes <n>".into()),
    }
}

/// One protocol session: the game, the searcher and a search running in the background.
pub struct Session<G: Playable> {
    replay: Replay<G>,
    searcher: Arc<Mutex<Searcher<G>>>,
    stop: Arc<StopFlag>,
    running: Option<JoinHandle<()>>,
    out: Output,
    rng: Rng,
}

impl<G: ProtocolGame> Session<G> {
    /// A session writing to `out`, with the standard position.
    pub fn new(out: Output) -> Session<G> {
        Session {
            replay: Replay::new(G::standard()),
            searcher: Arc::new(Mutex::new(Searcher::new(
                crate::ai::tuning::DEFAULT_TABLE_MIB,
            ))),
            stop: Arc::new(StopFlag::new()),
            running: None,
            out,
            rng: Rng::new(0x5EED),
        }
    }

    fn wait(&mut self) {
        if let Some(handle) = self.running.take() {
            let _ = handle.join();
        }
    }

    /// Handles one line; returns false on `quit`.
    pub fn handle(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let result = match words.as_slice() {
            [] => Ok(()),
            ["quit"] => {
                self.stop.raise();
                self.wait();
                return false;
            }
            ["stop"] => {
                self.stop.raise();
                self.wait();
                Ok(())
            }
            ["isready"] => {
                self.wait();
                say(&self.out, "readyok");
                Ok(())
            }
            ["position", rest @ ..] => {
                self.wait();
                parse_position(rest).map(|replay| self.replay = replay)
            }
            ["go", rest @ ..] => parse_limits(rest).map(|limits| self.go(limits)),
            _ => {
                self.wait();
                let mut searcher = self.searcher.lock().expect("searcher lock");
                match G::extra_command(&self.replay, &words, &mut searcher, &mut self.rng) {
                    Some(answer) => answer.map(|line| say(&self.out, &line)),
                    None => Err(format!("unknown command '{line}'")),
                }
            }
        };
        if let Err(message) = result {
            say(&self.out, &format!("error {message}"));
        }
        true
    }

    fn go(&mut self, limits: Limits) {
        self.wait();
        self.stop.lower();
        let started = Instant::now();
        let (replay, searcher, stop, out) = (
            self.replay.clone(),
            self.searcher.clone(),
            self.stop.clone(),
            self.out.clone(),
        );
        let mut rng = self.rng.clone();
        self.running = Some(std::thread::spawn(move || {
            let clock = move || started.elapsed().as_secs_f64() * 1000.0;
            let mut searcher = searcher.lock().expect("searcher lock");
            let progress_out = out.clone();
            let mut progress = |report: &Report<G::Action>| say(&progress_out, &info_line(report));
            let options = TurnOptions {
                blunder_rate: 0.0,
                rng: &mut rng,
                progress: &mut progress,
            };
            let choice = if replay.outcome().is_some() {
                Vec::new()
            } else {
                let (position, history) = (replay.position(), replay.earlier_keys());
                choose_turn(
                    &mut searcher,
                    position,
                    history,
                    limits,
                    &clock,
                    &stop,
                    options,
                )
                .actions
            };
            let line = if choice.is_empty() {
                "bestmove (none)".to_string()
            } else {
                format!("bestmove {}", joined(&choice))
            };
            say(&out, &line);
        }));
    }
}

impl<G: Playable> Drop for Session<G> {
    fn drop(&mut self) {
        if let Some(handle) = self.running.take() {
            let _ = handle.join();
        }
    }
}

/// Runs the protocol of game `G` over `input` until `quit` or the end of input.
pub fn serve_game<G: ProtocolGame>(input: impl BufRead, out: Output) {
    let mut session = Session::<G>::new(out);
    for line in input.lines() {
        let Ok(line) = line else { break };
        if !session.handle(line.trim()) {
            return;
        }
    }
}

/// Runs Breakthru's protocol over `input` until `quit` or the end of input.
pub fn serve(input: impl BufRead, out: Output) {
    serve_game::<crate::rules::breakthru::Position>(input, out);
}
