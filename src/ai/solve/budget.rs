//! When a proof gives up.

use crate::ai::{Clock, StopFlag};

/// When to give up: the clock, its deadline in ms, and the stop flag.
pub struct Budget<'a> {
    /// The clock.
    pub clock: &'a dyn Clock,
    /// Give up at this reading of the clock.
    pub deadline_ms: f64,
    /// Give up once raised.
    pub stop: &'a StopFlag,
}

impl Budget<'_> {
    /// Whether the stop flag is raised or the clock has reached the deadline.
    pub fn is_spent(&self) -> bool {
        self.stop.is_raised() || self.clock.now_ms() >= self.deadline_ms
    }
}
