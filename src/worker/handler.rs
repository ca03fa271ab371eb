//! Answers requests: the pure part of the worker, independent of web APIs.

use super::protocol::{Request, Response};
use crate::ai::{Clock, Limits, Report, ScoreText, Searcher, StopFlag};
use crate::bot::bench::search_benchmark;
use crate::bot::{choose_gold, choose_silver, choose_turn, Level, Playable, Rng, TurnOptions};
use crate::core::Replay;
use crate::rules::breakthru::{Bitboard, GoldPreset, Setup, Side, Square};
use crate::rules::{with_game, GameId};
use std::any::Any;
use std::fmt::Display;

/// Transposition table size of the worker's searcher, in MiB (one game's table at a time).
const WORKER_TABLE_MIB: usize = 32;

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

/// The worker's state: one searcher kept between requests, a `Searcher<G>` of the game
/// being played. A game's table is dropped when another game is asked for, so that the
/// worker holds one table at a time.
pub struct Handler {
    searcher: Box<dyn Any>,
}

impl Default for Handler {
    fn default() -> Handler {
        Handler {
            searcher: with_game!(GameId::default(), G => new_searcher::<G>()),
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
                with_game!(game, G => think::<G>(self.searcher(), request, clock, send))
            }
        }
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

/// Chooses the rest of the turn of the game `start` + `actions` of game `G`.
fn think<G: Playable>(
    searcher: &mut Searcher<G>,
    request: Think,
    clock: &dyn Clock,
    send: &mut dyn FnMut(Response),
) {
    let id = request.id;
    let replay =
        match Replay::<G>::from_texts(request.start, request.actions.iter().map(String::as_str)) {
            Ok(replay) => replay,
            Err(error) => {
                return send(Response::Error {
                    id,
                    message: error.to_string(),
                })
            }
        };
    let mut rng = Rng::new(request.seed);
    let mut progress = |report: &Report<G::Action>| {
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
        score: ScoreText(report.score).to_string(),
        nodes: report.nodes,
        nps: report.nps(),
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::breakthrough::AnyPosition;
    use crate::rules::breakthru::Position;

    #[test]
    fn thinks_and_reports_progress() {
        let mut handler = Handler::default();
        let mut responses = Vec::new();
        let request = Request::Think {
            id: 1,
            game: GameId::default(),
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
            game: GameId::default(),
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

    #[test]
    fn plays_breakthrough_of_any_size() {
        let mut handler = Handler::default();
        for start in [
            "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w",
            "BBBBB/BBBBB/5/WWWWW/WWWWW b",
        ] {
            let mut responses = Vec::new();
            let request = Request::Think {
                id: 4,
                game: "breakthrough".parse().unwrap(),
                start: start.into(),
                actions: vec![],
                limits: Limits::depth(3),
                blunder_rate: 0.0,
                seed: 1,
            };
            handler.handle(request, &|| 0.0, &mut |r| responses.push(r));
            let Some(Response::Turn { actions, .. }) = responses.last() else {
                panic!("{responses:?}")
            };
            let replay =
                Replay::<AnyPosition>::from_texts(start, actions.iter().map(String::as_str));
            assert!(replay.is_ok(), "{actions:?}");
            assert_eq!(actions.len(), 1);
        }
    }
}
