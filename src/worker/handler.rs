//! Answers requests: the pure part of the worker, independent of web APIs.

use super::protocol::{Request, Response};
use crate::ai::solve::{Budget, Verdict};
use crate::ai::{Clock, Limits, Report, Score, Searcher, StopFlag};
use crate::bot::bench::search_benchmark;
use crate::bot::solved::{lost_to_table_move, perfect, Proofs};
use crate::bot::{choose_gold, choose_silver, choose_turn, Level, Playable, Rng, TurnOptions};
use crate::core::Replay;
use crate::rules::breakthru::{Bitboard, GoldPreset, Setup, Side, Square};
use crate::rules::{with_game, GameId};
use std::any::Any;
use std::fmt::Display;

/// Transposition table size of the worker's searcher, in MiB (one game's table at a time).
const WORKER_TABLE_MIB: usize = 32;

/// The longest live proof on a solved board, in milliseconds, before the search takes over:
/// whatever the request's own time (the bar's is 0.7 s), for a proof is worth the wait.
const LIVE_SOLVE_MS: f64 = 2_000.0;

/// Reads a file of the app by its path (`solved/breakthrough-5x5.txt`), if it can.
pub type Files = Box<dyn Fn(&str) -> Option<String>>;

fn notation<A: Display>(actions: &[A]) -> Vec<String> {
    actions.iter().map(A::to_string).collect()
}

/// A new searcher of the game whose positions are `G`, boxed so that the worker can hold
/// any game's.
fn new_searcher<G: Playable>() -> Box<dyn Any> {
    Box::new(Searcher::<G>::new(WORKER_TABLE_MIB))
}

/// What one search request asks.
struct Think<'a> {
    id: u32,
    start: &'a str,
    actions: &'a [String],
    limits: Limits,
    blunder_rate: f64,
    seed: u64,
}

/// The solved tables, each read when a game on its board is first played.
struct SolvedTables {
    files: Files,
    /// The tables read so far, by file name.
    read: Vec<(&'static str, String)>,
}

impl SolvedTables {
    /// The text of the solved table `name`, read once (a failed read is tried again later).
    fn get(&mut self, name: &'static str) -> Option<&str> {
        let index = match self.read.iter().position(|(read, _)| *read == name) {
            Some(index) => index,
            None => {
                let text = (self.files)(&format!("solved/{name}"))?;
                self.read.push((name, text));
                self.read.len() - 1
            }
        };
        Some(&self.read[index].1)
    }
}

/// The worker's state: one searcher kept between requests, a `Searcher<G>` of the game
/// being played (a game's table is dropped when another game is asked for, so that the
/// worker holds one table at a time), the solved tables read so far, and the live proofs'
/// solver of the solved board played last.
pub struct Handler {
    searcher: Box<dyn Any>,
    tables: SolvedTables,
    proofs: Proofs,
}

impl Handler {
    /// A handler that reads solved tables through `files`.
    pub fn new(files: Files) -> Handler {
        Handler {
            searcher: with_game!(GameId::default(), G => new_searcher::<G>()),
            tables: SolvedTables {
                files,
                read: Vec::new(),
            },
            proofs: Proofs::default(),
        }
    }

    /// Handles one request, sending every response (progress included) to `send`.
    pub fn handle(&mut self, request: Request, clock: &dyn Clock, send: &mut dyn FnMut(Response)) {
        match request {
            Request::Ping { id } => send(Response::Pong {
                id,
                version: env!("CARGO_PKG_VERSION").to_string(),
            }),
            Request::Bench { id, game } => send(Response::Bench {
                id,
                result: with_game!(game, G => search_benchmark::<G>(clock)),
            }),
            Request::Place {
                id,
                side,
                escorts,
                level,
                seed,
            } => send(match self.place(side, &escorts, level, seed) {
                Ok(squares) => Response::Placed { id, squares },
                Err(message) => Response::Error { id, message },
            }),
            Request::Think {
                id,
                game,
                start,
                actions,
                limits,
                blunder_rate,
                seed,
            } => {
                let request = Think {
                    id,
                    start: &start,
                    actions: &actions,
                    limits,
                    blunder_rate,
                    seed,
                };
                with_game!(game, G => self.think::<G>(request, clock, send))
            }
        }
    }

