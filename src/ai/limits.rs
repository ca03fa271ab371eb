//! What bounds a search, and the clock and stop flag it is given from outside.

use std::sync::atomic::{AtomicBool, Ordering};

/// A source of elapsed time. Given from outside because `std::time::Instant` panics on wasm32.
pub trait Clock {
    /// Milliseconds since an arbitrary fixed origin.
    fn now_ms(&self) -> f64;
}

/// Any closure returning milliseconds is a clock.
impl<F: Fn() -> f64> Clock for F {
    fn now_ms(&self) -> f64 {
        self()
    }
}

/// Limits of one search; `None` means unlimited. At least one should be set.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Limits {
    /// Deepest iteration, in plies (actions).
    pub depth: Option<u32>,
    /// Nodes to visit at most.
    pub nodes: Option<u64>,
    /// Thinking time in milliseconds (whole milliseconds in messages).
    #[serde(default, with = "crate::core::wire::optional_millis")]
    pub movetime_ms: Option<f64>,
}

impl Limits {
    /// A search to a fixed depth.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// A search of at most `nodes` nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// The same limits with the node and time budgets multiplied by `factor` (depth unchanged).
    pub fn scaled(self, factor: f64) -> Limits {
        Limits {
            depth: self.depth,
            nodes: self.nodes.map(|n| ((n as f64 * factor) as u64).max(1)),
            movetime_ms: self.movetime_ms.map(|ms| ms * factor),
        }
    }

    /// A search of `ms` milliseconds.
    pub fn movetime(ms: f64) -> Limits {
        Limits {
            movetime_ms: Some(ms),
            ..Limits::default()
        }
    }
}

/// A flag another thread (or the caller, between searches) raises to stop the search.
#[derive(Debug, Default)]
pub struct StopFlag(AtomicBool);

impl StopFlag {
    /// A lowered flag.
    pub fn new() -> StopFlag {
        StopFlag::default()
    }

    /// Asks the search to stop as soon as it next looks.
    pub fn raise(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Lowers the flag for the next search.
    pub fn lower(&self) {
        self.0.store(false, Ordering::Relaxed);
    }

    /// Whether a stop was asked for.
    pub fn is_raised(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}
