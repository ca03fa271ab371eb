//! The one message contract between the app and the AI worker: requests as JSON,
//! responses as lines of text (`protocol/response_text.rs`).
//!
//! Actions travel in each game's notation and positions in its position text, so
//! messages are readable in the browser's developer tools: `{"Think":{"id":7,...}}`,
//! `Ready`. A request's variant is the outer key (serde's external tagging): reading it
//! needs no buffering, which keeps the worker small.

use crate::ai::{Limits, Score};
use crate::bot::bench::BenchResult;
use crate::bot::Level;
use crate::rules::breakthru::Side;
use crate::rules::GameId;
use serde::{Deserialize, Serialize};

mod response_text;

/// What the app asks of the worker. Every request carries an id that its answers repeat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Are you there?
    Ping { id: u32 },
    /// Choose the rest of the current turn of the game `start` + `actions`.
    Think {
        id: u32,
        /// Which game (Breakthru when absent, as in messages of earlier releases).
        #[serde(default)]
        game: GameId,
        /// Start position in the game's text (BFN for Breakthru).
        start: String,
        /// Actions played so far, in notation.
        actions: Vec<String>,
        /// Search limits.
        limits: Limits,
        /// Probability of a random turn (weak levels), in millionths in the message.
        #[serde(with = "crate::core::wire::millionths")]
        blunder_rate: f64,
        /// Seed for the AI's random choices.
        seed: u64,
    },
    /// Run the search benchmark of a game.
    Bench {
        id: u32,
        #[serde(default)]
        game: GameId,
    },
    /// Place `side`'s pieces for a new game: Gold's escorts, or Silver's ships
    /// answering Gold's `escorts` (squares in notation).
    Place {
        id: u32,
        side: Side,
        escorts: Vec<String>,
        level: Level,
        seed: u64,
    },
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq)]
pub enum Response {
    /// Sent once when the worker has loaded and listens: requests sent before it may be lost.
    Ready,
    /// Answer to [`Request::Ping`].
    Pong { id: u32, version: String },
    /// A completed search iteration while thinking, scored for the side to move in the
    /// position asked about.
    Progress {
        id: u32,
        depth: u32,
        score: Score,
        nodes: u64,
        nps: u64,
        line: Vec<String>,
    },
    /// The chosen turn, and its score for the side to move in the position asked about:
    /// none when a weak level played a worse turn on purpose.
    Turn {
        id: u32,
        actions: Vec<String>,
        depth: u32,
        score: Option<Score>,
        nodes: u64,
        nps: u64,
    },
    /// The benchmark result.
    Bench { id: u32, result: BenchResult },
    /// The squares chosen for [`Request::Place`].
    Placed { id: u32, squares: Vec<String> },
    /// The request could not be carried out.
    Error { id: u32, message: String },
    /// The worker's wasm could not be loaded. Sent by the worker's loader script
    /// (written by `.ci/finish-dist.mjs`), never by the Rust side.
    LoadFailed { message: String },
}

impl Request {
    /// The request as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("requests serialise")
    }

    /// Parses a request, with a readable error.
    pub fn from_json(text: &str) -> Result<Request, String> {
        serde_json::from_str(text).map_err(|e| format!("malformed request: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_round_trip() {
        let request = Request::Think {
            id: 7,
            game: "breakthrough".parse().unwrap(),
            start: "11/11/11/11/11/11/11/11/11/11/11 g -".into(),
            actions: vec!["e4-e3".into()],
            limits: Limits::movetime(500.0),
            blunder_rate: 0.0,
            seed: 3,
        };
        assert_eq!(Request::from_json(&request.to_json()), Ok(request));
        let response = Response::Turn {
            id: 7,
            actions: vec!["f6-f7".into()],
            depth: 4,
            score: Some(Score::Eval(12)),
            nodes: 10,
            nps: 5,
        };
        assert_eq!(Response::from_text(&response.to_text()), Ok(response));
        assert!(Request::from_json("{\"Nope\":{}}")
            .unwrap_err()
            .contains("malformed"));
    }

    #[test]
    fn numbers_travel_whole_and_round_trip() {
        // The `worker_request` fuzz target once found a decimal blunder rate that came back
        // one unit in the last place off; messages now carry only whole numbers.
        let text = r#"{"Think":{"id":9,"start":"-","actions":[],"limits":{"depth":4,"movetime_ms":250},"blunder_rate":83333,"seed":1}}"#;
        let request = Request::from_json(text).unwrap();
        assert!(request
            .to_json()
            .contains(r#""movetime_ms":250},"blunder_rate":83333"#));
        assert_eq!(Request::from_json(&request.to_json()), Ok(request));
        let fraction = text.replace("83333", "0.25");
        assert!(Request::from_json(&fraction).is_err());
        let bench = Response::Bench {
            id: 1,
            result: BenchResult {
                nodes: 10,
                elapsed_us: 2500,
            },
        };
        assert!(bench.to_text().ends_with("\t10\t2500"));
        assert_eq!(Response::from_text(&bench.to_text()), Ok(bench));
    }
}
