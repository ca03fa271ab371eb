//! What a search found: depth, score, effort and the principal variation.

use super::tuning::{WIN, WIN_BOUND};

/// The result of one completed iteration.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Report<A> {
    /// Depth in plies.
    pub depth: u32,
    /// Score for the side to move at the root, in centi-units or as a win/loss distance.
    pub score: i32,
    /// Nodes visited.
    pub nodes: u64,
    /// Milliseconds spent.
    pub elapsed_ms: f64,
    /// The expected line, best action first.
    pub pv: Vec<A>,
}

impl<A> Report<A> {
    /// No iteration completed.
    pub fn empty() -> Report<A> {
        Report {
            depth: 0,
            score: 0,
            nodes: 0,
            elapsed_ms: 0.0,
            pv: Vec::new(),
        }
    }

    /// The report of one iteration.
    pub fn new(depth: u32, score: i32, nodes: u64, elapsed_ms: f64, pv: Vec<A>) -> Report<A> {
        Report {
            depth,
            score,
            nodes,
            elapsed_ms,
            pv,
        }
    }

    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        if self.elapsed_ms <= 0.0 {
            0
        } else {
            (self.nodes as f64 * 1000.0 / self.elapsed_ms) as u64
        }
    }

    /// Plies to the end of the game if the score is a proven win (+) or loss (-).
    pub fn win_in_plies(&self) -> Option<i32> {
        match self.score {
            s if s > WIN_BOUND => Some(WIN - s),
            s if s < -WIN_BOUND => Some(-(WIN + s)),
            _ => None,
        }
    }

    /// The best action, if any.
    pub fn best(&self) -> Option<&A> {
        self.pv.first()
    }
}
