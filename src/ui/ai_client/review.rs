//! A review under way: the worker scores the start of every turn of the game, one position
//! after the other, each at the review's budget. Plain Rust; the request in flight is the
//! ledger's.

use crate::ui::game::review::ReviewDepth;

/// A review in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewRun {
    /// How long each position is searched.
    pub depth: ReviewDepth,
    /// Positions scored so far in this run.
    pub done: usize,
    /// Positions this run scores in all.
    pub total: usize,
    /// When it started (the page's clock, milliseconds).
    pub(super) started: f64,
    /// Positions still to ask for (plies), in order.
    pub(super) todo: Vec<usize>,
}

/// A finished review run: how many positions, and how long it took.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReviewDone {
    /// Positions scored.
    pub positions: usize,
    /// Time taken, in milliseconds.
    pub elapsed_ms: f64,
    /// How long it looked at each position.
    pub depth: ReviewDepth,
}

impl ReviewRun {
    /// A run over the positions after `todo` plies, started at `started`.
    pub(super) fn new(depth: ReviewDepth, todo: Vec<usize>, started: f64) -> ReviewRun {
        ReviewRun {
            depth,
            done: 0,
            total: todo.len(),
            started,
            todo,
        }
    }

    /// The next position to score (its plies), taken off the list.
    pub(super) fn take_next(&mut self) -> Option<usize> {
        (!self.todo.is_empty()).then(|| self.todo.remove(0))
    }

    /// The run as finished at `now`.
    pub(super) fn finished(&self, now: f64) -> ReviewDone {
        ReviewDone {
            positions: self.done,
            elapsed_ms: now - self.started,
            depth: self.depth,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_asks_its_positions_in_order_then_ends() {
        let mut run = ReviewRun::new(ReviewDepth::Fast, vec![0, 2, 4], 100.0);
        assert_eq!((run.take_next(), run.take_next()), (Some(0), Some(2)));
        run.done = 2;
        assert_eq!((run.take_next(), run.take_next()), (Some(4), None));
        assert_eq!(run.total, 3);
        assert_eq!(run.finished(350.0).elapsed_ms, 250.0);
    }
}
