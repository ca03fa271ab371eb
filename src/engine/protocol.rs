//! The line protocol on stdin/stdout: `position`, `go`, `setup`, `isready`, `stop`, `quit`.

use crate::ai::{Limits, Report, ScoreText, Searcher, StopFlag};
use crate::bot::{choose_gold, choose_silver, choose_turn, Level, Rng, TurnOptions};
use crate::rules::breakthru::{Action, Position, Record, Setup};
use std::io::{BufRead, Write};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Instant;

/// Shared output: the search thread writes `info` and `bestmove` lines.
pub type Output = Arc<Mutex<dyn Write + Send>>;

fn say(out: &Output, line: &str) {
    let mut out = out.lock().expect("output lock");
    // A closed stdout leaves nobody to tell.
    let _ = writeln!(out, "{line}").and_then(|()| out.flush());
}

/// Formats a report as an `info` line.
pub fn info_line(report: &Report<Action>) -> String {
    let pv: Vec<String> = report.pv.iter().map(Action::to_string).collect();
    format!(
        "info depth {} score {} nodes {} nps {} time {:.0} pv {}",
        report.depth,
        ScoreText(report.score),
        report.nodes,
        report.nps(),
        report.elapsed_ms,
        pv.join(" ")
    )
}

/// Parses `startpos [moves ...]` or `bfn <placement> <side> <pending> [moves ...]`.
pub fn parse_position(words: &[&str]) -> Result<Record, String> {
    let (start, rest) = match words {
        ["startpos", rest @ ..] => (Position::standard(), rest),
        ["bfn", placement, side, pending, rest @ ..] => {
            let bfn = format!("{placement} {side} {pending}");
            (Position::from_bfn(&bfn).map_err(|e| e.to_string())?, rest)
        }
        _ => return Err("position startpos|bfn <placement> <side> <pending> [moves ...]".into()),
    };
    let mut record = Record::new(start);
    match rest {
        [] => {}
        ["moves", actions @ ..] => {
            for text in actions {
                let action: Action = text
                    .parse()
                    .map_err(|e: crate::rules::breakthru::NotationError| e.to_string())?;
                record.play(action).map_err(|e| format!("{text}: {e}"))?;
            }
        }
        _ => return Err(format!("expected 'moves', found '{}'", rest[0])),
    }
    Ok(record)
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
pub struct Session {
    record: Record,
    searcher: Arc<Mutex<Searcher<Position>>>,
    stop: Arc<StopFlag>,
    running: Option<JoinHandle<()>>,
    out: Output,
    rng: Rng,
}

impl Session {
    /// A session writing to `out`, with the standard position.
    pub fn new(out: Output) -> Session {
        Session {
            record: Record::new(Position::standard()),
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
                parse_position(rest).map(|record| self.record = record)
            }
            ["go", rest @ ..] => parse_limits(rest).map(|limits| self.go(limits)),
            ["setup", side] => {
                self.wait();
                self.setup(side)
            }
            _ => Err(format!("unknown command '{line}'")),
        };
        if let Err(message) = result {
            say(&self.out, &format!("error {message}"));
        }
        true
    }

    fn go(&mut self, limits: Limits) {
        self.wait();
        self.stop.lower();
        let (record, searcher, stop, out) = (
            self.record.clone(),
            self.searcher.clone(),
            self.stop.clone(),
            self.out.clone(),
        );
        let mut rng = self.rng.clone();
        self.running = Some(std::thread::spawn(move || {
            let started = Instant::now();
            let clock = move || started.elapsed().as_secs_f64() * 1000.0;
            let mut searcher = searcher.lock().expect("searcher lock");
            let progress_out = out.clone();
            let mut progress = |report: &Report<Action>| say(&progress_out, &info_line(report));
            let options = TurnOptions {
                blunder_rate: 0.0,
                rng: &mut rng,
                progress: &mut progress,
            };
            let choice = choose_turn(&mut searcher, &record, limits, &clock, &stop, options);
            let actions: Vec<String> = choice.actions.iter().map(Action::to_string).collect();
            let line = if actions.is_empty() {
                "bestmove (none)".to_string()
            } else {
                format!("bestmove {}", actions.join(" "))
            };
            say(&out, &line);
        }));
    }

    fn setup(&mut self, side: &str) -> Result<(), String> {
        let placed = self.record.position().to_setup();
        let mut searcher = self.searcher.lock().expect("searcher lock");
        let squares = match side {
            "gold" => choose_gold(Level::Master, &mut self.rng, &mut searcher),
            "silver" => {
                let gold = Setup {
                    ships: Default::default(),
                    side: crate::rules::breakthru::Side::Gold,
                    pending: None,
                    ..placed
                };
                gold.check_gold_start().map_err(|e| e.to_string())?;
                choose_silver(&gold, Level::Master, &mut self.rng, &mut searcher)
            }
            _ => return Err(format!("setup gold|silver, not '{side}'")),
        };
        let names: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
        say(&self.out, &format!("setup {}", names.join(" ")));
        Ok(())
    }
}

/// Runs the protocol over `input` until `quit` or the end of input.
pub fn serve(input: impl BufRead, out: Output) {
    let mut session = Session::new(out);
    for line in input.lines() {
        let Ok(line) = line else { break };
        if !session.handle(line.trim()) {
            return;
        }
    }
    session.wait();
}
