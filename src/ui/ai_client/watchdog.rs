//! When the AI worker is overdue, as plain Rust: every request has an allowance well above
//! what it may take, loading has one, and an idle worker is pinged now and then. A worker
//! that misses its allowance is presumed dead. Repeated failures without a completed answer
//! in between make the app give up and say so.

use crate::worker::protocol::{Request, Response};

/// Time allowed for the worker to load and answer its first ping.
pub const LOADING_MS: f64 = 10_000.0;
/// An idle worker is pinged after this long without a message.
pub const IDLE_PING_MS: f64 = 5_000.0;
/// Time allowed for a ping's answer.
const PING_MS: f64 = 5_000.0;
/// Time allowed for a benchmark or a placement.
const LONG_TASK_MS: f64 = 60_000.0;
/// Time allowed for a turn without a time limit (depth- or node-limited levels).
const UNTIMED_TURN_MS: f64 = 30_000.0;
/// Failures in a row, without a completed answer, after which the app gives up.
pub const MAX_FAILURES: u32 = 2;

/// Id of the watchdog's own pings; their answers are not passed on.
pub const HEARTBEAT_ID: u32 = u32::MAX;

/// What the watchdog waits for.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Deadline {
    /// The answer's request id (`None` while loading).
    id: Option<u32>,
    /// When it is overdue, in the clock's milliseconds.
    at: f64,
}

/// The watchdog's state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Watchdog {
    deadline: Option<Deadline>,
    last_heard: f64,
    failures: u32,
}

/// What the client must do after a tick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Nothing.
    Wait,
    /// Send a heartbeat ping.
    Ping,
    /// The worker is overdue: restart it.
    Restart,
    /// It failed too often: stop and tell the person.
    GiveUp,
}

/// How long `request` may take, in milliseconds.
fn allowance(request: &Request) -> f64 {
    match request {
        Request::Ping { .. } => PING_MS,
        Request::Think { limits, .. } => limits
            .movetime_ms
            .map_or(UNTIMED_TURN_MS, |ms| 2.0 * ms + 5_000.0),
        Request::Bench { .. } | Request::Place { .. } => LONG_TASK_MS,
    }
}

/// The id a response answers, if it completes a request.
fn answers(response: &Response) -> Option<u32> {
    match response {
        Response::Pong { id, .. }
        | Response::Turn { id, .. }
        | Response::Bench { id, .. }
        | Response::Placed { id, .. }
        | Response::Error { id, .. } => Some(*id),
        Response::Ready | Response::Progress { .. } | Response::LoadFailed { .. } => None,
    }
}

impl Watchdog {
    /// A worker was (re)started at `now`: it must load in time.
    pub fn started(&mut self, now: f64) {
        self.deadline = Some(Deadline {
            id: None,
            at: now + LOADING_MS,
        });
        self.last_heard = now;
    }

    /// `request` was sent at `now`.
    pub fn sent(&mut self, request: &Request, now: f64) {
        let id = match request {
            Request::Ping { id }
            | Request::Think { id, .. }
            | Request::Bench { id, .. }
            | Request::Place { id, .. } => *id,
        };
        // While loading, the loading deadline stands (requests wait for the first ping).
        if self.deadline.is_some_and(|d| d.id.is_none()) && id != 0 {
            return;
        }
        self.deadline = Some(Deadline {
            id: Some(id),
            at: now + allowance(request),
        });
    }

    /// `response` arrived at `now`.
    pub fn heard(&mut self, response: &Response, now: f64) {
        self.last_heard = now;
        let Some(id) = answers(response) else { return };
        let loaded = matches!(response, Response::Pong { .. })
            && self.deadline.is_some_and(|d| d.id.is_none());
        if loaded || self.deadline.is_some_and(|d| d.id == Some(id)) {
            self.deadline = None;
        }
        if !matches!(response, Response::Pong { .. } | Response::Error { .. }) {
            self.failures = 0;
        }
    }

    /// What to do at `now`.
    pub fn tick(&mut self, now: f64) -> Verdict {
        match self.deadline {
            Some(deadline) if now > deadline.at => {
                self.failures += 1;
                self.deadline = None;
                if self.failures >= MAX_FAILURES {
                    Verdict::GiveUp
                } else {
                    Verdict::Restart
                }
            }
            Some(_) => Verdict::Wait,
            None if now - self.last_heard > IDLE_PING_MS => Verdict::Ping,
            None => Verdict::Wait,
        }
    }

    /// The worker crashed at `now` (an error event): a failure like a missed deadline.
    pub fn crashed(&mut self, now: f64) -> Verdict {
        self.deadline = Some(Deadline { id: None, at: now });
        self.tick(now + 1.0)
    }

    /// The person asked to try again: failures are forgotten.
    pub fn retry(&mut self) {
        self.failures = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Limits;
    use crate::rules::GameId;

    fn think(id: u32, movetime_ms: f64) -> Request {
        Request::Think {
            id,
            game: GameId::default(),
            start: String::new(),
            actions: Vec::new(),
            limits: Limits::movetime(movetime_ms),
            blunder_rate: 0.0,
            seed: 1,
        }
    }

    fn pong(id: u32) -> Response {
        Response::Pong {
            id,
            version: "1".into(),
        }
    }

    #[test]
    fn a_worker_that_never_loads_is_restarted_then_given_up() {
        let mut dog = Watchdog::default();
        dog.started(0.0);
        dog.sent(&think(1, 1_000.0), 100.0);
        assert_eq!(dog.tick(9_000.0), Verdict::Wait, "still loading");
        assert_eq!(dog.tick(10_001.0), Verdict::Restart);
        dog.started(10_001.0);
        assert_eq!(dog.tick(20_002.0), Verdict::GiveUp);
        dog.retry();
        dog.started(30_000.0);
        dog.heard(&pong(0), 30_500.0);
        assert_eq!(dog.tick(31_000.0), Verdict::Wait);
    }

    #[test]
    fn a_search_gets_twice_its_time_and_a_margin() {
        let mut dog = Watchdog::default();
        dog.started(0.0);
        dog.heard(&pong(0), 50.0);
        dog.sent(&think(2, 1_000.0), 100.0);
        assert_eq!(dog.tick(7_000.0), Verdict::Wait);
        assert_eq!(dog.tick(7_101.0), Verdict::Restart, "dead mid-search");
        dog.started(7_101.0);
        dog.heard(&pong(0), 7_200.0);
        dog.sent(&think(3, 1_000.0), 7_300.0);
        let turn = Response::Turn {
            id: 3,
            actions: vec!["a2-a3".into()],
            depth: 4,
            score: None,
            nodes: 1,
            nps: 1,
        };
        dog.heard(&turn, 8_000.0);
        assert_eq!(dog.tick(8_100.0), Verdict::Wait);
        assert_eq!(dog.tick(13_100.0), Verdict::Ping, "idle: check it is alive");
        dog.sent(&Request::Ping { id: HEARTBEAT_ID }, 13_100.0);
        assert_eq!(
            dog.tick(18_101.0),
            Verdict::Restart,
            "a completed turn reset the count"
        );
    }

    #[test]
    fn a_crash_counts_as_a_failure() {
        let mut dog = Watchdog::default();
        dog.started(0.0);
        dog.heard(&pong(0), 10.0);
        assert_eq!(dog.crashed(20.0), Verdict::Restart);
        assert_eq!(dog.crashed(30.0), Verdict::GiveUp);
    }
}
