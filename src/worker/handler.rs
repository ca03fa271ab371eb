//! Answers requests: the pure part of the worker, independent of web APIs.

use super::protocol::{Request, Response};
use crate::ai::{Clock, Report, ScoreText, Searcher, StopFlag};
use crate::bot::bench::search_benchmark;
use crate::bot::{choose_gold, choose_silver, choose_turn, Level, Rng, TurnOptions};
use crate::core::{Bitboard, Square};
use crate::rules::breakthru::{Action, GoldPreset, Position, Record, Setup, Side};

/// Transposition table size of the worker's searcher, in MiB.
const WORKER_TABLE_MIB: usize = 32;

fn notation(actions: &[Action]) -> Vec<String> {
    actions.iter().map(Action::to_string).collect()
}

fn record_of(start: &str, actions: &[String]) -> Result<Record, String> {
    let start = Position::from_bfn(start).map_err(|e| format!("start position: {e}"))?;
    let mut record = Record::new(start);
    for text in actions {
        let action: Action = text.parse().map_err(|e| format!("{e}"))?;
        record.play(action).map_err(|e| format!("{text}: {e}"))?;
    }
    Ok(record)
}

/// The worker's state: one searcher kept between requests.
pub struct Handler {
    searcher: Searcher<Position>,
}

impl Default for Handler {
    fn default() -> Handler {
        Handler {
            searcher: Searcher::new(WORKER_TABLE_MIB),
        }
    }
}

impl Handler {
    /// Handles one request, sending every response (progress included) to `send`.
    pub fn handle(&mut self, request: Request, clock: &dyn Clock, send: &mut dyn FnMut(Response)) {
        match request {
            Request::Ping { id } => send(Response::Pong {
                id,
                version: env!("CARGO_PKG_VERSION").to_string(),
            }),
            Request::Bench { id } => send(Response::Bench {
                id,
                result: search_benchmark(clock),
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
                start,
                actions,
                limits,
                blunder_rate,
                seed,
            } => {
                let record = match record_of(&start, &actions) {
                    Ok(record) => record,
                    Err(message) => return send(Response::Error { id, message }),
                };
                let mut rng = Rng::new(seed);
                let mut progress = |report: &Report<Action>| {
                    send(Response::Progress {
                        id,
                        depth: report.depth,
                        score: ScoreText(report.score).to_string(),
                        nodes: report.nodes,
                        nps: report.nps(),
                        line: notation(&report.pv),
                    })
                };
                let options = TurnOptions {
                    blunder_rate,
                    rng: &mut rng,
                    progress: &mut progress,
                };
                let choice = choose_turn(
                    &mut self.searcher,
                    &record,
                    limits,
                    clock,
                    &StopFlag::new(),
                    options,
                );
                let report = choice.report;
                send(Response::Turn {
                    id,
                    actions: notation(&choice.actions),
                    depth: report.depth,
                    score: ScoreText(report.score).to_string(),
                    nodes: report.nodes,
                    nps: report.nps(),
                });
            }
        }
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
            Side::Gold => choose_gold(level, &mut rng, &mut self.searcher),
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
                choose_silver(&gold, level, &mut rng, &mut self.searcher)
            }
        };
        Ok(squares.iter().map(|s| s.to_string()).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Limits;

    #[test]
    fn thinks_and_reports_progress() {
        let mut handler = Handler::default();
        let mut responses = Vec::new();
        let request = Request::Think {
            id: 1,
            start: Position::standard().to_bfn(),
            actions: vec!["e4-e3".into()],
            limits: Limits::depth(2),
            blunder_rate: 0.0,
            seed: 1,
        };
        handler.handle(request, &|| 0.0, &mut |r| responses.push(r));
        assert!(matches!(
            responses.first(),
            Some(Response::Progress { id: 1, .. })
        ));
        let Some(Response::Turn { actions, .. }) = responses.last() else {
            panic!("{responses:?}")
        };
        assert_eq!(actions.len(), 1, "the second move of Gold's turn");
    }

    #[test]
    fn places_silver_around_gold_and_refuses_bad_escorts() {
        let mut handler = Handler::default();
        let mut responses = Vec::new();
        let escorts: Vec<String> = GoldPreset::Diamond
            .escorts()
            .iter()
            .map(|s| s.to_string())
            .collect();
        let request = Request::Place {
            id: 3,
            side: Side::Silver,
            escorts: escorts.clone(),
            level: Level::Club,
            seed: 5,
        };
        handler.handle(request, &|| 0.0, &mut |r| responses.push(r));
        let [Response::Placed { id: 3, squares }] = responses.as_slice() else {
            panic!("{responses:?}")
        };
        let ships: Bitboard = squares
            .iter()
            .map(|s| s.parse::<Square>().unwrap())
            .collect();
        let setup = Setup {
            ships,
            ..Setup::gold_preset(GoldPreset::Diamond)
        };
        assert_eq!(setup.check_start(), Ok(()));
        responses.clear();
        let mut bad = escorts;
        bad[0] = "a1".into();
        let request = Request::Place {
            id: 3,
            side: Side::Silver,
            escorts: bad,
            level: Level::Club,
            seed: 5,
        };
        handler.handle(request, &|| 0.0, &mut |r| responses.push(r));
        assert!(matches!(
            responses.as_slice(),
            [Response::Error { id: 3, .. }]
        ));
    }

    #[test]
    fn bad_games_get_an_error() {
        let mut handler = Handler::default();
        let mut responses = Vec::new();
        let request = Request::Think {
            id: 2,
            start: Position::standard().to_bfn(),
            actions: vec!["f6-f11".into()],
            limits: Limits::depth(1),
            blunder_rate: 0.0,
            seed: 1,
        };
        handler.handle(request, &|| 0.0, &mut |r| responses.push(r));
        let [Response::Error { id: 2, message }] = responses.as_slice() else {
            panic!("{responses:?}")
        };
        assert!(message.contains("f6-f11"), "{message}");
    }
}