    /// Chooses the rest of the turn of the game `start` + `actions` of game `G`: on a solved
    /// board, without deliberate blunders, by its table or a live proof if either answers.
    fn think<G: Playable>(
        &mut self,
        request: Think,
        clock: &dyn Clock,
        send: &mut dyn FnMut(Response),
    ) {
        let id = request.id;
        let replay = match Replay::<G>::from_texts(
            request.start,
            request.actions.iter().map(String::as_str),
        ) {
            Ok(replay) => replay,
            Err(error) => {
                return send(Response::Error {
                    id,
                    message: error.to_string(),
                })
            }
        };
        let position = replay.position();
        let solved = position
            .solved_table()
            .filter(|_| request.blunder_rate == 0.0 && replay.outcome().is_none());
        let mut known = None;
        if let Some(name) = solved {
            let stop = StopFlag::new();
            let budget = Budget {
                clock,
                deadline_ms: clock.now_ms() + LIVE_SOLVE_MS,
                stop: &stop,
            };
            let table = self.tables.get(name);
            if let Some(verdict) = perfect(position, table, &mut self.proofs, &budget) {
                return proven(id, verdict, send);
            }
            known = table
                .and_then(|table| lost_to_table_move(table, &replay))
                .map(|lost| proven_score(&lost));
        }
        think(self.searcher(), &replay, request, known, clock, send)
    }

    /// The searcher of the game whose positions are `G`: the one kept, or a new one.
    fn searcher<G: Playable>(&mut self) -> &mut Searcher<G> {
        if !self.searcher.is::<Searcher<G>>() {
            // Drop the old table before the new one is allocated.
            self.searcher = Box::new(());
            self.searcher = new_searcher::<G>();
        }
        self.searcher
            .downcast_mut()
            .expect("the searcher was just made for G")
    }

    /// The AI's placement for `side`; Silver answers Gold's `escorts`.
    fn place(
        &mut self,
        side: Side,
        escorts: &[String],
        level: Level,
        seed: u64,
    ) -> Result<Vec<String>, String> {
        let mut rng = Rng::new(seed);
        let squares = match side {
            Side::Gold => choose_gold(level, &mut rng, self.searcher()),
            Side::Silver => {
                let escorts = escorts
                    .iter()
                    .map(|name| name.parse::<Square>().map_err(|e| format!("escorts: {e}")))
                    .collect::<Result<Bitboard, String>>()?;
                let gold = Setup {
                    escorts,
                    ..Setup::gold_preset(GoldPreset::Walls)
                };
                gold.check_gold_start().map_err(|e| e.to_string())?;
                choose_silver(&gold, level, &mut rng, self.searcher())
            }
        };
        Ok(squares.iter().map(|s| s.to_string()).collect())
    }
}

/// A proven result's score (its length unknown where the proof did not find it).
fn proven_score<A>(verdict: &Verdict<A>) -> Score {
    Score::Proven {
        wins: verdict.wins,
        plies: verdict.plies,
    }
}

/// Answers with a proven result: its best action and its score.
fn proven<A: Display>(id: u32, verdict: Verdict<A>, send: &mut dyn FnMut(Response)) {
    let score = proven_score(&verdict);
    let actions = notation(&[verdict.best].into_iter().flatten().collect::<Vec<_>>());
    send(Response::Progress {
        id,
        depth: 0,
        score,
        nodes: 0,
        nps: 0,
        line: actions.clone(),
    });
    send(Response::Turn {
        id,
        actions,
        depth: 0,
        score: Some(score),
        nodes: 0,
        nps: 0,
    });
}

/// Chooses the rest of the turn of `replay` by search, its scores replaced by `known`, a
/// proven result's, if given.
fn think<G: Playable>(
    searcher: &mut Searcher<G>,
    replay: &Replay<G>,
    request: Think,
    known: Option<Score>,
    clock: &dyn Clock,
    send: &mut dyn FnMut(Response),
) {
    let id = request.id;
    let mut rng = Rng::new(request.seed);
    let score_of = |value| known.unwrap_or_else(|| Score::of_search(value));
    let mut progress = |report: &Report<G::Action>| {
        send(Response::Progress {
            id,
            depth: report.depth,
            score: score_of(report.score),
            nodes: report.nodes,
            nps: report.nps(),
            line: notation(&report.pv),
        })
    };
    let options = TurnOptions {
        blunder_rate: request.blunder_rate,
        rng: &mut rng,
        progress: &mut progress,
    };
    let choice = if replay.outcome().is_some() {
        Default::default()
    } else {
        choose_turn(
            searcher,
            replay.position(),
            replay.earlier_keys(),
            request.limits,
            clock,
            &StopFlag::new(),
            options,
        )
    };
    let report = choice.report;
    send(Response::Turn {
        id,
        actions: notation(&choice.actions),
        depth: report.depth,
        // A turn played worse on purpose is not the search's: its score is not known.
        score: (!choice.blundered).then(|| score_of(report.score)),
        nodes: report.nodes,
        nps: report.nps(),
    });
}

#[cfg(test)]
mod tests;
